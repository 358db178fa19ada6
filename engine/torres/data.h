// Component data the rulebook does not print (T-1.11 starting squares, T-3.3 PHASE cards).
// The default is data/torres.json, embedded at build time; a user file overrides it (--data).
#pragma once

#include <array>
#include <string_view>

#include "engine/core/expected.h"
#include "engine/torres/board.h"

namespace arbiter::torres {

inline constexpr int kYears = 3;
inline constexpr int kMaxStacks = 4;

struct PhaseCard {  // per player count: the stacks dealt each year (T-3.3)
  std::array<std::array<std::uint8_t, kMaxStacks>, kYears> stacks{};
  std::array<std::uint8_t, kYears> num_stacks{};
  friend bool operator==(const PhaseCard&, const PhaseCard&) = default;
};

struct Data {
  std::array<Square, 8> start_squares{};
  std::array<PhaseCard, 3> phase_cards{};  // index = players - 2
  friend bool operator==(const Data&, const Data&) = default;
};

// T-3.1: rounds per year by player count (printed in the rulebook, so not data).
constexpr int rounds_in_year(int players, int year) {
  return players == 2 || year == 1 ? 4 : 3;
}

std::string_view default_data_json();
Expected<Data> parse_data(std::string_view json_text);

}  // namespace arbiter::torres
