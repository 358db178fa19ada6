// What rule coverage (verify/coverage.h) asks of Comuni: the one way a game ends (the Emperor's
// invasion, then final scoring: C-4.14.4) and the rule that governs each action.
#include <array>

#include "engine/comuni/comuni.h"

namespace arbiter::comuni {
namespace {

constexpr EndCondition kEnds[] = {{"C-4.14.4", "the Emperor"}};

// By ActionKind, in its order (action.h says which rule each kind follows).
constexpr std::array<std::string_view, kActionKinds> kActionRule{
    "C-2.8",     // PickComune
    "C-3.2",     // Draw
    "C-3.1.3",   // Bid
    "C-3.1.10",  // Claim
    "C-3.1.12",  // Income
    "C-3.1.7",   // TakeBack
    "C-3.1.7",   // Move
    "C-1.9",     // Convert
    "C-4.3",     // Ally
    "C-4.3",     // Defend
    "C-4.5",     // Assign
    "C-3.3.3",   // Build
    "C-3.3.9",   // Wall
    "C-3.3.1",   // BuyAction
    "C-3.3",     // Done
    "C-3.3.12",  // Discard
    "C-3.5.1",   // Repair
};

}  // namespace

std::span<const EndCondition> Comuni::end_conditions() {
  return kEnds;
}

int Comuni::end_condition(const State& s) {
  return is_terminal(s) ? 0 : -1;
}

std::string_view Comuni::action_rule(const State& s, const Action& a) {
  const auto k = static_cast<std::size_t>(a.kind);
  // The first display is drawn in the setup (C-2.6); later draws refill it (C-3.2).
  if (a.kind == ActionKind::Draw && s.phase == Phase::SetupDisplay) return "C-2.6";
  return k < kActionRule.size() ? kActionRule[k] : std::string_view("C-3.3");
}

}  // namespace arbiter::comuni
