// Medievalia invariants on where the cards are: their counts, their places, this turn's marks.
#include <array>
#include <cstdint>
#include <string>

#include "engine/medievalia/invariants_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia::invariants_detail {

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
      return violation("I-01", std::string("pile ")
                                   .append(1, kPileLetter[k])
                                   .append(": face-down and unseen cards disagree"));
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
    if (held.territories[ix(p)] > kFiefTerritories)
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

namespace {

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

}  // namespace

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
                                 (!combat_only && !shots ? " and no Archer shoots outside a combat "
                                                           "(archer_outside_combat=false)"
                                                         : "") +
                                 ": damage and bonuses start each turn at 0");
  }
  return std::nullopt;
}

}  // namespace arbiter::medievalia::invariants_detail
