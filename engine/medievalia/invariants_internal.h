// Internal to the Medievalia invariants (invariants*.cpp): the checks and the recounts they share.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/medievalia/medievalia.h"

namespace arbiter::medievalia::invariants_detail {

using K = ActionKind;

inline std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}

// invariants.cpp
bool combat_phase(Phase p);
std::string seat(int p);

// --- Independent recounts (docs/architecture.md, "Invariants that mirror a check") ---
// An invariant that calls the function its check calls agrees with the check whatever that
// function gets wrong. These recount from the cards on the table, card by card and as
// docs/rules/medievalia.md states the rule, what board.cpp and turn.cpp compute for apply() and
// legal_actions() (capacity, over_upkeep, territories, vp, team_vp, check_end, txn_cost): plain
// loops over every card, not the table index, the engine's one-pass tallies or its hypotheses.

// invariants_economy.cpp
int troops_to_feed(const State& s, int p);
int could_produce(const State& s, int p, int resource, bool boosts);

// M-3.3.3: what `pay` needs in the pool: the purpose's price, each resource of it (`fixed`), and
// `any` resources besides. A card's printed cost, +2 gold without a building of the type it shows
// (M-3.5, M-3.5.3); the top building's printed cost less the symbols waived (M-3.9, M-6.6); 1
// manpower per territory discarded (M-3.6); any 4 for an extra draw (M-3.8); and 1 more of any
// for an ally's help, once a turn (M-8.6).
struct Price {
  std::array<int, kResources> fixed{};
  int any = 0;
};
Price price_to_pay(const State& s);
Verdict txn_record(const State& s);  // I-13..I-16

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

// invariants_placement.cpp
Verdict conservation(const State& s);  // I-01, I-02, I-05
Verdict placement(const State& s);     // I-06..I-09, I-11, I-28
Verdict turn_marks(const State& s);    // I-10, I-26, M-3.14.1

// invariants_end.cpp
int prestige(const State& s, const Holdings& h, int p);
Verdict game_end(const State& s);  // I-30

}  // namespace arbiter::medievalia::invariants_detail
