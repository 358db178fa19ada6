// War (M-3.14..M-3.18) as a sequence of decisions by both sides: deployment, blocking, targets,
// strike-back choices, +0/1 bonuses, allocation orders, Prêtre/Archer declarations, resolution.
// Forced choices (a single possibility) are made here and never written in a record.
#include <bit>

#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;

// Groups are 1.. (attacking units) and kDefendBase.. (defending groups); at() guards the rest.
Unit& group(State& s, int g) {
  return g >= kDefendBase ? s.combat.defend.at(static_cast<std::size_t>(g - kDefendBase))
                          : s.combat.attack.at(static_cast<std::size_t>(g - 1));
}
const Unit& group(const State& s, int g) {
  return g >= kDefendBase ? s.combat.defend.at(static_cast<std::size_t>(g - kDefendBase))
                          : s.combat.attack.at(static_cast<std::size_t>(g - 1));
}

bool deployable(const State& s, int id, int p) {
  const Card& c = s.card(id);
  return c.zone == Zone::Table && c.owner == p && c.fief == s.combat.fief && is_troop(s, id) &&
         !(c.flags & kTapped) && c.host == kNone;
}

int side_of(const State& s, int seat) {  // 0 attacker's side, 1 defender's, -1 neither
  const Combat& cb = s.combat;
  if (seat == cb.attacker || allies(s, seat, cb.attacker)) return 0;
  if (seat == cb.defender || allies(s, seat, cb.defender)) return 1;
  return -1;
}

int net_damage(const Card& c) {
  return c.damage > c.heals ? c.damage - c.heals : 0;
}

}  // namespace

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

namespace {

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

// Cards that receive damage in group g (a targeted host is not one of them: it comes last).
bool member(const State& s, int id, int g) {
  return s.card(id).zone == Zone::Table && s.card(id).unit == g && id != group(s, g).host;
}

int members(const State& s, int g, bool unordered_only) {
  int n = 0;
  for (int i = 0; i < kMaxCards; ++i)
    if (member(s, i, g) && !(unordered_only && (s.card(i).flags & kOrdered))) ++n;
  return n;
}

// Strike-back candidates of defending group g (M-3.15 step 4), as a bitmask of attacking units.
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

}  // namespace

// The group whose allocation order is being decided, or 0.
int pending_order(const State& s) {
  const Combat& cb = s.combat;
  for (int k = 0; k < cb.n_attack + cb.n_defend; ++k) {
    const int g = k < cb.n_attack ? k + 1 : kDefendBase + (k - cb.n_attack);
    if (members(s, g, true) >= 2 && incoming(s, g) > 0) return g;
  }
  return 0;
}

int pending_bonus(const State& s) {
  for (int i = 0; i < kMaxCards; ++i)
    if (bonus_receivers(s, i, nullptr) >= 2) return i;
  return -1;
}

