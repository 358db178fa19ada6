// Comuni rules beyond the test vectors: phase 1 (bids, displacement, claims, income),
// conversions, building, discards, guild masters, repairs, and rejected actions.
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

// ---- phase 1 --------------------------------------------------------------------------------

TEST(ComuniRules, C_3_1_3_OneEnvoyPerColumn) {
  Scenario t;
  t.bid(0, 0, 0).bid(1, 1, 1).bid(1, 2, 0);
  EXPECT_EQ(t.rule_of(bid(0, 1)), "C-3.1.3") << "own bids cannot be raised";
  EXPECT_FALSE(t.listed(bid(0, 1)));
  EXPECT_EQ(t.rule_of(bid(t.s.columns_in_use, 0)), "C-3.1.3") << "an unused column";
  ASSERT_TRUE(t.play(bid(1, 2)));  // Siena's 1 GOLD on column 2 is outbid
  ASSERT_EQ(t.s.phase, Phase::Displaced);
  EXPECT_EQ(t.rule_of(move(2)), "C-3.1.7") << "column 3 holds Siena's other envoy";
  EXPECT_TRUE(t.legal(move(0))) << "a column with the active player's envoy is a target";
}

TEST(ComuniRules, C_3_1_8_ChainReachesTheActivePlayer) {
  // Lucca holds column 1 with 0 GOLD; Siena's 1 GOLD on column 2 is outbid by Lucca's other
  // envoy and moves onto Lucca's column 1: Lucca, the active player, is displaced in turn.
  Scenario t;
  t.bid(0, 0, 0).bid(1, 1, 1);
  ASSERT_TRUE(t.play(bid(1, 2)));
  ASSERT_TRUE(t.play(move(0)));
  ASSERT_EQ(t.s.phase, Phase::Displaced);
  EXPECT_EQ(Comuni::current_seat(t.s), 0);
  EXPECT_EQ(t.rule_of(move(1)), "C-3.1.7") << "column 2 holds Lucca's own envoy";
  const int envoys = t.player(0).envoys;
  ASSERT_TRUE(t.play(kTakeBack));
  EXPECT_EQ(t.player(0).envoys, envoys + 1);
  EXPECT_EQ(t.s.columns[0].envoy, 1);
  EXPECT_EQ(t.s.columns[1].envoy, 0);
  EXPECT_EQ(t.s.phase, Phase::Build);
  EXPECT_TRUE(t.valid());
}

TEST(ComuniRules, C_3_1_4_BidGoldFromStock) {
  Scenario t;
  const int gold = t.player(0).res[Gold];
  EXPECT_EQ(t.rule_of(bid(0, gold + 1)), "C-3.1.4");
  EXPECT_TRUE(t.legal(bid(0, 0))) << "g = 0 is allowed";
  // C-3.1.4: 2 PIL -> 1 GOLD before bidding.
  ASSERT_TRUE(t.play(convert(Pil, Gold)));
  EXPECT_EQ(t.player(0).res[Gold], gold + 1);
  ASSERT_TRUE(t.play(bid(0, gold + 1)));
  EXPECT_EQ(t.player(0).res[Gold], 0);
  EXPECT_EQ(t.s.phase, Phase::Build) << "C-3.1.6: a bid on a free column ends phase 1";
  EXPECT_TRUE(t.valid());
}

TEST(ComuniRules, C_3_1_7a_TakeBackReturnsGold) {
  Scenario t;
  const int siena = 1;
  t.bid(siena, 0, 2).res(0, {3, 1, 3, 2});
  const int siena_gold = t.player(siena).res[Gold], envoys = t.player(siena).envoys;
  const int supply_gold = t.s.supply[Gold];
  ASSERT_TRUE(t.play(bid(0, 3)));
  EXPECT_TRUE(t.valid()) << "INV-2/INV-7 while the envoy is displaced";
  ASSERT_TRUE(t.play(kTakeBack));
  EXPECT_EQ(t.player(siena).res[Gold], siena_gold + 2) << "INV-24: gold back to its owner";
  EXPECT_EQ(t.player(siena).envoys, envoys + 1);
  EXPECT_EQ(t.s.supply[Gold], supply_gold);
  EXPECT_EQ(t.s.columns[0].envoy, 0);
  EXPECT_EQ(t.s.columns[0].gold, 3);
  EXPECT_EQ(t.s.phase, Phase::Build);
  EXPECT_TRUE(t.valid());
}

