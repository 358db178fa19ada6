// Internal to Medievalia positions (position*.cpp): what writer and reader share, and the Reader.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/position_kit.h"
#include "engine/medievalia/medievalia.h"

namespace arbiter::medievalia::position_detail {

using K = ActionKind;

// Bounds on what is read: the text, its fields, the words of a field, one word.
inline constexpr std::size_t kMaxText = 1 << 16;
inline constexpr std::size_t kMaxFields = 300;
inline constexpr std::size_t kMaxWords = 160;
inline constexpr std::size_t kMaxWord = 96;

inline std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}
inline std::uint8_t u8(int v) {
  return static_cast<std::uint8_t>(v);
}

inline constexpr std::array<std::string_view, kPhases> kPhaseWord = {
    "first", "reminder", "draft", "reveal", "building", "upkeep", "draw",  "main",   "txn", "march",
    "war",   "deploy",   "block", "target", "strike",   "bonus",  "order", "powers", "over"};
inline constexpr std::array<std::string_view, 3> kForWord = {"draft", "turn", "extra"};
inline constexpr std::array<std::string_view, 4> kEndWord = {"none", "prestige", "military",
                                                             "shortage"};
// The fields, with the invariants about each (docs/rules/medievalia.md, "Invariants"); I-10,
// I-15 and I-16 are about one of two fields, which their reason names (invariant_field).
using position_kit::field;
using position_kit::per_seat;
// clang-format off
inline constexpr position_kit::FieldRule kFields[] = {
    field("turn"), field("first"), field("end", "I-30"), field("reveal"), field("resume"),
    field("decider"), field("skipped"), field("fought"), field("march"), field("fee"),
    per_seat("player", "I-29"), per_seat("eliminated"), per_seat("table", "I-06 I-26"),
    per_seat("out"), per_seat("hand"), field("sold"), field("piles"), field("reminders"),
    field("buildings"), field("txn"), field("pool", "I-14"), field("acts", "I-13"),
    per_seat("txsold"), field("waived"), field("combat"), field("units"), field("groups")};
// clang-format on

inline std::string seat_word(int p) {
  return position_kit::seat_word(p);
}
bool combat_phase(Phase p);
int hand_size(const Player& pl);

// --- Defaults, shared by the writer and the reader so that both agree on what is left out ---

int default_turns(int turn, int first, int players, int p);
int default_drafted(int turn, const Player& pl);
DrawFor default_for(int turn, Phase phase);
int default_reminder(const Config& cfg, Phase phase, int pile, int pile_size,
                     const std::array<int, kMaxTypes>& left);
std::array<int, kBuildingPiles> default_hidden(int total);
int default_contributors(const State& s, int card, std::array<std::uint8_t, 5>& res,
                         std::array<std::uint8_t, 5>& amount);

// --- Reading ---

struct CardSpec {
  std::string where;  // the field, for errors: "table P1"
  std::string word;   // as written
  int owner = 0;
  bool out = false;
  int type = -1, copy = 0;  // copy 1..count; 0: the next free one
  std::string host;         // as written after '@', or empty
  int fief = -1;            // -1: the owner's fief
  Card marks;               // flags, steps, damage, heals, bonus, unit, order
  bool marked = false;      // written with marks
};

struct ActSpec {
  std::string word;
  std::string card;
  bool explicit_contributors = false;
  int n = 0;
  std::array<std::uint8_t, 5> res{}, amount{}, exp{};
};

struct UnitSpec {
  int blocker = 0, target = 0;  // defending groups 1.. (0: none)
};
struct GroupSpec {
  int strike = 0;  // attacking unit 1.., 0 pending, -1 none
  int leftover = 0;
};

struct Spec {
  bool has_turn = false;
  int turn = 0, active = 0;
  Phase phase = Phase::Main;
  int first = 0;
  bool has_end = false;
  int end_reason = 0, winners = 0;
  bool has_reveal = false;
  int reveal_pile = 0;
  DrawFor draw_for = DrawFor::Turn;
  bool has_for = false;
  Phase resume = Phase::Draw;
  int decider = 0, skipped = kNone;
  int fought = 0;
  int march_from = kNone, march_to = kNone;
  bool fee = false;
  std::array<std::array<int, 4>, kMaxPlayers> player{};  // siege, turns, drafted, extra; -1 unset
  std::array<int, kMaxPlayers> eliminated{};             // OutReason, 0: in the game
  std::array<bool, kMaxPlayers> unskipped{};
  std::vector<CardSpec> cards;
  std::array<std::array<int, kMaxTypes>, kMaxPlayers> hand{};
  std::array<std::array<int, kDrawPiles>, kMaxPlayers> unknown{};
  std::array<int, kMaxTypes> sold{};
  std::array<int, kDrawPiles> piles{-1, -1, -1};
  std::array<int, kDrawPiles> reminder{-1, -1, -1};
  bool has_buildings = false;
  std::array<int, kBuildingPiles> btop{}, bhidden{};
  bool has_txn = false;
  std::string txn;
  std::array<int, kResources> pool{}, waived{};
  std::vector<ActSpec> acts;
  std::array<std::array<int, kMaxTypes>, kMaxPlayers> txsold{};
  std::array<std::array<int, kDrawPiles>, kMaxPlayers> txsold_unknown{};
  std::array<bool, kMaxPlayers> has_txsold{};
  bool has_combat = false;
  int cfief = 0, cdefender = 0, side = 0, passes = 0;
  std::vector<UnitSpec> units;
  std::vector<GroupSpec> groups;
  std::vector<std::string> seen;  // fields read ("hand P1"), to refuse one given twice
  std::vector<std::string> txn_fields, combat_fields;
};

