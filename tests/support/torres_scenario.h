// Builds Torres positions for rule tests: an empty board in the Turn phase of year 1, round 1,
// with seat 0 to act, 0 AP spent, then blocks, knights and the King placed by hand.
// Coordinates follow the spec's (r,c), row 0 at the top.
//
// A position built by hand is not a whole game (no King, too few castles, blocks from nowhere:
// the conservation invariants need not hold), but it keeps the structural ones
// (detail::check_structure: cached bitboards, stacks, castle heights, the turn's limits, scores).
// Every question asked of a Scenario (check, legal, listed, targets, rule_of and the assertions
// below) checks them first and fails the test where the question was asked, drawing the board
// (Torres::render_text). The assertions cites/allows/lists draw the board when they fail.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>

#include "engine/torres/geometry.h"
#include "engine/torres/rules_internal.h"
#include "engine/torres/torres.h"
#include "verify/instances.h"
#include "verify/simulate.h"

namespace arbiter::torres::testing {

inline Square at(int r, int c) {
  return make_square(r, c);
}

class Scenario {
 public:
  explicit Scenario(Options o = {}) : config_(std::make_unique<Config>()) {
    config_->options = o;
    config_->data = *parse_data(default_data_json());
    s = Torres::initial_state(*config_);
    s.height.fill(0);
    s.piece.fill(kNoPiece);
    s.built = s.occupied = 0;
    s.king = kNoSquare;
    s.phase = Phase::Turn;
    s.supply = 40;
    for (int p = 0; p < s.num_players; ++p)
      s.players[static_cast<std::size_t>(p)].reserve = kKnightsPerColour;
  }
  Scenario(const Scenario&) = delete;

  Scenario& block(int r, int c, int h) {
    s.height[at(r, c)] = static_cast<std::uint8_t>(h);
    if (h) s.built |= bit(at(r, c));
    return *this;
  }
  Scenario& knight(int r, int c, int seat) {
    detail::put_piece(s, at(r, c), static_cast<std::int8_t>(seat));
    --s.players[static_cast<std::size_t>(seat)].reserve;
    return *this;
  }
  Scenario& king(int r, int c) {
    detail::put_piece(s, at(r, c), kKing);
    return *this;
  }
  Scenario& hand(int card, int n = 1) {
    s.players[static_cast<std::size_t>(s.active())].hand[static_cast<std::size_t>(card)] =
        static_cast<std::uint8_t>(n);
    return *this;
  }
  Scenario& turn_stack(int blocks) {
    s.turn_stack = static_cast<std::int8_t>(blocks);
    return *this;
  }

  Options& options() { return config_->options; }  // rule options of this scenario

  // The caller's file and line (std::source_location's part these tests use; clang 14, which
  // builds the sanitizer and fuzz jobs, has no std::source_location).
  struct Where {
    static constexpr Where current(const char* file = __builtin_FILE(),
                                   unsigned line = __builtin_LINE()) {
      return {file, line};
    }
    const char* file_name() const { return file; }
    unsigned line() const { return line_no; }
    const char* file;
    unsigned line_no;
  };

  Verdict check(const Action& a, Where where = Where::current()) const {
    expect_structure(where);
    return Torres::check(s, a);
  }
  bool legal(const Action& a, Where where = Where::current()) const {
    return !check(a, where).has_value();
  }
  bool listed(const Action& a, Where where = Where::current()) const {
    expect_structure(where);
    auto buf = std::make_unique<Torres::ActionBuffer>();
    Torres::legal_actions(s, *buf);
    return buf->contains(a);
  }
  // Squares reached by actions of `kind` (and `card`) from `from`, as listed by legal_actions.
  Bitboard targets(ActionKind kind, Square from = kNoSquare, std::uint8_t card = kNoCard,
                   Where where = Where::current()) const {
    expect_structure(where);
    auto buf = std::make_unique<Torres::ActionBuffer>();
    Torres::legal_actions(s, *buf);
    Bitboard b = 0;
    for (const Action& a : *buf)
      if (a.kind == kind && a.card == card && (from == kNoSquare || a.from == from)) b |= bit(a.to);
    return b;
  }
  std::string rule_of(const Action& a, Where where = Where::current()) const {
    auto v = check(a, where);
    return v ? std::string(v->rule) : std::string("legal");
  }

  // The position as Torres::render_text draws it, for failure messages.
  std::string board() const { return Torres::render_text(s); }

  // Assertions that draw the board when they fail:
  //   EXPECT_TRUE(t.cites(a, "T-2.12")) << "why";  // check(a) rejects a, citing T-2.12
  //   EXPECT_TRUE(t.allows(a));  EXPECT_FALSE(t.allows(a));  // check(a) accepts a, or not
  //   EXPECT_TRUE(t.lists(a));  EXPECT_FALSE(t.lists(a));  // legal_actions lists a, or not
  ::testing::AssertionResult cites(const Action& a, std::string_view rule,
                                   Where where = Where::current()) const {
    const Verdict v = check(a, where);
    const bool ok = v && v->rule == rule;
    return (ok ? ::testing::AssertionSuccess() : ::testing::AssertionFailure())
           << action(a) << ": " << verdict(v) << ", expected [" << rule << "]\n"
           << board();
  }
  ::testing::AssertionResult allows(const Action& a, Where where = Where::current()) const {
    const Verdict v = check(a, where);
    return (v ? ::testing::AssertionFailure() : ::testing::AssertionSuccess())
           << action(a) << ": " << verdict(v) << "\n"
           << board();
  }
  ::testing::AssertionResult lists(const Action& a, Where where = Where::current()) const {
    const bool in = listed(a, where);
    return (in ? ::testing::AssertionSuccess() : ::testing::AssertionFailure())
           << action(a) << (in ? " is" : " is not") << " listed by legal_actions ("
           << verdict(Torres::check(s, a)) << ")\n"
           << board();
  }

  State s;

 private:
  // Fails the test at `where` if the position breaks a structural invariant: a test bug.
  // Reported once per scenario: the questions that follow would repeat it.
  void expect_structure(Where where) const {
    if (structure_reported_) return;
    if (const Verdict v = detail::check_structure(s)) {
      structure_reported_ = true;
      ADD_FAILURE_AT(where.file_name(), static_cast<int>(where.line()))
          << "the scenario's position breaks [" << v->rule << "] " << v->reason
          << " (a position built by hand keeps the structural invariants)\n"
          << board();
    }
  }
  std::string action(const Action& a) const { return "'" + Torres::action_to_text(s, a) + "'"; }
  static std::string verdict(const Verdict& v) {
    return v ? "[" + std::string(v->rule) + "] " + v->reason : std::string("legal");
  }

  std::unique_ptr<Config> config_;
  mutable bool structure_reported_ = false;
};

inline Bitboard squares(std::initializer_list<std::pair<int, int>> list) {
  Bitboard b = 0;
  for (auto [r, c] : list) b |= bit(at(r, c));
  return b;
}

// A shared config (verify::shared_config) for a player count and version, with options tweaked.
inline const Config& config_with(int players, Version v, void (*tweak)(Options&) = nullptr) {
  Options o;
  o.players = players;
  o.version = v;
  if (tweak) tweak(o);
  return verify::shared_config<Torres>(o);
}

}  // namespace arbiter::torres::testing
