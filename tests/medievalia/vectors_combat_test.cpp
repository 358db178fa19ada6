// The worked examples of docs/rules/medievalia.md section 9, here movement, the battles, the fief
// and food (TV-01..TV-08), each driven through the real record notation
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
// TV-01 Movement (Ex.1 (1)(2); M-2.9, M-3.13, M-6.4).

TEST(MedievaliaVectors, TV01_SoldatTakesTwoTurnsFromAToB) {
  Scenario sc;
  sc.place("champ", 0);
  const int s = sc.place("soldat", 0);
  EXPECT_EQ(sc.rejected("go:soldat1>P2"), "M-3.13.1");  // A and B are not adjacent
  sc.ok({"go:soldat1>N"});
  EXPECT_EQ(sc.s.card(s).fief, sc.fief("N"));
  EXPECT_EQ(sc.rejected("go:soldat1>P2"), "M-3.13.1");  // one step per turn
  sc.ok({"end"});
  ASSERT_EQ(sc.s.active, 1);
  pass_turn(sc);  // P2
  ASSERT_EQ(sc.s.active, 0);
  draw_step(sc);  // P1's next turn
  sc.ok({"go:soldat1>P2"});
  EXPECT_EQ(sc.s.card(s).fief, sc.fief("P2"));
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV01_ChevalierCrossesAnEmptyNeutralFief) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 1);
  const int k = sc.place("chevalier", 0);
  sc.place("homme", 1, -1, /*tapped=*/true, sc.fief("N"));  // a tapped B troop does not block
  sc.ok({"go:chevalier1>N", "go:chevalier1>P2"});
  EXPECT_EQ(sc.s.card(k).fief, sc.fief("P2"));
  EXPECT_EQ(sc.rejected("go:chevalier1>N"), "M-6.4");  // two steps at most
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV01_ChevalierBlockedByUntappedTroopInNeutralFief) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 1);
  const int k = sc.place("chevalier", 0);
  sc.place("homme", 1, -1, false, sc.fief("N"));  // untapped B troop in N
  sc.ok({"go:chevalier1>N"});                     // entering and stopping is allowed
  EXPECT_EQ(sc.rejected("go:chevalier1>P2"), "M-3.13.3");
  EXPECT_EQ(sc.s.card(k).fief, sc.fief("N"));
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV01_OnwardBlockingFromPreviousTurnButRetreatAllowed) {
  Scenario sc;  // neutral_blocking=onward (default)
  sc.place("champ", 0);
  sc.place("champ", 1);
  const int s = sc.place("soldat", 0, -1, false, sc.fief("N"));  // ended A's last turn in N
  sc.place("homme", 1, -1, false, sc.fief("N"));
  EXPECT_EQ(sc.rejected("go:soldat1>P2"), "M-3.13.3");
  sc.ok({"go:soldat1>P1"});  // it may always go back home (M-3.13.5)
  EXPECT_EQ(sc.s.card(s).fief, sc.fief("P1"));
  EXPECT_TRUE(valid(sc));

  // The alternative reading only blocks a crossing within one turn.
  Options o;
  o.neutral_blocking = NeutralBlocking::SameTurn;
  Scenario alt(2, o);
  alt.place("champ", 0);
  alt.place("champ", 1);
  const int s2 = alt.place("soldat", 0, -1, false, alt.fief("N"));
  alt.place("homme", 1, -1, false, alt.fief("N"));
  alt.ok({"go:soldat1>P2"});
  EXPECT_EQ(alt.s.card(s2).fief, alt.fief("P2"));
  EXPECT_TRUE(valid(alt));
}

// ---------------------------------------------------------------------------------------------
// TV-02/TV-03 Ex.1: fief B holds City; T1 guarded by h3; h1 and p1 tapped; h2 untapped and free.
// A's Soldat s (2/2) is in fief B.

struct Ex1 {
  int s, t1, h1, h2, h3, p1, bldg = -1;
};

