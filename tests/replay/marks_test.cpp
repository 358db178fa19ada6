// Seat marks (`P2:` for the rest of a line, `P2:take` for one token) and checkpoints
// (`?scores=12,9`) in records (replay/marks.h): a turn-order slip fails at the slip, naming both
// seats; a checkpoint fails at its line with expected and actual values.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "engine/games.h"
#include "replay/instances.h"
#include "replay/replay.h"

namespace arbiter::replay {
namespace {

std::string fixture(const std::string& rel) {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/fixtures/" + rel);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

template <Game G>
Replay<G> run(const std::string& text) {
  record::ParseResult p = record::parse(text);
  EXPECT_TRUE(p.ok) << p.error.message;
  return replay_record<G>(p.record, {});
}

// base-2p.rec with `from` replaced by `to` (first occurrence).
std::string base_2p(const std::string& from, const std::string& to) {
  std::string text = fixture("torres/valid/base-2p.rec");
  const std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

TEST(SeatMarks, MarkedRecordsReplay) {
  // P1's and P2's first turns marked; the marks are not actions.
  const auto r = run<torres::Torres>(
      base_2p("N@f4 take *C8 f3-f2 f4-f3 S3 end\n; Year 1, Round 1, Turn of P2\nN@g5",
              "P1: N@f4 take *C8 f3-f2 f4-f3 S3 end\n; Year 1, Round 1, Turn of P2\nP2: N@g5"));
  EXPECT_FALSE(r.error) << r.error->message;
  EXPECT_EQ(r.actions.size(), 180u);
}

TEST(SeatMarks, TurnOrderSlipFailsAtTheSlipNamingBothSeats) {
  // P1's `end` left out: without marks the error would come later, for an unrelated reason.
  const auto r = run<torres::Torres>(
      base_2p("N@f4 take *C8 f3-f2 f4-f3 S3 end\n; Year 1, Round 1, Turn of P2\nN@g5",
              "P1: N@f4 take *C8 f3-f2 f4-f3 S3\n; Year 1, Round 1, Turn of P2\nP2: N@g5"));
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->status, Status::Illegal);
  EXPECT_EQ(r.error->token, "P2:");  // the mark that disagrees, on the slip's line
  EXPECT_EQ(r.error->at.col, 1);
  EXPECT_NE(r.error->message.find("marks P2 here, but P1"), std::string::npos) << r.error->message;
  EXPECT_EQ(r.error->rule, "T-3.2");
  ASSERT_FALSE(r.error->help.empty());
  EXPECT_EQ(r.error->help[0], "`end` written before it would hand the decision to P2");
}

TEST(SeatMarks, TokenPrefixIsChecked) {
  const auto ok = run<torres::Torres>(base_2p("N@f4 take", "P1:N@f4 P1:take"));
  EXPECT_FALSE(ok.error) << ok.error->message;
  const auto bad = run<torres::Torres>(base_2p("N@f4 take", "N@f4 P2:take"));
  ASSERT_TRUE(bad.error);
  EXPECT_EQ(bad.error->token, "P2:take");
  EXPECT_NE(bad.error->message.find("marks P2"), std::string::npos);
}

TEST(SeatMarks, MarksEndWithTheirLineAndSkipChance) {
  // The P1 mark covers only its line; `*C8`, a chance outcome, is never checked against it.
  const auto r = run<torres::Torres>(base_2p("N@f4 take *C8", "P1: N@f4 take *C8"));
  EXPECT_FALSE(r.error) << r.error->message;
}

TEST(SeatMarks, TheKingMoveBelongsToTheLowestScorer) {
  // After year 1 (scores 4 5) P1 is the lowest scorer: a King move marked P2 is refused (T-5.1).
  std::string text = fixture("torres/valid/base-2p.rec");
  const std::size_t at = text.find("K@");
  ASSERT_NE(at, std::string::npos);
  const std::size_t king = text.find("K@", at + 2);  // the first King move (setup's is K@a4)
  ASSERT_NE(king, std::string::npos);
  text.insert(king, "P2: ");
  const auto r = run<torres::Torres>(text);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->rule, "T-5.1");
  EXPECT_NE(r.error->message.find("marks P2 here, but P1"), std::string::npos) << r.error->message;
}

TEST(SeatMarks, WrittenRecordsCarryMarks) {
  // `verify --save` and counterexamples: every decision is marked, and the record replays.
  const auto r = run<torres::Torres>(fixture("torres/valid/base-2p.rec"));
  ASSERT_FALSE(r.error);
  const std::string written = write_record<torres::Torres>(*r.config, r.actions, {}, true);
  EXPECT_NE(written.find("P1: N@f4"), std::string::npos) << written.substr(0, 2000);
  const auto again = run<torres::Torres>(written);
  EXPECT_FALSE(again.error) << again.error->message;
  EXPECT_EQ(again.actions, r.actions);
}

TEST(Checkpoints, HoldingCheckpointsPass) {
  const auto r = run<torres::Torres>(
      base_2p("N@f4 take *C8", "?scores=0,0 ?to_move=P1 ?players.P1.score=0 N@f4 take *C8"));
  EXPECT_FALSE(r.error) << r.error->message;
}

TEST(Checkpoints, AFailingCheckpointSaysExpectedAndActual) {
  const auto r = run<torres::Torres>(base_2p("N@f4 take *C8", "?scores=1,0 N@f4 take *C8"));
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->status, Status::Illegal);
  EXPECT_EQ(r.error->rule, "check");
  EXPECT_NE(r.error->message.find("?scores=1,0 does not hold: the state has scores=0,0"),
            std::string::npos)
      << r.error->message;
  ASSERT_FALSE(r.error->help.empty());
  EXPECT_EQ(r.error->help[0], "if the actions are right, write `?scores=0,0`");
  // The record has no seat marks: the seats of its last lines follow, and marks are suggested,
  // as a note: the help above is the fix, and stays the last word.
  EXPECT_EQ(r.error->help.size(), 1u);
  EXPECT_EQ(r.error->notes.back(), kSeatMarksNote);
}

// Checkpoints between the same two actions read one JSON of the state (StateJsonMemo); one after
// an action reads the new state: the knight placed on f3 is seen there.
TEST(Checkpoints, ACheckpointAfterAnActionReadsTheNewState) {
  const auto holds = run<torres::Torres>(
      base_2p("N@f3 N@h5", "?board.f3.height=1 ?board.f3.piece=- N@f3 ?board.f3.piece=P1 N@h5"));
  EXPECT_FALSE(holds.error) << holds.error->message;
  const auto stale =
      run<torres::Torres>(base_2p("N@f3 N@h5", "?board.f3.piece=- N@f3 ?board.f3.piece=- N@h5"));
  ASSERT_TRUE(stale.error);
  EXPECT_EQ(stale.error->rule, "check");
  EXPECT_NE(stale.error->message.find("the state has board.f3.piece=P1"), std::string::npos)
      << stale.error->message;
}

TEST(Checkpoints, UnknownKeysAreMalformedWithASuggestion) {
  const auto r = run<torres::Torres>(base_2p("N@f4 take *C8", "?score=0,0 N@f4 take *C8"));
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->status, Status::Malformed);
  EXPECT_NE(r.error->message.find("did you mean `scores`"), std::string::npos) << r.error->message;
  const auto no_value = run<torres::Torres>(base_2p("N@f4 take *C8", "?scores N@f4 take *C8"));
  ASSERT_TRUE(no_value.error);
  EXPECT_EQ(no_value.error->status, Status::Malformed);
}

