// The worked examples of docs/rules/medievalia.md section 9, here the economy, buildings, siege and
// atomicity (TV-09..TV-18), each driven through the real record notation
// (Scenario::play/ok/rejected) and asserting exactly the outcome the spec states. Seats: P1 = A
// (seat 0), P2 = B (seat 1); the 2-player map is P1 - N - P2 (M-2.9).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tests/support/medievalia_vector_helpers.h"

namespace arbiter::medievalia::testing {
namespace {

// ---------------------------------------------------------------------------------------------
// TV-09 Artiste (M-6.7).

TEST(MedievaliaVectors, TV09_ArtisteDoublesLoneMine) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);  // 3 Artistes need 2 F
  sc.place("mine", 0);
  sc.place("artiste", 0);
  sc.place("artiste", 0);
  sc.place("artiste", 0);
  sc.ok({"extra:T", "tap:mine1"});
  EXPECT_EQ(pool(sc), res(0, 0, 1, 0));
  sc.ok({"art:artiste1>mine1"});
  EXPECT_EQ(pool(sc), res(0, 0, 2, 0));
  sc.ok({"art:artiste2>mine1"});
  EXPECT_EQ(pool(sc), res(0, 0, 4, 0));
  sc.ok({"art:artiste3>mine1"});
  EXPECT_EQ(pool(sc), res(0, 0, 8, 0));
  sc.ok({"pay", "*champ"});
  EXPECT_EQ(sc.s.phase, Phase::Main);
  EXPECT_EQ(hand_count(sc, 0, "champ"), 1);
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV09_ArtisteOnThreeContributorsOfAGroup) {
  Scenario sc;
  const int c = sc.place("champ", 0);
  sc.place("homme", 0, c);
  sc.place("homme", 0, c);
  sc.place("eglise", 0, c);
  sc.place("artiste", 0);
  sc.place("artiste", 0);
  sc.ok({"extra:T", "tap:champ1"});
  EXPECT_EQ(pool(sc), res(4, 0, 0, 0));                         // 1 + 2 boosters + 1 building
  EXPECT_EQ(sc.rejected("art:artiste1>champ1:0123"), "M-6.7");  // at most 3 contributors
  sc.ok({"art:artiste1>champ1:013"});
  EXPECT_EQ(pool(sc), res(7, 0, 0, 0));  // 3 x 2 + 1
  sc.ok({"cancel"});
  EXPECT_FALSE(tapped(sc, c));
  sc.ok({"extra:T", "tap:champ1", "art:artiste2>champ1"});  // default: the first 3
  EXPECT_EQ(pool(sc), res(7, 0, 0, 0));
  sc.ok({"pay", "*champ"});
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-10 Bureaucrate (M-6.6): pile 1's top is the Ecole {E,E,G,M}.

TEST(MedievaliaVectors, TV10_Bureaucrate) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);  // 3 Bureaucrates need 2 F
  sc.place("bureaucrate", 0);
  sc.place("bureaucrate", 0);
  sc.place("bureaucrate", 0);
  ASSERT_EQ(sc.s.building_top[0], sc.type("ecole"));
  sc.ok({"buy:1@city1"});
  EXPECT_EQ(cost(sc), res(0, 2, 1, 1));
  EXPECT_EQ(sc.rejected("bur:bureaucrate1:GG"), "M-6.6");  // only one G to waive
  sc.ok({"bur:bureaucrate1:GM"});                          // the buyer's choice
  EXPECT_EQ(cost(sc), res(0, 2, 0, 0));
  sc.ok({"cancel"});
  sc.ok({"buy:1@city1", "bur:bureaucrate1:EE"});
  EXPECT_EQ(cost(sc), res(0, 0, 1, 1));  // 2 symbols remain
  sc.ok({"bur:bureaucrate2:GM"});
  EXPECT_EQ(cost(sc), res(0, 0, 0, 0));                  // free
  EXPECT_EQ(sc.rejected("bur:bureaucrate3:E"), "I-16");  // never below 0
  EXPECT_EQ(pool(sc), res(0, 0, 0, 0));                  // no refund
  sc.ok({"pay"});
  ASSERT_EQ(sc.s.phase, Phase::BuildingReveal);
  sc.ok({"*chateau"});  // the next building of pile 1
  EXPECT_EQ(vp(sc.s, 0), 1);
  EXPECT_FALSE(tapped(sc, sc.city(0)));
  sc.ok({"end"});
  pass_turn(sc);  // P2
  draw_step(sc);  // P1: the Bureaucrates are reactivated
  // The Chateau costs 6: three Bureaucrates make it free.
  sc.ok({"buy:1@city1"});
  EXPECT_EQ(cost(sc), res(0, 2, 2, 2));
  sc.ok({"bur:bureaucrate1:EE", "bur:bureaucrate2:GG", "bur:bureaucrate3:MM"});
  EXPECT_EQ(cost(sc), res(0, 0, 0, 0));
  sc.ok({"pay"});
  ASSERT_EQ(sc.s.phase, Phase::BuildingReveal);
  sc.ok({"*tour"});
  EXPECT_EQ(vp(sc.s, 0), 3);
  EXPECT_EQ(buildings_on(sc.s, sc.city(0)), 2);
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-11 Marchand (M-6.5).

