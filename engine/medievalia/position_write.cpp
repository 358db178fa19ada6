// Writing a Medievalia position: every reachable state, the fields at their default left out.
#include <array>
#include <string>
#include <vector>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/position_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace position_detail {
namespace {

std::string times(const std::string& word, int n) {
  return n > 1 ? word + "x" + std::to_string(n) : word;
}

std::string marks_text(const State& s, int id) {
  const Card& c = s.card(id);
  std::vector<std::string> m;
  if ((c.flags & kTxnTapped) && (c.flags & kTapped))
    m.push_back("txn");
  else if (c.flags & kTapped)
    m.push_back("tapped");
  if ((c.flags & kMovedIn) && c.steps)
    m.push_back("moved" + std::to_string(c.steps));
  else if (c.flags & kMovedIn)
    m.push_back("moved0");
  else if (c.steps)
    m.push_back("steps" + std::to_string(c.steps));
  if (c.damage) m.push_back("dmg" + std::to_string(c.damage));
  if (c.heals) m.push_back("healed" + std::to_string(c.heals));
  if (c.bonus) m.push_back("bonus" + std::to_string(c.bonus));
  if (c.unit && c.unit < kDefendBase)
    m.push_back("u" + std::to_string(c.unit));
  else if (c.unit)
    m.push_back("d" + std::to_string(c.unit - kDefendBase + 1));
  else if (c.flags & kEngaged)
    m.push_back("engaged");
  if (c.flags & kBonusGiven) m.push_back("gave");
  if (c.order)
    m.push_back("order" + std::to_string(c.order));
  else if (c.flags & kOrdered)
    m.push_back("ordered");
  std::string t;
  for (const std::string& w : m) t += (t.empty() ? "(" : ",") + w;
  return t.empty() ? t : t + ")";
}

std::string card_text(const State& s, int id) {
  const Card& c = s.card(id);
  std::string t = card_name(s, id);
  if (c.host != kNone) t += "@" + card_name(s, c.host);
  if (c.fief != own_fief(c.owner)) t += ">" + fief_name(s, c.fief);
  return t + marks_text(s, id);
}

// A City at its default: on the table in its fief with no mark, or out of game with no mark.
bool default_city(const State& s, int p) {
  const Card& c = s.card(city_of(s, p));
  Card plain;
  plain.zone = c.zone == Zone::Out ? Zone::Out : Zone::Table;
  plain.owner = u8(p);
  plain.fief = u8(own_fief(p));
  return c == plain;
}

std::string res_word(const std::array<std::uint8_t, kResources>& r) {
  std::string t;
  for (int k = 0; k < kResources; ++k) {
    const int n = r[ix(k)];
    if (n > 4)
      t += kResourceLetter[k] + std::to_string(n);
    else
      t.append(ix(n), kResourceLetter[k]);
  }
  return t;
}

using position_kit::Line;

void write_hand(Line& l, const State& s, const std::array<std::uint8_t, kMaxTypes>& hand,
                const std::array<std::uint8_t, kDrawPiles>& unknown) {
  for (int t = 0; t < s.cfg().num_types; ++t)
    if (hand[ix(t)]) l << times(type_name(s, t), hand[ix(t)]);
  for (int k = 0; k < kDrawPiles; ++k)
    if (unknown[ix(k)]) l << times(std::string("?") + kPileLetter[k], unknown[ix(k)]);
}

// An activation of the transaction: its card, and its contributors where they are not those
// the group gave when the card was tapped.
std::string act_word(const State& s, const Txn::Act& a) {
  std::string w = card_name(s, a.card);
  std::array<std::uint8_t, 5> res{}, amount{};
  const int n = default_contributors(s, a.card, res, amount);
  bool plain = n == a.n;
  for (int i = 0; i < a.n && plain; ++i)
    plain = res[ix(i)] == a.res[ix(i)] && amount[ix(i)] == a.amount[ix(i)] && a.exp[ix(i)] == 0;
  if (plain) return w;
  w += "=";
  for (int i = 0; i < a.n; ++i) {
    if (i) w += ",";
    w += a.res[ix(i)] < kResources ? kResourceLetter[a.res[ix(i)]] : '?';
    if (a.amount[ix(i)] != 1) w += std::to_string(a.amount[ix(i)]);
    if (a.exp[ix(i)]) w += "^" + std::to_string(a.exp[ix(i)]);
  }
  return w;
}

void write_txn(std::string& out, const State& s) {
  const Txn& t = s.txn;
  const int p = s.active;
  Line(out, "txn") << Medievalia::action_to_text(
      s, act(static_cast<K>(t.kind), p, t.arg[0], t.arg[1], t.arg[2], t.arg[3]));
  if (t.pool != std::array<std::uint8_t, kResources>{}) Line(out, "pool") << res_word(t.pool);
  if (t.n_acts) {
    Line l(out, "acts");
    for (int k = 0; k < t.n_acts; ++k) l << act_word(s, t.acts[ix(k)]);
  }
  const int ally = (p + 2) % kMaxPlayers;
  std::array<std::uint8_t, kMaxTypes> own{};
  std::array<std::uint8_t, kDrawPiles> own_unknown{};
  for (int i = 0; i < kMaxTypes; ++i) own[ix(i)] = u8(t.sold[ix(i)] - t.ally_sold[ix(i)]);
  for (int k = 0; k < kDrawPiles; ++k)
    own_unknown[ix(k)] = u8(t.sold_unknown[ix(k)] - t.ally_sold_unknown[ix(k)]);
  for (int q : {p, ally}) {
    std::string line = "txsold " + seat_word(q);
    Line l(out, line, true);
    write_hand(l, s, q == p ? own : t.ally_sold, q == p ? own_unknown : t.ally_sold_unknown);
  }
  if (t.waived != std::array<std::uint8_t, kResources>{}) Line(out, "waived") << res_word(t.waived);
}

void write_combat(std::string& out, const State& s) {
  const Combat& cb = s.combat;
  {
    Line l(out, "combat");
    l << fief_name(s, cb.fief) + (s.num_players != 2 ? "/" + seat_word(cb.defender) : "");
    if (cb.side) l << "defender";
    if (cb.passes) l << "passes" + std::to_string(cb.passes);
  }
  auto group = [](int g) { return "d" + std::to_string(g - kDefendBase + 1); };
  bool any = false;
  for (int u = 1; u <= cb.n_attack; ++u) {
    const Unit& un = cb.attack[ix(u - 1)];
    any = any || un.blocker || un.target;
  }
  if (any) {
    Line l(out, "units");
    for (int u = 1; u <= cb.n_attack; ++u) {
      const Unit& un = cb.attack[ix(u - 1)];
      l << std::to_string(u) + (un.blocker ? "<" + group(un.blocker) : "") +
               (un.target ? ">" + group(un.target) : "");
    }
  }
  any = false;
  for (int d = 0; d < cb.n_defend; ++d)
    any = any || cb.defend[ix(d)].strike || cb.defend[ix(d)].leftover;
  if (!any) return;
  Line l(out, "groups");
  for (int d = 0; d < cb.n_defend; ++d) {
    const Unit& g = cb.defend[ix(d)];
    std::string w = group(kDefendBase + d);
    if (g.strike == kNone)
      w += ">-";
    else if (g.strike)
      w += ">" + std::to_string(g.strike);
    if (g.leftover) w += "(left" + std::to_string(g.leftover) + ")";
    l << w;
  }
}

// The turn, the step and what the step remembers.
void write_time(std::string& out, const State& s) {
  const int n = s.num_players;
  Line(out, "turn") << std::to_string(s.turn) << seat_word(s.active)
                    << kPhaseWord[static_cast<std::size_t>(s.phase)];
  if (s.first) Line(out, "first") << seat_word(s.first);
  if (s.phase == Phase::GameOver) {
    std::string w;
    for (int p = 0; p < n; ++p)
      if ((s.winner_mask >> p) & 1) w += (w.empty() ? "" : "+") + seat_word(p);
    Line(out, "end") << kEndWord[s.end_reason < 4 ? s.end_reason : 0] << (w.empty() ? "none" : w);
  }
  if (s.reveal_pile != 0 || s.draw_for != default_for(s.turn, s.phase))
    Line(out, "reveal") << (s.phase == Phase::BuildingReveal
                                ? std::to_string(s.reveal_pile + 1)
                                : std::string(1, kPileLetter[s.reveal_pile % kDrawPiles]))
                        << kForWord[static_cast<std::size_t>(s.draw_for) % 3];
  if (s.after_upkeep != Phase::Draw)
    Line(out, "resume") << kPhaseWord[static_cast<std::size_t>(s.after_upkeep)];
  if (s.decider) Line(out, "decider") << seat_word(s.decider);
  if (s.skipped != kNone) Line(out, "skipped") << seat_word(s.skipped);
  if (s.war_fiefs_lo || s.war_fiefs_hi) {
    Line l(out, "fought");
    for (int f = 0; f < s.cfg().num_fiefs; ++f)
      if (s.war_fought(f)) l << fief_name(s, f);
  }
  if (s.group_move_from != kNone || s.group_move_to != kNone)
    Line(out, "march") << fief_name(s, s.group_move_from) + ">" + fief_name(s, s.group_move_to);
  if (s.ally_fee_paid) Line(out, "fee") << "paid";
}

// Each seat's counters, the eliminated seats, the cards on the table and out, the hands.
void write_players(std::string& out, const State& s) {
  const int n = s.num_players;
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.player(p);
    Line l(out, "player " + seat_word(p), true);
    if (pl.siege) l << "siege" + std::to_string(pl.siege);
    if (pl.turns != default_turns(s.turn, s.first, n, p)) l << "turns" + std::to_string(pl.turns);
    if (pl.drafted != default_drafted(s.turn, pl)) l << "drafted" + std::to_string(pl.drafted);
    if (pl.extra_draws) l << "extra" + std::to_string(pl.extra_draws);
  }
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.player(p);
    if (pl.alive) continue;
    Line l(out, "eliminated");
    l << seat_word(p)
      << ((pl.out & kOutReasonMask) == static_cast<int>(OutReason::Siege) ? "siege" : "city");
    if (!(pl.out & kOutTurnSkipped)) l << "unskipped";
  }
  for (Zone zone : {Zone::Table, Zone::Out})
    for (int p = 0; p < n; ++p) {
      Line l(out, (zone == Zone::Table ? "table " : "out ") + seat_word(p), true);
      for (int id = 0; id < kMaxCards; ++id) {
        const Card& c = s.card(id);
        if (c.zone != zone || c.owner != p) continue;
        if (id == city_of(s, p) && default_city(s, p)) continue;
        l << card_text(s, id);
      }
    }
  for (int p = 0; p < n; ++p) {
    Line l(out, "hand " + seat_word(p), true);
    write_hand(l, s, s.player(p).hand, s.player(p).unknown);
  }
}

