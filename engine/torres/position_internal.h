// Internal to Torres positions (position*.cpp): what writer and reader share, and the Reader.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/position_kit.h"
#include "engine/torres/torres.h"

namespace arbiter::torres::position_detail {

inline constexpr std::size_t kMaxPositionText = 65536;
inline constexpr std::size_t kMaxWords = 80;  // a field holds at most 64 squares and its keyword
inline constexpr int kMaxScore = 999999;

inline constexpr std::array<std::string_view, 10> kPhaseNames = {
    "meister-reveal", "setup-castles", "setup-knights", "setup-king", "turn",
    "draw-card",      "variant-keep",  "king-move",     "game-over",  "aborted"};

// The fields, in the order position_text writes them, with the invariants about each
// (docs/rules/torres.md, "Invariants"): a violation points at its field.
using position_kit::field;
using position_kit::per_seat;
// clang-format off
inline constexpr position_kit::FieldRule kFields[] = {
    field("phase"), field("meister"), field("year"), field("round"), field("first"),
    field("order"), field("turn"), field("mover"), field("ap", "I-20"), field("stack"),
    field("played", "I-21"), field("ending"), field("placed"), field("drawn"),
    field("blocks", "I-2 I-4 I-5 I-36"), field("king", "I-12"),
    per_seat("knights", "I-11 I-13"), field("score", "I-28 I-29"),
    per_seat("stacks", "I-3 I-25"), per_seat("hand", "I-22"), per_seat("out"), per_seat("deck")};
// clang-format on

bool turn_phase(Phase p);
bool setup_phase(Phase p);
std::string_view phase_text(Phase p);
inline std::string seat_text(int p) {
  return position_kit::seat_word(p);
}
inline std::string num(int v) {
  return std::to_string(v);
}
inline std::size_t idx(int i) {
  return static_cast<std::size_t>(i);
}

// ---- Defaults and derived members, shared by the writer and the reader ----------------------

int default_year(Phase ph);
int default_round(Phase ph, int players, int year);
int derived_setup_count(const State& s);
int default_turn_index(const State& s);
std::array<std::uint8_t, kMaxPlayers> default_order(int players, int first);
std::uint8_t derived_played_mask(const State& s);
std::vector<int> default_stacks(const State& s, int seat);
std::array<std::uint8_t, kCardKinds> default_hand(const State& s, int seat);
int rule_king_mover(const State& s);
int derived_cards_taken(const State& s);
int derived_draws_left(const State& s);

// ---- Reading ---------------------------------------------------------------------------------

using position_kit::Fail;
using position_kit::Field;

struct HandSpec {
  std::array<std::uint8_t, kCardKinds> cards{}, fresh{};
  int unseen = 0, unseen_fresh = 0;
};
struct DeckSpec {
  std::vector<int> top;     // from the top card down to the unknown part
  std::vector<int> bottom;  // from the unknown part down to the bottom card
};

// Reads a position: read() splits the fields (position.cpp), build() makes the State of them
// (position_build.cpp, the cards in position_build_cards.cpp).
class Reader {
 public:
  Reader(const Config& cfg, std::string_view text) : cfg_(cfg), n_(cfg.options.players), t_(text) {}

  std::optional<Fail> read();

  Expected<State> build();

 private:
  std::optional<Fail> fail(const std::string& field, const std::string& what) const {
    return t_.failure(field, what);
  }
  std::optional<Fail> field(std::string_view line, bool& any);
  static std::string clip(std::string_view w) { return position_kit::clip(w, 24); }
  std::optional<int> parse_seat(std::string_view w) const {
    return position_kit::seat_of(w, n_, true);
  }
  const Field* find(std::string_view name) const { return t_.find(name); }
  const Field* find_seat(std::string_view key, int seat) const { return t_.find_seat(key, seat); }
  static std::optional<int> number(std::string_view w, int lo, int hi) {
    return position_kit::number(w, lo, hi, {9, true});
  }
  std::optional<Fail> one_value(const Field& f) const;
  std::optional<Fail> get_number(const Field* f, int lo, int hi, int& out) const;
  std::optional<Fail> get_seat(const Field* f, int& out) const;
  std::optional<Fail> get_flag(const Field* f, bool& out) const;
  std::optional<Fail> get_square(const Field& f, std::string_view w, Square& out) const;
  std::optional<Fail> get_squares(const Field* f, Bitboard& out) const;
  std::optional<Fail> get_card(const Field& f, std::string_view w, int& out) const;

  // position_build.cpp: build()'s steps, in order
  std::optional<Fail> read_phase(State& s) const;
  std::optional<Fail> read_time(State& s) const;
  std::optional<Fail> read_blocks(State& s) const;
  std::optional<Fail> read_pieces(State& s) const;
  std::optional<Fail> read_turn(State& s) const;
  std::optional<Fail> read_turn_state(State& s) const;
  std::optional<Fail> read_stacks(State& s) const;
  std::optional<Fail> read_draw(State& s) const;

  // position_build_cards.cpp
  struct Placed;  // the cards counted where they are
  std::optional<Fail> place(Placed& at, const std::string& field, int seat, int c) const;
  std::optional<Fail> read_hand(State& s, Placed& at, int p, int active) const;
  std::optional<Fail> read_deck(State& s, Placed& at, int p) const;
  std::optional<Fail> read_cards(State& s, int active) const;

  const Config& cfg_;
  int n_;
  position_kit::Text t_;  // the position read, its fields
};

}  // namespace arbiter::torres::position_detail
