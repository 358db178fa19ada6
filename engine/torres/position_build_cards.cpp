// Reading a Torres position: the cards, in hands, out of play, drawn and in the decks.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/torres/position_internal.h"
#include "engine/torres/rules_internal.h"

namespace arbiter::torres::position_detail {

// cards: hand, out, drawn, deck; each card counted where it is
std::optional<Fail> Reader::read_cards(State& s, int active) const {
  const Version version = cfg_.options.version;
  const bool meister = version == Version::Meister, variant = version == Version::Variant,
             base = version == Version::Base;
  const Phase ph = s.phase;
  const bool in_turn = turn_phase(ph);
  std::array<std::array<int, kCardKinds>, kMaxPlayers> where{};  // per seat (base: all in seat 0)
  // Not `first_place{}`: that crashes clang 14's front end (the fuzz build); the strings start
  // empty either way.
  std::array<std::array<std::string, kCardKinds>, kMaxPlayers> first_place;
  auto place = [&](const std::string& field, int seat, int c) -> std::optional<Fail> {
    const int owner = base ? 0 : seat;
    int& k = where[idx(owner)][idx(c)];
    std::string& was = first_place[idx(owner)][idx(c)];
    ++k;
    if (base && k > 4)
      return fail(field, "a 5th " + card_name(c) + " in play; the deck has 4 of each card (T-2.3)");
    if (!base && k > 1)
      return fail(field, card_name(c) + " is also in " + was + "; each player has one " +
                             card_name(c) + (meister ? " (T-7.4)" : " (T-6.1)"));
    if (was.empty()) was = field;
    return std::nullopt;
  };
  for (int p = 0; p < n_; ++p) {
    Player& pl = s.players[idx(p)];
    if (const Field* f = find_seat("out", p)) {
      for (std::string_view w : f->words) {
        int c = 0;
        if (auto e = get_card(*f, w, c)) return e;
        ++pl.removed[idx(c)];
        if (auto e = place(f->name, p, c)) return e;
      }
    }
  }
  for (int p = 0; p < n_; ++p) {
    Player& pl = s.players[idx(p)];
    const Field* f = find_seat("hand", p);
    if (!f) {
      pl.hand = default_hand(s, p);
      for (int c = 0; c < kCardKinds; ++c)
        for (int k = 0; k < pl.hand[idx(c)]; ++k)
          if (auto e = place("hand " + seat_text(p), p, c)) return e;
      continue;
    }
    for (std::string_view w : f->words) {
      const bool fresh = !w.empty() && w[0] == '*';
      if (fresh) {
        w.remove_prefix(1);
        if (!in_turn || p != active || meister)
          return fail(f->name, "*" + clip(w) +
                                   ": only the player to act holds cards taken this "
                                   "turn (T-2.20)");
      }
      if (w == "?") {
        if (!base) return fail(f->name, "? (a card drawn unseen) only in the base game (A-19)");
        ++pl.unseen;
        if (fresh) ++pl.unseen_fresh;
        continue;
      }
      int c = 0;
      if (auto e = get_card(*f, w, c)) return e;
      ++pl.hand[idx(c)];
      if (fresh) ++pl.fresh[idx(c)];
      if (auto e = place(f->name, p, c)) return e;
    }
    if (meister)
      for (int c = 0; c < kCardKinds; ++c)
        if (!pl.hand[idx(c)] && !pl.removed[idx(c)])
          return fail(f->name, card_name(c) +
                                   " is missing: a Meister player holds every card "
                                   "not played yet (T-7.4)");
  }
  if (const Field* f = find("drawn")) {
    if (!variant || (ph != Phase::DrawCard && ph != Phase::VariantKeep))
      return fail(f->name,
                  "cards drawn and not kept yet exist only in the variant, in phase "
                  "draw-card or variant-keep (T-6.2)");
    if (f->words.size() > 3) return fail(f->name, "at most 3 cards are drawn (T-6.2)");
    for (std::string_view w : f->words) {
      int c = 0;
      if (auto e = get_card(*f, w, c)) return e;
      s.drawn[s.drawn_len++] = static_cast<std::uint8_t>(c);
      if (auto e = place(f->name, active, c)) return e;
    }
  }
  for (int p = 0; p < n_; ++p) {
    const Field* f = find_seat("deck", p);
    if (!f) continue;
    if (!variant) return fail(f->name, "personal decks only in the variant (T-6.1)");
    Pile& d = s.players[idx(p)].deck;
    bool below = false;
    std::vector<int> top;
    for (std::string_view w : f->words) {
      if (w == "?") {
        if (below) return fail(f->name, "one ? for the shuffled unknown part");
        below = true;
        continue;
      }
      int c = 0;
      if (auto e = get_card(*f, w, c)) return e;
      if (auto e = place(f->name, p, c)) return e;
      if (below) {
        d.bottom[d.bottom_len++] = static_cast<std::uint8_t>(c);
      } else {
        top.push_back(c);
      }
    }
    if (!below)
      return fail(f->name,
                  "write ? for the shuffled unknown part: the cards before it are known "
                  "on top (the top card first), the cards after it at the bottom");
    d.top_len = static_cast<std::uint8_t>(top.size());
    for (std::size_t i = 0; i < top.size(); ++i)
      d.top[top.size() - 1 - i] = static_cast<std::uint8_t>(top[i]);
  }
  // The unknown cards: the base game's common deck, the variant's shuffled personal decks.
  if (base)
    for (int c = 0; c < kCardKinds; ++c)
      s.common_deck.middle[idx(c)] = static_cast<std::uint8_t>(4 - where[0][idx(c)]);
  if (variant)
    for (int p = 0; p < n_; ++p)
      for (int c = 0; c < kCardKinds; ++c)
        s.players[idx(p)].deck.middle[idx(c)] =
            static_cast<std::uint8_t>(1 - where[idx(p)][idx(c)]);
  return std::nullopt;
}

}  // namespace arbiter::torres::position_detail
