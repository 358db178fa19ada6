// The invariants of docs/rules/medievalia.md section 11, per state and per transition.
#include <algorithm>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;

std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}

bool combat_phase(Phase p) {
  return p >= Phase::Deploy && p <= Phase::Powers;
}

// --- Independent recounts (docs/architecture.md, "Invariants that mirror a check") ---
// An invariant that calls the function its check calls agrees with the check whatever that
// function gets wrong. These recount from the cards on the table, card by card and as
// docs/rules/medievalia.md states the rule, what board.cpp and turn.cpp compute for apply() and
// legal_actions() (capacity, over_upkeep, territories, vp, team_vp, check_end, txn_cost): plain
// loops over every card, not the table index, the engine's one-pass tallies or its hypotheses.

bool own_card_on_table(const State& s, int i, int p) {
  return s.card(i).zone == Zone::Table && s.card(i).owner == p;
}

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

// M-3.5.1: the territories in a player's fief (the City is not one).
// What each player holds on the table, counted in one pass over the cards (the checks below ask
// for every player, and a pass per player was a fifth of checked play): territories (I-06) and
// the building types (M-7.1).
struct Holdings {
  std::array<int, kMaxPlayers> territories{};
  std::array<std::uint32_t, kMaxPlayers> types{};
  explicit Holdings(const State& s) {
    for (int i = 0; i < kMaxCards; ++i) {
      const Card& c = s.card(i);
      if (c.zone != Zone::Table || c.owner >= s.num_players) continue;
      const TypeInfo& t = s.cfg().card(i);
      if (t.category == Category::Territory) ++territories[ix(c.owner)];
      if (t.building()) types[ix(c.owner)] |= 1u << s.cfg().type_of[ix(i)];
    }
  }
};

// Whether a player has a copy of `type` on the table (M-3.5.3: the building a card shows).
bool has_type(const State& s, int p, int type) {
  const TypeInfo& t = s.cfg().type(type);
  for (int i = t.first_id; i < t.first_id + t.count; ++i)
    if (own_card_on_table(s, i, p)) return true;
  return false;
}

// The building types a player has on the table, one bit per type.
// M-7.1: each building type scores its VP once, a further copy nothing.
int vp_of_types(const State& s, std::uint32_t types) {
  int n = 0;
  for (int t = 0; t < s.cfg().num_types; ++t)
    if ((types >> t) & 1) n += s.cfg().type(t).vp;
  return n;
}

int prestige(const State& s, const Holdings& h, int p) {
  return vp_of_types(s, h.types[ix(p)]);
}

// M-7.1, M-8: a team's VP, each player's own (vp_dedup=per_player) or each type once for the
// two allies (vp_dedup=team). Allies sit opposite: seats p and p + 2.
int team_prestige(const State& s, const Holdings& h, int p) {
  const int q = (p + 2) % 4;
  if (s.options().vp_dedup == VpDedup::PerPlayer) return prestige(s, h, p) + prestige(s, h, q);
  return vp_of_types(s, h.types[ix(p)] | h.types[ix(q)]);
}

// M-8: two players are foes unless they are one seat or, in the alliance game, sit opposite.
bool foes(const State& s, int p, int q) {
  return p != q && !(s.num_players == 4 && p % 2 == q % 2);
}

int empty_draw_piles(const State& s) {  // M-7.4
  int n = 0;
  for (int k = 0; k < kDrawPiles; ++k) n += s.pile_size[ix(k)] == 0;
  return n;
}

int empty_building_piles(const State& s) {  // M-7.4: no top, nothing face down
  int n = 0;
  for (int k = 0; k < kBuildingPiles; ++k)
    n += s.building_top[ix(k)] == kNone && s.building_hidden[ix(k)] == 0;
  return n;
}

// The seats of p's side: p, and in the alliance game the ally opposite (M-8).
std::uint8_t side_seats(const State& s, int p) {
  return static_cast<std::uint8_t>((1u << p) | (s.num_players == 4 ? 1u << ((p + 2) % 4) : 0u));
}

// How the game ends on this state by M-7.5's order, or EndReason::None: a military victory when
// at most one side has a player left (M-7.2), else prestige in seat order (M-7.1), else a card
// shortage (M-7.4), won by most VP, then the greatest gold capacity, then most cards in hand,
// counted over the side's players still in the game, a tie at the top being a draw.
struct Ending {
  EndReason reason = EndReason::None;
  std::uint8_t winners = 0;
};
Ending end_by_rules(const State& s) {
  const bool alliance = s.num_players == 4;
  const int sides = alliance ? 2 : s.num_players;
  auto in_game = [&](int side) {
    for (int q = 0; q < s.num_players; ++q)
      if (((side_seats(s, side) >> q) & 1) && s.player(q).alive) return true;
    return false;
  };
  int left = 0, last = -1;
  for (int side = 0; side < sides; ++side)
    if (in_game(side)) ++left, last = side;
  if (left <= 1) return {EndReason::Military, last >= 0 ? side_seats(s, last) : std::uint8_t{0}};
  const Holdings held(s);
  for (int p = 0; p < s.num_players; ++p)
    if (s.player(p).alive &&
        ((alliance && team_prestige(s, held, p) >= 11) ||
         ((!alliance || s.options().alliance_individual_win) && prestige(s, held, p) >= 7)))
      return {EndReason::Prestige, side_seats(s, p)};
  const int bought = empty_building_piles(s);
  const int any = s.options().shortage_piles == ShortagePiles::Any ? bought : 0;
  if (bought < kBuildingPiles && empty_draw_piles(s) + any < 2) return {};
  const bool boosts = s.options().gold_tiebreak_boosts == GoldTiebreakBoosts::Keep;
  std::array<int, 3> best_key{};
  int best = -1;
  bool tie = false;
  for (int side = 0; side < sides; ++side) {
    if (!in_game(side)) continue;
    std::array<int, 3> key{alliance ? team_prestige(s, held, side) : prestige(s, held, side), 0,
                           0};
    for (int q = 0; q < s.num_players; ++q) {
      if (!((side_seats(s, side) >> q) & 1) || !s.player(q).alive) continue;
      key[1] += could_produce(s, q, Gold, boosts);
      const Player& pl = s.player(q);
      for (auto h : pl.hand) key[2] += h;
      for (auto h : pl.unknown) key[2] += h;
    }
    if (best < 0 || key > best_key) {
      best = side, best_key = key, tie = false;
    } else if (key == best_key) {
      tie = true;
    }
  }
  return {EndReason::Shortage, tie || best < 0 ? std::uint8_t{0} : side_seats(s, best)};
}