// A whole number of at most `max`: digits only (at most 6), no sign, no leading zero.
inline bool number(std::string_view t, int max, int& out) {
  const auto v = position_kit::number(t, 0, max, {6, false});
  if (v) out = *v;
  return v.has_value();
}
void split_word_number(std::string_view t, std::string_view& word, std::string_view& num);

// Reads a position into a State, or names the field that is wrong. Its steps are defined in
// position.cpp (the fields and their names), position_read_turn.cpp, position_read_cards.cpp,
// position_read_combat.cpp, position_build.cpp and position_build_txn.cpp.
class Reader {
 public:
  Reader(const Config& cfg, std::string_view text) : cfg_(cfg), t_(text) {
    s_.config = &cfg;
    n_ = cfg.options.players;
    for (auto& p : sp_.player) p.fill(-1);
  }

  Expected<State> run() {
    if (!read_fields() || !build()) return t_.error<State>();
    return s_;
  }

 private:
  const Config& cfg_;
  position_kit::Text t_;  // the text read, its first error
  Spec sp_;
  State s_;
  int n_ = 2;

  // position.cpp
  // "FIELD: what" (the first error only), with where the field is: the one being read, or the
  // first named FIELD.
  bool fail(const std::string& field, const std::string& what) { return t_.fail(field, what); }
  static std::string quoted(std::string_view t) { return "'" + position_kit::clip(t, 40) + "'"; }
  bool seat(std::string_view t, int& p) const {
    const auto v = position_kit::seat_of(t, n_, false);
    if (v) p = *v;
    return v.has_value();
  }
  bool seat_or_fail(const std::string& field, std::string_view t, int& p);
  int fief(std::string_view t) const;
  std::string fief_list() const;
  int type(std::string_view t) const;
  int pile(std::string_view t) const;
  std::string type_hint(std::string_view t) const;
  bool card_name_of(const std::string& field, std::string_view t, int& ty, int& copy);
  bool resources(const std::string& field, std::string_view t, std::array<int, kResources>& r);
  bool field_words(std::string_view f, std::vector<std::string_view>& words);
  bool read_fields();
  bool once(const std::string& name);
  bool field(const std::vector<std::string_view>& w);
  bool one_seat(const std::string& k, const std::vector<std::string_view>& args, int& p);

  // position_read_turn.cpp
  bool turn_field(const std::vector<std::string_view>& a);
  bool end_field(const std::vector<std::string_view>& a);
  bool reveal_field(const std::vector<std::string_view>& a);
  bool resume_field(const std::vector<std::string_view>& a);
  bool fought_field(const std::vector<std::string_view>& a);
  bool march_field(const std::vector<std::string_view>& a);
  bool player_field(const std::string& name, int p, const std::vector<std::string_view>& a);
  bool eliminated_field(const std::string& name, int p, const std::vector<std::string_view>& a);

  // position_read_cards.cpp
  bool marks(const std::string& name, std::string_view word, std::string_view m, Card& c);
  bool cards_field(const std::string& name, int p, bool out,
                   const std::vector<std::string_view>& a);
  bool hand_field(const std::string& name, const std::vector<std::string_view>& a,
                  std::array<int, kMaxTypes>& hand, std::array<int, kDrawPiles>& unknown,
                  bool unseen);
  bool piles_field(const std::vector<std::string_view>& a);
  bool reminders_field(const std::vector<std::string_view>& a);
  bool buildings_field(const std::vector<std::string_view>& a);

  // position_read_combat.cpp
  bool acts_field(const std::vector<std::string_view>& a);
  bool combat_field(const std::vector<std::string_view>& a);
  bool group_ref(std::string_view t, int& g);
  bool units_field(const std::vector<std::string_view>& a);
  bool groups_field(const std::vector<std::string_view>& a);

  // --- The state ---

  // position_build.cpp
  bool build();
  bool place_cards(std::array<int, kMaxTypes>& entered, std::vector<int>& ids);
  bool resolve_hosts(const std::vector<int>& ids);
  bool count_cards(const std::array<int, kMaxTypes>& entered);
  bool check_position();

  // position_build_txn.cpp
  bool txn_act(const ActSpec& x, Txn& t);
  bool build_txn();
  bool combat_members(int na, int nd);
  bool build_combat();
};

}  // namespace arbiter::medievalia::position_detail
