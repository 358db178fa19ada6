// What rule coverage (verify/coverage.h) asks of Medievalia: the three ways a game ends (M-7), the
// rule that accepts each kind of action, and the queries guided runs climb (engine/core/query.h).
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

std::int64_t max_vp(const State& s) {  // team VP in the alliance game (M-7.1: 7, or 11 a team)
  int best = 0;
  for (int p = 0; p < s.num_players; ++p)
    if (s.player(p).alive) best = std::max(best, team_vp(s, p));
  return best;
}
std::int64_t players_alive(const State& s) {
  int n = 0;
  for (int p = 0; p < s.num_players; ++p) n += s.player(p).alive != 0;
  return n;
}
std::int64_t max_siege(const State& s) {
  int best = 0;
  for (int p = 0; p < s.num_players; ++p)
    if (s.player(p).alive) best = std::max(best, static_cast<int>(s.player(p).siege));
  return best;
}
std::int64_t empty_piles(const State& s) {
  int n = draw_piles_empty(s);
  for (int k = 0; k < kBuildingPiles; ++k)
    n += s.building_top[static_cast<std::size_t>(k)] == kNone &&
         s.building_hidden[static_cast<std::size_t>(k)] == 0;
  return n;
}

constexpr StateQuery<State> kQueries[] = {
    {"max_vp", "the most VP of a player (of a team in the alliance game), M-7.1", max_vp},
    {"players_alive", "players not eliminated (M-7.2)", players_alive},
    {"max_siege", "the longest siege under way, in turns (M-7.3)", max_siege},
    {"empty_piles", "empty draw and building piles (M-7.4)", empty_piles},
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

std::span<const StateQuery<State>> Medievalia::queries() { return kQueries; }

}  // namespace arbiter::medievalia