// M-3.3.3: what `pay` needs in the pool: the purpose's price, each resource of it (`fixed`), and
// `any` resources besides. A card's printed cost, +2 gold without a building of the type it shows
// (M-3.5, M-3.5.3); the top building's printed cost less the symbols waived (M-3.9, M-6.6); 1
// manpower per territory discarded (M-3.6); any 4 for an extra draw (M-3.8); and 1 more of any
// for an ally's help, once a turn (M-8.6).
struct Price {
  std::array<int, kResources> fixed{};
  int any = 0;
};
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

Verdict conservation(const State& s) {  // I-01, I-02, I-05
  const Config& cfg = s.cfg();
  for (int t = 0; t < cfg.num_types; ++t) {
    const TypeInfo& ti = cfg.type(t);
    int table = 0, out = 0;
    for (int i = ti.first_id; i < ti.first_id + ti.count; ++i) {
      const Zone z = s.card(i).zone;
      const bool entered = i - ti.first_id < s.entered[static_cast<std::size_t>(t)];
      if (entered != (z != Zone::Off))
        return violation("I-01", card_name(s, i) + ": zone disagrees with the copies entered");
      table += z == Zone::Table;
      out += z == Zone::Out;
    }
    int hands = 0;
    for (int p = 0; p < kMaxPlayers; ++p) hands += s.player(p).hand[static_cast<std::size_t>(t)];
    hands += s.txn.sold[static_cast<std::size_t>(t)];           // sold in the open transaction
    const int sold = s.out[static_cast<std::size_t>(t)] - out;  // hand cards out of game
    if (sold < 0) return violation("I-01", type_name(s, t) + ": out-of-game count too low");
    int elsewhere = 0;
    if (ti.pile >= 0) {
      const auto k = static_cast<std::size_t>(ti.pile);
      elsewhere = s.pool[k][static_cast<std::size_t>(t)] + (s.reminder[k] == t);
    } else if (ti.building()) {
      elsewhere = s.building_pool[static_cast<std::size_t>(t)];
      for (int k = 0; k < kBuildingPiles; ++k)
        elsewhere += s.building_top[static_cast<std::size_t>(k)] == t;
      if (hands) return violation("I-02", "a building in a hand");
    } else {
      elsewhere = ti.count - s.num_players;  // unused Cities stay in the box (M-2.1)
      if (hands) return violation("I-02", "a City in a hand");
    }
    if (elsewhere + hands + table + out + sold != ti.count)
      return violation("I-01", type_name(s, t) + ": " +
                                   std::to_string(elsewhere + hands + table + out + sold) +
                                   " copies located, the box has " + std::to_string(ti.count));
  }
  for (int k = 0; k < kDrawPiles; ++k) {
    int pool = 0, unknown = s.out_unknown[static_cast<std::size_t>(k)] +
                            s.txn.sold_unknown[static_cast<std::size_t>(k)];
    for (int t = 0; t < kMaxTypes; ++t)
      pool += s.pool[static_cast<std::size_t>(k)][static_cast<std::size_t>(t)];
    for (int p = 0; p < kMaxPlayers; ++p)
      unknown += s.player(p).unknown[static_cast<std::size_t>(k)];
    const int face_down = s.pile_size[static_cast<std::size_t>(k)] -
                          (s.reminder[static_cast<std::size_t>(k)] != kNone);
    if (s.phase != Phase::SetupFirst && s.phase != Phase::SetupReminder &&
        pool != face_down + unknown)
      return violation(
          "I-01", std::string("pile ") + kPileLetter[k] + ": face-down and unseen cards disagree");
    if (s.reminder[static_cast<std::size_t>(k)] != kNone &&
        cfg.type(s.reminder[static_cast<std::size_t>(k)]).pile != k)
      return violation("I-02", "a reminder card in the wrong pile");
  }
  int hidden = 0, pool = 0;
  for (int k = 0; k < kBuildingPiles; ++k) {
    hidden += s.building_hidden[static_cast<std::size_t>(k)];
    if (s.building_top[static_cast<std::size_t>(k)] == kNone &&
        s.building_hidden[static_cast<std::size_t>(k)] && s.phase != Phase::BuildingReveal &&
        s.phase != Phase::GameOver)  // M-7.5: frozen
      return violation("I-05", "a non-empty building pile without a face-up top");
  }
  for (int t = 0; t < kMaxTypes; ++t) pool += s.building_pool[static_cast<std::size_t>(t)];
  if (hidden != pool) return violation("I-01", "face-down buildings disagree with the piles");
  return std::nullopt;
}

