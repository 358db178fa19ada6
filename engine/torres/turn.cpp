// The actions of the Turn phase (T-2.9..T-2.24): their AP costs, checks and effects, and the end
// of a turn. rules.cpp dispatches to them.
#include <string>

#include "engine/torres/rules_internal.h"
#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace detail {
namespace {

std::string sq(Square s) {
  return square_name(s);
}

std::string level_of(const State& s, Square q) {
  return "level " + std::to_string(s.height[q]);
}

Verdict check_own_knight(const State& s, Square from, Checker ck) {
  if (from >= kSquares) return ck.fail("T-2.11", "no such square");
  if (s.piece[from] == kNoPiece)
    return ck.fail("T-2.11", [&] { return "no knight of the active player on " + sq(from); });
  if (s.piece[from] != s.active())
    return ck.fail("T-2.11",
                   [&] { return occupant_text(s, from) + ": you move only your own knights"; });
  return std::nullopt;
}

// T-2.24: why `R<size>` finds no stack to put an unused block on, with the cap that limits
// the stacks a block may go onto.
std::string no_stack_to_fill(const Player& p, int size) {
  std::string held;
  for (int i = 0; i < p.num_stacks; ++i)
    held += (i ? ", " : "") + std::to_string(p.stacks[static_cast<std::size_t>(i)]);
  const std::string cap = "; no stack may exceed 3 blocks and no new stack is started";
  if (held.empty()) return "you have no other stack to put a block on" + cap;
  return "no remaining stack of " + std::to_string(size) + " blocks (your stacks hold " + held +
         ")" + cap;
}

}  // namespace

std::string occupant_text(const State& s, Square q) {
  const std::int8_t piece = s.piece[q];
  if (piece == kKing) return "the King stands on " + sq(q);
  if (piece == Torres::current_seat(s)) return "your knight stands on " + sq(q);
  return Torres::seat_name(s, piece) + "'s knight stands on " + sq(q);
}

Violation placement_violation(const State& s, Square to, Square moving, RuleId rule, Checker ck) {
  Bitboard own = s.knights[static_cast<std::size_t>(s.active())];
  if (moving != kNoSquare) own &= ~bit(moving);  // C9: the moved knight is no sponsor
  const Bitboard beside = neighbours4(bit(to)) & own;
  if (beside) {
    Bitboard usable = beside;
    if (!s.options().sponsor_same_turn) usable &= ~s.placed_this_turn;
    if (!usable)
      return ck.fail(rule, [&] {
        return "your knight on " + sq(lowest_square(beside)) +
               " was placed this turn and cannot sponsor "
               "(sponsor_same_turn=false)";
      });
    Square best = lowest_square(usable);
    for_each_square(usable, [&](Square k) {
      if (s.height[k] > s.height[best]) best = k;
    });
    return ck.fail(rule, [&] {
      return sq(to) + " (" + level_of(s, to) + ") is higher than your knight on " + sq(best) +
             " (" + level_of(s, best) +
             "): a new knight goes at its sponsor's level or lower (T-2.12d)";
    });
  }
  if (moving != kNoSquare && (neighbours4(bit(to)) & bit(moving)))
    return ck.fail(rule, [&] {
      return "your knight on " + sq(moving) + " is the one moving: it cannot sponsor itself, " +
             "and no other knight of yours shares a side with " + sq(to);
    });
  if (const Bitboard corner = diagonals(bit(to)) & own)
    return ck.fail(rule, [&] {
      return "your knight on " + sq(lowest_square(corner)) + " touches " + sq(to) +
             " only at a corner: the sponsor must share a side with it "
             "(T-2.12c)";
    });
  return ck.fail(rule, [&] {
    return "no knight of yours shares a side with " + sq(to) + " to sponsor it (T-2.12c)";
  });
}

int card_effect_cost(const State& s, int card) {
  if (s.options().card_action_cost == CardActionCost::Free) return 0;
  return (card == C6 || card == C7) ? 0 : 1;  // A-1 standard: moves and placements cost 1 AP
}

int ap_cost(const State& s, const Action& a) {
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
      return a.card < kCardKinds ? card_effect_cost(s, a.card) : 0;
    default:
      return 0;
  }
}

Verdict check_end_turn(const State& s, Checker ck) {
  const Player& p = s.players[static_cast<std::size_t>(s.active())];
  if (s.turn_stack < 0 && p.num_stacks > 0)
    return ck.fail("T-2.23", "every turn uses one stack: choose it (S<n>) before 'end'");
  if (s.options().forced_redistribution && s.turn_stack > 0) {
    for (int i = 0; i < p.num_stacks; ++i)
      if (p.stacks[static_cast<std::size_t>(i)] < kStackBlocks)
        return ck.fail("A-16", "unused blocks must be redistributed first (forced_redistribution)");
  }
  if (s.options().must_spend_all_ap && ap_left(s) > 0)
    return ck.fail("A-17",
                   [&] { return std::to_string(ap_left(s)) + " AP left (must_spend_all_ap)"; });
  if (s.round == rounds_in_year(s.num_players, s.year) && s.turn_index + 1 == s.num_players &&
      s.year < kYears && !supply_covers_year(s))
    return ck.fail("T-3.5", "the supply cannot cover next year's distribution");
  return std::nullopt;
}

