// Internal to Comuni positions (position*.cpp): what writer and reader share, and the Reader.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/comuni/comuni.h"
#include "engine/core/position_kit.h"

namespace arbiter::comuni::position_detail {

inline std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}
inline std::uint8_t u8(int v) {
  return static_cast<std::uint8_t>(v);
}
inline std::string num(int v) {
  return std::to_string(v);
}

// Bounds on the text: nothing a position needs comes near them. (The number of fields needs no
// bound: a field written twice is refused, so there are at most 15 keywords and 5 comuni.)
inline constexpr std::size_t kMaxText = 64 * 1024;
inline constexpr std::size_t kMaxTokens = 128;  // per field
inline constexpr std::size_t kMaxToken = 40;    // characters per token

using Cards = std::array<int, kCardTypes>;  // a multiset of card types
using Piles = std::array<std::array<std::uint8_t, kCardTypes>, kPiles>;

// ---- Names ---------------------------------------------------------------------------------

struct PhaseName {
  Phase phase;
  std::string_view name;
};
inline constexpr PhaseName kPhaseNames[] = {
    {Phase::SetupComuni, "setup"}, {Phase::SetupDisplay, "display"}, {Phase::Projects, "1"},
    {Phase::Refill, "2"},          {Phase::Commit, "invasion"},      {Phase::Assign, "assign"},
    {Phase::Build, "3"},           {Phase::Discard, "discard"},      {Phase::Repair, "5"},
    {Phase::GameOver, "over"},
};

std::string_view phase_word(Phase p);

// The fields but the comuni's own, with the invariants about each (docs/rules/comuni.md,
// "Invariants"); a comune's field is named by the comune.
using position_kit::field;
// clang-format off
inline constexpr position_kit::FieldRule kFields[] = {
    field("comuni"), field("phase"), field("turn"), field("round"), field("drawer"),
    field("final"), field("pending"), field("claimed"), field("steps"), field("displaced"),
    field("pile"), field("discarded"), field("display", "INV-11"), field("invasion"),
    field("supply", "INV-2")};
// clang-format on
inline constexpr std::string_view kSeatItems[] = {"bids",  "hand",   "buildings", "ramparts",
                                                  "bonus", "active", "masters",   "heroes",
                                                  "loot",  "turns",  "ally",      "def"};

inline bool is_field(std::string_view w) {
  return position_kit::rule_of(kFields, w) != nullptr;
}
bool is_seat_item(std::string_view w);

// A word as it may be shown in a message: clipped, bytes outside printable ASCII replaced.
inline std::string clip(std::string_view t) {
  return position_kit::clip(t, 24, true);
}
inline std::string shown(std::string_view t) {
  return "'" + clip(t) + "'";
}
bool same_word(std::string_view a, std::string_view b);
// A count written in decimal digits, at most 6 of them.
inline std::optional<int> count_of(std::string_view t) {
  return position_kit::number(t, 0, 999999, {6, true});
}
std::string letters(int mask, const char* alphabet, int count);
std::string pile_letter(int p);
std::string hero_tile(int pile, int rank);
std::string commitment_text(int armies, int gold_pairs, int pil_pairs);

struct Units {
  int armies = 0, gold_pairs = 0, pil_pairs = 0;
};

std::optional<Units> parse_units(std::string_view t);
Units alliance_of(const Commitment& c);
Units defence_of(const Commitment& c);

// ---- The deck at N players -----------------------------------------------------------------

struct Deck {
  std::array<Cards, kPiles> pile{};  // cards dealt to each pile at N players, by type
  std::array<int, kPiles> size{};
  Cards total{};
  int cards = 0;
};

Deck dealt(const Data& d, int n);
std::optional<Cards> select_cards(const Data& d, int n, const Deck& deck, int x, int count,
                                  const Cards& used);
std::optional<Piles> piles_holding(const Data& d, int n, const Deck& deck, int left,
                                   const Cards& used, int* failed = nullptr);
int pile_cards(const Piles& piles, int p);

// ---- Turn order ----------------------------------------------------------------------------

int final_start(int drawer, int n, FinalRoundOrder order);
int final_active(int drawer, int done, int n, FinalRoundOrder order);
bool final_played(int seat, int drawer, int done, int n, FinalRoundOrder order);
std::array<int, kMaxPlayers> default_turns(int n, int active, int round, bool final_round,
                                           int drawer, int done, FinalRoundOrder order);

