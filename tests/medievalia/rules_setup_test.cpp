// Medievalia rules beyond the spec's test vectors (vectors_test.cpp) and its options
// (options_*_test.cpp): setup and draft, the turn. Each test is named after the rule it checks and
// cites it (docs/rules/medievalia.md); positions are built with tests/support/medievalia_scenario.h
// and driven through real record tokens.
#include <string>
#include <string_view>

#include "tests/support/medievalia_queries.h"

namespace arbiter::medievalia::testing {
namespace {

// ---------------------------------------------------------------------------------------------
// Setup and draft (M-2.2..M-2.7)

// M-2.3, M-2.4, M-2.7: Cities in play untapped; building piles of 6/6/5 with the École, the
// Atelier and the Banque face up on top; nothing tapped, no pool.
TEST(MedievaliaRules, M2_4_BuildingPilesStartWithEcoleAtelierBanqueOnTop) {
  Options o;
  o.first_player = FirstPlayer::P1;
  Table g(o);
  EXPECT_EQ(g.s.building_top[0], g.type("ecole"));
  EXPECT_EQ(g.s.building_top[1], g.type("atelier"));
  EXPECT_EQ(g.s.building_top[2], g.type("banque"));
  EXPECT_EQ(g.s.building_hidden[0] + 1, 6) << "pile 1: the École and 5 face-down buildings";
  EXPECT_EQ(g.s.building_hidden[1] + 1, 6);
  EXPECT_EQ(g.s.building_hidden[2] + 1, 5);
  // The 14 others are face down: 1 École, 1 Atelier, 1 Banque, 2 of each other civil building,
  // the 3 military buildings.
  EXPECT_EQ(g.s.building_pool[ix(g.type("ecole"))], 1);
  EXPECT_EQ(g.s.building_pool[ix(g.type("eglise"))], 2);
  EXPECT_EQ(g.s.building_pool[ix(g.type("chateau"))], 1);
  for (int p = 0; p < 2; ++p) {
    const Card& city = g.s.card(g.s.cfg().type(g.s.cfg().city_type).first_id + p);
    EXPECT_EQ(city.zone, Zone::Table);
    EXPECT_EQ(city.fief, p) << "M-2.3: each City in its owner's fief";
    EXPECT_EQ(city.flags & kTapped, 0) << "M-2.7";
  }
  EXPECT_EQ(g.s.pile_size[0], 38);
  EXPECT_EQ(g.s.pile_size[1], 20);
  EXPECT_EQ(g.s.pile_size[2], 29);
  EXPECT_FALSE(Medievalia::check_invariants(g.s));
}

// M-2.2, A-05: the reminder card of each pile is revealed at setup, stays in its pile (it counts
// in its size) and is the last card drawn from it.
TEST(MedievaliaRules, A05_ReminderCardIsPartOfItsPileAndDrawnLast) {
  Options o;
  o.first_player = FirstPlayer::P1;
  Table g(o);
  {
    const std::string r = g.rejected("*soldat");  // no Soldat can be in the Territory pile
    EXPECT_TRUE(r == "I-02" || r == "I-01") << r;
  }
  g.ok({"*champ", "*soldat", "*homme"});
  EXPECT_EQ(g.s.reminder[0], g.type("champ"));
  EXPECT_EQ(g.s.pile_size[0], 38) << "the reminder stays part of its pile";
  EXPECT_EQ(g.s.phase, Phase::DraftPick);

  Scenario sc;
  // Military pile: the Soldat reminder and one face-down Prêtre.
  sc.hand("soldat", 0, 7);
  sc.hand("pretre", 0, 2);
  sc.hand("archer", 0, 3);
  sc.hand("chevalier", 0, 3);
  sc.hand("fantassin", 0, 3);
  ASSERT_EQ(sc.s.pile_size[1], 2);
  sc.ok({"end", "draw:M"});
  EXPECT_EQ(sc.rejected("*soldat"), "I-01") << "the reminder cannot be drawn before the last card";
  sc.ok({"*pretre"});
  EXPECT_EQ(sc.s.pile_size[1], 1);
  EXPECT_EQ(sc.s.reminder[1], sc.type("soldat"));
  sc.ok({"end", "draw:M"});
  EXPECT_EQ(sc.rejected("*pretre"), "A-05") << "the last card is the face-up reminder";
  EXPECT_EQ(sc.rejected("*?"), "A-05") << "the reminder is face up: it is never unseen";
  sc.ok({"*soldat"});
  EXPECT_EQ(sc.s.pile_size[1], 0);
  EXPECT_EQ(in_hand(sc, "soldat", 0), 8);
  sc.ok({"end"});
  EXPECT_EQ(sc.rejected("draw:M"), "M-3.1") << "an exhausted pile cannot be drawn from";
  EXPECT_FALSE(sc.valid());
}

// M-2.5, M-2.6, M-3.1, I-33: the first player drafts 8 cards one at a time, each pick followed by
// the card drawn; then the other player; then the first player's first turn starts with its draw.
TEST(MedievaliaRules, M2_6_DraftEightCardsEachInTurnOrder) {
  Table g;  // first_player=random
  EXPECT_EQ(g.rejected("draw:T"), "M-2.2") << "the first player is a chance outcome";
  g.ok({"*P2", "*champ", "*soldat", "*homme"});
  ASSERT_EQ(g.s.phase, Phase::DraftPick);
  EXPECT_EQ(Medievalia::current_seat(g.s), 1) << "P2 drafts first";
  EXPECT_EQ(g.rejected("P1:draw:T"), "I-18");
  const char* picks[8][2] = {{"draw:T", "*mine"},  {"draw:C", "*marchand"}, {"draw:M", "*?"},
                             {"draw:T", "*champ"}, {"draw:C", "*homme"},    {"draw:M", "*archer"},
                             {"draw:T", "*foret"}, {"draw:C", "*?"}};
  for (int round = 0; round < 2; ++round) {
    for (int i = 0; i < 8; ++i) {
      EXPECT_EQ(Medievalia::current_seat(g.s), round == 0 ? 1 : 0) << "pick " << i;
      g.ok({picks[i][0]});
      EXPECT_EQ(g.s.phase, Phase::Reveal);
      EXPECT_EQ(g.rejected("draw:T"), "M-2.2") << "each card is seen before the next pick";
      g.ok({picks[i][1]});
    }
    EXPECT_EQ(hand_size(g.s, round == 0 ? 1 : 0), 8);
  }
  EXPECT_EQ(hand_size(g.s, 0), 8);
  EXPECT_EQ(hand_size(g.s, 1), 8);
  EXPECT_EQ(g.s.phase, Phase::Draw) << "M-3.1: the first turn starts with a draw";
  EXPECT_EQ(g.s.active, 1) << "the first player plays first";
  EXPECT_EQ(g.rejected("end"), "M-3.1");
  EXPECT_EQ(g.s.player(1).unknown[1], 1);
  EXPECT_EQ(g.s.player(1).hand[ix(g.type("marchand"))], 1);
  EXPECT_FALSE(Medievalia::check_invariants(g.s));
}

// M-2.6, M-2.10, I-31: with 4 players the draft goes clockwise from the first player, and so
// do the turns.
TEST(MedievaliaRules, M2_6_FourPlayerDraftClockwiseFromTheFirstPlayer) {
  Options o;
  o.players = 4;
  Table g(o);
  g.ok({"*P3", "*champ", "*soldat", "*homme"});
  for (int seat : {2, 3, 0, 1})
    for (int i = 0; i < 8; ++i) {
      ASSERT_EQ(Medievalia::current_seat(g.s), seat) << "pick " << i;
      g.ok({"draw:T", "*?"});
    }
  for (int p = 0; p < 4; ++p) EXPECT_EQ(hand_size(g.s, p), 8);
  EXPECT_EQ(g.s.active, 2);
  EXPECT_EQ(g.s.phase, Phase::Draw);
  for (int seat : {3, 0, 1, 2}) {
    g.ok({"draw:C", "*?", "end"});
    EXPECT_EQ(g.s.active, seat);
  }
  EXPECT_FALSE(Medievalia::check_invariants(g.s));
}

// I-01: a chance outcome whose every copy is accounted for is impossible (draw piles and
// building piles); I-02: a card is drawn only from its own pile.
TEST(MedievaliaRules, I01_ChanceOutcomesImpossibleWhenCopiesExhausted) {
  Scenario sc;
  sc.hand("mine", 1, 7);  // every Mine is in P2's hand
  sc.ok({"end", "draw:T"});
  EXPECT_EQ(sc.rejected("*mine"), "I-01");
  {
    const std::string r = sc.rejected("*soldat");  // a Soldat is not in the Territory pile
    EXPECT_TRUE(r == "I-02" || r == "I-01") << r;
  }
  EXPECT_EQ(sc.rejected("*dragon"), "parse");
  sc.ok({"*foret"});
  EXPECT_EQ(in_hand(sc, "foret", 1), 1);
  EXPECT_FALSE(sc.valid());
}

// A-05 and the "Hidden information" model (docs/medievalia.md): an unseen draw `*?` stays unknown
// in the hand; it may be played as a type only while a copy of that type is unaccounted for.
TEST(MedievaliaRules, UnseenDrawStaysUnknownAndPlaysOnlyAsAnUnaccountedType) {
  Scenario sc;
  sc.hand("mine", 0, 7);  // P1 holds every Mine
  sc.ok({"end", "draw:T", "*?"});
  EXPECT_EQ(sc.s.player(1).unknown[0], 1) << "the card stays unknown";
  EXPECT_EQ(hand_size(sc.s, 1), 1);
  EXPECT_EQ(in_hand(sc, "champ", 1), 0);
  EXPECT_EQ(sc.rejected("play:mine"), "I-04") << "every Mine is accounted for";
  EXPECT_EQ(sc.rejected("play:soldat"), "I-04") << "the unseen card came from the Territory pile";
  const int champs_unaccounted = sc.s.pool[0][ix(sc.type("champ"))];
  sc.ok({"play:champ", "tap:city2", "pay"});
  EXPECT_EQ(sc.s.player(1).unknown[0], 0);
  EXPECT_EQ(sc.s.pool[0][ix(sc.type("champ"))], champs_unaccounted - 1)
      << "the card is identified: one Champ fewer is unaccounted for";
  EXPECT_EQ(sc.s.card(sc.config().type(sc.type("champ")).first_id).owner, 1);
  EXPECT_FALSE(sc.valid());
}

// M-4.2 with an unseen card: it is sold as `sell:?T>F`, only from the pile it came from.
TEST(MedievaliaRules, M4_2_UnseenCardIsSoldByItsPile) {
  Scenario sc;
  sc.hand("homme", 1);
  sc.ok({"end", "draw:T", "*?", "play:homme"});
  EXPECT_EQ(sc.rejected("sell:?M>F"), "I-04") << "no unseen Military card in hand";
  EXPECT_EQ(sc.rejected("sell:champ>F"), "I-04") << "the unseen card is not a known Champ";
  EXPECT_EQ(sc.rejected("sell:?X>F"), "parse");
  sc.ok({"sell:?T>F"});
  EXPECT_EQ(pool(sc, Food), 1);
  EXPECT_EQ(sc.s.player(1).unknown[0], 0);
  // upkeep: P2 needs food for the Homme
  sc.place("champ", 1);
  sc.ok({"pay"});
  EXPECT_EQ(sc.s.out_unknown[0], 1) << "sold unseen: out of game, never identified";
  EXPECT_FALSE(sc.valid());
}

// ---------------------------------------------------------------------------------------------
// The turn (M-3.0..M-3.2)

// M-3.1, M-3.2, A-37, I-32: the draw comes first and is mandatory; reactivation follows it and
// untaps every card of the active player in any fief, and only his.
TEST(MedievaliaRules, M3_2_DrawThenReactivationOfAllOwnCards) {
  Scenario sc;
  const int champ = sc.place("champ", 0, -1, true);
  const int soldat = sc.place("soldat", 0, -1, true, sc.fief("N"));
  const int enemy = sc.place("champ", 1, -1, true);
  sc.ok({"end"});
  EXPECT_EQ(sc.s.phase, Phase::Draw);
  EXPECT_EQ(sc.s.active, 1);
  EXPECT_TRUE(tapped(sc, champ)) << "P1's cards stay tapped during P2's turn";
  sc.ok({"draw:C", "*?"});
  EXPECT_FALSE(tapped(sc, enemy)) << "P2's reactivation";
  EXPECT_TRUE(tapped(sc, champ));
  sc.ok({"play:homme"});  // the unseen Character card played as a Homme
  sc.ok({"tap:" + sc.name(enemy), "pay", "end"});
  EXPECT_TRUE(tapped(sc, enemy));
  EXPECT_EQ(sc.s.phase, Phase::Draw);
  EXPECT_EQ(sc.rejected("end"), "M-3.1") << "the draw is not optional";
  // M-3.7 allows a free removal at any time of the own turn, but only of an untapped troop:
  // before the draw the Soldat is still tapped from the last turn.
  EXPECT_EQ(sc.rejected("remove:" + sc.name(soldat)), "M-3.7");
  EXPECT_EQ(sc.rejected("play:homme"), "M-3.1");
  sc.ok({"draw:T"});
  EXPECT_TRUE(tapped(sc, champ)) << "A-37: nothing is untapped before the card is drawn";
  sc.ok({"*?"});
  EXPECT_EQ(sc.s.phase, Phase::Main);
  EXPECT_FALSE(tapped(sc, champ));
  EXPECT_FALSE(tapped(sc, soldat)) << "M-3.2: in any fief";
  EXPECT_TRUE(tapped(sc, enemy)) << "only the active player's cards";
  EXPECT_FALSE(sc.valid());
}

}  // namespace
}  // namespace arbiter::medievalia::testing
