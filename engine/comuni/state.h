// The Comuni state: a regular value type (copy = clone), fixed arrays, no heap.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "engine/comuni/data.h"
#include "engine/comuni/options.h"
#include "engine/comuni/types.h"
#include "engine/core/seat.h"

namespace arbiter::comuni {

inline constexpr int kMaxBuildings = 24;
inline constexpr int kMaxSections = 24;
inline constexpr int kMaxHand = 16;

struct Config {
  Options options;
  Data data;
};

enum class Phase : std::uint8_t {
  SetupComuni,   // chance: which comuni play (C-2.8)
  SetupDisplay,  // chance: the first display from pile A (C-2.6)
  Projects,      // phase 1 (C-3.1)
  Displaced,     // the owner of an outbid envoy decides (C-3.1.7)
  Refill,        // chance: phase 2 draws (C-3.2)
  Commit,        // invasion: each player's secret alliance, then defence commitment (C-4.3)
  Assign,        // invasion: manual rampart assignment (C-4.5, rampart_auto_assign=false)
  Build,         // phase 3 (C-3.3)
  Discard,       // end of phase 3: down to 2 cards (C-3.3.12)
  Repair,        // phase 5 (C-3.5)
  GameOver,      // after the Emperor and final scoring (C-5)
};

struct Column {
  std::array<CardType, kMaxColumnCards> cards{};
  std::uint8_t count = 0;
  std::int8_t envoy = -1;  // seat of the envoy's owner
  std::uint8_t gold = 0;
  friend bool operator==(const Column&, const Column&) = default;
};

struct Building {
  std::uint8_t category = 0;
  std::uint8_t floors = 0;
  friend bool operator==(const Building&, const Building&) = default;
};

struct Commitment {
  std::uint8_t alliance_armies = 0, alliance_gold_pairs = 0, alliance_pil_pairs = 0;
  std::uint8_t defence_armies = 0, defence_gold_pairs = 0, defence_pil_pairs = 0;
  std::uint8_t stage = 0;  // 0 nothing yet, 1 alliance made, 2 both made
  int alliance() const { return alliance_armies + alliance_gold_pairs + alliance_pil_pairs; }
  int defence() const { return defence_armies + defence_gold_pairs + defence_pil_pairs; }
  friend bool operator==(const Commitment&, const Commitment&) = default;
};

struct Player {
  std::uint8_t comune = 0;  // 1..5
  std::array<std::uint8_t, kResources> res{};
  std::uint8_t envoys = 0;  // in stock
  std::int16_t vp = 0;      // score track (C-4.2)
  std::uint8_t loot = 0;
  std::array<std::uint8_t, kPiles> hero{};  // value of the hero tile won at each invasion, 0 = none
  std::uint8_t active = 0;                  // activation cards, bit = category (C-2.12)
  std::uint8_t num_buildings = 0, num_sections = 0, hand_size = 0;
  std::array<Building, kMaxBuildings> buildings{};    // sorted by (category, floors desc)
  std::array<std::uint8_t, kMaxSections> sections{};  // rampart floors, sorted descending
  std::array<CardType, kMaxHand> hand{};              // sorted ascending
  std::uint8_t bonus_cards = 0;                       // bonus rampart cards received (INV-5)
  std::uint16_t turns = 0;
  Commitment commit;  // secret until every player has committed
  friend bool operator==(const Player&, const Player&) = default;
};

struct State {
  const Config* config = nullptr;  // not part of the value

  Phase phase = Phase::SetupComuni;
  std::uint8_t num_players = 3;
  std::uint8_t active = 0;  // seat; seats are in ascending comune order (C-2.9)
  std::uint8_t pawn = 0;    // alliance-chief pawn holder (C-2.11)
  std::array<Player, kMaxPlayers> players{};

  std::array<Column, kMaxColumns> columns{};
  std::uint8_t columns_in_use = 0;
  std::array<std::array<std::uint8_t, kCardTypes>, kPiles> piles{};  // face-down cards by type
  std::array<std::uint8_t, kPiles> pile_size{};

  std::array<std::uint8_t, kResources> supply{};
  std::uint8_t bonus_ramparts = 0;
  std::uint8_t loot_supply = 0;
  std::array<std::int8_t, kCategories> master{-1, -1, -1, -1};  // holder seat per category
  std::array<std::array<std::int8_t, 2>, kPiles>
      hero_tiles{};  // -1 on board, -2 discarded, else seat

  // Phase 1 and displacement.
  bool claimed = false;        // this turn's phase 1 was a claim (phase 2 refills)
  std::int8_t displaced = -1;  // owner of the envoy being displaced
  std::uint8_t displaced_gold = 0;
  std::uint8_t displaced_from = kNone;  // the column it was outbid on

  // Invasions.
  std::uint8_t invasions = 0;         // resolved or in progress, in pile order
  std::int8_t invading = -1;          // pile of the invasion in progress
  std::int8_t pending_invasion = -1;  // end_of_phase2: pile exhausted, invasion after the refill
  std::uint8_t commit_seat = 0;       // next seat to commit / assign
  // The invasion in progress, or else the last one resolved, as the table saw it; reset when the
  // next one starts. The rules read `looted` (C-4.8) and, while assigning, `defended`; the rest
  // is kept for the views (replay show) and read by no rule. Ordered so that no padding falls
  // between the members (asserted below).
  std::array<std::uint8_t, kMaxPlayers> looted{};  // loot tiles taken (C-4.6, after the cap)
  // City defence without the pawn's +1 (C-4.5): set by each assign: while assigning, and for
  // every seat at the resolution.
  std::array<std::uint16_t, kMaxPlayers> defended{};
  std::array<std::int16_t, kMaxPlayers>
      invasion_vp{};                               // score-track VP that set the attacks (C-4.2)
  std::int8_t invasion_pawn = -1;                  // the pawn holder: +1 defence (AMB-7)
  std::array<Commitment, kMaxPlayers> revealed{};  // the commitments, kept at the resolution

  // Build phase.
  // C-3.3.1/C-3.3.2: 1 + actions_bought full build actions, each with at most one building and
  // one rampart step; the pairing is free, so only the counts matter.
  std::uint8_t actions_bought = 0;
  std::uint8_t building_steps = 0;
  std::uint8_t rampart_steps = 0;

  // End of the game (C-4.14).
  std::int8_t drawer = -1;  // the seat that drew the last D card
  bool final_round = false;
  std::uint8_t final_turns_done = 0;
  std::uint8_t setup_picks = 0;
  std::uint8_t discarded = 0;  // cards out of the game by C-3.3.12

  friend bool operator==(const State& a, const State& b);
  const Options& options() const { return config->options; }
  const Data& data() const { return config->data; }
  Player& me() { return players[active]; }
  const Player& me() const { return players[active]; }
  int current_pile() const {
    for (int p = 0; p < kPiles; ++p)
      if (pile_size[static_cast<std::size_t>(p)]) return p;
    return -1;
  }
};

// The invasion record adds no padding: the 16-bit arrays start on an even offset.
static_assert(offsetof(State, defended) == offsetof(State, looted) + sizeof(State::looted));
static_assert(offsetof(State, revealed) == offsetof(State, invasion_pawn) + 1);
static_assert(offsetof(State, actions_bought) ==
              offsetof(State, revealed) + sizeof(State::revealed));

}  // namespace arbiter::comuni