TEST(ComuniRules, C_3_1_7b_MoveCostsOnePil) {
  Scenario t;
  const int siena = 1;
  t.bid(siena, 0, 1);
  const Player& sp = t.player(siena);
  t.res(siena, {sp.res[Gold], sp.res[Army], 0, sp.res[Art]});
  ASSERT_TRUE(t.play(bid(0, 2)));
  EXPECT_EQ(t.rule_of(move(1)), "C-3.1.7") << "no PIL";
  EXPECT_FALSE(t.any_listed(ActionKind::Move));
  EXPECT_EQ(t.rule_of(convert(Gold, Pil)), "C-1.9") << "nothing converts to PIL";

  Scenario u;
  u.bid(siena, 0, 1);
  const Player& s2 = u.player(siena);
  u.res(siena, {s2.res[Gold], s2.res[Army], 1, s2.res[Art]});
  const int supply_pil = u.s.supply[Pil];
  ASSERT_TRUE(u.play(bid(0, 2)));
  ASSERT_TRUE(u.play(move(1)));
  EXPECT_EQ(u.player(siena).res[Pil], 0);
  EXPECT_EQ(u.s.supply[Pil], supply_pil + 1);
  EXPECT_EQ(u.s.columns[1].envoy, siena);
  EXPECT_EQ(u.s.columns[1].gold, 1) << "exactly its gold";
  EXPECT_TRUE(u.valid());
}

TEST(ComuniRules, C_3_1_10_ClaimTakesEveryColumnAndRefillsInOrder) {
  Scenario t;
  ASSERT_EQ(t.data().column_capacity[1], 3);
  ASSERT_EQ(t.data().column_capacity[3], 2);
  t.bid(0, 1, 1).bid(0, 3, 0);
  const int supply_gold = t.s.supply[Gold];
  ASSERT_TRUE(t.play(kClaim));
  EXPECT_EQ(t.player(0).hand_size, 5) << "no partial claims";
  EXPECT_EQ(t.player(0).envoys, 3);
  EXPECT_EQ(t.s.supply[Gold], supply_gold + 1) << "bid gold goes to the supply";
  EXPECT_EQ(t.s.columns[1].count, 0);
  EXPECT_EQ(t.s.columns[3].count, 0);
  ASSERT_EQ(t.s.phase, Phase::Refill);
  // C-3.2.1: leftmost column first, each to capacity before the next.
  const std::vector<std::pair<int, int>> expect = {{1, 0}, {2, 0}, {3, 0}, {3, 1}, {3, 2}};
  for (auto [col1, col3] : expect) {
    ASSERT_EQ(t.s.phase, Phase::Refill);
    ASSERT_TRUE(t.play(t.first_listed(ActionKind::Draw)));
    EXPECT_EQ(t.s.columns[1].count, col1);
    EXPECT_EQ(t.s.columns[3].count, col3);
  }
  EXPECT_EQ(t.s.phase, Phase::Build);
  // C-3.1.11: claimed cards are usable in the same turn.
  EXPECT_TRUE(t.legal(wall(t.player(0).hand[0], 0)));
  EXPECT_TRUE(t.valid());
}

TEST(ComuniRules, C_3_1_2_ClaimNeedsAnEnvoy) {
  Scenario t;
  EXPECT_EQ(t.rule_of(kClaim), "C-3.1.2");
  EXPECT_FALSE(t.any_listed(ActionKind::Claim));
}

