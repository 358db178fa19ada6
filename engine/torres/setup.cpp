// Setup: T-2.1..T-2.8 (base and variant), T-7.1..T-7.5 (Meister); chance actions; the variant's
// keep decision (T-6.2); the King move (T-5.1); board edit primitives.
#include <algorithm>
#include <string>

#include "engine/torres/rules_internal.h"
#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace detail {

void add_block(State& s, Square sq) {
  ++s.height[sq];
  s.built |= bit(sq);
}
void remove_block(State& s, Square sq) {
  if (--s.height[sq] == 0) s.built &= ~bit(sq);
}
void put_piece(State& s, Square sq, std::int8_t piece) {
  s.piece[sq] = piece;
  s.occupied |= bit(sq);
  if (piece == kKing) s.king = sq;
  if (piece >= 0 && piece < kMaxPlayers) s.knights[static_cast<std::size_t>(piece)] |= bit(sq);
}
void lift_piece(State& s, Square sq) {
  const std::int8_t piece = s.piece[sq];
  if (piece >= 0 && piece < kMaxPlayers) s.knights[static_cast<std::size_t>(piece)] &= ~bit(sq);
  s.piece[sq] = kNoPiece;
  s.occupied &= ~bit(sq);
}

void sort_stacks(Player& p) {
  std::sort(p.stacks.begin(), p.stacks.begin() + p.num_stacks, std::greater<>());
}
int find_stack(const Player& p, int size) {
  for (int i = 0; i < p.num_stacks; ++i)
    if (p.stacks[static_cast<std::size_t>(i)] == size) return i;
  return -1;
}

const Pile& draw_pile(const State& s) {
  return s.options().version == Version::Variant
             ? s.players[static_cast<std::size_t>(s.active())].deck
             : s.common_deck;
}
Pile& draw_pile(State& s) {
  return s.options().version == Version::Variant
             ? s.players[static_cast<std::size_t>(s.active())].deck
             : s.common_deck;
}
int cards_to_draw(const State& s) {
  int n = draw_pile(s).size();
  if (s.options().version ==
      Version::Base)  // the common deck's middle also counts unseen hand cards
    for (int q = 0; q < s.num_players; ++q) n -= s.players[static_cast<std::size_t>(q)].unseen;
  return n;
}

bool playable_from_hand(const State& s, int card) {
  const Player& p = s.players[static_cast<std::size_t>(s.active())];
  if (p.hand[static_cast<std::size_t>(card)] > p.fresh[static_cast<std::size_t>(card)]) return true;
  return p.unseen > p.unseen_fresh && s.common_deck.middle[static_cast<std::size_t>(card)] > 0;
}

int next_forced_card(const Pile& p) {
  if (p.top_len) return p.top[p.top_len - 1u];
  if (p.middle_size()) return -1;
  if (p.bottom_len) return p.bottom[0];
  return -1;
}
void remove_from_pile(Pile& p, int card) {
  if (p.top_len) {
    --p.top_len;
    p.top[p.top_len] = 0;
  } else if (p.middle_size()) {
    --p.middle[static_cast<std::size_t>(card)];
  } else {
    std::copy(p.bottom.begin() + 1, p.bottom.begin() + p.bottom_len, p.bottom.begin());
    p.bottom[--p.bottom_len] = 0;
  }
}

Bitboard empty_castle_squares(const State& s) {
  Bitboard result = 0;
  const Castles cs(s.built);
  for (int i = 0; i < cs.count; ++i)
    if (!(cs.mask[static_cast<std::size_t>(i)] & s.occupied))
      result |= cs.mask[static_cast<std::size_t>(i)];
  return result;
}

Bitboard free_blocks(const State& s) {
  return s.built & ~s.occupied;
}

