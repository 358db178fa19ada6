// The worked examples of docs/rules/torres.md section 11 (TV-1..TV-20), one named test each.
#include <gtest/gtest.h>

#include "engine/torres/scoring.h"
#include "tests/support/torres_scenario.h"

namespace arbiter::torres {
namespace {

using testing::at;
using testing::Scenario;
using testing::squares;

Action block_at(int r, int c) {
  return make(ActionKind::PlaceBlock, at(r, c));
}
Action move(int r1, int c1, int r2, int c2) {
  return make_move(ActionKind::Move, at(r1, c1), at(r2, c2));
}
Action cross(int r1, int c1, int r2, int c2) {
  return make_move(ActionKind::Cross, at(r1, c1), at(r2, c2));
}
Action card(int c, int r1, int c1, int r2, int c2) {
  return make_card(static_cast<std::uint8_t>(c), at(r1, c1), at(r2, c2));
}

TEST(TorresVectors, TV_1_Levels) {
  Scenario t;
  t.block(3, 3, 1).block(3, 4, 2).knight(3, 3, 0).knight(5, 5, 0);
  EXPECT_EQ(castle_points(t.s)[0], 2 * 1) << "knight on a 1-block tower is at level 1";
  detail::lift_piece(t.s, at(3, 3));
  t.knight(3, 4, 0);
  EXPECT_EQ(castle_points(t.s)[0], 2 * 2) << "knight on a 2-block tower is at level 2";
  EXPECT_EQ(t.s.height[at(5, 5)], 0) << "ground knight is at level 0 and scores nothing";
}

TEST(TorresVectors, TV_2_Distribution4Players) {
  Options o;
  o.players = 4;
  auto config = *Torres::make_config(o, *parse_data(default_data_json()));
  State s = Torres::initial_state(config);
  const Square castles[4] = {config.data.start_squares[0], config.data.start_squares[1],
                             config.data.start_squares[2], config.data.start_squares[3]};
  for (Square q : castles) ASSERT_FALSE(Torres::apply(s, make(ActionKind::SetupKnight, q)));
  ASSERT_FALSE(Torres::apply(s, make(ActionKind::SetupKing, config.data.start_squares[4])));
  for (int p = 0; p < 4; ++p) {
    const Player& pl = s.players[static_cast<std::size_t>(p)];
    ASSERT_EQ(pl.num_stacks, 4);
    for (int i = 0; i < 4; ++i) EXPECT_EQ(pl.stacks[static_cast<std::size_t>(i)], 2);
  }
  EXPECT_EQ(s.supply, 84 - 32);
  EXPECT_EQ(rounds_in_year(4, 1), 4);
  EXPECT_EQ(rounds_in_year(4, 2), 3);
  EXPECT_EQ(rounds_in_year(4, 3), 3);
  // Play the 16 turns of year 1 without building: year 2 deals [2,2,2].
  for (int turn = 0; turn < 16; ++turn) {
    ASSERT_FALSE(Torres::apply(s, make_arg(ActionKind::ChooseStack, 2)));
    ASSERT_FALSE(Torres::apply(s, make(ActionKind::EndTurn)));
  }
  if (s.phase == Phase::KingMove) {
    ASSERT_FALSE(Torres::apply(s, make(ActionKind::KingMove, kNoSquare)));
  }
  ASSERT_EQ(s.year, 2);
  for (int p = 0; p < 4; ++p) {
    EXPECT_EQ(s.players[static_cast<std::size_t>(p)].num_stacks, 3);
    EXPECT_EQ(s.players[static_cast<std::size_t>(p)].stacks[0], 2);
  }
}

TEST(TorresVectors, TV_3_HeightCap) {
  Scenario t;
  t.block(3, 3, 3).block(3, 4, 1).block(3, 5, 1).turn_stack(3);
  EXPECT_TRUE(t.cites(block_at(3, 3), "T-2.17")) << "4 > area 3";
  EXPECT_TRUE(t.allows(block_at(3, 4)));
  ASSERT_FALSE(Torres::apply(t.s, block_at(2, 4)));  // extend: area 4
  EXPECT_TRUE(t.allows(block_at(3, 3))) << "h 4 <= area 4";
}

TEST(TorresVectors, TV_4_BlockedCastle) {
  Scenario t;
  for (int c = 0; c <= 4; ++c) t.block(0, c, 1).block(2, c, 1);
  t.block(0, 6, 1).turn_stack(3);
  for (int c = 0; c <= 4; ++c) EXPECT_TRUE(t.cites(block_at(1, c), "T-2.18")) << "(1," << c << ")";
  EXPECT_TRUE(t.cites(block_at(0, 5), "T-2.18"));
  t.block(0, 0, 4);
  EXPECT_TRUE(t.allows(block_at(0, 0))) << "level 5 is allowed in an area-5 castle";
  t.block(0, 0, 5);
  EXPECT_TRUE(t.cites(block_at(0, 0), "T-2.17")) << "never level 6";
}

TEST(TorresVectors, TV_5_Anna) {
  Scenario t;
  t.block(3, 1, 3).block(3, 2, 2).block(3, 3, 1).block(3, 4, 1).block(3, 5, 1);
  t.knight(3, 1, 0).knight(3, 2, 0);
  EXPECT_EQ(castle_points(t.s)[0], 15);
}

// King's castle {(4,4) h4, (4,5) h2, (5,4) h1, (5,5) h1}, King on (5,4).
TEST(TorresVectors, TV_6_ExampleE) {
  Scenario t;
  t.block(4, 4, 4).block(4, 5, 2).block(5, 4, 1).block(5, 5, 1).king(5, 4);
  t.knight(4, 4, 0).knight(4, 5, 0);
  EXPECT_EQ(castle_points(t.s)[0], 16);
  EXPECT_EQ(king_bonus(t.s, 1)[0], 0) << "no knight at level 1";
  EXPECT_EQ(castle_points(t.s)[0] + king_bonus(t.s, 2)[0], 26)
      << "year 2: the level-2 knight earns 10";
}

// Played through the year-end flow: the last turn of year 1 ends, scoring runs.
TEST(TorresVectors, TV_7_ExampleF) {
  Scenario t;
  t.block(4, 4, 2).block(4, 5, 1).block(5, 4, 1).block(5, 5, 1).king(5, 4);
  t.knight(4, 5, 0).knight(4, 4, 0).knight(0, 0, 1);
  EXPECT_EQ(castle_points(t.s)[0], 8);
  EXPECT_EQ(king_bonus(t.s, 1)[0], 5);
  t.s.round = 4;
  t.s.turn_index = 1;  // seat 1's last turn of year 1
  t.s.players[0].reserve = 4;
  t.s.supply = 92 - 5;
  t.turn_stack(0);
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::EndTurn)));
  EXPECT_EQ(t.s.players[0].score, 13);
  EXPECT_EQ(t.s.players[1].score, 0);
  EXPECT_EQ(t.s.phase, Phase::KingMove);
  EXPECT_EQ(t.s.king_mover, 1) << "the lowest scorer moves the King";
}

