// Helpers shared by the Medievalia option tests (options_*_test.cpp).
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "tests/support/medievalia_scenario.h"

namespace arbiter::medievalia::testing {

inline Options with(void (*edit)(Options&)) {
  Options o;
  edit(o);
  return o;
}

inline std::string join(std::string_view a, std::string_view b) {
  return std::string(a) + std::string(b);
}

// The rule a token's rejection cites, or "" if it was accepted; a rejection leaves the state
// unchanged (M-3.3.4). Unlike Scenario::rejected, an accepted token may change the state.
inline std::string rule_of(Scenario& sc, std::string_view token) {
  const State before = sc.s;
  const Verdict v = sc.play(token);
  if (!v) return "";
  EXPECT_TRUE(before == sc.s) << token << " was rejected but changed the state";
  return std::string(v->rule);
}

inline int adj(const State& s, int fief) {
  return s.cfg().adjacent[ix(fief)];
}

// A game that starts from the real setup (no Scenario shortcut), for the options that concern
// the start of a game, or a game with edited card data.
class Fresh : public Driver {
 public:
  explicit Fresh(const Options& o, const Data& d = *parse_data(default_data_json()))
      : Driver(o, d) {}

  // The draft (M-2.6): 8 cards per player, seat after seat from the first player.
  void draft() {
    for (int k = 0; k < 8 * s.num_players; ++k) {
      ASSERT_EQ(s.phase, Phase::DraftPick);
      if (k % 2)
        ok({"draw:T", "*ferme"});
      else
        ok({"draw:C", "*homme"});
    }
  }
};

// Sells Hommes from the active player's hand to cover `cost` (letters F, E, G, M).
inline void pay_by_selling(Scenario& sc, std::string_view cost) {
  for (char r : cost) sc.ok({join("sell:homme>", std::string(1, r))});
}

inline std::string cost_letters(const Scenario& sc, int type) {
  std::string out;
  const auto& cost = sc.config().type(type).cost;
  for (int r = 0; r < kResources; ++r) out.append(cost[ix(r)], kResourceLetter[r]);
  return out;
}

inline void end_turn(Scenario& sc) {
  sc.ok({"end"});
}
// The player whose turn just started draws a Homme (step 1) and ends his turn.
inline void pass_turn(Scenario& sc) {
  ASSERT_EQ(sc.s.phase, Phase::Draw) << Medievalia::render_text(sc.s);
  sc.ok({"draw:C", "*homme", "end"});
}

}  // namespace arbiter::medievalia::testing
