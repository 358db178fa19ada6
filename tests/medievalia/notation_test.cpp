// Medievalia record tokens (docs/medievalia.md, the context of docs/rules/medievalia.md): every
// legal action of random positions round-trips through action_to_text / parse_action, the `Pn:`
// seat prefix appears exactly when the acting seat is not the seat to decide, malformed tokens give
// clear errors, and `war:` names its defender when more than 2 players play.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <random>
#include <string>
#include <string_view>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"
#include "tests/support/medievalia_scenario.h"
#include "verify/instances.h"
#include "verify/random_play.h"

namespace arbiter::medievalia::testing {
namespace {

std::unique_ptr<Config> make(int players) {
  Options o;
  o.players = players;
  if (players == 3) o.three_player = ThreePlayer::Triangle;
  auto c = Medievalia::make_config(o, *parse_data(Medievalia::default_data_json()));
  EXPECT_TRUE(c.ok());
  return std::make_unique<Config>(*c);
}

bool has_seat_prefix(std::string_view t) {
  return t.size() > 3 && t[0] == 'P' && t[1] >= '1' && t[1] <= '4' && t[2] == ':';
}

struct Counts {
  long actions = 0, prefixed = 0, positions = 0;
  std::array<long, kActionKinds> kinds{};
};

// Every legal action of `s` is written and read back to itself; the seat prefix is written
// exactly when the acting seat is not the seat to decide; war names its defender with 3+ players.
void check_position(const State& s, const verify::Buffer<Medievalia>& legal, Counts& n) {
  const Seat who = Medievalia::current_seat(s);
  for (const Action& a : legal) {
    ++n.actions;
    ++n.kinds[static_cast<std::size_t>(a.kind)];
    const std::string text = Medievalia::action_to_text(s, a);
    auto back = Medievalia::parse_action(s, text);
    ASSERT_TRUE(back) << text << ": " << back.error() << "\n" << Medievalia::render_text(s);
    ASSERT_TRUE(*back == a) << "'" << text << "' does not parse back to the same action\n"
                            << Medievalia::render_text(s);
    const bool other_seat = a.seat != kNone && a.seat != who;
    ASSERT_EQ(has_seat_prefix(text), other_seat)
        << "'" << text << "': acting seat " << int{a.seat} << ", seat to decide " << who;
    if (other_seat) {
      ++n.prefixed;
      EXPECT_EQ(text.substr(0, 3), "P" + std::to_string(a.seat + 1) + ":");
    }
    if (a.kind == ActionKind::War) {
      EXPECT_EQ(text.find('/') != std::string::npos, s.num_players > 2) << text;
    }
  }
}

// Plays `games` random games of at most `steps` actions and checks every legal action of every
// position reached.
void check_random_positions(int players, int games, int steps, Counts& n) {
  const auto cfg = make(players);
  auto buffer = verify::make_buffer<Medievalia>();
  for (int g = 0; g < games; ++g) {
    std::mt19937_64 rng(verify::game_seed(2024, static_cast<std::uint64_t>(g + 100 * players)));
    State s = Medievalia::initial_state(*cfg);
    for (int k = 0; k < steps && !Medievalia::is_terminal(s); ++k) {
      Medievalia::legal_actions(s, *buffer);
      ASSERT_FALSE(buffer->empty());
      ++n.positions;
      check_position(s, *buffer, n);
      if (::testing::Test::HasFatalFailure()) return;
      const Action a = verify::pick_action<Medievalia>(s, *buffer, rng);
      ASSERT_FALSE(Medievalia::apply(s, a));
    }
  }
}

// Scripted positions reach what random games rarely do: powers in transactions (Marchand,
// Artiste, Bureaucrate), +0/1 bonuses, allocation orders, strike-back choices, Prêtres and
// Archers, the seat prefix of an out-of-turn shot.
TEST(MedievaliaNotation, EveryLegalActionRoundTripsInScriptedPositions) {
  Counts n;
  auto buffer = verify::make_buffer<Medievalia>();
  auto walk = [&](Scenario& sc, std::initializer_list<std::string_view> tokens) {
    for (std::string_view t : tokens) {
      Medievalia::legal_actions(sc.s, *buffer);
      check_position(sc.s, *buffer, n);
      ASSERT_FALSE(::testing::Test::HasFatalFailure());
      sc.ok({t});
    }
    Medievalia::legal_actions(sc.s, *buffer);
    check_position(sc.s, *buffer, n);
  };
  {  // A purchase with every transaction power.
    Scenario sc;
    const int champ = sc.place("champ", 0);
    sc.place("homme", 0, champ);
    sc.place("homme", 0, champ);
    sc.place("eglise", 0, champ);
    sc.place("artiste", 0);
    sc.place("artiste", 0);
    sc.place("bureaucrate", 0);
    sc.place("marchand", 0);
    sc.place("mine", 0);
    sc.place("champ", 0);
    sc.hand("soldat", 0);
    sc.hand("homme", 0);
    walk(sc, {"buy:1@champ2", "tap:champ1", "art:artiste1>champ1", "art:artiste2>champ1:023",
              "tap:mine1", "bur:bureaucrate1:EG", "trade:marchand1:G>EM", "x:F>M", "pay", "*tour"});
  }
  {  // A combat with a bonus choice, orders, a strike-back choice and powers on both sides.
    Scenario sc;
    sc.place("champ", 0);
    sc.place("champ", 0);
    sc.place("chevalier", 0, -1, false, sc.fief("P2"));
    sc.place("homme", 0, -1, false, sc.fief("P2"));
    sc.place("fantassin", 0, -1, false, sc.fief("P2"));
    sc.place("archer", 0, -1, false, sc.fief("N"));
    sc.place("pretre", 0, -1, false, sc.fief("N"));
    sc.place("champ", 1);
    sc.place("soldat", 1, sc.city(1));
    sc.place("eglise", 1, sc.city(1));
    sc.place("soldat", 1);
    sc.place("archer", 1);
    walk(sc, {"war:P2", "deploy:chevalier1>1", "deploy:fantassin1>1", "deploy:homme1>2", "ready",
              "ready", "target:1>city2", "target:2>city2", "strike:city2>1", "bonus:eglise1>city2",
              "order:chevalier1", "heal:pretre1>chevalier1", "shoot:archer2>fantassin1", "pass"});
    EXPECT_EQ(sc.s.phase, Phase::GameOver) << "the City fell";
  }
  {  // 4 players: the defender's ally shoots out of turn.
    Scenario sc(4);
    sc.place("champ", 0);
    sc.place("soldat", 0, -1, false, sc.fief("P2"));
    sc.place("champ", 1);
    sc.place("archer", 3, -1, false, sc.fief("N12"));
    walk(sc,
         {"war:P2/P2", "deploy:soldat1>1", "ready", "target:1>champ2", "P4:shoot:archer1>soldat1"});
  }
  for (ActionKind k :
       {ActionKind::Trade, ActionKind::Art, ActionKind::Bureaucrat, ActionKind::Exchange,
        ActionKind::Strike, ActionKind::Bonus, ActionKind::Order, ActionKind::Heal,
        ActionKind::Shoot, ActionKind::Pass, ActionKind::Block, ActionKind::Target})
    EXPECT_GT(n.kinds[static_cast<std::size_t>(k)], 0) << static_cast<int>(k);
  EXPECT_GT(n.prefixed, 0);
}

TEST(MedievaliaNotation, EveryLegalActionRoundTrips2p) {
  Counts n;
  check_random_positions(2, 100, 20000, n);
  EXPECT_GT(n.positions, 50000);
  EXPECT_GT(n.kinds[static_cast<std::size_t>(ActionKind::War)], 0) << "random games fight";
}

TEST(MedievaliaNotation, EveryLegalActionRoundTrips3p) {
  Counts n;
  check_random_positions(3, 30, 20000, n);
  EXPECT_GT(n.positions, 10000);
}

// The alliance game has out-of-turn actions: ally contributions, the defender's side powers.
TEST(MedievaliaNotation, EveryLegalActionRoundTrips4pWithSeatPrefixes) {
  Counts n;
  check_random_positions(4, 100, 20000, n);
  EXPECT_GT(n.positions, 50000);
  EXPECT_GT(n.prefixed, 100) << "ally taps and sales are written with their seat";
  EXPECT_GT(n.kinds[static_cast<std::size_t>(ActionKind::Deploy)], 0) << "random games fight";
}

struct Fixture {
  std::unique_ptr<Config> cfg;
  State s;
  explicit Fixture(int players) : cfg(make(players)), s(Medievalia::initial_state(*cfg)) {}
  std::string error(std::string_view token) const {
    auto a = Medievalia::parse_action(s, token);
    return a ? std::string("(parsed)") : a.error();
  }
};

// Malformed tokens are refused by the parser with the token and a reason.
TEST(MedievaliaNotation, MalformedTokensGiveClearErrors) {
  Fixture f(2);
  auto has = [&](std::string_view token, std::string_view words) {
    const std::string e = f.error(token);
    EXPECT_NE(e, "(parsed)") << token;
    EXPECT_NE(e.find(std::string(token)), std::string::npos) << token << " -> " << e;
    EXPECT_NE(e.find(std::string(words)), std::string::npos) << token << " -> " << e;
  };
  has("play:dragon", "unknown card type 'dragon'");
  has("sell:dragon>F", "unknown card type 'dragon'");
  has("*dragon", "unknown card type");
  has("tap:champ13", "unknown card 'champ13'");  // 12 Champs
  has("tap:champ0", "unknown card 'champ0'");
  has("tap:champ", "unknown card 'champ'");
  has("remove:dragon1", "unknown card 'dragon1'");
  has("play:homme@champ99", "unknown card 'champ99'");
  has("go:soldat1>X", "unknown fief 'X'");
  has("go:soldat1>N12", "unknown fief 'N12'");  // 2 players: only N
  has("war:Q", "unknown fief 'Q'");
  has("x:F>Z", "x:F>G");
  has("x:FF>G", "x:F>G");
  has("sell:homme>Q", "sell:CARD>R");
  has("sell:?Q>F", "?T, ?M or ?C");
  has("trade:marchand1:F>", "trade:marchand1:F>E");
  has("trade:marchand1:W>E", "trade:marchand1:F>E");
  has("bur:bureaucrate1:EEG", "bur:bureaucrate1:EG");
  has("bur:bureaucrate1:X", "bur:bureaucrate1:EG");
  has("draw:Q", "piles are T, M and C");
  has("extra:TT", "piles are T, M and C");
  has("buy:4@city1", "building piles are 1, 2 and 3");
  has("buy:1", "buy:PILE@HOST");
  has("war:N/P9", "the defender is P1..P4");
  has("P3:end", "no such seat");
  has("fly:soldat1", "unknown action");
  has("hello", "unknown action");
  has("deploy:soldat1>0", "'0' is not a unit number");
  has("deploy:soldat1", "deploy:TROOP>UNIT");
  has("target:x>city2", "'x' is not a unit number");
  has("target:1", "target:UNIT>CARD");
  // A token of the right shape names the part that is not a card, not the shape it already has.
  has("heal:pretre1>home5", "unknown card 'home5'");
  has("heal:pretr1>homme5", "unknown card 'pretr1'");
  has("heal:pretre1", "heal:CARD>CARD");
  has("shoot:archer1>city9", "unknown card 'city9'");
  has("bonus:ecole1>soldat99", "unknown card 'soldat99'");
  has("attach:homme1@champ99", "unknown card 'champ99'");
  has("attach:homme99@champ1", "unknown card 'homme99'");
  has("go:soldier1>N", "unknown card 'soldier1'");
  has("art:artist1>champ2", "unknown card 'artist1'");
  has("strike:champ99>1", "unknown card 'champ99'");
  has("strike:champ1>x", "'x' is not a unit number");
  has("block:homme1>x", "'x' is not a unit number");
  has("trade:marchant1:F>E", "unknown card 'marchant1'");
  has("discard:champ1,chmap2", "unknown card 'chmap2'");
  has("art:artiste1>champ1:9", "contributors are 0..4");
  // Well-formed tokens parse, whatever their legality.
  EXPECT_EQ(f.error("play:homme@champ12"), "(parsed)");
  EXPECT_EQ(f.error("sell:?T>F"), "(parsed)");
  EXPECT_EQ(f.error("trade:marchand1:G>EM"), "(parsed)");
}

// Numbers in tokens are range-checked, never truncated: unit 257 is not unit 1.
TEST(MedievaliaNotation, OutOfRangeNumbersAreRejected) {
  Scenario sc;
  for (std::string_view t : {"deploy:soldat1>257", "deploy:soldat1>0", "target:256>champ1",
                             "block:homme1>01", "tap:champ0", "tap:champ13", "tap:champ01"})
    EXPECT_FALSE(Medievalia::parse_action(sc.s, t).ok()) << t;
  EXPECT_TRUE(Medievalia::parse_action(sc.s, "deploy:soldat1>2").ok());
}

// Resource letters are F, E, G and M only, and each keeps its meaning.
TEST(MedievaliaNotation, ResourceLettersMapToTheirResources) {
  Fixture f(2);
  auto x = Medievalia::parse_action(f.s, "x:F>M");
  ASSERT_TRUE(x);
  EXPECT_EQ(x->a, Food);
  EXPECT_EQ(x->b, Manpower);
  auto sell = Medievalia::parse_action(f.s, "sell:homme>G");
  ASSERT_TRUE(sell);
  EXPECT_EQ(sell->b, Gold);
  auto unseen = Medievalia::parse_action(f.s, "sell:?M>E");
  ASSERT_TRUE(unseen);
  EXPECT_EQ(unseen->a, kUnknownType);
  EXPECT_EQ(unseen->b, Energy);
  EXPECT_EQ(unseen->c, 1) << "the Military pile";
  for (std::string_view bad : {"x:f>g", "x:B>F", "sell:homme>W", "sell:homme>f"})
    EXPECT_FALSE(Medievalia::parse_action(f.s, bad)) << bad;
}

// `war:P2` names the fief only; with more than 2 players the defender must be named too
// (`war:N12/P2`), and action_to_text writes it.
TEST(MedievaliaNotation, WarNeedsTheDefenderWithMoreThanTwoPlayers) {
  Fixture two(2);
  auto w = Medievalia::parse_action(two.s, "war:P2");
  ASSERT_TRUE(w) << w.error();
  EXPECT_EQ(w->a, 1);
  EXPECT_EQ(w->b, 1) << "2 players: the defender is the opponent";
  EXPECT_EQ(Medievalia::action_to_text(two.s, *w), "war:P2");
  auto n = Medievalia::parse_action(two.s, "war:N");
  ASSERT_TRUE(n);
  EXPECT_EQ(Medievalia::action_to_text(two.s, *n), "war:N");

  for (int players : {3, 4}) {
    Fixture f(players);
    const std::string e = f.error("war:P2");
    EXPECT_NE(e.find("name the defender"), std::string::npos) << players << "p: " << e;
    EXPECT_NE(f.error("war:N12"), "(parsed)");
    auto named = Medievalia::parse_action(f.s, "war:N12/P2");
    ASSERT_TRUE(named) << named.error();
    EXPECT_EQ(named->b, 1);
    EXPECT_EQ(Medievalia::action_to_text(f.s, *named), "war:N12/P2");
    auto home = Medievalia::parse_action(f.s, "war:P1/P2");
    ASSERT_TRUE(home);
    EXPECT_EQ(Medievalia::action_to_text(f.s, *home), "war:P1/P2");
  }
}

// The seat prefix: `P3:` is written exactly when the acting seat is not the seat to decide;
// a prefix naming the seat to decide is accepted and dropped when the action is written back.
TEST(MedievaliaNotation, SeatPrefixOnlyForAnotherSeat) {
  Fixture f(4);
  // A position where P1 decides: after setup, during P1's draft (first_player=random: *P1).
  for (std::string_view t : {"*P1", "*champ", "*soldat", "*homme"})
    ASSERT_FALSE(Medievalia::apply(f.s, *Medievalia::parse_action(f.s, t))) << t;
  ASSERT_EQ(Medievalia::current_seat(f.s), 0);
  auto own = Medievalia::parse_action(f.s, "P1:draw:T");
  ASSERT_TRUE(own);
  auto plain = Medievalia::parse_action(f.s, "draw:T");
  ASSERT_TRUE(plain);
  EXPECT_TRUE(*own == *plain);
  EXPECT_EQ(Medievalia::action_to_text(f.s, *own), "draw:T");
  auto other = Medievalia::parse_action(f.s, "P3:draw:T");
  ASSERT_TRUE(other);
  EXPECT_EQ(other->seat, 2);
  EXPECT_EQ(Medievalia::action_to_text(f.s, *other), "P3:draw:T");
  EXPECT_TRUE(Medievalia::apply(f.s, *other)) << "P3 does not decide now";
  // Chance outcomes carry no seat and no prefix.
  ASSERT_FALSE(Medievalia::apply(f.s, *plain));
  auto drawn = Medievalia::parse_action(f.s, "*mine");
  ASSERT_TRUE(drawn);
  EXPECT_EQ(Medievalia::action_to_text(f.s, *drawn), "*mine");
  EXPECT_EQ(Medievalia::action_to_text(f.s, *Medievalia::parse_action(f.s, "*?")), "*?");
}

}  // namespace
}  // namespace arbiter::medievalia::testing
