// Named queries on a state: small integers a person asks about ("the most territories in one
// fief", "ended by prestige"), computed from the state directly. `explore --find` and the
// predicates of verify/predicate.h use them before the state's JSON, which costs far more.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace arbiter {

template <class State>
struct StateQuery {
  std::string_view name;
  std::string_view doc;  // one line: what the number is
  std::int64_t (*value)(const State&);
  // Guided verification (verify --guided, verify/coverage.h) climbs this number: it keeps the
  // shortest game prefix reaching each of its values and starts later games there.
  bool climb = false;
};

}  // namespace arbiter
