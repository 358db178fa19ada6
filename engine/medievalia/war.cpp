// The checks of the combat decisions (M-3.14..M-3.18, M-6.1..M-6.3): the declaration of war,
// deployment, blocking, targets, strike-back choices, +0/1 bonuses, allocation orders, Prêtre and
// Archer declarations and passes. Their effects and the flow of a combat are in combat_flow.cpp;
// the groups in combat_groups.cpp, the powers in combat_powers.cpp, the damage in
// combat_damage.cpp.
#include "engine/medievalia/combat_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;

Verdict check_declaration(const State& s, const Action& a, Checker ck) {  // M-3.14
  const int p = s.active;
  const FiefId f = a.fief();
  const int d = a.defender();
  if (s.phase != Phase::Main && s.phase != Phase::March && s.phase != Phase::War)
    return ck.fail("M-3.14.1", "war is declared after external movement");
  if (f >= s.cfg().num_fiefs) return ck.fail("M-3.14.2", "no such fief");
  if (s.war_fought(f)) return ck.fail("M-3.14.3", "one combat per fief per turn");
  if (d >= s.num_players) return ck.fail("M-3.14.2", "no such player");
  if (d == p) return ck.fail("M-3.14.2", "war is declared on an opponent, not on oneself");
  if (allies(s, p, d))
    return ck.fail("M-3.14.2", [&] {
      return "P" + std::to_string(d + 1) + " is P" + std::to_string(p + 1) +
             "'s ally (M-8.1): war is declared on an opponent";
    });
  if (!s.player(d).alive)
    return ck.fail("I-21",
                   [&] { return "P" + std::to_string(d + 1) + " is no longer in the game"; });
  if (f == own_fief(p) && !s.options().attack_at_home)
    return ck.fail("M-3.14.7", "no attack in the own fief (attack_at_home=false)");
  bool mine = false, deploy = false, theirs = f == own_fief(d);
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& c = s.card(i);
    if (c.zone != Zone::Table || c.fief != f || !is_troop(s, i)) continue;
    if (c.owner == p) {
      mine = true;
      deploy = deploy || (!(c.flags & kTapped) && c.host == kNone);
    }
    if (c.owner == d) theirs = true;
  }
  if (!mine) return ck.fail("M-3.14.2", [&] { return "no own troop in " + fief_name(s, f); });
  if (!theirs)
    return ck.fail("M-3.14.2", [&] { return fief_name(s, f) + " holds no card of that opponent"; });
  if (is_player_fief(s, f) && !deploy)
    return ck.fail("M-3.15",
                   [&] { return "no untapped free troop to deploy in " + fief_name(s, f); });
  return std::nullopt;
}

Verdict check_deploy(const State& s, const Action& a, Checker ck) {  // step 1
  const Combat& cb = s.combat;
  const CardId troop = a.troop();
  const UnitId u = a.unit();
  if (s.phase != Phase::Deploy) return ck.fail("M-3.15", "not the deployment step");
  if (troop >= kMaxCards || !deployable(s, troop, s.active) || s.card(troop).unit)
    return ck.fail("M-3.15", "deploy an untapped, unattached own troop of this fief, once");
  if (u < 1 || u > cb.n_attack + 1 || u > kMaxUnits - 1)
    return ck.fail("M-3.15", [&] {
      return "join a unit 1.." + std::to_string(cb.n_attack) + " or form unit " +
             std::to_string(cb.n_attack + 1);
    });
  return std::nullopt;
}

Verdict check_block(const State& s, const Action& a, Checker ck) {  // step 2
  const Combat& cb = s.combat;
  const CardId troop = a.troop();
  const UnitId u = a.unit();
  if (s.phase != Phase::Block) return ck.fail("M-3.15", "not the blocking step");
  if (troop >= kMaxCards || !deployable(s, troop, cb.defender))
    return ck.fail("M-3.15", "block with an untapped, unattached defending troop of this fief");
  if (u < 1 || u > cb.n_attack) return ck.fail("M-3.15", "no such attacking unit");
  const int g = s.card(troop).unit;
  const int blocker = cb.attack[u - 1].blocker;
  if (g && (s.options().block_one_to_one || blocker))
    return ck.fail("A-15",
                   [&] { return card_name(s, troop) + " already blocks (block_one_to_one)"; });
  if (!g && cb.n_defend >= kMaxUnits && !blocker) return ck.fail("M-3.15", "too many groups");
  return std::nullopt;
}

