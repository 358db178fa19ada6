// What a rejected action says: the rule it cites, the squares and cards it names, the help it
// gives (engine/core/violation.h), and why a game is not over yet (Torres::not_over_reason).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "tests/support/torres_scenario.h"

namespace arbiter::torres {
namespace {

using testing::at;
using testing::Scenario;

Violation rejected(const Scenario& t, const Action& a) {
  auto v = t.check(a);
  EXPECT_TRUE(v.has_value()) << Torres::action_to_text(t.s, a) << " was accepted";
  return v.value_or(Violation{"legal", ""});
}

TEST(TorresMessages, T_2_15_OneStackPerTurn) {
  Scenario t;
  t.s.players[0].num_stacks = 2;
  t.s.players[0].stacks = {3, 3, 0, 0};
  ASSERT_FALSE(Torres::apply(t.s, make_arg(ActionKind::ChooseStack, 3)));
  const Violation v = rejected(t, make_arg(ActionKind::ChooseStack, 3));
  EXPECT_EQ(v.rule, "T-2.15") << "the rule that limits a turn to one stack";
  EXPECT_NE(v.reason.find("one stack per turn"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("3 block(s) left"), std::string::npos) << v.reason;
  EXPECT_TRUE(t.cites(make_arg(ActionKind::ChooseStack, 2), "T-2.15"));
}

TEST(TorresMessages, T_5_1_NoKingMoveInsideATurn) {
  Scenario t;
  t.block(3, 3, 1).king(3, 3).block(5, 5, 1);
  for (const Action& a : {make(ActionKind::KingMove, at(5, 5)), make(ActionKind::KingMove)}) {
    const Violation v = rejected(t, a);
    EXPECT_EQ(v.rule, "T-5.1") << Torres::action_to_text(t.s, a);
    EXPECT_NE(v.reason.find("end of year 1 and year 2"), std::string::npos) << v.reason;
    EXPECT_NE(v.reason.find("lowest scorer"), std::string::npos) << v.reason;
  }
  EXPECT_EQ(rejected(t, make(ActionKind::SetupKing, at(5, 5))).rule, "T-2.9")
      << "other kinds unchanged";
}

// A drawn card written where no card is being drawn (`*C8 take` swapped, or `take` left out)
// points to `take`, not to the AP rule.
TEST(TorresMessages, T_2_20_DrawnCardWithoutTake) {
  Scenario t;
  t.block(3, 3, 1).king(3, 3);
  const Violation v = rejected(t, make_draw(ActionKind::Draw, C1));
  EXPECT_EQ(v.rule, "T-2.20");
  EXPECT_EQ(v.help, "write `take` before the card drawn");
}

TEST(TorresMessages, MovesOntoAPieceNameIt) {
  Scenario t;
  t.knight(3, 3, 0).king(3, 4).knight(2, 3, 1).knight(4, 3, 0).hand(C5);
  EXPECT_EQ(rejected(t, make_move(ActionKind::Move, at(3, 3), at(3, 4))).reason,
            "the King stands on e5");
  EXPECT_EQ(rejected(t, make_move(ActionKind::Move, at(3, 3), at(2, 3))).reason,
            "P2's knight stands on d6");
  EXPECT_EQ(rejected(t, make_move(ActionKind::Move, at(3, 3), at(4, 3))).reason,
            "your knight stands on d4");
  EXPECT_EQ(rejected(t, make(ActionKind::PlaceKnight, at(3, 4))).reason,
            "the King stands on e5 (T-2.12b)");
  const Violation card = rejected(t, make_card(C5, at(4, 3), at(3, 4)));
  EXPECT_EQ(card.rule, "C5");
  EXPECT_EQ(card.reason, "the King stands on e5");
}

TEST(TorresMessages, T_2_12_DiagonalAndAboveTheSponsorDiffer) {
  Scenario t;
  // P1's knight on d5 (ground). e4 touches it only at a corner; e5 is a 1-block tower beside it.
  t.knight(3, 3, 0).block(3, 4, 1).block(2, 4, 1);
  const Violation diagonal = rejected(t, make(ActionKind::PlaceKnight, at(4, 4)));
  const Violation above = rejected(t, make(ActionKind::PlaceKnight, at(3, 4)));
  EXPECT_EQ(diagonal.rule, "T-2.12");
  EXPECT_EQ(above.rule, "T-2.12");
  EXPECT_EQ(diagonal.reason,
            "your knight on d5 touches e4 only at a corner: the sponsor must share a side with "
            "it (T-2.12c)");
  EXPECT_EQ(above.reason,
            "e5 (level 1) is higher than your knight on d5 (level 0): a new knight goes at its "
            "sponsor's level or lower (T-2.12d)");
  EXPECT_EQ(rejected(t, make(ActionKind::PlaceKnight, at(7, 7))).reason,
            "no knight of yours shares a side with h1 to sponsor it (T-2.12c)");
}

TEST(TorresMessages, T_2_12_SponsorPlacedThisTurn) {
  Options o;
  o.sponsor_same_turn = false;
  Scenario t(o);
  t.knight(3, 3, 0);
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::PlaceKnight, at(3, 4))));
  const Violation v = rejected(t, make(ActionKind::PlaceKnight, at(3, 5)));
  EXPECT_EQ(v.rule, "T-2.12");
  EXPECT_EQ(v.reason,
            "your knight on e5 was placed this turn and cannot sponsor (sponsor_same_turn=false)");
}

