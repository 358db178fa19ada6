// Medievalia rules beyond the spec's test vectors (vectors_test.cpp) and its options
// (options_*_test.cpp): movement, war and upkeep. Each test is named after the rule it checks and
// cites it (docs/rules/medievalia.md); positions are built with tests/support/medievalia_scenario.h
// and driven through real record tokens.
#include <string>
#include <string_view>

#include "tests/support/medievalia_queries.h"

namespace arbiter::medievalia::testing {
namespace {

// ---------------------------------------------------------------------------------------------
// Movement (M-3.12, M-3.13)

// M-3.12.1, M-3.12.3, M-3.12.5: in step 3 untapped own troops in the own fief move freely
// between free and own hosts, any number of times, without tapping; enemy troops do not prevent
// it; tapped, outside or foreign moves are illegal.
TEST(MedievaliaRules, M3_12_InternalMovementOnlyUntappedTroopsInOwnFief) {
  Scenario sc;
  const int champ1 = sc.place("champ", 0);
  sc.place("champ", 0);
  const int homme = sc.place("homme", 0);
  const int tired = sc.place("soldat", 0, champ1, true);
  sc.place("soldat", 0, -1, false, sc.fief("N"));
  sc.place("soldat", 1);                            // soldat3, in P2's fief
  sc.place("soldat", 1, -1, false, sc.fief("P1"));  // soldat4, an invader in P1's fief
  sc.ok({"attach:homme1@champ1", "attach:homme1@champ2", "detach:homme1", "attach:homme1@city1",
         "detach:homme1", "attach:homme1@champ1"});
  EXPECT_EQ(sc.s.card(homme).host, champ1);
  EXPECT_FALSE(tapped(sc, homme)) << "internal movement never taps";
  EXPECT_EQ(sc.rejected("detach:" + sc.name(tired)), "M-3.12.3");
  EXPECT_EQ(sc.rejected("attach:" + sc.name(tired) + "@champ2"), "M-3.12.3");
  EXPECT_EQ(sc.rejected("attach:soldat2@champ1"), "M-3.12.5") << "a troop in the neutral fief";
  EXPECT_EQ(sc.rejected("attach:homme1@city2"), "M-3.12.1") << "an opponent's host";
  EXPECT_EQ(sc.rejected("attach:soldat4@champ1"), "M-3.12.1") << "an opponent's troop";
  EXPECT_EQ(sc.rejected("attach:homme1@champ1"), "M-3.12.1") << "already there";
  sc.ok({"go:soldat2>P1"});  // step 4: internal movement is over
  EXPECT_EQ(sc.rejected("detach:homme1"), "M-3.12.1");
  EXPECT_FALSE(sc.valid());
}

// M-3.13.1, M-6.4, M-3.13.2: each troop moves once per turn to an adjacent fief, a Chevalier
// twice; tapped troops do not move. M-3.13.5: enemy troops never prevent leaving the own fief.
TEST(MedievaliaRules, M3_13_1_ExternalMoveOncePerCardChevalierTwice) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  sc.place("soldat", 0);
  sc.place("soldat", 0);
  sc.place("chevalier", 0);
  sc.place("soldat", 0, -1, true);
  sc.place("soldat", 1, -1, false, sc.fief("P1"));  // soldat4, an untapped invader
  sc.ok({"go:soldat1>N"});
  EXPECT_EQ(sc.s.phase, Phase::March);
  EXPECT_EQ(sc.rejected("go:soldat1>P1"), "M-3.13.1") << "once per turn";
  EXPECT_EQ(sc.rejected("go:soldat1>P2"), "M-3.13.1");
  sc.ok({"go:soldat2>N", "go:chevalier1>N", "go:chevalier1>P1"});
  EXPECT_EQ(sc.rejected("go:chevalier1>N"), "M-6.4") << "two steps at most";
  EXPECT_EQ(sc.rejected("go:soldat3>N"), "M-3.13.2") << "a tapped troop";
  EXPECT_EQ(sc.rejected("go:soldat1>Q"), "parse");
  EXPECT_EQ(sc.rejected("play:soldat"), "M-3.0") << "no transaction after movement began";
  EXPECT_FALSE(sc.valid());
}

// M-3.12.5: a troop leaving its fief becomes free.
TEST(MedievaliaRules, M3_12_5_AttachedTroopDetachesWhenLeaving) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  const int homme = sc.place("homme", 0, champ);
  sc.ok({"go:homme1>N"});
  EXPECT_EQ(sc.s.card(homme).fief, sc.fief("N"));
  EXPECT_EQ(sc.s.card(homme).host, kNone);
  EXPECT_FALSE(sc.valid());
}

