// Rule coverage, how games are played (verify/coverage.h): the picker that traces a game and,
// guided, replays an archive prefix with its biases; run_coverage over threads and generations.
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
#include "verify/coverage_counts.h"

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

// The picker of a game under coverage: it sees every state before its action, so it counts the
// step that led there (and, at the end, the last one: finish). Plain (no archive): the same
// choices as simulate(). Guided: the prefix first, then random play with the biases above.
template <Game G>
class Tracer {
 public:
  using State = typename G::State;
  using Action = typename G::Action;

  Tracer(GameTrace& trace, std::mt19937_64& rng, const Archive<G>* archive,
         const std::vector<bool>* rule_seen, const std::vector<Action>* prefix)
      : trace_(trace), rng_(rng), archive_(archive), rule_seen_(rule_seen), prefix_(prefix) {}

  // Guided, from a query's cell: after the prefix, now and then the action that moves the query
  // furthest in `direction` (+1: up, -1: down) one step ahead, when one moves it at all.
  void climb(std::size_t query, int direction) {
    climb_query_ = static_cast<int>(query);
    climb_direction_ = direction;
  }
  // Guided: the phases with a declared transition not taken yet (open_phases); there, every
  // other step, an action whose step is one the archive lacks, when one is.
  void explore(const std::set<int>* open_phases) { open_phases_ = open_phases; }

  std::optional<Action> operator()(const State& s, const Buffer<G>& legal) {
    observe(s);
    if (step_ == 0) prev_path_ = G::time_path(s);
    const Action a = choose(s, legal);
    prev_ = s;
    last_ = a;
    ++step_;
    return a;
  }

  // After the game: the last step, and how the game ended.
  void finish(const GameRun<G>& run) {
    if (step_ > 0 && run.actions.size() == step_) observe(run.final_state);
    if (!run.failure && G::is_terminal(run.final_state)) {
      trace_.end = G::end_condition(run.final_state);
    }
  }

 private:
  void observe(const State& s) {
    if (step_ == 0) return;
    const State& before = *prev_;
    TimePath path = G::time_path(s);
    StepKey key{G::phase_id(before), G::phase_id(s), path != prev_path_, 0};
    prev_path_ = std::move(path);
    const PhaseTrail trail = hooks::automatic_phases<G>(before, s);
    key.trail_key = trail_key(&trail);
    auto& slot = trace_.steps[key];
    slot.first = trail;
    ++slot.second;
    const std::string_view rule = accepting_rule<G>(before, *last_);
    trace_.rules.count(rule, true);
    if (!archive_ || G::is_terminal(s)) return;  // a terminal state is no place to start from
    novel(step_cell(key));
    if (!rule.empty()) novel(Cell{Cell::Rule, rule_index<G>(rule), 0});
    const auto queries = guide_queries<G>();
    for (std::size_t q = 0; q < queries.size(); ++q)
      novel(Cell{Cell::Query, static_cast<std::int32_t>(q), queries[q].value(s)});
  }

  // A cell the archive lacks, or reached in fewer actions than its prefix (more of the game left
  // to play from there); the first time in this game only.
  void novel(const Cell& c) {
    if (!found_.insert(c).second) return;
    const auto it = archive_->cells.find(c);
    if (it == archive_->cells.end() || step_ < it->second.prefix.size())
      trace_.new_cells.emplace_back(c, step_);
  }

