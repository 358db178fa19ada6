// The PhaseGraph is copied into a BGL adjacency_list and written with boost::write_graphviz and
// escaping writers. write_graphviz cannot emit subgraphs, so the graph-properties writer declares
// the clusters with their member node ids first; the later top-level node statements only add
// attributes, and a node keeps the cluster it was first declared in.
#include "replay/render/phase_diagram.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <iomanip>
#include <map>
#include <ostream>
#include <sstream>
#include <string_view>
#include <vector>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/graphviz.hpp>

#include "replay/render/graphviz.h"

namespace arbiter::render {
namespace {

struct NodeProps {
  int id = 0;
  std::string name;
  std::string rules;
  std::string group;
  PhaseKind kind = PhaseKind::Decision;
  std::size_t index = 0;  // in PhaseGraph::nodes
};
struct EdgeProps {
  std::string label;
  std::size_t index = 0;  // in PhaseGraph::edges
};
// bidirectionalS rather than directedS: a directedS edges() iterator (adj_list_edge_iterator)
// trips a -Wmaybe-uninitialized false positive in GCC 12 at -O2, which -Werror turns fatal.
using Diagram =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS, NodeProps, EdgeProps>;
using Vertex = boost::graph_traits<Diagram>::vertex_descriptor;

struct Cluster {
  std::string group;
  std::vector<Vertex> members;
};

std::string_view shape_attributes(PhaseKind kind) {
  switch (kind) {
    case PhaseKind::Decision:
      return "shape=box";
    case PhaseKind::Chance:
      return "shape=diamond";
    case PhaseKind::Automatic:
      return "shape=ellipse, style=dashed";
    case PhaseKind::Terminal:
      return "shape=doublecircle";
  }
  return "shape=ellipse";
}

Diagram build_diagram(const PhaseGraph& graph) {
  Diagram d;
  std::map<int, Vertex> by_id;
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    const PhaseNode& n = graph.nodes[i];
    assert(!by_id.contains(n.id) && "duplicate phase id");
    by_id.emplace(n.id, boost::add_vertex(NodeProps{n.id, std::string(n.name), std::string(n.rules),
                                                    std::string(n.group), n.kind, i},
                                          d));
  }
  for (std::size_t i = 0; i < graph.edges.size(); ++i) {
    const PhaseEdge& e = graph.edges[i];
    const auto from = by_id.find(e.from);
    const auto to = by_id.find(e.to);
    assert(from != by_id.end() && to != by_id.end() && "phase edge names an undeclared phase");
    if (from == by_id.end() || to == by_id.end()) continue;
    boost::add_edge(from->second, to->second, EdgeProps{std::string(e.label), i}, d);
  }
  return d;
}

// Clusters in group_order, then groups used but not declared, in order of first use. Nodes with
// an empty group stay at top level.
std::vector<Cluster> clusters_of(const Diagram& d, const PhaseGraph& graph) {
  std::vector<Cluster> clusters;
  for (const std::string_view g : graph.group_order) clusters.push_back({std::string(g), {}});
  for (const Vertex v : boost::make_iterator_range(boost::vertices(d))) {
    const std::string& group = d[v].group;
    if (group.empty()) continue;
    auto it = std::find_if(clusters.begin(), clusters.end(),
                           [&](const Cluster& c) { return c.group == group; });
    if (it == clusters.end()) it = clusters.insert(clusters.end(), Cluster{group, {}});
    it->members.push_back(v);
  }
  std::erase_if(clusters, [](const Cluster& c) { return c.members.empty(); });
  return clusters;
}

class GraphWriter {
 public:
  GraphWriter(std::string_view game, const std::vector<Cluster>& clusters)
      : game_(game), clusters_(&clusters) {}
  void operator()(std::ostream& out) const {
    out << "label=\"" << dot_escape(game_) << " phases\";\nlabelloc=t;\nrankdir=TB;\n"
        << "node [fontname=\"Helvetica\"];\nedge [fontname=\"Helvetica\", fontsize=10];\n";
    for (const Cluster& c : *clusters_) {
      out << "subgraph \"cluster_" << dot_escape(c.group) << "\" {\n  label=\""
          << dot_escape(c.group) << "\";\n  style=rounded;\n ";
      for (const Vertex v : c.members) out << ' ' << v << ';';
      out << "\n}\n";
    }
  }

