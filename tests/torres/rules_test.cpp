// Rules beyond the spec's worked examples: cards, the turn stack, setup, the variant deck.
#include <gtest/gtest.h>

#include "tests/support/torres_scenario.h"

namespace arbiter::torres {
namespace {

using testing::at;
using testing::Scenario;

Action card(int c, Square from, Square to, std::uint8_t arg = 0) {
  return make_card(static_cast<std::uint8_t>(c), from, to, arg);
}

TEST(TorresRules, T_2_15_BlocksComeFromTheChosenTurnStack) {
  Scenario t;
  t.block(3, 3, 1);
  t.s.players[0].num_stacks = 2;
  t.s.players[0].stacks = {3, 1, 0, 0};
  EXPECT_TRUE(t.cites(make(ActionKind::PlaceBlock, at(3, 4)), "T-2.15")) << "no stack chosen yet";
  EXPECT_TRUE(t.cites(make_arg(ActionKind::ChooseStack, 2), "T-2.23")) << "no 2-stack";
  ASSERT_FALSE(Torres::apply(t.s, make_arg(ActionKind::ChooseStack, 1)));
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::PlaceBlock, at(3, 4))));
  EXPECT_TRUE(t.cites(make(ActionKind::PlaceBlock, at(3, 5)), "T-2.15")) << "turn stack empty";
  EXPECT_TRUE(t.cites(make_arg(ActionKind::ChooseStack, 3), "T-2.15")) << "one stack per turn";
}

TEST(TorresRules, T_2_19_NoNewCastleAndT_2_16_NotUnderPieces) {
  Scenario t;
  t.block(3, 3, 1).turn_stack(3).knight(3, 4, 0).knight(3, 3, 1);
  EXPECT_TRUE(t.cites(make(ActionKind::PlaceBlock, at(6, 6)), "T-2.19"));
  EXPECT_TRUE(t.cites(make(ActionKind::PlaceBlock, at(3, 4)), "T-2.16"))
      << "knight on the ground square";
  EXPECT_TRUE(t.cites(make(ActionKind::PlaceBlock, at(3, 3)), "T-2.16")) << "occupied top";
}

TEST(TorresRules, T_2_23_EveryTurnUsesAStack) {
  Scenario t;
  t.s.players[0].num_stacks = 1;
  t.s.players[0].stacks = {2, 0, 0, 0};
  EXPECT_TRUE(t.cites(make(ActionKind::EndTurn), "T-2.23"));
}

TEST(TorresRules, T_2_20_TakenCardsPlayableFromTheNextTurn) {
  Scenario t;
  t.s.common_deck.middle = {};
  t.s.common_deck.middle[C6] = 1;
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::TakeCard)));
  EXPECT_EQ(Torres::current_seat(t.s), kChanceSeat);
  EXPECT_TRUE(t.cites(make_draw(ActionKind::Draw, C5), "I-22")) << "C5 is not in the deck";
  ASSERT_FALSE(Torres::apply(t.s, make_draw(ActionKind::Draw, C6)));
  EXPECT_TRUE(t.cites(make_card(C6), "T-2.20"));
  EXPECT_TRUE(t.cites(make(ActionKind::TakeCard), "A-18")) << "empty deck, no reshuffle";
}

TEST(TorresRules, T_2_20_AtMostTwoTakes) {
  Scenario t;
  t.s.common_deck.middle.fill(4);
  for (int i = 0; i < 2; ++i) {
    ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::TakeCard)));
    ASSERT_FALSE(Torres::apply(t.s, make_draw(ActionKind::Draw, C1)));
  }
  EXPECT_TRUE(t.cites(make(ActionKind::TakeCard), "T-2.20"));
}

TEST(TorresRules, T_2_21_CardMustBeInHand) {
  Scenario t;
  t.knight(3, 3, 0);
  EXPECT_TRUE(t.cites(card(C5, at(3, 3), at(4, 4)), "T-2.21"));
}

TEST(TorresRules, C2_BlockUnderKnight) {
  Scenario t;
  t.block(3, 3, 1)
      .block(3, 4, 1)
      .knight(3, 3, 0)
      .knight(5, 5, 0)
      .knight(2, 5, 0)
      .block(1, 5, 1)
      .block(2, 6, 1)
      .hand(C2);
  t.s.players[0].num_stacks = 1;
  t.s.players[0].stacks = {2, 0, 0, 0};
  EXPECT_TRUE(t.allows(card(C2, kNoSquare, at(3, 3), 2))) << "h 2 <= area 2";
  EXPECT_TRUE(t.allows(card(C2, kNoSquare, at(5, 5), 2))) << "founds a castle";
  EXPECT_TRUE(t.cites(card(C2, kNoSquare, at(2, 5), 2), "T-2.18")) << "would join two castles";
  EXPECT_TRUE(t.cites(card(C2, kNoSquare, at(3, 3), 3), "C2")) << "no 3-stack";
  EXPECT_TRUE(t.cites(card(C2, kNoSquare, at(3, 3), kTurnStackSource), "C2")) << "no turn stack";
  ASSERT_FALSE(Torres::apply(t.s, card(C2, kNoSquare, at(5, 5), 2)));
  EXPECT_EQ(t.s.height[at(5, 5)], 1);
  EXPECT_EQ(t.s.piece[at(5, 5)], 0) << "the knight rises with its square";
  EXPECT_EQ(t.s.players[0].stacks[0], 1);
  EXPECT_EQ(t.s.turn_stack, -1) << "C2 does not choose the turn stack";
}