// ---- Fields --------------------------------------------------------------------------------

struct Field {
  std::string_view key;
  std::string_view raw;  // the whole field, for the display's '|'
  std::vector<std::string_view> values;
};

struct SeatSpec {
  std::array<int, kResources> res{};
  std::vector<std::pair<int, int>> bids;  // column (0-based), gold
  Cards hand{};
  int hand_size = 0;
  std::vector<Building> buildings;
  std::vector<int> ramparts;
  int bonus = 0, loot = 0, active = 0, masters = 0;
  std::vector<std::pair<int, int>> heroes;  // pile, rank
  std::optional<int> turns;
  std::optional<Units> ally, def;
};

struct InvasionSpec {
  std::optional<int> pawn;
  std::optional<std::array<int, kMaxPlayers>> vp, defence, looted;
  std::optional<std::array<Units, kMaxPlayers>> ally, def;
};

// Reads a position into a State, or names the field that is wrong. Its steps are defined in
// position.cpp (splitting), position_read_seats.cpp, position_read_board.cpp,
// position_read_time.cpp and position_read_invasions.cpp.
class Reader {
 public:
  Reader(const Config& cfg, std::string_view text)
      : cfg_(cfg), d_(cfg.data), n_(cfg.options.players), deck_(dealt(cfg.data, n_)), t_(text) {}

  Expected<State> read(std::string_view text) {
    if (!run(text)) return position_kit::error_of<State>(err_);
    return s_;
  }

 private:
  const Config& cfg_;
  const Data& d_;
  const int n_;
  const Deck deck_;
  position_kit::Text t_;    // the position read
  position_kit::Fail err_;  // the last error
  State s_;

  std::vector<Field> fields_;
  std::vector<int> comuni_;  // comune numbers, seat order
  std::array<SeatSpec, kMaxPlayers> seats_{};
  Cards used_{};  // card types in the display and the hands

  // position.cpp
  // "FIELD: what", with where the field is: the one being split, or the first named FIELD.
  bool fail(const std::string& field, const std::string& what) {
    err_ = t_.failure(field, what);
    return false;
  }
  const Field* field(std::string_view key) const;
  std::string seat_name(int q) const;
  std::optional<int> comune_number(std::string_view name) const;
  bool seat(const std::string& where, std::string_view name, int& out);
  std::string in_play() const;
  bool number(const std::string& where, std::string_view tok, int lo, int hi, int& out,
              const std::string& what);
  bool arity(const Field& f, std::size_t lo, std::size_t hi, const std::string& usage);
  bool split(std::string_view text);
  bool split_field(std::string_view raw);
  bool run(std::string_view text);

  // position_read_seats.cpp
  bool read_comuni();
  bool read_phase();
  bool read_seats();
  bool read_seat(const Field& f, SeatSpec& sp, const std::string& who);
  bool seat_bid(SeatSpec& sp, const std::string& who, std::string_view tok);
  bool seat_hero(SeatSpec& sp, const std::string& who, std::string_view tok);
  bool seat_value(SeatSpec& sp, const std::string& who, const std::string& item,
                  std::string_view tok);
  bool place_seats();

  // position_read_board.cpp
  bool read_display();
  bool place_bids();
  bool read_displaced();
  bool place_envoys();
  int cards_in_play() const;
  bool pile_field(const Field& f, Piles& piles);
  bool read_piles();
  bool check_types(const Piles& piles);
  bool fail_types(int x);
  bool fail_type(int t, int drawable, int current);

  // position_read_time.cpp
  bool setup() const;
  bool read_time();
  bool read_turns(int done, int highest, int exhausted);
  bool read_rounds(int active, int drawn, int done);
  bool read_phase_details();

  // position_read_invasions.cpp
  bool units_ok(const std::string& who, const std::string& what, const Units& u);
  bool read_commitments();
  std::optional<std::array<int, kMaxPlayers>> per_seat(const std::vector<std::string_view>& v,
                                                       std::size_t& i, const std::string& what,
                                                       int hi);
  std::optional<std::array<Units, kMaxPlayers>> per_seat_units(
      const std::vector<std::string_view>& v, std::size_t& i, const std::string& what);
  bool read_invasion_field(const Field& f, InvasionSpec& r);
  bool read_invasion_record();
  bool read_assignments(const InvasionSpec& r);
  bool place_heroes();
  bool place_supply();
};

}  // namespace arbiter::comuni::position_detail