Verdict placement(const State& s) {  // I-06..I-09, I-11, I-28
  const Config& cfg = s.cfg();
  std::array<std::uint8_t, kMaxCards> on_host{};
  const Holdings held(s);
  for (int p = 0; p < s.num_players; ++p) {
    const int city = cfg.type(cfg.city_type).first_id + p;
    if (s.player(p).alive != (s.card(city).zone == Zone::Table))
      return violation("I-06", "P" + std::to_string(p + 1) + "'s City and life disagree");
    if (held.territories[ix(p)] > 4)
      return violation("I-06",
                       "P" + std::to_string(p + 1) + "'s fief holds more than 4 territories");
    if (prestige(s, held, p) > 11) return violation("I-11", "more than 11 VP");
    if (!s.player(p).alive) {
      int hand = 0;
      for (auto h : s.player(p).hand) hand += h;
      for (auto h : s.player(p).unknown) hand += h;
      if (hand) return violation("I-28", "an eliminated player holds cards");
    }
  }
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& c = s.card(i);
    for (int p = 0; p < kMaxPlayers; ++p) {
      const bool bit = (s.table_of[ix(p)][ix(i >> 6)] >> (i & 63)) & 1;
      if (bit != (c.zone == Zone::Table && c.owner == p))
        return violation("I-01", card_name(s, i) + ": the table index disagrees with its zone");
    }
    if (c.zone != Zone::Table) continue;
    const TypeInfo& t = cfg.card(i);
    if (c.steps > (t.power == Power::Chevalier ? 2 : 1))  // I-10: one step, two for a Chevalier
      return violation("I-10", card_name(s, i) + " moved too many steps this turn");
    if (c.owner >= s.num_players || !s.player(c.owner).alive)
      return violation("I-28", card_name(s, i) + " belongs to no player in the game");
    if (c.fief >= cfg.num_fiefs) return violation("I-07", card_name(s, i) + " is in no fief");
    if (!t.troop() && c.fief != own_fief(c.owner))
      return violation("I-07", card_name(s, i) + " is outside its owner's fief");
    if (t.host() && c.host != kNone) return violation("I-08", "a host attached to something");
    if (t.building()) {
      if (c.host == kNone || !on_table(s, c.host) || !is_host(s, c.host) ||
          s.card(c.host).owner != c.owner)
        return violation("I-08", card_name(s, i) + " is not on an own host");
      if (++on_host[c.host] > 2)
        return violation("I-08", card_name(s, c.host) + " holds more than 2 buildings");
    }
    if (t.troop() && c.host != kNone &&
        (c.fief != own_fief(c.owner) || !on_table(s, c.host) || !is_host(s, c.host) ||
         s.card(c.host).owner != c.owner))
      return violation("I-09", card_name(s, i) + " is attached outside its owner's fief");
    if (!combat_phase(s.phase) && (c.unit || (c.flags & (kEngaged | kBonusGiven | kOrdered))))
      return violation("I-26", card_name(s, i) + " still carries combat marks");
    if (s.phase != Phase::Txn && (c.flags & kTxnTapped))
      return violation("I-14", card_name(s, i) + " is marked as tapped by a closed transaction");
    if (!combat_phase(s.phase) && (t.troop() || (t.category == Category::MilitaryBuilding &&
                                                 s.options().military_building_elimination ==
                                                     MilitaryBuildingElimination::Removed))) {
      const int net = c.damage > c.heals ? c.damage - c.heals : 0;
      if (net && net >= t.defence + c.bonus)  // M-3.16.1: the printed D, +0/1 bonuses
        return violation("I-24", card_name(s, i) + " survived damage at or above its defence");
    }
  }
  return std::nullopt;
}

std::string seat(int p) {
  return "P" + std::to_string(p + 1);
}

// "by prestige with P1 the winner", "by shortage as a draw": what a finished state says.
std::string end_claim(const State& s) {
  static constexpr const char* kReason[4] = {"with no reason", "by prestige", "by military",
                                             "by shortage"};
  std::string w;
  int n = 0;
  for (int p = 0; p < s.num_players; ++p)
    if ((s.winner_mask >> p) & 1) w += (n++ ? "+" : "") + seat(p);
  return std::string(kReason[s.end_reason < 4 ? s.end_reason : 0]) +
         (n == 0 ? " as a draw" : " with " + w + (n > 1 ? " the winners" : " the winner"));
}

