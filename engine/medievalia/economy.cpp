// Transactions (M-3.3): once a purpose opened one (economy_open.cpp), activations, exchanges,
// sales, Marchand, Artiste, Bureaucrate and ally contributions fill its pool, `pay` commits it
// (surplus lost) and `cancel` rolls it back (atomicity, M-3.3.4). This file checks them; their
// effects are in economy_commit.cpp.
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

// The "what if" upkeep check of a payment (M-5.6, upkeep_break=illegal): would the transaction,
// once paid, leave the active player more troops than twice his food capacity? A troop played
// is asked as a hypothesis; a territory discarded, on a copy (it takes its buildings along and
// frees its troops). Other transactions add no troop and take no food.
bool payment_breaks_upkeep(const State& s) {
  if (s.options().upkeep_break != UpkeepBreak::Illegal) return false;
  const Txn& t = s.txn;
  const int p = s.active;
  if (static_cast<K>(t.kind) == K::Play && s.cfg().type(t.arg[0]).troop())
    return over_upkeep(s, p, Hypothesis{-1, t.arg[1], false, t.arg[0]});
  if (static_cast<K>(t.kind) == K::Discard) {
    State after = s;
    commit_txn(after);
    return over_upkeep(after, p);
  }
  return false;
}

// Whether the pool holds the printed cost of the card played, the surcharge aside.
bool covers_printed_cost(const State& s) {
  const Res& printed = s.cfg().type(s.txn.arg[0]).cost;
  for (int r = 0; r < kResources; ++r)
    if (s.txn.pool[static_cast<std::size_t>(r)] < printed[static_cast<std::size_t>(r)])
      return false;
  return true;
}

// A pool short of a played card's cost with the +{G,G} surcharge of a building its owner lacks
// (M-3.5.3); when only the surcharge is short and only his ally owns one, the rule that allies
// share no buildings (M-8.2). A pool short of the printed cost would be short with the building
// too: the ally's is not the point then.
Violation surcharge_not_covered(const State& s, int enabler, Checker ck) {
  const int p = s.active;
  const std::string building = type_name(s, enabler);
  auto short_of = [&] {
    return "the pool " + res_letters(s.txn.pool) + " does not cover the cost " +
           res_letters(s.cfg().type(s.txn.arg[0]).cost) + " + {GG} surcharge";
  };
  for (int q = 0; q < s.num_players && covers_printed_cost(s); ++q)
    if (allies(s, p, q) && owns_building_type(s, q, enabler))
      return ck.fail("M-8.2", [&] {
        return short_of() + ": the " + building + " is P" + std::to_string(q + 1) +
               "'s, and allies share no buildings (no " + building + " in P" +
               std::to_string(p + 1) + "'s fief)";
      });
  return ck.fail("M-3.3.3", [&] {
    return short_of() + " (no " + building + " in P" + std::to_string(p + 1) + "'s fief, M-3.5.3)";
  });
}

// Who may act in an open transaction (M-8.6, M-8.7): the active player, and his living ally
// only to activate cards, exchange or sell; and no activation that taps a building's host.
Verdict check_txn_actor(const State& s, const Action& a, Checker ck) {
  const int p = s.active;
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
  return std::nullopt;
}

// An activation (M-3.4): an own untapped, unattached producing card in the own fief.
Verdict check_txn_tap(const State& s, const Action& a, Checker ck) {
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
  if (s.txn.n_acts >= kMaxActivations)
    return ck.fail("M-3.3", "too many activations in one transaction");
  return std::nullopt;
}

// An exchange (M-4.1): 3 of one resource in the pool become 1 of another.
Verdict check_txn_exchange(const State& s, const Action& a, Checker ck) {
  if (a.a >= kResources || a.b >= kResources) return ck.fail("M-4.1", "resources are F, E, G, M");
  if (a.a == a.b) return ck.fail("M-4.1", "3 resources of one type become 1 of a different type");
  if (s.txn.pool[a.a] < 3) return ck.fail("M-4.1", "the pool holds fewer than 3 of that resource");
  return std::nullopt;
}

// A sale of a hand card (M-4.2), by the active player or (ally_hand_sales) his ally; the card
// being played is not for sale.
Verdict check_txn_sell(const State& s, const Action& a, Checker ck) {
  const int p = s.active;
  const Txn& t = s.txn;
  const int q = a.seat;
  if (q != p && !s.options().ally_hand_sales)
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

// A Marchand's trade (M-6.5): 1 resource becomes 1 of another type, gold 2 of any.
Verdict check_txn_trade(const State& s, const Action& a, Checker ck) {
  if (Verdict v = check_power_card(s, a.a, Power::Marchand, "M-6.5", "Marchand", ck)) return v;
  if (a.b >= kResources || a.c >= kResources) return ck.fail("M-6.5", "resources are F, E, G, M");
  if (s.txn.pool[a.b] == 0) return ck.fail("M-6.5", "the pool holds no such resource");
  if (a.b == Gold) {
    if (a.d >= kResources || a.c > a.d)
      return ck.fail("M-6.5", "gold becomes 2 resources of any type, written in order (G>EM)");
  } else if (a.d != kNone || a.c == a.b) {
    return ck.fail("M-6.5", "1 resource becomes 1 of another type (only gold yields 2)");
  }
  return std::nullopt;
}

// An Artiste's doubling (M-6.7): of an own card activated in this transaction, up to 3 of its
// contributors.
Verdict check_txn_art(const State& s, const Action& a, Checker ck) {
  const int p = s.active;
  const Txn& t = s.txn;
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
                     : "tap:" + card_name(s, a.b) + " first, then art:" + card_name(s, a.a) + ">" +
                           card_name(s, a.b);
        });
  }
  const int n = t.acts[static_cast<std::size_t>(k)].n;
  const int want = n < 3 ? n : 3;
  if (a.c >= (1u << n) || std::popcount(static_cast<unsigned>(a.c)) != want)
    return ck.fail("M-6.7", [&] {
      return "the Artiste doubles " + std::to_string(want) + " contributor(s) of that activation";
    });
  return std::nullopt;
}