Ex1 ex1(Scenario& sc, bool building_on_t1) {
  Ex1 e{};
  sc.place("champ", 0);  // A's food for s
  e.s = sc.place("soldat", 0, -1, false, sc.fief("P2"));
  e.t1 = sc.place("champ", 1);
  e.h1 = sc.place("homme", 1, -1, /*tapped=*/true);
  e.h2 = sc.place("homme", 1);
  e.h3 = sc.place("homme", 1, e.t1);
  e.p1 = sc.place("pretre", 1, -1, /*tapped=*/true);
  if (building_on_t1) e.bldg = sc.place("eglise", 1, e.t1);
  return e;
}

TEST(MedievaliaVectors, TV02_Ex1SimpleBattle) {
  Scenario sc;
  const Ex1 e = ex1(sc, false);
  EXPECT_TRUE(valid(sc));
  sc.ok({"war:P2"});
  ASSERT_EQ(sc.s.phase, Phase::Deploy);
  sc.ok({"deploy:soldat1>1"});
  sc.ok({"ready"});
  ASSERT_EQ(sc.s.phase, Phase::Block) << board(sc);
  ASSERT_EQ(Medievalia::current_seat(sc.s), 1);
  sc.ok({"block:" + sc.name(e.h2) + ">1", "ready"});
  // Step 5: p1 is tapped, nobody can heal; the combat resolves by itself.
  ASSERT_EQ(sc.s.phase, Phase::War) << board(sc);
  EXPECT_TRUE(on(sc, e.s));
  EXPECT_EQ(sc.s.card(e.s).damage, 1);  // 1 < 2: survives
  EXPECT_TRUE(out(sc, e.h2));           // 2 >= 1: eliminated
  EXPECT_TRUE(on(sc, e.h1));
  EXPECT_TRUE(tapped(sc, e.h1));
  EXPECT_EQ(sc.s.card(e.h1).damage, 0);
  EXPECT_TRUE(on(sc, e.h3));
  EXPECT_EQ(sc.s.card(e.h3).host, e.t1);
  EXPECT_EQ(sc.s.card(e.h3).damage, 0);
  EXPECT_TRUE(on(sc, e.p1));
  EXPECT_TRUE(tapped(sc, e.p1));
  EXPECT_EQ(sc.s.card(e.p1).damage, 0);
  EXPECT_TRUE(on(sc, e.t1));
  EXPECT_TRUE(sc.s.player(1).alive);
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV03_Ex1UnguardedAttackDestroysTerritory) {
  Scenario sc;
  const Ex1 e = ex1(sc, false);
  sc.ok({"war:P2", "deploy:soldat1>1", "ready"});
  ASSERT_EQ(sc.s.phase, Phase::Block);
  sc.ok({"ready"});  // B keeps h2 back: the attacker picks a target
  ASSERT_EQ(sc.s.phase, Phase::Target) << board(sc);
  sc.ok({"target:1>" + sc.name(e.t1)});
  ASSERT_EQ(sc.s.phase, Phase::War) << board(sc);
  EXPECT_TRUE(out(sc, e.h3));  // absorbs 1, eliminated
  EXPECT_TRUE(out(sc, e.t1));  // leftover 1 >= 1: destroyed
  EXPECT_TRUE(on(sc, e.s));
  EXPECT_EQ(sc.s.card(e.s).damage, 1);  // h3 strikes back with 1, the territory with 0
  EXPECT_TRUE(on(sc, e.h2));
  EXPECT_EQ(sc.s.card(e.h2).damage, 0);
  EXPECT_TRUE(on(sc, e.h1));
  EXPECT_TRUE(on(sc, e.p1));
  EXPECT_EQ(territories(sc.s, 1), 0);
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV03_Ex1CivilBuildingSavesTerritory) {
  Scenario sc;
  const Ex1 e = ex1(sc, true);
  EXPECT_EQ(vp(sc.s, 1), 1);
  sc.ok({"war:P2", "deploy:soldat1>1", "ready", "ready"});
  ASSERT_EQ(sc.s.phase, Phase::Target) << board(sc);
  sc.ok({"target:1>" + sc.name(e.t1)});
  // The building's +0/1 can only go to h3 (forced): h3 is 1/2, absorbs 2, leftover 0.
  ASSERT_EQ(sc.s.phase, Phase::War) << board(sc);
  EXPECT_TRUE(out(sc, e.h3));
  EXPECT_TRUE(on(sc, e.t1));
  EXPECT_TRUE(on(sc, e.bldg));
  EXPECT_EQ(sc.s.card(e.bldg).host, e.t1);
  EXPECT_EQ(vp(sc.s, 1), 1);
  EXPECT_TRUE(on(sc, e.s));
  EXPECT_EQ(sc.s.card(e.s).damage, 1);
  EXPECT_TRUE(on(sc, e.h2));
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-04 Ex.2: A's army X = {Chevalier c 4/2, Soldat s 2/2} in fief B against Y = {Fantassin f,
// Homme h2}; h1 and p1 tapped, h3 guarding. A chooses which of his cards dies.

struct Ex2 {
  int c, s, f, h1, h2, h3, p1, t1;
};

Ex2 ex2(Scenario& sc) {
  Ex2 e{};
  sc.place("champ", 0);  // A: 2 troops, 1 F
  e.c = sc.place("chevalier", 0, -1, false, sc.fief("P2"));
  e.s = sc.place("soldat", 0, -1, false, sc.fief("P2"));
  e.t1 = sc.place("champ", 1);
  sc.place("champ", 1);  // B: 5 troops, 3 F
  e.h1 = sc.place("homme", 1, -1, true);
  e.p1 = sc.place("pretre", 1, -1, true);
  e.f = sc.place("fantassin", 1);
  e.h2 = sc.place("homme", 1);
  e.h3 = sc.place("homme", 1, e.t1);
  return e;
}

void ex2_until_orders(Scenario& sc, const Ex2& e, int bonus = 1) {
  sc.ok({"war:P2", "deploy:" + sc.name(e.c) + ">1", "deploy:" + sc.name(e.s) + ">1", "ready"});
  ASSERT_EQ(sc.s.phase, Phase::Block);
  sc.ok({"block:" + sc.name(e.f) + ">1", "block:" + sc.name(e.h2) + ">1", "ready"});
  // f's +0/1 can only go to h2 (forced): Y is attack 3, defence 4 (3 with fantassin_bonus=off).
  EXPECT_EQ(sc.s.card(e.h2).bonus, bonus);
  EXPECT_EQ(unit_attack(sc.s, 1), 6);
  EXPECT_EQ(group_attack(sc.s, sc.s.card(e.f).unit), 3);
  ASSERT_EQ(sc.s.phase, Phase::Order) << board(sc);
  ASSERT_EQ(Medievalia::current_seat(sc.s), 0);  // A orders X first
}

// B orders Y (2 cards receive 6): his choice is pending.
void b_orders(Scenario& sc, int first) {
  ASSERT_EQ(sc.s.phase, Phase::Order) << board(sc);
  ASSERT_EQ(Medievalia::current_seat(sc.s), 1);
  sc.ok({"order:" + sc.name(first)});
}

void ex2_common_outcome(Scenario& sc, const Ex2& e) {
  ASSERT_EQ(sc.s.phase, Phase::War) << board(sc);
  EXPECT_TRUE(out(sc, e.f));
  EXPECT_TRUE(out(sc, e.h2));
  EXPECT_TRUE(on(sc, e.h1));
  EXPECT_TRUE(on(sc, e.h3));
  EXPECT_TRUE(on(sc, e.p1));
  EXPECT_TRUE(on(sc, e.t1));
  EXPECT_EQ(sc.s.card(e.c).damage + sc.s.card(e.s).damage, 3);  // Y deals 3
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV04_Ex2ArmyAttackSoldatFirst) {
  Scenario sc;
  const Ex2 e = ex2(sc);
  ex2_until_orders(sc, e);
  sc.ok({"order:" + sc.name(e.s)});  // [s, c]
  b_orders(sc, e.f);                 // B: either order
  EXPECT_TRUE(out(sc, e.s));         // absorbs 2, eliminated
  EXPECT_TRUE(on(sc, e.c));          // takes 1, survives
  EXPECT_EQ(sc.s.card(e.c).damage, 1);
  ex2_common_outcome(sc, e);
}

TEST(MedievaliaVectors, TV04_Ex2ArmyAttackChevalierFirst) {
  Scenario sc;
  const Ex2 e = ex2(sc);
  ex2_until_orders(sc, e);
  sc.ok({"order:" + sc.name(e.c)});  // [c, s]
  b_orders(sc, e.h2);
  EXPECT_TRUE(out(sc, e.c));
  EXPECT_TRUE(on(sc, e.s));
  EXPECT_EQ(sc.s.card(e.s).damage, 1);
  ex2_common_outcome(sc, e);
}

TEST(MedievaliaVectors, TV04_Ex2FantassinBonusOffReproducesPrintedTotals) {
  Options o;
  o.fantassin_bonus = false;
  Scenario sc(2, o);
  const Ex2 e = ex2(sc);
  ex2_until_orders(sc, e, /*bonus=*/0);
  sc.ok({"order:" + sc.name(e.s)});
  b_orders(sc, e.h2);
  EXPECT_TRUE(out(sc, e.s));
  EXPECT_TRUE(on(sc, e.c));
  EXPECT_EQ(sc.s.card(e.c).damage, 1);
  ex2_common_outcome(sc, e);
}

// ---------------------------------------------------------------------------------------------
// TV-05 Ex.3: separate units a1, a2 (Fantassins) and k (Chevalier); B has Fantassin d1, Homme d2
// and an unguarded Foret T with one civil building.

// `duplicate`: B also has an Eglise on his City, so losing T's Eglise costs no VP.
void tv05(bool duplicate) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);  // A: 3 troops, 2 F
  const int a1 = sc.place("fantassin", 0, -1, false, sc.fief("P2"));
  const int a2 = sc.place("fantassin", 0, -1, false, sc.fief("P2"));
  const int k = sc.place("chevalier", 0, -1, false, sc.fief("P2"));
  sc.place("champ", 1);  // B: 2 troops, 1 F
  const int d1 = sc.place("fantassin", 1);
  const int d2 = sc.place("homme", 1);
  const int t = sc.place("foret", 1);
  const int b = sc.place("eglise", 1, t);
  if (duplicate) sc.place("eglise", 1, sc.city(1));
  EXPECT_EQ(vp(sc.s, 1), 1);
  EXPECT_TRUE(valid(sc));

  sc.ok({"war:P2", "deploy:" + sc.name(a1) + ">1", "deploy:" + sc.name(a2) + ">2",
         "deploy:" + sc.name(k) + ">3", "ready"});
  ASSERT_EQ(sc.s.phase, Phase::Block);
  sc.ok({"block:" + sc.name(d1) + ">1", "block:" + sc.name(d2) + ">2", "ready"});
  ASSERT_EQ(sc.s.phase, Phase::Target) << board(sc);
  sc.ok({"target:3>" + sc.name(t)});
  ASSERT_EQ(sc.s.phase, Phase::War) << board(sc);

  EXPECT_TRUE(out(sc, a1));  // 2 >= 2 each way
  EXPECT_TRUE(out(sc, d1));
  EXPECT_TRUE(on(sc, a2));  // survives with 1
  EXPECT_EQ(sc.s.card(a2).damage, 1);
  EXPECT_TRUE(out(sc, d2));
  EXPECT_TRUE(out(sc, t));  // T and its building go out of game
  EXPECT_TRUE(out(sc, b));
  EXPECT_TRUE(on(sc, k));
  EXPECT_EQ(sc.s.card(k).damage, 0);
  EXPECT_EQ(vp(sc.s, 1), duplicate ? 1 : 0);  // B's VP drops by 1 unless a duplicate
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV05_Ex3SeparateTroops) {
  tv05(false);
}

