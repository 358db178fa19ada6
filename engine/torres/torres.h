// Torres (Kramer & Kiesling) as an arbiter::Game. Spec: docs/rules/torres.md.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/coverage.h"
#include "engine/core/game.h"
#include "engine/core/word_classes.h"
#include "engine/torres/action.h"
#include "engine/torres/data.h"
#include "engine/torres/options.h"
#include "engine/torres/reference.h"
#include "engine/torres/state.h"

namespace arbiter::torres {

struct Torres {
  using Options = torres::Options;
  using Data = torres::Data;
  using Config = torres::Config;
  using State = torres::State;
  using Action = torres::Action;

  static constexpr std::string_view kName = "torres";
  // Bound on legal actions in any state: C8 alone is at most 64 x 64.
  static constexpr std::size_t kMaxActions = 6144;
  // 4 players x 10 turns x (at most ~60 actions a turn) plus setup and King moves.
  static constexpr std::size_t kMaxGameLength = 4000;
  using ActionBuffer = ActionList<Action, kMaxActions>;

  static std::span<const OptionSpec<Options>> option_specs() { return torres::option_specs(); }
  static std::span<const RuleRef> rules() { return torres::rule_reference(); }
  static Expected<bool> validate_options(const Options& o) { return torres::validate_options(o); }
  static std::string_view default_data_json() { return torres::default_data_json(); }
  static Expected<Data> parse_data(std::string_view text) { return torres::parse_data(text); }
  static Expected<Config> make_config(const Options& o, const Data& d);

  static State initial_state(const Config& config);
  static Seat current_seat(const State& s);
  static int num_seats(const State& s) { return s.num_players; }
  static std::string seat_name(const State& s, Seat seat);
  static void legal_actions(const State& s, ActionBuffer& out);
  static std::uint32_t chance_weight(const State& s, const Action& a);
  static Action sample_action(const State& s, std::uint64_t bits);
  // Random play picks a class, then an action in it: the action kind, cards by their number.
  static int action_class(const Action& a) {
    return a.kind == ActionKind::PlayCard ? 20 + a.card : static_cast<int>(a.kind);
  }
  static Verdict apply(State& s, const Action& a);
  static Verdict check(const State& s, const Action& a);  // apply() without the change
  static bool is_terminal(const State& s);
  static std::vector<int> scores(const State& s);
  static Verdict check_invariants(const State& s);
  static Verdict check_transition(const State& before, const Action& a, const State& after);
  static std::string action_to_text(const State& s, const Action& a);
  // The name of the action's kind ("place-knight", "play"): how `replay show --legal` groups the
  // legal actions (docs/cli.md).
  static std::string_view kind_name(const Action& a);
  static Expected<Action> parse_action(const State& s, std::string_view text);
  // The words the notation knows (verbs, card and place names), for "did you mean" on a token
  // that does not parse; built only on error.
  static std::vector<std::string> vocabulary(const State& s);
  // The same words and a few more (resource letters, piles) by class: "square", "card",
  // "verb"...; the mutation corpus (verify/mutate/) swaps a word for another of its class.
  static std::vector<WordClass> word_classes(const State& s);
  static nlohmann::json to_json(const State& s);
  static std::uint64_t hash(const State& s);
  static std::string render_text(const State& s);
  // The state as a position: one field per line, "keyword value..." (docs/notation.md).
  static std::string position_text(const State& s);
  // A state from a position; fields are separated by newlines or ';'. Errors name the field:
  // "FIELD: what is wrong" (e.g. "knights P2: f3 already holds P1's knight").
  static Expected<State> parse_position(const Config& cfg, std::string_view text);
  // The position field an invariant is about ("blocks" for I-4), "" when none is
  // (engine/core/position_field.h).
  static std::string_view invariant_field(const Violation& v);
  static std::string excerpt(const State& s);
  static std::string state_label(const State& s);
  // One sentence, with numbers, saying why the game is not over yet ("year 2 of 3, round 1 of
  // 3, turn of P2; ..."), for a record that ends with `result` too early; "" once it is over.
  static std::string not_over_reason(const State& s);
  static TimePath time_path(const State& s);
  static const PhaseGraph& phase_graph();
  // On error only: if `last`, played at `before`, ended a year whose King move was skipped for
  // want of a free block, and the rejected token `failing` is a King move (whatever seat the
  // record marks it for), the T-5.1 violation that says so; else nullopt (replay/explain.h).
  static Verdict skipped_decision(const State& before, const Action& last, const Action& failing,
                                  int marked);
  // The rule that gives the current decision to its seat (cited when a seat mark disagrees).
  static std::string_view decision_rule(const State& s);
  static int phase_id(const State& s) { return static_cast<int>(s.phase); }
  // The automatic phases (next turn, year-end scoring, distribution) a step from `before` to
  // `after` crossed, for phase coverage.
  static PhaseTrail automatic_phases(const State& before, const State& after);
  // Rule coverage (engine/core/coverage.h; torres/coverage.cpp): one way to end (T-5.3), and the
  // rule that accepts each kind of action.
  static std::span<const EndCondition> end_conditions();
  static int end_condition(const State& s);
  static std::string_view action_rule(const State& s, const Action& a);
  static std::string_view rule_parent(std::string_view id);
};

static_assert(Game<Torres>);

}  // namespace arbiter::torres