  Action choose(const State& s, const Buffer<G>& legal) {
    if (prefix_ && step_ < prefix_->size()) {
      const Action& a = (*prefix_)[step_];
      if (legal.contains(a)) return a;
      prefix_ = nullptr;  // cannot happen (play is deterministic); play on at random
    }
    if (open_phases_ && open_phases_->count(G::phase_id(s)) &&
        std::uniform_int_distribution<int>(0, 1)(rng_) == 0)
      if (auto a = new_step(s, legal)) return *a;
    if (climb_query_ >= 0 && std::uniform_int_distribution<int>(0, 3)(rng_) == 0)
      if (auto a = climb_step(s, legal)) return *a;
    if (rule_seen_ && std::uniform_int_distribution<int>(0, 3)(rng_) == 0) {
      std::size_t n = 0;
      for (const auto& a : legal) n += unseen(s, a);
      if (n > 0) {
        std::size_t i = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_);
        for (const auto& a : legal)
          if (unseen(s, a) && i-- == 0) return a;
      }
    }
    return pick_action<G>(s, legal, rng_);
  }

  // Up to kClimbTries legal actions (all of them, or a random sample), each applied to a copy.
  static constexpr std::size_t kClimbTries = 24;
  std::optional<Action> climb_step(const State& s, const Buffer<G>& legal) {
    const auto value = guide_queries<G>()[static_cast<std::size_t>(climb_query_)].value;
    const std::int64_t now = value(s) * climb_direction_;
    std::int64_t best = now;
    std::optional<Action> chosen;
    const std::size_t n = legal.size();
    const std::size_t tries = std::min(n, kClimbTries);
    std::size_t ties = 0;
    for (std::size_t k = 0; k < tries; ++k) {
      const Action& a = n <= kClimbTries
                            ? legal[k]
                            : legal[std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_)];
      State t = s;
      if (G::apply(t, a)) continue;
      const std::int64_t v = value(t) * climb_direction_;
      if (v > best) {
        best = v, chosen = a, ties = 1;
      } else if (v == best && chosen &&
                 std::uniform_int_distribution<std::size_t>(0, ties++)(rng_) == 0) {
        chosen = a;
      }
    }
    return chosen;
  }

  static constexpr std::size_t kStepTries = 64;
  std::optional<Action> new_step(const State& s, const Buffer<G>& legal) {
    const std::size_t n = legal.size();
    const TimePath path = G::time_path(s);
    const std::size_t first = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_);
    for (std::size_t k = 0; k < std::min(n, kStepTries); ++k) {
      const Action& a = n <= kStepTries
                            ? legal[(first + k) % n]
                            : legal[std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_)];
      State t = s;
      if (G::apply(t, a)) continue;
      const Cell c = step_cell(s, t, path);
      if (!archive_->cells.count(c) && !found_.count(c)) return a;
    }
    return std::nullopt;
  }

  // The archive's cell of a step from `before` (time path `path`) to `after`.
  static Cell step_cell(const State& before, const State& after, const TimePath& path) {
    StepKey key{G::phase_id(before), G::phase_id(after), G::time_path(after) != path, 0};
    const PhaseTrail trail = hooks::automatic_phases<G>(before, after);
    key.trail_key = trail_key(&trail);
    return step_cell(key);
  }
  static Cell step_cell(const StepKey& key) {
    return Cell{Cell::Step, key.before * 4096 + key.after,
                static_cast<std::int64_t>(key.trail_key * 2 + (key.moved_on ? 1 : 0))};
  }

  bool unseen(const State& s, const Action& a) const {
    const int i = rule_index<G>(accepting_rule<G>(s, a));
    return i >= 0 && !(*rule_seen_)[static_cast<std::size_t>(i)] &&
           trace_.rules.accepted[static_cast<std::size_t>(i)] == 0;
  }

  GameTrace& trace_;
  std::mt19937_64& rng_;
  const Archive<G>* archive_;
  const std::vector<bool>* rule_seen_;
  const std::vector<Action>* prefix_;
  std::optional<State> prev_;
  TimePath prev_path_;
  std::optional<Action> last_;
  std::size_t step_ = 0;
  std::set<Cell> found_;
  int climb_query_ = -1, climb_direction_ = 1;
  const std::set<int>* open_phases_ = nullptr;
};

template <Game G>
struct CoverageResult {
  BatchResult<G> batch;
  Coverage coverage;
  std::uint64_t cells = 0;              // guided: the archive's cells at the end
  std::uint64_t started_from_cell = 0;  // guided: games that replayed a cell's prefix first
};

