// What a game may tell rule coverage (`verify --coverage`, `--guided`; verify/coverage.h): the
// ways it can end and the rule that governs an accepted action. Both optional, detected by
// concepts as HasQueries is; every id is a rule of the game's own reference (G::rules()).
#pragma once

#include <concepts>
#include <span>
#include <string_view>

namespace arbiter {

// One way a game can end, named by the rule that ends it ("M-7.1", "prestige").
struct EndCondition {
  std::string_view rule;
  std::string_view name;  // a word or two
};

// `static std::span<const EndCondition> end_conditions();` every way the game can end (one for a
// game that always ends the same way), and `static int end_condition(const State&)`: the index in
// it of the way a terminal state ended.
template <class G>
concept HasEndConditions = requires(const typename G::State& s) {
  { G::end_conditions() } -> std::same_as<std::span<const EndCondition>>;
  { G::end_condition(s) } -> std::convertible_to<int>;
};

// `static std::string_view action_rule(const State& before, const Action&);` the rule that governs
// the action where it is played: by its kind ("T-2.12" for a knight placed), and by the phase
// where one kind serves several rules (a Medievalia draw: the draft's M-2.6 in the setup, the
// turn's M-3.1 after it).
template <class G>
concept HasActionRules = requires(const typename G::State& s, const typename G::Action& a) {
  { G::action_rule(s, a) } -> std::convertible_to<std::string_view>;
};

// `static std::string_view rule_parent(std::string_view id);` the rule that encloses `id` where
// its id does not show it (Torres: a card's rule C3 is a case of T-2.21, playing a card), "" for
// none; ids that show it are read by their dots ("M-2.6" is part of "M-2").
template <class G>
concept HasRuleParents = requires(std::string_view id) {
  { G::rule_parent(id) } -> std::convertible_to<std::string_view>;
};

}  // namespace arbiter
