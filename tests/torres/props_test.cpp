// RapidCheck properties over random Torres games, for every player count and version.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>
#include <memory>

#include "engine/torres/torres.h"
#include "tests/support/scale.h"
#include "verify/instances.h"
#include "verify/properties.h"
#include "verify/simulate.h"

namespace arbiter::torres {
namespace {

const Config& config_for(int players, Version v) {
  Options o;
  o.players = players;
  o.version = v;
  return verify::shared_config<Torres>(o);
}

// Long enough to cross year ends: a game is ~150-350 actions.
rc::Gen<std::vector<std::uint32_t>> game_picks() {
  return rc::gen::container<std::vector<std::uint32_t>>(400, rc::gen::arbitrary<std::uint32_t>());
}

#define TORRES_PROPS(P, V, NAME)                                                           \
  RC_GTEST_PROP(TorresProps, EveryStepChecks_##NAME, ()) {                                 \
    verify::prop_every_step_checks<Torres>(config_for(P, V), *game_picks());               \
  }                                                                                        \
  RC_GTEST_PROP(TorresProps, RecordRoundTrip_##NAME, (std::vector<std::uint32_t> picks)) { \
    verify::prop_record_round_trip<Torres>(config_for(P, V), picks);                       \
  }

TORRES_PROPS(2, Version::Base, Base2)
TORRES_PROPS(3, Version::Base, Base3)
TORRES_PROPS(4, Version::Base, Base4)
TORRES_PROPS(2, Version::Variant, Variant2)
TORRES_PROPS(3, Version::Variant, Variant3)
TORRES_PROPS(4, Version::Variant, Variant4)
TORRES_PROPS(2, Version::Meister, Meister2)
TORRES_PROPS(3, Version::Meister, Meister3)
TORRES_PROPS(4, Version::Meister, Meister4)

// As Medievalia's: class-weighted picks (the random player's policy) reach the late years, the
// King moves and the Meister scorings, where uniform picks seldom go, and try the sampled illegal
// candidates there at every step (a check that accepts too much passed the uniform properties).
#define TORRES_DEEP_PROPS(P, V, NAME)                                       \
  RC_GTEST_PROP(TorresProps, EveryStepChecksDeep_##NAME, ()) {              \
    verify::prop_every_step_checks<Torres>(config_for(P, V), *game_picks(), \
                                           verify::Policy::ByClass);        \
  }

TORRES_DEEP_PROPS(4, Version::Base, Base4)
TORRES_DEEP_PROPS(3, Version::Variant, Variant3)
TORRES_DEEP_PROPS(2, Version::Meister, Meister2)

// Thousands of complete random games per configuration with invariants after every step.
TEST(TorresSimulation, ThousandsOfGamesKeepEveryInvariant) {
  constexpr std::size_t kGamesPerConfig = test_support::scaled_games(400);
  auto buffer = verify::make_buffer<Torres>();
  std::size_t games = 0;
  for (int players = 2; players <= 4; ++players)
    for (Version v : {Version::Base, Version::Variant, Version::Meister}) {
      const Config& config = config_for(players, v);
      for (std::uint64_t i = 0; i < kGamesPerConfig; ++i) {
        const std::uint64_t seed = verify::game_seed(20261120, i);
        auto run = verify::simulate<Torres>(config, seed, verify::CheckLevel{}, *buffer);
        ASSERT_FALSE(run.failure) << "players " << players << " seed " << seed << ": ["
                                  << run.failure->rule << "] " << run.failure->what;
        ASSERT_FALSE(run.hit_cap);
        ASSERT_EQ(run.final_state.phase, Phase::GameOver);
        ++games;
      }
    }
  EXPECT_EQ(games, 9 * kGamesPerConfig);
}

TEST(TorresSimulation, ThoroughChecksPlayTheSameGames) {
  auto buffer = verify::make_buffer<Torres>();
  verify::CheckLevel thorough;
  thorough.legality = thorough.notation = true;
  const Config& config = config_for(3, Version::Base);
  auto plain = verify::simulate<Torres>(config, 5, verify::CheckLevel{}, *buffer);
  auto checked = verify::simulate<Torres>(config, 5, thorough, *buffer);
  EXPECT_EQ(plain.actions, checked.actions) << "a seed names one game, whatever the checks";
}

}  // namespace
}  // namespace arbiter::torres
