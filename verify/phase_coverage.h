// Phase coverage: which declared phase transitions play takes, and how often (`arbiter phases GAME
// --coverage N`, `--records DIR`). A step is seen as the phase before and the phase after; it
// crossed one declared path of edges from one to the other, its inner nodes automatic steps
// (states never rest there, so play cannot see them). When the graph declares one such path, the
// step is counted on each of its edges. When it declares several (a turn's action, or the end of
// the turn through "next player" back to the same phase), the step's time path decides between a
// path with automatic steps (the turn, round or year moved on) and one without; what is still
// ambiguous counts as "taken" on the edges every candidate shares and "maybe" on the others, so
// an edge is reported never taken only when no step could have gone along it.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/hooks.h"
#include "engine/core/phase_graph.h"

namespace arbiter::verify {

class PhaseCoverage {
 public:
  explicit PhaseCoverage(const PhaseGraph& graph)
      : graph_(&graph),
        taken_(graph.edges.size(), 0),
        maybe_(graph.edges.size(), 0),
        rests_(graph.nodes.size(), 0) {}

  // One step of play from phase `before` to phase `after`; `moved_on`: the state's time path
  // changed (G::time_path), a hint that it crossed automatic steps; `trail`, when the game says
  // (G::automatic_phases), the automatic phases it crossed, which settles the path. `n`: that
  // many such steps at once.
  void add_step(int before, int after, bool moved_on, const PhaseTrail* trail = nullptr,
                std::uint64_t n = 1) {
    steps_ += n;
    const Choice& c = choice(before, after, moved_on, trail);
    if (c.paths == 0) {
      undeclared_[{before, after}] += n;
      return;
    }
    for (std::size_t e : c.sure) taken_[e] += n;
    for (std::size_t e : c.unsure) maybe_[e] += n;
  }

  // A state at rest (every state of a game, the first and the last included).
  void add_state(int phase) {
    for (std::size_t i = 0; i < graph_->nodes.size(); ++i)
      if (graph_->nodes[i].id == phase) ++rests_[i];
  }

  template <Game G>
  void add_game(const typename G::State& first, const std::vector<typename G::Action>& actions) {
    typename G::State s = first;
    add_state(G::phase_id(s));
    for (const auto& a : actions) {
      const int before = G::phase_id(s);
      const TimePath path = G::time_path(s);
      // The game's trail of automatic phases (engine/core/hooks.h); a game without one is
      // spared the copy of its state.
      if constexpr (hooks::HasPhaseTrail<G>) {
        const typename G::State prior = s;
        if (G::apply(s, a)) return;  // not a legal game: callers pass replayed or played games
        const PhaseTrail trail = G::automatic_phases(prior, s);
        add_step(before, G::phase_id(s), G::time_path(s) != path, &trail);
      } else {
        if (G::apply(s, a)) return;
        add_step(before, G::phase_id(s), G::time_path(s) != path);
      }
      add_state(G::phase_id(s));
    }
    ++games_;
  }

  const PhaseGraph& graph() const { return *graph_; }
  // Per declared edge (graph().edges order): steps certainly along it, and steps that may have
  // been.
  const std::vector<std::uint64_t>& taken() const { return taken_; }
  const std::vector<std::uint64_t>& maybe() const { return maybe_; }
  // Per declared node (graph().nodes order): states resting there.
  const std::vector<std::uint64_t>& rests() const { return rests_; }
  // Steps between phases with no declared path, by (before, after): a gap in the declared graph.
  const std::map<std::pair<int, int>, std::uint64_t>& undeclared() const { return undeclared_; }
  std::uint64_t steps() const { return steps_; }
  std::uint64_t games() const { return games_; }

  // Sums another coverage of the same graph into this one.
  void merge(const PhaseCoverage& o) {
    for (std::size_t i = 0; i < taken_.size(); ++i) {
      taken_[i] += o.taken_[i];
      maybe_[i] += o.maybe_[i];
    }
    for (std::size_t i = 0; i < rests_.size(); ++i) rests_[i] += o.rests_[i];
    for (const auto& [k, n] : o.undeclared_) undeclared_[k] += n;
    steps_ += o.steps_;
    games_ += o.games_;
  }