Bitboard meister_castle_targets(const State& s) {
  const int d = s.options().meister_min_distance;
  Bitboard spaced = 0;
  for (Square q = 0; q < kSquares; ++q) {
    if (s.built & bit(q)) continue;
    bool ok = true;
    for_each_square(s.built, [&](Square b) { ok = ok && manhattan(q, b) >= d; });
    if (ok) spaced |= bit(q);
  }
  if (spaced || s.options().meister_spacing_fallback == SpacingFallback::Error) return spaced;
  return ~s.built & ~neighbours4(s.built);  // A-26 fallback: any square not touching a castle
}

Verdict check_setup(const State& s, const Action& a, Checker ck) {
  const std::string where = a.to < kSquares ? square_name(a.to) : std::string("--");
  switch (s.phase) {
    case Phase::SetupCastles:
      if (a.kind != ActionKind::SetupCastle)
        return ck.fail("T-7.2", "expected a starting block (B@sq)");
      if (a.to >= kSquares || !(meister_castle_targets(s) & bit(a.to)))
        return ck.fail("T-7.2", [&] {
          return "a starting block on " + where + " is closer than distance " +
                 std::to_string(s.options().meister_min_distance) + " to a castle";
        });
      return std::nullopt;
    case Phase::SetupKnights:
      if (a.kind != ActionKind::SetupKnight)
        return ck.fail("T-2.6", "expected a knight placement (N@sq)");
      if (a.to >= kSquares || !(empty_castle_squares(s) & bit(a.to)))
        return ck.fail("T-2.6", [&] {
          return "each player's first knight goes on a castle with no piece on it, not " + where;
        });
      if (!(s.built & bit(a.to)) || s.height[a.to] != 1)
        return ck.fail("T-2.6", "the first knight goes on a castle");
      return std::nullopt;
    case Phase::SetupKing:
      if (a.kind != ActionKind::SetupKing)
        return ck.fail("T-2.7", "expected the King's placement (K@sq)");
      if (a.to >= kSquares || !(empty_castle_squares(s) & bit(a.to)))
        return ck.fail(
            "T-2.7", [&] { return "the King goes on a castle with no piece on it, not " + where; });
      if (!supply_covers_year(s))
        return ck.fail("T-3.5", "the supply cannot cover year 1's distribution");
      return std::nullopt;
    default:
      return ck.fail("T-2.6", "not a setup phase");
  }
}

void perform_setup(State& s, const Action& a) {
  const int n = s.num_players;
  switch (s.phase) {
    case Phase::SetupCastles:
      --s.supply;
      add_block(s, a.to);
      ++s.setup_count;
      s.turn_index = static_cast<std::uint8_t>((s.turn_index + 1) % n);
      if (s.setup_count == 8) {
        s.phase = Phase::SetupKnights;
        s.setup_count = 0;
        s.turn_index = 0;
      } else if (!meister_castle_targets(s)) {
        s.phase = Phase::Aborted;  // A-26 with spacing_fallback=error
      }
      break;
    case Phase::SetupKnights: {
      Player& p = s.players[static_cast<std::size_t>(s.active())];
      --p.reserve;
      put_piece(s, a.to, s.active());
      if (++s.setup_count == n) {
        s.phase = Phase::SetupKing;  // T-2.7: the last player to place also places the King
      } else {
        ++s.turn_index;
      }
      break;
    }
    case Phase::SetupKing:
      put_piece(s, a.to, kKing);
      s.turn_index = 0;
      start_year(s);
      break;
    default:
      break;
  }
}

