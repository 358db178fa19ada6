// What Medievalia's diagnostics say (issue 8, item 4): the rule each rejection cites and the words
// of its reason and help, why a game is not over (Medievalia::not_over_reason), and the notes of
// eliminations and of the end (Medievalia::event_note), with the token written afterwards for an
// eliminated player.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "tests/support/medievalia_option_helpers.h"
#include "tests/support/medievalia_queries.h"

namespace arbiter::medievalia::testing {
namespace {

// The violation a token gets (it must be rejected, and leave the state as it was).
Violation rejection(Scenario& sc, std::string_view token) {
  const State before = sc.s;
  const Verdict v = sc.play(token);
  EXPECT_TRUE(v) << token << " was accepted";
  EXPECT_TRUE(before == sc.s) << token << " was rejected but changed the state";
  return v ? *v : Violation{};
}

// Plays one token and returns the note of that action.
std::string note_of(Scenario& sc, std::string_view token) {
  const State before = sc.s;
  const auto a = Medievalia::parse_action(before, token);
  EXPECT_TRUE(a.ok()) << token;
  sc.ok({token});
  return a.ok() ? Medievalia::event_note(before, *a, sc.s) : std::string();
}

::testing::AssertionResult has(std::string_view text, std::string_view words) {
  if (text.find(words) != std::string_view::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "\"" << text << "\" lacks \"" << words << "\"";
}

// ---------------------------------------------------------------------------------------------
// 4a: `result` while the game is not over.

TEST(MedievaliaMessages, NotOverReasonGivesVpDuplicatesAndThreshold) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  sc.place("banque", 0, champ);
  sc.place("banque", 0, sc.city(0));  // a second Banque: worth 0 (M-7.1)
  sc.place("eglise", 0, champ);
  sc.place("tour", 1, sc.city(1));
  const std::string r = Medievalia::not_over_reason(sc.s);
  EXPECT_TRUE(has(r, "it is turn 1, P1 to play, and no end condition holds"));
  EXPECT_TRUE(has(r, "P1 has 2 VP (a second banque worth 0) and P2 has 1 VP, 7 VP win (M-7.1)"));
  EXPECT_FALSE(has(r, "M-7.3")) << "no siege under way";
  EXPECT_FALSE(has(r, "M-7.4")) << "no pile is empty";
}

TEST(MedievaliaMessages, NotOverReasonGivesSiegeAndShortage) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));  // P2 has no territory: besieged
  empty_pile_but_reminder(sc, 1, 0);                // the Military pile keeps its reminder
  end_turn(sc);
  ASSERT_EQ(sc.s.player(1).siege, 1);
  std::string r = Medievalia::not_over_reason(sc.s);
  EXPECT_TRUE(has(r, "it is turn 2, P2 to play"));
  EXPECT_TRUE(has(r, "P2's fief has been besieged at 1 turn start in a row, 3 eliminate (M-7.3)"));
  EXPECT_FALSE(has(r, "M-7.4"));
  sc.ok({"draw:M", "*soldat"});  // the reminder, the last card of the pile
  r = Medievalia::not_over_reason(sc.s);
  EXPECT_TRUE(has(r, "1 draw pile is empty, 2 end the game (M-7.4)"));
}

TEST(MedievaliaMessages, NotOverReasonInTheAllianceGameCountsTeams) {
  Scenario sc(4);
  sc.place("ecole", 0, sc.city(0));
  sc.place("chateau", 2, sc.city(2));
  sc.place("banque", 1, sc.city(1));
  const std::string r = Medievalia::not_over_reason(sc.s);
  EXPECT_TRUE(has(r, "P1+P3 have 3 VP (P1 1 VP, P3 2 VP) and P2+P4 have 1 VP (P2 1 VP, P4 0 VP)"));
  EXPECT_TRUE(has(r, "11 VP per team win (M-7.1)"));
}