TEST(MedievaliaVectors, TV11_Marchand) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  sc.place("mine", 0);
  sc.place("marchand", 0);
  sc.place("marchand", 0);
  sc.place("marchand", 0);
  sc.hand("soldat", 0);
  sc.ok({"play:soldat", "tap:champ1", "tap:champ2"});
  EXPECT_EQ(pool(sc), res(2, 0, 0, 0));
  sc.ok({"trade:marchand1:F>E"});  // exactly one output
  EXPECT_EQ(pool(sc), res(1, 1, 0, 0));
  EXPECT_EQ(sc.rejected("trade:marchand2:F>EM"), "M-6.5");   // F yields only 1
  EXPECT_EQ(sc.rejected("trade:marchand2:F>F"), "M-6.5");    // another type
  EXPECT_EQ(sc.rejected("trade:marchand1:F>G"), "M-6.0.1");  // marchand1 is tapped
  sc.ok({"tap:mine1", "trade:marchand2:G>GG"});              // 1 G -> any 2
  EXPECT_EQ(pool(sc), res(1, 1, 2, 0));
  sc.ok({"trade:marchand3:G>EM"});
  EXPECT_EQ(pool(sc), res(1, 2, 1, 1));
  sc.ok({"pay"});
  EXPECT_EQ(hand_count(sc, 0, "soldat"), 0);
  EXPECT_TRUE(on(sc, sc.config().type(sc.type("soldat")).first_id));
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-12 Surplus (M-3.3.3).

