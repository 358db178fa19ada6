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

// Runs work(thread, i) for every i in [lo, hi), `grain` indices at a time from a shared counter,
// on `threads` threads; on this one alone below `min_parallel` indices. The thread pool of the
// search, apart from it.
template <class F>
void parallel_for(std::size_t lo, std::size_t hi, std::size_t grain, unsigned threads,
                  std::size_t min_parallel, F&& work) {
  std::atomic<std::size_t> next{lo};
  auto run = [&](unsigned t) {
    for (;;) {
      const std::size_t from = next.fetch_add(grain);
      if (from >= hi) return;
      for (std::size_t i = from; i < std::min(hi, from + grain); ++i) work(t, i);
    }
  };
  if (threads == 1 || hi - lo < min_parallel) {
    run(0);
    return;
  }
  std::vector<std::jthread> pool;
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(run, t);
}

// What the checks found on one depth's states, by index: terminal, broken (an invariant, or the
// step into it), meeting --find's condition.
struct LayerChecks {
  std::vector<std::uint8_t> broken, met, terminal;
  std::vector<std::string> broken_why;  // "" when the step into it broke (check_transition)
};

template <Game G>
LayerChecks check_layer(const Layer<G>& layer, const ExploreSettings& settings,
                        const std::function<bool(const typename G::State&)>& found,
                        unsigned threads) {
  const std::size_t n = layer.states.size();
  LayerChecks c{std::vector<std::uint8_t>(n, 0), std::vector<std::uint8_t>(n, 0),
                std::vector<std::uint8_t>(n, 0), std::vector<std::string>(n)};
  parallel_for(0, n, 256, threads, 512, [&](unsigned, std::size_t i) {
    const typename G::State& s = layer.states[i];
    c.terminal[i] = G::is_terminal(s);
    if (settings.invariants) {
      if (layer.failed[i]) {
        c.broken[i] = 1;
      } else if (Verdict v = G::check_invariants(s)) {
        c.broken[i] = 1;
        c.broken_why[i] = "[" + std::string(v->rule) + "] " + v->reason;
      }
    }
    if (found && !c.broken[i]) c.met[i] = found(s);
  });
  return c;
}

// The transition invariant the last step of `path` from `start` breaks, "[rule] reason".
template <Game G>
std::string broken_step(const typename G::State& start,
                        const std::vector<typename G::Action>& path) {
  typename G::State before = start;
  for (std::size_t k = 0; k + 1 < path.size(); ++k) G::apply(before, path[k]);
  typename G::State after = before;
  G::apply(after, path.back());
  if (Verdict v = G::check_transition(before, path.back(), after))
    return "[" + std::string(v->rule) + "] " + v->reason;
  return "";
}

// The children of parents [lo, hi) of `layer` (none for a terminal or broken one), each
// parent's in children[j - lo], in the order of its legal actions.
template <Game G>
void list_children(const Layer<G>& layer, const LayerChecks& checks, std::size_t lo, std::size_t hi,
                   const ExploreSettings& settings, unsigned threads,
                   std::vector<std::unique_ptr<Buffer<G>>>& buffers,
                   std::vector<std::vector<Child<G>>>& children) {
  parallel_for(lo, hi, 16, threads, 64, [&](unsigned t, std::size_t j) {
    Buffer<G>& legal = *buffers[t];
    auto& out = children[j - lo];
    out.clear();
    if (checks.terminal[j] || checks.broken[j]) return;
    const typename G::State& s = layer.states[j];
    G::legal_actions(s, legal);
    for (std::size_t k = 0; k < legal.size(); ++k) {
      typename G::State c = s;
      if (G::apply(c, legal[k])) continue;  // a legal action rejected: --thorough's job
      const bool bad = settings.invariants && G::check_transition(s, legal[k], c).has_value();
      const std::uint64_t h = G::hash(c);
      out.push_back({std::move(c), h, static_cast<std::uint32_t>(k), bad});
    }
  });
}

// One exploration: the two live depths, the seen set, the paths back, the result so far.
template <Game G>
class Search {
 public:
  using State = typename G::State;

  Search(const State& start, const ExploreSettings& settings,
         const std::function<bool(const State&)>& found)
      : start_(start),
        settings_(settings),
        found_(found),
        threads_(std::max(1u, settings.threads)) {
    bool added = false;
    const std::uint64_t h = G::hash(start);
    layer_.add(start, h, added);
    layer_.paths[0] = 1;
    first_sight(start, h);
    parents_.push_back({0});
    for (unsigned t = 0; t < threads_; ++t) buffers_.push_back(make_buffer<G>());
  }

