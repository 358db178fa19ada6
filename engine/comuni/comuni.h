// Comuni (Acchittocca, TenkiGames 2008) as an arbiter::Game. Spec: docs/rules/comuni.md.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/comuni/action.h"
#include "engine/comuni/data.h"
#include "engine/comuni/options.h"
#include "engine/comuni/reference.h"
#include "engine/comuni/state.h"
#include "engine/core/coverage.h"
#include "engine/core/game.h"
#include "engine/core/word_classes.h"

namespace arbiter::comuni {

struct Comuni {
  using Options = comuni::Options;
  using Data = comuni::Data;
  using Config = comuni::Config;
  using State = comuni::State;
  using Action = comuni::Action;

  static constexpr std::string_view kName = "comuni";
  // A commitment lists (armies + 1)(GOLD pairs + 1)(PIL pairs + 1) choices; with the box's 210
  // resources that is at most 71 x 36 x 36.
  static constexpr std::size_t kMaxActions = 96 * 1024;
  static constexpr std::size_t kMaxGameLength = 20000;
  using ActionBuffer = ActionList<Action, kMaxActions>;

  static std::span<const OptionSpec<Options>> option_specs() { return comuni::option_specs(); }
  static std::span<const RuleRef> rules() { return comuni::rule_reference(); }
  static Expected<bool> validate_options(const Options& o) { return comuni::validate_options(o); }
  static std::string_view default_data_json() { return comuni::default_data_json(); }
  static Expected<Data> parse_data(std::string_view text) { return comuni::parse_data(text); }
  static Expected<Config> make_config(const Options& o, const Data& d);

  static State initial_state(const Config& config);
  static Seat current_seat(const State& s);
  static int num_seats(const State& s) { return s.num_players; }
  static std::string seat_name(const State& s, Seat seat);
  static void legal_actions(const State& s, ActionBuffer& out);
  static std::uint32_t chance_weight(const State& s, const Action& a);
  static Action sample_action(const State& s, std::uint64_t bits);
  static int action_class(const Action& a) { return static_cast<int>(a.kind); }
  static Verdict apply(State& s, const Action& a);
  static Verdict check(const State& s, const Action& a);
  static bool is_terminal(const State& s) { return s.phase == Phase::GameOver; }
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
  static std::string excerpt(const State& s);
  static std::string state_label(const State& s);
  // One sentence, with numbers, saying why the game is not over yet ("the final round has not
  // started: pile D still holds 7 cards; ..."), for a record that ends with `result` too early;
  // "" once it is over.
  static std::string not_over_reason(const State& s);
  // The state as a position: one field per line, "keyword value..." (docs/notation.md).
  static std::string position_text(const State& s);
  // A state from a position; fields are separated by newlines or ';'. Errors name the field:
  // "FIELD: what is wrong" (e.g. "supply: 40 GOLD, the box holds 30").
  static Expected<State> parse_position(const Config& cfg, std::string_view text);
  // The position field an invariant is about ("display" for INV-11, "supply" for INV-2), "" when
  // none is (engine/core/position_field.h; a comune's own field is found from the reason).
  static std::string_view invariant_field(const Violation& v);
  static TimePath time_path(const State& s);
  static const PhaseGraph& phase_graph();
  // The rule that gives the current decision to its seat (cited when a seat mark disagrees).
  static std::string_view decision_rule(const State& s);
  static int phase_id(const State& s);
  // Rule coverage (engine/core/coverage.h; comuni/coverage.cpp): one way to end (the Emperor,
  // C-4.14.4), and the rule that accepts each kind of action.
  static std::span<const EndCondition> end_conditions();
  static int end_condition(const State& s);
  static std::string_view action_rule(const State& s, const Action& a);
};

static_assert(Game<Comuni>);

}  // namespace arbiter::comuni
