// One test per Medievalia rule option (engine/medievalia/options.cpp), here end-of-game options:
// each shows the default reading and the alternative(s) differing exactly as the option's doc line
// and docs/rules/medievalia.md (section 10 and the [O:name] tags) say.
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
// The end of the game.

// Puts one copy of each building type in `types` on p's hosts (2 per host, in order).
void build(Scenario& sc, int p, const std::vector<int>& hosts,
           std::vector<std::string_view> types) {
  for (std::size_t i = 0; i < types.size(); ++i) sc.place(types[i], p, hosts[i / 2]);
}

TEST(MedievaliaOptions, VpDedup) {
  for (VpDedup dedup : {VpDedup::PerPlayer, VpDedup::Team}) {
    const bool per_player = dedup == VpDedup::PerPlayer;
    SCOPED_TRACE(per_player ? "per_player" : "team");
    Options o;
    o.vp_dedup = dedup;
    Scenario sc(4, o);
    const std::vector<std::string_view> five{"banque", "ecole", "eglise", "ecurie", "forgeron"};
    const std::vector<int> p1{sc.city(0), sc.place("champ", 0), sc.place("champ", 0)};
    build(sc, 0, p1, five);
    build(sc, 2, {sc.city(2), sc.place("champ", 2), sc.place("champ", 2)}, five);
    EXPECT_EQ(vp(sc.s, 0), 5);
    EXPECT_EQ(vp(sc.s, 2), 5);
    EXPECT_EQ(team_vp(sc.s, 0), per_player ? 10 : 5) << "M-7.1, A-32";
    ASSERT_EQ(sc.s.building_top[1], sc.type("atelier"));
    ASSERT_FALSE(sc.valid());
    sc.hand("homme", 0, 4);
    sc.ok({join("buy:2@", sc.name(p1[2]))});
    pay_by_selling(sc, cost_letters(sc, sc.type("atelier")));
    sc.ok({"pay"});
    EXPECT_EQ(team_vp(sc.s, 0), per_player ? 11 : 6);
    if (per_player) {
      EXPECT_EQ(sc.s.phase, Phase::GameOver) << "the team reaches 11 VP";
      EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{1, 0, 1, 0}));
    } else {
      EXPECT_NE(sc.s.phase, Phase::GameOver);
    }
    EXPECT_FALSE(sc.valid());
  }
}

