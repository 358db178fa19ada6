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

std::string cards_text(const std::array<std::uint8_t, kCardKinds>& cards,
                       const std::array<std::uint8_t, kCardKinds>* fresh = nullptr) {
  std::string t;
  for (int c = 0; c < kCardKinds; ++c) {
    const int f = fresh ? (*fresh)[idx(c)] : 0;
    for (int k = f; k < cards[idx(c)]; ++k) t += " " + card_name(c);
  }
  return t;
}

std::string squares_text(Bitboard b) {
  std::string t;
  for_each_square(b, [&](Square q) { t += " " + square_name(q); });
  return t;
}

// The time fields (phase, Meister, year, round, order, turn) and the turn's own (action points,
// stack, card played, ending, placed, drawn): each only where it differs from its default.
void write_time(const State& s, std::string& t) {
  auto line = [&](const std::string& l) { t += l + "\n"; };
  const int n = s.num_players;
  const Phase ph = s.phase;
  if (ph != Phase::Turn) line("phase " + std::string(phase_text(ph)));
  if (s.meister_card >= 0) line("meister " + meister_name(s.meister_card));
  if (s.year != default_year(ph)) line("year " + num(s.year));
  if (s.round != default_round(ph, n, s.year)) line("round " + num(s.round));
  if (s.first_player != s.options().first_player) line("first " + seat_text(s.first_player));
  if (s.order != default_order(n, s.first_player)) {
    std::string o = "order";
    for (int i = 0; i < n; ++i) o += " " + seat_text(s.order[idx(i)]);
    line(o);
  }
  if (s.turn_index != default_turn_index(s)) line("turn " + seat_text(s.active()));
  if (s.ap_spent != 0 || s.ap_allowance != kBaseAp)
    line("ap " + num(s.ap_spent) +
         (s.ap_allowance != kBaseAp ? "/" + num(s.ap_allowance) : std::string()));
  if (s.turn_stack >= 0) line("stack " + num(s.turn_stack));
  if (s.card_played) line("played yes");
  if (s.ending) line("ending yes");
  if (s.placed_this_turn) line("placed" + squares_text(s.placed_this_turn));
  if (s.drawn_len) {
    std::string d = "drawn";
    for (int i = 0; i < s.drawn_len && i < 3; ++i) d += " " + card_name(s.drawn[idx(i)]);
    line(d);
  }
}

// The board: blocks with their heights, the King, each seat's knights; then the scores.
void write_board(const State& s, std::string& t) {
  auto line = [&](const std::string& l) { t += l + "\n"; };
  const int n = s.num_players;
  if (s.built) {
    std::string b = "blocks";
    for_each_square(s.built, [&](Square q) {
      b += " " + square_name(q);
      if (s.height[q] != 1) b += ":" + num(s.height[q]);
    });
    line(b);
  }
  if (s.king < kSquares) line("king " + square_name(s.king));
  for (int p = 0; p < n; ++p)
    if (s.knights[idx(p)]) line("knights " + seat_text(p) + squares_text(s.knights[idx(p)]));
  bool scored = false;
  for (int p = 0; p < n; ++p) scored = scored || s.players[idx(p)].score != 0;
  if (scored) {
    std::string sc = "score";
    for (int p = 0; p < n; ++p) sc += " " + num(s.players[idx(p)].score);
    line(sc);
  }
}

// Each seat's supplies: stacks, hand (cards drawn this turn marked *, unseen ones ?), the cards
// out of the game, the deck (its known top, then ?, then its known bottom).
void write_supplies(const State& s, std::string& t) {
  auto line = [&](const std::string& l) { t += l + "\n"; };
  const int n = s.num_players;
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.players[idx(p)];
    std::vector<int> have;
    for (int i = 0; i < pl.num_stacks && i < kMaxStacks; ++i) have.push_back(pl.stacks[idx(i)]);
    if (have != default_stacks(s, p)) {
      std::string st = "stacks " + seat_text(p);
      for (int v : have) st += " " + num(v);
      line(st);
    }
  }
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.players[idx(p)];
    if (pl.hand == default_hand(s, p) && pl.fresh == decltype(pl.fresh){} && !pl.unseen) continue;
    std::string h = "hand " + seat_text(p) + cards_text(pl.hand, &pl.fresh);
    for (int k = pl.unseen_fresh; k < pl.unseen; ++k) h += " ?";
    for (int c = 0; c < kCardKinds; ++c)
      for (int k = 0; k < pl.fresh[idx(c)]; ++k) h += " *" + card_name(c);
    for (int k = 0; k < pl.unseen_fresh; ++k) h += " *?";
    line(h);
  }
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.players[idx(p)];
    if (pl.removed != decltype(pl.removed){}) line("out " + seat_text(p) + cards_text(pl.removed));
  }
  for (int p = 0; p < n; ++p) {
    const Pile& d = s.players[idx(p)].deck;
    if (!d.top_len && !d.bottom_len) continue;
    std::string k = "deck " + seat_text(p);
    for (int i = std::min<int>(d.top_len, kCardKinds) - 1; i >= 0; --i)
      k += " " + card_name(d.top[idx(i)]);
    k += " ?";
    for (int i = 0; i < d.bottom_len && i < kCardKinds; ++i) k += " " + card_name(d.bottom[idx(i)]);
    line(k);
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
