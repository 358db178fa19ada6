// Comuni positions, shared by writer and reader: names, tokens, the deck, the turn order.
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

#include "engine/comuni/position_internal.h"
#include "engine/core/suggest.h"

namespace arbiter::comuni::position_detail {

// ---- Names ---------------------------------------------------------------------------------

std::string_view phase_word(Phase p) {
  if (p == Phase::Displaced) return "1";
  for (const PhaseName& n : kPhaseNames)
    if (n.phase == p) return n.name;
  return "?";
}

bool is_seat_item(std::string_view w) {
  return std::find(std::begin(kSeatItems), std::end(kSeatItems), w) != std::end(kSeatItems);
}

bool same_word(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (fold_ascii(a[i]) != fold_ascii(b[i])) return false;
  return true;
}

std::string letters(int mask, const char* alphabet, int count) {
  std::string t;
  for (int k = 0; k < count; ++k)
    if ((mask >> k) & 1) t += alphabet[k];
  return t;
}

std::string pile_letter(int p) {
  return std::string(1, kPileLetter[p]);
}

std::string hero_tile(int pile, int rank) {
  return pile_letter(pile) + (rank == 0 ? "-hi" : "-lo");
}

// "2", "2g1", "0g1p2": armies, GOLD pairs, PIL pairs, as in the ally:/def: tokens.
std::string commitment_text(int armies, int gold_pairs, int pil_pairs) {
  std::string t = num(armies);
  if (gold_pairs) t += "g" + num(gold_pairs);
  if (pil_pairs) t += "p" + num(pil_pairs);
  return t;
}

std::optional<Units> parse_units(std::string_view t) {
  const auto g = t.find('g'), p = t.find('p');
  if (g != std::string_view::npos && p != std::string_view::npos && p < g) return std::nullopt;
  Units u;
  auto armies = count_of(t.substr(0, std::min(g, p)));
  if (!armies) return std::nullopt;
  u.armies = *armies;
  if (g != std::string_view::npos) {
    auto v = count_of(t.substr(g + 1, (p == std::string_view::npos ? t.size() : p) - g - 1));
    if (!v) return std::nullopt;
    u.gold_pairs = *v;
  }
  if (p != std::string_view::npos) {
    auto v = count_of(t.substr(p + 1));
    if (!v) return std::nullopt;
    u.pil_pairs = *v;
  }
  return u;
}

Units alliance_of(const Commitment& c) {
  return {c.alliance_armies, c.alliance_gold_pairs, c.alliance_pil_pairs};
}
Units defence_of(const Commitment& c) {
  return {c.defence_armies, c.defence_gold_pairs, c.defence_pil_pairs};
}

// ---- The deck at N players -----------------------------------------------------------------

Deck dealt(const Data& d, int n) {
  Deck k;
  for (const CardData& c : d.deck) {
    if (c.min_players > n || c.pile >= kPiles || c.type >= kCardTypes) continue;
    ++k.pile[c.pile][c.type];
    ++k.size[c.pile];
    ++k.total[c.type];
    ++k.cards;
  }
  return k;
}

// A pile written by its count only: its first `count` cards in the data file's list (at N
// players) whose type the display and hands (`used`) have not taken already. Empty when pile `x`
// cannot hold `count` such cards.
std::optional<Cards> select_cards(const Data& d, int n, const Deck& deck, int x, int count,
                                  const Cards& used) {
  Cards cap{}, out{};
  for (int t = 0; t < kCardTypes; ++t) {
    int before = 0;  // copies dealt to piles up to x: the only ones the display and hands can hold
    for (int p = 0; p <= x; ++p) before += deck.pile[ix(p)][ix(t)];
    cap[ix(t)] = std::max(0, std::min(deck.pile[ix(x)][ix(t)], before - used[ix(t)]));
  }
  int taken = 0;
  for (const CardData& c : d.deck) {
    if (taken == count) break;
    if (c.pile != x || c.min_players > n || c.type >= kCardTypes) continue;
    if (out[c.type] < cap[c.type]) {
      ++out[c.type];
      ++taken;
    }
  }
  if (taken < count) return std::nullopt;
  return out;
}

// Piles holding `left` cards in all, drawn from A first: the later piles full, the first one that
// is not empty holding the rest (select_cards). Empty when that is impossible.
// `failed` is the pile that cannot hold its share.
std::optional<Piles> piles_holding(const Data& d, int n, const Deck& deck, int left,
                                   const Cards& used, int* failed) {
  if (left < 0 || left > deck.cards) return std::nullopt;
  Piles out{};
  for (int p = kPiles - 1; p >= 0 && left > 0; --p) {
    const int here = std::min(left, deck.size[ix(p)]);
    left -= here;
    Cards cards = deck.pile[ix(p)];
    if (here < deck.size[ix(p)]) {
      auto sel = select_cards(d, n, deck, p, here, used);
      if (!sel) {
        if (failed) *failed = p;
        return std::nullopt;
      }
      cards = *sel;
    }
    for (int t = 0; t < kCardTypes; ++t) out[ix(p)][ix(t)] = u8(cards[ix(t)]);
  }
  return out;
}

int pile_cards(const Piles& piles, int p) {
  int k = 0;
  for (std::uint8_t c : piles[ix(p)]) k += c;
  return k;
}

// ---- Turn order ----------------------------------------------------------------------------

int final_start(int drawer, int n, FinalRoundOrder order) {
  return order == FinalRoundOrder::DrawerFirst ? drawer : (drawer + 1) % n;
}
// C-4.14: the seat playing the final turn number `done` (the last one once all are played).
int final_active(int drawer, int done, int n, FinalRoundOrder order) {
  return (final_start(drawer, n, order) + std::min(done, n - 1)) % n;
}
bool final_played(int seat, int drawer, int done, int n, FinalRoundOrder order) {
  return (seat - final_start(drawer, n, order) + n) % n < done;
}

// The turns each seat has played, from the round (the active seat's turn number). Before the
// final round, the seats before the active one in seat order have played one turn more. In the
// final round, the drawer and the seats before it had played one turn more than those after it
// when the drawer's last turn ended, and each final turn played since adds one.
std::array<int, kMaxPlayers> default_turns(int n, int active, int round, bool final_round,
                                           int drawer, int done, FinalRoundOrder order) {
  std::array<int, kMaxPlayers> t{};
  if (!final_round) {
    for (int q = 0; q < n; ++q) t[ix(q)] = round - 1 + (q < active ? 1 : 0);
    return t;
  }
  const int base = round - 1 + (active > drawer ? 1 : 0) -
                   (final_played(active, drawer, done, n, order) ? 1 : 0);
  for (int q = 0; q < n; ++q)
    t[ix(q)] = base - (q > drawer ? 1 : 0) + (final_played(q, drawer, done, n, order) ? 1 : 0);
  return t;
}

}  // namespace arbiter::comuni::position_detail