// M-5.6 (upkeep_break=illegal): a booster may not leave when the food it adds is needed. Under
// the default remove_excess it may, and the forced removal follows
// (M5_7_BoosterLeavingForcesRemoval).
TEST(MedievaliaRules, M5_6_NeededBoosterCannotLeave) {
  Options o;
  o.upkeep_break = UpkeepBreak::Illegal;
  Scenario sc(2, o);
  const int champ = sc.place("champ", 0);
  sc.place("homme", 0, champ);  // cap 2: 4 troops
  sc.place("soldat", 0);
  sc.place("soldat", 0);
  EXPECT_EQ(sc.rejected("go:homme1>N"), "M-5.6") << "cap 1 for 3 troops";
  EXPECT_EQ(sc.rejected("detach:homme1"), "M-5.6");
  sc.ok({"go:soldat1>N", "remove:soldat2", "go:homme1>N"});
  EXPECT_FALSE(sc.valid());
}

// M-5.6, M-5.7 (default upkeep_break=remove_excess, « il doit en retirer l'excédant
// immédiatement »): the booster leaves, then the excess troops are removed before anything else.
TEST(MedievaliaRules, M5_7_BoosterLeavingForcesRemoval) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  const int homme = sc.place("homme", 0, champ);  // cap 2: 4 troops
  sc.place("soldat", 0);
  sc.place("soldat", 0);
  sc.ok({"go:homme1>N"});  // cap 1 for 3 troops
  EXPECT_EQ(sc.s.card(homme).fief, sc.fief("N"));
  EXPECT_EQ(sc.s.phase, Phase::Upkeep);
  const Verdict v = sc.play("go:soldat1>N");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->rule, "M-5.7");
  EXPECT_NE(v->reason.find("P1 has 3 troops for 1 food"), std::string::npos) << v->reason;
  EXPECT_NE(v->reason.find("remove 1 troop"), std::string::npos) << v->reason;
  EXPECT_EQ(v->help, "remove:homme1");
  EXPECT_EQ(sc.rejected("remove:city1"), "M-5.7") << "troops only";
  sc.ok({"remove:soldat2"});
  EXPECT_EQ(sc.s.phase, Phase::March) << "back where the move left off";
  EXPECT_FALSE(sc.valid());
}

// M-3.14.1, M-3.14.3: no movement once war is declared; several combats in different fiefs, one
// per fief per turn; free removal stays possible (M-3.7).
TEST(MedievaliaRules, M3_14_NoMovementAfterWarAndOneCombatPerFief) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("N"));   // soldat1
  sc.place("soldat", 0);                            // soldat2
  sc.place("soldat", 0, -1, false, sc.fief("P2"));  // soldat3
  sc.place("homme", 1, -1, false, sc.fief("N"));
  sc.place("homme", 1, -1, false, sc.fief("N"));
  // M-3.14.2: a combat needs an opponent's card in the fief.
  EXPECT_EQ(sc.rejected("war:P1"), "M-3.14.2") << "no card of P2 in P1";
  sc.ok({"war:N"});
  ASSERT_EQ(sc.s.phase, Phase::Order) << "P2's army of two Hommes receives 2";
  sc.ok({"order:homme1"});
  ASSERT_EQ(sc.s.phase, Phase::War);
  EXPECT_EQ(sc.rejected("go:soldat2>N"), "M-3.14.1");
  EXPECT_EQ(sc.rejected("attach:soldat2@city1"), "M-3.12.1");
  EXPECT_EQ(sc.rejected("play:soldat"), "M-3.0");
  EXPECT_EQ(sc.rejected("war:N"), "M-3.14.3") << "one combat per fief per turn";
  sc.ok({"war:P2", "deploy:soldat3>1", "ready", "target:1>city2"});
  EXPECT_EQ(sc.s.phase, Phase::War) << "a second combat, in another fief";
  EXPECT_EQ(sc.rejected("war:P2"), "M-3.14.3");
  sc.ok({"remove:soldat2", "end"});
  EXPECT_FALSE(sc.valid());
}

// ---------------------------------------------------------------------------------------------
// War (M-3.14..M-3.18)

