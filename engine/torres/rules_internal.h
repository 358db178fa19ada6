// Internal helpers shared by the Torres rule files; not part of the public API.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "engine/core/check.h"
#include "engine/core/violation.h"
#include "engine/torres/action.h"
#include "engine/torres/geometry.h"
#include "engine/torres/state.h"

namespace arbiter::torres::detail {

// A number in a message.
inline std::string n(int v) {
  return std::to_string(v);
}

// The whole check of an action, dispatched by phase (rules.cpp); G::check explains it.
Verdict check_action(const State& s, const Action& a, Checker ck);

inline int ap_left(const State& s) {
  return s.ap_allowance - s.ap_spent;
}

// the AP a card's own move or placement costs.
int card_effect_cost(const State& s, int card);
// AP an action costs in the Turn phase (T-2.10).
int ap_cost(const State& s, const Action& a);

// Who stands on an occupied square, for messages: "the King stands on a4", "your knight stands
// on a4", "P2's knight stands on a4".
std::string occupant_text(const State& s, Square sq);
// Why `to` cannot receive a new knight of the active player by T-2.12(c,d) (or by C9, whose
// moved knight on `moving` cannot sponsor itself): the rule id and a message naming the
// candidate sponsors. Called only when the placement is illegal and `to` is free.
Violation placement_violation(const State& s, Square to, Square moving, RuleId rule, Checker ck);

Verdict check_setup(const State& s, const Action& a, Checker ck);
Verdict check_turn(const State& s, const Action& a, Checker ck);
// Whether 'end' is legal now: quiet in legal_actions(), explained in apply().
Verdict check_end_turn(const State& s, Checker ck);
Verdict check_card(const State& s, const Action& a, Checker ck);
Verdict check_c2_geometry(const State& s, Square knight, Checker ck);  // C2 + A-12, T-2.18
Verdict check_chance(const State& s, const Action& a, Checker ck);
Verdict check_keep(const State& s, const Action& a, Checker ck);
Verdict check_king_move(const State& s, const Action& a, Checker ck);

void perform_setup(State& s, const Action& a);
void perform_turn(State& s, const Action& a);
void perform_card(State& s, const Action& a);
void perform_chance(State& s, const Action& a);
void perform_keep(State& s, const Action& a);
void perform_king_move(State& s, const Action& a);

// Board edits that keep the cached bitboards in step.
void add_block(State& s, Square sq);
void remove_block(State& s, Square sq);
void put_piece(State& s, Square sq, std::int8_t piece);
void lift_piece(State& s, Square sq);

// T-2.22 / T-4.4 / A-20: gain points, then move past occupied score spaces.
void gain_points(State& s, int seat, int gain);
// Flow: end of turn, rounds, years, scoring (flow.cpp).
void end_turn(State& s);
void start_year(State& s);
bool supply_covers_year(const State& s);
// Setup (setup.cpp).
Bitboard meister_castle_targets(const State& s);
Bitboard empty_castle_squares(const State& s);  // squares of castles with no piece on them
// T-5.1: free blocks the King may move to.
Bitboard free_blocks(const State& s);

// Card piles.
const Pile& draw_pile(const State& s);
Pile& draw_pile(State& s);
int next_forced_card(const Pile& p);  // the known top (or bottom) card to draw, or -1 if random
// Cards left in the pile the active player draws from (unseen cards in hands are not in it).
int cards_to_draw(const State& s);
// Whether the active player may play `card` now, from known or unseen hand cards (T-2.20/21).
bool playable_from_hand(const State& s, int card);
void remove_from_pile(Pile& p, int card);

// Personal stacks: sorted descending.
void sort_stacks(Player& p);
int find_stack(const Player& p, int size);  // index of a remaining stack of that size, or -1

// Invariants (invariants.cpp, invariants_transition.cpp).
// T-0.5: the castle of every square, found square by square through shared sides (rows and
// columns, not bitboard shifts): 0 for the ground, castles numbered 1.. in square order, and each
// castle's area (the squares it covers).
struct CastleMap {
  std::array<std::uint8_t, kSquares> of{};
  std::array<int, kSquares + 1> area{};
  int count = 0;
};
CastleMap castles_by_squares(const std::array<std::uint8_t, kSquares>& height);
int knights_on_board(const State& s, int colour);
// Torres::check_invariants in two parts, each returning its first broken invariant. The
// structure: cached bitboards (I-1), stacks (I-3), castle heights (I-4), at most one King (I-12),
// the turn's AP and card limits (I-20, I-21), scores (I-28, I-29); any position must keep it,
// whether play or a test built it. Conservation: blocks (I-2), castles (I-5), the King (I-12)
// and knights (I-13) in play, the turn paid for (I-14, I-17, I-20, I-21), cards (I-22), stacks
// left (I-25); what a whole game keeps and a position built by hand need not.
Verdict check_structure(const State& s);
Verdict check_conservation(const State& s);

}  // namespace arbiter::torres::detail
