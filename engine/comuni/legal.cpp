// legal_actions(): every action apply() accepts, in a fixed order (kind, then fields ascending).
#include <algorithm>
#include <cassert>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni {
namespace {

using Buffer = Comuni::ActionBuffer;

// Pushes `a` if check() accepts it: used where the candidate set is small.
void push_if(const State& s, Buffer& out, const Action& a) {
  if (!Comuni::check(s, a)) out.push(a);
}

void conversions(const State& s, Buffer& out, Seat seat) {
  if (detail::can_convert(s, seat, Gold, Army)) out.push(act(ActionKind::Convert, Gold, Army));
  for (std::uint8_t t : {std::uint8_t{Gold}, std::uint8_t{Army}, std::uint8_t{Art}})
    if (detail::can_convert(s, seat, Pil, t)) out.push(act(ActionKind::Convert, Pil, t));
}

// Sorted multisets of exactly `count` resources (count <= 3) that `supply` can give in turn.
void choice_sets(const std::array<std::uint8_t, kResources>& supply, int count, Buffer& out,
                 ActionKind kind) {
  if (count < 0) return;
  if (count == 0) {
    out.push(act(kind));
    return;
  }
  for (std::uint8_t x = 0; x < kResources; ++x) {
    if (supply[x] < 1) continue;
    if (count == 1) {
      out.push(act(kind, x));
      continue;
    }
    for (std::uint8_t y = x; y < kResources; ++y) {
      if (supply[y] < 1 + (y == x)) continue;
      if (count == 2) {
        out.push(act(kind, x, y));
        continue;
      }
      for (std::uint8_t z = y; z < kResources; ++z)
        if (supply[z] >= 1 + (z == x) + (z == y)) out.push(act(kind, x, y, z));
    }
  }
}

void projects(const State& s, Buffer& out) {
  const Player& p = s.me();
  if (p.envoys > 0) {
    for (std::uint8_t c = 0; c < s.columns_in_use; ++c) {
      const Column& col = s.columns[c];
      if (col.envoy == s.active || (col.count == 0 && !s.options().bid_on_empty_column)) continue;
      const int from = col.envoy >= 0 ? col.gold + 1 : 0;
      for (int g = from; g <= p.res[Gold]; ++g)
        out.push(act(ActionKind::Bid, c, static_cast<std::uint8_t>(g)));
    }
  }
  choice_sets(s.supply, detail::claim_choices(s), out, ActionKind::Claim);
  std::array<std::uint8_t, kResources> after{};
  const int income = detail::income_choices(s, after);
  choice_sets(after, income, out, ActionKind::Income);
}

void displaced(const State& s, Buffer& out) {
  out.push(act(ActionKind::TakeBack));
  const Player& owner = s.players[static_cast<std::size_t>(s.displaced)];
  if (owner.res[Pil] > 0) {
    for (std::uint8_t c = 0; c < s.columns_in_use; ++c) {
      const Column& col = s.columns[c];
      if (c == s.displaced_from || col.envoy == s.displaced ||
          (col.count == 0 && !s.options().bid_on_empty_column))
        continue;
      const int max_add =
          col.envoy >= 0 && s.options().displaced_may_add_gold ? owner.res[Gold] : 0;
      for (int add = 0; add <= max_add; ++add)
        if (col.envoy < 0 || s.displaced_gold + add > col.gold)
          out.push(act(ActionKind::Move, c, static_cast<std::uint8_t>(add)));
    }
  }
}

void commitments(const State& s, Buffer& out) {
  const Player& p = s.players[s.commit_seat];
  const ActionKind kind = p.commit.stage == 0 ? ActionKind::Ally : ActionKind::Defend;
  const int pairs_cap =
      s.options().conversion_mode == ConversionMode::ExchangeOnly ? s.supply[Army] : 255;
  for (int a = 0; a <= p.res[Army]; ++a)
    for (int g = 0; 2 * g <= p.res[Gold]; ++g)
      for (int q = 0; 2 * q <= p.res[Pil] && g + q <= pairs_cap; ++q)
        out.push(act(kind, static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(g),
                     static_cast<std::uint8_t>(q)));
}

void assignments(const State& s, Buffer& out) {
  const Player& p = s.players[s.commit_seat];
  std::array<int, 4> cards{};
  for (int k = 0; k < 4; ++k)
    for (int i = 0; i < p.num_sections; ++i)
      cards[static_cast<std::size_t>(k)] += p.sections[static_cast<std::size_t>(i)] >= k + 1;
  const int d = p.commit.defence();
  for (int a = 0; a <= std::min(cards[0], d); ++a)
    for (int b = 0; b <= std::min(cards[1], d - a); ++b)
      for (int c = 0; c <= std::min(cards[2], d - a - b); ++c)
        for (int e = 0; e <= std::min(cards[3], d - a - b - c); ++e)
          out.push(Action{ActionKind::Assign, static_cast<std::uint8_t>(a),
                          static_cast<std::uint8_t>(b), static_cast<std::uint8_t>(c),
                          static_cast<std::uint8_t>(e)});
}

// The hand is kept sorted, so each loop gives its kind's actions in order: all buildings, then
// all walls (the order of legal actions puts kind first).
void build(const State& s, Buffer& out) {
  const Player& p = s.me();
  auto distinct = [&](int i) {
    return !i || p.hand[static_cast<std::size_t>(i - 1)] != p.hand[static_cast<std::size_t>(i)];
  };
  if (s.building_steps <= s.actions_bought) {
    for (int i = 0; i < p.hand_size; ++i) {
      if (!distinct(i)) continue;
      const CardType card = p.hand[static_cast<std::size_t>(i)];
      for (std::uint8_t k = 0; k < kCategories; ++k) {
        if (!card_fits(card, k)) continue;
        push_if(s, out, act(ActionKind::Build, card, k, 0));
        for (std::uint8_t f = 1; f <= 3; ++f)
          if (detail::find_building(p, k, f) >= 0)
            push_if(s, out, act(ActionKind::Build, card, k, f));
      }
    }
  }
  if (s.rampart_steps <= s.actions_bought) {
    for (int i = 0; i < p.hand_size; ++i) {
      if (!distinct(i)) continue;
      const CardType card = p.hand[static_cast<std::size_t>(i)];
      push_if(s, out, act(ActionKind::Wall, card, kNone, 0));
      for (std::uint8_t f = 1; f <= 3; ++f)
        if (detail::find_section(p, f) >= 0) push_if(s, out, act(ActionKind::Wall, card, kNone, f));
    }
  }
  push_if(s, out, act(ActionKind::BuyAction));
  out.push(act(ActionKind::Done));
}

}  // namespace