TEST(MedievaliaVectors, TV05_Ex3DuplicateBuildingKeepsVp) {
  tv05(true);
}

// ---------------------------------------------------------------------------------------------
// TV-06 Fief limit (M-3.5.1, M-3.6).

TEST(MedievaliaVectors, TV06_FiefLimitAndDiscard) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  const int mine = sc.place("mine", 0);
  sc.place("foret", 0);
  sc.place("homme", 0);
  sc.hand("ferme", 0);
  EXPECT_EQ(sc.rejected("play:ferme"), "M-3.5.1");  // City + 4 territories is full
  sc.ok({"discard:" + sc.name(mine), "tap:city1", "pay"});
  EXPECT_TRUE(out(sc, mine));
  EXPECT_EQ(territories(sc.s, 0), 3);
  sc.ok({"play:ferme", "tap:homme1", "pay"});
  EXPECT_EQ(territories(sc.s, 0), 4);
  EXPECT_EQ(hand_count(sc, 0, "ferme"), 0);
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-07 Upkeep (M-5): two Champs, one with a civil building: foodcap 3, at most 6 troops.

void tv07_position(Scenario& sc) {
  const int c1 = sc.place("champ", 0);
  sc.place("champ", 0);
  sc.place("eglise", 0, c1);
  sc.place("soldat", 0);
  sc.place("artiste", 0);
  sc.place("homme", 0);
  sc.place("homme", 0);
  sc.place("homme", 0);
  sc.hand("homme", 0, 2);
}

