// Shared by the game benchmarks: one random game without checks, generic over arbiter::Game.
#pragma once

#include <random>

#include <benchmark/benchmark.h>

#include "engine/core/game.h"
#include "verify/random_play.h"

namespace arbiter::bench {

// Plays one game from the initial state to its end (or the length cap); returns the decisions
// taken (chance outcomes included).
template <Game G>
std::size_t play_random_game(const typename G::Config& config, std::mt19937_64& rng,
                             verify::Buffer<G>& legal, verify::Policy policy) {
  typename G::State s = G::initial_state(config);
  std::size_t actions = 0;
  while (actions < G::kMaxGameLength) {
    G::legal_actions(s, legal);
    if (legal.empty()) break;
    G::apply(s, verify::pick_action<G>(s, legal, rng, policy));
    ++actions;
  }
  return actions;
}

// The body of a "decisions per second in random play" benchmark: items = decisions, plus games/s
// and decisions/game counters.
template <Game G>
void random_play_decisions(benchmark::State& state, const typename G::Config& config,
                           verify::Policy policy) {
  auto legal = verify::make_buffer<G>();
  std::mt19937_64 rng(1);
  std::size_t decisions = 0, games = 0;
  for (auto _ : state) {
    decisions += play_random_game<G>(config, rng, *legal, policy);
    ++games;
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(decisions));
  state.counters["games/s"] =
      benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
  state.counters["decisions/game"] =
      benchmark::Counter(static_cast<double>(decisions) / static_cast<double>(games));
}

}  // namespace arbiter::bench
