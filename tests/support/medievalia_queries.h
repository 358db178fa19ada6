// Helpers shared by the Medievalia rule tests (rules_*_test.cpp): small queries on a Scenario.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tests/support/medievalia_scenario.h"

namespace arbiter::medievalia::testing {

inline bool tapped(const Scenario& sc, int id) {
  return (sc.s.card(id).flags & kTapped) != 0;
}
inline bool on_table(const Scenario& sc, int id) {
  return sc.s.card(id).zone == Zone::Table;
}
inline bool out_of_game(const Scenario& sc, int id) {
  return sc.s.card(id).zone == Zone::Out;
}
inline int in_hand(const Scenario& sc, std::string_view type, int p) {
  return sc.s.player(p).hand[ix(sc.type(type))];
}
inline int pool(const Scenario& sc, Resource r) {
  return sc.s.txn.pool[static_cast<std::size_t>(r)];
}
inline int hand_size(const State& s, int p) {
  const Player& pl = s.player(p);
  int n = pl.unknown[0] + pl.unknown[1] + pl.unknown[2];
  for (auto h : pl.hand) n += h;
  return n;
}
// Puts every card still face down in draw pile k (all but the reminder) into p's hand.
inline void empty_pile_but_reminder(Scenario& sc, int k, int p) {
  for (int t = 0; t < sc.config().num_types; ++t) {
    const int n = sc.s.pool[ix(k)][ix(t)];
    for (int i = 0; i < n; ++i) ++sc.s.player(p).hand[ix(t)];
    sc.s.pile_size[ix(k)] = static_cast<std::uint8_t>(sc.s.pile_size[ix(k)] - n);
    sc.s.pool[ix(k)][ix(t)] = 0;
  }
}

// A game from its real initial state (no Scenario shortcut): setup and draft tests.
struct Table : Driver {
  explicit Table(Options o = {}) : Driver(o) {}
};

}  // namespace arbiter::medievalia::testing
