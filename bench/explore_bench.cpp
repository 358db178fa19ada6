// Exhaustive exploration speed (verify/explore.h, `arbiter explore`; docs/performance.md): nodes
// (action sequences, perft) per second from each game's opening with the default options, with
// and without the invariant checks, and the memory kept per stored state (the seen set and the
// parent records). Issue 12's goal: 1,000,000 states/s per core for Torres with the checks on,
// at most 24 bytes per stored state.
#include <benchmark/benchmark.h>

#include "engine/games.h"
#include "verify/explore.h"
#include "verify/instances.h"
#include "verify/simulate.h"

namespace arbiter {
namespace {

// Args: depth, checks (1: check_invariants on every state and check_transition on every step).
template <Game G>
void BM_Explore(benchmark::State& state) {
  const auto& config = verify::shared_config<G>(typename G::Options{});
  const typename G::State start = G::initial_state(config);
  verify::ExploreSettings settings;
  settings.max_depth = static_cast<int>(state.range(0));
  settings.invariants = state.range(1) != 0;
  std::uint64_t nodes = 0, stored = 0;
  std::size_t bytes = 0;
  for (auto _ : state) {
    const auto result = verify::explore<G>(start, settings);
    nodes = 0;
    for (const auto& row : result.rows) nodes += row.nodes;
    stored = result.stored;
    bytes = result.memory_bytes;
    benchmark::DoNotOptimize(nodes);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(nodes) * state.iterations());
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["stored"] = static_cast<double>(stored);
  state.counters["bytes_per_state"] =
      stored ? static_cast<double>(bytes) / static_cast<double>(stored) : 0;
}

BENCHMARK(BM_Explore<torres::Torres>)
    ->ArgNames({"depth", "checks"})
    ->Args({5, 1})
    ->Args({6, 1})
    ->Args({6, 0})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Explore<comuni::Comuni>)
    ->ArgNames({"depth", "checks"})
    ->Args({6, 1})
    ->Args({6, 0})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Explore<medievalia::Medievalia>)
    ->ArgNames({"depth", "checks"})
    ->Args({8, 1})
    ->Args({8, 0})
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace arbiter