TEST(MedievaliaVectors, TV07_UpkeepLimit) {
  Scenario sc;
  tv07_position(sc);
  EXPECT_EQ(capacity(sc.s, 0, Food, true), 3);
  EXPECT_EQ(troops_for_upkeep(sc.s, 0), 5);  // the Soldat counts (upkeep_scope=all_troops)
  // 6th troop: legal; paid by tapping champ1 (2 F, surplus lost).
  sc.ok({"play:homme", "tap:champ1", "pay"});
  EXPECT_EQ(troops_for_upkeep(sc.s, 0), 6);
  EXPECT_EQ(capacity(sc.s, 0, Food, true), 3);  // a tapped Champ still counts
  EXPECT_TRUE(valid(sc));
  // 7th troop, even with champ2 tapped and an Artiste doubling its food (M-5.4): the play stands
  // and one troop is removed at once (default upkeep_break=remove_excess, M-5.7).
  sc.ok({"play:homme", "tap:champ2", "art:artiste1>champ2"});
  EXPECT_EQ(pool(sc), res(2, 0, 0, 0));
  EXPECT_EQ(capacity(sc.s, 0, Food, true), 3);
  sc.ok({"pay"});
  EXPECT_EQ(troops_for_upkeep(sc.s, 0), 7);
  EXPECT_EQ(sc.s.phase, Phase::Upkeep);
  EXPECT_EQ(sc.rejected("play:homme"), "M-5.7");
  sc.ok({"remove:soldat1"});  // any troop that needs food, the Soldat included
  EXPECT_EQ(sc.s.phase, Phase::Main);
  EXPECT_EQ(troops_for_upkeep(sc.s, 0), 6);
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV07_UpkeepLimitIllegalReading) {
  Options o;
  o.upkeep_break = UpkeepBreak::Illegal;
  Scenario sc(2, o);
  tv07_position(sc);
  sc.ok({"play:homme", "tap:champ1", "pay"});
  EXPECT_EQ(troops_for_upkeep(sc.s, 0), 6);
  // 7th troop: illegal, even with champ2 tapped and an Artiste doubling its food.
  sc.ok({"play:homme", "tap:champ2", "art:artiste1>champ2"});
  EXPECT_EQ(sc.rejected("pay"), "M-5.6");
  sc.ok({"cancel"});
  EXPECT_EQ(troops_for_upkeep(sc.s, 0), 6);
  EXPECT_EQ(hand_count(sc, 0, "homme"), 1);
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV07_CharactersOnlyScopeIgnoresSoldat) {
  Options o;
  o.upkeep_scope = UpkeepScope::CharactersOnly;
  Scenario sc(2, o);
  tv07_position(sc);
  EXPECT_EQ(troops_for_upkeep(sc.s, 0), 4);
  sc.ok({"play:homme", "tap:champ1", "pay", "play:homme", "tap:champ2", "pay"});
  EXPECT_EQ(troops_for_upkeep(sc.s, 0), 6);  // 6 characters + the Soldat on the table
  EXPECT_TRUE(valid(sc));
}

