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

// `static std::string_view action_rule(const Action&);` the rule whose check accepted the action
// (by its kind: "T-2.12" for a knight placed).
template <class G>
concept HasActionRules = requires(const typename G::Action& a) {
  { G::action_rule(a) } -> std::convertible_to<std::string_view>;
};

}  // namespace arbiter
