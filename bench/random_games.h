// Shared by the game benchmarks: one random game without checks, generic over arbiter::Game.
#pragma once

#include <random>

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

}  // namespace arbiter::bench
