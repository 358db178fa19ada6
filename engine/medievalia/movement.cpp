// Internal movement and guarding (M-3.12), free removal (M-3.7) and external movement (M-3.13).
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;

// Internal moves, removals and departures can take a booster off a food host (M-5.6). Only a
// manpower producer on or onto a food host can change the food capacity.
bool upkeep_ok(const State& s, int p, const Hypothesis& h) {
  if (s.options().upkeep_break != UpkeepBreak::Illegal) return true;
  const TypeInfo& t = s.cfg().card(h.id);
  if (!h.gone) {
    if (t.produces != Manpower) return true;
    const int from = s.card(h.id).host;
    const bool food_from = from != kNone && s.cfg().card(from).produces == Food;
    const bool food_to = h.host != kNone && s.cfg().card(h.host).produces == Food;
    if (!food_from && !food_to) return true;
  }
  return !over_upkeep(s, p, h);
}

// Internal movement (M-3.12): an own untapped troop in the own fief onto an own host, or off it.
Verdict check_attach(const State& s, const Action& a, Checker ck) {
  const int p = s.active;
  if (s.phase != Phase::Main) return ck.fail("M-3.12.1", "internal movement happens in step 3");
  if (a.a >= kMaxCards || !on_table(s, a.a) || !is_troop(s, a.a) || s.card(a.a).owner != p)
    return ck.fail("M-3.12.1", "move an own troop");
  const Card& c = s.card(a.a);
  if (c.fief != own_fief(p)) return ck.fail("M-3.12.5", "attachment exists only in the own fief");
  if (c.flags & kTapped)
    return ck.fail("M-3.12.3", [&] { return card_name(s, a.a) + " is tapped"; });
  if (a.b == c.host) return ck.fail("M-3.12.1", "the troop is already there");
  if (a.b != kNone &&
      (a.b >= kMaxCards || !on_table(s, a.b) || !is_host(s, a.b) || s.card(a.b).owner != p))
    return ck.fail("M-3.12.1", "a troop attaches to an own host (the City or a territory)");
  if (!upkeep_ok(s, p, Hypothesis{a.a, a.b, false}))
    return ck.fail("M-5.6", "this move lowers the food capacity below the troops' needs");
  return std::nullopt;
}

// Free removal (M-3.7) of an own untapped troop (or territory, remove_scope), in the own turn;
// in the upkeep, the forced removal of a troop that needs food (M-5.7).
Verdict check_remove(const State& s, const Action& a, Checker ck) {
  const int p = s.active;
  if (a.a >= kMaxCards || !on_table(s, a.a) || s.card(a.a).owner != p)
    return ck.fail("M-3.7", "remove an own card on the table");
  const TypeInfo& t = s.cfg().card(a.a);
  if (s.phase == Phase::Upkeep) {  // M-5.7: any troop that needs food, tapped or not
    const bool counted =
        t.category == Category::Character ||
        (t.category == Category::Military && s.options().upkeep_scope == UpkeepScope::AllTroops);
    if (!counted)
      return ck.fail("M-5.7", "the forced removal takes troops that need food (upkeep_scope)");
    return std::nullopt;
  }
  if (s.phase != Phase::Main && s.phase != Phase::March && s.phase != Phase::War &&
      s.phase != Phase::Draw)
    return ck.fail("M-3.7", "removal happens in the own turn, outside transactions and combats");
  const bool territory_ok = t.category == Category::Territory &&
                            s.options().remove_scope == RemoveScope::TroopsAndTerritories;
  if (!t.troop() && !territory_ok)
    return ck.fail("M-3.7", "only troops are removed for free (remove_scope)");
  if (s.card(a.a).flags & kTapped) return ck.fail("M-3.7", "only untapped cards are removed");
  if (t.category == Category::Territory && s.options().upkeep_break == UpkeepBreak::Illegal) {
    State after = s;  // rare: a territory takes its buildings and frees its troops
    to_out(after, a.a);
    if (over_upkeep(after, p)) return ck.fail("M-5.6", "this would leave troops without food");
  } else if (!upkeep_ok(s, p, Hypothesis{a.a, kNone, true})) {
    return ck.fail("M-5.6", "removing this booster leaves troops without food");
  }
  return std::nullopt;
}

