// RapidCheck properties and random-game simulations for Comuni, every player count; the same
// generic checks as Torres (verify/), plus the invasion thresholds of the spec.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>
#include <memory>

#include "engine/comuni/comuni.h"
#include "verify/instances.h"
#include "verify/phase_checks.h"
#include "verify/properties.h"
#include "verify/simulate.h"

namespace arbiter::comuni {
namespace {

const Config& config_for(int players) {
  Options o;
  o.players = players;
  return verify::shared_config<Comuni>(o);
}

rc::Gen<std::vector<std::uint32_t>> game_picks() {
  return rc::gen::container<std::vector<std::uint32_t>>(1500, rc::gen::arbitrary<std::uint32_t>());
}

#define COMUNI_PROPS(P)                                                                    \
  RC_GTEST_PROP(ComuniProps, EveryStepChecks_##P##p, ()) {                                 \
    verify::prop_every_step_checks<Comuni>(config_for(P), *game_picks());                  \
  }                                                                                        \
  RC_GTEST_PROP(ComuniProps, RecordRoundTrip_##P##p, (std::vector<std::uint32_t> picks)) { \
    verify::prop_record_round_trip<Comuni>(config_for(P), picks);                          \
  }

COMUNI_PROPS(2)
COMUNI_PROPS(3)
COMUNI_PROPS(4)
COMUNI_PROPS(5)

// Complete random games: invariants after every step, no game at the length cap, and the
// invasion thresholds: exactly four invasions A, B, C, D with bases 4, 8, 12, 16, each started
// exactly when its pile ran out (A-C) or after the final round (D).
TEST(ComuniSimulation, RandomGamesFinishWithFourInvasionsInOrder) {
  auto buffer = verify::make_buffer<Comuni>();
  int capped = 0, games = 0;
  for (int players = 2; players <= 5; ++players) {
    const Config& config = config_for(players);
    for (std::uint64_t i = 0; i < 150; ++i) {
      const std::uint64_t seed = verify::game_seed(4242, i);
      std::mt19937_64 rng(seed);
      State s = Comuni::initial_state(config);
      std::vector<int> invaded;
      for (std::size_t step = 0; !Comuni::is_terminal(s); ++step) {
        ASSERT_LT(step, Comuni::kMaxGameLength) << "seed " << seed;
        Comuni::legal_actions(s, *buffer);
        ASSERT_FALSE(buffer->empty()) << "dead end, seed " << seed;
        const Action a = verify::pick_action<Comuni>(s, *buffer, rng);
        const State before = s;
        ASSERT_FALSE(Comuni::apply(s, a));
        if (auto v = Comuni::check_invariants(s))
          FAIL() << "[" << v->rule << "] " << v->reason << " seed " << seed;
        if (auto v = Comuni::check_transition(before, a, s))
          FAIL() << "[" << v->rule << "] " << v->reason << " seed " << seed;
        if (s.invasions != before.invasions) {
          invaded.push_back(s.invading);
          const int pile = s.invading;
          EXPECT_EQ(config.data.invaders[static_cast<std::size_t>(pile)].base, 4 * (pile + 1));
          if (pile < kPiles - 1 && config.options.invasion_timing == InvasionTiming::Immediate) {
            EXPECT_EQ(s.pile_size[static_cast<std::size_t>(pile)], 0);
            EXPECT_GT(before.pile_size[static_cast<std::size_t>(pile)], 0)
                << "invasion exactly when the pile runs out";
          } else if (pile == kPiles - 1) {
            EXPECT_TRUE(before.final_round);
            EXPECT_EQ(s.final_turns_done, players);
          }
        }
      }
      EXPECT_EQ(invaded, (std::vector<int>{0, 1, 2, 3})) << "seed " << seed;
      ++games;
    }
  }
  EXPECT_EQ(games, 600);
  EXPECT_EQ(capped, 0);
}

TEST(ComuniPhases, GraphIsWellFormedAndMatchesPlay) {
  EXPECT_EQ(verify::phase_graph_problem(Comuni::phase_graph()), "");
  auto buffer = verify::make_buffer<Comuni>();
  std::set<std::pair<int, int>> observed;
  for (bool manual : {false, true}) {
    Options o;
    o.players = 3;
    o.rampart_auto_assign = !manual;
    const Config config = *Comuni::make_config(o, *parse_data(default_data_json()));
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
      std::mt19937_64 rng(seed);
      State s = Comuni::initial_state(config);
      while (!Comuni::is_terminal(s)) {
        Comuni::legal_actions(s, *buffer);
        const Action a = verify::pick_action<Comuni>(s, *buffer, rng);
        const int before = Comuni::phase_id(s);
        ASSERT_FALSE(Comuni::apply(s, a));
        observed.insert({before, Comuni::phase_id(s)});
        EXPECT_TRUE(verify::declared_path(Comuni::phase_graph(), before, Comuni::phase_id(s)))
            << "undeclared transition " << before << " -> " << Comuni::phase_id(s) << " by "
            << Comuni::action_to_text(s, a);
      }
    }
  }
  EXPECT_GE(observed.size(), 20u);
}

}  // namespace
}  // namespace arbiter::comuni
