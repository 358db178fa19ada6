// The Comuni rules reference: one table joined from its parts (reference_setup.cpp,
// reference_turn.cpp, reference_invasions.cpp, reference_ambiguities.cpp,
// reference_invariants.cpp), in the order docs/rules/comuni.md prints it.
#include "engine/comuni/reference.h"

#include <vector>

namespace arbiter::comuni {

std::span<const RuleRef> rule_reference() {
  // Built once, on first use: a few hundred entries of string views.
  static const std::vector<RuleRef> table = [] {
    std::vector<RuleRef> t;
    for (const std::span<const RuleRef> part :
         {reference_setup(), reference_turn(), reference_invasions(), reference_ambiguities(),
          reference_invariants()})
      t.insert(t.end(), part.begin(), part.end());
    return t;
  }();
  return table;
}

}  // namespace arbiter::comuni
