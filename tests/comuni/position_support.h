// Shared by the Comuni position tests (position_roundtrip_test.cpp, position_byhand_test.cpp,
// position_malformed_test.cpp): the option sets, the round-trip check, reading a hand-written
// position with its checks, and playing record tokens on it.
#pragma once

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "engine/comuni/comuni.h"
#include "tests/support/comuni_scenario.h"
#include "verify/instances.h"
#include "verify/random_play.h"
#include "verify/simulate.h"

namespace arbiter::comuni::position_test_support {

using testing::ix;  // one ix for every Comuni test (the test files are compiled together)

// ---- Option sets ---------------------------------------------------------------------------

// Every option that changes what a state holds or which states are reached, alone and together.
struct OptionSet {
  const char* name;
  void (*set)(Options&);
};
const OptionSet kOptionSets[] = {
    {"defaults", [](Options&) {}},
    {"rampart_auto_assign=false", [](Options& o) { o.rampart_auto_assign = false; }},
    {"invasion_timing=end_of_phase2",
     [](Options& o) { o.invasion_timing = InvasionTiming::EndOfPhase2; }},
    {"conversion_mode=exchange_only",
     [](Options& o) { o.conversion_mode = ConversionMode::ExchangeOnly; }},
    {"loot_supply=capped", [](Options& o) { o.loot_supply = LootSupply::Capped; }},
    {"final_round_order=drawer_first",
     [](Options& o) { o.final_round_order = FinalRoundOrder::DrawerFirst; }},
    {"bid_on_empty_column, displaced_may_add_gold, three_envoys_force_claim=false",
     [](Options& o) {
       o.bid_on_empty_column = true;
       o.displaced_may_add_gold = true;
       o.three_envoys_force_claim = false;
     }},
    {"every option off its default",
     [](Options& o) {
       o.rampart_auto_assign = false;
       o.invasion_timing = InvasionTiming::EndOfPhase2;
       o.conversion_mode = ConversionMode::ExchangeOnly;
       o.loot_supply = LootSupply::Capped;
       o.final_round_order = FinalRoundOrder::DrawerFirst;
       o.bid_on_empty_column = true;
       o.displaced_may_add_gold = true;
       o.three_envoys_force_claim = false;
       o.guild_measure = GuildMeasure::Tallest;
       o.set_bonus = SetBonus::Floors;
     }},
};
constexpr int kOptionSetCount = static_cast<int>(std::size(kOptionSets));

inline const Config& config_for(int players, int set) {
  Options o;
  o.players = players;
  kOptionSets[set].set(o);
  return verify::shared_config<Comuni>(o);
}

// ---- Round trip ----------------------------------------------------------------------------

// The members of two states that differ, for a failure message.
inline std::string differences(const State& a, const State& b) {
  std::string out;
  const auto note = [&](bool same, const std::string& what) {
    if (!same) out += " " + what;
  };
  note(a.phase == b.phase, "phase");
  note(a.num_players == b.num_players, "num_players");
  note(a.active == b.active, "active");
  note(a.pawn == b.pawn, "pawn");
  for (int q = 0; q < kMaxPlayers; ++q) {
    const Player &p = a.players[ix(q)], &r = b.players[ix(q)];
    const std::string who = "players[" + std::to_string(q) + "].";
    note(p.comune == r.comune, who + "comune");
    note(p.res == r.res, who + "res");
    note(p.envoys == r.envoys, who + "envoys");
    note(p.vp == r.vp, who + "vp");
    note(p.loot == r.loot, who + "loot");
    note(p.hero == r.hero, who + "hero");
    note(p.active == r.active, who + "active");
    note(p.num_buildings == r.num_buildings && p.buildings == r.buildings, who + "buildings");
    note(p.num_sections == r.num_sections && p.sections == r.sections, who + "sections");
    note(p.hand_size == r.hand_size && p.hand == r.hand, who + "hand");
    note(p.bonus_cards == r.bonus_cards, who + "bonus_cards");
    note(p.turns == r.turns, who + "turns");
    note(p.commit == r.commit, who + "commit");
  }
  note(a.columns == b.columns, "columns");
  note(a.columns_in_use == b.columns_in_use, "columns_in_use");
  note(a.piles == b.piles, "piles");
  note(a.pile_size == b.pile_size, "pile_size");
  note(a.supply == b.supply, "supply");
  note(a.bonus_ramparts == b.bonus_ramparts, "bonus_ramparts");
  note(a.loot_supply == b.loot_supply, "loot_supply");
  note(a.master == b.master, "master");
  note(a.hero_tiles == b.hero_tiles, "hero_tiles");
  note(a.claimed == b.claimed, "claimed");
  note(a.displaced == b.displaced && a.displaced_gold == b.displaced_gold &&
           a.displaced_from == b.displaced_from,
       "displaced");
  note(a.invasions == b.invasions, "invasions");
  note(a.invading == b.invading, "invading");
  note(a.pending_invasion == b.pending_invasion, "pending_invasion");
  note(a.commit_seat == b.commit_seat, "commit_seat");
  note(a.looted == b.looted, "looted");
  note(a.defended == b.defended, "defended");
  note(a.invasion_vp == b.invasion_vp, "invasion_vp");
  note(a.invasion_pawn == b.invasion_pawn, "invasion_pawn");
  note(a.revealed == b.revealed, "revealed");
  note(a.building_steps == b.building_steps && a.rampart_steps == b.rampart_steps &&
           a.actions_bought == b.actions_bought,
       "steps");
  note(a.drawer == b.drawer, "drawer");
  note(a.final_round == b.final_round && a.final_turns_done == b.final_turns_done, "final");
  note(a.setup_picks == b.setup_picks, "setup_picks");
  note(a.discarded == b.discarded, "discarded");
  return out;
}

// "" when `s` goes state -> text -> state -> text unchanged and the state read back holds every
// invariant; else what went wrong.
inline std::string round_trip_problem(const State& s) {
  const std::string text = Comuni::position_text(s);
  Expected<State> back = Comuni::parse_position(*s.config, text);
  if (!back) return "the position does not parse: " + back.error() + "\n" + text;
  if (!(*back == s))
    return "the position reads back as another state (" + differences(s, *back) + " )\n" + text +
           "\nread back as:\n" + Comuni::position_text(*back);
  if (Comuni::hash(*back) != Comuni::hash(s)) return "equal states, different hashes\n" + text;
  if (Comuni::position_text(*back) != text)
    return "the text changes:\n" + text + "\nthen\n" + Comuni::position_text(*back);
  if (Verdict v = Comuni::check_invariants(*back))
    return "[" + std::string(v->rule) + "] " + v->reason + "\n" + text;
  // The ';' form of a [Position] tag reads the same.
  std::string tag = text;
  std::replace(tag.begin(), tag.end(), '\n', ';');
  Expected<State> from_tag = Comuni::parse_position(*s.config, tag);
  if (!from_tag || !(*from_tag == s)) return "the ';' form differs\n" + tag;
  return "";
}

constexpr int kLucca = 0, kSiena = 1, kMilano = 2;  // seats at 3 players with these comuni

inline State read(const std::string& text, int set = 0, int players = 3) {
  Expected<State> s = Comuni::parse_position(config_for(players, set), text);
  EXPECT_TRUE(s) << (s ? "" : s.error()) << "\n" << text;
  if (!s) return Comuni::initial_state(config_for(players, set));
  if (Verdict v = Comuni::check_invariants(*s))
    ADD_FAILURE() << "[" << v->rule << "] " << v->reason << "\n" << text;
  EXPECT_EQ(round_trip_problem(*s), "");
  return *s;
}

// Applies record tokens; "" when all are legal, else the first verdict.
inline std::string play(State& s, const std::vector<std::string>& tokens) {
  for (const std::string& t : tokens) {
    Expected<Action> a = Comuni::parse_action(s, t);
    if (!a) return a.error();
    if (Verdict v = Comuni::apply(s, *a))
      return t + ": [" + std::string(v->rule) + "] " + v->reason;
  }
  return "";
}

const char* const kDisplay3 = "display E2 M1 C3 | R1 EM2 R2 | R3 C1 | E3 C1 | R1 C2";

}  // namespace arbiter::comuni::position_test_support
