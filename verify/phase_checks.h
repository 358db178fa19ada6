// The phase graph a game declares must describe what its engine does: every phase change seen
// in play is a path of declared edges whose inner nodes are automatic steps.
#pragma once

#include <queue>
#include <set>
#include <string>

#include "engine/core/phase_graph.h"

namespace arbiter::verify {

inline bool declared_path(const PhaseGraph& g, int from, int to) {
  std::set<int> automatic;
  for (const auto& n : g.nodes)
    if (n.kind == PhaseKind::Automatic) automatic.insert(n.id);
  std::queue<int> q;
  std::set<int> seen;
  q.push(from);
  while (!q.empty()) {
    const int at = q.front();
    q.pop();
    for (const auto& e : g.edges) {
      if (e.from != at) continue;
      if (e.to == to) return true;
      if (automatic.count(e.to) && seen.insert(e.to).second) q.push(e.to);
    }
  }
  return false;
}

// Node ids unique, groups declared, edges between declared nodes: empty string when well formed.
inline std::string phase_graph_problem(const PhaseGraph& g) {
  std::set<int> ids;
  for (const auto& n : g.nodes) {
    if (!ids.insert(n.id).second) return "duplicate node id " + std::to_string(n.id);
    bool grouped = false;
    for (auto grp : g.group_order) grouped = grouped || grp == n.group;
    if (!grouped) return "node '" + std::string(n.name) + "' has an undeclared group";
  }
  for (const auto& e : g.edges)
    if (!ids.count(e.from) || !ids.count(e.to))
      return "edge '" + std::string(e.label) + "' joins an undeclared node";
  return "";
}

}  // namespace arbiter::verify
