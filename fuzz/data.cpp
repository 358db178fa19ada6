// libFuzzer target `data_GAME` (built once per game): the component data loader, G::parse_data
// then make_config for every number of players; data it accepts must give a setup and a short
// random game that hold the invariants. Input: a JSON data file (fuzz/entry.h data_entry).
// Run: scripts/fuzz.sh data_torres 60
#include "fuzz/entry.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return arbiter::fuzz::data_entry<arbiter::fuzz::FuzzGame>(data, size);
}
