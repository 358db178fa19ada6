// The declared phase graph matches what the engine does: every phase change seen in random play
// is a path through declared edges whose inner nodes are automatic steps.
#include <gtest/gtest.h>

#include <queue>
#include <set>

#include "engine/torres/torres.h"
#include "verify/random_play.h"

namespace arbiter::torres {
namespace {

bool declared_path(const PhaseGraph& g, int from, int to) {
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

TEST(TorresPhases, EveryNodeIsReachableAndNamed) {
  const PhaseGraph& g = Torres::phase_graph();
  std::set<int> ids;
  for (const auto& n : g.nodes) {
    EXPECT_TRUE(ids.insert(n.id).second);
    EXPECT_FALSE(n.name.empty());
    EXPECT_NE(std::find(g.group_order.begin(), g.group_order.end(), n.group), g.group_order.end())
        << n.name;
  }
  for (const auto& e : g.edges) {
    EXPECT_TRUE(ids.count(e.from)) << e.label;
    EXPECT_TRUE(ids.count(e.to)) << e.label;
  }
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
        EXPECT_TRUE(declared_path(Torres::phase_graph(), before, after))
            << "undeclared transition " << before << " -> " << after << " by "
            << Torres::action_to_text(s, a);
      }
    }
  }
  EXPECT_GE(observed.size(), 10u);
}

}  // namespace
}  // namespace arbiter::torres
