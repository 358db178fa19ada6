// Phase coverage (verify/phase_coverage.h): steps counted on the declared paths they crossed,
// ambiguity kept as "maybe", undeclared steps reported; and the diagram overlay that draws it.
#include "verify/phase_coverage.h"
#include "verify/instances.h"

#include <array>
#include <random>

#include <gtest/gtest.h>

#include "engine/torres/torres.h"
#include "replay/html/page.h"
#include "replay/html/report.h"
#include "replay/render/phase_diagram.h"
#include "verify/random_play.h"

namespace arbiter {
namespace {

// A turn (1) that acts on itself, ends through an automatic "next player" (10) back to itself or
// through "scoring" (11) to the end (2); a parallel pair of self-loops on the bid phase (3).
constexpr std::array<PhaseNode, 5> kNodes{{
    {1, "Turn", PhaseKind::Decision, "G", ""},
    {2, "End", PhaseKind::Terminal, "G", ""},
    {3, "Bid", PhaseKind::Decision, "G", ""},
    {10, "Next player", PhaseKind::Automatic, "G", ""},
    {11, "Scoring", PhaseKind::Automatic, "G", ""},
}};
constexpr std::array<PhaseEdge, 7> kEdges{{
    {1, 1, "action"},       // 0
    {1, 10, "end"},         // 1
    {10, 1, "next"},        // 2
    {10, 11, "last turn"},  // 3
    {11, 2, "game over"},   // 4
    {3, 3, "raise"},        // 5
    {3, 3, "convert"},      // 6
}};
constexpr std::array<std::string_view, 1> kGroups{"G"};
const PhaseGraph kGraph{"toy", kNodes, kEdges, kGroups};

TEST(PhaseCoverage, AStepIsCountedOnTheOnePathItCrossed) {
  verify::PhaseCoverage cov(kGraph);
  cov.add_step(1, 2, true);  // end -> last turn -> game over: the only path
  EXPECT_EQ(cov.taken()[1], 1u);
  EXPECT_EQ(cov.taken()[3], 1u);
  EXPECT_EQ(cov.taken()[4], 1u);
  EXPECT_EQ(cov.taken()[0], 0u);
  EXPECT_EQ(cov.steps(), 1u);
}

TEST(PhaseCoverage, TheTimePathTellsAnActionFromTheEndOfATurn) {
  verify::PhaseCoverage cov(kGraph);
  cov.add_step(1, 1, false);  // the turn goes on: the self-loop
  cov.add_step(1, 1, true);   // the next player's turn: through "next player"
  EXPECT_EQ(cov.taken()[0], 1u);
  EXPECT_EQ(cov.taken()[1], 1u);
  EXPECT_EQ(cov.taken()[2], 1u);
  for (std::uint64_t m : cov.maybe()) EXPECT_EQ(m, 0u);
}

TEST(PhaseCoverage, ParallelEdgesAreMaybeNotNever) {
  verify::PhaseCoverage cov(kGraph);
  cov.add_step(3, 3, false);
  EXPECT_EQ(cov.taken()[5], 0u);
  EXPECT_EQ(cov.maybe()[5], 1u);
  EXPECT_EQ(cov.maybe()[6], 1u);
}

TEST(PhaseCoverage, AStepOnNoDeclaredPathIsReported) {
  verify::PhaseCoverage cov(kGraph);
  cov.add_step(2, 1, false);
  ASSERT_EQ(cov.undeclared().size(), 1u);
  EXPECT_EQ(cov.undeclared().begin()->first, std::make_pair(2, 1));
  for (std::uint64_t t : cov.taken()) EXPECT_EQ(t, 0u);
}

TEST(PhaseCoverage, TheGamesTrailSettlesAnAmbiguousStep) {
  verify::PhaseCoverage cov(kGraph);
  PhaseTrail through_scoring;
  through_scoring.push(10);
  through_scoring.push(11);
  cov.add_step(1, 2, true, &through_scoring);  // one path only: the trail changes nothing
  PhaseTrail next;
  next.push(10);
  cov.add_step(1, 1, false, &next);  // the time path says "no", the trail says "next player"
  EXPECT_EQ(cov.taken()[0], 0u);
  EXPECT_EQ(cov.taken()[2], 1u);
  PhaseTrail unknown;
  unknown.known = false;
  cov.add_step(1, 1, false, &unknown);  // the game cannot tell: the time path decides
  EXPECT_EQ(cov.taken()[0], 1u);
}

TEST(PhaseCoverage, MergeAddsUp) {
  verify::PhaseCoverage a(kGraph), b(kGraph);
  a.add_step(1, 1, false);
  b.add_step(1, 1, false);
  b.add_step(3, 3, false);
  a.merge(b);
  EXPECT_EQ(a.taken()[0], 2u);
  EXPECT_EQ(a.maybe()[5], 1u);
  EXPECT_EQ(a.steps(), 3u);
}

TEST(PhaseCoverage, TheOverlayDrawsCountsAndNeverTakenEdges) {
  verify::PhaseCoverage cov(kGraph);
  cov.add_state(1);
  for (int i = 0; i < 5; ++i) cov.add_step(1, 1, false);
  cov.add_step(3, 3, false);
  const render::PhaseOverlay overlay{cov.taken(), cov.maybe(), cov.rests()};
  const std::string dot = render::phase_diagram_dot(kGraph, &overlay);
  EXPECT_NE(dot.find("action\\n\u00d75"), std::string::npos) << dot;
  EXPECT_NE(dot.find("game over\\nnever taken\", style=dashed"), std::string::npos) << dot;
  EXPECT_NE(dot.find("raise\\nmaybe \u00d71"), std::string::npos) << dot;
  EXPECT_NE(dot.find("style=dotted"), std::string::npos) << dot;
  // End is a phase no state rested in.
  EXPECT_NE(dot.find("End\\nno state rested here"), std::string::npos) << dot;
  EXPECT_NE(dot.find("id=\"phase-11\""), std::string::npos) << dot;
}

// Torres random play, replayed through add_game: every step on a declared path, the common
// transitions taken.
TEST(PhaseCoverage, TorresRandomGamesFollowTheDeclaredGraph) {
  using torres::Torres;
  const torres::Data data = *torres::parse_data(torres::default_data_json());
  torres::Options o;
  o.players = 3;
  const torres::Config config = *Torres::make_config(o, data);
  verify::PhaseCoverage cov(Torres::phase_graph());
  auto legal = verify::make_buffer<Torres>();
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    std::mt19937_64 rng(seed);
    torres::State s = Torres::initial_state(config);
    const torres::State first = s;
    std::vector<torres::Action> actions;
    while (!Torres::is_terminal(s)) {
      Torres::legal_actions(s, *legal);
      const torres::Action a = verify::pick_action<Torres>(s, *legal, rng);
      ASSERT_FALSE(Torres::apply(s, a));
      actions.push_back(a);
    }
    cov.add_game<Torres>(first, actions);
  }
  EXPECT_EQ(cov.games(), 5u);
  EXPECT_TRUE(cov.undeclared().empty());
  // Torres says which automatic phases each step crossed (automatic_phases): nothing is left
  // ambiguous, and the end of a year is counted on scoring, not on "next player".
  for (std::uint64_t m : cov.maybe()) EXPECT_EQ(m, 0u);
  const auto& edges = Torres::phase_graph().edges;
  for (std::size_t i = 0; i < edges.size(); ++i)
    if (edges[i].label == std::string_view("last turn of the year")) {
      EXPECT_EQ(cov.taken()[i], 15u);
    }
  std::uint64_t taken = 0;
  for (std::uint64_t t : cov.taken()) taken += t > 0;
  EXPECT_GE(taken, 10u);
}

// The HTML report's pieces that need no browser: script-safe JSON, the SVG element alone.
TEST(HtmlPage, DataCannotCloseItsScriptElement) {
  const std::string safe = html::json_safe(R"({"token":"</script><!--"})");
  EXPECT_EQ(safe.find('<'), std::string::npos);
  EXPECT_EQ(nlohmann::json::parse(safe)["token"], "</script><!--");
  EXPECT_EQ(html::svg_element("<?xml version=\"1.0\"?>\n<!DOCTYPE svg>\n<svg a>x</svg>"),
            "<svg a>x</svg>");
  EXPECT_EQ(html::svg_element("no svg here"), "");
}

TEST(HtmlPage, AReportHoldsEveryStepAsKeyframesAndPatches) {
  using torres::Torres;
  const std::string text =
      replay::read_file(std::string(ARBITER_SOURCE_DIR) + "/fixtures/torres/valid/base-2p.rec")
          .value();
  const record::ParseResult parsed = record::parse(text);
  ASSERT_TRUE(parsed.ok);
  const replay::Replay<Torres> r = replay::replay_record<Torres>(parsed.record, {});
  ASSERT_FALSE(r.error);
  const nlohmann::json data = html::report_data<Torres>("base-2p.rec", parsed.record, r, nullptr);
  ASSERT_EQ(data["patches"].size(), r.states.size());
  ASSERT_EQ(data["actions"].size(), r.actions.size());
  // Rebuild the last state from its keyframe and the patches after it.
  const std::size_t last = r.states.size() - 1;
  const std::size_t k = last - last % html::kKeyframeEvery;
  nlohmann::json s = data["keyframes"][std::to_string(k)];
  for (std::size_t i = k + 1; i <= last; ++i) s = s.patch(data["patches"][i]);
  EXPECT_EQ(s, Torres::to_json(r.states.back()));
  const std::string page = html::page("torres", data);
  EXPECT_NE(page.find("Arbiter.drawers.torres"), std::string::npos);
  EXPECT_NE(page.find("<svg"), std::string::npos);   // the phase diagram, inline
  EXPECT_EQ(page.find("<!--@"), std::string::npos);  // every placeholder filled
}

}  // namespace
}  // namespace arbiter
