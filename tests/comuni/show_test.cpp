// What `replay show` prints of an invasion (Comuni::render_text and Comuni::to_json): while it
// is resolved and afterwards, the attack and how it was computed (C-4.2), each seat's commitment
// so far and who decides now (C-4.3), the defence against what the alliance left (C-4.4, C-4.5),
// and the outcome: loot (C-4.6), committed units spent (C-4.7), hero tiles (C-4.8).
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "tests/support/comuni_actions.h"
#include "tests/support/comuni_scenario.h"

namespace arbiter::comuni {
namespace {

using namespace testing;  // comuni_actions.h builders
using nlohmann::json;
using testing::Scenario;

constexpr int kLucca = 0, kSiena = 1, kMilano = 2;

// The words of the invasion table row of `comune` in the text view ("Lucca (pawn) 3 7 2A ...").
std::vector<std::string> row(const std::string& text, const std::string& comune) {
  const std::size_t block = text.find("invasion A: ");
  if (block == std::string::npos) return {"no invasion block"};
  std::istringstream lines(text.substr(block));
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("    " + comune + " ", 0) != 0) continue;
    std::istringstream words(line);
    std::vector<std::string> out;
    for (std::string w; words >> w;) out.push_back(w);
    return out;
  }
  return {"no row for " + comune};
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

using Row = std::vector<std::string>;

// Invasion A at 3 players: Lucca (pawn, 3 VP) and Siena (1 VP, a rampart section of 2 floors)
// against Milano (0 VP); Lucca commits 2 + 1, Siena an alliance of 1 army and 1 GOLD pair.
struct ShowInvasion : ::testing::Test {
  void SetUp() override {
    t.building(kLucca, Eco, 2).building(kSiena, Eco, 1).section(kSiena, 2);
    t.res(kLucca, {2, 3, 3, 2});
    t.pile_left(kA, 1);
    ASSERT_TRUE(t.claim_on(0));  // Lucca draws the last card of pile A
    ASSERT_EQ(t.s.phase, Phase::Commit);
    ASSERT_EQ(t.player(kLucca).vp, 3);
    ASSERT_EQ(t.player(kSiena).vp, 1);
    ASSERT_EQ(t.player(kMilano).vp, 0);
  }
  void commit_all() {
    ASSERT_TRUE(t.commit(2, 1));
    ASSERT_TRUE(t.commit(1, 1, 1));  // 1 army + 1 GOLD pair, then 1 army on the ramparts
    ASSERT_TRUE(t.commit(0, 0));
    ASSERT_EQ(t.s.invading, -1);
  }
  Scenario t;
};

TEST_F(ShowInvasion, BeforeAnyCommitment) {
  const std::string text = Comuni::render_text(t.s);
  EXPECT_TRUE(
      has(text, "invasion A: Venezia (base 4), commitments in seat order: Lucca decides now"))
      << text;
  EXPECT_TRUE(has(text,
                  "attack = base 4 + own VP - lowest VP (0); left = attack - alliance "
                  "(0 so far)"))
      << text;
  EXPECT_EQ(row(text, "Lucca"),
            (Row{"Lucca", "(pawn)", "3", "7", "?", "?", "?", "7", "deciding", "now:", "alliance"}));
  EXPECT_EQ(row(text, "Milano"),
            (Row{"Milano", "0", "4", "?", "?", "?", "4", "not", "decided", "yet"}));
  const json inv = Comuni::to_json(t.s)["invasion"];
  EXPECT_EQ(inv["state"], "commit");
  EXPECT_EQ(inv["deciding"], "Lucca");
  EXPECT_EQ(inv["alliance"], 0);
  for (const json& seat : inv["seats"]) {
    EXPECT_TRUE(seat["alliance"].is_null()) << seat;
    EXPECT_TRUE(seat["defence"].is_null()) << seat;
  }
}

TEST_F(ShowInvasion, DuringTheCommitments) {
  ASSERT_TRUE(t.commit(2, 1));
  ASSERT_TRUE(t.play(act(ActionKind::Ally, 1, 1, 0)));  // Siena: alliance made, defence next

  const std::string text = Comuni::render_text(t.s);
  EXPECT_TRUE(has(text, "commitments in seat order: Siena decides now")) << text;
  EXPECT_TRUE(has(text, "pile A ran out (" + std::to_string(t.data().invasion_table[kA][1]) +
                            " cards at 3 players)"))
      << text;
  EXPECT_TRUE(has(text,
                  "attack = base 4 + own VP - lowest VP (0); left = attack - alliance "
                  "(4 so far)"))
      << text;
  // Attack 4 + 3 - 0; the alliance so far (2 + 2) leaves 3; 1 army off the ramparts + the pawn.
  EXPECT_EQ(row(text, "Lucca"),
            (Row{"Lucca", "(pawn)", "3", "7", "2A", "1A", "2", "3", "committed"}));
  EXPECT_EQ(row(text, "Siena"),
            (Row{"Siena", "1", "5", "1A+1g", "?", "?", "1", "deciding", "now:", "defence"}));
  EXPECT_EQ(row(text, "Milano"),
            (Row{"Milano", "0", "4", "?", "?", "?", "0", "not", "decided", "yet"}));
  EXPECT_FALSE(has(text, "hero tiles:")) << "nothing is resolved yet";

  const json inv = Comuni::to_json(t.s)["invasion"];
  EXPECT_EQ(inv["pile"], "A");
  EXPECT_EQ(inv["invader"], "Venezia");
  EXPECT_EQ(inv["base"], 4);
  EXPECT_EQ(inv["table"], t.data().invasion_table[kA][1]);
  EXPECT_EQ(inv["state"], "commit");
  EXPECT_EQ(inv["deciding"], "Siena");
  EXPECT_EQ(inv["pawn"], "Lucca");
  EXPECT_EQ(inv["lowest_vp"], 0);
  EXPECT_EQ(inv["alliance"], 4);
  EXPECT_FALSE(inv.contains("hero_tiles"));
  const json& lucca = inv["seats"][0];
  EXPECT_EQ(lucca["comune"], "Lucca");
  EXPECT_EQ(lucca["vp"], 3);
  EXPECT_EQ(lucca["attack"], 7);
  EXPECT_EQ(lucca["left"], 3);
  EXPECT_EQ(lucca["status"], "committed");
  EXPECT_EQ(lucca["pawn"], true);
  EXPECT_EQ(lucca["alliance"],
            (json{{"armies", 2}, {"gold_pairs", 0}, {"pil_pairs", 0}, {"units", 2}}));
  EXPECT_EQ(lucca["defence_units"],
            (json{{"armies", 1}, {"gold_pairs", 0}, {"pil_pairs", 0}, {"units", 1}}));
  EXPECT_EQ(lucca["defence"], 2);
  EXPECT_TRUE(lucca["loot"].is_null());
  EXPECT_TRUE(lucca["hero"].is_null());
  const json& siena = inv["seats"][1];
  EXPECT_EQ(siena["status"], "deciding");
  EXPECT_EQ(siena["attack"], 5);
  EXPECT_EQ(siena["left"], 1);
  EXPECT_EQ(siena["alliance"],
            (json{{"armies", 1}, {"gold_pairs", 1}, {"pil_pairs", 0}, {"units", 2}}));
  EXPECT_TRUE(siena["defence_units"].is_null());
  EXPECT_TRUE(siena["defence"].is_null());
  const json& milano = inv["seats"][2];
  EXPECT_EQ(milano["status"], "waiting");
  EXPECT_EQ(milano["attack"], 4);
  EXPECT_TRUE(milano["alliance"].is_null());
}

TEST_F(ShowInvasion, AfterTheResolution) {
  commit_all();
  const int hi = t.data().invaders[kA].hero[0], lo = t.data().invaders[kA].hero[1];
  ASSERT_EQ(t.player(kLucca).loot, 1) << "left 3, defence 1 + the pawn's 1";
  ASSERT_EQ(t.s.hero_tiles[kA][0], kSiena) << "Lucca was looted, Milano gave nothing";

  const std::string text = Comuni::render_text(t.s);
  EXPECT_TRUE(has(text, "last invasion A: Venezia (base 4), resolved")) << text;
  EXPECT_TRUE(has(text, "left = attack - alliance (4)")) << text;
  EXPECT_EQ(row(text, "Lucca"), (Row{"Lucca", "(pawn)", "3", "7", "2A", "1A", "2", "3",
                                     "looted:", "1", "loot", "tile(s)"}));
  // Siena's army mans the floor-2 card: 1 + 2.
  EXPECT_EQ(row(text, "Siena"), (Row{"Siena", "1", "5", "1A+1g", "1A", "3", "1", "held,", "hero",
                                     "tile", "A-hi", "(" + std::to_string(hi), "VP)"}));
  EXPECT_EQ(row(text, "Milano"), (Row{"Milano", "0", "4", "0", "0", "0", "0", "held"}));
  EXPECT_TRUE(has(text, "hero tiles: A-hi (" + std::to_string(hi) + " VP) Siena, A-lo (" +
                            std::to_string(lo) + " VP) discarded"))
      << text;

  const json inv = Comuni::to_json(t.s)["invasion"];
  EXPECT_EQ(inv["state"], "resolved");
  EXPECT_TRUE(inv["deciding"].is_null());
  EXPECT_EQ(inv["alliance"], 4);
  const std::vector<int> loot = {1, 0, 0}, hero = {0, hi, 0}, defence = {2, 3, 0};
  const std::vector<std::string> status = {"looted", "held", "held"};
  for (int q = 0; q < 3; ++q) {
    const json& seat = inv["seats"][ix(q)];
    EXPECT_EQ(seat["loot"], loot[ix(q)]) << seat;
    EXPECT_EQ(seat["hero"], hero[ix(q)]) << seat;
    EXPECT_EQ(seat["defence"], defence[ix(q)]) << seat;
    EXPECT_EQ(seat["status"], status[ix(q)]) << seat;
    EXPECT_FALSE(seat["alliance"].is_null()) << "revealed: " << seat;
    EXPECT_FALSE(seat["defence_units"].is_null()) << "revealed: " << seat;
  }
  EXPECT_EQ(inv["seats"][1]["alliance"]["gold_pairs"], 1);
  EXPECT_EQ(inv["hero_tiles"],
            (json::array({json{{"tile", "A-hi"}, {"value", hi}, {"to", "Siena"}},
                          json{{"tile", "A-lo"}, {"value", lo}, {"to", nullptr}}})));
}

// The record outlives the turn: the pawn moves on and the VP change, the view does not.
TEST_F(ShowInvasion, KeptUntilTheNextInvasion) {
  commit_all();
  ASSERT_TRUE(t.draw_all());
  ASSERT_EQ(t.s.phase, Phase::Build);
  ASSERT_TRUE(t.play(t.first_listed(ActionKind::Build)));
  ASSERT_GT(t.player(kLucca).vp, 3);
  ASSERT_TRUE(t.end_turn());
  ASSERT_NE(t.s.pawn, kLucca);
  ASSERT_TRUE(t.valid());

  const std::string text = Comuni::render_text(t.s);
  EXPECT_EQ(row(text, "Lucca"), (Row{"Lucca", "(pawn)", "3", "7", "2A", "1A", "2", "3",
                                     "looted:", "1", "loot", "tile(s)"}));
  const json inv = Comuni::to_json(t.s)["invasion"];
  EXPECT_EQ(inv["pawn"], "Lucca");
  EXPECT_EQ(inv["seats"][0]["vp"], 3);
  EXPECT_EQ(inv["seats"][0]["attack"], 7);
}

// The view's record is part of the value: states that differ only there are different.
TEST_F(ShowInvasion, RecordCountsForEqualityAndHash) {
  commit_all();
  const State base = t.s;
  EXPECT_EQ(base, t.s);
  EXPECT_EQ(Comuni::hash(base), Comuni::hash(t.s));
  auto differs = [&](auto change, const char* what) {
    State other = base;
    change(other);
    EXPECT_NE(other, base) << what;
    EXPECT_NE(Comuni::hash(other), Comuni::hash(base)) << what;
  };
  differs([](State& s) { ++s.revealed[kSiena].alliance_gold_pairs; }, "revealed");
  differs([](State& s) { ++s.defended[kMilano]; }, "defended");
  differs([](State& s) { ++s.invasion_vp[kMilano]; }, "invasion_vp");
  differs([](State& s) { s.invasion_pawn = kSiena; }, "invasion_pawn");
}

// rampart_auto_assign=false: the defence of a seat that still has to assign is unknown.
TEST(ShowInvasionAssign, RampartsAssignedOneByOne) {
  Scenario t;
  t.options().rampart_auto_assign = false;
  t.building(kSiena, Eco, 4).section(kSiena, 3).res(kSiena, {2, 1, 2, 2});
  t.pile_left(kA, 1);
  ASSERT_TRUE(t.claim_on(0));
  ASSERT_TRUE(t.commit(0, 0));
  ASSERT_TRUE(t.commit(0, 1));
  ASSERT_TRUE(t.commit(0, 0));
  ASSERT_EQ(t.s.phase, Phase::Assign);

  std::string text = Comuni::render_text(t.s);
  EXPECT_TRUE(has(text, "invasion A: Venezia (base 4), ramparts: Siena assigns now")) << text;
  EXPECT_EQ(row(text, "Siena"), (Row{"Siena", "10", "14", "0", "1A", "?", "14", "assigning", "the",
                                     "ramparts", "now"}));
  EXPECT_EQ(row(text, "Lucca"),
            (Row{"Lucca", "(pawn)", "0", "4", "0", "0", "1", "4", "committed"}));
  json inv = Comuni::to_json(t.s)["invasion"];
  EXPECT_EQ(inv["state"], "assign");
  EXPECT_EQ(inv["deciding"], "Siena");
  EXPECT_EQ(inv["seats"][1]["status"], "assigning");
  EXPECT_TRUE(inv["seats"][1]["defence"].is_null());
  EXPECT_EQ(inv["seats"][0]["defence"], 1) << "the pawn's +1";

  ASSERT_TRUE(t.play(assign(0, 0, 1, 0)));  // the army on the floor-3 card: 1 + 3
  text = Comuni::render_text(t.s);
  EXPECT_EQ(row(text, "Siena"),
            (Row{"Siena", "10", "14", "0", "1A", "4", "14", "looted:", "10", "loot", "tile(s)"}));
  inv = Comuni::to_json(t.s)["invasion"];
  EXPECT_EQ(inv["state"], "resolved");
  EXPECT_EQ(inv["seats"][1]["defence"], 4);
  EXPECT_EQ(inv["seats"][1]["loot"], 10);
}

// Positions built by hand count their emptied piles as resolved invasions but keep no record:
// nothing is shown, rather than a made-up one.
TEST(ShowInvasionAssign, NoRecordNoView) {
  Scenario t;
  EXPECT_FALSE(Comuni::to_json(t.s).contains("invasion"));
  t.pile_left(kB, 5);
  ASSERT_EQ(t.s.invasions, 1);
  EXPECT_FALSE(Comuni::to_json(t.s).contains("invasion"));
  EXPECT_FALSE(has(Comuni::render_text(t.s), "invasion A:"));
}

}  // namespace
}  // namespace arbiter::comuni
