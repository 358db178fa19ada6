// Minimal counterexamples: a failing game as a choice sequence, shrunk by delta debugging.
//
// A choice sequence names a game: at step k the action played is legal[choices[k] % legal.size()]
// where `legal` is G::legal_actions of the state reached (chance outcomes are entries of that list
// like any decision). A sequence that runs out before the game ends stops the game there.
// `shrink` looks for a shorter sequence, with earlier and smaller choices, that still fails with
// the same rule id. Deterministic: the same input gives the same output.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/game.h"
#include "verify/random_play.h"
#include "verify/simulate.h"
#include "verify/step_checks.h"

namespace arbiter::verify {

using Choices = std::vector<std::uint32_t>;

// The choice sequence of a played game: the index of each action in its state's legal list.
// Throws std::invalid_argument if an action is not legal where it is played.
template <Game G>
Choices choices_of(const typename G::Config& config, const std::vector<typename G::Action>& actions,
                   Buffer<G>& legal) {
  Choices choices;
  choices.reserve(actions.size());
  typename G::State s = G::initial_state(config);
  for (const typename G::Action& a : actions) {
    G::legal_actions(s, legal);
    const auto* it = std::find(legal.begin(), legal.end(), a);
    if (it == legal.end())
      throw std::invalid_argument("choices_of: action " + std::to_string(choices.size()) + " ('" +
                                  G::action_to_text(s, a) + "') is not legal");
    choices.push_back(static_cast<std::uint32_t>(it - legal.begin()));
    if (G::apply(s, a))
      throw std::invalid_argument("choices_of: action " + std::to_string(choices.size() - 1) +
                                  " was rejected");
  }
  return choices;
}

template <Game G>
Choices choices_of(const typename G::Config& config,
                   const std::vector<typename G::Action>& actions) {
  return choices_of<G>(config, actions, process_buffer<G>());
}

namespace detail {

// The check stream of a replayed choice sequence (the --thorough rejection samples): fixed, so
// that a sequence always gets the same checks.
inline constexpr std::uint64_t kChoicesCheckSeed = 0x5eed5eed5eed5eedull;

// Shrinking replays a candidate from the last of these, before step 0, 16, 32, ... of the
// current sequence, that the candidate shares with it, rather than from the start.
inline constexpr std::size_t kSnapshotEvery = 16;

template <Game G>
struct Snapshot {
  typename G::State state;    // before the step's checks
  std::mt19937_64 check_rng;  // as it stood before the step's checks
};

template <Game G>
struct ChoiceRun {
  GameRun<G> run;  // resumed at step `from`: its actions start there
  Choices used;    // the choices consumed, reduced to indices (choice % legal.size())
  std::vector<Snapshot<G>> snapshots;  // at steps from, from + 16, ... (when kept)
};

// Plays `choices`, from the start or, given `start`, from step `from` (a multiple of
// kSnapshotEvery; choices[0, from) are already indices and played: `start` is the game there).
template <Game G>
ChoiceRun<G> play_used(const typename G::Config& config, const Choices& choices,
                       const CheckLevel& level, Buffer<G>& legal, bool keep_snapshots,
                       const Snapshot<G>* start = nullptr, std::size_t from = 0) {
  std::mt19937_64 check_rng = start ? start->check_rng : std::mt19937_64(kChoicesCheckSeed);
  std::mt19937_64 before_step = check_rng;  // before the checks of the next snapshot's step
  ChoiceRun<G> out;
  out.used.reserve(choices.size());
  out.used.assign(choices.begin(), choices.begin() + static_cast<std::ptrdiff_t>(from));
  auto pick = [&](const typename G::State& s,
                  const Buffer<G>& l) -> std::optional<typename G::Action> {
    const std::size_t step = out.used.size();
    if (keep_snapshots) {
      if (step % kSnapshotEvery == 0) out.snapshots.push_back({s, before_step});
      // This step's checks are done: the stream stands as the next step's checks will find it.
      if ((step + 1) % kSnapshotEvery == 0) before_step = check_rng;
    }
    if (step == choices.size()) return std::nullopt;
    const auto index = static_cast<std::uint32_t>(choices[step] % l.size());
    out.used.push_back(index);
    return l[index];
  };
  out.run =
      start ? play_checked_from<G>(
                  config, level, legal, check_rng,
                  GameRun<G>{{}, std::nullopt, false, level.invariants ? from : 0, start->state},
                  from, pick)
            : play_checked<G>(config, level, legal, check_rng, pick);
  return out;
}

// Shortlex order: shorter first, then lexicographically smaller. Every accepted candidate is
// smaller than the current sequence, so shrinking ends.
inline bool shortlex_less(const Choices& a, const Choices& b) {
  if (a.size() != b.size()) return a.size() < b.size();
  return a < b;
}

}  // namespace detail

// Plays the game named by `choices` with the checks of `simulate` (check_state, apply,
// check_transition at every step, in the same order, with the same failures), stopping at the
// first failure, a terminal state, the length cap, or when the choices run out (the last state
// reached is checked too). The --thorough rejection samples come from a fixed stream.
template <Game G>
GameRun<G> play_choices(const typename G::Config& config, const Choices& choices,
                        const CheckLevel& level, Buffer<G>& legal) {
  return detail::play_used<G>(config, choices, level, legal, false).run;
}

inline constexpr std::size_t kDefaultShrinkBudget = 20000;

struct ShrinkResult {
  Choices choices;                 // the shrunk sequence (the input unchanged if it did not fail)
  std::optional<Failure> failure;  // how `choices` fails (nullopt: the input did not fail)
  std::size_t tries = 0;           // games played, the input's replay included
  std::size_t original_length = 0;
  std::size_t final_length = 0;
  bool budget_spent = false;  // stopped by the budget: smaller, but maybe not minimal
};

namespace detail {

// The state of one shrink: the smallest failing sequence so far (`best`, with the snapshots of
// its replay) and the passes that try to make it smaller.
template <Game G>
struct Shrinker {
  const typename G::Config& config;
  const CheckLevel& level;
  Buffer<G>& legal;
  std::size_t budget;
  std::string rule;  // the failure every accepted candidate must have
  ShrinkResult& result;
  Choices best = {};
  std::vector<Snapshot<G>> snapshots = {};  // of `best`

