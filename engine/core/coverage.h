// What a game tells rule coverage (`verify --coverage`, `--guided`; verify/coverage.h): the ways
// it can end (G::end_conditions(), G::end_condition(s)) and the rule that governs an accepted
// action (G::action_rule(s, a)), members of the Game concept (engine/core/game.h); a game may add
// rule parents (engine/core/hooks.h). Every id is a rule of the game's own reference (G::rules()).
#pragma once

#include <span>
#include <string_view>

namespace arbiter {

// One way a game can end, named by the rule that ends it ("M-7.1", "prestige").
struct EndCondition {
  std::string_view rule;
  std::string_view name;  // a word or two
};

}  // namespace arbiter
