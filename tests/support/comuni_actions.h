// Short builders for Comuni actions in tests (the encoding is in engine/comuni/action.h).
#pragma once

#include <gtest/gtest.h>

#include "tests/support/comuni_scenario.h"

namespace arbiter::comuni::testing {

inline Action bid(int column, int gold) {
  return act(ActionKind::Bid, u8(column), u8(gold));
}
inline Action move(int column, int added = 0) {
  return act(ActionKind::Move, u8(column), u8(added));
}
inline Action convert(int source, int target) {
  return act(ActionKind::Convert, u8(source), u8(target));
}
inline Action build(CardType c, int category, int floors) {
  return act(ActionKind::Build, c, u8(category), u8(floors));
}
inline Action wall(CardType c, int floors) {
  return act(ActionKind::Wall, c, kNone, u8(floors));
}
inline Action repair(int tiles) {
  return act(ActionKind::Repair, u8(tiles));
}
inline Action assign(int f1, int f2, int f3, int f4) {
  return Action{ActionKind::Assign, u8(f1), u8(f2), u8(f3), u8(f4)};
}
inline const Action kClaim = act(ActionKind::Claim);
inline const Action kDone = act(ActionKind::Done);
inline const Action kBuy = act(ActionKind::BuyAction);
inline const Action kTakeBack = act(ActionKind::TakeBack);

inline constexpr int kA = 0, kB = 1, kC = 2, kD = 3;  // piles

// Every GOLD in the game: supply, stocks, bids (and a displaced envoy's gold in hand).
inline int gold_total(const State& s) {
  int g = s.supply[Gold] + (s.phase == Phase::Displaced ? s.displaced_gold : 0);
  for (int q = 0; q < s.num_players; ++q) g += s.players[ix(q)].res[Gold];
  for (const Column& c : s.columns) g += c.gold;
  return g;
}

// A column in use of the given capacity (Appendix A layout, read from the data file).
inline int column_of_capacity(const State& s, int capacity, int after = -1) {
  for (int c = after + 1; c < s.columns_in_use; ++c)
    if (s.data().column_capacity[ix(c)] == capacity && !s.data().bonus_column[ix(c)]) return c;
  ADD_FAILURE() << "no column of capacity " << capacity;
  return 0;
}

}  // namespace arbiter::comuni::testing
