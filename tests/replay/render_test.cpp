// replay/render: DOT escaping, in-process SVG layout, graph files, and the phase diagram.
#include <array>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <thread>

#include <gtest/gtest.h>

#include "engine/core/phase_graph.h"
#include "replay/render/graphviz.h"
#include "replay/render/phase_diagram.h"

namespace arbiter::render {
namespace {

TEST(RenderGraphviz, DotToSvgRendersATinyGraph) {
  const Expected<std::string> svg = dot_to_svg("digraph { a -> b [label=\"x\"]; }");
  ASSERT_TRUE(svg.ok()) << svg.error();
  EXPECT_TRUE(svg->starts_with("<?xml") || svg->find("<svg") != std::string::npos);
  EXPECT_NE(svg->find("</svg>"), std::string::npos);
}

TEST(RenderGraphviz, DotToSvgRejectsMalformedDot) {
  const Expected<std::string> svg = dot_to_svg("digraph { a -> ; ");
  ASSERT_FALSE(svg.ok());
  EXPECT_FALSE(svg.error().empty());
  // Graphviz's parser recovers: a good graph still renders after a bad one.
  EXPECT_TRUE(dot_to_svg("digraph { a -> b; }").ok());
}

TEST(RenderGraphviz, DotToSvgRejectsEmptyInput) {
  const Expected<std::string> svg = dot_to_svg("");
  ASSERT_FALSE(svg.ok());
  EXPECT_FALSE(svg.error().empty());
}

TEST(RenderGraphviz, DotEscapeEscapesQuotesBackslashesAndNewlines) {
  EXPECT_EQ(dot_escape("plain"), "plain");
  EXPECT_EQ(dot_escape("say \"hi\""), "say \\\"hi\\\"");
  EXPECT_EQ(dot_escape("a\\b"), "a\\\\b");
  EXPECT_EQ(dot_escape("line1\nline2"), "line1\\nline2");
  EXPECT_EQ(dot_escape("crlf\r\n"), "crlf\\n");
}

TEST(RenderGraphviz, EscapedLabelSurvivesLayout) {
  const std::string label = "quote \" back \\ new\nline";
  const Expected<std::string> svg =
      dot_to_svg("digraph { a [label=\"" + dot_escape(label) + "\"]; }");
  ASSERT_TRUE(svg.ok()) << svg.error();
  EXPECT_NE(svg->find("back \\"), std::string::npos);
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

TEST(RenderGraphviz, WriteGraphFileWritesDotAsIsAndSvgRendered) {
  const std::string dot = "digraph { a -> b; }\n";
  const std::string dot_path = ::testing::TempDir() + "render_test_ok.dot";
  const std::string svg_path = ::testing::TempDir() + "render_test_ok.SVG";
  ASSERT_TRUE(write_graph_file(dot_path, dot).ok());
  EXPECT_EQ(read_file(dot_path), dot);
  const Expected<bool> svg = write_graph_file(svg_path, dot);
  ASSERT_TRUE(svg.ok()) << svg.error();
  EXPECT_NE(read_file(svg_path).find("<svg"), std::string::npos);
  std::remove(dot_path.c_str());
  std::remove(svg_path.c_str());
}

TEST(RenderGraphviz, WriteGraphFileRejectsOtherExtensions) {
  const Expected<bool> r = write_graph_file("graph.png", "digraph { a; }");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("graph.png"), std::string::npos);
}

TEST(RenderGraphviz, WriteGraphFileRejectsUnwritablePath) {
  const Expected<bool> svg = write_graph_file("/nonexistent-dir/x.svg", "digraph { a; }");
  ASSERT_FALSE(svg.ok());
  EXPECT_NE(svg.error().find("/nonexistent-dir/x.svg"), std::string::npos);
  const Expected<bool> dot = write_graph_file("/nonexistent-dir/x.dot", "digraph { a; }");
  ASSERT_FALSE(dot.ok());
  EXPECT_NE(dot.error().find("/nonexistent-dir/x.dot"), std::string::npos);
}

TEST(RenderGraphviz, WriteGraphFileRejectsMalformedDotForSvg) {
  const std::string path = ::testing::TempDir() + "render_test_bad.svg";
  const Expected<bool> r = write_graph_file(path, "digraph {");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find(path), std::string::npos);
}

// A rank of `n` nodes under one parent, with a labelled edge from each to the third node on its
// right. Such an edge is "flat" (both ends on one rank) and its ends are not adjacent, so dot puts
// its label on a virtual node in the rank above: Graphviz before 13.0.1 then grows that rank's
// node list through the wrong pointer and gvFreeLayout frees a block twice (graphviz.cpp). Without
// the repair, the layout process dies with "free(): double free detected in tcache 2" for some of
// these sizes (10 and 50 with a plain program) and AddressSanitizer reports it for every one.
std::string labelled_flat_edges_dot(int n) {
  std::string dot = "digraph {\n";
  for (int i = 0; i < n; ++i) dot += "  x -> a" + std::to_string(i) + ";\n";
  dot += "  { rank=same;";
  for (int i = 0; i < n; ++i) dot += " a" + std::to_string(i) + ";";
  dot += " }\n";
  for (int i = 0; i + 3 < n; ++i)
    dot += "  a" + std::to_string(i) + " -> a" + std::to_string(i + 3) + " [label=\"e" +
           std::to_string(i) + "\"];\n";
  return dot + "}\n";
}

TEST(RenderGraphviz, LabelledFlatEdgesLayOutAndFreeCleanly) {
  for (const int n : {5, 10, 20, 50, 200}) {
    RenderFailure why = RenderFailure::Input;
    const Expected<std::string> svg = dot_to_svg(labelled_flat_edges_dot(n), {}, &why);
    ASSERT_TRUE(svg.ok()) << n << " nodes: " << svg.error();
    EXPECT_EQ(why, RenderFailure::None);
    EXPECT_NE(svg->find(">e0<"), std::string::npos) << "the first label is drawn";
  }
}

TEST(RenderGraphviz, LabelledFlatEdgesInProcess) {
  // The same in this process (under ASan, any double free fails the test here).
  for (const int n : {10, 50}) {
    const Expected<std::string> svg = detail::dot_to_svg_in_process(labelled_flat_edges_dot(n));
    ASSERT_TRUE(svg.ok()) << n << " nodes: " << svg.error();
  }
}

TEST(RenderIsolation, ReturnsTheChildsResultOrError) {
  RenderFailure why = RenderFailure::Aborted;
  const Expected<std::string> ok = detail::run_isolated(
      [] { return Expected<std::string>(std::string(200000, 'x')); }, 10, &why);
  ASSERT_TRUE(ok.ok()) << ok.error();
  EXPECT_EQ(ok->size(), 200000u) << "more than one pipe buffer comes through whole";
  EXPECT_EQ(why, RenderFailure::None);

  const Expected<std::string> bad = detail::run_isolated(
      [] { return Expected<std::string>(make_error("graphviz: syntax error")); }, 10, &why);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error(), "graphviz: syntax error");
  EXPECT_EQ(why, RenderFailure::Input);
}

