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
  bench::random_play_decisions<Comuni>(state, make(static_cast<int>(state.range(0))),
                                       static_cast<verify::Policy>(state.range(1)));
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