Verdict check_chance(const State& s, const Action& a, Checker ck) {
  if (s.phase == Phase::MeisterReveal) {
    if (a.kind != ActionKind::RevealMeister || a.card >= kMeisterCards)
      return ck.fail("T-7.5", "expected the Meister card drawn (*M1..*M8)");
    return std::nullopt;
  }
  if (a.kind == ActionKind::Draw && a.card == kUnseenCard) {
    if (s.options().version != Version::Base)
      return ck.fail("T-6.2", "an unseen draw (*?) is recorded only in the base game");
    return std::nullopt;
  }
  if (a.kind != ActionKind::Draw || a.card >= kCardKinds)
    return ck.fail("T-2.20", "expected the card drawn (*C1..*C10, or *? when unseen)");
  const Pile& pile = draw_pile(s);
  const int forced = next_forced_card(pile);
  if (forced >= 0 && forced != a.card)
    return ck.fail("T-6.2", [&] {
      return "the next card of the deck is known to be " + card_name(forced) + ", not " +
             card_name(a.card);
    });
  if (forced < 0 && pile.middle[a.card] == 0) {
    // T-6.2: a card put under the deck is known to lie there, below the unknown cards.
    for (int i = 0; i < pile.bottom_len; ++i)
      if (pile.bottom[static_cast<std::size_t>(i)] == a.card)
        return ck.fail("T-6.2", [&] {
          return card_name(a.card) +
                 " is known to be at the bottom of the deck (returned with "
                 "_), under " +
                 std::to_string(pile.middle_size() + i) + " other card(s)";
        });
    return ck.fail("I-22", [&] { return card_name(a.card) + " is not left in the deck"; });
  }
  return std::nullopt;
}

void perform_chance(State& s, const Action& a) {
  if (s.phase == Phase::MeisterReveal) {
    s.meister_card = static_cast<std::int8_t>(a.card);
    s.phase = Phase::SetupCastles;
    return;
  }
  Player& p = s.players[static_cast<std::size_t>(s.active())];
  if (a.card == kUnseenCard) {  // the copy's kind stays open until the card is played
    ++p.unseen;
    ++p.unseen_fresh;
    s.phase = Phase::Turn;
    return;
  }
  remove_from_pile(draw_pile(s), a.card);
  if (s.options().version != Version::Variant) {
    ++p.hand[a.card];
    ++p.fresh[a.card];
    s.phase = Phase::Turn;
    return;
  }
  s.drawn[s.drawn_len++] = a.card;
  if (--s.draws_left == 0) s.phase = Phase::VariantKeep;
}

Verdict check_keep(const State& s, const Action& a, Checker ck) {
  if (a.kind != ActionKind::Keep) return ck.fail("T-6.2", "expected keep:<card>[,<card>^|_...]");
  std::array<int, kCardKinds> left{};
  for (int i = 0; i < s.drawn_len; ++i) ++left[s.drawn[static_cast<std::size_t>(i)]];
  if (a.card >= kCardKinds || left[a.card]-- == 0)
    return ck.fail("T-6.2", "the kept card must be one of the cards drawn");
  const int returned = (a.from != kNoCard) + (a.to != kNoCard);
  if (returned != s.drawn_len - 1)
    return ck.fail("T-6.2",
                   "every other drawn card must be returned, in order, top (^) or bottom (_)");
  for (std::uint8_t c : {a.from, a.to})
    if (c != kNoCard && (c >= kCardKinds || left[c]-- == 0))
      return ck.fail("T-6.2", "a returned card must be one of the cards drawn");
  if (a.to != kNoCard && a.from == kNoCard) return ck.fail("T-6.2", "malformed return list");
  if (returned == 2 && s.options().variant_return == VariantReturn::Together &&
      ((a.arg & 1) != ((a.arg >> 1) & 1)))
    return ck.fail("A-37", "both returned cards go to the same place (variant_return=together)");
  if (a.arg > 3 || (returned < 2 && (a.arg & 2)) || (returned < 1 && a.arg))
    return ck.fail("T-6.2", "malformed return places");
  return std::nullopt;
}

void perform_keep(State& s, const Action& a) {
  Player& p = s.players[static_cast<std::size_t>(s.active())];
  ++p.hand[a.card];
  ++p.fresh[a.card];
  const std::uint8_t cards[2] = {a.from, a.to};
  for (int i = 0; i < 2; ++i) {
    if (cards[i] == kNoCard) continue;
    if (a.arg & (1 << i)) {
      p.deck.bottom[p.deck.bottom_len++] = cards[i];
    } else {
      p.deck.top[p.deck.top_len++] = cards[i];
    }
  }
  s.drawn_len = 0;
  s.drawn = {};
  s.phase = Phase::Turn;
}