// The cards out of play and the piles: sold, the piles' sizes, the reminders, the buildings.
void write_supply(std::string& out, const State& s) {
  const Config& cfg = s.cfg();
  {  // hand cards out of game: the out-of-game count less the copies that left the table
    std::array<int, kMaxTypes> zone_out{};
    for (int id = 0; id < kMaxCards; ++id)
      if (s.card(id).zone == Zone::Out) ++zone_out[cfg.type_of[ix(id)]];
    Line l(out, "sold", true);
    for (int t = 0; t < cfg.num_types; ++t)
      if (s.out[ix(t)] > zone_out[ix(t)])
        l << times(type_name(s, t), s.out[ix(t)] - zone_out[ix(t)]);
  }
  if (s.out_unknown != std::array<std::uint8_t, kDrawPiles>{}) {
    Line l(out, "piles");
    for (int k = 0; k < kDrawPiles; ++k) l << kPileLetter[k] + std::to_string(s.pile_size[ix(k)]);
  }
  {
    Line l(out, "reminders", true);
    for (int k = 0; k < kDrawPiles; ++k) {
      std::array<int, kMaxTypes> left{};
      for (int t = 0; t < kMaxTypes; ++t)
        left[ix(t)] = s.pool[ix(k)][ix(t)] + (s.reminder[ix(k)] == t ? 1 : 0);
      const int def = default_reminder(cfg, s.phase, k, s.pile_size[ix(k)], left);
      if (s.reminder[ix(k)] != def && s.reminder[ix(k)] != kNone)
        l << type_name(s, s.reminder[ix(k)]);
    }
  }
  int total = 0;
  for (auto h : s.building_hidden) total += h;
  const auto even = default_hidden(total);
  bool plain = true;
  for (int k = 0; k < kBuildingPiles; ++k)
    plain = plain && s.building_top[ix(k)] == cfg.pile_top_type[ix(k)] &&
            s.building_hidden[ix(k)] == even[ix(k)];
  if (plain) return;
  Line l(out, "buildings");
  for (int k = 0; k < kBuildingPiles; ++k)
    l << (s.building_top[ix(k)] == kNone ? std::string("-") : type_name(s, s.building_top[ix(k)])) +
             "+" + std::to_string(s.building_hidden[ix(k)]);
}

}  // namespace
}  // namespace position_detail

std::string Medievalia::position_text(const State& s) {
  using namespace position_detail;
  std::string text;
  write_time(text, s);
  write_players(text, s);
  write_supply(text, s);
  if (s.phase == Phase::Txn && s.txn.kind != kNone) write_txn(text, s);
  if (combat_phase(s.phase) && s.combat.fief != kNone) write_combat(text, s);
  return text;
}

}  // namespace arbiter::medievalia
