// The generic verify drivers compiled once per game (issue 26): verify/instances/GAME*.cpp
// instantiate these templates for its game, and every file that includes this header calls
// those instances instead of compiling the drivers again. The hot loops (random play, the
// checks after every step, exploration) are inside these functions, so they are still inlined
// where they run. A file that does not include it still builds with its own copy.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/games.h"
#include "verify/batch.h"
#include "verify/coverage_guided.h"
#include "verify/coverage_report.h"
#include "verify/explore.h"
#include "verify/shrink.h"
#include "verify/simulate.h"

// The instances of one game G: `EXTERN` is `extern` for the declarations below, empty for the
// definitions in verify/instances/GAME.cpp. The signatures are the templates' own, without their
// default arguments.
#define ARBITER_VERIFY_INSTANCES(EXTERN, G)                                                       \
  EXTERN template BatchResult<G> run_batch<G>(                                                    \
      const typename G::Config&, const BatchSettings&, std::atomic<std::uint64_t>*,               \
      const std::function<void(std::uint64_t, const GameRun<G>&)>&);                              \
  EXTERN template RunSummary summarize<G>(const typename G::Config&, const BatchSettings&,        \
                                          std::uint64_t, const BatchResult<G>&);                  \
  EXTERN template CoverageResult<G> run_coverage<G>(                                              \
      const typename G::Config&, const BatchSettings&, bool, std::atomic<std::uint64_t>*,         \
      const std::function<void(std::uint64_t, const GameRun<G>&)>&);                              \
  EXTERN template nlohmann::ordered_json coverage_json<G>(const Coverage&, const RunSummary&,     \
                                                          bool);                                  \
  EXTERN template std::string coverage_file_text<G>(const Coverage&, const RunSummary&, bool);    \
  EXTERN template std::string coverage_table<G>(const Coverage&);                                 \
  EXTERN template Choices choices_of<G>(const typename G::Config&,                                \
                                        const std::vector<typename G::Action>&, Buffer<G>&);      \
  EXTERN template GameRun<G> play_choices<G>(const typename G::Config&, const Choices&,           \
                                             const CheckLevel&, Buffer<G>&);                      \
  EXTERN template ShrinkResult shrink<G>(const typename G::Config&, const Choices&,               \
                                         const CheckLevel&, Buffer<G>&, std::size_t);             \
  EXTERN template GameRun<G> simulate<G>(const typename G::Config&, std::uint64_t,                \
                                         const CheckLevel&, Buffer<G>&);                          \
  EXTERN template std::string determinism_problem<G>(const typename G::Config&, std::uint64_t);   \
  EXTERN template std::string thorough_games_problem<G>(const typename G::Config&, std::uint64_t, \
                                                        int);

// Exploration in a file of its own per game (verify/instances/GAME_explore.cpp).
#define ARBITER_EXPLORE_INSTANCES(EXTERN, G)                \
  EXTERN template ExploreResult<G> explore<G>(              \
      const typename G::State&, const ExploreSettings&,     \
      const std::function<bool(const typename G::State&)>&, \
      const std::function<void(const DepthRow&)>&);

namespace arbiter::verify {
ARBITER_FOR_EACH_GAME(ARBITER_VERIFY_INSTANCES, extern)
ARBITER_FOR_EACH_GAME(ARBITER_EXPLORE_INSTANCES, extern)
}  // namespace arbiter::verify