// M-3.18: in a neutral fief every troop of each side there forms one army, tapped ones included;
// nobody deploys or blocks; allocation follows M-3.16.
TEST(MedievaliaRules, M3_18_NeutralFiefCombatAllTroopsOneArmyEach) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  const int n = sc.fief("N");
  const int soldat = sc.place("soldat", 0, -1, false, n);
  const int homme = sc.place("homme", 0, -1, true, n);
  const int enemy = sc.place("soldat", 1, -1, true, n);
  const int home = sc.place("soldat", 0);  // not in N: not involved
  sc.ok({"war:N"});
  ASSERT_EQ(sc.s.phase, Phase::Order) << "P1's army {soldat1, homme1} receives 2";
  EXPECT_EQ(Medievalia::current_seat(sc.s), 0);
  EXPECT_EQ(sc.rejected("deploy:soldat3>1"), "M-3.15");
  EXPECT_EQ(sc.rejected("ready"), "M-3.15");
  sc.ok({"order:homme1"});
  EXPECT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(out_of_game(sc, homme)) << "first in order: takes 1, its defence";
  ASSERT_TRUE(on_table(sc, soldat));
  EXPECT_EQ(sc.s.card(soldat).damage, 1);
  EXPECT_TRUE(out_of_game(sc, enemy)) << "the tapped Soldat fought and took 3";
  EXPECT_EQ(sc.s.card(home).damage, 0);
  EXPECT_FALSE(sc.valid());
  sc.ok({"end"});
  EXPECT_EQ(sc.s.card(soldat).damage, 0) << "M-3.19, I-26: damage vanishes at the end of turn";
}

// M-3.15 step 1: outside his own fief the attacker deploys every deployable troop there.
TEST(MedievaliaRules, M3_15_ForcedDeploymentOutsideOwnFief) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("soldat", 0, -1, true, sc.fief("P2"));  // tapped: not deployable
  sc.place("champ", 1);
  sc.ok({"war:P2"});
  EXPECT_EQ(sc.s.phase, Phase::Deploy);
  EXPECT_EQ(sc.rejected("ready"), "M-3.15") << "deploy at least one unit";
  sc.ok({"deploy:soldat1>1"});
  EXPECT_EQ(sc.rejected("ready"), "M-3.15") << "soldat2 must be deployed too";
  EXPECT_EQ(sc.rejected("deploy:soldat2>3"), "M-3.15") << "units are numbered in order";
  EXPECT_EQ(sc.rejected("deploy:soldat3>2"), "M-3.15") << "a tapped troop is not deployable";
  EXPECT_EQ(sc.rejected("deploy:soldat1>1"), "M-3.15") << "deployed once";
  sc.ok({"deploy:soldat2>2", "ready"});
  EXPECT_EQ(sc.s.phase, Phase::Target) << "P2 has nothing to block with";
  EXPECT_FALSE(sc.valid());
}

// M-3.15 step 2, M-3.14.7: at home the attacker may keep troops back; a defender outside his own
// fief blocks with every deployable troop (one army under block_one_to_one).
TEST(MedievaliaRules, M3_15_DefenderOutsideOwnFiefMustBlockWithAll) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  sc.place("soldat", 0);                            // soldat1
  sc.place("soldat", 1, -1, false, sc.fief("P1"));  // soldat2, invader
  sc.place("soldat", 1, -1, false, sc.fief("P1"));  // soldat3, invader
  sc.place("soldat", 0);                            // soldat4, kept back
  sc.ok({"war:P1", "deploy:soldat1>1", "ready"});
  ASSERT_EQ(sc.s.phase, Phase::Block);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 1);
  EXPECT_EQ(sc.rejected("ready"), "M-3.15");
  EXPECT_EQ(sc.rejected("block:soldat4>1"), "M-3.15") << "not a defending troop";
  sc.ok({"block:soldat2>1"});
  EXPECT_EQ(sc.rejected("ready"), "M-3.15") << "soldat3 must block too";
  EXPECT_EQ(sc.rejected("block:soldat2>1"), "A-15");
  sc.ok({"block:soldat3>1", "ready"});
  ASSERT_EQ(sc.s.phase, Phase::Order) << "P2's blocking army receives 2";
  EXPECT_EQ(Medievalia::current_seat(sc.s), 1);
  sc.ok({"order:soldat3"});
  EXPECT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(out_of_game(sc, sc.config().type(sc.type("soldat")).first_id)) << "soldat1 took 4";
  EXPECT_TRUE(out_of_game(sc, sc.config().type(sc.type("soldat")).first_id + 2)) << "soldat3";
  EXPECT_TRUE(on_table(sc, sc.config().type(sc.type("soldat")).first_id + 1)) << "soldat2";
  EXPECT_FALSE(sc.valid());
}

