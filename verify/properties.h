// RapidCheck properties, generic over every arbiter::Game. RapidCheck generates *choices*, not
// actions: step i plays legal[picks[i] % legal.size()], so every prefix stays a legal game and
// shrinking the picks shrinks the game. A failure prints the game as a replayable record.
#pragma once

#include <rapidcheck.h>

#include <string>
#include <vector>

#include "engine/core/game.h"
#include "replay/record/record.h"
#include "replay/replay.h"
#include "verify/step_checks.h"

namespace arbiter::verify {

template <Game G>
std::string counterexample(const typename G::Config& config,
                           const std::vector<typename G::Action>& actions, const Failure& f) {
  return "[" + f.rule + "] " + f.what + " at step " + std::to_string(f.step) +
         "\n--- replayable record ---\n" +
         replay::write_record<G>(
             config, actions, {{"Event", "RapidCheck counterexample"}, {"Failure", f.what}}, false);
}

// The action a pick chooses: legal[pick % size] (Uniform), or the random player's class-weighted
// choice seeded by the pick (ByClass), which reaches deeper positions (combats, late game)
// while shrinking still shrinks the game.
template <Game G>
typename G::Action choose(const typename G::State& s, const Buffer<G>& legal, std::uint32_t pick,
                          Policy policy) {
  if (policy == Policy::Uniform) return legal[pick % legal.size()];
  std::mt19937_64 rng(pick);
  return pick_action<G>(s, legal, rng, policy);
}

// Plays the game chosen by `picks` with every check of step_checks.h at every step.
template <Game G>
void prop_every_step_checks(const typename G::Config& config,
                            const std::vector<std::uint32_t>& picks,
                            Policy policy = Policy::Uniform) {
  CheckLevel level;
  level.legality = level.notation = true;
  auto legal = make_buffer<G>();
  std::mt19937_64 rng(picks.empty() ? 0 : picks[0]);
  typename G::State s = G::initial_state(config);
  std::vector<typename G::Action> actions;
  for (std::size_t i = 0; i <= picks.size(); ++i) {
    G::legal_actions(s, *legal);
    if (auto f = check_state<G>(s, *legal, level, rng, i, &config))
      RC_FAIL(counterexample<G>(config, actions, *f));
    if (G::is_terminal(s) || i == picks.size()) break;
    const typename G::Action a = choose<G>(s, *legal, picks[i], policy);
    const typename G::State before = s;
    if (Verdict v = G::apply(s, a))
      RC_FAIL(counterexample<G>(
          config, actions,
          Failure{std::string(v->rule), "legal action rejected: " + v->reason, i}));
    actions.push_back(a);
    if (auto f = check_transition<G>(before, a, s, level, i))
      RC_FAIL(counterexample<G>(config, actions, *f));
    RC_CLASSIFY(G::is_terminal(s), "reached the end");
  }
}

// A whole game written as a record and read back replays to the same state (notation round trip).
template <Game G>
void prop_record_round_trip(const typename G::Config& config,
                            const std::vector<std::uint32_t>& picks,
                            Policy policy = Policy::Uniform) {
  auto legal = make_buffer<G>();
  typename G::State s = G::initial_state(config);
  std::vector<typename G::Action> actions;
  for (std::uint32_t p : picks) {
    G::legal_actions(s, *legal);
    if (legal->empty()) break;
    const typename G::Action a = choose<G>(s, *legal, p, policy);
    RC_ASSERT(!G::apply(s, a));
    actions.push_back(a);
  }
  const std::string text = replay::write_record<G>(config, actions, {}, true);
  record::ParseResult parsed = record::parse(text);
  RC_ASSERT(parsed.ok);
  replay::Overrides none;
  none.data_path = std::nullopt;
  replay::Replay<G> r = replay::replay_record<G>(parsed.record, none);
  if (r.error)
    RC_FAIL("record did not replay: [" + r.error->rule + "] " + r.error->message + "\n" + text);
  RC_ASSERT(r.actions == actions);
  RC_ASSERT(r.final_state() == s);
  RC_ASSERT(G::hash(r.final_state()) == G::hash(s));
}

}  // namespace arbiter::verify
