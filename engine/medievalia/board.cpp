// Positions on the table: fiefs, hosts, guards, production, food capacity and VP
// (M-2.8..M-2.11, M-3.4, M-3.10..M-3.12, M-5, M-7.1).
#include <algorithm>
#include <bit>

#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {

int own_fief(int seat) {
  return seat;
}

bool is_player_fief(const State& s, int fief) {
  return fief < s.num_players;
}

int fief_owner(const State& s, int fief) {
  return is_player_fief(s, fief) ? fief : -1;
}

int city_of(const State& s, int p) {
  return s.cfg().type(s.cfg().city_type).first_id + p;
}

bool adjacent(const State& s, int f, int g) {
  return (s.cfg().adjacent[static_cast<std::size_t>(f)] >> g) & 1;
}

bool allies(const State& s, int p, int q) {
  return p != q && s.num_players == 4 && (p % 2) == (q % 2);
}

bool enemies(const State& s, int p, int q) {
  return p != q && !allies(s, p, q);
}

bool on_table(const State& s, int id) {
  return id >= 0 && id < kMaxCards && s.card(id).zone == Zone::Table;
}

bool is_troop(const State& s, int id) {
  return s.cfg().card(id).troop();
}

bool is_host(const State& s, int id) {
  return s.cfg().card(id).host();
}

int attack_of(const State& s, int id) {
  const TypeInfo& t = s.cfg().card(id);
  return t.fights && t.category != Category::CivilBuilding ? t.attack : 0;
}

int effective_defence(const State& s, int id) {
  return s.cfg().card(id).defence + s.card(id).bonus;
}

int buildings_on(const State& s, int host) {
  const Config& cfg = s.cfg();
  int n = 0;
  for (int k = 0; k < cfg.n_attachable; ++k) {
    const int i = cfg.attachable_ids[static_cast<std::size_t>(k)];
    if (s.card(i).zone == Zone::Table && s.card(i).host == host && cfg.card(i).building()) ++n;
  }
  return n;
}

bool has_military_building(const State& s, int host) {
  const Config& cfg = s.cfg();
  for (int k = 0; k < cfg.n_attachable; ++k) {
    const int i = cfg.attachable_ids[static_cast<std::size_t>(k)];
    if (s.card(i).zone == Zone::Table && s.card(i).host == host &&
        cfg.card(i).category == Category::MilitaryBuilding)
      return true;
  }
  return false;
}

bool is_guard(const State& s, int id) {
  const Card& c = s.card(id);
  if (c.zone != Zone::Table || c.host == kNone) return false;
  const TypeInfo& t = s.cfg().card(id);
  if (t.category == Category::MilitaryBuilding) return true;
  if (!t.troop()) return false;
  return !(c.flags & kTapped) || s.options().tapped_guard_guards;  // M-3.12.3, A-33
}

bool is_guarded(const State& s, int host) {
  const Config& cfg = s.cfg();
  for (int k = 0; k < cfg.n_attachable; ++k) {
    const int i = cfg.attachable_ids[static_cast<std::size_t>(k)];
    if (s.card(i).host == host && is_guard(s, i)) return true;
  }
  return false;
}

int territories(const State& s, int p) {
  int n = 0;
  for_each_owned(s, p, [&](int i) { n += s.cfg().card(i).category == Category::Territory; });
  return n;
}

bool owns_building_type(const State& s, int p, int type) {
  const Config& cfg = s.cfg();
  const TypeInfo& t = cfg.type(type);
  for (int i = t.first_id; i < t.first_id + t.count; ++i)
    if (s.card(i).zone == Zone::Table && s.card(i).owner == p) return true;
  return false;
}

int troops_for_upkeep(const State& s, int p, const Hypothesis& h) {
  int n = 0;
  const bool all = s.options().upkeep_scope == UpkeepScope::AllTroops;
  if (h.added >= 0) {
    const TypeInfo& t = s.cfg().type(h.added);
    n += t.category == Category::Character || (all && t.category == Category::Military);
  }
  for_each_owned(s, p, [&](int i) {
    if (i == h.id && h.gone) return;
    const TypeInfo& t = s.cfg().card(i);
    if (t.category == Category::Character || (all && t.category == Category::Military)) ++n;
  });
  return n;
}

