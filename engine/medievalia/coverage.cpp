// What rule coverage (verify/coverage.h) asks of Medievalia: the three ways a game ends (M-7), the
// rule that accepts each kind of action (the queries guided runs climb are in queries.cpp).
#include <algorithm>
#include <array>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

constexpr EndCondition kEnds[] = {
    {"M-7.1", "prestige"},  // EndReason::Prestige
    {"M-7.2", "military"},  // EndReason::Military
    {"M-7.4", "shortage"},  // EndReason::Shortage
};

// By ActionKind, in its order (action.h says which rule each kind follows).
constexpr std::array<std::string_view, kActionKinds> kActionRule{
    "M-2.5",    // FirstPlayer
    "M-3.1",    // Reveal
    "M-3.1",    // Draw
    "M-3.5",    // Play
    "M-3.9",    // Buy
    "M-3.8",    // Extra
    "M-3.6",    // Discard
    "M-3.4",    // Tap
    "M-4.1",    // Exchange
    "M-4.2",    // Sell
    "M-6.5",    // Trade
    "M-6.7",    // Art
    "M-6.6",    // Bureaucrat
    "M-3.3.3",  // Pay
    "M-3.3.4",  // Cancel
    "M-3.12",   // Attach
    "M-3.7",    // Remove
    "M-3.13",   // Go
    "M-3.14",   // War
    "M-3.15",   // Deploy
    "M-3.15",   // Block
    "M-3.15",   // Ready
    "M-3.15",   // Target
    "M-3.15",   // Strike
    "M-3.10.3", // Bonus
    "M-3.16.2", // Order
    "M-6.1",    // Heal
    "M-6.2",    // Shoot
    "M-3.15",   // Pass
    "M-3.19",   // End
};

}  // namespace

std::span<const EndCondition> Medievalia::end_conditions() { return kEnds; }

int Medievalia::end_condition(const State& s) {
  switch (static_cast<EndReason>(s.end_reason)) {
    case EndReason::Prestige:
      return 0;
    case EndReason::Military:
      return 1;
    case EndReason::Shortage:
      return 2;
    case EndReason::None:
      break;
  }
  return -1;
}

std::string_view Medievalia::action_rule(const Action& a) {
  const auto k = static_cast<std::size_t>(a.kind);
  return k < kActionRule.size() ? kActionRule[k] : std::string_view("M-3.0");
}

}  // namespace arbiter::medievalia