namespace detail {

// The way a query's values moved away from the first one seen (the initial state's): +1 when
// most cells lie above it (VP), -1 when most lie below (players left).
template <Game G>
int query_direction(const Archive<G>& archive, std::int32_t query) {
  const Cell* first = nullptr;
  std::uint64_t first_at = 0;
  for (const auto& [c, e] : archive.cells)
    if (c.kind == Cell::Query && c.a == query && (!first || e.found_in < first_at))
      first = &c, first_at = e.found_in;
  if (!first) return 1;
  int above = 0, below = 0;
  for (const auto& [c, e] : archive.cells)
    if (c.kind == Cell::Query && c.a == query) above += c.b > first->b, below += c.b < first->b;
  return below > above ? -1 : 1;
}

// The cell a guided game starts from, or nullptr for a game from scratch: a query (or all the
// other cells) uniformly, then within it the frontier three times in four (the query's extreme
// value in its direction; for the other cells the newest), else one by weight
// 1/sqrt(1 + times chosen).
template <Game G>
const Cell* choose_cell(const Archive<G>& archive, std::size_t queries, std::mt19937_64& rng) {
  if (archive.cells.empty() || std::uniform_int_distribution<int>(0, 3)(rng) == 0) return nullptr;
  const int group = std::uniform_int_distribution<int>(0, static_cast<int>(queries))(rng);
  auto in_group = [&](const Cell& c) {
    return group < static_cast<int>(queries) ? c.kind == Cell::Query && c.a == group
                                             : c.kind != Cell::Query;
  };
  const int direction = group < static_cast<int>(queries) ? query_direction<G>(archive, group) : 0;
  const Cell* newest = nullptr;  // the frontier
  std::uint64_t newest_at = 0;
  double total = 0;
  for (const auto& [c, e] : archive.cells) {
    if (!in_group(c)) continue;
    if (!newest || (direction ? c.b * direction > newest->b * direction : e.found_in >= newest_at))
      newest = &c, newest_at = e.found_in;
    total += 1.0 / std::sqrt(1.0 + static_cast<double>(e.chosen));
  }
  if (!newest) return nullptr;
  if (std::uniform_int_distribution<int>(0, 1)(rng) == 0) return newest;
  double r = std::uniform_real_distribution<double>(0.0, total)(rng);
  const Cell* last = newest;
  for (const auto& [c, e] : archive.cells) {
    if (!in_group(c)) continue;
    last = &c;
    r -= 1.0 / std::sqrt(1.0 + static_cast<double>(e.chosen));
    if (r < 0) return &c;
  }
  return last;
}

template <Game G>
struct GameOut {
  GameRun<G> run;
  GameTrace trace;
  std::optional<Cell> start;  // guided: the cell it started from
};

// The phases with a declared transition `coverage` has not seen taken (nor maybe taken), and the
// phases states rest in before them when they are automatic: where guided games explore.
template <Game G>
std::set<int> open_phases(const Coverage& coverage) {
  std::set<int> open;
  const PhaseGraph& g = G::phase_graph();
  const auto& phases = coverage.phases;
  for (std::size_t e = 0; e < g.edges.size(); ++e) {
    if (phases.taken()[e] || phases.maybe()[e]) continue;
    open.insert(g.edges[e].from);
    for (const PhaseEdge& into : g.edges)  // states rest before an automatic phase
      if (into.to == g.edges[e].from) open.insert(into.from);
  }
  return open;
}

// What guides a generation's games, read by its threads and changed only between generations.
template <Game G>
struct Guide {
  const Archive<G>& archive;
  const std::vector<bool>& rule_seen;
  const std::set<int>& open_phases;
  std::size_t queries;
};

// Game `i` of the run, traced; guided (`guide`), it starts from a cell of the archive.
template <Game G>
GameOut<G> play_game(const typename G::Config& config, const BatchSettings& settings,
                     const Guide<G>* guide, Buffer<G>& legal, std::uint64_t i) {
  GameOut<G> o;
  const std::uint64_t seed = game_seed(settings.seed, i);
  std::mt19937_64 rng(seed);
  std::mt19937_64 check_rng(seed ^ 0x9e3779b97f4a7c15ull);  // as simulate()
  o.trace.rules = RuleCounts(G::rules().size(), &rule_index<G>);
  CheckLevel level = settings.level;
  level.candidates = &o.trace.rules;
  const std::vector<typename G::Action>* prefix = nullptr;
  if (guide) {
    if (const Cell* c = choose_cell<G>(guide->archive, guide->queries, rng)) {
      o.start = *c;
      prefix = &guide->archive.cells.at(*c).prefix;
    }
  }
  Tracer<G> tracer(o.trace, rng, guide ? &guide->archive : nullptr,
                   guide ? &guide->rule_seen : nullptr, prefix);
  if (guide) tracer.explore(&guide->open_phases);
  if (o.start && o.start->kind == Cell::Query)
    tracer.climb(static_cast<std::size_t>(o.start->a),
                 query_direction<G>(guide->archive, o.start->a));
  o.run = play_checked<G>(config, level, legal, check_rng, std::ref(tracer));
  tracer.finish(o.run);
  return o;
}

// The cells game `i` found first, into the archive with the actions that reach them (a shorter
// way to a known cell replaces its prefix).
template <Game G>
void archive_cells(Archive<G>& archive, const GameOut<G>& o, std::uint64_t i) {
  for (const auto& [cell, at] : o.trace.new_cells) {
    const auto end = o.run.actions.begin() + static_cast<std::ptrdiff_t>(at);
    const auto it = archive.cells.find(cell);
    if (it == archive.cells.end()) {
      typename Archive<G>::Entry e;
      e.prefix.assign(o.run.actions.begin(), end);
      e.found_in = i;
      archive.cells.emplace(cell, std::move(e));
    } else if (at < it->second.prefix.size()) {  // a shorter way there
      it->second.prefix.assign(o.run.actions.begin(), end);
    }
  }
}

}  // namespace detail

