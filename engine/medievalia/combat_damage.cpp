// The damage of a combat: allocated to the cards of each group in their order (M-3.16.2,
// M-3.17), then resolved (M-3.15 step 6, M-3.16.3): losses, destroyed hosts, the end of the
// combat.
#include "engine/medievalia/combat_internal.h"

namespace arbiter::medievalia {

void allocate(State& s) {
  const Combat& cb = s.combat;
  for (int k = 0; k < group_count(cb); ++k) {
    const int g = nth_group(cb, k);
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

namespace {

// Troops and military buildings whose net damage reaches their defence.
std::array<bool, kMaxCards> losses(const State& s) {
  std::array<bool, kMaxCards> dead{};
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& c = s.card(i);
    if (c.zone != Zone::Table || !c.damage) continue;
    const TypeInfo& t = s.cfg().card(i);
    if ((t.troop() || t.category == Category::MilitaryBuilding) &&
        net_damage(c) >= effective_defence(s, i))
      dead[static_cast<std::size_t>(i)] = true;
  }
  return dead;
}

// Targeted hosts left without guards whose leftover damage reaches 1 (a territory) or the
// City's defence (M-3.17.1, I-24).
std::array<bool, kMaxCards> destroyed_hosts(const State& s,
                                            const std::array<bool, kMaxCards>& dead) {
  const Combat& cb = s.combat;
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
  return destroyed;
}

}  // namespace

void resolve(State& s) {
  const Options& o = s.options();
  const std::array<bool, kMaxCards> dead = losses(s);
  const std::array<bool, kMaxCards> destroyed = destroyed_hosts(s, dead);
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
  s.combat = Combat{};
  s.phase = Phase::War;
  if (check_end(s)) return;  // M-7.5: a City destroyed
  back_to_rest(s, Phase::War);
}

}  // namespace arbiter::medievalia