 private:
  struct Choice {
    std::size_t paths = 0;          // declared paths left after the time-path hint
    std::vector<std::size_t> sure;  // edges on every one of them
    std::vector<std::size_t> unsure;
  };

  bool automatic(int id) const {
    for (const PhaseNode& n : graph_->nodes)
      if (n.id == id) return n.kind == PhaseKind::Automatic;
    return false;
  }

  // Every declared path from `at` to `to` whose inner nodes are automatic, each edge used at
  // most once (an automatic loop such as "eliminated by siege" is taken once a step at most in
  // these graphs), at most kMaxPathEdges long.
  static constexpr std::size_t kMaxPathEdges = 8;
  void paths_from(int at, int to, std::vector<std::size_t>& path,
                  std::vector<std::vector<std::size_t>>& out) const {
    if (path.size() >= kMaxPathEdges) return;
    for (std::size_t e = 0; e < graph_->edges.size(); ++e) {
      const PhaseEdge& edge = graph_->edges[e];
      if (edge.from != at || std::find(path.begin(), path.end(), e) != path.end()) continue;
      path.push_back(e);
      if (edge.to == to) out.push_back(path);
      if (automatic(edge.to)) paths_from(edge.to, to, path, out);
      path.pop_back();
    }
  }

  const Choice& choice(int before, int after, bool moved_on, const PhaseTrail* trail) {
    // The trail is part of the key: ids are small (a byte each) and a trail at most six long.
    std::uint64_t trail_key = 0;
    if (trail && !trail->known) trail = nullptr;
    if (trail) {
      trail_key = 1 + trail->size;
      for (std::uint8_t i = 0; i < trail->size; ++i)
        trail_key = trail_key * 257 + static_cast<std::uint64_t>(trail->ids[i] & 0xff);
    }
    const auto key = std::make_tuple(before, after, moved_on, trail_key);
    if (auto it = cache_.find(key); it != cache_.end()) return it->second;
    std::vector<std::vector<std::size_t>> all, with, without, traced;
    std::vector<std::size_t> path;
    paths_from(before, after, path, all);
    for (auto& p : all) (p.size() > 1 ? with : without).push_back(p);
    const auto* pick =
        moved_on ? (with.empty() ? &without : &with) : (without.empty() ? &with : &without);
    if (trail && all.size() > 1) {
      // The game's own account: the paths whose inner phases are the trail, when any is.
      for (const auto& p : all) {
        PhaseTrail inner;
        for (std::size_t i = 0; i + 1 < p.size(); ++i) inner.push(graph_->edges[p[i]].to);
        if (inner == *trail) traced.push_back(p);
      }
      if (!traced.empty()) pick = &traced;
    }
    Choice c;
    c.paths = pick->size();
    std::set<std::size_t> on_all, on_any;
    for (std::size_t i = 0; i < pick->size(); ++i) {
      const std::set<std::size_t> edges((*pick)[i].begin(), (*pick)[i].end());
      on_any.insert(edges.begin(), edges.end());
      if (i == 0) {
        on_all = edges;
      } else {
        std::set<std::size_t> keep;
        for (std::size_t e : on_all)
          if (edges.count(e)) keep.insert(e);
        on_all = std::move(keep);
      }
    }
    c.sure.assign(on_all.begin(), on_all.end());
    for (std::size_t e : on_any)
      if (!on_all.count(e)) c.unsure.push_back(e);
    return cache_.emplace(key, std::move(c)).first->second;
  }

  const PhaseGraph* graph_;
  std::vector<std::uint64_t> taken_, maybe_, rests_;
  std::map<std::pair<int, int>, std::uint64_t> undeclared_;
  std::map<std::tuple<int, int, bool, std::uint64_t>, Choice> cache_;
  std::uint64_t steps_ = 0, games_ = 0;
};

}  // namespace arbiter::verify
