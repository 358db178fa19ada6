// The generic replay code compiled once per game (issue 26): replay/instances/GAME*.cpp
// instantiate these templates for its game, and every file that includes this header calls
// those instances instead of compiling the templates again (a CLI command or a test file that
// replays records was compiling replay_steps and everything under it for the three games).
// A file that does not include it still builds: it compiles its own copy, as before.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/games.h"
#include "replay/compare.h"
#include "replay/reference.h"
#include "replay/repair.h"
#include "replay/replay.h"
#include "replay/session.h"
#include "replay/suite.h"

// The instances of one game G: `EXTERN` is `extern` for the declarations below, empty for the
// definitions in replay/instances/GAME.cpp. The signatures are the templates' own, without their
// default arguments.
#define ARBITER_REPLAY_INSTANCES(EXTERN, G)                                                        \
  EXTERN template Replay<G> replay_steps<G>(const record::Record&, const Overrides&, std::size_t,  \
                                            Keep);                                                 \
  EXTERN template Replay<G> replay_record<G>(const record::Record&, const Overrides&, std::size_t, \
                                             Keep);                                                \
  EXTERN template std::string write_record<G>(                                                     \
      const typename G::Config&, const std::vector<typename G::Action>&,                           \
      const std::vector<std::pair<std::string, std::string>>&, bool, const typename G::State*);    \
  EXTERN template std::variant<std::unique_ptr<typename G::Config>, LoadError> load_config<G>(     \
      const std::vector<record::Tag>&, const Overrides&);                                          \
  EXTERN template std::variant<typename G::Data, LoadError> load_data<G>(const Overrides&);        \
  EXTERN template Comparison compare_option<G>(const record::Record&, const Overrides&,            \
                                               const std::string&);                                \
  EXTERN template std::string rules_markdown<G>();                                                 \
  EXTERN template std::vector<const RuleRef*> search_rules<G>(const std::vector<std::string>&);    \
  EXTERN template std::vector<std::string> nearest_rule_ids<G>(std::string_view);                  \
  EXTERN template std::string unknown_expected_rule<G>(const std::string&);

// Repair, the largest part, in a file of its own per game (replay/instances/GAME_repair.cpp).
#define ARBITER_REPAIR_INSTANCES(EXTERN, G)                                        \
  EXTERN template std::vector<Repair> repair_record<G>(                            \
      const record::Record&, std::string_view, const Replay<G>&, const Overrides&, \
      std::string_view, const RepairLimits&, RepairStats*);

namespace arbiter::replay {
ARBITER_FOR_EACH_GAME(ARBITER_REPLAY_INSTANCES, extern)
ARBITER_FOR_EACH_GAME(ARBITER_REPAIR_INSTANCES, extern)
}  // namespace arbiter::replay
