// What rule coverage (verify/coverage.h) asks of Medievalia: the three ways a game ends (M-7), the
// rule that governs each action (the queries guided runs climb are in queries.cpp).
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
    "M-2.5",     // FirstPlayer
    "M-3.1",     // Reveal
    "M-3.1",     // Draw
    "M-3.5",     // Play
    "M-3.9",     // Buy
    "M-3.8",     // Extra
    "M-3.6",     // Discard
    "M-3.4",     // Tap
    "M-4.1",     // Exchange
    "M-4.2",     // Sell
    "M-6.5",     // Trade
    "M-6.7",     // Art
    "M-6.6",     // Bureaucrat
    "M-3.3.3",   // Pay
    "M-3.3.4",   // Cancel
    "M-3.12",    // Attach
    "M-3.7",     // Remove
    "M-3.13",    // Go
    "M-3.14",    // War
    "M-3.15",    // Deploy
    "M-3.15",    // Block
    "M-3.15",    // Ready
    "M-3.15",    // Target
    "M-3.15",    // Strike
    "M-3.10.3",  // Bonus
    "M-3.16.2",  // Order
    "M-6.1",     // Heal
    "M-6.2",     // Shoot
    "M-3.15",    // Pass
    "M-3.19",    // End
};

}  // namespace

std::span<const EndCondition> Medievalia::end_conditions() {
  return kEnds;
}

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

namespace {

// A chance outcome: the reminder cards (M-2.2), a building turned up (M-3.9.5), or a drawn card,
// by what it was drawn for: the draft (M-2.6), the turn's draw (M-3.1), an extra draw (M-3.8).
std::string_view reveal_rule(const State& s) {
  if (s.phase == Phase::SetupReminder) return "M-2.2";
  if (s.phase == Phase::BuildingReveal) return "M-3.9.5";
  switch (s.draw_for) {
    case DrawFor::Draft:
      return "M-2.6";
    case DrawFor::Extra:
      return "M-3.8";
    case DrawFor::Turn:
      break;
  }
  return "M-3.1";
}

// An ally's contribution to the active player's transaction (M-8.6), not the player's own.
bool ally_helps(const State& s, const Action& a) {
  return s.phase == Phase::Txn && a.seat < s.num_players && a.seat != s.active;
}

}  // namespace

// By kind, then where the phase or the seat decides: the draft's draws are the setup's (M-2.6),
// a removal forced by the food limit is M-5.7, a Fantassin's +0/1 is M-6.3.
std::string_view Medievalia::action_rule(const State& s, const Action& a) {
  switch (a.kind) {
    case ActionKind::Reveal:
      return reveal_rule(s);
    case ActionKind::Draw:
      return s.phase == Phase::DraftPick ? "M-2.6" : "M-3.1";
    case ActionKind::Remove:
      return s.phase == Phase::Upkeep ? "M-5.7" : "M-3.7";
    case ActionKind::Tap:
    case ActionKind::Exchange:
    case ActionKind::Sell:
      if (ally_helps(s, a)) return "M-8.6";
      break;
    case ActionKind::Bonus:
      if (a.a < kMaxCards && s.cfg().card(a.a).power == Power::Fantassin) return "M-6.3";
      break;
    default:
      break;
  }
  const auto k = static_cast<std::size_t>(a.kind);
  return k < kActionRule.size() ? kActionRule[k] : std::string_view("M-3.0");
}

}  // namespace arbiter::medievalia
