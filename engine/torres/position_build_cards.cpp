// Reading a Torres position: the cards, in hands, out of play, drawn and in the decks.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/torres/position_internal.h"
#include "engine/torres/rules_internal.h"

namespace arbiter::torres::position_detail {

// The cards counted where they are: per seat (the base game's shared deck: all in seat 0), and
// the field each was first seen in.
struct Reader::Placed {
  std::array<std::array<int, kCardKinds>, kMaxPlayers> count{};
  // Not `first{}`: that crashes clang 14's front end (the fuzz build); the strings start empty
  // either way.
  std::array<std::array<std::string, kCardKinds>, kMaxPlayers> first;
};

// Card c in `field`, of `seat`: one more of the base game's 4 copies, or a seat's only one.
std::optional<Fail> Reader::place(Placed& at, const std::string& field, int seat, int c) const {
  const bool base = cfg_.options.version == Version::Base;
  const int owner = base ? 0 : seat;
  int& k = at.count[idx(owner)][idx(c)];
  std::string& was = at.first[idx(owner)][idx(c)];
  ++k;
  if (base && k > 4)
    return fail(field, "a 5th " + card_name(c) + " in play; the deck has 4 of each card (T-2.3)");
  if (!base && k > 1)
    return fail(field, card_name(c) + " is also in " + was + "; each player has one " +
                           card_name(c) +
                           (cfg_.options.version == Version::Meister ? " (T-7.4)" : " (T-6.1)"));
  if (was.empty()) was = field;
  return std::nullopt;
}

// hand P: cards taken this turn marked *, cards drawn unseen ?; left out, the default hand.
std::optional<Fail> Reader::read_hand(State& s, Placed& at, int p, int active) const {
  const Version version = cfg_.options.version;
  const bool meister = version == Version::Meister, base = version == Version::Base;
  Player& pl = s.players[idx(p)];
  const Field* f = find_seat("hand", p);
  if (!f) {
    pl.hand = default_hand(s, p);
    for (int c = 0; c < kCardKinds; ++c)
      for (int k = 0; k < pl.hand[idx(c)]; ++k)
        if (auto e = place(at, "hand " + seat_text(p), p, c)) return e;
    return std::nullopt;
  }
  for (std::string_view w : f->words) {
    const bool fresh = !w.empty() && w[0] == '*';
    if (fresh) {
      w.remove_prefix(1);
      if (!turn_phase(s.phase) || p != active || meister)
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
    if (auto e = place(at, f->name, p, c)) return e;
  }
  if (meister)
    for (int c = 0; c < kCardKinds; ++c)
      if (!pl.hand[idx(c)] && !pl.removed[idx(c)])
        return fail(f->name, card_name(c) +
                                 " is missing: a Meister player holds every card "
                                 "not played yet (T-7.4)");
  return std::nullopt;
}

// deck P: the known top (the top card first), ?, the known bottom; the variant's only.
std::optional<Fail> Reader::read_deck(State& s, Placed& at, int p) const {
  const Field* f = find_seat("deck", p);
  if (!f) return std::nullopt;
  if (cfg_.options.version != Version::Variant)
    return fail(f->name, "personal decks only in the variant (T-6.1)");
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
    if (auto e = place(at, f->name, p, c)) return e;
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
  return std::nullopt;
}

// cards: out, hand, drawn, deck; each card counted where it is
std::optional<Fail> Reader::read_cards(State& s, int active) const {
  const Version version = cfg_.options.version;
  const bool variant = version == Version::Variant, base = version == Version::Base;
  const Phase ph = s.phase;
  Placed at;
  for (int p = 0; p < n_; ++p)
    if (const Field* f = find_seat("out", p))
      for (std::string_view w : f->words) {
        int c = 0;
        if (auto e = get_card(*f, w, c)) return e;
        ++s.players[idx(p)].removed[idx(c)];
        if (auto e = place(at, f->name, p, c)) return e;
      }
  for (int p = 0; p < n_; ++p)
    if (auto e = read_hand(s, at, p, active)) return e;
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
      if (auto e = place(at, f->name, active, c)) return e;
    }
  }
  for (int p = 0; p < n_; ++p)
    if (auto e = read_deck(s, at, p)) return e;
  // The unknown cards: the base game's common deck, the variant's shuffled personal decks.
  if (base)
    for (int c = 0; c < kCardKinds; ++c)
      s.common_deck.middle[idx(c)] = static_cast<std::uint8_t>(4 - at.count[0][idx(c)]);
  if (variant)
    for (int p = 0; p < n_; ++p)
      for (int c = 0; c < kCardKinds; ++c)
        s.players[idx(p)].deck.middle[idx(c)] =
            static_cast<std::uint8_t>(1 - at.count[idx(p)][idx(c)]);
  return std::nullopt;
}

}  // namespace arbiter::torres::position_detail
