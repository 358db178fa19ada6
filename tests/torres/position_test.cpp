// Torres positions (docs/notation.md, "Torres positions"), written by hand: they read as
// intended; malformed ones are rejected with the field (or the invariant) they break.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "engine/torres/torres.h"
#include "tests/support/text_lines.h"
#include "tests/support/torres_scenario.h"
#include "verify/instances.h"
#include "verify/random_play.h"
#include "verify/simulate.h"

namespace arbiter::torres {
namespace {

using arbiter::testing::lines_of;
using testing::config_with;

State read(const Config& cfg, const std::string& text) {
  auto s = Torres::parse_position(cfg, text);
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error());
  if (!s) return Torres::initial_state(cfg);
  EXPECT_EQ(Torres::check_invariants(*s), std::nullopt) << text;
  return *s;
}

Square sq(const char* name) {
  return *parse_square(name);
}

TEST(TorresPosition, FiveLinesMakeATurn) {
  const Config& cfg = config_with(2, Version::Base);
  const State s = read(cfg,
                       "blocks d8 c6 f6:2 g6 h5 a4 c3 e3 f3:2 e1\n"
                       "king a4\n"
                       "knights P1 f3 e2\n"
                       "knights P2 f6 h5\n"
                       "score 3 5\n");
  EXPECT_EQ(s.phase, Phase::Turn);
  EXPECT_EQ(s.year, 1);
  EXPECT_EQ(s.round, 1);
  EXPECT_EQ(Torres::current_seat(s), 0);
  EXPECT_EQ(s.height[sq("f6")], 2);
  EXPECT_EQ(s.height[sq("e2")], 0);
  EXPECT_EQ(s.piece[sq("e2")], 0);
  EXPECT_EQ(s.piece[sq("a4")], kKing);
  EXPECT_EQ(s.players[0].reserve, 4);
  EXPECT_EQ(s.players[1].score, 5);
  EXPECT_EQ(s.players[0].num_stacks, 4);  // the PHASE card for 2 players: 3 3 3 3
  EXPECT_EQ(s.players[1].stacks[3], 3);
  EXPECT_EQ(s.supply, 92 - 12 - 24);
  EXPECT_EQ(s.common_deck.middle_size(), 40);
  EXPECT_EQ(s.ap_spent, 0);
  EXPECT_EQ(s.turn_stack, -1);
  // The canonical text is the same five fields, in the writer's order.
  EXPECT_EQ(Torres::position_text(s),
            "blocks d8 c6 f6:2 g6 h5 a4 c3 e3 f3:2 e1\n"
            "king a4\n"
            "knights P1 f3 e2\n"
            "knights P2 f6 h5\n"
            "score 3 5\n");
  Torres::ActionBuffer legal;
  Torres::legal_actions(s, legal);
  EXPECT_FALSE(legal.empty());
  State t = s;
  EXPECT_FALSE(Torres::apply(t, *Torres::parse_action(t, "e2-e3")));  // climbs one level
}

TEST(TorresPosition, MidTurnFieldsAndSeparators) {
  const Config& cfg = config_with(3, Version::Base);
  // Year 2, round 3, P3 to act after P1 and P2; 3 AP of 6 spent (C6 played), 1 block left in the
  // turn stack, a knight placed on d5 this turn, a C8 taken this turn and one unseen card.
  const State s = read(cfg,
                       "year 2; round 3; turn P3; ap 3/6; stack 1; played yes; placed d5;"
                       "blocks d8 c6 f6 h5 a4 c3 f3 e1 d4:2 d3:2;"
                       "king a4; knights P1 f3; knights P2 h5; knights P3 d4 d5;"
                       "score 4 9 0; stacks P3; hand P3 C2 *C8 ?; out P3 C6");
  EXPECT_EQ(s.year, 2);
  EXPECT_EQ(s.round, 3);
  EXPECT_EQ(s.active(), 2);
  EXPECT_EQ(s.turn_index, 2);
  EXPECT_EQ(s.played_mask, 0b011);
  EXPECT_EQ(s.ap_spent, 3);
  EXPECT_EQ(s.ap_allowance, 6);
  EXPECT_TRUE(s.card_played);
  EXPECT_EQ(s.turn_stack, 1);
  EXPECT_EQ(s.placed_this_turn, bit(sq("d5")));
  EXPECT_EQ(s.cards_taken, 1);  // the fresh C8
  const Player& p3 = s.players[2];
  EXPECT_EQ(p3.hand[C2], 1);
  EXPECT_EQ(p3.hand[C8], 1);
  EXPECT_EQ(p3.fresh[C8], 1);
  EXPECT_EQ(p3.unseen, 1);
  EXPECT_EQ(p3.removed[C6], 1);
  EXPECT_EQ(s.common_deck.middle[C8], 3);
  EXPECT_EQ(s.common_deck.middle[C6], 3);
  EXPECT_EQ(s.draws_left, 1);  // a card has been taken in this game
  EXPECT_EQ(p3.num_stacks, 0);
  EXPECT_EQ(s.players[0].num_stacks, 0);  // played this round: the year's 3 stacks are used
  EXPECT_EQ(s.supply, 92 - 12 - 1);
}

TEST(TorresPosition, KingMoveGoesToTheLowestScorer) {
  const Config& cfg = config_with(2, Version::Base);
  const State s = read(cfg,
                       "phase king-move\n"
                       "blocks d8 c6 f6 h5 a4 c3 f3 e1\n"
                       "king a4\nknights P1 f3\nknights P2 h5\nscore 4 5\n");
  EXPECT_EQ(s.round, 4);  // a year is scored after its last round
  EXPECT_EQ(Torres::current_seat(s), 0);
  EXPECT_EQ(s.king_mover, 0);
  EXPECT_EQ(s.turn_index, 1);
  State t = s;
  EXPECT_FALSE(Torres::apply(t, *Torres::parse_action(t, "K@d8")));
  EXPECT_EQ(t.year, 2);
  EXPECT_EQ(t.phase, Phase::Turn);
  EXPECT_TRUE(Torres::parse_position(cfg, Torres::position_text(s) + "mover P1\n").ok());
}

TEST(TorresPosition, VariantDeckAndDrawInProgress) {
  const Config& cfg = config_with(2, Version::Variant);
  // P1 has drawn C3 and C9 and draws a third card; C5 lies known on top of P1's deck, C1 under it.
  const State s = read(cfg,
                       "phase draw-card; drawn C3 C9; ap 1;"
                       "blocks d8 c6 f6 h5 a4 c3 f3 e1; king a4; knights P1 f3; knights P2 h5;"
                       "hand P1 C2; out P1 C7; deck P1 C5 ? C1");
  EXPECT_EQ(Torres::current_seat(s), kChanceSeat);
  EXPECT_EQ(s.drawn_len, 2);
  EXPECT_EQ(s.draws_left, 1);
  EXPECT_EQ(s.cards_taken, 1);
  const Pile& d = s.players[0].deck;
  EXPECT_EQ(d.top_len, 1);
  EXPECT_EQ(d.top[0], C5);
  EXPECT_EQ(d.bottom_len, 1);
  EXPECT_EQ(d.bottom[0], C1);
  EXPECT_EQ(d.middle_size(), 10 - 2 - 1 - 1 - 2);
  EXPECT_EQ(d.middle[C3], 0);
  EXPECT_EQ(s.players[1].deck.middle_size(), 10);
  State t = s;
  EXPECT_TRUE(Torres::apply(t, *Torres::parse_action(t, "*C4")));  // C5 is known to come next
  EXPECT_FALSE(Torres::apply(t, *Torres::parse_action(t, "*C5")));
  EXPECT_EQ(t.phase, Phase::VariantKeep);
}

TEST(TorresPosition, MeisterHandsAreEveryCardNotPlayed) {
  const Config& cfg = config_with(2, Version::Meister);
  const State s = read(cfg,
                       "meister M5\nblocks b7 e7 h7 b4 e4 h4 b1 e1\nking e4\n"
                       "knights P1 b7\nknights P2 h1 h4\nout P2 C1 C10\n");
  EXPECT_EQ(s.meister_card, 4);
  for (int c = 0; c < kCardKinds; ++c) EXPECT_EQ(s.players[0].hand[static_cast<std::size_t>(c)], 1);
  EXPECT_EQ(s.players[1].hand[C1], 0);
  EXPECT_EQ(s.players[1].hand[C2], 1);
  EXPECT_EQ(s.players[1].removed[C10], 1);
  EXPECT_EQ(s.common_deck.size(), 0);
}

TEST(TorresPosition, SetupPositions) {
  const Config& base = config_with(3, Version::Base);
  const State s =
      read(base, "phase setup-knights\nblocks d8 c6 f6 h5 a4 c3 f3 e1\nknights P1 f3\n");
  EXPECT_EQ(s.setup_count, 1);
  EXPECT_EQ(Torres::current_seat(s), 1);
  EXPECT_EQ(s.king, kNoSquare);
  const Config& meister = config_with(2, Version::Meister);
  const State m = read(meister, "phase meister-reveal");
  EXPECT_EQ(m, Torres::initial_state(meister));
  const State c = read(meister, "phase setup-castles\nmeister M2\nblocks a1 d1 g1");
  EXPECT_EQ(c.setup_count, 3);
  EXPECT_EQ(Torres::current_seat(c), 1);
  EXPECT_EQ(c.supply, 89);
}

// The example of docs/notation.md reads, holds the invariants, and is the canonical text.
TEST(TorresPosition, TheDocumentedExampleIsCanonical) {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/docs/notation.md");
  std::stringstream buf;
  buf << in.rdbuf();
  const std::string doc = buf.str();
  const std::size_t section = doc.find("## Torres positions");
  ASSERT_NE(section, std::string::npos);
  const std::size_t example = doc.find("**An example.**", section);
  ASSERT_NE(example, std::string::npos);
  const std::size_t open = doc.find("```\n", example);
  const std::size_t close = doc.find("```", open + 4);
  ASSERT_NE(close, std::string::npos);
  const std::string text = doc.substr(open + 4, close - open - 4);
  EXPECT_EQ(lines_of(text).size(), 5u);
  const State s = read(config_with(2, Version::Base), text);
  EXPECT_EQ(Torres::position_text(s), text);
  EXPECT_EQ(s.round, 4);
  EXPECT_EQ(s.players[0].num_stacks, 1);
}

// ---- (c) Malformed positions --------------------------------------------------------------------

std::string repeat(const std::string& w, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) out += w;
  return out;
}

