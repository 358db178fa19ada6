// The Game concept: what each engine (engine/torres, engine/comuni, engine/medievalia) provides,
// and what verify/ and replay/ are written against. Static functions on a tag type, no virtual
// dispatch. The members some games leave out are in engine/core/hooks.h, with their defaults.
#pragma once

#include <concepts>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/action_list.h"
#include "engine/core/coverage.h"
#include "engine/core/expected.h"
#include "engine/core/options.h"
#include "engine/core/phase_graph.h"
#include "engine/core/rule_ref.h"
#include "engine/core/seat.h"
#include "engine/core/violation.h"
#include "engine/core/word_classes.h"

namespace arbiter {

// Where a state sits in the game's time structure, for grouping in graphs (outermost first),
// e.g. {"Year 2", "Round 3", "Turn of Blue"}.
using TimePath = std::vector<std::string>;

template <class G>
concept Game = requires(const typename G::State& s, typename G::State& m,
                        const typename G::Action& a, const typename G::Options& o,
                        const typename G::Config& cfg, const typename G::Data& data,
                        const Violation& v, std::string_view text,
                        ActionList<typename G::Action, G::kMaxActions>& out) {
  // Types.
  typename G::Options;  // rule options (see option_specs)
  typename G::Data;     // component data loaded from JSON (embedded default, user override)
  typename G::Config;   // Options + Data, immutable, shared by all states of a game
  typename G::State;    // regular value type, == comparable
  typename G::Action;   // small value type, == comparable

  // Constants.
  { G::kName } -> std::convertible_to<std::string_view>;
  // The capacity of the legal-action buffer: no state has more legal actions.
  { G::kMaxActions } -> std::convertible_to<std::size_t>;
  { G::kMaxGameLength } -> std::convertible_to<std::size_t>;

  // Options, component data, configuration.
  { G::option_specs() } -> std::same_as<std::span<const OptionSpec<typename G::Options>>>;
  { G::validate_options(o) } -> std::same_as<Expected<bool>>;
  { G::default_data_json() } -> std::convertible_to<std::string_view>;
  { G::parse_data(text) } -> std::same_as<Expected<typename G::Data>>;
  { G::make_config(o, data) } -> std::same_as<Expected<typename G::Config>>;

  // Play.
  { G::initial_state(cfg) } -> std::same_as<typename G::State>;
  // A player, kChanceSeat or kTerminalSeat.
  { G::current_seat(s) } -> std::same_as<Seat>;
  { G::num_seats(s) } -> std::convertible_to<int>;
  { G::seat_name(s, Seat{}) } -> std::convertible_to<std::string>;
  // Every legal action, chance outcomes included, in increasing order, into the caller's buffer.
  { G::legal_actions(s, out) } -> std::same_as<void>;
  { G::chance_weight(s, a) } -> std::same_as<std::uint32_t>;
  // Checks the action fully, then changes the state; rejected: the rule broken, state unchanged.
  { G::apply(m, a) } -> std::same_as<Verdict>;
  { G::is_terminal(s) } -> std::same_as<bool>;
  { G::scores(s) } -> std::same_as<std::vector<int>>;
  // The rule that gives the current decision to its seat, cited when a seat mark disagrees.
  { G::decision_rule(s) } -> std::convertible_to<std::string_view>;
  // Why the game is not over yet, one sentence with numbers (a `result` written too early).
  { G::not_over_reason(s) } -> std::convertible_to<std::string>;

  // Text and notation.
  { G::action_to_text(s, a) } -> std::same_as<std::string>;
  { G::parse_action(s, text) } -> std::same_as<Expected<typename G::Action>>;
  // The name of the action's kind, one lowercase word or words joined by '-' ("play",
  // "place-knight"; engine/core/kind_names.h): how `replay show --legal` groups actions.
  { G::kind_name(a) } -> std::convertible_to<std::string_view>;
  // The words the notation knows (verbs, card and place names), for "did you mean".
  { G::vocabulary(s) } -> std::convertible_to<std::vector<std::string>>;
  // The same words by class (engine/core/word_classes.h), for the mutation corpus.
  { G::word_classes(s) } -> std::convertible_to<std::vector<WordClass>>;
  { G::to_json(s) } -> std::same_as<nlohmann::json>;
  { G::render_text(s) } -> std::same_as<std::string>;
  // One line, for error reports.
  { G::excerpt(s) } -> std::same_as<std::string>;
  // A few words, for graph nodes (scores visible).
  { G::state_label(s) } -> std::same_as<std::string>;

  // Time and phases.
  { G::time_path(s) } -> std::same_as<TimePath>;
  { G::phase_graph() } -> std::same_as<const PhaseGraph&>;
  { G::phase_id(s) } -> std::same_as<int>;

  // Positions: a state as a few lines a person can write; parse_position(position_text(s)) == s.
  { G::position_text(s) } -> std::convertible_to<std::string>;
  { G::parse_position(cfg, text) } -> std::same_as<Expected<typename G::State>>;
  // The position field an invariant is about ("blocks"), "" for none (position_field.h).
  { G::invariant_field(v) } -> std::convertible_to<std::string_view>;

  // Reference: the rules every Violation's id resolves in, and rule coverage (coverage.h).
  { G::rules() } -> std::same_as<std::span<const RuleRef>>;
  // Every way the game can end, named by its rule.
  { G::end_conditions() } -> std::same_as<std::span<const EndCondition>>;
  // The index in end_conditions() of the way a terminal state ended.
  { G::end_condition(s) } -> std::convertible_to<int>;
  // The rule that governs the action where it is played (by its kind, and phase).
  { G::action_rule(s, a) } -> std::convertible_to<std::string_view>;

  // Verification.
  { G::check_invariants(s) } -> std::same_as<Verdict>;
  { G::check_transition(s, a, s) } -> std::same_as<Verdict>;
  // Any well-formed action, legal or not, from random bits: the verifier's illegal candidates.
  { G::sample_action(s, std::uint64_t{}) } -> std::same_as<typename G::Action>;
  // Equal states hash equal, stable across runs (engine/core/state_hash.h).
  { G::hash(s) } -> std::same_as<std::uint64_t>;
  // The action's class (a small int < 64): random play picks a class, then an action in it.
  { G::action_class(a) } -> std::convertible_to<int>;
};

}  // namespace arbiter
