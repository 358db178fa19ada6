// Shared by the Medievalia position tests (position_roundtrip_test.cpp,
// position_byhand_test.cpp, position_test.cpp): configurations by option set, the round-trip
// check with its tally, random games through it.
#pragma once

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <fstream>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <string_view>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"
#include "verify/instances.h"
#include "verify/random_play.h"
#include "verify/simulate.h"

namespace arbiter::medievalia::position_test_support {

using K = ActionKind;

inline std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}

// --- Option sets of the round trip ---

inline Options with_players(int players) {
  Options o;
  o.players = players;
  if (players == 3) o.three_player = ThreePlayer::Triangle;
  return o;
}

// Readings that change what a state holds: combat marks, who fights, what moves, what is sold.
inline Options combat_readings() {
  Options o = with_players(2);
  o.first_player = FirstPlayer::P1;
  o.first_turn_draw = false;
  o.combat_taps = true;
  o.military_building_elimination = MilitaryBuildingElimination::Stays;
  o.archer_outside_combat = true;
  o.heal_targets = HealTargets::TroopsAndCity;
  o.engaged_may_use_powers = true;
  o.block_one_to_one = false;
  o.tapped_guard_guards = false;
  o.fantassin_bonus = false;
  o.siege_turns = SiegeTurns::FourStarts;
  return o;
}

inline Options economy_readings() {
  Options o = with_players(2);
  o.batch_territory_discard = true;
  o.remove_scope = RemoveScope::TroopsAndTerritories;
  o.unplaceable_purchase = UnplaceablePurchase::PlaceOnTapped;
  o.extra_draw_limit = ExtraDrawLimit::OnePerTurn;
  o.upkeep_break = UpkeepBreak::Illegal;
  o.external_move_unit = ExternalMoveUnit::SingleGroup;
  o.neutral_blocking = NeutralBlocking::SameTurn;
  o.building_output = BuildingOutput::Printed;
  o.city_boost = false;
  o.upkeep_scope = UpkeepScope::CharactersOnly;
  return o;
}

inline Options alliance_readings() {
  Options o = with_players(4);
  o.four_player_map = FourPlayerMap::Ring;
  o.ally_hand_sales = false;
  o.vp_dedup = VpDedup::Team;
  o.alliance_individual_win = true;
  o.ally_breaks_siege = AllyBreaksSiege::None;
  o.shortage_piles = ShortagePiles::Any;
  o.gold_tiebreak_boosts = GoldTiebreakBoosts::BaseOnly;
  o.guarded_city_breaks_siege = false;
  return o;
}

inline const Config& config_of(const Options& o) {
  return verify::shared_config<Medievalia>(o);
}

// --- The round trip ---

#ifdef ARBITER_SANITIZED
// Under ASan + UBSan (a Debug build, ~40x slower) fewer games check the reader for memory errors;
// the coverage figures are those of the Release build.
constexpr int kScale = 8;
constexpr bool kSanitized = true;
#else
constexpr int kScale = 1;
constexpr bool kSanitized = false;
#endif

struct Tally {
  long states = 0;
  std::set<int> phases;
  long unseen = 0, txn = 0, combat = 0, eliminated = 0, over = 0;
};

// state -> text -> state is the same state, text -> state -> text the same text, and the text
// with ';' between fields (the record tag's form) reads the same.
inline ::testing::AssertionResult round_trips(const State& s, Tally& n) {
  const std::string text = Medievalia::position_text(s);
  auto back = Medievalia::parse_position(s.cfg(), text);
  if (!back)
    return ::testing::AssertionFailure() << "not read back: " << back.error() << "\n" << text;
  if (!(*back == s))
    return ::testing::AssertionFailure() << "read back to another state\n"
                                         << text << "--- read back as\n"
                                         << Medievalia::position_text(*back) << "--- the state\n"
                                         << Medievalia::render_text(s);
  const std::string again = Medievalia::position_text(*back);
  if (again != text)
    return ::testing::AssertionFailure() << "text -> state -> text differs\n"
                                         << text << "---\n"
                                         << again;
  std::string tag = text;
  for (char& c : tag)
    if (c == '\n') c = ';';
  auto one_line = Medievalia::parse_position(s.cfg(), tag);
  if (!one_line || !(*one_line == s))
    return ::testing::AssertionFailure() << "the ';' form does not read back: " << tag;
  ++n.states;
  n.phases.insert(static_cast<int>(s.phase));
  for (int p = 0; p < s.num_players; ++p) {
    n.unseen += s.player(p).unknown[0] + s.player(p).unknown[1] + s.player(p).unknown[2] > 0;
    n.eliminated += !s.player(p).alive;
  }
  n.txn += s.phase == Phase::Txn;
  n.combat += s.phase >= Phase::Deploy && s.phase <= Phase::Powers;
  n.over += s.phase == Phase::GameOver;
  return ::testing::AssertionSuccess();
}

// One random game by the class-weighted player; a draw is written unseen (*?) with probability
// `unseen` so that hands, plays and sales of unseen cards occur. Every `every`-th state (and
// every state inside a transaction or a combat) is round-tripped.
inline ::testing::AssertionResult random_game(const Config& cfg, std::uint64_t seed, double unseen,
                                              int every, Tally& n, bool aggressive = false) {
  auto legal = verify::make_buffer<Medievalia>();
  std::mt19937_64 rng(seed);
  std::bernoulli_distribution hide(unseen);
  State s = Medievalia::initial_state(cfg);
  for (std::size_t step = 0; step < Medievalia::kMaxGameLength; ++step) {
    const bool inside =
        s.phase == Phase::Txn || (s.phase >= Phase::Deploy && s.phase <= Phase::Powers);
    if (inside || step % static_cast<std::size_t>(every) == 0 || Medievalia::is_terminal(s))
      if (auto r = round_trips(s, n); !r) return r << "\nseed " << seed << " step " << step;
    if (Medievalia::is_terminal(s)) return ::testing::AssertionSuccess();
    Medievalia::legal_actions(s, *legal);
    Action a = verify::pick_action<Medievalia>(s, *legal, rng);
    if (aggressive) {  // march and declare war whenever the game allows it
      std::vector<Action> war, go;
      for (const Action& b : *legal) {
        if (b.kind == K::War) war.push_back(b);
        if (b.kind == K::Go || b.kind == K::Play) go.push_back(b);
      }
      std::uniform_real_distribution<double> u(0, 1);
      if (!war.empty() && u(rng) < 0.8)
        a = war[std::uniform_int_distribution<std::size_t>(0, war.size() - 1)(rng)];
      else if (!go.empty() && u(rng) < 0.5)
        a = go[std::uniform_int_distribution<std::size_t>(0, go.size() - 1)(rng)];
    }
    if (s.phase == Phase::Reveal && hide(rng))
      for (const Action& b : *legal)
        if (b.kind == K::Reveal && b.a == kUnknownType) a = b;
    if (Verdict v = Medievalia::apply(s, a))
      return ::testing::AssertionFailure() << "a legal action was refused: " << v->reason;
  }
  return ::testing::AssertionSuccess();
}

inline const Config& two() {
  Options o = with_players(2);
  o.first_player = FirstPlayer::P1;
  return config_of(o);
}

}  // namespace arbiter::medievalia::position_test_support