// ---------------------------------------------------------------------------------------------
// TV-08 Heals (M-3.16.4, M-6.1): a lone Fantassin 2/2 receives 3 damage.

struct Tv08 {
  int f, pr1, pr2, pr3;
};

// A's army {Soldat, Homme} (attack 3) in fief B is blocked by B's lone Fantassin f. B's Pretres:
// pr1 in B, pr2 in N (adjacent to B), pr3 in A's fief (not adjacent), all untapped.
Tv08 tv08_until_powers(Scenario& sc) {
  Tv08 e{};
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("homme", 0, -1, false, sc.fief("P2"));
  sc.place("champ", 1);
  sc.place("champ", 1);
  e.f = sc.place("fantassin", 1);
  e.pr1 = sc.place("pretre", 1);
  e.pr2 = sc.place("pretre", 1, -1, false, sc.fief("N"));
  e.pr3 = sc.place("pretre", 1, -1, false, sc.fief("P1"));
  sc.ok({"war:P2", "deploy:soldat1>1", "deploy:homme1>1", "ready", "block:fantassin1>1", "ready"});
  // A orders his unit (f strikes back 2); then the damage is allocated: f takes 3.
  EXPECT_EQ(sc.s.phase, Phase::Order) << board(sc);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 0);
  sc.ok({"order:homme1"});
  EXPECT_EQ(sc.s.card(e.f).damage, 3);
  EXPECT_EQ(sc.s.phase, Phase::Powers) << board(sc);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 1);
  return e;
}

