// Reading a Comuni position: the display, the envoys, and the piles and cards.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "engine/comuni/position_internal.h"
#include "engine/comuni/rules_internal.h"
#include "engine/core/suggest.h"

namespace arbiter::comuni::position_detail {

// ---- The board ----------------------------------------------------------------------------

bool Reader::read_display() {
  const Field* f = field("display");
  if (!f) return true;
  // The raw text after the keyword: columns separated by '|'.
  std::string_view rest = f->raw.substr(f->raw.find(f->key) + f->key.size());
  int c = 0;
  while (true) {
    const std::size_t bar = rest.find('|');
    const std::string_view part = rest.substr(0, bar);
    if (c >= s_.columns_in_use) {
      if (part.find_first_not_of(" \t\r-") != std::string_view::npos || bar != rest.npos)
        return fail("display", "more than the " + num(s_.columns_in_use) + " columns in use at " +
                                   num(n_) + " players");
    }
    Column& col = s_.columns[ix(std::min(c, kMaxColumns - 1))];
    std::size_t i = 0;
    while (i < part.size() && c < s_.columns_in_use) {
      while (i < part.size() && (part[i] == ' ' || part[i] == '\t' || part[i] == '\r')) ++i;
      std::size_t j = i;
      while (j < part.size() && part[j] != ' ' && part[j] != '\t' && part[j] != '\r') ++j;
      const std::string_view tok = part.substr(i, j - i);
      i = j;
      if (tok.empty() || tok == "-") continue;
      auto t = parse_card(tok);
      if (!t)
        return fail("display", "column " + num(c + 1) + ": " + shown(tok) +
                                   " is not a card (E2, MR3, ...); columns are separated by |");
      if (col.count >= d_.column_capacity[ix(c)])
        return fail("display", "column " + num(c + 1) + " holds more than its " +
                                   num(d_.column_capacity[ix(c)]) + " card(s)");
      col.cards[col.count++] = *t;
      ++used_[*t];
    }
    ++c;
    if (bar == std::string_view::npos) break;
    rest = rest.substr(bar + 1);
  }
  return true;
}

bool Reader::place_bids() {
  for (int q = 0; q < static_cast<int>(comuni_.size()); ++q)
    for (const auto& [c, gold] : seats_[ix(q)].bids) {
      Column& col = s_.columns[ix(c)];
      if (col.envoy >= 0)
        return fail(seat_name(q), "bids " + num(c + 1) + "/" + num(gold) + ": column " +
                                      num(c + 1) + " already holds " +
                                      (col.envoy == q ? std::string("this comune's envoy")
                                                      : seat_name(col.envoy) + "'s envoy") +
                                      " (one envoy per column)");
      if (col.count == 0 && !cfg_.options.bid_on_empty_column)
        return fail(seat_name(q), "bids " + num(c + 1) + "/" + num(gold) + ": column " +
                                      num(c + 1) +
                                      " holds no card (bid_on_empty_column=false, C-3.1.3)");
      col.envoy = static_cast<std::int8_t>(q);
      col.gold = u8(gold);
    }
  return true;
}

bool Reader::read_displaced() {
  const Field* f = field("displaced");
  if (!f) return true;
  if (!arity(*f, 2, 2, "displaced COMUNE COLUMN/GOLD")) return false;
  if (s_.phase != Phase::Projects)
    return fail("displaced", "an outbid envoy waits only in phase 1 (`phase 1`)");
  int q = 0;
  if (!seat("displaced", f->values[0], q)) return false;
  const std::string_view tok = f->values[1];
  const auto slash = tok.find('/');
  auto col = count_of(tok.substr(0, slash));
  auto gold = slash == std::string_view::npos ? std::nullopt : count_of(tok.substr(slash + 1));
  if (!col || !gold)
    return fail("displaced", shown(tok) +
                                 " is not COLUMN/GOLD: the column the envoy was outbid on, and "
                                 "the GOLD it carries (3/1)");
  if (*col < 1 || *col > s_.columns_in_use)
    return fail("displaced", "column " + num(*col) + " is not in use");
  const Column& c = s_.columns[ix(*col - 1)];
  if (c.envoy < 0 || c.envoy == q)
    return fail("displaced", "column " + num(*col) + " must hold the envoy that outbid " +
                                 seat_name(q) + " (another comune's bid)");
  if (*gold >= c.gold)
    return fail("displaced", seat_name(q) + "'s envoy carries " + num(*gold) +
                                 " GOLD, but the bid that outbid it on column " + num(*col) +
                                 " is " + num(c.gold) + " (C-3.1.5)");
  s_.phase = Phase::Displaced;
  s_.displaced = static_cast<std::int8_t>(q);
  s_.displaced_gold = u8(*gold);
  s_.displaced_from = u8(*col - 1);
  return true;
}

bool Reader::place_envoys() {
  for (int q = 0; q < static_cast<int>(comuni_.size()); ++q) {
    int out = s_.displaced == q ? 1 : 0;
    for (int c = 0; c < s_.columns_in_use; ++c) out += s_.columns[ix(c)].envoy == q;
    if (out > d_.envoys_per_player)
      return fail(seat_name(q),
                  num(out) + " envoys on the board, a comune has " + num(d_.envoys_per_player));
    s_.players[ix(q)].envoys = u8(d_.envoys_per_player - out);
  }
  return true;
}

// ---- Piles and cards ----------------------------------------------------------------------

// Cards out of the piles and not discarded: the display, hands, buildings and ramparts
// (a bonus rampart card is not a project card).
int Reader::cards_in_play() const {
  int k = 0;
  for (int c = 0; c < s_.columns_in_use; ++c) k += s_.columns[ix(c)].count;
  for (int q = 0; q < n_; ++q) {
    const Player& p = s_.players[ix(q)];
    k += p.hand_size - p.bonus_cards;
    for (int i = 0; i < p.num_buildings; ++i) k += p.buildings[ix(i)].floors;
    for (int i = 0; i < p.num_sections; ++i) k += p.sections[ix(i)];
  }
  return k;
}

// pile X [N | CARDS...] or pile -: the pile drawn from now, the later ones full, X holding its
// first N cards (select_cards), the cards named, or all of its own.
bool Reader::pile_field(const Field& f, Piles& piles) {
  const std::string_view x = f.values[0];
  if (x == "-") {
    if (f.values.size() != 1) return fail("pile", "`pile -` (every pile empty) takes no card");
  } else {
    const auto at = x.size() == 1 ? std::string_view("ABCD").find(x[0]) : x.npos;
    if (at == std::string_view::npos)
      return fail("pile", shown(x) +
                              " is not a pile: A, B, C or D (the pile drawn from now), "
                              "or - when every pile is empty");
    const int p = static_cast<int>(at);
    for (int later = p + 1; later < kPiles; ++later)
      for (int t = 0; t < kCardTypes; ++t)
        piles[ix(later)][ix(t)] = u8(deck_.pile[ix(later)][ix(t)]);
    Cards cards{};
    if (f.values.size() == 1) {
      cards = deck_.pile[ix(p)];
    } else if (f.values.size() == 2 && count_of(f.values[1])) {
      int k = 0;
      if (!number("pile", f.values[1], 0, deck_.size[ix(p)], k,
                  "the cards left in pile " + pile_letter(p) + ":"))
        return false;
      auto sel = select_cards(d_, n_, deck_, p, k, used_);
      if (!sel)
        return fail("pile", "pile " + pile_letter(p) + " cannot hold " + num(k) +
                                " cards that are not in the display or a hand");
      cards = *sel;
    } else {
      for (std::size_t i = 1; i < f.values.size(); ++i) {
        auto t = parse_card(f.values[i]);
        if (!t)
          return fail("pile", shown(f.values[i]) +
                                  " is not a card (E2, MR3, ...), nor a "
                                  "count");
        if (++cards[*t] > deck_.pile[ix(p)][*t])
          return fail("pile", num(cards[*t]) + " " + card_name(*t) + " in pile " + pile_letter(p) +
                                  ", which is dealt " + num(deck_.pile[ix(p)][*t]) + " at " +
                                  num(n_) + " players");
      }
    }
    for (int t = 0; t < kCardTypes; ++t) piles[ix(p)][ix(t)] = u8(cards[ix(t)]);
  }
  return true;
}

bool Reader::read_piles() {
  const Field* f = field("pile");
  const Field* disc = field("discarded");
  int discarded = -1;
  if (disc) {
    if (!arity(*disc, 1, 1, "discarded N")) return false;
    if (!number("discarded", disc->values[0], 0, deck_.cards, discarded, "the discarded cards"))
      return false;
  }
  const int in_play = cards_in_play();
  Piles piles{};
  if (!f) {
    const int left = deck_.cards - in_play - std::max(discarded, 0);
    if (left < 0)
      return fail("pile", "the position holds " + num(in_play) +
                              " cards (display, hands, buildings, ramparts)" +
                              (discarded > 0 ? " and " + num(discarded) + " discarded" : "") +
                              ", the deck deals " + num(deck_.cards) + " at " + num(n_) +
                              " players");
    int failed = kPiles - 1;
    auto p = piles_holding(d_, n_, deck_, left, used_, &failed);
    if (!p) return fail_types(failed);  // the display and hands hold too many
    piles = *p;
  } else {
    if (!arity(*f, 1, kMaxTokens, "pile X [N | CARDS...] or pile -")) return false;
    if (!pile_field(*f, piles)) return false;
    int in_piles = 0;
    for (int p = 0; p < kPiles; ++p) in_piles += pile_cards(piles, p);
    const int rest = deck_.cards - in_piles - in_play;
    if (rest < 0)
      return fail("pile", "the piles hold " + num(in_piles) +
                              " cards and the display, hands, "
                              "buildings and ramparts " +
                              num(in_play) + ": " + num(in_piles + in_play) + ", the deck deals " +
                              num(deck_.cards) + " at " + num(n_) + " players");
    if (discarded >= 0 && discarded != rest)
      return fail("discarded", num(discarded) + " cards, but the deck's other cards leave " +
                                   num(rest) + " out of the game");
    discarded = rest;
  }
  if (!check_types(piles)) return false;
  s_.piles = piles;
  for (int p = 0; p < kPiles; ++p) s_.pile_size[ix(p)] = u8(pile_cards(piles, p));
  s_.discarded = u8(std::max(discarded, 0));
  if (setup() && pile_cards(piles, 1) + pile_cards(piles, 2) + pile_cards(piles, 3) !=
                     deck_.size[1] + deck_.size[2] + deck_.size[3])
    return fail("pile",
                "the first display is drawn from pile A: piles B to D are full during "
                "the setup");
  if (setup() && s_.discarded) return fail("discarded", "nothing is discarded during the setup");
  return true;
}

// A card in two places: the display and hands hold more copies of a type than the piles
// before the current one, and the part of it drawn, were dealt.
bool Reader::check_types(const Piles& piles) {
  int current = kPiles - 1;
  for (int p = 0; p < kPiles; ++p)
    if (pile_cards(piles, p) > 0) {
      current = p;
      break;
    }
  for (int t = 0; t < kCardTypes; ++t) {
    int drawable = -piles[ix(current)][ix(t)];
    for (int p = 0; p <= current; ++p) drawable += deck_.pile[ix(p)][ix(t)];
    if (used_[ix(t)] <= drawable) continue;
    return fail_type(t, drawable, current);
  }
  return true;
}

// The piles left out could not be filled with pile `x` current: name the first type the display
// and hands hold more of than the piles up to x were dealt.
bool Reader::fail_types(int x) {
  for (int t = 0; t < kCardTypes; ++t) {
    int drawable = 0;
    for (int p = 0; p <= x; ++p) drawable += deck_.pile[ix(p)][ix(t)];
    if (used_[ix(t)] > drawable) return fail_type(t, drawable, x);
  }
  return fail("pile", "pile " + pile_letter(x) +
                          " cannot hold the cards left: the display and hands hold cards it "
                          "would need; write the pile (`pile " +
                          pile_letter(x) + " E1 M2 ...`)");
}

// Names the field where type t is one copy too many (the display, then the hands in seat
// order) and where the copies dealt at N players already are.
bool Reader::fail_type(int t, int drawable, int current) {
  const std::string card = card_name(u8(t));
  const auto copies = [&](int k) { return num(k) + (k == 1 ? " is" : " are"); };
  std::string where = "display";
  std::vector<std::string> already;
  if (deck_.total[ix(t)] > drawable)
    already.push_back(copies(deck_.total[ix(t)] - drawable) + " still in pile " +
                      pile_letter(current) + (current + 1 < kPiles ? " or later" : ""));
  int k = 0;
  for (int c = 0; c < s_.columns_in_use; ++c)
    for (int i = 0; i < s_.columns[ix(c)].count; ++i) k += s_.columns[ix(c)].cards[ix(i)] == t;
  if (k > drawable) {
    if (drawable > 0) already.push_back(copies(drawable) + " in the display");
  } else {
    if (k > 0) already.push_back(copies(k) + " in the display");
    for (int q = 0; q < n_; ++q) {
      const int h = seats_[ix(q)].hand[ix(t)];
      if (k + h > drawable) {
        where = seat_name(q);
        if (drawable > k) already.push_back(copies(drawable - k) + " in its hand");
        break;
      }
      k += h;
      if (h) already.push_back(copies(h) + " in " + seat_name(q) + "'s hand");
    }
  }
  if (deck_.total[ix(t)] == 0)
    return fail(where, card + " is not in the deck at " + num(n_) + " players");
  std::string list;
  for (std::size_t i = 0; i < already.size(); ++i)
    list += (i == 0 ? "" : i + 1 == already.size() ? " and " : ", ") + already[i];
  return fail(where, "one " + card + " too many (a card cannot be in two places): the deck has " +
                         num(deck_.total[ix(t)]) + " " + card + " at " + num(n_) + " players; " +
                         list);
}

}  // namespace arbiter::comuni::position_detail
