// Checked speed, for every game (docs/performance.md, issue 10): `replay validate` throughput
// (actions per second through replay_record with every invariant after every action, as the CLI
// runs it) and checked random play (decisions per second with every invariant after every step,
// as `arbiter verify` runs it).
#include <benchmark/benchmark.h>

#include <vector>

#include "engine/games.h"
#include "replay/instances.h"
#include "replay/replay.h"
#include "verify/instances.h"
#include "verify/simulate.h"

namespace arbiter {
namespace {

replay::Overrides with_players(int players) {
  replay::Overrides over;
  over.options = {"players=" + std::to_string(players)};
  return over;
}

template <Game G>
typename G::Config config_for(int players) {
  auto loaded = replay::load_config<G>({}, with_players(players));
  return *std::get<0>(std::move(loaded));
}

// Records of 40 random games (seed 7), parsed once; the loop replays them as `validate` does.
template <Game G>
void BM_Validate(benchmark::State& state) {
  const typename G::Config config = config_for<G>(static_cast<int>(state.range(0)));
  std::vector<record::Record> records;
  auto legal = verify::make_buffer<G>();
  for (std::uint64_t i = 0; i < 40; ++i) {
    const auto run =
        verify::simulate<G>(config, verify::game_seed(7, i), verify::CheckLevel{}, *legal);
    records.push_back(record::parse(replay::write_record<G>(config, run.actions, {}, true)).record);
  }
  std::size_t actions = 0;
  const replay::Overrides over = with_players(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    for (const record::Record& r : records) {
      const replay::Replay<G> rep = replay::replay_record<G>(r, over, SIZE_MAX, replay::Keep::Last);
      if (rep.error) state.SkipWithError(rep.error->message.c_str());
      actions += rep.actions.size();
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(actions));
}

// Random games with every invariant and transition invariant after every step.
template <Game G>
void BM_CheckedPlay(benchmark::State& state) {
  const typename G::Config config = config_for<G>(static_cast<int>(state.range(0)));
  auto legal = verify::make_buffer<G>();
  std::size_t decisions = 0;
  std::uint64_t game = 0;
  for (auto _ : state) {
    const auto run =
        verify::simulate<G>(config, verify::game_seed(1, game++), verify::CheckLevel{}, *legal);
    if (run.failure) state.SkipWithError(run.failure->what.c_str());
    decisions += run.actions.size();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(decisions));
}

BENCHMARK(BM_Validate<torres::Torres>)->ArgName("players")->Arg(2)->Arg(4);
BENCHMARK(BM_Validate<comuni::Comuni>)->ArgName("players")->Arg(2)->Arg(4);
BENCHMARK(BM_Validate<medievalia::Medievalia>)->ArgName("players")->Arg(2)->Arg(4);
BENCHMARK(BM_CheckedPlay<torres::Torres>)->ArgName("players")->Arg(2)->Arg(4);
BENCHMARK(BM_CheckedPlay<comuni::Comuni>)->ArgName("players")->Arg(2)->Arg(4);
BENCHMARK(BM_CheckedPlay<medievalia::Medievalia>)->ArgName("players")->Arg(2)->Arg(4);

}  // namespace
}  // namespace arbiter
