// Integers in component data files (--data): a JSON integer inside the field's range, or an error
// naming the field's path. nlohmann's get<int>() wraps 4294967300 to 4 and truncates 4.9, and a
// double such as 1e308 converts with undefined behaviour, so no loader calls it directly.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/core/expected.h"

namespace arbiter {

inline Expected<int> data_int(const nlohmann::json& j, const std::string& where, int lo, int hi) {
  const std::string range = std::to_string(lo) + ".." + std::to_string(hi);
  if (!j.is_number_integer())
    return make_error(where + ": expected an integer in " + range + ", got " +
                      (j.is_number() ? j.dump() : std::string(j.type_name())));
  const bool in_range =
      j.is_number_unsigned()
          ? j.get<std::uint64_t>() <= static_cast<std::uint64_t>(hi) &&
                (lo <= 0 || j.get<std::uint64_t>() >= static_cast<std::uint64_t>(lo))
          : j.get<std::int64_t>() >= lo && j.get<std::int64_t>() <= hi;
  if (!in_range) return make_error(where + ": " + j.dump() + " is outside " + range);
  return static_cast<int>(j.get<std::int64_t>());
}

}  // namespace arbiter
