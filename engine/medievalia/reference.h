// The Medievalia rules reference: every rule id the engine, options, invariants, docs and fixtures cite,
// in Arbiter's own words, with the rulebook section it comes from (engine/core/rule_ref.h).
#pragma once

#include <span>

#include "engine/core/rule_ref.h"

namespace arbiter::medievalia {

std::span<const RuleRef> rule_reference();

}  // namespace arbiter::medievalia
