// Medievalia rules beyond the spec's test vectors (vectors_test.cpp) and its options
// (options_*_test.cpp): transactions and buildings. Each test is named after the rule it checks and
// cites it (docs/rules/medievalia.md); positions are built with tests/support/medievalia_scenario.h
// and driven through real record tokens.
#include <string>
#include <string_view>

#include "tests/support/medievalia_queries.h"

namespace arbiter::medievalia::testing {
namespace {

// ---------------------------------------------------------------------------------------------
// Transactions (M-3.3, M-3.4)

// M-3.3.1: a transaction has exactly one purpose; resources exist only inside one.
TEST(MedievaliaRules, M3_3_1_OneTransactionOnePurpose) {
  Scenario sc;
  sc.place("champ", 0);
  sc.hand("homme", 0, 2);
  EXPECT_EQ(sc.rejected("tap:champ1"), "M-3.3") << "no activation outside a transaction";
  EXPECT_EQ(sc.rejected("x:F>G"), "M-3.3");
  EXPECT_EQ(sc.rejected("pay"), "M-3.3");
  sc.ok({"play:homme"});
  EXPECT_EQ(sc.s.phase, Phase::Txn);
  EXPECT_EQ(sc.rejected("play:homme"), "M-3.3.3") << "a second purpose";
  EXPECT_EQ(sc.rejected("buy:1@city1"), "M-3.3.3");
  EXPECT_EQ(sc.rejected("extra:T"), "M-3.3.3");
  EXPECT_EQ(sc.rejected("discard:champ1"), "M-3.3.3");
  EXPECT_EQ(sc.rejected("end"), "M-3.3.3");
  EXPECT_EQ(sc.rejected("pay"), "M-3.3.3") << "the empty pool does not cover {F}";
  sc.ok({"tap:champ1", "pay"});
  EXPECT_EQ(in_hand(sc, "homme", 0), 1);
  EXPECT_FALSE(sc.valid());
}

// M-3.3.3, M-3.8, I-14: the surplus is lost and the pool is empty after `pay`; an extra draw
// costs any 4 resources and draws from the pile of the player's choice.
TEST(MedievaliaRules, M3_8_ExtraDrawForAnyFourSurplusLost) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  sc.place("homme", 0, champ);
  sc.place("homme", 0, champ);
  sc.place("mine", 0);
  sc.ok({"extra:C", "tap:champ1"});
  EXPECT_EQ(pool(sc, Food), 3) << "M-3.4.4: 1 + 2 boosters";
  EXPECT_EQ(sc.rejected("pay"), "M-3.8") << "3 resources are not enough";
  sc.ok({"tap:mine1", "tap:city1"});
  EXPECT_EQ(pool(sc, Food) + pool(sc, Gold) + pool(sc, Manpower), 5);
  sc.ok({"pay"});
  EXPECT_EQ(sc.s.phase, Phase::Reveal) << "the extra card is drawn now";
  EXPECT_TRUE(sc.s.txn == Txn{}) << "the surplus resource is lost, the pool is empty";
  sc.ok({"*bureaucrate"});
  EXPECT_EQ(in_hand(sc, "bureaucrate", 0), 1);
  EXPECT_EQ(sc.s.phase, Phase::Main);
  EXPECT_TRUE(sc.s.txn == Txn{});
  EXPECT_FALSE(sc.valid());
}

// M-3.3.4: `cancel` undoes the whole transaction: every card tapped in it is untapped and every
// sold hand card, seen or unseen, returns to the hand.
TEST(MedievaliaRules, M3_3_4_CancelRestoresTappedCardsAndSoldHandCards) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  const int homme = sc.place("homme", 0, champ);
  const int mine = sc.place("mine", 0);
  sc.hand("soldat", 0);
  sc.hand("fantassin", 0);
  sc.hand("homme", 0);
  sc.ok({"end", "draw:T", "*?", "end", "draw:C", "*?"});  // P1 holds an unseen Character card
  ASSERT_EQ(sc.s.player(0).unknown[2], 1);
  const int already = sc.place("foret", 0, -1, true);
  const State before = sc.s;
  sc.ok({"play:soldat", "tap:champ1", "tap:mine1", "sell:fantassin>E", "sell:?C>E"});
  EXPECT_TRUE(tapped(sc, champ) && tapped(sc, homme) && tapped(sc, mine));
  EXPECT_EQ(sc.s.player(0).unknown[2], 0);
  sc.ok({"cancel"});
  EXPECT_EQ(sc.s.phase, Phase::Main);
  EXPECT_FALSE(tapped(sc, champ));
  EXPECT_FALSE(tapped(sc, homme));
  EXPECT_FALSE(tapped(sc, mine));
  EXPECT_TRUE(tapped(sc, already)) << "a card tapped before the transaction stays tapped";
  EXPECT_EQ(in_hand(sc, "fantassin", 0), 1);
  EXPECT_EQ(in_hand(sc, "soldat", 0), 1);
  EXPECT_EQ(sc.s.player(0).unknown[2], 1);
  EXPECT_TRUE(sc.s == before) << "nothing happened";
  EXPECT_FALSE(sc.valid());
}

