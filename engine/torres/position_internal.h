// Internal to Torres positions (position*.cpp): what writer and reader share, and the Reader.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/position_field.h"
#include "engine/torres/torres.h"

namespace arbiter::torres::position_detail {

inline constexpr std::size_t kMaxPositionText = 65536;
inline constexpr std::size_t kMaxWords = 80;  // a field holds at most 64 squares and its keyword
inline constexpr int kMaxScore = 999999;

inline constexpr std::array<std::string_view, 10> kPhaseNames = {
    "meister-reveal", "setup-castles", "setup-knights", "setup-king", "turn",
    "draw-card",      "variant-keep",  "king-move",     "game-over",  "aborted"};

// The keywords, in the order position_text writes them.
inline constexpr std::array<std::string_view, 22> kKeywords = {
    "phase",   "meister", "year",   "round",  "first",  "order", "turn",   "mover",
    "ap",      "stack",   "played", "ending", "placed", "drawn", "blocks", "king",
    "knights", "score",   "stacks", "hand",   "out",    "deck"};

bool per_seat(std::string_view k);

bool turn_phase(Phase p);
bool setup_phase(Phase p);
std::string_view phase_text(Phase p);
std::string seat_text(int p);
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

struct Fail {
  std::string message;
  TextSpan where;  // the field it names, in the position's text
};

// The words of one field, and the name errors give it ("hand P2").
struct Field {
  std::string name;
  std::vector<std::string_view> words;  // after the keyword (and the seat)
};

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
  Reader(const Config& cfg) : cfg_(cfg), n_(cfg.options.players) {}

  std::optional<Fail> read(std::string_view text);

  Expected<State> build();

 private:
  // "FIELD: what", with where the field is: the one being split, or the first named FIELD.
  std::optional<Fail> fail(const std::string& field, const std::string& what) const;
  std::optional<Fail> field(std::string_view line, bool& any);
  static std::string clip(std::string_view w);
  std::optional<int> parse_seat(std::string_view w) const;
  const Field* find(std::string_view name) const;
  const Field* find_seat(std::string_view key, int seat) const;
  static std::optional<int> number(std::string_view w, int lo, int hi);
  std::optional<Fail> one_value(const Field& f) const;
  std::optional<Fail> get_number(const Field* f, int lo, int hi, int& out) const;
  std::optional<Fail> get_seat(const Field* f, int& out) const;
  std::optional<Fail> get_flag(const Field* f, bool& out) const;
  std::optional<Fail> get_square(const Field& f, std::string_view w, Square& out) const;
  std::optional<Fail> get_squares(const Field* f, Bitboard& out) const;
  std::optional<Fail> get_card(const Field& f, std::string_view w, int& out) const;

  // position_build_cards.cpp
  std::optional<Fail> read_cards(State& s, int active) const;

  const Config& cfg_;
  int n_;
  std::vector<Field> fields_;
  std::string_view text_;     // the position read
  std::string_view current_;  // while splitting: the field being split
};

}  // namespace arbiter::torres::position_detail