// The contributors of an activation (M-3.4.4): the base, then the boosters (attached, untapped
// manpower producers, at most max_boosters) and the civil buildings of a host's group.
int contributors(const State& s, int id, std::array<std::uint8_t, 5>& res,
                 std::array<std::uint8_t, 5>& amount) {
  const TypeInfo& t = s.cfg().card(id);
  if (t.produces == kNone) return 0;
  res[0] = t.produces;
  amount[0] = t.production;
  int n = 1;
  if (!t.host() || (t.category == Category::City && !s.options().city_boost))  // M-3.4.5
    return n;
  const bool printed = s.options().building_output == BuildingOutput::Printed;
  int boosters = 0;
  for_each_owned(s, s.card(id).owner, [&](int i) {
    const Card& c = s.card(i);
    if (c.host != id || (c.flags & kTapped) || n == 5) return;  // tapped cards add nothing
    const TypeInfo& a = s.cfg().card(i);
    if (a.troop() && a.produces == Manpower && boosters < t.max_boosters) {
      ++boosters;
      res[static_cast<std::size_t>(n)] = t.produces;
      amount[static_cast<std::size_t>(n++)] = 1;
    } else if (a.category == Category::CivilBuilding && (!printed || a.produces != kNone)) {
      res[static_cast<std::size_t>(n)] = printed ? a.produces : t.produces;
      amount[static_cast<std::size_t>(n++)] = 1;
    }
  });
  return n;
}

// One pass over the table (the hot path of every upkeep check): bases of unattached producers,
// then each host's boosters (at most max_boosters) and civil buildings of that resource.
int capacity(const State& s, int p, int resource, bool boosts, const Hypothesis& h) {
  const Config& cfg = s.cfg();
  const bool printed = s.options().building_output == BuildingOutput::Printed;
  std::array<std::uint8_t, kMaxCards> boosters{}, extra{};
  int total = 0;
  for_each_owned(s, p, [&](int i) {
    const Card& c = s.card(i);
    if (c.fief != own_fief(p) || (i == h.id && h.gone)) return;
    const int host = i == h.id ? h.host : c.host;
    const TypeInfo& t = cfg.card(i);
    if (host == kNone) {
      if (t.produces == resource) total += t.production;
      return;
    }
    const TypeInfo& ht = cfg.card(host);
    if (t.troop() && t.produces == Manpower) {
      if (ht.produces == resource) ++boosters[static_cast<std::size_t>(host)];
    } else if (t.category == Category::CivilBuilding) {
      if ((printed ? t.produces : ht.produces) == resource) ++extra[static_cast<std::size_t>(host)];
    }
  });
  if (h.added >= 0) {  // a card about to be played
    const TypeInfo& t = cfg.type(h.added);
    if (h.host == kNone) {
      if (t.produces == resource) total += t.production;
    } else if (t.troop() && t.produces == Manpower && cfg.card(h.host).produces == resource) {
      ++boosters[static_cast<std::size_t>(h.host)];
    }
  }
  if (!boosts) return total;
  for (int i = 0; i < kMaxCards; ++i) {
    if (!boosters[static_cast<std::size_t>(i)] && !extra[static_cast<std::size_t>(i)]) continue;
    const TypeInfo& ht = cfg.card(i);
    if (ht.category == Category::City && !s.options().city_boost) continue;  // M-3.4.5
    total += std::min<int>(boosters[static_cast<std::size_t>(i)], ht.max_boosters) +
             extra[static_cast<std::size_t>(i)];
  }
  return total;
}

bool over_upkeep(const State& s, int p, const Hypothesis& h) {
  return troops_for_upkeep(s, p, h) > 2 * capacity(s, p, Food, true, h);  // M-5.6
}

int vp(const State& s, int p) {
  const Config& cfg = s.cfg();
  int total = 0;
  for (int t = 0; t < cfg.num_types; ++t)
    if (cfg.type(t).building() && cfg.type(t).vp && owns_building_type(s, p, t))
      total += cfg.type(t).vp;  // M-7.1: a further copy of a type scores 0
  return total;
}

