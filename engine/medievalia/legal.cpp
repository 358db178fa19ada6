// Legal actions: candidates per phase, each filtered through the same check as apply (quietly),
// so the list is exactly what apply accepts. Chance weights and random candidates for the
// verifier's rejection check.
#include <algorithm>
#include <bit>
#include <cassert>
#include <numeric>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;
using Buffer = Medievalia::ActionBuffer;

void add(const State& s, Buffer& out, const Action& a) {
  if (!check_action(s, a, Checker::quiet())) out.push(a);
}

void own_cards(const State& s, int p, std::array<std::uint8_t, kMaxCards>& ids, int& n,
               bool own_fief_only) {
  n = 0;
  for_each_owned(s, p, [&](int i) {
    if (!own_fief_only || s.card(i).fief == own_fief(p))
      ids[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(i);
  });
}

void step_actions(const State& s, Buffer& out) {
  const int p = s.active;
  std::array<std::uint8_t, kMaxCards> mine{};
  int n = 0;
  own_cards(s, p, mine, n, false);
  std::array<std::uint8_t, 8> hosts{};
  int nh = 0;
  for (int k = 0; k < n; ++k)
    if (is_host(s, mine[static_cast<std::size_t>(k)]) && nh < 8)
      hosts[static_cast<std::size_t>(nh++)] = mine[static_cast<std::size_t>(k)];
  if (s.phase == Phase::Main) {
    const Player& pl = s.player(p);
    for (int t = 0; t < s.cfg().num_types; ++t) {
      const TypeInfo& ti = s.cfg().type(t);
      const bool held = pl.hand[static_cast<std::size_t>(t)] ||
                        (ti.pile >= 0 && pl.unknown[static_cast<std::size_t>(ti.pile)]);
      if (!held) continue;
      if (ti.troop())
        for (int h = 0; h < nh; ++h)
          add(s, out, act(K::Play, p, t, hosts[static_cast<std::size_t>(h)]));
      add(s, out, act(K::Play, p, t));  // kNone, no host, sorts after every host
    }
    for (int k = 0; k < kBuildingPiles; ++k)
      if (s.building_top[static_cast<std::size_t>(k)] != kNone)
        for (int h = 0; h < nh; ++h)
          add(s, out, act(K::Buy, p, k, hosts[static_cast<std::size_t>(h)]));
    for (int k = 0; k < kDrawPiles; ++k) add(s, out, act(K::Extra, p, k));
    // Discards: single territories, or (batch_territory_discard) every ascending set of them.
    std::array<std::uint8_t, 4> terr{};
    int nt = 0;
    for (int h = 0; h < nh; ++h)
      if (s.cfg().card(hosts[static_cast<std::size_t>(h)]).category == Category::Territory &&
          nt < 4)
        terr[static_cast<std::size_t>(nt++)] = hosts[static_cast<std::size_t>(h)];
    const int sets = s.options().batch_territory_discard ? (1 << nt) : 0;
    for (int h = 0; h < nt; ++h)
      if (!sets) add(s, out, act(K::Discard, p, terr[static_cast<std::size_t>(h)]));
    ActionList<Action, 16> batches;  // by mask, not in order: sorted before they are added
    for (int m = 1; m < sets; ++m) {
      std::array<int, 4> ids{kNone, kNone, kNone, kNone};
      int k = 0;
      for (int h = 0; h < nt; ++h)
        if ((m >> h) & 1) ids[static_cast<std::size_t>(k++)] = terr[static_cast<std::size_t>(h)];
      batches.push(act(K::Discard, p, ids[0], ids[1], ids[2], ids[3]));
    }
    batches.sort();
    for (const Action& a : batches) add(s, out, a);
    for (int k = 0; k < n; ++k) {
      const int id = mine[static_cast<std::size_t>(k)];
      if (!is_troop(s, id) || s.card(id).fief != own_fief(p)) continue;
      for (int h = 0; h < nh; ++h)
        add(s, out, act(K::Attach, p, id, hosts[static_cast<std::size_t>(h)]));
      add(s, out, act(K::Attach, p, id, kNone));  // detach: kNone sorts last
    }
  }
  for (int k = 0; k < n; ++k) add(s, out, act(K::Remove, p, mine[static_cast<std::size_t>(k)]));
  if (s.phase != Phase::War)
    for (int k = 0; k < n; ++k) {
      const int id = mine[static_cast<std::size_t>(k)];
      if (!is_troop(s, id)) continue;
      for (int f = 0; f < s.cfg().num_fiefs; ++f)
        if (adjacent(s, s.card(id).fief, f)) add(s, out, act(K::Go, p, id, f));
    }
  unsigned present = 0;  // fiefs holding an own troop
  for (int k = 0; k < n; ++k)
    if (is_troop(s, mine[static_cast<std::size_t>(k)]))
      present |= 1u << s.card(mine[static_cast<std::size_t>(k)]).fief;
  for (int f = 0; f < s.cfg().num_fiefs; ++f)
    if ((present >> f) & 1)
      for (int q = 0; q < s.num_players; ++q)
        if (enemies(s, p, q) && s.player(q).alive) add(s, out, Action::war(p, FiefId(f), q));
  if (s.options().archer_outside_combat)
    for (int k = 0; k < n; ++k) {
      const int id = mine[static_cast<std::size_t>(k)];
      if (s.cfg().card(id).power != Power::Archer) continue;
      for (int t = 0; t < kMaxCards; ++t)
        if (on_table(s, t) && is_troop(s, t)) add(s, out, Action::shoot(p, CardId(id), CardId(t)));
    }
  out.push(act(K::End, p));
}

// The commonest phase: activations, sales and exchanges are generated directly from the
// conditions of check_txn (the verifier compares both on every step of --thorough runs).
// In the one order of legal actions by construction: kind by kind (Tap, Exchange, Sell, Trade,
// Art, Bureaucrat, Pay, Cancel), each over the seats, then the fields ascending.
void txn_actions(const State& s, Buffer& out) {
  const int p = s.active;
  const Txn& txn = s.txn;
  unsigned part = 0;  // the seats taking part: the active player and his living allies
  for (int q = 0; q < s.num_players; ++q)
    if (q == p || (allies(s, p, q) && s.player(q).alive)) part |= 1u << q;
  auto takes_part = [&](int q) { return (part >> q) & 1u; };
  for (int q = 0; q < s.num_players && txn.n_acts < kMaxActivations; ++q)
    if (takes_part(q))
      for_each_owned(s, q, [&](int i) {  // untapped, unattached producers of the own fief
        const Card& c = s.card(i);
        if (!(c.flags & kTapped) && c.host == kNone && c.fief == own_fief(q) &&
            s.cfg().card(i).produces != kNone && !taps_building_host(s, i))
          out.push(act(K::Tap, q, i));
      });
  for (int q = 0; q < s.num_players; ++q)  // the active player, or his ally (M-4.5)
    if (takes_part(q))
      for (int r = 0; r < kResources; ++r)
        if (txn.pool[static_cast<std::size_t>(r)] >= 3)
          for (int t = 0; t < kResources; ++t)
            if (t != r) out.push(act(K::Exchange, q, r, t));
  for (int q = 0; q < s.num_players; ++q) {
    if (!takes_part(q) || !(q == p || s.options().ally_hand_sales)) continue;  // M-8.6
    const Player& pl = s.player(q);
    for (int t = 0; t < s.cfg().num_types; ++t)
      if (pl.hand[static_cast<std::size_t>(t)] > sale_reserve(s, q, t))
        for (int r = 0; r < kResources; ++r) out.push(act(K::Sell, q, t, r));
    unsigned piles = 0;  // the piles with an unseen card to sell
    for (int k = 0; k < kDrawPiles; ++k)
      if (pl.unknown[static_cast<std::size_t>(k)] > unknown_reserve(s, q, k)) piles |= 1u << k;
    for (int r = 0; r < kResources && piles; ++r)  // kUnknownType sorts after every type
      for (int k = 0; k < kDrawPiles; ++k)
        if ((piles >> k) & 1u) out.push(act(K::Sell, q, kUnknownType, r, k));
  }
  auto untapped = [&](Power power, auto&& f) {
    for_each_owned(s, p, [&](int i) {
      if (!(s.card(i).flags & kTapped) && s.cfg().card(i).power == power) f(i);
    });
  };
  untapped(Power::Marchand, [&](int i) {
    for (int r = 0; r < kResources; ++r) {
      if (!txn.pool[static_cast<std::size_t>(r)]) continue;
      for (int o = 0; o < kResources; ++o) {
        if (r == Gold)
          for (int o2 = o; o2 < kResources; ++o2) add(s, out, act(K::Trade, p, i, r, o, o2));
        else
          add(s, out, act(K::Trade, p, i, r, o));
      }
    }
  });
  if (txn.n_acts > 0) {
    // The activations by card id, not in activation order (at most 24).
    std::array<std::uint8_t, kMaxActivations> by_card{};
    const int n = txn.n_acts;
    std::iota(by_card.begin(), by_card.begin() + n, std::uint8_t{0});
    std::sort(by_card.begin(), by_card.begin() + n,
              [&](std::uint8_t x, std::uint8_t y) { return txn.acts[x].card < txn.acts[y].card; });
    untapped(Power::Artiste, [&](int i) {
      for (int k = 0; k < n; ++k) {
        const Txn::Act& x = txn.acts[by_card[static_cast<std::size_t>(k)]];
        const int want = x.n < 3 ? x.n : 3;
        for (int m = 1; m < (1 << x.n); ++m)
          if (std::popcount(static_cast<unsigned>(m)) == want)
            add(s, out, act(K::Art, p, i, x.card, m));
      }
    });
  }
  if (static_cast<K>(txn.kind) == K::Buy)
    untapped(Power::Bureaucrate, [&](int i) {
      for (int r = 0; r < kResources; ++r) {
        for (int r2 = r; r2 < kResources; ++r2) add(s, out, act(K::Bureaucrat, p, i, r, r2));
        add(s, out, act(K::Bureaucrat, p, i, r));  // one waived resource: kNone sorts last
      }
    });
  add(s, out, act(K::Pay, p));
  out.push(act(K::Cancel, p));
}

void combat_actions(const State& s, Buffer& out) {
  const Combat& cb = s.combat;
  const int who = Medievalia::current_seat(s);
  switch (s.phase) {
    case Phase::Deploy:
    case Phase::Block:
      for (int i = 0; i < kMaxCards; ++i) {
        const Card& c = s.card(i);
        if (c.zone != Zone::Table || c.owner != who || c.fief != cb.fief || !is_troop(s, i))
          continue;
        const int units = s.phase == Phase::Deploy ? cb.n_attack + 1 : cb.n_attack;
        for (int u = 1; u <= units; ++u)
          add(s, out,
              s.phase == Phase::Deploy ? Action::deploy(who, CardId(i), UnitId(u))
                                       : Action::block(who, CardId(i), UnitId(u)));
      }
      add(s, out, Action::ready(who));
      return;
    case Phase::Target:
      for (int u = 1; u <= cb.n_attack; ++u)
        for (int i = 0; i < kMaxCards; ++i)
          if (on_table(s, i) && s.card(i).owner == cb.defender && s.card(i).fief == cb.fief)
            add(s, out, Action::aim(who, UnitId(u), CardId(i)));
      return;
    case Phase::Strike:
      for (int g = kDefendBase; g < kDefendBase + cb.n_defend; ++g)
        for (int u = 1; u <= cb.n_attack; ++u)
          add(s, out, Action::strike(who, GroupId(g), UnitId(u)));
      return;
    case Phase::Bonus: {
      const int giver = pending_bonus(s);
      std::array<std::uint8_t, kMaxCards> recv{};
      const int n = bonus_receivers(s, giver, &recv);
      ActionList<Action, kMaxCards> bonuses;  // the receivers come host first: sorted here
      for (int k = 0; k < n; ++k)
        bonuses.push(Action::bonus(who, CardId(giver), CardId(recv[static_cast<std::size_t>(k)])));
      bonuses.sort();
      for (const Action& a : bonuses) add(s, out, a);
      return;
    }
    case Phase::Order: {
      const int g = pending_order(s);
      for (int i = 0; i < kMaxCards; ++i)
        if (in_group(s, i, g)) add(s, out, Action::order(who, CardId(i)));
      return;
    }
    case Phase::Powers:
      for (const Power pw : {Power::Pretre, Power::Archer})  // Heal sorts before Shoot
        for (int q = 0; q < s.num_players; ++q) {
          if (!s.player(q).alive) continue;
          for (int i = 0; i < kMaxCards; ++i) {
            const Card& c = s.card(i);
            if (c.zone != Zone::Table || c.owner != q || (c.flags & kTapped) ||
                s.cfg().card(i).power != pw)
              continue;
            for (int t = 0; t < kMaxCards; ++t)
              if (on_table(s, t))
                add(s, out,
                    pw == Power::Pretre ? Action::heal(q, CardId(i), CardId(t))
                                        : Action::shoot(q, CardId(i), CardId(t)));
          }
        }
      out.push(act(K::Pass, who));
      return;
    default:
      return;
  }
}

}  // namespace

