// Transactions (M-3.3): a purpose opens one, activations, exchanges, sales, Marchand, Artiste,
// Bureaucrate and ally contributions fill its pool, `pay` commits it (surplus lost) and `cancel`
// rolls it back (atomicity, M-3.3.4). Also card plays (M-3.5), territory discards (M-3.6), extra
// draws (M-3.8) and building purchases (M-3.9).
#include <bit>
#include <string>
#include <vector>

#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;
using Res = std::array<std::uint8_t, kResources>;

int total(const Res& r) {
  return r[0] + r[1] + r[2] + r[3];
}

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

int activated_in_txn(const State& s, int id) {  // its index in the open transaction, or -1
  for (int k = 0; k < s.txn.n_acts; ++k)
    if (s.txn.acts[static_cast<std::size_t>(k)].card == id) return k;
  return -1;
}

// Why a power card is tapped, as far as the transaction tells (M-6.0.1).
std::string tapped_why(const State& s, int id) {
  const std::string name = card_name(s, id);
  if (activated_in_txn(s, id) >= 0) return name + " produced in this transaction";
  const int host = s.card(id).host;
  if (host != kNone && activated_in_txn(s, host) >= 0)
    return name + " was tapped with its host " + card_name(s, host) + " in this transaction";
  if (s.card(id).flags & kTxnTapped) return name + " was tapped in this transaction";
  return name + " is already tapped this turn";
}

// An own tapping-power card (Marchand, Artiste, Bureaucrate) ready for use: untapped (M-6.0.1),
// in the own fief (M-6.0.5).
Verdict check_power_card(const State& s, int id, Power power, RuleId rule, std::string_view what,
                         Checker ck) {
  const int p = s.active;
  if (id >= kMaxCards || s.cfg().card(id).power != power || !on_table(s, id) ||
      s.card(id).owner != p)
    return ck.fail(rule, [&] { return "use an own " + std::string(what) + " on the table"; });
  if (s.card(id).fief != own_fief(p))
    return ck.fail("M-6.0.5", [&] {
      return card_name(s, id) + " is in " + fief_name(s, s.card(id).fief) + ": the " +
             std::string(what) + " works only in its owner's fief";
    });
  if (s.card(id).flags & kTapped) {
    const bool produced = activated_in_txn(s, id) >= 0;
    return ck.fail(
        "M-6.0.1",
        [&] {
          return tapped_why(s, id) + ": a card either produces or uses its power, once a turn";
        },
        [&] {
          return produced
                     ? "cancel, then open the transaction again without tap:" + card_name(s, id)
                     : std::string();
        });
  }
  return std::nullopt;
}