TEST(MedievaliaMessages, NotOverReasonDuringSetupAndEmptyAtTheEnd) {
  Table t;
  EXPECT_TRUE(has(Medievalia::not_over_reason(t.s), "the setup is not finished (0 of 16 draft"));
  Scenario sc;
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("champ", 0);
  sc.ok({"war:P2", "deploy:soldat1>1", "deploy:soldat2>1", "ready", "target:1>city2",
         "order:soldat1"});
  ASSERT_EQ(sc.s.phase, Phase::GameOver);
  EXPECT_EQ(Medievalia::not_over_reason(sc.s), "");
}

// ---------------------------------------------------------------------------------------------
// 4b-4e: rule ids and messages of rejections.

TEST(MedievaliaMessages, ArtisteThatProducedCitesM6_0_1) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("artiste", 0);
  sc.hand("soldat", 0);
  sc.ok({"play:soldat"});
  Violation v = rejection(sc, "art:artiste1>champ1");
  EXPECT_EQ(v.rule, "M-6.7") << "champ1 is not activated yet";
  EXPECT_TRUE(has(v.reason, "champ1 is not one"));
  EXPECT_EQ(v.help, "tap:champ1 first, then art:artiste1>champ1");
  sc.ok({"tap:champ1", "tap:artiste1"});
  v = rejection(sc, "art:artiste1>champ1");
  EXPECT_EQ(v.rule, "M-6.0.1");
  EXPECT_TRUE(has(v.reason, "artiste1 produced in this transaction"));
  EXPECT_TRUE(has(v.reason, "a card either produces or uses its power"));
  EXPECT_EQ(v.help, "cancel, then open the transaction again without tap:artiste1");
  sc.ok({"cancel", "play:soldat", "tap:champ1", "art:artiste1>champ1"});  // the other way
  EXPECT_EQ(pool(sc, Food), 2);
}

TEST(MedievaliaMessages, PowerCardTappedWithItsHostCitesM6_0_1) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  sc.place("marchand", 0, champ);
  sc.hand("soldat", 0);
  sc.ok({"play:soldat", "tap:champ1"});
  const Violation v = rejection(sc, "trade:marchand1:F>E");
  EXPECT_EQ(v.rule, "M-6.0.1");
  EXPECT_TRUE(has(v.reason, "marchand1 was tapped with its host champ1 in this transaction"));
  EXPECT_EQ(v.help, "");
}

TEST(MedievaliaMessages, DiscardPaidWithFoodCitesM3_6) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("champ", 0);
  sc.hand("homme", 0);
  sc.ok({"discard:champ1", "tap:champ2"});
  const Violation v = rejection(sc, "pay");
  EXPECT_EQ(v.rule, "M-3.6");
  EXPECT_TRUE(has(v.reason,
                  "discarding a territory costs 1 M (manpower): the pool {F} holds 0 of "
                  "the 1 M due"));
  EXPECT_EQ(v.help, "add an M first: tap:city1 or sell:homme>M");
  sc.ok({"tap:city1", "pay"});
  EXPECT_TRUE(out_of_game(sc, sc.s.cfg().type(sc.type("champ")).first_id));
}

// A pool short of a cost that includes the +{G,G} surcharge of a card played without its building
// says where the extra gold comes from (M-3.5.3); a cost without it is given as before.
TEST(MedievaliaMessages, UncoveredSurchargeIsNamed) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("mine", 0);
  sc.hand("pretre", 0);
  sc.ok({"play:pretre", "tap:champ1", "tap:mine1"});
  const Violation v = rejection(sc, "pay");
  EXPECT_EQ(v.rule, "M-3.3.3");
  EXPECT_EQ(v.reason,
            "the pool {FG} does not cover the cost {FG} + {GG} surcharge (no eglise in P1's "
            "fief, M-3.5.3)");
  Scenario plain;
  plain.place("champ", 0);
  plain.hand("soldat", 0);
  plain.ok({"play:soldat", "tap:champ1"});
  EXPECT_EQ(rejection(plain, "pay").reason, "the pool {F} does not cover the cost {FE}");
}