namespace {

// The actions in the one order of legal actions (docs/architecture.md), by construction:
// kind by kind, then the fields ascending.
void generate(const State& s, Medievalia::ActionBuffer& out) {
  out.clear();
  switch (s.phase) {
    case Phase::GameOver:
      return;
    case Phase::SetupFirst:
      for (int p = 0; p < s.num_players; ++p) out.push(act(K::FirstPlayer, kNone, p));
      return;
    case Phase::SetupReminder:
    case Phase::Reveal:
    case Phase::BuildingReveal:
      for (int t = 0; t < s.cfg().num_types; ++t) add(s, out, act(K::Reveal, kNone, t));
      add(s, out, act(K::Reveal, kNone, kUnknownType));
      return;
    case Phase::DraftPick:
    case Phase::Draw:
      for (int k = 0; k < kDrawPiles; ++k) add(s, out, act(K::Draw, s.active, k));
      if (s.phase == Phase::Draw)
        for_each_owned(s, s.active, [&](int i) { add(s, out, act(K::Remove, s.active, i)); });
      return;
    case Phase::Upkeep:
      for (int i = 0; i < kMaxCards; ++i)
        if (on_table(s, i) && s.card(i).owner == s.active) add(s, out, act(K::Remove, s.active, i));
      return;
    case Phase::Main:
    case Phase::March:
    case Phase::War:
      step_actions(s, out);
      return;
    case Phase::Txn:
      txn_actions(s, out);
      return;
    default:
      combat_actions(s, out);
      return;
  }
}

}  // namespace

