// One random game with the step checks: the building block of `arbiter verify`, the property
// tests and the benchmarks.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/game.h"
#include "verify/random_play.h"
#include "verify/step_checks.h"

namespace arbiter::verify {

template <Game G>
struct GameRun {
  std::vector<typename G::Action> actions;
  std::optional<Failure> failure;
  bool hit_cap = false;    // stopped at G::kMaxGameLength without ending
  std::size_t checks = 0;  // invariant checks made
  typename G::State final_state;
};

// The checked game loop shared by `simulate` and `play_choices` (shrink.h). At every step: the
// state checks (check_state), then, unless the state is terminal or the length cap is reached,
// `pick(state, legal)` chooses an action of `legal` (or std::nullopt to stop there), which is
// applied and the transition checked. Stops at the first failure.
// `play_checked_from` resumes a game at `first_step` from `run` (its state before that step's
// checks, `checks` made so far), with `check_rng` as it stood before that step's checks.
template <Game G, class Pick>
GameRun<G> play_checked_from(const typename G::Config& config, const CheckLevel& level,
                             Buffer<G>& legal, std::mt19937_64& check_rng, GameRun<G> run,
                             std::size_t first_step, Pick&& pick) {
  typename G::State& s = run.final_state;
  for (std::size_t step = first_step;; ++step) {
    G::legal_actions(s, legal);
    if (auto f = check_state<G>(s, legal, level, check_rng, step, &config)) {
      run.failure = f;
      return run;
    }
    run.checks += level.invariants;
    if (G::is_terminal(s) || legal.empty()) return run;
    if (step >= G::kMaxGameLength) {
      run.hit_cap = true;
      return run;
    }
    const std::optional<typename G::Action> picked =
        pick(static_cast<const typename G::State&>(s), static_cast<const Buffer<G>&>(legal));
    if (!picked) return run;
    const typename G::Action a = *picked;
    const typename G::State before = s;
    if (Verdict v = G::apply(s, a)) {
      run.failure = Failure{"legal-accepted",
                            "legal action '" + G::action_to_text(before, a) + "' rejected: [" +
                                std::string(v->rule) + "] " + v->reason,
                            step};
      return run;
    }
    run.actions.push_back(a);
    if (auto f = check_transition<G>(before, a, s, level, step)) {
      run.failure = f;
      return run;
    }
  }
}

template <Game G, class Pick>
GameRun<G> play_checked(const typename G::Config& config, const CheckLevel& level, Buffer<G>& legal,
                        std::mt19937_64& check_rng, Pick&& pick) {
  return play_checked_from<G>(config, level, legal, check_rng,
                              GameRun<G>{{}, std::nullopt, false, 0, G::initial_state(config)}, 0,
                              std::forward<Pick>(pick));
}

template <Game G>
GameRun<G> simulate(const typename G::Config& config, std::uint64_t seed, const CheckLevel& level,
                    Buffer<G>& legal) {
  std::mt19937_64 rng(seed);
  // The checks sample candidate actions from their own stream, so that --thorough plays the
  // same games as a plain run with the same seed.
  std::mt19937_64 check_rng(seed ^ 0x9e3779b97f4a7c15ull);
  return play_checked<G>(config, level, legal, check_rng,
                         [&](const typename G::State& s, const Buffer<G>& l) {
                           return std::optional<typename G::Action>(pick_action<G>(s, l, rng));
                         });
}

// A configuration with these options and the embedded data, built once per option set and kept
// for the whole run (states point to their configuration), for tests that play many games.
template <Game G>
const typename G::Config& shared_config(const typename G::Options& options) {
  static std::map<std::vector<std::pair<std::string, std::string>>,
                  std::unique_ptr<typename G::Config>>
      cache;
  auto& slot = cache[resolved_options(G::option_specs(), options)];
  if (!slot) {
    auto data = G::parse_data(G::default_data_json());
    auto config = G::make_config(options, *data);
    if (!config) throw std::invalid_argument("shared_config: " + config.error());
    slot = std::make_unique<typename G::Config>(std::move(*config));
  }
  return *slot;
}

// Determinism: the same seed plays the same game (actions and final hash) and the next seed
// another one. Empty when it holds, else what differs.
template <Game G>
std::string determinism_problem(const typename G::Config& config, std::uint64_t seed) {
  auto legal = make_buffer<G>();
  const auto a = simulate<G>(config, seed, CheckLevel{}, *legal);
  const auto b = simulate<G>(config, seed, CheckLevel{}, *legal);
  const auto c = simulate<G>(config, seed + 1, CheckLevel{}, *legal);
  if (a.actions != b.actions) return "the same seed played two different games";
  if (G::hash(a.final_state) != G::hash(b.final_state)) return "the same game hashed differently";
  if (a.actions == c.actions) return "two seeds played the same game";
  return "";
}

// `games` complete random games with every check of step_checks.h (the option sweeps). Empty when
// each one ends without a failure or the length cap, else the first problem.
template <Game G>
std::string thorough_games_problem(const typename G::Config& config, std::uint64_t seed,
                                   int games) {
  auto legal = make_buffer<G>();
  CheckLevel thorough;
  thorough.legality = thorough.notation = true;
  for (int i = 0; i < games; ++i) {
    auto run =
        simulate<G>(config, game_seed(seed, static_cast<std::uint64_t>(i)), thorough, *legal);
    if (run.failure)
      return "game " + std::to_string(i) + ": [" + run.failure->rule + "] " + run.failure->what +
             " at step " + std::to_string(run.failure->step);
    if (run.hit_cap) return "game " + std::to_string(i) + " hit the length cap";
    if (!G::is_terminal(run.final_state)) return "game " + std::to_string(i) + " did not end";
  }
  return "";
}

}  // namespace arbiter::verify
