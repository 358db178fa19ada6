// The transition invariants of docs/rules/torres.md section 10 (check_transition): what one
// action may change. The state invariants (check_invariants) are in invariants.cpp.
#include <algorithm>
#include <array>
#include <functional>
#include <string>

#include "engine/torres/geometry.h"
#include "engine/torres/rules_internal.h"
#include "engine/torres/scoring.h"
#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace {

using detail::CastleMap;
using detail::castles_by_squares;
using detail::knights_on_board;

using detail::n;

// Recounted from docs/rules/torres.md, not taken from rules.cpp's ap_cost (invariants.cpp,
// "Independent recounts").
// T-2.10, A-1: what an action of the Turn phase costs: a knight placed 2 AP; a simple move, a
// castle crossing, a block from the turn stack, a card taken, a marker step 1 AP; a card played
// 0, or under card_action_cost=standard 1 for its effect unless it is C6 or C7; anything else 0.
int ap_price(const State& s, const Action& a) {
  switch (a.kind) {
    case ActionKind::PlaceKnight:
      return 2;
    case ActionKind::Move:
    case ActionKind::Cross:
    case ActionKind::PlaceBlock:
    case ActionKind::TakeCard:
    case ActionKind::Advance:
      return 1;
    case ActionKind::PlayCard:
      return s.options().card_action_cost == CardActionCost::Standard && a.card != C6 &&
                     a.card != C7
                 ? 1
                 : 0;
    default:
      return 0;
  }
}

// I-6, I-7: castles keep their identity; only C2 / C8 found one, only C8 removes one. `cb` and
// `ca` are the castles before and after, recounted square by square (castles_by_squares).
Verdict castles_step(const State& b, const Action& a, const CastleMap& cb, const CastleMap& ca) {
  const bool card = a.kind == ActionKind::PlayCard;
  const bool c8 = card && a.card == C8, c2 = card && a.card == C2;
  // The castle after that holds each castle before's squares (C8's source left out), 0 for none.
  std::array<std::uint8_t, kSquares + 1> into{};
  for (Square q = 0; q < kSquares; ++q) {
    const std::uint8_t c = cb.of[q];
    if (!c || (c8 && q == a.from)) continue;
    if (!ca.of[q] || (into[c] && into[c] != ca.of[q]))
      return violation("I-7", "a castle was split");
    into[c] = ca.of[q];
  }
  std::array<bool, kSquares + 1> taken{};
  for (int c = 1; c <= cb.count; ++c) {
    const std::uint8_t after = into[static_cast<std::size_t>(c)];
    if (!after) continue;  // C8 lifted a one-block castle
    if (taken[after]) return violation("I-6", "two castles were joined");
    taken[after] = true;
  }
  const int grown = ca.count - cb.count;
  if (grown > 0 && !(c2 || c8 || b.phase == Phase::SetupCastles))
    return violation("I-7", "a castle appeared without C2/C8");
  if (grown > 1 || (grown < 0 && !c8) || grown < -1)
    return violation("I-6", "castle count changed by " + n(grown));
  return std::nullopt;
}

// I-8, I-9, I-15: heights never fall (but C8's source), a placement raises one level, and no
// block goes under a piece (but C2 under an own knight).
Verdict heights_step(const State& b, const Action& a, const State& s) {
  const bool card = a.kind == ActionKind::PlayCard;
  const bool c8 = card && a.card == C8, c2 = card && a.card == C2;
  int raised = 0;
  for (Square q = 0; q < kSquares; ++q) {
    const int d = s.height[q] - b.height[q];
    if (d < 0 && !(c8 && q == a.from && d == -1))
      return violation("I-9", "height of " + square_name(q) + " fell");
    if (d > 0) {
      raised += d;
      // I-15: no block placed under a piece, except C2 under an own knight.
      if ((b.occupied & bit(q)) && !(c2 && q == a.to && b.piece[q] == b.active()))
        return violation("I-15", "a block was placed under a piece");
    }
  }
  if ((a.kind == ActionKind::PlaceBlock || (card && a.card == C3)) && raised != 1)
    return violation("I-8", "a placement raised " + n(raised) + " levels");
  return std::nullopt;
}