int team_vp(const State& s, int p) {
  if (s.num_players != 4) return vp(s, p);
  const int q = (p + 2) % 4;
  if (s.options().vp_dedup == VpDedup::PerPlayer) return vp(s, p) + vp(s, q);
  const Config& cfg = s.cfg();
  int total = 0;
  for (int t = 0; t < cfg.num_types; ++t)
    if (cfg.type(t).building() && (owns_building_type(s, p, t) || owns_building_type(s, q, t)))
      total += cfg.type(t).vp;
  return total;
}

std::array<std::uint8_t, kResources> play_cost(const State& s, int p, int type) {
  const TypeInfo& t = s.cfg().type(type);
  std::array<std::uint8_t, kResources> cost = t.cost;
  if (t.enabled_by != kNone && !owns_building_type(s, p, t.enabled_by))
    cost[Gold] = static_cast<std::uint8_t>(cost[Gold] + 2);  // M-3.5.3 surcharge
  return cost;
}

int enter_table(State& s, int type, int owner, int host) {
  const TypeInfo& t = s.cfg().type(type);
  const int id = t.first_id + s.entered[static_cast<std::size_t>(type)]++;
  Card& c = s.card(id);
  c = Card{};
  c.zone = Zone::Table;
  c.owner = static_cast<std::uint8_t>(owner);
  c.fief = static_cast<std::uint8_t>(own_fief(owner));
  c.host = static_cast<std::uint8_t>(host);
  set_owned(s, owner, id, true);
  return id;
}

// Marks the card, its host and the host's cards used; only cards not yet tapped get `flags`, so a
// cancelled transaction untaps exactly what it tapped (M-3.3.4).
void tap_group(State& s, int id, std::uint8_t flags) {
  auto mark = [&](Card& c) {
    if (!(c.flags & kTapped)) c.flags |= flags;
  };
  Card& c = s.card(id);
  const int host = c.host != kNone ? c.host : (is_host(s, id) ? id : -1);
  mark(c);
  if (host < 0) return;
  mark(s.card(host));
  for (int i = 0; i < kMaxCards; ++i)
    if (s.card(i).zone == Zone::Table && s.card(i).host == host) mark(s.card(i));
}

void detach_all(State& s, int host) {
  for (int i = 0; i < kMaxCards; ++i) {
    Card& c = s.card(i);
    if (c.zone != Zone::Table || c.host != host) continue;
    if (s.cfg().card(i).building()) {
      c.zone = Zone::Out;  // M-3.6, M-3.17.3: buildings go with their host
      c.host = kNone;
      set_owned(s, c.owner, i, false);
      ++s.out[s.cfg().type_of[static_cast<std::size_t>(i)]];
    } else {
      c.host = kNone;  // troops stay, free, tapped state unchanged
    }
  }
}

void to_out(State& s, int id) {
  Card& c = s.card(id);
  if (c.zone != Zone::Table) return;
  if (is_host(s, id)) detach_all(s, id);
  c.zone = Zone::Out;
  c.host = kNone;
  c.unit = 0;
  set_owned(s, c.owner, id, false);
  ++s.out[s.cfg().type_of[static_cast<std::size_t>(id)]];
}

void eliminate(State& s, int p, OutReason why) {
  Player& pl = s.player(p);
  if (!pl.alive) return;
  pl.out = static_cast<std::uint8_t>(why);
  for (int i = 0; i < kMaxCards; ++i)
    if (s.card(i).zone == Zone::Table && s.card(i).owner == p) to_out(s, i);
  for (int t = 0; t < kMaxTypes; ++t) {
    s.out[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(
        s.out[static_cast<std::size_t>(t)] + pl.hand[static_cast<std::size_t>(t)]);
    pl.hand[static_cast<std::size_t>(t)] = 0;
  }
  for (int k = 0; k < kDrawPiles; ++k) {
    s.out_unknown[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(
        s.out_unknown[static_cast<std::size_t>(k)] + pl.unknown[static_cast<std::size_t>(k)]);
    pl.unknown[static_cast<std::size_t>(k)] = 0;
  }
  pl.alive = 0;
  pl.siege = 0;
}

}  // namespace arbiter::medievalia
