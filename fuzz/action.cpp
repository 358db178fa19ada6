// libFuzzer target `action_GAME` (built once per game): G::parse_action on a state reached by a
// few random legal actions chosen from the input; an action it reads must be written, rejected
// without a trace, or legal, listed, invariant-keeping and read back from its text.
// Input: options, walk length, seed, then the text (fuzz/entry.h action_entry).
// Run: scripts/fuzz.sh action_torres 60
#include "fuzz/entry.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return arbiter::fuzz::action_entry<arbiter::fuzz::FuzzGame>(data, size);
}
