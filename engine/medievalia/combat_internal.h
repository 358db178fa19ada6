// Shared helpers of the combat files (combat_groups.cpp, combat_powers.cpp, combat_damage.cpp,
// combat_flow.cpp, war.cpp); not part of the public interface. The declarations the other engine
// files use are in rules_internal.h.
#pragma once

#include <cstdint>
#include <optional>

#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {

// --- combat_groups.cpp: the groups of a combat and what they hold ---
// Groups are 1.. (attacking units) and kDefendBase.. (defending groups); at() guards the rest.
Unit& group(State& s, int g);
const Unit& group(const State& s, int g);
// The k-th group of the combat, attacking units first: 1..n_attack, then kDefendBase...
int nth_group(const Combat& cb, int k);
inline int group_count(const Combat& cb) {
  return cb.n_attack + cb.n_defend;
}
bool deployable(const State& s, int id, int p);  // an untapped, free troop of p in the combat fief
int side_of(const State& s, int seat);           // 0 attacker's side, 1 defender's, -1 neither
int incoming(const State& s, int g);             // the attack that strikes group g
// Cards that receive damage in group g (a targeted host is not one of them: it comes last).
bool member(const State& s, int id, int g);
int members(const State& s, int g, bool unordered_only);
// Strike-back candidates of defending group g (M-3.15 step 4), as a bitmask of attacking units.
std::uint64_t strike_candidates(const State& s, int g);
int pending_strike(const State& s);  // the defending group whose strike-back is pending, or 0
void engage(State& s, int id, int g);
int new_defend_group(State& s, int host);  // host: the targeted territory or City, or kNone

// --- combat_powers.cpp: Prêtre and Archer (M-6.0..M-6.2) ---
bool power_card_ok(const State& s, int id, int seat, Power power);
bool heal_target_ok(const State& s, int pretre, int target);
bool shoot_target_ok(const State& s, int archer, int target, int seat);
// A heal or a shot: its card taps, its effect. True if declared in combat step 5; false if an
// Archer shot outside combat (archer_outside_combat), resolved at once.
bool perform_power(State& s, const Action& a);

// Why a heal or a shot `a` is no option for `seat` (its card first, then its target), or nullopt
// if it is one; `why.rule` is the rule that removes it (M-6.1 healing itself, M-6.2 a City's
// shield, M-3.11.3 a military building's, M-6.0.1 a tapped card...). Built on error only.
struct PowerObstacle {
  Violation why;
  bool target = false;  // the card could act; its target could not be chosen
};
std::optional<PowerObstacle> power_obstacle(const State& s, const Action& a, int seat);

// --- combat_damage.cpp: allocation and resolution ---
void allocate(State& s);  // M-3.16.2, M-3.17: the damage of every group to its cards, in order
void resolve(State& s);   // M-3.15 step 6: losses, destroyed hosts, the end of the combat

// --- combat_flow.cpp and combat_skips.cpp: decisions skipped for want of an option ---
// On error only (Medievalia::skipped_decision): replaying an accepted combat decision with a
// probe tells it of each decision the flow skipped because its side had no legal option; the
// first one the rejected token `failing` fits is explained in `found`.
struct SkipProbe {
  const Action& failing;
  int marked;     // the seat the record marks the failing token for, or -1
  Verdict found;  // the skipped decision it fits, and why it had no option
};
void perform_war_probed(State& s, const Action& a, SkipProbe& probe);
void note_skipped_block(const State& s, SkipProbe& probe);  // step 2: no troop to block with
void note_skipped_powers(const State& s, int side, SkipProbe& probe);  // step 5: nothing to use

}  // namespace arbiter::medievalia
