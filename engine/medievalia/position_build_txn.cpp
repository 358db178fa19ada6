// Reading a Medievalia position: the transaction and the combat under way, rebuilt.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/medievalia/position_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia::position_detail {

// One activation of the open transaction: a tapped card of the active player or his ally, and
// its contributors (as the group gave them when it was tapped, unless written).
bool Reader::txn_act(const ActSpec& x, Txn& t) {
  const int p = s_.active;
  const int ally = (p + 2) % kMaxPlayers;
  int ty = -1, copy = 0;
  if (!card_name_of("acts", x.card, ty, copy)) return false;
  int id = -1, found = 0;
  for (int i = cfg_.type(ty).first_id; i < cfg_.type(ty).first_id + cfg_.type(ty).count; ++i) {
    const Card& c = s_.card(i);
    if ((copy && i != cfg_.type(ty).first_id + copy - 1) || c.zone != Zone::Table) continue;
    if (c.owner != p && !(n_ == 4 && c.owner == ally)) continue;
    id = i;
    ++found;
  }
  if (found != 1)
    return fail("acts", quoted(x.word) + ": " +
                            (found ? "name the copy (" + type_name(s_, ty) + "1, ...)"
                                   : "not a card of " + seat_word(p) +
                                         (n_ == 4 ? " or his ally" : std::string()) +
                                         " on the table (M-3.4)"));
  if (!(s_.card(id).flags & kTapped))
    return fail("acts", quoted(x.word) + ": an activated card is tapped (I-13)");
  for (int k = 0; k < t.n_acts; ++k)
    if (t.acts[ix(k)].card == id) return fail("acts", quoted(x.word) + " written twice (M-3.4.1)");
  Txn::Act& out = t.acts[t.n_acts++];
  out.card = u8(id);
  if (x.explicit_contributors) {
    out.n = u8(x.n);
    out.res = x.res;
    out.amount = x.amount;
    out.exp = x.exp;
  } else {
    out.n = u8(default_contributors(s_, id, out.res, out.amount));
  }
  return true;
}

bool Reader::build_txn() {
  if (!sp_.has_txn) {
    if (sp_.phase == Phase::Txn)
      return fail("txn", "missing: phase txn has an open transaction (txn play:homme, ...)");
    if (!sp_.txn_fields.empty())
      return fail(sp_.txn_fields.front(), "belongs to an open transaction (phase txn, field txn)");
    return true;
  }
  if (sp_.phase != Phase::Txn)
    return fail("txn", "a transaction is open only in phase txn (turn N SEAT txn)");
  const int p = s_.active;
  const int ally = (p + 2) % kMaxPlayers;
  // The purpose, read as its record token and checked as it was when the transaction opened.
  State open = s_;
  open.phase = Phase::Main;
  auto a = Medievalia::parse_action(open, sp_.txn);
  if (!a) return fail("txn", a.error());
  if (a->kind != K::Play && a->kind != K::Buy && a->kind != K::Extra && a->kind != K::Discard)
    return fail("txn",
                quoted(sp_.txn) + " is not a purpose (play:, buy:, extra: or discard:, M-3.3.1)");
  if (a->seat != p) return fail("txn", "the active player opens the transaction (I-18)");
  if (Verdict v = check_open(open, *a, Checker::explaining()))
    return fail("txn", "[" + std::string(v->rule) + "] " + v->reason);
  Txn& t = s_.txn;
  t.kind = static_cast<std::uint8_t>(a->kind);
  t.arg = {a->a, a->b, a->c, a->d};
  for (int r = 0; r < kResources; ++r) {
    t.pool[ix(r)] = u8(sp_.pool[ix(r)]);
    t.waived[ix(r)] = u8(sp_.waived[ix(r)]);
  }
  if (sp_.waived != std::array<int, kResources>{}) {
    if (a->kind != K::Buy)
      return fail("waived", "a Bureaucrate lowers only a building's price (M-6.6)");
    const auto& cost = cfg_.type(s_.building_top[a->a]).cost;
    for (int r = 0; r < kResources; ++r)
      if (sp_.waived[ix(r)] > cost[ix(r)])
        return fail("waived", "more " + std::string(1, kResourceLetter[r]) +
                                  " waived than the price holds (M-6.6)");
  }
  for (int q = 0; q < n_; ++q) {
    if (!sp_.has_txsold[ix(q)]) continue;
    if (q != p && !(n_ == 4 && q == ally))
      return fail("txsold " + seat_word(q),
                  "only the active player and his ally sell into the "
                  "transaction (M-4.2, M-8.6)");
    for (int i = 0; i < kMaxTypes; ++i) {
      t.sold[ix(i)] = u8(t.sold[ix(i)] + sp_.txsold[ix(q)][ix(i)]);
      if (q != p) t.ally_sold[ix(i)] = u8(sp_.txsold[ix(q)][ix(i)]);
    }
    for (int k = 0; k < kDrawPiles; ++k) {
      t.sold_unknown[ix(k)] = u8(t.sold_unknown[ix(k)] + sp_.txsold_unknown[ix(q)][ix(k)]);
      if (q != p) t.ally_sold_unknown[ix(k)] = u8(sp_.txsold_unknown[ix(q)][ix(k)]);
    }
  }
  bool ally_helped = t.ally_sold != std::array<std::uint8_t, kMaxTypes>{} ||
                     t.ally_sold_unknown != std::array<std::uint8_t, kDrawPiles>{};
  for (const ActSpec& x : sp_.acts) {
    if (!txn_act(x, t)) return false;
    ally_helped = ally_helped || s_.card(t.acts[ix(t.n_acts - 1)].card).owner != p;
  }
  t.ally_helped = ally_helped ? 1 : 0;
  return true;
}