// Plays games [settings.begin, settings.end) as run_batch does, and counts their coverage.
// Unguided, game i is the game run_batch plays (same seed, same choices, same digest); guided,
// a game of generation g also depends on the games of generations before g, never on threads.
template <Game G>
CoverageResult<G> run_coverage(
    const typename G::Config& config, const BatchSettings& settings, bool guided,
    std::atomic<std::uint64_t>* done = nullptr,
    const std::function<void(std::uint64_t, const GameRun<G>&)>& on_run = {}) {
  CoverageResult<G> result{{}, Coverage::of<G>(), 0, 0};
  Archive<G> archive;
  std::vector<bool> rule_seen(G::rules().size(), false);
  // Phases with a declared transition not taken yet.
  std::set<int> open_phases = detail::open_phases<G>(result.coverage);
  const std::size_t queries = guide_queries<G>().size();
  const unsigned threads = std::max(1u, settings.threads);
  std::vector<std::unique_ptr<Buffer<G>>> buffers;
  for (unsigned t = 0; t < threads; ++t) buffers.push_back(make_buffer<G>());
  for (std::uint64_t lo = settings.begin; lo < settings.end; lo += kGeneration) {
    const std::uint64_t hi = std::min(settings.end, lo + kGeneration);
    std::vector<detail::GameOut<G>> out(hi - lo);
    const detail::Guide<G> guide{archive, rule_seen, open_phases, queries};
    std::atomic<std::uint64_t> next{lo};
    auto work = [&](unsigned t) {
      for (;;) {
        const std::uint64_t i = next.fetch_add(1);
        if (i >= hi) return;
        out[i - lo] =
            detail::play_game<G>(config, settings, guided ? &guide : nullptr, *buffers[t], i);
        if (done) done->fetch_add(1, std::memory_order_relaxed);
      }
    };
    if (threads == 1) {
      work(0);
    } else {
      std::vector<std::jthread> pool;
      for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work, t);
    }
    // In game order: the tally, the coverage, the archive; up to the first failing game.
    for (std::uint64_t i = lo; i < hi; ++i) {
      detail::GameOut<G>& o = out[i - lo];
      Tally& tally = result.batch.tally;
      tally.played += 1;
      tally.actions += o.run.actions.size();
      tally.invariant_checks += o.run.checks;
      tally.capped += o.run.hit_cap;
      tally.digest += game_digest(i, G::hash(o.run.final_state));
      result.coverage.add(o.trace);
      if (o.run.failure) {
        const auto& f = *o.run.failure;
        result.batch.failure = FailedGame{i, game_seed(settings.seed, i), f.step, f.rule, f.what};
        result.batch.failed_run = std::move(o.run);
        result.cells = archive.cells.size();
        return result;
      }
      if (on_run) on_run(i, o.run);
      if (!guided) continue;
      if (o.start) {
        ++archive.cells.at(*o.start).chosen;
        ++result.started_from_cell;
      }
      detail::archive_cells<G>(archive, o, i);
    }
    for (std::size_t r = 0; r < rule_seen.size(); ++r)
      rule_seen[r] = result.coverage.rules.accepted[r] > 0;
    open_phases = detail::open_phases<G>(result.coverage);
  }
  result.cells = archive.cells.size();
  return result;
}

}  // namespace arbiter::verify
