// The groups of a combat (M-3.15): attacking units 1.., defending groups kDefendBase..; who is in
// which, what strikes what, and the choices still pending in each (strike-back, +0/1 bonus,
// allocation order).
#include "engine/medievalia/combat_internal.h"

namespace arbiter::medievalia {

Unit& group(State& s, int g) {
  return g >= kDefendBase ? s.combat.defend.at(static_cast<std::size_t>(g - kDefendBase))
                          : s.combat.attack.at(static_cast<std::size_t>(g - 1));
}
const Unit& group(const State& s, int g) {
  return g >= kDefendBase ? s.combat.defend.at(static_cast<std::size_t>(g - kDefendBase))
                          : s.combat.attack.at(static_cast<std::size_t>(g - 1));
}

int nth_group(const Combat& cb, int k) {
  return k < cb.n_attack ? k + 1 : kDefendBase + (k - cb.n_attack);
}

bool deployable(const State& s, int id, int p) {
  const Card& c = s.card(id);
  return c.zone == Zone::Table && c.owner == p && c.fief == s.combat.fief && is_troop(s, id) &&
         !(c.flags & kTapped) && c.host == kNone;
}

int side_of(const State& s, int seat) {
  const Combat& cb = s.combat;
  if (seat == cb.attacker || allies(s, seat, cb.attacker)) return 0;
  if (seat == cb.defender || allies(s, seat, cb.defender)) return 1;
  return -1;
}

int group_owner(const State& s, int g) {
  return g >= kDefendBase ? s.combat.defender : s.combat.attacker;
}

bool member(const State& s, int id, int g) {
  return s.card(id).zone == Zone::Table && s.card(id).unit == g && id != group(s, g).host;
}

bool in_group(const State& s, int id, int g) {
  return member(s, id, g);
}

int members(const State& s, int g, bool unordered_only) {
  int n = 0;
  for (int i = 0; i < kMaxCards; ++i)
    if (member(s, i, g) && !(unordered_only && (s.card(i).flags & kOrdered))) ++n;
  return n;
}

void engage(State& s, int id, int g) {
  s.card(id).unit = static_cast<std::uint8_t>(g);
  s.card(id).flags |= kEngaged;
}

int new_defend_group(State& s, int host) {
  const int g = kDefendBase + s.combat.n_defend++;
  group(s, g).host = static_cast<std::uint8_t>(host);
  if (host != kNone) {
    s.card(host).unit = static_cast<std::uint8_t>(g);  // the host is targeted, not a member
    s.card(host).flags |= kEngaged;
    for (int i = 0; i < kMaxCards; ++i)
      if (i != host && s.card(i).host == host && is_guard(s, i)) engage(s, i, g);
  }
  return g;
}

// --- Attack ---

int unit_attack(const State& s, int u) {
  int total = 0;
  for (int i = 0; i < kMaxCards; ++i)
    if (s.card(i).zone == Zone::Table && s.card(i).unit == u) total += attack_of(s, i);
  return total;
}

int group_attack(const State& s, int g) {
  const Unit& d = group(s, g);
  const bool tapped_count = d.blocks || s.options().tapped_target_strikes_back;
  int total = 0;
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& c = s.card(i);
    if (c.zone == Zone::Table && c.unit == g && (tapped_count || !(c.flags & kTapped)) &&
        (i != d.host || s.cfg().card(i).category == Category::City))
      total += attack_of(s, i);  // a territory strikes with 0; the City with its attack
  }
  return total;
}

int incoming(const State& s, int g) {
  const Combat& cb = s.combat;
  int total = 0;
  if (g < kDefendBase) {
    for (int d = 0; d < cb.n_defend; ++d)
      if (cb.defend[static_cast<std::size_t>(d)].strike == g)
        total += group_attack(s, kDefendBase + d);
    return total;
  }
  for (int u = 1; u <= cb.n_attack; ++u) {
    const Unit& un = cb.attack[static_cast<std::size_t>(u - 1)];
    if (un.blocker == g || (un.blocker == 0 && un.target == g)) total += unit_attack(s, u);
  }
  return total;
}

// --- Pending choices ---

std::uint64_t strike_candidates(const State& s, int g) {
  const Unit& d = group(s, g);
  if (d.blocks) return d.blocks;
  std::uint64_t m = 0;
  for (int u = 1; u <= s.combat.n_attack; ++u)
    if (s.combat.attack[static_cast<std::size_t>(u - 1)].blocker == 0 &&
        s.combat.attack[static_cast<std::size_t>(u - 1)].target == g)
      m |= 1ull << u;
  return m;
}

int pending_strike(const State& s) {
  for (int d = 0; d < s.combat.n_defend; ++d)
    if (s.combat.defend[static_cast<std::size_t>(d)].strike == 0) return kDefendBase + d;
  return 0;
}

// Receivers of a civil building's +0/1 (M-3.10.3) or a Fantassin's (M-6.3); -1 if not a giver.
int bonus_receivers(const State& s, int giver, std::array<std::uint8_t, kMaxCards>* out) {
  const Card& c = s.card(giver);
  if (c.zone != Zone::Table || (c.flags & kBonusGiven)) return -1;
  const TypeInfo& t = s.cfg().card(giver);
  int n = 0;
  auto add = [&](int id) {
    if (out) (*out)[static_cast<std::size_t>(n)] = static_cast<std::uint8_t>(id);
    ++n;
  };
  if (t.category == Category::CivilBuilding) {
    const int host = c.host;
    const Card& h = s.card(host);
    if (!h.unit || group(s, h.unit).host != host) return -1;  // its host is not a target
    if (s.cfg().card(host).category == Category::City) add(host);
    for (int i = 0; i < kMaxCards; ++i)
      if (s.card(i).zone == Zone::Table && s.card(i).unit == h.unit && s.card(i).host == host)
        add(i);
    return n;
  }
  if (t.power == Power::Fantassin && s.options().fantassin_bonus && c.unit &&
      group(s, c.unit).host == kNone) {
    for (int i = 0; i < kMaxCards; ++i)
      if (i != giver && s.card(i).zone == Zone::Table && s.card(i).unit == c.unit && is_troop(s, i))
        add(i);
    return n == 0 ? -1 : n;
  }
  return -1;
}

int pending_bonus(const State& s) {
  for (int i = 0; i < kMaxCards; ++i)
    if (bonus_receivers(s, i, nullptr) >= 2) return i;
  return -1;
}

// The group whose allocation order is being decided, or 0.
int pending_order(const State& s) {
  const Combat& cb = s.combat;
  for (int k = 0; k < group_count(cb); ++k) {
    const int g = nth_group(cb, k);
    if (members(s, g, true) >= 2 && incoming(s, g) > 0) return g;
  }
  return 0;
}

}  // namespace arbiter::medievalia