TEST(ComuniRules, C_3_1_14_IncomeShortfall) {
  Scenario t;
  const ComuneData& lucca = t.data().comuni[0];
  ASSERT_GE(lucca.income_fixed[Pil], 1) << "the test wants a fixed PIL income";
  ASSERT_EQ(lucca.income_choice, 1);
  t.supply(Pil, 0, 1);
  const auto before = t.player(0).res;
  EXPECT_EQ(t.rule_of(act(ActionKind::Income)), "C-3.1.12") << "the choice unit is taken";
  EXPECT_EQ(t.rule_of(act(ActionKind::Income, Pil)), "C-3.1.14") << "no PIL left to choose";
  EXPECT_EQ(t.rule_of(act(ActionKind::Income, Gold, Gold)), "C-3.1.12") << "one choice only";
  ASSERT_TRUE(t.play(act(ActionKind::Income, Gold)));
  EXPECT_EQ(t.player(0).res[Pil], before[Pil]) << "the fixed PIL is lost";
  EXPECT_EQ(t.player(0).res[Gold], before[Gold] + lucca.income_fixed[Gold] + 1);
  EXPECT_TRUE(t.valid());
}

TEST(ComuniRules, C_3_1_12_IncomeCountsTheTallestActiveBuilding) {
  Scenario t;
  t.building(0, Mil, 1).building(0, Mil, 3).building(0, Cul, 2).activate(0, Mil);
  const auto before = t.player(0).res;
  const ComuneData& lucca = t.data().comuni[0];
  ASSERT_TRUE(t.play(act(ActionKind::Income, Gold)));
  EXPECT_EQ(t.player(0).res[Army], before[Army] + lucca.income_fixed[Army] + 3)
      << "only the tallest MIL building";
  EXPECT_EQ(t.player(0).res[Art], before[Art] + lucca.income_fixed[Art]) << "CUL is inactive";
  EXPECT_EQ(t.player(0).active, 0) << "C-3.1.13";
}

// ---- conversions ----------------------------------------------------------------------------

TEST(ComuniRules, C_1_9_OnlyTheFourConversions) {
  Scenario t;
  t.res(0, {4, 4, 4, 4});
  for (int from = 0; from < kResources; ++from)
    for (int to = 0; to < kResources; ++to) {
      const bool ok = (from == Gold && to == Army) || (from == Pil && to != Pil);
      EXPECT_EQ(t.rule_of(convert(from, to)), ok ? "legal" : "C-1.9")
          << kResourceLetter[from] << " -> " << kResourceLetter[to];
      EXPECT_EQ(t.listed(convert(from, to)), ok);
    }
  const auto supply = t.s.supply;
  ASSERT_TRUE(t.play(convert(Pil, Art)));
  EXPECT_EQ(t.player(0).res[Pil], 2);
  EXPECT_EQ(t.player(0).res[Art], 5);
  EXPECT_EQ(t.s.supply[Pil], supply[Pil] + 2);
  EXPECT_EQ(t.s.supply[Art], supply[Art] - 1);
  EXPECT_EQ(t.s.phase, Phase::Projects) << "a conversion is not the phase-1 option";
  EXPECT_TRUE(t.valid());
}

TEST(ComuniRules, C_1_9_ConversionNeedsTwoAndTheTargetInSupply) {
  Scenario t;
  t.res(0, {1, 1, 3, 2});
  EXPECT_EQ(t.rule_of(convert(Gold, Army)), "C-1.9") << "needs 2 GOLD";
  t.supply(Gold, 0, 1);
  EXPECT_EQ(t.rule_of(convert(Pil, Gold)), "AMB-12") << "no GOLD to exchange for";
  EXPECT_TRUE(t.legal(convert(Pil, Army)));
}

