// The flow of a combat (M-3.14..M-3.18): the effect of each combat decision, and the steps that
// follow it. Each step has a pending query (what is left to decide: pending_strike,
// pending_bonus, pending_order, power_usable) and a settle function that makes the forced
// choices (a single possibility; never written in a record) and says whether a decision is left,
// setting the phase that asks it. advance() runs the steps in their order. A decision whose side
// has no legal option is skipped; on error only, a SkipProbe is told of each skip (combat_skips.cpp
// explains a rejected token that fits one).
#include <bit>

#include "engine/medievalia/combat_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;

// Whether the damage of the combat is allocated (step 5 under way). Known from the decision
// performed: heals, shots and passes come after the allocation, every other decision before it.
enum class Allocated : bool { No, Yes };

// Step 4: each defending group strikes back one unit it blocks or that targets it.
bool settle_strikes(State& s) {
  Combat& cb = s.combat;
  for (int d = 0; d < cb.n_defend; ++d) {
    Unit& g = cb.defend[static_cast<std::size_t>(d)];
    if (g.strike) continue;
    const std::uint64_t m = strike_candidates(s, kDefendBase + d);
    if (std::popcount(m) == 1)
      g.strike = static_cast<std::uint8_t>(std::countr_zero(m));
    else if (m == 0)
      g.strike = kNone;  // strikes nobody
  }
  if (!pending_strike(s)) return false;
  s.phase = Phase::Strike;
  return true;
}

// The +0/1 bonuses of civil buildings (M-3.10.3) and Fantassins (M-6.3).
bool settle_bonuses(State& s) {
  std::array<std::uint8_t, kMaxCards> recv{};
  for (int i = 0; i < kMaxCards; ++i) {
    const int n = bonus_receivers(s, i, &recv);
    if (n == 0) s.card(i).flags |= kBonusGiven;
    if (n == 1) {
      ++s.card(recv[0]).bonus;
      s.card(i).flags |= kBonusGiven;
    }
  }
  const int giver = pending_bonus(s);
  if (giver < 0) return false;
  s.phase = Phase::Bonus;
  s.decider = s.card(giver).owner;
  return true;
}

// Allocation orders (M-3.16.2): a group's last unordered card is forced.
bool settle_orders(State& s) {
  const Combat& cb = s.combat;
  for (int k = 0; k < group_count(cb); ++k) {
    const int g = nth_group(cb, k);
    if (members(s, g, true) != 1) continue;
    for (int i = 0; i < kMaxCards; ++i)
      if (member(s, i, g) && !(s.card(i).flags & kOrdered)) {
        s.card(i).flags |= kOrdered;
        s.card(i).order = static_cast<std::uint8_t>(members(s, g, false));
      }
  }
  const int g = pending_order(s);
  if (!g) return false;
  s.phase = Phase::Order;
  s.decider = static_cast<std::uint8_t>(group_owner(s, g));
  return true;
}

// Step 5: Prêtre and Archer declarations alternate, attacker's side first, until both sides
// pass in a row; a side with no usable power passes.
void open_powers(State& s) {
  s.combat.side = 0;
  s.combat.passes = 0;
}
bool settle_powers(State& s, SkipProbe* probe) {
  Combat& cb = s.combat;
  while (cb.passes < 2) {
    if (power_usable(s, cb.side)) {
      s.phase = Phase::Powers;
      return true;
    }
    if (probe) note_skipped_powers(s, cb.side, *probe);
    ++cb.passes;
    cb.side ^= 1;
  }
  return false;
}

// Advances through the forced parts of a combat (from step 4) to its next decision, or resolves
// it. Once the damage is allocated, the steps before it have nothing left to settle in a combat
// reached by play (a position written by hand may leave one open: it is settled first, as ever).
void advance(State& s, Allocated allocated, SkipProbe* probe) {
  if (settle_strikes(s)) return;  // step 4: strike-back targets
  if (settle_bonuses(s)) return;  // +0/1 bonuses
  if (settle_orders(s)) return;   // allocation orders
  if (allocated == Allocated::No) {
    allocate(s);  // M-3.16.2, M-3.17
    open_powers(s);
  }
  if (settle_powers(s, probe)) return;  // step 5: Prêtre and Archer
  resolve(s);                           // step 6
}

// Step 3: each unblocked unit picks a target; then step 4 onwards.
int pending_target(const State& s) {  // an attacking unit without a blocker or a target, or 0
  for (int u = 1; u <= s.combat.n_attack; ++u) {
    const Unit& un = s.combat.attack[static_cast<std::size_t>(u - 1)];
    if (!un.blocker && !un.target) return u;
  }
  return 0;
}
void settle_targets(State& s, SkipProbe* probe) {
  if (pending_target(s)) {
    s.phase = Phase::Target;
    return;
  }
  advance(s, Allocated::No, probe);
}

