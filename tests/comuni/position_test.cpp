// Comuni positions, (c): malformed positions are refused with the field named, never a crash.
// (a) round trip: position_roundtrip_test.cpp; (b) written by hand: position_byhand_test.cpp.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "tests/comuni/position_support.h"

namespace arbiter::comuni {
namespace {
using namespace position_test_support;

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
      {kHead + "Lucca 40G\nSiena 30G",
       "supply: 70 GOLD in the position (stocks, bids, "
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
      {kHead + "Siena masters E\nMilano buildings E1 masters E",
       "Siena: masters: E without a E "
       "building"},
      {kHead + "phase 3\nSiena heroes A-hi",
       "Siena: heroes A-hi: invasion A has not been "
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
  const std::vector<std::string> pool = {"0",    "1",        "3",      "255",  "256",   "99999999",
                                         "-1",   "|",        ";",      "pile", "phase", "ally",
                                         "def",  "3G",       "E2",     "A-hi", "Siena", "Lucca",
                                         "over", "invasion", "assign", "-"};
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
        words[at] =
            *rc::gen::container<std::string>(*rc::gen::inRange(0, 6), rc::gen::arbitrary<char>());
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
