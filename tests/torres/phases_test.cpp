// The declared phase graph matches what the engine does: every phase change seen in random play
// is a path through declared edges whose inner nodes are automatic steps.
#include <gtest/gtest.h>

#include <set>

#include "engine/torres/torres.h"
#include "verify/instances.h"
#include "verify/phase_checks.h"
#include "verify/random_play.h"

namespace arbiter::torres {
namespace {

TEST(TorresPhases, GraphIsWellFormed) {
  EXPECT_EQ(verify::phase_graph_problem(Torres::phase_graph()), "");
}

TEST(TorresPhases, ObservedTransitionsAreDeclared) {
  auto buffer = verify::make_buffer<Torres>();
  const Data data = *parse_data(default_data_json());
  std::set<std::pair<int, int>> observed;
  for (Version v : {Version::Base, Version::Variant, Version::Meister}) {
    Options o;
    o.players = 3;
    o.version = v;
    const Config config = *Torres::make_config(o, data);
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
      std::mt19937_64 rng(seed);
      State s = Torres::initial_state(config);
      while (!Torres::is_terminal(s)) {
        Torres::legal_actions(s, *buffer);
        const Action a = verify::pick_action<Torres>(s, *buffer, rng);
        const int before = Torres::phase_id(s);
        ASSERT_FALSE(Torres::apply(s, a));
        const int after = Torres::phase_id(s);
        observed.insert({before, after});
        EXPECT_TRUE(verify::declared_path(Torres::phase_graph(), before, after))
            << "undeclared transition " << before << " -> " << after << " by "
            << Torres::action_to_text(s, a);
      }
    }
  }
  EXPECT_GE(observed.size(), 10u);
}

}  // namespace
}  // namespace arbiter::torres