// « On peut produire des ressources hors de son tour » (M-8.6) and « A tout moment (même si ce
// n'est pas votre tour), vous pouvez défausser une carte de votre main contre une ressource »
// (M-4.2): by default the ally may sell hand cards into the active player's transaction.
TEST(MedievaliaOptions, AllyHandSales) {
  EXPECT_TRUE(Options{}.ally_hand_sales);
  for (bool sales : {true, false}) {
    SCOPED_TRACE(sales ? "true" : "false");
    Options o;
    o.ally_hand_sales = sales;
    Scenario sc(4, o);
    sc.hand("homme", 0);
    sc.hand("ferme", 2);
    sc.place("champ", 2);   // champ1, P3's
    sc.place("champ", 0);   // champ2: P1's food for the Homme
    sc.ok({"play:homme"});  // {F}, plus the ally fee (M-8.6)
    Medievalia::ActionBuffer buf;
    Medievalia::legal_actions(sc.s, buf);
    int ally_sales = 0, ally_taps = 0;
    for (const Action& a : buf) {
      ally_sales += a.kind == ActionKind::Sell && a.seat == 2;
      ally_taps += a.kind == ActionKind::Tap && a.seat == 2;
    }
    EXPECT_EQ(ally_sales, sales ? kResources : 0) << "the ally's Ferme, for F, E, G or M";
    EXPECT_EQ(ally_taps, 2) << "his City and his Champ: production is always allowed";
    EXPECT_EQ(rule_of(sc, "P3:sell:ferme>F"), sales ? "" : "M-8.6");
    if (!sales) sc.ok({"P3:tap:champ1"});
    sc.ok({"tap:city1", "pay"});
    EXPECT_EQ(sc.s.player(2).hand[ix(sc.type("ferme"))], sales ? 0 : 1);
    EXPECT_EQ(troops_for_upkeep(sc.s, 0), 1);
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, AllianceIndividualWin) {
  for (bool individual : {false, true}) {
    SCOPED_TRACE(individual);
    Options o;
    o.alliance_individual_win = individual;
    Scenario sc(4, o);
    const std::vector<int> hosts{sc.city(0), sc.place("champ", 0), sc.place("champ", 0),
                                 sc.place("champ", 0)};
    build(sc, 0, hosts, {"banque", "ecole", "eglise", "ecurie", "forgeron", "menuisier"});
    EXPECT_EQ(vp(sc.s, 0), 6);
    ASSERT_EQ(sc.s.building_top[1], sc.type("atelier"));
    sc.hand("homme", 0, 4);
    sc.ok({join("buy:2@", sc.name(hosts[3]))});
    pay_by_selling(sc, cost_letters(sc, sc.type("atelier")));
    sc.ok({"pay"});
    EXPECT_EQ(vp(sc.s, 0), 7);
    EXPECT_EQ(team_vp(sc.s, 0), 7) << "far from the team's 11";
    if (individual) {
      EXPECT_EQ(sc.s.phase, Phase::GameOver) << "A-40 alternative: one player's 7 VP wins";
      EXPECT_EQ(sc.s.end_reason, static_cast<std::uint8_t>(EndReason::Prestige));
      EXPECT_EQ(Medievalia::scores(sc.s)[0], 1);
      EXPECT_EQ(Medievalia::scores(sc.s)[1], 0);
    } else {
      EXPECT_NE(sc.s.phase, Phase::GameOver) << "M-7.1: only the team total counts";
    }
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, SiegeTurns) {
  for (SiegeTurns st : {SiegeTurns::ThreeInclusive, SiegeTurns::FourStarts}) {
    const bool three = st == SiegeTurns::ThreeInclusive;
    SCOPED_TRACE(three ? "3_inclusive" : "4_starts");
    Options o;
    o.siege_turns = st;
    Scenario sc(2, o);
    sc.place("champ", 1);                             // P2's food
    sc.place("soldat", 1, -1, false, sc.fief("P1"));  // P1 has no territory: condition (2)
    for (int start = 1; start <= 4; ++start) {
      SCOPED_TRACE(start);
      end_turn(sc);
      ASSERT_EQ(sc.s.active, 1);
      pass_turn(sc);  // P2; then P1's step 0 (TV-15)
      const bool lost = start == (three ? 3 : 4);
      if (lost) {
        EXPECT_EQ(sc.s.phase, Phase::GameOver);
        EXPECT_FALSE(sc.s.player(0).alive) << "eliminated at the start of that turn";
        EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{0, 1}));
        EXPECT_FALSE(sc.valid());
        break;
      }
      ASSERT_EQ(sc.s.active, 0);
      EXPECT_EQ(sc.s.player(0).siege, start);
      EXPECT_FALSE(sc.valid()) << "I-29 bounds the counter by the option";
      sc.ok({"draw:C", "*homme"});
    }
  }
}

TEST(MedievaliaOptions, AllyBreaksSiege) {
  for (AllyBreaksSiege abs : {AllyBreaksSiege::Presence, AllyBreaksSiege::None}) {
    const bool presence = abs == AllyBreaksSiege::Presence;
    SCOPED_TRACE(presence ? "presence" : "none");
    Options o;
    o.ally_breaks_siege = abs;
    Scenario sc(4, o);
    for (int p = 1; p < 4; ++p) sc.place("champ", p);
    sc.place("soldat", 1, -1, false, sc.fief("P1"));  // P2, an enemy
    sc.place("soldat", 2, -1, false, sc.fief("P1"));  // P3, P1's ally
    end_turn(sc);
    for (int p = 1; p < 4; ++p) {
      ASSERT_EQ(sc.s.active, p);
      pass_turn(sc);
    }
    ASSERT_EQ(sc.s.active, 0);
    EXPECT_EQ(sc.s.player(0).siege, presence ? 0 : 1) << "M-7.3, A-23";
    EXPECT_FALSE(sc.valid());
  }
}