// Issue 25, item 8: the ally's building does not lift the surcharge, and the rule that says so is
// cited (M-8.2); an opponent's building is no ally's: the payment rule, as without one.
TEST(MedievaliaMessages, SurchargeWithTheAllysBuildingCitesM8_2) {
  Scenario sc(4);
  sc.place("champ", 0);
  sc.place("mine", 0);
  sc.place("eglise", 2, sc.city(2));  // P3's
  sc.place("eglise", 1, sc.city(1));  // P2's
  sc.hand("pretre", 0);
  const State before = sc.s;
  sc.ok({"play:pretre", "tap:champ1", "tap:mine1"});
  const Violation v = rejection(sc, "pay");
  EXPECT_EQ(v.rule, "M-8.2");
  EXPECT_EQ(v.reason,
            "the pool {FG} does not cover the cost {FG} + {GG} surcharge: the eglise is P3's, and "
            "allies share no buildings (no eglise in P1's fief)");
  // A pool short of the printed cost itself would be short with an Eglise of P1's own too: the
  // ally's building is not the point, the payment rule is.
  sc.s = before;
  sc.ok({"play:pretre", "tap:champ1"});
  const Violation base = rejection(sc, "pay");
  EXPECT_EQ(base.rule, "M-3.3.3") << "{F} lacks the G of {FG} with or without the surcharge";
  EXPECT_EQ(base.reason,
            "the pool {F} does not cover the cost {FG} + {GG} surcharge (no eglise in P1's fief, "
            "M-3.5.3)");
  Scenario two;
  two.place("champ", 0);
  two.place("mine", 0);
  two.place("eglise", 1, two.city(1));
  two.hand("pretre", 0);
  two.ok({"play:pretre", "tap:champ1", "tap:mine1"});
  EXPECT_EQ(rejection(two, "pay").rule, "M-3.3.3") << "P2 is an opponent, not an ally";
}

// Issue 25, item 5: a token written for a decision the combat skipped for want of any legal
// option is told so, with the rule that removed the option (Medievalia::skipped_decision). The
// fixtures fixtures/medievalia/invalid/*-skipped-* show the Prêtre healing itself, the City's
// shield and the tapped blocker through a record; here the other reasons, and tokens that fit no
// skip.
Verdict skipped(Scenario& sc, std::string_view last, std::string_view failing, int marked = -1) {
  const State before = sc.s;
  const auto l = Medievalia::parse_action(before, last);
  EXPECT_TRUE(l.ok()) << last;
  sc.ok({last});
  const auto f = Medievalia::parse_action(sc.s, failing);
  EXPECT_TRUE(f.ok()) << failing;
  if (!l.ok() || !f.ok()) return std::nullopt;
  return Medievalia::skipped_decision(before, *l, *f, marked);
}

TEST(MedievaliaMessages, SkippedStepFiveNamesWhatRemovedTheOption) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("archer", 0, -1, false, sc.fief("N"));
  const int champ = sc.place("champ", 1);
  sc.place("tour", 1, champ);
  sc.place("homme", 1, champ);  // guards champ2, which the Tour shields
  sc.ok({"war:P2", "deploy:soldat1>1"});
  EXPECT_FALSE(skipped(sc, "ready", "shoot:archer1>homme1")) << "step 5 is still to come";
  Verdict v = skipped(sc, "target:1>city2", "shoot:archer1>homme1");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->rule, "M-3.11.3");
  EXPECT_EQ(v->reason,
            "P1's side had no legal heal or shot in combat step 5, so its turn to declare was "
            "skipped: homme1, attached to champ2, is shielded from the Archer by its military "
            "building, and archer1 had no other target");
  ASSERT_EQ(sc.s.phase, Phase::War) << "both sides passed by themselves: the combat is over";
}