TEST(ComuniRules, C_1_9_ConversionsAtAnyDecision) {
  Scenario t;
  const int siena = 1;
  t.bid(siena, 0, 0).res(0, {2, 1, 2, 2});
  ASSERT_TRUE(t.play(bid(0, 1)));
  ASSERT_EQ(t.s.phase, Phase::Displaced);
  EXPECT_TRUE(t.legal(convert(Pil, Gold))) << "the displaced owner converts";
  EXPECT_TRUE(t.listed(convert(Pil, Gold)));
  const int siena_pil = t.player(siena).res[Pil];
  ASSERT_TRUE(t.play(convert(Pil, Gold)));
  EXPECT_EQ(t.player(siena).res[Pil], siena_pil - 2) << "the owner's stock, not the active's";
  ASSERT_TRUE(t.play(kTakeBack));
  ASSERT_EQ(t.s.phase, Phase::Build);
  EXPECT_TRUE(t.legal(convert(Pil, Art))) << "phase 3";
  ASSERT_TRUE(t.play(kDone));
  ASSERT_EQ(t.s.phase, Phase::Repair);
  EXPECT_TRUE(t.legal(convert(Pil, Art))) << "phase 5";

  Scenario over;
  over.res(0, {4, 4, 4, 4}).game_over(0);
  EXPECT_EQ(over.rule_of(convert(Gold, Army)), "C-5.1") << "none during final scoring";
}

// ---- phase 3 --------------------------------------------------------------------------------

TEST(ComuniRules, C_3_3_2_OneStepOfEachKindPerAction) {
  Scenario t;
  t.hand(0, card("E2")).hand(0, card("R1")).hand(0, card("C1")).res(0, {2, 1, 3, 1});
  t.phase(Phase::Build);
  ASSERT_TRUE(t.play(wall(card("R1"), 0)));
  EXPECT_EQ(t.rule_of(wall(card("C1"), 0)), "C-3.3.2") << "second rampart step";
  ASSERT_TRUE(t.play(build(card("E2"), Eco, 0))) << "a building step in the same action";
  EXPECT_EQ(t.rule_of(build(card("C1"), Cul, 0)), "C-3.3.2");
  ASSERT_TRUE(t.play(kBuy));
  EXPECT_TRUE(t.legal(wall(card("C1"), 0)));
  EXPECT_TRUE(t.legal(build(card("C1"), Cul, 0)));
}

TEST(ComuniRules, C_3_3_1_BuyActionCostsOneArt) {
  Scenario t;
  t.hand(0, card("E2")).hand(0, card("M2")).res(0, {2, 1, 3, 1}).phase(Phase::Build);
  ASSERT_TRUE(t.play(build(card("E2"), Eco, 0)));
  const int supply_art = t.s.supply[Art];
  ASSERT_TRUE(t.play(kBuy));
  EXPECT_EQ(t.player(0).res[Art], 0);
  EXPECT_EQ(t.s.supply[Art], supply_art + 1);
  ASSERT_TRUE(t.play(build(card("M2"), Mil, 0)));
  EXPECT_EQ(t.rule_of(kBuy), "C-3.3.1") << "no ART left";
  EXPECT_TRUE(t.valid());
}

TEST(ComuniRules, C_3_3_5_LevelPlusArtCoversTheFloor) {
  Scenario t;
  t.building(0, Eco, 3).hand(0, card("E1")).res(0, {2, 1, 3, 2}).phase(Phase::Build);
  EXPECT_EQ(t.rule_of(build(card("E1"), Eco, 3)), "C-3.3.5") << "1 + 2 < 4";
  t.res(0, {2, 1, 3, 3});
  ASSERT_TRUE(t.play(build(card("E1"), Eco, 3)));
  EXPECT_EQ(t.player(0).res[Art], 0) << "3 ART on the card";
  EXPECT_EQ(detail::tallest(t.player(0), Eco), 4);
  EXPECT_EQ(t.player(0).vp, 10);
  EXPECT_TRUE(t.valid());
}