// Why the end the state claims does not hold (the game is over, yet no end condition of M-7 does).
std::string claimed_cause_fails(const State& s) {
  const bool alliance = s.num_players == 4;
  switch (static_cast<EndReason>(s.end_reason)) {
    case EndReason::Prestige: {
      const Holdings held(s);
      std::string t = alliance ? "no team has 11 VP" : "no player has 7 VP";
      if (alliance && s.options().alliance_individual_win) t += " and no player 7";
      t += " (";
      for (int p = 0; p < (alliance ? 2 : s.num_players); ++p)
        t += (p ? ", " : "") + (alliance ? seat(p) + "+" + seat(p + 2) : seat(p)) + " " +
             std::to_string(alliance ? team_prestige(s, held, p) : prestige(s, held, p));
      return t + ", M-7.1)";
    }
    case EndReason::Military: {
      std::string in;
      for (int p = 0; p < s.num_players; ++p)
        if (s.player(p).alive) in += (in.empty() ? "" : ", ") + seat(p);
      return (alliance ? "both teams still have a player in the game (" : "more than one player is "
                                                                          "still in the game (") +
             in + ", M-7.2)";
    }
    default: {
      int buildings = 0;
      for (int k = 0; k < kBuildingPiles; ++k)
        buildings += s.building_hidden[ix(k)] + (s.building_top[ix(k)] != kNone);
      std::string t = "the draw piles hold";
      for (int k = 0; k < kDrawPiles; ++k)
        t += std::string(" ") + kPileLetter[k] + std::to_string(s.pile_size[ix(k)]);
      return t + " and " + std::to_string(buildings) + " building" + (buildings == 1 ? "" : "s") +
             " are left: two empty " +
             (s.options().shortage_piles == ShortagePiles::Any ? "piles" : "draw piles") +
             " or the last building bought end the game (M-7.4)";
    }
  }
}

// I-30: the game is over exactly when an end condition of M-7 holds. While it is not, none holds;
// once it is, the end it records (reason, winners) is the one the conditions give on this state,
// in the order of M-7.5 (nothing changes after the end).
Verdict game_end(const State& s) {
  if (s.phase == Phase::GameOver) {
    const Ending e = end_by_rules(s);
    if (e.reason == EndReason::None)
      return violation("I-30", "the game is over " + end_claim(s) +
                                   ", but no end condition holds: " + claimed_cause_fails(s));
    if (static_cast<std::uint8_t>(e.reason) != s.end_reason || e.winners != s.winner_mask) {
      State now = s;  // the end the rules give, for the message
      now.end_reason = static_cast<std::uint8_t>(e.reason);
      now.winner_mask = e.winners;
      return violation("I-30", "the game is over " + end_claim(s) +
                                   ", but the end conditions (M-7.5) end it " + end_claim(now) +
                                   ": " + end_summary(now));
    }
    return std::nullopt;
  }
  if (s.turn == 0) return std::nullopt;
  const bool alliance = s.num_players == 4;
  const Holdings held(s);
  int sides = 0;
  for (int p = 0; p < s.num_players; ++p) {
    if (!s.player(p).alive) continue;
    if (alliance && team_prestige(s, held, p) >= 11)
      return violation("I-30", "a team has 11 VP, the game goes on");
    if ((!alliance || s.options().alliance_individual_win) && prestige(s, held, p) >= 7)
      return violation("I-30", "a player has 7 VP, the game goes on");
    if (!alliance || p < 2 || !s.player(p - 2).alive) ++sides;
  }
  if (sides <= 1) return violation("I-30", "one side is left, the game goes on");
  const int building_empty = empty_building_piles(s);
  if (building_empty == kBuildingPiles && s.phase != Phase::BuildingReveal)
    return violation("I-30", "every building is bought, the game goes on");
  const int any = s.options().shortage_piles == ShortagePiles::Any ? building_empty : 0;
  if (empty_draw_piles(s) + any >= 2)
    return violation("I-30", "two piles are empty, the game goes on");
  return std::nullopt;
}