TEST(MedievaliaVectors, TV08_NoHealEliminates) {
  Scenario sc;
  const Tv08 e = tv08_until_powers(sc);
  sc.ok({"pass"});
  ASSERT_EQ(sc.s.phase, Phase::War) << board(sc);
  EXPECT_TRUE(out(sc, e.f));  // net 3 >= 2
  EXPECT_FALSE(tapped(sc, e.pr1));
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV08_OneHealEliminates) {
  Scenario sc;
  const Tv08 e = tv08_until_powers(sc);
  EXPECT_EQ(sc.rejected("heal:" + sc.name(e.pr3) + ">" + sc.name(e.f)), "M-6.1");  // not adjacent
  sc.ok({"heal:" + sc.name(e.pr1) + ">" + sc.name(e.f)});
  EXPECT_TRUE(tapped(sc, e.pr1));  // the heal taps the Pretre
  ASSERT_EQ(sc.s.phase, Phase::Powers) << board(sc);
  EXPECT_EQ(sc.rejected("heal:" + sc.name(e.pr1) + ">" + sc.name(e.f)), "M-6.1");  // tapped
  sc.ok({"pass"});
  ASSERT_EQ(sc.s.phase, Phase::War) << board(sc);
  EXPECT_TRUE(out(sc, e.f));  // net 2 >= 2
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV08_TwoHealsSave) {
  Scenario sc;
  const Tv08 e = tv08_until_powers(sc);
  sc.ok({"heal:" + sc.name(e.pr1) + ">" + sc.name(e.f)});
  ASSERT_EQ(sc.s.phase, Phase::Powers) << board(sc);
  ASSERT_EQ(Medievalia::current_seat(sc.s), 1);
  sc.ok({"heal:" + sc.name(e.pr2) + ">" + sc.name(e.f)});  // from N, adjacent to B
  // pr3 is out of range: nothing is left to declare, the combat resolves.
  ASSERT_EQ(sc.s.phase, Phase::War) << board(sc);
  EXPECT_TRUE(on(sc, e.f));  // net 1 < 2
  EXPECT_EQ(sc.s.card(e.f).damage - sc.s.card(e.f).heals, 1);
  EXPECT_TRUE(tapped(sc, e.pr1));
  EXPECT_TRUE(tapped(sc, e.pr2));
  EXPECT_FALSE(tapped(sc, e.pr3));
  EXPECT_TRUE(valid(sc));
}