TEST(Checkpoints, EveryGameAnswersScoresAndPaths) {
  for_each_game([](auto g) {
    using G = decltype(g);
    auto cfg = load_config<G>({}, {});
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<typename G::Config>>(cfg));
    const auto s = G::initial_state(*std::get<0>(cfg));
    std::string scores;
    for (int v : G::scores(s)) scores += (scores.empty() ? "" : ",") + std::to_string(v);
    EXPECT_TRUE(check_point<G>(s, "scores", scores).holds) << G::kName;
    EXPECT_TRUE(check_point<G>(s, "game", std::string(G::kName)).holds) << G::kName;
    EXPECT_FALSE(check_point<G>(s, "no_such_key", "1").known) << G::kName;
  });
}

// A Torres position: P1 with C1 and C5 in hand, knights on f3 (P1) and c6 (P2), f2 empty.
constexpr const char* kTorresHands =
    "[Game \"torres\"]\n[Position \"round 3; blocks d8 c6 f6 h5 a4 c3 f3 e1; king a4; knights P1 "
    "f3; "
    "knights P2 c6; hand P1 C1 C5\"]\n";

TEST(Checkpoints, ValuesWithSpacesAreWrittenWithCommasInAnyCase) {
  // The JSON hand is "C1 C5": one token in a record is `C1,C5`; squares compare in any case.
  const auto r = run<torres::Torres>(
      std::string(kTorresHands) + "?players.P1.hand=C1,C5 ?king=A4 ?players.P1.hand=c1,c5\nstop\n");
  EXPECT_FALSE(r.error) << r.error->message;
  const auto wrong = run<torres::Torres>(std::string(kTorresHands) + "?players.P1.hand=C1\nstop\n");
  ASSERT_TRUE(wrong.error);
  EXPECT_EQ(wrong.error->help,
            std::vector<std::string>{"if the actions are right, write `?players.P1.hand=C1,C5`"});
}