namespace {

int pending_strike(const State& s) {
  for (int d = 0; d < s.combat.n_defend; ++d)
    if (s.combat.defend[static_cast<std::size_t>(d)].strike == 0) return kDefendBase + d;
  return 0;
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

void allocate(State& s) {  // M-3.16.2, M-3.17
  const Combat& cb = s.combat;
  for (int k = 0; k < cb.n_attack + cb.n_defend; ++k) {
    const int g = k < cb.n_attack ? k + 1 : kDefendBase + (k - cb.n_attack);
    int rem = incoming(s, g);
    const bool host = group(s, g).host != kNone;
    const int n = members(s, g, false);
    for (int pos = 1; pos <= n; ++pos) {
      for (int i = 0; i < kMaxCards; ++i) {
        Card& c = s.card(i);
        if (!member(s, i, g) || c.order != pos) continue;
        // M-3.16.2: min(remaining, D_i) for every card but the last.
        const int take = (pos == n && !host) ? rem : std::min(rem, effective_defence(s, i));
        c.damage = static_cast<std::uint8_t>(c.damage + take);
        rem -= take;
      }
    }
    if (host) group(s, g).leftover = static_cast<std::uint8_t>(rem);
  }
}

void resolve(State& s) {  // M-3.15 step 6, M-3.16.3, M-3.17
  Combat& cb = s.combat;
  const Options& o = s.options();
  std::array<bool, kMaxCards> dead{};
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& c = s.card(i);
    if (c.zone != Zone::Table || !c.damage) continue;
    const TypeInfo& t = s.cfg().card(i);
    if ((t.troop() || t.category == Category::MilitaryBuilding) &&
        net_damage(c) >= effective_defence(s, i))
      dead[static_cast<std::size_t>(i)] = true;
  }
  std::array<bool, kMaxCards> destroyed{};
  for (int d = 0; d < cb.n_defend; ++d) {
    const Unit& g = cb.defend[static_cast<std::size_t>(d)];
    if (g.host == kNone) continue;
    bool guards_left = false;
    for (int i = 0; i < kMaxCards; ++i)
      if (s.card(i).zone == Zone::Table && s.card(i).unit == kDefendBase + d && i != g.host &&
          !dead[static_cast<std::size_t>(i)])
        guards_left = true;
    const bool city = s.cfg().card(g.host).category == Category::City;
    const int needed = city ? effective_defence(s, g.host) : 1;
    if (!guards_left && g.leftover >= needed) destroyed[g.host] = true;  // I-24
  }
  if (o.combat_taps)  // M-3.14.6
    for (int i = 0; i < kMaxCards; ++i) {
      Card& c = s.card(i);
      if (c.zone == Zone::Table && c.unit && is_troop(s, i) && group(s, c.unit).host == kNone)
        c.flags |= kTapped;
    }
  for (int i = 0; i < kMaxCards; ++i) {
    Card& c = s.card(i);
    c.unit = 0;
    c.order = 0;
    c.flags &= static_cast<std::uint8_t>(~(kEngaged | kBonusGiven | kOrdered));
  }
  for (int i = 0; i < kMaxCards; ++i) {
    if (!dead[static_cast<std::size_t>(i)]) continue;
    if (s.cfg().card(i).category == Category::MilitaryBuilding &&
        o.military_building_elimination == MilitaryBuildingElimination::Stays)
      continue;  // A-41 alternative: eliminated for this combat only
    to_out(s, i);
  }
  for (int i = 0; i < kMaxCards; ++i) {
    if (!destroyed[static_cast<std::size_t>(i)] || !on_table(s, i)) continue;
    if (s.cfg().card(i).category == Category::City)
      eliminate(s, s.card(i).owner, OutReason::CityDestroyed);  // M-7.2
    else
      to_out(s, i);  // M-3.17.3
  }
  cb = Combat{};
  s.phase = Phase::War;
  if (check_end(s)) return;  // M-7.5: a City destroyed
  back_to_rest(s, Phase::War);
}

}  // namespace
bool heal_target_ok(const State& s, int pretre, int target);
bool shoot_target_ok(const State& s, int archer, int target, int seat);
namespace {

bool power_card_ok(const State& s, int id, int seat, Power power) {
  if (id >= kMaxCards || !on_table(s, id)) return false;
  const Card& c = s.card(id);
  if (c.owner != seat || s.cfg().card(id).power != power || (c.flags & kTapped)) return false;
  if ((c.flags & kEngaged) && !s.options().engaged_may_use_powers) return false;  // M-6.0.4
  return true;
}

bool in_range(const State& s, int a, int b) {
  const int f = s.card(a).fief, g = s.card(b).fief;
  return f == g || adjacent(s, f, g);
}

bool archer_immune(const State& s, int id) {  // M-6.2, M-3.11.3
  const int host = s.card(id).host;
  if (host == kNone) return false;
  return s.cfg().card(host).category == Category::City || has_military_building(s, host);
}

// Advances through the forced parts of a combat to its next decision, or resolves it.
void advance(State& s) {
  Combat& cb = s.combat;
  // Step 4: strike-back targets.
  for (int d = 0; d < cb.n_defend; ++d) {
    Unit& g = cb.defend[static_cast<std::size_t>(d)];
    if (g.strike) continue;
    const std::uint64_t m = strike_candidates(s, kDefendBase + d);
    if (std::popcount(m) == 1)
      g.strike = static_cast<std::uint8_t>(std::countr_zero(m));
    else if (m == 0)
      g.strike = kNone;  // strikes nobody
  }
  if (pending_strike(s)) {
    s.phase = Phase::Strike;
    return;
  }
  // +0/1 bonuses.
  std::array<std::uint8_t, kMaxCards> recv{};
  for (int i = 0; i < kMaxCards; ++i) {
    const int n = bonus_receivers(s, i, &recv);
    if (n == 0) s.card(i).flags |= kBonusGiven;
    if (n == 1) {
      ++s.card(recv[0]).bonus;
      s.card(i).flags |= kBonusGiven;
    }
  }
  if (const int giver = pending_bonus(s); giver >= 0) {
    s.phase = Phase::Bonus;
    s.decider = s.card(giver).owner;
    return;
  }
  // Allocation orders: a group's last unordered card is forced.
  for (int k = 0; k < cb.n_attack + cb.n_defend; ++k) {
    const int g = k < cb.n_attack ? k + 1 : kDefendBase + (k - cb.n_attack);
    if (members(s, g, true) != 1) continue;
    for (int i = 0; i < kMaxCards; ++i)
      if (member(s, i, g) && !(s.card(i).flags & kOrdered)) {
        s.card(i).flags |= kOrdered;
        s.card(i).order = static_cast<std::uint8_t>(members(s, g, false));
      }
  }
  if (const int g = pending_order(s)) {
    s.phase = Phase::Order;
    s.decider = static_cast<std::uint8_t>(group_owner(s, g));
    return;
  }
  if (s.phase != Phase::Powers) {
    allocate(s);
    cb.side = 0;
    cb.passes = 0;
  }
  while (cb.passes < 2) {  // step 5: declarations alternate, attacker's side first
    if (power_usable(s, cb.side)) {
      s.phase = Phase::Powers;
      return;
    }
    ++cb.passes;
    cb.side ^= 1;
  }
  resolve(s);
}

}  // namespace