std::string count(int n, const std::string& what) {  // "1 sale", "2 sales"
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

std::string letters(const std::array<int, kResources>& r) {
  std::string t;
  for (int k = 0; k < kResources; ++k) t.append(ix(std::min(r[ix(k)], 64)), kResourceLetter[k]);
  return "{" + t + "}";
}

// I-13..I-16 on the open transaction: its record against its pool. The pool holds what the
// activations put in it (each contributor's amount, doubled by each Artiste use, M-6.7) and the
// sales (+1 each, M-4.2), changed since by exchanges (3 of a resource for 1 of another, M-4.1) and
// Marchands (1 for 1 of another, or a gold for 2, M-6.5). The state keeps neither the resource a
// sale gave nor the exchanges and trades made, so the pool is checked against what they can make
// of the contributions: empty exactly when nothing was put in, at most the contributions plus one
// per Marchand used, an even difference without a Marchand (an exchange takes 2 away), and no more
// of the activations' resources gone than the exchanges and Marchands that fit can have taken.
Verdict txn_record(const State& s) {
  const Config& cfg = s.cfg();
  const Txn& t = s.txn;
  // The power cards the transaction tapped (M-6.0.1): an upper bound on those used in it (a card
  // tapped with its host's group counts too).
  int marchands = 0, artistes = 0, bureaucrates = 0;
  for_each_owned(s, s.active, [&](int i) {
    if (!(s.card(i).flags & kTxnTapped)) return;
    marchands += cfg.card(i).power == Power::Marchand;
    artistes += cfg.card(i).power == Power::Artiste;
    bureaucrates += cfg.card(i).power == Power::Bureaucrate;
  });
  std::array<int, kResources> gave{};
  int doublings = 0;
  for (int k = 0; k < t.n_acts; ++k) {
    const Txn::Act& a = t.acts[ix(k)];
    if (a.card >= kMaxCards || !on_table(s, a.card))
      return violation("I-13", "an activation of a card that is not on the table");
    const std::string name = card_name(s, a.card);
    if (!(s.card(a.card).flags & kTxnTapped))
      return violation("I-13", name + " is activated in this transaction but not tapped by it");
    // I-15: the card's own output first, then 1 per booster (up to its limit) or civil building.
    const TypeInfo& ti = cfg.card(a.card);
    const bool boosted =
        ti.host() && (ti.category != Category::City || s.options().city_boost);
    const int most = boosted ? 1 + ti.max_boosters + 2 : 1;
    const bool printed = s.options().building_output == BuildingOutput::Printed;
    bool shape = a.n >= 1 && a.n <= most && a.n <= 5 && a.res[0] == ti.produces &&
                 a.amount[0] == ti.production;
    for (int i = 1; i < a.n && shape; ++i)
      shape = a.amount[ix(i)] == 1 && a.res[ix(i)] < kResources &&
              (printed || a.res[ix(i)] == ti.produces);
    if (!shape) {
      const std::string r(1, ti.produces < kResources ? kResourceLetter[ti.produces] : '?');
      std::string recorded;  // as the position's acts field writes them: F, F2, F^1
      for (int i = 0; i < a.n && i < 5; ++i) {
        recorded += (i ? "," : "") + std::string(1, a.res[ix(i)] < kResources
                                                        ? kResourceLetter[a.res[ix(i)]]
                                                        : '?');
        if (a.amount[ix(i)] != 1) recorded += std::to_string(a.amount[ix(i)]);
        if (a.exp[ix(i)]) recorded += "^" + std::to_string(a.exp[ix(i)]);
      }
      return violation(
          "I-15", name + " yields its own " + r +
                      (ti.production != 1 ? std::to_string(ti.production) : "") +
                      (most > 1 ? " first, then 1 " + (printed ? std::string("resource") : r) +
                                      " per booster or civil building, " +
                                      count(most, "contributor") + " at most"
                                : std::string(" alone")) +
                      ": the activation's contributors " + (a.n ? recorded : "(none)") +
                      " do not fit");
    }
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
  }
  if (doublings > artistes)
    return violation("I-15", count(doublings, "Artiste doubling") + " in this transaction, but " +
                                 count(artistes, "Artiste") + (artistes == 1 ? " is" : " are") +
                                 " tapped by it: each doubles once (M-6.7)");
  const int waived = t.waived[0] + t.waived[1] + t.waived[2] + t.waived[3];
  if (waived > 2 * bureaucrates)
    return violation("I-16", count(waived, "price symbol") + " waived, but " +
                                 count(bureaucrates, "Bureaucrate") +
                                 (bureaucrates == 1 ? " is" : " are") +
                                 " tapped by this transaction: each waives 2 at most (M-6.6)");
  int sales = 0, from_acts = 0, have = 0;
  for (int i = 0; i < kMaxTypes; ++i) sales += t.sold[ix(i)];
  for (int k = 0; k < kDrawPiles; ++k) sales += t.sold_unknown[ix(k)];
  std::array<int, kResources> pool{};
  for (int r = 0; r < kResources; ++r) {
    pool[ix(r)] = t.pool[ix(r)];
    have += pool[ix(r)];
    from_acts += gave[ix(r)];
  }
  const int in = from_acts + sales;
  // "the activations' {F}, 1 sale": what was put in.
  const std::string put = (t.n_acts ? "the activations' " + letters(gave) : "no activation") +
                          ", " + count(sales, "sale");
  if (in == 0 && have > 0)
    return violation("I-14", "the pool holds " + letters(pool) +
                                 ", but nothing was put in it: no activation (acts) and no sale "
                                 "(txsold) in this transaction, and exchanges and Marchands only "
                                 "change what is there (M-3.3)");
  if (in > 0 && have == 0)
    return violation("I-14", "the pool is empty, but " + count(in, "resource") +
                                 (in == 1 ? " was" : " were") + " put in it (" + put +
                                 "): an exchange or a Marchand always leaves a resource (M-4.1, "
                                 "M-6.5)");
  if (have > in + marchands)
    return violation("I-15", "the pool holds " + count(have, "resource") + " " + letters(pool) +
                                 ", more than its contributions give: " + std::to_string(in) +
                                 " put in (" + put + "), plus 1 per Marchand used for a gold (" +
                                 std::to_string(marchands) +
                                 " used, M-6.5); exchanges only take away (M-4.1)");
  if (marchands == 0 && (in - have) % 2)
    return violation("I-16", "the pool holds " + count(have, "resource") + " " + letters(pool) +
                                 ", but " + std::to_string(in) + " were put in (" + put +
                                 "): an exchange takes 2 away (3 for 1, M-4.1), so without a "
                                 "Marchand the difference is even");
  std::array<int, kResources> gone{};
  int missing = 0;
  for (int r = 0; r < kResources; ++r) {
    gone[ix(r)] = std::max(0, gave[ix(r)] - pool[ix(r)]);
    missing += gone[ix(r)];
  }
  const int exchanges = (in + marchands - have) / 2;
  if (missing > 3 * exchanges + marchands)
    return violation("I-16", "the pool " + letters(pool) + " lacks " + letters(gone) +
                                 " of the activations' " + letters(gave) +
                                 ": only an exchange (3 of a resource for 1, M-4.1) or a Marchand "
                                 "(M-6.5) takes resources out, and with " + std::to_string(in) +
                                 " put in and " + std::to_string(have) + " left at most " +
                                 count(exchanges, "exchange") + " and " +
                                 count(marchands, "Marchand trade") + " were made");
  return std::nullopt;
}

// How far the turn has gone, for the marks a state can carry: the setup, the start of the turn
// (step 0 to the step-1 draw, M-3.1), step 3 (M-3.3..M-3.12), step 4's external movement
// (M-3.13), step 4's wars and combats (M-3.14), the end. A forced removal (step upkeep) is where
// it returns to.
enum class Stage { Setup, Start, Step3, March, War, Over };

Stage stage_of(const State& s) {
  switch (s.phase == Phase::Upkeep ? s.after_upkeep : s.phase) {
    case Phase::SetupFirst:
    case Phase::SetupReminder:
    case Phase::DraftPick:
      return Stage::Setup;
    case Phase::Reveal:
      return s.draw_for == DrawFor::Draft  ? Stage::Setup
             : s.draw_for == DrawFor::Turn ? Stage::Start
                                           : Stage::Step3;  // an extra draw, paid in step 3
    case Phase::Draw:
      return Stage::Start;
    case Phase::Main:
    case Phase::Txn:
    case Phase::BuildingReveal:
      return Stage::Step3;
    case Phase::March:
      return Stage::March;
    case Phase::GameOver:
      return Stage::Over;
    default:
      return Stage::War;
  }
}

std::string stage_text(const State& s, Stage st) {
  switch (st) {
    case Stage::Setup:
      return "during the setup";
    case Stage::Start:
      return "at the start of " + seat(s.active) + "'s turn (before his step-1 draw is revealed)";
    case Stage::Step3:
      return "in step 3";
    default:
      return "in step 4 before any war is declared";
  }
}

// I-10, I-26, M-3.14.1: what happened this turn fits where the turn stands. Troops change fief
// only in step 4, the active player's (`go:` ends step 3); damage, heals and +0/1 bonuses start
// every turn at 0 and come from a combat of this turn (damage also from an Archer's shot outside
// a combat under archer_outside_combat); combats are declared in step 4, after movement. A
// finished game keeps the marks of its last turn, whatever ended it.
Verdict turn_marks(const State& s) {
  const Stage st = stage_of(s);
  if (st == Stage::Over) return std::nullopt;
  const bool fought = s.war_fiefs_lo || s.war_fiefs_hi;
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& c = s.card(i);
    if (!c.steps && !(c.flags & kMovedIn)) continue;
    const std::string mark =
        c.flags & kMovedIn ? "moved" + std::to_string(c.steps) : "steps" + std::to_string(c.steps);
    if (st < Stage::March)
      return violation("I-10", card_name(s, i) + " has moved this turn (" + mark + ") " +
                                   stage_text(s, st) +
                                   ": troops change fief only in step 4, and the first go: "
                                   "ends step 3 (M-3.13)");
    if (c.owner != s.active)
      return violation("I-10", card_name(s, i) + " of " + seat(c.owner) + " has moved this turn (" +
                                   mark + "), but only " + seat(s.active) +
                                   ", the active player, moves troops in his turn (M-3.13)");
  }
  if (s.group_move_from != kNone && st < Stage::March)
    return violation("I-10", "a first external move of this turn is recorded (march " +
                                 fief_name(s, s.group_move_from) + ">" +
                                 fief_name(s, s.group_move_to) + ") " + stage_text(s, st) +
                                 ": troops change fief only in step 4 (M-3.13)");
  if (fought && st < Stage::War) {
    std::string fiefs;
    for (int f = 0; f < s.cfg().num_fiefs; ++f)
      if (s.war_fought(f)) fiefs += " " + fief_name(s, f);
    return violation("M-3.14.1", "a combat is recorded this turn (fought" + fiefs + ") " +
                                     stage_text(s, st) +
                                     ": war is declared in step 4, after external movement");
  }
  const bool shots = s.options().archer_outside_combat && st > Stage::Start;
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& c = s.card(i);
    if (!c.damage && !c.heals && !c.bonus) continue;
    const bool combat_only = c.heals || c.bonus;  // an Archer's shot outside gives only damage
    const std::string mark = c.damage && !(shots && combat_only)
                                 ? "damage (dmg" + std::to_string(c.damage) + ")"
                             : c.heals ? "a heal (healed" + std::to_string(c.heals) + ")"
                                       : "a +0/1 bonus (bonus" + std::to_string(c.bonus) + ")";
    if (st <= Stage::Start)
      return violation("I-26", card_name(s, i) + " carries " + mark + " " + stage_text(s, st) +
                                   ": damage and combat bonuses vanish when a turn ends (M-3.19)");
    if (fought || (shots && !combat_only)) continue;
    return violation("I-26", card_name(s, i) + " carries " + mark + " " + stage_text(s, st) +
                                 ", but no combat has been fought this turn (no fought field)" +
                                 (!combat_only && !shots
                                      ? " and no Archer shoots outside a combat "
                                        "(archer_outside_combat=false)"
                                      : "") +
                                 ": damage and bonuses start each turn at 0");
  }
  return std::nullopt;
}

}  // namespace