TEST(TorresVectors, TV_8_C1ClimbTwo) {
  Scenario t;
  t.block(3, 3, 1).block(3, 4, 3).block(3, 5, 1).block(2, 4, 3).knight(3, 3, 0).hand(C1);
  EXPECT_TRUE(t.cites(move(3, 3, 3, 4), "T-2.13"));
  EXPECT_TRUE(t.allows(card(C1, 3, 3, 3, 4)));
  EXPECT_TRUE(t.cites(card(C1, 3, 3, 2, 4), "C1")) << "diagonal is illegal even with C1";
}

TEST(TorresVectors, TV_9_MovesABC) {
  Scenario t;
  t.block(3, 3, 1).block(3, 4, 2).block(2, 3, 3).knight(3, 3, 0);
  EXPECT_TRUE(t.allows(move(3, 3, 3, 4))) << "A: level 1 -> 2";
  EXPECT_TRUE(t.cites(move(3, 3, 2, 3), "T-2.13")) << "A: level 1 -> 3";
  Scenario b;
  b.block(3, 3, 3).block(3, 4, 1).block(3, 5, 1).knight(3, 3, 0);
  EXPECT_TRUE(b.allows(move(3, 3, 4, 3))) << "B: level 3 -> ground";
  Scenario c;
  c.block(3, 3, 1).knight(3, 3, 0).king(3, 4).knight(4, 3, 0).knight(2, 3, 1);
  EXPECT_TRUE(c.cites(move(3, 3, 3, 4), "T-2.13")) << "C: King";
  EXPECT_TRUE(c.cites(move(3, 3, 4, 3), "T-2.13")) << "C: own knight";
  EXPECT_TRUE(c.cites(move(3, 3, 2, 3), "T-2.13")) << "C: other knight";
}