// A Bureaucrate's waiver (M-6.6): 2 symbols (or the last one) of a building's price.
Verdict check_txn_bureaucrat(const State& s, const Action& a, Checker ck) {
  if (Verdict v = check_power_card(s, a.a, Power::Bureaucrate, "M-6.6", "Bureaucrate", ck))
    return v;
  if (static_cast<K>(s.txn.kind) != K::Buy)
    return ck.fail("M-6.6", "a Bureaucrate reduces a building's price");
  const Res cost = txn_cost(s);
  const int left = total(cost);
  if (left == 0) return ck.fail("I-16", "the price is already 0");
  if (a.b >= kResources || (left >= 2 ? a.c >= kResources || a.c < a.b : a.c != kNone))
    return ck.fail("M-6.6", [&] {
      return left >= 2 ? "waive 2 cost symbols, written in order" : "waive the last cost symbol";
    });
  Res need{};
  ++need[a.b];
  if (a.c != kNone) ++need[a.c];
  for (int r = 0; r < kResources; ++r)
    if (need[static_cast<std::size_t>(r)] > cost[static_cast<std::size_t>(r)])
      return ck.fail("M-6.6", "the price has no such symbol left to waive");
  return std::nullopt;
}

// The pool against the cost, resource by resource (M-3.3.3; a territory's M, M-3.6; a played
// card's surcharge, M-3.5.3); on success, `spare` is what the pool holds beyond the cost.
Verdict check_pool_covers(const State& s, const Res& cost, int& spare, Checker ck) {
  const int p = s.active;
  const Txn& t = s.txn;
  for (int r = 0; r < kResources; ++r) {
    const int have = t.pool[static_cast<std::size_t>(r)], need = cost[static_cast<std::size_t>(r)];
    if (have < need && static_cast<K>(t.kind) == K::Discard)  // M-3.6: 1 M per territory
      return ck.fail(
          "M-3.6",
          [&] {
            return "discarding a territory costs 1 M (manpower): the pool " + res_letters(t.pool) +
                   " holds " + std::to_string(have) + " of the " + std::to_string(need) + " M due";
          },
          [&] { return manpower_help(s); });
    if (have < need) {
      // A card played without its building pays the +{G,G} surcharge (M-3.5.3): say so.
      const int enabler =
          static_cast<K>(t.kind) == K::Play ? s.cfg().type(t.arg[0]).enabled_by : kNone;
      if (enabler != kNone && !owns_building_type(s, p, enabler))
        return surcharge_not_covered(s, enabler, ck);
      return ck.fail("M-3.3.3", [&] {
        return "the pool " + res_letters(t.pool) + " does not cover the cost " + res_letters(cost);
      });
    }
    spare += have - need;
  }
  return std::nullopt;
}

// A payment (M-3.3): the pool covers the cost, an extra draw's 4 resources (M-3.8) and the
// ally's fee (M-8.6), and leaves the upkeep kept (M-5.6).
Verdict check_txn_pay(const State& s, Checker ck) {
  const Txn& t = s.txn;
  int spare = 0;
  if (Verdict v = check_pool_covers(s, txn_cost(s), spare, ck)) return v;
  if (static_cast<K>(t.kind) == K::Extra && spare < 4)
    return ck.fail("M-3.8", "an extra draw costs any 4 resources");
  const int owed = static_cast<K>(t.kind) == K::Extra ? 4 : 0;
  if (t.ally_helped && !s.ally_fee_paid && spare - owed < 1)
    return ck.fail("M-8.6", "the ally's help costs 1 extra resource once per turn");
  if (payment_breaks_upkeep(s))
    return ck.fail("M-5.6", "this would leave more troops than twice the food capacity");
  return std::nullopt;
}

}  // namespace

Verdict check_txn(const State& s, const Action& a, Checker ck) {
  if (Verdict v = check_txn_actor(s, a, ck)) return v;
  switch (a.kind) {
    case K::Tap:
      return check_txn_tap(s, a, ck);
    case K::Exchange:
      return check_txn_exchange(s, a, ck);
    case K::Sell:
      return check_txn_sell(s, a, ck);
    case K::Trade:  // M-6.5
      return check_txn_trade(s, a, ck);
    case K::Art:  // M-6.7
      return check_txn_art(s, a, ck);
    case K::Bureaucrat:  // M-6.6
      return check_txn_bureaucrat(s, a, ck);
    case K::Pay:
      return check_txn_pay(s, ck);
    case K::Cancel:
      return std::nullopt;
    default:
      return ck.fail("M-3.3.3", "a transaction is open: add resources, pay or cancel");
  }
}

}  // namespace arbiter::medievalia
