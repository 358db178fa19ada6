// `replay validate --compare-option` (replay/compare.h): the first action whose verdict or effect
// differs between two readings of an option, on bundled records.
#include <gtest/gtest.h>

#include <string>

#include "engine/games.h"
#include "replay/compare.h"
#include "replay/instances.h"

namespace arbiter::replay {
namespace {

record::Record load(const std::string& rel) {
  return record::parse(*read_file(std::string(ARBITER_SOURCE_DIR) + "/fixtures/" + rel)).record;
}

TEST(Compare, VerdictDiffersWhereTheReadingForbidsAPlay) {
  const Comparison c = compare_option<medievalia::Medievalia>(
      load("medievalia/valid/upkeep-remove-excess-2p.rec"), {}, "upkeep_break=illegal");
  ASSERT_FALSE(c.error);
  EXPECT_EQ(c.base_value, "remove_excess");
  EXPECT_EQ(c.alt_value, "illegal");
  ASSERT_TRUE(c.differs);
  EXPECT_TRUE(c.base.legal);
  EXPECT_FALSE(c.alt.legal);
  EXPECT_EQ(c.alt.rule, "M-5.6");
  EXPECT_EQ(c.compared, static_cast<std::size_t>(c.step));
  EXPECT_TRUE(c.base_record.valid);  // the whole record: valid under its reading only
  EXPECT_FALSE(c.alt_record.valid);
  EXPECT_EQ(c.alt_record.rule, "M-5.6");
}

TEST(Compare, TheRecordsOwnReadingIsNotCompared) {
  const Comparison c =
      compare_option<torres::Torres>(load("torres/valid/base-2p.rec"), {}, "card_action_cost=free");
  EXPECT_TRUE(c.same_value);
  EXPECT_FALSE(c.differs);
}

TEST(Compare, ScoresThatChangeShowInTheWholeRecord) {
  const Comparison c = compare_option<torres::Torres>(load("torres/valid/base-2p.rec"), {},
                                                      "scoring_order=leader_first");
  ASSERT_TRUE(c.differs);
  EXPECT_TRUE(c.base_record.valid);
  EXPECT_EQ(c.alt_record.rule, "record");  // the record's `result` no longer holds
  EXPECT_NE(c.alt_record.scores, c.base_record.scores);
}

TEST(Compare, EffectDiffersWhenBothAccept) {
  // Under standard cost a card's move costs 1 AP, under free it does not: same verdict, other AP.
  const Comparison c = compare_option<torres::Torres>(
      load("torres/valid/base-3p-standard-cost.rec"), {}, "card_action_cost=free");
  ASSERT_TRUE(c.differs);
  EXPECT_TRUE(c.base.legal && c.alt.legal);
  EXPECT_EQ(c.keys, std::vector<std::string>{"ap"});
  EXPECT_EQ(c.token.substr(0, 2), "C1");
}

TEST(Compare, SetupDifferenceAndNoDifference) {
  const record::Record rec = load("torres/valid/base-2p.rec");
  const Comparison players = compare_option<torres::Torres>(rec, {}, "players=3");
  EXPECT_TRUE(players.differs && players.initial);
  const Comparison same = compare_option<torres::Torres>(rec, {}, "must_spend_all_ap=true");
  EXPECT_FALSE(same.differs);
  EXPECT_EQ(same.compared, rec.actions.size());
}

TEST(Compare, BadAssignmentIsAnOptionsError) {
  const Comparison c =
      compare_option<torres::Torres>(load("torres/valid/base-2p.rec"), {}, "door_modle=x");
  ASSERT_TRUE(c.error);
  EXPECT_EQ(c.error->status, Status::BadOptions);
  EXPECT_NE(c.error->message.find("did you mean 'door_model'"), std::string::npos);
}

}  // namespace
}  // namespace arbiter::replay