TEST(ComuniRules, C_3_3_6_AtMostFourFloors) {
  Scenario t;
  t.building(0, Eco, 4).section(0, 4).hand(0, card("E4")).phase(Phase::Build);
  for (const Action& a : t.listed()) {
    EXPECT_FALSE(a.kind == ActionKind::Build && a.c >= 4) << Comuni::action_to_text(t.s, a);
    EXPECT_FALSE(a.kind == ActionKind::Wall && a.c >= 4) << Comuni::action_to_text(t.s, a);
  }
  EXPECT_FALSE(t.legal(build(card("E4"), Eco, 4)));
  EXPECT_FALSE(t.legal(wall(card("E4"), 4)));
}

TEST(ComuniRules, C_3_3_3_CardInHandAndExistingBuilding) {
  Scenario t;
  t.building(0, Eco, 1).hand(0, card("E2")).phase(Phase::Build);
  EXPECT_EQ(t.rule_of(build(card("E3"), Eco, 0)), "C-3.3.3") << "E3 not in hand";
  EXPECT_EQ(t.rule_of(build(card("E2"), Eco, 2)), "C-3.3.3") << "no 2-floor ECO building";
  EXPECT_EQ(t.rule_of(wall(card("E2"), 1)), "C-3.3.9") << "no 1-floor section";
  EXPECT_EQ(t.rule_of(wall(card("E3"), 0)), "C-3.3.9") << "E3 not in hand";
}

TEST(ComuniRules, C_3_3_11_RampartsGiveNoVpAndActivateNothing) {
  Scenario t;
  t.hand(0, card("E2")).phase(Phase::Build);
  ASSERT_TRUE(t.play(wall(card("E2"), 0)));
  EXPECT_EQ(t.player(0).vp, 0);
  EXPECT_EQ(t.player(0).active, 0);
  EXPECT_EQ(t.player(0).num_sections, 1);
  EXPECT_EQ(t.player(0).num_buildings, 0);
}

TEST(ComuniRules, C_3_3_10_BonusRampartOnlyWhileTheSupplyLasts) {
  Scenario t;
  t.hand(0, card("E4"));  // before Milano's sections use up the piles' E4
  // Milano already holds all 11 bonus rampart cards, each a 1-floor section beside one of the
  // 11 sections of 4 floors that brought them (INV-5).
  for (int i = 0; i < t.data().bonus_ramparts; ++i) t.section(2, kMaxFloors);
  for (int i = 0; i < t.data().bonus_ramparts; ++i) detail::raise_section(t.player(2), 0);
  t.player(2).bonus_cards = u8(t.data().bonus_ramparts);
  t.s.bonus_ramparts = 0;
  t.section(0, 3).phase(Phase::Build);
  ASSERT_TRUE(t.valid());
  ASSERT_TRUE(t.play(wall(card("E4"), 3)));
  EXPECT_EQ(t.player(0).num_sections, 1) << "none left: nothing happens";
  EXPECT_EQ(t.player(0).sections[0], 4);
  EXPECT_EQ(t.player(0).bonus_cards, 0);
  EXPECT_TRUE(t.valid());
}

TEST(ComuniRules, AMB_21_BonusRampartRaisedToFourGivesAnother) {
  Scenario t;
  t.section(0, 3).hand(0, card("E4")).hand(0, card("M2")).res(0, {2, 1, 3, 3});
  t.phase(Phase::Build);
  ASSERT_TRUE(t.play(wall(card("E4"), 3)));  // + a bonus card: sections {4, 1}
  ASSERT_TRUE(t.play(kBuy));
  ASSERT_TRUE(t.play(wall(card("M2"), 1)));  // the bonus section, raised like any other
  EXPECT_EQ(t.player(0).sections[1], 2);
  EXPECT_EQ(t.s.bonus_ramparts, t.data().bonus_ramparts - 1);
  EXPECT_TRUE(t.valid());
}

