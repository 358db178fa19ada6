// Who decides next: a player seat (0..N-1), chance, or nobody (terminal).
#pragma once

#include <cstdint>

namespace arbiter {

using Seat = std::int8_t;
inline constexpr Seat kChanceSeat = -1;
inline constexpr Seat kTerminalSeat = -2;

}  // namespace arbiter
