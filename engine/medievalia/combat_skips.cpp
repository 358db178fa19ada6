// Decisions a combat skips because their side has no legal option: the blocking (M-3.15 step 2)
// when the defender has no untapped, unattached troop there, a side's turn to declare in step 5
// when none of its Prêtres and Archers has a legal use (M-6.1, M-6.2). Nothing is asked and
// nothing is written for them, so a record that writes one anyway is told, on error only, that
// the decision was skipped and why, with the rule that removed the option it wrote
// (Medievalia::skipped_decision; replay/ asks it when a token is rejected).
#include <string>

#include "engine/medievalia/combat_internal.h"
#include "engine/medievalia/medievalia.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;

std::string seat_text(int p) {
  return "P" + std::to_string(p + 1);
}

// The seat a heal, shot or pass is written for: its mark, else the owner of its card, else the
// seat the token names (its prefix, or the seat to act where it was read).
int author(const State& s, const SkipProbe& probe) {
  const Action& a = probe.failing;
  if (probe.marked >= 0) return probe.marked;
  if ((a.kind == K::Heal || a.kind == K::Shoot) && a.card() < kMaxCards && on_table(s, a.card()))
    return s.card(a.card()).owner;
  return a.seat;
}

// Why troop `t` could not block (deployable() is false for every defending troop).
std::string no_blocker(const State& s, int t) {
  const Combat& cb = s.combat;
  const std::string name = card_name(s, t);
  if (t < kMaxCards && on_table(s, t) && s.card(t).owner == cb.defender &&
      s.card(t).fief == cb.fief && is_troop(s, t)) {
    if (s.card(t).flags & kTapped) return name + " is tapped";
    if (s.card(t).host != kNone) return name + " is attached to " + card_name(s, s.card(t).host);
  }
  return name + " is no troop of " + seat_text(cb.defender) + " in " + fief_name(s, cb.fief);
}

bool combat_decision(K k) {  // the kinds perform_war runs (rules.cpp, Medievalia::apply)
  switch (k) {
    case K::War:
    case K::Deploy:
    case K::Block:
    case K::Ready:
    case K::Target:
    case K::Strike:
    case K::Bonus:
    case K::Order:
    case K::Heal:
    case K::Shoot:
    case K::Pass:
      return true;
    default:
      return false;
  }
}

}  // namespace

void note_skipped_block(const State& s, SkipProbe& probe) {
  if (probe.found || probe.failing.kind != K::Block) return;
  const Combat& cb = s.combat;
  probe.found = Checker::explaining().fail("M-3.15", [&] {
    const std::string defender = seat_text(cb.defender), attacker = seat_text(cb.attacker);
    return defender + " had no troop to block with, so the blocking (step 2) was skipped and " +
           attacker + "'s units went on to pick targets: " + no_blocker(s, probe.failing.troop()) +
           ", and only untapped, unattached troops block";
  });
}

void note_skipped_powers(const State& s, int side, SkipProbe& probe) {
  const Action& a = probe.failing;
  if (probe.found || (a.kind != K::Heal && a.kind != K::Shoot && a.kind != K::Pass)) return;
  const int seat = author(s, probe);
  if (seat < 0 || seat >= s.num_players || side_of(s, seat) != side) return;
  const std::string lead = seat_text(seat) +
                           "'s side had no legal heal or shot in combat step 5, so its turn to "
                           "declare was skipped: ";
  if (a.kind == K::Pass) {
    probe.found = Checker::explaining().fail("M-6.2", lead + "there was nothing to pass");
    return;
  }
  const std::optional<PowerObstacle> o = power_obstacle(s, a, seat);
  if (!o) return;  // a legal use: the side was not skipped for want of one
  std::string why = lead + o->why.reason;
  if (o->target) why += ", and " + card_name(s, a.card()) + " had no other target";
  probe.found = Violation{o->why.rule, std::move(why)};
}

Verdict Medievalia::skipped_decision(const State& before, const Action& last, const Action& failing,
                                     int marked) {
  const K k = failing.kind;
  if (k != K::Block && k != K::Heal && k != K::Shoot && k != K::Pass) return std::nullopt;
  if (!combat_decision(last.kind) || check_action(before, last, Checker::quiet()))
    return std::nullopt;
  State t = before;
  SkipProbe probe{failing, marked, std::nullopt};
  perform_war_probed(t, last, probe);
  return std::move(probe.found);
}

}  // namespace arbiter::medievalia