TEST(TorresVectors, TV_10a_MoveD_FromGround) {
  Scenario t;
  t.block(2, 2, 2).block(2, 3, 2).block(2, 4, 1).knight(2, 1, 0).hand(C4);
  EXPECT_EQ(t.targets(ActionKind::Cross, at(2, 1)),
            squares({{1, 2}, {1, 3}, {1, 4}, {3, 2}, {3, 3}, {3, 4}, {2, 5}}))
      << t.board();
  EXPECT_TRUE(t.cites(cross(2, 1, 2, 4), "T-2.14")) << "level 1 > start level 0";
  EXPECT_TRUE(t.allows(card(C4, 2, 1, 2, 4))) << "C4 exits in front of (2,3)'s door";
  EXPECT_FALSE(t.allows(card(C4, 2, 1, 2, 2)));
  EXPECT_FALSE(t.allows(card(C4, 2, 1, 2, 3)));
}

TEST(TorresVectors, TV_10b_MoveD_FromTerrace) {
  Scenario t;
  t.block(2, 2, 2).block(2, 3, 2).block(2, 4, 1).knight(2, 4, 0);
  EXPECT_EQ(t.targets(ActionKind::Cross, at(2, 4)),
            squares({{1, 2}, {1, 3}, {1, 4}, {3, 2}, {3, 3}, {3, 4}, {2, 5}, {2, 1}}))
      << t.board();
  EXPECT_FALSE(t.allows(cross(2, 4, 2, 4))) << "A-7: no round trip";
}

TEST(TorresVectors, TV_11_KnightPlacement) {
  Scenario t;
  t.block(3, 3, 2).block(3, 4, 2).block(2, 3, 3).knight(3, 3, 0);
  EXPECT_TRUE(t.allows(make(ActionKind::PlaceKnight, at(3, 4)))) << "same level";
  EXPECT_TRUE(t.allows(make(ActionKind::PlaceKnight, at(3, 2)))) << "ground";
  EXPECT_TRUE(t.cites(make(ActionKind::PlaceKnight, at(2, 3)), "T-2.12"))
      << "higher than the sponsor";
  EXPECT_TRUE(t.cites(make(ActionKind::PlaceKnight, at(4, 4)), "T-2.12")) << "diagonal";
  t.s.ap_spent = 4;
  EXPECT_TRUE(t.cites(make(ActionKind::PlaceKnight, at(3, 4)), "T-2.9")) << "2 AP";
}

TEST(TorresVectors, TV_12_Joining) {
  Scenario t;
  t.block(3, 3, 1).block(4, 4, 1).turn_stack(2);
  EXPECT_EQ(Castles(t.s.built).count, 2) << "corner contact: two castles";
  EXPECT_TRUE(t.cites(block_at(3, 4), "T-2.18"));
  EXPECT_TRUE(t.cites(block_at(4, 3), "T-2.18"));
}

TEST(TorresVectors, TV_13_MarkerAction) {
  Options o;
  o.players = 3;
  Scenario t(o);
  t.s.players[0].score = 10;
  t.s.players[1].score = 11;
  t.s.players[2].score = 12;
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::Advance)));
  EXPECT_EQ(t.s.players[0].score, 13);
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::Advance)));
  EXPECT_EQ(t.s.players[0].score, 14);
}

TEST(TorresVectors, TV_14_YearEndBump) {
  Scenario t;
  t.s.players[0].score = 20;
  t.s.players[1].score = 25;
  detail::gain_points(t.s, 0, 5);
  EXPECT_EQ(t.s.players[0].score, 26);
  detail::gain_points(t.s, 0, 0);
  EXPECT_EQ(t.s.players[0].score, 26) << "a gain of 0 does not move";
}