TEST(RenderIsolation, ACrashingLayoutIsAnErrorNotACrash) {
  RenderFailure why = RenderFailure::None;
  const Expected<std::string> r = detail::run_isolated(
      []() -> Expected<std::string> {
        std::signal(SIGABRT, SIG_DFL);
        std::abort();  // what glibc does on "munmap_chunk(): invalid pointer"
      },
      10, &why);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("Graphviz crashed while laying out the graph (signal 6"),
            std::string::npos)
      << r.error();
  EXPECT_EQ(why, RenderFailure::Aborted);
}

TEST(RenderIsolation, ALayoutPastTheTimeoutIsStopped) {
  RenderFailure why = RenderFailure::None;
  const auto start = std::chrono::steady_clock::now();
  const Expected<std::string> r = detail::run_isolated(
      []() -> Expected<std::string> {
        std::this_thread::sleep_for(std::chrono::seconds(60));
        return std::string("too late");
      },
      1, &why);
  const auto took = std::chrono::steady_clock::now() - start;
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(), "the layout did not finish within 1 s and was stopped");
  EXPECT_EQ(why, RenderFailure::Aborted);
  EXPECT_LT(took, std::chrono::seconds(10));
}

TEST(RenderIsolation, AChildThatExitsWithoutAResultIsAnError) {
  RenderFailure why = RenderFailure::None;
  const Expected<std::string> r =
      detail::run_isolated([]() -> Expected<std::string> { std::_Exit(7); }, 10, &why);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("without a result (exit status 7)"), std::string::npos) << r.error();
  EXPECT_EQ(why, RenderFailure::Aborted);
}