// The members of the combat: each unit and group holds a card; attackers are the active
// player's troops, the defending groups the defender's troops, guards and at most one targeted
// host.
bool Reader::combat_members(int na, int nd) {
  Combat& cb = s_.combat;
  const int p = cb.attacker, def = cb.defender;
  std::array<int, kMaxUnits> attack_cards{}, defend_cards{};
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& c = s_.card(i);
    if (!c.unit) continue;
    const std::string name = card_name(s_, i);
    if (c.zone != Zone::Table || c.fief != cb.fief)
      return fail("table", name + " is in the combat but not in " + fief_name(s_, cb.fief));
    if (c.unit < kDefendBase) {
      if (c.owner != p || !is_troop(s_, i))
        return fail("table " + seat_word(c.owner),
                    name + ": attacking units hold the attacker's troops (I-22)");
      ++attack_cards[ix(c.unit - 1)];
      continue;
    }
    const int d = c.unit - kDefendBase;
    if (c.owner != def)
      return fail("table " + seat_word(c.owner),
                  name + ": defending groups hold the defender's cards (I-22)");
    ++defend_cards[ix(d)];
    if (is_host(s_, i)) {
      if (cb.defend[ix(d)].host != kNone)
        return fail("table " + seat_word(c.owner),
                    "two hosts in defending group d" + std::to_string(d + 1));
      cb.defend[ix(d)].host = u8(i);
    } else if (!is_troop(s_, i) && cfg_.card(i).category != Category::MilitaryBuilding) {
      return fail("table " + seat_word(c.owner), name + " does not fight (M-3.10.4)");
    }
  }
  for (int u = 1; u <= na; ++u)
    if (!attack_cards[ix(u - 1)])
      return fail("units", "attacking unit " + std::to_string(u) + " holds no card (uN marks)");
  for (int d = 0; d < nd; ++d)
    if (!defend_cards[ix(d)])
      return fail("groups",
                  "defending group d" + std::to_string(d + 1) + " holds no card (dN marks)");
  return true;
}

bool Reader::build_combat() {
  Combat& cb = s_.combat;
  const bool in_combat = combat_phase(sp_.phase);
  int max_u = 0, max_d = 0;
  for (const Card& c : s_.cards) {
    if (c.unit && c.unit < kDefendBase) max_u = std::max<int>(max_u, c.unit);
    if (c.unit >= kDefendBase) max_d = std::max(max_d, c.unit - kDefendBase + 1);
  }
  if (!sp_.has_combat) {
    if (in_combat)
      return fail("combat", "missing: phase " +
                                std::string(kPhaseWord[static_cast<std::size_t>(sp_.phase)]) +
                                " is inside a combat (combat FIEF/DEFENDER)");
    if (!sp_.combat_fields.empty())
      return fail(sp_.combat_fields.front(), "belongs to a combat (a combat phase, field combat)");
    if (max_u || max_d)
      return fail("table", "a card in a combat unit (uN, dN) outside a combat (I-26)");
    return true;
  }
  if (!in_combat)
    return fail("combat",
                "a combat is open only in its phases (deploy, block, target, strike, "
                "bonus, order, powers)");
  const int p = s_.active;
  const int def = sp_.cdefender >= 0 ? sp_.cdefender : 1 - p;
  if (def == p || !enemies(s_, p, def) || !s_.player(def).alive)
    return fail("combat", seat_word(def) + " cannot defend against " + seat_word(p) +
                              " (an opponent still in the game, M-3.14.2)");
  if (!s_.war_fought(sp_.cfief))
    return fail("fought", "the combat's fief " + fief_name(s_, sp_.cfief) +
                              " is fought this turn: list it (fought " + fief_name(s_, sp_.cfief) +
                              ")");
  cb.fief = u8(sp_.cfief);
  cb.attacker = u8(p);
  cb.defender = u8(def);
  cb.neutral = is_player_fief(s_, sp_.cfief) ? 0 : 1;
  cb.side = u8(sp_.side);
  cb.passes = u8(sp_.passes);
  const int na = std::max(max_u, static_cast<int>(sp_.units.size()));
  const int nd = std::max(max_d, static_cast<int>(sp_.groups.size()));
  if (na >= kMaxUnits) return fail("units", "at most 47 attacking units");
  cb.n_attack = u8(na);
  cb.n_defend = u8(nd);
  if (!combat_members(na, nd)) return false;
  for (std::size_t u = 0; u < sp_.units.size(); ++u) {
    const UnitSpec& x = sp_.units[u];
    if (x.blocker > nd || x.target > nd)
      return fail("units", "unit " + std::to_string(u + 1) + " names a defending group past d" +
                               std::to_string(nd));
    Unit& un = cb.attack[u];
    if (x.blocker) {
      un.blocker = u8(kDefendBase + x.blocker - 1);
      cb.defend[ix(x.blocker - 1)].blocks |= std::uint64_t{1} << (u + 1);
    }
    if (x.target) un.target = u8(kDefendBase + x.target - 1);
  }
  for (std::size_t d = 0; d < sp_.groups.size(); ++d) {
    const GroupSpec& x = sp_.groups[d];
    if (x.strike > na)
      return fail("groups", "d" + std::to_string(d + 1) + " strikes back at unit " +
                                std::to_string(x.strike) + ", past unit " + std::to_string(na));
    cb.defend[d].strike = x.strike < 0 ? kNone : u8(x.strike);
    cb.defend[d].leftover = u8(x.leftover);
  }
  return true;
}

}  // namespace arbiter::medievalia::position_detail
