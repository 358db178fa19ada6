// The queries every game has, computed from the Game concept: read by `explore --find` beside a
// game's own (engine/core/query.h), and climbed by guided runs of a game without its own.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>

#include "engine/core/game.h"
#include "engine/core/query.h"

namespace arbiter::verify {

template <Game G>
std::span<const StateQuery<typename G::State>> generic_queries() {
  using S = typename G::State;
  static const StateQuery<S> table[] = {
      {"terminal", "1 when the game is over",
       [](const S& s) -> std::int64_t { return G::is_terminal(s); }},
      {"chance", "1 when the next action is a chance outcome",
       [](const S& s) -> std::int64_t { return G::current_seat(s) == kChanceSeat; }},
      {"seat", "the seat to act (0 = P1), -1 for chance, -2 when the game is over",
       [](const S& s) -> std::int64_t { return G::current_seat(s); }},
      {"max_score", "the highest score (VP or points)",
       [](const S& s) -> std::int64_t {
         const auto v = G::scores(s);
         return v.empty() ? 0 : *std::max_element(v.begin(), v.end());
       }},
      {"min_score", "the lowest score",
       [](const S& s) -> std::int64_t {
         const auto v = G::scores(s);
         return v.empty() ? 0 : *std::min_element(v.begin(), v.end());
       }},
  };
  return table;
}

}  // namespace arbiter::verify