// « Lorsqu'une carte Personnage est placée avec un territoire (champ, ferme, forêt, mine ou
// Ville), ledit territoire est considéré comme gardé »: siege condition (2), « tous ses
// territoires ... sont actuellement sans garde », fails while the City is guarded (A-11).
TEST(MedievaliaOptions, GuardedCityBreaksSiege) {
  EXPECT_TRUE(Options{}.guarded_city_breaks_siege);
  for (bool city : {true, false}) {
    for (std::string_view guard : {"homme", "tour"}) {
      SCOPED_TRACE(std::string(city ? "true, " : "false, ") + std::string(guard));
      Options o;
      o.guarded_city_breaks_siege = city;
      Scenario sc(2, o);
      sc.place("champ", 1);                             // P2's food
      sc.place("champ", 0);                             // P1's only territory, unguarded
      sc.place(guard, 0, sc.city(0));                   // a troop or a military building
      sc.place("soldat", 1, -1, false, sc.fief("P1"));  // condition (1)
      end_turn(sc);
      pass_turn(sc);
      ASSERT_EQ(sc.s.active, 0);
      EXPECT_EQ(sc.s.player(0).siege, city ? 0 : 1) << "M-7.3 at P1's step 0";
      EXPECT_FALSE(sc.valid());
    }
  }
  {  // an unguarded City never breaks it, whatever the option
    Scenario sc;
    sc.place("champ", 1);
    sc.place("champ", 0);
    sc.place("homme", 0);  // free: guards nothing
    sc.place("soldat", 1, -1, false, sc.fief("P1"));
    end_turn(sc);
    pass_turn(sc);
    EXPECT_EQ(sc.s.player(0).siege, 1);
  }
}

// Moves the cards of draw pile k into p's hand (the reminder too unless `keep_reminder`), keeping
// card conservation (I-01).
void drain(Scenario& sc, int k, int p, bool keep_reminder) {
  State& s = sc.s;
  Player& pl = s.player(p);
  for (int t = 0; t < sc.config().num_types; ++t) {
    const int n = s.pool[ix(k)][ix(t)];
    pl.hand[ix(t)] = static_cast<std::uint8_t>(pl.hand[ix(t)] + n);
    s.pile_size[ix(k)] = static_cast<std::uint8_t>(s.pile_size[ix(k)] - n);
    s.pool[ix(k)][ix(t)] = 0;
  }
  if (!keep_reminder && s.reminder[ix(k)] != kNone) {
    ++pl.hand[s.reminder[ix(k)]];
    s.reminder[ix(k)] = kNone;
    --s.pile_size[ix(k)];
  }
}

// Empties building pile 2 (its face-up Atelier goes face down under pile 1) and moves pile 3's
// face-down cards under pile 1: pile 3 holds only its face-up Banque.
void last_banque(Scenario& sc) {  // (I-01 kept)
  State& s = sc.s;
  ++s.building_pool[s.building_top[1]];
  s.building_top[1] = kNone;
  s.building_hidden[0] = static_cast<std::uint8_t>(s.building_hidden[0] + s.building_hidden[1] + 1 +
                                                   s.building_hidden[2]);
  s.building_hidden[1] = s.building_hidden[2] = 0;
  ASSERT_EQ(s.building_top[2], sc.type("banque"));
}

void buy_banque(Scenario& sc) {
  sc.hand("homme", 0, 4);
  sc.ok({"buy:3@city1"});
  pay_by_selling(sc, cost_letters(sc, sc.type("banque")));
  sc.ok({"pay"});
}