Verdict Medievalia::check_invariants(const State& s) {
  if (Verdict v = conservation(s)) return v;
  if (Verdict v = placement(s)) return v;
  if (Verdict v = game_end(s)) return v;
  if (s.phase != Phase::Txn && s.txn != Txn{})
    return violation("I-14", "a pool outside a transaction");
  if (s.phase == Phase::Txn)
    if (Verdict v = txn_record(s)) return v;
  if (!combat_phase(s.phase) && s.combat != Combat{})
    return violation("I-21", "a combat left open");
  if (Verdict v = turn_marks(s)) return v;
  // I-29: a counter that reaches the siege_turns limit eliminates its player at once (M-7.3).
  const bool three = s.options().siege_turns == SiegeTurns::ThreeInclusive;
  const int limit = three ? 3 : 4;
  for (int p = 0; p < s.num_players; ++p)
    if (const int c = s.player(p).siege; c >= limit)
      return violation("I-29", seat(p) + "'s siege counter is " + std::to_string(c) +
                                   (c == limit ? ", the limit" : ", past the limit " +
                                                                     std::to_string(limit)) +
                                   " under siege_turns=" + (three ? "3_inclusive" : "4_starts") +
                                   ": a player is eliminated when his counter reaches it (M-7.3), "
                                   "so it stays at " + std::to_string(limit - 1) + " or below");
  // I-20: at every rest state of the owner's turn, troops <= 2 x food capacity.
  const bool rest = s.phase == Phase::Draw || s.phase == Phase::Main || s.phase == Phase::Txn ||
                    s.phase == Phase::March || s.phase == Phase::War ||
                    s.phase == Phase::BuildingReveal ||
                    (s.phase == Phase::Reveal && s.draw_for != DrawFor::Draft);
  // Recounted from the table (troops_to_feed, could_produce), not by the upkeep check's
  // over_upkeep(): M-5.6, each food feeds 2 troops.
  if (rest) {
    const int troops = troops_to_feed(s, s.active), food = could_produce(s, s.active, Food, true);
    if (troops > 2 * food)
      return violation("I-20", "P" + std::to_string(s.active + 1) + " has " +
                                   std::to_string(troops) + " troops for " + std::to_string(food) +
                                   " food");
  }
  if (s.phase != Phase::GameOver && s.phase >= Phase::Upkeep && !s.player(s.active).alive)
    return violation("I-28", "an eliminated player is to play");
  return std::nullopt;
}