 private:
  std::string game_;
  const std::vector<Cluster>* clusters_;
};

class NodeWriter {
 public:
  NodeWriter(const Diagram& d, const PhaseOverlay* overlay) : d_(&d), overlay_(overlay) {}
  void operator()(std::ostream& out, Vertex v) const {
    const NodeProps& n = (*d_)[v];
    std::string label = n.rules.empty() ? n.name : n.name + "\n(" + n.rules + ")";
    const bool never = overlay_ && n.kind != PhaseKind::Automatic &&
                       n.index < overlay_->rests.size() && overlay_->rests[n.index] == 0;
    if (never) label += "\nno state rested here";
    // The id names the node's <g> in SVG: the HTML report lights the current phase by it.
    out << "[id=\"phase-" << n.id << "\", label=\"" << dot_escape(label) << "\", "
        << shape_attributes(n.kind);
    if (never) out << ", color=\"#c62828\", fontcolor=\"#c62828\", penwidth=2";
    out << "]";
  }

 private:
  const Diagram* d_;
  const PhaseOverlay* overlay_;
};

class EdgeWriter {
 public:
  EdgeWriter(const Diagram& d, const PhaseOverlay* overlay) : d_(&d), overlay_(overlay) {
    if (overlay_)
      for (const std::uint64_t n : overlay_->taken) most_ = std::max(most_, n);
  }
  void operator()(std::ostream& out, boost::graph_traits<Diagram>::edge_descriptor e) const {
    const EdgeProps& p = (*d_)[e];
    if (!overlay_ || p.index >= overlay_->taken.size()) {
      out << "[label=\"" << dot_escape(p.label) << "\"]";
      return;
    }
    const std::uint64_t taken = overlay_->taken[p.index];
    const std::uint64_t maybe = p.index < overlay_->maybe.size() ? overlay_->maybe[p.index] : 0;
    std::ostringstream label;
    label << p.label << (p.label.empty() ? "" : "\n");
    if (taken > 0) {
      // Width 1 to 6 on a log scale: counts run from 1 to millions.
      const double width =
          1.0 + 5.0 * std::log1p(static_cast<double>(taken)) /
                    std::log1p(static_cast<double>(std::max<std::uint64_t>(most_, 2)));
      label << "\u00d7" << taken;
      if (maybe > 0) label << " (+" << maybe << "?)";
      out << "[label=\"" << dot_escape(label.str()) << "\", penwidth=" << std::fixed
          << std::setprecision(2) << width << ", color=\"#1f4e9a\"]";
    } else if (maybe > 0) {
      label << "maybe \u00d7" << maybe << " (ambiguous steps)";
      out << "[label=\"" << dot_escape(label.str())
          << "\", style=dotted, penwidth=2, color=\"#e69500\", fontcolor=\"#a06800\"]";
    } else {
      label << "never taken";
      out << "[label=\"" << dot_escape(label.str())
          << "\", style=dashed, penwidth=2, color=\"#c62828\", fontcolor=\"#c62828\"]";
    }
  }

 private:
  const Diagram* d_;
  const PhaseOverlay* overlay_;
  std::uint64_t most_ = 0;
};

}  // namespace

std::string phase_diagram_dot(const PhaseGraph& graph, const PhaseOverlay* overlay) {
  const Diagram d = build_diagram(graph);
  const std::vector<Cluster> clusters = clusters_of(d, graph);
  std::ostringstream out;
  boost::write_graphviz(out, d, NodeWriter(d, overlay), EdgeWriter(d, overlay),
                        GraphWriter(graph.game, clusters));
  return out.str();
}

}  // namespace arbiter::render
