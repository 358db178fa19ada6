// legal_actions(): generated directly from bitboards in a fixed order (kind, then squares
// ascending). The verify/ properties check that it equals exactly what apply() accepts.
#include <cassert>

#include "engine/torres/rules_internal.h"
#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace {

using detail::ap_left;

void push_squares(Torres::ActionBuffer& out, ActionKind kind, Bitboard targets) {
  for_each_square(targets, [&](Square q) { out.push(make(kind, q)); });
}

void push_moves(Torres::ActionBuffer& out, Square from, Bitboard targets, ActionKind kind,
                std::uint8_t card) {
  for_each_square(targets, [&](Square q) { out.push(Action{kind, card, from, q, 0}); });
}

void card_actions(const State& s, const HeightMasks& hm, const Castles& cs, Bitboard mine,
                  Torres::ActionBuffer& out) {
  const Player& p = s.players[static_cast<std::size_t>(s.active())];
  for (std::uint8_t c = 0; c < kCardKinds; ++c) {
    if (!detail::playable_from_hand(s, c)) continue;
    if (detail::card_effect_cost(s, c) > ap_left(s)) continue;
    const Bitboard empty = ~s.occupied;
    switch (c) {
      case C1:
        for_each_square(mine, [&](Square k) {
          push_moves(out, k, neighbours4(bit(k)) & empty & hm.le(s.height[k] + 2),
                     ActionKind::PlayCard, c);
        });
        break;
      case C2:
        for_each_square(mine, [&](Square k) {
          if (detail::check_c2_geometry(s, k, Checker::quiet())) return;
          for (std::uint8_t size = 1; size <= 3; ++size)
            if (detail::find_stack(p, size) >= 0) out.push(make_card(c, kNoSquare, k, size));
          if (s.turn_stack > 0) out.push(make_card(c, kNoSquare, k, kTurnStackSource));
        });
        break;
      case C3:
        if (s.supply > 0)
          for_each_square(block_targets(s, hm, cs),
                          [&](Square q) { out.push(make_card(c, kNoSquare, q)); });
        break;
      case C4:
        for_each_square(mine, [&](Square k) {
          push_moves(out, k, c4_targets(s, hm, k), ActionKind::PlayCard, c);
        });
        break;
      case C5:
        for_each_square(mine, [&](Square k) {
          push_moves(out, k, diagonals(bit(k)) & empty & hm.le(s.height[k] + 1),
                     ActionKind::PlayCard, c);
        });
        break;
      case C6:
      case C7:
        out.push(make_card(c));
        break;
      case C8: {
        const Bitboard shared = c8_shared_targets(s, hm, cs);
        for_each_square(s.built & ~s.occupied, [&](Square from) {
          push_moves(out, from, c8_destinations(s, from, shared, hm, cs), ActionKind::PlayCard, c);
        });
      } break;
      case C9:
        for_each_square(mine, [&](Square k) {
          push_moves(out, k, knight_placement_targets(s, hm, s.active(), k), ActionKind::PlayCard,
                     c);
        });
        break;
      case C10:
        for_each_square(mine, [&](Square k) {
          const int r = row_of(k), col = col_of(k);
          constexpr int dr[4] = {-1, 0, 0, 1}, dc[4] = {0, -1, 1, 0};
          for (int d = 0; d < 4; ++d) {
            const int r2 = r + 2 * dr[d], c2 = col + 2 * dc[d];
            if (r2 < 0 || r2 > 7 || c2 < 0 || c2 > 7) continue;
            const Square mid = make_square(r + dr[d], col + dc[d]), to = make_square(r2, c2);
            const int jumped = s.piece[mid];
            if (jumped == kNoPiece || jumped == kKing || jumped == s.active()) continue;
            if ((s.occupied & bit(to)) || s.height[to] > s.height[k] + 1) continue;
            out.push(Action{ActionKind::PlayCard, c, k, to, 0});
          }
        });
        break;
      default:
        break;
    }
  }
}

