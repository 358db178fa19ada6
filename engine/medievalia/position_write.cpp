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

void write_hand(std::string& line, const State& s, const std::array<std::uint8_t, kMaxTypes>& hand,
                const std::array<std::uint8_t, kDrawPiles>& unknown) {
  for (int t = 0; t < s.cfg().num_types; ++t)
    if (hand[ix(t)]) line += " " + times(type_name(s, t), hand[ix(t)]);
  for (int k = 0; k < kDrawPiles; ++k)
    if (unknown[ix(k)]) line += " " + times(std::string("?") + kPileLetter[k], unknown[ix(k)]);
}

void write_txn(std::vector<std::string>& out, const State& s) {
  const Txn& t = s.txn;
  const int p = s.active;
  out.push_back("txn " + Medievalia::action_to_text(s, act(static_cast<K>(t.kind), p, t.arg[0],
                                                           t.arg[1], t.arg[2], t.arg[3])));
  if (t.pool != std::array<std::uint8_t, kResources>{}) out.push_back("pool " + res_word(t.pool));
  if (t.n_acts) {
    std::string line = "acts";
    for (int k = 0; k < t.n_acts; ++k) {
      const Txn::Act& a = t.acts[ix(k)];
      line += " " + card_name(s, a.card);
      std::array<std::uint8_t, 5> res{}, amount{};
      const int n = default_contributors(s, a.card, res, amount);
      bool plain = n == a.n;
      for (int i = 0; i < a.n && plain; ++i)
        plain = res[ix(i)] == a.res[ix(i)] && amount[ix(i)] == a.amount[ix(i)] && a.exp[ix(i)] == 0;
      if (plain) continue;
      line += "=";
      for (int i = 0; i < a.n; ++i) {
        if (i) line += ",";
        line += a.res[ix(i)] < kResources ? kResourceLetter[a.res[ix(i)]] : '?';
        if (a.amount[ix(i)] != 1) line += std::to_string(a.amount[ix(i)]);
        if (a.exp[ix(i)]) line += "^" + std::to_string(a.exp[ix(i)]);
      }
    }
    out.push_back(line);
  }
  const int ally = (p + 2) % kMaxPlayers;
  std::array<std::uint8_t, kMaxTypes> own{};
  std::array<std::uint8_t, kDrawPiles> own_unknown{};
  for (int i = 0; i < kMaxTypes; ++i) own[ix(i)] = u8(t.sold[ix(i)] - t.ally_sold[ix(i)]);
  for (int k = 0; k < kDrawPiles; ++k)
    own_unknown[ix(k)] = u8(t.sold_unknown[ix(k)] - t.ally_sold_unknown[ix(k)]);
  for (int q : {p, ally}) {
    std::string line = "txsold " + seat_word(q);
    write_hand(line, s, q == p ? own : t.ally_sold, q == p ? own_unknown : t.ally_sold_unknown);
    if (line.size() > 9) out.push_back(line);
  }
  if (t.waived != std::array<std::uint8_t, kResources>{})
    out.push_back("waived " + res_word(t.waived));
}

void write_combat(std::vector<std::string>& out, const State& s) {
  const Combat& cb = s.combat;
  std::string line = "combat " + fief_name(s, cb.fief);
  if (s.num_players != 2) line += "/" + seat_word(cb.defender);
  if (cb.side) line += " defender";
  if (cb.passes) line += " passes" + std::to_string(cb.passes);
  out.push_back(line);
  auto group = [](int g) { return "d" + std::to_string(g - kDefendBase + 1); };
  bool any = false;
  line = "units";
  for (int u = 1; u <= cb.n_attack; ++u) {
    const Unit& un = cb.attack[ix(u - 1)];
    line += " " + std::to_string(u);
    if (un.blocker) line += "<" + group(un.blocker);
    if (un.target) line += ">" + group(un.target);
    any = any || un.blocker || un.target;
  }
  if (any) out.push_back(line);
  any = false;
  line = "groups";
  for (int d = 0; d < cb.n_defend; ++d) {
    const Unit& g = cb.defend[ix(d)];
    line += " " + group(kDefendBase + d);
    if (g.strike == kNone)
      line += ">-";
    else if (g.strike)
      line += ">" + std::to_string(g.strike);
    if (g.leftover) line += "(left" + std::to_string(g.leftover) + ")";
    any = any || g.strike || g.leftover;
  }
  if (any) out.push_back(line);
}

}  // namespace
}  // namespace position_detail

