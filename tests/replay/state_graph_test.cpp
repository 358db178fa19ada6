// The state graph of a Torres record and its continuation tree.
#include <gtest/gtest.h>

#include <string>

#include "engine/medievalia/medievalia.h"
#include "engine/torres/torres.h"
#include "replay/instances.h"
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

// prestige-2p.rec with `play:champ cancel` (a transaction opened and cancelled, M-3.3.4) written
// `repeats` times into P1's first turn: two states joined by `repeats` parallel transitions each
// way.
record::Record champ_loop_record(int repeats) {
  std::string text = *replay::read_file(std::string(ARBITER_SOURCE_DIR) +
                                        "/fixtures/medievalia/valid/prestige-2p.rec");
  const std::string turn = "draw:T *ferme play:champ tap:city1 pay";
  const std::size_t at = text.find(turn);
  EXPECT_NE(at, std::string::npos);
  std::string loop;
  for (int i = 0; i < repeats; ++i) loop += "play:champ cancel ";
  text.insert(at + std::string("draw:T *ferme ").size(), loop);
  record::ParseResult p = record::parse(text);
  EXPECT_TRUE(p.ok);
  return p.record;
}

TEST(StateGraph, ParallelTransitionsAreOneEdgeWithACount) {
  using medievalia::Medievalia;
  constexpr int kRepeats = 1000;
  auto r = replay::replay_record<Medievalia>(champ_loop_record(kRepeats), {});
  ASSERT_FALSE(r.error) << r.error->message;
  const StateGraph g = record_graph<Medievalia>(r.states, r.actions);
  // The plain record passes through the same two states (play:champ, then paid): the loop adds
  // no state and one edge (cancel), whatever its length.
  auto plain = replay::replay_record<Medievalia>(champ_loop_record(0), {});
  ASSERT_FALSE(plain.error) << plain.error->message;
  const StateGraph plain_graph = record_graph<Medievalia>(plain.states, plain.actions);
  EXPECT_EQ(boost::num_vertices(g), boost::num_vertices(plain_graph));
  EXPECT_EQ(boost::num_edges(g), boost::num_edges(plain_graph) + 1);
  EXPECT_EQ(r.actions.size(), plain.actions.size() + 2 * kRepeats);

  const std::string dot = state_graph_dot(g);
  const auto count = [&](const std::string& needle) {
    std::size_t n = 0;
    for (std::size_t at = dot.find(needle); at != std::string::npos; at = dot.find(needle, at + 1))
      ++n;
    return n;
  };
  // play:champ once more after the loop (then paid): 1001 times between the same two states.
  EXPECT_EQ(count("label=\"play:champ \u00d71001\""), 1u) << dot;
  EXPECT_EQ(count("label=\"cancel \u00d71000\""), 1u) << dot;
  EXPECT_EQ(count("label=\"cancel"), 1u);
  EXPECT_EQ(count("label=\"play:champ"), 1u);
  EXPECT_EQ(count(" -> "), boost::num_edges(g));
  EXPECT_EQ(count("\u00d7"), 2u) << "no other edge is repeated";
}

TEST(StateGraph, ContinuationsDoNotRepeatARecordEdge) {
  using medievalia::Medievalia;
  auto r = replay::replay_record<Medievalia>(champ_loop_record(3), {});
  ASSERT_FALSE(r.error) << r.error->message;
  StateGraph g = record_graph<Medievalia>(r.states, r.actions);
  const std::size_t before = boost::num_edges(g);
  // The state where the loop starts: its continuations include play:champ, already drawn.
  std::size_t loop_start = 0;
  for (std::size_t i = 0; i < r.actions.size(); ++i)
    if (Medievalia::action_to_text(r.states[i], r.actions[i]) == "play:champ") {
      loop_start = i;
      break;
    }
  add_continuations<Medievalia>(g, r.states[loop_start], 1);
  EXPECT_GT(boost::num_edges(g), before);
  const std::string dot = state_graph_dot(g);
  std::size_t champ = 0;
  for (std::size_t at = dot.find("label=\"play:champ"); at != std::string::npos;
       at = dot.find("label=\"play:champ", at + 1))
    ++champ;
  EXPECT_EQ(champ, 1u) << dot;
}

}  // namespace
}  // namespace arbiter::render