// How to add the M a territory discard costs (M-3.6): an exchange, a sale, an activation.
std::string manpower_help(const State& s) {
  const int p = s.active;
  std::vector<std::string> ways;
  for (int r = 0; r < kResources; ++r)
    if (r != Manpower && s.txn.pool[static_cast<std::size_t>(r)] >= 3) {
      ways.push_back(std::string("x:") + kResourceLetter[r] + ">M");
      break;
    }
  for_each_owned(s, p, [&](int i) {
    const Card& c = s.card(i);
    if (ways.size() < 3 && c.fief == own_fief(p) && c.host == kNone && !(c.flags & kTapped) &&
        s.cfg().card(i).produces == Manpower)
      ways.push_back("tap:" + card_name(s, i));
  });
  for (int t = 0; t < s.cfg().num_types && ways.size() < 3; ++t)
    if (s.player(p).hand[static_cast<std::size_t>(t)] > 0) {
      ways.push_back("sell:" + type_name(s, t) + ">M");
      break;
    }
  std::string h;
  for (const std::string& w : ways) h += (h.empty() ? "" : " or ") + w;
  return h.empty() ? h : "add an M first: " + h;
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
        if (territories(s, p) >= 4)
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

// The state after `pay`, built on a copy (for the upkeep check of M-3.5.5/M-5.6).
static void commit(State& s);

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

Verdict check_txn(const State& s, const Action& a, Checker ck) {
  const int p = s.active;
  const Txn& t = s.txn;
  if ((a.kind == K::Tap || a.kind == K::Trade || a.kind == K::Art || a.kind == K::Bureaucrat) &&
      a.a < kMaxCards && taps_building_host(s, a.a))
    return ck.fail("M-3.9.3", "the building's host must stay untapped to receive it");
  const bool ally = a.seat != p;
  if (ally && (a.kind == K::Trade || a.kind == K::Art || a.kind == K::Bureaucrat))
    return ck.fail("M-6.0.6", [&] {
      return "out of his own turn P" + std::to_string(a.seat + 1) +
             " may use only a Pretre or an Archer (M-8.7)";
    });
  if (ally && !(a.kind == K::Tap || a.kind == K::Sell || a.kind == K::Exchange))
    return ck.fail("I-18",
                   "an ally only activates cards, exchanges or sells hand cards (M-8.6, M-4.5)");
  if (ally && (a.seat >= s.num_players || !allies(s, a.seat, p) || !s.player(a.seat).alive))
    return ck.fail("I-18", "only the active player and his ally act in a transaction");
  switch (a.kind) {
    case K::Tap: {
      const int q = a.seat;
      if (a.a >= kMaxCards || !on_table(s, a.a))
        return ck.fail("M-3.4", [&] {
          return "activate a card on the table: " +
                 (a.a < kMaxCards ? card_name(s, a.a) : std::string("that card")) + " is not on it";
        });
      if (s.card(a.a).owner != q)
        return ck.fail("M-3.4", [&] {
          return card_name(s, a.a) + " belongs to P" + std::to_string(s.card(a.a).owner + 1) +
                 ": a player activates only his own cards";
        });
      const Card& c = s.card(a.a);
      if (c.fief != own_fief(q)) return ck.fail("M-3.4.2", "only cards in the own fief produce");
      if (c.flags & kTapped)
        return ck.fail("M-3.4.1",
                       [&] { return card_name(s, a.a) + " is tapped: once per turn (I-12)"; });
      if (c.host != kNone)
        return ck.fail("M-3.4.4",
                       [&] { return card_name(s, a.a) + " is attached: activate its host"; });
      if (s.cfg().card(a.a).produces == kNone)
        return ck.fail("M-3.4.3", [&] { return card_name(s, a.a) + " produces nothing"; });
      if (t.n_acts >= kMaxActivations)
        return ck.fail("M-3.3", "too many activations in one transaction");
      return std::nullopt;
    }
    case K::Exchange:
      if (a.a >= kResources || a.b >= kResources)
        return ck.fail("M-4.1", "resources are F, E, G, M");
      if (a.a == a.b)
        return ck.fail("M-4.1", "3 resources of one type become 1 of a different type");
      if (t.pool[a.a] < 3) return ck.fail("M-4.1", "the pool holds fewer than 3 of that resource");
      return std::nullopt;
    case K::Sell: {
      const int q = a.seat;
      if (ally && !s.options().ally_hand_sales)
        return ck.fail("M-8.6", [&] {
          return "P" + std::to_string(q + 1) + " helps P" + std::to_string(p + 1) +
                 " only by activating his cards, not by selling hand cards "
                 "(ally_hand_sales=false)";
        });
      if (a.b >= kResources) return ck.fail("M-4.2", "resources are F, E, G, M");
      // The card being played is not for sale.
      const bool playing = q == p && static_cast<K>(t.kind) == K::Play;
      const int played = playing ? t.arg[0] : -1;
      const bool from_hand = playing && s.player(p).hand[static_cast<std::size_t>(played)] > 0;
      if (a.a == kUnknownType) {
        const int reserved = playing && !from_hand && s.cfg().type(played).pile == a.c ? 1 : 0;
        if (a.c >= kDrawPiles || s.player(q).unknown[a.c] <= reserved)
          return ck.fail("I-04", "no unseen card from that pile in hand (besides the card played)");
        return std::nullopt;
      }
      if (a.c != kNone) return ck.fail("M-4.2", "malformed sale");
      if (a.a >= s.cfg().num_types || s.player(q).hand[a.a] <= sale_reserve(s, q, a.a))
        return ck.fail("I-04", [&] {
          return "no such card in hand besides the card played (an unseen card is sold as "
                 "?T, ?M or ?C)";
        });
      return std::nullopt;
    }
    case K::Trade: {  // M-6.5
      if (Verdict v = check_power_card(s, a.a, Power::Marchand, "M-6.5", "Marchand", ck)) return v;
      if (a.b >= kResources || a.c >= kResources)
        return ck.fail("M-6.5", "resources are F, E, G, M");
      if (t.pool[a.b] == 0) return ck.fail("M-6.5", "the pool holds no such resource");
      if (a.b == Gold) {
        if (a.d >= kResources || a.c > a.d)
          return ck.fail("M-6.5", "gold becomes 2 resources of any type, written in order (G>EM)");
      } else if (a.d != kNone || a.c == a.b) {
        return ck.fail("M-6.5", "1 resource becomes 1 of another type (only gold yields 2)");
      }
      return std::nullopt;
    }
    case K::Art: {  // M-6.7
      if (Verdict v = check_power_card(s, a.a, Power::Artiste, "M-6.7", "Artiste", ck)) return v;
      int k = 0;
      while (k < t.n_acts && t.acts[static_cast<std::size_t>(k)].card != a.b) ++k;
      if (k == t.n_acts || s.card(a.b).owner != p) {
        // The fix: activate the card (or its host's group) in this transaction first.
        const bool own = a.b < kMaxCards && on_table(s, a.b) && s.card(a.b).owner == p &&
                         !(s.card(a.b).flags & kTapped);
        const int host = own ? s.card(a.b).host : kNone;
        return ck.fail(
            "M-6.7",
            [&] {
              return "the Artiste doubles an own card activated in this transaction, and " +
                     card_name(s, a.b) + " is not one";
            },
            [&] {
              return !own ? std::string()
                     : host != kNone
                         ? "tap:" + card_name(s, host) +
                               " first (its group), then art:" + card_name(s, a.a) + ">" +
                               card_name(s, host)
                         : "tap:" + card_name(s, a.b) + " first, then art:" + card_name(s, a.a) +
                               ">" + card_name(s, a.b);
            });
      }
      const int n = t.acts[static_cast<std::size_t>(k)].n;
      const int want = n < 3 ? n : 3;
      if (a.c >= (1u << n) || std::popcount(static_cast<unsigned>(a.c)) != want)
        return ck.fail("M-6.7", [&] {
          return "the Artiste doubles " + std::to_string(want) +
                 " contributor(s) of that activation";
        });
      return std::nullopt;
    }
    case K::Bureaucrat: {  // M-6.6
      if (Verdict v = check_power_card(s, a.a, Power::Bureaucrate, "M-6.6", "Bureaucrate", ck))
        return v;
      if (static_cast<K>(t.kind) != K::Buy)
        return ck.fail("M-6.6", "a Bureaucrate reduces a building's price");
      const Res cost = txn_cost(s);
      const int left = total(cost);
      if (left == 0) return ck.fail("I-16", "the price is already 0");
      if (a.b >= kResources || (left >= 2 ? a.c >= kResources || a.c < a.b : a.c != kNone))
        return ck.fail("M-6.6", [&] {
          return left >= 2 ? "waive 2 cost symbols, written in order"
                           : "waive the last cost symbol";
        });
      Res need{};
      ++need[a.b];
      if (a.c != kNone) ++need[a.c];
      for (int r = 0; r < kResources; ++r)
        if (need[static_cast<std::size_t>(r)] > cost[static_cast<std::size_t>(r)])
          return ck.fail("M-6.6", "the price has no such symbol left to waive");
      return std::nullopt;
    }
    case K::Pay: {
      const Res cost = txn_cost(s);
      int covered = 0, spare = 0;
      for (int r = 0; r < kResources; ++r) {
        const int have = t.pool[static_cast<std::size_t>(r)],
                  need = cost[static_cast<std::size_t>(r)];
        if (have < need && static_cast<K>(t.kind) == K::Discard)  // M-3.6: 1 M per territory
          return ck.fail(
              "M-3.6",
              [&] {
                return "discarding a territory costs 1 M (manpower): the pool " +
                       res_letters(t.pool) + " holds " + std::to_string(have) + " of the " +
                       std::to_string(need) + " M due";
              },
              [&] { return manpower_help(s); });
        if (have < need) {
          // A card played without its building pays the +{G,G} surcharge (M-3.5.3): say so.
          const int enabler =
              static_cast<K>(t.kind) == K::Play ? s.cfg().type(t.arg[0]).enabled_by : kNone;
          if (enabler != kNone && !owns_building_type(s, p, enabler))
            return ck.fail("M-3.3.3", [&] {
              return "the pool " + res_letters(t.pool) + " does not cover the cost " +
                     res_letters(s.cfg().type(t.arg[0]).cost) + " + {GG} surcharge (no " +
                     type_name(s, enabler) + " in P" + std::to_string(p + 1) + "'s fief, M-3.5.3)";
            });
          return ck.fail("M-3.3.3", [&] {
            return "the pool " + res_letters(t.pool) + " does not cover the cost " +
                   res_letters(cost);
          });
        }
        covered += need;
        spare += have - need;
      }
      if (static_cast<K>(t.kind) == K::Extra && spare < 4)
        return ck.fail("M-3.8", "an extra draw costs any 4 resources");
      const int owed = static_cast<K>(t.kind) == K::Extra ? 4 : 0;
      if (t.ally_helped && !s.ally_fee_paid && spare - owed < 1)
        return ck.fail("M-8.6", "the ally's help costs 1 extra resource once per turn");
      (void)covered;
      if (s.options().upkeep_break == UpkeepBreak::Illegal) {
        bool over = false;
        if (static_cast<K>(t.kind) == K::Play && s.cfg().type(t.arg[0]).troop()) {
          over = over_upkeep(s, p, Hypothesis{-1, t.arg[1], false, t.arg[0]});
        } else if (static_cast<K>(t.kind) == K::Discard) {
          State after = s;  // a territory takes its buildings along and frees its troops
          commit(after);
          over = over_upkeep(after, p);
        }
        if (over)
          return ck.fail("M-5.6", "this would leave more troops than twice the food capacity");
      }
      // The host of a bought building must still be free (M-3.9.3).
      return std::nullopt;
    }
    case K::Cancel:
      return std::nullopt;
    default:
      return ck.fail("M-3.3.3", "a transaction is open: add resources, pay or cancel");
  }
}

void perform_txn(State& s, const Action& a) {
  Txn& t = s.txn;
  switch (a.kind) {
    case K::Tap: {
      Txn::Act& act = t.acts[t.n_acts++];
      act.card = a.a;
      act.n = static_cast<std::uint8_t>(contributors(s, a.a, act.res, act.amount));
      for (int i = 0; i < act.n; ++i)
        t.pool[act.res[static_cast<std::size_t>(i)]] = static_cast<std::uint8_t>(
            t.pool[act.res[static_cast<std::size_t>(i)]] + act.amount[static_cast<std::size_t>(i)]);
      tap_group(s, a.a, kTapped | kTxnTapped);  // M-3.4.4, I-13
      if (a.seat != s.active) t.ally_helped = 1;
      return;
    }
    case K::Exchange:
      t.pool[a.a] = static_cast<std::uint8_t>(t.pool[a.a] - 3);
      ++t.pool[a.b];
      return;
    case K::Sell: {
      Player& pl = s.player(a.seat);
      const bool own = a.seat == s.active;
      if (a.a == kUnknownType) {
        --pl.unknown[a.c];
        ++t.sold_unknown[a.c];
        if (!own) ++t.ally_sold_unknown[a.c];
      } else {
        --pl.hand[a.a];
        ++t.sold[a.a];
        if (!own) ++t.ally_sold[a.a];
      }
      ++t.pool[a.b];
      if (!own) t.ally_helped = 1;
      return;
    }
    case K::Trade:
      --t.pool[a.b];
      ++t.pool[a.c];
      if (a.d != kNone) ++t.pool[a.d];
      tap_group(s, a.a, kTapped | kTxnTapped);  // M-6.0.1, M-6.0.3
      return;
    case K::Art: {
      int k = 0;
      while (t.acts[static_cast<std::size_t>(k)].card != a.b) ++k;
      Txn::Act& act = t.acts[static_cast<std::size_t>(k)];
      for (int i = 0; i < act.n; ++i) {
        if (!((a.c >> i) & 1)) continue;
        const auto u = static_cast<std::size_t>(i);
        t.pool[act.res[u]] =
            static_cast<std::uint8_t>(t.pool[act.res[u]] + (act.amount[u] << act.exp[u]));
        ++act.exp[u];
      }
      tap_group(s, a.a, kTapped | kTxnTapped);
      return;
    }
    case K::Bureaucrat:
      ++t.waived[a.b];
      if (a.c != kNone) ++t.waived[a.c];
      tap_group(s, a.a, kTapped | kTxnTapped);
      return;
    case K::Pay:
      commit(s);
      return;
    case K::Cancel: {  // M-3.3.4: nothing happened
      for (Card& c : s.cards)
        if (c.flags & kTxnTapped) c.flags &= static_cast<std::uint8_t>(~(kTapped | kTxnTapped));
      Player& pl = s.player(s.active);
      Player& ally = s.player((s.active + 2) % kMaxPlayers);  // only in the alliance game
      for (std::size_t i = 0; i < kMaxTypes; ++i) {
        pl.hand[i] = static_cast<std::uint8_t>(pl.hand[i] + t.sold[i] - t.ally_sold[i]);
        ally.hand[i] = static_cast<std::uint8_t>(ally.hand[i] + t.ally_sold[i]);
      }
      for (std::size_t k = 0; k < kDrawPiles; ++k) {
        pl.unknown[k] =
            static_cast<std::uint8_t>(pl.unknown[k] + t.sold_unknown[k] - t.ally_sold_unknown[k]);
        ally.unknown[k] = static_cast<std::uint8_t>(ally.unknown[k] + t.ally_sold_unknown[k]);
      }
      t = Txn{};
      back_to_rest(s, Phase::Main);
      return;
    }
    default:
      return;
  }
}

static void commit(State& s) {
  Txn& t = s.txn;
  const int p = s.active;
  Player& pl = s.player(p);
  if (t.ally_helped) s.ally_fee_paid = 1;
  for (Card& c : s.cards) c.flags &= static_cast<std::uint8_t>(~kTxnTapped);
  for (int i = 0; i < kMaxTypes; ++i)
    s.out[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(
        s.out[static_cast<std::size_t>(i)] + t.sold[static_cast<std::size_t>(i)]);
  for (int k = 0; k < kDrawPiles; ++k)
    s.out_unknown[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(
        s.out_unknown[static_cast<std::size_t>(k)] + t.sold_unknown[static_cast<std::size_t>(k)]);
  const Txn done = t;
  t = Txn{};  // M-3.3.3: the pool empties, the surplus is lost
  switch (static_cast<K>(done.kind)) {
    case K::Play: {
      const int type = done.arg[0];
      if (pl.hand[static_cast<std::size_t>(type)]) {
        --pl.hand[static_cast<std::size_t>(type)];
      } else {  // an unseen card is identified (its copy was unaccounted for)
        const auto k = static_cast<std::size_t>(s.cfg().type(type).pile);
        --pl.unknown[k];
        --s.pool[k][static_cast<std::size_t>(type)];
      }
      enter_table(s, type, p, done.arg[1]);
      back_to_rest(s, Phase::Main);
      return;
    }
    case K::Buy: {
      const int pile = done.arg[0];
      enter_table(s, s.building_top[static_cast<std::size_t>(pile)], p, done.arg[1]);
      s.building_top[static_cast<std::size_t>(pile)] = kNone;
      if (check_end(s)) return;  // M-7.5: prestige, last building
      if (s.building_hidden[static_cast<std::size_t>(pile)]) {
        s.reveal_pile = static_cast<std::uint8_t>(pile);
        s.phase = Phase::BuildingReveal;
        return;
      }
      back_to_rest(s, Phase::Main);
      return;
    }
    case K::Extra:
      ++pl.extra_draws;
      s.draw_for = DrawFor::Extra;
      s.reveal_pile = done.arg[0];
      s.phase = Phase::Reveal;
      return;
    case K::Discard:
      for (std::uint8_t id : done.arg)
        if (id != kNone) to_out(s, id);
      back_to_rest(s, Phase::Main);
      return;
    default:
      back_to_rest(s, Phase::Main);
      return;
  }
}

}  // namespace arbiter::medievalia
