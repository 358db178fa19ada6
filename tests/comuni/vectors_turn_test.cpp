// The test vectors of docs/rules/comuni.md section 6, part 1: TV-1..TV-12 (phase 1, building), one
// named test each. Values the spec marks [DEFAULT] (starting resources, income, hero tiles, column
// layout, deck) are read from the data file; invasions are played with the real Ally / Defend
// commitments.
#include <gtest/gtest.h>

#include <numeric>
#include <vector>

#include "tests/support/comuni_actions.h"
#include "tests/support/comuni_scenario.h"

namespace arbiter::comuni {
namespace {

using testing::card;
using testing::Cards;
using testing::ix;
using testing::Scenario;
using namespace testing;  // comuni_actions.h builders
using testing::u8;

// ---- TV-1 -------------------------------------------------------------------------------------

// Lucca, Firenze, Milano: Lucca passes a turn, Firenze bids 1 on column 1, Milano bids
// `milano_gold` on column 4; back to Lucca, with Milano out of PIL.
void tv1_position(Scenario& t, int milano_gold) {
  ASSERT_TRUE(t.quiet_turn());     // Lucca
  ASSERT_TRUE(t.play(bid(0, 1)));  // Firenze
  ASSERT_TRUE(t.end_turn());
  ASSERT_TRUE(t.play(bid(3, milano_gold)));  // Milano
  ASSERT_TRUE(t.end_turn());
  const Player& m = t.player(2);
  t.res(2, {m.res[Gold], m.res[Army], 0, m.res[Art]});
  ASSERT_EQ(t.s.active, 0);
  ASSERT_GE(t.player(0).res[Gold], 2);
  ASSERT_GE(t.player(1).res[Pil], 1);
  ASSERT_TRUE(t.valid());
}

TEST(ComuniVectors, TV_1_BiddingWithDisplacement) {
  Scenario t({1, 2, 5});
  const int lucca = 0, firenze = 1, milano = 2;
  tv1_position(t, 0);
  const int lucca_gold = t.player(lucca).res[Gold], firenze_pil = t.player(firenze).res[Pil];
  const int supply_pil = t.s.supply[Pil], gold = gold_total(t.s);

  EXPECT_EQ(t.rule_of(bid(0, 1)), "C-3.1.5") << "TV-1: 1 does not beat Firenze's 1";
  ASSERT_TRUE(t.play(bid(0, 2)));
  ASSERT_EQ(t.s.phase, Phase::Displaced);
  EXPECT_EQ(Comuni::current_seat(t.s), firenze);
  EXPECT_EQ(t.rule_of(move(3, 1)), "AMB-1") << "TV-1: no gold added (displaced_may_add_gold)";
  ASSERT_TRUE(t.play(move(3)));  // (b): 1 PIL, envoy + 1 GOLD onto Milano's 0
  ASSERT_EQ(t.s.phase, Phase::Displaced);
  EXPECT_EQ(Comuni::current_seat(t.s), milano);
  EXPECT_EQ(t.rule_of(move(1)), "C-3.1.7") << "TV-1: Milano has no PIL";
  EXPECT_FALSE(t.any_listed(ActionKind::Move));
  ASSERT_TRUE(t.play(kTakeBack));

  EXPECT_EQ(t.s.columns[0].envoy, lucca);
  EXPECT_EQ(t.s.columns[0].gold, 2);
  EXPECT_EQ(t.s.columns[3].envoy, firenze);
  EXPECT_EQ(t.s.columns[3].gold, 1);
  EXPECT_EQ(t.player(milano).envoys, 3);
  EXPECT_EQ(t.player(lucca).res[Gold], lucca_gold - 2);
  EXPECT_EQ(t.player(firenze).res[Pil], firenze_pil - 1);
  EXPECT_EQ(t.s.supply[Pil], supply_pil + 1);
  EXPECT_EQ(gold_total(t.s), gold);
  EXPECT_EQ(t.s.phase, Phase::Build) << "Lucca goes on to phase 3";
  EXPECT_TRUE(t.valid());
}

TEST(ComuniVectors, TV_1_MoveOntoAnEqualBidIsIllegal) {
  Scenario t({1, 2, 5});
  tv1_position(t, 1);  // column 4 now holds Milano's 1 GOLD
  ASSERT_TRUE(t.play(bid(0, 2)));
  EXPECT_EQ(t.rule_of(move(3)), "C-3.1.7") << "TV-1: 1 GOLD is not strictly more than 1";
  EXPECT_TRUE(t.legal(move(2))) << "column 3 holds no bid";
}

// ---- TV-2..TV-4: upgrades of a 2-floor ECO building ------------------------------------------

void upgrade_position(Scenario& t, CardType c, int art) {
  t.building(0, Eco, 2).hand(0, c).phase(Phase::Build);
  const Player& p = t.player(0);
  t.res(0, {p.res[Gold], p.res[Army], p.res[Pil], art});
  ASSERT_EQ(t.player(0).vp, 3);
  ASSERT_EQ(t.player(0).active, 0);
  ASSERT_TRUE(t.valid());
}

TEST(ComuniVectors, TV_2_UpgradeD) {
  Scenario t;
  upgrade_position(t, card("E4"), 0);
  ASSERT_TRUE(t.play(build(card("E4"), Eco, 2)));
  EXPECT_EQ(detail::tallest(t.player(0), Eco), 3);
  EXPECT_EQ(t.player(0).num_buildings, 1);
  EXPECT_EQ(t.player(0).vp, 3 + 3);
  EXPECT_EQ(t.player(0).res[Art], 0);
  EXPECT_EQ(t.player(0).active, 1 << Eco);
  EXPECT_TRUE(t.valid());
}

TEST(ComuniVectors, TV_3_UpgradeE) {
  Scenario t;
  upgrade_position(t, card("E2"), 0);
  EXPECT_EQ(t.rule_of(build(card("E2"), Eco, 2)), "C-3.3.5") << "level 2 < floor 3";
  Scenario u;
  upgrade_position(u, card("E2"), 1);
  const int supply_art = u.s.supply[Art];
  ASSERT_TRUE(u.play(build(card("E2"), Eco, 2)));
  EXPECT_EQ(u.player(0).res[Art], 0);
  EXPECT_EQ(u.s.supply[Art], supply_art + 1);
  EXPECT_EQ(detail::tallest(u.player(0), Eco), 3);
  EXPECT_EQ(u.player(0).vp, 6);
  EXPECT_TRUE(u.valid());
}

TEST(ComuniVectors, TV_4_UpgradeF) {
  Scenario t;
  upgrade_position(t, card("EMCR3"), 0);
  ASSERT_TRUE(t.play(build(card("EMCR3"), Eco, 2)));
  EXPECT_EQ(detail::tallest(t.player(0), Eco), 3);
  EXPECT_EQ(t.player(0).vp, 6);
  EXPECT_EQ(t.player(0).res[Art], 0);
  EXPECT_TRUE(t.valid());
}

// ---- TV-5: rampart defence, measured by the loot of a real invasion A --------------------------

// Siena (VP 10, so attack = base + 10 with Lucca and Milano at 0 VP) commits `armies` to defence
// and nothing to the alliance; Defence = attack - loot.
int siena_defence(int armies, bool ramparts, bool pawn) {
  Scenario t;
  const int siena = 1;
  t.building(siena, Eco, 4);
  if (ramparts) t.section(siena, 3);
  t.res(siena, {2, armies, 2, 2});
  if (pawn) t.turn(siena);
  t.pile_left(kA, 1);
  EXPECT_TRUE(t.claim_on(0));
  EXPECT_EQ(t.s.phase, Phase::Commit);
  for (int q = 0; q < 3; ++q) EXPECT_TRUE(t.commit(0, q == siena ? armies : 0));
  EXPECT_EQ(t.s.invading, -1) << "invasion resolved";
  const int attack = t.data().invaders[kA].base + 10;
  return attack - t.player(siena).loot;
}

TEST(ComuniVectors, TV_5_RampartDefence) {
  EXPECT_EQ(siena_defence(3, true, false), 9) << "(1+3)+(1+2)+(1+1)";
  EXPECT_EQ(siena_defence(2, true, false), 7) << "4+3";
  EXPECT_EQ(siena_defence(4, true, false), 10) << "9+1";
  EXPECT_EQ(siena_defence(3, false, false), 3) << "no ramparts";
  EXPECT_EQ(siena_defence(0, false, true), 1) << "the pawn alone";
}

// ---- TV-6..TV-9: building ------------------------------------------------------------------

TEST(ComuniVectors, TV_6_BuildingVp) {
  Scenario t;
  t.hand(0, card("E1")).hand(0, card("E2")).hand(0, card("E3")).hand(0, card("E4"));
  t.res(0, {2, 1, 3, 3}).phase(Phase::Build);
  const char* cards[] = {"E1", "E2", "E3", "E4"};
  int vp = 0;
  for (int f = 0; f < 4; ++f) {
    if (f) {
      ASSERT_TRUE(t.play(kBuy));
    }
    ASSERT_TRUE(t.play(build(card(cards[f]), Eco, f)));
    EXPECT_EQ(t.player(0).vp, vp + f + 1) << "step to floor " << f + 1;
    vp = t.player(0).vp;
  }
  EXPECT_EQ(t.player(0).vp, 10);
  EXPECT_EQ(t.player(0).num_buildings, 1);
  EXPECT_TRUE(t.valid());

  Scenario u;
  u.building(0, Eco, 1).hand(0, card("E1")).res(0, {2, 1, 3, 0}).phase(Phase::Build);
  EXPECT_EQ(u.rule_of(build(card("E1"), Eco, 1)), "C-3.3.5");
  u.res(0, {2, 1, 3, 1});
  ASSERT_TRUE(u.play(build(card("E1"), Eco, 1)));
  EXPECT_EQ(u.player(0).res[Art], 0);
  EXPECT_EQ(u.player(0).vp, 3);
}

TEST(ComuniVectors, TV_7_BuildPhase) {
  Scenario t;
  t.hand(0, card("E2")).hand(0, card("R1")).hand(0, card("M3"));
  t.res(0, {2, 1, 3, 2}).phase(Phase::Build);
  ASSERT_TRUE(t.play(build(card("E2"), Eco, 0)));
  EXPECT_EQ(t.player(0).active, 1 << Eco);
  ASSERT_TRUE(t.play(wall(card("R1"), 0)));
  EXPECT_EQ(t.rule_of(build(card("M3"), Mil, 0)), "C-3.3.2") << "the free action is used up";
  ASSERT_TRUE(t.play(kBuy));
  ASSERT_TRUE(t.play(build(card("M3"), Mil, 0)));
  const Player& p = t.player(0);
  EXPECT_EQ(p.res[Art], 1);
  EXPECT_EQ(p.vp, 2);
  EXPECT_EQ(p.hand_size, 0);
  EXPECT_EQ(p.num_buildings, 2);
  EXPECT_EQ(p.num_sections, 1);
  EXPECT_EQ(p.sections[0], 1);
  EXPECT_EQ(p.active, (1 << Eco) | (1 << Mil));
  EXPECT_TRUE(t.valid());
}

TEST(ComuniVectors, TV_8_BonusRampart) {
  for (const char* c : {"E4", "E3"}) {
    Scenario t;
    t.section(0, 3).hand(0, card(c)).res(0, {2, 1, 3, 1}).phase(Phase::Build);
    const int supply = t.s.bonus_ramparts;
    ASSERT_EQ(supply, t.data().bonus_ramparts);
    ASSERT_TRUE(t.play(wall(card(c), 3))) << c;
    const Player& p = t.player(0);
    EXPECT_EQ(p.num_sections, 2) << c;
    EXPECT_EQ(p.sections[0], 4) << c;
    EXPECT_EQ(p.sections[1], 1) << c << ": the bonus card is a new 1-floor section";
    EXPECT_EQ(t.s.bonus_ramparts, supply - 1) << c;
    EXPECT_EQ(p.bonus_cards, 1) << c;
    EXPECT_EQ(p.vp, 0) << c;
    EXPECT_EQ(p.res[Art], std::string(c) == "E3" ? 0 : 1) << c;
    EXPECT_TRUE(t.valid()) << c;
  }
}

TEST(ComuniVectors, TV_9_HandLimit) {
  Scenario t;
  const int c3 = column_of_capacity(t.s, 3), c2 = column_of_capacity(t.s, 2);
  t.bid(0, c3, 0);
  ASSERT_TRUE(t.claim_on(c2));
  ASSERT_EQ(t.s.phase, Phase::Build);
  ASSERT_EQ(t.player(0).hand_size, 5);
  const int discarded = t.s.discarded;
  ASSERT_TRUE(t.play(kDone));
  ASSERT_EQ(t.s.phase, Phase::Discard);
  EXPECT_EQ(t.rule_of(kDone), "C-3.3.12");
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(t.s.phase, Phase::Discard) << "discard " << i + 1;
    ASSERT_TRUE(t.play(t.first_listed(ActionKind::Discard)));
  }
  EXPECT_EQ(t.player(0).hand_size, 2);
  EXPECT_EQ(t.s.discarded, discarded + 3) << "out of the game";
  EXPECT_EQ(t.s.phase, Phase::Repair);
  EXPECT_TRUE(t.valid());
}

// ---- TV-10..TV-12: phase 1 ------------------------------------------------------------------

TEST(ComuniVectors, TV_10_DisplacementChain) {
  Scenario t({1, 2, 3, 4});
  t.bid(0, 0, 3).bid(1, 1, 2).bid(2, 2, 0).turn(3);
  t.res(3, {4, 2, 1, 2});
  ASSERT_TRUE(t.valid());
  std::array<int, 3> pil{};
  for (int q = 0; q < 3; ++q) pil[ix(q)] = t.player(q).res[Pil];
  const int supply_pil = t.s.supply[Pil], gold = gold_total(t.s);

  ASSERT_TRUE(t.play(bid(0, 4)));
  EXPECT_EQ(Comuni::current_seat(t.s), 0);
  ASSERT_TRUE(t.play(move(1)));  // 3 > 2
  EXPECT_EQ(Comuni::current_seat(t.s), 1);
  EXPECT_EQ(t.rule_of(move(0)), "C-3.1.7") << "2 is not more than P4's 4";
  ASSERT_TRUE(t.play(move(2)));  // 2 > 0
  EXPECT_EQ(Comuni::current_seat(t.s), 2);
  EXPECT_TRUE(t.legal(kTakeBack));
  EXPECT_EQ(t.rule_of(move(1)), "C-3.1.7") << "P3's 0 GOLD is not more than P1's 3";
  ASSERT_TRUE(t.play(move(3)));  // no bid on column 4
  EXPECT_EQ(t.s.phase, Phase::Build);

  const int owner[4] = {3, 0, 1, 2}, on[4] = {4, 3, 2, 0};
  for (int c = 0; c < 4; ++c) {
    EXPECT_EQ(t.s.columns[ix(c)].envoy, owner[c]) << "column " << c + 1;
    EXPECT_EQ(t.s.columns[ix(c)].gold, on[c]) << "column " << c + 1;
  }
  for (int q = 0; q < 3; ++q) EXPECT_EQ(t.player(q).res[Pil], pil[ix(q)] - 1);
  EXPECT_EQ(t.s.supply[Pil], supply_pil + 3);
  EXPECT_EQ(gold_total(t.s), gold);
  EXPECT_TRUE(t.valid());
}

void tv11_position(Scenario& t) {
  const int bologna = 1;
  t.building(bologna, Eco, 3).building(bologna, Eco, 1).building(bologna, Mil, 2);
  t.activate(bologna, Eco).master(Eco, bologna).master(Rel, bologna).turn(bologna);
  // The Captain is not free: the phase 4 after Bologna raised its MIL building to 2 floors would
  // have given it to Bologna (INV-39). Lucca took it first, with a MIL building as tall.
  t.building(0, Mil, 2).master(Mil, 0);
  ASSERT_TRUE(t.valid());
}

TEST(ComuniVectors, TV_11_Income) {
  const int bologna = 1;
  Scenario t({1, 4, 5});
  tv11_position(t);
  const ComuneData& cd = t.data().comuni[3];
  ASSERT_EQ(cd.income_choice, 1) << "TV-11 is written for 1 resource of choice";
  const auto before = t.player(bologna).res;
  ASSERT_TRUE(t.play(act(ActionKind::Income, Art)));
  const auto& after = t.player(bologna).res;
  EXPECT_EQ(after[Gold] - before[Gold], cd.income_fixed[Gold] + 3 + 1) << "base + tallest + master";
  EXPECT_EQ(after[Pil] - before[Pil], cd.income_fixed[Pil] + 1) << "Bishop";
  EXPECT_EQ(after[Army] - before[Army], cd.income_fixed[Army]) << "MIL is inactive";
  EXPECT_EQ(after[Art] - before[Art], cd.income_fixed[Art] + 1) << "the choice";
  EXPECT_EQ(t.player(bologna).active, 0);
  EXPECT_TRUE(t.valid());

  Scenario u({1, 4, 5});
  tv11_position(u);
  u.supply(Gold, 2, 0);
  const auto held = u.player(bologna).res;
  EXPECT_EQ(u.rule_of(act(ActionKind::Income, Gold)), "C-3.1.14") << "GOLD is exhausted";
  EXPECT_FALSE(u.listed(act(ActionKind::Income, Gold)));
  for (int r : {Army, Pil, Art}) EXPECT_TRUE(u.legal(act(ActionKind::Income, u8(r))));
  ASSERT_TRUE(u.play(act(ActionKind::Income, Army)));
  EXPECT_EQ(u.player(bologna).res[Gold], held[Gold] + 2) << "3 GOLD lost";
  EXPECT_EQ(u.player(bologna).res[Army], held[Army] + 1);
  EXPECT_EQ(u.s.supply[Gold], 0);
  EXPECT_TRUE(u.valid());
}

TEST(ComuniVectors, TV_12_Claim) {
  Scenario t({1, 2, 3, 4});
  const int c3 = column_of_capacity(t.s, 3);
  int bonus = -1;
  for (int c = 0; c < t.s.columns_in_use; ++c)
    if (t.data().bonus_column[ix(c)]) bonus = c;
  ASSERT_GE(bonus, 0) << "a bonus column is in use at N = 4";
  t.bid(0, c3, 2).bid(0, bonus, 0);
  const int cards = t.s.columns[ix(c3)].count + t.s.columns[ix(bonus)].count;
  const int supply_gold = t.s.supply[Gold], art = t.player(0).res[Art];
  EXPECT_EQ(t.rule_of(kClaim), "C-3.1.10") << "the bonus resource is taken";
  ASSERT_TRUE(t.play(act(ActionKind::Claim, Art)));
  EXPECT_EQ(t.player(0).hand_size, cards);
  EXPECT_EQ(cards, 4);
  EXPECT_EQ(t.player(0).envoys, 3);
  EXPECT_EQ(t.s.supply[Gold], supply_gold + 2);
  EXPECT_EQ(t.player(0).res[Art], art + 1);
  EXPECT_EQ(t.s.columns[ix(c3)].count, 0);
  EXPECT_EQ(t.s.columns[ix(bonus)].count, 0);
  EXPECT_EQ(t.s.phase, Phase::Refill);
  EXPECT_TRUE(t.valid());
}

}  // namespace
}  // namespace arbiter::comuni