// I-13, I-14: knights on board never decrease; increase only by placement. I-16: the King
// moves only by the King move.
Verdict pieces_step(const State& b, const Action& a, const State& s) {
  for (int p = 0; p < b.num_players; ++p) {
    const int before = knights_on_board(b, p), after = knights_on_board(s, p);
    if (after < before) return violation("I-13", "a knight left the board");
    const bool placing = a.kind == ActionKind::PlaceKnight || a.kind == ActionKind::SetupKnight;
    if (after != before && !(placing && after == before + 1))
      return violation("I-14", "knight count changed without a placement");
  }
  if (b.king != s.king && a.kind != ActionKind::KingMove && a.kind != ActionKind::SetupKing)
    return violation("I-16", "the King moved");
  return std::nullopt;
}

// I-17, I-18, I-19: only the mover's knight moves, by the geometry of its action (a simple
// move, a castle crossing, a card other than C2, C3, C6, C7 and C8).
Verdict knight_move_step(const State& b, const Action& a, const State& s) {
  const bool card = a.kind == ActionKind::PlayCard;
  if (!(a.kind == ActionKind::Move || a.kind == ActionKind::Cross ||
        (card && a.card != C2 && a.card != C3 && a.card != C6 && a.card != C7 && a.card != C8)))
    return std::nullopt;
  const int dl = s.height[a.to] - b.height[a.from];
  const int md = manhattan(a.from, a.to);
  if (a.kind == ActionKind::Move && (md != 1 || dl > 1))
    return violation("I-19", "simple move geometry");
  if (a.kind == ActionKind::Cross && a.to == a.from && !b.options().allow_null_traversal)
    return violation("I-19", "a castle crossing ended on its start square");
  if (a.kind == ActionKind::Cross && dl > 0) return violation("I-18", "a castle crossing climbed");
  if (card && a.card == C1 && (md != 1 || dl > 2)) return violation("I-19", "C1 geometry");
  if (card && a.card == C5 &&
      (row_of(a.from) == row_of(a.to) || col_of(a.from) == col_of(a.to) || md != 2 || dl > 1))
    return violation("I-19", "C5 geometry");
  if (card && a.card == C10 &&
      (md != 2 || dl > 1 || (row_of(a.from) != row_of(a.to) && col_of(a.from) != col_of(a.to))))
    return violation("I-19", "C10 geometry");
  if (s.piece[a.to] != b.active())
    return violation("I-17", "the moved knight is not the active player's");
  return std::nullopt;
}

// I-23, I-28, I-31, I-30: played cards stay out; scores never fall; a marker step gains 1..P,
// and nothing else but the year-end scoring changes a score.
Verdict players_step(const State& b, const Action& a, const State& s) {
  for (int p = 0; p < b.num_players; ++p) {
    const Player &pb = b.players[static_cast<std::size_t>(p)],
                 &pa = s.players[static_cast<std::size_t>(p)];
    for (int c = 0; c < kCardKinds; ++c)
      if (pa.removed[static_cast<std::size_t>(c)] < pb.removed[static_cast<std::size_t>(c)])
        return violation("I-23", "a played card came back");
    if (pa.score < pb.score) return violation("I-28", "a score decreased");
    if (a.kind == ActionKind::Advance && p == b.active() &&
        (pa.score - pb.score < 1 || pa.score - pb.score > b.num_players))
      return violation("I-31", "a marker step gained " + n(pa.score - pb.score));
    if (a.kind != ActionKind::Advance && a.kind != ActionKind::EndTurn && pa.score != pb.score)
      return violation("I-30", "a score changed outside the marker action and year-end scoring");
  }
  return std::nullopt;
}

constexpr auto kSquareCount = static_cast<std::size_t>(kSquares);

// T-4.2, T-4.3 recounted on the castle map (invariants.cpp's flood, not scoring.cpp's
// bitboards): each castle pays its area times a seat's highest knight on it.
SeatPoints recount_castle_points(const State& s, const CastleMap& cm) {
  std::array<std::array<int, kMaxPlayers>, kSquareCount + 1> best{};  // [castle][seat]
  for (std::size_t q = 0; q < kSquareCount; ++q) {
    const int who = s.piece[q];
    if (who < 0 || who >= s.num_players || cm.of[q] == 0) continue;
    int& top = best[cm.of[q]][static_cast<std::size_t>(who)];
    top = std::max<int>(top, s.height[q]);
  }
  SeatPoints pts{};
  for (std::size_t c = 1; c <= static_cast<std::size_t>(cm.count); ++c)
    for (std::size_t p = 0; p < static_cast<std::size_t>(s.num_players); ++p)
      pts[p] += cm.area[c] * best[c][p];
  return pts;
}