TEST(TorresRules, C3_BlockFromSupply) {
  Scenario t;
  t.block(3, 3, 1).hand(C3);
  EXPECT_TRUE(t.allows(card(C3, kNoSquare, at(3, 4))));
  EXPECT_TRUE(t.cites(card(C3, kNoSquare, at(6, 6)), "T-2.19"));
  t.s.supply = 0;
  EXPECT_TRUE(t.cites(card(C3, kNoSquare, at(3, 4)), "T-3.5"));
}

TEST(TorresRules, C5_DiagonalStep) {
  Scenario t;
  t.block(3, 3, 1).block(4, 4, 2).block(4, 5, 1).block(2, 2, 1).knight(3, 3, 0).hand(C5);
  EXPECT_TRUE(t.allows(card(C5, at(3, 3), at(4, 4)))) << "castle to castle at a corner, up 1";
  EXPECT_TRUE(t.allows(card(C5, at(3, 3), at(2, 4)))) << "down to the ground";
  EXPECT_TRUE(t.cites(card(C5, at(3, 3), at(3, 4)), "C5")) << "not diagonal";
}

TEST(TorresRules, C9_TransferNeedsAnotherSponsor) {
  Scenario t;
  t.block(3, 3, 2).block(3, 4, 1).knight(3, 3, 0).knight(6, 6, 0).hand(C9);
  EXPECT_TRUE(t.allows(card(C9, at(6, 6), at(3, 4)))) << "next to the level-2 knight";
  EXPECT_TRUE(t.cites(card(C9, at(3, 3), at(3, 4)), "C9"))
      << "the moved knight cannot sponsor itself";
}

TEST(TorresRules, C10_JumpOverAnOpponent) {
  Scenario t;
  t.knight(3, 3, 0).knight(3, 4, 1).knight(4, 3, 0).king(2, 3).hand(C10);
  EXPECT_TRUE(t.allows(card(C10, at(3, 3), at(3, 5))));
  EXPECT_TRUE(t.cites(card(C10, at(3, 3), at(5, 3)), "C10")) << "own knight";
  EXPECT_TRUE(t.cites(card(C10, at(3, 3), at(1, 3)), "C10")) << "the King";
}

TEST(TorresRules, T_2_6_SetupKnightOnAnEmptyCastle) {
  Options o;
  auto config = *Torres::make_config(o, *parse_data(default_data_json()));
  State s = Torres::initial_state(config);
  const Square first = config.data.start_squares[0];
  ASSERT_FALSE(Torres::apply(s, make(ActionKind::SetupKnight, first)));
  EXPECT_EQ(Torres::check(s, make(ActionKind::SetupKnight, first))->rule, "T-2.6");
  EXPECT_EQ(Torres::check(s, make(ActionKind::SetupKnight, at(0, 0)))->rule, "T-2.6");
  ASSERT_FALSE(Torres::apply(s, make(ActionKind::SetupKnight, config.data.start_squares[1])));
  EXPECT_EQ(Torres::current_seat(s), 1) << "T-2.7: the last to place a knight places the King";
  EXPECT_EQ(Torres::check(s, make(ActionKind::SetupKing, first))->rule, "T-2.7");
  ASSERT_FALSE(Torres::apply(s, make(ActionKind::SetupKing, config.data.start_squares[2])));
  EXPECT_EQ(s.phase, Phase::Turn);
  EXPECT_FALSE(Torres::check_invariants(s)) << "I-38 setup result";
}