namespace {

// T-2.12: a knight from the reserve on a free square a sponsor allows.
Verdict check_place_knight(const State& s, const Action& a, Checker ck) {
  const Player& p = s.players[static_cast<std::size_t>(s.active())];
  if (a.to >= kSquares) return ck.fail("T-2.12", "no such square");
  if (p.reserve == 0) return ck.fail("T-2.12", "no knight left in reserve (T-2.12a)");
  if (s.occupied & bit(a.to))
    return ck.fail("T-2.12", [&] { return occupant_text(s, a.to) + " (T-2.12b)"; });
  const HeightMasks hm(s.height, s.built);
  if (!(knight_placement_targets(s, hm, s.active(), kNoSquare) & bit(a.to)))
    return placement_violation(s, a.to, kNoSquare, "T-2.12", ck);
  return std::nullopt;
}

// T-2.13: an own knight to an orthogonally adjacent free square, at most 1 level up.
Verdict check_simple_move(const State& s, const Action& a, Checker ck) {
  if (auto v = check_own_knight(s, a.from, ck)) return v;
  if (a.to >= kSquares || !(neighbours4(bit(a.from)) & bit(a.to)))
    return ck.fail("T-2.13",
                   [&] { return sq(a.to) + " is not orthogonally adjacent to " + sq(a.from); });
  if (s.occupied & bit(a.to)) return ck.fail("T-2.13", [&] { return occupant_text(s, a.to); });
  if (s.height[a.to] > s.height[a.from] + 1)
    return ck.fail("T-2.13", [&] {
      return "cannot climb from level " + std::to_string(s.height[a.from]) + " to level " +
             std::to_string(s.height[a.to]);
    });
  return std::nullopt;
}

// T-2.14: an own knight through a castle to a free square.
Verdict check_cross(const State& s, const Action& a, Checker ck) {
  if (auto v = check_own_knight(s, a.from, ck)) return v;
  if (a.to >= kSquares) return ck.fail("T-2.14", "no such square");
  if (a.to != a.from && (s.occupied & bit(a.to)))
    return ck.fail("T-2.14",
                   [&] { return occupant_text(s, a.to) + ": a crossing ends on a free square"; });
  const HeightMasks hm(s.height, s.built);
  if (!(cross_targets(s, hm, a.from) & bit(a.to)))
    return ck.fail("T-2.14", [&] {
      return "no castle crossing leads from " + sq(a.from) + " to " + sq(a.to);
    });
  return std::nullopt;
}

// T-2.15, T-2.23: one personal stack a turn, one the player has.
Verdict check_choose_stack(const State& s, const Action& a, Checker ck) {
  const Player& p = s.players[static_cast<std::size_t>(s.active())];
  if (s.turn_stack >= 0)
    return ck.fail("T-2.15", [&] {
      return "one stack per turn: this turn's stack is already chosen (" +
             std::to_string(s.turn_stack) + " block(s) left in it)";
    });
  if (find_stack(p, a.arg) < 0)
    return ck.fail("T-2.23",
                   [&] { return "no personal stack of " + std::to_string(a.arg) + " blocks"; });
  return std::nullopt;
}

// T-2.15..T-2.19: a block of the turn stack on a free square: a castle no higher than its area,
// or the ground beside exactly one castle.
Verdict check_place_block(const State& s, const Action& a, Checker ck) {
  if (a.to >= kSquares) return ck.fail("T-2.16", "no such square");
  if (s.turn_stack < 0) return ck.fail("T-2.15", "choose the turn stack first (S<n>)");
  if (s.turn_stack == 0) return ck.fail("T-2.15", "the turn stack is empty");
  if (s.occupied & bit(a.to)) return ck.fail("T-2.16", [&] { return occupant_text(s, a.to); });
  const Castles cs(s.built);
  if (s.built & bit(a.to)) {
    const int c = cs.index_of(a.to);
    if (s.height[a.to] + 1 > cs.area(c))
      return ck.fail("T-2.17", [&] {
        return "height " + std::to_string(s.height[a.to] + 1) + " would exceed the castle's area " +
               std::to_string(cs.area(c));
      });
    return std::nullopt;
  }
  const Bitboard near = neighbours4(bit(a.to)) & s.built;
  if (!near)
    return ck.fail("T-2.19",
                   [&] { return sq(a.to) + " touches no castle: blocks cannot found a castle"; });
  if (near & ~flood(near & (~near + 1), s.built))
    return ck.fail("T-2.18", [&] { return "a block on " + sq(a.to) + " would join two castles"; });
  return std::nullopt;
}

// T-7.4, T-2.20, A-18: at most 2 cards taken a turn, from a deck that has one, but in Meister.
Verdict check_take_card(const State& s, Checker ck) {
  if (s.options().version == Version::Meister)
    return ck.fail("T-7.4", "the Meister version has no card taking");
  if (s.cards_taken >= 2) return ck.fail("T-2.20", "at most 2 cards may be taken per turn");
  if (cards_to_draw(s) == 0) return ck.fail("A-18", "the deck is empty");
  return std::nullopt;
}

// T-2.24, T-2.25: an unused block of the turn stack onto a personal stack of under 3 blocks.
Verdict check_redistribute(const State& s, const Action& a, Checker ck) {
  const Player& p = s.players[static_cast<std::size_t>(s.active())];
  if (s.turn_stack <= 0) return ck.fail("T-2.24", "no unused block in the turn stack");
  if (a.arg >= kStackBlocks) return ck.fail("T-2.24", "no stack may exceed 3 blocks");
  // Redistribution ends the action part of the turn: with must_spend_all_ap, spend first.
  if (s.options().must_spend_all_ap && ap_left(s) > 0)
    return ck.fail("A-17", [&] {
      return std::to_string(ap_left(s)) + " AP left: spend them before redistributing";
    });
  if (p.num_stacks == 0 && s.round == rounds_in_year(s.num_players, s.year))
    return ck.fail("T-2.25",
                   "in the year's last round you have no other stack: the unused blocks go "
                   "back to the supply");
  if (find_stack(p, a.arg) < 0)
    return ck.fail("T-2.24", [&] { return no_stack_to_fill(p, a.arg); });
  return std::nullopt;
}

}  // namespace

