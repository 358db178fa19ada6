// A Comuni action: 5 bytes, no allocation. Fields by kind (kNone = unused):
//   PickComune  a = comune 1..5                         (chance, setup: C-2.8)
//   Draw        a = card type                           (chance: display C-2.6, refill C-3.2)
//   Bid         a = column 0..6, b = gold               (C-3.1.3..5)
//   Claim       a,b,c = resources of choice for bonus columns, sorted   (C-3.1.10)
//   Income      a,b,c = resources of choice, sorted     (C-3.1.12)
//   TakeBack                                            (C-3.1.7a)
//   Move        a = column, b = gold added              (C-3.1.7b)
//   Convert     a = source, b = target resource         (C-1.9)
//   Ally        a,b,c = alliance armies, GOLD pairs, PIL pairs (right hand, C-4.3)
//   Defend      a,b,c = defence armies, GOLD pairs, PIL pairs (left hand, C-4.3)
//   Assign      a..d = defence armies on rampart cards of floor 1..4   (C-4.5, manual)
//   Build       a = card type, b = category, c = floors of the raised building (0 = new)  (C-3.3.3)
//   Wall        a = card type, c = floors of the raised section (0 = new)                 (C-3.3.9)
//   BuyAction   (1 ART: another full build action, C-3.3.1)
//   Done        (end of phase 3)
//   Discard     a = card type                           (C-3.3.12)
//   Repair      a = tiles removed 0..2                  (C-3.5.1)
#pragma once

#include <compare>
#include <cstdint>
#include <type_traits>

#include "engine/comuni/types.h"
#include "engine/core/action_key.h"

namespace arbiter::comuni {

enum class ActionKind : std::uint8_t {
  PickComune,
  Draw,
  Bid,
  Claim,
  Income,
  TakeBack,
  Move,
  Convert,
  Ally,
  Defend,
  Assign,
  Build,
  Wall,
  BuyAction,
  Done,
  Discard,
  Repair,
};
inline constexpr int kActionKinds = 17;

struct Action {
  ActionKind kind = ActionKind::Done;
  std::uint8_t a = kNone, b = kNone, c = kNone, d = kNone;

  // The one order of legal actions (docs/architecture.md): the fields in declaration order
  // (kind, a, b, c, d), compared as one integer, so that a sorted list costs a compare per action.
  constexpr std::uint64_t key() const {
    if (!std::is_constant_evaluated()) return bytes_key(*this);  // the same, faster
    return static_cast<std::uint64_t>(kind) << 32 | static_cast<std::uint64_t>(a) << 24 |
           static_cast<std::uint64_t>(b) << 16 | static_cast<std::uint64_t>(c) << 8 |
           static_cast<std::uint64_t>(d);
  }
  friend constexpr bool operator==(const Action&, const Action&) = default;
  friend constexpr std::strong_ordering operator<=>(const Action& x, const Action& y) {
    return x.key() <=> y.key();
  }
};
static_assert(sizeof(Action) == 5);

constexpr Action act(ActionKind k, std::uint8_t a = kNone, std::uint8_t b = kNone,
                     std::uint8_t c = kNone) {
  return Action{k, a, b, c, kNone};
}

}  // namespace arbiter::comuni