TEST(Checkpoints, ADashAssertsAnAbsentKey) {
  const auto r =
      run<torres::Torres>(std::string(kTorresHands) + "?board.f2=- ?board.f3.height=1\nstop\n");
  EXPECT_FALSE(r.error) << r.error->message;
  const auto built = run<torres::Torres>(std::string(kTorresHands) + "?board.f3=-\nstop\n");
  ASSERT_TRUE(built.error);
  EXPECT_EQ(built.error->rule, "check");
  // A path below an absent key names the `=-` form.
  const auto below = run<torres::Torres>(std::string(kTorresHands) + "?board.f2.height=0\nstop\n");
  ASSERT_TRUE(below.error);
  EXPECT_EQ(below.error->status, Status::Malformed);
  EXPECT_NE(below.error->message.find("`?board.f2=-` checks that it is absent"), std::string::npos)
      << below.error->message;
}

TEST(Checkpoints, ListsCountFromOneObjectsAreKeyValueAndStepCounts) {
  for_each_game([](auto g) {
    using G = decltype(g);
    auto cfg = load_config<G>({}, {});
    const auto s = G::initial_state(*std::get<0>(cfg));
    const nlohmann::json j = G::to_json(s);
    ASSERT_TRUE(j.contains("players") && j["players"].is_array()) << G::kName;
    // `players.1` is the first player, as `players.P1` is.
    const std::string first = checkpoint_detail::flat(j.at("players").at(0));
    EXPECT_TRUE(check_point<G>(s, "players.1", first).holds) << G::kName << " " << first;
    EXPECT_TRUE(check_point<G>(s, "players.P1", first).holds) << G::kName;
    EXPECT_FALSE(check_point<G>(s, "players.0", "x").known) << G::kName;
    EXPECT_TRUE(check_point<G>(s, "step", "7", 7).holds) << G::kName;
  });
  EXPECT_EQ(checkpoint_detail::flat(nlohmann::json::parse(R"({"foret":1,"ferme":[2,3]})")),
            "ferme:2,3,foret:1");
}

TEST(Checkpoints, OverIsAlsoWrittenNobodyAsInTheJson) {
  const auto r = run<torres::Torres>(
      "[Game \"torres\"]\n[Position \"year 3; round 4; turn P2; blocks d8 c6 f6 h5 a4 c3 f3 e1; "
      "king a4; knights P1 e2; knights P2 g2\"]\nP2: S3 end ?to_move=nobody ?to_move=over\n"
      "result 0 0\n");
  EXPECT_FALSE(r.error) << r.error->message;
}

TEST(Checkpoints, UnknownKeysSuggestKeysUnderSeats) {
  const auto r = run<torres::Torres>(std::string(kTorresHands) + "?players.P1.scroe=0\nstop\n");
  ASSERT_TRUE(r.error);
  EXPECT_NE(r.error->message.find("`players.P1.score`"), std::string::npos) << r.error->message;
}

TEST(Ending, AResultOneActionEarlyNamesTheMissingAction) {
  const auto r = run<torres::Torres>(
      "[Game \"torres\"]\n[Position \"year 3; round 4; turn P2; blocks d8 c6 f6 h5 a4 c3 f3 e1; "
      "king a4; knights P1 e2; knights P2 g2\"]\nP2: S3\nresult 0 0\n");
  ASSERT_TRUE(r.error);
  ASSERT_FALSE(r.error->help.empty());
  EXPECT_EQ(r.error->help[0],
            "`end` before `result` ends the game with these scores: is it missing?");
}

TEST(SeatMarks, ATieForTheKingMoveCitesTheTieRule) {
  const auto r = run<torres::Torres>(
      "[Game \"torres\"]\n[Position \"round 4; turn P2; blocks d8 c6 f6 h5 a4 c3 f3 e1; king a4; "
      "knights P1 e2; knights P2 g2\"]\nP2: S3 end ?scores=0,0\nP1: K@c6\nstop\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->rule, "T-5.2");
  EXPECT_NE(r.error->message.find("the record marks P1 here, but P2 is to act"), std::string::npos);
}

}  // namespace
}  // namespace arbiter::replay
