// One test per Torres rule option: the default reading and the alternative differ as documented.
#include <gtest/gtest.h>

#include "engine/torres/scoring.h"
#include "tests/support/torres_scenario.h"

namespace arbiter::torres {
namespace {

using testing::at;
using testing::Scenario;

Options with(void (*edit)(Options&)) {
  Options o;
  edit(o);
  return o;
}

TEST(TorresOptions, FirstPlayer) {
  Options o;
  o.players = 3;
  o.first_player = 2;
  auto config = *Torres::make_config(o, *parse_data(default_data_json()));
  const State s = Torres::initial_state(config);
  EXPECT_EQ(Torres::current_seat(s), 2);
}

TEST(TorresOptions, CardActionCost) {
  Scenario free_cost;
  free_cost.knight(3, 3, 0).hand(C5);
  free_cost.s.ap_spent = 5;
  EXPECT_TRUE(free_cost.allows(make_card(C5, at(3, 3), at(4, 4))));
  Scenario standard(with([](Options& o) { o.card_action_cost = CardActionCost::Standard; }));
  standard.knight(3, 3, 0).hand(C5);
  standard.s.ap_spent = 5;
  EXPECT_TRUE(standard.cites(make_card(C5, at(3, 3), at(4, 4)), "T-2.9"));
  standard.s.ap_spent = 4;
  ASSERT_FALSE(Torres::apply(standard.s, make_card(C5, at(3, 3), at(4, 4))));
  EXPECT_EQ(standard.s.ap_spent, 5);
}

TEST(TorresOptions, DoorModel) {
  Scenario physical;
  physical.block(2, 2, 2).block(2, 3, 2).block(2, 4, 1).knight(2, 4, 0);
  EXPECT_TRUE(physical.allows(make_move(ActionKind::Cross, at(2, 4), at(3, 3))));
  Scenario ground(with([](Options& o) { o.door_model = DoorModel::GroundOnly; }));
  ground.block(2, 2, 2).block(2, 3, 2).block(2, 4, 1).knight(2, 4, 0).knight(2, 1, 0);
  EXPECT_TRUE(ground.cites(make_move(ActionKind::Cross, at(2, 4), at(3, 3)), "T-2.14"))
      << "entry from level 1";
  EXPECT_TRUE(ground.allows(make_move(ActionKind::Cross, at(2, 1), at(3, 3))));
}

TEST(TorresOptions, EntryFromSameCastle) {
  // A knight on the terrace (2,4) of its own castle, in front of (2,3)'s door.
  Scenario yes;
  yes.block(2, 2, 2).block(2, 3, 2).block(2, 4, 1).knight(2, 4, 0);
  EXPECT_TRUE(yes.allows(make_move(ActionKind::Cross, at(2, 4), at(2, 1))));
  Scenario no(with([](Options& o) { o.entry_from_same_castle = false; }));
  no.block(2, 2, 2).block(2, 3, 2).block(2, 4, 1).knight(2, 4, 0);
  EXPECT_FALSE(no.allows(make_move(ActionKind::Cross, at(2, 4), at(2, 1))));
}

TEST(TorresOptions, PiecesBlockCorridors) {
  // The corridor from (2,1) to the far side runs under a knight on (2,3).
  auto build = [](Scenario& t) {
    t.block(2, 2, 1).block(2, 3, 1).block(2, 4, 1).knight(2, 1, 0).knight(2, 3, 1);
  };
  Scenario open;
  build(open);
  EXPECT_TRUE(open.allows(make_move(ActionKind::Cross, at(2, 1), at(2, 5))));
  Scenario blocked(with([](Options& o) { o.pieces_block_corridors = true; }));
  build(blocked);
  EXPECT_FALSE(blocked.allows(make_move(ActionKind::Cross, at(2, 1), at(2, 5))));
  EXPECT_TRUE(blocked.allows(make_move(ActionKind::Cross, at(2, 1), at(1, 2))));
}

TEST(TorresOptions, AllowNullTraversal) {
  Scenario no;
  no.block(2, 2, 1).knight(2, 1, 0);
  EXPECT_FALSE(no.allows(make_move(ActionKind::Cross, at(2, 1), at(2, 1))));
  Scenario yes(with([](Options& o) { o.allow_null_traversal = true; }));
  yes.block(2, 2, 1).knight(2, 1, 0);
  EXPECT_TRUE(yes.allows(make_move(ActionKind::Cross, at(2, 1), at(2, 1))));
}

TEST(TorresOptions, EmptyStacksPersist) {
  auto play = [](Scenario& t) {
    t.block(3, 3, 1).knight(3, 4, 0).hand(C2);
    t.s.players[0].num_stacks = 2;
    t.s.players[0].stacks = {2, 1, 0, 0};
    return Torres::apply(t.s, make_card(C2, kNoSquare, at(3, 4), 1));
  };
  Scenario keep;
  ASSERT_FALSE(play(keep));
  EXPECT_EQ(keep.s.players[0].num_stacks, 2) << "an emptied stack still counts";
  Scenario drop(with([](Options& o) { o.empty_stacks_persist = false; }));
  ASSERT_FALSE(play(drop));
  EXPECT_EQ(drop.s.players[0].num_stacks, 1);
}

TEST(TorresOptions, ForcedRedistribution) {
  auto setup = [](Scenario& t) {
    t.s.players[0].num_stacks = 2;
    t.s.players[0].stacks = {2, 2, 0, 0};
    return Torres::apply(t.s, make_arg(ActionKind::ChooseStack, 2));
  };
  Scenario optional;
  ASSERT_FALSE(setup(optional));
  EXPECT_TRUE(optional.allows(make(ActionKind::EndTurn)));
  Scenario forced(with([](Options& o) { o.forced_redistribution = true; }));
  ASSERT_FALSE(setup(forced));
  EXPECT_TRUE(forced.cites(make(ActionKind::EndTurn), "A-16"));
}

TEST(TorresOptions, MustSpendAllAp) {
  Scenario lazy;
  lazy.turn_stack(0);
  EXPECT_TRUE(lazy.allows(make(ActionKind::EndTurn)));
  Scenario strict(with([](Options& o) { o.must_spend_all_ap = true; }));
  strict.turn_stack(0);
  EXPECT_TRUE(strict.cites(make(ActionKind::EndTurn), "A-17"));
  strict.s.ap_spent = 5;
  EXPECT_TRUE(strict.allows(make(ActionKind::EndTurn)));
}

TEST(TorresOptions, SponsorSameTurn) {
  auto play = [](Scenario& t) {
    t.knight(3, 3, 0);
    return Torres::apply(t.s, make(ActionKind::PlaceKnight, at(3, 4)));
  };
  Scenario yes;
  ASSERT_FALSE(play(yes));
  EXPECT_TRUE(yes.allows(make(ActionKind::PlaceKnight, at(3, 5))));
  Scenario no(with([](Options& o) { o.sponsor_same_turn = false; }));
  ASSERT_FALSE(play(no));
  EXPECT_TRUE(no.cites(make(ActionKind::PlaceKnight, at(3, 5)), "T-2.12"));
}

TEST(TorresOptions, C8CheckIntermediate) {
  // Six castles; moving a one-block castle elsewhere passes through five.
  auto build = [](Scenario& t) {
    t.block(0, 0, 1)
        .block(0, 3, 1)
        .block(0, 6, 1)
        .block(4, 0, 1)
        .block(4, 3, 1)
        .block(4, 6, 1)
        .hand(C8);
  };
  Scenario final_only;
  build(final_only);
  EXPECT_TRUE(final_only.allows(make_card(C8, at(0, 0), at(7, 7))));
  Scenario intermediate(with([](Options& o) { o.c8_check_intermediate = true; }));
  build(intermediate);
  EXPECT_TRUE(intermediate.cites(make_card(C8, at(0, 0), at(7, 7)), "C8"));
}

TEST(TorresOptions, VariantReturn) {
  auto draw3 = [](Scenario& t) {
    t.s.players[0].deck.middle.fill(1);
    EXPECT_FALSE(Torres::apply(t.s, make(ActionKind::TakeCard)));
    for (std::uint8_t c : {std::uint8_t{C1}, std::uint8_t{C2}, std::uint8_t{C3}})
      EXPECT_FALSE(Torres::apply(t.s, make_draw(ActionKind::Draw, c)));
  };
  Scenario together(with([](Options& o) { o.version = Version::Variant; }));
  draw3(together);
  EXPECT_TRUE(together.cites(Action{ActionKind::Keep, C1, C2, C3, 2}, "A-37"));
  Scenario each(with([](Options& o) {
    o.version = Version::Variant;
    o.variant_return = VariantReturn::Each;
  }));
  draw3(each);
  EXPECT_TRUE(each.allows(Action{ActionKind::Keep, C1, C2, C3, 2}));
}

TEST(TorresOptions, MeisterReorderTiming) {
  // 3 players, seat 2 leads after seat 0's turn: end_of_turn lets seat 2 play next.
  for (bool end_of_turn : {false, true}) {
    Scenario t(with([](Options& o) {
      o.players = 3;
      o.version = Version::Meister;
    }));
    t.options().meister_reorder_timing =
        end_of_turn ? ReorderTiming::EndOfTurn : ReorderTiming::EndOfRound;
    t.s.players[2].score = 9;
    t.turn_stack(0);
    ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::EndTurn)));
    EXPECT_EQ(Torres::current_seat(t.s), end_of_turn ? 2 : 1);
  }
}

