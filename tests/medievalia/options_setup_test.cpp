// One test per Medievalia rule option (engine/medievalia/options.cpp), here the table defaults,
// setup and economy options: each shows the default reading and the alternative(s) differing
// exactly as the option's doc line and the rules reference (engine/medievalia/reference.cpp) say.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "tests/support/medievalia_option_helpers.h"

namespace arbiter::medievalia::testing {
namespace {

// ---------------------------------------------------------------------------------------------
// The option table and the spec.

// The defaults are the readings docs/medievalia.md documents (its "All options" table, checked
// against the code for every game in tests/core/docs_test.cpp); here the table's own shape.
TEST(MedievaliaOptions, TableIsComplete) {
  const auto specs = option_specs();
  EXPECT_EQ(specs.size(), 34u);
  for (const auto& os : specs) {
    SCOPED_TRACE(std::string(os.name));
    EXPECT_FALSE(os.doc.empty());
    EXPECT_FALSE(os.spec_ref.empty());
  }
  EXPECT_EQ(Options{}.players, 2);  // the 2-player game (M-2.9) is the default
}

// ---------------------------------------------------------------------------------------------
// Setup and the map.

TEST(MedievaliaOptions, Players) {
  EXPECT_EQ(Options{}.players, 2);
  for (int n : {2, 4}) {
    SCOPED_TRACE(n);
    Options o;
    o.players = n;
    Fresh g(o);
    EXPECT_EQ(Medievalia::num_seats(g.s), n);
    EXPECT_EQ(g.s.cfg().num_fiefs, n == 2 ? 3 : 9) << "M-2.9: A-N-B; M-2.10: ring plus centre";
    int cards = 0, cities = 0;
    for (int k = 0; k < kDrawPiles; ++k) cards += g.s.pile_size[ix(k)];
    for (int k = 0; k < kBuildingPiles; ++k)
      cards += g.s.building_hidden[ix(k)] + (g.s.building_top[ix(k)] != kNone);
    for (const Card& c : g.s.cards) cities += c.zone == Zone::Table;
    EXPECT_EQ(cities, n) << "M-2.3: one City per player, the others stay in the box";
    EXPECT_EQ(cards + cities, 104 + n) << "I-01";
    EXPECT_EQ(allies(g.s, 0, 2), n == 4) << "M-2.10: P1+P3 against P2+P4";
    EXPECT_TRUE(enemies(g.s, 0, 1));
    EXPECT_FALSE(adjacent(g.s, 0, 1)) << "player fiefs are never adjacent";
  }
  Options o;
  o.players = 5;
  EXPECT_FALSE(Medievalia::make_config(o, *parse_data(default_data_json())).ok());
}

TEST(MedievaliaOptions, FirstPlayer) {
  {  // random (default): a chance action names the first player, who drafts first (M-2.5, M-2.6)
    Fresh g(Options{});
    EXPECT_EQ(g.s.phase, Phase::SetupFirst);
    EXPECT_EQ(Medievalia::current_seat(g.s), kChanceSeat);
    Medievalia::ActionBuffer buf;
    Medievalia::legal_actions(g.s, buf);
    int firsts = 0;
    for (const Action& a : buf) firsts += a.kind == ActionKind::FirstPlayer;
    EXPECT_EQ(firsts, 2);
    g.ok({"*P2", "*champ", "*soldat", "*homme"});
    EXPECT_EQ(g.s.phase, Phase::DraftPick);
    EXPECT_EQ(Medievalia::current_seat(g.s), 1) << "P2 drafts first";
    g.draft();
    EXPECT_EQ(g.s.active, 1) << "P2 plays the first turn";
    EXPECT_EQ(g.s.phase, Phase::Draw);
  }
  {  // p1: no chance action, P1 drafts and plays first
    Fresh g(with([](Options& o) { o.first_player = FirstPlayer::P1; }));
    EXPECT_EQ(g.s.phase, Phase::SetupReminder);
    EXPECT_TRUE(g.play("*P2")) << "no first-player draw under first_player=p1";
    g.ok({"*champ", "*soldat", "*homme"});
    EXPECT_EQ(Medievalia::current_seat(g.s), 0);
    g.draft();
    EXPECT_EQ(g.s.active, 0);
    EXPECT_EQ(g.s.phase, Phase::Draw);
  }
}

TEST(MedievaliaOptions, FourPlayerMap) {
  auto fief_named = [](const State& s, std::string_view n) {
    for (int f = 0; f < s.cfg().num_fiefs; ++f)
      if (fief_name(s, f) == n) return f;
    return -1;
  };
  for (FourPlayerMap map : {FourPlayerMap::RingPlusCenter, FourPlayerMap::Ring}) {
    const bool centre = map == FourPlayerMap::RingPlusCenter;
    SCOPED_TRACE(centre ? "ring_plus_center" : "ring");
    Options o;
    o.players = 4;
    o.four_player_map = map;
    Fresh g(o);
    const State& s = g.s;
    EXPECT_EQ(s.cfg().num_fiefs, centre ? 9 : 8);
    const int c = fief_named(s, "C");
    EXPECT_EQ(c >= 0, centre);
    for (int p = 0; p < 4; ++p) {
      auto digit = [](int q) { return static_cast<char>('1' + q % 4); };
      const int next = fief_named(s, std::string("N") + digit(p) + digit(p + 1));
      const int prev = fief_named(s, std::string("N") + digit(p + 3) + digit(p));
      ASSERT_GE(next, 0);
      ASSERT_GE(prev, 0);
      int want = (1 << next) | (1 << prev);
      if (centre) want |= 1 << c;
      EXPECT_EQ(adj(s, p), want) << "P" << p + 1 << "'s neighbours (M-2.10)";
      EXPECT_TRUE(adjacent(s, next, (p + 1) % 4));
    }
    if (centre) {
      EXPECT_EQ(adj(s, c), 0x0F) << "C touches every player fief";
    }
    // A Soldat of P1 steps into the centre only when it exists.
    Scenario sc(4, o);
    sc.place("champ", 0);
    const int soldat = sc.place("soldat", 0);
    EXPECT_EQ(rule_of(sc, "go:soldat1>P3"), "M-3.13.1") << "player fiefs are never adjacent";
    EXPECT_EQ(rule_of(sc, "go:soldat1>C"), centre ? "" : "parse");
    EXPECT_EQ(sc.s.card(soldat).fief, centre ? c : 0);
  }
}

TEST(MedievaliaOptions, ThreePlayer) {
  const Data data = *parse_data(default_data_json());
  Options o;
  o.players = 3;
  const auto refused = Medievalia::make_config(o, data);
  ASSERT_FALSE(refused.ok()) << "M-2.11: 3 players are refused by default";
  EXPECT_NE(refused.error().find("three_player=triangle"), std::string::npos) << refused.error();
  EXPECT_FALSE(validate_options(o).ok());
  o.three_player = ThreePlayer::Triangle;
  ASSERT_TRUE(Medievalia::make_config(o, data).ok());
  Fresh g(o);
  EXPECT_EQ(Medievalia::num_seats(g.s), 3);
  ASSERT_EQ(g.s.cfg().num_fiefs, 6);
  EXPECT_EQ(fief_name(g.s, 3), "N12");
  EXPECT_EQ(fief_name(g.s, 4), "N23");
  EXPECT_EQ(fief_name(g.s, 5), "N31");
  EXPECT_EQ(adj(g.s, 0), (1 << 3) | (1 << 5)) << "P1 - N12, N31 - P1";
  EXPECT_EQ(adj(g.s, 1), (1 << 3) | (1 << 4));
  EXPECT_EQ(adj(g.s, 2), (1 << 4) | (1 << 5));
  for (int p = 0; p < 3; ++p)
    for (int q = 0; q < 3; ++q)
      if (p != q) {
        EXPECT_TRUE(enemies(g.s, p, q)) << "free for all";
      }
  g.ok({"*P3", "*champ", "*soldat", "*homme"});
  g.draft();
  EXPECT_EQ(g.s.active, 2);
  // three_player matters only for 3 players.
  o.players = 2;
  EXPECT_TRUE(Medievalia::make_config(o, data).ok());
}

TEST(MedievaliaOptions, FirstTurnDraw) {
  for (bool draw : {true, false}) {
    SCOPED_TRACE(draw);
    Options o;
    o.first_player = FirstPlayer::P1;
    o.first_turn_draw = draw;
    Fresh g(o);
    g.ok({"*champ", "*soldat", "*homme"});
    g.draft();
    EXPECT_EQ(g.s.active, 0);
    ASSERT_EQ(g.s.phase, draw ? Phase::Draw : Phase::Main) << "M-3.1, A-03";
    if (draw) g.ok({"draw:M", "*soldat"});
    g.ok({"end"});
    EXPECT_EQ(g.s.active, 1);
    ASSERT_EQ(g.s.phase, draw ? Phase::Draw : Phase::Main) << "P2's first turn";
    if (draw) g.ok({"draw:M", "*soldat"});
    g.ok({"end"});
    EXPECT_EQ(g.s.active, 0);
    EXPECT_EQ(g.s.phase, Phase::Draw) << "every later turn draws under both readings";
    EXPECT_TRUE(g.play("end")) << "the step-1 draw is compulsory";
    EXPECT_FALSE(Medievalia::check_invariants(g.s));
  }
}

// ---------------------------------------------------------------------------------------------
// Production and transactions.

TEST(MedievaliaOptions, CityBoost) {
  for (bool boost : {true, false}) {
    SCOPED_TRACE(boost);
    Options o;
    o.city_boost = boost;
    Scenario sc(2, o);
    sc.place("champ", 0);  // food for the Homme
    const int homme = sc.place("homme", 0, sc.city(0));
    sc.hand("champ", 0);
    sc.ok({"play:champ", "tap:city1"});
    EXPECT_EQ(sc.s.txn.pool[Manpower], boost ? 2 : 1) << "M-3.4.5: the City group yields M";
    EXPECT_TRUE(sc.s.card(homme).flags & kTapped) << "the group is tapped either way";
    sc.ok({"pay"});
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, BuildingOutput) {
  // Default data: civil buildings print no resource (M-1.5), so `printed` adds nothing.
  for (BuildingOutput out : {BuildingOutput::Host, BuildingOutput::Printed}) {
    const bool host = out == BuildingOutput::Host;
    SCOPED_TRACE(host ? "host" : "printed");
    Options o;
    o.building_output = out;
    Scenario sc(2, o);
    const int champ = sc.place("champ", 0);
    sc.place("eglise", 0, champ);
    sc.hand("homme", 0);
    sc.ok({"play:homme", "tap:champ1"});
    EXPECT_EQ(sc.s.txn.pool[Food], host ? 2 : 1) << "M-3.4.6";
    sc.ok({"pay"});
    EXPECT_EQ(capacity(sc.s, 0, Food, true), host ? 2 : 1) << "M-5.3 counts the building alike";
  }
  // Edited data: the Banque prints G. `printed` yields it, `host` yields the host's F.
  Data d = *parse_data(default_data_json());
  CardType& banque = d.cards[ix(d.find("banque"))];
  banque.produces = Gold;
  banque.production = 1;
  for (BuildingOutput out : {BuildingOutput::Host, BuildingOutput::Printed}) {
    const bool host = out == BuildingOutput::Host;
    SCOPED_TRACE(host ? "host, Banque prints G" : "printed, Banque prints G");
    Options o;
    o.first_player = FirstPlayer::P1;
    o.building_output = out;
    Fresh g(o, d);
    g.ok({"*champ", "*soldat", "*homme"});
    State& s = g.s;
    s.phase = Phase::Main;  // as Scenario: the draft skipped
    s.active = 0;
    s.turn = 1;
    s.player(0).turns = 1;
    const int champ_t = g.type("champ"), banque_t = g.type("banque"), homme_t = g.type("homme");
    --s.pool[0][ix(champ_t)];
    --s.pile_size[0];
    const int champ = enter_table(s, champ_t, 0, kNone);
    ASSERT_EQ(s.building_pool[ix(banque_t)], 1);  // the other copy tops pile 3
    --s.building_pool[ix(banque_t)];
    --s.building_hidden[0];
    enter_table(s, banque_t, 0, champ);
    --s.pool[2][ix(homme_t)];
    --s.pile_size[2];
    ++s.player(0).hand[ix(homme_t)];
    ASSERT_FALSE(Medievalia::check_invariants(s));
    g.ok({"play:homme", "tap:champ1"});
    EXPECT_EQ(s.txn.pool[Food], host ? 2 : 1);
    EXPECT_EQ(s.txn.pool[Gold], host ? 0 : 1);
    g.ok({"pay"});
    EXPECT_EQ(capacity(s, 0, Food, true), host ? 2 : 1);
    EXPECT_EQ(capacity(s, 0, Gold, true), host ? 0 : 1);
  }
}

TEST(MedievaliaOptions, BatchTerritoryDiscard) {
  for (bool batch : {false, true}) {
    SCOPED_TRACE(batch);
    Options o;
    o.batch_territory_discard = batch;
    Scenario sc(2, o);
    const int a = sc.place("champ", 0), b = sc.place("champ", 0);
    sc.hand("homme", 0, 2);
    EXPECT_EQ(rule_of(sc, "discard:champ1,champ2"), batch ? "" : "M-3.6");
    if (!batch) sc.ok({"discard:champ1"});
    sc.ok({"sell:homme>M"});
    if (batch) {
      EXPECT_EQ(rule_of(sc, "pay"), "M-3.6") << "two territories cost {M,M}";
      sc.ok({"sell:homme>M", "pay"});
      EXPECT_EQ(sc.s.card(a).zone, Zone::Out);
      EXPECT_EQ(sc.s.card(b).zone, Zone::Out);
    } else {
      sc.ok({"pay", "discard:champ2", "sell:homme>M", "pay"});
      EXPECT_EQ(sc.s.card(a).zone, Zone::Out);
      EXPECT_EQ(sc.s.card(b).zone, Zone::Out);
    }
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, RemoveScope) {
  for (RemoveScope scope : {RemoveScope::Troops, RemoveScope::TroopsAndTerritories}) {
    const bool territories_too = scope == RemoveScope::TroopsAndTerritories;
    SCOPED_TRACE(territories_too ? "troops_and_territories" : "troops");
    Options o;
    o.remove_scope = scope;
    Scenario sc(2, o);
    const int champ = sc.place("champ", 0);
    sc.place("champ", 0, -1, true);
    const int homme = sc.place("homme", 0);
    EXPECT_EQ(rule_of(sc, "remove:homme1"), "") << "M-3.7: an untapped troop, always";
    EXPECT_EQ(sc.s.card(homme).zone, Zone::Out);
    EXPECT_EQ(rule_of(sc, "remove:champ1"), territories_too ? "" : "M-3.7");
    EXPECT_EQ(sc.s.card(champ).zone, territories_too ? Zone::Out : Zone::Table);
    EXPECT_EQ(rule_of(sc, "remove:champ2"), "M-3.7") << "a tapped territory, never";
    EXPECT_EQ(rule_of(sc, "remove:city1"), "M-3.7") << "the City is not a territory";
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, ExtraDrawLimit) {
  for (ExtraDrawLimit limit : {ExtraDrawLimit::None, ExtraDrawLimit::OnePerTurn}) {
    const bool one = limit == ExtraDrawLimit::OnePerTurn;
    SCOPED_TRACE(one ? "one_per_turn" : "none");
    Options o;
    o.extra_draw_limit = limit;
    Scenario sc(2, o);
    sc.hand("homme", 0, 8);
    sc.ok({"extra:T"});
    pay_by_selling(sc, "FFFF");
    sc.ok({"pay", "*champ"});
    EXPECT_EQ(sc.s.phase, Phase::Main);
    EXPECT_EQ(rule_of(sc, "extra:T"), one ? "M-3.8" : "");
    if (!one) {
      pay_by_selling(sc, "FEGM");
      sc.ok({"pay", "*ferme"});
      EXPECT_EQ(sc.s.player(0).hand[ix(sc.type("ferme"))], 1);
    }
    EXPECT_EQ(sc.s.player(0).hand[ix(sc.type("champ"))], 1);
    EXPECT_FALSE(sc.valid());
  }
}

TEST(MedievaliaOptions, UnplaceablePurchase) {
  for (UnplaceablePurchase up :
       {UnplaceablePurchase::Illegal, UnplaceablePurchase::PlaceOnTapped}) {
    const bool tapped_ok = up == UnplaceablePurchase::PlaceOnTapped;
    SCOPED_TRACE(tapped_ok ? "place_on_tapped" : "illegal");
    Options o;
    o.unplaceable_purchase = up;
    {  // TV-13: City + Champ, tapping the chosen host to pay
      Scenario sc(2, o);
      const int champ = sc.place("champ", 0);
      sc.hand("homme", 0, 3);
      sc.ok({"buy:1@champ1"});
      EXPECT_EQ(rule_of(sc, "tap:champ1"), tapped_ok ? "" : "M-3.9.3");
      sc.ok({"tap:city1", "sell:homme>E", "sell:homme>E", "sell:homme>G", "pay"});
      const int ecole = sc.s.cfg().type(sc.type("ecole")).first_id;
      EXPECT_EQ(sc.s.card(ecole).zone, Zone::Table);
      EXPECT_EQ(sc.s.card(ecole).host, champ) << "no other host was named";
      EXPECT_EQ(static_cast<bool>(sc.s.card(champ).flags & kTapped), tapped_ok);
    }
    {  // the host is already tapped when the purchase opens
      Scenario sc(2, o);
      const int champ = sc.place("champ", 0);
      sc.hand("homme", 0, 4);
      sc.ok({"play:homme", "tap:champ1", "pay"});
      ASSERT_TRUE(sc.s.card(champ).flags & kTapped);
      EXPECT_EQ(rule_of(sc, "buy:1@champ1"), tapped_ok ? "" : "M-3.9.3");
      if (tapped_ok) {
        sc.ok({"tap:city1", "sell:homme>E", "sell:homme>E", "sell:homme>G", "pay"});
        EXPECT_EQ(buildings_on(sc.s, champ), 1);
      } else {
        EXPECT_EQ(rule_of(sc, "buy:1@city1"), "") << "an untapped host is always fine";
      }
    }
  }
}

}  // namespace
}  // namespace arbiter::medievalia::testing
