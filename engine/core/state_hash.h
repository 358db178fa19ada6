// StateHash: how the games hash their states (G::hash, in engine/GAME/serialize.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace arbiter {

// State hashes: stable across runs (not across byte orders: states are hashed as their bytes).
// Sixteen bytes a multiply in four lanes, then eight bytes a step, FNV-1a for the tail: a
// Medievalia state is 4.8 KB, and hashing it a byte at a time was three quarters of a checked
// random-play step.
struct StateHash {
  std::uint64_t h = 1469598103934665603ull;
  static std::uint64_t fold(std::uint64_t a, std::uint64_t b) {
    __extension__ using Wide = unsigned __int128;
    const Wide m = static_cast<Wide>(a) * b;
    return static_cast<std::uint64_t>(m) ^ static_cast<std::uint64_t>(m >> 64);
  }
  void bytes(const void* p, std::size_t n) {
    flush();
    mix(p, n);
  }
  // Small fields are gathered and hashed together: a multiply per byte of a 1-byte field, one
  // after the other, was most of the cost of hashing a Torres state field by field.
  template <class T>
  void value(const T& v) {
    if constexpr (sizeof v >= 64) {
      bytes(&v, sizeof v);
    } else {
      if (pending_ + sizeof v > sizeof buffer_) flush();
      std::memcpy(buffer_ + pending_, &v, sizeof v);
      pending_ += sizeof v;
    }
  }
  // The hash of everything given so far.
  std::uint64_t digest() {
    flush();
    return h;
  }

 private:
  void flush() {
    mix(buffer_, pending_);
    pending_ = 0;
  }
  void mix(const void* p, std::size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    // Four independent lanes, each folding 16 bytes into one 64x64->128-bit multiply (its two
    // halves xor-ed), over 64-byte blocks. A 128-bit product cannot be vectorised, so the lanes
    // stay in registers and a block costs four multiplies; a 64-bit multiply per 8 bytes was
    // vectorised with SSE2 into three multiplies each, through memory.
    if (n >= 64) {
      std::uint64_t lane[4] = {h ^ 0x243F6A8885A308D3ull, h ^ 0x13198A2E03707344ull,
                               h ^ 0xA4093822299F31D0ull, h ^ 0x082EFA98EC4E6C89ull};
      for (; n >= 64; n -= 64, b += 64) {
        for (int i = 0; i < 4; ++i) {
          std::uint64_t w0, w1;
          std::memcpy(&w0, b + 16 * i, 8);
          std::memcpy(&w1, b + 16 * i + 8, 8);
          lane[i] = fold(w0 ^ lane[i], w1 ^ 0xE7037ED1A0B428DBull);
        }
      }
      for (int i = 0; i < 4; ++i) h = fold(h ^ lane[i], 0x9E3779B97F4A7C15ull);
    }
    for (; n >= 8; n -= 8, b += 8) {
      std::uint64_t w;
      std::memcpy(&w, b, 8);
      h = (h ^ w) * 0x9E3779B97F4A7C15ull;
      h ^= h >> 29;
    }
    for (; n > 0; --n, ++b) h = (h ^ *b) * 1099511628211ull;
  }
  unsigned char buffer_[256];
  std::size_t pending_ = 0;
};

}  // namespace arbiter