TEST(TorresOptions, MeisterMinDistanceAndFallback) {
  Scenario t(with([](Options& o) {
    o.version = Version::Meister;
    o.meister_min_distance = 8;
  }));
  t.s.phase = Phase::SetupCastles;
  t.block(0, 0, 1);
  EXPECT_TRUE(t.allows(make(ActionKind::SetupCastle, at(7, 7)))) << "distance 14";
  t.block(7, 7, 1);
  // No square is 8 away from both corners: the fallback allows any non-adjacent square.
  EXPECT_TRUE(t.allows(make(ActionKind::SetupCastle, at(3, 4))));
  EXPECT_FALSE(t.allows(make(ActionKind::SetupCastle, at(0, 1))));
  Scenario strict(with([](Options& o) {
    o.version = Version::Meister;
    o.meister_min_distance = 8;
    o.meister_spacing_fallback = SpacingFallback::Error;
  }));
  strict.s.phase = Phase::SetupCastles;
  strict.s.supply = 92;
  strict.block(0, 0, 1);
  strict.s.supply = 91;
  ASSERT_FALSE(Torres::apply(strict.s, make(ActionKind::SetupCastle, at(7, 7))));
  EXPECT_EQ(strict.s.phase, Phase::Aborted);
  EXPECT_TRUE(Torres::is_terminal(strict.s));
}

