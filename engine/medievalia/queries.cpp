// The named queries of Medievalia (engine/core/query.h), for `explore --find`, predicates and
// guided verification: the numbers a rules clarifier asks about, read from the state without
// building its JSON. The first four are those guided runs climb (`climb`), toward the three ends.
#include <algorithm>
#include <cstdint>
#include <span>

#include "engine/core/query.h"
#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

template <class F>
std::int64_t max_over_seats(const State& s, F f) {
  std::int64_t best = 0;
  for (int p = 0; p < s.num_players; ++p) best = std::max<std::int64_t>(best, f(p));
  return best;
}

bool ended_by(const State& s, EndReason r) {
  return s.phase == Phase::GameOver && static_cast<EndReason>(s.end_reason) == r;
}

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
    {"max_vp", "the most VP of a side: a player, or a team in the alliance game (M-7.1)", max_vp,
     true},
    {"players_alive", "players not eliminated (M-7.2)", players_alive, true},
    {"max_siege", "the longest siege under way, in turns (M-7.3)", max_siege, true},
    {"empty_piles", "empty draw and building piles (M-7.4)", empty_piles, true},
    {"max_territories",
     "the most territory cards in one fief (the City not counted; the limit is 4, M-3.5.1)",
     [](const State& s) { return max_over_seats(s, [&](int p) { return territories(s, p); }); }},
    {"max_player_vp",
     "the most VP of one player, a team's partner not added (distinct building types, the "
     "Chateau 2; M-7.1)",
     [](const State& s) { return max_over_seats(s, [&](int p) { return vp(s, p); }); }},
    {"prestige_victory", "1 when the game ended by a prestige victory (M-7.1)",
     [](const State& s) -> std::int64_t { return ended_by(s, EndReason::Prestige); }},
    {"military_victory", "1 when the game ended by a military victory (M-7.2)",
     [](const State& s) -> std::int64_t { return ended_by(s, EndReason::Military); }},
    {"shortage_end", "1 when the game ended by a card shortage (M-7.4)",
     [](const State& s) -> std::int64_t { return ended_by(s, EndReason::Shortage); }},
};

}  // namespace

std::span<const StateQuery<State>> Medievalia::queries() {
  return kQueries;
}

}  // namespace arbiter::medievalia