  // Each pass: the checks on depth d's states, its row, then the expansion into depth d + 1.
  ExploreResult<G> run(const std::function<void(const DepthRow&)>& on_depth) {
    std::uint64_t fresh = 1;   // the start is new
    double build_seconds = 0;  // time spent building this depth (the expansion before)
    for (int depth = 0;; ++depth) {
      const auto t0 = std::chrono::steady_clock::now();
      // Checks and the condition on this depth's states, in parallel; the first in index order
      // wins.
      const LayerChecks checks = check_layer<G>(layer_, settings_, found_, threads_);
      DepthRow row = judge(depth, fresh, checks);
      row.seconds = build_seconds + seconds_since(t0);
      result_.rows.push_back(row);
      if (on_depth) on_depth(row);
      if (row.failures || result_.found || depth == settings_.max_depth) break;
      const auto t1 = std::chrono::steady_clock::now();
      if (!expand(checks, fresh)) break;
      build_seconds = seconds_since(t1);
    }
    for (const auto& p : parents_) result_.stored += p.size();
    result_.memory_bytes = seen_.bytes() + parent_bytes_;
    return std::move(result_);
  }

 private:
  // What one expansion grows: the new depth's parents, its new states, whether a bound stopped it.
  struct Growth {
    std::vector<std::uint64_t> parents;
    std::uint64_t fresh = 0;
    bool over_bound = false, over_memory = false;
  };

  static double seconds_since(std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
  }

  // Marks `s` as seen; true when it was not seen before.
  bool first_sight(const State& s, std::uint64_t h) {
    if (!settings_.collision_check) return seen_.insert(h);
    auto& bucket = seen_full_[h];
    for (const State& t : bucket)
      if (t == s) return false;
    if (!bucket.empty()) ++result_.collisions;
    bucket.push_back(s);
    full_seen_bytes_ += sizeof(State) + 3 * sizeof(void*);
    return true;
  }

  // The path to index `i` of depth `depth`, replayed from the start.
  std::vector<typename G::Action> path_to(int depth, std::uint64_t i) const {
    std::vector<std::uint32_t> picks(static_cast<std::size_t>(depth));
    for (int d = depth; d > 0; --d) {
      const std::uint64_t p = parents_[static_cast<std::size_t>(d)][i];
      picks[static_cast<std::size_t>(d - 1)] = static_cast<std::uint32_t>(p & 0xFFFFFF);
      i = p >> 24;
    }
    std::vector<typename G::Action> actions;
    auto legal = make_buffer<G>();
    State s = start_;
    for (std::uint32_t k : picks) {
      G::legal_actions(s, *legal);
      actions.push_back((*legal)[k]);
      G::apply(s, (*legal)[k]);
    }
    return actions;
  }

  // The row of depth `depth`; the path to its first broken state and why, and to its first
  // state that meets the condition, into the result.
  DepthRow judge(int depth, std::uint64_t fresh, const LayerChecks& checks) {
    DepthRow row;
    row.depth = depth;
    row.fresh = fresh;
    const std::size_t n = layer_.states.size();
    row.layer = n;
    for (std::size_t i = 0; i < n; ++i) {
      row.nodes += layer_.paths[i];
      row.terminals += checks.terminal[i];
      row.failures += checks.broken[i];
    }
    const auto first_of = [&](const std::vector<std::uint8_t>& v) {
      return static_cast<std::size_t>(std::find(v.begin(), v.end(), 1) - v.begin());
    };
    if (row.failures) {
      const std::size_t i = first_of(checks.broken);
      result_.failure_path = path_to(depth, i);
      // A state that breaks an invariant, or the step into it a transition invariant.
      result_.failure_what = !checks.broken_why[i].empty()
                                 ? checks.broken_why[i]
                                 : broken_step<G>(start_, *result_.failure_path);
      const std::size_t close = result_.failure_what.find(']');
      result_.failure_rule =
          result_.failure_what.substr(1, close == std::string::npos ? 0 : close - 1);
    }
    if (found_) {
      const std::size_t i = first_of(checks.met);
      if (i < n) result_.found = path_to(depth, i);
    }
    return row;
  }