void Medievalia::legal_actions(const State& s, ActionBuffer& out) {
  generate(s, out);
  assert(out.strictly_increasing() && "the generator left the one order (verify/step_checks.h)");
}

std::uint32_t Medievalia::chance_weight(const State& s, const Action& a) {
  switch (s.phase) {
    case Phase::SetupFirst:
      return 1;
    case Phase::SetupReminder:
      return a.a == kUnknownType ? 0 : s.pool[s.reminders_set][a.a];
    case Phase::Reveal: {
      if (a.a == kUnknownType) return 0;  // an unseen draw is for transcribers, never sampled
      const auto k = static_cast<std::size_t>(s.reveal_pile);
      if (s.pile_size[k] == 1) return 1;  // the face-up reminder
      return s.pool[k][a.a];
    }
    case Phase::BuildingReveal:
      return a.a < kMaxTypes ? s.building_pool[a.a] : 0;
    default:
      return 1;
  }
}

Medievalia::Action Medievalia::sample_action(const State& s, std::uint64_t bits) {
  auto take = [&](int mod) {
    const int v = static_cast<int>(bits % static_cast<std::uint64_t>(mod));
    bits /= static_cast<std::uint64_t>(mod);
    return v;
  };
  Action a;
  a.kind = static_cast<K>(take(kActionKinds));
  const Seat who = current_seat(s);
  a.seat = take(4) == 0 ? static_cast<std::uint8_t>(take(s.num_players))
                        : static_cast<std::uint8_t>(who < 0 ? kNone : who);
  auto field = [&]() -> std::uint8_t {
    switch (take(4)) {
      case 0:
        return kNone;
      case 1:
        return static_cast<std::uint8_t>(take(4));
      case 2:
        return static_cast<std::uint8_t>(take(kMaxTypes));
      default:
        return static_cast<std::uint8_t>(take(kMaxCards));
    }
  };
  a.a = field();
  a.b = field();
  a.c = take(3) ? kNone : field();
  a.d = take(3) ? kNone : field();
  return a;
}

}  // namespace arbiter::medievalia
