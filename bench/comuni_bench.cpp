// Comuni engine speed (docs/performance.md): decisions per second in random play, games/s.
#include <benchmark/benchmark.h>

#include "bench/random_games.h"
#include "engine/comuni/comuni.h"

namespace arbiter::comuni {
namespace {

Config make(int players) {
  Options o;
  o.players = players;
  return *Comuni::make_config(o, *parse_data(default_data_json()));
}

// Items = decisions (every legal_actions + pick + apply step, chance outcomes included).
void BM_RandomPlayDecisions(benchmark::State& state) {
  const Config config = make(static_cast<int>(state.range(0)));
  auto legal = verify::make_buffer<Comuni>();
  std::mt19937_64 rng(1);
  std::size_t decisions = 0, games = 0;
  for (auto _ : state) {
    decisions += bench::play_random_game<Comuni>(config, rng, *legal,
                                                 static_cast<verify::Policy>(state.range(1)));
    ++games;
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(decisions));
  state.counters["games/s"] =
      benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
  state.counters["decisions/game"] =
      benchmark::Counter(static_cast<double>(decisions) / static_cast<double>(games));
}
BENCHMARK(BM_RandomPlayDecisions)
    ->ArgNames({"players", "policy"})
    ->Args({2, 1})
    ->Args({3, 1})
    ->Args({5, 1})
    ->Args({3, 0})
    ->Args({5, 0});

}  // namespace
}  // namespace arbiter::comuni
