// Random play: the driver picks every decision (uniformly) and every chance outcome (by its
// weight) from a seeded std::mt19937_64, so a run is reproduced by its seed.
#pragma once

#include <bit>
#include <concepts>
#include <cstdint>
#include <memory>
#include <random>

#include "engine/core/game.h"
#include "engine/core/hooks.h"

namespace arbiter::verify {

template <Game G>
using Buffer = ActionList<typename G::Action, G::kMaxActions>;

template <Game G>
std::unique_ptr<Buffer<G>> make_buffer() {
  return std::make_unique<Buffer<G>>();
}

// One buffer per game for the whole process, reused by single-threaded tools (the fuzz targets,
// the mutation check): Comuni's holds 96k actions, too many to build on every call.
template <Game G>
Buffer<G>& process_buffer() {
  static const std::unique_ptr<Buffer<G>> b = make_buffer<G>();
  return *b;
}

// Every game groups its actions into classes (G::action_class, a small int < 64): the random
// player picks a class, then an action of that class, so that rare kinds of action (a block among
// thirty moves) are played as often as common ones. A class is picked with probability
// proportional to its weight among the classes present (hooks::class_weight: 1 unless the game
// weights its classes).

// Uniform: every legal action equally likely. ByClass: a class first, then an action in it
// (the default for verification: it reaches rare actions and richer positions).
enum class Policy : unsigned char { Uniform, ByClass };

// Picks from `legal` (non-empty): chance outcomes by weight, decisions by `policy`.
template <Game G>
typename G::Action pick_action(const typename G::State& s, const Buffer<G>& legal,
                               std::mt19937_64& rng, Policy policy = Policy::ByClass) {
  if (G::current_seat(s) == kChanceSeat) {
    std::uint64_t total = 0;
    for (const auto& a : legal) total += G::chance_weight(s, a);
    if (total > 0) {
      std::uint64_t r = std::uniform_int_distribution<std::uint64_t>(0, total - 1)(rng);
      for (const auto& a : legal) {
        const std::uint64_t w = G::chance_weight(s, a);
        if (r < w) return a;
        r -= w;
      }
    }
  }
  if (policy == Policy::ByClass) {
    std::uint64_t classes = 0;
    for (const auto& a : legal) classes |= std::uint64_t{1} << G::action_class(a);
    int total = 0;
    for (int c = 0; c < 64; ++c)
      if ((classes >> c) & 1) total += hooks::class_weight<G>(c);
    int k = std::uniform_int_distribution<int>(0, total - 1)(rng);
    int chosen = 0;
    for (;; ++chosen)
      if (((classes >> chosen) & 1) && (k -= hooks::class_weight<G>(chosen)) < 0) break;
    std::size_t n = 0;
    for (const auto& a : legal) n += G::action_class(a) == chosen;
    std::size_t i = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
    for (const auto& a : legal)
      if (G::action_class(a) == chosen && i-- == 0) return a;
  }
  return legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
}

// Seeds of game i in a run started with `seed`: independent, reproducible streams.
inline std::uint64_t game_seed(std::uint64_t seed, std::uint64_t index) {
  std::uint64_t z = seed + 0x9e3779b97f4a7c15ull * (index + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

}  // namespace arbiter::verify
