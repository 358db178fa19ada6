// RapidCheck properties and random-game simulations for Medievalia (2 and 4 players, and the
// 3-player triangle): the generic checks of verify/ after every step — every invariant of the
// spec's section 11, illegal actions rejected with nothing changed, legal_actions equal to what
// apply accepts, notation round trips, determinism — plus the two invariants the design names:
// the 4-territory fief cap and food upkeep, and the phase graph.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>
#include <memory>
#include <set>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"
#include "tests/support/scale.h"
#include "verify/instances.h"
#include "verify/phase_checks.h"
#include "verify/properties.h"
#include "verify/simulate.h"

namespace arbiter::medievalia {
namespace {

const Config& config_for(int players) {
  Options o;
  o.players = players;
  if (players == 3) o.three_player = ThreePlayer::Triangle;
  return verify::shared_config<Medievalia>(o);
}

rc::Gen<std::vector<std::uint32_t>> game_picks() {
  return rc::gen::container<std::vector<std::uint32_t>>(900, rc::gen::arbitrary<std::uint32_t>());
}

// Uniform picks explore the early game broadly; class-weighted picks (the random player's policy)
// reach armies, combats and the end.
#define MEDIEVALIA_PROPS(P)                                                                    \
  RC_GTEST_PROP(MedievaliaProps, EveryStepChecks_##P##p, ()) {                                 \
    verify::prop_every_step_checks<Medievalia>(config_for(P), *game_picks());                  \
  }                                                                                            \
  RC_GTEST_PROP(MedievaliaProps, EveryStepChecksDeep_##P##p, ()) {                             \
    verify::prop_every_step_checks<Medievalia>(config_for(P), *game_picks(),                   \
                                               verify::Policy::ByClass);                       \
  }                                                                                            \
  RC_GTEST_PROP(MedievaliaProps, RecordRoundTrip_##P##p, (std::vector<std::uint32_t> picks)) { \
    verify::prop_record_round_trip<Medievalia>(config_for(P), picks, verify::Policy::ByClass); \
  }

MEDIEVALIA_PROPS(2)
MEDIEVALIA_PROPS(3)
MEDIEVALIA_PROPS(4)

// Complete random games with every invariant after every step; no game may hit the length cap;
// the fief cap and food upkeep checked directly at every state of the owner's turn; and the
// games must actually fight and end in more than one way.
TEST(MedievaliaSimulation, RandomGamesEndWithinTheCapAndKeepFiefCapAndUpkeep) {
  auto buffer = verify::make_buffer<Medievalia>();
  int capped = 0, games = 0, combats = 0;
  std::set<int> endings;
  for (int players : {2, 4}) {
    const Config& config = config_for(players);
    for (std::uint64_t i = 0; i < 100; ++i) {
      const std::uint64_t seed = verify::game_seed(31337, i);
      std::mt19937_64 rng(seed);
      State s = Medievalia::initial_state(config);
      std::size_t step = 0;
      for (; !Medievalia::is_terminal(s) && step < Medievalia::kMaxGameLength; ++step) {
        Medievalia::legal_actions(s, *buffer);
        ASSERT_FALSE(buffer->empty()) << "dead end, seed " << seed;
        const Action a = verify::pick_action<Medievalia>(s, *buffer, rng);
        const State before = s;
        ASSERT_FALSE(Medievalia::apply(s, a));
        combats += a.kind == ActionKind::War;
        if (auto v = Medievalia::check_invariants(s))
          FAIL() << "[" << v->rule << "] " << v->reason << " seed " << seed;
        if (auto v = Medievalia::check_transition(before, a, s))
          FAIL() << "[" << v->rule << "] " << v->reason << " seed " << seed;
        for (int p = 0; p < s.num_players; ++p) ASSERT_LE(territories(s, p), 4) << "seed " << seed;
        const bool owner_acts = s.phase == Phase::Main || s.phase == Phase::Txn ||
                                s.phase == Phase::March || s.phase == Phase::War;
        if (owner_acts) {
          ASSERT_LE(troops_for_upkeep(s, s.active), 2 * capacity(s, s.active, Food, true))
              << "seed " << seed;
        }
      }
      capped += !Medievalia::is_terminal(s);
      endings.insert(s.end_reason);
      ++games;
    }
  }
  EXPECT_EQ(games, 200);
  EXPECT_EQ(capped, 0);
  EXPECT_GT(combats, 100) << "random games should fight";
  EXPECT_GE(endings.size(), 2u) << "random games end by shortage and by military victory";
}

TEST(MedievaliaPhases, GraphIsWellFormedAndMatchesPlay) {
  EXPECT_EQ(verify::phase_graph_problem(Medievalia::phase_graph()), "");
  auto buffer = verify::make_buffer<Medievalia>();
  std::set<std::pair<int, int>> observed;
  for (int players : {2, 4}) {
    const Config& config = config_for(players);
    for (std::uint64_t seed = 0; seed < 150; ++seed) {
      std::mt19937_64 rng(seed);
      State s = Medievalia::initial_state(config);
      while (!Medievalia::is_terminal(s)) {
        Medievalia::legal_actions(s, *buffer);
        const Action a = verify::pick_action<Medievalia>(s, *buffer, rng);
        const int before = Medievalia::phase_id(s);
        ASSERT_FALSE(Medievalia::apply(s, a));
        const int after = Medievalia::phase_id(s);
        observed.insert({before, after});
        EXPECT_TRUE(verify::declared_path(Medievalia::phase_graph(), before, after))
            << "undeclared transition " << before << " -> " << after << " by "
            << Medievalia::action_to_text(s, a);
      }
    }
  }
  // Combat sub-phases are reached.
  std::set<int> reached;
  for (auto [from, to] : observed) reached.insert(to);
  for (Phase p : {Phase::Deploy, Phase::Block, Phase::Target, Phase::Powers})
    EXPECT_TRUE(reached.count(static_cast<int>(p))) << "phase " << static_cast<int>(p);
}

}  // namespace
}  // namespace arbiter::medievalia
