// Geometry for T-0.5, T-2.12..T-2.19, C4 and C8. All target sets are bitboards.
#include "engine/torres/geometry.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace arbiter::torres {

HeightMasks::HeightMasks(const std::array<std::uint8_t, kSquares>& height, Bitboard built) {
#if defined(__SSE2__)
  // Hot path (a fifth of random play went here): compare the 64 heights 16 at a time and take
  // the sign bits, instead of OR-ing square by square into the table, which stalls on memory.
  // Heights are at most kTotalBlocks < 128, so the signed byte compare is exact.
  (void)built;
  __m128i h[4];
  for (int i = 0; i < 4; ++i)
    h[i] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(height.data() + 16 * i));
  __m128i m = _mm_max_epu8(_mm_max_epu8(h[0], h[1]), _mm_max_epu8(h[2], h[3]));
  m = _mm_max_epu8(m, _mm_srli_si128(m, 8));
  m = _mm_max_epu8(m, _mm_srli_si128(m, 4));
  m = _mm_max_epu8(m, _mm_srli_si128(m, 2));
  m = _mm_max_epu8(m, _mm_srli_si128(m, 1));
  max_height = _mm_cvtsi128_si32(m) & 0xFF;
  for (int k = 1; k <= max_height; ++k) {
    const __m128i below = _mm_set1_epi8(static_cast<char>(k - 1));
    Bitboard ge = 0;
    for (int i = 0; i < 4; ++i)
      ge |= static_cast<Bitboard>(
                static_cast<std::uint16_t>(_mm_movemask_epi8(_mm_cmpgt_epi8(h[i], below))))
            << (16 * i);
    at_least[static_cast<std::size_t>(k)] = ge;
  }
  at_least[static_cast<std::size_t>(max_height + 1)] = 0;
#else
  for_each_square(built,
                  [&](Square s) { max_height = height[s] > max_height ? height[s] : max_height; });
  for (int k = 1; k <= max_height + 1; ++k) at_least[static_cast<std::size_t>(k)] = 0;
  for_each_square(built, [&](Square s) { at_least[height[s]] |= bit(s); });
  for (int k = max_height - 1; k >= 1; --k)
    at_least[static_cast<std::size_t>(k)] |= at_least[static_cast<std::size_t>(k + 1)];
#endif
  at_least[0] = ~Bitboard{0};
}

Castles::Castles(Bitboard built) {
  Bitboard rest = built;
  while (rest) {
    const Bitboard c = flood(rest & (~rest + 1), built);
    mask[static_cast<std::size_t>(count++)] = c;
    rest &= ~c;
  }
}

int Castles::index_of(Square s) const {
  for (int i = 0; i < count; ++i)
    if (mask[static_cast<std::size_t>(i)] & bit(s)) return i;
  return -1;
}

namespace {

// T-2.14(a) / C4: calls f(castle, entry squares) for every castle whose door the knight on `s`
// stands in front of (an orthogonal neighbour higher than the knight), honouring.
template <class F>
void for_each_entered_castle(const State& st, const HeightMasks& hm, Square s, F&& f) {
  const Options& o = st.options();
  const int level = st.height[s];
  if (o.door_model == DoorModel::GroundOnly && level != 0) return;
  const Bitboard blockers = o.pieces_block_corridors ? st.occupied : 0;
  Bitboard entries = neighbours4(bit(s)) & hm.ge(level + 1) & ~blockers;
  while (entries) {
    const Bitboard castle = flood(entries & (~entries + 1), st.built);
    const Bitboard castle_entries = entries & castle;
    entries &= ~castle;
    if (!o.entry_from_same_castle && (castle & bit(s))) continue;
    f(castle, castle_entries, blockers);
  }
}

}  // namespace

Bitboard cross_targets(const State& st, const HeightMasks& hm, Square s) {
  const Options& o = st.options();
  const int highest_exit = o.door_model == DoorModel::GroundOnly ? 0 : st.height[s];
  Bitboard result = 0;
  for_each_entered_castle(st, hm, s,
                          [&](Bitboard castle, Bitboard castle_entries, Bitboard blockers) {
                            for (int l = 0; l <= highest_exit; ++l) {
                              // T-2.14(d): descend at the entry to floor l, walk through squares
                              // higher than l.
                              const Bitboard walk = castle & hm.ge(l + 1) & ~blockers;
                              const Bitboard inside = flood(castle_entries & walk, walk);
                              const Bitboard exits = neighbours4(inside) & hm.eq(l);
                              result |= exits & ~st.occupied;
                              if (o.allow_null_traversal && (exits & bit(s)))
                                result |= bit(s);
                            }
                          });
  return result;
}

Bitboard c4_targets(const State& st, const HeightMasks& hm, Square s) {
  const Options& o = st.options();
  const int top = o.door_model == DoorModel::GroundOnly ? 0 : hm.max_height;
  Bitboard result = 0;
  for_each_entered_castle(st, hm, s, [&](Bitboard castle, Bitboard, Bitboard blockers) {
    // Exit e: some b in the castle next to e is higher than e (a door at e's feet).
    for (int l = 0; l <= top; ++l) {
      const Bitboard exits = neighbours4(castle & hm.ge(l + 1) & ~blockers) & hm.eq(l);
      result |= exits & ~st.occupied;
      if (o.allow_null_traversal && (exits & bit(s))) result |= bit(s);
    }
  });
  return result;
}