const char* kBoard2 = "blocks d8 c6 f6 h5 a4 c3 f3 e1\nking a4\nknights P1 f3\nknights P2 h5\n";

std::string error_of(const Config& cfg, const std::string& text) {
  auto s = Torres::parse_position(cfg, text);
  return s ? std::string("(accepted)") : s.error();
}

struct Bad {
  const char* what;
  std::string text;
  const char* expected;  // the start of the message, naming the field
};

TEST(TorresPosition, MalformedPositionsNameTheField) {
  const Config& base2 = config_with(2, Version::Base);
  const std::string b = kBoard2;
  const std::vector<Bad> cases = {
      {"empty", "", "position: empty"},
      {"blank", "  \n ;; \r\n\t", "position: empty"},
      {"missing blocks", "king a4\nknights P1 f3\nknights P2 h5", "blocks: missing"},
      {"missing king", "blocks d8 c6 f6 h5 a4 c3 f3 e1\nknights P1 f3\nknights P2 h5",
       "king: missing"},
      {"missing knights", "blocks d8 c6 f6 h5 a4 c3 f3 e1\nking a4\nknights P1 f3",
       "knights P2: missing"},
      {"unknown field", b + "blokcs d8", "blokcs: unknown field (did you mean 'blocks'?)"},
      {"junk", "\x01\x02\xff zz", "\x01\x02\xff: unknown field"},
      {"field twice", b + "king a4", "king: written twice"},
      {"seat out of range", b + "hand P3 C1", "hand: 'P3' is not a seat of this game (P1..P2)"},
      {"seat missing", b + "hand", "hand: write the seat first"},
      {"bad phase", b + "phase flying", "phase: 'flying' is not a phase"},
      {"Meister phase in base", b + "phase setup-castles", "phase: setup-castles is a Meister"},
      {"bad square", "blocks d8 z9", "blocks: 'z9' is not a square a1..h8"},
      {"square twice", "blocks d8 d8", "blocks: d8 is written twice"},
      {"height zero", "blocks d8:0", "blocks: 'd8:0': a height is a number from 1 to 92"},
      {"huge height", "blocks d8:99999999999999999999", "blocks: 'd8:999999999999999999"},
      {"more blocks than the box", "blocks a1:50 c1:50", "blocks: more than the 92 blocks"},
      {"more blocks with the stacks",
       "blocks a1:40 c1:40 e1:5\nking a1\nknights P1 c1\nknights P2 e1",
       "stacks: 85 blocks on the board and 24"},
      {"seven knights", "blocks d8 c6 f6 h5 a4 c3 f3 e1\nking a4\nknights P1 a1 a2 a3 a5 a6 a7 a8",
       "knights P1: 7 knights; a player has 6"},
      {"knights field twice", b + "knights P1 a1", "knights P1: written twice"},
      {"two pieces on a square",
       "blocks d8 c6 f6 h5 a4 c3 f3 e1\nking a4\nknights P1 a4\nknights P2 h5",
       "knights P1: a4 already holds the King; a square holds one piece (I-11)"},
      {"two knights on a square",
       "blocks d8 c6 f6 h5 a4 c3 f3 e1\nking a4\nknights P1 f3\nknights P2 f3",
       "knights P2: f3 already holds P1's knight; a square holds one piece (I-11)"},
      {"score count", b + "score 3", "score: one score per seat, P1 first: 2 numbers"},
      {"huge score", b + "score 99999999999 0",
       "score: '99999999999' is not a score from 0 to 999999"},
      {"negative score", b + "score -1 0", "score: '-1' is not a score"},
      {"year", b + "year 4", "year: '4' is not a number from 1 to 3"},
      {"round", b + "round 5", "round: '5' is not a number from 1 to 4"},
      {"ap", b + "ap 9", "ap: '9': AP spent from 0 to 7"},
      {"allowance", b + "ap 2/8", "ap: '2/8'"},
      {"two values", b + "stack 1 2", "stack: expected one value, got 2"},
      {"flag", b + "played maybe", "played: 'maybe' is not yes or no"},
      {"turn field outside a turn", b + "phase king-move\nap 2", "ap: only during a turn"},
      {"five copies", b + "hand P1 C5 C5 C5\nout P2 C5 C5", "hand P1: a 5th C5"},
      {"fresh card of another seat", b + "hand P2 *C5", "hand P2: *C5: only the player to act"},
      {"unknown card", b + "hand P1 C11", "hand P1: 'C11' is not a card C1..C10"},
      {"wrong King mover", b + "phase king-move\nscore 4 5\nmover P2",
       "mover: P2 does not move the King"},
      {"first player", b + "first P2", "first: P2, but first_player=0"},
      {"order", b + "order P2 P1", "order: the turn order runs clockwise"},
      {"Meister card in base", b + "meister M1", "meister: a Meister card only in the Meister"},
      {"deck in base", b + "deck P1 ?", "deck P1: personal decks only in the variant"},
      {"drawn in base", b + "drawn C1",
       "drawn: cards drawn and not kept yet exist only in the variant"},
      {"game over too early", b + "phase game-over\nyear 2",
       "year: the game ends with the scoring of year 3"},
      {"ending without a stack", b + "ending yes", "ending: redistribution"},
      {"too many stacks", b + "stacks P1 3 3 3 3 3", "stacks P1: at most 4 stacks"},
      {"stack too big", b + "stacks P1 4", "stacks P1: '4': a stack holds 0 to 3 blocks"},
      {"setup king", "phase setup-knights\nblocks d8 c6 f6 h5 a4 c3 f3 e1\nking a4",
       "king: the King is placed at the end of the setup"},
      {"setup order", "phase setup-knights\nblocks d8 c6 f6 h5 a4 c3 f3 e1\nknights P2 h5",
       "knights P1: missing: the first knights are placed in turn order"},
      {"two first knights", "phase setup-knights\nblocks d8 c6 f6 h5 a4 c3 f3 e1\nknights P1 f3 h5",
       "knights P1: one first knight per player in the setup"},
      {"first knight off a castle",
       "phase setup-king\nblocks d8 c6 f6 h5 a4 c3 f3 e1\nknights P1 "
       "f3\nknights P2 h4",
       "knights P2: a first knight stands on a starting castle"},
      {"setup board", "phase setup-knights\nblocks d8 c6 f6 h5 a4 c3 f3 f2",
       "blocks: f3: every starting castle is one block, alone"},
      {"many words", b + "placed" + repeat(" a1", 90), "placed: more than 80 words"},
      {"huge text", std::string(70000, 'x'), "position: longer than 65536 characters"},
  };
  for (const Bad& c : cases) {
    const std::string e = error_of(base2, c.text);
    EXPECT_EQ(e.rfind(c.expected, 0), 0u) << c.what << ": got '" << e << "'";
  }
}

