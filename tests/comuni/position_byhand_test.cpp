// Comuni positions, (b): positions written by hand give the state they describe, and play goes on
// from them as the rules say.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "tests/comuni/position_support.h"

namespace arbiter::comuni {
namespace {
using namespace position_test_support;

// ---- (b) Positions written by hand ---------------------------------------------------------

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
  EXPECT_EQ(play(s, {"claim"}),
            "claim: [C-3.1.10] the claim takes 1 resource(s) of choice for "
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
  const State before = read(
      std::string("comuni Lucca Siena Milano\nphase 5\nturn Siena\nclaimed\npile -\n") + kDisplay3);
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
  EXPECT_EQ(play(s, {"build:E3@E4"}),
            "build:E3@E4: [C-3.3.6] no 5th floor: a building has at "
            "most 4 floors");
  EXPECT_EQ(play(s, {"wall:R3@4"}),
            "wall:R3@4: [C-3.3.6] no 5th floor: a rampart section has at "
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

}  // namespace
}  // namespace arbiter::comuni