// T-4.5 recounted: a seat with a knight at the year's level in the King's castle gets 5 x year.
SeatPoints recount_king_bonus(const State& s, const CastleMap& cm, int year) {
  SeatPoints pts{};
  const int king_castle = s.king == kNoSquare ? 0 : cm.of[static_cast<std::size_t>(s.king)];
  for (std::size_t q = 0; king_castle != 0 && q < kSquareCount; ++q) {
    const int who = s.piece[q];
    if (who >= 0 && who < s.num_players && cm.of[q] == king_castle && s.height[q] == year)
      pts[static_cast<std::size_t>(who)] = 5 * year;
  }
  return pts;
}

// The scores after a year-end scoring that starts with seat `start` (T-4.4): each seat's castle
// points, then King bonus, then Meister points, each gain moving its marker past the spaces
// other markers hold (T-2.22); a gain of 0 does not move it.
using ScoringParts = std::array<SeatPoints, 3>;  // castles, King bonus, Meister

SeatPoints scores_after(const State& b, int start, const ScoringParts& parts) {
  SeatPoints score{};
  for (int p = 0; p < b.num_players; ++p)
    score[static_cast<std::size_t>(p)] = b.players[static_cast<std::size_t>(p)].score;
  for (const SeatPoints& part : parts)
    for (int i = 0; i < b.num_players; ++i) {
      const int seat = (start + i) % b.num_players;
      const int gain = part[static_cast<std::size_t>(seat)];
      if (gain <= 0) continue;
      int target = score[static_cast<std::size_t>(seat)] + gain;
      while (std::find(score.begin(), score.begin() + b.num_players, target) !=
             score.begin() + b.num_players)
        ++target;
      score[static_cast<std::size_t>(seat)] = target;
    }
  return score;
}

// The seat a year-end scoring starts with, recounted: the first player, who in the Meister
// version is first the leader (T-7.9); under scoring_order=leader_first the leader. The
// leader: the highest score, ties to the earliest clockwise from the first player.
int scoring_start(const State& b) {
  const auto leader_from = [&b](int first) {
    int best = first;
    for (int i = 1; i < b.num_players; ++i) {
      const int p = (first + i) % b.num_players;
      if (b.players[static_cast<std::size_t>(p)].score >
          b.players[static_cast<std::size_t>(best)].score)
        best = p;
    }
    return best;
  };
  const bool scored = std::any_of(b.players.begin(), b.players.begin() + b.num_players,
                                  [](const Player& p) { return p.score > 0; });
  const int first = b.options().version == Version::Meister && scored ? leader_from(b.first_player)
                                                                      : b.first_player;
  return b.options().scoring_order == ScoringOrder::LeaderFirst ? leader_from(first) : first;
}

// I-41: the end of a turn changes scores only when it ends the year, and then as the board pays:
// castle points and King bonus recounted here, Meister points from scoring.cpp (their cards are
// not recounted), in the scoring order.
Verdict scoring_step(const State& b, const Action& a, const State& s, const CastleMap& ca) {
  if (a.kind != ActionKind::EndTurn || b.phase != Phase::Turn) return std::nullopt;
  const bool year_end = s.phase != Phase::Turn || s.year != b.year;
  SeatPoints want{};
  for (int p = 0; p < b.num_players; ++p)
    want[static_cast<std::size_t>(p)] = b.players[static_cast<std::size_t>(p)].score;
  ScoringParts parts{};
  if (year_end) {
    parts = {recount_castle_points(s, ca), recount_king_bonus(s, ca, b.year),
             meister_points(s, b.year)};
    want = scores_after(b, scoring_start(b), parts);
  }
  for (int p = 0; p < b.num_players; ++p) {
    const auto i = static_cast<std::size_t>(p);
    const int got = s.players[i].score;
    if (got == want[i]) continue;
    if (!year_end)
      return violation("I-41", "P" + n(p + 1) + "'s score went from " + n(want[i]) + " to " +
                                   n(got) + " at the end of a turn that does not end the year");
    return violation("I-41", "year " + n(b.year) + " scoring: P" + n(p + 1) + " went from " +
                                 n(b.players[i].score) + " to " + n(got) + ", not " + n(want[i]) +
                                 ": the board pays castle points " + n(parts[0][i]) +
                                 ", King bonus " + n(parts[1][i]) + ", Meister points " +
                                 n(parts[2][i]));
  }
  return std::nullopt;
}

