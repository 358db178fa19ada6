// Exhaustive exploration (`arbiter explore`): every legal action and every chance outcome from a
// start state, breadth-first, to a depth bound, with every invariant checked on every state and
// every transition. Perft counts per depth, as chess engines pin them, and shortest paths (a
// witness for --find, a counterexample for a broken invariant), as TLC gives them.
//
// Layers: the states at depth d are kept, merged when equal (compared in full, so a hash collision
// cannot merge two states), each with the number of action sequences that reach it. So
//   nodes(d)  = the number of action sequences of length d (perft), exact,
//   layer(d)  = distinct states at depth d,
//   new(d)    = those not seen at a smaller depth (a set of 64-bit hashes over all depths; with
//               `collision_check` the full states, so that a collision is detected, not assumed).
// Only two layers of states live at a time; for every state ever stored, its parent's index and
// the action's index in the parent's legal list (8 bytes) give the path back to the start.
//
// Threads: a layer is expanded in blocks of parents; the threads expand a block's parents into
// per-parent child lists, and one thread merges them in parent order. Counts, paths and the first
// failure are therefore those of one thread.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "engine/core/game.h"
#include "verify/random_play.h"

namespace arbiter::verify {

struct ExploreSettings {
  int max_depth = 4;
  // States stored (distinct per depth, over all depths): a depth that would pass it is left
  // out, and exploration stops at the depth before, saying so.
  std::uint64_t max_states = 50'000'000;
  // Memory for the two live depths' full states and their tables, the seen set and the paths:
  // a depth whose growth would pass it is left out the same way (0: no bound). A Medievalia
  // state is ~3.7 KB, so this, not max_states, is what stops a deep search there.
  std::uint64_t max_memory_bytes = 0;
  unsigned threads = 1;
  bool collision_check = false;  // keep every state seen, to compare in full on an equal hash
  bool invariants = true;        // check_invariants on every state, check_transition on every step
};

struct DepthRow {
  int depth = 0;
  std::uint64_t nodes = 0;      // action sequences of this length (perft)
  std::uint64_t layer = 0;      // distinct states at this depth
  std::uint64_t fresh = 0;      // of which not seen at a smaller depth
  std::uint64_t terminals = 0;  // distinct terminal states at this depth
  std::uint64_t failures = 0;   // distinct states or steps into them that break an invariant
  double seconds = 0;           // time to build this depth
};

template <Game G>
struct ExploreResult {
  std::vector<DepthRow> rows;
  bool exhausted = false;         // no state at the last depth had a successor: nothing beyond
  bool hit_state_bound = false;   // stopped by max_states
  bool hit_memory_bound = false;  // stopped by max_memory_bytes
  std::uint64_t stored = 0;       // states stored: the distinct states of each depth reported
  std::uint64_t collisions = 0;   // equal hashes of different states (collision_check only)
  std::size_t memory_bytes = 0;   // the seen set and the paths, at the end
  // The first state (in breadth-first order) that met the condition, or broke an invariant.
  std::optional<std::vector<typename G::Action>> found;
  std::optional<std::vector<typename G::Action>> failure_path;
  std::string failure_rule, failure_what;
};

namespace detail {

// A set of 64-bit state hashes, open addressing, linear probing: 8 bytes a slot, no allocation
// per insert. 0 marks an empty slot, so the hash 0 is stored as 1 (which only merges those two
// in the `fresh` count, never in the layers).
class HashSet {
 public:
  bool insert(std::uint64_t h) {
    if (h == 0) h = 1;
    if ((size_ + 1) * 4 > slots_.size() * 3) grow();
    return put(h);
  }
  std::size_t size() const { return size_; }
  std::size_t bytes() const { return slots_.size() * sizeof(std::uint64_t); }