TEST(TorresOptions, M1CountAndMinKnights) {
  // Two knights in one castle, two in others: 3 castles, 4 knights on castles.
  auto build = [](Scenario& t) {
    t.block(1, 1, 1).block(1, 2, 1).block(4, 4, 1).block(6, 6, 1);
    t.knight(1, 1, 0).knight(1, 2, 0).knight(4, 4, 0).knight(6, 6, 0);
    t.s.meister_card = 0;
  };
  Scenario distinct;
  build(distinct);
  EXPECT_EQ(meister_points(distinct.s, 1)[0], 0) << "3 castles, not 4";
  Scenario knights(with([](Options& o) { o.m1_count = M1Count::KnightsOnCastles; }));
  build(knights);
  EXPECT_EQ(meister_points(knights.s, 1)[0], 5) << "4 knights on castles";
  // A single knight trivially stands on one level (M4) unless the minimum is raised.
  Scenario one;
  one.knight(2, 2, 0);
  one.s.meister_card = 3;
  EXPECT_EQ(meister_points(one.s, 3)[0], 50);
  Scenario two(with([](Options& o) { o.meister_min_knights = 2; }));
  two.knight(2, 2, 0);
  two.s.meister_card = 3;
  EXPECT_EQ(meister_points(two.s, 3)[0], 0);
}