// I-36: the Meister setup leaves 8 one-block castles, never touching by a side. I-38: the setup
// result, just before the year-1 distribution. `castles`: the castles after.
Verdict setup_end_step(const State& b, const State& s, int castles) {
  if (b.phase == Phase::SetupCastles && s.phase == Phase::SetupKnights) {
    if (castles != 8 || count(s.built) != 8)
      return violation("I-36", "Meister setup did not end with 8 one-block castles");
  }
  if (b.phase == Phase::SetupKing && s.phase == Phase::Turn) {
    if (castles != 8 || count(s.built) != 8)
      return violation("I-38", "year 1 starts without 8 castles of area 1");
    Bitboard castles_with_knights = 0;
    for (int p = 0; p < s.num_players; ++p) {
      const Bitboard k = knights_of(s, p);
      if (count(k) != 1 || s.height[lowest_square(k)] != 1)
        return violation("I-38", "P" + n(p + 1) + " must start with one knight at level 1");
      if (castles_with_knights & k) return violation("I-38", "two first knights share a castle");
      castles_with_knights |= k;
    }
    if (castles_with_knights & bit(s.king))
      return violation("I-38", "the King shares a castle with a knight");
  }
  return std::nullopt;
}

// I-39: a new year deals exactly the PHASE card's stacks.
Verdict year_start_step(const State& b, const State& s) {
  const bool year_start =
      s.phase == Phase::Turn && (b.phase == Phase::SetupKing || s.year == b.year + 1);
  if (!year_start || s.options().supply_shortage != SupplyShortage::Error) return std::nullopt;
  const PhaseCard& phase_card =
      s.config->data.phase_cards[static_cast<std::size_t>(s.num_players - 2)];
  const auto y = static_cast<std::size_t>(s.year - 1);
  for (int p = 0; p < s.num_players; ++p) {
    const Player& pl = s.players[static_cast<std::size_t>(p)];
    std::array<std::uint8_t, 4> want = phase_card.stacks[y];
    // One stack a round, 4 at most (data.cpp): said to GCC, whose -Warray-bounds doubts it here.
    const auto k = static_cast<std::ptrdiff_t>(std::min<std::size_t>(phase_card.num_stacks[y], 4));
    std::sort(want.begin(), want.begin() + k, std::greater<>());
    if (pl.num_stacks != phase_card.num_stacks[y] ||
        !std::equal(want.begin(), want.begin() + k, pl.stacks.begin()))
      return violation(
          "I-39",
          "P" + n(p + 1) + " did not receive the PHASE card's stacks for year " + n(s.year));
  }
  return std::nullopt;
}

}  // namespace

Verdict Torres::check_transition(const State& b, const Action& a, const State& s) {
  if (b.phase == Phase::GameOver) return violation("I-34", "an action after the end of the game");
  const CastleMap cb = castles_by_squares(b.height);
  const CastleMap ca = s.height == b.height ? cb : castles_by_squares(s.height);  // same squares
  if (Verdict v = castles_step(b, a, cb, ca)) return v;
  if (Verdict v = heights_step(b, a, s)) return v;
  if (Verdict v = pieces_step(b, a, s)) return v;
  if (Verdict v = knight_move_step(b, a, s)) return v;
  // I-20: AP spent grows by exactly the action's cost within a turn.
  if (b.phase == Phase::Turn && a.kind != ActionKind::EndTurn && s.phase != Phase::KingMove) {
    if (s.ap_spent != b.ap_spent + ap_price(b, a))  // recounted, not rules.cpp's ap_cost
      return violation("I-20", "AP spent went from " + n(b.ap_spent) + " to " + n(s.ap_spent) +
                                   ", but the action costs " + n(ap_price(b, a)) + " AP (T-2.10)");
  }
  if (Verdict v = players_step(b, a, s)) return v;
  if (Verdict v = scoring_step(b, a, s, ca)) return v;
  if (Verdict v = setup_end_step(b, s, ca.count)) return v;
  return year_start_step(b, s);
}

}  // namespace arbiter::torres
