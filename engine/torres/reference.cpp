// The Torres rules reference: one table joined from its parts (reference_basics.cpp,
// reference_turn.cpp, reference_versions.cpp, reference_ambiguities.cpp, reference_invariants.cpp,
// reference_examples.cpp), in the order docs/rules/torres.md prints it.
#include "engine/torres/reference.h"

#include <vector>

namespace arbiter::torres {

std::span<const RuleRef> rule_reference() {
  // Built once, on first use: a few hundred entries of string views.
  static const std::vector<RuleRef> table = [] {
    std::vector<RuleRef> t;
    for (const std::span<const RuleRef> part :
         {reference_basics(), reference_turn(), reference_versions(), reference_ambiguities(),
          reference_invariants(), reference_examples()})
      t.insert(t.end(), part.begin(), part.end());
    return t;
  }();
  return table;
}

}  // namespace arbiter::torres
