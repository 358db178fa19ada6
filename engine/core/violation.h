// A rule violation: the rule id (e.g. "T-2.15", resolved by the game's rules reference,
// engine/core/rule_ref.h), a human reason, and, where the engine knows one, how to make the action
// legal. Returned by apply() for an illegal action and by the invariant checks; built only on
// error.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace arbiter {

struct Violation {
  std::string_view rule;  // static spec id: "T-2.15", "I-4", ...
  std::string reason;
  std::string help = {};  // a fix the player could make ("convert 2 PIL first: conv:PT"), if any
  // Set when the help names every way to what the action was for: the nearest legal tokens
  // ("did you mean") would then point elsewhere (`conv:GA` to a player who needs an ART).
  bool help_is_complete = false;

  friend bool operator==(const Violation&, const Violation&) = default;
};

using Verdict = std::optional<Violation>;  // nullopt = legal / holds

inline Violation violation(std::string_view rule, std::string reason) {
  return Violation{rule, std::move(reason)};
}
inline Violation violation(std::string_view rule, std::string reason, std::string help) {
  return Violation{rule, std::move(reason), std::move(help)};
}

}  // namespace arbiter
