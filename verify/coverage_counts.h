// Rule coverage, what is counted (verify/coverage.h): the rule of an action, accepted and
// rejected counts per rule, the cells of a guided run's archive, one game's trace and a run's sums.
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/coverage.h"
#include "engine/core/game.h"
#include "engine/core/hooks.h"
#include "engine/core/query.h"
#include "verify/batch.h"
#include "verify/generic_queries.h"
#include "verify/phase_coverage.h"
#include "verify/random_play.h"
#include "verify/simulate.h"
#include "verify/step_checks.h"
#include "verify/summary.h"

namespace arbiter::verify {

inline constexpr const char* kCoverageFormat = "arbiter-coverage/1";
inline constexpr std::uint64_t kGeneration = 64;  // games per generation of a guided run

// The index of a rule id in G::rules() (a sub-item "T-2.12a" counts for T-2.12), or -1.
template <Game G>
int rule_index(std::string_view id) {
  static const std::unordered_map<std::string_view, int> index = [] {
    std::unordered_map<std::string_view, int> m;
    const auto rules = G::rules();
    for (std::size_t i = 0; i < rules.size(); ++i) m.emplace(rules[i].id, static_cast<int>(i));
    return m;
  }();
  if (auto it = index.find(id); it != index.end()) return it->second;
  if (!id.empty() && id.back() >= 'a' && id.back() <= 'z')
    if (auto it = index.find(id.substr(0, id.size() - 1)); it != index.end()) return it->second;
  return -1;
}

// The rule that governs `a`, played at `before`; "" when the game does not say.
template <Game G>
std::string_view accepting_rule(const typename G::State& before, const typename G::Action& a) {
  return G::action_rule(before, a);
}

// The rule that encloses `id`: the game's word (hooks::rule_parent), else the id less its last
// ".N" ("M-3.3.3" -> "M-3.3"); "" at the top.
template <Game G>
std::string_view parent_rule(std::string_view id) {
  if (const std::string_view p = hooks::rule_parent<G>(id); !p.empty()) return p;
  const std::size_t dot = id.rfind('.');
  return dot == std::string_view::npos ? std::string_view() : id.substr(0, dot);
}

template <Game G>
std::span<const EndCondition> end_conditions_of() {
  return G::end_conditions();
}

// The queries a guided run climbs: the game's own marked `climb` (engine/core/query.h), else the
// highest and lowest score.
template <Game G>
std::span<const StateQuery<typename G::State>> guide_queries() {
  if constexpr (hooks::HasQueries<G>) {
    static const std::vector<StateQuery<typename G::State>> climbed = [] {
      std::vector<StateQuery<typename G::State>> v;
      for (const auto& q : G::queries())
        if (q.climb) v.push_back(q);
      return v;
    }();
    return climbed;
  } else {
    return generic_queries<G>().subspan(3, 2);  // max_score, min_score
  }
}

// Accepted and rejected counts by rule, for one game or a whole run; the --thorough checks add
// their candidates through CandidateCounts.
class RuleCounts final : public CandidateCounts {
 public:
  RuleCounts() = default;
  RuleCounts(std::size_t rules, int (*index)(std::string_view))
      : accepted(rules, 0), rejected(rules, 0), index_(index) {}
  void count(std::string_view rule, bool ok) override {
    if (rule.empty()) return;
    const int i = index_(rule);
    if (i < 0) {
      ++other[std::string(rule)][ok ? 0 : 1];
      return;
    }
    ++(ok ? accepted : rejected)[static_cast<std::size_t>(i)];
  }
  void merge(const RuleCounts& o) {
    for (std::size_t i = 0; i < accepted.size(); ++i) {
      accepted[i] += o.accepted[i];
      rejected[i] += o.rejected[i];
    }
    for (const auto& [id, n] : o.other) {
      other[id][0] += n[0];
      other[id][1] += n[1];
    }
  }
  std::vector<std::uint64_t> accepted, rejected;              // by index in G::rules()
  std::map<std::string, std::array<std::uint64_t, 2>> other;  // ids outside the reference

 private:
  int (*index_)(std::string_view) = nullptr;
};

// A cell of a guided run's archive: a query's value, a transition (phase before and after, the
// trail's key), a rule accepted.
struct Cell {
  enum Kind : std::uint8_t { Query, Step, Rule };
  std::uint8_t kind = Query;
  std::int32_t a = 0;
  std::int64_t b = 0;
  auto operator<=>(const Cell&) const = default;
};

// One phase step, as PhaseCoverage::add_step takes it, with its count in one game.
struct StepKey {
  int before = 0, after = 0;
  bool moved_on = false;
  std::uint64_t trail_key = 0;  // 0: no trail
  auto operator<=>(const StepKey&) const = default;
};

inline std::uint64_t trail_key(const PhaseTrail* t) {
  if (!t || !t->known) return 0;
  std::uint64_t k = 1 + t->size;
  for (std::uint8_t i = 0; i < t->size; ++i)
    k = k * 257 + static_cast<std::uint64_t>(t->ids[i] & 0xff);
  return k;
}

// What one game adds to coverage.
struct GameTrace {
  RuleCounts rules;
  std::map<StepKey, std::pair<PhaseTrail, std::uint64_t>> steps;
  int end = -1;  // index in the end conditions; -1: did not end (failure, cap)
  // Guided runs: cells this game reached that the archive lacked, and the actions before it.
  std::vector<std::pair<Cell, std::size_t>> new_cells;
};

// A run's coverage: the sums over its games.
class Coverage {
 public:
  template <Game G>
  static Coverage of() {
    Coverage c(G::phase_graph());
    c.rules = RuleCounts(G::rules().size(), &rule_index<G>);
    c.ends.assign(end_conditions_of<G>().size(), 0);
    return c;
  }
  RuleCounts rules;
  PhaseCoverage phases;
  std::vector<std::uint64_t> ends;  // games by end condition
  std::uint64_t games = 0, unfinished = 0;

  void add(const GameTrace& t) {
    rules.merge(t.rules);
    for (const auto& [k, v] : t.steps)
      phases.add_step(k.before, k.after, k.moved_on, k.trail_key ? &v.first : nullptr, v.second);
    ++games;
    if (t.end >= 0 && static_cast<std::size_t>(t.end) < ends.size())
      ++ends[static_cast<std::size_t>(t.end)];
    else
      ++unfinished;
  }

 private:
  explicit Coverage(const PhaseGraph& g) : phases(g) {}
};

// The archive of a guided run, frozen for a generation.
template <Game G>
struct Archive {
  struct Entry {
    std::vector<typename G::Action> prefix;
    std::uint64_t found_in = 0;  // game index
    std::uint64_t chosen = 0;    // games that started from it
  };
  std::map<Cell, Entry> cells;
};

}  // namespace arbiter::verify
