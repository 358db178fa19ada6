// libFuzzer target `record`: the record reader (replay/record/) on any text, checking what the
// grammar promises of what it reads. Body: fuzz/entry.h record_entry. Run: scripts/fuzz.sh record
// 60
#include "fuzz/entry.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return arbiter::fuzz::record_entry(data, size);
}
