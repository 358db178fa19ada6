// The named queries of Medievalia (engine/core/query.h), for `explore --find` and predicates:
// the numbers a rules clarifier asks about, read from the state without building its JSON.
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

}  // namespace

std::span<const StateQuery<State>> Medievalia::queries() {
  static const StateQuery<State> table[] = {
      {"max_territories",
       "the most territory cards in one fief (the City not counted; the limit is 4, M-3.5.1)",
       [](const State& s) { return max_over_seats(s, [&](int p) { return territories(s, p); }); }},
      {"max_vp", "the most VP of one player (distinct building types, the Château 2; M-7.1)",
       [](const State& s) { return max_over_seats(s, [&](int p) { return vp(s, p); }); }},
      {"max_team_vp", "the most VP of one side (a team in the 4-player game, else one player)",
       [](const State& s) { return max_over_seats(s, [&](int p) { return team_vp(s, p); }); }},
      {"alive", "the players not eliminated",
       [](const State& s) -> std::int64_t {
         std::int64_t n = 0;
         for (int p = 0; p < s.num_players; ++p) n += s.player(p).alive;
         return n;
       }},
      {"prestige_victory", "1 when the game ended by a prestige victory (M-7.1)",
       [](const State& s) -> std::int64_t { return ended_by(s, EndReason::Prestige); }},
      {"military_victory", "1 when the game ended by a military victory (M-7.2)",
       [](const State& s) -> std::int64_t { return ended_by(s, EndReason::Military); }},
      {"shortage_end", "1 when the game ended by a card shortage (M-7.4)",
       [](const State& s) -> std::int64_t { return ended_by(s, EndReason::Shortage); }},
  };
  return table;
}

}  // namespace arbiter::medievalia
