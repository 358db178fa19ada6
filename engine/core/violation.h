// A rule violation: the rule id from the spec (e.g. "T-2.15") and a human reason.
// Returned by apply() for an illegal action and by the invariant checks.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace arbiter {

struct Violation {
  std::string_view rule;  // static spec id: "T-2.15", "I-4", ...
  std::string reason;

  friend bool operator==(const Violation&, const Violation&) = default;
};

using Verdict = std::optional<Violation>;  // nullopt = legal / holds

inline Violation violation(std::string_view rule, std::string reason) {
  return Violation{rule, std::move(reason)};
}

}  // namespace arbiter
