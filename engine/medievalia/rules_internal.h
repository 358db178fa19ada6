// Shared helpers of the Medievalia engine files (not part of the public interface).
#pragma once

#include <bit>
#include <string>
#include <string_view>

#include "engine/core/check.h"
#include "engine/core/violation.h"
#include "engine/medievalia/action.h"
#include "engine/medievalia/state.h"

namespace arbiter::medievalia {

inline constexpr std::uint8_t kDefendBase = 64;  // defending groups are 64.., attacking units 1..

// Calls f(id) for every card of player p on the table, in id order.
template <class F>
void for_each_owned(const State& s, int p, F&& f) {
  for (int w = 0; w < 2; ++w)
    for (std::uint64_t m = s.table_of[static_cast<std::size_t>(p)][static_cast<std::size_t>(w)]; m;
         m &= m - 1)
      f(w * 64 + std::countr_zero(m));
}
inline void set_owned(State& s, int p, int id, bool on) {
  std::uint64_t& word = s.table_of[static_cast<std::size_t>(p)][static_cast<std::size_t>(id >> 6)];
  const std::uint64_t bit = std::uint64_t{1} << (id & 63);
  word = on ? (word | bit) : (word & ~bit);
}

// --- board.cpp: positions, fiefs, production, food, VP ---
int own_fief(int seat);  // a player's fief index is his seat
bool is_player_fief(const State& s, int fief);
int fief_owner(const State& s, int fief);  // seat, or -1 for a neutral fief
int city_of(const State& s, int p);        // the card id of p's City (M-2.3)
bool adjacent(const State& s, int f, int g);
bool allies(const State& s, int p, int q);  // same team, p != q
bool enemies(const State& s, int p, int q);
bool on_table(const State& s, int id);
bool is_troop(const State& s, int id);
bool is_host(const State& s, int id);
int attack_of(const State& s, int id);
int effective_defence(const State& s, int id);
// The damage a card carries: allocated plus Archer hits, less Prêtre heals, never below 0; the
// card is eliminated when it reaches its effective defence (M-3.16.3).
inline int net_damage(const Card& c) {
  return c.damage > c.heals ? c.damage - c.heals : 0;
}
int buildings_on(const State& s, int host);
bool has_military_building(const State& s, int host);
bool is_guard(const State& s, int id);  // attached troop (tapped: tapped_guard_guards) or mil. bldg
bool is_guarded(const State& s, int host);
int territories(const State& s, int p);
bool owns_building_type(const State& s, int p, int type);
// A card moved (host; kNone = free or out of the own fief) or gone, for "what if" checks.
struct Hypothesis {
  int id = -1;
  int host = kNone;
  bool gone = false;
  int added = -1;  // or: a card of this type enters the own fief (on `host`, or free)
};
int troops_for_upkeep(const State& s, int p, const Hypothesis& h = {});
int capacity(const State& s, int p, int resource, bool boosts,
             const Hypothesis& h = {});  // M-5.3, M-7.4
bool over_upkeep(const State& s, int p, const Hypothesis& h = {});
int vp(const State& s, int p);
int team_vp(const State& s, int p);
std::array<std::uint8_t, kResources> play_cost(const State& s, int p, int type);
// Contributors of an activation (M-3.4.4): fills res/amount, returns their number.
int contributors(const State& s, int id, std::array<std::uint8_t, 5>& res,
                 std::array<std::uint8_t, 5>& amount);
int enter_table(State& s, int type, int owner, int host);  // into the owner's own fief
void tap_group(State& s, int id, std::uint8_t flags);      // the card, its host, the host's cards
void detach_all(State& s, int host);
void to_out(State& s, int id);                   // a card (and a host's buildings) out of game
void eliminate(State& s, int p, OutReason why);  // all his cards out of game (M-8.3)

// --- turn.cpp: flow ---
void start_turn(State& s, int p);
void next_turn(State& s);
void after_event(State& s);  // forced upkeep (M-5.7) after an event of the owner's turn
void back_to_rest(State& s, Phase rest);
bool check_end(State& s);  // true if the game ended
int draw_piles_empty(const State& s);
// What the end and the eliminations say (diagnostics, notes):
std::string end_summary(const State& s, bool now = false);  // at GameOver: who won, and why
RuleId out_rule(const State& s, int p);              // M-7.3 (siege) or M-7.2 (City destroyed)
std::string out_cause(const State& s, int p);        // "the siege of their fief reached 3 turns"
std::string eliminated_text(const State& s, int p);  // "P2 was eliminated (...) and has no ..."

// --- setup.cpp: chance and draws ---
Verdict check_setup(const State& s, const Action& a, Checker ck);
void perform_setup(State& s, const Action& a);
void begin_draft(State& s);

// --- transactions (M-3.3..M-3.9, M-4, M-6.5..M-6.7): economy_open.cpp (opening, cost),
// economy.cpp (the checks of an open transaction), economy_commit.cpp (effects, pay, cancel) ---
Verdict check_open(const State& s, const Action& a, Checker ck);
Verdict check_txn(const State& s, const Action& a, Checker ck);
void perform_open(State& s, const Action& a);
void perform_txn(State& s, const Action& a);
void commit_txn(State& s);  // pay: the purpose done (payment_breaks_upkeep runs it on a copy)
std::array<std::uint8_t, kResources> txn_cost(const State& s);  // cost still owed (no ally fee)
bool taps_building_host(const State& s, int card);        // would tap the bought building's host
int sale_reserve(const State& s, int seat, int type);     // copies of `type` not for sale (played)
int unknown_reserve(const State& s, int seat, int pile);  // unseen cards not for sale (played)

// --- movement.cpp: internal/external movement, removal, declarations (M-3.7, M-3.12, M-3.13) ---
Verdict check_move(const State& s, const Action& a, Checker ck);
void perform_move(State& s, const Action& a);

// --- combat (M-3.14..M-3.18, M-6.1..M-6.3): war.cpp (checks), combat_flow.cpp (effects and
// steps), combat_groups.cpp, combat_powers.cpp, combat_damage.cpp; their shared helpers are in
// combat_internal.h ---
Verdict check_war(const State& s, const Action& a, Checker ck);
void perform_war(State& s, const Action& a);
bool power_usable(const State& s, int side);  // some heal or shot is legal for that side
int group_attack(const State& s, int group);
int unit_attack(const State& s, int unit);
int group_owner(const State& s, int group);
bool in_group(const State& s, int id, int group);
int pending_bonus(const State& s);  // the card whose +0/1 is to be assigned, or -1
int pending_order(const State& s);  // the group whose allocation order is pending, or 0
int bonus_receivers(const State& s, int giver, std::array<std::uint8_t, kMaxCards>* out);

// --- rules.cpp ---
Verdict check_action(const State& s, const Action& a, Checker ck);

// Names
std::string card_name(const State& s, int id);
std::string type_name(const State& s, int type);
std::string fief_name(const State& s, int fief);
std::string res_letters(const std::array<std::uint8_t, kResources>& r);

}  // namespace arbiter::medievalia
