// Graphs of game states: the states of a record (replay), optionally widened by breadth-first
// legal continuations, as a BGL graph; state_graph_dot writes it as DOT with one nested cluster
// per level of each state's TimePath.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <boost/graph/adjacency_list.hpp>

#include "engine/core/action_list.h"
#include "engine/core/game.h"

namespace arbiter::render {

struct StateNode {
  std::uint64_t hash = 0;  // G::hash; equal states share one vertex
  std::string label;       // shortened G::excerpt
  TimePath path;           // G::time_path: the nested clusters the node is drawn in
  bool on_record = false;  // reached by the record itself, not only by a continuation
  bool terminal = false;
  bool note = false;  // not a state: a remark such as "truncated", drawn as a note
};

struct Transition {
  std::string label;  // G::action_to_text
  bool on_record = false;
  std::size_t count = 1;  // how many times the record takes it: parallel repeats share one edge
};

using StateGraph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS, StateNode, Transition>;
using StateVertex = boost::graph_traits<StateGraph>::vertex_descriptor;

struct StateGraphLayout {
  // The states of each innermost TimePath group (a turn) on one row, the groups stacked: a long
  // record wraps like text instead of running down one column.
  bool wrap = false;
};

// DOT for `graph`: nested clusters by TimePath (first-use order), record nodes and edges bold,
// continuations dashed grey, terminal states doublecircle. Byte-stable for the same graph.
std::string state_graph_dot(const StateGraph& graph, const StateGraphLayout& layout = {});

namespace detail {

// At most kMaxLabelLines lines of at most kMaxLabelColumns characters, "..." marking a cut.
inline constexpr std::size_t kMaxLabelLines = 6;
inline constexpr std::size_t kMaxLabelColumns = 40;
std::string short_label(const std::string& text);

// Vertex per state hash, for merging (note nodes have no state and are left out).
std::unordered_map<std::uint64_t, StateVertex> vertices_by_hash(const StateGraph& graph);

bool has_edge_labelled(const StateGraph& graph, StateVertex from, StateVertex to,
                       const std::string& label);

// Adds the edge from -> to labelled `label`, or counts one more on an equal edge already added
// through `index`: a record that repeats an action between the same two states (an open-and-cancel
// loop, say) draws one edge, not thousands of parallel ones, which Graphviz lays out in quadratic
// time.
struct EdgeKey {
  StateVertex from;
  StateVertex to;
  std::string label;
  bool operator==(const EdgeKey&) const = default;
};
struct EdgeKeyHash {
  std::size_t operator()(const EdgeKey& k) const;
};
using EdgeIndex =
    std::unordered_map<EdgeKey, boost::graph_traits<StateGraph>::edge_descriptor, EdgeKeyHash>;
void add_or_count_edge(StateGraph& graph, EdgeIndex& index, StateVertex from, StateVertex to,
                       Transition transition);

template <Game G>
StateNode make_node(const typename G::State& s, bool on_record) {
  return StateNode{.hash = G::hash(s),
                   .label = short_label(G::state_label(s)),
                   .path = G::time_path(s),
                   .on_record = on_record,
                   .terminal = G::is_terminal(s)};
}

}  // namespace detail

// One vertex per distinct state of a record, one edge per distinct (from, to, action text), its
// count the times the record takes it; states[i + 1] is the result of applying actions[i] to
// states[i], so states.size() == actions.size() + 1 (or both are empty).
template <Game G>
StateGraph record_graph(const std::vector<typename G::State>& states,
                        const std::vector<typename G::Action>& actions) {
  assert((states.empty() && actions.empty()) || states.size() == actions.size() + 1);
  StateGraph graph;
  std::unordered_map<std::uint64_t, StateVertex> seen;
  std::vector<StateVertex> at(states.size());
  for (std::size_t i = 0; i < states.size(); ++i) {
    const std::uint64_t h = G::hash(states[i]);
    auto it = seen.find(h);
    if (it == seen.end())
      it = seen.emplace(h, boost::add_vertex(detail::make_node<G>(states[i], true), graph)).first;
    at[i] = it->second;
  }
  detail::EdgeIndex edges;
  for (std::size_t i = 0; i < actions.size() && i + 1 < states.size(); ++i) {
    detail::add_or_count_edge(
        graph, edges, at[i], at[i + 1],
        Transition{.label = G::action_to_text(states[i], actions[i]), .on_record = true});
  }
  return graph;
}

// Adds the legal continuations of `from`, breadth-first, to `depth` actions deep. States equal
// (by hash) to a vertex already in the graph are merged into it, and a continuation that repeats
// an existing edge is not drawn twice. At most `max_nodes` vertices are added; if more would be
// needed, a note vertex says where the tree was cut.
template <Game G>
void add_continuations(StateGraph& graph, const typename G::State& from, int depth,
                       std::size_t max_nodes = 2000) {
  if (depth <= 0) return;
  auto by_hash = detail::vertices_by_hash(graph);
  const auto vertex_of = [&](const typename G::State& s, std::uint64_t h) {
    auto it = by_hash.find(h);
    if (it == by_hash.end())
      it = by_hash.emplace(h, boost::add_vertex(detail::make_node<G>(s, false), graph)).first;
    return it->second;
  };

  const StateVertex root = vertex_of(from, G::hash(from));
  // The action list can be large (kMaxActions entries), so it lives on the heap, reused.
  auto legal = std::make_unique<ActionList<typename G::Action, G::kMaxActions>>();
  std::vector<std::pair<typename G::State, int>> queue{{from, 0}};
  std::unordered_set<std::uint64_t> expanded{G::hash(from)};
  std::size_t added = 0;
  bool truncated = false;

  for (std::size_t head = 0; head < queue.size() && !truncated; ++head) {
    // Moved out, not referenced: the queue may reallocate while this state is expanded.
    const typename G::State state = std::move(queue[head].first);
    const int level = queue[head].second;
    if (G::is_terminal(state)) continue;
    const StateVertex u = by_hash.at(G::hash(state));
    legal->clear();
    G::legal_actions(state, *legal);
    for (const auto& action : *legal) {
      typename G::State next = state;
      if (G::apply(next, action)) continue;  // a violation: not a continuation
      const std::uint64_t h = G::hash(next);
      if (!by_hash.contains(h) && added >= max_nodes) {
        truncated = true;
        break;
      }
      if (!by_hash.contains(h)) ++added;
      const StateVertex v = vertex_of(next, h);
      std::string label = G::action_to_text(state, action);
      if (!detail::has_edge_labelled(graph, u, v, label))
        boost::add_edge(u, v, Transition{std::move(label), false}, graph);
      if (level + 1 < depth && expanded.insert(h).second)
        queue.emplace_back(std::move(next), level + 1);
    }
  }

  if (truncated) {
    StateNode note_node;
    note_node.label = "continuations truncated at " + std::to_string(max_nodes) + " nodes";
    note_node.note = true;
    const StateVertex note = boost::add_vertex(std::move(note_node), graph);
    boost::add_edge(root, note, Transition{}, graph);
  }
}

}  // namespace arbiter::render