TEST(RenderGraphviz, WriteGraphFileSaysWhyItFailed) {
  RenderFailure why = RenderFailure::None;
  EXPECT_FALSE(write_graph_file(::testing::TempDir() + "bad.svg", "digraph {", {}, &why).ok());
  EXPECT_EQ(why, RenderFailure::Input);
  const std::string path = ::testing::TempDir() + "render_test_why.svg";
  EXPECT_TRUE(write_graph_file(path, "digraph { a; }", {}, &why).ok());
  EXPECT_EQ(why, RenderFailure::None);
  std::remove(path.c_str());
}

// Three phases in two groups, two edges; names and labels need escaping.
constexpr std::array kNodes{
    PhaseNode{
        .id = 0, .name = "Setup", .kind = PhaseKind::Automatic, .group = "Game", .rules = "T-1"},
    PhaseNode{.id = 1,
              .name = "Place \"tower\"",
              .kind = PhaseKind::Decision,
              .group = "Turn",
              .rules = "T-2.4"},
    PhaseNode{.id = 2, .name = "End", .kind = PhaseKind::Terminal, .group = "Game", .rules = ""},
};
constexpr std::array kEdges{
    PhaseEdge{.from = 0, .to = 1, .label = "dealt"},
    PhaseEdge{.from = 1, .to = 2, .label = "last turn"},
};
constexpr std::array<std::string_view, 2> kGroups{"Game", "Turn"};
constexpr PhaseGraph kGraph{
    .game = "toy", .nodes = kNodes, .edges = kEdges, .group_order = kGroups};

TEST(RenderPhaseDiagram, HasClustersNodesAndEdgeLabels) {
  const std::string dot = phase_diagram_dot(kGraph);
  EXPECT_NE(dot.find("cluster_Game"), std::string::npos) << dot;
  EXPECT_NE(dot.find("cluster_Turn"), std::string::npos) << dot;
  EXPECT_NE(dot.find("Setup\\n(T-1)"), std::string::npos) << dot;
  EXPECT_NE(dot.find("Place \\\"tower\\\"\\n(T-2.4)"), std::string::npos) << dot;
  EXPECT_NE(dot.find("label=\"End\""), std::string::npos) << dot;
  EXPECT_NE(dot.find("dealt"), std::string::npos) << dot;
  EXPECT_NE(dot.find("last turn"), std::string::npos) << dot;
  EXPECT_NE(dot.find("shape=box"), std::string::npos) << dot;
  EXPECT_NE(dot.find("style=dashed"), std::string::npos) << dot;
  EXPECT_NE(dot.find("shape=doublecircle"), std::string::npos) << dot;
}

TEST(RenderPhaseDiagram, IsByteStable) {
  EXPECT_EQ(phase_diagram_dot(kGraph), phase_diagram_dot(kGraph));
}

TEST(RenderPhaseDiagram, LaysOutWithClusters) {
  const Expected<std::string> svg = dot_to_svg(phase_diagram_dot(kGraph));
  ASSERT_TRUE(svg.ok()) << svg.error();
  EXPECT_NE(svg->find("class=\"cluster\""), std::string::npos);
}

}  // namespace
}  // namespace arbiter::render
