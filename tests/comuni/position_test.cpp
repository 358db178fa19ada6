// Comuni positions (docs/notation.md, "Comuni positions"): Comuni::position_text and
// Comuni::parse_position.
//   (a) every state of random games, for every player count and every option set that changes
//       what the state holds, goes text -> state -> text unchanged (state == state, text == text);
//   (b) positions written by hand give the state they describe;
//   (c) malformed positions are refused with the field named, never a crash.
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
#include "verify/random_play.h"
#include "verify/simulate.h"

namespace arbiter::comuni {
namespace {

std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}

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

const Config& config_for(int players, int set) {
  Options o;
  o.players = players;
  kOptionSets[set].set(o);
  return verify::shared_config<Comuni>(o);
}

// ---- Round trip ----------------------------------------------------------------------------

// The members of two states that differ, for a failure message.
std::string differences(const State& a, const State& b) {
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
std::string round_trip_problem(const State& s) {
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

// What the sweep saw, to show that the hard states were reached and not only phase 1.
struct Coverage {
  std::map<Phase, int> phases;
  int states = 0, chains = 0, half_committed = 0, assigned_some = 0, pending = 0,
      final_round = 0, last_invasion_kept = 0, explicit_piles = 0, bonus = 0, masters = 0,
      interrupted_refills = 0;
  void add(const State& s) {
    ++states;
    ++phases[s.phase];
    // An invasion A-C under way with columns still to refill (INV-11 bounds what they hold).
    if ((s.phase == Phase::Commit || s.phase == Phase::Assign) && s.invading >= 0 &&
        s.invading < kPiles - 1)
      for (int c = 0; c < s.columns_in_use; ++c)
        if (s.columns[ix(c)].count < s.data().column_capacity[ix(c)]) {
          ++interrupted_refills;
          break;
        }
    if (s.phase == Phase::Displaced && s.columns[s.displaced_from].envoy != s.active) ++chains;
    if (s.phase == Phase::Commit && s.players[s.commit_seat].commit.stage == 1) ++half_committed;
    if (s.phase == Phase::Assign && s.commit_seat > 0) ++assigned_some;
    if (s.pending_invasion >= 0) ++pending;
    if (s.final_round) ++final_round;
    if (s.invading < 0 && s.invasion_pawn >= 0) ++last_invasion_kept;
    if (Comuni::position_text(s).find("\npile ") != std::string::npos) ++explicit_piles;
    for (int q = 0; q < s.num_players; ++q) bonus += s.players[ix(q)].bonus_cards > 0;
    for (int k = 0; k < kCategories; ++k) masters += s.master[ix(k)] >= 0;
  }
};

// Every state of `games` random games (the class-weighted random player of `arbiter verify`).
void sweep(const Config& config, std::uint64_t seed, int games, Coverage& seen) {
  auto buffer = verify::make_buffer<Comuni>();
  for (int g = 0; g < games; ++g) {
    std::mt19937_64 rng(verify::game_seed(seed, static_cast<std::uint64_t>(g)));
    State s = Comuni::initial_state(config);
    for (std::size_t step = 0;; ++step) {
      const std::string problem = round_trip_problem(s);
      ASSERT_EQ(problem, "") << "game " << g << " step " << step;
      seen.add(s);
      if (Comuni::is_terminal(s) || step >= Comuni::kMaxGameLength) break;
      Comuni::legal_actions(s, *buffer);
      ASSERT_FALSE(buffer->empty());
      ASSERT_FALSE(Comuni::apply(s, verify::pick_action<Comuni>(s, *buffer, rng)));
    }
    ASSERT_TRUE(Comuni::is_terminal(s)) << "game " << g << " did not end";
  }
}

// (a) Every player count x every option set: every state of whole random games, from the setup to
// the final scores.
TEST(ComuniPositions, EveryStateOfRandomGamesRoundTrips) {
  Coverage seen;
  for (int players = 2; players <= kMaxPlayers; ++players)
    for (int set = 0; set < kOptionSetCount; ++set) {
      SCOPED_TRACE(std::to_string(players) + " players, " + kOptionSets[set].name);
      sweep(config_for(players, set), 1000 + static_cast<std::uint64_t>(10 * players + set), 4,
            seen);
      if (HasFatalFailure()) return;
    }
  // Every phase, and the states that only a complete notation can write: a displacement chain
  // (the outbid envoy lost to another displaced envoy), an invasion with a player between his
  // two commitments, ramparts partly assigned, an invasion waiting for the refill, the final
  // round, the last invasion kept for the views, bonus ramparts, guild masters, an invasion that
  // interrupted the refill.
  for (Phase p : {Phase::SetupComuni, Phase::SetupDisplay, Phase::Projects, Phase::Displaced,
                  Phase::Refill, Phase::Commit, Phase::Assign, Phase::Build, Phase::Discard,
                  Phase::Repair, Phase::GameOver})
    EXPECT_GT(seen.phases[p], 0) << "phase " << static_cast<int>(p) << " never reached";
  EXPECT_GT(seen.chains, 0);
  EXPECT_GT(seen.half_committed, 0);
  EXPECT_GT(seen.assigned_some, 0);
  EXPECT_GT(seen.pending, 0);
  EXPECT_GT(seen.final_round, 0);
  EXPECT_GT(seen.last_invasion_kept, 0);
  EXPECT_GT(seen.explicit_piles, 0);
  EXPECT_GT(seen.bonus, 0);
  EXPECT_GT(seen.masters, 0);
  EXPECT_GT(seen.interrupted_refills, 0);
  RecordProperty("states", seen.states);
  std::cout << "[ positions ] " << seen.states << " states of " << 4 * 4 * kOptionSetCount
            << " games round-tripped\n";
}

// (a) The same as a RapidCheck property: the player count, the option set and every choice
// (decisions and chance outcomes alike, legal[pick % size]) are generated, so a failure shrinks
// to a short game.
RC_GTEST_PROP(ComuniPositions, RandomStatesRoundTrip, ()) {
  const int players = *rc::gen::inRange(2, kMaxPlayers + 1);
  const int set = *rc::gen::inRange(0, kOptionSetCount);
  const auto picks =
      *rc::gen::container<std::vector<std::uint32_t>>(700, rc::gen::arbitrary<std::uint32_t>());
  const Config& config = config_for(players, set);
  auto buffer = verify::make_buffer<Comuni>();
  State s = Comuni::initial_state(config);
  for (std::uint32_t pick : picks) {
    RC_ASSERT(round_trip_problem(s) == std::string());
    if (Comuni::is_terminal(s)) break;
    Comuni::legal_actions(s, *buffer);
    RC_ASSERT(!buffer->empty());
    RC_ASSERT(!Comuni::apply(s, (*buffer)[pick % buffer->size()]));
  }
  RC_ASSERT(round_trip_problem(s) == std::string());
}

// ---- (b) Positions written by hand ---------------------------------------------------------

constexpr int kLucca = 0, kSiena = 1, kMilano = 2;  // seats at 3 players with these comuni

State read(const std::string& text, int set = 0, int players = 3) {
  Expected<State> s = Comuni::parse_position(config_for(players, set), text);
  EXPECT_TRUE(s) << (s ? "" : s.error()) << "\n" << text;
  if (!s) return Comuni::initial_state(config_for(players, set));
  if (Verdict v = Comuni::check_invariants(*s))
    ADD_FAILURE() << "[" << v->rule << "] " << v->reason << "\n" << text;
  EXPECT_EQ(round_trip_problem(*s), "");
  return *s;
}

// Applies record tokens; "" when all are legal, else the first verdict.
std::string play(State& s, const std::vector<std::string>& tokens) {
  for (const std::string& t : tokens) {
    Expected<Action> a = Comuni::parse_action(s, t);
    if (!a) return a.error();
    if (Verdict v = Comuni::apply(s, *a)) return t + ": [" + std::string(v->rule) + "] " + v->reason;
  }
  return "";
}

const char* const kDisplay3 = "display E2 M1 C3 | R1 EM2 R2 | R3 C1 | E3 C1 | R1 C2";

TEST(ComuniPositionsByHand, TheSetupIsOneLine) {
  const State s = read("phase setup");
  EXPECT_EQ(s, Comuni::initial_state(config_for(3, 0)));
  EXPECT_EQ(Comuni::position_text(s), "phase setup\n");
}

// docs/notation.md's example of a Comuni position reads, holds the invariants, is the canonical
// text of its state, and the record goes on as the page says. It is a state play reaches: Lucca
// claimed columns 4 and 5, and the last A card, drawn into column 4, brought Venezia at once.
TEST(ComuniPositionsByHand, TheDocumentedExampleIsCanonicalAndPlays) {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/docs/notation.md");
  std::stringstream doc;
  doc << in.rdbuf();
  const std::string text = doc.str();
  const std::size_t section = text.find("## Comuni positions");
  ASSERT_NE(section, std::string::npos);
  const std::size_t from = text.find("```\n", section) + 4;
  const std::string example = text.substr(from, text.find("```", from) - from);
  EXPECT_EQ(std::count(example.begin(), example.end(), '\n'), 8);
  State s = read(example);
  EXPECT_EQ(Comuni::position_text(s), example);
  // The tag the page gives reads the same.
  std::string tag = example;
  tag.pop_back();
  for (std::size_t at; (at = tag.find('\n')) != std::string::npos;) tag.replace(at, 1, "; ");
  EXPECT_NE(text.find("`[Position \"" + tag + "\"]`"), std::string::npos) << tag;
  EXPECT_EQ(s.phase, Phase::Commit);
  EXPECT_EQ(s.invading, 0);  // pile A ran out: Venezia
  EXPECT_EQ(s.invasions, 1);
  EXPECT_EQ(s.pile_size, (std::array<std::uint8_t, kPiles>{0, 14, 14, 14}));
  // The deck at 3 players, less piles B-D, the display, Lucca's hand and rampart.
  EXPECT_EQ(s.discarded, 67 - 42 - 9 - 4 - 3);
  EXPECT_EQ(s.players[kLucca].res[Army], 5);
  EXPECT_EQ(s.supply[Army], 50 - 5 - 2 - 3);
  EXPECT_TRUE(s.claimed);
  EXPECT_EQ(s.pawn, kLucca);
  EXPECT_EQ(Comuni::current_seat(s), kLucca);
  // Lucca mans its 3 floors: (1+3) + (1+2) + (1+1) = 9, + 1 for the pawn (C-4.5); nobody is
  // looted, and Lucca, the only ally, takes A-hi (C-4.8). The refill goes on from pile B.
  EXPECT_EQ(play(s, {"ally:2", "def:3", "ally:0", "def:2", "ally:0", "def:3"}), "");
  EXPECT_EQ(s.defended[kLucca], 9);
  EXPECT_EQ(s.looted, (std::array<std::uint8_t, kMaxPlayers>{0, 0, 0, 0, 0}));
  EXPECT_EQ(s.hero_tiles[0][0], kLucca);
  EXPECT_EQ(s.phase, Phase::Refill);
  EXPECT_EQ(Comuni::check_invariants(s), std::nullopt);
}

TEST(ComuniPositionsByHand, OutbidAndDisplacementChain) {
  State s = read(std::string("comuni Lucca Siena Milano\nturn Milano\n") + kDisplay3 +
                 "\nLucca 1P bids 2/1\nSiena bids 3/0\nMilano 3G");
  EXPECT_EQ(s.active, kMilano);
  EXPECT_EQ(s.pawn, kMilano);
  EXPECT_EQ(s.players[kLucca].turns, 1);  // round 1: the seats before Milano have played
  EXPECT_EQ(s.players[kMilano].turns, 0);
  EXPECT_EQ(s.columns[1].envoy, kLucca);
  EXPECT_EQ(s.players[kLucca].envoys, 2);
  EXPECT_EQ(s.supply[Gold], 60 - 3 - 1);
  // Milano outbids Lucca, who moves onto Siena's 0 GOLD with its 1 GOLD; Siena takes its back.
  EXPECT_EQ(play(s, {"bid:2/2", "move:3"}), "");
  EXPECT_EQ(s.phase, Phase::Displaced);
  EXPECT_EQ(Comuni::current_seat(s), kSiena);
  // The same moment written as a position: the chain's waiting envoy.
  const State mid = read(std::string("comuni Lucca Siena Milano\nturn Milano\n") + kDisplay3 +
                         "\ndisplaced Siena 3/0\nLucca bids 3/1\nMilano 1G bids 2/2");
  EXPECT_EQ(mid, s);
  EXPECT_EQ(play(s, {"back"}), "");
  EXPECT_EQ(s.phase, Phase::Build);
}

TEST(ComuniPositionsByHand, ClaimWithTheBonusColumn) {
  // 4 players: column 6 (one card) is a bonus column (C-2.5).
  State s = read(
      "comuni Lucca Firenze Siena Milano\n"
      "display E2 M1 C3 | R1 EM2 R2 | R3 C1 | E3 C1 | R1 C2 | M2\n"
      "Lucca bids 6/0 1/1",
      0, 4);
  EXPECT_EQ(s.columns_in_use, 6);
  EXPECT_EQ(play(s, {"claim"}), "claim: [C-3.1.10] the claim takes 1 resource(s) of choice for "
                                "bonus columns");
  EXPECT_EQ(play(s, {"claim:T"}), "");
  EXPECT_EQ(s.players[0].res[Art], 1);
  EXPECT_EQ(s.players[0].hand_size, 4);
  EXPECT_EQ(s.phase, Phase::Refill);
}

TEST(ComuniPositionsByHand, GuildMasterChangesHands) {
  State s = read(
      "comuni Lucca Siena Milano\nturn Siena\nphase 3\n"
      "display E2 M1 C3 | R1 EM2 R2 | R3 C1 | E2 C1 | R1 C2\n"
      "Lucca buildings E3 masters E\nSiena 1T hand E3 buildings E3 E1");
  EXPECT_EQ(s.master[Eco], kLucca);
  EXPECT_EQ(s.players[kSiena].vp, 6 + 1);
  EXPECT_EQ(play(s, {"build:E3@E1", "done"}), "");  // 6 + 3 > 6: Siena takes the master
  EXPECT_EQ(s.master[Eco], kSiena);
}

TEST(ComuniPositionsByHand, FinalRoundAndScoring) {
  // Lucca drew the last D card; one final turn has been played (Siena's): Milano plays now.
  // Lucca's 2-floor buildings took the four guild masters (C-3.4, INV-39).
  State s = read(
      "comuni Lucca Siena Milano\nround 9\npile -\nfinal 1\ndrawer Lucca\n"
      "Lucca 3G buildings E2 M2 C2 R2 masters EMCR\nMilano 1P");
  EXPECT_TRUE(s.final_round);
  EXPECT_EQ(s.active, kMilano);
  EXPECT_EQ(s.pawn, kLucca);
  EXPECT_EQ(s.players[kLucca].turns, 9);
  EXPECT_EQ(s.players[kSiena].turns, 9);
  EXPECT_EQ(s.players[kMilano].turns, 8);
  EXPECT_EQ(play(s, {"income:G", "done", "repair:0", "income:A", "done", "repair:0"}), "");
  EXPECT_EQ(s.phase, Phase::Commit);  // the Emperor
  EXPECT_EQ(s.invading, kPiles - 1);
  EXPECT_EQ(play(s, {"ally:0", "def:0", "ally:0", "def:0", "ally:0", "def:0"}), "");
  ASSERT_EQ(s.phase, Phase::GameOver);
  EXPECT_EQ(s.master, (std::array<std::int8_t, kCategories>{0, 0, 0, 0}));
  // Lucca's income: 1 PIL, 1 of each kind for its masters, the ARMY chosen: 4G 2A 2P 1T against
  // Milano's 1G 1A 1P. Nobody committed: the Emperor (16 + VP - lowest VP) loots everyone, Lucca
  // the most (28 - 1 for the pawn). Lucca: 12 VP + 4 x 3 masters + 4 majorities x 2 + set bonus
  // T(2) = 3 - 27 loot = 8; Siena and Milano -16.
  EXPECT_EQ(s.players[kLucca].loot, 27);
  EXPECT_EQ(Comuni::scores(s), (std::vector<int>{8, -16, -16}));
}

// A seat mark in the final round is checked against final_round_order (C-4.14.2, AMB-8), not
// the seat order of C-2.9.
TEST(ComuniPositionsByHand, FinalRoundDecisionsCiteTheFinalRoundRule) {
  const State before =
      read(std::string("comuni Lucca Siena Milano\nphase 5\nturn Siena\nclaimed\npile -\n") +
           kDisplay3);
  EXPECT_FALSE(before.final_round);
  EXPECT_EQ(Comuni::decision_rule(before), "C-2.9");  // the drawer's own turn
  State s = before;
  EXPECT_EQ(play(s, {"repair:0"}), "");
  ASSERT_TRUE(s.final_round);
  EXPECT_EQ(Comuni::current_seat(s), kMilano);
  EXPECT_EQ(Comuni::decision_rule(s), "C-4.14.2");
  EXPECT_EQ(play(s, {"income:A", "done"}), "");
  EXPECT_EQ(Comuni::decision_rule(s), "C-4.14.2");  // phase 5 of a final turn
  EXPECT_EQ(play(s, {"repair:0", "income:A", "done", "repair:0", "income:GA", "done", "repair:0"}),
            "");
  ASSERT_EQ(s.phase, Phase::Commit);  // the Emperor: commitments in seat order
  EXPECT_EQ(Comuni::decision_rule(s), "C-4.3");
}

TEST(ComuniPositionsByHand, FifthFloorIsRefused) {
  State s = read(
      "comuni Lucca Siena Milano\nphase 3\ndisplay E2 M1 C3 | R1 EM2 R2 | R2 C1 | E2 C1 | R1 C2\n"
      "Lucca 2T hand E3 R3 buildings E4 ramparts 4 1 bonus 1 masters E");
  EXPECT_EQ(play(s, {"build:E3@E4"}), "build:E3@E4: [C-3.3.6] no 5th floor: a building has at "
                                      "most 4 floors");
  EXPECT_EQ(play(s, {"wall:R3@4"}), "wall:R3@4: [C-3.3.6] no 5th floor: a rampart section has at "
                                    "most 4 floors");
  EXPECT_EQ(play(s, {"build:E3@E"}), "");  // a new building is fine
}

TEST(ComuniPositionsByHand, LootAndRepair) {
  State s =
      read(std::string("comuni Lucca Siena Milano\nphase 5\n") + kDisplay3 + "\nLucca 3P loot 4",
           4);  // loot_supply=capped
  EXPECT_EQ(s.loot_supply, 50 - 4);
  EXPECT_EQ(play(s, {"repair:2"}), "");
  EXPECT_EQ(s.players[kLucca].loot, 2);
  EXPECT_EQ(s.loot_supply, 50 - 2);
  EXPECT_EQ(s.players[kLucca].res[Pil], 0);
}

TEST(ComuniPositionsByHand, PileByCountTakesTheFirstCardsOfTheList) {
  const State s = read(std::string("comuni Lucca Siena Milano\nphase 3\npile B 3\n") + kDisplay3);
  EXPECT_EQ(s.pile_size[1], 3);
  EXPECT_EQ(s.pile_size[0], 0);
  // Pile B's list in data/comuni.json starts E1 E2 E3@3.
  EXPECT_EQ(s.piles[1][*parse_card("E1")], 1);
  EXPECT_EQ(s.piles[1][*parse_card("E2")], 1);
  EXPECT_EQ(s.piles[1][*parse_card("E3")], 1);
  EXPECT_EQ(s.invasions, 1);  // pile A ran out: Venezia came, and both hero tiles were discarded
  EXPECT_EQ(s.hero_tiles[0], (std::array<std::int8_t, 2>{-2, -2}));
}

TEST(ComuniPositionsByHand, ManualRampartsHalfAssigned) {
  State s = read(std::string("comuni Lucca Siena Milano\nphase assign\npile B\n") + kDisplay3 +
                     "\nLucca hand E1 ramparts 2 ally 0 def 2\nSiena 1A ally 0 def 0\n"
                     "Milano ramparts 1 ally 0 def 1\n"
                     "invasion defence 5 0 0",
                 1);  // rampart_auto_assign=false
  EXPECT_EQ(s.phase, Phase::Assign);
  EXPECT_EQ(Comuni::current_seat(s), kMilano);
  EXPECT_EQ(s.defended[kLucca], 5);
}

// ---- (c) Malformed positions ----------------------------------------------------------------

std::string error_of(const std::string& text, int set = 0, int players = 3) {
  Expected<State> s = Comuni::parse_position(config_for(players, set), text);
  if (s) return "(accepted)";
  return s.error();
}

// The rule id check_invariants gives a position that parses.
std::string broken_rule(const std::string& text, int set = 0) {
  Expected<State> s = Comuni::parse_position(config_for(3, set), text);
  if (!s) return "(refused: " + s.error() + ")";
  Verdict v = Comuni::check_invariants(*s);
  return v ? std::string(v->rule) : "(holds)";
}

const std::string kHead = "comuni Lucca Siena Milano\n";

TEST(ComuniPositionsMalformed, EachKindNamesItsField) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      // empty, missing field
      {"", "comuni: missing"},
      {" \n ; \n", "comuni: missing"},
      {"phase 3", "comuni: missing"},
      // unknown field, junk
      {kHead + "colour red", "colour: unknown field"},
      {kHead + "phse 3", "phse: unknown field, did you mean `phase`?"},
      {"#!@$%^&*()", "#!@$%^&*(): unknown field"},
      {std::string("comuni Lucca Siena Milano\n\x01\x02\xff junk"), "???: unknown field"},
      {kHead + "Firenze 2G", "Firenze: Firenze is not in play"},
      {kHead + "Siena hnd E2", "Siena: 'hnd' is neither a resource"},
      // bad values
      {kHead + "phase 4", "phase: '4' is not a phase"},
      {"comuni Lucca Pisa Milano", "comuni: 'Pisa' is not a comune"},
      {"comuni Siena Lucca Milano", "comuni: the comuni are listed in ascending order"},
      {"comuni Lucca Siena", "comuni: 2 comuni for 3 players"},
      {kHead + "Siena hand E5", "Siena: hand: 'E5' is not a card"},
      {kHead + "Siena buildings X2", "Siena: buildings: 'X2' is not a building"},
      {kHead + "pile E", "pile: 'E' is not a pile"},
      {kHead + "display E2 E2 E2 E2", "display: column 1 holds more than its 3 card(s)"},
      {kHead + "turn Siena\nturn Milano", "turn: written twice"},
      {kHead + kDisplay3 + "\nSiena bids 3/0\nMilano bids 3/1",
       "Milano: bids 3/1: column 3 already holds Siena's envoy"},
      {kHead + "Siena bids 3/0", "Siena: bids 3/0: column 3 holds no card"},
      {kHead + "Siena bids 9/0", "Siena: bids: column 9 is not in use"},
      {kHead + "displaced Siena 3/0", "displaced: column 3 must hold the envoy that outbid"},
      {kHead + "phase invasion\npile B\nSiena def 1", "Siena: def without ally"},
      {kHead + "phase 3\nSiena ally 1", "Siena: ally: no invasion is under way"},
      // huge numbers
      {kHead + "round 99999999999999", "round: the round '99999999999999' is not a number"},
      {kHead + "Siena 99999999999G", "Siena: GOLD '99999999999' is not a number from 0 to 60"},
      {kHead + "pile B 400", "pile: the cards left in pile B: '400' is not a number from 0 to 14"},
      // impossible counts: more than the box holds
      {kHead + "Lucca 40G\nSiena 30G", "supply: 70 GOLD in the position (stocks, bids, "
                                       "commitments), the box holds 60"},
      {kHead + "Siena hand E1 E1 E1 E1 E1 E1 E1 E1 E1 E1 E1 E1 E1 E1 E1 E1 E1",
       "Siena: hand: more than 16 cards"},
      {kHead + "phase 3\nSiena buildings E4 E4 E4 E4 E4 E4 E4 E4 E4 E4 E4 E4 E4 E4 E4 E4 E4 E4",
       "pile: the position holds 72 cards (display, hands, buildings, ramparts), the deck deals "
       "67 at 3 players"},
      {kHead + "phase 3\nSiena 1A 1A", "Siena: ARMY written twice"},
      // a card in two places
      {kHead + "display EM2 | EM2",
       "display: one EM2 too many (a card cannot be in two places): the deck has 1 EM2 at 3 "
       "players; 1 is in the display"},
      {kHead + "display E4 | E2\nSiena hand E4",
       "display: one E4 too many (a card cannot be in two places): the deck has 2 E4 at 3 "
       "players; 2 are still in pile A or later"},
      {kHead + "display CR2", "display: CR2 is not in the deck at 3 players"},
      {kHead + "phase 3\ndisplay EM2\nSiena hand EM2",
       "Siena: one EM2 too many (a card cannot be in two places): the deck has 1 EM2 at 3 "
       "players; 1 is in the display"},
      {kHead + "pile A EM2\nphase 3\nSiena hand EM2",
       "Siena: one EM2 too many (a card cannot be in two places): the deck has 1 EM2 at 3 "
       "players; 1 is still in pile A or later"},
      {kHead + "pile B E1 E1 E1", "pile: 2 E1 in pile B, which is dealt 1 at 3 players"},
      {kHead + "Siena masters E\nMilano buildings E1 masters E", "Siena: masters: E without a E "
                                                                "building"},
      {kHead + "phase 3\nSiena heroes A-hi", "Siena: heroes A-hi: invasion A has not been "
                                             "resolved"},
  };
  for (const auto& [text, want] : cases) {
    const std::string got = error_of(text);
    EXPECT_NE(got.find(want), std::string::npos) << "position:\n" << text << "\nerror: " << got;
  }
}

TEST(ComuniPositionsMalformed, TooLongTextIsRefused) {
  EXPECT_EQ(error_of(std::string(70000, ' ')), "position: 70000 characters, at most 65536");
  std::string many = kHead;
  for (int i = 0; i < 5000; ++i) many += "phase 3;";
  EXPECT_EQ(error_of(many), "phase: written twice");
  std::string long_field = kHead + "pile B";
  for (int i = 0; i < 200; ++i) long_field += " E1";
  EXPECT_EQ(error_of(long_field), "pile: more than 128 values");
  EXPECT_NE(error_of(kHead + "Siena " + std::string(41, 'x')).find("too long"), std::string::npos);
}

TEST(ComuniPositionsMalformed, LootBeyondTheBoxUnderCappedLoot) {
  const std::string text = kHead + "phase 3\nLucca loot 30\nSiena loot 30";
  EXPECT_EQ(error_of(text, 4),
            "Siena: loot 30: 60 loot tiles in all, the box holds 50 (loot_supply=capped)");
  EXPECT_EQ(error_of(text, 0), "(accepted)");  // unlimited loot: any number of tiles
}

TEST(ComuniPositionsMalformed, InvariantsRejectWhatParses) {
  // INV-30: 3 cards in hand at a turn's start.
  EXPECT_EQ(broken_rule(kHead + kDisplay3 + "\nSiena hand E1 E2 M1"), "INV-30");
  // INV-11: a column not full at a turn's start while pile D lasts.
  EXPECT_EQ(broken_rule(kHead + "display E2 M1 C3"), "INV-11");
  // INV-2: a written supply that the position's stocks contradict.
  EXPECT_EQ(broken_rule(kHead + kDisplay3 + "\nphase 3\nsupply 59G"), "INV-2");
  // INV-8: an activation card active without a building.
  EXPECT_EQ(broken_rule(kHead + kDisplay3 + "\nphase 3\nSiena active M"), "INV-8");
  // INV-21: a comune two turns ahead.
  EXPECT_EQ(broken_rule(kHead + kDisplay3 + "\nphase 3\nround 3\nLucca turns 5"), "INV-21");
  // A position that holds them all.
  EXPECT_EQ(broken_rule(kHead + kDisplay3), "(holds)");
}

// The display as each phase leaves it while pile D has cards (INV-11): full in phases 1, 3 and
// 5; in phase 2 and the invasions A-C that interrupt it, as the claim and the refill left it.
// A position the transitions cannot reach is refused at once, before a legal action breaks it.
TEST(ComuniPositionsMalformed, TheDisplayIsAsThePhaseLeavesIt) {
  const std::string siena = "turn Siena\n";
  // Phases 3 and 5 with an empty display: ending the turn broke INV-11 with exit 5.
  EXPECT_EQ(broken_rule(kHead + siena + "phase 3"), "INV-11");
  EXPECT_EQ(broken_rule(kHead + siena + "phase 5\nclaimed"), "INV-11");
  EXPECT_EQ(broken_rule(kHead + siena + "phase 3\ndisplay E2 M1 C3 | R1 EM2 R2 | R3 C1 | E3"),
            "INV-11");
  {  // the turn's end is refused no more: the display is full
    State s = read(kHead + siena + "phase 3\n" + kDisplay3);
    EXPECT_EQ(play(s, {"done", "repair:0"}), "");
    EXPECT_EQ(Comuni::check_invariants(s), std::nullopt);
  }
  // Invasion A: the old docs example, an empty display; a claim empties at most 3 columns.
  EXPECT_EQ(broken_rule(kHead + siena + "phase invasion\npile B\nSiena 5A ramparts 3"), "INV-11");
  const std::string inv = kHead + siena + "phase invasion\npile B\n";
  // Siena claimed columns 2 and 3; the last A card completed column 2: column 3 waits.
  EXPECT_EQ(broken_rule(inv + "display E2 M1 C3 | R1 EM2 R2 | - | E3 C1 | R1 C2\nSiena hand E1 C1"),
            "(holds)");
  // ... but not column 1: the refill starts there.
  EXPECT_EQ(broken_rule(inv + "display - | R1 EM2 R2 | R3 C1 | E3 C1 | R1 C2\nSiena hand E1 E1 E1"),
            "INV-11");
  // Leftmost column first: column 4 cannot hold a card while column 3 waits.
  EXPECT_EQ(broken_rule(inv + "display E2 M1 C3 | R1 EM2 R2 | - | E3 | R1 C2\nSiena hand E1 C1 R1"),
            "INV-11");
  // Three empty columns and the column the last card completed: 4 columns for 3 envoys.
  EXPECT_EQ(broken_rule(inv + "display E2 M1 C3 | R1 EM2 R2\nSiena hand E1 C1 R1 E1 C1 R1"),
            "INV-11");
  // A column being refilled holds no envoy.
  EXPECT_EQ(broken_rule(inv + "display E2 M1 C3 | R1 EM2 R2 | R3 | E3 C1 | R1 C2\n"
                              "Siena hand E1 C1\nLucca bids 3/0"),
            "INV-11");
  // With end_of_phase2 the invasion waits until the display is full.
  EXPECT_EQ(
      broken_rule(inv + "display E2 M1 C3 | R1 EM2 R2 | R3 | E3 C1 | R1 C2\nSiena hand E1 C1", 2),
      "INV-11");
  EXPECT_EQ(broken_rule(inv + kDisplay3 + "\nSiena hand E1", 2), "(holds)");
  // Phase 2: the claimed columns 4 and 5, not refilled yet.
  EXPECT_EQ(broken_rule(kHead + siena +
                        "phase 2\ndisplay E2 M1 C3 | R1 EM2 R2 | R3 C1\n"
                        "Siena hand E3 C1 R1 C2"),
            "(holds)");
}

// What a claim leaves (INV-24): a claim takes every column of the claimant's envoys, and their
// cards wait in hand until phase 3.
TEST(ComuniPositionsMalformed, WhatAClaimLeaves) {
  const std::string build = kHead + "turn Siena\nphase 3\n" + kDisplay3 + "\n";
  EXPECT_EQ(broken_rule(build + "claimed\nSiena bids 1/0"), "INV-24");
  EXPECT_EQ(broken_rule(build + "Siena bids 1/0"), "(holds)");
  EXPECT_EQ(broken_rule(kHead + "turn Siena\nphase invasion\npile B\n" + kDisplay3), "INV-24");
  EXPECT_EQ(broken_rule(kHead + "turn Siena\nphase 2\ndisplay E2 M1 C3 | R1 EM2 R2 | R3 C1\n"
                                "Siena hand E3 C1"),
            "INV-24");
}

// The hand limit (INV-30), the guild masters (INV-39) and the bonus ramparts (INV-5), as the
// engine's moves leave them.
TEST(ComuniPositionsMalformed, HandsMastersAndBonusRamparts) {
  const std::string build = kHead + "turn Siena\nphase 3\n" + kDisplay3 + "\n";
  // INV-30: more than 2 cards only in the turn of a claim, until its discards.
  EXPECT_EQ(broken_rule(build + "Siena hand E1 E2 M1"), "INV-30");
  EXPECT_EQ(broken_rule(build + "claimed\nSiena hand E1 E2 M1"), "(holds)");
  EXPECT_EQ(broken_rule(build + "claimed\nLucca hand E1 E2 M1"), "INV-30");
  EXPECT_EQ(
      broken_rule(kHead + "turn Siena\nphase discard\n" + kDisplay3 + "\nSiena hand E1 E2 M1"),
      "INV-30");
  // INV-39: a free master goes to the first comune with a 2-floor building of its category, in
  // the phase 4 after the phase 3 that raised it.
  EXPECT_EQ(broken_rule(kHead + kDisplay3 + "\nLucca buildings E2"), "INV-39");
  EXPECT_EQ(broken_rule(kHead + kDisplay3 + "\nLucca buildings E2 masters E"), "(holds)");
  EXPECT_EQ(broken_rule(build + "Siena buildings E2"), "(holds)");  // its phase 4 comes next
  EXPECT_EQ(broken_rule(build + "Lucca buildings E2"), "INV-39");
  EXPECT_EQ(broken_rule(kHead + "turn Siena\nphase 5\n" + kDisplay3 + "\nSiena buildings E2"),
            "INV-39");
  // INV-5: a section reaching floor 4 brings a bonus card at once, as a section of its own,
  // while the supply has one (C-3.3.10).
  EXPECT_EQ(broken_rule(kHead + kDisplay3 + "\nSiena ramparts 4"), "INV-5");
  EXPECT_EQ(broken_rule(kHead + kDisplay3 + "\nSiena ramparts 4 bonus 1"), "INV-5");
  EXPECT_EQ(broken_rule(kHead + kDisplay3 + "\nSiena ramparts 4 1 bonus 1"), "(holds)");
  // The 11 bonus cards are out (6 + 5): a fourth floor now brings nothing.
  EXPECT_EQ(broken_rule(kHead + kDisplay3 +
                        "\nLucca ramparts 4 4 4 4 4 4 1 1 1 1 1 1 bonus 6"
                        "\nSiena ramparts 4 4 4 4 4 1 1 1 1 1 bonus 5\nMilano ramparts 4"),
            "(holds)");
}

// Texts near valid ones (words dropped, repeated, swapped or changed) and random bytes: the
// reader never crashes; what it accepts and holds the invariants is written back to the same
// state.
RC_GTEST_PROP(ComuniPositionsMalformed, MutatedPositionsNeverCrash, ()) {
  const int set = *rc::gen::inRange(0, kOptionSetCount);
  const int players = *rc::gen::inRange(2, kMaxPlayers + 1);
  const Config& config = config_for(players, set);
  // A real position to start from: a random game cut at a random step.
  auto buffer = verify::make_buffer<Comuni>();
  State s = Comuni::initial_state(config);
  const int steps = *rc::gen::inRange(0, 400);
  std::mt19937_64 rng(*rc::gen::arbitrary<std::uint64_t>());
  for (int i = 0; i < steps && !Comuni::is_terminal(s); ++i) {
    Comuni::legal_actions(s, *buffer);
    RC_ASSERT(!Comuni::apply(s, verify::pick_action<Comuni>(s, *buffer, rng)));
  }
  std::vector<std::string> words;
  {
    const std::string text = Comuni::position_text(s);
    std::string w;
    for (char c : text) {
      if (c == ' ' || c == '\n') {
        if (!w.empty()) words.push_back(w);
        w.clear();
        if (c == '\n') words.push_back(";");
      } else {
        w += c;
      }
    }
  }
  const std::vector<std::string> pool = {"0", "1", "3", "255", "256", "99999999", "-1", "|",
                                         ";", "pile", "phase", "ally", "def", "3G", "E2", "A-hi",
                                         "Siena", "Lucca", "over", "invasion", "assign", "-"};
  const int edits = *rc::gen::inRange(1, 6);
  for (int e = 0; e < edits && !words.empty(); ++e) {
    const std::size_t at = *rc::gen::inRange<std::size_t>(0, words.size());
    switch (*rc::gen::inRange(0, 4)) {
      case 0:
        words.erase(words.begin() + static_cast<std::ptrdiff_t>(at));
        break;
      case 1:
        words.insert(words.begin() + static_cast<std::ptrdiff_t>(at), words[at]);
        break;
      case 2:
        words[at] = *rc::gen::elementOf(pool);
        break;
      default:
        words[at] = *rc::gen::container<std::string>(*rc::gen::inRange(0, 6),
                                                     rc::gen::arbitrary<char>());
        break;
    }
  }
  std::string text;
  for (const std::string& w : words) text += w + " ";
  Expected<State> back = Comuni::parse_position(config, text);
  RC_CLASSIFY(!back, "refused");
  RC_CLASSIFY(back && Comuni::check_invariants(*back), "parsed, breaks an invariant");
  RC_CLASSIFY(back && !Comuni::check_invariants(*back), "accepted");
  RC_CLASSIFY(steps > 100 && !Comuni::is_terminal(s), "cut after 100 steps");
  if (!back) {
    RC_ASSERT(back.error().find(": ") != std::string::npos);  // "FIELD: what is wrong"
    return;
  }
  if (Comuni::check_invariants(*back)) return;  // the caller refuses it with the rule id
  RC_ASSERT(round_trip_problem(*back) == std::string());
}

}  // namespace
}  // namespace arbiter::comuni