Verdict check_king_move(const State& s, const Action& a, Checker ck) {
  if (a.kind != ActionKind::KingMove)
    return ck.fail("T-5.1", "expected the King move (K@sq or K:stay)");
  if (a.to == kNoSquare) return std::nullopt;
  if (a.to == s.king)
    return ck.fail(
        "T-5.1", [&] { return "the King already stands on " + square_name(a.to); },
        "to leave the King where it is, write `K:stay`");
  if (a.to >= kSquares) return ck.fail("T-5.1", "no such square");
  if (s.occupied & bit(a.to))
    return ck.fail("T-5.1", [&] {
      return occupant_text(s, a.to) + ": the King moves only onto a free block";
    });
  if (!(free_blocks(s) & bit(a.to)))
    return ck.fail("T-5.1", [&] {
      return square_name(a.to) +
             " holds no block: the King moves only onto a free block of a "
             "castle";
    });
  if (!supply_covers_year(s))
    return ck.fail("T-3.5", "the supply cannot cover the next distribution");
  return std::nullopt;
}

void perform_king_move(State& s, const Action& a) {
  if (a.to != kNoSquare) {
    lift_piece(s, s.king);
    put_piece(s, a.to, kKing);
  }
  s.king_mover = -1;
  start_year(s);
}

}  // namespace detail

Expected<Config> Torres::make_config(const Options& o, const Data& d) {
  if (auto v = validate_options(o); !v) return make_error(v.error());
  if (o.supply_shortage == SupplyShortage::Error) {
    // T-3.5: with "error", the worst case (every dealt block built, 4 blocks by C3) must fit.
    const PhaseCard& card = d.phase_cards[static_cast<std::size_t>(o.players - 2)];
    int dealt = 0;
    for (int y = 0; y < kYears; ++y)
      for (int i = 0; i < card.num_stacks[static_cast<std::size_t>(y)]; ++i)
        dealt += card.stacks[static_cast<std::size_t>(y)][static_cast<std::size_t>(i)];
    const int need = 8 + o.players * dealt + 4;
    if (need > kTotalBlocks)
      return make_error("data: the PHASE card for " + std::to_string(o.players) +
                        " players deals " + std::to_string(o.players * dealt) +
                        " blocks in a game; with the 8 starting blocks and C3 "
                        "that may need " +
                        std::to_string(need) + " of the 92 (T-3.5, supply_shortage=error)");
  }
  return Config{o, d};
}

State Torres::initial_state(const Config& config) {
  using namespace detail;
  State s;
  s.config = &config;
  const Options& o = config.options;
  s.num_players = static_cast<std::uint8_t>(o.players);
  s.first_player = static_cast<std::uint8_t>(o.first_player);
  for (int i = 0; i < o.players; ++i)
    s.order[static_cast<std::size_t>(i)] =
        static_cast<std::uint8_t>((o.first_player + i) % o.players);
  s.piece.fill(kNoPiece);
  for (int i = 0; i < o.players; ++i) {
    Player& p = s.players[static_cast<std::size_t>(i)];
    if (o.version == Version::Variant) p.deck.middle.fill(1);  // T-6.1
    if (o.version == Version::Meister) p.hand.fill(1);         // T-7.4
  }
  if (o.version == Version::Base) s.common_deck.middle.fill(4);  // T-2.3: 40 cards, 4 of each kind
  if (o.version == Version::Meister) {
    s.phase = Phase::MeisterReveal;  // T-7.5, then T-7.2
  } else {
    for (Square q : config.data.start_squares) add_block(s, q);  // T-2.4
    s.supply = static_cast<std::uint8_t>(kTotalBlocks - 8);
    s.phase = Phase::SetupKnights;
  }
  return s;
}

}  // namespace arbiter::torres