TEST(TorresPosition, MalformedPositionsOfTheOtherVersions) {
  const Config& variant = config_with(2, Version::Variant);
  const Config& meister = config_with(2, Version::Meister);
  const std::string b = kBoard2;
  const std::vector<std::pair<const Config*, Bad>> cases = {
      {&variant,
       {"card in two places", b + "out P1 C3\nhand P1 C3", "hand P1: C3 is also in out P1"}},
      {&variant,
       {"deck and hand", b + "hand P1 C3\ndeck P1 C3 ?", "deck P1: C3 is also in hand P1"}},
      {&variant, {"deck without ?", b + "deck P1 C3", "deck P1: write ? for the shuffled"}},
      {&variant, {"two ?", b + "deck P1 ? C3 ?", "deck P1: one ? for the shuffled unknown part"}},
      {&variant,
       {"unseen in the variant", b + "hand P1 ?", "hand P1: ? (a card drawn unseen) only"}},
      {&variant, {"keep without drawing", b + "phase variant-keep", "drawn: 0 card(s) drawn"}},
      {&variant,
       {"three drawn, still drawing", b + "phase draw-card\ndrawn C1 C2 C3",
        "drawn: 3 cards drawn: the phase is variant-keep"}},
      {&meister, {"missing Meister card", b, "meister: missing"}},
      {&meister, {"bad Meister card", b + "meister M9", "meister: 'M9' is not a Meister card"}},
      {&meister,
       {"incomplete Meister hand", b + "meister M1\nhand P1 C1 C2", "hand P1: C3 is missing"}},
      {&meister,
       {"Meister card played twice", b + "meister M1\nout P1 C4 C4",
        "out P1: C4 is also in out P1"}},
      {&meister,
       {"draw in Meister", b + "meister M1\nphase draw-card", "phase: draw-card: the Meister"}},
  };
  for (const auto& [cfg, c] : cases) {
    const std::string e = error_of(*cfg, c.text);
    EXPECT_EQ(e.rfind(c.expected, 0), 0u) << c.what << ": got '" << e << "'";
  }
}

