#include "engine/torres/scoring.h"

#include "engine/torres/geometry.h"

namespace arbiter::torres {

SeatPoints castle_points(const State& s) {
  SeatPoints pts{};
  const Castles cs(s.built);
  for (int i = 0; i < cs.count; ++i) {
    const Bitboard c = cs.mask[static_cast<std::size_t>(i)];
    std::array<int, kMaxPlayers> best{};
    for_each_square(c & s.occupied, [&](Square q) {
      const int who = s.piece[q];
      if (who >= 0 && who < kMaxPlayers && s.height[q] > best[static_cast<std::size_t>(who)])
        best[static_cast<std::size_t>(who)] = s.height[q];  // one knight per castle: the highest
    });
    for (int p = 0; p < s.num_players; ++p)
      pts[static_cast<std::size_t>(p)] += cs.area(i) * best[static_cast<std::size_t>(p)];
  }
  return pts;
}

SeatPoints king_bonus(const State& s, int year) {
  SeatPoints pts{};
  if (s.king == kNoSquare) return pts;
  const Bitboard castle = flood(bit(s.king), s.built);
  for_each_square(castle & s.occupied, [&](Square q) {
    const int who = s.piece[q];
    if (who >= 0 && who < kMaxPlayers && s.height[q] == year)
      pts[static_cast<std::size_t>(who)] = 5 * year;
  });
  return pts;
}

std::vector<int> winners(const State& s) {
  std::vector<int> best;
  if (s.phase != Phase::GameOver) return best;
  for (int p = 0; p < s.num_players; ++p) {
    const int sc = s.players[static_cast<std::size_t>(p)].score;
    if (best.empty() || sc > s.players[static_cast<std::size_t>(best[0])].score)
      best = {p};
    else if (sc == s.players[static_cast<std::size_t>(best[0])].score)
      best.push_back(p);
  }
  if (best.size() > 1 && s.options().end_tie == EndTie::NoWinner) best.clear();
  return best;
}

namespace {

bool on_one_line(Bitboard knights) {
  if (count(knights) <= 1) return true;
  const Square a = lowest_square(knights);
  const int r = row_of(a), c = col_of(a);
  bool row = true, col = true, diag = true, anti = true;
  for_each_square(knights, [&](Square q) {
    row = row && row_of(q) == r;
    col = col && col_of(q) == c;
    diag = diag && row_of(q) - col_of(q) == r - c;
    anti = anti && row_of(q) + col_of(q) == r + c;
  });
  return row || col || diag || anti;
}

bool has_square_corners(Bitboard knights) {  // M5: an axis-aligned square, side >= 1
  bool found = false;
  for_each_square(knights, [&](Square a) {
    for (int side = 1; side < 8 && !found; ++side) {
      const int r = row_of(a), c = col_of(a);
      if (r + side > 7 || c + side > 7) break;
      const Bitboard need = bit(make_square(r, c + side)) | bit(make_square(r + side, c)) |
                            bit(make_square(r + side, c + side));
      found = (knights & need) == need;
    }
  });
  return found;
}

// M3's long diagonals (card 2), M7's border (card 6).
Bitboard meister_zone(int card) {
  Bitboard zone = 0;
  for (Square q = 0; q < kSquares; ++q) {
    const int r = row_of(q), c = col_of(q);
    const bool in = card == 2 ? (r == c || r + c == 7) : (r == 0 || r == 7 || c == 0 || c == 7);
    if (in) zone |= bit(q);
  }
  return zone;
}

// M4: every knight of `k` at the same level.
bool same_level(const State& s, Bitboard k) {
  bool same = true;
  const int lvl = k ? s.height[lowest_square(k)] : 0;
  for_each_square(k, [&](Square q) { same = same && s.height[q] == lvl; });
  return same;
}

// M6: the knights of `k` at pairwise different levels.
bool distinct_levels(const State& s, Bitboard k) {
  std::array<bool, kTotalBlocks + 1> seen{};
  bool distinct = true;
  for_each_square(k, [&](Square q) {
    distinct = distinct && !seen[s.height[q]];
    seen[s.height[q]] = true;
  });
  return distinct;
}

// M8: the knights of `k` form one chain, squares touching as `adjacency` says.
bool one_chain(Bitboard k, M8Adjacency adjacency) {
  Bitboard chain = 0;
  if (k) {
    chain = k & (~k + 1);
    for (;;) {
      const Bitboard grow =
          (adjacency == M8Adjacency::Orthogonal ? neighbours4(chain) : neighbours8(chain)) & k;
      if ((grow | chain) == chain) break;
      chain |= grow;
    }
  }
  return chain == k;
}

}  // namespace

SeatPoints meister_points(const State& s, int year) {
  SeatPoints pts{};
  if (s.meister_card < 0) return pts;
  const Options& o = s.options();
  const int y = year;
  const int per_knight = y == 1 ? 2 : (y == 2 ? 5 : 10);
  std::array<int, kMaxPlayers> qualifying{};
  const Castles cs(s.built);
  for (int p = 0; p < s.num_players; ++p) {
    Bitboard k = knights_of(s, p);
    const int n = count(k);
    const bool enough = n >= o.meister_min_knights;
    int& out = pts[static_cast<std::size_t>(p)];
    switch (s.meister_card) {
      case 0: {  // M1
        int c = 0;
        if (o.m1_count == M1Count::DistinctCastles) {
          for (int i = 0; i < cs.count; ++i) c += (cs.mask[static_cast<std::size_t>(i)] & k) != 0;
        } else {
          c = count(k & s.built);
        }
        if (c == 3 + y) out = y == 1 ? 5 : (y == 2 ? 15 : 30);
        break;
      }
      case 1:
        if (y == 3 && enough && on_one_line(k)) out = 50;
        break;  // M2
      case 2:
      case 6: {  // M3 long diagonals, M7 border
        qualifying[static_cast<std::size_t>(p)] = count(k & meister_zone(s.meister_card));
        out = per_knight * qualifying[static_cast<std::size_t>(p)];
        break;
      }
      case 3:  // M4 same level
        if (y == 3 && enough && same_level(s, k)) out = 50;
        break;
      case 4:
        if (y == 3 && has_square_corners(k)) out = 50;
        break;  // M5
      case 5:   // M6 pairwise different levels
        if (y == 3 && enough && distinct_levels(s, k)) out = 40;
        break;
      case 7:  // M8 one chain
        if (y == 3 && enough && one_chain(k, o.m8_adjacency)) out = 40;
        break;
      default:
        break;
    }
  }
  if (s.meister_card == 2 || s.meister_card == 6) {  // T-7.7 sole majority: one more knight
    int best = -1, holders = 0, who = -1;
    for (int p = 0; p < s.num_players; ++p) {
      const int q = qualifying[static_cast<std::size_t>(p)];
      if (q > best) {
        best = q;
        holders = 1;
        who = p;
      } else if (q == best) {
        ++holders;
      }
    }
    if (holders == 1 && best > 0) pts[static_cast<std::size_t>(who)] += per_knight;
  }
  return pts;
}

}  // namespace arbiter::torres