// Issue 25, item 15: the rules reference gives both readings of M1 with both quotes, and the
// reading it calls the default is the option's default.
TEST(TorresOptions, M1ReadingsInTheReference) {
  const RuleRef* a27 = find_rule(Torres::rules(), "A-27");
  ASSERT_NE(a27, nullptr);
  const std::string text(a27->text);
  EXPECT_NE(text.find("« Sie müssen nach der 1. Wertung auf genau 4 Burgen vertreten sein »"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("« En ayant exactement 4 chevaliers sur des châteaux"), std::string::npos)
      << text;
  EXPECT_NE(text.find("Arbiter follows the German by default (m1_count = distinct_castles"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("because"), std::string::npos) << "the reason for the default";
  EXPECT_EQ(Options{}.m1_count, M1Count::DistinctCastles) << "the default the reference names";
  const RuleRef* m1 = find_rule(Torres::rules(), "M1");
  ASSERT_NE(m1, nullptr);
  EXPECT_NE(std::string(m1->text).find("A-27"), std::string::npos) << "M1 points to the reason";
}

TEST(TorresOptions, M8Adjacency) {
  auto build = [](Scenario& t) {
    t.knight(2, 2, 0).knight(3, 3, 0);
    t.s.meister_card = 7;
  };
  Scenario ortho;
  build(ortho);
  EXPECT_EQ(meister_points(ortho.s, 3)[0], 0);
  Scenario eight(with([](Options& o) { o.m8_adjacency = M8Adjacency::EightNeighbour; }));
  build(eight);
  EXPECT_EQ(meister_points(eight.s, 3)[0], 40);
}

TEST(TorresOptions, SupplyShortage) {
  Data d = *parse_data(default_data_json());
  d.phase_cards[2].stacks[0] = {3, 3, 3, 3};  // 4 players x 12 blocks in year 1
  Options o;
  o.players = 4;
  EXPECT_FALSE(Torres::make_config(o, d)) << "error: rejected when it may run short";
  o.supply_shortage = SupplyShortage::DealWhatRemains;
  EXPECT_TRUE(Torres::make_config(o, d));
}

TEST(TorresOptions, KingMoverTiebreak) {
  for (auto tb : {KingMoverTiebreak::LatestInOrder, KingMoverTiebreak::EarliestInOrder}) {
    Scenario t(with([](Options& o) { o.players = 3; }));
    t.options().king_mover_tiebreak = tb;
    t.block(1, 1, 1).block(5, 5, 1).king(1, 1).knight(0, 0, 1);
    t.s.round = 4;
    t.s.turn_index = 2;
    t.s.supply = 80;
    t.turn_stack(0);
    ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::EndTurn)));
    ASSERT_EQ(t.s.phase, Phase::KingMove);
    EXPECT_EQ(t.s.king_mover, tb == KingMoverTiebreak::LatestInOrder ? 2 : 0);
  }
}

TEST(TorresOptions, ScoringOrder) {
  // Seat 0 (10) gains 6, seat 1 (12, the leader) gains 4: whoever scores second is bumped to 17.
  for (auto order : {ScoringOrder::FirstPlayer, ScoringOrder::LeaderFirst}) {
    Scenario t;
    t.options().scoring_order = order;
    for (int c = 1; c <= 6; ++c) t.block(3, c, 1);
    for (int c = 1; c <= 4; ++c) t.block(6, c, 1);
    t.block(0, 7, 1).king(0, 7).knight(3, 1, 0).knight(6, 1, 1);
    t.s.players[0].score = 10;
    t.s.players[1].score = 12;
    t.s.round = 4;
    t.s.turn_index = 1;
    t.s.supply = 60;
    t.turn_stack(0);
    ASSERT_FALSE(Torres::apply(t.s, make(ActionKind::EndTurn)));
    const bool first = order == ScoringOrder::FirstPlayer;
    EXPECT_EQ(t.s.players[0].score, first ? 16 : 17);
    EXPECT_EQ(t.s.players[1].score, first ? 17 : 16);
  }
}

TEST(TorresOptions, EndTie) {
  Scenario shared;
  shared.s.phase = Phase::GameOver;
  EXPECT_EQ(winners(shared.s), (std::vector<int>{0, 1}));
  Scenario none(with([](Options& o) { o.end_tie = EndTie::NoWinner; }));
  none.s.phase = Phase::GameOver;
  EXPECT_TRUE(winners(none.s).empty());
  none.s.players[1].score = 3;
  EXPECT_EQ(winners(none.s), std::vector<int>{1});
}

}  // namespace
}  // namespace arbiter::torres