TEST(MedievaliaMessages, SkippedStepFiveForATappedArcherOrAPass) {
  Scenario sc;
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("archer", 0, -1, true, sc.fief("N"));  // tapped
  sc.place("champ", 1);
  sc.place("soldat", 1, -1, false, sc.fief("N"));
  sc.ok({"war:P2", "deploy:soldat1>1", "ready"});
  const State before = sc.s;
  Verdict v = skipped(sc, "target:1>champ2", "shoot:archer1>soldat2");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->rule, "M-6.0.1");
  EXPECT_TRUE(has(v->reason,
                  "so its turn to declare was skipped: archer1 is tapped, and only an "
                  "untapped Archer uses its power"));
  sc.s = before;
  v = skipped(sc, "target:1>champ2", "pass", 1);  // `P2: pass`
  ASSERT_TRUE(v);
  EXPECT_EQ(v->rule, "M-6.2");
  EXPECT_TRUE(has(v->reason, "P2's side had no legal heal or shot in combat step 5"));
  EXPECT_TRUE(has(v->reason, "there was nothing to pass"));
  sc.s = before;
  EXPECT_FALSE(skipped(sc, "target:1>champ2", "block:soldat2>1"))
      << "the blocking was not skipped by this action";
}

TEST(MedievaliaMessages, AllyPowerOutOfTurnCitesTheOutOfTurnRule) {
  Scenario sc(4);
  sc.place("champ", 2);
  sc.place("marchand", 2);  // P3's, untapped, at home
  sc.place("champ", 0);
  sc.hand("homme", 0);
  sc.ok({"play:homme", "P3:tap:champ1"});
  const Violation v = rejection(sc, "P3:trade:marchand1:F>M");
  EXPECT_EQ(v.rule, "M-6.0.6");
  EXPECT_TRUE(has(v.reason,
                  "out of his own turn P3 may use only a Pretre or an Archer, not "
                  "marchand1: it is P1's turn (M-8.7)"));
  EXPECT_EQ(rejection(sc, "P3:art:marchand1>champ1").rule, "M-6.0.6");
  EXPECT_EQ(rejection(sc, "P2:tap:city2").rule, "I-18") << "an opponent: not the ally rule";
}

TEST(MedievaliaMessages, WarOnAnAllySaysSo) {
  Scenario sc(4);
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("C"));
  sc.place("soldat", 2, -1, false, sc.fief("C"));
  const Violation v = rejection(sc, "war:C/P3");
  EXPECT_EQ(v.rule, "M-3.14.2");
  EXPECT_TRUE(has(v.reason, "P3 is P1's ally (M-8.1): war is declared on an opponent"));
  EXPECT_EQ(rejection(sc, "war:C/P1").rule, "M-3.14.2");
}

// ---------------------------------------------------------------------------------------------
// 4f: eliminations and the end, as notes and in the next token's diagnostic.

TEST(MedievaliaMessages, SiegeEliminationNoteAndTheTurnAfter) {
  Scenario sc;
  sc.place("champ", 1);                             // P2's food
  sc.place("soldat", 1, -1, false, sc.fief("P1"));  // P1 has no territory: condition (2)
  for (int start = 1; start <= 2; ++start) {
    EXPECT_EQ(note_of(sc, "end"), "") << "P1's turn ends; P2's starts";
    sc.ok({"draw:C", "*homme"});
    EXPECT_EQ(note_of(sc, "end"), "") << "P1 besieged at start " << start;
    sc.ok({"draw:C", "*homme"});
  }
  sc.ok({"end", "draw:C", "*homme"});
  EXPECT_EQ(note_of(sc, "end"),
            "P1 is eliminated: the siege of their fief reached 3 turns (M-7.3), and the game "
            "ends: P2 wins: no enemy City is left (M-7.2)");
  ASSERT_EQ(sc.s.phase, Phase::GameOver);
  const Violation v = rejection(sc, "draw:C");
  EXPECT_EQ(v.rule, "M-7.3") << "P1's turn would come now";
  EXPECT_TRUE(has(v.reason,
                  "P1 was eliminated (the siege of their fief reached 3 turns) and has "
                  "no more turns: the game is over, P2 won: no enemy City was left "
                  "(M-7.2)"));
}