TEST(TorresMessages, C9_PlacementReasons) {
  Scenario t;
  t.knight(3, 3, 0).knight(6, 6, 0).block(5, 5, 1).hand(C9);
  EXPECT_EQ(rejected(t, make_card(C9, at(3, 3), at(5, 5))).reason,
            "your knight on g2 touches f3 only at a corner: the sponsor must share a side with "
            "it (T-2.12c)");
  EXPECT_TRUE(t.allows(make_card(C9, at(3, 3), at(6, 5)))) << "f2 beside g2";
}

TEST(TorresMessages, T_5_1_KingOntoItsOwnSquarePointsToStay) {
  Scenario t;
  // f3 stands alone: one block high at most (I-4).
  t.block(1, 1, 1).block(5, 5, 1).king(1, 1).knight(5, 5, 0);
  t.s.phase = Phase::KingMove;
  t.s.king_mover = 1;
  t.s.supply = 60;
  const Violation v = rejected(t, make(ActionKind::KingMove, at(1, 1)));
  EXPECT_EQ(v.rule, "T-5.1");
  EXPECT_EQ(v.reason, "the King already stands on b7");
  EXPECT_EQ(v.help, "to leave the King where it is, write `K:stay`");
  EXPECT_TRUE(t.allows(make(ActionKind::KingMove))) << "the help is legal";
  const Violation knight = rejected(t, make(ActionKind::KingMove, at(5, 5)));
  EXPECT_EQ(knight.reason, "P1's knight stands on f3: the King moves only onto a free block");
  EXPECT_TRUE(knight.help.empty());
  EXPECT_EQ(rejected(t, make(ActionKind::KingMove, at(3, 3))).reason,
            "d5 holds no block: the King moves only onto a free block of a castle");
}

// Issue 25, item 6: a King move written at the start of a year whose King move was skipped
// (no free block after the scoring) says so, and a King move after it was made does not.
TEST(TorresMessages, T_5_1_KingMoveSkippedForWantOfAFreeBlock) {
  Scenario t;
  t.block(1, 1, 1).block(5, 5, 1).king(1, 1).knight(5, 5, 0);
  t.s.year = 2;
  for (const Action& a : {make(ActionKind::KingMove), make(ActionKind::KingMove, at(3, 3))}) {
    const Violation v = rejected(t, a);
    EXPECT_EQ(v.rule, "T-5.1");
    EXPECT_EQ(v.reason,
              "no King move after the year-1 scoring: no castle had a free block, so the King "
              "stayed and year 2 began at once");
    EXPECT_EQ(v.help, "leave `" + Torres::action_to_text(t.s, a) +
                          "` out: a King move skipped for want of a free block is not written");
  }
  t.block(3, 3, 1);  // d5 is a free block: the King move was made, not skipped
  EXPECT_NE(rejected(t, make(ActionKind::KingMove)).reason.find("never during a turn"),
            std::string::npos);
}