// M-3.5.2, M-3.5.1: a troop is played into the own fief, free or attached to an own host; a
// territory is never attached.
TEST(MedievaliaRules, M3_5_2_TroopPlayedFreeOrOnAnOwnHost) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  sc.hand("homme", 0, 2);
  sc.hand("champ", 0);
  EXPECT_EQ(sc.rejected("play:homme@city2"), "M-3.5.2") << "an opponent's host";
  EXPECT_EQ(sc.rejected("play:homme@eglise1"), "M-3.5.2") << "not a host on the table";
  EXPECT_EQ(sc.rejected("play:champ@city1"), "M-3.5.1");
  EXPECT_EQ(sc.rejected("play:soldat"), "I-04") << "not in hand";
  sc.ok({"play:homme@champ1", "tap:champ1", "pay"});
  const int homme = sc.config().type(sc.type("homme")).first_id;
  ASSERT_TRUE(on_table(sc, homme));
  EXPECT_EQ(sc.s.card(homme).host, champ);
  EXPECT_EQ(sc.s.card(homme).fief, 0);
  EXPECT_FALSE(tapped(sc, homme));
  EXPECT_FALSE(sc.valid());
}

// M-3.4.4, M-3.10.1, I-13, I-15: a group yields the host's base, +1 per attached untapped
// manpower producer up to max_boosters (2), +1 per civil building, all in the host's resource;
// the host and every attached card are tapped, guards that produce nothing included; attached
// cards already tapped add nothing. The City is a host too (M-3.4.5).
TEST(MedievaliaRules, M3_4_4_GroupProductionWithBoostersAndBuildings) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  const int h1 = sc.place("homme", 0, champ);
  const int h2 = sc.place("homme", 0, champ);
  const int h3 = sc.place("homme", 0, champ);
  const int soldat = sc.place("soldat", 0, champ);
  const int eglise = sc.place("eglise", 0, champ);
  const int city = sc.city(0);
  const int h4 = sc.place("homme", 0, city, true);  // tapped: adds nothing
  const int forgeron = sc.place("forgeron", 0, city);
  sc.hand("homme", 0, 2);
  sc.ok({"play:homme", "tap:champ1"});
  EXPECT_EQ(pool(sc, Food), 4) << "1 + 2 boosters (of 3 Hommes) + 1 building";
  EXPECT_EQ(pool(sc, Manpower), 0) << "attached Hommes never yield their own M";
  for (int id : {champ, h1, h2, h3, soldat, eglise}) EXPECT_TRUE(tapped(sc, id)) << sc.name(id);
  sc.ok({"tap:city1"});
  EXPECT_EQ(pool(sc, Manpower), 2) << "City 1 + building 1; the tapped Homme adds nothing";
  EXPECT_TRUE(tapped(sc, forgeron));
  EXPECT_TRUE(tapped(sc, h4));
  sc.ok({"pay"});
  EXPECT_TRUE(sc.s.txn == Txn{});
  EXPECT_FALSE(sc.valid());
}