Bitboard block_targets(const State& st, const HeightMasks& hm, const Castles& cs) {
  Bitboard seen = 0, twice = 0, heighten = 0;
  for (int i = 0; i < cs.count; ++i) {
    const Bitboard c = cs.mask[static_cast<std::size_t>(i)];
    const Bitboard ring = neighbours4(c) & ~st.built;
    twice |= seen & ring;
    seen |= ring;
    heighten |= c & ~hm.ge(cs.area(i));  // T-2.17: h + 1 <= area
  }
  // T-2.16(i) extend exactly one castle (T-2.18 no join); (ii) heighten a free top.
  return ((seen & ~twice) | heighten) & ~st.occupied;
}

Bitboard knight_placement_targets(const State& st, const HeightMasks& hm, int colour,
                                  Square exclude_sponsor) {
  Bitboard result = 0;
  Bitboard sponsors = knights_of(st, colour);
  if (exclude_sponsor != kNoSquare) sponsors &= ~bit(exclude_sponsor);
  if (!st.options().sponsor_same_turn) sponsors &= ~st.placed_this_turn;
  for_each_square(sponsors, [&](Square k) {
    // T-2.12(c,d): orthogonal neighbour of a sponsor, at its level or lower.
    result |= neighbours4(bit(k)) & hm.le(st.height[k]);
  });
  return result & ~st.occupied;
}

C8Analysis analyse_c8(const State& st, Square from) {
  return analyse_c8(st, from, HeightMasks(st.height, st.built), Castles(st.built));
}

C8Analysis analyse_c8(const State& st, Square from, const HeightMasks& now,
                      const Castles& castles_now) {
  C8Analysis a;
  a.built_after_lift = st.height[from] > 1 ? st.built : st.built & ~bit(from);
  // The board after the lift, derived from the current one: one square loses its top level,
  // and a one-block square leaves its castle, which may fall apart.
  HeightMasks hm = now;
  hm.at_least[st.height[from]] &= ~bit(from);
  Castles after = castles_now;
  if (st.height[from] == 1) {
    const int i = after.index_of(from);
    Bitboard rest = after.mask[static_cast<std::size_t>(i)] & ~bit(from);
    after.mask[static_cast<std::size_t>(i)] = after.mask[static_cast<std::size_t>(--after.count)];
    while (rest) {
      const Bitboard part = flood(rest & (~rest + 1), rest);
      after.mask[static_cast<std::size_t>(after.count++)] = part;
      rest &= ~part;
    }
  }
  a.castles_after_lift = after.count;

  // (c) the source castle's remaining squares must stay in one castle.
  const Bitboard source_rest = flood(bit(from), st.built) & a.built_after_lift;
  if (source_rest)
    a.split = flood(source_rest & (~source_rest + 1), a.built_after_lift) != source_rest;

  // (b) castles too high after the lift; only an extension of that castle can repair it.
  int invalid = 0, invalid_index = -1;
  Bitboard heighten = 0, seen = 0, twice = 0;
  std::array<Bitboard, 32> ring{};
  for (int i = 0; i < after.count; ++i) {
    const Bitboard c = after.mask[static_cast<std::size_t>(i)];
    const int area = after.area(i);
    if (c & hm.ge(area + 1)) {
      ++invalid;
      invalid_index = i;
    }
    heighten |= c & ~hm.ge(area);
    ring[static_cast<std::size_t>(i)] = neighbours4(c) & ~a.built_after_lift;
    twice |= seen & ring[static_cast<std::size_t>(i)];
    seen |= ring[static_cast<std::size_t>(i)];
  }
  a.invalid_elsewhere = invalid > 0;
  const Bitboard free_dest = ~st.occupied & ~bit(from);  // (e) never the source square
  const Bitboard ground = ~a.built_after_lift;
  if (a.split) return a;
  if (invalid == 0) {
    a.heighten = heighten & free_dest;
    a.extend = seen & ~twice & free_dest;
    if (after.count + 1 >= kMinCastles) a.found = ground & ~seen & free_dest;
    if (after.count < kMinCastles) {  // (a) only founding a castle keeps six
      a.heighten = a.extend = 0;
    }
  } else if (invalid == 1 && after.count >= kMinCastles) {
    // Extending the too-high castle by one square may make it legal again.
    const int i = invalid_index;
    const int area = after.area(i) + 1;
    if (!(after.mask[static_cast<std::size_t>(i)] & hm.ge(area + 1)))
      a.extend = ring[static_cast<std::size_t>(i)] & ~twice & free_dest;
  }
  if (st.options().c8_check_intermediate && (a.invalid_elsewhere || after.count < kMinCastles)) {
    a.heighten = a.extend = a.found = 0;
  }
  return a;
}

Bitboard c8_shared_targets(const State& st, const HeightMasks& hm, const Castles& cs) {
  const Bitboard lonely = ~st.built & ~neighbours4(st.built) & ~st.occupied;  // founds a castle
  return block_targets(st, hm, cs) | lonely;
}

Bitboard c8_destinations(const State& st, Square from, Bitboard shared_targets,
                         const HeightMasks& hm, const Castles& cs) {
  if (st.height[from] >= 2) return shared_targets & ~bit(from);
  return analyse_c8(st, from, hm, cs).destinations();
}

}  // namespace arbiter::torres