TEST(TorresVectors, TV_15_Redistribution) {
  Options o;
  o.players = 4;
  Scenario t(o);
  Player& p = t.s.players[0];
  p.num_stacks = 4;
  p.stacks = {2, 2, 2, 2};
  ASSERT_FALSE(Torres::apply(t.s, make_arg(ActionKind::ChooseStack, 2)));
  ASSERT_FALSE(Torres::apply(t.s, make_arg(ActionKind::Redistribute, 2)));
  ASSERT_FALSE(Torres::apply(t.s, make_arg(ActionKind::Redistribute, 2)));
  EXPECT_EQ(t.s.turn_stack, 0);
  EXPECT_EQ((std::array<std::uint8_t, 3>{p.stacks[0], p.stacks[1], p.stacks[2]}),
            (std::array<std::uint8_t, 3>{3, 3, 2}));
  EXPECT_TRUE(t.cites(make(ActionKind::Advance), "T-2.24"))
      << "redistribution ends the action part";
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::EndTurn)));
  // Seat 0's next turn (round 2): a 3-stack, one block placed, one redistributed, one returned.
  t.s.turn_index = 0;
  t.s.round = 2;
  t.block(3, 3, 1);
  ASSERT_FALSE(Torres::apply(t.s, make_arg(ActionKind::ChooseStack, 3)));
  ASSERT_FALSE(Torres::apply(t.s, block_at(3, 4)));
  EXPECT_TRUE(t.cites(make_arg(ActionKind::Redistribute, 3), "T-2.24")) << "no stack above 3";
  ASSERT_FALSE(Torres::apply(t.s, make_arg(ActionKind::Redistribute, 2)));
  const int supply = t.s.supply;
  ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::EndTurn)));
  EXPECT_EQ(p.num_stacks, 2);
  EXPECT_EQ(p.stacks[0], 3);
  EXPECT_EQ(p.stacks[1], 3);
  EXPECT_EQ(t.s.supply, supply + 1);
}

TEST(TorresVectors, TV_16_ApCards) {
  Scenario t;
  t.hand(C6).hand(C7);
  t.s.ap_spent = 5;
  ASSERT_FALSE(Torres::apply(t.s, make_card(C6)));
  EXPECT_EQ(detail::ap_left(t.s), 1);
  EXPECT_TRUE(t.cites(make_card(C7), "T-2.21")) << "one card per turn";
  Scenario u;
  u.hand(C7);
  ASSERT_FALSE(Torres::apply(u.s, make_card(C7)));
  EXPECT_EQ(u.s.ap_allowance, 7);
}

TEST(TorresVectors, TV_17_MeisterSpacing) {
  Options o;
  o.version = Version::Meister;
  Scenario t(o);
  t.s.phase = Phase::SetupCastles;
  t.block(3, 3, 1);
  const Bitboard allowed = detail::meister_castle_targets(t.s);
  int forbidden = 0;
  for (Square q = 0; q < kSquares; ++q) {
    const int d = manhattan(q, at(3, 3));
    if (d == 1 || d == 2) {
      ++forbidden;
      EXPECT_FALSE(allowed & bit(q)) << square_name(q);
    }
  }
  EXPECT_EQ(forbidden, 12);
  EXPECT_TRUE(allowed & bit(at(4, 5)));
  EXPECT_TRUE(allowed & bit(at(3, 6)));
  EXPECT_TRUE(allowed & bit(at(6, 3)));
  EXPECT_TRUE(t.cites(make(ActionKind::SetupCastle, at(4, 4)), "T-7.2"));
}

TEST(TorresVectors, TV_18_MeisterM3Majority) {
  Scenario t;
  t.s.meister_card = 2;  // M3
  t.knight(0, 0, 0).knight(1, 1, 0).knight(0, 7, 0).knight(2, 2, 1).knight(7, 0, 1);
  EXPECT_EQ(meister_points(t.s, 2)[0], 20);
  EXPECT_EQ(meister_points(t.s, 2)[1], 10);
  Scenario u;
  u.s.meister_card = 2;
  u.knight(0, 0, 0).knight(1, 1, 0).knight(2, 2, 1).knight(7, 0, 1);
  EXPECT_EQ(meister_points(u.s, 2)[0], 10);
  EXPECT_EQ(meister_points(u.s, 2)[1], 10);
}