Verdict check_turn(const State& s, const Action& a, Checker ck) {
  if (s.ending && a.kind != ActionKind::Redistribute && a.kind != ActionKind::EndTurn)
    return ck.fail("T-2.24", "the turn is ending: only redistribution and 'end' remain");
  if (ap_cost(s, a) > ap_left(s))
    return ck.fail("T-2.9", [&] {
      return "needs " + std::to_string(ap_cost(s, a)) + " AP, only " + std::to_string(ap_left(s)) +
             " left";
    });
  switch (a.kind) {
    case ActionKind::PlaceKnight:
      return check_place_knight(s, a, ck);
    case ActionKind::Move:
      return check_simple_move(s, a, ck);
    case ActionKind::Cross:
      return check_cross(s, a, ck);
    case ActionKind::ChooseStack:
      return check_choose_stack(s, a, ck);
    case ActionKind::PlaceBlock:
      return check_place_block(s, a, ck);
    case ActionKind::TakeCard:
      return check_take_card(s, ck);
    case ActionKind::PlayCard:
      return check_card(s, a, ck);
    case ActionKind::Advance:
      return std::nullopt;
    case ActionKind::Redistribute:
      return check_redistribute(s, a, ck);
    case ActionKind::EndTurn:
      return check_end_turn(s, ck);
    default:
      return ck.fail("T-2.9", "not a turn action");
  }
}

void perform_turn(State& s, const Action& a) {
  Player& p = s.players[static_cast<std::size_t>(s.active())];
  s.ap_spent = static_cast<std::uint8_t>(s.ap_spent + ap_cost(s, a));
  switch (a.kind) {
    case ActionKind::PlaceKnight:
      --p.reserve;
      put_piece(s, a.to, s.active());
      s.placed_this_turn |= bit(a.to);
      break;
    case ActionKind::Move:
    case ActionKind::Cross: {
      const auto piece = s.piece[a.from];
      lift_piece(s, a.from);
      put_piece(s, a.to, piece);
      break;
    }
    case ActionKind::ChooseStack: {
      const int i = find_stack(p, a.arg);
      s.turn_stack = static_cast<std::int8_t>(a.arg);
      p.stacks[static_cast<std::size_t>(i)] = 0;
      // Remove by moving the emptied slot past the end; sorting keeps the rest descending.
      for (int k = i; k + 1 < p.num_stacks; ++k)
        p.stacks[static_cast<std::size_t>(k)] = p.stacks[static_cast<std::size_t>(k + 1)];
      p.stacks[static_cast<std::size_t>(--p.num_stacks)] = 0;
      break;
    }
    case ActionKind::PlaceBlock:
      --s.turn_stack;
      add_block(s, a.to);
      break;
    case ActionKind::TakeCard: {
      ++s.cards_taken;
      const int n = cards_to_draw(s);
      s.draws_left =
          static_cast<std::uint8_t>(s.options().version == Version::Variant ? (n < 3 ? n : 3) : 1);
      s.drawn_len = 0;
      s.phase = Phase::DrawCard;
      break;
    }
    case ActionKind::PlayCard:
      perform_card(s, a);
      break;
    case ActionKind::Advance:
      gain_points(s, s.active(), 1);
      break;
    case ActionKind::Redistribute: {
      s.ending = true;
      --s.turn_stack;
      ++p.stacks[static_cast<std::size_t>(find_stack(p, a.arg))];
      sort_stacks(p);
      break;
    }
    case ActionKind::EndTurn:
      end_turn(s);
      break;
    default:
      break;
  }
}

}  // namespace detail

}  // namespace arbiter::torres
