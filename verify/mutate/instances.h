// run_game (run.h) compiled once per game, in verify/mutate/instances/GAME.cpp: arbiter_mutate's
// main.cpp instantiated it for the three games in one unit, the largest of the build (31 s,
// issue 26). main.cpp includes this header and calls those instances.
#pragma once

#include <ostream>

#include "engine/games.h"
#include "replay/instances.h"  // the replay code run_game calls, compiled once too
#include "verify/mutate/run.h"

#define ARBITER_MUTATE_INSTANCES(EXTERN, G) \
  EXTERN template RunReport run_game<G>(const RunOptions&, std::ostream&);

namespace arbiter::mutate {
ARBITER_FOR_EACH_GAME(ARBITER_MUTATE_INSTANCES, extern)
}  // namespace arbiter::mutate
