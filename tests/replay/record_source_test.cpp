// Opening a record (replay/record_source.h): its game found once, its reading cut at that game's
// bounds, a failing stream told apart from a syntax error.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <stdexcept>
#include <streambuf>
#include <string>
#include <utility>

#include "engine/games.h"
#include "replay/record_source.h"
#include "replay/replay.h"

namespace arbiter::replay {
namespace {

record::Tag tag(std::string name, std::string value) {
  record::Tag t;
  t.name = std::move(name);
  t.value = std::move(value);
  return t;
}

TEST(RecordSource, GameNamedIsLowerCaseAndKnownOnly) {
  EXPECT_EQ(game_named("Torres"), "torres");
  EXPECT_EQ(game_named("COMUNI"), "comuni");
  EXPECT_EQ(game_named("medievalia"), "medievalia");
  EXPECT_EQ(game_named("torre"), "");
  EXPECT_EQ(game_named(""), "");
}

TEST(RecordSource, BoundsAreThoseOfTheTaggedGame) {
  using torres::Torres;
  const record::Bounds b = bounds_by_game({tag("Game", "Torres")});
  EXPECT_EQ(b.actions, record_bounds<Torres>().actions);
  EXPECT_EQ(b.tokens, record_bounds<Torres>().tokens);
}

// No game or an unknown one: the widest bounds of the three, never none (a stream without end).
TEST(RecordSource, ARecordOfNoKnownGameHasTheWidestBounds) {
  std::size_t actions = 0, tokens = 0;
  for_each_game([&](auto g) {
    actions = std::max(actions, record_bounds<decltype(g)>().actions);
    tokens = std::max(tokens, record_bounds<decltype(g)>().tokens);
  });
  for (const record::Bounds b : {bounds_by_game({tag("Game", "chess")}), bounds_by_game({})}) {
    EXPECT_EQ(b.actions, actions);
    EXPECT_EQ(b.tokens, tokens);
    EXPECT_LT(b.tokens, SIZE_MAX);
  }
  // A record past them is cut where it passes them (the first action past them kept): its reader
  // stops there, and the record is refused for its game.
  std::string text = "[Game \"chess\"]\n";
  for (std::size_t i = 0; i <= tokens; ++i) text += "e4\n";
  const RecordSource src = read_record(text);
  ASSERT_TRUE(src.parsed.ok);
  EXPECT_TRUE(src.parsed.record.cut);
  EXPECT_EQ(src.parsed.record.actions.size(), actions + 1);
  EXPECT_EQ(src.game, "");
}

// `arbiter test` asks each record's game before running any: the header is read, its tokens are
// not kept (a body of any length costs nothing).
TEST(RecordSource, ReadGameNamesAKnownGameOnly) {
  std::string body;
  for (int i = 0; i < 100000; ++i) body += "N@d4 ";
  std::istringstream a("[Game \"Medievalia\"]\n[players \"2\"]\n" + body + "\n");
  EXPECT_EQ(read_game(a), "medievalia");
  std::istringstream unknown("[Game \"chess\"]\ne4\n"), none("N@d4\n"), empty("");
  EXPECT_EQ(read_game(unknown), "");
  EXPECT_EQ(read_game(none), "");
  EXPECT_EQ(read_game(empty), "");
}

TEST(RecordSource, ReadsTheGameOnceFromStreamOrText) {
  const std::string text = "[Game \"Torres\"]\n[players \"2\"]\nN@d4\nstop\n";
  std::istringstream in(text);
  const RecordSource a = read_record(in);
  EXPECT_TRUE(a.parsed.ok);
  EXPECT_FALSE(a.unreadable);
  EXPECT_EQ(a.game, "torres");
  EXPECT_EQ(a.parsed.record.actions.size(), 1u);
  const RecordSource b = read_record(std::string_view(text));
  EXPECT_EQ(b.game, "torres");
  EXPECT_EQ(b.parsed.record.actions.size(), 1u);
}

TEST(RecordSource, AnUnknownOrMissingGameIsEmptyAndTheParseStillRuns) {
  const RecordSource unknown = read_record(std::string_view("[Game \"chess\"]\ne4\n"));
  EXPECT_TRUE(unknown.parsed.ok);
  EXPECT_EQ(unknown.game, "");
  const RecordSource missing = read_record(std::string_view("N@d4\n"));
  EXPECT_TRUE(missing.parsed.ok);
  EXPECT_EQ(missing.game, "");
}

TEST(RecordSource, ASyntaxErrorKeepsTheTagsBeforeIt) {
  const RecordSource s = read_record(std::string_view("[Game \"comuni\"]\n[Oops\n"));
  EXPECT_FALSE(s.parsed.ok);
  EXPECT_FALSE(s.unreadable);
  EXPECT_EQ(s.game, "comuni");
}

TEST(RecordSource, ReadingPastTheGamesTokenBoundStops) {
  using torres::Torres;
  std::string text = "[Game \"torres\"]\n";
  const std::size_t bound = record_bounds<Torres>().tokens;
  for (std::size_t i = 0; i < bound + 100; ++i) text += "N@d4\n";
  const RecordSource s = read_record(std::string_view(text));
  EXPECT_EQ(s.game, "torres");
  EXPECT_TRUE(s.parsed.record.cut);
  EXPECT_LE(s.parsed.record.actions.size(), bound + 1);
}

// A stream whose reading fails (an I/O error): unreadable, not a syntax error.
struct FailingBuffer : std::streambuf {
  int_type underflow() override { throw std::runtime_error("I/O error"); }
};

TEST(RecordSource, AFailingStreamIsUnreadable) {
  FailingBuffer buffer;
  std::istream in(&buffer);
  const RecordSource s = read_record(in);
  EXPECT_TRUE(s.unreadable);
  EXPECT_EQ(s.game, "");
}

}  // namespace
}  // namespace arbiter::replay