TEST(TorresVectors, TV_19_KingMove) {
  Scenario t;
  t.block(1, 1, 1).block(5, 5, 2).block(5, 6, 1).king(1, 1).knight(5, 5, 0);
  t.s.phase = Phase::KingMove;
  t.s.king_mover = 1;
  t.s.supply = 60;
  EXPECT_EQ(Torres::current_seat(t.s), 1);
  EXPECT_TRUE(t.allows(make(ActionKind::KingMove, at(5, 6)))) << "any free top block";
  EXPECT_TRUE(t.allows(make(ActionKind::KingMove, kNoSquare))) << "or stay";
  EXPECT_TRUE(t.cites(make(ActionKind::KingMove, at(5, 5)), "T-5.1")) << "occupied";
  EXPECT_TRUE(t.cites(make(ActionKind::KingMove, at(3, 3)), "T-5.1")) << "no block";
  // Every top occupied: the year ends without a King move.
  Scenario u;
  u.block(1, 1, 1).block(5, 5, 1).king(1, 1).knight(5, 5, 0).knight(0, 0, 1);
  u.s.round = 4;
  u.s.turn_index = 1;
  u.s.supply = 92 - 2;
  u.s.players[0].reserve = 5;
  u.turn_stack(0);
  ASSERT_FALSE(Torres::apply(u.s, make(ActionKind::EndTurn)));
  EXPECT_EQ(u.s.phase, Phase::Turn);
  EXPECT_EQ(u.s.year, 2);
  EXPECT_EQ(u.s.king, at(1, 1));
}

Action c8(int r1, int c1, int r2, int c2) {
  return card(C8, r1, c1, r2, c2);
}

TEST(TorresVectors, TV_20_C8Limits) {
  // Exactly 6 castles; (0,0) is a one-block castle.
  Scenario t;
  t.block(0, 0, 1).block(0, 3, 1).block(0, 6, 1).block(4, 0, 1).block(4, 3, 1).block(4, 6, 1).hand(
      C8);
  EXPECT_TRUE(t.cites(c8(0, 0, 1, 3), "C8")) << "extension leaves 5 castles";
  EXPECT_TRUE(t.allows(c8(0, 0, 7, 7))) << "founding keeps 6";
  t.block(7, 3, 1);  // 7 castles
  EXPECT_TRUE(t.allows(c8(0, 0, 1, 3)));
  // Middle of a straight 3-square castle: split.
  Scenario m;
  m.block(3, 2, 1)
      .block(3, 3, 1)
      .block(3, 4, 1)
      .block(0, 0, 1)
      .block(0, 7, 1)
      .block(7, 0, 1)
      .block(7, 7, 1)
      .block(0, 4, 1)
      .hand(C8);
  EXPECT_TRUE(m.cites(c8(3, 3, 5, 5), "C8"));
  // Area-3 castle {(3,3) h3, (3,4) h1, (3,5) h1}, plus 6 far castles.
  Scenario a;
  a.block(3, 3, 3)
      .block(3, 4, 1)
      .block(3, 5, 1)
      .block(0, 0, 1)
      .block(0, 7, 1)
      .block(7, 0, 1)
      .block(7, 7, 1)
      .block(0, 3, 1)
      .block(7, 3, 1)
      .hand(C8);
  EXPECT_TRUE(a.cites(c8(3, 5, 1, 7), "C8")) << "to another castle: area 2 < 3";
  EXPECT_TRUE(a.allows(c8(3, 5, 2, 4))) << "A-33: back onto the same castle";
  EXPECT_TRUE(a.allows(c8(3, 3, 6, 6))) << "top block of (3,3): area unchanged";
  EXPECT_TRUE(a.lists(c8(3, 5, 2, 4)));
  EXPECT_FALSE(a.lists(c8(3, 5, 1, 7)));
}

}  // namespace
}  // namespace arbiter::torres
