// Replaying records: options from tags and overrides, diagnostics with rule ids and locations.
#include <gtest/gtest.h>

#include <sstream>

#include "engine/medievalia/medievalia.h"
#include "engine/torres/torres.h"
#include "replay/instances.h"
#include "replay/replay.h"

namespace arbiter::replay {
namespace {

using torres::Torres;

Overrides with_options(std::vector<std::string> options) {
  Overrides o;
  o.options = std::move(options);
  return o;
}

Overrides with_data(std::string path, std::optional<std::string> text) {
  Overrides o;
  o.data_path = std::move(path);
  o.data = std::move(text);
  return o;
}

Replay<Torres> run(const std::string& text, Overrides over = {}) {
  record::ParseResult p = record::parse(text);
  EXPECT_TRUE(p.ok) << p.error.message;
  return replay_record<Torres>(p.record, over);
}

const char* kOpening = "[Game \"torres\"]\n[players \"2\"]\nN@d8 N@c6 K@f6\n";

TEST(Replay, StopAfterSetup) {
  auto r = run(std::string(kOpening) + "stop\n");
  ASSERT_FALSE(r.error) << r.error->message;
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.actions.size(), 3u);
  EXPECT_EQ(r.final_state().phase, torres::Phase::Turn);
}

TEST(Replay, IllegalActionReportsRuleAndLocation) {
  auto r = run(std::string(kOpening) + "d8-d7 B@d6\nstop\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->status, Status::Illegal);
  EXPECT_EQ(r.error->rule, "T-2.15");
  EXPECT_EQ(r.error->at.line, 4);
  EXPECT_EQ(r.error->at.col, 7);
  EXPECT_EQ(r.error->token, "B@d6");
  EXPECT_EQ(r.error->step, 4);
  EXPECT_NE(r.error->excerpt.find("P1 to act"), std::string::npos);
  EXPECT_EQ(r.actions.size(), 4u) << "everything before the error is kept";
}

TEST(Replay, UnknownActionIsMalformed) {
  auto r = run(std::string(kOpening) + "jump\nstop\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->status, Status::Malformed);
  EXPECT_EQ(r.error->rule, "syntax");
}

TEST(Replay, TruncatedRecordIsMalformed) {
  auto r = run(kOpening);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->status, Status::Malformed);
  EXPECT_EQ(r.error->rule, "record");
}

TEST(Replay, ResultBeforeTheEndIsIllegal) {
  auto r = run(std::string(kOpening) + "result 0 0\n");
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->status, Status::Illegal);
  EXPECT_NE(r.error->message.find("not over"), std::string::npos);
}

TEST(Replay, OptionsFromTagsAndOverrides) {
  auto bad_tag = run("[Game \"torres\"]\n[door_modle \"physical\"]\nstop\n");
  ASSERT_TRUE(bad_tag.error);
  EXPECT_EQ(bad_tag.error->status, Status::BadOptions);
  EXPECT_EQ(bad_tag.error->at.line, 2);
  auto bad_value = run("[Game \"torres\"]\n[players \"7\"]\nstop\n");
  ASSERT_TRUE(bad_value.error);
  EXPECT_EQ(bad_value.error->status, Status::BadOptions);
  auto over = run(std::string(kOpening) + "stop\n", with_options({"players=3"}));
  ASSERT_TRUE(over.error) << "3 players: the third knight is missing, the King goes early";
  EXPECT_EQ(over.error->rule, "T-2.6");
  auto missing_data =
      run(std::string(kOpening) + "stop\n", with_data("/nonexistent.json", std::nullopt));
  ASSERT_TRUE(missing_data.error);
  EXPECT_EQ(missing_data.error->status, Status::Malformed);
}

// The CLI reads a --data file once for all its records: the text given is used, and the path only
// names it in messages.
TEST(Replay, DataTextGivenIsReadInsteadOfItsFile) {
  const std::string opening = std::string(kOpening) + "stop\n";
  const std::string embedded(Torres::default_data_json());
  EXPECT_FALSE(run(opening, with_data("/nonexistent.json", embedded)).error);
  auto bad = run(opening, with_data("<stdin>", "{"));
  ASSERT_TRUE(bad.error);
  EXPECT_EQ(bad.error->status, Status::Malformed);
  EXPECT_EQ(bad.error->message, "<stdin>: data: not valid JSON");
}

TEST(Replay, StopAfterLimitsTheReplay) {
  record::ParseResult p = record::parse(std::string(kOpening) + "stop\n");
  auto r = replay_record<Torres>(p.record, {}, 2);
  EXPECT_FALSE(r.error);
  EXPECT_EQ(r.actions.size(), 2u);
}

// A transaction opened and cancelled, over and over: legal, and as long as one likes.
std::string medievalia_loop(std::size_t pairs) {
  std::string text =
      "[Game \"medievalia\"]\n[Position \"turn 5 P1 main; table P1 champ; hand P1 ferme\"]\n";
  for (std::size_t i = 0; i < pairs; ++i) text += "play:ferme cancel\n";
  return text + "stop\n";
}

TEST(Replay, KeepLastHoldsTwoStatesAndReachesTheSameEnd) {
  using medievalia::Medievalia;
  const record::ParseResult p = record::parse(medievalia_loop(2000));
  ASSERT_TRUE(p.ok);
  const Replay<Medievalia> all = replay_record<Medievalia>(p.record, {});
  const Replay<Medievalia> last = replay_record<Medievalia>(p.record, {}, SIZE_MAX, Keep::Last);
  ASSERT_FALSE(all.error) << all.error->message;
  ASSERT_FALSE(last.error) << last.error->message;
  EXPECT_EQ(all.states.size(), 4001u);
  EXPECT_EQ(last.states.size(), 2u);  // validate's memory does not grow with the record
  EXPECT_TRUE(last.final_state() == all.final_state());
  EXPECT_TRUE(last.states[0] == all.states[all.states.size() - 2]);
  EXPECT_EQ(last.actions.size(), all.actions.size());
}

TEST(Replay, ARecordLongerThanAnyGameIsRefusedAtTheFirstActionPastTheBound) {
  using medievalia::Medievalia;
  const std::size_t pairs = Medievalia::kMaxGameLength / 2;
  const record::ParseResult ok = record::parse(medievalia_loop(pairs));
  const Replay<Medievalia> at_bound =
      replay_record<Medievalia>(ok.record, {}, SIZE_MAX, Keep::Last);
  EXPECT_FALSE(at_bound.error) << at_bound.error->message;
  const record::ParseResult over = record::parse(medievalia_loop(pairs + 1));
  const Replay<Medievalia> r = replay_record<Medievalia>(over.record, {}, SIZE_MAX, Keep::Last);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->status, Status::Malformed);
  EXPECT_EQ(r.error->rule, "record");
  EXPECT_EQ(r.error->at.line, static_cast<std::int64_t>(pairs + 3));
  EXPECT_NE(r.error->message.find("more than 60000 actions"), std::string::npos)
      << r.error->message;
}

