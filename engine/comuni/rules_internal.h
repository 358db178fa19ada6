// Internal helpers shared by the Comuni rule files; not part of the public API.
#pragma once

#include <array>
#include <iosfwd>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "engine/comuni/action.h"
#include "engine/comuni/state.h"
#include "engine/core/check.h"
#include "engine/core/violation.h"

namespace arbiter::comuni::detail {

// A number in a message.
inline std::string n(int v) {
  return std::to_string(v);
}
// A seat's name in a message (invariants.cpp).
std::string who(const State& s, int q);

// The whole check of an action, dispatched by phase (rules.cpp); G::check explains it.
Verdict check_action(const State& s, const Action& a, Checker ck);

// Per-phase checks and effects (projects.cpp, invasion.cpp, build.cpp, setup.cpp).
Verdict check_setup(const State& s, const Action& a, Checker ck);
Verdict check_projects(const State& s, const Action& a, Checker ck);
Verdict check_displaced(const State& s, const Action& a, Checker ck);
Verdict check_convert(const State& s, Seat seat, const Action& a, Checker ck);
Verdict check_refill(const State& s, const Action& a, Checker ck);
// A card drawn from `pile` (the display at setup, a refill): INV-1 if none is left, C-2.2 if the
// pile holds that card only in games of more players.
Verdict check_pile_draw(const State& s, int pile, const Action& a, Checker ck);
Verdict check_commit(const State& s, const Action& a, Checker ck);
Verdict check_assign(const State& s, const Action& a, Checker ck);
Verdict check_build(const State& s, const Action& a, Checker ck);
Verdict check_discard(const State& s, const Action& a, Checker ck);
Verdict check_repair(const State& s, const Action& a, Checker ck);

void perform_setup(State& s, const Action& a);
void perform_projects(State& s, const Action& a);
void perform_displaced(State& s, const Action& a);
void perform_convert(State& s, Seat seat, const Action& a);
void perform_refill(State& s, const Action& a);
void perform_commit(State& s, const Action& a);
void perform_assign(State& s, const Action& a);
void perform_build(State& s, const Action& a);
void perform_discard(State& s, const Action& a);
void perform_repair(State& s, const Action& a);

// Flow.
void after_projects(State& s);  // phase 2 after a claim, else phase 3
void start_invasion(State& s, int pile);
void continue_after_invasion(State& s);
void end_build(State& s);  // discard, phase 4, then phase 5
void end_turn(State& s);
bool refill_needed(const State& s);
void refill_done(State& s);                                // a deferred invasion, else phase 3
void place_in_display(State& s, int pile, CardType card);  // next free slot, leftmost first

// Hands (sorted multisets of card types).
bool hand_has(const Player& p, CardType t);
void hand_add(Player& p, CardType t);
void hand_remove(Player& p, CardType t);
// Buildings and rampart sections, kept sorted so equal positions are equal values.
int find_building(const Player& p, int category, int floors);  // index or -1
void raise_building(Player& p, int category, int floors);      // floors 0 = new building
int find_section(const Player& p, int floors);
void raise_section(Player& p, int floors);  // floors 0 = new section
int tallest(const Player& p, int category);
int guild_measure(const State& s, const Player& p, int category);

// C-4.2: the attack a player with `vp` faces when the lowest VP at the table is `lowest_vp`.
inline int invasion_attack(const InvaderData& inv, int vp, int lowest_vp) {
  return inv.base + vp - lowest_vp;
}
// C-4.5: the best defence with `armies` on the player's rampart cards (highest floors first).
int best_defence(const Player& p, int armies);
// rampart_auto_assign=false: the player has defence units and a rampart section to put them on.
bool needs_assignment(const Player& p);
// Once every player has committed, with manual assignment: the city defence of `seat` (without
// the pawn's +1), i.e. its assignment, or its defence units if it has nothing to assign.
int manual_defence(const State& s, int seat);
// Resource choices ("of choice" units) taken one after another from the supply.
bool choices_available(std::array<std::uint8_t, kResources> supply, const Action& a, int count);
int choice_count(const Action& a);
// For legal_actions: the choice units a claim / income takes now (-1: the option is illegal);
// income_choices also returns the supply left after the fixed income.
int claim_choices(const State& s);
int income_choices(const State& s, std::array<std::uint8_t, kResources>& after);
bool can_convert(const State& s, Seat seat, int source, int target);  // the 4 legal pairs only
// C-1.9 help: "convert first: `conv:PT` (2 PIL -> 1 ART), then `build:R1@R1`", for `n`
// conversions of `source` into `target` written before the action `then`.
std::string convert_first(const State& s, int source, int target, int n, const Action& then);
// The help for a shortfall of `missing` GOLD that `conv:PG` could cover from `pil` PIL (the
// supply must hold the GOLD), before `then`; "" if it cannot.
std::string gold_help(const State& s, int pil, int missing, const Action& then);

// C-5: final score and its parts.
struct FinalScore {
  int vp = 0, masters = 0, majorities = 0, heroes = 0, loot = 0, set_bonus = 0, total = 0;
};
std::vector<FinalScore> final_scores(const State& s);

// The invasion in progress, or the last one resolved, as the table sees it
// (serialize_invasion.cpp): drawn under Comuni::render_text's board, and as to_json's
// "invasion" (null when there is none to show).
void render_invasion(std::ostringstream& o, const State& s);
nlohmann::json invasion_json(const State& s);

// Invariants (invariants.cpp, invariants_display.cpp).
// INV-11: the display as the engine deals and refills it (invariants_display.cpp). In phase 2
// and its invasions, `refilling` gets the columns not full yet, all emptied by the claim, and
// the cards that claim took at least (for INV-24).
struct Refilling {
  std::vector<int> columns;
  int cards = 0;
};
Verdict check_display(const State& s, Refilling& refilling);
// "column 3", "columns 1, 2 and 4" (1-based).
std::string column_list(const std::vector<int>& cols);
// When the state is: "at a turn's start", "in phase 3", "during invasion B"...
std::string phase_words(const State& s);

}  // namespace arbiter::comuni::detail
