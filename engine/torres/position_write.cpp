// Writing a Torres position: every member of the State a field, left out at its default.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "engine/torres/geometry.h"
#include "engine/torres/position_internal.h"
#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace position_detail {
namespace {

using position_kit::Line;

void cards_words(Line& l, const std::array<std::uint8_t, kCardKinds>& cards,
                 const std::array<std::uint8_t, kCardKinds>* fresh = nullptr) {
  for (int c = 0; c < kCardKinds; ++c)
    for (int k = fresh ? (*fresh)[idx(c)] : 0; k < cards[idx(c)]; ++k) l << card_name(c);
}

void square_words(Line& l, Bitboard b) {
  for_each_square(b, [&](Square q) { l << square_name(q); });
}

// The time fields (phase, Meister, year, round, order, turn) and the turn's own (action points,
// stack, card played, ending, placed, drawn): each only where it differs from its default.
void write_time(const State& s, std::string& t) {
  const int n = s.num_players;
  const Phase ph = s.phase;
  if (ph != Phase::Turn) Line(t, "phase") << phase_text(ph);
  if (s.meister_card >= 0) Line(t, "meister") << meister_name(s.meister_card);
  if (s.year != default_year(ph)) Line(t, "year") << num(s.year);
  if (s.round != default_round(ph, n, s.year)) Line(t, "round") << num(s.round);
  if (s.first_player != s.options().first_player) Line(t, "first") << seat_text(s.first_player);
  if (s.order != default_order(n, s.first_player)) {
    Line l(t, "order");
    for (int i = 0; i < n; ++i) l << seat_text(s.order[idx(i)]);
  }
  if (s.turn_index != default_turn_index(s)) Line(t, "turn") << seat_text(s.active());
  if (s.ap_spent != 0 || s.ap_allowance != kBaseAp)
    Line(t, "ap") << num(s.ap_spent) +
                         (s.ap_allowance != kBaseAp ? "/" + num(s.ap_allowance) : std::string());
  if (s.turn_stack >= 0) Line(t, "stack") << num(s.turn_stack);
  if (s.card_played) Line(t, "played") << "yes";
  if (s.ending) Line(t, "ending") << "yes";
  if (s.placed_this_turn) {
    Line l(t, "placed");
    square_words(l, s.placed_this_turn);
  }
  if (s.drawn_len) {
    Line l(t, "drawn");
    for (int i = 0; i < s.drawn_len && i < 3; ++i) l << card_name(s.drawn[idx(i)]);
  }
}

// The board: blocks with their heights, the King, each seat's knights; then the scores.
void write_board(const State& s, std::string& t) {
  const int n = s.num_players;
  if (s.built) {
    Line l(t, "blocks");
    for_each_square(s.built, [&](Square q) {
      l << square_name(q) + (s.height[q] != 1 ? ":" + num(s.height[q]) : std::string());
    });
  }
  if (s.king < kSquares) Line(t, "king") << square_name(s.king);
  for (int p = 0; p < n; ++p)
    if (s.knights[idx(p)]) {
      Line l(t, "knights");
      square_words(l << seat_text(p), s.knights[idx(p)]);
    }
  bool scored = false;
  for (int p = 0; p < n; ++p) scored = scored || s.players[idx(p)].score != 0;
  if (scored) {
    Line l(t, "score");
    for (int p = 0; p < n; ++p) l << num(s.players[idx(p)].score);
  }
}

// A seat's hand: cards drawn this turn marked *, unseen ones ?.
void write_hand(const Player& pl, int p, std::string& t) {
  Line l(t, "hand");
  cards_words(l << seat_text(p), pl.hand, &pl.fresh);
  for (int k = pl.unseen_fresh; k < pl.unseen; ++k) l << "?";
  for (int c = 0; c < kCardKinds; ++c)
    for (int k = 0; k < pl.fresh[idx(c)]; ++k) l << "*" + card_name(c);
  for (int k = 0; k < pl.unseen_fresh; ++k) l << "*?";
}

// Each seat's supplies: stacks, hand, the cards out of the game, the deck (its known top, then
// ?, then its known bottom).
void write_supplies(const State& s, std::string& t) {
  const int n = s.num_players;
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.players[idx(p)];
    std::vector<int> have;
    for (int i = 0; i < pl.num_stacks && i < kMaxStacks; ++i) have.push_back(pl.stacks[idx(i)]);
    if (have == default_stacks(s, p)) continue;
    Line l(t, "stacks");
    l << seat_text(p);
    for (int v : have) l << num(v);
  }
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.players[idx(p)];
    if (pl.hand != default_hand(s, p) || pl.fresh != decltype(pl.fresh){} || pl.unseen)
      write_hand(pl, p, t);
  }
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.players[idx(p)];
    if (pl.removed == decltype(pl.removed){}) continue;
    Line l(t, "out");
    cards_words(l << seat_text(p), pl.removed);
  }
  for (int p = 0; p < n; ++p) {
    const Pile& d = s.players[idx(p)].deck;
    if (!d.top_len && !d.bottom_len) continue;
    Line l(t, "deck");
    l << seat_text(p);
    for (int i = std::min<int>(d.top_len, kCardKinds) - 1; i >= 0; --i)
      l << card_name(d.top[idx(i)]);
    l << "?";
    for (int i = 0; i < d.bottom_len && i < kCardKinds; ++i) l << card_name(d.bottom[idx(i)]);
  }
}

}  // namespace
}  // namespace position_detail

std::string Torres::position_text(const State& s) {
  std::string t;
  position_detail::write_time(s, t);
  position_detail::write_board(s, t);
  position_detail::write_supplies(s, t);
  return t;
}

}  // namespace arbiter::torres