// M-3.15 step 3, M-3.10.4, A-17: a free unit targets a territory, the City or any troop of the
// defender in that fief, tapped ones included; an attached troop is reached through its host;
// buildings are never targets. A tapped target strikes back.
TEST(MedievaliaRules, M3_15_TargetsOfFreeUnits) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));  // soldat1
  const int champ = sc.place("champ", 1);
  sc.place("homme", 1, champ);
  sc.place("eglise", 1, champ);
  const int target = sc.place("soldat", 1, -1, true);  // soldat2, tapped
  sc.place("soldat", 1, -1, false, sc.fief("N"));      // soldat3, elsewhere
  sc.ok({"war:P2", "deploy:soldat1>1", "ready"});
  ASSERT_EQ(sc.s.phase, Phase::Target) << "P2 has no deployable troop";
  EXPECT_EQ(sc.rejected("target:1>homme1"), "M-3.15") << "attached: target its host";
  EXPECT_EQ(sc.rejected("target:1>eglise1"), "M-3.10.4");
  EXPECT_EQ(sc.rejected("target:1>soldat3"), "M-3.15") << "not in this fief";
  EXPECT_EQ(sc.rejected("target:1>soldat1"), "M-3.15") << "an own card";
  EXPECT_EQ(sc.rejected("target:2>soldat2"), "M-3.15") << "no unit 2";
  sc.ok({"target:1>soldat2"});
  EXPECT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(out_of_game(sc, target));
  EXPECT_TRUE(out_of_game(sc, sc.config().type(sc.type("soldat")).first_id))
      << "the tapped target struck back with 2";
  EXPECT_FALSE(sc.valid());
}

// M-3.17.4, M-7.2, M-8.3, I-28: a City destroyed eliminates its owner (all his cards out of
// game) and, with no enemy left, wins the game by military victory. Nothing follows (M-7.5).
TEST(MedievaliaRules, M7_2_CityDestroyedEliminatesOwnerAndWins) {
  Scenario sc;
  sc.place("champ", 0);
  const int chevalier = sc.place("chevalier", 0, -1, false, sc.fief("P2"));
  const int champ = sc.place("champ", 1);
  const int away = sc.place("soldat", 1, -1, false, sc.fief("N"));
  sc.hand("homme", 1, 3);
  EXPECT_EQ(sc.rejected("war:N"), "M-3.14.2") << "M-3.14.2: no own troop in N";
  sc.ok({"war:P2", "deploy:chevalier1>1", "ready", "target:1>city2"});
  EXPECT_EQ(sc.s.phase, Phase::GameOver);
  EXPECT_EQ(sc.s.end_reason, static_cast<std::uint8_t>(EndReason::Military));
  EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{1, 0}));
  EXPECT_FALSE(sc.s.player(1).alive);
  EXPECT_TRUE(out_of_game(sc, sc.city(1)));
  EXPECT_TRUE(out_of_game(sc, champ));
  EXPECT_TRUE(out_of_game(sc, away)) << "in any fief";
  EXPECT_EQ(hand_size(sc.s, 1), 0);
  EXPECT_EQ(sc.s.card(chevalier).damage, 1) << "the City struck back with 1";
  EXPECT_EQ(sc.rejected("end"), "M-7.5");
  EXPECT_FALSE(sc.valid());
}

// M-3.17.4: the City's guards are filled first; the City falls only if every guard is
// eliminated and the leftover reaches its defence (3). Guards and City strike back together.
TEST(MedievaliaRules, M3_17_4_GuardsBeforeTheCity) {
  {
    Scenario sc;
    sc.place("champ", 0);
    const int chevalier = sc.place("chevalier", 0, -1, false, sc.fief("P2"));
    sc.place("champ", 1);
    const int guard = sc.place("soldat", 1, sc.city(1));
    sc.ok({"war:P2", "deploy:chevalier1>1", "ready", "target:1>city2"});
    EXPECT_EQ(sc.s.phase, Phase::War);
    EXPECT_TRUE(out_of_game(sc, guard)) << "the guard absorbed 2";
    EXPECT_TRUE(on_table(sc, sc.city(1))) << "leftover 2 < 3";
    EXPECT_TRUE(sc.s.player(1).alive);
    EXPECT_TRUE(out_of_game(sc, chevalier)) << "guard 2 + City 1 struck back";
    EXPECT_FALSE(sc.valid());
  }
  {
    Scenario sc;
    sc.place("champ", 0);
    sc.place("chevalier", 0, -1, false, sc.fief("P2"));
    sc.place("chevalier", 0, -1, false, sc.fief("P2"));
    sc.place("champ", 1);
    sc.place("soldat", 1, sc.city(1));
    sc.ok({"war:P2", "deploy:chevalier1>1", "deploy:chevalier2>1", "ready", "target:1>city2"});
    ASSERT_EQ(sc.s.phase, Phase::Order) << "P1's army receives 3";
    sc.ok({"order:chevalier2"});
    EXPECT_EQ(sc.s.phase, Phase::GameOver) << "8 damage: guard 2, leftover 6 >= 3";
    EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{1, 0}));
  }
}

