// Medievalia rules beyond the spec's test vectors (vectors_test.cpp) and its options
// (options_test.cpp): setup and draft, the turn, transactions, buildings, movement, war, upkeep,
// the alliance game and the end of the game. Each test is named after the rule it checks and
// cites it (rules/medievalia.md); positions are built with tests/support/medievalia_scenario.h
// and driven through real record tokens.
#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tests/support/medievalia_scenario.h"

namespace arbiter::medievalia::testing {
namespace {

bool tapped(const Scenario& sc, int id) {
  return (sc.s.card(id).flags & kTapped) != 0;
}
bool on_table(const Scenario& sc, int id) {
  return sc.s.card(id).zone == Zone::Table;
}
bool out_of_game(const Scenario& sc, int id) {
  return sc.s.card(id).zone == Zone::Out;
}
int in_hand(const Scenario& sc, std::string_view type, int p) {
  return sc.s.player(p).hand[ix(sc.type(type))];
}
int pool(const Scenario& sc, Resource r) {
  return sc.s.txn.pool[static_cast<std::size_t>(r)];
}
int hand_size(const State& s, int p) {
  const Player& pl = s.player(p);
  int n = pl.unknown[0] + pl.unknown[1] + pl.unknown[2];
  for (auto h : pl.hand) n += h;
  return n;
}
// Puts every card still face down in draw pile k (all but the reminder) into p's hand.
void empty_pile_but_reminder(Scenario& sc, int k, int p) {
  for (int t = 0; t < sc.config().num_types; ++t) {
    const int n = sc.s.pool[ix(k)][ix(t)];
    for (int i = 0; i < n; ++i) ++sc.s.player(p).hand[ix(t)];
    sc.s.pile_size[ix(k)] = static_cast<std::uint8_t>(sc.s.pile_size[ix(k)] - n);
    sc.s.pool[ix(k)][ix(t)] = 0;
  }
}

// A game from its real initial state (no Scenario shortcut): setup and draft tests.
struct Table {
  std::unique_ptr<Config> cfg;  // declared before s, which points to it
  State s;

