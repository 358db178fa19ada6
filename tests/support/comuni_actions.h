// Short builders for Comuni actions in tests (the encoding is in engine/comuni/action.h).
#pragma once

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

}  // namespace arbiter::comuni::testing