TEST(ComuniRules, C_3_3_12_DiscardDownToTwo) {
  Scenario t;
  t.hand(0, card("E2")).hand(0, card("M2")).hand(0, card("C2")).phase(Phase::Build);
  ASSERT_TRUE(t.play(kDone));
  ASSERT_EQ(t.s.phase, Phase::Discard);
  std::size_t discards = 0;
  for (const Action& a : t.listed()) {
    EXPECT_TRUE(a.kind == ActionKind::Discard || a.kind == ActionKind::Convert)
        << "C-1.9: conversions at any time";
    discards += a.kind == ActionKind::Discard;
  }
  EXPECT_EQ(discards, 3u);
  EXPECT_EQ(t.rule_of(act(ActionKind::Discard, card("R2"))), "C-3.3.12") << "not in hand";
  ASSERT_TRUE(t.play(act(ActionKind::Discard, card("M2"))));
  EXPECT_EQ(t.s.phase, Phase::Repair);
  EXPECT_EQ(t.player(0).hand_size, 2);
  EXPECT_EQ(t.player(0).hand[0], card("E2"));
  EXPECT_EQ(t.player(0).hand[1], card("C2"));

  Scenario u;  // two cards: no discard
  u.hand(0, card("E2")).hand(0, card("M2")).phase(Phase::Build);
  ASSERT_TRUE(u.play(kDone));
  EXPECT_EQ(u.s.phase, Phase::Repair);
}

// ---- phase 4 --------------------------------------------------------------------------------

TEST(ComuniRules, C_3_4_2_FirstClaimNeedsTwoFloors) {
  Scenario t;
  t.building(0, Rel, 1).building(0, Rel, 1).building(0, Rel, 1).phase(Phase::Build);
  ASSERT_TRUE(t.play(kDone));
  EXPECT_EQ(t.s.master[Rel], -1) << "VP 3 from 1-floor buildings do not claim the Bishop";
  Scenario u;
  u.building(0, Rel, 2).phase(Phase::Build);
  ASSERT_TRUE(u.play(kDone));
  EXPECT_EQ(u.s.master[Rel], 0) << "no building this turn: current values count";
}

TEST(ComuniRules, C_3_4_3_TransferNeedsStrictlyMore) {
  // Lucca holds the Captain with MIL {2} (VP 3); Siena, active, has MIL {2} and then {2, 1}.
  Scenario t;
  t.building(0, Mil, 2).master(Mil, 0).building(1, Mil, 2).turn(1).phase(Phase::Build);
  ASSERT_TRUE(t.valid());
  ASSERT_TRUE(t.play(kDone));
  EXPECT_EQ(t.s.master[Mil], 0) << "3 vs 3: the holder keeps it";
  Scenario u;
  u.building(0, Mil, 2).master(Mil, 0).building(1, Mil, 2).building(1, Mil, 1).turn(1);
  u.phase(Phase::Build);
  ASSERT_TRUE(u.play(kDone));
  EXPECT_EQ(u.s.master[Mil], 1) << "4 > 3";
  ASSERT_TRUE(u.play(repair(0)));
  ASSERT_TRUE(u.quiet_turn());  // Milano: the Captain stays with Siena
  EXPECT_EQ(u.s.master[Mil], 1) << "C-3.4.4: masters never return";
}

// ---- phase 5 --------------------------------------------------------------------------------