// --- The decisions ---

void declare(State& s, const Action& a, SkipProbe* probe) {  // M-3.14
  Combat& cb = s.combat;
  const FiefId f = a.fief();
  if (f < 8)
    s.war_fiefs_lo |= static_cast<std::uint8_t>(1u << f);
  else
    s.war_fiefs_hi |= static_cast<std::uint8_t>(1u << (f - 8));
  cb = Combat{};
  cb.fief = f;
  cb.attacker = s.active;
  cb.defender = static_cast<std::uint8_t>(a.defender());
  cb.neutral = !is_player_fief(s, f);
  if (!cb.neutral) {
    s.phase = Phase::Deploy;  // step 1
    return;
  }
  // M-3.18: every troop of each side in the neutral fief forms one army, and they fight.
  cb.n_attack = 1;
  const int g = new_defend_group(s, kNone);
  cb.attack[0].blocker = static_cast<std::uint8_t>(g);
  cb.defend[0].blocks = 1ull << 1;
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& c = s.card(i);
    if (c.zone != Zone::Table || c.fief != f || !is_troop(s, i)) continue;
    if (c.owner == cb.attacker)
      engage(s, i, 1);
    else if (c.owner == cb.defender)
      engage(s, i, g);
  }
  advance(s, Allocated::No, probe);
}

void block(State& s, const Action& a) {  // step 2
  const CardId troop = a.troop();
  Unit& u = s.combat.attack[a.unit() - 1];
  int g = s.card(troop).unit;
  if (!g) {
    g = u.blocker ? u.blocker : new_defend_group(s, kNone);
    engage(s, troop, g);
  }
  u.blocker = static_cast<std::uint8_t>(g);
  group(s, g).blocks |= 1ull << a.unit();
}

// Ready ends the deployment (step 1), for the blocking if the defender has a troop to block
// with, or the blocking (step 2); the targets follow.
void ready(State& s, SkipProbe* probe) {
  if (s.phase == Phase::Deploy) {
    bool any = false;
    for (int i = 0; i < kMaxCards && !any; ++i) any = deployable(s, i, s.combat.defender);
    if (any) {
      s.phase = Phase::Block;
      return;
    }
    if (probe) note_skipped_block(s, *probe);
  }
  settle_targets(s, probe);
}

void target(State& s, const Action& a) {  // step 3
  const CardId t = a.target();
  int g = s.card(t).unit;
  if (is_host(s, t)) {
    if (!g) g = new_defend_group(s, t);
  } else if (!g) {
    g = new_defend_group(s, kNone);
    engage(s, t, g);
  }
  s.combat.attack[a.unit() - 1].target = static_cast<std::uint8_t>(g);
}

void order(State& s, const Action& a) {  // M-3.16.2
  Card& c = s.card(a.card());
  c.flags |= kOrdered;
  c.order = static_cast<std::uint8_t>(members(s, c.unit, false) - members(s, c.unit, true));
}

// The effect of a combat decision and the steps it leads to; `probe`, on error only, hears of
// the decisions skipped on the way.
void perform(State& s, const Action& a, SkipProbe* probe) {
  Combat& cb = s.combat;
  switch (a.kind) {
    case K::War:
      declare(s, a, probe);
      return;
    case K::Deploy:
      if (a.unit() > cb.n_attack) ++cb.n_attack;  // it forms a new unit
      engage(s, a.troop(), a.unit());
      return;
    case K::Block:
      block(s, a);
      return;
    case K::Ready:
      ready(s, probe);
      return;
    case K::Target:
      target(s, a);
      settle_targets(s, probe);
      return;
    case K::Strike:
      group(s, a.group()).strike = a.unit();
      advance(s, Allocated::No, probe);
      return;
    case K::Bonus:
      ++s.card(a.receiver()).bonus;
      s.card(a.giver()).flags |= kBonusGiven;
      advance(s, Allocated::No, probe);
      return;
    case K::Order:
      order(s, a);
      advance(s, Allocated::No, probe);
      return;
    case K::Heal:
    case K::Shoot:
      if (!perform_power(s, a)) return;  // outside combat: resolved at once
      cb.passes = 0;
      cb.side ^= 1;
      advance(s, Allocated::Yes, probe);
      return;
    case K::Pass:
      ++cb.passes;
      cb.side ^= 1;
      advance(s, Allocated::Yes, probe);
      return;
    default:
      return;
  }
}

}  // namespace

void perform_war(State& s, const Action& a) {
  perform(s, a, nullptr);
}

void perform_war_probed(State& s, const Action& a, SkipProbe& probe) {
  perform(s, a, &probe);
}

}  // namespace arbiter::medievalia
