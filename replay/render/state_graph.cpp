// DOT for a StateGraph. The TimePaths of the vertices form a tree of clusters; children and
// members keep their order of first appearance in vertex order, so the text is byte-stable.
#include "replay/render/state_graph.h"

#include <memory>
#include <sstream>
#include <string_view>

#include "replay/render/graphviz.h"

namespace arbiter::render {
namespace detail {

namespace {

// Cuts `line` to at most kMaxLabelColumns bytes without splitting a UTF-8 sequence.
std::string cut_line(std::string_view line) {
  if (line.size() <= kMaxLabelColumns) return std::string(line);
  std::size_t n = kMaxLabelColumns - 3;
  while (n > 0 && (static_cast<unsigned char>(line[n]) & 0xC0) == 0x80) --n;
  return std::string(line.substr(0, n)) + "...";
}

}  // namespace

std::string short_label(const std::string& text) {
  std::string_view rest = text;
  while (!rest.empty() && (rest.back() == '\n' || rest.back() == '\r')) rest.remove_suffix(1);
  std::string out;
  for (std::size_t lines = 0; !rest.empty() || lines == 0; ++lines) {
    if (lines == kMaxLabelLines) {
      out += "\n...";
      break;
    }
    const std::size_t end = rest.find('\n');
    if (lines > 0) out += '\n';
    out += cut_line(rest.substr(0, end));
    rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
  }
  return out;
}

std::unordered_map<std::uint64_t, StateVertex> vertices_by_hash(const StateGraph& graph) {
  std::unordered_map<std::uint64_t, StateVertex> out;
  for (const StateVertex v : boost::make_iterator_range(boost::vertices(graph)))
    if (!graph[v].note) out.emplace(graph[v].hash, v);
  return out;
}

bool has_edge_labelled(const StateGraph& graph, StateVertex from, StateVertex to,
                       const std::string& label) {
  for (const auto e : boost::make_iterator_range(boost::out_edges(from, graph)))
    if (boost::target(e, graph) == to && graph[e].label == label) return true;
  return false;
}

std::size_t EdgeKeyHash::operator()(const EdgeKey& k) const {
  std::size_t h = std::hash<std::string>{}(k.label);
  h ^= std::hash<StateVertex>{}(k.from) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  h ^= std::hash<StateVertex>{}(k.to) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h;
}

void add_or_count_edge(StateGraph& graph, EdgeIndex& index, StateVertex from, StateVertex to,
                       Transition transition) {
  EdgeKey key{.from = from, .to = to, .label = transition.label};
  if (const auto it = index.find(key); it != index.end()) {
    graph[it->second].count += transition.count;
    return;
  }
  const auto edge = boost::add_edge(from, to, std::move(transition), graph).first;
  index.emplace(std::move(key), edge);
}

}  // namespace detail

namespace {

// An edge's label: the action, and "×N" when the record takes it N > 1 times.
std::string edge_label(const Transition& t) {
  std::string label = dot_escape(t.label);
  if (t.count > 1) label += " \u00d7" + std::to_string(t.count);
  return label;
}

struct ClusterTree {
  std::string name;
  std::vector<std::unique_ptr<ClusterTree>> children;
  std::vector<StateVertex> members;

  ClusterTree& child(const std::string& child_name) {
    for (auto& c : children)
      if (c->name == child_name) return *c;
    children.push_back(std::make_unique<ClusterTree>());
    children.back()->name = child_name;
    return *children.back();
  }
};

void write_node(std::ostream& out, const StateGraph& graph, StateVertex v,
                const std::string& indent) {
  const StateNode& n = graph[v];
  out << indent << 'n' << v << " [label=\"" << dot_escape(n.label) << '"';
  if (n.note) {
    out << ", shape=note, style=filled, fillcolor=lightyellow, fontname=\"Helvetica\"";
  } else {
    out << (n.terminal ? ", shape=doublecircle" : ", shape=box");
    if (n.on_record)
      out << ", style=\"rounded,bold\", penwidth=2";
    else
      out << ", style=\"rounded,dashed\", color=grey50, fontcolor=grey35";
  }
  out << "];\n";
}

void write_cluster(std::ostream& out, const StateGraph& graph, const ClusterTree& tree,
                   const std::string& indent, int& next_id, bool wrap) {
  for (const StateVertex v : tree.members) write_node(out, graph, v, indent);
  for (const auto& c : tree.children) {
    out << indent << "subgraph cluster_" << next_id++ << " {\n"
        << indent << "  label=\"" << dot_escape(c->name) << "\";\n"
        << indent << "  style=rounded;\n";
    // Wrapped: the states of an innermost group (a turn) share one rank, left to right, and the
    // groups stack top to bottom, so a long record reads as lines of text do, not as one column.
    if (wrap && c->children.empty() && c->members.size() > 1) out << indent << "  rank=same;\n";
    write_cluster(out, graph, *c, indent + "  ", next_id, wrap);
    out << indent << "}\n";
  }
}

}  // namespace

std::string state_graph_dot(const StateGraph& graph, const StateGraphLayout& layout) {
  ClusterTree root;
  for (const StateVertex v : boost::make_iterator_range(boost::vertices(graph))) {
    ClusterTree* at = &root;
    for (const std::string& level : graph[v].path) at = &at->child(level);
    at->members.push_back(v);
  }

  std::ostringstream out;
  out << "digraph states {\n"
         "  rankdir=TB;\n"
         "  newrank=true;\n"
         "  node [fontname=\"Courier\", fontsize=10];\n"
         "  edge [fontname=\"Helvetica\", fontsize=9];\n";
  int next_id = 0;
  write_cluster(out, graph, root, "  ", next_id, layout.wrap);
  for (const auto e : boost::make_iterator_range(boost::edges(graph))) {
    const Transition& t = graph[e];
    out << "  n" << boost::source(e, graph) << " -> n" << boost::target(e, graph);
    if (graph[boost::target(e, graph)].note)
      out << " [style=dotted, arrowhead=none]";
    else if (t.on_record)
      out << " [label=\"" << edge_label(t) << "\", style=bold, penwidth=2]";
    else
      out << " [label=\"" << edge_label(t) << "\", style=dashed, color=grey50, "
          << "fontcolor=grey50]";
    out << ";\n";
  }
  out << "}\n";
  return out.str();
}

}  // namespace arbiter::render