TEST(TorresRules, T_6_2_VariantDrawsThreeKeepsOne) {
  Options o;
  o.version = Version::Variant;
  Scenario t(o);
  t.s.players[0].deck.middle.fill(1);
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::TakeCard)));
  for (int c : {C1, C2, C3})
    ASSERT_FALSE(Torres::apply(t.s, make_draw(ActionKind::Draw, static_cast<std::uint8_t>(c))));
  EXPECT_EQ(t.s.phase, Phase::VariantKeep);
  EXPECT_TRUE(t.cites(Action{ActionKind::Keep, C4, C1, C2, 0}, "T-6.2")) << "C4 was not drawn";
  EXPECT_TRUE(t.cites(Action{ActionKind::Keep, C3, C1, C2, 1}, "A-37")) << "together by default";
  ASSERT_FALSE(
      Torres::apply(t.s, Action{ActionKind::Keep, C3, C1, C2, 0}));  // both on top, C2 topmost
  EXPECT_EQ(t.s.players[0].hand[C3], 1);
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::TakeCard)));
  EXPECT_TRUE(t.cites(make_draw(ActionKind::Draw, C1), "T-6.2")) << "the known top card is C2";
  ASSERT_FALSE(Torres::apply(t.s, make_draw(ActionKind::Draw, C2)));
  ASSERT_FALSE(Torres::apply(t.s, make_draw(ActionKind::Draw, C1)));
}

TEST(TorresRules, T_7_4_MeisterHasNoTaking) {
  Options o;
  o.version = Version::Meister;
  Scenario t(o);
  EXPECT_TRUE(t.cites(make(ActionKind::TakeCard), "T-7.4"));
  EXPECT_EQ(t.s.players[0].hand[C8], 1) << "all 10 cards in hand";
}

TEST(TorresRules, RejectionLeavesStateUnchanged) {
  Scenario t;
  t.block(3, 3, 3).block(3, 4, 1).block(3, 5, 1).turn_stack(1);
  const State before = t.s;
  EXPECT_TRUE(Torres::apply(t.s, make(ActionKind::PlaceBlock, at(3, 3))));
  EXPECT_EQ(t.s, before);
}

}  // namespace
}  // namespace arbiter::torres

namespace arbiter::torres {
namespace {

// a transcriber may write a draw as *? (base game); the card's kind is checked when played.
TEST(TorresRules, A_19_UnseenDrawsAreCheckedWhenPlayed) {
  testing::Scenario t;
  t.knight(3, 3, 0);
  t.s.common_deck.middle = {};
  t.s.common_deck.middle[C5] = 1;
  t.s.common_deck.middle[C6] = 1;
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::TakeCard)));
  ASSERT_FALSE(Torres::apply(t.s, make_draw(ActionKind::Draw, kUnseenCard)));
  EXPECT_EQ(t.s.players[0].unseen, 1);
  EXPECT_TRUE(t.cites(make_card(C5, testing::at(3, 3), testing::at(4, 4)), "T-2.20"))
      << "taken this turn";
  EXPECT_EQ(detail::cards_to_draw(t.s), 1);
  // Next turn of seat 0: the unseen card may be C5 or C6, not C1.
  t.s.players[0].unseen_fresh = 0;
  EXPECT_TRUE(t.cites(make_card(C1, testing::at(3, 3), testing::at(2, 3)), "I-22"));
  EXPECT_TRUE(t.lists(make_card(C6)));
  ASSERT_FALSE(Torres::apply(t.s, make_card(C5, testing::at(3, 3), testing::at(4, 4))));
  EXPECT_EQ(t.s.players[0].unseen, 0);
  EXPECT_EQ(t.s.players[0].removed[C5], 1);
  EXPECT_EQ(t.s.common_deck.middle[C5], 0) << "the copy's place is known now";
  EXPECT_EQ(detail::cards_to_draw(t.s), 1) << "C6 is still in the deck";
}

TEST(TorresRules, A_19_UnseenDrawsOnlyInTheBaseGame) {
  Options o;
  o.version = Version::Variant;
  testing::Scenario t(o);
  t.s.players[0].deck.middle.fill(1);
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::TakeCard)));
  EXPECT_TRUE(t.cites(make_draw(ActionKind::Draw, kUnseenCard), "T-6.2"));
}

// T-5.2: the player with the lowest score moves the King, wherever that player sits in the turn
// order (a mover taken from the order's end would pass when the lowest scorer is last).
TEST(TorresRules, T_5_2_TheLowestScorerMovesTheKingWhereverInTheTurnOrder) {
  for (int lowest = 0; lowest < 3; ++lowest) {
    Options three;
    three.players = 3;
    Scenario t(three);
    t.block(1, 1, 1).block(5, 5, 1).king(1, 1).knight(0, 0, 1);
    for (int p = 0; p < 3; ++p) t.s.players[static_cast<std::size_t>(p)].score = 40 + 5 * p;
    t.s.players[static_cast<std::size_t>(lowest)].score = 10;
    t.s.round = 4;  // the last turn of the year's last round: EndTurn scores the year
    t.s.turn_index = 2;
    t.s.supply = 80;
    t.turn_stack(0);
    ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::EndTurn)));
    ASSERT_EQ(t.s.phase, Phase::KingMove);
    EXPECT_EQ(t.s.king_mover, lowest) << "scores " << t.s.players[0].score << ", "
                                      << t.s.players[1].score << ", " << t.s.players[2].score;
  }
}

}  // namespace
}  // namespace arbiter::torres