int group_owner(const State& s, int g) {
  return g >= kDefendBase ? s.combat.defender : s.combat.attacker;
}

bool in_group(const State& s, int id, int g) {
  return member(s, id, g);
}

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

bool heal_target_ok(const State& s, int pretre, int target) {
  if (target >= kMaxCards || !on_table(s, target) || target == pretre) return false;
  if (!in_range(s, pretre, target)) return false;
  const TypeInfo& t = s.cfg().card(target);
  if (t.troop()) return net_damage(s.card(target)) >= 1;
  if (t.category == Category::City && s.options().heal_targets == HealTargets::TroopsAndCity) {
    const int g = s.card(target).unit;
    return g >= kDefendBase && group(s, g).host == target && group(s, g).leftover > 0;
  }
  return false;
}

bool shoot_target_ok(const State& s, int archer, int target, int seat) {
  if (target >= kMaxCards || !on_table(s, target) || !is_troop(s, target)) return false;
  if (!enemies(s, seat, s.card(target).owner)) return false;
  return in_range(s, archer, target) && !archer_immune(s, target);
}

bool power_usable(const State& s, int side) {
  for (int q = 0; q < s.num_players; ++q) {
    if (!s.player(q).alive || side_of(s, q) != side) continue;
    for (int i = 0; i < kMaxCards; ++i) {
      const Power pw = s.cfg().card(i).power;
      if (pw != Power::Pretre && pw != Power::Archer) continue;
      if (!power_card_ok(s, i, q, pw)) continue;
      for (int t = 0; t < kMaxCards; ++t)
        if (pw == Power::Pretre ? heal_target_ok(s, i, t) : shoot_target_ok(s, i, t, q))
          return true;
    }
  }
  return false;
}