  explicit Table(Options o = {})
      : cfg(std::make_unique<Config>(
            *Medievalia::make_config(o, *parse_data(Medievalia::default_data_json())))),
        s(Medievalia::initial_state(*cfg)) {}
  Verdict play(std::string_view token) {
    auto a = Medievalia::parse_action(s, token);
    if (!a) return violation("parse", a.error());
    return Medievalia::apply(s, *a);
  }
  void ok(std::initializer_list<std::string_view> tokens) {
    for (std::string_view t : tokens) {
      const Verdict v = play(t);
      ASSERT_FALSE(v) << t << ": [" << v->rule << "] " << v->reason;
    }
  }
  std::string rejected(std::string_view token) {
    const State before = s;
    const Verdict v = play(token);
    EXPECT_TRUE(before == s) << token << " was rejected but changed the state";
    return v ? std::string(v->rule) : std::string();
  }
  int type(std::string_view id) const { return cfg->data.find(id); }
};

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
  EXPECT_EQ(sc.rejected("remove:" + sc.name(soldat)), "M-3.1");
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
  EXPECT_EQ(sc.rejected("trade:marchand1:F>E"), "M-6.5");
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
  EXPECT_EQ(sc.rejected("pay"), "M-3.3.3") << "the cost is {M}";
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

// M-5.6 (upkeep_break=illegal): a booster may not leave when the food it adds is needed.
TEST(MedievaliaRules, M5_6_NeededBoosterCannotLeave) {
  Scenario sc;
  const int champ = sc.place("champ", 0);
  sc.place("homme", 0, champ);  // cap 2: 4 troops
  sc.place("soldat", 0);
  sc.place("soldat", 0);
  EXPECT_EQ(sc.rejected("go:homme1>N"), "M-5.6") << "cap 1 for 3 troops";
  EXPECT_EQ(sc.rejected("detach:homme1"), "M-5.6");
  sc.ok({"go:soldat1>N", "remove:soldat2", "go:homme1>N"});
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

// ---------------------------------------------------------------------------------------------
// Alliance game (M-8)

// M-8.6, I-18: the ally taps his own untapped cards in the player's transaction (`P3:tap:`) and
// sells hand cards; the first transaction helped in a turn costs 1 extra resource, later ones
// do not. Opponents never contribute.
TEST(MedievaliaRules, M8_6_AllyContributesAndPaysTheFeeOncePerTurn) {
  Scenario sc(4);
  sc.place("champ", 2);  // champ1, P3's
  sc.place("champ", 2);  // champ2, P3's
  sc.place("champ", 0);  // champ3, P1's food
  sc.place("champ", 1);  // champ4, P2's
  sc.hand("homme", 0, 2);
  sc.hand("soldat", 2);
  sc.ok({"play:homme", "P3:tap:champ1"});
  EXPECT_EQ(pool(sc, Food), 1);
  EXPECT_EQ(sc.rejected("pay"), "M-8.6") << "the fee: 1 extra resource";
  EXPECT_EQ(sc.rejected("P2:tap:champ4"), "I-18") << "an opponent";
  EXPECT_EQ(sc.rejected("P3:tap:champ3"), "M-3.4.1") << "only his own cards";
  sc.ok({"tap:city1", "pay"});
  EXPECT_TRUE(tapped(sc, sc.config().type(sc.type("champ")).first_id))
      << "P3's Champ stays tapped until P3's reactivation";
  sc.ok({"play:homme", "P3:tap:champ2"});
  EXPECT_EQ(Medievalia::action_to_text(sc.s, *Medievalia::parse_action(sc.s, "P3:sell:soldat>F")),
            "P3:sell:soldat>F");
  sc.ok({"pay"});
  EXPECT_EQ(in_hand(sc, "homme", 0), 0) << "no second fee in the same turn";
  EXPECT_FALSE(sc.valid());
}

// M-3.3.4 with an ally: cancelling a transaction gives the ally back his sold hand card and
// untaps his cards.
TEST(MedievaliaRules, M3_3_4_CancelAlsoRestoresTheAllysContribution) {
  Scenario sc(4);
  const int champ = sc.place("champ", 2);
  sc.hand("homme", 0);
  sc.hand("soldat", 2);
  const State before = sc.s;
  sc.ok({"play:homme", "P3:tap:champ1", "P3:sell:soldat>F", "cancel"});
  EXPECT_FALSE(tapped(sc, champ));
  EXPECT_EQ(in_hand(sc, "soldat", 2), 1) << "nothing happened: the ally's card is back";
  EXPECT_TRUE(sc.s == before);
}

// I-18, M-4.5, M-8.6: inside a transaction he contributes to, the ally may also exchange 3:1.
TEST(MedievaliaRules, I18_AllyMayExchangeInTheTransactionHeHelps) {
  Scenario sc(4);
  const int champ = sc.place("champ", 2);  // P3's
  sc.place("homme", 2, champ);
  sc.place("homme", 2, champ);
  sc.place("champ", 0);
  sc.hand("bureaucrate", 0);
  sc.ok({"play:bureaucrate", "P3:tap:champ1"});
  ASSERT_EQ(pool(sc, Food), 3);
  sc.ok({"P3:x:F>G"});
  EXPECT_EQ(pool(sc, Gold), 1);
}

// M-8.2, M-3.5.3: an ally's buildings do not remove the surcharge.
TEST(MedievaliaRules, M8_2_AllysBuildingDoesNotRemoveTheSurcharge) {
  Scenario sc(4);
  const int ally = sc.place("champ", 2);
  sc.place("banque", 2, ally);
  sc.place("champ", 0);
  sc.place("mine", 0);
  sc.hand("marchand", 0);
  sc.ok({"play:marchand", "tap:champ2", "tap:mine1"});
  EXPECT_EQ(sc.rejected("pay"), "M-3.3.3") << "{F,G} + {G,G}: P3's Banque does not count";
}

// M-8.9, M-3.13.4, M-3.13.5, M-3.4.2, M-3.12.5: troops may enter an ally's fief (even from a
// neutral fief holding untapped enemies) but never produce or attach there.
TEST(MedievaliaRules, M8_9_TroopsEnterAnAllysFiefButNeverProduceThere) {
  Scenario sc(4);
  sc.place("champ", 0);  // champ1
  sc.place("champ", 2);  // champ2, P3's
  sc.place("champ", 1);  // champ3, P2's food
  const int homme = sc.place("homme", 0, -1, false, sc.fief("C"));
  sc.place("homme", 0, -1, false, sc.fief("C"));   // homme2
  sc.place("soldat", 1, -1, false, sc.fief("C"));  // an untapped P2 troop in C
  sc.hand("homme", 0);
  EXPECT_EQ(sc.rejected("go:homme2>P2"), "M-3.13.3") << "onward past an untapped enemy";
  sc.ok({"go:homme1>P3"});
  EXPECT_EQ(sc.s.card(homme).fief, sc.fief("P3"));
  sc.ok({"end"});  // P2, P3, P4 pass; P1 plays again
  for (int k = 0; k < 3; ++k) sc.ok({"draw:T", "*?", "end"});
  sc.ok({"draw:T", "*?"});
  ASSERT_EQ(sc.s.active, 0);
  EXPECT_EQ(sc.rejected("attach:homme1@champ2"), "M-3.12.5") << "never attached there";
  EXPECT_EQ(sc.rejected("attach:homme1@city1"), "M-3.12.5") << "outside the own fief";
  sc.ok({"play:homme"});
  EXPECT_EQ(sc.rejected("tap:homme1"), "M-3.4.2") << "never produces in an ally's fief";
  EXPECT_EQ(sc.rejected("P3:tap:homme1"), "M-3.4.1") << "not the ally's card either";
  sc.ok({"cancel"});
  EXPECT_FALSE(sc.valid());
}

// M-8.3, M-7.2, I-31: in the alliance game a player whose City is destroyed is out, his team
// plays on, and his turns are skipped.
TEST(MedievaliaRules, M8_3_EliminatedPlayersTeamPlaysOn) {
  Scenario sc(4);
  sc.place("champ", 0);
  sc.place("chevalier", 0, -1, false, sc.fief("P2"));
  sc.place("champ", 1);
  sc.ok({"war:P2/P2", "deploy:chevalier1>1", "ready", "target:1>city2"});
  EXPECT_EQ(sc.s.phase, Phase::War) << "P4 is still in the game";
  EXPECT_FALSE(sc.s.player(1).alive);
  EXPECT_TRUE(out_of_game(sc, sc.city(1)));
  EXPECT_NE(sc.rejected("war:P2/P4"), "") << "nothing of P4's in P2";
  sc.ok({"end"});
  EXPECT_EQ(sc.s.active, 2) << "P2's turn is skipped";
  EXPECT_EQ(sc.s.phase, Phase::Draw);
  EXPECT_FALSE(sc.valid());
}

// M-6.0.6, M-8.7: the defender's ally uses his Archer out of turn (`P4:shoot:`).
TEST(MedievaliaRules, M6_0_6_DefendersAllyShootsOutOfTurn) {
  Scenario sc(4);
  sc.place("champ", 0);
  const int soldat = sc.place("soldat", 0, -1, false, sc.fief("P2"));   // soldat1
  sc.place("champ", 1);                                                 // champ2
  const int archer = sc.place("archer", 3, -1, false, sc.fief("N12"));  // P4's, in range
  sc.ok({"war:P2/P2", "deploy:soldat1>1", "ready", "target:1>champ2"});
  ASSERT_EQ(sc.s.phase, Phase::Powers);
  EXPECT_EQ(Medievalia::current_seat(sc.s), 1) << "the defender's side";
  auto a = Medievalia::parse_action(sc.s, "P4:shoot:archer1>soldat1");
  ASSERT_TRUE(a) << a.error();
  EXPECT_EQ(Medievalia::action_to_text(sc.s, *a), "P4:shoot:archer1>soldat1");
  sc.ok({"P4:shoot:archer1>soldat1"});
  EXPECT_TRUE(tapped(sc, archer));
  EXPECT_EQ(sc.s.card(soldat).damage, 1);
  EXPECT_FALSE(sc.valid());
}

// ---------------------------------------------------------------------------------------------
// End of the game (M-7)

// M-7.1, M-7.5: reaching 7 VP wins at once, right after the purchase (no reveal follows).
TEST(MedievaliaRules, M7_1_PrestigeAtSevenVpImmediatelyAfterAPurchase) {
  Scenario sc;
  const int champ1 = sc.place("champ", 0);
  const int champ2 = sc.place("champ", 0);
  sc.place("eglise", 0, sc.city(0));
  sc.place("ecurie", 0, sc.city(0));
  sc.place("forgeron", 0, champ1);
  sc.place("menuisier", 0, champ1);
  sc.place("chateau", 0, champ2);
  EXPECT_EQ(vp(sc.s, 0), 6);
  sc.hand("homme", 0, 4);
  sc.ok({"buy:1@champ2", "sell:homme>E", "sell:homme>E", "sell:homme>G", "sell:homme>M"});
  EXPECT_EQ(sc.s.phase, Phase::Txn);
  sc.ok({"pay"});
  EXPECT_EQ(sc.s.phase, Phase::GameOver);
  EXPECT_EQ(sc.s.end_reason, static_cast<std::uint8_t>(EndReason::Prestige));
  EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{1, 0}));
  EXPECT_EQ(sc.rejected("*tour"), "M-7.5");
  EXPECT_FALSE(sc.valid()) << sc.valid()->reason;
}

// Every face-down building placed, so that only the three tops are left: P1 (7 buildings) gets
// `mine`, P2 (7 buildings) the others. Both have the City and 4 Champs as hosts, and P1 holds
// 12 Hommes to sell for resources.
void deal_buildings(Scenario& sc, const std::vector<std::string_view>& mine,
                    const std::vector<std::string_view>& theirs) {
  std::array<std::vector<int>, 2> hosts;
  for (int p = 0; p < 2; ++p) {
    hosts[ix(p)].push_back(sc.city(p));
    for (int k = 0; k < 4; ++k) hosts[ix(p)].push_back(sc.place("champ", p));
  }
  for (int p = 0; p < 2; ++p) {
    int slot = 0;
    for (std::string_view b : p == 0 ? mine : theirs) sc.place(b, p, hosts[ix(p)][ix(slot++ / 2)]);
  }
  for (int k = 0; k < kBuildingPiles; ++k) ASSERT_EQ(sc.s.building_hidden[ix(k)], 0);
  sc.hand("homme", 0, 12);
}
void buy(Scenario& sc, std::string_view token) {
  sc.ok({token, "sell:homme>E", "sell:homme>E", "sell:homme>G", "sell:homme>M", "pay"});
}

// M-3.9.5, A-24, M-7.4: a pile is never refilled: once its last card is bought, nothing is
// revealed and it cannot be bought from; buying the very last building ends the game by shortage.
TEST(MedievaliaRules, M7_4_LastBuildingBoughtEndsTheGame) {
  Scenario sc;
  deal_buildings(
      sc, {"eglise", "eglise", "ecurie", "ecurie", "ecole", "atelier", "banque"},
      {"forgeron", "forgeron", "menuisier", "menuisier", "tour", "forteresse", "chateau"});
  EXPECT_EQ(vp(sc.s, 0), 5);
  EXPECT_EQ(vp(sc.s, 1), 6);
  buy(sc, "buy:1@champ4");
  EXPECT_EQ(sc.s.phase, Phase::Main) << "nothing left to reveal";
  EXPECT_EQ(sc.s.building_top[0], kNone);
  EXPECT_EQ(sc.rejected("buy:1@champ4"), "M-3.9.1");
  buy(sc, "buy:2@champ4");
  EXPECT_EQ(sc.s.phase, Phase::Main);
  buy(sc, "buy:3@champ3");
  EXPECT_EQ(sc.s.phase, Phase::GameOver);
  EXPECT_EQ(sc.s.end_reason, static_cast<std::uint8_t>(EndReason::Shortage));
  EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{0, 1})) << "most VP: 6 against 5";
  EXPECT_FALSE(sc.valid());
}

