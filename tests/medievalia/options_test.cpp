// One test per Medievalia rule option (engine/medievalia/options.cpp): each shows the default
// reading and the alternative(s) differing exactly as the option's doc line and
// rules/medievalia.md (section 10 and the [O:name] tags) say. Plus: the table's defaults are the
// spec's [O:name=default] values, and 3 players need three_player=triangle.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "tests/support/medievalia_scenario.h"

namespace arbiter::medievalia::testing {
namespace {

Options with(void (*edit)(Options&)) {
  Options o;
  edit(o);
  return o;
}

std::string join(std::string_view a, std::string_view b) {
  return std::string(a) + std::string(b);
}

// The rule a token's rejection cites, or "" if it was accepted; a rejection leaves the state
// unchanged (M-3.3.4). Unlike Scenario::rejected, an accepted token may change the state.
std::string rule_of(Scenario& sc, std::string_view token) {
  const State before = sc.s;
  const Verdict v = sc.play(token);
  if (!v) return "";
  EXPECT_TRUE(before == sc.s) << token << " was rejected but changed the state";
  return std::string(v->rule);
}

int adj(const State& s, int fief) {
  return s.cfg().adjacent[ix(fief)];
}

// A game that starts from the real setup (no Scenario shortcut), for the options that concern
// the start of a game, or a game with edited card data.
class Fresh {
 public:
  explicit Fresh(const Options& o, const Data& d = *parse_data(default_data_json()))
      : config_(std::make_unique<Config>()) {
    auto c = Medievalia::make_config(o, d);
    EXPECT_TRUE(c.ok()) << (c.ok() ? "" : c.error());
    if (c.ok()) *config_ = *c;
    s = Medievalia::initial_state(*config_);
  }
  Fresh(const Fresh&) = delete;

  Verdict play(std::string_view token) {
    auto a = Medievalia::parse_action(s, token);
    if (!a) return violation("parse", a.error());
    return Medievalia::apply(s, *a);
  }
  void ok(std::initializer_list<std::string_view> tokens) {
    for (std::string_view t : tokens) {
      const Verdict v = play(t);
      ASSERT_FALSE(v) << t << ": [" << v->rule << "] " << v->reason << "\n"
                      << Medievalia::render_text(s);
    }
  }
  // The draft (M-2.6): 8 cards per player, seat after seat from the first player.
  void draft() {
    for (int k = 0; k < 8 * s.num_players; ++k) {
      ASSERT_EQ(s.phase, Phase::DraftPick);
      if (k % 2)
        ok({"draw:T", "*ferme"});
      else
        ok({"draw:C", "*homme"});
    }
  }
  int type(std::string_view id) const { return config_->data.find(id); }

  State s;

 private:
  std::unique_ptr<Config> config_;
};

// Sells Hommes from the active player's hand to cover `cost` (letters F, E, G, M).
void pay_by_selling(Scenario& sc, std::string_view cost) {
  for (char r : cost) sc.ok({join("sell:homme>", std::string(1, r))});
}

std::string cost_letters(const Scenario& sc, int type) {
  std::string out;
  const auto& cost = sc.config().type(type).cost;
  for (int r = 0; r < kResources; ++r) out.append(cost[ix(r)], kResourceLetter[r]);
  return out;
}

void end_turn(Scenario& sc) {
  sc.ok({"end"});
}
// The player whose turn just started draws a Homme (step 1) and ends his turn.
void pass_turn(Scenario& sc) {
  ASSERT_EQ(sc.s.phase, Phase::Draw) << Medievalia::render_text(sc.s);
  sc.ok({"draw:C", "*homme", "end"});
}

// ---------------------------------------------------------------------------------------------
// The option table and the spec.

std::string read_spec() {
  for (const char* rel : {"/rules/medievalia.md", "/../shared/rules/medievalia.md"}) {
    std::ifstream in(std::string(ARBITER_SOURCE_DIR) + rel);
    if (!in) continue;
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }
  return {};
}

// Every [O:name=value] of the spec. An option tagged only as [O:name] (no value anywhere) takes
// the "Default: value" written on the line of its tag.
std::map<std::string, std::vector<std::string>> spec_defaults(const std::string& spec) {
  std::map<std::string, std::vector<std::string>> valued, bare;
  for (std::size_t i = spec.find("[O:"); i != std::string::npos; i = spec.find("[O:", i + 1)) {
    const std::size_t close = spec.find(']', i);
    if (close == std::string::npos) break;
    const std::string tag = spec.substr(i + 3, close - i - 3);
    if (tag == "name") continue;  // section 0.1 explains the tag itself
    const std::size_t eq = tag.find('=');
    if (eq != std::string::npos) {
      valued[tag.substr(0, eq)].push_back(tag.substr(eq + 1));
      continue;
    }
    const std::size_t eol = spec.find('\n', close);
    const std::string line = spec.substr(close, eol - close);
    const std::size_t d = line.find("Default: ");
    if (d == std::string::npos) {
      bare[tag];  // mentioned without a value
      continue;
    }
    std::string value = line.substr(d + 9);
    value = value.substr(0, value.find_first_of(". ,;`"));
    bare[tag].push_back(value);
  }
  for (auto& [name, values] : bare)
    if (!valued.count(name)) valued[name] = values;
  return valued;
}

TEST(MedievaliaOptions, TableDefaultsAreTheSpecDefaults) {
  const std::string spec = read_spec();
  ASSERT_FALSE(spec.empty()) << "rules/medievalia.md not found next to " << ARBITER_SOURCE_DIR;
  const auto defaults = spec_defaults(spec);
  const auto specs = option_specs();
  EXPECT_EQ(specs.size(), 32u);
  const Options o;
  for (const auto& os : specs) {
    SCOPED_TRACE(std::string(os.name));
    EXPECT_FALSE(os.doc.empty());
    EXPECT_FALSE(os.spec_ref.empty());
    if (os.name == "players") {  // not an [O:] point: the 2-player game (M-2.9) is the default
      EXPECT_EQ(os.get(o), 2);
      EXPECT_EQ(defaults.count("players"), 0u);
      continue;
    }
    const auto it = defaults.find(std::string(os.name));
    ASSERT_NE(it, defaults.end()) << "the spec has no [O:" << os.name << "] tag";
    EXPECT_FALSE(it->second.empty()) << "the spec gives no default for " << os.name;
    for (const std::string& v : it->second) {
      const Expected<int> parsed = parse_option_value(os, v);
      ASSERT_TRUE(parsed.ok()) << "spec value '" << v << "': " << parsed.error();
      EXPECT_EQ(format_option_value(os, *parsed), format_option_value(os, os.get(o)))
          << "the spec writes [O:" << os.name << "=" << v << "]";
    }
  }
  for (const auto& [name, values] : defaults)
    EXPECT_NE(find_option(specs, name), nullptr) << "[O:" << name << "] is not an engine option";
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
      EXPECT_EQ(rule_of(sc, "pay"), "M-3.3.3") << "two territories cost {M,M}";
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

// ---------------------------------------------------------------------------------------------
// Guards, movement, combat.

TEST(MedievaliaOptions, TappedGuardGuards) {
  for (bool guards : {true, false}) {
    SCOPED_TRACE(guards);
    Options o;
    o.tapped_guard_guards = guards;
    {  // siege condition (2): P1's only territory is guarded by a tapped Homme (A-33)
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
    {  // a tapped free Homme targeted (A-17)
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
    // The Chevalier deals 4: the Tour (1/4) absorbs all of it, L = 0 (A-41).
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
