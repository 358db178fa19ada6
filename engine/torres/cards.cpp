// The 10 action cards (spec section 8): check_card() and perform_card().
#include <array>
#include <string>
#include <string_view>

#include "engine/torres/rules_internal.h"

namespace arbiter::torres::detail {
namespace {

std::string sq(Square s) {
  return square_name(s);
}

// The rule id of a card: the card itself (spec section 8).
RuleId card_rule(int card) {
  static constexpr std::array<RuleId, kCardKinds> kIds = {"C1", "C2", "C3", "C4", "C5",
                                                          "C6", "C7", "C8", "C9", "C10"};
  return kIds[static_cast<std::size_t>(card)];
}

// A card acts on one of the player's own knights (A-11: the French « un chevalier » of C1, C2
// and C5 is read as "one of your knights", like « un de vos chevaliers » on C4, C9 and C10).
Verdict own_knight(const State& s, Square from, int card, Checker ck) {
  const RuleId rule = card_rule(card);
  if (from >= kSquares || s.piece[from] == kNoPiece)
    return ck.fail(rule, [&] { return "no knight of the active player on " + sq(from); });
  if (s.piece[from] != s.active())
    return ck.fail("A-11", [&] {
      return occupant_text(s, from) + ": " + card_name(card) +
             " acts only on one of your own knights";
    });
  return std::nullopt;
}

Verdict free_target(const State& s, Square to, RuleId rule, Checker ck) {
  if (to >= kSquares) return ck.fail(rule, "no such square");
  if (s.occupied & bit(to)) return ck.fail(rule, [&] { return occupant_text(s, to); });
  return std::nullopt;
}

}  // namespace

// C2: where the block under the knight on `k` would go, and whether that is legal.
Verdict check_c2_geometry(const State& s, Square k, Checker ck) {
  if (s.built & bit(k)) {
    const Bitboard castle = flood(bit(k), s.built);
    if (s.height[k] + 1 > count(castle))
      return ck.fail("A-12", [&] {
        return "the castle would be higher than its area " + std::to_string(count(castle));
      });
    return std::nullopt;
  }
  const Bitboard near = neighbours4(bit(k)) & s.built;
  if (near & ~flood(near & (~near + 1), s.built))
    return ck.fail("T-2.18", [&] { return "a block under " + sq(k) + " would join two castles"; });
  return std::nullopt;
}

namespace {

// T-2.20, T-2.21, I-22: one card a turn, a card in hand that was not taken this turn (or an
// unseen card that can still be it).
Verdict check_card_playable(const State& s, const Action& a, Checker ck) {
  const Player& p = s.players[static_cast<std::size_t>(s.active())];
  if (a.card >= kCardKinds) return ck.fail("T-2.21", "no such card");
  if (s.card_played) return ck.fail("T-2.21", "only one card may be played per turn");
  const bool unseen_ready = p.unseen > p.unseen_fresh;
  if (!playable_from_hand(s, a.card) && p.hand[a.card] == 0 && p.unseen == 0)
    return ck.fail("T-2.21", [&] { return card_name(a.card) + " is not in hand"; });
  if (!playable_from_hand(s, a.card) && unseen_ready && p.hand[a.card] <= p.fresh[a.card] &&
      s.common_deck.middle[a.card] == 0)
    return ck.fail("I-22", [&] {
      return "no unseen card can be " + card_name(a.card) + ": every copy is accounted for";
    });
  if (!playable_from_hand(s, a.card))
    return ck.fail("T-2.20", [&] {
      return card_name(a.card) + " was taken this turn and is playable from the next";
    });
  return std::nullopt;
}

// C1: an own knight to an orthogonally adjacent free square, at most 2 levels up.
Verdict check_c1(const State& s, const Action& a, Checker ck) {
  if (auto v = own_knight(s, a.from, C1, ck)) return v;
  if (a.to >= kSquares || !(neighbours4(bit(a.from)) & bit(a.to)))
    return ck.fail("C1",
                   [&] { return sq(a.to) + " is not orthogonally adjacent to " + sq(a.from); });
  if (auto v = free_target(s, a.to, "C1", ck)) return v;
  if (s.height[a.to] > s.height[a.from] + 2) return ck.fail("C1", "C1 climbs at most 2 levels");
  return std::nullopt;
}

// C2: a block from the turn stack or a personal stack under an own knight.
Verdict check_c2(const State& s, const Action& a, Checker ck) {
  const Player& p = s.players[static_cast<std::size_t>(s.active())];
  if (auto v = own_knight(s, a.to, C2, ck)) return v;
  if (a.arg == kTurnStackSource) {
    if (s.turn_stack <= 0) return ck.fail("C2", "the turn stack holds no block");
  } else if (a.arg == 0 || a.arg > 3 || find_stack(p, a.arg) < 0) {
    return ck.fail("C2", [&] {
      return "no personal stack of " + std::to_string(a.arg) + " blocks to take from";
    });
  }
  return check_c2_geometry(s, a.to, ck);
}

// C3: a block from the supply, placed as a block of the turn stack would be.
Verdict check_c3(const State& s, const Action& a, Checker ck) {
  if (s.supply == 0) return ck.fail("T-3.5", "the supply is empty");
  if (auto v = free_target(s, a.to, "T-2.16", ck)) return v;
  const Castles cs(s.built);
  const HeightMasks hm(s.height, s.built);
  if (!(block_targets(s, hm, cs) & bit(a.to))) {
    if (s.built & bit(a.to)) return ck.fail("T-2.17", "the castle would be higher than its area");
    if (!(neighbours4(bit(a.to)) & s.built))
      return ck.fail("T-2.19",
                     [&] { return sq(a.to) + " touches no castle: C3 cannot found a castle"; });
    return ck.fail("T-2.18", [&] { return "a block on " + sq(a.to) + " would join two castles"; });
  }
  return std::nullopt;
}

// C4: an own knight through a castle door in front of it.
Verdict check_c4(const State& s, const Action& a, Checker ck) {
  if (auto v = own_knight(s, a.from, C4, ck)) return v;
  if (a.to >= kSquares) return ck.fail("C4", "no such square");
  const HeightMasks hm(s.height, s.built);
  if (!(c4_targets(s, hm, a.from) & bit(a.to)))
    return ck.fail("C4", [&] {
      return "no door of a castle in front of " + sq(a.from) + " opens onto " + sq(a.to);
    });
  return std::nullopt;
}

// C5: an own knight to a diagonally adjacent free square, at most 1 level up.
Verdict check_c5(const State& s, const Action& a, Checker ck) {
  if (auto v = own_knight(s, a.from, C5, ck)) return v;
  if (a.to >= kSquares || !(diagonals(bit(a.from)) & bit(a.to)))
    return ck.fail("C5", [&] { return sq(a.to) + " is not diagonally adjacent to " + sq(a.from); });
  if (auto v = free_target(s, a.to, "C5", ck)) return v;
  if (s.height[a.to] > s.height[a.from] + 1) return ck.fail("C5", "C5 climbs at most 1 level");
  return std::nullopt;
}

// C8: an uncovered block moved to another square; when its destination is refused, which
// of C8's conditions (C8a..C8e) it breaks.
Verdict check_c8(const State& s, const Action& a, Checker ck) {
  if (a.from >= kSquares || !(s.built & bit(a.from)))
    return ck.fail("C8", [&] { return "no block on " + sq(a.from); });
  if (s.occupied & bit(a.from))
    return ck.fail("C8", [&] { return "the block on " + sq(a.from) + " is covered by a piece"; });
  if (auto v = free_target(s, a.to, "C8", ck)) return v;
  if (a.to == a.from) return ck.fail("C8", "the block must go to another square");
  const C8Analysis c8 = analyse_c8(s, a.from);
  if (c8.destinations() & bit(a.to)) return std::nullopt;
  if (c8.split) return ck.fail("C8", "lifting the block would split its castle (C8c)");
  if (s.options().c8_check_intermediate && c8.castles_after_lift < kMinCastles)
    return ck.fail("C8", "fewer than 6 castles after the lift (c8_check_intermediate)");
  const Bitboard ground_near = neighbours4(bit(a.to)) & c8.built_after_lift;
  if (!(c8.built_after_lift & bit(a.to)) &&
      (ground_near & ~flood(ground_near & (~ground_near + 1), c8.built_after_lift)))
    return ck.fail("C8",
                   [&] { return "the block on " + sq(a.to) + " would join two castles (C8e)"; });
  if (!(c8.built_after_lift & bit(a.to)) && !ground_near)
    return ck.fail("C8", "fewer than 6 castles would remain (C8a)");
  if (c8.castles_after_lift < kMinCastles && !(c8.found & bit(a.to)))
    return ck.fail("C8", "fewer than 6 castles would remain (C8a)");
  return ck.fail("C8", "a castle would be higher than its area (C8b)");
}

// C9: an own knight placed again, as a new knight would be.
Verdict check_c9(const State& s, const Action& a, Checker ck) {
  if (auto v = own_knight(s, a.from, C9, ck)) return v;
  if (auto v = free_target(s, a.to, "C9", ck)) return v;
  const HeightMasks hm(s.height, s.built);
  // the moved knight cannot sponsor itself.
  if (!(knight_placement_targets(s, hm, s.active(), a.from) & bit(a.to)))
    return placement_violation(s, a.to, a.from, "C9", ck);
  return std::nullopt;
}

// C10: an own knight jumps over an opponent's knight, 2 squares in a straight line, at most 1
// level up.
Verdict check_c10(const State& s, const Action& a, Checker ck) {
  if (auto v = own_knight(s, a.from, C10, ck)) return v;
  if (a.to >= kSquares) return ck.fail("C10", "no such square");
  const int dr = row_of(a.to) - row_of(a.from), dc = col_of(a.to) - col_of(a.from);
  const bool straight = (dr == 0 && (dc == 2 || dc == -2)) || (dc == 0 && (dr == 2 || dr == -2));
  if (!straight) return ck.fail("C10", "a jump lands 2 squares away in a straight orthogonal line");
  const Square mid = make_square(row_of(a.from) + dr / 2, col_of(a.from) + dc / 2);
  const std::int8_t jumped = s.piece[mid];
  if (jumped == kNoPiece || jumped == kKing || jumped == s.active())
    return ck.fail("C10", [&] {
      const std::string there = jumped == kNoPiece ? sq(mid) + " has none" : occupant_text(s, mid);
      return "C10 jumps only over an opponent's knight; " + there;
    });
  if (auto v = free_target(s, a.to, "C10", ck)) return v;
  if (s.height[a.to] > s.height[a.from] + 1)
    return ck.fail("C10", "the landing square is more than 1 level up");
  return std::nullopt;
}

}  // namespace

Verdict check_card(const State& s, const Action& a, Checker ck) {
  if (Verdict v = check_card_playable(s, a, ck)) return v;
  switch (a.card) {
    case C1:
      return check_c1(s, a, ck);
    case C2:
      return check_c2(s, a, ck);
    case C3:
      return check_c3(s, a, ck);
    case C4:
      return check_c4(s, a, ck);
    case C5:
      return check_c5(s, a, ck);
    case C6:
    case C7:
      return std::nullopt;
    case C8:
      return check_c8(s, a, ck);
    case C9:
      return check_c9(s, a, ck);
    case C10:
      return check_c10(s, a, ck);
    default:
      return ck.fail("T-2.21", "no such card");
  }
}

void perform_card(State& s, const Action& a) {
  Player& p = s.players[static_cast<std::size_t>(s.active())];
  if (p.hand[a.card] > p.fresh[a.card]) {
    --p.hand[a.card];
  } else {  // an unseen card is revealed as this kind
    --p.unseen;
    --s.common_deck.middle[a.card];
  }
  ++p.removed[a.card];
  s.card_played = true;
  switch (a.card) {
    case C1:
    case C4:
    case C5:
    case C9:
    case C10: {
      const auto piece = s.piece[a.from];
      lift_piece(s, a.from);
      put_piece(s, a.to, piece);
      break;
    }
    case C2: {
      if (a.arg == kTurnStackSource) {
        --s.turn_stack;
      } else {
        const int i = find_stack(p, a.arg);
        --p.stacks[static_cast<std::size_t>(i)];
        if (p.stacks[static_cast<std::size_t>(i)] == 0 && !s.options().empty_stacks_persist) {
          p.stacks[static_cast<std::size_t>(i)] =
              p.stacks[static_cast<std::size_t>(p.num_stacks - 1)];
          p.stacks[static_cast<std::size_t>(--p.num_stacks)] = 0;
        }
        sort_stacks(p);
      }
      add_block(s, a.to);  // the knight rises with its square
      break;
    }
    case C3:
      --s.supply;
      add_block(s, a.to);
      break;
    case C6:
      s.ap_allowance = 6;
      break;
    case C7:
      s.ap_allowance = 7;
      break;
    case C8:
      remove_block(s, a.from);
      add_block(s, a.to);
      break;
    default:
      break;
  }
}

}  // namespace arbiter::torres::detail