// M-3.17.1, M-3.16.4, I-24: a guard saved by a Prêtre after allocation keeps its territory,
// even though the leftover reached 1.
TEST(MedievaliaRules, M3_17_1_HealedGuardKeepsItsTerritory) {
  Scenario sc;
  sc.place("champ", 0);  // champ1
  const int soldat = sc.place("soldat", 0, -1, false, sc.fief("P2"));
  const int champ = sc.place("champ", 1);         // champ2
  const int guard = sc.place("homme", 1, champ);  // homme1
  const int pretre = sc.place("pretre", 1);
  sc.ok({"war:P2", "deploy:soldat1>1", "ready"});
  ASSERT_EQ(sc.s.phase, Phase::Block) << "the Prêtre could block";
  sc.ok({"ready", "target:1>champ2"});
  ASSERT_EQ(sc.s.phase, Phase::Powers);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 1) << "P1 has no power: the defender's side acts";
  EXPECT_EQ(sc.s.card(guard).damage, 1);
  EXPECT_EQ(sc.rejected("heal:pretre1>pretre1"), "M-6.1") << "not itself";
  sc.ok({"heal:pretre1>homme1"});
  EXPECT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(on_table(sc, guard));
  EXPECT_TRUE(on_table(sc, champ)) << "a guard survived: the territory stands";
  EXPECT_TRUE(tapped(sc, pretre)) << "M-6.0.1: the power taps, even out of turn";
  EXPECT_EQ(sc.s.card(soldat).damage, 1) << "the guard struck back";
  EXPECT_FALSE(sc.valid());
}

// M-3.17.1, A-41, M-3.11: a military building guards its host with its own A/D; eliminated, it
// goes out of game even though its territory survives (leftover 0); VP drop.
TEST(MedievaliaRules, M3_17_1_MilitaryBuildingGuardRemovedWhenEliminated) {
  Scenario sc;
  sc.place("champ", 0);                                // champ1
  sc.place("chevalier", 0, -1, false, sc.fief("P2"));  // chevalier1
  sc.place("homme", 0, -1, false, sc.fief("P2"));      // homme1
  const int champ = sc.place("champ", 1);              // champ2
  const int tour = sc.place("tour", 1, champ);
  const int guard = sc.place("homme", 1, champ);  // homme2
  EXPECT_EQ(vp(sc.s, 1), 1);
  sc.ok({"war:P2", "deploy:chevalier1>1", "deploy:homme1>1", "ready", "target:1>champ2"});
  ASSERT_EQ(sc.s.phase, Phase::Order);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 0) << "P1 orders his army (it receives 1 + 1)";
  sc.ok({"order:homme1"});
  ASSERT_EQ(sc.s.phase, Phase::Order);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 1) << "P2 orders the guards";
  sc.ok({"order:tour1"});
  EXPECT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(out_of_game(sc, tour)) << "4 >= 4: eliminated";
  EXPECT_TRUE(out_of_game(sc, guard));
  EXPECT_TRUE(on_table(sc, champ)) << "leftover 0: the territory survives";
  EXPECT_EQ(vp(sc.s, 1), 0);
  EXPECT_FALSE(sc.valid());
}

// M-6.2, M-6.0.6, I-18: the defender's side uses its Archer out of turn in step 5; an Archer
// in range shoots a troop of an army; the attacker's side declares first.
TEST(MedievaliaRules, M6_2_ArcherOutOfTurnByTheDefenderSide) {
  Scenario sc;
  sc.place("champ", 0);
  const int soldat = sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("homme", 1);  // homme1, P2's
  const int archer = sc.place("archer", 1);
  sc.ok({"war:P2", "deploy:soldat1>1", "ready", "ready", "target:1>homme1"});
  ASSERT_EQ(sc.s.phase, Phase::Powers);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 1);
  EXPECT_EQ(sc.rejected("P1:pass"), "I-18");
  auto a = Medievalia::parse_action(sc.s, "P2:shoot:archer1>soldat1");
  ASSERT_TRUE(a) << a.error();
  EXPECT_EQ(a->seat, 1);
  sc.ok({"P2:shoot:archer1>soldat1"});
  EXPECT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(out_of_game(sc, soldat)) << "1 from the Homme + 1 from the Archer";
  EXPECT_TRUE(tapped(sc, archer));
  EXPECT_FALSE(sc.valid());
}

