// The Medievalia rules reference: every rule id the engine, options, invariants, docs and fixtures
// cite, in Arbiter's own words, with the rulebook section it comes from (engine/core/rule_ref.h).
#pragma once

#include <span>

#include "engine/core/rule_ref.h"

namespace arbiter::medievalia {

std::span<const RuleRef> rule_reference();

// Its parts, each in its own file (reference_<part>.cpp), in table order.
std::span<const RuleRef> reference_setup();
std::span<const RuleRef> reference_turn();
std::span<const RuleRef> reference_war();
std::span<const RuleRef> reference_economy();
std::span<const RuleRef> reference_ambiguities();
std::span<const RuleRef> reference_invariants();

}  // namespace arbiter::medievalia