// M-3.4.4, M-6.0.3: an attached card is never activated alone for production; a power used by
// an attached card taps its whole group.
TEST(MedievaliaRules, M3_4_4_AttachedCardCannotBeActivatedAlone) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  const int homme = sc.place("homme", 0, champ);
  const int marchand = sc.place("marchand", 0, sc.city(0));
  sc.place("homme", 0);  // free: may produce alone
  sc.hand("soldat", 0);
  sc.ok({"play:soldat"});
  EXPECT_EQ(sc.rejected("tap:" + sc.name(homme)), "M-3.4.4");
  EXPECT_EQ(sc.rejected("tap:" + sc.name(marchand)), "M-3.4.4");
  sc.ok({"tap:homme2"});
  EXPECT_EQ(pool(sc, Manpower), 1) << "a free Homme yields its printed M";
  sc.ok({"trade:marchand1:M>E"});
  EXPECT_TRUE(tapped(sc, marchand));
  EXPECT_TRUE(tapped(sc, sc.city(0))) << "M-6.0.3: the power taps the host too";
  EXPECT_FALSE(tapped(sc, champ));
  sc.ok({"tap:champ1", "pay"});
  EXPECT_FALSE(sc.valid());
}

// M-3.4.2, M-6.0.5, I-19: cards outside their owner's fief never produce, nor use the Marchand.
TEST(MedievaliaRules, M3_4_2_CardsInNeutralOrEnemyFiefNeverProduce) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  sc.place("homme", 0, -1, false, sc.fief("N"));
  sc.place("homme", 0, -1, false, sc.fief("P2"));
  sc.place("marchand", 0, -1, false, sc.fief("N"));
  sc.hand("homme", 0);
  sc.ok({"play:homme", "tap:champ1"});
  EXPECT_EQ(sc.rejected("tap:homme1"), "M-3.4.2") << "in the neutral fief";
  EXPECT_EQ(sc.rejected("tap:homme2"), "M-3.4.2") << "in the enemy fief";
  EXPECT_EQ(sc.rejected("tap:marchand1"), "M-3.4.2");
  EXPECT_EQ(sc.rejected("trade:marchand1:F>E"), "M-6.0.5") << "its power works only at home";
  EXPECT_EQ(sc.rejected("tap:champ2x"), "parse");
  sc.ok({"pay"});
  EXPECT_FALSE(sc.valid());
}

// M-3.4.1, I-12: a card tapped in one transaction cannot be used in the next one; a card that
// entered play this turn can be activated at once.
TEST(MedievaliaRules, I12_CardTappedInOneTransactionIsNotUsedInTheNext) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  sc.hand("homme", 0, 2);
  sc.hand("soldat", 0);
  sc.ok({"play:homme", "tap:champ1", "pay"});
  EXPECT_TRUE(tapped(sc, sc.config().type(sc.type("champ")).first_id));
  sc.ok({"play:homme"});
  EXPECT_EQ(sc.rejected("tap:champ1"), "M-3.4.1");
  sc.ok({"tap:champ2", "pay", "play:soldat", "tap:homme1"});
  EXPECT_EQ(pool(sc, Manpower), 1) << "the Homme played this turn produces at once";
  EXPECT_EQ(sc.rejected("tap:homme1"), "M-3.4.1") << "once per turn";
  sc.ok({"cancel"});
  EXPECT_FALSE(sc.valid());
}

// M-3.6, A-27, M-7.1: discarding a territory costs {M}; its buildings go out of game (VP
// recomputed) and its troops stay in the fief, free, tapped state unchanged.
TEST(MedievaliaRules, M3_6_TerritoryDiscardFreesTroopsAndDropsBuildings) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  sc.place("champ", 0);
  const int eglise = sc.place("eglise", 0, champ);
  const int homme = sc.place("homme", 0, champ, true);
  const int soldat = sc.place("soldat", 0, champ);
  EXPECT_EQ(vp(sc.s, 0), 1);
  EXPECT_EQ(sc.rejected("discard:city1"), "M-3.6") << "only territories";
  EXPECT_EQ(sc.rejected("discard:champ1,champ2"), "M-3.6") << "one transaction per territory";
  sc.ok({"discard:champ1"});
  EXPECT_EQ(sc.rejected("pay"), "M-3.6") << "the cost is {M}";
  sc.ok({"tap:city1", "pay"});
  EXPECT_TRUE(out_of_game(sc, champ));
  EXPECT_TRUE(out_of_game(sc, eglise));
  EXPECT_EQ(vp(sc.s, 0), 0);
  ASSERT_TRUE(on_table(sc, homme));
  EXPECT_EQ(sc.s.card(homme).host, kNone);
  EXPECT_EQ(sc.s.card(homme).fief, 0);
  EXPECT_TRUE(tapped(sc, homme)) << "tapped state unchanged";
  EXPECT_EQ(sc.s.card(soldat).host, kNone);
  EXPECT_FALSE(tapped(sc, soldat));
  EXPECT_FALSE(sc.valid());
}

