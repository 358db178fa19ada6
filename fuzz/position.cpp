// libFuzzer target `position_GAME` (built once per game): G::parse_position + check_invariants;
// a position that reads and holds the invariants must read back from its position_text to the
// same state. Input: options, then the position text (fuzz/entry.h position_entry).
// Run: scripts/fuzz.sh position_torres 60
#include "fuzz/entry.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return arbiter::fuzz::position_entry<arbiter::fuzz::FuzzGame>(data, size);
}
