// The phase diagram of a game (`arbiter phases GAME`): its declared PhaseGraph as DOT text.
#pragma once

#include <string>

#include "engine/core/phase_graph.h"

namespace arbiter::render {

// DOT for `graph`: one cluster per group (in group_order, then any undeclared group in order of
// first use), node shape by PhaseKind (Decision box, Chance diamond, Automatic dashed ellipse,
// Terminal doublecircle), node labels "name\n(rules)", labelled edges. Byte-stable for the same
// input. Edges naming an undeclared node id are a bug in the game's table (asserted, then
// skipped).
std::string phase_diagram_dot(const PhaseGraph& graph);

}  // namespace arbiter::render
