// Medievalia invariants on the economy: food and gold recounts, the price, the open transaction.
#include <algorithm>
#include <array>
#include <string>

#include "engine/medievalia/invariants_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia::invariants_detail {

namespace {

bool own_card_on_table(const State& s, int i, int p) {
  return s.card(i).zone == Zone::Table && s.card(i).owner == p;
}

// Whether a player has a copy of `type` on the table (M-3.5.3: the building a card shows).
bool has_type(const State& s, int p, int type) {
  const TypeInfo& t = s.cfg().type(type);
  for (int i = t.first_id; i < t.first_id + t.count; ++i)
    if (own_card_on_table(s, i, p)) return true;
  return false;
}

std::string count(int n, const std::string& what) {  // "1 sale", "2 sales"
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

std::string letters(const std::array<int, kResources>& r) {
  std::string t;
  for (int k = 0; k < kResources; ++k) t.append(ix(std::min(r[ix(k)], 64)), kResourceLetter[k]);
  return "{" + t + "}";
}

}  // namespace

// M-5.2: the troops a player must feed, in any fief: every character and (upkeep_scope=
// all_troops) military card; the City, territories and buildings never eat.
int troops_to_feed(const State& s, int p) {
  const bool all = s.options().upkeep_scope == UpkeepScope::AllTroops;
  int n = 0;
  for (int i = 0; i < kMaxCards; ++i) {
    if (!own_card_on_table(s, i, p)) continue;
    const Category c = s.cfg().card(i).category;
    n += c == Category::Character || (all && c == Category::Military);
  }
  return n;
}

// What a player's own-fief cards could produce of one resource, tapped cards included and nothing
// tapped for it (M-5.3 for food, M-7.4 for the gold tie-break): each free card its printed output
// (M-3.4.3); with `boosts`, each host (territory, or the City under city_boost, M-3.4.5) also 1
// per attached manpower-producing troop up to its booster places, in the host's resource
// (M-3.4.4), and 1 per attached civil building, of the host's resource or, under
// building_output=printed, of the building's own (M-3.4.6). Attached cards yield nothing else.
int could_produce(const State& s, int p, int resource, bool boosts) {
  const Config& cfg = s.cfg();
  const bool printed = s.options().building_output == BuildingOutput::Printed;
  int total = 0;
  for (int h = 0; h < kMaxCards; ++h) {
    const Card& c = s.card(h);
    // A free card in p's own fief (a seat's fief index is the seat).
    if (!own_card_on_table(s, h, p) || c.fief != p || c.host != kNone) continue;
    const TypeInfo& t = cfg.card(h);
    if (t.produces == resource) total += t.production;
    const bool host = t.category == Category::Territory ||
                      (t.category == Category::City && s.options().city_boost);
    if (!boosts || !host) continue;
    int boosters = 0;
    for (int i = 0; i < kMaxCards; ++i) {
      if (s.card(i).zone != Zone::Table || s.card(i).host != h) continue;
      const TypeInfo& a = cfg.card(i);
      const bool troop = a.category == Category::Character || a.category == Category::Military;
      if (troop && a.produces == Manpower)
        ++boosters;
      else if (a.category == Category::CivilBuilding &&
               (printed ? a.produces : t.produces) == resource)
        ++total;
    }
    if (t.produces == resource) total += std::min<int>(boosters, t.max_boosters);
  }
  return total;
}

Price price_to_pay(const State& s) {
  const Config& cfg = s.cfg();
  const Txn& t = s.txn;
  Price price;
  switch (static_cast<K>(t.kind)) {
    case K::Play: {
      const TypeInfo& card = cfg.type(t.arg[0]);
      for (int r = 0; r < kResources; ++r) price.fixed[ix(r)] = card.cost[ix(r)];
      if (card.enabled_by != kNone && !has_type(s, s.active, card.enabled_by))
        price.fixed[Gold] += 2;
      break;
    }
    case K::Buy: {
      const TypeInfo& building = cfg.type(s.building_top[t.arg[0]]);
      for (int r = 0; r < kResources; ++r)
        price.fixed[ix(r)] = building.cost[ix(r)] - t.waived[ix(r)];
      break;
    }
    case K::Discard:
      for (std::uint8_t id : t.arg) price.fixed[Manpower] += id != kNone;
      break;
    case K::Extra:
      price.any = 4;
      break;
    default:
      break;
  }
  if (t.ally_helped && !s.ally_fee_paid) ++price.any;
  return price;
}

namespace {

// The power cards the transaction tapped (M-6.0.1): an upper bound on those used in it (a card
// tapped with its host's group counts too).
struct TxnPowers {
  int marchands = 0, artistes = 0, bureaucrates = 0;
};

TxnPowers txn_powers(const State& s) {
  const Config& cfg = s.cfg();
  TxnPowers n;
  for_each_owned(s, s.active, [&](int i) {
    if (!(s.card(i).flags & kTxnTapped)) return;
    n.marchands += cfg.card(i).power == Power::Marchand;
    n.artistes += cfg.card(i).power == Power::Artiste;
    n.bureaucrates += cfg.card(i).power == Power::Bureaucrate;
  });
  return n;
}

// I-15: an activation's contributors, the card's own output first, then 1 per booster (up to its
// limit) or civil building.
Verdict activation_shape(const State& s, const Txn::Act& a, const std::string& name) {
  const TypeInfo& ti = s.cfg().card(a.card);
  const bool boosted = ti.host() && (ti.category != Category::City || s.options().city_boost);
  const int most = boosted ? 1 + ti.max_boosters + 2 : 1;
  const bool printed = s.options().building_output == BuildingOutput::Printed;
  bool shape = a.n >= 1 && a.n <= most && a.n <= 5 && a.res[0] == ti.produces &&
               a.amount[0] == ti.production;
  for (int i = 1; i < a.n && shape; ++i)
    shape = a.amount[ix(i)] == 1 && a.res[ix(i)] < kResources &&
            (printed || a.res[ix(i)] == ti.produces);
  if (shape) return std::nullopt;
  const std::string r(1, ti.produces < kResources ? kResourceLetter[ti.produces] : '?');
  std::string recorded;  // as the position's acts field writes them: F, F2, F^1
  for (int i = 0; i < a.n && i < 5; ++i) {
    recorded += (i ? "," : "") +
                std::string(1, a.res[ix(i)] < kResources ? kResourceLetter[a.res[ix(i)]] : '?');
    if (a.amount[ix(i)] != 1) recorded += std::to_string(a.amount[ix(i)]);
    if (a.exp[ix(i)]) recorded += "^" + std::to_string(a.exp[ix(i)]);
  }
  return violation(
      "I-15",
      name + " yields its own " + r + (ti.production != 1 ? std::to_string(ti.production) : "") +
          (most > 1
               ? " first, then 1 " + (printed ? std::string("resource") : r) +
                     " per booster or civil building, " + count(most, "contributor") + " at most"
               : std::string(" alone")) +
          ": the activation's contributors " + (a.n ? recorded : "(none)") + " do not fit");
}

// I-13 and I-15 on one activation of the record; what it gave is added to `gave` (by resource)
// and its Artiste uses to `doublings`.
Verdict activation_record(const State& s, const Txn::Act& a, std::array<int, kResources>& gave,
                          int& doublings) {
  if (a.card >= kMaxCards || !on_table(s, a.card))
    return violation("I-13", "an activation of a card that is not on the table");
  const std::string name = card_name(s, a.card);
  if (!(s.card(a.card).flags & kTxnTapped))
    return violation("I-13", name + " is activated in this transaction but not tapped by it");
  if (Verdict v = activation_shape(s, a, name)) return v;
  // Each Artiste use doubles min(n, 3) contributors of one activation once (M-6.7).
  const int want = std::min<int>(a.n, 3);
  int sum = 0, top = 0;
  for (int i = 0; i < a.n; ++i) {
    sum += a.exp[ix(i)];
    top = std::max<int>(top, a.exp[ix(i)]);
    gave[a.res[ix(i)]] += a.amount[ix(i)] << a.exp[ix(i)];
  }
  if (sum % want || sum / want < top)
    return violation("I-15", name + "'s doublings (^N) are not whole Artiste uses: each doubles " +
                                 std::to_string(want) + " of its contributors at once (M-6.7)");
  doublings += sum / want;
  return std::nullopt;
}

// I-15 and I-16: the Artiste doublings and the price symbols waived against the Artistes and
// Bureaucrates the transaction tapped.
Verdict power_uses(const State& s, int doublings, const TxnPowers& n) {
  const Txn& t = s.txn;
  if (doublings > n.artistes)
    return violation("I-15", count(doublings, "Artiste doubling") + " in this transaction, but " +
                                 count(n.artistes, "Artiste") + (n.artistes == 1 ? " is" : " are") +
                                 " tapped by it: each doubles once (M-6.7)");
  const int waived = t.waived[0] + t.waived[1] + t.waived[2] + t.waived[3];
  if (waived > 2 * n.bureaucrates)
    return violation("I-16", count(waived, "price symbol") + " waived, but " +
                                 count(n.bureaucrates, "Bureaucrate") +
                                 (n.bureaucrates == 1 ? " is" : " are") +
                                 " tapped by this transaction: each waives 2 at most (M-6.6)");
  return std::nullopt;
}

// What was put in the pool and what it holds now.
struct PoolCount {
  std::array<int, kResources> gave{}, pool{};  // by resource: by the activations; in the pool
  int sales = 0, in = 0, have = 0;             // sales; all put in; all held
};

PoolCount pool_count(const Txn& t, const std::array<int, kResources>& gave) {
  PoolCount c;
  c.gave = gave;
  int from_acts = 0;
  for (int i = 0; i < kMaxTypes; ++i) c.sales += t.sold[ix(i)];
  for (int k = 0; k < kDrawPiles; ++k) c.sales += t.sold_unknown[ix(k)];
  for (int r = 0; r < kResources; ++r) {
    c.pool[ix(r)] = t.pool[ix(r)];
    c.have += c.pool[ix(r)];
    from_acts += gave[ix(r)];
  }
  c.in = from_acts + c.sales;
  return c;
}

// I-14 to I-16: the pool's total against what was put in, changed by exchanges and Marchands.
Verdict pool_total(const Txn& t, const PoolCount& c, int marchands) {
  // "the activations' {F}, 1 sale": what was put in.
  const std::string put = (t.n_acts ? "the activations' " + letters(c.gave) : "no activation") +
                          ", " + count(c.sales, "sale");
  if (c.in == 0 && c.have > 0)
    return violation("I-14", "the pool holds " + letters(c.pool) +
                                 ", but nothing was put in it: no activation (acts) and no sale "
                                 "(txsold) in this transaction, and exchanges and Marchands only "
                                 "change what is there (M-3.3)");
  if (c.in > 0 && c.have == 0)
    return violation("I-14", "the pool is empty, but " + count(c.in, "resource") +
                                 (c.in == 1 ? " was" : " were") + " put in it (" + put +
                                 "): an exchange or a Marchand always leaves a resource (M-4.1, "
                                 "M-6.5)");
  if (c.have > c.in + marchands)
    return violation("I-15", "the pool holds " + count(c.have, "resource") + " " + letters(c.pool) +
                                 ", more than its contributions give: " + std::to_string(c.in) +
                                 " put in (" + put + "), plus 1 per Marchand used for a gold (" +
                                 std::to_string(marchands) +
                                 " used, M-6.5); exchanges only take away (M-4.1)");
  if (marchands == 0 && (c.in - c.have) % 2)
    return violation("I-16", "the pool holds " + count(c.have, "resource") + " " + letters(c.pool) +
                                 ", but " + std::to_string(c.in) + " were put in (" + put +
                                 "): an exchange takes 2 away (3 for 1, M-4.1), so without a "
                                 "Marchand the difference is even");
  return std::nullopt;
}

// I-16: no more of the activations' resources gone than the exchanges and Marchands that fit
// can have taken.
Verdict pool_losses(const PoolCount& c, int marchands) {
  std::array<int, kResources> gone{};
  int missing = 0;
  for (int r = 0; r < kResources; ++r) {
    gone[ix(r)] = std::max(0, c.gave[ix(r)] - c.pool[ix(r)]);
    missing += gone[ix(r)];
  }
  const int exchanges = (c.in + marchands - c.have) / 2;
  if (missing > 3 * exchanges + marchands)
    return violation("I-16", "the pool " + letters(c.pool) + " lacks " + letters(gone) +
                                 " of the activations' " + letters(c.gave) +
                                 ": only an exchange (3 of a resource for 1, M-4.1) or a Marchand "
                                 "(M-6.5) takes resources out, and with " +
                                 std::to_string(c.in) + " put in and " + std::to_string(c.have) +
                                 " left at most " + count(exchanges, "exchange") + " and " +
                                 count(marchands, "Marchand trade") + " were made");
  return std::nullopt;
}

}  // namespace

// I-13..I-16 on the open transaction: its record against its pool. The pool holds what the
// activations put in it (each contributor's amount, doubled by each Artiste use, M-6.7) and the
// sales (+1 each, M-4.2), changed since by exchanges (3 of a resource for 1 of another, M-4.1) and
// Marchands (1 for 1 of another, or a gold for 2, M-6.5). The state keeps neither the resource a
// sale gave nor the exchanges and trades made, so the pool is checked against what they can make
// of the contributions: empty exactly when nothing was put in, at most the contributions plus one
// per Marchand used, an even difference without a Marchand (an exchange takes 2 away), and no more
// of the activations' resources gone than the exchanges and Marchands that fit can have taken.
Verdict txn_record(const State& s) {
  const Txn& t = s.txn;
  const TxnPowers powers = txn_powers(s);
  std::array<int, kResources> gave{};
  int doublings = 0;
  for (int k = 0; k < t.n_acts; ++k)
    if (Verdict v = activation_record(s, t.acts[ix(k)], gave, doublings)) return v;
  if (Verdict v = power_uses(s, doublings, powers)) return v;
  const PoolCount c = pool_count(t, gave);
  if (Verdict v = pool_total(t, c, powers.marchands)) return v;
  return pool_losses(c, powers.marchands);
}

}  // namespace arbiter::medievalia::invariants_detail
