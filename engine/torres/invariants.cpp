// The state invariants of docs/rules/torres.md section 10 (check_invariants); the transition
// invariants over one action (check_transition) are in invariants_transition.cpp.
#include <algorithm>
#include <array>
#include <string>

#include "engine/torres/geometry.h"
#include "engine/torres/rules_internal.h"
#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace {

using detail::n;

bool after_setup(const State& s) {
  return s.phase != Phase::MeisterReveal && s.phase != Phase::SetupCastles &&
         s.phase != Phase::SetupKnights && s.phase != Phase::SetupKing && s.phase != Phase::Aborted;
}

int personal_blocks(const State& s, int p) {
  const Player& pl = s.players[static_cast<std::size_t>(p)];
  int t = 0;
  for (int i = 0; i < pl.num_stacks; ++i) t += pl.stacks[static_cast<std::size_t>(i)];
  if (p == s.active() && s.turn_stack > 0 &&
      (s.phase == Phase::Turn || s.phase == Phase::DrawCard || s.phase == Phase::VariantKeep))
    t += s.turn_stack;
  return t;
}

bool in_turn(const State& s) {
  return s.phase == Phase::Turn || s.phase == Phase::DrawCard || s.phase == Phase::VariantKeep;
}

std::string plural(int k, const std::string& one, const std::string& many) {
  return n(k) + " " + (k == 1 ? one : many);
}

// --- Independent recounts (docs/architecture.md, "Invariants that mirror a check") ---
// An invariant that calls the function its check calls agrees with the check whatever that
// function gets wrong. The castles (T-0.5, detail::castles_by_squares below), the action costs
// (T-2.10, A-1; invariants_transition.cpp) and the rounds of a year (T-3.1) are recounted from
// docs/rules/torres.md, not taken from geometry.cpp's Castles (the bitboard flood fill behind
// T-2.16..T-2.19 and C8), rules.cpp's ap_cost or data.h's rounds_in_year.

// T-3.1: year 1 has 4 rounds, years 2 and 3 have 3; with 2 players every year has 4.
int rounds_of_year(int players, int year) {
  constexpr int kRounds[3][3] = {{4, 4, 4}, {4, 3, 3}, {4, 3, 3}};  // [players - 2][year - 1]
  if (players < 2 || players > 4 || year < 1 || year > 3) return 0;
  return kRounds[players - 2][year - 1];
}

std::string squares(Bitboard b) {
  std::string t;
  for_each_square(b, [&](Square q) { t += (t.empty() ? "" : " ") + square_name(q); });
  return t;
}

