// Medievalia positions written by hand give the intended state; docs/notation.md's example is
// canonical and plays on as the page says.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "tests/medievalia/position_support.h"

namespace arbiter::medievalia {
namespace {
using namespace position_test_support;

const Config& four() {
  Options o = with_players(4);
  o.first_player = FirstPlayer::P1;
  return config_of(o);
}

int id_of(const Config& cfg, std::string_view type, int copy) {
  return cfg.type(cfg.data.find(type)).first_id + copy - 1;
}
std::size_t type_of(const Config& cfg, std::string_view type) {
  return static_cast<std::size_t>(cfg.data.find(type));
}

// A transaction half done: the Soldat's purpose, the Champ tapped for FF (its F and its Homme's
// boost), a Forêt sold for E.
TEST(MedievaliaPosition, TransactionReadsAsWritten) {
  const Config& cfg = two();
  auto s = Medievalia::parse_position(
      cfg,
      "turn 3 P1 txn; txn play:soldat; pool FFE; acts champ1; txsold P1 foret\n"
      "table P1 champ1(txn) homme1@champ1(txn)\nhand P1 soldat ferme");
  ASSERT_TRUE(s) << s.error();
  EXPECT_EQ(s->phase, Phase::Txn);
  EXPECT_EQ(static_cast<K>(s->txn.kind), K::Play);
  EXPECT_EQ(s->txn.arg[0], type_of(cfg, "soldat"));
  EXPECT_EQ(s->txn.pool[Food], 2);
  EXPECT_EQ(s->txn.pool[Energy], 1);
  ASSERT_EQ(s->txn.n_acts, 1);
  EXPECT_EQ(s->txn.acts[0].card, id_of(cfg, "champ", 1));
  EXPECT_EQ(s->txn.acts[0].n, 2);  // the Champ's F and the Homme's boost
  EXPECT_EQ(s->txn.sold[type_of(cfg, "foret")], 1);
  EXPECT_EQ(s->card(id_of(cfg, "champ", 1)).flags, kTapped | kTxnTapped);
  // cancel gives the Forêt back and stands the group up again (M-3.3.4).
  State t = *s;
  ASSERT_FALSE(Medievalia::apply(t, act(K::Cancel, 0)));
  EXPECT_EQ(t.player(0).hand[type_of(cfg, "foret")], 1);
  EXPECT_EQ(t.card(id_of(cfg, "homme", 1)).flags, 0);
  // The canonical text writes the contributions only when they differ from the group's.
  EXPECT_NE(Medievalia::position_text(*s).find("acts champ1\n"), std::string::npos);
}

// Copies: named ones keep their number, the others take the lowest free number in reading order;
// copies below the highest one placed have left the game; a host may be named by its type alone
// when it is the only one.
TEST(MedievaliaPosition, CopiesAreNumberedAndHostsFound) {
  const Config& cfg = two();
  auto s = Medievalia::parse_position(
      cfg,
      "turn 5 P1 main\ntable P1 champ champ3 champ homme@city homme@champ3\n"
      "table P2 soldat4 ferme");
  ASSERT_TRUE(s) << s.error();
  for (int k : {1, 2, 3}) EXPECT_EQ(s->card(id_of(cfg, "champ", k)).owner, 0) << k;
  EXPECT_EQ(s->card(id_of(cfg, "homme", 1)).host, id_of(cfg, "city", 1));
  EXPECT_EQ(s->card(id_of(cfg, "homme", 2)).host, id_of(cfg, "champ", 3));
  EXPECT_EQ(s->card(id_of(cfg, "soldat", 4)).zone, Zone::Table);
  for (int k : {1, 2, 3}) EXPECT_EQ(s->card(id_of(cfg, "soldat", k)).zone, Zone::Out) << k;
  EXPECT_EQ(s->entered[type_of(cfg, "soldat")], 4);
  EXPECT_EQ(s->out[type_of(cfg, "soldat")], 3);
  const std::string text = Medievalia::position_text(*s);
  EXPECT_NE(text.find("table P1 champ1 champ2 champ3 homme1@city1 homme2@champ3\n"),
            std::string::npos)
      << text;
  auto ambiguous =
      Medievalia::parse_position(cfg, "turn 5 P1 main; table P1 champ1 champ2 homme@champ");
  ASSERT_FALSE(ambiguous);
  EXPECT_EQ(ambiguous.error(),
            "table P1: 'homme@champ': P1 has 2 champ on the table: name the host with its number");
}

// The alliance game: an eliminated player, an ally's sale in the transaction, the fee paid.
TEST(MedievaliaPosition, AllianceReadsAsWritten) {
  const Config& cfg = four();
  auto s = Medievalia::parse_position(
      cfg,
      "turn 14 P1 txn\nfee paid\neliminated P2 siege\ntxn play:homme\npool GM\n"
      "acts city3\ntxsold P3 ferme\ntable P1 champ1 ferme1\ntable P3 city3(txn)\n"
      "hand P1 homme\nhand P4 ?Cx2");
  ASSERT_TRUE(s) << s.error();
  EXPECT_EQ(s->player(1).alive, 0);
  EXPECT_EQ(s->player(1).out, static_cast<int>(OutReason::Siege) | kOutTurnSkipped);
  EXPECT_EQ(s->card(id_of(cfg, "city", 2)).zone, Zone::Out);
  EXPECT_EQ(s->ally_fee_paid, 1);
  EXPECT_EQ(s->txn.ally_helped, 1);
  EXPECT_EQ(s->txn.ally_sold[type_of(cfg, "ferme")], 1);
  EXPECT_EQ(s->player(3).unknown[2], 2);
  EXPECT_EQ(Medievalia::current_seat(*s), 0);
}

// Piles: "piles T0" empties the territory pile (its cards left unseen, out of game) and takes its
// reminder away; a reminder may be named; the building piles may be written.
TEST(MedievaliaPosition, PilesRemindersAndBuildings) {
  const Config& cfg = two();
  auto s = Medievalia::parse_position(
      cfg, "turn 7 P2 main; piles T0 C5; reminders chevalier; buildings eglise+5 -+0 tour+10");
  ASSERT_TRUE(s) << s.error();
  EXPECT_EQ(s->pile_size[0], 0);
  EXPECT_EQ(s->reminder[0], kNone);
  EXPECT_EQ(s->out_unknown[0], 38);
  EXPECT_EQ(s->pile_size[2], 5);
  EXPECT_EQ(s->reminder[1], type_of(cfg, "chevalier"));
  EXPECT_EQ(s->building_top[1], kNone);
  EXPECT_EQ(s->building_hidden[2], 10);
  EXPECT_EQ(s->building_pool[type_of(cfg, "eglise")], 1);
  EXPECT_EQ(s->building_pool[type_of(cfg, "tour")], 0);
  EXPECT_FALSE(Medievalia::check_invariants(*s));
}

// A combat mid-way: units, blocks, targets, the defender's group, marks on the cards.
TEST(MedievaliaPosition, CombatReadsAsWritten) {
  const Config& cfg = two();
  auto s = Medievalia::parse_position(
      cfg,
      "turn 9 P1 strike; fought P2; combat P2; units 1<d1 2>d2 3>d2; groups d1>1 d2\n"
      "table P1 champ1 ferme1 soldat1>P2(u1) soldat2>P2(u2) homme1>P2(u3)\n"
      "table P2 champ2(d2) homme2(d1) ferme2");
  ASSERT_TRUE(s) << s.error();
  EXPECT_EQ(s->combat.n_attack, 3);
  EXPECT_EQ(s->combat.n_defend, 2);
  EXPECT_EQ(s->combat.attack[0].blocker, kDefendBase);
  EXPECT_EQ(s->combat.defend[0].blocks, 2u);
  EXPECT_EQ(s->combat.attack[2].target, kDefendBase + 1);
  EXPECT_EQ(s->combat.defend[1].host, id_of(cfg, "champ", 2));
  EXPECT_EQ(Medievalia::current_seat(*s), 1);  // the defender picks the strike-back
  State t = *s;
  ASSERT_FALSE(Medievalia::apply(t, act(K::Strike, 1, kDefendBase + 1, 3)));
}

// docs/notation.md's example of a Medievalia position reads, is the canonical text of its state,
// and the record it describes goes on as the page says.
TEST(MedievaliaPosition, DocsExampleIsCanonical) {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/docs/notation.md");
  std::stringstream doc;
  doc << in.rdbuf();
  const std::string text = doc.str();
  const std::size_t section = text.find("## Medievalia positions");
  ASSERT_NE(section, std::string::npos);
  const std::size_t from = text.find("```\n", section) + 4;
  const std::string example = text.substr(from, text.find("```", from) - from);
  auto s = Medievalia::parse_position(two(), example);
  ASSERT_TRUE(s) << s.error();
  EXPECT_EQ(Medievalia::position_text(*s), example);
  EXPECT_EQ(std::count(example.begin(), example.end(), '\n'), 5);
  State t = *s;
  for (std::string_view token :
       {"war:P2", "deploy:soldat1>1", "deploy:soldat2>2", "deploy:homme1>2", "ready",
        "block:soldat3>1", "ready", "target:2>champ2", "bonus:eglise1>homme2"}) {
    auto a = Medievalia::parse_action(t, token);
    ASSERT_TRUE(a) << token;
    ASSERT_FALSE(Medievalia::apply(t, *a)) << token;
  }
}

}  // namespace
}  // namespace arbiter::medievalia
