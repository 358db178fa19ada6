// The generic checks run on every step of a random game, for every game (STYLE guideline 10):
// invariants; transition invariants; legal actions in their one order (sorted, no duplicate);
// legal actions unique by notation and round-tripping;
// every legal action accepted by apply; sampled non-enumerated actions rejected with the state
// left exactly as it was (together: legal_actions == what apply accepts), citing a rule of the
// game's rules reference; copy == original;
// hash stable; terminal states have no legal actions; positions round-trip.
#pragma once

#include <optional>
#include <random>
#include <string>
#include <unordered_set>

#include "engine/core/coverage.h"
#include "engine/core/game.h"
#include "verify/random_play.h"

namespace arbiter::verify {

// Where the --thorough checks report the candidates they tried, by rule id (verify/coverage.h):
// a legal one under the rule that accepts its kind (G::action_rule), a rejected one under the
// rule its rejection cites.
struct CandidateCounts {
  virtual void count(std::string_view rule, bool accepted) = 0;

 protected:
  ~CandidateCounts() = default;
};

struct CheckLevel {
  bool invariants = true;    // check_invariants + check_transition after every step
  bool legality = false;     // every legal action applies; sampled illegal ones are rejected
  bool notation = false;     // every legal action's notation is unique and parses back, and
                             // the state's position text reads back to the same state
  int illegal_samples = 16;  // candidates per step for the rejection check
  // TEST ONLY: a deliberately broken invariant, for testing the verifier itself (shrinking a
  // counterexample). When > 0, a state in which some seat's score (G::scores) is >= this number
  // fails with rule "test.broken-invariant". 0 (the default) turns it off; never set it in a
  // real verification run.
  int test_fail_at_score = 0;
  // Rule coverage only (verify/coverage.h): counts the candidates of the legality checks.
  CandidateCounts* candidates = nullptr;
};

template <Game G>
void count_candidate(const CheckLevel& level, const typename G::State& s,
                     const typename G::Action& a, const Verdict& v) {
  if (!v) level.candidates->count(G::action_rule(s, a), true);
  if (v) level.candidates->count(v->rule, false);
}

struct Failure {
  std::string rule;  // invariant or check id
  std::string what;
  std::size_t step = 0;
};

template <Game G>
std::optional<Failure> check_state(const typename G::State& s, const Buffer<G>& legal,
                                   const CheckLevel& level, std::mt19937_64& rng, std::size_t step,
                                   const typename G::Config* config = nullptr) {
  auto fail = [&](std::string rule, std::string what) {
    return Failure{std::move(rule), std::move(what), step};
  };
  if (level.invariants) {
    if (Verdict v = G::check_invariants(s)) return fail(std::string(v->rule), v->reason);
  }
  if (level.test_fail_at_score > 0) [[unlikely]] {
    for (const int score : G::scores(s))
      if (score >= level.test_fail_at_score)
        return fail("test.broken-invariant",
                    "a seat's score reached " + std::to_string(level.test_fail_at_score));
  }
  const typename G::State copy = s;
  if (!(copy == s) || G::hash(copy) != G::hash(s))
    return fail("copy", "a copy differs from its original");
  if (G::is_terminal(s) != legal.empty()) {
    return fail("terminal", G::is_terminal(s)
                                ? "a terminal state has legal actions"
                                : "a non-terminal state has no legal action (dead end)");
  }
  // One order (the action's <=>, strictly increasing), as OpenSpiel's
  // CheckLegalActionsAreSorted: a seed or a shrunk counterexample picks actions by their index,
  // and names the same actions as long as the set is the same, whatever the generator's order.
  if (const std::size_t i = legal.first_out_of_order(); i < legal.size())
    return fail("legal-order", "legal actions out of order: '" +
                                   G::action_to_text(s, legal[i - 1]) + "' comes before '" +
                                   G::action_to_text(s, legal[i]) + "'");
  if (level.notation) {
    std::unordered_set<std::string> seen;
    for (const auto& a : legal) {
      const std::string text = G::action_to_text(s, a);
      if (!seen.insert(text).second)
        return fail("notation", "two legal actions share the notation '" + text + "'");
      Expected<typename G::Action> back = G::parse_action(s, text);
      if (!back || !(*back == a))
        return fail("notation", "'" + text + "' does not parse back to the same action");
    }
    if (config) {
      const std::string pos = G::position_text(s);
      Expected<typename G::State> back = G::parse_position(*config, pos);
      if (!back)
        return fail("position", "the state's position does not read back: " + back.error());
      if (!(*back == s))
        return fail("position", "the state's position reads back to another state: " + pos);
    }
  }
  if (level.legality) {
    for (const auto& a : legal) {
      typename G::State t = s;
      if (Verdict v = G::apply(t, a))
        return fail("legal-accepted", "legal action '" + G::action_to_text(s, a) + "' rejected: [" +
                                          std::string(v->rule) + "] " + v->reason);
      if (level.candidates) count_candidate<G>(level, s, a, Verdict{});
    }
    for (int i = 0; i < level.illegal_samples; ++i) {
      const typename G::Action a = G::sample_action(s, rng());
      typename G::State t = s;
      const Verdict v = G::apply(t, a);
      if (level.candidates) count_candidate<G>(level, s, a, v);
      const bool listed = legal.contains(a);
      if (!v && !listed)
        return fail("legal-complete",
                    "apply accepted '" + G::action_to_text(s, a) + "', which legal_actions omits");
      if (v && listed)
        return fail("legal-accepted",
                    "apply rejected listed action '" + G::action_to_text(s, a) + "'");
      if (v && !(t == s))
        return fail("I-rejection-pure",
                    "a rejected action changed the state: '" + G::action_to_text(s, a) + "'");
      // "encoding" (an action value no token parses to: the sampler's raw bits) is not a rule.
      if (v && v->rule != "encoding" && !resolve_rule(G::rules(), v->rule))
        return fail("rule-id", "rule [" + std::string(v->rule) + "] cited for '" +
                                   G::action_to_text(s, a) + "' is not in the rules reference");
    }
  }
  return std::nullopt;
}

template <Game G>
std::optional<Failure> check_transition(const typename G::State& before,
                                        const typename G::Action& a, const typename G::State& after,
                                        const CheckLevel& level, std::size_t step) {
  if (!level.invariants) return std::nullopt;
  if (Verdict v = G::check_transition(before, a, after))
    return Failure{std::string(v->rule), v->reason, step};
  return std::nullopt;
}

}  // namespace arbiter::verify