 private:
  bool put(std::uint64_t h) {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = (h * 0x9E3779B97F4A7C15ull) >> shift_;; i = (i + 1) & mask) {
      if (slots_[i] == h) return false;
      if (slots_[i] == 0) {
        slots_[i] = h;
        ++size_;
        return true;
      }
    }
  }
  void grow() {
    std::vector<std::uint64_t> old = std::move(slots_);
    const std::size_t n = old.empty() ? 1024 : old.size() * 2;
    slots_.assign(n, 0);
    shift_ = 64 - std::countr_zero(n);
    size_ = 0;
    for (std::uint64_t h : old)
      if (h) put(h);
  }
  std::vector<std::uint64_t> slots_;
  int shift_ = 64;
  std::size_t size_ = 0;
};

// Parent index (40 bits) and the action's index in the parent's legal list (24 bits).
inline std::uint64_t pack_parent(std::uint64_t parent, std::size_t action) {
  return parent << 24 | static_cast<std::uint64_t>(action);
}
static_assert(std::uint64_t{1} << 24 > 100'000, "an action index must fit in 24 bits");

template <Game G>
struct Child {
  typename G::State state;
  std::uint64_t hash;
  std::uint32_t action;    // index in the parent's legal list
  bool transition_failed;  // check_transition
};

// The states of one depth, merged when equal.
template <Game G>
struct Layer {
  std::vector<typename G::State> states;
  std::vector<std::uint64_t> hashes;
  std::vector<std::uint64_t> paths;  // action sequences reaching each state
  std::vector<std::uint8_t> failed;  // a step into it broke a transition invariant
  // hash -> first index with that hash (open addressing, kNone = empty); equal hashes of
  // different states chain through `next`.
  std::vector<std::uint64_t> keys;
  std::vector<std::uint32_t> firsts;
  std::vector<std::uint32_t> next;
  int shift = 64;
  static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

  std::uint32_t& slot(std::uint64_t h) {
    const std::size_t mask = keys.size() - 1;
    for (std::size_t i = (h * 0x9E3779B97F4A7C15ull) >> shift;; i = (i + 1) & mask)
      if (firsts[i] == kNone || keys[i] == h) {
        keys[i] = h;
        return firsts[i];
      }
  }
  void grow() {
    const std::size_t n = keys.empty() ? 1024 : keys.size() * 2;
    keys.assign(n, 0);
    firsts.assign(n, kNone);
    shift = 64 - std::countr_zero(n);
    for (std::size_t i = 0; i < states.size(); ++i) {
      std::uint32_t& f = slot(hashes[i]);
      if (f == kNone) f = static_cast<std::uint32_t>(i);
    }
  }

  // Empty, its memory kept.
  void clear() {
    states.clear();
    hashes.clear();
    paths.clear();
    failed.clear();
    next.clear();
    std::fill(firsts.begin(), firsts.end(), kNone);
  }
  void reserve(std::size_t n) {
    states.reserve(n);
    hashes.reserve(n);
    paths.reserve(n);
    failed.reserve(n);
    next.reserve(n);
    while (n * 2 > keys.size()) grow();
  }

  // Bytes held now.
  std::size_t bytes() const {
    return states.capacity() * sizeof(typename G::State) +
           (hashes.capacity() + paths.capacity() + keys.capacity()) * sizeof(std::uint64_t) +
           failed.capacity() + (firsts.capacity() + next.capacity()) * sizeof(std::uint32_t);
  }
  // Bytes the next add may hold at its peak: a full vector is copied into one twice its size,
  // and a full table is rebuilt twice as large.
  std::size_t bytes_after_add() const {
    std::size_t b = bytes();
    if (states.size() == states.capacity())
      b += 2 * std::max<std::size_t>(states.capacity(), 1) *
           (sizeof(typename G::State) + 2 * sizeof(std::uint64_t) + 1 + sizeof(std::uint32_t));
    if ((states.size() + 1) * 2 > keys.size())
      b += 2 * std::max<std::size_t>(keys.size(), 1024) *
           (sizeof(std::uint64_t) + sizeof(std::uint32_t));
    return b;
  }

  // The state's index, adding it if new; `added` says which.
  std::size_t add(const typename G::State& s, std::uint64_t h, bool& added) {
    if ((states.size() + 1) * 2 > keys.size()) grow();
    std::uint32_t& first = slot(h);
    const auto here = static_cast<std::uint32_t>(states.size());
    if (first == kNone) {
      first = here;
    } else {
      std::uint32_t i = first;
      for (;;) {
        if (states[i] == s) {
          added = false;
          return i;
        }
        if (next[i] == kNone) break;
        i = next[i];
      }
      next[i] = here;
    }
    added = true;
    states.push_back(s);
    hashes.push_back(h);
    paths.push_back(0);
    failed.push_back(0);
    next.push_back(kNone);
    return here;
  }
};

}  // namespace detail

// Explores from `start`. `found(s)` (optional) is the condition of --find: exploration stops at
// the end of the first depth where a state meets it, and result.found is the path to the first
// such state in breadth-first order, a shortest one. A state that breaks an invariant stops
// exploration the same way (result.failure_path).
template <Game G>
ExploreResult<G> explore(const typename G::State& start, const ExploreSettings& settings,
                         const std::function<bool(const typename G::State&)>& found = {},
                         const std::function<void(const DepthRow&)>& on_depth = {}) {
  using State = typename G::State;
  ExploreResult<G> result;
  detail::HashSet seen;
  std::unordered_map<std::uint64_t, std::vector<State>> seen_full;  // collision_check only
  std::vector<std::vector<std::uint64_t>> parents;                  // per depth, pack_parent
  std::size_t parent_bytes = 0;
  std::size_t full_seen_bytes = 0;  // collision_check only, roughly

  // Marks `s` as seen; true when it was not seen before.
  auto first_sight = [&](const State& s, std::uint64_t h) {
    if (!settings.collision_check) return seen.insert(h);
    auto& bucket = seen_full[h];
    for (const State& t : bucket)
      if (t == s) return false;
    if (!bucket.empty()) ++result.collisions;
    bucket.push_back(s);
    full_seen_bytes += sizeof(State) + 3 * sizeof(void*);
    return true;
  };

  // The path to index `i` of depth `depth`, replayed from the start.
  auto path_to = [&](int depth, std::uint64_t i) {
    std::vector<std::uint32_t> picks(static_cast<std::size_t>(depth));
    for (int d = depth; d > 0; --d) {
      const std::uint64_t p = parents[static_cast<std::size_t>(d)][i];
      picks[static_cast<std::size_t>(d - 1)] = static_cast<std::uint32_t>(p & 0xFFFFFF);
      i = p >> 24;
    }
    std::vector<typename G::Action> actions;
    auto legal = make_buffer<G>();
    State s = start;
    for (std::uint32_t k : picks) {
      G::legal_actions(s, *legal);
      actions.push_back((*legal)[k]);
      G::apply(s, (*legal)[k]);
    }
    return actions;
  };

  detail::Layer<G> layer;
  detail::Layer<G> next_layer;  // kept across depths: its memory is reused, not faulted in again
  double growth = 1;            // states of the last depth over those of the one before
  {
    bool added = false;
    const std::uint64_t h = G::hash(start);
    layer.add(start, h, added);
    layer.paths[0] = 1;
    first_sight(start, h);
  }
  parents.push_back({0});
  const unsigned threads = std::max(1u, settings.threads);
  std::vector<std::unique_ptr<Buffer<G>>> buffers;
  for (unsigned t = 0; t < threads; ++t) buffers.push_back(make_buffer<G>());

  // Each pass: the checks on depth d's states, its row, then the expansion into depth d + 1.
  std::uint64_t fresh = 1;   // the start is new
  double build_seconds = 0;  // time spent building this depth (the expansion before)
  for (int depth = 0;; ++depth) {
    const auto t0 = std::chrono::steady_clock::now();
    DepthRow row;
    row.depth = depth;
    row.fresh = fresh;
    const std::size_t n = layer.states.size();
    row.layer = n;
    for (std::size_t i = 0; i < n; ++i) row.nodes += layer.paths[i];
    // Checks and the condition on this depth's states, in parallel; the first in index order wins.
    std::vector<std::uint8_t> broken(n, 0), met(n, 0), terminal(n, 0);
    std::vector<std::string> broken_why(n);
    {
      std::atomic<std::size_t> next{0};
      auto work = [&] {
        for (;;) {
          const std::size_t lo = next.fetch_add(256);
          if (lo >= n) return;
          for (std::size_t i = lo; i < std::min(n, lo + 256); ++i) {
            const State& s = layer.states[i];
            terminal[i] = G::is_terminal(s);
            if (settings.invariants) {
              if (layer.failed[i]) {
                broken[i] = 1;
              } else if (Verdict v = G::check_invariants(s)) {
                broken[i] = 1;
                broken_why[i] = "[" + std::string(v->rule) + "] " + v->reason;
              }
            }
            if (found && !broken[i]) met[i] = found(s);
          }
        }
      };
      if (threads == 1 || n < 512) {
        work();
      } else {
        std::vector<std::jthread> pool;
        for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work);
      }
    }
    for (std::size_t i = 0; i < n; ++i) {
      row.terminals += terminal[i];
      row.failures += broken[i];
    }
    const auto first_of = [&](const std::vector<std::uint8_t>& v) {
      return static_cast<std::size_t>(std::find(v.begin(), v.end(), 1) - v.begin());
    };
    if (row.failures) {
      const std::size_t i = first_of(broken);
      result.failure_path = path_to(depth, i);
      if (!broken_why[i].empty()) {
        result.failure_what = broken_why[i];
      } else {
        // The step into it broke a transition invariant: say which.
        std::vector<typename G::Action> p = *result.failure_path;
        State before = start;
        for (std::size_t k = 0; k + 1 < p.size(); ++k) G::apply(before, p[k]);
        State after = before;
        G::apply(after, p.back());
        if (Verdict v = G::check_transition(before, p.back(), after))
          result.failure_what = "[" + std::string(v->rule) + "] " + v->reason;
      }
      const std::size_t close = result.failure_what.find(']');
      result.failure_rule =
          result.failure_what.substr(1, close == std::string::npos ? 0 : close - 1);
    }
    if (found) {
      const std::size_t i = first_of(met);
      if (i < n) result.found = path_to(depth, i);
    }
    const auto seconds_since = [](auto t) {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
    };
    row.seconds = build_seconds + seconds_since(t0);
    result.rows.push_back(row);
    if (on_depth) on_depth(row);
    if (row.failures || result.found || depth == settings.max_depth) break;
    std::uint64_t stored = 0;
    for (const auto& p : parents) stored += p.size();
    const auto t1 = std::chrono::steady_clock::now();
    fresh = 0;
    // Expand: blocks of parents, children listed per parent in parallel, merged in order.
    next_layer.clear();
    // Room for as many states as the last growth predicts (capped by the bounds), so that the
    // depth is not copied again and again as it grows.
    {
      const double want = static_cast<double>(n) * growth;
      const std::uint64_t cap = settings.max_states > stored ? settings.max_states - stored : 0;
      std::uint64_t r = static_cast<std::uint64_t>(std::min(want, static_cast<double>(cap)));
      if (settings.max_memory_bytes)
        r = std::min<std::uint64_t>(r, settings.max_memory_bytes / 4 / sizeof(State));
      next_layer.reserve(static_cast<std::size_t>(r));
    }
    std::vector<std::uint64_t> next_parents;
    const std::size_t block = 4096;
    std::vector<std::vector<detail::Child<G>>> children(std::min(n, block));
    bool over_bound = false, over_memory = false;
    for (std::size_t lo = 0; lo < n && !over_bound && !over_memory; lo += block) {
      const std::size_t hi = std::min(n, lo + block);
      std::atomic<std::size_t> next{lo};
      auto work = [&](unsigned t) {
        Buffer<G>& legal = *buffers[t];
        for (;;) {
          const std::size_t i = next.fetch_add(16);
          if (i >= hi) return;
          for (std::size_t j = i; j < std::min(hi, i + 16); ++j) {
            auto& out = children[j - lo];
            out.clear();
            if (terminal[j] || broken[j]) continue;
            const State& s = layer.states[j];
            G::legal_actions(s, legal);
            for (std::size_t k = 0; k < legal.size(); ++k) {
              State c = s;
              if (G::apply(c, legal[k])) continue;  // a legal action rejected: --thorough's job
              const bool bad =
                  settings.invariants && G::check_transition(s, legal[k], c).has_value();
              const std::uint64_t h = G::hash(c);
              out.push_back({std::move(c), h, static_cast<std::uint32_t>(k), bad});
            }
          }
        }
      };
      if (threads == 1 || hi - lo < 64) {
        work(0);
      } else {
        std::vector<std::jthread> pool;
        for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work, t);
      }
      std::size_t children_bytes = 0;
      for (const auto& c : children) children_bytes += c.capacity() * sizeof(detail::Child<G>);
      for (std::size_t j = lo; j < hi && !over_memory; ++j) {
        for (const detail::Child<G>& c : children[j - lo]) {
          if (settings.max_memory_bytes &&
              layer.bytes() + next_layer.bytes_after_add() + seen.bytes() + parent_bytes +
                      full_seen_bytes + children_bytes +
                      (next_parents.capacity() + 1) * sizeof(std::uint64_t) >
                  settings.max_memory_bytes) {
            over_memory = true;
            break;
          }
          bool added = false;
          const std::size_t at = next_layer.add(c.state, c.hash, added);
          next_layer.paths[at] += layer.paths[j];
          if (added) {
            next_parents.push_back(detail::pack_parent(j, c.action));
            fresh += first_sight(c.state, c.hash);
          }
          if (stored + next_layer.states.size() > settings.max_states) over_bound = true;
          if (c.transition_failed && !next_layer.failed[at]) {
            next_layer.failed[at] = 1;
            // The first step found into it is the path kept (its parent) — a broken step wins.
            next_parents[at] = detail::pack_parent(j, c.action);
          }
        }
      }
    }
    if (over_bound || over_memory) {
      // The depth would pass a bound: it is left out, unfinished.
      result.hit_state_bound = over_bound;
      result.hit_memory_bound = over_memory;
      break;
    }
    parent_bytes += next_parents.capacity() * sizeof(std::uint64_t);
    parents.push_back(std::move(next_parents));
    if (next_layer.states.empty()) {
      result.exhausted = true;
      break;
    }
    growth = static_cast<double>(next_layer.states.size()) /
             static_cast<double>(std::max<std::size_t>(n, 1));
    std::swap(layer, next_layer);
    build_seconds = seconds_since(t1);
  }
  for (const auto& p : parents) result.stored += p.size();
  result.memory_bytes = seen.bytes() + parent_bytes;
  return result;
}

}  // namespace arbiter::verify
