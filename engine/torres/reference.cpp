#include "engine/torres/reference.h"

#include <array>

namespace arbiter::torres {
namespace {

// Sources name the French rulebook: its part, then its heading.
constexpr std::array<RuleRef, 0> kRules{};

}  // namespace

std::span<const RuleRef> rule_reference() {
  return kRules;
}

}  // namespace arbiter::torres
