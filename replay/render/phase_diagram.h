// The phase diagram of a game (`arbiter phases GAME`): its declared PhaseGraph as DOT text.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "engine/core/phase_graph.h"

namespace arbiter::render {

// DOT for `graph`: one cluster per group (in group_order, then any undeclared group in order of
// first use), node shape by PhaseKind (Decision box, Chance diamond, Automatic dashed ellipse,
// Terminal doublecircle), node labels "name\n(rules)", labelled edges. Byte-stable for the same
// input. Edges naming an undeclared node id are a bug in the game's table (asserted, then
// skipped).
//
// With an overlay (phase coverage), each edge shows how often play took it: drawn thicker the more
// it was taken, orange and dotted when it only may have been (an ambiguous step), red and dashed
// with "never taken" when no step went along it; a phase where no state ever rested (automatic
// ones aside) is outlined in red.
struct PhaseOverlay {
  std::span<const std::uint64_t> taken;  // per graph.edges entry
  std::span<const std::uint64_t> maybe;  // per graph.edges entry
  std::span<const std::uint64_t> rests;  // per graph.nodes entry
};
std::string phase_diagram_dot(const PhaseGraph& graph, const PhaseOverlay* overlay = nullptr);

}  // namespace arbiter::render
