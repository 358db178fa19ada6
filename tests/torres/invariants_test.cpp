// The Torres invariants that recount what a check decides (docs/architecture.md, "Invariants that
// mirror a check"): castles found square by square (I-4..I-7), action costs from T-2.10 (I-20),
// rounds from T-3.1 (I-25), the year-end scoring from the board (I-41). Each is fed states no
// engine check produced: positions read by parse_position, and transitions made by hand.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <string_view>

#include "engine/torres/torres.h"
#include "tests/support/torres_scenario.h"
#include "verify/instances.h"
#include "verify/random_play.h"
#include "verify/simulate.h"

namespace arbiter::torres {
namespace {

using testing::config_with;

Square sq(std::string_view name) {
  return *parse_square(name);
}

State position(const Config& cfg, const std::string& text) {
  auto s = Torres::parse_position(cfg, text);
  if (!s) ADD_FAILURE() << text << "\n" << s.error();
  return s ? *s : Torres::initial_state(cfg);
}

// "(holds)" or "[RULE] reason" of the first state invariant broken.
std::string state_verdict(const Config& cfg, const std::string& text) {
  const State s = position(cfg, text);
  const Verdict v = Torres::check_invariants(s);
  return v ? "[" + std::string(v->rule) + "] " + v->reason : "(holds)";
}

std::string step_verdict(const State& b, const Action& a, const State& s) {
  const Verdict v = Torres::check_transition(b, a, s);
  return v ? "[" + std::string(v->rule) + "] " + v->reason : "(holds)";
}

const std::string kPieces = "\nking a4\nknights P1 f3\nknights P2 h5\n";

// T-0.5: squares that share a side form a castle; squares of one row's end and the next row's
// start (h5, a4: neighbours by index) or meeting at a corner (d4, e5) do not.
TEST(TorresInvariants, CastlesAreFoundSquareBySquare) {
  const Config& cfg = config_with(2, Version::Base);
  const std::string eight = "blocks d8 c6 f6 a4 c3 f3 e1 ";
  EXPECT_EQ(state_verdict(cfg, eight + "h5:2" + kPieces),
            "[I-4] a castle of area 1 has a part higher than its area");
  EXPECT_EQ(state_verdict(cfg, eight + "h5:2 h4" + kPieces), "(holds)");
  EXPECT_EQ(state_verdict(cfg, eight + "h5 d4:2 e5" + kPieces),
            "[I-4] a castle of area 1 has a part higher than its area");
  EXPECT_EQ(state_verdict(cfg, eight + "h5 d4:2 d5" + kPieces), "(holds)");
  // I-5: six castles, two of them meeting at a corner (f3, g4), then five (f3, f4 share a side).
  EXPECT_EQ(state_verdict(cfg, "blocks d8 c6 h5 a4 f3 g4" + kPieces), "(holds)");
  EXPECT_EQ(state_verdict(cfg, "blocks d8 c6 h5 a4 f3 f4" + kPieces), "[I-5] only 5 castles");
}

// I-6, I-7: a step never joins or splits castles, except what C2 and C8 allow.
TEST(TorresInvariants, CastleIdentityIsRecountedAcrossAStep) {
  const Config& cfg = config_with(2, Version::Base);
  const std::string before = "stack 2\nblocks d8 c6 f6 h5 a4 c3 f3 e1 e3";
  const State b = position(cfg, before + kPieces);
  // A block on d3 joins {c3} and {e3, f3}.
  State joined = position(cfg, before + " d3" + kPieces);
  joined.ap_spent = 1;
  EXPECT_EQ(step_verdict(b, make(ActionKind::PlaceBlock, sq("d3")), joined),
            "[I-6] two castles were joined");
  // C8 lifts the end of a castle: the rest stays one castle.
  const std::string rest = "stack 2\nblocks d8 c6 f6 h5 a4 f3 e1 ";
  const State b2 = position(cfg, rest + "a2 b2 c2" + kPieces);
  const State lifted_end = position(cfg, rest + "a2 b2 h8" + kPieces);
  EXPECT_EQ(step_verdict(b2, make_card(C8, sq("c2"), sq("h8")), lifted_end), "(holds)");
  // ... but lifting its middle splits it (C8 (c)).
  const State lifted_middle = position(cfg, rest + "a2 c2 h8" + kPieces);
  EXPECT_EQ(step_verdict(b2, make_card(C8, sq("b2"), sq("h8")), lifted_middle),
            "[I-7] a castle was split");
  // Without C8 no castle loses a square.
  EXPECT_EQ(step_verdict(b2, make(ActionKind::EndTurn), lifted_middle), "[I-7] a castle was split");
}

// I-20 (T-2.10, A-1): the AP a step spends is the action's price.
TEST(TorresInvariants, ApSpentIsTheRecountedPrice) {
  const std::string board = "blocks d8 d7 c6 f6 h5 a4 c3 f3 e1" + kPieces;  // d8, d7: area 2
  const Config& free_cards = config_with(2, Version::Base);
  const State b = position(free_cards, board);
  State s = b;
  s.ap_spent = 1;
  EXPECT_EQ(step_verdict(b, make(ActionKind::PlaceKnight, sq("f4")), s),
            "[I-20] AP spent went from 0 to 1, but the action costs 2 AP (T-2.10)");
  s.ap_spent = 2;
  EXPECT_EQ(step_verdict(b, make(ActionKind::PlaceKnight, sq("f4")), s), "(holds)");
  // C3 heightens d8: 0 AP under card_action_cost=free, 1 under standard.
  State c3 = b;
  c3.height[sq("d8")] = 2;
  EXPECT_EQ(step_verdict(b, make_card(C3, kNoSquare, sq("d8")), c3), "(holds)");
  c3.ap_spent = 1;
  EXPECT_EQ(step_verdict(b, make_card(C3, kNoSquare, sq("d8")), c3),
            "[I-20] AP spent went from 0 to 1, but the action costs 0 AP (T-2.10)");
  const Config& standard = config_with(
      2, Version::Base, [](Options& o) { o.card_action_cost = CardActionCost::Standard; });
  const State bs = position(standard, board);
  State c3s = bs;
  c3s.height[sq("d8")] = 2;
  c3s.ap_spent = 1;
  EXPECT_EQ(step_verdict(bs, make_card(C3, kNoSquare, sq("d8")), c3s), "(holds)");
  EXPECT_EQ(step_verdict(bs, make_card(C6), bs), "(holds)");  // C6 and C7 stay free
}

// I-25 (T-3.1): with empty stacks kept, a seat holds one stack per round left: 3 in year 2 with
// 3 players, 4 with 2.
TEST(TorresInvariants, StacksMatchTheRoundsOfT31) {
  const std::string board = "blocks d8 c6 f6 h5 a4 c3 f3 e1\nking a4\nknights P1 f3\nknights P2 h5";
  EXPECT_EQ(state_verdict(config_with(3, Version::Base), "year 2\n" + board + "\nknights P3 c6"),
            "(holds)");
  EXPECT_EQ(state_verdict(config_with(3, Version::Base),
                          "year 2\n" + board + "\nknights P3 c6\nstacks P1 3 2 1 1"),
            "[I-25] P1 has 4 stacks, 3 rounds left");
  EXPECT_EQ(state_verdict(config_with(2, Version::Base), "year 2\n" + board), "(holds)");
}

// I-41 (T-4.2..T-4.5, T-2.22): every year-end scoring of random games is what the board pays,
// recounted; one point more or less for a seat, or a score moved at a turn end inside a year, is
// not. A King bonus of 4 x year instead of 5 was caught before only by the fixtures' results.
TEST(TorresInvariants, YearEndScoringIsWhatTheBoardPays) {
  auto buffer = verify::make_buffer<Torres>();
  int scorings = 0, paid = 0;
  for (Version v : {Version::Base, Version::Variant, Version::Meister})
    for (std::uint64_t seed = 0; seed < 6; ++seed) {
      const Config& cfg = config_with(static_cast<int>(2 + seed % 3), v);
      std::mt19937_64 rng(seed);
      State s = Torres::initial_state(cfg);
      while (!Torres::is_terminal(s)) {
        Torres::legal_actions(s, *buffer);
        const Action a = verify::pick_action<Torres>(s, *buffer, rng);
        const State b = s;
        ASSERT_FALSE(Torres::apply(s, a));
        ASSERT_EQ(step_verdict(b, a, s), "(holds)");
        if (a.kind != ActionKind::EndTurn) continue;
        State more = s;
        more.players[1].score += 1;
        const bool year_end = s.phase != Phase::Turn || s.year != b.year;
        if (!year_end) {
          EXPECT_EQ(step_verdict(b, a, more).substr(0, 6), "[I-41]");
          continue;
        }
        ++scorings;
        paid += s.players[0].score - b.players[0].score;
        EXPECT_EQ(step_verdict(b, a, more).substr(0, 6), "[I-41]") << "seed " << seed;
        if (s.players[0].score > b.players[0].score) {
          State less = s;
          less.players[0].score -= 1;
          EXPECT_EQ(step_verdict(b, a, less).substr(0, 6), "[I-41]") << "seed " << seed;
        }
      }
    }
  EXPECT_GE(scorings, 18 * 3 - 6) << "most games reach every scoring";
  EXPECT_GT(paid, 0);
}

}  // namespace
}  // namespace arbiter::torres