  // Depth d + 1 from depth d: blocks of parents, children listed per parent in parallel, merged
  // in order. False when the search ends there: a bound passed (the depth left out, unfinished),
  // or no state has a successor.
  bool expand(const LayerChecks& checks, std::uint64_t& fresh) {
    const std::size_t n = layer_.states.size();
    std::uint64_t stored = 0;
    for (const auto& p : parents_) stored += p.size();
    next_layer_.clear();
    // Room for as many states as the last growth predicts (capped by the bounds), so that the
    // depth is not copied again and again as it grows.
    const double want = static_cast<double>(n) * growth_;
    const std::uint64_t cap = settings_.max_states > stored ? settings_.max_states - stored : 0;
    std::uint64_t room = static_cast<std::uint64_t>(std::min(want, static_cast<double>(cap)));
    if (settings_.max_memory_bytes)
      room = std::min<std::uint64_t>(room, settings_.max_memory_bytes / 4 / sizeof(State));
    next_layer_.reserve(static_cast<std::size_t>(room));
    Growth g;
    const std::size_t block = 4096;
    std::vector<std::vector<Child<G>>> children(std::min(n, block));
    for (std::size_t lo = 0; lo < n && !g.over_bound && !g.over_memory; lo += block) {
      const std::size_t hi = std::min(n, lo + block);
      list_children<G>(layer_, checks, lo, hi, settings_, threads_, buffers_, children);
      merge(children, lo, hi, stored, g);
    }
    fresh = g.fresh;
    if (g.over_bound || g.over_memory) {
      result_.hit_state_bound = g.over_bound;
      result_.hit_memory_bound = g.over_memory;
      return false;
    }
    parent_bytes_ += g.parents.capacity() * sizeof(std::uint64_t);
    parents_.push_back(std::move(g.parents));
    if (next_layer_.states.empty()) {
      result_.exhausted = true;
      return false;
    }
    growth_ = static_cast<double>(next_layer_.states.size()) /
              static_cast<double>(std::max<std::size_t>(n, 1));
    std::swap(layer_, next_layer_);
    return true;
  }

  // The children of parents [lo, hi) into the next depth, in parent order: equal states merged
  // (their path counts summed), each new one's parent kept, the bounds checked before each.
  void merge(const std::vector<std::vector<Child<G>>>& children, std::size_t lo, std::size_t hi,
             std::uint64_t stored, Growth& g) {
    std::size_t children_bytes = 0;
    for (const auto& c : children) children_bytes += c.capacity() * sizeof(Child<G>);
    for (std::size_t j = lo; j < hi && !g.over_memory; ++j) {
      for (const Child<G>& c : children[j - lo]) {
        if (settings_.max_memory_bytes &&
            layer_.bytes() + next_layer_.bytes_after_add() + seen_.bytes() + parent_bytes_ +
                    full_seen_bytes_ + children_bytes +
                    (g.parents.capacity() + 1) * sizeof(std::uint64_t) >
                settings_.max_memory_bytes) {
          g.over_memory = true;
          break;
        }
        bool added = false;
        const std::size_t at = next_layer_.add(c.state, c.hash, added);
        next_layer_.paths[at] += layer_.paths[j];
        if (added) {
          g.parents.push_back(pack_parent(j, c.action));
          g.fresh += first_sight(c.state, c.hash);
        }
        if (stored + next_layer_.states.size() > settings_.max_states) g.over_bound = true;
        if (c.transition_failed && !next_layer_.failed[at]) {
          next_layer_.failed[at] = 1;
          // The first step found into it is the path kept (its parent) — a broken step wins.
          g.parents[at] = pack_parent(j, c.action);
        }
      }
    }
  }

  const State& start_;
  const ExploreSettings& settings_;
  const std::function<bool(const State&)>& found_;
  const unsigned threads_;
  ExploreResult<G> result_;
  HashSet seen_;
  std::unordered_map<std::uint64_t, std::vector<State>> seen_full_;  // collision_check only
  std::vector<std::vector<std::uint64_t>> parents_;                  // per depth, pack_parent
  std::size_t parent_bytes_ = 0;
  std::size_t full_seen_bytes_ = 0;  // collision_check only, roughly
  Layer<G> layer_;
  Layer<G> next_layer_;  // kept across depths: its memory is reused, not faulted in again
  double growth_ = 1;    // states of the last depth over those of the one before
  std::vector<std::unique_ptr<Buffer<G>>> buffers_;
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
  return detail::Search<G>(start, settings, found).run(on_depth);
}

}  // namespace arbiter::verify
