// Year-end scoring (T-4.2..T-4.5) and the Meister cards (T-7.6, T-7.7), as pure functions.
#pragma once

#include <array>
#include <vector>

#include "engine/torres/state.h"

namespace arbiter::torres {

using SeatPoints = std::array<int, kMaxPlayers>;

SeatPoints castle_points(const State& s);             // T-4.2, T-4.3
SeatPoints king_bonus(const State& s, int year);      // T-4.5
SeatPoints meister_points(const State& s, int year);  // T-7.6, T-7.7 (zero without a card)

// T-5.3: the seats with the highest final score (several only in all-zero ties); empty when
// the game is not over, or when a tie has no winner (end_tie=no_winner).
std::vector<int> winners(const State& s);

}  // namespace arbiter::torres