Verdict check_war(const State& s, const Action& a, Checker ck) {
  const Combat& cb = s.combat;
  const int p = s.active;
  switch (a.kind) {
    case K::War: {
      if (s.phase != Phase::Main && s.phase != Phase::March && s.phase != Phase::War)
        return ck.fail("M-3.14.1", "war is declared after external movement");
      if (a.a >= s.cfg().num_fiefs) return ck.fail("M-3.14.2", "no such fief");
      if (s.war_fought(a.a)) return ck.fail("M-3.14.3", "one combat per fief per turn");
      if (a.b >= s.num_players) return ck.fail("M-3.14.2", "no such player");
      if (a.b == p) return ck.fail("M-3.14.2", "war is declared on an opponent, not on oneself");
      if (allies(s, p, a.b))
        return ck.fail("M-3.14.2", [&] {
          return "P" + std::to_string(a.b + 1) + " is P" + std::to_string(p + 1) +
                 "'s ally (M-8.1): war is declared on an opponent";
        });
      if (!s.player(a.b).alive)
        return ck.fail("I-21",
                       [&] { return "P" + std::to_string(a.b + 1) + " is no longer in the game"; });
      if (a.a == own_fief(p) && !s.options().attack_at_home)
        return ck.fail("M-3.14.7", "no attack in the own fief (attack_at_home=false)");
      bool mine = false, deploy = false, theirs = a.a == own_fief(a.b);
      for (int i = 0; i < kMaxCards; ++i) {
        const Card& c = s.card(i);
        if (c.zone != Zone::Table || c.fief != a.a || !is_troop(s, i)) continue;
        if (c.owner == p) {
          mine = true;
          deploy = deploy || (!(c.flags & kTapped) && c.host == kNone);
        }
        if (c.owner == a.b) theirs = true;
      }
      if (!mine) return ck.fail("M-3.14.2", [&] { return "no own troop in " + fief_name(s, a.a); });
      if (!theirs)
        return ck.fail("M-3.14.2",
                       [&] { return fief_name(s, a.a) + " holds no card of that opponent"; });
      if (is_player_fief(s, a.a) && !deploy)
        return ck.fail("M-3.15",
                       [&] { return "no untapped free troop to deploy in " + fief_name(s, a.a); });
      return std::nullopt;
    }
    case K::Deploy: {
      if (s.phase != Phase::Deploy) return ck.fail("M-3.15", "not the deployment step");
      if (a.a >= kMaxCards || !deployable(s, a.a, p) || s.card(a.a).unit)
        return ck.fail("M-3.15", "deploy an untapped, unattached own troop of this fief, once");
      if (a.b < 1 || a.b > cb.n_attack + 1 || a.b > kMaxUnits - 1)
        return ck.fail("M-3.15", [&] {
          return "join a unit 1.." + std::to_string(cb.n_attack) + " or form unit " +
                 std::to_string(cb.n_attack + 1);
        });
      return std::nullopt;
    }
    case K::Block: {
      if (s.phase != Phase::Block) return ck.fail("M-3.15", "not the blocking step");
      if (a.a >= kMaxCards || !deployable(s, a.a, cb.defender))
        return ck.fail("M-3.15", "block with an untapped, unattached defending troop of this fief");
      if (a.b < 1 || a.b > cb.n_attack) return ck.fail("M-3.15", "no such attacking unit");
      const int g = s.card(a.a).unit;
      const int blocker = cb.attack[a.b - 1].blocker;
      if (g && (s.options().block_one_to_one || blocker))
        return ck.fail("A-15",
                       [&] { return card_name(s, a.a) + " already blocks (block_one_to_one)"; });
      if (!g && cb.n_defend >= kMaxUnits && !blocker) return ck.fail("M-3.15", "too many groups");
      return std::nullopt;
    }
    case K::Ready: {
      if (s.phase == Phase::Deploy) {
        if (cb.n_attack == 0) return ck.fail("M-3.15", "deploy at least one unit");
        if (cb.fief != own_fief(p))
          for (int i = 0; i < kMaxCards; ++i)
            if (deployable(s, i, p) && !s.card(i).unit)
              return ck.fail("M-3.15", [&] {
                return "outside his own fief the attacker deploys every deployable troop (" +
                       card_name(s, i) + ")";
              });
        return std::nullopt;
      }
      if (s.phase == Phase::Block) {
        if (cb.fief != own_fief(cb.defender))
          for (int i = 0; i < kMaxCards; ++i)
            if (deployable(s, i, cb.defender) && !s.card(i).unit)
              return ck.fail("M-3.15", [&] {
                return "outside his own fief the defender blocks with every deployable troop (" +
                       card_name(s, i) + ")";
              });
        return std::nullopt;
      }
      return ck.fail("M-3.15", "nothing to make ready");
    }
    case K::Target: {
      if (s.phase != Phase::Target) return ck.fail("M-3.15", "not the target step");
      if (a.a < 1 || a.a > cb.n_attack || cb.attack[a.a - 1].blocker || cb.attack[a.a - 1].target)
        return ck.fail("M-3.15", "only an unblocked unit without a target picks one");
      if (a.b >= kMaxCards || !on_table(s, a.b) || s.card(a.b).owner != cb.defender ||
          s.card(a.b).fief != cb.fief)
        return ck.fail("M-3.15", "the target is a card of the defender in this fief");
      const TypeInfo& t = s.cfg().card(a.b);
      if (t.troop() && s.card(a.b).host != kNone)
        return ck.fail("M-3.15", "an attached troop is reached by targeting its host");
      if (!t.troop() && !t.host())
        return ck.fail("M-3.10.4", "buildings are not targeted separately");
      return std::nullopt;
    }
    case K::Strike: {
      if (s.phase != Phase::Strike || !pending_strike(s) || a.a != pending_strike(s))
        return ck.fail("M-3.15", "not this group's strike-back choice");
      if (a.b > 63 || !((strike_candidates(s, a.a) >> a.b) & 1))
        return ck.fail("M-3.15", "it strikes a unit it blocks or one that targets it");
      return std::nullopt;
    }
    case K::Bonus: {
      if (s.phase != Phase::Bonus || a.a != pending_bonus(s))
        return ck.fail("M-3.10.3", "not this card's bonus choice");
      std::array<std::uint8_t, kMaxCards> recv{};
      const int n = bonus_receivers(s, a.a, &recv);
      for (int i = 0; i < n; ++i)
        if (recv[static_cast<std::size_t>(i)] == a.b) return std::nullopt;
      return ck.fail(
          s.cfg().card(a.a).power == Power::Fantassin ? RuleId("M-6.3") : RuleId("M-3.10.3"),
          "the +0/1 goes to another card of the same army or host");
    }
    case K::Order: {
      const int g = pending_order(s);
      if (s.phase != Phase::Order || !g) return ck.fail("M-3.16.2", "no allocation order to give");
      if (a.a >= kMaxCards || !in_group(s, a.a, g) || (s.card(a.a).flags & kOrdered))
        return ck.fail("M-3.16.2", "name the next card of the receiving group");
      return std::nullopt;
    }
    case K::Heal:
    case K::Shoot: {
      const bool heal = a.kind == K::Heal;
      const int q = a.seat;
      const bool outside = !heal && s.options().archer_outside_combat && q == p &&
                           (s.phase == Phase::Main || s.phase == Phase::March ||
                            s.phase == Phase::War);  // steps 3 and 4
      if (!outside) {
        if (s.phase != Phase::Powers)
          return ck.fail(heal ? RuleId("M-6.1") : RuleId("M-6.2"),
                         "powers are used in combat step 5");
        if (q >= s.num_players || side_of(s, q) != cb.side)
          return ck.fail(
              "M-6.2", "declarations alternate, attacker side first: the other side declares now");
      }
      if (!power_card_ok(s, a.a, q, heal ? Power::Pretre : Power::Archer))
        return ck.fail(heal ? RuleId("M-6.1") : RuleId("M-6.2"), [&] {
          return "use an own untapped " + std::string(heal ? "Pretre" : "Archer") +
                 " that is not engaged in this combat (M-6.0.4)";
        });
      if (heal ? !heal_target_ok(s, a.a, a.b) : !shoot_target_ok(s, a.a, a.b, q))
        return ck.fail(heal ? RuleId("M-6.1") : RuleId("M-6.2"), [&] {
          return heal ? "heal a damaged troop (not itself) in the same or an adjacent fief"
                      : "shoot an enemy troop in the same or an adjacent fief, not attached to a "
                        "City or a host with a military building";
        });
      return std::nullopt;
    }
    case K::Pass:
      if (s.phase != Phase::Powers) return ck.fail("M-6.2", "nothing to pass");
      return std::nullopt;
    default:
      return ck.fail("M-3.15", "not a combat decision");
  }
}