// B blocks with the army {f, pr1}: pr1 is engaged. A's unit {Soldat, Homme} deals 3; f's +0/1 goes
// to pr1 (1/3); B orders [f, pr1]: f takes 2, pr1 takes 1. pr2 stands free in B.
Tv08 tv08_engaged(Scenario& sc) {
  Tv08 e{};
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("homme", 0, -1, false, sc.fief("P2"));
  sc.place("champ", 1);
  sc.place("champ", 1);
  e.f = sc.place("fantassin", 1);
  e.pr1 = sc.place("pretre", 1);
  e.pr2 = sc.place("pretre", 1);
  e.pr3 = -1;
  sc.ok({"war:P2", "deploy:soldat1>1", "deploy:homme1>1", "ready", "block:" + sc.name(e.f) + ">1",
         "block:" + sc.name(e.pr1) + ">1", "ready"});
  EXPECT_EQ(sc.s.card(e.pr1).bonus, 1);
  sc.ok({"order:homme1"});
  b_orders(sc, e.f);
  EXPECT_EQ(sc.s.card(e.f).damage, 2);
  EXPECT_EQ(sc.s.card(e.pr1).damage, 1);
  EXPECT_EQ(sc.s.phase, Phase::Powers) << board(sc);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 1);
  return e;
}

TEST(MedievaliaVectors, TV08_EngagedPretreCannotHeal) {
  Scenario sc;  // engaged_may_use_powers=false
  const Tv08 e = tv08_engaged(sc);
  EXPECT_EQ(sc.rejected("heal:" + sc.name(e.pr1) + ">" + sc.name(e.f)), "M-6.1");
  sc.ok({"heal:" + sc.name(e.pr2) + ">" + sc.name(e.f)});
  EXPECT_TRUE(tapped(sc, e.pr2));
  // pr2 is tapped and pr1 engaged: nothing is left to declare, the combat resolves.
  ASSERT_EQ(sc.s.phase, Phase::War) << board(sc);
  EXPECT_TRUE(on(sc, e.f));  // net 1 < 2
  EXPECT_TRUE(on(sc, e.pr1));
  EXPECT_TRUE(valid(sc));
}

TEST(MedievaliaVectors, TV08_PretreCannotHealItself) {
  Options o;
  o.engaged_may_use_powers = true;  // so that the damaged pr1 may use its power at all
  Scenario sc(2, o);
  const Tv08 e = tv08_engaged(sc);
  EXPECT_EQ(sc.rejected("heal:" + sc.name(e.pr1) + ">" + sc.name(e.pr1)), "M-6.1");
  sc.ok({"heal:" + sc.name(e.pr1) + ">" + sc.name(e.f)});
  EXPECT_TRUE(tapped(sc, e.pr1));
  EXPECT_TRUE(valid(sc));
}

}  // namespace
}  // namespace arbiter::medievalia::testing
