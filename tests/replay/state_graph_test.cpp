// The state graph of a Torres record and its continuation tree.
#include <gtest/gtest.h>

#include "engine/torres/torres.h"
#include "replay/render/state_graph.h"
#include "replay/replay.h"

namespace arbiter::render {
namespace {

using torres::Torres;

TEST(StateGraph, RecordPathAndContinuations) {
  record::ParseResult p = record::parse("[Game \"torres\"]\nN@d8 N@c6 K@f6\nS3 d8-d7 end\nstop\n");
  ASSERT_TRUE(p.ok);
  auto r = replay::replay_record<Torres>(p.record, {});
  ASSERT_FALSE(r.error) << r.error->message;
  StateGraph g = record_graph<Torres>(r.states, r.actions);
  EXPECT_EQ(boost::num_vertices(g), r.states.size());
  EXPECT_EQ(boost::num_edges(g), r.actions.size());
  const std::size_t before = boost::num_vertices(g);
  add_continuations<Torres>(g, r.states[3], 1);
  EXPECT_GT(boost::num_vertices(g), before) << "legal continuations from the first turn";
  const std::string dot = state_graph_dot(g);
  EXPECT_NE(dot.find("cluster"), std::string::npos);
  EXPECT_NE(dot.find("Year 1"), std::string::npos);
  EXPECT_NE(dot.find("d8-d7"), std::string::npos);
  EXPECT_EQ(dot, state_graph_dot(g)) << "deterministic";
}

}  // namespace
}  // namespace arbiter::render