// M-6.2: troops attached to a City are immune to the Archer.
TEST(MedievaliaRules, M6_2_TroopsOnTheCityAreImmuneToArchers) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));  // soldat1
  sc.place("archer", 0, -1, false, sc.fief("N"));   // archer1, in range
  sc.place("homme", 1, sc.city(1));                 // homme1, guards the City
  sc.place("homme", 1);                             // homme2, free
  sc.ok({"war:P2", "deploy:soldat1>1", "ready", "ready", "target:1>homme2"});
  ASSERT_EQ(sc.s.phase, Phase::Powers);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 0);
  EXPECT_EQ(sc.rejected("shoot:archer1>homme1"), "M-6.2");
  EXPECT_EQ(sc.rejected("shoot:archer1>soldat1"), "M-6.2") << "not an own troop";
  EXPECT_EQ(sc.rejected("shoot:archer1>champ1"), "M-6.2") << "never a territory";
  EXPECT_EQ(sc.rejected("shoot:archer1>city2"), "M-6.2");
  sc.ok({"pass"});
  EXPECT_EQ(sc.s.phase, Phase::War);
}

// M-3.16.4: heals come after allocation, which is never recomputed: a healed Soldat survives,
// while the Homme behind it still dies of what it took.
TEST(MedievaliaRules, M3_16_4_PretreHealsAfterAllocation) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  const int soldat = sc.place("soldat", 0, -1, false, sc.fief("P2"));  // soldat1
  const int homme = sc.place("homme", 0, -1, false, sc.fief("P2"));    // homme1
  const int pretre = sc.place("pretre", 0, -1, false, sc.fief("N"));
  sc.place("pretre", 0);  // pretre2, in P1: out of range of P2's fief
  sc.place("soldat", 1);  // soldat2
  sc.place("homme", 1);   // homme2
  sc.ok({"war:P2", "deploy:soldat1>1", "deploy:homme1>1", "ready", "block:soldat2>1",
         "block:homme2>1", "ready"});
  ASSERT_EQ(sc.s.phase, Phase::Order);
  sc.ok({"order:soldat1"});
  ASSERT_EQ(sc.s.phase, Phase::Order);
  sc.ok({"order:soldat2"});
  ASSERT_EQ(sc.s.phase, Phase::Powers);
  EXPECT_EQ(sc.s.card(soldat).damage, 2);
  EXPECT_EQ(sc.s.card(homme).damage, 1);
  EXPECT_EQ(sc.rejected("heal:pretre2>soldat1"), "M-6.1") << "M-2.9: P1 and P2 are not adjacent";
  sc.ok({"heal:pretre1>soldat1"});
  EXPECT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(on_table(sc, soldat)) << "net 1 < 2";
  EXPECT_TRUE(out_of_game(sc, homme)) << "allocation is not recomputed";
  EXPECT_TRUE(tapped(sc, pretre));
  EXPECT_FALSE(sc.valid());
}

// M-6.2 [P], M-3.15 step 5: declarations alternate, attacker's side first; any declaration gives
// the turn to the other side; two passes in a row end step 5.
TEST(MedievaliaRules, M6_2_PowersAlternateAttackerFirstTwoPassesEnd) {
  auto setup = [](Scenario& sc) {
    sc.place("champ", 0);
    sc.place("soldat", 0, -1, false, sc.fief("P2"));  // soldat1
    sc.place("archer", 0, -1, false, sc.fief("N"));   // archer1, in range of P2's fief
    sc.place("soldat", 1);                            // soldat2
    sc.place("archer", 1);                            // archer2
    sc.ok({"war:P2", "deploy:soldat1>1", "ready", "ready", "target:1>soldat2"});
  };
  {
    Scenario sc;
    setup(sc);
    ASSERT_EQ(sc.s.phase, Phase::Powers);
    EXPECT_EQ(Medievalia::current_seat(sc.s), 0) << "the attacker's side first";
    EXPECT_EQ(sc.rejected("P2:shoot:archer2>soldat1"), "M-6.2");
    sc.ok({"pass"});
    EXPECT_EQ(Medievalia::current_seat(sc.s), 1);
    sc.ok({"pass"});
    EXPECT_EQ(sc.s.phase, Phase::War) << "two passes end step 5";
  }
  {
    Scenario sc;
    setup(sc);
    sc.ok({"pass", "shoot:archer2>archer1"});
    ASSERT_EQ(sc.s.phase, Phase::Powers) << "after a declaration the other side may answer";
    EXPECT_EQ(Medievalia::current_seat(sc.s), 0);
    sc.ok({"shoot:archer1>archer2"});  // a tapped troop is still a target
    EXPECT_EQ(sc.s.phase, Phase::War) << "nobody can act: passes end step 5";
    EXPECT_EQ(sc.s.card(sc.config().type(sc.type("archer")).first_id).zone, Zone::Out);
    EXPECT_EQ(sc.s.card(sc.config().type(sc.type("archer")).first_id + 1).zone, Zone::Out);
    EXPECT_FALSE(sc.valid());
  }
}

