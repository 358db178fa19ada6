// Torres board geometry (spec T-0.1..T-0.8): 64 squares, index = 8*row + col, row 0 at the top.
// Squares are written in algebraic style: file a..h = column 0..7, rank 8..1 = row 0..7.
// Bitboards hold one bit per square; castles are flood-filled from the "built" bitboard.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter::torres {

using Square = std::uint8_t;
using Bitboard = std::uint64_t;
inline constexpr int kSquares = 64;
inline constexpr Square kNoSquare = 255;

constexpr int row_of(Square s) {
  return s >> 3;
}
constexpr int col_of(Square s) {
  return s & 7;
}
constexpr Square make_square(int r, int c) {
  return static_cast<Square>(8 * r + c);
}
constexpr Bitboard bit(Square s) {
  return Bitboard{1} << s;
}

inline constexpr Bitboard kColA = 0x0101010101010101ull;
inline constexpr Bitboard kColH = kColA << 7;

// T-0.2: the orthogonal neighbours of every square in `b`.
constexpr Bitboard neighbours4(Bitboard b) {
  return (b << 8) | (b >> 8) | ((b << 1) & ~kColA) | ((b >> 1) & ~kColH);
}
constexpr Bitboard diagonals(Bitboard b) {
  const Bitboard e = (b << 1) & ~kColA, w = (b >> 1) & ~kColH;
  return (e << 8) | (e >> 8) | (w << 8) | (w >> 8);
}
constexpr Bitboard neighbours8(Bitboard b) {
  return neighbours4(b) | diagonals(b);
}

// The orthogonally connected part of `mask` that contains `seed` (seed must lie in mask).
constexpr Bitboard flood(Bitboard seed, Bitboard mask) {
  Bitboard x = seed & mask;
  for (;;) {
    const Bitboard y = (x | neighbours4(x)) & mask;
    if (y == x) return x;
    x = y;
  }
}

inline Square lowest_square(Bitboard b) {
  return static_cast<Square>(std::countr_zero(b));
}
inline int count(Bitboard b) {
  return std::popcount(b);
}

template <class F>
inline void for_each_square(Bitboard b, F&& f) {
  while (b) {
    f(lowest_square(b));
    b &= b - 1;
  }
}

inline int manhattan(Square a, Square b) {
  const int dr = row_of(a) - row_of(b), dc = col_of(a) - col_of(b);
  return (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
}

inline std::string square_name(Square s) {
  if (s >= kSquares) return "--";
  return std::string{static_cast<char>('a' + col_of(s)), static_cast<char>('8' - row_of(s))};
}

inline std::optional<Square> parse_square(std::string_view t) {
  if (t.size() != 2) return std::nullopt;
  const char f = static_cast<char>(t[0] | 0x20), r = t[1];
  if (f < 'a' || f > 'h' || r < '1' || r > '8') return std::nullopt;
  return make_square('8' - r, f - 'a');
}

}  // namespace arbiter::torres
