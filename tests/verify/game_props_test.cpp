// The generic properties every game keeps, written once and run for each game of `Games`
// (engine/games.h), as OpenSpiel's basic tests are: the same seed plays the same game, every value
// of every rule option keeps every invariant with legal == accepted, and the phase graph is well
// formed with every step of random play on a declared transition. A new game gets them by being
// listed in `Games`. Each game's own properties (its end, its invariants by name) stay in
// tests/GAME/props_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <tuple>

#include "engine/games.h"
#include "tests/support/scale.h"
#include "verify/instances.h"
#include "verify/phase_checks.h"
#include "verify/simulate.h"

namespace arbiter::verify {
namespace {

template <class T>
struct TypesOf;
template <class... G>
struct TypesOf<std::tuple<G...>> {
  using type = testing::Types<G...>;
};

struct GameName {
  template <class G>
  static std::string GetName(int) {
    return std::string(G::kName);
  }
};

template <class G>
class GameProps : public testing::Test {};
TYPED_TEST_SUITE(GameProps, TypesOf<Games>::type, GameName);

// About the same number of actions a value whatever the game: its length cap stands for its
// length (Torres 6 games, Comuni 4, Medievalia 2; a quarter under the sanitizers).
template <class G>
constexpr int games_per_value() {
  return test_support::scaled_games(std::clamp(static_cast<int>(80000 / G::kMaxGameLength), 2, 6));
}

// The options with `spec` at value `v`, and the options it takes effect with (its `needs`).
template <class G>
Expected<typename G::Options> options_with(const OptionSpec<typename G::Options>& spec, int v) {
  typename G::Options o{};
  Expected<bool> needs = set_needs(G::option_specs(), o, spec);
  if (!needs) return make_error(needs.error());
  spec.set(o, v);
  return o;
}

// A value the defaults refuse (Torres's first_player=3 with 2 players, Medievalia's players=3
// without three_player=triangle) is played with the one other option's value that allows it:
// every value must be playable with at most one other option changed.
template <class G>
Expected<typename G::Options> allowed(typename G::Options o,
                                      const OptionSpec<typename G::Options>& spec) {
  Expected<bool> valid = G::validate_options(o);
  if (valid) return o;
  for (const auto& other : G::option_specs()) {
    if (other.name == spec.name) continue;
    for (int w : option_values(other)) {
      typename G::Options tried = o;
      other.set(tried, w);
      if (G::validate_options(tried)) return tried;
    }
  }
  return make_error(valid.error() + " (and no one other option allows it)");
}

template <class G>
Expected<typename G::Config> config_with(const OptionSpec<typename G::Options>& spec, int v) {
  Expected<typename G::Options> o = options_with<G>(spec, v);
  if (!o) return make_error(o.error());
  o = allowed<G>(*o, spec);
  if (!o) return make_error(o.error());
  static const typename G::Data data = *G::parse_data(G::default_data_json());
  return G::make_config(*o, data);
}

// Every value is playable once the options it needs are set: none is skipped.
TYPED_TEST(GameProps, EveryOptionValueKeepsInvariants) {
  using G = TypeParam;
  int values = 0;
  for (const auto& spec : G::option_specs())
    for (int v : option_values(spec)) {
      const std::string what = std::string(spec.name) + "=" + format_option_value(spec, v);
      Expected<typename G::Config> config = config_with<G>(spec, v);
      ASSERT_TRUE(config) << what << ": " << config.error();
      EXPECT_EQ(thorough_games_problem<G>(*config, 77, games_per_value<G>()), "") << what;
      ++values;
    }
  EXPECT_GE(values, 2 * static_cast<int>(G::option_specs().size()));
}

TYPED_TEST(GameProps, SameSeedSameGame) {
  using G = TypeParam;
  const auto& players = *find_option(G::option_specs(), "players");
  Expected<typename G::Config> config = config_with<G>(players, players.max);
  ASSERT_TRUE(config) << config.error();
  EXPECT_EQ(determinism_problem<G>(*config, 9), "");
}

// Five random games at every value of every option (the player counts too): each step goes along a
// transition the phase graph declares.
TYPED_TEST(GameProps, EveryStepTakesADeclaredTransition) {
  using G = TypeParam;
  const PhaseGraph& graph = G::phase_graph();
  ASSERT_EQ(phase_graph_problem(graph), "");
  auto legal = make_buffer<G>();
  std::set<std::pair<int, int>> taken;
  for (const auto& spec : G::option_specs())
    for (int v : option_values(spec)) {
      Expected<typename G::Config> config = config_with<G>(spec, v);
      ASSERT_TRUE(config) << spec.name << ": " << config.error();
      for (std::uint64_t seed = 0; seed < 5; ++seed) {
        std::mt19937_64 rng(seed * 100 + static_cast<std::uint64_t>(v));
        typename G::State s = G::initial_state(*config);
        while (!G::is_terminal(s)) {
          G::legal_actions(s, *legal);
          const typename G::Action a = pick_action<G>(s, *legal, rng);
          const int before = G::phase_id(s);
          ASSERT_FALSE(G::apply(s, a));
          const int after = G::phase_id(s);
          if (taken.insert({before, after}).second) {
            EXPECT_TRUE(declared_path(graph, before, after))
                << spec.name << ": undeclared transition " << before << " -> " << after << " by "
                << G::action_to_text(s, a);
          }
        }
      }
    }
  EXPECT_GE(taken.size(), graph.nodes.size()) << "random games took few transitions";
}

}  // namespace
}  // namespace arbiter::verify
