// Helpers shared by the Medievalia test-vector files (vectors_*_test.cpp).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tests/support/medievalia_scenario.h"

namespace arbiter::medievalia::testing {

// A multiset of resources as text ("{FFG}"), so that failures read well.
inline std::string res(int f, int e, int g, int m) {
  return res_letters({static_cast<std::uint8_t>(f), static_cast<std::uint8_t>(e),
                      static_cast<std::uint8_t>(g), static_cast<std::uint8_t>(m)});
}

inline bool on(const Scenario& sc, int id) {
  return sc.s.card(id).zone == Zone::Table;
}
inline bool out(const Scenario& sc, int id) {
  return sc.s.card(id).zone == Zone::Out;
}
inline bool tapped(const Scenario& sc, int id) {
  return (sc.s.card(id).flags & kTapped) != 0;
}
inline int hand_count(const Scenario& sc, int p, std::string_view type) {
  return sc.s.player(p).hand[ix(sc.type(type))];
}
inline std::string board(const Scenario& sc) {
  return Medievalia::render_text(sc.s);
}
// The pool of the open transaction, and the cost it still owes.
inline std::string pool(const Scenario& sc) {
  return res_letters(sc.s.txn.pool);
}
inline std::string cost(const Scenario& sc) {
  return res_letters(txn_cost(sc.s));
}
// A whole turn of the player to move: the step-1 draw of a Champ, then `end`.
inline void pass_turn(Scenario& sc) {
  sc.ok({"draw:T", "*champ", "end"});
}
// The step-1 draw of a Champ (ends in step 3 with the player's cards reactivated).
inline void draw_step(Scenario& sc) {
  sc.ok({"draw:T", "*champ"});
}

// The invariants (section 11) hold; on failure, the cited rule and the board.
inline ::testing::AssertionResult valid(const Scenario& sc) {
  const Verdict v = sc.valid();
  if (!v) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "[" << v->rule << "] " << v->reason << "\n" << board(sc);
}

}  // namespace arbiter::medievalia::testing
