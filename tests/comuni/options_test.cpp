// One test per Comuni rule option (engine/comuni/options.cpp): the default reading and the
// alternative differ as docs/rules/comuni.md section 7 documents.
#include <gtest/gtest.h>

#include <vector>

#include "tests/support/comuni_actions.h"
#include "tests/support/comuni_scenario.h"

namespace arbiter::comuni {
namespace {

using testing::card;
using testing::ix;
using testing::Scenario;
using namespace testing;  // comuni_actions.h builders
using testing::u8;

Options with(void (*edit)(Options&)) {
  Options o;
  edit(o);
  return o;
}

TEST(ComuniOptions, Players) {
  const Data data = *parse_data(default_data_json());
  EXPECT_EQ(Options{}.players, 3);
  std::vector<int> columns, cards;
  for (int n : {3, 2}) {
    Options o;
    o.players = n;
    const Config config = *Comuni::make_config(o, data);
    const State s = Comuni::initial_state(config);
    EXPECT_EQ(Comuni::num_seats(s), n);
    EXPECT_EQ(s.columns_in_use, data.columns_in_use[ix(n - 2)]);
    int kept = 0;
    for (const CardData& c : data.deck) kept += c.min_players <= n;
    int in_piles = 0;
    for (int p = 0; p < kPiles; ++p) in_piles += s.pile_size[ix(p)];
    EXPECT_EQ(in_piles, kept) << "C-2.2: cards for more players go back to the box";
    columns.push_back(s.columns_in_use);
    cards.push_back(in_piles);
  }
  EXPECT_NE(columns[0], columns[1]);
  EXPECT_NE(cards[0], cards[1]);
}

TEST(ComuniOptions, ThreeEnvoysForceClaim) {
  Scenario forced;
  forced.bid(0, 0, 0).bid(0, 1, 0).bid(0, 2, 0);
  EXPECT_EQ(forced.rule_of(act(ActionKind::Income, Gold)), "C-3.1.1");
  Scenario unforced({1, 3, 5}, with([](Options& o) { o.three_envoys_force_claim = false; }));
  unforced.bid(0, 0, 0).bid(0, 1, 0).bid(0, 2, 0);
  EXPECT_TRUE(unforced.legal(act(ActionKind::Income, Gold)));
  EXPECT_EQ(unforced.rule_of(bid(3, 0)), "C-3.1.1") << "still no envoy to bid with";
  ASSERT_TRUE(unforced.play(act(ActionKind::Income, Gold)));
  EXPECT_EQ(unforced.s.phase, Phase::Build);
}

// Lucca draws the last D card with a claim on columns 1 and 2: column 2 stays empty for the
// rest of the game. Then Siena's final turn, with Milano's envoy on column 3.
void empty_column_position(Scenario& t) {
  t.pile_left(kD, 1).bid(0, 1, 0);
  ASSERT_TRUE(t.claim_on(0));
  ASSERT_EQ(t.s.drawer, 0);
  ASSERT_TRUE(t.end_turn());
  ASSERT_EQ(t.s.active, 1);
  ASSERT_TRUE(t.s.final_round);
  ASSERT_EQ(t.s.columns[1].count, 0);
  ASSERT_GT(t.s.columns[2].count, 0);
  t.bid(2, 2, 0);
  ASSERT_TRUE(t.valid());
}

TEST(ComuniOptions, BidOnEmptyColumn) {
  Scenario no;
  empty_column_position(no);
  EXPECT_EQ(no.rule_of(bid(1, 0)), "C-3.1.3");
  EXPECT_FALSE(no.listed(bid(1, 0)));
  ASSERT_TRUE(no.play(bid(2, 1)));  // Milano displaced
  EXPECT_EQ(no.rule_of(move(1)), "C-3.1.7") << "no moving to an empty column either";

  Scenario yes({1, 3, 5}, with([](Options& o) { o.bid_on_empty_column = true; }));
  empty_column_position(yes);
  EXPECT_TRUE(yes.legal(bid(1, 0)));
  EXPECT_TRUE(yes.listed(bid(1, 0)));
  ASSERT_TRUE(yes.play(bid(2, 1)));
  EXPECT_TRUE(yes.legal(move(1)));
}

// Lucca outbids Siena's 1 GOLD on column 1; Milano has 2 GOLD on column 2.
void displaced_position(Scenario& t) {
  t.bid(1, 0, 1).bid(2, 1, 2);
  ASSERT_TRUE(t.play(bid(0, 2)));
  ASSERT_EQ(t.s.phase, Phase::Displaced);
  ASSERT_GE(t.player(1).res[Gold], 2);
}

TEST(ComuniOptions, DisplacedMayAddGold) {
  Scenario no;
  displaced_position(no);
  EXPECT_EQ(no.rule_of(move(1, 2)), "AMB-1");
  EXPECT_EQ(no.rule_of(move(1)), "C-3.1.7") << "1 GOLD does not beat 2";
  EXPECT_FALSE(no.listed(move(1, 2)));

  Scenario yes({1, 3, 5}, with([](Options& o) { o.displaced_may_add_gold = true; }));
  displaced_position(yes);
  EXPECT_EQ(yes.rule_of(move(1, 1)), "C-3.1.7") << "1 + 1 is not more than 2";
  EXPECT_EQ(yes.rule_of(move(2, 1)), "AMB-1") << "gold is added only to outbid";
  EXPECT_TRUE(yes.listed(move(1, 2)));
  const int gold = yes.player(1).res[Gold];
  ASSERT_TRUE(yes.play(move(1, 2)));
  EXPECT_EQ(yes.player(1).res[Gold], gold - 2);
  EXPECT_EQ(yes.s.columns[1].envoy, 1);
  EXPECT_EQ(yes.s.columns[1].gold, 3);
  EXPECT_EQ(Comuni::current_seat(yes.s), 2) << "Milano is displaced in turn";
  EXPECT_TRUE(yes.valid());
}

// C-3.1.7 (b): the displaced envoy moves to *another* column (AMB-2); with gold added it could
// otherwise outbid the bid that displaced it, on the column it just lost.
TEST(ComuniOptions, DisplacedMayAddGoldStillMovesToAnotherColumn) {
  Scenario yes({1, 3, 5}, with([](Options& o) { o.displaced_may_add_gold = true; }));
  displaced_position(yes);
  EXPECT_EQ(yes.rule_of(move(0, 2)), "C-3.1.7") << "1 + 2 > Lucca's 2, but it is the same column";
  EXPECT_FALSE(yes.listed(move(0, 2)));
}

// Invasion A with Lucca as the claimer; the ARMY supply is left with `army` units (the rest goes
// to Lucca's stock) and Siena holds 4 GOLD and no ARMY.
void stand_in_position(Scenario& t, int army) {
  t.pile_left(kA, 1);
  ASSERT_TRUE(t.claim_on(0));
  ASSERT_EQ(t.s.phase, Phase::Commit);
  t.res(1, {4, 0, 2, 2}).supply(Army, army, 0);
  ASSERT_TRUE(t.commit(0, 0));  // Lucca
  ASSERT_TRUE(t.valid());
}

TEST(ComuniOptions, ConversionMode) {
  Scenario sub;
  stand_in_position(sub, 0);
  EXPECT_TRUE(sub.legal(act(ActionKind::Ally, 0, 1, 0))) << "stand-ins need no ARMY in supply";
  Scenario ex({1, 3, 5},
              with([](Options& o) { o.conversion_mode = ConversionMode::ExchangeOnly; }));
  stand_in_position(ex, 0);
  EXPECT_EQ(ex.rule_of(act(ActionKind::Ally, 0, 1, 0)), "AMB-12");
  EXPECT_TRUE(ex.legal(act(ActionKind::Ally, 0, 0, 0)));
  Scenario one({1, 3, 5},
               with([](Options& o) { o.conversion_mode = ConversionMode::ExchangeOnly; }));
  stand_in_position(one, 1);
  EXPECT_TRUE(one.legal(act(ActionKind::Ally, 0, 1, 0)));
  EXPECT_EQ(one.rule_of(act(ActionKind::Ally, 0, 2, 0)), "AMB-12") << "one ARMY to exchange for";
}

// Under exchange_only every stand-in pair is an exchange that takes an ARMY from the supply; the
// exchanged ARMY stays committed until the invasion ends (C-4.7), so a second pair in the same
// invasion finds the supply empty.
TEST(ComuniOptions, ConversionModeExchangeOnlyCountsEarlierExchanges) {
  Scenario one({1, 3, 5},
               with([](Options& o) { o.conversion_mode = ConversionMode::ExchangeOnly; }));
  stand_in_position(one, 1);
  ASSERT_TRUE(one.play(act(ActionKind::Ally, 0, 1, 0)));  // takes the only ARMY of the supply
  EXPECT_EQ(one.rule_of(act(ActionKind::Defend, 0, 1, 0)), "AMB-12");
  EXPECT_FALSE(one.listed(act(ActionKind::Defend, 0, 1, 0)));
}

// AMB-12 default: when the target is not in the supply, 2 PIL may still be spent directly in
// place of 1 ART at the moment of use, e.g. to buy a further full build action.
TEST(ComuniOptions, ConversionModeSubstitutesForArtCosts) {
  auto position = [](Scenario& t) {
    t.hand(0, card("E2")).hand(0, card("M2")).res(0, {2, 1, 2, 0}).supply(Art, 0, 1);
    t.phase(Phase::Build);
    ASSERT_TRUE(t.play(act(ActionKind::Build, card("E2"), Eco, 0)));
  };
  Scenario sub;
  position(sub);
  EXPECT_TRUE(sub.legal(kBuy) || sub.legal(act(ActionKind::Convert, Pil, Art)))
      << "2 PIL stand in for the ART of a further action";
  Scenario boost;  // C-3.3.5: the ART raising a card's level, paid with 2 PIL
  boost.building(0, Eco, 2).hand(0, card("E2")).res(0, {2, 1, 2, 0}).supply(Art, 0, 1);
  boost.phase(Phase::Build);
  EXPECT_TRUE(boost.legal(act(ActionKind::Build, card("E2"), Eco, 2)) ||
              boost.legal(act(ActionKind::Convert, Pil, Art)))
      << "2 PIL stand in for the ART on a level-2 card raised to floor 3";
  Scenario ex({1, 3, 5},
              with([](Options& o) { o.conversion_mode = ConversionMode::ExchangeOnly; }));
  position(ex);
  EXPECT_FALSE(ex.legal(kBuy));
  EXPECT_EQ(ex.rule_of(act(ActionKind::Convert, Pil, Art)), "AMB-12");
}

TEST(ComuniOptions, InvasionTiming) {
  // Pile A holds 2 cards; Lucca claims a 3-card column and a 2-card column (5 slots).
  for (InvasionTiming timing : {InvasionTiming::Immediate, InvasionTiming::EndOfPhase2}) {
    Scenario t;
    t.options().invasion_timing = timing;
    const bool immediate = timing == InvasionTiming::Immediate;
    const int table_b = t.data().invasion_table[1][1];
    t.pile_left(kA, 2).bid(0, 4, 0);
    ASSERT_TRUE(t.claim_on(0));
    ASSERT_EQ(t.s.phase, Phase::Commit);
    EXPECT_EQ(t.s.invading, kA);
    EXPECT_EQ(t.s.columns[0].count, immediate ? 2 : 3);
    EXPECT_EQ(t.s.columns[4].count, immediate ? 0 : 2);
    EXPECT_EQ(t.s.pile_size[1], immediate ? table_b : table_b - 3);
    EXPECT_TRUE(t.valid());
    for (int q = 0; q < 3; ++q) ASSERT_TRUE(t.commit(0, 0));
    if (immediate) {
      EXPECT_EQ(t.s.phase, Phase::Refill) << "the refill resumes from pile B";
      ASSERT_TRUE(t.draw_all());
    }
    EXPECT_EQ(t.s.phase, Phase::Build);
    EXPECT_EQ(t.s.pile_size[1], table_b - 3);
    EXPECT_EQ(t.s.invasions, 1);
    EXPECT_TRUE(t.valid());
  }
}

int first_final_turn(FinalRoundOrder order) {
  Scenario t;
  t.options().final_round_order = order;
  t.pile_left(kD, 1).turn(1);
  EXPECT_TRUE(t.claim_on(0));
  EXPECT_TRUE(t.end_turn());
  EXPECT_TRUE(t.s.final_round);
  EXPECT_EQ(t.s.pawn, 1);
  return t.s.active;
}

TEST(ComuniOptions, FinalRoundOrder) {
  EXPECT_EQ(first_final_turn(FinalRoundOrder::LeftOfDrawerFirst), 2) << "Milano, left of Siena";
  EXPECT_EQ(first_final_turn(FinalRoundOrder::DrawerFirst), 1) << "Siena again";
}

// Lucca holds the Treasurer with ECO buildings `p1`; Siena, active, owns `p2` and ends phase 3.
int treasurer(GuildMeasure m, const std::vector<int>& p1, const std::vector<int>& p2) {
  Scenario t;
  t.options().guild_measure = m;
  for (int f : p1) t.building(0, Eco, f);
  for (int f : p2) t.building(1, Eco, f);
  t.master(Eco, 0).turn(1).phase(Phase::Build);
  EXPECT_TRUE(t.valid());
  EXPECT_TRUE(t.play(kDone));
  return t.s.master[Eco];
}

TEST(ComuniOptions, GuildMeasure) {
  using M = GuildMeasure;
  // TV-17: {2} against {1, 1, 1} and {1, 1, 1, 1}.
  EXPECT_EQ(treasurer(M::VpSum, {2}, {1, 1, 1}), 0) << "3 vs 3";
  EXPECT_EQ(treasurer(M::Tallest, {2}, {1, 1, 1}), 0) << "1 vs 2";
  EXPECT_EQ(treasurer(M::FloorSum, {2}, {1, 1, 1}), 1) << "3 vs 2";
  EXPECT_EQ(treasurer(M::VpSum, {2}, {1, 1, 1, 1}), 1) << "4 vs 3";
  EXPECT_EQ(treasurer(M::Tallest, {2}, {1, 1, 1, 1}), 0) << "1 vs 2";
  // The other way round: one tall building against several smaller ones.
  EXPECT_EQ(treasurer(M::VpSum, {2, 2, 2}, {3}), 0) << "6 vs 9";
  EXPECT_EQ(treasurer(M::Tallest, {2, 2, 2}, {3}), 1) << "3 vs 2";
  EXPECT_EQ(treasurer(M::FloorSum, {2, 2, 2}, {3}), 0) << "3 vs 6";
}

// Siena (VP 10: attack = base + 10) commits 1 defence army; her only section has 3 floors.
// Returns Siena's loot.
int siena_loot(bool auto_assign, const Action& assignment = Action{}) {
  Scenario t;
  t.options().rampart_auto_assign = auto_assign;
  t.building(1, Eco, 4).master(Eco, 1).section(1, 3).res(1, {2, 1, 2, 2});
  t.pile_left(kA, 1);
  EXPECT_TRUE(t.claim_on(0));
  EXPECT_TRUE(t.commit(0, 0));
  EXPECT_TRUE(t.commit(0, 1));
  EXPECT_TRUE(t.commit(0, 0));
  if (!auto_assign) {
    EXPECT_EQ(t.s.phase, Phase::Assign) << "only Siena has defence armies and ramparts";
    EXPECT_EQ(Comuni::current_seat(t.s), 1);
    EXPECT_EQ(t.rule_of(assign(0, 0, 2, 0)), "C-4.5") << "one card at floor 3";
    EXPECT_EQ(t.rule_of(assign(0, 0, 0, 1)), "C-4.5") << "no floor 4";
    EXPECT_EQ(t.rule_of(assign(1, 1, 0, 0)), "C-4.5") << "one defence army";
    EXPECT_TRUE(t.play(assignment));
  }
  EXPECT_EQ(t.s.invading, -1);
  EXPECT_TRUE(t.valid());
  return t.player(1).loot;
}

TEST(ComuniOptions, RampartAutoAssign) {
  const int attack = Scenario().data().invaders[kA].base + 10;
  EXPECT_EQ(siena_loot(true), attack - 4) << "the army mans the floor-3 card: 1 + 3";
  EXPECT_EQ(siena_loot(false, assign(1, 0, 0, 0)), attack - 2) << "floor-1 card: 1 + 1";
  EXPECT_EQ(siena_loot(false, assign(0, 0, 1, 0)), attack - 4);
  EXPECT_EQ(siena_loot(false, assign(0, 0, 0, 0)), attack - 1) << "unmanned army: 1";
}

int milano_loot(LootSupply supply) {
  Scenario t;
  t.options().loot_supply = supply;
  t.loot(2, t.data().loot_tiles - 2);  // 2 tiles left in the box
  t.res(0, {2, 3, 3, 2}).res(1, {2, 4, 2, 2});
  t.pile_left(kA, 1);
  EXPECT_TRUE(t.claim_on(0));
  // Attack 4 each: Lucca (pawn) and Siena hold with 3 and 4 defence armies, Milano takes it all.
  EXPECT_TRUE(t.commit(0, 3));
  EXPECT_TRUE(t.commit(0, 4));
  EXPECT_TRUE(t.commit(0, 0));
  EXPECT_EQ(t.player(0).loot, 0);
  EXPECT_EQ(t.player(1).loot, 0);
  EXPECT_TRUE(t.valid());
  if (supply == LootSupply::Capped) {
    EXPECT_EQ(t.s.loot_supply, 0);
  }
  return t.player(2).loot - (t.data().loot_tiles - 2);
}

TEST(ComuniOptions, LootSupply) {
  const int base = Scenario().data().invaders[kA].base;
  EXPECT_EQ(milano_loot(LootSupply::Unlimited), base) << "every missing point is charged";
  EXPECT_EQ(milano_loot(LootSupply::Capped), 2) << "the last 2 tiles";
  // Repaired tiles go back to the box only when it is counted.
  for (LootSupply supply : {LootSupply::Unlimited, LootSupply::Capped}) {
    Scenario t;
    t.options().loot_supply = supply;
    t.loot(0, 2).phase(Phase::Repair);
    const int box = t.s.loot_supply;
    ASSERT_TRUE(t.play(act(ActionKind::Repair, 1)));
    EXPECT_EQ(t.s.loot_supply, supply == LootSupply::Capped ? box + 1 : box);
    EXPECT_TRUE(t.valid()) << "INV-3";
  }
}

// Lucca owns one building per category, the smallest of `smallest` floors.
int set_bonus(SetBonus option, int smallest) {
  Scenario t;
  t.options().set_bonus = option;
  t.building(0, Eco, 3).building(0, Mil, 4).building(0, Cul, smallest).building(0, Rel, 3);
  t.master(Eco, 0).master(Mil, 0).master(Rel, 0);  // its 2-floor buildings took them (INV-39)
  if (smallest >= 2) t.master(Cul, 0);
  t.game_over(0);
  EXPECT_TRUE(t.valid());
  return detail::final_scores(t.s)[0].set_bonus;
}

TEST(ComuniOptions, SetBonus) {
  EXPECT_EQ(set_bonus(SetBonus::BuildingVp, 2), 3) << "T(2)";
  EXPECT_EQ(set_bonus(SetBonus::Floors, 2), 2);
  EXPECT_EQ(set_bonus(SetBonus::BuildingVp, 1), 1) << "both readings agree on 1 floor";
  EXPECT_EQ(set_bonus(SetBonus::Floors, 1), 1);
}

// Nobody holds PIL; Lucca has the only GOLD, ARMY and ART.
std::vector<int> no_pil_scores(bool requires_one) {
  Scenario t;
  t.options().majority_requires_one = requires_one;
  t.res(0, {1, 1, 0, 1}).res(1, {0, 0, 0, 0}).res(2, {0, 0, 0, 0}).game_over(0);
  EXPECT_TRUE(t.valid());
  return Comuni::scores(t.s);
}

TEST(ComuniOptions, MajorityRequiresOne) {
  EXPECT_EQ(no_pil_scores(true), (std::vector<int>{6, 0, 0}));
  EXPECT_EQ(no_pil_scores(false), (std::vector<int>{7, 1, 1})) << "PIL 0/0/0: +1 each";
}

// Lucca 3 GOLD in stock; Siena 2 GOLD in stock and 2 on an unclaimed bid.
std::vector<int> board_gold_scores(bool count) {
  Scenario t;
  t.options().count_board_gold = count;
  t.res(0, {3, 0, 0, 0}).res(1, {2, 0, 0, 0}).res(2, {0, 0, 0, 0}).bid(1, 0, 2).game_over(0);
  EXPECT_TRUE(t.valid());
  return Comuni::scores(t.s);
}

TEST(ComuniOptions, CountBoardGold) {
  EXPECT_EQ(board_gold_scores(false), (std::vector<int>{2, 0, 0}));
  EXPECT_EQ(board_gold_scores(true), (std::vector<int>{0, 2, 0})) << "4 > 3";
}

}  // namespace
}  // namespace arbiter::comuni