TEST(MedievaliaOptions, ShortagePiles) {
  for (ShortagePiles sp : {ShortagePiles::Draw, ShortagePiles::Any}) {
    const bool any = sp == ShortagePiles::Any;
    SCOPED_TRACE(any ? "any" : "draw");
    Options o;
    o.shortage_piles = sp;
    {  // the purchase empties a second building pile; no draw pile is empty
      Scenario sc(2, o);
      last_banque(sc);
      ASSERT_FALSE(sc.valid());
      buy_banque(sc);
      EXPECT_EQ(draw_piles_empty(sc.s), 0);
      if (any) {
        EXPECT_EQ(sc.s.phase, Phase::GameOver) << "A-06 alternative: any two piles";
        EXPECT_EQ(sc.s.end_reason, static_cast<std::uint8_t>(EndReason::Shortage));
        EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{1, 0})) << "1 VP against 0";
      } else {
        EXPECT_EQ(sc.s.phase, Phase::Main) << "A-06: only draw piles count";
      }
      EXPECT_FALSE(sc.valid());
    }
    {  // one empty draw pile (T), then the purchase empties a building pile
      Scenario sc(2, o);
      drain(sc, 0, 1, false);
      sc.s.building_hidden[0] =  // pile 3's face-down cards go under pile 1
          static_cast<std::uint8_t>(sc.s.building_hidden[0] + sc.s.building_hidden[2]);
      sc.s.building_hidden[2] = 0;
      ASSERT_FALSE(sc.valid());
      ASSERT_EQ(draw_piles_empty(sc.s), 1);
      buy_banque(sc);
      EXPECT_EQ(sc.s.phase, any ? Phase::GameOver : Phase::Main)
          << "one draw pile and one building pile";
      EXPECT_FALSE(sc.valid());
    }
    {  // two empty draw piles end the game under both readings: T, then M's last card
      Scenario sc(2, o);
      drain(sc, 0, 1, false);
      drain(sc, 1, 1, true);
      ASSERT_EQ(sc.s.pile_size[1], 1);
      ASSERT_FALSE(sc.valid());
      sc.hand("homme", 0, 4);
      sc.ok({"extra:M"});
      pay_by_selling(sc, "FFFF");
      sc.ok({"pay", "*soldat"});  // the reminder, drawn last (A-05)
      EXPECT_EQ(sc.s.phase, Phase::GameOver) << "M-7.4";
      EXPECT_EQ(sc.s.end_reason, static_cast<std::uint8_t>(EndReason::Shortage));
      EXPECT_EQ(Medievalia::scores(sc.s), (std::vector<int>{0, 1}))
          << "0 VP and 0 gold each; 1 card in hand against 57";
      EXPECT_FALSE(sc.valid());
    }
  }
}

TEST(MedievaliaOptions, GoldTiebreakBoosts) {
  for (GoldTiebreakBoosts g : {GoldTiebreakBoosts::Keep, GoldTiebreakBoosts::BaseOnly}) {
    const bool keep = g == GoldTiebreakBoosts::Keep;
    SCOPED_TRACE(keep ? "keep" : "base_only");
    Options o;
    o.gold_tiebreak_boosts = g;
    Scenario sc(2, o);
    sc.place("champ", 0);  // food for P1's Hommes
    const int mine = sc.place("mine", 0);
    sc.place("homme", 0, mine);
    sc.place("homme", 0, mine);  // P1: gold 1 + 2 boosts
    sc.place("mine", 1);
    sc.place("mine", 1);                // P2: gold 2, no boost
    sc.place("eglise", 1, sc.city(1));  // P2: 1 VP
    // Every other building leaves the piles (out of game) except pile 3's face-up Banque.
    State& s = sc.s;
    for (int k = 0; k < 2; ++k) {
      if (s.building_top[ix(k)] != kNone) ++s.out[s.building_top[ix(k)]];
      s.building_top[ix(k)] = kNone;
    }
    for (int t = 0; t < kMaxTypes; ++t) {
      s.out[ix(t)] = static_cast<std::uint8_t>(s.out[ix(t)] + s.building_pool[ix(t)]);
      s.building_pool[ix(t)] = 0;
    }
    s.building_hidden = {0, 0, 0};
    ASSERT_EQ(s.building_top[2], sc.type("banque"));
    ASSERT_FALSE(sc.valid());
    EXPECT_EQ(capacity(s, 0, Gold, keep), keep ? 3 : 1);
    sc.hand("homme", 0, 4);
    sc.ok({"buy:3@city1"});
    pay_by_selling(sc, cost_letters(sc, sc.type("banque")));
    sc.ok({"pay"});  // the last building: VP 1 - 1, hands 0 - 0
    ASSERT_EQ(sc.s.phase, Phase::GameOver);
    EXPECT_EQ(sc.s.end_reason, static_cast<std::uint8_t>(EndReason::Shortage));
    EXPECT_EQ(vp(sc.s, 0), vp(sc.s, 1));
    EXPECT_EQ(Medievalia::scores(sc.s), keep ? (std::vector<int>{1, 0}) : (std::vector<int>{0, 1}))
        << "M-7.4 tie-break 1: gold 3 vs 2 with boosts, 1 vs 2 without";
    EXPECT_FALSE(sc.valid());
  }
}

}  // namespace
}  // namespace arbiter::medievalia::testing