TEST(TorresMessages, T_5_3_AfterTheLastScoringPointsToResult) {
  Scenario t;
  t.block(1, 1, 1).king(1, 1);
  t.s.phase = Phase::GameOver;
  t.s.year = 3;
  t.s.players[0].score = 12;
  t.s.players[1].score = 9;
  const Violation stay = rejected(t, make(ActionKind::KingMove));
  EXPECT_EQ(stay.rule, "T-5.3");
  EXPECT_EQ(stay.reason, "the game is over: no King move follows the year-3 scoring");
  EXPECT_EQ(stay.help, "the record ends here: write `result 12 9`");
  const Violation end = rejected(t, make(ActionKind::EndTurn));
  EXPECT_EQ(end.reason, "the game is over");
  EXPECT_EQ(end.help, stay.help);
}

TEST(TorresMessages, T_2_24_RedistributionStatesTheCap) {
  Scenario t;
  t.turn_stack(2);
  t.s.players[0].num_stacks = 2;
  t.s.players[0].stacks = {3, 1, 0, 0};
  EXPECT_EQ(rejected(t, make_arg(ActionKind::Redistribute, 2)).reason,
            "no remaining stack of 2 blocks (your stacks hold 3, 1); no stack may exceed 3 "
            "blocks and no new stack is started");
  t.s.players[0].num_stacks = 0;
  t.s.players[0].stacks = {};
  const Violation none = rejected(t, make_arg(ActionKind::Redistribute, 0));
  EXPECT_EQ(none.rule, "T-2.24") << "round 1 of 4: the stacks went another way (C2)";
  EXPECT_EQ(none.reason,
            "you have no other stack to put a block on; no stack may exceed 3 blocks and no new "
            "stack is started");
  // In the year's last round no other stack is left by the rules: T-2.25 says so.
  t.s.round = 4;
  const Violation last = rejected(t, make_arg(ActionKind::Redistribute, 0));
  EXPECT_EQ(last.rule, "T-2.25");
  EXPECT_EQ(last.reason,
            "in the year's last round you have no other stack: the unused blocks go back to the "
            "supply");
}

TEST(TorresMessages, C9_C10_NameWhatStandsInTheWay) {
  Scenario t;
  t.knight(3, 3, 0).knight(3, 4, 0).king(4, 3).hand(C9).hand(C10);
  EXPECT_EQ(rejected(t, make_card(C9, at(3, 3), at(2, 3))).reason,
            "your knight on d5 is the one moving: it cannot sponsor itself, and no other knight "
            "of yours shares a side with d6");
  EXPECT_EQ(rejected(t, make_card(C10, at(3, 3), at(5, 3))).reason,
            "C10 jumps only over an opponent's knight; the King stands on d4");
  EXPECT_EQ(rejected(t, make_card(C10, at(3, 3), at(3, 5))).reason,
            "C10 jumps only over an opponent's knight; your knight stands on e5");
  EXPECT_EQ(rejected(t, make_card(C10, at(3, 3), at(1, 3))).reason,
            "C10 jumps only over an opponent's knight; d6 has none");
}

TEST(TorresMessages, T_6_2_CardKnownAtTheBottom) {
  Options o;
  o.version = Version::Variant;
  Scenario t(o);
  t.s.players[0].deck.middle.fill(1);
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::TakeCard)));
  for (int c : {C1, C2, C3})
    ASSERT_FALSE(Torres::apply(t.s, make_draw(ActionKind::Draw, static_cast<std::uint8_t>(c))));
  ASSERT_FALSE(Torres::apply(t.s, Action{ActionKind::Keep, C3, C1, C2, 3}));  // both at the bottom
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::TakeCard)));
  const Violation v = rejected(t, make_draw(ActionKind::Draw, C2));
  EXPECT_EQ(v.rule, "T-6.2");
  EXPECT_EQ(v.reason,
            "C2 is known to be at the bottom of the deck (returned with _), under 8 other "
            "card(s)")
      << "7 unknown cards, then C1, then C2";
  const Violation kept = rejected(t, make_draw(ActionKind::Draw, C3));
  EXPECT_EQ(kept.rule, "I-22") << "C3 is in hand, not in the deck";
  EXPECT_EQ(kept.reason, "C3 is not left in the deck");
}