TEST(Replay, ARecordCutByTheReaderIsRefusedWhereItWasCut) {
  using medievalia::Medievalia;
  const record::Bounds b = record_bounds<Medievalia>();
  auto bounds = [](const std::vector<record::Tag>&) { return record_bounds<Medievalia>(); };
  // One action past the bound: the reader keeps it, and the replay names it.
  std::istringstream over(medievalia_loop(Medievalia::kMaxGameLength / 2 + 5));
  const record::ParseResult p = record::parse(over, bounds);
  ASSERT_TRUE(p.ok);
  EXPECT_TRUE(p.record.cut);
  EXPECT_EQ(p.record.actions.size(), b.actions + 1);
  const Replay<Medievalia> r = replay_record<Medievalia>(p.record, {}, SIZE_MAX, Keep::Last);
  ASSERT_TRUE(r.error);
  EXPECT_NE(r.error->message.find("more than 60000 actions"), std::string::npos)
      << r.error->message;
  // Checkpoints without end: cut at the token bound.
  std::string flood =
      "[Game \"medievalia\"]\n[Position \"turn 5 P1 main; table P1 champ; hand P1 ferme\"]\n";
  for (std::size_t i = 0; i < b.tokens + 10; ++i) flood += "?step=0\n";
  const record::ParseResult f = record::parse(flood, bounds);
  ASSERT_TRUE(f.record.cut);
  const Replay<Medievalia> rf = replay_record<Medievalia>(f.record, {}, SIZE_MAX, Keep::Last);
  ASSERT_TRUE(rf.error);
  EXPECT_EQ(rf.error->status, Status::Malformed);
  EXPECT_EQ(rf.error->at.line, static_cast<std::int64_t>(b.tokens + 3));
  EXPECT_NE(rf.error->message.find("tokens: no medievalia record is that long"), std::string::npos)
      << rf.error->message;
}

}  // namespace
}  // namespace arbiter::replay