// M-7.5: after an event prestige is checked before shortage.
TEST(MedievaliaRules, M7_5_PrestigeBeforeShortage) {
  Scenario sc;
  deal_buildings(
      sc, {"eglise", "eglise", "ecurie", "ecurie", "ecole", "atelier", "chateau"},
      {"forgeron", "forgeron", "menuisier", "menuisier", "tour", "forteresse", "banque"});
  EXPECT_EQ(vp(sc.s, 0), 6);
  buy(sc, "buy:1@champ4");
  buy(sc, "buy:2@champ4");
  buy(sc, "buy:3@champ3");  // the last building, and P1's 7th VP
  EXPECT_EQ(sc.s.phase, Phase::GameOver);
  EXPECT_EQ(sc.s.end_reason, static_cast<std::uint8_t>(EndReason::Prestige));
  EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{1, 0}));
}

// M-7.4, A-06: the game ends when two draw piles are empty; most VP wins, then the gold capacity,
// then the most cards in hand, else a draw (every score 0).
struct Shortage {
  // P1 holds `p1` cards and P2 `p2` after the Military and Character piles are emptied: P1
  // draws the Military reminder with an extra draw paid by selling 5 hand cards, ends his turn,
  // and P2 draws the Character reminder.
  static std::vector<int> play(Scenario& sc) {
    sc.ok({"extra:M"});
    for (int i = 0; i < 5; ++i) sc.ok({"sell:soldat>E"});
    sc.ok({"pay", "*soldat", "end", "draw:C", "*homme"});
    EXPECT_EQ(sc.s.phase, Phase::GameOver);
    EXPECT_EQ(sc.s.end_reason, static_cast<std::uint8_t>(EndReason::Shortage));
    EXPECT_FALSE(sc.valid());
    return Medievalia::scores(sc.s);
  }
  static void deal(Scenario& sc) {
    empty_pile_but_reminder(sc, 1, 0);  // 19 Military cards to P1
    empty_pile_but_reminder(sc, 2, 1);  // 28 Character cards to P2
    // Equal hands at the end: P1 19 + 7 = 26 - 5 + 1 = 22, P2 21 + 1 = 22.
    for (int t = 0; t < sc.config().num_types; ++t) {
      auto& h2 = sc.s.player(1).hand[ix(t)];
      while (h2 > 0 && hand_size(sc.s, 1) > 21) {
        --h2;
        ++sc.s.player(0).hand[ix(t)];
      }
    }
  }
};