// M-3.18, M-6.0.4: troops of a neutral-fief army are engaged and use no tapping power; a
// Prêtre elsewhere in range still heals.
TEST(MedievaliaRules, M3_18_NeutralArmyTroopsUseNoPowers) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  const int soldat = sc.place("soldat", 0, -1, false, sc.fief("N"));   // soldat1
  const int engaged = sc.place("pretre", 0, -1, false, sc.fief("N"));  // pretre1
  const int home = sc.place("pretre", 0);                              // pretre2, in P1
  sc.place("soldat", 1, -1, false, sc.fief("N"));                      // soldat2
  sc.ok({"war:N", "order:soldat1"});
  ASSERT_EQ(sc.s.phase, Phase::Powers);
  EXPECT_EQ(sc.s.card(soldat).damage, 2);
  EXPECT_EQ(sc.rejected("heal:pretre1>soldat1"), "M-6.1") << "engaged in the army";
  sc.ok({"heal:pretre2>soldat1"});
  EXPECT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(on_table(sc, soldat)) << "net 1 < 2";
  EXPECT_FALSE(tapped(sc, engaged));
  EXPECT_TRUE(tapped(sc, home));
  EXPECT_FALSE(sc.valid());
}

// A-16, M-3.15 step 4: several units may target the same card; their damage is summed and the
// target's owner picks which of them it strikes back.
TEST(MedievaliaRules, A16_SeveralUnitsOnOneTargetAndTheStrikeBackChoice) {
  Scenario sc;
  sc.place("champ", 0);
  const int soldat = sc.place("soldat", 0, -1, false, sc.fief("P2"));  // soldat1
  const int homme = sc.place("homme", 0, -1, false, sc.fief("P2"));    // homme1
  sc.place("champ", 1);
  const int target = sc.place("soldat", 1);  // soldat2
  sc.ok({"war:P2", "deploy:soldat1>1", "deploy:homme1>2", "ready", "ready", "target:1>soldat2",
         "target:2>soldat2"});
  ASSERT_EQ(sc.s.phase, Phase::Strike);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 1);
  EXPECT_EQ(sc.rejected("strike:soldat2>3"), "M-3.15");
  auto a = Medievalia::parse_action(sc.s, "strike:soldat2>2");
  ASSERT_TRUE(a) << a.error();
  EXPECT_EQ(Medievalia::action_to_text(sc.s, *a), "strike:soldat2>2");
  sc.ok({"strike:soldat2>2"});
  EXPECT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(out_of_game(sc, target)) << "2 + 1 = 3 damage";
  EXPECT_TRUE(out_of_game(sc, homme)) << "struck back";
  EXPECT_EQ(sc.s.card(soldat).damage, 0);
  EXPECT_FALSE(sc.valid());
}

// M-3.10.3, M-3.17.4: a civil building on the City gives its +0/1 to the City or to a guard, its
// owner's choice; on the City it can save it (leftover 3 < 3 + 1).
TEST(MedievaliaRules, M3_10_3_CivilBuildingBonusToTheCity) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("chevalier", 0, -1, false, sc.fief("P2"));  // chevalier1
  sc.place("homme", 0, -1, false, sc.fief("P2"));      // homme1
  sc.place("champ", 1);
  const int guard = sc.place("soldat", 1, sc.city(1));
  sc.place("eglise", 1, sc.city(1));
  sc.ok({"war:P2", "deploy:chevalier1>1", "deploy:homme1>1", "ready", "target:1>city2"});
  ASSERT_EQ(sc.s.phase, Phase::Bonus);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 1);
  EXPECT_EQ(sc.rejected("bonus:eglise1>homme1"), "M-3.10.3");
  EXPECT_EQ(sc.rejected("bonus:eglise1>champ1"), "M-3.10.3");
  sc.ok({"bonus:eglise1>city2", "order:homme1"});
  EXPECT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(out_of_game(sc, guard));
  EXPECT_TRUE(on_table(sc, sc.city(1))) << "5 damage: guard 2, leftover 3 < 4";
  EXPECT_TRUE(sc.s.player(1).alive);
  EXPECT_FALSE(sc.valid());
}

