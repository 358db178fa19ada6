// Prêtre and Archer (M-6.0..M-6.2): who may use them, on what, and their effect. In combat they
// are declared in step 5 (combat_flow.cpp); with archer_outside_combat an Archer also shoots in
// steps 3 and 4 of the turn, resolved at once. On error, why a use is no option (power_obstacle).
#include <optional>
#include <string>

#include "engine/medievalia/combat_internal.h"

namespace arbiter::medievalia {
namespace {

bool in_range(const State& s, int a, int b) {
  const int f = s.card(a).fief, g = s.card(b).fief;
  return f == g || adjacent(s, f, g);
}

bool archer_immune(const State& s, int id) {  // M-6.2, M-3.11.3
  const int host = s.card(id).host;
  if (host == kNone) return false;
  return s.cfg().card(host).category == Category::City || has_military_building(s, host);
}

}  // namespace

bool power_card_ok(const State& s, int id, int seat, Power power) {
  if (id >= kMaxCards || !on_table(s, id)) return false;
  const Card& c = s.card(id);
  if (c.owner != seat || s.cfg().card(id).power != power || (c.flags & kTapped)) return false;
  if ((c.flags & kEngaged) && !s.options().engaged_may_use_powers) return false;  // M-6.0.4
  return true;
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

namespace {

std::optional<PowerObstacle> obstacle(RuleId rule, std::string why, bool target) {
  return PowerObstacle{Violation{rule, std::move(why)}, target};
}

// What keeps the card of a heal or a shot from acting (power_card_ok), or nullopt.
std::optional<PowerObstacle> user_obstacle(const State& s, int user, int seat, Power power) {
  const RuleId rule = power == Power::Pretre ? RuleId("M-6.1") : RuleId("M-6.2");
  const std::string kind = power == Power::Pretre ? "Pretre" : "Archer";
  if (user >= kMaxCards || !on_table(s, user))
    return obstacle(rule, card_name(s, user) + " is not on the table", false);
  const Card& c = s.card(user);
  if (s.cfg().card(user).power != power || c.owner != seat)
    return obstacle(
        rule, card_name(s, user) + " is not a " + kind + " of P" + std::to_string(seat + 1), false);
  if (c.flags & kTapped)
    return obstacle(
        "M-6.0.1",
        card_name(s, user) + " is tapped, and only an untapped " + kind + " uses its power", false);
  if ((c.flags & kEngaged) && !s.options().engaged_may_use_powers)
    return obstacle("M-6.0.4",
                    card_name(s, user) + " is engaged in this combat and so uses no power", false);
  return std::nullopt;
}

std::optional<PowerObstacle> heal_obstacle(const State& s, int pretre, int t) {
  const std::string name = card_name(s, t);
  if (t == pretre) return obstacle("M-6.1", name + " cannot heal itself", true);
  if (t >= kMaxCards || !on_table(s, t))
    return obstacle("M-6.1", name + " is not on the table", true);
  if (!in_range(s, pretre, t))
    return obstacle(
        "M-6.1",
        name + " is out of " + card_name(s, pretre) + "'s reach (its fief and the adjacent ones)",
        true);
  if (heal_target_ok(s, pretre, t)) return std::nullopt;
  const bool city_heals = s.cfg().card(t).category == Category::City &&
                          s.options().heal_targets == HealTargets::TroopsAndCity;
  if (s.cfg().card(t).troop() || city_heals)
    return obstacle("M-6.1", name + " has no damage to heal", true);
  return obstacle("M-6.1", "a Pretre heals troops only, not " + name + " (heal_targets)", true);
}

std::optional<PowerObstacle> shot_obstacle(const State& s, int archer, int t, int seat) {
  const std::string name = card_name(s, t);
  if (t >= kMaxCards || !on_table(s, t))
    return obstacle("M-6.2", name + " is not on the table", true);
  if (!is_troop(s, t)) return obstacle("M-6.2", "an Archer hits troops only, not " + name, true);
  if (!enemies(s, seat, s.card(t).owner))
    return obstacle("M-6.2", name + " is not an enemy's troop", true);
  if (!in_range(s, archer, t))
    return obstacle(
        "M-6.2",
        name + " is out of " + card_name(s, archer) + "'s reach (its fief and the adjacent ones)",
        true);
  const int host = s.card(t).host;
  if (host != kNone && s.cfg().card(host).category == Category::City)
    return obstacle(
        "M-6.2",
        name + ", attached to " + card_name(s, host) + ", is shielded from the Archer by the City",
        true);
  if (host != kNone && has_military_building(s, host))
    return obstacle("M-3.11.3",
                    name + ", attached to " + card_name(s, host) +
                        ", is shielded from the Archer by its military building",
                    true);
  return std::nullopt;
}

}  // namespace

std::optional<PowerObstacle> power_obstacle(const State& s, const Action& a, int seat) {
  const bool heal = a.kind == ActionKind::Heal;
  if (auto o = user_obstacle(s, a.card(), seat, heal ? Power::Pretre : Power::Archer)) return o;
  return heal ? heal_obstacle(s, a.card(), a.target())
              : shot_obstacle(s, a.card(), a.target(), seat);
}

bool perform_power(State& s, const Action& a) {
  const CardId user = a.card(), target = a.target();
  tap_group(s, user, kTapped);                                          // M-6.0.1, M-6.0.3
  if (const int u = s.card(user).unit; u && group(s, u).host == kNone)  // M-6.0.4: its army
    for (int i = 0; i < kMaxCards; ++i)
      if (member(s, i, u)) s.card(i).flags |= kTapped;
  Card& t = s.card(target);
  if (a.kind == ActionKind::Shoot)
    ++t.damage;
  else if (is_troop(s, target))
    ++t.heals;
  else
    --group(s, t.unit).leftover;  // a City heals its leftover damage (heal_targets)
  if (s.phase == Phase::Powers) return true;
  // archer_outside_combat: resolved at once.
  if (net_damage(t) >= effective_defence(s, target)) to_out(s, target);
  after_event(s);
  return false;
}

}  // namespace arbiter::medievalia