TEST(MedievaliaVectors, TV12_SurplusIsLost) {
  Scenario sc;
  const int c = sc.place("champ", 0);
  sc.place("homme", 0, c);
  sc.hand("homme", 0, 2);
  sc.ok({"play:homme", "tap:champ1"});
  EXPECT_EQ(pool(sc), res(2, 0, 0, 0));
  sc.ok({"pay"});
  EXPECT_EQ(sc.s.phase, Phase::Main);
  EXPECT_TRUE(sc.s.txn == Txn{});  // the second F is gone
  EXPECT_EQ(hand_count(sc, 0, "homme"), 1);
  sc.ok({"play:homme"});
  EXPECT_EQ(pool(sc), res(0, 0, 0, 0));
  EXPECT_EQ(sc.rejected("pay"), "M-3.3.3");
  EXPECT_EQ(sc.rejected("tap:champ1"), "M-3.4.1");
  sc.ok({"cancel"});
  EXPECT_EQ(hand_count(sc, 0, "homme"), 1);
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-13 Building placement (M-3.9.3); unplaceable_purchase=illegal.

TEST(MedievaliaVectors, TV13_BuildingPlacement) {
  Scenario sc;
  const int c = sc.place("champ", 0);
  sc.hand("homme", 0, 6);
  // City + Champ only: the host of the building cannot be tapped to pay for it.
  sc.ok({"buy:1@city1", "tap:champ1", "sell:homme>E", "sell:homme>E", "sell:homme>G"});
  EXPECT_EQ(sc.rejected("tap:city1"), "M-3.9.3");
  EXPECT_EQ(sc.rejected("pay"), "M-3.3.3");  // the M is missing
  sc.ok({"cancel"});
  EXPECT_FALSE(tapped(sc, c));
  EXPECT_EQ(hand_count(sc, 0, "homme"), 6);
  sc.ok({"buy:1@champ1"});
  EXPECT_EQ(sc.rejected("tap:champ1"), "M-3.9.3");
  sc.ok({"cancel"});
  // Once both are tapped, neither is a legal host.
  sc.hand("homme", 0);
  sc.ok({"play:homme", "tap:champ1", "pay"});
  sc.ok({"play:homme", "tap:city1"});
  EXPECT_EQ(sc.rejected("pay"), "M-3.3.3");  // a Homme costs F
  sc.ok({"sell:homme>F", "pay"});
  EXPECT_EQ(sc.rejected("buy:1@city1"), "M-3.9.3");
  EXPECT_EQ(sc.rejected("buy:1@champ1"), "M-3.9.3");
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV13_BuildingGoesOnUntappedForet) {
  Scenario sc;
  const int c = sc.place("champ", 0);
  const int f = sc.place("foret", 0);
  sc.hand("homme", 0, 3);
  sc.ok({"buy:1@" + sc.name(f), "tap:city1", "tap:champ1", "sell:homme>E", "sell:homme>E",
         "sell:homme>G", "pay"});
  ASSERT_EQ(sc.s.phase, Phase::BuildingReveal);
  sc.ok({"*tour"});
  const int ecole = sc.config().type(sc.type("ecole")).first_id;
  EXPECT_TRUE(on(sc, ecole));
  EXPECT_EQ(sc.s.card(ecole).host, f);
  EXPECT_TRUE(tapped(sc, c));
  EXPECT_TRUE(tapped(sc, sc.city(0)));
  EXPECT_FALSE(tapped(sc, f));
  EXPECT_EQ(vp(sc.s, 0), 1);
  // M-3.9.6: the untapped host yields its building's +1 later in the turn.
  sc.ok({"extra:T", "tap:" + sc.name(f)});
  EXPECT_EQ(pool(sc), res(0, 2, 0, 0));
  sc.ok({"cancel"});
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV13_HostWithTwoBuildingsNeverEligible) {
  Scenario sc;
  const int c = sc.place("champ", 0);
  sc.place("eglise", 0, c);
  sc.place("forgeron", 0, c);
  EXPECT_EQ(sc.rejected("buy:1@" + sc.name(c)), "M-3.9.3");
  EXPECT_EQ(sc.rejected("buy:2@" + sc.name(c)), "M-3.9.3");
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-14 VP (M-7.1).

TEST(MedievaliaVectors, TV14_VictoryPoints) {
  Scenario sc;
  const int c1 = sc.place("champ", 0);
  const int c2 = sc.place("champ", 0);
  const int c3 = sc.place("champ", 0);
  const int c4 = sc.place("champ", 0);
  sc.place("banque", 0, sc.city(0));
  sc.place("banque", 0, sc.city(0));
  sc.place("eglise", 0, c1);
  sc.place("chateau", 0, c1);
  sc.place("tour", 0, c2);
  EXPECT_EQ(vp(sc.s, 0), 5);  // 1 + 0 + 1 + 2 + 1
  EXPECT_TRUE(valid(sc));
  sc.hand("homme", 0, 9);
  ASSERT_EQ(sc.s.building_top[0], sc.type("ecole"));
  sc.ok({"buy:1@" + sc.name(c3), "sell:homme>E", "sell:homme>E", "sell:homme>G", "sell:homme>M",
         "pay"});
  ASSERT_EQ(sc.s.phase, Phase::BuildingReveal);
  sc.ok({"*forteresse"});
  EXPECT_EQ(vp(sc.s, 0), 6);
  EXPECT_NE(sc.s.phase, Phase::GameOver);
  sc.ok({"buy:1@" + sc.name(c4), "sell:homme>E", "sell:homme>E", "sell:homme>G", "sell:homme>M",
         "sell:homme>M", "pay"});
  EXPECT_EQ(vp(sc.s, 0), 7);
  ASSERT_EQ(sc.s.phase, Phase::GameOver) << board(sc);  // immediate prestige win
  EXPECT_EQ(sc.s.end_reason, static_cast<std::uint8_t>(EndReason::Prestige));
  EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{1, 0}));
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-15 Siege (M-7.3): A's Soldat stands in B's fief; B's only territory is unguarded.

TEST(MedievaliaVectors, TV15_SiegeEliminatesAtThirdStart) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("champ", 1);
  sc.ok({"end"});  // start of B's t1
  EXPECT_EQ(sc.s.active, 1);
  EXPECT_EQ(sc.s.player(1).siege, 1);
  pass_turn(sc);                       // B
  pass_turn(sc);                       // A
  EXPECT_EQ(sc.s.player(1).siege, 2);  // start of t2
  pass_turn(sc);
  pass_turn(sc);  // start of t3: eliminated
  EXPECT_FALSE(sc.s.player(1).alive) << board(sc);
  ASSERT_EQ(sc.s.phase, Phase::GameOver);
  EXPECT_EQ(sc.s.end_reason, static_cast<std::uint8_t>(EndReason::Military));
  EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{1, 0}));
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV15_GuardedTerritoryResetsSiege) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  const int t = sc.place("champ", 1);
  sc.hand("homme", 1);
  sc.ok({"end"});
  EXPECT_EQ(sc.s.player(1).siege, 1);  // t1
  draw_step(sc);
  sc.ok({"play:homme@" + sc.name(t), "tap:" + sc.name(t), "pay", "end"});  // B guards T
  EXPECT_TRUE(is_guarded(sc.s, t));
  pass_turn(sc);  // A
  EXPECT_EQ(sc.s.active, 1);
  EXPECT_EQ(sc.s.player(1).siege, 0);  // t2: reset
  EXPECT_TRUE(sc.s.player(1).alive);
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-16 Exchange (M-4.1).

