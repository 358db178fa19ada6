// Medievalia positions (docs/notation.md, "Medievalia positions"), the round trip: every state of
// random games (2 and 4 players, the 3-player triangle, several option sets, unseen draws
// included) is written by position_text and read back by parse_position to the same state, and
// the text read back writes the same text; a battle and its continuations do too.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "tests/medievalia/position_support.h"

namespace arbiter::medievalia {
namespace {
using namespace position_test_support;

TEST(MedievaliaPosition, RandomStatesRoundTrip) {
  struct Case {
    const char* name;
    Options options;
    int games;
  };
  const Case cases[] = {
      {"2 players", with_players(2), 48},
      {"3 players (triangle)", with_players(3), 24},
      {"4 players", with_players(4), 24},
      {"2 players, combat readings", combat_readings(), 24},
      {"2 players, economy readings", economy_readings(), 24},
      {"4 players, alliance readings", alliance_readings(), 16},
  };
  Tally all;
  for (const Case& c : cases) {
    Tally n;
    const Config& cfg = config_of(c.options);
    for (int g = 0; g < std::max(2, c.games / kScale); ++g)
      ASSERT_TRUE(random_game(cfg, verify::game_seed(2024, static_cast<std::uint64_t>(g)),
                              g % 2 ? 0.3 : 0.0, 1, n, g % 3 == 0))
          << c.name;
    EXPECT_TRUE(kSanitized || n.combat > 0) << c.name << ": random games should fight";
    EXPECT_GT(n.txn, 0) << c.name;
    all.states += n.states;
    all.unseen += n.unseen;
    all.txn += n.txn;
    all.combat += n.combat;
    all.eliminated += n.eliminated;
    all.over += n.over;
    all.phases.insert(n.phases.begin(), n.phases.end());
    std::printf("[ positions] %s: %ld states (%ld in a transaction, %ld in a combat)\n", c.name,
                n.states, n.txn, n.combat);
  }
  // Every phase but the rarest combat choices (a strike-back among several units, a +0/1 with two
  // receivers), which the combat continuations below reach hundreds of times.
  std::string missing;
  for (int ph = 0; ph < kPhases; ++ph)
    if (!all.phases.count(ph) && ph != static_cast<int>(Phase::Strike) &&
        ph != static_cast<int>(Phase::Bonus))
      missing += " " + std::to_string(ph);
  if (!kSanitized) {
    EXPECT_EQ(missing, "") << "every phase is reached";
    EXPECT_GT(all.eliminated, 0);
  }
  EXPECT_GT(all.unseen, 0);
  EXPECT_GT(all.over, 0);
  std::printf("[ positions] %ld states round-tripped, %zu of %d phases\n", all.states,
              all.phases.size(), kPhases);
}

// The same property under RapidCheck: a random game (seed, unseen draws or not, player count),
// every state of it.
RC_GTEST_PROP(MedievaliaPosition, RoundTripProperty, (std::uint64_t seed, bool unseen)) {
  const int players = *rc::gen::inRange(2, 5);
  Tally n;
  const auto r = random_game(config_of(with_players(players)), seed, unseen ? 0.3 : 0.0, kScale, n);
  RC_ASSERT(static_cast<bool>(r));
}

// A battle as a position (it took a whole game before): P1's army in P2's fief at step 4, P2's
// guarded Champ with an Église, a Tour on his Ferme, an Archer on his City.
constexpr std::string_view kBattle =
    "turn 9 P1 war\n"
    "table P1 champ1 champ3 ferme2 ferme3 soldat1>P2 soldat2>P2 fantassin1>P2 archer1>P2 "
    "pretre1>P2 homme1>N homme2\n"
    "table P2 champ2 ferme1 homme3@champ2 homme4@champ2 eglise1@champ2 tour1@ferme1 soldat3 "
    "pretre2 archer2@city2 homme5>N\n"
    "hand P1 foret homme\n"
    "hand P2 ?Tx2 ?M\n";

TEST(MedievaliaPosition, BattleReadsAsWritten) {
  auto s = Medievalia::parse_position(two(), kBattle);
  ASSERT_TRUE(s) << s.error();
  const Config& cfg = two();
  auto id = [&](std::string_view type, int copy) {
    return cfg.type(cfg.data.find(type)).first_id + copy - 1;
  };
  EXPECT_EQ(s->phase, Phase::War);
  EXPECT_EQ(s->turn, 9);
  EXPECT_EQ(s->active, 0);
  EXPECT_EQ(s->card(id("soldat", 1)).fief, 1);  // in P2's fief
  EXPECT_EQ(s->card(id("homme", 1)).fief, 2);   // in N
  EXPECT_EQ(s->card(id("homme", 3)).host, id("champ", 2));
  EXPECT_EQ(s->card(id("archer", 2)).host, id("city", 2));
  EXPECT_EQ(s->card(id("city", 1)).zone, Zone::Table);  // Cities left out are on the table
  EXPECT_EQ(s->card(id("champ", 1)).owner, 0);
  EXPECT_EQ(s->card(id("champ", 2)).owner, 1);
  EXPECT_EQ(s->entered[ix(cfg.data.find("homme"))], 5);
  EXPECT_EQ(s->player(0).hand[ix(cfg.data.find("foret"))], 1);
  EXPECT_EQ(s->player(1).unknown[0], 2);
  EXPECT_EQ(s->player(0).drafted, 8);
  EXPECT_EQ(s->player(0).turns, 5);  // turns 1, 3, 5, 7, 9
  EXPECT_EQ(s->player(1).turns, 4);
  // Everything not placed is in the piles, the reminders the first type left of each.
  EXPECT_EQ(s->pile_size[0], 38 - 6 - 1 - 2);  // territories: 6 on the table, 1 in hand, 2 unseen
  EXPECT_EQ(s->reminder[0], cfg.data.find("champ"));
  EXPECT_EQ(s->reminder[1], cfg.data.find("soldat"));
  EXPECT_EQ(s->reminder[2], cfg.data.find("homme"));
  EXPECT_EQ(s->building_top[0], cfg.data.find("ecole"));
  EXPECT_EQ(s->building_hidden[0] + s->building_hidden[1] + s->building_hidden[2], 12);
  EXPECT_FALSE(Medievalia::check_invariants(*s));
}

// Combats from hand-written positions, continued at random to the end of the turn: every state
// of them (deployment, blocks, targets, strike-backs, +0/1, orders, powers) round-trips.
TEST(MedievaliaPosition, CombatContinuationsRoundTrip) {
  const std::string_view starts[] = {
      kBattle,
      // A neutral fief, both armies with a Fantassin, Prêtres and Archers around.
      "turn 6 P2 march\n"
      "table P1 champ1 ferme1 champ2 homme1@champ1 homme2@champ1 soldat1>N fantassin1>N "
      "archer1>N pretre1\n"
      "table P2 champ3 ferme2 ferme4 foret1 soldat2>N soldat3>N fantassin2>N pretre2>N archer2 "
      "homme3\n",
  };
  Tally n;
  for (std::string_view start : starts) {
    auto s0 = Medievalia::parse_position(two(), start);
    ASSERT_TRUE(s0) << s0.error();
    auto legal = verify::make_buffer<Medievalia>();
    for (std::uint64_t seed = 0; seed < 400 / kScale; ++seed) {
      State s = *s0;
      std::mt19937_64 rng(seed);
      const int turn = s.turn;
      for (int step = 0; step < 400 && s.turn == turn && !Medievalia::is_terminal(s); ++step) {
        ASSERT_TRUE(round_trips(s, n)) << "seed " << seed << " step " << step;
        Medievalia::legal_actions(s, *legal);
        Action a = verify::pick_action<Medievalia>(s, *legal, rng);
        for (const Action& b : *legal)
          if (b.kind == K::War && std::uniform_int_distribution<int>(0, 1)(rng)) a = b;
        ASSERT_FALSE(Medievalia::apply(s, a));
      }
    }
  }
  for (Phase p : {Phase::Deploy, Phase::Block, Phase::Target, Phase::Strike, Phase::Bonus,
                  Phase::Order, Phase::Powers})
    EXPECT_TRUE(kSanitized || n.phases.count(static_cast<int>(p)))
        << "phase " << static_cast<int>(p);
  std::printf("[ positions] %ld combat-continuation states round-tripped (%ld in a combat)\n",
              n.states, n.combat);
}

}  // namespace
}  // namespace arbiter::medievalia
