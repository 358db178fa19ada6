// Seat marks (`P2:` for the rest of a line, `P2:take` for one token) and checkpoints
// (`?scores=12,9`) in records (replay/marks.h): a turn-order slip fails at the slip, naming both
// seats; a checkpoint fails at its line with expected and actual values.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "engine/games.h"
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
  const auto r = run<torres::Torres>(base_2p(
      "N@f4 take *C8 f3-f2 f4-f3 S3 end\n; Year 1, Round 1, Turn of P2\nN@g5",
      "P1: N@f4 take *C8 f3-f2 f4-f3 S3 end\n; Year 1, Round 1, Turn of P2\nP2: N@g5"));
  EXPECT_FALSE(r.error) << r.error->message;
  EXPECT_EQ(r.actions.size(), 180u);
}

TEST(SeatMarks, TurnOrderSlipFailsAtTheSlipNamingBothSeats) {
  // P1's `end` left out: without marks the error would come later, for an unrelated reason.
  const auto r = run<torres::Torres>(base_2p(
      "N@f4 take *C8 f3-f2 f4-f3 S3 end\n; Year 1, Round 1, Turn of P2\nN@g5",
      "P1: N@f4 take *C8 f3-f2 f4-f3 S3\n; Year 1, Round 1, Turn of P2\nP2: N@g5"));
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->status, Status::Illegal);
  EXPECT_EQ(r.error->token, "N@g5");
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
  EXPECT_EQ(r.error->help, std::vector<std::string>{"if the actions are right, write `?scores=0,0`"});
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

}  // namespace
}  // namespace arbiter::replay