TEST(TorresMessages, A_11_CardsMoveOnlyOwnKnights) {
  Scenario t;
  t.knight(3, 3, 1).knight(5, 5, 0).hand(C5);
  const Violation v = rejected(t, make_card(C5, at(3, 3), at(4, 4)));
  EXPECT_EQ(v.rule, "A-11");
  EXPECT_EQ(v.reason, "P2's knight stands on d5: C5 acts only on one of your own knights");
  EXPECT_EQ(rejected(t, make_card(C5, at(2, 2), at(3, 3))).rule, "C5") << "no knight at all";
  EXPECT_EQ(rejected(t, make_move(ActionKind::Move, at(3, 3), at(3, 4))).reason,
            "P2's knight stands on d5: you move only your own knights");
}

TEST(TorresMessages, NotOverReasonNamesTheNumbers) {
  Options o;
  auto config = *Torres::make_config(o, *parse_data(default_data_json()));
  State s = Torres::initial_state(config);
  EXPECT_EQ(Torres::not_over_reason(s),
            "setup: 0 of 2 first knights placed, P1 places the next (N@sq)");
  Scenario t;
  t.s.year = 2;
  t.s.round = 3;
  t.s.turn_index = 1;
  EXPECT_EQ(Torres::not_over_reason(t.s),
            "year 2 of 3, round 3 of 4, turn of P2; the game ends with the scoring of year 3");
  t.s.phase = Phase::KingMove;
  t.s.king_mover = 0;
  EXPECT_EQ(Torres::not_over_reason(t.s),
            "year 2 of 3 is scored; P1, the lowest scorer, has not moved the King yet (K@sq or "
            "K:stay); the game ends with the scoring of year 3");
  t.s.phase = Phase::GameOver;
  EXPECT_EQ(Torres::not_over_reason(t.s), "");
}

// Along a whole game: a reason exactly while the game is not over, and it names the year.
TEST(TorresMessages, NotOverReasonAlongAGame) {
  for (const Version v : {Version::Base, Version::Variant, Version::Meister}) {
    Options o;
    o.players = 3;
    o.version = v;
    auto config = *Torres::make_config(o, *parse_data(default_data_json()));
    State s = Torres::initial_state(config);
    auto buf = std::make_unique<Torres::ActionBuffer>();
    std::uint64_t pick = 12345;
    int steps = 0;
    for (; !Torres::is_terminal(s) && steps < 4000; ++steps) {
      const std::string why = Torres::not_over_reason(s);
      ASSERT_FALSE(why.empty()) << Torres::excerpt(s);
      if (s.phase == Phase::Turn) {
        EXPECT_NE(why.find("year " + std::to_string(s.year) + " of 3"), std::string::npos) << why;
      }
      Torres::legal_actions(s, *buf);
      ASSERT_FALSE(buf->empty());
      pick = pick * 6364136223846793005ull + 1442695040888963407ull;
      // Prefer ending turns early so that the game reaches its end in few steps.
      const Action* chosen = &(*buf)[(pick >> 33) % buf->size()];
      for (const Action& a : *buf)
        if (a.kind == ActionKind::EndTurn && (pick >> 20) % 4 != 0) chosen = &a;
      ASSERT_FALSE(Torres::apply(s, *chosen));
    }
    ASSERT_TRUE(Torres::is_terminal(s)) << "no end after " << steps << " steps";
    EXPECT_EQ(Torres::not_over_reason(s), "");
  }
}

}  // namespace
}  // namespace arbiter::torres
