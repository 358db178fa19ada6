// Medievalia engine speed (docs/performance.md): decisions per second in random play, games/s,
// and the cost of one legal-action enumeration and one apply.
#include <benchmark/benchmark.h>

#include <vector>

#include "bench/random_games.h"
#include "engine/medievalia/medievalia.h"

namespace arbiter::medievalia {
namespace {

Config make(int players) {
  Options o;
  o.players = players;
  return *Medievalia::make_config(o, *parse_data(default_data_json()));
}

// Items = decisions (every legal_actions + pick + apply step, chance outcomes included).
void BM_RandomPlayDecisions(benchmark::State& state) {
  bench::random_play_decisions<Medievalia>(state, make(static_cast<int>(state.range(0))),
                                           static_cast<verify::Policy>(state.range(1)));
}
BENCHMARK(BM_RandomPlayDecisions)
    ->ArgNames({"players", "policy"})
    ->Args({2, 1})
    ->Args({4, 1})
    ->Args({2, 0})
    ->Args({4, 0});

// Positions from random 2-player games, then legal_actions and apply on them.
std::vector<State> sample_positions(const Config& config) {
  auto legal = verify::make_buffer<Medievalia>();
  std::mt19937_64 rng(7);
  std::vector<State> out;
  for (int g = 0; g < 20; ++g) {
    State s = Medievalia::initial_state(config);
    for (int step = 0; !Medievalia::is_terminal(s); ++step) {
      Medievalia::legal_actions(s, *legal);
      if (step % 17 == 0) out.push_back(s);
      Medievalia::apply(s, verify::pick_action<Medievalia>(s, *legal, rng));
    }
  }
  return out;
}

void BM_LegalActions(benchmark::State& state) {
  const Config config = make(2);
  const std::vector<State> positions = sample_positions(config);
  auto legal = verify::make_buffer<Medievalia>();
  std::size_t i = 0, actions = 0;
  for (auto _ : state) {
    Medievalia::legal_actions(positions[i], *legal);
    actions += legal->size();
    benchmark::DoNotOptimize(legal->size());
    i = (i + 1) % positions.size();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  state.counters["actions/state"] =
      benchmark::Counter(static_cast<double>(actions) / static_cast<double>(state.iterations()));
}
BENCHMARK(BM_LegalActions);

}  // namespace
}  // namespace arbiter::medievalia
