// Medievalia (Michele Quondam, Giochix; 2nd edition) as an arbiter::Game. Spec:
// docs/rules/medievalia.md. Two players (A - N - B) and the 4-player alliance game.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/action_list.h"
#include "engine/core/coverage.h"
#include "engine/core/game.h"
#include "engine/core/query.h"
#include "engine/core/word_classes.h"
#include "engine/medievalia/action.h"
#include "engine/medievalia/data.h"
#include "engine/medievalia/options.h"
#include "engine/medievalia/reference.h"
#include "engine/medievalia/state.h"

namespace arbiter::medievalia {

struct Medievalia {
  using Options = medievalia::Options;
  using Data = medievalia::Data;
  using Config = medievalia::Config;
  using State = medievalia::State;
  using Action = medievalia::Action;

  static constexpr std::string_view kName = "medievalia";
  // The largest choice lists: hand sales (types x 4 resources) and Bureaucrate waivers.
  static constexpr std::size_t kMaxActions = 1024;
  static constexpr std::size_t kMaxGameLength = 60000;
  using ActionBuffer = ActionList<Action, kMaxActions>;

  static std::span<const OptionSpec<Options>> option_specs() { return medievalia::option_specs(); }
  static std::span<const RuleRef> rules() { return medievalia::rule_reference(); }
  static Expected<bool> validate_options(const Options& o) {
    return medievalia::validate_options(o);
  }
  static std::string_view default_data_json() { return medievalia::default_data_json(); }
  static Expected<Data> parse_data(std::string_view text) { return medievalia::parse_data(text); }
  static Expected<Config> make_config(const Options& o, const Data& d);

  static State initial_state(const Config& config);
  static Seat current_seat(const State& s);
  static int num_seats(const State& s) { return s.num_players; }
  static std::string seat_name(const State& s, Seat seat);
  static void legal_actions(const State& s, ActionBuffer& out);
  static std::uint32_t chance_weight(const State& s, const Action& a);
  static Action sample_action(const State& s, std::uint64_t bits);
  // Random play picks a class, then an action of it (verify/random_play.h). Openings that are
  // rarely affordable share one class, and so do the ways to fill a pool, so that random
  // games build armies and fight (medievalia/legal.cpp).
  static int action_class(const Action& a) {
    return kActionClass[static_cast<std::size_t>(a.kind)];
  }
  static int class_weight(int action_class) {
    return kClassWeight[static_cast<std::size_t>(action_class)];
  }
  static Verdict apply(State& s, const Action& a);
  static Verdict check(const State& s, const Action& a);
  static bool is_terminal(const State& s) { return s.phase == Phase::GameOver; }
  static std::vector<int> scores(const State& s);
  // Why a state is not over yet, for a `result` written too early: each player's (team's) VP,
  // duplicates worth 0, the 7 VP (11 per team) threshold, sieges and shortage under way; "" at
  // the end. One sentence.
  static std::string not_over_reason(const State& s);
  // "" unless `a` eliminated a player or ended the game; else one sentence saying so ("P2 is
  // eliminated: the siege of their fief reached 3 turns (M-7.3)", "the game ends: ...").
  static std::string event_note(const State& before, const Action& a, const State& after);
  // On error only: if a rejected token's action `failing` (`marked`: the seat the record marks it
  // for, or -1) fits a decision that `last`, played at `before`, skipped because its side had no
  // legal option (the blocking without an untapped free troop, a side's step 5 without a legal
  // heal or shot), that decision and why, with the rule that removed the option (M-3.15, M-6.1
  // healing itself, M-6.2 the City's shield...); else nullopt (combat_skips.cpp).
  static Verdict skipped_decision(const State& before, const Action& last, const Action& failing,
                                  int marked);
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
  // "FIELD: what is wrong" (e.g. "hand P1: 14 champ, the box holds 12").
  static Expected<State> parse_position(const Config& cfg, std::string_view text);
  // The position field an invariant is about ("pool" for I-14), "" when none is
  // (engine/core/position_field.h).
  static std::string_view invariant_field(const Violation& v);
  static std::string excerpt(const State& s);
  static std::string state_label(const State& s);
  static TimePath time_path(const State& s);
  static const PhaseGraph& phase_graph();
  // Named numbers for `explore --find` and guided runs: max_vp, max_territories,
  // prestige_victory... (queries.cpp).
  static std::span<const StateQuery<State>> queries();
  // The rule that gives the current decision to its seat (cited when a seat mark disagrees).
  static std::string_view decision_rule(const State& s);
  static int phase_id(const State& s) { return static_cast<int>(s.phase); }
  // The automatic phases a step crossed (step 0 once, or twice when a siege eliminated a player
  // there), for phase coverage; combat's automatic steps are left to the declared graph.
  static PhaseTrail automatic_phases(const State& before, const State& after);
  // Rule coverage (engine/core/coverage.h; medievalia/coverage.cpp): the three ways to end
  // (M-7.1 prestige, M-7.2 military, M-7.4 shortage), the rule that accepts each kind of action,
  // and (queries(), above) the numbers guided runs climb.
  static std::span<const EndCondition> end_conditions();
  static int end_condition(const State& s);
  static std::string_view action_rule(const State& s, const Action& a);
};

static_assert(Game<Medievalia>);

}  // namespace arbiter::medievalia