// M-3.7, A-28: in his own turn a player removes his untapped troops for free, never tapped
// troops, territories or buildings, and not during a transaction.
TEST(MedievaliaRules, M3_7_FreeRemovalOfUntappedTroopsOnly) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  const int soldat = sc.place("soldat", 0);
  const int tired = sc.place("soldat", 0, -1, true);
  const int away = sc.place("homme", 0, -1, false, sc.fief("N"));
  const int eglise = sc.place("eglise", 0, champ);
  sc.hand("homme", 0);
  EXPECT_EQ(sc.rejected("remove:" + sc.name(tired)), "M-3.7");
  EXPECT_EQ(sc.rejected("remove:champ1"), "M-3.7");
  EXPECT_EQ(sc.rejected("remove:" + sc.name(eglise)), "M-3.7");
  EXPECT_EQ(sc.rejected("remove:city1"), "M-3.7");
  EXPECT_EQ(sc.rejected("remove:city2"), "M-3.7") << "not an opponent's card";
  sc.ok({"play:homme"});
  EXPECT_EQ(sc.rejected("remove:" + sc.name(soldat)), "M-3.3.3") << "not inside a transaction";
  sc.ok({"cancel", "remove:" + sc.name(soldat), "remove:" + sc.name(away)});
  EXPECT_TRUE(out_of_game(sc, soldat));
  EXPECT_TRUE(out_of_game(sc, away)) << "in any fief";
  EXPECT_EQ(sc.s.out[ix(sc.type("soldat"))], 1);
  EXPECT_FALSE(sc.valid());
}

// ---------------------------------------------------------------------------------------------
// Buildings (M-3.9, M-3.10)

// P1's fief for purchases: two Forêts (E, E), a Mine (G), the City (M) and a Champ as the host.
struct BuyingFief {
  int foret1, foret2, mine, champ;
  explicit BuyingFief(Scenario& sc)
      : foret1(sc.place("foret", 0)),
        foret2(sc.place("foret", 0)),
        mine(sc.place("mine", 0)),
        champ(sc.place("champ", 0)) {}
};

// M-3.3.4, M-3.4.1, I-12: a cancelled transaction untaps exactly what it tapped. A Bureaucrate
// attached to a host activated earlier taps the (already tapped) host when used; cancelling must
// not untap that host, or it would produce twice in one turn.
TEST(MedievaliaRules, M3_3_4_CancelKeepsCardsTappedBeforeTheTransaction) {
  Scenario sc;
  BuyingFief f(sc);
  sc.hand("homme", 0);
  sc.ok({"play:homme", "tap:" + sc.name(f.champ), "pay"});
  ASSERT_TRUE(tapped(sc, f.champ));
  const int bur = sc.place("bureaucrate", 0);
  sc.ok({"attach:" + sc.name(bur) + "@" + sc.name(f.champ)});
  sc.ok({"buy:1@" + sc.name(f.foret1), "bur:" + sc.name(bur) + ":EE", "cancel"});
  EXPECT_TRUE(tapped(sc, f.champ)) << "tapped before the transaction, still tapped after cancel";
  EXPECT_FALSE(tapped(sc, bur)) << "the Bureaucrate was tapped by the cancelled transaction";
  sc.hand("homme", 0);
  sc.ok({"play:homme"});
  EXPECT_EQ(sc.rejected("tap:" + sc.name(f.champ)), "M-3.4.1");
  EXPECT_FALSE(sc.valid());
}

