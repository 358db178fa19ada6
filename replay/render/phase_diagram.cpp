// The PhaseGraph is copied into a BGL adjacency_list and written with boost::write_graphviz and
// escaping writers. write_graphviz cannot emit subgraphs, so the graph-properties writer declares
// the clusters with their member node ids first; the later top-level node statements only add
// attributes, and a node keeps the cluster it was first declared in.
#include "replay/render/phase_diagram.h"

#include <algorithm>
#include <cassert>
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
  std::string name;
  std::string rules;
  std::string group;
  PhaseKind kind = PhaseKind::Decision;
};
struct EdgeProps {
  std::string label;
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
  for (const PhaseNode& n : graph.nodes) {
    assert(!by_id.contains(n.id) && "duplicate phase id");
    by_id.emplace(n.id, boost::add_vertex(NodeProps{std::string(n.name), std::string(n.rules),
                                                    std::string(n.group), n.kind},
                                          d));
  }
  for (const PhaseEdge& e : graph.edges) {
    const auto from = by_id.find(e.from);
    const auto to = by_id.find(e.to);
    assert(from != by_id.end() && to != by_id.end() && "phase edge names an undeclared phase");
    if (from == by_id.end() || to == by_id.end()) continue;
    boost::add_edge(from->second, to->second, EdgeProps{std::string(e.label)}, d);
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
  explicit NodeWriter(const Diagram& d) : d_(&d) {}
  void operator()(std::ostream& out, Vertex v) const {
    const NodeProps& n = (*d_)[v];
    const std::string label = n.rules.empty() ? n.name : n.name + "\n(" + n.rules + ")";
    out << "[label=\"" << dot_escape(label) << "\", " << shape_attributes(n.kind) << "]";
  }

 private:
  const Diagram* d_;
};

class EdgeWriter {
 public:
  explicit EdgeWriter(const Diagram& d) : d_(&d) {}
  void operator()(std::ostream& out, boost::graph_traits<Diagram>::edge_descriptor e) const {
    out << "[label=\"" << dot_escape((*d_)[e].label) << "\"]";
  }

 private:
  const Diagram* d_;
};

}  // namespace

std::string phase_diagram_dot(const PhaseGraph& graph) {
  const Diagram d = build_diagram(graph);
  const std::vector<Cluster> clusters = clusters_of(d, graph);
  std::ostringstream out;
  boost::write_graphviz(out, d, NodeWriter(d), EdgeWriter(d), GraphWriter(graph.game, clusters));
  return out.str();
}

}  // namespace arbiter::render