// A position that reads but breaks a state invariant: check_invariants names the rule.
TEST(TorresPosition, BrokenInvariantsAreCaughtWithTheirRule) {
  const Config& base2 = config_with(2, Version::Base);
  const std::string b = kBoard2;
  const std::vector<std::pair<std::string, const char*>> cases = {
      {"blocks d8 c6 f6 h5 a4 c3 f3 e1 e4:3\nking a4\nknights P1 f3\nknights P2 h5", "I-4"},
      {"blocks d8 c6 f6 h5 a4\nking a4\nknights P1 f6\nknights P2 h5", "I-5"},
      {"blocks d8 c6 f6 h5 a4 c3 f3 e1\nking a5\nknights P1 f3\nknights P2 h5", "I-12"},
      {"blocks d8 c6 f6 h5 a4 c3 f3 e1\nking a4\nknights P1\nknights P2 h5", "I-13"},
      {b + "ap 6", "I-20"},
      {b + "hand P1 *C1 *C2 *C3", "I-21"},
      {b + "hand P1" + repeat(" ?", 41), "I-22"},
      {b + "stacks P1 3 3", "I-25"},
      {b + "score 5 5", "I-29"},
  };
  for (const auto& [text, rule] : cases) {
    auto s = Torres::parse_position(base2, text);
    ASSERT_TRUE(s.ok()) << text << "\n" << s.error();
    const Verdict v = Torres::check_invariants(*s);
    ASSERT_TRUE(v.has_value()) << text;
    EXPECT_EQ(v->rule, std::string_view(rule)) << text << "\n" << v->reason;
  }
}