// M-3.9.1, M-3.9.5, A-24, M-7.1: only the face-up top of a pile is bought; the building is
// attached to its host; the pile's next card is revealed by a chance action, a building with a
// face-down copy left; VP are recomputed.
TEST(MedievaliaRules, M3_9_BuyTopOfPileThenRevealNext) {
  Scenario sc;
  BuyingFief f(sc);
  sc.place("chateau", 1, sc.city(1));  // the only Château: no longer face down
  const int hidden = sc.s.building_hidden[0];
  EXPECT_EQ(vp(sc.s, 0), 0);
  EXPECT_EQ(sc.rejected("buy:4@champ1"), "parse");
  EXPECT_EQ(sc.rejected("buy:1@city2"), "M-3.9.3") << "on an own host";
  sc.ok({"buy:1@champ1", "tap:foret1", "tap:foret2", "tap:mine1", "tap:city1", "pay"});
  const int ecole = sc.config().type(sc.type("ecole")).first_id;
  ASSERT_TRUE(on_table(sc, ecole)) << "the École, top of pile 1, was bought";
  EXPECT_EQ(sc.s.card(ecole).host, f.champ);
  EXPECT_EQ(sc.s.card(ecole).owner, 0);
  EXPECT_EQ(vp(sc.s, 0), 1);
  EXPECT_EQ(sc.s.phase, Phase::BuildingReveal);
  EXPECT_EQ(Medievalia::current_seat(sc.s), kChanceSeat);
  EXPECT_EQ(sc.rejected("*soldat"), "M-3.9.5") << "a building pile reveals a building";
  EXPECT_EQ(sc.rejected("*chateau"), "I-01") << "no Château left face down";
  EXPECT_EQ(sc.rejected("end"), "M-2.2");
  sc.ok({"*tour"});
  EXPECT_EQ(sc.s.building_top[0], sc.type("tour"));
  EXPECT_EQ(sc.s.building_hidden[0], hidden - 1);
  EXPECT_EQ(sc.s.phase, Phase::Main);
  // M-3.9.6: the host is still untapped, so the new building adds its +1 this turn.
  sc.hand("homme", 0);
  sc.ok({"play:homme", "tap:champ1"});
  EXPECT_EQ(pool(sc, Food), 2);
  sc.ok({"pay"});
  EXPECT_FALSE(sc.valid());
}

// M-3.9.3, I-08: a host holds at most 2 buildings.
TEST(MedievaliaRules, M3_9_3_AtMostTwoBuildingsPerHost) {
  Scenario sc;
  BuyingFief f(sc);
  sc.place("eglise", 0, f.champ);
  sc.place("forgeron", 0, f.champ);
  EXPECT_EQ(sc.rejected("buy:1@champ1"), "M-3.9.3");
  sc.place("menuisier", 0, sc.city(0));
  sc.ok({"buy:1@city1"});  // one building on the City so far
  sc.ok({"cancel"});
  EXPECT_FALSE(sc.valid());
}

// M-3.9.3, A-25: the host of a bought building stays untapped through the payment. A power used
// by a card attached to that host taps the host (M-6.0.3), so it cannot help pay either.
TEST(MedievaliaRules, M3_9_3_BuildingHostStaysUntappedThroughPayment) {
  Scenario sc;
  BuyingFief f(sc);
  sc.place("bureaucrate", 0, f.champ);
  sc.ok({"buy:1@champ1"});
  EXPECT_EQ(sc.rejected("tap:champ1"), "M-3.9.3");
  // The Bureaucrate on the host taps it: either its use or the payment must be refused.
  const Verdict bur = sc.play("bur:bureaucrate1:EG");
  if (bur) {
    EXPECT_EQ(bur->rule, "M-3.9.3");
  } else {
    sc.ok({"tap:foret1", "tap:city1"});
    const Verdict pay = sc.play("pay");
    EXPECT_TRUE(pay && pay->rule == "M-3.9.3")
        << "pay accepted: the École went on champ1, tapped by the Bureaucrate";
  }
  EXPECT_FALSE(sc.s.phase == Phase::BuildingReveal && tapped(sc, f.champ));
}

// M-3.5.3, M-3.10.2: an own civil building enables its cards (no +{G,G}) just by being in the
// fief, even while it (and its host) is tapped.
TEST(MedievaliaRules, M3_10_2_CivilBuildingEnablesItsCardsEvenTapped) {
  Scenario with;
  const int champ = with.place("champ", 0, -1, true);
  with.place("banque", 0, champ, true);
  with.place("champ", 0);
  with.place("mine", 0);
  with.hand("marchand", 0);
  with.ok({"play:marchand", "tap:champ2", "tap:mine1", "pay"});
  EXPECT_EQ(in_hand(with, "marchand", 0), 0);
  EXPECT_FALSE(with.valid());

  Scenario without;
  without.place("champ", 0);
  without.place("mine", 0);
  without.hand("marchand", 0);
  without.ok({"play:marchand", "tap:champ1", "tap:mine1"});
  EXPECT_EQ(without.rejected("pay"), "M-3.3.3") << "{F,G} + {G,G} without a Banque";
}

}  // namespace
}  // namespace arbiter::medievalia::testing
