// The phases a game declares: the source of `arbiter phases GAME` and of a generic test that every
// phase transition seen in random play is a path of declared edges.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
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

// A node's name on one line, for tables and messages. The diagram writes a long name on several
// lines, a heading and then the phase's actions ("Turn (5 AP): S<n> stack 0, ...\ncross 1, ...");
// its first line would end in the middle of that list, so such a name is cut to its heading,
// before the first ':' ("Turn (5 AP)"), or, without one, has its lines joined.
inline std::string phase_title(std::string_view name) {
  const std::size_t eol = name.find('\n');
  if (eol == std::string_view::npos) return std::string(name);
  const std::size_t colon = name.substr(0, eol).find(':');
  if (colon != std::string_view::npos) return std::string(name.substr(0, colon));
  std::string joined(name);
  for (char& c : joined)
    if (c == '\n') c = ' ';
  return joined;
}

// The title of node `id` of `g` (its number when `g` has no such node).
inline std::string phase_title(const PhaseGraph& g, int id) {
  for (const PhaseNode& n : g.nodes)
    if (n.id == id) return phase_title(n.name);
  return std::to_string(id);
}

// The automatic phases one step crossed, in order. A state never rests in an automatic phase, so
// the phases before and after a step cannot tell which of two declared paths it took (a turn's
// last action through "next player", or through year-end scoring too). A game may say, from the
// two states (`G::automatic_phases(before, after)`, an optional hook, engine/core/hooks.h; phase
// coverage uses it).
struct PhaseTrail {
  std::array<std::int16_t, 6> ids{};
  std::uint8_t size = 0;
  bool known = true;  // false: the game cannot tell for this step (the declared graph decides)
  void push(int id) {
    if (size < ids.size()) ids[size++] = static_cast<std::int16_t>(id);
  }
  bool operator==(const PhaseTrail&) const = default;
};

}  // namespace arbiter