// Ready ends the deployment or the blocking; outside his own fief a side engages every
// deployable troop.
Verdict check_ready(const State& s, Checker ck) {
  const Combat& cb = s.combat;
  const int p = s.active;
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

Verdict check_target(const State& s, const Action& a, Checker ck) {  // step 3
  const Combat& cb = s.combat;
  const UnitId u = a.unit();
  const CardId t = a.target();
  if (s.phase != Phase::Target) return ck.fail("M-3.15", "not the target step");
  if (u < 1 || u > cb.n_attack || cb.attack[u - 1].blocker || cb.attack[u - 1].target)
    return ck.fail("M-3.15", "only an unblocked unit without a target picks one");
  if (t >= kMaxCards || !on_table(s, t) || s.card(t).owner != cb.defender ||
      s.card(t).fief != cb.fief)
    return ck.fail("M-3.15", "the target is a card of the defender in this fief");
  const TypeInfo& type = s.cfg().card(t);
  if (type.troop() && s.card(t).host != kNone)
    return ck.fail("M-3.15", "an attached troop is reached by targeting its host");
  if (!type.troop() && !type.host())
    return ck.fail("M-3.10.4", "buildings are not targeted separately");
  return std::nullopt;
}

Verdict check_strike(const State& s, const Action& a, Checker ck) {  // step 4
  const GroupId g = a.group();
  const UnitId u = a.unit();
  if (s.phase != Phase::Strike || !pending_strike(s) || g != pending_strike(s))
    return ck.fail("M-3.15", "not this group's strike-back choice");
  if (u > 63 || !((strike_candidates(s, g) >> u) & 1))
    return ck.fail("M-3.15", "it strikes a unit it blocks or one that targets it");
  return std::nullopt;
}

Verdict check_bonus(const State& s, const Action& a, Checker ck) {  // M-3.10.3, M-6.3
  const CardId giver = a.giver();
  if (s.phase != Phase::Bonus || giver != pending_bonus(s))
    return ck.fail("M-3.10.3", "not this card's bonus choice");
  std::array<std::uint8_t, kMaxCards> recv{};
  const int n = bonus_receivers(s, giver, &recv);
  for (int i = 0; i < n; ++i)
    if (recv[static_cast<std::size_t>(i)] == a.receiver()) return std::nullopt;
  return ck.fail(
      s.cfg().card(giver).power == Power::Fantassin ? RuleId("M-6.3") : RuleId("M-3.10.3"),
      "the +0/1 goes to another card of the same army or host");
}

Verdict check_order(const State& s, const Action& a, Checker ck) {  // M-3.16.2
  const CardId c = a.card();
  const int g = pending_order(s);
  if (s.phase != Phase::Order || !g) return ck.fail("M-3.16.2", "no allocation order to give");
  if (c >= kMaxCards || !in_group(s, c, g) || (s.card(c).flags & kOrdered))
    return ck.fail("M-3.16.2", "name the next card of the receiving group");
  return std::nullopt;
}

Verdict check_power(const State& s, const Action& a, Checker ck) {  // step 5, M-6.1, M-6.2
  const bool heal = a.kind == K::Heal;
  const int q = a.seat;
  const bool outside =
      !heal && s.options().archer_outside_combat && q == s.active &&
      (s.phase == Phase::Main || s.phase == Phase::March || s.phase == Phase::War);  // steps 3, 4
  if (!outside) {
    if (s.phase != Phase::Powers)
      return ck.fail(heal ? RuleId("M-6.1") : RuleId("M-6.2"), "powers are used in combat step 5");
    if (q >= s.num_players || side_of(s, q) != s.combat.side)
      return ck.fail("M-6.2",
                     "declarations alternate, attacker side first: the other side declares now");
  }
  const CardId user = a.card();
  const CardId t = a.target();
  if (!power_card_ok(s, user, q, heal ? Power::Pretre : Power::Archer))
    return ck.fail(heal ? RuleId("M-6.1") : RuleId("M-6.2"), [&] {
      return "use an own untapped " + std::string(heal ? "Pretre" : "Archer") +
             " that is not engaged in this combat (M-6.0.4)";
    });
  if (heal ? !heal_target_ok(s, user, t) : !shoot_target_ok(s, user, t, q))
    return ck.fail(heal ? RuleId("M-6.1") : RuleId("M-6.2"), [&] {
      return heal ? "heal a damaged troop (not itself) in the same or an adjacent fief"
                  : "shoot an enemy troop in the same or an adjacent fief, not attached to a "
                    "City or a host with a military building";
    });
  return std::nullopt;
}

}  // namespace

Verdict check_war(const State& s, const Action& a, Checker ck) {
  switch (a.kind) {
    case K::War:
      return check_declaration(s, a, ck);
    case K::Deploy:
      return check_deploy(s, a, ck);
    case K::Block:
      return check_block(s, a, ck);
    case K::Ready:
      return check_ready(s, ck);
    case K::Target:
      return check_target(s, a, ck);
    case K::Strike:
      return check_strike(s, a, ck);
    case K::Bonus:
      return check_bonus(s, a, ck);
    case K::Order:
      return check_order(s, a, ck);
    case K::Heal:
    case K::Shoot:
      return check_power(s, a, ck);
    case K::Pass:
      if (s.phase != Phase::Powers) return ck.fail("M-6.2", "nothing to pass");
      return std::nullopt;
    default:
      return ck.fail("M-3.15", "not a combat decision");
  }
}

}  // namespace arbiter::medievalia