// The turn in progress must show what was paid for, as play leaves it (I-20, I-17, I-14): the
// allowance comes from the turn's card (C6, C7), and cards taken, knights placed (and moved away
// since) and, under card_action_cost = standard, the card played cost AP that `ap` must count.
TEST(TorresPosition, ImpossibleTurnStatesAreCaughtWithTheirRule) {
  const Config& base2 = config_with(2, Version::Base);
  const Config& standard = config_with(
      2, Version::Base, [](Options& o) { o.card_action_cost = CardActionCost::Standard; });
  const Config& variant = config_with(2, Version::Variant);
  const Config& meister = config_with(2, Version::Meister);
  const std::string b = kBoard2;
  const std::string m = b + "meister M1\n";
  struct Case {
    const Config* cfg;
    std::string text;
    const char* rule;
    const char* message;
  };
  const std::vector<Case> cases = {
      // F3a: 6 AP that no card gave.
      {&base2, b + "ap 0/6", "I-20",
       "AP 0/6: an allowance of 6 with no card played this turn; only C6 gives 6 AP"},
      {&meister, m + "ap 1/7", "I-20",
       "AP 1/7: an allowance of 7 with no card played this turn; only C7 gives 7 AP"},
      // F3b: 7 AP after C6.
      {&base2, b + "ap 0/7; played yes; out P1 C6", "I-20",
       "AP 0/7: an allowance of 7, but P1 has not played C7; only C7 gives 7 AP"},
      {&variant, b + "ap 2/6; played yes; out P1 C7; out P2 C6", "I-20",
       "AP 2/6: an allowance of 6, but P1 has not played C6; only C6 gives 6 AP"},
      // The card played this turn is out of the game.
      {&base2, b + "played yes", "I-21",
       "a card played this turn, but P1 has no card out of the game; a played card leaves it"},
      // F3c: two cards taken for 0 AP.
      {&base2, b + "hand P1 *C3 *C4", "I-20",
       "AP 0/5: 0 AP spent, but this turn shows at least 2: 2 cards taken, 1 AP each"},
      {&base2, b + "hand P1 *? *C4; ap 1", "I-20",
       "AP 1/5: 1 AP spent, but this turn shows at least 2: 2 cards taken, 1 AP each"},
      {&variant, b + "phase draw-card", "I-20",
       "AP 0/5: 0 AP spent, but this turn shows at least 1: 1 card taken, 1 AP each"},
      // F3d: knights placed on squares now empty, for 0 AP.
      {&base2, b + "placed c5 h8", "I-20",
       "AP 0/5: 0 AP spent, but this turn shows at least 6: 2 knights placed (h8 c5), 2 AP "
       "each; h8 c5 no longer hold the knights placed there: 2 moves since, 1 AP each"},
      {&base2, b + "placed e4; ap 2", "I-20",
       "AP 2/5: 2 AP spent, but this turn shows at least 3: 1 knight placed (e4), 2 AP each; e4 no "
       "longer holds the knight placed there: 1 move since, 1 AP each"},
      // A card's own move is the move of a placed knight; it costs 1 AP only under standard.
      {&standard, b + "played yes; out P1 C1; ap 0", "I-20",
       "AP 0/5: 0 AP spent, but this turn shows at least 1: a card played, 1 AP "
       "(card_action_cost = standard)"},
      // Only the active player's knights move: a placed square holds them or nothing.
      {&base2, b + "placed h5; ap 2", "I-17",
       "h5, where P1 placed a knight this turn, holds P2's knight; only P1's knights move in P1's "
       "turn"},
      {&base2, b + "placed a4; ap 2", "I-17",
       "a4, where P1 placed a knight this turn, holds the King"},
      // Knights never leave the board, and the turn began with one on it.
      {&base2, b + "placed f3; ap 2", "I-14",
       "P1 has 1 knight on the board, and placed 1 this turn (f3); the turn began with at least 1 "
       "on the board (I-13)"},
  };
  for (const Case& c : cases) {
    auto s = Torres::parse_position(*c.cfg, c.text);
    if (!s) {
      ADD_FAILURE() << c.text << "\n" << s.error();
      continue;
    }
    const Verdict v = Torres::check_invariants(*s);
    if (!v) {
      ADD_FAILURE() << "accepted: " << c.text;
      continue;
    }
    EXPECT_EQ(v->rule, std::string_view(c.rule)) << c.text << "\n" << v->reason;
    EXPECT_NE(v->reason.find(c.message), std::string::npos) << c.text << "\n" << v->reason;
  }
}

