// Opening a transaction (M-3.3): its purpose, checked and recorded: a card play (M-3.5), a
// territory discard (M-3.6), an extra draw (M-3.8) or a building purchase (M-3.9); what it costs;
// what the open transaction keeps aside (the card played, the host of the bought building).
// Filling the pool is checked in economy.cpp; paying and cancelling are in economy_commit.cpp.
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;
using Res = std::array<std::uint8_t, kResources>;

bool hand_has(const State& s, int p, int type) {
  const Player& pl = s.player(p);
  if (pl.hand[static_cast<std::size_t>(type)]) return true;
  const int pile = s.cfg().type(type).pile;
  return pile >= 0 && pl.unknown[static_cast<std::size_t>(pile)] &&
         s.pool[static_cast<std::size_t>(pile)][static_cast<std::size_t>(type)] > 0;
}

bool is_own_host(const State& s, int id, int p) {
  return id < kMaxCards && on_table(s, id) && s.card(id).owner == p && is_host(s, id);
}

}  // namespace

Res txn_cost(const State& s) {
  const Txn& t = s.txn;
  Res cost{};
  switch (static_cast<K>(t.kind)) {
    case K::Play:
      cost = play_cost(s, s.active, t.arg[0]);
      break;
    case K::Buy: {
      cost = s.cfg().type(s.building_top[t.arg[0]]).cost;
      for (int r = 0; r < kResources; ++r)
        cost[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(
            cost[static_cast<std::size_t>(r)] - t.waived[static_cast<std::size_t>(r)]);
      break;
    }
    case K::Discard:
      for (std::uint8_t id : t.arg)
        if (id != kNone) ++cost[Manpower];
      break;
    default:
      break;  // Extra: any 4, checked in pay
  }
  return cost;
}

Verdict check_open(const State& s, const Action& a, Checker ck) {
  const int p = s.active;
  switch (a.kind) {
    case K::Play: {
      if (a.a >= s.cfg().num_types) return ck.fail("M-3.5", "no such card type");
      const TypeInfo& t = s.cfg().type(a.a);
      if (!t.troop() && t.category != Category::Territory)
        return ck.fail("M-3.5.4", "Cities and buildings are never in a hand");
      if (!hand_has(s, p, a.a))
        return ck.fail("I-04", [&] { return "no " + type_name(s, a.a) + " in hand"; });
      if (t.category == Category::Territory) {
        if (a.b != kNone) return ck.fail("M-3.5.1", "a territory is not attached to anything");
        if (territories(s, p) >= kFiefTerritories)
          return ck.fail("M-3.5.1", "the fief is full: the City and 4 territories");
      } else if (a.b != kNone && !is_own_host(s, a.b, p)) {
        return ck.fail("M-3.5.2", "a troop is played into the own fief, free or on an own host");
      }
      return std::nullopt;
    }
    case K::Buy: {
      if (a.a >= kBuildingPiles || s.building_top[a.a] == kNone)
        return ck.fail("M-3.9.1", "that building pile is empty");
      if (!is_own_host(s, a.b, p)) return ck.fail("M-3.9.3", "a building goes on an own host");
      if (buildings_on(s, a.b) >= 2)
        return ck.fail("M-3.9.3", "that host already holds 2 buildings");
      if ((s.card(a.b).flags & kTapped) &&
          s.options().unplaceable_purchase == UnplaceablePurchase::Illegal)
        return ck.fail("M-3.9.3", "a building goes on an untapped host");
      return std::nullopt;
    }
    case K::Extra:
      if (a.a >= kDrawPiles || s.pile_size[a.a] == 0)
        return ck.fail("M-3.8", "that draw pile is empty");
      if (s.options().extra_draw_limit == ExtraDrawLimit::OnePerTurn && s.player(p).extra_draws)
        return ck.fail("M-3.8", "one extra draw per turn (extra_draw_limit=one_per_turn)");
      return std::nullopt;
    case K::Discard: {
      const std::array<std::uint8_t, 4> ids{a.a, a.b, a.c, a.d};
      int n = 0;
      for (int i = 0; i < 4; ++i) {
        const int id = ids[static_cast<std::size_t>(i)];
        if (id == kNone) break;
        ++n;
        if (!is_own_host(s, id, p) || s.cfg().card(id).category != Category::Territory)
          return ck.fail("M-3.6", "only own territories are discarded");
        for (int j = 0; j < i; ++j)
          if (ids[static_cast<std::size_t>(j)] >= id)
            return ck.fail("M-3.6", "list each territory once, in order");
      }
      for (int i = n; i < 4; ++i)
        if (ids[static_cast<std::size_t>(i)] != kNone) return ck.fail("M-3.6", "malformed discard");
      if (n == 0) return ck.fail("M-3.6", "name a territory");
      if (n > 1 && !s.options().batch_territory_discard)
        return ck.fail("M-3.6",
                       "one transaction per discarded territory (batch_territory_discard)");
      return std::nullopt;
    }
    default:
      return ck.fail("M-3.3.1", "not a transaction purpose");
  }
}

void perform_open(State& s, const Action& a) {
  s.txn = Txn{};
  s.txn.kind = static_cast<std::uint8_t>(a.kind);
  s.txn.arg = {a.a, a.b, a.c, a.d};
  s.phase = Phase::Txn;
}

// Under unplaceable_purchase=illegal, the host chosen for a building must stay untapped: no
// activation of it, and no power of a card attached to it (M-6.0.3 taps the whole group).
bool taps_building_host(const State& s, int card) {
  const Txn& t = s.txn;
  if (static_cast<K>(t.kind) != K::Buy ||
      s.options().unplaceable_purchase != UnplaceablePurchase::Illegal)
    return false;
  return card == t.arg[1] || s.card(card).host == t.arg[1];
}

int sale_reserve(const State& s, int seat, int type) {
  const Txn& t = s.txn;
  if (seat != s.active || static_cast<K>(t.kind) != K::Play) return 0;
  const int played = t.arg[0];
  const bool from_hand = s.player(seat).hand[static_cast<std::size_t>(played)] > 0;
  return from_hand && type == played ? 1 : 0;  // the card being played is not for sale
}

int unknown_reserve(const State& s, int seat, int pile) {
  const Txn& t = s.txn;
  if (seat != s.active || static_cast<K>(t.kind) != K::Play) return 0;
  const int played = t.arg[0];
  const bool from_hand = s.player(seat).hand[static_cast<std::size_t>(played)] > 0;
  return !from_hand && s.cfg().type(played).pile == pile ? 1 : 0;
}

}  // namespace arbiter::medievalia
