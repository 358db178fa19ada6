// Derived board geometry, computed on demand from a State: castles (T-0.5), height masks,
// and the movement and placement target sets shared by legal_actions() and apply().
#pragma once

#include <array>
#include <cstdint>

#include "engine/torres/board.h"
#include "engine/torres/state.h"

namespace arbiter::torres {

inline constexpr int kMaxHeight = kTotalBlocks;

// Squares by height: ge(k) = squares with h >= k.
struct HeightMasks {
  std::array<Bitboard, kMaxHeight + 2> at_least;  // only [0, max_height] is written
  int max_height = 0;

  explicit HeightMasks(const std::array<std::uint8_t, kSquares>& height, Bitboard built);
  Bitboard ge(int k) const { return k <= 0 ? ~Bitboard{0} : (k > max_height ? 0 : at_least[k]); }
  Bitboard le(int k) const { return ~ge(k + 1); }
  Bitboard eq(int k) const { return ge(k) & ~ge(k + 1); }
};

// The castles of a `built` bitboard (maximal orthogonally connected sets, T-0.5).
struct Castles {
  std::array<Bitboard, 32> mask{};
  int count = 0;

  explicit Castles(Bitboard built);
  int area(int i) const { return torres::count(mask[static_cast<std::size_t>(i)]); }
  int index_of(Square s) const;  // -1 if s is not built
};

// T-2.14 closed form: every square a knight on `s` may reach by one castle crossing.
Bitboard cross_targets(const State& st, const HeightMasks& hm, Square s);
// C4: through a castle to any door, climbing allowed.
Bitboard c4_targets(const State& st, const HeightMasks& hm, Square s);
// T-2.16..T-2.19: every square a block from a stack (or C3) may go to.
Bitboard block_targets(const State& st, const HeightMasks& hm, const Castles& cs);
// T-2.12: every square the player may place a knight on (ignoring AP and reserve).
Bitboard knight_placement_targets(const State& st, const HeightMasks& hm, int colour,
                                  Square exclude_sponsor);

// C8 on the board after lifting the block from `from` (A-33: evaluated on the final state).
struct C8Analysis {
  Bitboard built_after_lift = 0;
  int castles_after_lift = 0;
  bool split = false;              // the source castle's remaining squares are disconnected
  bool invalid_elsewhere = false;  // some castle (after lift) is higher than its area
  Bitboard heighten = 0;           // legal heighten destinations
  Bitboard extend = 0;             // legal extension destinations
  Bitboard found = 0;              // legal new-castle destinations
  Bitboard destinations() const { return heighten | extend | found; }
};
C8Analysis analyse_c8(const State& st, Square from);
// The same, from the current board's height masks and castles (legal_actions computes them once).
C8Analysis analyse_c8(const State& st, Square from, const HeightMasks& now,
                      const Castles& castles_now);
// Every legal C8 destination for the block on `from`. Lifting from a square of height >= 2
// changes no castle, so those sources share the placement targets of the current board
// (`block_targets` plus free squares touching no castle); only one-block squares need analyse_c8.
Bitboard c8_destinations(const State& st, Square from, Bitboard shared_targets,
                         const HeightMasks& hm, const Castles& cs);
Bitboard c8_shared_targets(const State& st, const HeightMasks& hm, const Castles& cs);

// Bitboards of one colour's knights (cached in the state, checked by I-1).
inline Bitboard knights_of(const State& st, int colour) {
  return st.knights[static_cast<std::size_t>(colour)];
}

}  // namespace arbiter::torres