Verdict Medievalia::check_transition(const State& b, const Action& a, const State& s) {
  for (int k = 0; k < kDrawPiles; ++k)
    if (s.pile_size[static_cast<std::size_t>(k)] > b.pile_size[static_cast<std::size_t>(k)])
      return violation("I-03", "a draw pile grew");
  for (int k = 0; k < kBuildingPiles; ++k)
    if (s.building_hidden[static_cast<std::size_t>(k)] >
        b.building_hidden[static_cast<std::size_t>(k)])
      return violation("I-03", "a building pile grew");
  for (int t = 0; t < kMaxTypes; ++t)
    if (s.out[static_cast<std::size_t>(t)] < b.out[static_cast<std::size_t>(t)])
      return violation("I-03", "a card left the out-of-game zone");
  const bool new_turn = s.turn != b.turn;
  const bool reactivation = new_turn || (b.phase == Phase::Reveal && b.draw_for == DrawFor::Turn);
  for (int i = 0; i < kMaxCards; ++i) {
    const Card &x = b.card(i), &y = s.card(i);
    if (x.zone != Zone::Table || y.zone != Zone::Table) continue;
    if ((x.flags & kTapped) && !(y.flags & kTapped) &&
        !(a.kind == K::Cancel && (x.flags & kTxnTapped)) && !(reactivation && y.owner == s.active))
      return violation("I-12", card_name(s, i) + " was untapped outside reactivation");
    if (x.fief != y.fief &&
        !(a.kind == K::Go && a.a == i && adjacent(b, x.fief, y.fief) && y.owner == b.active))
      return violation("I-10", card_name(s, i) + " changed fief outside external movement");
    if (x.host != y.host && x.host != kNone && (x.flags & kTapped) && on_table(s, x.host))
      return violation("I-12", card_name(s, i) + ": a tapped card was detached");
  }
  if (a.kind == K::Tap && is_host(b, a.a))
    for (int i = 0; i < kMaxCards; ++i)
      if (s.card(i).zone == Zone::Table && (i == a.a || b.card(i).host == a.a) &&
          !(s.card(i).flags & kTapped))
        return violation("I-13", card_name(s, i) + " was not tapped with its group");
  if (b.phase == Phase::Reveal && b.draw_for == DrawFor::Turn && s.turn == b.turn &&
      s.phase != Phase::GameOver)
    for (int i = 0; i < kMaxCards; ++i)
      if (s.card(i).zone == Zone::Table && s.card(i).owner == s.active &&
          (s.card(i).flags & kTapped))
        return violation("I-32", card_name(s, i) + " is still tapped after reactivation");
  if (new_turn)  // I-26: damage and combat bonuses vanish between turns
    for (int i = 0; i < kMaxCards; ++i)
      if (s.card(i).damage || s.card(i).heals || s.card(i).bonus)
        return violation("I-26", card_name(s, i) + " keeps damage or a bonus into a new turn");
  if (!new_turn)
    for (int p = 0; p < s.num_players; ++p)
      if (s.player(p).alive && s.player(p).siege != b.player(p).siege)
        return violation("I-29", "a siege counter moved mid-turn");
  // I-15, I-16: what one contribution may add to the pool, and what a Bureaucrate may waive.
  if (s.phase == Phase::Txn || b.phase == Phase::Txn) {
    int before = 0, after = 0, waived = 0;
    for (int r = 0; r < kResources; ++r) {
      before += b.txn.pool[ix(r)];
      after += s.txn.pool[ix(r)];
      waived += s.txn.waived[ix(r)] - b.txn.waived[ix(r)];
    }
    if (a.kind == K::Exchange && (after != before - 2 || b.txn.pool[a.a] - s.txn.pool[a.a] != 3))
      return violation("I-16", "an exchange must turn exactly 3 of one resource into 1 other");
    if (a.kind == K::Trade && after - before != (a.b == Gold ? 1 : 0))
      return violation("I-16", "a Marchand yields 1 resource, or 2 for a gold");
    if (a.kind == K::Bureaucrat && (waived < 1 || waived > 2))
      return violation("I-16", "a Bureaucrate waives 1 or 2 cost symbols");
    if (a.kind == K::Tap) {
      const TypeInfo& t = b.cfg().card(a.a);
      const int most =
          t.production + (t.host() ? t.max_boosters + 2 : 0);  // base, boosters, 2 bldgs
      if (after - before < 1 || after - before > most)
        return violation("I-15", card_name(b, a.a) + " yielded " + std::to_string(after - before) +
                                     ", more than base + boosters + buildings");
    }
  }
  // I-21: at most one combat per fief per turn, between enemies.
  if (a.kind == K::War && (b.war_fought(a.a) || !foes(b, b.active, a.b)))
    return violation("I-21", "a second combat in a fief, or a combat between allies");
  // I-04: a hand changes only by a draw (+1), a play or a sale (-1), a cancelled sale coming
  // back, or its owner's elimination.
  for (int p = 0; p < s.num_players; ++p) {
    auto size = [&](const State& x) {
      int n = 0;
      for (auto h : x.player(p).hand) n += h;
      for (auto h : x.player(p).unknown) n += h;
      return n;
    };
    const int delta = size(s) - size(b);
    if (delta == 0 || (!s.player(p).alive && size(s) == 0)) continue;
    const bool drew =
        a.kind == K::Reveal && b.phase == Phase::Reveal && p == b.active && delta == 1;
    const bool sold = a.kind == K::Sell && p == a.seat && delta == -1;
    const bool played =
        a.kind == K::Pay && p == b.active && delta == -1 && static_cast<K>(b.txn.kind) == K::Play;
    const bool returned = a.kind == K::Cancel && delta > 0;
    if (!drew && !sold && !played && !returned)
      return violation("I-04", "P" + std::to_string(p + 1) + "'s hand changed by " +
                                   std::to_string(delta) + " without a draw, play or sale");
  }
  // I-10: troops enter the table in their owner's own fief.
  for (int i = 0; i < kMaxCards; ++i)
    if (b.card(i).zone != Zone::Table && s.card(i).zone == Zone::Table &&
        s.card(i).fief != own_fief(s.card(i).owner))
      return violation("I-10", card_name(s, i) + " entered the table outside its owner's fief");
  // I-29, I-31: at a new turn, the next seat still in the game plays, and its siege counter went
  // up by one or back to 0.
  if (new_turn && s.phase != Phase::GameOver && b.turn > 0) {
    int next = b.active;
    do next = (next + 1) % s.num_players;
    while (!s.player(next).alive && next != b.active);
    const int counter = s.player(s.active).siege, was = b.player(s.active).siege;
    if (s.active != next && b.player(next).alive && s.player(next).alive)
      return violation("I-31", "P" + std::to_string(s.active + 1) + " plays out of turn");
    if (counter != 0 && counter != was + 1)
      return violation("I-29", "a siege counter jumped from " + std::to_string(was) + " to " +
                                   std::to_string(counter));
  }
  // I-14: a committed transaction had at least its cost in the pool.
  // The price is recounted (price_to_pay), not taken from the pay check's txn_cost().
  if (a.kind == K::Pay) {
    const Price price = price_to_pay(b);
    int spare = 0;
    for (int r = 0; r < kResources; ++r) {
      const int have = b.txn.pool[ix(r)], need = price.fixed[ix(r)];
      if (have < need) return violation("I-14", "a transaction committed with less than its cost");
      spare += have - std::max(need, 0);
    }
    if (spare < price.any)
      return violation("I-14", "a transaction committed with less than its cost (" +
                                   std::to_string(price.any) + " of any resource due, " +
                                   std::to_string(spare) + " left beyond the fixed cost)");
  }
  // I-33: after the draft every hand holds 8 cards.
  if (b.phase == Phase::Reveal && b.draw_for == DrawFor::Draft && s.phase != Phase::DraftPick)
    for (int p = 0; p < s.num_players; ++p) {
      const Player& pl = s.player(p);
      int n = pl.unknown[0] + pl.unknown[1] + pl.unknown[2];
      for (auto h : pl.hand) n += h;
      if (n != 8 && s.turn <= 1)
        return violation("I-33", "a hand of " + std::to_string(n) + " after the draft");
    }
  return std::nullopt;
}

}  // namespace arbiter::medievalia