// The same relations accept every way play reaches a turn: they are bounds, never more.
TEST(TorresPosition, PaidForTurnStatesRead) {
  const Config& base2 = config_with(2, Version::Base);
  const Config& standard = config_with(
      2, Version::Base, [](Options& o) { o.card_action_cost = CardActionCost::Standard; });
  const Config& meister = config_with(2, Version::Meister);
  const std::string board = "blocks d8 c6 f6 h5 a4 c3 f3 e1\nking a4\nknights P2 h5\n";
  const std::vector<std::pair<const Config*, std::string>> cases = {
      {&base2, board + "knights P1 f3; ap 0/6; played yes; out P1 C6"},  // C6 first
      {&base2, board + "knights P1 f3; ap 7/7; played yes; out P1 C6 C7"},
      {&meister, board + "meister M1; knights P1 f3; ap 0/7; played yes; out P1 C7"},
      {&base2, board + "knights P1 f3; ap 2; hand P1 *C3 *?"},
      {&base2, board + "knights P1 f3 f2; ap 2; placed f2"},
      // Placed on f2, then moved to g2 (1 AP), or to g1 by C5 (free, or 1 AP under standard).
      {&base2, board + "knights P1 f3 g2; ap 3; placed f2"},
      {&base2, board + "knights P1 f3 g1; ap 2; placed f2; played yes; out P1 C5"},
      {&standard, board + "knights P1 f3 g1; ap 3; placed f2; played yes; out P1 C5"},
      // Placed on f2, moved on to e2, and another placed on f2: two placements, one square.
      {&base2, board + "knights P1 f3 e2 f2; ap 5; placed f2"},
      // C6, then 2 cards taken and 2 knights placed.
      {&base2, board + "knights P1 f3 f2 g2; ap 6/6; played yes; out P1 C6; placed f2 g2;"
                       "hand P1 *C1 *C2"},
  };
  for (const auto& [cfg, text] : cases) {
    auto s = Torres::parse_position(*cfg, text);
    ASSERT_TRUE(s.ok()) << text << "\n" << s.error();
    const Verdict v = Torres::check_invariants(*s);
    EXPECT_FALSE(v.has_value()) << text << "\n" << (v ? v->reason : "");
  }
}