// M-3.14.4, A-36, I-21: allied troops in the fight's fief never join it, on either side.
TEST(MedievaliaRules, M3_14_4_AlliesNeverJoinACombat) {
  Scenario sc(4);
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));  // soldat1, P1
  sc.place("soldat", 2, -1, false, sc.fief("P2"));  // soldat2, P3 (P1's ally)
  sc.place("champ", 1);
  const int defender = sc.place("soldat", 1);       // soldat3, P2
  sc.place("soldat", 3, -1, false, sc.fief("P2"));  // soldat4, P4 (P2's ally)
  sc.ok({"war:P2/P2"});
  EXPECT_EQ(sc.rejected("deploy:soldat2>1"), "M-3.15") << "the ally's troop";
  sc.ok({"deploy:soldat1>1", "ready"});
  ASSERT_EQ(sc.s.phase, Phase::Block);
  EXPECT_EQ(sc.rejected("block:soldat4>1"), "M-3.15") << "the defender's ally's troop";
  EXPECT_EQ(sc.rejected("P4:block:soldat4>1"), "I-18");
  sc.ok({"ready"});
  EXPECT_EQ(sc.rejected("target:1>soldat4"), "M-3.15") << "not the defender's card";
  EXPECT_EQ(sc.rejected("target:1>soldat2"), "M-3.15");
  sc.ok({"target:1>soldat3"});
  EXPECT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(out_of_game(sc, defender));
  for (int k = 1; k <= 3; k += 2)
    EXPECT_EQ(sc.s.card(sc.config().type(sc.type("soldat")).first_id + k).damage, 0);
  EXPECT_FALSE(sc.valid());
}

// ---------------------------------------------------------------------------------------------
// Upkeep (M-5)

// M-5.7, M-3.0 step 0, A-34: losses in an opponent's turn are enforced at the start of the
// owner's turn: a forced removal of troops of his choice, tapped or not, before the draw; only
// `remove:` is accepted then.
TEST(MedievaliaRules, M5_7_ForcedRemovalAtStepZeroAfterLosingABooster) {
  Scenario sc;
  sc.place("champ", 0);                             // champ1
  sc.place("soldat", 0, -1, false, sc.fief("P2"));  // soldat1
  const int champ = sc.place("champ", 1);           // champ2
  sc.place("homme", 1, champ);                      // homme1: booster, cap 2 -> 4 troops
  sc.place("soldat", 1);                            // soldat2
  sc.place("soldat", 1);                            // soldat3
  sc.place("soldat", 1, -1, true);                  // soldat4, tapped
  sc.ok({"war:P2", "deploy:soldat1>1", "ready", "ready", "target:1>champ2"});
  ASSERT_EQ(sc.s.phase, Phase::War);
  EXPECT_TRUE(out_of_game(sc, champ)) << "the guard absorbed 1, leftover 1";
  sc.ok({"end"});
  ASSERT_EQ(sc.s.phase, Phase::Upkeep) << "3 troops, no food";
  EXPECT_EQ(Medievalia::current_seat(sc.s), 1);
  EXPECT_EQ(sc.rejected("draw:T"), "M-5.7");
  EXPECT_EQ(sc.rejected("end"), "M-5.7");
  EXPECT_EQ(sc.rejected("remove:city2"), "M-5.7") << "troops only";
  EXPECT_EQ(sc.rejected("remove:soldat1"), "M-3.7") << "not an opponent's troop";
  sc.ok({"remove:soldat4", "remove:soldat2"});
  EXPECT_EQ(sc.s.phase, Phase::Upkeep);
  sc.ok({"remove:soldat3"});
  EXPECT_EQ(sc.s.phase, Phase::Draw) << "fed again: the turn goes on with the draw";
  EXPECT_FALSE(sc.valid());
}

// M-5.7, I-20: a booster lost during the owner's own turn (an enemy Archer, out of turn) forces
// the removal at once, then the turn goes on where it was.
TEST(MedievaliaRules, M5_7_ForcedRemovalMidTurnAfterLosingABooster) {
  Scenario sc;
  const int champ = sc.place("champ", 0);           // champ1
  const int booster = sc.place("homme", 0, champ);  // homme1: cap 2, 4 troops
  sc.place("soldat", 0, -1, false, sc.fief("P2"));  // soldat1
  sc.place("soldat", 0);                            // soldat2
  sc.place("soldat", 0);                            // soldat3
  sc.place("archer", 1, -1, false, sc.fief("N"));   // P2's, in range of P1's fief
  sc.place("champ", 1);                             // champ2
  sc.ok({"war:P2", "deploy:soldat1>1", "ready", "target:1>champ2"});
  ASSERT_EQ(sc.s.phase, Phase::Powers);
  sc.ok({"shoot:archer1>homme1"});
  EXPECT_TRUE(out_of_game(sc, booster));
  ASSERT_EQ(sc.s.phase, Phase::Upkeep) << "3 troops for 1 food";
  EXPECT_EQ(Medievalia::current_seat(sc.s), 0);
  EXPECT_EQ(sc.rejected("end"), "M-5.7");
  EXPECT_EQ(sc.rejected("war:N"), "M-5.7");
  sc.ok({"remove:soldat1"});
  EXPECT_EQ(sc.s.phase, Phase::War) << "back to step 4";
  sc.ok({"end"});
  EXPECT_FALSE(sc.valid());
}

}  // namespace
}  // namespace arbiter::medievalia::testing