TEST(MedievaliaMessages, PrestigeEndNote) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  const int mine = sc.place("mine", 0);
  sc.place("ecole", 0, sc.city(0));
  sc.place("atelier", 0, sc.city(0));
  sc.place("chateau", 0, champ);
  sc.place("tour", 0, champ);  // 5 VP
  sc.place("forgeron", 0, mine);
  ASSERT_EQ(vp(sc.s, 0), 6);
  ASSERT_EQ(Medievalia::event_note(sc.s, act(ActionKind::End, 0), sc.s), "");
  // The face-up Banque of pile 3 makes 7 VP (M-7.1).
  ASSERT_EQ(sc.s.building_top[2], sc.type("banque"));
  sc.hand("homme", 0, 6);
  sc.ok({"buy:3@mine1"});
  pay_by_selling(sc, cost_letters(sc, sc.type("banque")));
  EXPECT_EQ(note_of(sc, "pay"), "the game ends: P1 reaches 7 VP (M-7.1)");
  const Violation v = rejection(sc, "end");
  EXPECT_EQ(v.rule, "M-7.5");
  EXPECT_TRUE(has(v.reason, "the game is over: P1 reached 7 VP (M-7.1)"));
}

TEST(MedievaliaMessages, CityDestroyedInTheAllianceGameAndTheSkippedTurn) {
  Scenario sc(4);
  sc.place("champ", 0);
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("soldat", 0, -1, false, sc.fief("P2"));
  sc.place("champ", 2);
  sc.hand("homme", 2);
  sc.ok({"war:P2/P2", "deploy:soldat1>1", "deploy:soldat2>1", "ready", "target:1>city2"});
  EXPECT_EQ(note_of(sc, "order:soldat1"),
            "P2 is eliminated: their City city2 was destroyed (M-7.2)")
      << "P4 plays on: the game goes on (M-8.3)";
  ASSERT_NE(sc.s.phase, Phase::GameOver);
  EXPECT_EQ(note_of(sc, "end"), "") << "P2's turn is skipped: P3 plays";
  ASSERT_EQ(sc.s.active, 2);
  // The next token would have been P2's: it cites P2's elimination, and what P3 must do.
  Violation v = rejection(sc, "play:homme");
  EXPECT_EQ(v.rule, "M-7.2");
  EXPECT_TRUE(has(v.reason,
                  "P2 was eliminated (their City city2 was destroyed) and has no more "
                  "turns; P3 plays now, and for P3: "));
  // The step-1 draw is the same token for both: the marker outlasts it.
  sc.ok({"draw:C", "*homme"});
  v = rejection(sc, "tap:city2");
  EXPECT_EQ(v.rule, "M-7.2");
  EXPECT_TRUE(has(v.reason, "city2 left the game with P2: P2 was eliminated"));
  EXPECT_EQ(rejection(sc, "war:P2/P2").rule, "M-7.2") << "no one left to fight there";
  EXPECT_EQ(rejection(sc, "P2:tap:city2").rule, "M-7.2");
  v = rejection(sc, "play:soldat");
  EXPECT_EQ(v.rule, "M-7.2") << "still P3's first choice of the turn";
  sc.ok({"play:homme", "tap:champ2", "pay"});
  EXPECT_EQ(rejection(sc, "play:soldat").rule, "I-04") << "P3's own mistake now: no Soldat";
  EXPECT_EQ(note_of(sc, "end"), "");
  EXPECT_EQ(sc.s.active, 3) << "P4";
  sc.ok({"draw:C", "*homme", "end", "draw:C", "*homme", "end"});  // P4, then P1
  EXPECT_EQ(sc.s.active, 2) << "P2's turn is skipped again";
  EXPECT_EQ(sc.s.skipped, kNone) << "but only the first skip is reported";
  EXPECT_EQ(rejection(sc, "play:soldat").rule, "M-3.1") << "P3's own rule: draw first";
}

}  // namespace
}  // namespace arbiter::medievalia::testing