// I-25 counts stacks and rounds in the singular too.
TEST(TorresPosition, StacksAndRoundsLeftAreCountedInWords) {
  const Config& base2 = config_with(2, Version::Base);
  const std::string b = kBoard2;
  const std::vector<std::pair<std::string, const char*>> cases = {
      {b + "round 4; stacks P1 3 3", "P1 has 2 stacks, 1 round left"},
      {b + "round 3; stacks P1 3", "P1 has 1 stack, 2 rounds left"},
      {b + "round 2; stacks P1", "P1 has 0 stacks, 3 rounds left"},
  };
  for (const auto& [text, message] : cases) {
    auto s = Torres::parse_position(base2, text);
    ASSERT_TRUE(s.ok()) << text << "\n" << s.error();
    const Verdict v = Torres::check_invariants(*s);
    ASSERT_TRUE(v.has_value()) << text;
    EXPECT_EQ(v->rule, std::string_view("I-25"));
    EXPECT_EQ(v->reason, message) << text;
  }
}

// No input crashes the reader, and whatever it accepts with the invariants holding can be
// played on: every legal action applies. Mutations of real positions: characters changed,
// inserted or deleted; words swapped for another word of the same kind (a square, a height, a
// card, a seat, a number); lines dropped; fields added.
}  // namespace
}  // namespace arbiter::torres
