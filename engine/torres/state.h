// The Torres state: a regular value type (copy = clone), fixed arrays, no heap.
#pragma once

#include <array>
#include <cstdint>

#include "engine/core/seat.h"
#include "engine/torres/board.h"
#include "engine/torres/cards.h"
#include "engine/torres/data.h"
#include "engine/torres/options.h"

namespace arbiter::torres {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kKnightsPerColour = 6;  // T-1.3
inline constexpr int kTotalBlocks = 92;      // T-1.2
inline constexpr std::int8_t kNoPiece = -1;
inline constexpr std::int8_t kKing = 4;  // piece code; knights use their colour 0..3
inline constexpr int kBaseAp = 5;        // T-2.9
inline constexpr int kMaxAp = 7;         // the allowance with C7 (C6, C7)
inline constexpr int kStackBlocks = 3;   // a stack holds at most 3 blocks (T-2.24, T-3.3)
inline constexpr int kMinCastles = 6;    // C8 (a), I-5

struct Config {
  Options options;
  Data data;
};

enum class Phase : std::uint8_t {
  MeisterReveal,  // chance: the Meister card (T-7.5)
  SetupCastles,   // Meister: players place the 8 starting blocks (T-7.2)
  SetupKnights,   // T-2.6
  SetupKing,      // T-2.7
  Turn,           // T-2.9..T-2.24
  DrawCard,       // chance: the card taken from a deck (T-2.20, T-6.2)
  VariantKeep,    // variant: keep 1 of the drawn cards, return the others (T-6.2)
  KingMove,       // T-5.1
  GameOver,       // T-5.3
  Aborted,        // Meister setup found no legal square with spacing_fallback=error
};

// A face-down pile: a known top part, an unknown shuffled middle, a known bottom part.
// The common deck (T-2.3) only uses the middle; a personal deck (T-6.2) uses all three.
struct Pile {
  std::array<std::uint8_t, kCardKinds> middle{};  // count per card kind
  std::array<std::uint8_t, kCardKinds> top{};     // top[top_len - 1] is the top card
  std::array<std::uint8_t, kCardKinds> bottom{};  // bottom[0] is nearest the middle
  std::uint8_t top_len = 0;
  std::uint8_t bottom_len = 0;

  int middle_size() const {
    int n = 0;
    for (auto c : middle) n += c;
    return n;
  }
  int size() const { return middle_size() + top_len + bottom_len; }
  friend bool operator==(const Pile&, const Pile&) = default;
};

struct Player {
  std::int32_t score = 0;
  std::uint8_t reserve = kKnightsPerColour;     // knights not yet on the board
  std::uint8_t num_stacks = 0;                  // personal stacks left, not counting the turn stack
  std::array<std::uint8_t, 4> stacks{};         // sizes, sorted descending
  std::array<std::uint8_t, kCardKinds> hand{};  // count per card kind
  std::array<std::uint8_t, kCardKinds> fresh{};    // taken this turn: not playable yet (T-2.20)
  std::array<std::uint8_t, kCardKinds> removed{};  // played and boxed (T-2.21)
  Pile deck;                                       // variant: personal deck
  std::uint8_t unseen = 0;        // base game: cards drawn unseen (`*?`), kind known when played
  std::uint8_t unseen_fresh = 0;  // of those, drawn this turn
  friend bool operator==(const Player&, const Player&) = default;
};

struct State {
  const Config* config = nullptr;  // not part of the value: equal states may come from copies

  Phase phase = Phase::SetupKnights;
  std::uint8_t num_players = 2;
  std::uint8_t year = 1;                          // 1..3
  std::uint8_t round = 1;                         // 1..rounds_in_year
  std::array<std::uint8_t, kMaxPlayers> order{};  // this round's turn order (seats)
  std::uint8_t turn_index = 0;                    // position in `order` of the seat to act
  std::uint8_t first_player = 0;                  // T-2.5; Meister: T-7.9
  std::int8_t meister_card = -1;                  // 0..7 once revealed
  std::uint8_t setup_count = 0;                   // blocks (Meister) or knights placed in setup
  std::int8_t king_mover = -1;

  // The current turn (T-2.9..T-2.24).
  std::uint8_t ap_spent = 0;
  std::uint8_t ap_allowance = kBaseAp;
  std::uint8_t cards_taken = 0;
  bool card_played = false;
  std::int8_t turn_stack = -1;    // blocks left in the turn stack; -1 = not chosen yet
  bool ending = false;            // redistribution started: only Redistribute / EndTurn (T-2.24)
  Bitboard placed_this_turn = 0;  // knights placed this turn
  std::uint8_t played_mask = 0;   // seats that have played this round (T-7.9 end_of_turn)

  // Variant draw in progress (T-6.2).
  std::uint8_t draws_left = 0;
  std::uint8_t drawn_len = 0;
  std::array<std::uint8_t, 3> drawn{};

  // Board.
  std::array<std::uint8_t, kSquares> height{};
  std::array<std::int8_t, kSquares> piece{};    // kNoPiece, colour 0..3 or kKing
  Bitboard built = 0;                           // h >= 1 (derived, cached; checked by I-1)
  Bitboard occupied = 0;                        // any piece (derived, cached)
  std::array<Bitboard, kMaxPlayers> knights{};  // per colour (derived, cached)
  Square king = kNoSquare;
  std::uint8_t supply = kTotalBlocks;

  std::array<Player, kMaxPlayers> players{};
  Pile common_deck;

  friend bool operator==(const State& a, const State& b) { return equal_values(a, b); }
  static bool equal_values(const State& a, const State& b);

  const Options& options() const { return config->options; }
  Seat active() const { return static_cast<Seat>(order[turn_index]); }
};

}  // namespace arbiter::torres