void turn_actions(const State& s, Torres::ActionBuffer& out) {
  const Player& p = s.players[static_cast<std::size_t>(s.active())];
  const int ap = ap_left(s);
  auto distinct_sizes = [&](int below, ActionKind kind) {
    for (int size = 0; size <= 3; ++size)
      if (size < below && detail::find_stack(p, size) >= 0)
        out.push(make_arg(kind, static_cast<std::uint8_t>(size)));
  };
  if (!s.ending) {
    const HeightMasks hm(s.height, s.built);
    const Bitboard mine = knights_of(s, s.active());
    if (ap >= 2 && p.reserve > 0)
      push_squares(out, ActionKind::PlaceKnight,
                   knight_placement_targets(s, hm, s.active(), kNoSquare));
    if (ap >= 1) {
      for_each_square(mine, [&](Square k) {
        push_moves(out, k, neighbours4(bit(k)) & ~s.occupied & hm.le(s.height[k] + 1),
                   ActionKind::Move, kNoCard);
      });
      for_each_square(mine, [&](Square k) {
        push_moves(out, k, cross_targets(s, hm, k), ActionKind::Cross, kNoCard);
      });
    }
    if (s.turn_stack < 0) distinct_sizes(4, ActionKind::ChooseStack);
    const bool any_card = !s.card_played && (p.hand != p.fresh || p.unseen > p.unseen_fresh);
    const Castles cs((ap >= 1 && s.turn_stack > 0) || any_card ? s.built : 0);  // only when needed
    if (ap >= 1 && s.turn_stack > 0)
      push_squares(out, ActionKind::PlaceBlock, block_targets(s, hm, cs));
    if (ap >= 1 && s.options().version != Version::Meister && s.cards_taken < 2 &&
        detail::cards_to_draw(s) > 0)
      out.push(make(ActionKind::TakeCard));
    if (any_card) card_actions(s, hm, cs, mine, out);
    if (ap >= 1) out.push(make(ActionKind::Advance));
  }
  if (s.turn_stack > 0 && !(s.options().must_spend_all_ap && ap > 0))
    distinct_sizes(3, ActionKind::Redistribute);
  if (!detail::check_end_turn(s, Checker::quiet())) out.push(make(ActionKind::EndTurn));
}

}  // namespace

