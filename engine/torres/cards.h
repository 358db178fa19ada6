// Torres action cards C1..C10 (spec section 8) and Meister cards M1..M8 (T-7.6).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter::torres {

inline constexpr int kCardKinds = 10;
inline constexpr int kMeisterCards = 8;
inline constexpr std::uint8_t kNoCard = 255;
// Draw outcome `*?`: a card the transcriber did not see (base game, A-19).
inline constexpr std::uint8_t kUnseenCard = 10;

// Card kinds are stored 0..9 for C1..C10.
enum Card : std::uint8_t { C1, C2, C3, C4, C5, C6, C7, C8, C9, C10 };

inline std::string card_name(int c) {
  return "C" + std::to_string(c + 1);
}
inline std::string meister_name(int m) {
  return "M" + std::to_string(m + 1);
}

// Parses "C1".."C10" (or "M1".."M8" with prefix 'M'); returns the 0-based index.
inline std::optional<int> parse_indexed(std::string_view t, char prefix, int count) {
  if (t.size() < 2 || (t[0] | 0x20) != (prefix | 0x20)) return std::nullopt;
  int v = 0;
  for (char ch : t.substr(1)) {
    if (ch < '0' || ch > '9') return std::nullopt;
    v = v * 10 + (ch - '0');
    if (v > 99) return std::nullopt;
  }
  if (v < 1 || v > count) return std::nullopt;
  return v - 1;
}

}  // namespace arbiter::torres