namespace {

// The actions in the one order of legal actions (kind, then fields ascending), by construction:
// each phase's kinds are emitted in enum order, and C-1.9's conversions go before the phase's
// own actions or after them, wherever Convert falls among the kinds.
void generate(const State& s, Comuni::ActionBuffer& out) {
  out.clear();
  // C-1.9: every deciding seat may convert, whatever it is deciding.
  const Seat seat = Comuni::current_seat(s);
  const bool convert_last = s.phase == Phase::Projects || s.phase == Phase::Displaced;
  if (seat >= 0 && !convert_last) conversions(s, out, seat);
  switch (s.phase) {
    case Phase::SetupComuni:
      for (std::uint8_t c = 1; c <= kComuni; ++c) push_if(s, out, act(ActionKind::PickComune, c));
      break;
    case Phase::SetupDisplay:
    case Phase::Refill: {
      const int pile = s.phase == Phase::SetupDisplay ? 0 : s.current_pile();
      for (std::uint8_t t = 0; t < kCardTypes; ++t)
        if (s.piles[static_cast<std::size_t>(pile)][t]) out.push(act(ActionKind::Draw, t));
      break;
    }
    case Phase::Projects:
      projects(s, out);
      break;
    case Phase::Displaced:
      displaced(s, out);
      break;
    case Phase::Commit:
      commitments(s, out);
      break;
    case Phase::Assign:
      assignments(s, out);
      break;
    case Phase::Build:
      build(s, out);
      break;
    case Phase::Discard: {
      const Player& p = s.me();
      for (int i = 0; i < p.hand_size; ++i)
        if (!i || p.hand[static_cast<std::size_t>(i - 1)] != p.hand[static_cast<std::size_t>(i)])
          out.push(act(ActionKind::Discard, p.hand[static_cast<std::size_t>(i)]));
      break;
    }
    case Phase::Repair:
      for (std::uint8_t n = 0; n <= 2; ++n) push_if(s, out, act(ActionKind::Repair, n));
      break;
    case Phase::GameOver:
      break;
  }
  if (seat >= 0 && convert_last) conversions(s, out, seat);
}

}  // namespace

void Comuni::legal_actions(const State& s, ActionBuffer& out) {
  generate(s, out);
  assert(out.strictly_increasing() && "the generator left the one order (verify/step_checks.h)");
}

Action Comuni::sample_action(const State& s, std::uint64_t bits) {
  auto take = [&](std::uint64_t n) {
    const auto v = bits % n;
    bits /= n;
    return static_cast<std::uint8_t>(v);
  };
  Action a{static_cast<ActionKind>(take(kActionKinds)), kNone, kNone, kNone, kNone};
  // Small values near the legal range, sometimes kNone, so that near misses are common.
  auto field = [&](int range) {
    return take(8) == 0 ? kNone : take(static_cast<std::uint64_t>(range));
  };
  switch (a.kind) {
    case ActionKind::Draw:
    case ActionKind::Discard:
      a.a = take(kCardTypes);
      break;
    case ActionKind::Build:
      a.a = take(kCardTypes);
      a.b = take(4);
      a.c = take(5);
      break;
    case ActionKind::Wall:
      a.a = take(kCardTypes);
      a.c = take(5);
      break;
    default:
      a.a = field(8);
      a.b = field(8);
      a.c = field(5);
      break;
  }
  if (take(16) == 0) a.d = take(4);
  (void)s;
  return a;
}

}  // namespace arbiter::comuni