namespace {

// The actions in the one order of legal actions (docs/architecture.md), by construction:
// kind by kind, then the fields ascending.
void generate(const State& s, Torres::ActionBuffer& out) {
  out.clear();
  switch (s.phase) {
    case Phase::MeisterReveal:
      for (std::uint8_t m = 0; m < kMeisterCards; ++m)
        out.push(make_draw(ActionKind::RevealMeister, m));
      break;
    case Phase::SetupCastles:
      push_squares(out, ActionKind::SetupCastle, detail::meister_castle_targets(s));
      break;
    case Phase::SetupKnights:
      push_squares(out, ActionKind::SetupKnight, detail::empty_castle_squares(s));
      break;
    case Phase::SetupKing:
      if (detail::supply_covers_year(s))
        push_squares(out, ActionKind::SetupKing, detail::empty_castle_squares(s));
      break;
    case Phase::Turn:
      turn_actions(s, out);
      break;
    case Phase::DrawCard: {
      const Pile& pile = detail::draw_pile(s);
      const int forced = detail::next_forced_card(pile);
      for (std::uint8_t c = 0; c < kCardKinds; ++c)
        if (forced >= 0 ? c == forced : pile.middle[c] > 0)
          out.push(make_draw(ActionKind::Draw, c));
      if (s.options().version == Version::Base) out.push(make_draw(ActionKind::Draw, kUnseenCard));
      break;
    }
    case Phase::VariantKeep: {
      // At most 3 kept x 2 orders x 4 places; drawn in pile order, so sorted here (and a card
      // drawn twice gives one action, not two).
      ActionList<Action, 24> keeps;
      const bool together = s.options().variant_return == VariantReturn::Together;
      const int n = s.drawn_len;
      for (int k = 0; k < n; ++k) {
        std::uint8_t rest[2] = {kNoCard, kNoCard};
        int r = 0;
        for (int i = 0; i < n; ++i)
          if (i != k) rest[r++] = s.drawn[static_cast<std::size_t>(i)];
        const std::uint8_t kept = s.drawn[static_cast<std::size_t>(k)];
        if (r == 0) {
          keeps.push(Action{ActionKind::Keep, kept, kNoCard, kNoCard, 0});
        } else if (r == 1) {
          for (std::uint8_t b = 0; b < 2; ++b)
            keeps.push(Action{ActionKind::Keep, kept, rest[0], kNoCard, b});
        } else {
          for (int order = 0; order < 2; ++order) {
            const std::uint8_t a1 = rest[order], a2 = rest[1 - order];
            for (std::uint8_t b = 0; b < 4; ++b)
              if (!together || b == 0 || b == 3)
                keeps.push(Action{ActionKind::Keep, kept, a1, a2, b});
          }
        }
      }
      keeps.sort();
      for (const Action& a : keeps)
        if (out.empty() || out[out.size() - 1] != a) out.push(a);
      break;
    }
    case Phase::KingMove:
      if (detail::supply_covers_year(s)) {
        push_squares(out, ActionKind::KingMove, detail::free_blocks(s));
        out.push(make(ActionKind::KingMove, kNoSquare));
      }
      break;
    case Phase::GameOver:
    case Phase::Aborted:
      break;
  }
}

}  // namespace

void Torres::legal_actions(const State& s, ActionBuffer& out) {
  generate(s, out);
  assert(out.strictly_increasing() && "the generator left the one order (verify/step_checks.h)");
}

std::uint32_t Torres::chance_weight(const State& s, const Action& a) {
  if (s.phase == Phase::MeisterReveal) return 1;
  if (s.phase != Phase::DrawCard || a.card >= kCardKinds) return 0;
  const Pile& pile = detail::draw_pile(s);
  if (detail::next_forced_card(pile) >= 0) return detail::next_forced_card(pile) == a.card ? 1 : 0;
  return pile.middle[a.card];
}

}  // namespace arbiter::torres

namespace arbiter::torres {

// Random well-formed actions, biased towards the squares near the active player's knights so
// that "almost legal" candidates (one square off, one level too high) are common.
Action Torres::sample_action(const State& s, std::uint64_t bits) {
  auto take = [&](std::uint64_t n) {
    const std::uint64_t v = bits % n;
    bits /= n;
    return v;
  };
  const auto kind =
      static_cast<ActionKind>(take(static_cast<std::uint64_t>(ActionKind::KingMove) + 1));
  Square from = static_cast<Square>(take(64));
  const Bitboard mine = s.phase == Phase::Turn ? knights_of(s, s.active()) : 0;
  if (mine && take(2)) {
    int skip = static_cast<int>(take(6)) % count(mine);
    Bitboard m = mine;
    while (skip--) m &= m - 1;
    from = lowest_square(m);
  }
  Square to = static_cast<Square>(take(64));
  if (take(2)) {  // a nearby square
    const int dr = static_cast<int>(take(5)) - 2, dc = static_cast<int>(take(5)) - 2;
    const int r = row_of(from) + dr, c = col_of(from) + dc;
    if (r >= 0 && r < 8 && c >= 0 && c < 8) to = make_square(r, c);
  }
  if (take(16) == 0) to = kNoSquare;
  const auto card = static_cast<std::uint8_t>(take(11) == 10 ? kNoCard : bits % 10);
  const auto arg = static_cast<std::uint8_t>(take(5));
  return Action{kind, card, from, to, arg};
}

}  // namespace arbiter::torres
