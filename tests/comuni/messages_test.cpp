// What a rejected Comuni action says: the rule, the buildings it names, and the help that gives
// the tokens making the move legal (engine/core/violation.h); why a game is not over yet
// (Comuni::not_over_reason).
#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "replay/explain.h"
#include "tests/support/comuni_actions.h"
#include "tests/support/comuni_scenario.h"

namespace arbiter::comuni {
namespace {

using namespace testing;  // comuni_actions.h builders, Scenario, card, u8

Violation rejected(const Scenario& t, const Action& a) {
  auto v = t.check(a);
  EXPECT_TRUE(v.has_value()) << Comuni::action_to_text(t.s, a) << " was accepted";
  return v.value_or(Violation{"legal", ""});
}

// The tokens between backquotes in a help text, in order ("`conv:PT conv:PT`" gives two).
std::vector<std::string> help_tokens(const std::string& help) {
  std::vector<std::string> out;
  for (std::size_t open = help.find('`'); open != std::string::npos;) {
    const std::size_t close = help.find('`', open + 1);
    if (close == std::string::npos) break;
    std::istringstream words(help.substr(open + 1, close - open - 1));
    for (std::string w; words >> w;) out.push_back(w);
    open = help.find('`', close + 1);
  }
  return out;
}

// Plays the help's tokens: each must be read and accepted.
::testing::AssertionResult follow(Scenario& t, const std::string& help) {
  const auto tokens = help_tokens(help);
  if (tokens.empty()) return ::testing::AssertionFailure() << "no token in '" << help << "'";
  for (const std::string& token : tokens) {
    auto a = Comuni::parse_action(t.s, token);
    if (!a) return ::testing::AssertionFailure() << "cannot read " << token << ": " << a.error();
    if (auto r = t.play(*a); !r) return r;
  }
  return ::testing::AssertionSuccess();
}

// ---- C-3.3.6: a fifth floor is an illegal move, not a syntax error ---------------------------

TEST(ComuniMessages, C_3_3_6_FifthFloorIsReadAndRefused) {
  Scenario t;
  t.building(0, Eco, 4).section(0, 4).hand(0, card("E1")).res(0, {2, 1, 3, 4}).phase(Phase::Build);
  for (const char* token : {"build:E1@E4", "wall:E1@4"}) {
    auto a = Comuni::parse_action(t.s, token);
    ASSERT_TRUE(a) << token << ": " << a.error();
    EXPECT_EQ(Comuni::action_to_text(t.s, *a), token);
    const Violation v = rejected(t, *a);
    EXPECT_EQ(v.rule, "C-3.3.6") << token;
    EXPECT_NE(v.reason.find("no 5th floor"), std::string::npos) << v.reason;
    EXPECT_FALSE(t.listed(*a));
  }
  EXPECT_EQ(rejected(t, build(card("E1"), Eco, 4)).reason,
            "no 5th floor: a building has at most 4 floors");
  EXPECT_EQ(rejected(t, wall(card("E1"), 4)).reason,
            "no 5th floor: a rampart section has at most 4 floors");
  for (const char* token : {"build:E1@E5", "wall:E1@5", "build:E1@E0"})
    EXPECT_FALSE(Comuni::parse_action(t.s, token)) << token << ": no building has 5 floors";
}

// ---- C-3.3.3 / C-3.3.9: a missing target lists what exists ---------------------------------

TEST(ComuniMessages, MissingTargetListsTheBuildings) {
  Scenario t;
  t.building(0, Mil, 3).building(0, Eco, 1).section(0, 2).section(0, 1);
  t.hand(0, card("M2")).res(0, {2, 1, 3, 4}).phase(Phase::Build);
  EXPECT_EQ(rejected(t, build(card("M2"), Mil, 2)).reason,
            "no M building of 2 floors (your buildings: E1, M3)");
  EXPECT_EQ(rejected(t, wall(card("M2"), 3)).reason,
            "no rampart section of 3 floors (your sections: 2 floors, 1 floor)");
  Scenario bare;
  bare.hand(0, card("M2")).phase(Phase::Build);
  EXPECT_EQ(rejected(bare, build(card("M2"), Mil, 1)).reason,
            "no M building of 1 floor (you have no building yet)");
  EXPECT_EQ(rejected(bare, wall(card("M2"), 1)).reason,
            "no rampart section of 1 floor (you have no rampart section yet)");
}

// ---- C-1.9: shortfalls that conversions cover ---------------------------------------------

TEST(ComuniMessages, C_3_3_5_MissingArtIsConvertedFirst) {
  Scenario t;
  t.building(0, Rel, 1).hand(0, card("R1")).res(0, {2, 1, 2, 0}).phase(Phase::Build);
  const Violation v = rejected(t, build(card("R1"), Rel, 1));
  EXPECT_EQ(v.rule, "C-3.3.5");
  EXPECT_EQ(v.reason, "level 1 for floor 2 needs 1 ART, you hold 0");
  EXPECT_EQ(v.help, "convert first: `conv:PT` (2 PIL -> 1 ART), then `build:R1@R1`");
  EXPECT_TRUE(follow(t, v.help));
  EXPECT_EQ(t.player(0).vp, 1 + 2);
  EXPECT_TRUE(t.valid());
}

TEST(ComuniMessages, C_3_3_5_TwoConversionsAndNone) {
  Scenario t;
  t.building(0, Cul, 2).hand(0, card("C1")).res(0, {2, 1, 5, 0}).phase(Phase::Build);
  const Violation v = rejected(t, build(card("C1"), Cul, 2));
  EXPECT_EQ(v.help, "convert first: `conv:PT conv:PT` (2 PIL -> 1 ART each), then `build:C1@C2`");
  Scenario poor;
  poor.building(0, Cul, 2).hand(0, card("C1")).res(0, {2, 1, 3, 0}).phase(Phase::Build);
  EXPECT_EQ(rejected(poor, build(card("C1"), Cul, 2)).help,
            "2 ART come only from 4 PIL (`conv:PT` each), and you hold 3 PIL")
      << "3 PIL pay for 1 ART only";
  EXPECT_TRUE(follow(t, v.help));
}

TEST(ComuniMessages, C_3_3_5_WallAndBoughtActionToo) {
  Scenario t;
  t.section(0, 1).hand(0, card("R1")).hand(0, card("E2")).res(0, {2, 1, 4, 0});
  t.phase(Phase::Build);
  const Violation wall_v = rejected(t, wall(card("R1"), 1));
  EXPECT_EQ(wall_v.rule, "C-3.3.5");
  EXPECT_EQ(wall_v.help, "convert first: `conv:PT` (2 PIL -> 1 ART), then `wall:R1@1`");
  const Violation buy = rejected(t, kBuy);
  EXPECT_EQ(buy.rule, "C-3.3.1");
  EXPECT_EQ(buy.reason, "a further full build action costs 1 ART, you hold 0");
  EXPECT_EQ(buy.help, "convert first: `conv:PT` (2 PIL -> 1 ART), then `action`");
  ASSERT_TRUE(t.play(build(card("E2"), Eco, 0)));
  const Violation second = rejected(t, build(card("R1"), Rel, 0));
  EXPECT_EQ(second.rule, "C-3.3.2");
  EXPECT_EQ(second.help,
            "convert first: `conv:PT` (2 PIL -> 1 ART), then `action`, then `build:R1@R`");
  EXPECT_TRUE(follow(t, second.help));
  EXPECT_TRUE(t.valid());
}

TEST(ComuniMessages, C_3_3_2_BuyAnActionFirst) {
  Scenario t;
  t.hand(0, card("E2")).hand(0, card("M2")).res(0, {2, 1, 0, 1}).phase(Phase::Build);
  ASSERT_TRUE(t.play(build(card("E2"), Eco, 0)));
  const Violation v = rejected(t, build(card("M2"), Mil, 0));
  EXPECT_EQ(v.help, "buy another full build action first: `action` (1 ART), then `build:M2@M`");
  EXPECT_TRUE(follow(t, v.help));
}

// Issue 25, item 7: the help addresses what the action was for. A player who needs an ART and
// cannot convert for one is told so; no "did you mean `conv:GA`" points to an ARMY instead.
TEST(ComuniMessages, C_1_9_HelpNamesTheWaysToTheResourceWanted) {
  Scenario t;
  t.hand(0, card("R1")).section(0, 1).res(0, {4, 1, 1, 0}).phase(Phase::Build);
  const Violation gold = rejected(t, convert(Gold, Art));
  EXPECT_EQ(gold.rule, "C-1.9");
  EXPECT_EQ(gold.reason,
            "GOLD never becomes ART: the only conversions are 2 GOLD -> 1 ARMY and 2 PIL -> 1 "
            "GOLD, ARMY or ART");
  EXPECT_EQ(gold.help, "1 ART comes only from 2 PIL, and you hold 1 PIL");
  EXPECT_TRUE(gold.help_is_complete);
  const replay::Explanation e = replay::explain<Comuni>(t.s, gold.rule, "conv:GT", &gold);
  EXPECT_TRUE(e.suggestions.empty()) << "conv:GA gives an ARMY, not the ART wanted";
  EXPECT_EQ(e.help, std::vector<std::string>{gold.help});
  const Violation pil = rejected(t, convert(Pil, Art));
  EXPECT_EQ(pil.reason, "conv:PT needs 2 PIL, you hold 1");
  EXPECT_EQ(pil.help, gold.help);
  const Violation army = rejected(t, convert(Pil, Army));
  EXPECT_EQ(army.help, "1 ARMY comes from 2 GOLD or 2 PIL: `conv:GA`");
  EXPECT_EQ(rejected(t, convert(Gold, Pil)).help, "nothing ever becomes PIL");
  EXPECT_EQ(rejected(t, wall(card("R1"), 1)).help,
            "1 ART comes only from 2 PIL (`conv:PT`), and you hold 1 PIL");
  EXPECT_TRUE(follow(t, army.help));
}

// With the supply out of ART, the default conversion_mode still lets 2 PIL pay for an ART where
// it is spent (AMB-12): the help says so rather than leave "no ART left" as the last word.
TEST(ComuniMessages, C_1_9_EmptySupplyNamesTheDirectPayment) {
  Scenario t;
  t.hand(0, card("R1")).section(0, 1).res(0, {4, 1, 2, 0}).phase(Phase::Build).supply(Art, 0, 1);
  const Violation gold = rejected(t, convert(Gold, Art));
  EXPECT_EQ(gold.rule, "C-1.9");
  EXPECT_EQ(gold.help,
            "the supply has no ART left to exchange for; 2 PIL still pay for 1 ART where it is "
            "spent (AMB-12)");
  EXPECT_TRUE(t.play(wall(card("R1"), 1))) << "the 2 PIL pay the second floor's ART";
  Scenario only({1, 3, 5}, [] {
    Options o;
    o.conversion_mode = ConversionMode::ExchangeOnly;
    return o;
  }());
  only.res(0, {4, 1, 2, 0}).phase(Phase::Build).supply(Art, 0, 1);
  EXPECT_EQ(rejected(only, convert(Gold, Art)).help, "the supply has no ART left to exchange for");
}

TEST(ComuniMessages, C_3_3_2_NoBuyingOfferedWithoutTheMeans) {
  Scenario t;
  t.hand(0, card("E2")).hand(0, card("M2")).res(0, {2, 1, 1, 0}).phase(Phase::Build);
  ASSERT_TRUE(t.play(build(card("E2"), Eco, 0)));
  const Violation v = rejected(t, build(card("M2"), Mil, 0));
  EXPECT_EQ(v.rule, "C-3.3.2");
  EXPECT_EQ(v.reason,
            "every full build action has made its building step: another costs 1 ART, and you "
            "cannot pay it");
  EXPECT_EQ(v.help, "1 ART comes only from 2 PIL (`conv:PT`), and you hold 1 PIL");
  const Violation buy = rejected(t, kBuy);
  EXPECT_EQ(buy.rule, "C-3.3.1");
  EXPECT_EQ(buy.help, v.help);
  t.res(0, {2, 1, 2, 0});
  EXPECT_EQ(rejected(t, build(card("M2"), Mil, 0)).reason,
            "every full build action has made its building step: buy another (1 ART)")
      << "2 PIL convert to the ART";
}

TEST(ComuniMessages, C_5_1_NoConversionAtTheFinalScoring) {
  Scenario t;
  t.res(0, {4, 1, 4, 0}).game_over(0);
  const Violation v = rejected(t, convert(Gold, Army));
  EXPECT_EQ(v.rule, "C-5.1") << "the rule that forbids conversions at the end, not C-5";
  EXPECT_EQ(v.reason, "no conversion of any kind during the final scoring");
  std::string result = "the record ends here: write `result";
  for (int score : Comuni::scores(t.s)) result += " " + std::to_string(score);
  EXPECT_EQ(v.help, result + "`");
  EXPECT_EQ(rejected(t, kDone).rule, "C-5");
}

TEST(ComuniMessages, C_2_2_CardOfTheBoxForMorePlayers) {
  Options o;
  o.players = 2;
  auto config = *Comuni::make_config(o, *parse_data(default_data_json()));
  State s = Comuni::initial_state(config);
  for (int c : {1, 3}) ASSERT_FALSE(Comuni::apply(s, act(ActionKind::PickComune, u8(c))));
  ASSERT_EQ(s.phase, Phase::SetupDisplay);
  const auto v = Comuni::check(s, act(ActionKind::Draw, card("E4")));
  ASSERT_TRUE(v);
  EXPECT_EQ(v->rule, "C-2.2");
  EXPECT_EQ(v->reason,
            "E4 is in pile A only for 4 or more players: with 2 it went back to the box");
  const auto pile_d = Comuni::check(s, act(ActionKind::Draw, card("EMCR3")));
  ASSERT_TRUE(pile_d);
  EXPECT_EQ(pile_d->rule, "INV-1") << "EMCR3 is a pile D card for any number of players";
}

TEST(ComuniMessages, C_3_1_4_BidGoldConvertedFirst) {
  Scenario t;
  t.res(0, {2, 1, 3, 2});
  const Violation v = rejected(t, bid(0, 3));
  EXPECT_EQ(v.rule, "C-3.1.4");
  EXPECT_EQ(v.help, "convert first: `conv:PG` (2 PIL -> 1 GOLD), then `bid:1/3`");
  EXPECT_EQ(rejected(t, bid(0, 5)).help, "") << "3 PIL convert to 1 GOLD only";
  EXPECT_TRUE(follow(t, v.help));
}

TEST(ComuniMessages, C_3_1_5_OutbidByEnough) {
  Scenario t;
  t.bid(1, 0, 2).res(0, {3, 1, 3, 2});
  const Violation v = rejected(t, bid(0, 2));
  EXPECT_EQ(v.rule, "C-3.1.5");
  EXPECT_EQ(v.help, "bid at least 3: `bid:1/3`");
  t.res(0, {2, 1, 3, 2});
  EXPECT_EQ(rejected(t, bid(0, 2)).help,
            "convert first: `conv:PG` (2 PIL -> 1 GOLD), then `bid:1/3`");
  EXPECT_TRUE(follow(t, rejected(t, bid(0, 2)).help));
}

TEST(ComuniMessages, C_3_1_7_GoldAddedOnAMove) {
  Options o;
  o.displaced_may_add_gold = true;
  Scenario t({1, 3, 5}, o);
  t.bid(1, 0, 1).bid(2, 1, 1).res(0, {3, 1, 3, 2}).res(1, {0, 1, 3, 2});
  ASSERT_TRUE(t.play(bid(0, 2)));  // Siena (seat 1) is displaced with 1 GOLD
  ASSERT_EQ(Comuni::current_seat(t.s), 1);
  const Violation v = rejected(t, move(1, 1));
  EXPECT_EQ(v.rule, "C-3.1.7");
  EXPECT_EQ(v.reason, "adding 1 GOLD, only 0 in stock");
  EXPECT_EQ(v.help, "convert first: `conv:PG` (2 PIL -> 1 GOLD), then `move:2+1`")
      << "3 PIL: 2 for the GOLD, 1 for the move";
  t.res(1, {0, 1, 2, 2});
  EXPECT_EQ(rejected(t, move(1, 1)).help, "") << "the move itself needs 1 of the 2 PIL";
  t.res(1, {0, 1, 3, 2});
  EXPECT_TRUE(follow(t, v.help));
}

TEST(ComuniMessages, C_4_3_MissingArmiesAsStandIns) {
  Scenario t;
  t.pile_left(kA, 1);
  ASSERT_TRUE(t.claim_on(0));
  ASSERT_EQ(t.s.phase, Phase::Commit);
  ASSERT_EQ(Comuni::current_seat(t.s), 0);
  t.res(0, {4, 1, 2, 0});
  const Violation v = rejected(t, act(ActionKind::Ally, 4, 0, 0));
  EXPECT_EQ(v.rule, "C-4.3");
  EXPECT_EQ(v.reason, "commits 4 ARMY, holds 1");
  EXPECT_EQ(v.help, "commit the 3 missing ARMY as stand-ins (2 GOLD or 2 PIL each): `ally:1g2p1`");
  EXPECT_EQ(rejected(t, act(ActionKind::Ally, 5, 0, 0)).help, "") << "only 3 pairs in stock";
  EXPECT_TRUE(follow(t, v.help));
  EXPECT_EQ(t.player(0).commit.alliance(), 4);
}

// C-4.3: the defence is committed from what the alliance left in stock, and the message says so.
TEST(ComuniMessages, C_4_3_DefenceSaysWhatTheAllianceLeft) {
  for (ConversionMode mode : {ConversionMode::ExchangeOrSubstitute, ConversionMode::ExchangeOnly}) {
    Options o;
    o.conversion_mode = mode;
    Scenario t({1, 3, 5}, o);
    t.pile_left(kA, 1);
    ASSERT_TRUE(t.claim_on(0));
    ASSERT_EQ(t.s.phase, Phase::Commit);
    t.res(0, {2, 3, 0, 0});
    ASSERT_TRUE(t.play(act(ActionKind::Ally, 2, 0, 0)));
    const Violation v = rejected(t, act(ActionKind::Defend, 2, 0, 0));
    EXPECT_EQ(v.rule, "C-4.3");
    EXPECT_EQ(v.reason, mode == ConversionMode::ExchangeOnly
                            ? "commits 2 ARMY, holds 1 after the alliance"
                            : "commits 2 ARMY, holds 1 after the alliance (3 held, 2 committed "
                              "to it)");
    EXPECT_EQ(v.help, "commit the 1 missing ARMY as stand-ins (2 GOLD or 2 PIL each): `def:1g1`");
    EXPECT_TRUE(follow(t, v.help));
  }
}

// C-3.1.14: the resource of choice that ran out is named, with what took the supply's last
// units.
TEST(ComuniMessages, C_3_1_14_TheResourceThatRanOut) {
  const int siena = 1;
  {  // the fixed part of the income took it: 3 for the active E3, 1 for the Treasurer
    Scenario t;
    t.building(siena, Eco, 3).activate(siena, Eco).master(Eco, siena).turn(siena);
    t.supply(Gold, 3, 0);
    ASSERT_TRUE(t.valid());
    const Violation v = rejected(t, act(ActionKind::Income, Gold, Army));
    EXPECT_EQ(v.rule, "C-3.1.14");
    EXPECT_EQ(v.reason,
              "GOLD ran out: the fixed income of 4 GOLD took the last 3 in the supply (1 lost), "
              "none is left to choose");
    t.supply(Gold, 5, 0);
    EXPECT_EQ(rejected(t, act(ActionKind::Income, Gold, Gold)).reason,
              "GOLD ran out: after the fixed income of 4 GOLD, the supply holds 1, not the 2 "
              "chosen");
    t.supply(Gold, 0, 0);
    EXPECT_EQ(rejected(t, act(ActionKind::Income, Gold, Army)).reason,
              "GOLD ran out: the supply holds none, not even for the fixed income of 4 GOLD");
  }
  {  // the choices alone: Siena chooses 2 and has no fixed part
    Scenario t;
    t.turn(siena).supply(Art, 1, 0);
    EXPECT_EQ(rejected(t, act(ActionKind::Income, Art, Art)).reason,
              "ART ran out: the supply holds 1, not the 2 chosen");
    t.supply(Art, 0, 0);
    EXPECT_EQ(rejected(t, act(ActionKind::Income, Gold, Art)).reason,
              "ART ran out: the supply holds none to choose");
  }
}

// ---- why the game is not over ---------------------------------------------------------------

TEST(ComuniMessages, NotOverReasonNamesTheNumbers) {
  Scenario t;
  const int left = t.s.pile_size[kA];
  EXPECT_EQ(Comuni::not_over_reason(t.s), "the final round has not started: pile A still holds " +
                                              std::to_string(left) +
                                              " card(s) (piles B to D follow); turn of Lucca, "
                                              "phase 1");
  t.pile_left(kD, 7).turn(1).phase(Phase::Build);
  EXPECT_EQ(Comuni::not_over_reason(t.s),
            "the final round has not started: pile D still holds 7 card(s); turn of Siena, "
            "phase 3");
  Scenario over;
  over.game_over(0);
  EXPECT_EQ(Comuni::not_over_reason(over.s), "");
}

TEST(ComuniMessages, NotOverReasonDuringSetupAndInvasions) {
  Options o;
  o.players = 3;
  auto config = *Comuni::make_config(o, *parse_data(default_data_json()));
  State s = Comuni::initial_state(config);
  EXPECT_EQ(Comuni::not_over_reason(s), "setup: 0 of 3 comuni drawn");
  Scenario t;
  t.pile_left(kA, 1);
  ASSERT_TRUE(t.claim_on(0));
  ASSERT_EQ(t.s.phase, Phase::Commit);
  ASSERT_TRUE(t.commit(0, 0));
  const std::string why = Comuni::not_over_reason(t.s);
  EXPECT_NE(why.find("pile B still holds"), std::string::npos) << why;
  EXPECT_NE(why.find("invasion A (Venezia): Siena has not committed yet"), std::string::npos)
      << why;
}

// Along whole random games: a reason exactly while the game is not over.
TEST(ComuniMessages, NotOverReasonAlongAGame) {
  for (int players : {2, 5}) {
    Options o;
    o.players = players;
    auto config = *Comuni::make_config(o, *parse_data(default_data_json()));
    State s = Comuni::initial_state(config);
    auto buf = std::make_unique<Comuni::ActionBuffer>();
    std::uint64_t pick = 99u + static_cast<std::uint64_t>(players);
    int steps = 0;
    bool saw_final_round = false;
    for (; !Comuni::is_terminal(s) && steps < 20000; ++steps) {
      const std::string why = Comuni::not_over_reason(s);
      ASSERT_FALSE(why.empty()) << Comuni::excerpt(s);
      if (s.final_round && s.invading < 0) {
        saw_final_round = true;
        EXPECT_NE(why.find("final round: "), std::string::npos) << why;
      }
      Comuni::legal_actions(s, *buf);
      ASSERT_FALSE(buf->empty());
      pick = pick * 6364136223846793005ull + 1442695040888963407ull;
      // Claims move the piles on: prefer them, so that the game ends in few steps.
      const Action* chosen = &(*buf)[(pick >> 33) % buf->size()];
      for (const Action& a : *buf)
        if (a.kind == ActionKind::Claim) chosen = &a;
      ASSERT_FALSE(Comuni::apply(s, *chosen));
    }
    ASSERT_TRUE(Comuni::is_terminal(s)) << "no end after " << steps << " steps";
    EXPECT_TRUE(saw_final_round);
    EXPECT_EQ(Comuni::not_over_reason(s), "");
  }
}

}  // namespace
}  // namespace arbiter::comuni
