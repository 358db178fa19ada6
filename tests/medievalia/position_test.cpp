// Medievalia positions, malformed: refused with a message that names the field (or the
// invariant's rule), never a crash; edited positions are refused or round-trip. The round trip:
// position_roundtrip_test.cpp; written by hand: position_byhand_test.cpp.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "tests/medievalia/position_support.h"

namespace arbiter::medievalia {
namespace {
using namespace position_test_support;

// --- Malformed positions: each refused, the message naming the field or the rule ---

// The reader's error, or the invariant the caller's check_invariants finds broken.
std::string error_of(const Config& cfg, std::string_view text) {
  auto s = Medievalia::parse_position(cfg, text);
  if (!s) return s.error();
  if (Verdict v = Medievalia::check_invariants(*s))
    return "[" + std::string(v->rule) + "] " + v->reason;
  return "(accepted)";
}

TEST(MedievaliaPosition, MalformedPositionsNameTheField) {
  const Config& cfg = two();
  struct Case {
    std::string_view text, starts;
  };
  const Case cases[] = {
      // Missing, unknown, twice.
      {"", "turn: missing: the position is empty"},
      {"  ;\n ; ", "turn: missing: the position is empty"},
      {"table P1 champ1", "turn: missing"},
      {"turn 3 P1 main; hnad P1 champ", "hnad: unknown field (did you mean `hand`?)"},
      {"turn 3 P1 main; turn 4 P2 main", "turn: given twice"},
      {"turn 3 P1 main; hand P1 champ; hand P1 ferme", "hand P1: given twice"},
      {"turn 3 P1 txn; table P1 champ1", "txn: missing"},
      {"turn 9 P1 block; table P1 soldat1>P2", "combat: missing"},
      {"turn 30 P1 over", "end: missing"},
      // Bad values.
      {"turn 3 P1", "turn: write 'turn N SEAT STEP'"},
      {"turn 3 P3 main", "turn: 'P3' is not a seat of this 2-player game"},
      {"turn 3 P1 mian", "turn: 'mian' is not a step (did you mean `main`?)"},
      {"turn 0 P1 main", "turn: turn 0 is the setup"},
      {"turn 3 P1 main; table P1 champ1(tapd)", "table P1: 'champ1(tapd)': unknown mark 'tapd'"},
      {"turn 3 P1 main; table P1 chmap1",
       "table P1: unknown card 'chmap1' (did you mean `champ`?)"},
      {"turn 3 P1 main; table P1 soldat1>X",
       "table P1: 'soldat1>X': 'X' is not a fief (P1, P2, N)"},
      {"turn 3 P1 main; hand P1 champ1", "hand P1: 'champ1': cards here are written by type"},
      {"turn 3 P1 main; hand P1 eglise", "hand P1: 'eglise': a building is never in a hand (I-02)"},
      {"turn 3 P1 main; table P1 homme1@homme2 homme2",
       "table P1: 'homme1@homme2': homme2 is not a host"},
      {"turn 3 P1 main; table P1 homme1@champ2; table P2 champ2",
       "table P1: 'homme1@champ2': champ2 is not P1's card on the table"},
      {"turn 3 P1 main; table P1 city2", "table P1: 'city2': city2 is P2's City"},
      {"turn 3 P1 txn; txn pay", "txn: 'pay' is not a purpose"},
      {"turn 3 P1 txn; txn play:chevalier", "txn: [I-04] no chevalier in hand"},
      {"turn 3 P1 main; pool FF", "pool: belongs to an open transaction"},
      {"turn 3 P1 main; piles T99", "piles: T99, but only 38 T cards are left"},
      {"turn 3 P1 main; piles X3", "piles: 'X3': write T20 M14 C16"},
      {"turn 3 P1 main; units 1<d1", "units: belongs to a combat"},
      // Impossible counts, a card in two places.
      {"turn 3 P1 main; hand P1 champx14", "hand P1: 14 champ, the box holds 12"},
      {"turn 3 P1 main; hand P1 champx10; hand P2 champx3",
       "hand P2: 3 champ, with 10 placed elsewhere, but the box holds 12"},
      {"turn 3 P1 main; table P1 champ13", "table P1: 'champ13': copies of champ are 1..12"},
      {"turn 3 P1 main; table P1 champ1; table P2 champ1",
       "table P2: 'champ1': champ1 is already placed (table P1)"},
      {"turn 3 P1 main; table P1 champ1; out P2 champ1",
       "out P2: 'champ1': champ1 is already placed (table P1)"},
      {"turn 3 P1 main; hand P2 ?Mx21", "hand: 21 unseen M cards, but only 20 M cards"},
      {"turn 3 P1 main; piles C40", "piles: C40, but only 29 C cards are left for the pile"},
      {"turn 3 P1 main; buildings ecole+5 atelier+5 banque+9",
       "buildings: 19 face down, but 14 buildings are left"},
      // Invariants broken (check_invariants, named by their rule).
      {"turn 3 P1 main; table P1 champ champ champ ferme ferme",
       "[I-06] P1's fief holds more than 4"},
      {"turn 3 P1 main; table P1 homme homme homme", "[I-20] P1 has 3 troops for 0 food"},
      {"turn 3 P1 main; table P1 champ1>P2", "[I-07] champ1 is outside its owner's fief"},
      {"turn 3 P1 war; fought P1; table P1 champ1(dmg9) soldat1(dmg5)",
       "[I-24] soldat1 survived damage"},
      {"turn 3 P1 main; table P1 soldat1>P2(moved3)", "[I-10] soldat1 moved too many steps"},
      {"turn 3 P1 main; player P2 siege3",
       "[I-29] P2's siege counter is 3, the limit under siege_turns=3_inclusive: a player is "
       "eliminated when his counter reaches it (M-7.3), so it stays at 2 or below"},
      {"turn 3 P1 main; player P1 siege7",
       "[I-29] P1's siege counter is 7, past the limit 3 under siege_turns=3_inclusive"},
      {"turn 3 P1 main; eliminated P2 city; hand P2 champ",
       "[I-28] an eliminated player holds cards"},
      // Junk, huge numbers, control characters, length.
      {"\x01\x02\x03", "\x01\x02\x03: a control character"},
      {"turn turn turn turn", "turn: 'turn' is not a turn number"},
      {"turn turn turn", "turn: write 'turn N SEAT STEP'"},
      {"turn 99999999999999999999 P1 main", "turn: '99999999999999999999' is not a turn number"},
      {"turn 70000 P1 main", "turn: '70000' is not a turn number 0..65535"},
      {"turn 3 P1 main; hand P1 champx99999999999", "hand P1: 'champx99999999999': write TYPExN"},
      {"turn 3 P1 main; pool F999", "pool: 'F999': at most 255 of a resource"},
      {"turn 3 P1 main; table P1 soldat1(dmg-1)", "table P1: 'soldat1(dmg-1)': unknown mark"},
      {"turn 3 P1 main; table P1 soldat1(", "table P1: 'soldat1(': marks go in parentheses"},
      {"turn 3 P1 main; fee paid", "fee: the ally's fee is for the alliance game"},
  };
  for (const Case& c : cases) {
    const std::string e = error_of(cfg, c.text);
    EXPECT_EQ(e.substr(0, c.starts.size()), c.starts) << "position: " << c.text;
  }
  Options four_starts = with_players(2);
  four_starts.siege_turns = SiegeTurns::FourStarts;
  EXPECT_EQ(error_of(config_of(four_starts), "turn 3 P1 main; player P2 siege3"), "(accepted)");
  EXPECT_EQ(error_of(config_of(four_starts), "turn 3 P1 main; player P2 siege4"),
            "[I-29] P2's siege counter is 4, the limit under siege_turns=4_starts: a player is "
            "eliminated when his counter reaches it (M-7.3), so it stays at 3 or below");
  EXPECT_EQ(error_of(cfg, std::string(70000, 'x')).substr(0, 18), "position: longer t");
  std::string many = "turn 3 P1 main";
  for (int i = 0; i < 400; ++i) many += "; sold champ";
  EXPECT_EQ(error_of(cfg, many).substr(0, 25), "position: more than 300 f");
  std::string long_field = "turn 3 P1 main; sold";
  for (int i = 0; i < 200; ++i) long_field += " champ";
  EXPECT_EQ(error_of(cfg, long_field).substr(0, 20), "sold: more than 160 ");
}

// I-30 at the end: a finished game records the end its state gives (M-7.5): an `end` field whose
// cause does not hold, or that names another reason or other winners, is refused.
TEST(MedievaliaPosition, GameOverNeedsItsCause) {
  const Config& cfg = two();
  const std::string seven_vp =
      "table P1 champ1 champ2 champ3 banque@city ecole@city eglise@champ1 ecurie@champ1 "
      "forgeron@champ2 menuisier@champ2 atelier@champ3";
  struct Case {
    std::string text, starts;
  };
  const Case cases[] = {
      {"turn 5 P1 over; end prestige P1",
       "[I-30] the game is over by prestige with P1 the winner, but no end condition holds: no "
       "player has 7 VP (P1 0, P2 0, M-7.1)"},
      {"turn 5 P1 over; end military P1",
       "[I-30] the game is over by military with P1 the winner, but no end condition holds: more "
       "than one player is still in the game (P1, P2, M-7.2)"},
      {"turn 5 P1 over; end shortage none",
       "[I-30] the game is over by shortage as a draw, but no end condition holds: the draw piles "
       "hold T38 M20 C29 and 17 buildings are left"},
      // The cause holds, but the record names another reason or other winners.
      {"turn 5 P1 over; end prestige P2; " + seven_vp,
       "[I-30] the game is over by prestige with P2 the winner, but the end conditions (M-7.5) "
       "end it by prestige with P1 the winner: P1 reached 7 VP (M-7.1)"},
      {"turn 5 P1 over; end shortage none; " + seven_vp,
       "[I-30] the game is over by shortage as a draw, but the end conditions (M-7.5) end it by "
       "prestige with P1 the winner"},
      {"turn 9 P1 over; eliminated P2 city; end military P2",
       "[I-30] the game is over by military with P2 the winner, but the end conditions (M-7.5) "
       "end it by military with P1 the winner: P1 won: no enemy City was left (M-7.2)"},
      {"turn 30 P1 over; piles T0 M0; end shortage P1",
       "[I-30] the game is over by shortage with P1 the winner, but the end conditions (M-7.5) "
       "end it by shortage as a draw"},
      // Ends that hold read.
      {"turn 5 P1 over; end prestige P1; " + seven_vp, "(accepted)"},
      {"turn 9 P1 over; eliminated P2 city; end military P1", "(accepted)"},
      {"turn 30 P1 over; piles T0 M0; end shortage none", "(accepted)"},
  };
  for (const Case& c : cases) {
    const std::string e = error_of(cfg, c.text);
    EXPECT_EQ(e.substr(0, c.starts.size()), c.starts) << "position: " << c.text;
  }
}

// I-13..I-16 in an open transaction: the pool holds what its activations and sales put in it, as
// exchanges and Marchands can have changed it (the state keeps neither the resources the sales
// gave nor the exchanges made: the pool is checked against the bounds they allow); activated
// cards are tapped by the transaction, their contributors are the card's, and each Artiste
// doubling and Bureaucrate waiver has its card tapped by it.
TEST(MedievaliaPosition, TransactionPoolFitsItsContributions) {
  const Config& cfg = two();
  const std::string chevalier = "turn 5 P1 txn; txn play:chevalier; hand P1 chevalier; ";
  const std::string homme = "turn 5 P1 txn; txn play:homme; hand P1 homme; ";
  struct Case {
    std::string text, starts;
  };
  const Case cases[] = {
      {chevalier + "pool FEGGGGGG; table P1 champ",
       "[I-14] the pool holds {FEGGGGGG}, but nothing was put in it: no activation (acts) and no "
       "sale (txsold) in this transaction"},
      {chevalier + "pool FFFFE; acts champ1; table P1 champ(txn)",
       "[I-15] the pool holds 5 resources {FFFFE}, more than its contributions give: 1 put in (the "
       "activations' {F}, 0 sales), plus 1 per Marchand used for a gold (0 used, M-6.5)"},
      {homme + "acts champ1; table P1 champ(txn)",
       "[I-14] the pool is empty, but 1 resource was put in it (the activations' {F}, 0 sales): "
       "an exchange or a Marchand always leaves a resource"},
      {homme + "pool F; acts champ1; txsold P1 foret; table P1 champ(txn)",
       "[I-16] the pool holds 1 resource {F}, but 2 were put in (the activations' {F}, 1 sale): "
       "an exchange takes 2 away (3 for 1, M-4.1), so without a Marchand the difference is even"},
      {homme + "pool E; acts champ1; table P1 champ(txn)",
       "[I-16] the pool {E} lacks {F} of the activations' {F}: only an exchange (3 of a resource "
       "for 1, M-4.1) or a Marchand (M-6.5) takes resources out, and with 1 put in and 1 left at "
       "most 0 exchanges and 0 Marchand trades were made"},
      {homme + "pool F; acts champ1; table P1 champ(tapped)",
       "[I-13] champ1 is activated in this transaction but not tapped by it"},
      {homme + "pool F9; acts champ1=F9; table P1 champ(txn)",
       "[I-15] champ1 yields its own F first, then 1 F per booster or civil building, 5 "
       "contributors at most: the activation's contributors F9 do not fit"},
      {homme + "pool MM; acts homme1=M,M; table P1 champ homme1(txn)",
       "[I-15] homme1 yields its own M alone: the activation's contributors M,M do not fit"},
      {homme + "pool F8; acts champ1=F^3; table P1 champ(txn)",
       "[I-15] 3 Artiste doublings in this transaction, but 0 Artistes are tapped by it"},
      {homme + "pool FFFF; acts champ1=F,F^1; table P1 champ1(txn) homme1@champ1(txn) "
               "artiste1(txn)",
       "[I-15] champ1's doublings (^N) are not whole Artiste uses: each doubles 2 of its "
       "contributors at once (M-6.7)"},
      {"turn 5 P1 txn; txn buy:1@city1; waived EE; table P1 champ",
       "[I-16] 2 price symbols waived, but 0 Bureaucrates are tapped by this transaction"},
      // What exchanges, sales, Marchands and Artistes can make of the contributions reads.
      {homme + "pool E; acts champ1 champ2 ferme1; table P1 champ(txn) champ(txn) ferme(txn)",
       "(accepted)"},  // FFF exchanged for E
      {homme + "pool FG; acts champ1; txsold P1 foret; table P1 champ(txn)",
       "(accepted)"},  // the Foret sold for G
      {homme + "pool GE; acts champ1; txsold P1 foret; table P1 champ1(txn) marchand1(txn)",
       "(accepted)"},  // F traded for G
      {homme + "pool FF; acts mine1; table P1 champ mine1(txn) marchand1(txn)",
       "(accepted)"},  // a gold for FF
      {homme + "pool FF; acts champ1=F^1; table P1 champ1(txn) artiste1(txn)",
       "(accepted)"},  // the Champ's F doubled
      {"turn 5 P1 txn; txn buy:1@city1; waived EE; table P1 champ bureaucrate1(txn)", "(accepted)"},
      // The documented limit: within the bounds, though no order of exchanges reaches it (two
      // exchanges fit the counts, but no resource of {FFEEGG} ever reaches 3).
      {homme + "pool MM; acts champ1 foret1 mine1; table P1 champ1(txn) foret1(txn) mine1(txn) "
               "homme1@champ1(txn) homme2@foret1(txn) homme3@mine1(txn)",
       "(accepted)"},
  };
  for (const Case& c : cases) {
    const std::string e = error_of(cfg, c.text);
    EXPECT_EQ(e.substr(0, c.starts.size()), c.starts) << "position: " << c.text;
  }
}

// The pool bounds hold on every state the engine reaches: transactions continued at random from a
// fief rich in boosted hosts, Marchands, Artistes and Bureaucrates (exchanges, sales, trades,
// doublings and waivers preferred to paying), each state checked and round-tripped.
TEST(MedievaliaPosition, TransactionContinuationsHoldThePoolBounds) {
  const std::string_view start =
      "turn 9 P1 main\n"
      "table P1 champ1 ferme1 mine1 foret1 homme1@champ1 homme2@champ1 homme3@mine1 "
      "atelier1@champ1 banque1@mine1 ecole1@city1 marchand1 marchand2 artiste1 artiste2 "
      "bureaucrate1 bureaucrate2\n"
      "table P2 champ2\n"
      "hand P1 soldat homme foret ferme chevalier ?Tx2 ?C\n";
  auto s0 = Medievalia::parse_position(two(), start);
  ASSERT_TRUE(s0) << s0.error();
  auto legal = verify::make_buffer<Medievalia>();
  Tally n;
  long kinds[kActionKinds] = {};
  for (std::uint64_t seed = 0; seed < 400 / kScale; ++seed) {
    State s = *s0;
    std::mt19937_64 rng(seed);
    for (int step = 0; step < 200 && s.turn == 9 && !Medievalia::is_terminal(s); ++step) {
      ASSERT_FALSE(Medievalia::check_invariants(s))
          << Medievalia::check_invariants(s)->reason << "\n"
          << Medievalia::position_text(s);
      ASSERT_TRUE(round_trips(s, n)) << "seed " << seed << " step " << step;
      Medievalia::legal_actions(s, *legal);
      std::vector<Action> feed;
      for (const Action& b : *legal)
        if (b.kind == K::Exchange || b.kind == K::Sell || b.kind == K::Trade || b.kind == K::Art ||
            b.kind == K::Bureaucrat || b.kind == K::Tap || b.kind == K::Buy || b.kind == K::Play)
          feed.push_back(b);
      Action a = verify::pick_action<Medievalia>(s, *legal, rng);
      if (!feed.empty() && std::uniform_int_distribution<int>(0, 3)(rng))
        a = feed[std::uniform_int_distribution<std::size_t>(0, feed.size() - 1)(rng)];
      ++kinds[static_cast<int>(a.kind)];
      ASSERT_FALSE(Medievalia::apply(s, a));
    }
  }
  for (K k : {K::Exchange, K::Sell, K::Trade, K::Art, K::Bureaucrat})
    EXPECT_TRUE(kSanitized || kinds[static_cast<int>(k)] > 0) << "kind " << static_cast<int>(k);
  std::printf("[ positions] %ld transaction states (%ld exchanges, %ld trades, %ld doublings)\n",
              n.txn, kinds[static_cast<int>(K::Exchange)], kinds[static_cast<int>(K::Trade)],
              kinds[static_cast<int>(K::Art)]);
}

// I-10, I-26, M-3.14.1: the marks of this turn fit the step it stands at. Nothing is marked at a
// turn's start; in step 3 no troop has moved and no combat was fought, so no card carries damage
// (but for an Archer's shot under archer_outside_combat), a heal or a bonus; only the active
// player's troops move.
TEST(MedievaliaPosition, TurnMarksFitTheStep) {
  Options shots = with_players(2);
  shots.first_player = FirstPlayer::P1;
  shots.archer_outside_combat = true;
  struct Case {
    const Config& cfg;
    std::string_view text, starts;
  };
  const Case cases[] = {
      {two(), "turn 5 P1 draw; table P1 champ soldat(dmg1) homme(bonus1)",
       "[I-26] homme1 carries a +0/1 bonus (bonus1) at the start of P1's turn (before his step-1 "
       "draw is revealed): damage and combat bonuses vanish when a turn ends (M-3.19)"},
      {two(), "turn 5 P1 reveal; table P1 champ soldat(dmg1)",
       "[I-26] soldat1 carries damage (dmg1) at the start of P1's turn"},
      {two(), "turn 5 P1 main; table P1 champ(dmg1)",
       "[I-26] champ1 carries damage (dmg1) in step 3, but no combat has been fought this turn (no "
       "fought field) and no Archer shoots outside a combat (archer_outside_combat=false): damage "
       "and bonuses start each turn at 0"},
      {two(), "turn 5 P1 main; march P1>N; table P1 champ soldat>N(moved1)",
       "[I-10] soldat1 has moved this turn (moved1) in step 3: troops change fief only in step 4, "
       "and the first go: ends step 3 (M-3.13)"},
      {two(), "turn 5 P1 main; march P1>N; table P1 champ soldat>N",
       "[I-10] a first external move of this turn is recorded (march P1>N) in step 3: troops "
       "change fief only in step 4 (M-3.13)"},
      {two(), "turn 5 P1 main; fought N; table P1 champ soldat>N(dmg1)",
       "[M-3.14.1] a combat is recorded this turn (fought N) in step 3: war is declared in step 4, "
       "after external movement"},
      {two(), "turn 5 P1 march; table P1 champ soldat>N(moved1); table P2 champ soldat>N(moved1)",
       "[I-10] soldat2 of P2 has moved this turn (moved1), but only P1, the active player, moves "
       "troops in his turn (M-3.13)"},
      {two(), "turn 5 P1 march; table P1 champ soldat>N(moved1,healed1)",
       "[I-26] soldat1 carries a heal (healed1) in step 4 before any war is declared, but no "
       "combat "
       "has been fought this turn (no fought field): damage and bonuses start each turn at 0"},
      {config_of(shots), "turn 5 P1 main; table P1 champ; table P2 champ soldat(bonus1)",
       "[I-26] soldat1 carries a +0/1 bonus (bonus1) in step 3, but no combat has been fought"},
      {config_of(shots), "turn 5 P1 draw; table P1 champ; table P2 champ soldat(dmg1)",
       "[I-26] soldat1 carries damage (dmg1) at the start of P1's turn"},
      // Marks that fit.
      {two(), "turn 5 P1 march; march P1>N; table P1 champ soldat>N(moved1)", "(accepted)"},
      {two(), "turn 5 P1 war; fought N; table P1 champ soldat>N(moved1,dmg1,bonus1)", "(accepted)"},
      {config_of(shots), "turn 5 P1 main; table P1 champ; table P2 champ soldat(dmg1)",
       "(accepted)"},  // an Archer's shot outside a combat
  };
  for (const Case& c : cases) {
    const std::string e = error_of(c.cfg, c.text);
    EXPECT_EQ(e.substr(0, c.starts.size()), c.starts) << "position: " << c.text;
  }
}

// Whatever a position text becomes by a few random edits, reading it never crashes, and a text
// that is accepted gives a state that passes the invariants and round-trips.
RC_GTEST_PROP(MedievaliaPosition, EditedPositionsAreRefusedOrRoundTrip, (std::uint64_t seed)) {
  const int players = *rc::gen::inRange(2, 5);
  const Config& cfg = config_of(with_players(players));
  auto legal = verify::make_buffer<Medievalia>();
  std::mt19937_64 rng(seed);
  State s = Medievalia::initial_state(cfg);
  const int steps = *rc::gen::inRange(0, 1500);
  for (int i = 0; i < steps && !Medievalia::is_terminal(s); ++i) {
    Medievalia::legal_actions(s, *legal);
    RC_ASSERT(!Medievalia::apply(s, verify::pick_action<Medievalia>(s, *legal, rng)));
  }
  std::string text = Medievalia::position_text(s);
  static constexpr std::string_view kAlphabet = "0123456789xPdu(),@>;+-?\n TMCFEG:champsoldat";
  const int edits = *rc::gen::inRange(1, 6);
  for (int e = 0; e < edits && !text.empty(); ++e) {
    const std::size_t at = *rc::gen::inRange<std::size_t>(0, text.size());
    const char c = kAlphabet[*rc::gen::inRange<std::size_t>(0, kAlphabet.size())];
    switch (*rc::gen::inRange(0, 5)) {
      case 0:
        text.erase(at, 1);
        break;
      case 3: {  // a whole field
        const std::size_t from = text.rfind('\n', at), to = text.find('\n', at);
        text.erase(from == std::string::npos ? 0 : from,
                   to == std::string::npos ? std::string::npos
                                           : to - (from == std::string::npos ? 0 : from));
        break;
      }
      case 4: {  // a word
        const std::size_t from = text.rfind(' ', at), to = text.find_first_of(" \n", at);
        if (from != std::string::npos)
          text.erase(from, to == std::string::npos ? std::string::npos : to - from);
        break;
      }
      case 1:
        text.insert(at, 1, c);
        break;
      default:
        text[at] = c;
    }
  }
  auto back = Medievalia::parse_position(cfg, text);
  if (!back) {
    RC_ASSERT(!back.error().empty());
    RC_TAG("refused");
    RC_CLASSIFY(s.turn > 0, "after the draft");
    return;
  }
  if (Verdict v = Medievalia::check_invariants(*back)) {
    RC_TAG("breaks an invariant");
    return;
  }
  RC_TAG("accepted");
  RC_CLASSIFY(s.turn > 0, "after the draft");
  auto again = Medievalia::parse_position(cfg, Medievalia::position_text(*back));
  RC_ASSERT(static_cast<bool>(again));
  RC_ASSERT(*again == *back);
}

}  // namespace
}  // namespace arbiter::medievalia