// The turn in progress shows what was paid for (I-20), by how the turn's members evolve:
// the allowance is 5 until the turn's one card is C6 (6) or C7 (7), and nothing lowers it in the
// turn; each card taken cost 1 AP, each knight placed 2 (and its square joins placed_this_turn
// for the rest of the turn); under card_action_cost = standard the card cost 1 unless it was C6
// or C7; a square placed this turn holds that knight until it moves (1 AP, or the card's move),
// and only the active player's knights move (I-17); knights never leave the board, and the turn
// began with at least one of them on it (I-13, I-14).
Verdict check_turn_paid(const State& s) {
  const int me = s.active();
  const Player& pl = s.players[static_cast<std::size_t>(me)];
  const std::string who = "P" + n(me + 1);
  const std::string ap = "AP " + n(s.ap_spent) + "/" + n(s.ap_allowance);
  if (s.ap_allowance != kBaseAp) {
    const int card = s.ap_allowance == 6 ? C6 : C7;
    const std::string name = card_name(card);
    if (!s.card_played)
      return violation("I-20", ap + ": an allowance of " + n(s.ap_allowance) +
                                   " with no card played this turn; only " + name + " gives " +
                                   n(s.ap_allowance) + " AP");
    if (!pl.removed[static_cast<std::size_t>(card)])
      return violation("I-20", ap + ": an allowance of " + n(s.ap_allowance) + ", but " + who +
                                   " has not played " + name + "; only " + name + " gives " +
                                   n(s.ap_allowance) + " AP");
  }
  if (s.card_played) {
    int out = 0;
    for (auto c : pl.removed) out += c;
    if (!out)
      return violation("I-21", "a card played this turn, but " + who +
                                   " has no card out of the game; a played card leaves it");
  }
  const Bitboard own = s.knights[static_cast<std::size_t>(me)];
  if (const Bitboard other = s.placed_this_turn & s.occupied & ~own) {
    const Square q = lowest_square(other);
    const std::string what =
        s.piece[q] == kKing ? std::string("the King") : "P" + n(s.piece[q] + 1) + "'s knight";
    return violation("I-17", square_name(q) + ", where " + who +
                                 " placed a knight this turn, holds " + what + "; only " + who +
                                 "'s knights move in " + who + "'s turn");
  }
  const int placed = count(s.placed_this_turn);
  const Bitboard gone = s.placed_this_turn & ~own;
  // A card played with the allowance still 5 is not C6 or C7: it may have moved a knight.
  const bool effect_card = s.card_played && s.ap_allowance == kBaseAp;
  const int effect =
      effect_card && s.options().card_action_cost == CardActionCost::Standard ? 1 : 0;
  const int moves = std::max(0, count(gone) - (effect_card ? 1 : 0));
  const int least = 2 * placed + s.cards_taken + effect + moves;
  if (s.ap_spent < least) {
    std::string shown;
    auto add = [&](const std::string& part) { shown += (shown.empty() ? "" : "; ") + part; };
    if (placed)
      add(plural(placed, "knight", "knights") + " placed (" + squares(s.placed_this_turn) +
          "), 2 AP each");
    if (s.cards_taken) add(plural(s.cards_taken, "card", "cards") + " taken, 1 AP each");
    if (effect) add("a card played, 1 AP (card_action_cost = standard)");
    if (moves)
      add(squares(gone) + " no longer " +
          (count(gone) == 1 ? "holds the knight" : "hold the knights") +
          " placed there: " + plural(moves, "move", "moves") + " since, 1 AP each");
    return violation("I-20", ap + ": " + n(s.ap_spent) +
                                 " AP spent, but this turn shows at least " + n(least) + ": " +
                                 shown);
  }
  const int on = count(own);
  if (on < placed + 1)
    return violation("I-14", who + " has " + plural(on, "knight", "knights") +
                                 " on the board, and placed " + n(placed) + " this turn (" +
                                 squares(s.placed_this_turn) +
                                 "); the turn began with at least 1 on the board (I-13)");
  return std::nullopt;
}

}  // namespace

