// The phases a game declares: the source of `arbiter phases GAME` and of a generic test that every
// phase transition seen in random play is a path of declared edges.
#pragma once

#include <span>
#include <string_view>

namespace arbiter {

enum class PhaseKind : unsigned char {
  Decision,   // a player decides here; states rest in this phase
  Chance,     // a chance outcome is picked here; states rest in this phase
  Automatic,  // computed inside apply (scoring, distribution); states never rest here
  Terminal,
};

struct PhaseNode {
  int id;
  std::string_view name;
  PhaseKind kind;
  std::string_view group;  // cluster in the diagram ("Setup", "Year", "Turn", ...)
  std::string_view rules;  // spec ids, e.g. "T-2.6"
};

struct PhaseEdge {
  int from;
  int to;
  std::string_view label;  // what causes the transition
};

struct PhaseGraph {
  std::string_view game;
  std::span<const PhaseNode> nodes;
  std::span<const PhaseEdge> edges;
  // Groups nest in this order (outermost first); a node's group is one of them.
  std::span<const std::string_view> group_order;
};

}  // namespace arbiter
