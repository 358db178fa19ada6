// The Medievalia rules reference: one table joined from its parts (reference_setup.cpp,
// reference_turn.cpp, reference_war.cpp, reference_economy.cpp, reference_ambiguities.cpp,
// reference_invariants.cpp), in the order docs/rules/medievalia.md prints it.
#include "engine/medievalia/reference.h"

#include <vector>

namespace arbiter::medievalia {

std::span<const RuleRef> rule_reference() {
  // Built once, on first use: a few hundred entries of string views.
  static const std::vector<RuleRef> table = [] {
    std::vector<RuleRef> t;
    for (const std::span<const RuleRef> part :
         {reference_setup(), reference_turn(), reference_war(), reference_economy(),
          reference_ambiguities(), reference_invariants()})
      t.insert(t.end(), part.begin(), part.end());
    return t;
  }();
  return table;
}

}  // namespace arbiter::medievalia