namespace detail {

int knights_on_board(const State& s, int colour) {
  return count(knights_of(s, colour));
}

CastleMap castles_by_squares(const std::array<std::uint8_t, kSquares>& height) {
  CastleMap m;
  std::array<std::uint8_t, kSquares> todo{};  // squares of the castle being walked, to visit
  for (int first = 0; first < kSquares; ++first) {
    if (!height[static_cast<std::size_t>(first)] || m.of[static_cast<std::size_t>(first)]) continue;
    const auto c = static_cast<std::uint8_t>(++m.count);
    int n = 0;
    todo[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(first);
    m.of[static_cast<std::size_t>(first)] = c;
    while (n) {
      const int q = todo[static_cast<std::size_t>(--n)];
      ++m.area[c];
      const int row = q / 8, col = q % 8;
      const int rows[4] = {row - 1, row + 1, row, row}, cols[4] = {col, col, col - 1, col + 1};
      for (int d = 0; d < 4; ++d) {
        if (rows[d] < 0 || rows[d] > 7 || cols[d] < 0 || cols[d] > 7) continue;
        const auto x = static_cast<std::size_t>(8 * rows[d] + cols[d]);
        if (!height[x] || m.of[x]) continue;
        m.of[x] = c;
        todo[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(x);
      }
    }
  }
  return m;
}

// I-1, I-3, I-4, I-12 (one King at most), I-20, I-21 (limits), I-28, I-29.
Verdict check_structure(const State& s) {
  // I-1: cached bitboards agree with the squares.
  Bitboard built = 0, occupied = 0;
  int kings = 0;
  for (Square q = 0; q < kSquares; ++q) {
    if (s.height[q]) built |= bit(q);
    if (s.piece[q] != kNoPiece) occupied |= bit(q);
    if (s.piece[q] == kKing) ++kings;
    if (s.piece[q] < kNoPiece || s.piece[q] > kKing ||
        (s.piece[q] >= 0 && s.piece[q] < kKing && s.piece[q] >= s.num_players))
      return violation("I-1", "square " + square_name(q) + " holds an unknown piece");
  }
  if (built != s.built || occupied != s.occupied)
    return violation("I-1", "cached bitboards disagree with the board");
  for (int p = 0; p < kMaxPlayers; ++p) {
    Bitboard k = 0;
    for (Square q = 0; q < kSquares; ++q)
      if (s.piece[q] == p) k |= bit(q);
    if (k != s.knights[static_cast<std::size_t>(p)])
      return violation("I-1", "cached knight bitboards disagree with the board");
  }
  // I-3: stacks of 0..3 blocks, sorted.
  for (int p = 0; p < s.num_players; ++p) {
    const Player& pl = s.players[static_cast<std::size_t>(p)];
    for (int i = 0; i < pl.num_stacks; ++i) {
      if (pl.stacks[static_cast<std::size_t>(i)] > kStackBlocks)
        return violation("I-3", "P" + n(p + 1) + " has a stack above 3");
      if (i && pl.stacks[static_cast<std::size_t>(i)] > pl.stacks[static_cast<std::size_t>(i - 1)])
        return violation("I-3", "stacks not kept sorted");
    }
  }
  if (s.turn_stack > kStackBlocks)
    return violation("I-3", "the turn stack holds more than 3 blocks");
  // I-4: no castle part higher than its area (castles recounted square by square).
  const CastleMap cs = castles_by_squares(s.height);
  for (Square q = 0; q < kSquares; ++q)  // the ground (castle 0) has area 0 and height 0
    if (const int area = cs.area[cs.of[q]]; s.height[q] > area)
      return violation("I-4", "a castle of area " + n(area) + " has a part higher than its area");
  // I-12: never two Kings (check_conservation wants exactly one after setup).
  if (kings > 1)
    return violation("I-12",
                     after_setup(s) ? "not exactly one King on the board" : "more than one King");
  // I-20, I-21: AP and card limits in the turn.
  if (s.ap_spent > s.ap_allowance)
    return violation("I-20", "AP spent " + n(s.ap_spent) + " > allowance " + n(s.ap_allowance));
  if (s.ap_allowance < kBaseAp || s.ap_allowance > kMaxAp)
    return violation("I-20", "allowance outside 5..7");
  if (s.cards_taken > 2) return violation("I-21", "more than 2 cards taken this turn");
  for (int p = 0; p < s.num_players; ++p) {
    const Player& pl = s.players[static_cast<std::size_t>(p)];
    for (int c = 0; c < kCardKinds; ++c)
      if (pl.fresh[static_cast<std::size_t>(c)] > pl.hand[static_cast<std::size_t>(c)])
        return violation("I-21", "a fresh card is not in hand");
    if (pl.unseen_fresh > pl.unseen)
      return violation("I-21", "more unseen cards taken this turn than held");
  }
  // I-28, I-29: scores >= 0 and never shared above 0.
  for (int p = 0; p < s.num_players; ++p) {
    const int sp = s.players[static_cast<std::size_t>(p)].score;
    if (sp < 0) return violation("I-28", "negative score");
    for (int q = 0; q < p; ++q)
      if (sp > 0 && sp == s.players[static_cast<std::size_t>(q)].score)
        return violation("I-29", "two markers share score " + n(sp));
  }
  return std::nullopt;
}

// I-2, I-5, I-12 (the King present), I-13, I-14, I-17, I-20, I-21 (the turn paid for), I-22, I-25.
Verdict check_conservation(const State& s) {
  // I-2: block conservation.
  int board_blocks = 0, kings = 0;
  for (Square q = 0; q < kSquares; ++q) {
    board_blocks += s.height[q];
    if (s.piece[q] == kKing) ++kings;
  }
  int personal = 0;
  for (int p = 0; p < s.num_players; ++p) personal += personal_blocks(s, p);
  if (board_blocks + s.supply + personal != kTotalBlocks)
    return violation("I-2", "blocks: board " + n(board_blocks) + " + supply " + n(s.supply) +
                                " + personal " + n(personal) + " != 92");
  // I-5: at least 6 castles after setup (8 at the start of year 1).
  if (after_setup(s)) {
    if (const int castles = castles_by_squares(s.height).count; castles < kMinCastles)
      return violation("I-5", "only " + n(castles) + " castles");
  }
  // I-11 / I-12: one King, on a block, after setup.
  if (after_setup(s)) {
    if (kings != 1 || s.king >= kSquares || s.piece[s.king] != kKing)
      return violation("I-12", "not exactly one King on the board");
    if (s.height[s.king] == 0) return violation("I-12", "the King stands at level 0");
  } else if (kings > 1) {
    return violation("I-12", "more than one King");
  }
  // I-13: 6 knights per colour in play; at least one on the board after setup.
  for (int p = 0; p < s.num_players; ++p) {
    const int on = knights_on_board(s, p);
    if (on + s.players[static_cast<std::size_t>(p)].reserve != kKnightsPerColour)
      return violation("I-13", "P" + n(p + 1) + ": knights on board + reserve != 6");
    if (after_setup(s) && on < 1)
      return violation("I-13", "P" + n(p + 1) + " has no knight on the board");
  }
  // I-14, I-17, I-20, I-21: the turn in progress shows what was paid for.
  if (in_turn(s))
    if (Verdict v = check_turn_paid(s)) return v;
  // I-22: card conservation.
  const Version v = s.options().version;
  int in_base_game = v == Version::Base ? s.common_deck.size() : 0;
  for (int p = 0; p < s.num_players; ++p) {
    const Player& pl = s.players[static_cast<std::size_t>(p)];
    int held = 0;
    for (int c = 0; c < kCardKinds; ++c)
      held += pl.hand[static_cast<std::size_t>(c)] + pl.removed[static_cast<std::size_t>(c)];
    if (p == s.active()) held += s.drawn_len;
    if (v == Version::Base) {
      in_base_game += held;
    } else if (held + (v == Version::Variant ? pl.deck.size() : 0) != kCardKinds) {
      return violation("I-22", "P" + n(p + 1) + " holds " + n(held) +
                                   " cards outside the deck; expected 10 in all");
    }
  }
  int unseen = 0;
  for (int p = 0; p < s.num_players; ++p) unseen += s.players[static_cast<std::size_t>(p)].unseen;
  if (unseen > (v == Version::Base ? s.common_deck.middle_size() : 0))
    return violation("I-22", "more unseen cards in hands than copies of unknown location");
  if (v == Version::Base && in_base_game != 40)
    return violation("I-22", "base game cards: " + n(in_base_game) + " != 40");
  // I-25: stacks left match the rounds left (when emptied stacks persist).
  if (s.phase == Phase::Turn && s.options().empty_stacks_persist) {
    const int rounds = rounds_of_year(s.num_players, s.year);
    for (int p = 0; p < s.num_players; ++p) {
      const bool played = (s.played_mask >> p) & 1;
      const int expected = rounds - s.round + (played ? 0 : 1);
      int have = s.players[static_cast<std::size_t>(p)].num_stacks;
      if (p == s.active() && s.turn_stack >= 0) ++have;
      if (have != expected)
        return violation("I-25", "P" + n(p + 1) + " has " + plural(have, "stack", "stacks") + ", " +
                                     plural(expected, "round", "rounds") + " left");
    }
  }
  return std::nullopt;
}

}  // namespace detail

// The structure first: a position a test builds by hand keeps it (tests/support/torres_scenario.h)
// without being a whole game; then what a real game conserves.
Verdict Torres::check_invariants(const State& s) {
  if (Verdict v = detail::check_structure(s)) return v;
  return detail::check_conservation(s);
}

}  // namespace arbiter::torres
