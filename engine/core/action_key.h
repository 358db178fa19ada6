// The key of an action's one order (docs/architecture.md), read from its bytes: an action is a
// few uint8_t fields, so its declaration order is its byte order, and the key is those bytes
// read big-endian, the first field highest. Two loads and a byte swap instead of a shift and
// an or per field: the order check of every verify step compares each legal action with the next.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace arbiter {

template <class Action>
std::uint64_t bytes_key(const Action& a) {
  constexpr std::size_t n = sizeof(Action);
  static_assert(n >= 4 && n <= 8 && std::has_unique_object_representations_v<Action>,
                "an action of 4 to 8 bytes with no padding");
  const auto* p = reinterpret_cast<const unsigned char*>(&a);
  if constexpr (std::endian::native != std::endian::little) {
    std::uint64_t k = 0;
    for (std::size_t i = 0; i < n; ++i) k = k << 8 | p[i];
    return k;
  }
  // Loads into registers, never into a zeroed 8-byte slot on the stack: a narrow store then a
  // wide load of the same slot stalls store forwarding (perf showed it at 40% of the check).
  std::uint32_t first = 0;
  std::memcpy(&first, p, 4);
  std::uint64_t k = first;
  for (std::size_t i = 4; i < n; ++i) k |= std::uint64_t{p[i]} << (8 * i);
  return __builtin_bswap64(k) >> (64 - 8 * n);
}

}  // namespace arbiter