TEST(MedievaliaRules, M7_4_ShortageAllEqualIsADraw) {
  Scenario sc;
  Shortage::deal(sc);
  EXPECT_EQ(Shortage::play(sc), (std::vector<int>{0, 0}));
  EXPECT_EQ(sc.s.winner_mask, 0);
}

TEST(MedievaliaRules, M7_4_ShortageMostVpWins) {
  Scenario sc;
  Shortage::deal(sc);
  sc.place("eglise", 0, sc.city(0));
  sc.place("mine", 1);
  sc.place("mine", 1);
  EXPECT_EQ(Shortage::play(sc), (std::vector<int>{1, 0})) << "1 VP beats gold";
}

TEST(MedievaliaRules, M7_4_ShortageTieBrokenByGoldCapacity) {
  Scenario sc;
  sc.place("eglise", 0, sc.city(0));
  sc.place("eglise", 1, sc.city(1));
  const int mine = sc.place("mine", 1);
  sc.place("homme", 1, mine, true);  // a tapped booster still counts (A-31, M-5.3)
  sc.place("champ", 1);
  sc.place("mine", 0);
  Shortage::deal(sc);
  EXPECT_EQ(Shortage::play(sc), (std::vector<int>{0, 1})) << "gold 2 against 1";
}

TEST(MedievaliaRules, M7_4_ShortageThenCardsInHand) {
  Scenario sc;
  Shortage::deal(sc);
  ++sc.s.player(0).hand[ix(sc.type("homme"))];  // moved from P2: P1 23, P2 21 at the end
  --sc.s.player(1).hand[ix(sc.type("homme"))];
  sc.place("mine", 0);
  sc.place("mine", 1);
  EXPECT_EQ(Shortage::play(sc), (std::vector<int>{1, 0}));
}

}  // namespace
}  // namespace arbiter::medievalia::testing