TEST(ComuniRules, C_3_5_1_RepairCosts) {
  Scenario t;
  t.loot(0, 2).res(0, {2, 1, 1, 2}).phase(Phase::Repair);
  EXPECT_EQ(t.rule_of(repair(2)), "C-3.5.1") << "3 PIL for 2 tiles";
  const int supply_pil = t.s.supply[Pil];
  ASSERT_TRUE(t.play(repair(1)));
  EXPECT_EQ(t.player(0).loot, 1);
  EXPECT_EQ(t.player(0).res[Pil], 0);
  EXPECT_EQ(t.s.supply[Pil], supply_pil + 1);

  Scenario u;
  u.res(0, {2, 1, 3, 2}).phase(Phase::Repair);
  EXPECT_EQ(u.rule_of(repair(1)), "C-3.5.1") << "no loot to remove";
  EXPECT_TRUE(u.legal(repair(0)));
  Scenario w;
  w.loot(0, 1).res(0, {2, 1, 0, 2}).phase(Phase::Repair);
  EXPECT_EQ(w.rule_of(repair(1)), "C-3.5.1") << "no PIL";
}

// ---- final scoring ----------------------------------------------------------------------------

TEST(ComuniRules, C_5_7_TiesGoToTheLowestComune) {
  Scenario t;
  t.res(0, {0, 0, 0, 0}).res(1, {4, 0, 0, 0}).res(2, {4, 0, 0, 0}).game_over(0);
  ASSERT_TRUE(t.valid());
  EXPECT_EQ(Comuni::scores(t.s), (std::vector<int>{0, 1, 1}));
  EXPECT_EQ(Comuni::to_json(t.s).at("winner"), "Siena");
  Scenario u;
  u.res(0, {0, 0, 0, 0}).res(1, {3, 0, 0, 0}).res(2, {4, 0, 0, 0}).game_over(0);
  EXPECT_EQ(Comuni::to_json(u.s).at("winner"), "Milano");
}

// ---- rejected actions change nothing --------------------------------------------------------

void expect_rejected_unchanged(Scenario& t, const Action& a) {
  const State before = t.s;
  EXPECT_TRUE(Comuni::apply(t.s, a).has_value()) << Comuni::action_to_text(before, a);
  EXPECT_EQ(t.s, before) << Comuni::action_to_text(before, a);
}

TEST(ComuniRules, RejectionLeavesStateUnchanged) {
  Scenario t;
  t.bid(1, 0, 1).hand(0, card("E1"));
  for (const Action& a : {bid(0, 1), bid(1, 99), act(ActionKind::Income),
                          act(ActionKind::Claim, Gold), convert(Army, Gold), convert(Gold, Pil),
                          act(ActionKind::Done), repair(0), kTakeBack, build(card("E1"), Eco, 0),
                          act(ActionKind::Ally, 0, 0, 0), Action{ActionKind::Bid, 0, 2, 0, 0}})
    expect_rejected_unchanged(t, a);

  ASSERT_TRUE(t.play(bid(0, 2)));  // Siena displaced
  for (const Action& a : {move(0), move(1, 1), bid(1, 0), kDone, convert(Art, Gold)})
    expect_rejected_unchanged(t, a);

  Scenario b;
  b.building(0, Eco, 1).hand(0, card("E1")).res(0, {2, 1, 3, 0}).phase(Phase::Build);
  for (const Action& a : {build(card("E1"), Eco, 1), build(card("E1"), Mil, 0), kBuy,
                          wall(card("E2"), 0), act(ActionKind::Discard, card("E1")), repair(0)})
    expect_rejected_unchanged(b, a);

  Scenario r;
  r.loot(0, 1).res(0, {2, 1, 0, 2}).phase(Phase::Repair);
  for (const Action& a : {repair(1), repair(2), repair(3), kDone}) expect_rejected_unchanged(r, a);

  Scenario i;
  i.pile_left(0, 1);
  ASSERT_TRUE(i.claim_on(0));
  ASSERT_EQ(i.s.phase, Phase::Commit);
  for (const Action& a : {act(ActionKind::Defend, 0, 0, 0), act(ActionKind::Ally, 9, 0, 0),
                          act(ActionKind::Ally, 0, 9, 0), act(ActionKind::Ally, 0, 0, 9), kDone})
    expect_rejected_unchanged(i, a);
}

}  // namespace
}  // namespace arbiter::comuni