// M-3.13.3: untapped enemy troops in a neutral fief block the troop `c`'s onward moves out of
// it, to fief `to` (but home or to an ally).
Verdict check_neutral_blocking(const State& s, const Card& c, int to, Checker ck) {
  const int p = s.active;
  const int to_owner = fief_owner(s, to);
  const bool home = to_owner == p || (to_owner >= 0 && allies(s, p, to_owner));
  if (is_player_fief(s, c.fief) || home ||
      !(s.options().neutral_blocking == NeutralBlocking::Onward || (c.flags & kMovedIn)))
    return std::nullopt;
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& e = s.card(i);
    if (e.zone == Zone::Table && e.fief == c.fief && enemies(s, p, e.owner) && is_troop(s, i) &&
        !(e.flags & kTapped))
      return ck.fail("M-3.13.3", [&] {
        return fief_name(s, c.fief) + " holds untapped enemy troops (" + card_name(s, i) +
               "): only home or to an ally";
      });
  }
  return std::nullopt;
}

// External movement (M-3.13): an own troop to an adjacent fief, before war is declared, a step
// a turn (a Chevalier's two, M-6.4), one group move under single_group.
Verdict check_go(const State& s, const Action& a, Checker ck) {
  const int p = s.active;
  if (s.phase != Phase::Main && s.phase != Phase::March)
    return ck.fail("M-3.14.1", "no movement after war is declared");
  if (a.a >= kMaxCards || !on_table(s, a.a) || !is_troop(s, a.a) || s.card(a.a).owner != p)
    return ck.fail("M-3.13.1", "move an own troop");
  const Card& c = s.card(a.a);
  const Options& o = s.options();
  if (o.external_move_requires_untapped && (c.flags & kTapped))
    return ck.fail("M-3.13.2", [&] { return card_name(s, a.a) + " is tapped"; });
  if (c.host != kNone && (c.flags & kTapped))
    return ck.fail("M-3.12.3",
                   [&] { return card_name(s, a.a) + " is tapped and attached: it cannot leave"; });
  if (c.host != kNone && !upkeep_ok(s, p, Hypothesis{a.a, kNone, false}))
    return ck.fail("M-5.6",
                   "this booster leaving lowers the food capacity below the troops' needs");
  const int max_steps = s.cfg().card(a.a).power == Power::Chevalier ? 2 : 1;  // M-6.4
  if (c.steps >= max_steps)
    return ck.fail(max_steps == 2 ? RuleId("M-6.4") : RuleId("M-3.13.1"), [&] {
      return card_name(s, a.a) + " has made its " + (max_steps == 2 ? "two steps" : "move") +
             " this turn";
    });
  if (a.b >= s.cfg().num_fiefs || !adjacent(s, c.fief, a.b))
    return ck.fail("M-3.13.1", "a move goes to an adjacent fief");
  if (o.external_move_unit == ExternalMoveUnit::SingleGroup) {
    if (c.steps == 0 && s.group_move_from != kNone &&
        (c.fief != s.group_move_from || a.b != s.group_move_to))
      return ck.fail("M-3.13.1", "one group move per turn (external_move_unit=single_group)");
  }
  return check_neutral_blocking(s, c, a.b, ck);
}

}  // namespace

Verdict check_move(const State& s, const Action& a, Checker ck) {
  switch (a.kind) {
    case K::Attach:
      return check_attach(s, a, ck);
    case K::Remove:
      return check_remove(s, a, ck);
    case K::Go:
      return check_go(s, a, ck);
    default:
      return ck.fail("M-3.0", "not a movement");
  }
}

void perform_move(State& s, const Action& a) {
  switch (a.kind) {
    case K::Attach:
      s.card(a.a).host = a.b;
      after_event(s);
      return;
    case K::Remove:
      to_out(s, a.a);
      if (s.phase == Phase::Upkeep) {
        if (!over_upkeep(s, s.active)) back_to_rest(s, s.after_upkeep);
        return;
      }
      after_event(s);
      return;
    case K::Go: {
      Card& c = s.card(a.a);
      if (c.steps == 0 && s.group_move_from == kNone) {
        s.group_move_from = c.fief;
        s.group_move_to = a.b;
      }
      c.fief = a.b;
      c.host = kNone;  // M-3.12.5
      ++c.steps;
      c.flags |= kMovedIn;
      s.phase = Phase::March;
      after_event(s);
      return;
    }
    default:
      return;
  }
}

}  // namespace arbiter::medievalia
