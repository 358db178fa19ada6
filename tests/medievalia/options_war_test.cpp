// One test per Medievalia rule option (engine/medievalia/options.cpp), here movement, war, upkeep
// and power options: each shows the default reading and the alternative(s) differing exactly as the
// option's doc line and docs/rules/medievalia.md (section 10 and the [O:name] tags) say.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "tests/support/medievalia_option_helpers.h"

namespace arbiter::medievalia::testing {
namespace {

// ---------------------------------------------------------------------------------------------
// Guards, movement, combat.

TEST(MedievaliaOptions, TappedGuardGuards) {
  for (bool guards : {true, false}) {
    SCOPED_TRACE(guards);
    Options o;
    o.tapped_guard_guards = guards;
    {  // siege condition (2): P1's only territory is guarded by a tapped Homme
      Scenario sc(2, o);
      const int champ = sc.place("champ", 0);
      const int guard = sc.place("homme", 0, champ);
      sc.place("champ", 1);                 // P2's food
      sc.place("soldat", 1, -1, false, 0);  // an enemy troop in P1's fief
      sc.hand("homme", 0);
      sc.ok({"play:homme", "tap:champ1", "pay"});  // taps champ1 and its guard
      ASSERT_TRUE(sc.s.card(guard).flags & kTapped);
      EXPECT_EQ(is_guarded(sc.s, champ), guards);
      end_turn(sc);
      pass_turn(sc);  // P2
      EXPECT_EQ(sc.s.active, 0);
      EXPECT_EQ(sc.s.player(0).siege, guards ? 0 : 1) << "M-7.3 at P1's step 0";
      EXPECT_FALSE(sc.valid());
    }
    {  // combat: P2's Soldat targets champ1, guarded by two tapped Hommes
      Scenario sc(2, o);
      const int champ = sc.place("champ", 0);
      const int h1 = sc.place("homme", 0, champ), h2 = sc.place("homme", 0, champ);
      sc.place("champ", 1);
      const int soldat = sc.place("soldat", 1, -1, false, 0);
      sc.ok({"extra:C", "tap:champ1", "tap:city1", "pay", "*homme"});  // 3 F + 1 M
      ASSERT_TRUE(sc.s.card(h1).flags & kTapped);
      end_turn(sc);
      sc.ok({"draw:C", "*homme", "war:P1", "deploy:soldat1>1", "ready", "target:1>champ1"});
      if (guards) {
        sc.ok({"order:homme1"});  // P1 orders his guards
        EXPECT_EQ(sc.s.card(champ).zone, Zone::Table) << "L = 0: the territory survives";
        EXPECT_EQ(sc.s.card(h1).zone, Zone::Out);
        EXPECT_EQ(sc.s.card(h2).zone, Zone::Out);
        EXPECT_EQ(sc.s.card(soldat).zone, Zone::Out) << "the guards strike back with 2";
      } else {
        EXPECT_EQ(sc.s.card(champ).zone, Zone::Out) << "M-3.17.2: unguarded, destroyed";
        EXPECT_EQ(sc.s.card(h1).zone, Zone::Table);
        EXPECT_EQ(sc.s.card(h1).host, kNone) << "A-27: troops stay, free";
        EXPECT_EQ(sc.s.card(h2).zone, Zone::Table);
        EXPECT_EQ(sc.s.card(soldat).damage, 0) << "a territory strikes back with 0";
      }
      EXPECT_EQ(sc.s.phase, Phase::War);
      EXPECT_FALSE(sc.valid());
    }
  }
}

TEST(MedievaliaOptions, ExternalMoveUnit) {
  for (ExternalMoveUnit unit : {ExternalMoveUnit::PerCard, ExternalMoveUnit::SingleGroup}) {
    const bool group = unit == ExternalMoveUnit::SingleGroup;
    SCOPED_TRACE(group ? "single_group" : "per_card");
    Options o;
    o.external_move_unit = unit;
    Scenario sc(2, o);
    sc.place("champ", 0);
    sc.place("champ", 0);
    const int s1 = sc.place("soldat", 0), s2 = sc.place("soldat", 0);
    const int s3 = sc.place("soldat", 0, -1, false, sc.fief("N"));
    sc.ok({"go:soldat1>N"});
    EXPECT_EQ(rule_of(sc, "go:soldat2>N"), "") << "same origin and destination: one group";
    EXPECT_EQ(rule_of(sc, "go:soldat3>P2"), group ? "M-3.13.1" : "");
    EXPECT_EQ(rule_of(sc, "go:soldat1>P2"), "M-3.13.1") << "once per card under both readings";
    EXPECT_EQ(sc.s.card(s1).fief, sc.fief("N"));
    EXPECT_EQ(sc.s.card(s2).fief, sc.fief("N"));
    EXPECT_EQ(sc.s.card(s3).fief, group ? sc.fief("N") : sc.fief("P2"));
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, ExternalMoveRequiresUntapped) {
  for (bool untapped : {true, false}) {
    SCOPED_TRACE(untapped);
    Options o;
    o.external_move_requires_untapped = untapped;
    Scenario sc(2, o);
    sc.place("champ", 0);
    const int homme = sc.place("homme", 0);
    sc.hand("champ", 0);
    sc.ok({"play:champ", "tap:homme1", "pay"});
    ASSERT_TRUE(sc.s.card(homme).flags & kTapped);
    EXPECT_EQ(rule_of(sc, "go:homme1>N"), untapped ? "M-3.13.2" : "");
    EXPECT_EQ(sc.s.card(homme).fief, untapped ? sc.fief("P1") : sc.fief("N"));
    EXPECT_TRUE(sc.s.card(homme).flags & kTapped) << "M-3.13.2: moving never untaps";
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, NeutralBlocking) {
  for (NeutralBlocking nb : {NeutralBlocking::Onward, NeutralBlocking::SameTurn}) {
    const bool onward = nb == NeutralBlocking::Onward;
    SCOPED_TRACE(onward ? "onward" : "same_turn");
    Options o;
    o.neutral_blocking = nb;
    Scenario sc(2, o);
    sc.place("champ", 0);
    const int mine = sc.place("soldat", 0, -1, false, sc.fief("N"));  // there since last turn
    sc.place("soldat", 1, -1, false, sc.fief("N"));                   // untapped enemy
    sc.place("chevalier", 0);
    // TV-01: moving on from N toward P2.
    EXPECT_EQ(rule_of(sc, "go:soldat1>P2"), onward ? "M-3.13.3" : "");
    EXPECT_EQ(sc.s.card(mine).fief, onward ? sc.fief("N") : sc.fief("P2"));
    // A Chevalier crossing N within one turn is blocked under both readings.
    sc.ok({"go:chevalier1>N"});
    EXPECT_EQ(rule_of(sc, "go:chevalier1>P2"), "M-3.13.3");
    EXPECT_EQ(rule_of(sc, "go:chevalier1>P1"), "") << "M-3.13.5: home is always open";
    if (onward) {
      EXPECT_EQ(rule_of(sc, "go:soldat1>P1"), "") << "retreat home";
    }
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, CombatTaps) {
  for (bool taps : {false, true}) {
    SCOPED_TRACE(taps);
    Options o;
    o.combat_taps = taps;
    Scenario sc(2, o);
    sc.place("champ", 0);
    sc.place("champ", 0);
    const int chevalier = sc.place("chevalier", 0, -1, false, sc.fief("N"));
    const int enemy_n = sc.place("homme", 1, -1, false, sc.fief("N"));
    const int attacker = sc.place("homme", 0, -1, false, sc.fief("P2"));  // 1/1
    const int s2 = sc.place("soldat", 0, -1, false, sc.fief("P2"));
    const int blocker = sc.place("soldat", 1);  // 2/2
    // A neutral-fief combat (M-3.18): the armies fight at once.
    sc.ok({"war:N"});
    EXPECT_EQ(sc.s.phase, Phase::War);
    EXPECT_EQ(sc.s.card(enemy_n).zone, Zone::Out);
    EXPECT_EQ(sc.s.card(chevalier).zone, Zone::Table);
    EXPECT_EQ(static_cast<bool>(sc.s.card(chevalier).flags & kTapped), taps) << "M-3.14.6";
    // A combat in P2's fief: P2's Soldat blocks unit 1 (a Homme) and survives; unit 2 hits the
    // City (1/3), which survives too.
    sc.ok({"war:P2", join("deploy:", sc.name(attacker)) + ">1", join("deploy:", sc.name(s2)) + ">2",
           "ready", join("block:", sc.name(blocker)) + ">1", "ready", "target:2>city2"});
    EXPECT_EQ(sc.s.phase, Phase::War);
    EXPECT_EQ(sc.s.card(attacker).zone, Zone::Out);
    EXPECT_EQ(sc.s.card(blocker).zone, Zone::Table);
    EXPECT_EQ(sc.s.card(blocker).damage, 1);
    EXPECT_EQ(sc.s.card(sc.city(1)).zone, Zone::Table);
    EXPECT_EQ(static_cast<bool>(sc.s.card(blocker).flags & kTapped), taps) << "a blocking unit";
    EXPECT_EQ(static_cast<bool>(sc.s.card(s2).flags & kTapped), taps) << "an attacking unit";
    EXPECT_FALSE(sc.s.card(sc.city(1)).flags & kTapped) << "only troops in units tap";
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, AttackAtHome) {
  for (bool home : {true, false}) {
    SCOPED_TRACE(home);
    Options o;
    o.attack_at_home = home;
    Scenario sc(2, o);
    sc.place("champ", 0);
    sc.place("soldat", 0);
    sc.place("soldat", 1, -1, false, sc.fief("P1"));  // an invader
    EXPECT_EQ(rule_of(sc, "war:P1"), home ? "" : "M-3.14.7");
    EXPECT_EQ(sc.s.phase, home ? Phase::Deploy : Phase::Main);
    if (home) {
      sc.ok({"deploy:soldat1>1", "ready"});
      EXPECT_EQ(rule_of(sc, "ready"), "M-3.15") << "the invader is outside his fief: he blocks";
      sc.ok({"block:soldat2>1", "ready"});
      EXPECT_EQ(sc.s.phase, Phase::War);
    }
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, BlockOneToOne) {
  for (bool one : {true, false}) {
    SCOPED_TRACE(one);
    Options o;
    o.block_one_to_one = one;
    Scenario sc(2, o);
    sc.place("champ", 0);
    const int s1 = sc.place("soldat", 0, -1, false, sc.fief("P2"));
    const int s2 = sc.place("soldat", 0, -1, false, sc.fief("P2"));
    const int homme = sc.place("homme", 1);
    sc.ok({"war:P2", "deploy:soldat1>1", "deploy:soldat2>2", "ready", "block:homme1>1"});
    EXPECT_EQ(rule_of(sc, "block:homme1>2"), one ? "A-15" : "");
    if (one) {
      sc.ok({"ready", "target:2>city2"});
      EXPECT_EQ(sc.s.card(s1).damage, 1);
      EXPECT_EQ(sc.s.card(s2).damage, 1) << "the City strikes back";
    } else {
      sc.ok({"ready"});
      ASSERT_EQ(sc.s.phase, Phase::Strike) << "the Homme blocks two units: P2 picks one";
      sc.ok({"strike:homme1>2"});
      EXPECT_EQ(sc.s.card(s1).damage, 0);
      EXPECT_EQ(sc.s.card(s2).damage, 1);
    }
    EXPECT_EQ(sc.s.card(homme).zone, Zone::Out);
    EXPECT_EQ(sc.s.phase, Phase::War);
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, TappedTargetStrikesBack) {
  for (bool strikes : {true, false}) {
    SCOPED_TRACE(strikes);
    Options o;
    o.tapped_target_strikes_back = strikes;
    {  // a tapped free Homme targeted
      Scenario sc(2, o);
      sc.place("champ", 0);
      const int soldat = sc.place("soldat", 0, -1, false, sc.fief("P2"));
      const int homme = sc.place("homme", 1, -1, true);
      sc.ok({"war:P2", "deploy:soldat1>1", "ready", "target:1>homme1"});
      EXPECT_EQ(sc.s.card(homme).zone, Zone::Out);
      EXPECT_EQ(sc.s.card(soldat).damage, strikes ? 1 : 0);
      EXPECT_FALSE(sc.valid());
    }
    {  // a territory guarded by a tapped Homme
      Scenario sc(2, o);
      sc.place("champ", 0);
      const int soldat = sc.place("soldat", 0, -1, false, sc.fief("P2"));
      const int champ = sc.place("champ", 1);
      sc.place("homme", 1, champ, true);
      sc.ok({"war:P2", "deploy:soldat1>1", "ready", join("target:1>", sc.name(champ))});
      EXPECT_EQ(sc.s.card(champ).zone, Zone::Out) << "the guard falls, L = 1";
      EXPECT_EQ(sc.s.card(soldat).damage, strikes ? 1 : 0);
      EXPECT_FALSE(sc.valid());
    }
  }
}

TEST(MedievaliaOptions, MilitaryBuildingElimination) {
  for (MilitaryBuildingElimination mbe :
       {MilitaryBuildingElimination::Removed, MilitaryBuildingElimination::Stays}) {
    const bool removed = mbe == MilitaryBuildingElimination::Removed;
    SCOPED_TRACE(removed ? "removed" : "stays");
    Options o;
    o.military_building_elimination = mbe;
    Scenario sc(2, o);
    sc.place("champ", 0);
    const int chevalier = sc.place("chevalier", 0, -1, false, sc.fief("P2"));
    const int champ = sc.place("champ", 1);
    const int tour = sc.place("tour", 1, champ);
    EXPECT_EQ(vp(sc.s, 1), 1);
    // The Chevalier deals 4: the Tour (1/4) absorbs all of it, L = 0.
    sc.ok({"war:P2", "deploy:chevalier1>1", "ready", join("target:1>", sc.name(champ))});
    EXPECT_EQ(sc.s.phase, Phase::War);
    EXPECT_EQ(sc.s.card(champ).zone, Zone::Table) << "L = 0: the territory survives";
    EXPECT_EQ(sc.s.card(chevalier).damage, 1);
    EXPECT_EQ(sc.s.card(tour).zone, removed ? Zone::Out : Zone::Table);
    EXPECT_EQ(vp(sc.s, 1), removed ? 0 : 1);
    EXPECT_FALSE(sc.valid());
    sc.ok({"end"});
    if (!removed) {
      EXPECT_EQ(sc.s.card(tour).damage, 0) << "it recovers at the end of the turn";
      EXPECT_EQ(sc.s.card(tour).host, champ);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Upkeep and powers.

TEST(MedievaliaOptions, UpkeepScope) {
  for (UpkeepScope scope : {UpkeepScope::AllTroops, UpkeepScope::CharactersOnly}) {
    const bool all = scope == UpkeepScope::AllTroops;
    SCOPED_TRACE(all ? "all_troops" : "characters_only");
    Options o;
    o.upkeep_scope = scope;
    o.upkeep_break = UpkeepBreak::Illegal;  // the break shows as a refusal
    Scenario sc(2, o);
    sc.place("champ", 0);  // foodcap 1: 2 troops
    sc.place("soldat", 0);
    sc.place("soldat", 0);
    sc.hand("homme", 0);
    EXPECT_EQ(troops_for_upkeep(sc.s, 0), all ? 2 : 0);
    sc.ok({"play:homme", "tap:champ1"});
    EXPECT_EQ(rule_of(sc, "pay"), all ? "M-5.6" : "") << "A-08";
    EXPECT_EQ(troops_for_upkeep(sc.s, 0), all ? 2 : 1);
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, UpkeepBreak) {
  EXPECT_EQ(Options{}.upkeep_break, UpkeepBreak::RemoveExcess)
      << "« il doit en retirer l'excédant immédiatement »: the play stands (A-43)";
  for (UpkeepBreak ub : {UpkeepBreak::Illegal, UpkeepBreak::RemoveExcess}) {
    const bool illegal = ub == UpkeepBreak::Illegal;
    SCOPED_TRACE(illegal ? "illegal" : "remove_excess");
    Options o;
    o.upkeep_break = ub;
    Scenario sc(2, o);
    sc.place("champ", 0);  // foodcap 1: 2 troops
    sc.place("homme", 0);
    sc.place("homme", 0);
    sc.hand("homme", 0);
    sc.ok({"play:homme", "tap:champ1"});
    EXPECT_EQ(rule_of(sc, "pay"), illegal ? "M-5.6" : "");
    if (illegal) {
      EXPECT_EQ(sc.s.phase, Phase::Txn);
      sc.ok({"cancel"});
      EXPECT_EQ(troops_for_upkeep(sc.s, 0), 2);
    } else {
      EXPECT_EQ(sc.s.phase, Phase::Upkeep) << "M-5.7 follows at once";
      EXPECT_EQ(troops_for_upkeep(sc.s, 0), 3);
      EXPECT_EQ(rule_of(sc, "end"), "M-5.7");
      sc.ok({"remove:homme1"});
      EXPECT_EQ(sc.s.phase, Phase::Main);
      EXPECT_EQ(troops_for_upkeep(sc.s, 0), 2);
    }
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, EngagedMayUsePowers) {
  for (bool engaged : {false, true}) {
    SCOPED_TRACE(engaged);
    Options o;
    o.engaged_may_use_powers = engaged;
    Scenario sc(2, o);
    sc.place("champ", 0);
    sc.place("homme", 0, -1, false, sc.fief("P2"));   // homme1: P1's unit 1
    sc.place("soldat", 0, -1, false, sc.fief("P2"));  // P1's unit 2
    const int blocker = sc.place("homme", 1);         // homme2
    const int pretre = sc.place("pretre", 1);
    sc.ok({"war:P2", "deploy:homme1>1", "deploy:soldat1>2", "ready", "block:homme2>1", "ready",
           "target:2>pretre1"});  // the Pretre is targeted: engaged (M-6.0.4)
    if (engaged) {
      ASSERT_EQ(sc.s.phase, Phase::Powers);
      EXPECT_EQ(Medievalia::current_seat(sc.s), 1);
      sc.ok({"heal:pretre1>homme2"});
      EXPECT_EQ(sc.s.phase, Phase::War);
      EXPECT_EQ(sc.s.card(blocker).zone, Zone::Table) << "1 damage, 1 heal";
    } else {
      EXPECT_EQ(sc.s.phase, Phase::War) << "no Powers step: the only Pretre is engaged";
      EXPECT_EQ(sc.s.card(blocker).zone, Zone::Out);
    }
    EXPECT_EQ(sc.s.card(pretre).zone, Zone::Out);
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, HealTargets) {
  for (HealTargets ht : {HealTargets::Troops, HealTargets::TroopsAndCity}) {
    const bool city = ht == HealTargets::TroopsAndCity;
    SCOPED_TRACE(city ? "troops_and_city" : "troops");
    Options o;
    o.heal_targets = ht;
    Scenario sc(2, o);
    sc.place("champ", 0);
    sc.place("soldat", 0, -1, false, sc.fief("P2"));
    sc.place("homme", 0, -1, false, sc.fief("P2"));
    sc.place("pretre", 1);  // kept back: not engaged
    // Army 3/3 on the City (1/3): L = 3 reaches its defence.
    sc.ok({"war:P2", "deploy:soldat1>1", "deploy:homme1>1", "ready", "ready", "target:1>city2",
           "order:soldat1"});
    ASSERT_EQ(sc.s.phase, Phase::Powers) << "the Pretre could heal the damaged Soldat";
    EXPECT_EQ(rule_of(sc, "heal:pretre1>city2"), city ? "" : "M-6.1");
    if (!city) sc.ok({"pass"});
    if (city) {
      EXPECT_EQ(sc.s.phase, Phase::War);
      EXPECT_EQ(sc.s.card(sc.city(1)).zone, Zone::Table) << "L = 2 < 3";
      EXPECT_TRUE(sc.s.player(1).alive);
    } else {
      EXPECT_EQ(sc.s.phase, Phase::GameOver) << "P2's City destroyed (M-7.2)";
      EXPECT_FALSE(sc.s.player(1).alive);
      EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{1, 0}));
    }
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, ArcherOutsideCombat) {
  for (bool outside : {false, true}) {
    SCOPED_TRACE(outside);
    Options o;
    o.archer_outside_combat = outside;
    // Step 3, then step 4 after a move, then step 4 between combats: the doc line allows
    // "steps 3 and 4 of its owner's turn".
    for (int step : {3, 4, 5}) {
      SCOPED_TRACE(step == 3 ? "step 3" : step == 4 ? "step 4, moving" : "step 4, at war");
      Scenario sc(2, o);
      sc.place("champ", 0);
      const int archer = sc.place("archer", 0);
      const int homme = sc.place("homme", 1, -1, false, sc.fief("N"));  // in range (adjacent)
      sc.place("soldat", 0, -1, false, sc.fief("P2"));
      if (step == 4) sc.ok({"go:soldat1>N"});
      if (step == 5) {
        // The Soldat hits P2's City (1/3) and survives; P1 keeps his Archer for later.
        sc.ok({"war:P2", "deploy:soldat1>1", "ready", "target:1>city2"});
        ASSERT_EQ(sc.s.phase, Phase::Powers) << "the Archer could shoot in step 5";
        sc.ok({"pass"});
        ASSERT_EQ(sc.s.phase, Phase::War);
      }
      const Phase before = sc.s.phase;
      EXPECT_EQ(rule_of(sc, "shoot:archer1>homme1"), outside ? "" : "M-6.2");
      EXPECT_EQ(sc.s.card(homme).zone, outside ? Zone::Out : Zone::Table);
      EXPECT_EQ(static_cast<bool>(sc.s.card(archer).flags & kTapped), outside);
      EXPECT_EQ(sc.s.phase, before);
      EXPECT_FALSE(sc.valid());
    }
  }
}

TEST(MedievaliaOptions, FantassinBonus) {
  for (bool bonus : {true, false}) {
    SCOPED_TRACE(bonus);
    Options o;
    o.fantassin_bonus = bonus;
    Scenario sc(2, o);
    sc.place("champ", 0);
    sc.place("fantassin", 0, -1, false, sc.fief("P2"));
    const int homme = sc.place("homme", 0, -1, false, sc.fief("P2"));
    const int blocker = sc.place("homme", 1);
    // P1's army {fantassin1, homme1} is blocked by homme2 (1 damage); P1 puts the Homme first.
    sc.ok({"war:P2", "deploy:fantassin1>1", "deploy:homme1>1", "ready", "block:homme2>1", "ready",
           "order:homme1"});
    EXPECT_EQ(sc.s.phase, Phase::War);
    EXPECT_EQ(sc.s.card(blocker).zone, Zone::Out);
    EXPECT_EQ(sc.s.card(homme).zone, bonus ? Zone::Table : Zone::Out) << "1 damage vs D 1+1 or 1";
    if (bonus) {
      EXPECT_EQ(sc.s.card(homme).damage, 1);
    }
    EXPECT_FALSE(sc.valid());
  }
}

}  // namespace
}  // namespace arbiter::medievalia::testing
