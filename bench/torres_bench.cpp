// Torres engine speed (docs/performance.md): random games, legal-action enumeration, apply.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "bench/random_games.h"
#include "engine/torres/torres.h"
#include "verify/instances.h"
#include "verify/random_play.h"

namespace arbiter::torres {
namespace {

Config make(int players, Version v = Version::Base) {
  Options o;
  o.players = players;
  o.version = v;
  return *Torres::make_config(o, *parse_data(default_data_json()));
}

void BM_RandomGames(benchmark::State& state) {
  const Config config =
      make(static_cast<int>(state.range(0)), static_cast<Version>(state.range(1)));
  auto legal = verify::make_buffer<Torres>();
  std::mt19937_64 rng(1);
  std::size_t actions = 0;
  const auto policy = static_cast<verify::Policy>(state.range(2));
  for (auto _ : state) actions += bench::play_random_game<Torres>(config, rng, *legal, policy);
  state.SetItemsProcessed(state.iterations());  // items = games
  state.counters["actions/game"] =
      benchmark::Counter(static_cast<double>(actions) / static_cast<double>(state.iterations()));
}
// policy 0 = uniform over legal actions, 1 = by action class (the verifier's default).
BENCHMARK(BM_RandomGames)
    ->ArgNames({"players", "version", "policy"})
    ->Args({4, 0, 0})
    ->Args({2, 0, 0})
    ->Args({4, 1, 0})
    ->Args({4, 2, 0})
    ->Args({4, 0, 1})
    ->Args({4, 2, 1});

// States met in random 4-player games (every 7th decision state), for enumeration timing.
std::vector<State> sample_states(const Config& config, std::size_t n, verify::Policy policy) {
  std::vector<State> out;
  auto legal = verify::make_buffer<Torres>();
  std::mt19937_64 rng(7);
  while (out.size() < n) {
    State s = Torres::initial_state(config);
    for (int step = 0;; ++step) {
      Torres::legal_actions(s, *legal);
      if (legal->empty()) break;
      if (step % 7 == 0 && s.phase == Phase::Turn && out.size() < n) out.push_back(s);
      Torres::apply(s, verify::pick_action<Torres>(s, *legal, rng, policy));
    }
  }
  return out;
}

void BM_LegalActions(benchmark::State& state) {
  const Config config = make(4);
  const std::vector<State> states =
      sample_states(config, 1024, static_cast<verify::Policy>(state.range(0)));
  auto legal = verify::make_buffer<Torres>();
  std::size_t i = 0, total = 0;
  for (auto _ : state) {
    Torres::legal_actions(states[i++ & 1023], *legal);
    total += legal->size();
    benchmark::DoNotOptimize(legal->size());
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["actions/state"] =
      benchmark::Counter(static_cast<double>(total) / static_cast<double>(state.iterations()));
}
BENCHMARK(BM_LegalActions)->ArgName("policy")->Arg(0)->Arg(1);

// apply() (with its full legality check) along recorded random games, no copies.
void BM_Apply(benchmark::State& state) {
  const Config config = make(4);
  auto legal = verify::make_buffer<Torres>();
  std::mt19937_64 rng(11);
  std::vector<std::vector<Action>> games(16);
  for (auto& g : games) {
    State s = Torres::initial_state(config);
    for (;;) {
      Torres::legal_actions(s, *legal);
      if (legal->empty()) break;
      g.push_back(verify::pick_action<Torres>(s, *legal, rng));
      Torres::apply(s, g.back());
    }
  }
  std::size_t n = 0, k = 0;
  for (auto _ : state) {
    const auto& g = games[k++ & 15];
    State s = Torres::initial_state(config);
    for (const Action& a : g) benchmark::DoNotOptimize(Torres::apply(s, a));
    n += g.size();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(n));  // items = actions
}
BENCHMARK(BM_Apply);

}  // namespace
}  // namespace arbiter::torres
