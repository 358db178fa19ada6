// libFuzzer target `replay_GAME` (built once per game, -DARBITER_FUZZ_GAME): a record replayed as
// `replay validate` does, parse then replay_record; an invariant broken after a legal action is a
// finding. Body: fuzz/entry.h replay_entry. Run: scripts/fuzz.sh replay_torres 60
#include "fuzz/entry.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return arbiter::fuzz::replay_entry<arbiter::fuzz::FuzzGame>(data, size);
}
