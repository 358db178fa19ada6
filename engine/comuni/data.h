// Comuni component data (docs/rules/comuni.md Appendix A): the embedded default is
// data/comuni.json; a user file overrides it (--data). Every field the rulebook lost is a labelled
// default there.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/comuni/types.h"
#include "engine/core/expected.h"

namespace arbiter::comuni {

struct ComuneData {
  std::string name;
  std::array<std::uint8_t, kResources> start{};
  std::array<std::uint8_t, kResources> income_fixed{};
  std::uint8_t income_choice = 0;
  friend bool operator==(const ComuneData&, const ComuneData&) = default;
};

struct CardData {
  CardType type = 0;
  std::uint8_t pile = 0;         // 0..3 = A..D
  std::uint8_t min_players = 2;  // C-2.2
  friend bool operator==(const CardData&, const CardData&) = default;
};

struct InvaderData {
  std::string name;
  int base = 0;
  std::array<int, 2> hero{};  // hi, lo
  friend bool operator==(const InvaderData&, const InvaderData&) = default;
};

struct Data {
  std::array<ComuneData, kComuni> comuni;
  std::array<std::uint8_t, kMaxColumns> column_capacity{};
  std::array<bool, kMaxColumns> bonus_column{};
  std::array<std::uint8_t, 4> columns_in_use{};             // index N - 2
  std::array<std::array<int, 4>, kPiles> invasion_table{};  // [pile][N - 2]
  std::array<InvaderData, kPiles> invaders;
  std::array<int, kResources> supply{};
  int bonus_ramparts = 11;
  int loot_tiles = 50;
  int envoys_per_player = 3;
  std::vector<CardData> deck;  // 88 cards
  friend bool operator==(const Data&, const Data&) = default;

  int display_size(int players) const {
    int n = 0;
    for (int c = 0; c < columns_in_use[static_cast<std::size_t>(players - 2)]; ++c)
      n += column_capacity[static_cast<std::size_t>(c)];
    return n;
  }
  int pile_size(int pile, int players) const {
    int n = 0;
    for (const CardData& c : deck) n += c.pile == pile && c.min_players <= players;
    return n;
  }
};

std::string_view default_data_json();
Expected<Data> parse_data(std::string_view json_text);

}  // namespace arbiter::comuni