  // Plays a candidate; if it fails the same way (and is smaller), it becomes `best`.
  bool attempt(const Choices& candidate) {
    if (result.tries >= budget) {
      result.budget_spent = true;
      return false;
    }
    ++result.tries;
    // Resume from the last snapshot within the prefix the candidate shares with `best`.
    const std::size_t shared = static_cast<std::size_t>(
        std::mismatch(candidate.begin(), candidate.end(), best.begin(), best.end()).first -
        candidate.begin());
    const std::size_t k =
        snapshots.empty() ? 0 : std::min(shared / kSnapshotEvery, snapshots.size() - 1);
    ChoiceRun<G> c = k == 0 ? play_used<G>(config, candidate, level, legal, true)
                            : play_used<G>(config, candidate, level, legal, true, &snapshots[k],
                                           k * kSnapshotEvery);
    if (!c.run.failure || c.run.failure->rule != rule || !shortlex_less(c.used, best)) return false;
    best = std::move(c.used);
    snapshots.resize(k);
    snapshots.insert(snapshots.end(), std::make_move_iterator(c.snapshots.begin()),
                     std::make_move_iterator(c.snapshots.end()));
    result.failure = std::move(c.run.failure);
    return true;
  }

  // (b) Chunks of size len/2, len/4, ..., 1, each tried at every place from the front.
  bool remove_chunks() {
    bool changed = false;
    for (std::size_t size = std::max<std::size_t>(best.size() / 2, 1); !result.budget_spent;
         size /= 2) {
      for (std::size_t at = 0; at < best.size() && !result.budget_spent;) {
        Choices candidate;
        candidate.reserve(best.size());
        candidate.insert(candidate.end(), best.begin(),
                         best.begin() + static_cast<std::ptrdiff_t>(at));
        const std::size_t end = std::min(at + size, best.size());
        candidate.insert(candidate.end(), best.begin() + static_cast<std::ptrdiff_t>(end),
                         best.end());
        if (attempt(candidate))
          changed = true;  // the next chunk has moved to `at`
        else
          at += size;
      }
      if (size == 1) break;
    }
    return changed;
  }

  // (c) Each choice to 0, else the smallest value a halving search between 0 and it finds.
  bool lower_choices() {
    bool changed = false;
    for (std::size_t i = 0; i < best.size() && !result.budget_spent; ++i) {
      if (best[i] == 0) continue;
      Choices candidate = best;
      candidate[i] = 0;
      if (attempt(candidate)) {
        changed = true;
        continue;
      }
      std::uint32_t low = 0, high = best[i];  // `low` fails (differently), `high` fails alike
      while (high - low > 1 && !result.budget_spent) {
        const std::uint32_t mid = low + (high - low) / 2;
        candidate = best;
        candidate[i] = mid;
        if (attempt(candidate)) {
          changed = true;
          if (i >= best.size()) break;
          high = best[i];
        } else {
          low = mid;
        }
      }
    }
    return changed;
  }
};

}  // namespace detail

// Shrinks a failing choice sequence: a candidate is accepted when it fails with the same rule id
// (Failure::rule) as the input replayed by play_choices. Passes, repeated until none changes
// anything or `budget` games have been played:
//  (a) truncation after the failing step (every accepted run is cut to the choices it consumed,
//      each reduced to its index in the legal list);
//  (b) removal of chunks: halves, quarters, ... down to single choices (ddmin's complements);
//  (c) lowering each choice: 0, else a halving search between 0 and its value.
// A removal or lowered choice moves the later choices onto other states; that is fine, the result
// only has to fail the same way. Without the budget running out, the result is 1-minimal: removing
// any one choice makes it no longer fail with that rule.
template <Game G>
ShrinkResult shrink(const typename G::Config& config, const Choices& choices,
                    const CheckLevel& level, Buffer<G>& legal,
                    std::size_t budget = kDefaultShrinkBudget) {
  ShrinkResult result;
  result.original_length = choices.size();
  detail::ChoiceRun<G> first = detail::play_used<G>(config, choices, level, legal, true);
  result.tries = 1;
  if (!first.run.failure) {
    result.choices = choices;
    result.final_length = choices.size();
    return result;
  }
  // Pass (a) on the input: `best` is what its replay consumed.
  const std::string rule = first.run.failure->rule;
  detail::Shrinker<G> shrinker{config, level, legal, budget, rule, result};
  shrinker.best = std::move(first.used);
  shrinker.snapshots = std::move(first.snapshots);
  result.failure = std::move(first.run.failure);
  for (bool changed = true; changed && !result.budget_spent;) {
    changed = shrinker.remove_chunks();
    changed = shrinker.lower_choices() || changed;
  }
  result.choices = std::move(shrinker.best);
  result.final_length = result.choices.size();
  return result;
}

}  // namespace arbiter::verify