std::string Medievalia::position_text(const State& s) {
  using namespace position_detail;
  const Config& cfg = s.cfg();
  const int n = s.num_players;
  std::vector<std::string> out;
  out.push_back("turn " + std::to_string(s.turn) + " " + seat_word(s.active) + " " +
                std::string(kPhaseWord[static_cast<std::size_t>(s.phase)]));
  if (s.first) out.push_back("first " + seat_word(s.first));
  if (s.phase == Phase::GameOver) {
    std::string w;
    for (int p = 0; p < n; ++p)
      if ((s.winner_mask >> p) & 1) w += (w.empty() ? "" : "+") + seat_word(p);
    out.push_back("end " + std::string(kEndWord[s.end_reason < 4 ? s.end_reason : 0]) + " " +
                  (w.empty() ? "none" : w));
  }
  if (s.reveal_pile != 0 || s.draw_for != default_for(s.turn, s.phase)) {
    const std::string pile = s.phase == Phase::BuildingReveal
                                 ? std::to_string(s.reveal_pile + 1)
                                 : std::string(1, kPileLetter[s.reveal_pile % kDrawPiles]);
    out.push_back("reveal " + pile + " " +
                  std::string(kForWord[static_cast<std::size_t>(s.draw_for) % 3]));
  }
  if (s.after_upkeep != Phase::Draw)
    out.push_back("resume " + std::string(kPhaseWord[static_cast<std::size_t>(s.after_upkeep)]));
  if (s.decider) out.push_back("decider " + seat_word(s.decider));
  if (s.skipped != kNone) out.push_back("skipped " + seat_word(s.skipped));
  if (s.war_fiefs_lo || s.war_fiefs_hi) {
    std::string line = "fought";
    for (int f = 0; f < cfg.num_fiefs; ++f)
      if (s.war_fought(f)) line += " " + fief_name(s, f);
    out.push_back(line);
  }
  if (s.group_move_from != kNone || s.group_move_to != kNone)
    out.push_back("march " + fief_name(s, s.group_move_from) + ">" + fief_name(s, s.group_move_to));
  if (s.ally_fee_paid) out.push_back("fee paid");
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.player(p);
    std::string line;
    if (pl.siege) line += " siege" + std::to_string(pl.siege);
    if (pl.turns != default_turns(s.turn, s.first, n, p))
      line += " turns" + std::to_string(pl.turns);
    if (pl.drafted != default_drafted(s.turn, pl)) line += " drafted" + std::to_string(pl.drafted);
    if (pl.extra_draws) line += " extra" + std::to_string(pl.extra_draws);
    if (!line.empty()) out.push_back("player " + seat_word(p) + line);
  }
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.player(p);
    if (pl.alive) continue;
    const int why = pl.out & kOutReasonMask;
    out.push_back("eliminated " + seat_word(p) +
                  (why == static_cast<int>(OutReason::Siege) ? " siege" : " city") +
                  (pl.out & kOutTurnSkipped ? "" : " unskipped"));
  }
  for (Zone zone : {Zone::Table, Zone::Out})
    for (int p = 0; p < n; ++p) {
      std::string line = (zone == Zone::Table ? "table " : "out ") + seat_word(p);
      const std::size_t bare = line.size();
      for (int id = 0; id < kMaxCards; ++id) {
        const Card& c = s.card(id);
        if (c.zone != zone || c.owner != p) continue;
        if (id == city_of(s, p) && default_city(s, p)) continue;
        line += " " + card_text(s, id);
      }
      if (line.size() > bare) out.push_back(line);
    }
  for (int p = 0; p < n; ++p) {
    std::string line = "hand " + seat_word(p);
    write_hand(line, s, s.player(p).hand, s.player(p).unknown);
    if (line.size() > 7) out.push_back(line);
  }
  {  // hand cards out of game: the out-of-game count less the copies that left the table
    std::array<int, kMaxTypes> zone_out{};
    for (int id = 0; id < kMaxCards; ++id)
      if (s.card(id).zone == Zone::Out) ++zone_out[cfg.type_of[ix(id)]];
    std::string line = "sold";
    for (int t = 0; t < cfg.num_types; ++t)
      if (s.out[ix(t)] > zone_out[ix(t)])
        line += " " + times(type_name(s, t), s.out[ix(t)] - zone_out[ix(t)]);
    if (line.size() > 4) out.push_back(line);
  }
  if (s.out_unknown != std::array<std::uint8_t, kDrawPiles>{}) {
    std::string line = "piles";
    for (int k = 0; k < kDrawPiles; ++k)
      line += std::string(" ") + kPileLetter[k] + std::to_string(s.pile_size[ix(k)]);
    out.push_back(line);
  }
  {
    std::string line = "reminders";
    for (int k = 0; k < kDrawPiles; ++k) {
      std::array<int, kMaxTypes> left{};
      for (int t = 0; t < kMaxTypes; ++t)
        left[ix(t)] = s.pool[ix(k)][ix(t)] + (s.reminder[ix(k)] == t ? 1 : 0);
      const int def = default_reminder(cfg, s.phase, k, s.pile_size[ix(k)], left);
      if (s.reminder[ix(k)] != def && s.reminder[ix(k)] != kNone)
        line += " " + type_name(s, s.reminder[ix(k)]);
    }
    if (line.size() > 9) out.push_back(line);
  }
  {
    int total = 0;
    for (auto h : s.building_hidden) total += h;
    const auto even = default_hidden(total);
    bool plain = true;
    for (int k = 0; k < kBuildingPiles; ++k)
      plain = plain && s.building_top[ix(k)] == cfg.pile_top_type[ix(k)] &&
              s.building_hidden[ix(k)] == even[ix(k)];
    if (!plain) {
      std::string line = "buildings";
      for (int k = 0; k < kBuildingPiles; ++k)
        line += " " +
                (s.building_top[ix(k)] == kNone ? std::string("-")
                                                : type_name(s, s.building_top[ix(k)])) +
                "+" + std::to_string(s.building_hidden[ix(k)]);
      out.push_back(line);
    }
  }
  if (s.phase == Phase::Txn && s.txn.kind != kNone) write_txn(out, s);
  if (combat_phase(s.phase) && s.combat.fief != kNone) write_combat(out, s);
  std::string text;
  for (const std::string& line : out) text += line + "\n";
  return text;
}

}  // namespace arbiter::medievalia
