// The optional hooks of a Game: members that some games provide and others leave out, each
// detected by a concept, with a helper that gives the game's answer or the default stated here.
// Call sites read hooks::x<G>(...), with no `if constexpr`. Everything every game must provide is
// the Game concept (engine/core/game.h).
#pragma once

#include <concepts>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/core/phase_graph.h"
#include "engine/core/query.h"
#include "engine/core/violation.h"

namespace arbiter::hooks {

// Reference. `rule_parent(id)`: the rule that encloses `id` where its id does not show it
// (Torres: a card's rule C3 is a case of T-2.21). Default "": ids are read by their dots.
template <class G>
concept HasRuleParents = requires(std::string_view id) {
  { G::rule_parent(id) } -> std::convertible_to<std::string_view>;
};
template <class G>
std::string_view rule_parent(std::string_view id) {
  if constexpr (HasRuleParents<G>)
    return G::rule_parent(id);
  else
    return {};
}

// Exploration. `queries()`: named numbers on a state (engine/core/query.h) for `explore --find`,
// predicates and guided runs (Medievalia). Default: none (guided runs climb the scores).
template <class G>
concept HasQueries = requires {
  { G::queries() } -> std::same_as<std::span<const StateQuery<typename G::State>>>;
};
template <class G>
std::span<const StateQuery<typename G::State>> queries() {
  if constexpr (HasQueries<G>)
    return G::queries();
  else
    return {};
}

// Diagnostics. `skipped_decision(before, last, failing, marked)`, on error only: the decision
// `last` (played at `before`) skipped for want of a legal option, that the rejected `failing` was
// written for (`marked`: the seat the record marks it for, or -1). Default: nullopt, none.
template <class G>
concept HasSkippedDecision = requires(const typename G::State& s, const typename G::Action& a) {
  { G::skipped_decision(s, a, a, int{}) } -> std::same_as<Verdict>;
};
template <class G>
Verdict skipped_decision(const typename G::State& before, const typename G::Action& last,
                         const typename G::Action& failing, int marked) {
  if constexpr (HasSkippedDecision<G>)
    return G::skipped_decision(before, last, failing, marked);
  else
    return std::nullopt;
}

// Diagnostics. `event_note(before, a, after)`: an event of the action a reader must be told about
// at its line (Medievalia: a player eliminated), one sentence. Default "": nothing to tell.
template <class G>
concept HasEventNotes = requires(const typename G::State& s, const typename G::Action& a) {
  { G::event_note(s, a, s) } -> std::convertible_to<std::string>;
};
template <class G>
std::string event_note(const typename G::State& before, const typename G::Action& a,
                       const typename G::State& after) {
  if constexpr (HasEventNotes<G>)
    return std::string(G::event_note(before, a, after));
  else
    return {};
}

// Verification. `class_weight(c)` (>= 1): random play picks a class of G::action_class with
// probability proportional to its weight among the classes present. Default 1: uniformly.
template <class G>
concept HasClassWeights = requires(int c) {
  { G::class_weight(c) } -> std::convertible_to<int>;
};
template <class G>
int class_weight(int action_class) {
  if constexpr (HasClassWeights<G>)
    return G::class_weight(action_class);
  else
    return 1;
}

// Verification. `automatic_phases(before, after)`: the automatic phases a step crossed
// (engine/core/phase_graph.h), for phase coverage. Default: a trail with `known` false, the game
// cannot tell, and the declared graph decides.
template <class G>
concept HasPhaseTrail = requires(const typename G::State& s) {
  { G::automatic_phases(s, s) } -> std::same_as<PhaseTrail>;
};
template <class G>
PhaseTrail automatic_phases(const typename G::State& before, const typename G::State& after) {
  if constexpr (HasPhaseTrail<G>) {
    return G::automatic_phases(before, after);
  } else {
    PhaseTrail unknown;
    unknown.known = false;
    return unknown;
  }
}

}  // namespace arbiter::hooks
