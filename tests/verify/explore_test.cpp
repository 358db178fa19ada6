// verify/explore.h: perft counts pinned per game (docs/perft.md prints the same table), checked
// against a plain depth-first count that merges nothing, the same on any thread count, and the
// shortest path to a condition.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/games.h"
#include "replay/instances.h"
#include "replay/record/record.h"
#include "replay/replay.h"
#include "verify/explore.h"
#include "verify/instances.h"
#include "verify/perft_positions.h"
#include "verify/simulate.h"

namespace arbiter::verify {
namespace {

// Every action sequence of length `depth`, followed one by one: what the layers must add up to.
template <Game G>
std::uint64_t naive_perft(const typename G::State& s, int depth) {
  if (depth == 0) return 1;
  if (G::is_terminal(s)) return 0;
  auto legal = make_buffer<G>();
  G::legal_actions(s, *legal);
  std::uint64_t n = 0;
  for (const auto& a : *legal) {
    typename G::State t = s;
    EXPECT_FALSE(G::apply(t, a));
    n += naive_perft<G>(t, depth - 1);
  }
  return n;
}

template <Game G>
replay::Replay<G> start_of(const PerftPosition& p) {
  replay::Replay<G> r = perft_start<G>(p, ARBITER_SOURCE_DIR);
  EXPECT_FALSE(r.error) << p.name << ": " << (r.error ? r.error->message : "");
  return r;
}

template <Game G>
void pinned_counts_hold(const char* game) {
  int positions = 0;
  for (const PerftPosition& p : kPerftPositions) {
    if (std::string_view(p.game) != game) continue;
    ++positions;
    const auto r = start_of<G>(p);
    if (r.states.empty()) continue;
    ExploreSettings settings;
    settings.max_depth = static_cast<int>(p.nodes.size()) - 1;
    const auto result = explore<G>(r.states.back(), settings);
    std::vector<std::uint64_t> nodes;
    for (const auto& row : result.rows) nodes.push_back(row.nodes);
    EXPECT_EQ(nodes, p.nodes) << p.name;
    for (const auto& row : result.rows) EXPECT_EQ(row.failures, 0u) << p.name;
  }
  EXPECT_GE(positions, 10) << game;
}

TEST(Perft, TorresPinnedCounts) {
  pinned_counts_hold<torres::Torres>("torres");
}
TEST(Perft, ComuniPinnedCounts) {
  pinned_counts_hold<comuni::Comuni>("comuni");
}
TEST(Perft, MedievaliaPinnedCounts) {
  pinned_counts_hold<medievalia::Medievalia>("medievalia");
}

// The layers (states merged when equal, each with its number of paths) count what a plain
// depth-first walk counts, on the first position of each game to a smaller depth.
template <Game G>
void layers_count_every_path(const char* game, int depth) {
  for (const PerftPosition& p : kPerftPositions) {
    if (std::string_view(p.game) != game) continue;
    const auto r = start_of<G>(p);
    if (r.states.empty()) continue;
    const int d = std::min(depth, static_cast<int>(p.nodes.size()) - 1);
    ExploreSettings settings;
    settings.max_depth = d;
    settings.invariants = false;
    const auto result = explore<G>(r.states.back(), settings);
    ASSERT_EQ(result.rows.size(), static_cast<std::size_t>(d) + 1);
    for (int k = 0; k <= d; ++k)
      EXPECT_EQ(result.rows[static_cast<std::size_t>(k)].nodes, naive_perft<G>(r.states.back(), k))
          << p.name << " depth " << k;
  }
}

TEST(Perft, LayersCountEveryPathTorres) {
  layers_count_every_path<torres::Torres>("torres", 3);
}
TEST(Perft, LayersCountEveryPathComuni) {
  layers_count_every_path<comuni::Comuni>("comuni", 3);
}
TEST(Perft, LayersCountEveryPathMedievalia) {
  layers_count_every_path<medievalia::Medievalia>("medievalia", 3);
}

// Threads change nothing: rows, stored states and the path found.
template <Game G>
void the_same_on_three_threads(const char* game, int depth) {
  for (const PerftPosition& p : kPerftPositions) {
    if (std::string_view(p.game) != game) continue;
    const auto r = start_of<G>(p);
    if (r.states.empty()) continue;
    ExploreSettings one;
    one.max_depth = std::min(depth, static_cast<int>(p.nodes.size()) - 1);
    ExploreSettings three = one;
    three.threads = 3;
    auto far = [](const typename G::State& s) { return G::is_terminal(s); };
    const auto a = explore<G>(r.states.back(), one, far);
    const auto b = explore<G>(r.states.back(), three, far);
    ASSERT_EQ(a.rows.size(), b.rows.size()) << p.name;
    for (std::size_t k = 0; k < a.rows.size(); ++k) {
      EXPECT_EQ(a.rows[k].nodes, b.rows[k].nodes) << p.name;
      EXPECT_EQ(a.rows[k].layer, b.rows[k].layer) << p.name;
      EXPECT_EQ(a.rows[k].fresh, b.rows[k].fresh) << p.name;
      EXPECT_EQ(a.rows[k].terminals, b.rows[k].terminals) << p.name;
    }
    EXPECT_EQ(a.stored, b.stored) << p.name;
    EXPECT_EQ(a.found, b.found) << p.name;
    break;  // the first position of each game
  }
}

TEST(Explore, TheSameOnThreeThreads) {
  the_same_on_three_threads<torres::Torres>("torres", 4);
  the_same_on_three_threads<comuni::Comuni>("comuni", 4);
  the_same_on_three_threads<medievalia::Medievalia>("medievalia", 4);
}

// The path to the first state meeting a condition is a shortest one: nothing at a smaller depth
// meets it, and replaying the path reaches a state that does.
TEST(Explore, FindsAShortestPath) {
  using G = torres::Torres;
  const auto& config = shared_config<G>(G::Options{});
  const G::State start = G::initial_state(config);
  // The first state where some seat has scored.
  auto scored = [](const G::State& s) {
    for (int v : G::scores(s))
      if (v > 0) return true;
    return false;
  };
  ExploreSettings settings;
  settings.max_depth = 60;
  settings.max_states = 20'000'000;
  const auto result = explore<G>(start, settings, scored);
  ASSERT_TRUE(result.found);
  G::State s = start;
  for (const auto& a : *result.found) ASSERT_FALSE(G::apply(s, a));
  EXPECT_TRUE(scored(s));
  ExploreSettings shorter = settings;
  shorter.max_depth = static_cast<int>(result.found->size()) - 1;
  EXPECT_FALSE(explore<G>(start, shorter, scored).found);
}

// The state bound stops before a depth that would pass it; that depth is not reported.
TEST(Explore, StopsAtTheStateBound) {
  using G = torres::Torres;
  const auto& config = shared_config<G>(G::Options{});
  ExploreSettings settings;
  settings.max_depth = 10;
  settings.max_states = 1000;
  const auto result = explore<G>(G::initial_state(config), settings);
  EXPECT_TRUE(result.hit_state_bound);
  EXPECT_LT(result.rows.size(), 11u);
  EXPECT_LE(result.stored, 1000u);
}

// The memory bound stops the same way, before a depth whose states would not fit; the depths
// reported are those an unbounded run reports.
TEST(Explore, StopsAtTheMemoryBound) {
  using G = medievalia::Medievalia;
  const auto& config = shared_config<G>(G::Options{});
  ExploreSettings settings;
  settings.max_depth = 12;
  settings.max_memory_bytes = std::uint64_t{8} << 20;
  const auto bounded = explore<G>(G::initial_state(config), settings);
  EXPECT_TRUE(bounded.hit_memory_bound);
  EXPECT_FALSE(bounded.hit_state_bound);
  ASSERT_GE(bounded.rows.size(), 3u);
  ASSERT_LT(bounded.rows.size(), 13u);
  ExploreSettings same;
  same.max_depth = bounded.rows.back().depth;
  const auto unbounded = explore<G>(G::initial_state(config), same);
  ASSERT_EQ(unbounded.rows.size(), bounded.rows.size());
  for (std::size_t d = 0; d < bounded.rows.size(); ++d)
    EXPECT_EQ(unbounded.rows[d].nodes, bounded.rows[d].nodes) << "depth " << d;
}

// The collision check keeps full states: the same counts, and no collision on these states.
TEST(Explore, CollisionCheckGivesTheSameCounts) {
  using G = comuni::Comuni;
  const auto& config = shared_config<G>(G::Options{});
  ExploreSettings plain;
  plain.max_depth = 4;
  ExploreSettings full = plain;
  full.collision_check = true;
  const auto a = explore<G>(G::initial_state(config), plain);
  const auto b = explore<G>(G::initial_state(config), full);
  ASSERT_EQ(a.rows.size(), b.rows.size());
  for (std::size_t k = 0; k < a.rows.size(); ++k) EXPECT_EQ(a.rows[k].fresh, b.rows[k].fresh);
  EXPECT_EQ(b.collisions, 0u);
}

}  // namespace
}  // namespace arbiter::verify