TEST(MedievaliaVectors, TV16_Exchange) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  sc.place("champ", 0);
  sc.place("foret", 0);
  sc.ok({"extra:T", "tap:champ1", "tap:champ2", "tap:champ3"});
  EXPECT_EQ(pool(sc), res(3, 0, 0, 0));
  EXPECT_EQ(sc.rejected("x:F>F"), "M-4.1");
  sc.ok({"x:F>G"});
  EXPECT_EQ(pool(sc), res(0, 0, 1, 0));
  sc.ok({"cancel"});
  sc.ok({"extra:T", "tap:champ1", "tap:champ2", "tap:foret1"});
  EXPECT_EQ(pool(sc), res(2, 1, 0, 0));
  for (const char* t : {"x:F>G", "x:F>E", "x:E>G", "x:F>M", "x:E>F"})
    EXPECT_EQ(sc.rejected(t), "M-4.1") << t;
  sc.ok({"cancel"});
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-17 Surcharge (M-3.5.3, M-8.2).

TEST(MedievaliaVectors, TV17_SurchargeWithoutEglise) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("mine", 0);
  sc.hand("pretre", 0);
  sc.ok({"play:pretre"});
  EXPECT_EQ(cost(sc), res(1, 0, 3, 0));  // {F,G} + {G,G}
  sc.ok({"tap:champ1", "tap:mine1"});
  EXPECT_EQ(sc.rejected("pay"), "M-3.3.3");
  sc.ok({"cancel"});
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV17_OwnTappedEgliseRemovesSurcharge) {
  Scenario sc;
  sc.place("champ", 0);
  const int m = sc.place("mine", 0, -1, /*tapped=*/true);
  const int eg = sc.place("eglise", 0, m);
  sc.s.card(eg).flags |= kTapped;  // tapped with its host
  sc.place("mine", 0);
  sc.hand("pretre", 0);
  sc.ok({"play:pretre"});
  EXPECT_EQ(cost(sc), res(1, 0, 1, 0));
  sc.ok({"tap:champ1", "tap:mine2", "pay"});
  EXPECT_EQ(hand_count(sc, 0, "pretre"), 0);
  EXPECT_TRUE(on(sc, sc.config().type(sc.type("pretre")).first_id));
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV17_AllyEgliseDoesNotRemoveSurcharge) {
  Scenario sc(4);
  sc.place("champ", 0);
  sc.place("eglise", 2, sc.city(2));  // P3 is P1's ally
  sc.hand("pretre", 0);
  EXPECT_TRUE(allies(sc.s, 0, 2));
  sc.ok({"play:pretre"});
  EXPECT_EQ(cost(sc), res(1, 0, 3, 0));
  sc.ok({"cancel"});
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-18 Atomicity and once-per-turn (M-3.3.3, M-3.3.4, M-3.4.1).

TEST(MedievaliaVectors, TV18_CardActivatedOnceBetweenReactivations) {
  Scenario sc;
  const int c = sc.place("champ", 0);
  sc.hand("homme", 0, 3);
  sc.ok({"play:homme", "tap:champ1"});
  EXPECT_EQ(sc.rejected("tap:champ1"), "M-3.4.1");  // twice in one transaction
  sc.ok({"pay"});
  sc.ok({"play:homme"});
  EXPECT_EQ(sc.rejected("tap:champ1"), "M-3.4.1");  // again in a later transaction
  sc.ok({"cancel"});
  sc.ok({"end"});
  EXPECT_TRUE(tapped(sc, c));  // still tapped in B's turn
  pass_turn(sc);
  draw_step(sc);  // A's reactivation
  EXPECT_FALSE(tapped(sc, c));
  sc.ok({"play:homme", "tap:champ1", "pay"});
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV18_OneActivationFundsOneTransaction) {
  Scenario sc;
  const int c = sc.place("champ", 0);
  sc.place("homme", 0, c);
  sc.hand("homme", 0, 2);
  sc.ok({"play:homme", "tap:champ1", "pay"});  // 2 F, 1 used
  sc.ok({"play:homme"});
  EXPECT_EQ(sc.rejected("pay"), "M-3.3.3");  // the other F did not carry over
  sc.ok({"cancel"});
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV18_CancelledTransactionLeavesNoTrace) {
  Scenario sc;
  sc.place("champ", 0);
  sc.hand("homme", 0, 2);
  const State before = sc.s;
  sc.ok({"play:homme", "tap:champ1", "tap:city1", "sell:homme>F"});
  EXPECT_EQ(pool(sc), res(2, 0, 0, 1));
  sc.ok({"cancel"});
  EXPECT_TRUE(sc.s == before) << board(sc);  // nothing tapped, nothing sold
  EXPECT_TRUE(valid(sc));
}

}  // namespace
}  // namespace arbiter::medievalia::testing