void perform_war(State& s, const Action& a) {
  Combat& cb = s.combat;
  switch (a.kind) {
    case K::War: {
      if (a.a < 8)
        s.war_fiefs_lo |= static_cast<std::uint8_t>(1u << a.a);
      else
        s.war_fiefs_hi |= static_cast<std::uint8_t>(1u << (a.a - 8));
      cb = Combat{};
      cb.fief = a.a;
      cb.attacker = s.active;
      cb.defender = a.b;
      cb.neutral = !is_player_fief(s, a.a);
      if (!cb.neutral) {
        s.phase = Phase::Deploy;
        return;
      }
      // M-3.18: every troop of each side in the neutral fief forms one army.
      cb.n_attack = 1;
      const int g = new_defend_group(s, kNone);
      cb.attack[0].blocker = static_cast<std::uint8_t>(g);
      cb.defend[0].blocks = 1ull << 1;
      for (int i = 0; i < kMaxCards; ++i) {
        const Card& c = s.card(i);
        if (c.zone != Zone::Table || c.fief != a.a || !is_troop(s, i)) continue;
        if (c.owner == cb.attacker)
          engage(s, i, 1);
        else if (c.owner == cb.defender)
          engage(s, i, g);
      }
      s.phase = Phase::Strike;
      advance(s);
      return;
    }
    case K::Deploy:
      if (a.b > cb.n_attack) ++cb.n_attack;
      engage(s, a.a, a.b);
      return;
    case K::Block: {
      Unit& u = cb.attack[a.b - 1];
      int g = s.card(a.a).unit;
      if (!g) {
        g = u.blocker ? u.blocker : new_defend_group(s, kNone);
        engage(s, a.a, g);
      }
      u.blocker = static_cast<std::uint8_t>(g);
      group(s, g).blocks |= 1ull << a.b;
      return;
    }
    case K::Ready:
      if (s.phase == Phase::Deploy) {
        s.phase = Phase::Block;
        bool any = false;
        for (int i = 0; i < kMaxCards && !any; ++i) any = deployable(s, i, cb.defender);
        if (any) return;
      }
      s.phase = Phase::Target;
      [[fallthrough]];
    case K::Target: {
      if (a.kind == K::Target) {
        int g = s.card(a.b).unit;
        if (is_host(s, a.b)) {
          if (!g) g = new_defend_group(s, a.b);
        } else if (!g) {
          g = new_defend_group(s, kNone);
          engage(s, a.b, g);
        }
        cb.attack[a.a - 1].target = static_cast<std::uint8_t>(g);
      }
      for (int u = 0; u < cb.n_attack; ++u)
        if (!cb.attack[static_cast<std::size_t>(u)].blocker &&
            !cb.attack[static_cast<std::size_t>(u)].target)
          return;  // more targets to pick
      s.phase = Phase::Strike;
      advance(s);
      return;
    }
    case K::Strike:
      group(s, a.a).strike = a.b;
      advance(s);
      return;
    case K::Bonus:
      ++s.card(a.b).bonus;
      s.card(a.a).flags |= kBonusGiven;
      advance(s);
      return;
    case K::Order: {
      Card& c = s.card(a.a);
      c.flags |= kOrdered;
      c.order = static_cast<std::uint8_t>(members(s, c.unit, false) - members(s, c.unit, true));
      advance(s);
      return;
    }
    case K::Heal:
    case K::Shoot: {
      tap_group(s, a.a, kTapped);                                          // M-6.0.1, M-6.0.3
      if (const int u = s.card(a.a).unit; u && group(s, u).host == kNone)  // M-6.0.4: its army
        for (int i = 0; i < kMaxCards; ++i)
          if (member(s, i, u)) s.card(i).flags |= kTapped;
      Card& t = s.card(a.b);
      if (a.kind == K::Shoot)
        ++t.damage;
      else if (is_troop(s, a.b))
        ++t.heals;
      else
        --group(s, t.unit).leftover;
      if (s.phase != Phase::Powers) {  // archer_outside_combat: resolved at once
        if (net_damage(t) >= effective_defence(s, a.b)) to_out(s, a.b);
        after_event(s);
        return;
      }
      cb.passes = 0;
      cb.side ^= 1;
      advance(s);
      return;
    }
    case K::Pass:
      ++cb.passes;
      cb.side ^= 1;
      advance(s);
      return;
    default:
      return;
  }
}

}  // namespace arbiter::medievalia
