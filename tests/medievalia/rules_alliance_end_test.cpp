// Medievalia rules beyond the spec's test vectors (vectors_test.cpp) and its options
// (options_*_test.cpp): the alliance game and the end of the game. Each test is named after the
// rule it checks and cites it (docs/rules/medievalia.md); positions are built with
// tests/support/medievalia_scenario.h and driven through real record tokens.
#include <string>
#include <string_view>

#include "tests/support/medievalia_queries.h"

namespace arbiter::medievalia::testing {
namespace {

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
  EXPECT_EQ(sc.rejected("P3:tap:champ3"), "M-3.4") << "only his own cards";
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
  EXPECT_EQ(sc.rejected("pay"), "M-8.2") << "{F,G} + {G,G}: P3's Banque does not count";
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
  EXPECT_EQ(sc.rejected("P3:tap:homme1"), "M-3.4") << "not the ally's card either";
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
