// A Torres action: 5 bytes, no allocation. Chance outcomes (card draws, the Meister card) are
// actions of the chance seat.
//
//   kind          card        from        to          arg
//   SetupCastle   -           -           square      -          T-7.2 (Meister)
//   SetupKnight   -           -           square      -          T-2.6
//   SetupKing     -           -           square      -          T-2.7
//   RevealMeister meister 0-7 -           -           -          T-7.5 (chance)
//   Draw          card 0-9    -           -           -          T-2.20 / T-6.2 (chance)
//   PlaceKnight   -           -           square      -          T-2.12
//   Move          -           square      square      -          T-2.13
//   Cross         -           square      square      -          T-2.14
//   ChooseStack   -           -           -           size 0-3   T-2.23 / A-15
//   PlaceBlock    -           -           square      -          T-2.15
//   TakeCard      -           -           -           -          T-2.20 / T-6.2
//   Keep          card kept   returned #1 returned #2 bit0/bit1: #1/#2 to the bottom   T-6.2
//   PlayCard      card 0-9    square      square      C2: source stack size, 4 = turn stack
//   Advance       -           -           -           -          T-2.22
//   Redistribute  -           -           -           target stack size 0-2          T-2.24
//   EndTurn       -           -           -           -          T-2.24
//   KingMove      -           -           square or kNoSquare (stay)                 T-5.1
#pragma once

#include <compare>
#include <cstdint>
#include <type_traits>

#include "engine/core/action_key.h"
#include "engine/torres/board.h"
#include "engine/torres/cards.h"

namespace arbiter::torres {

enum class ActionKind : std::uint8_t {
  SetupCastle,
  SetupKnight,
  SetupKing,
  RevealMeister,
  Draw,
  PlaceKnight,
  Move,
  Cross,
  ChooseStack,
  PlaceBlock,
  TakeCard,
  Keep,
  PlayCard,
  Advance,
  Redistribute,
  EndTurn,
  KingMove,
};
inline constexpr int kActionKinds = 17;

inline constexpr std::uint8_t kTurnStackSource = 4;  // PlayCard C2 arg: block from the turn stack

struct Action {
  ActionKind kind = ActionKind::EndTurn;
  std::uint8_t card = kNoCard;
  Square from = kNoSquare;
  Square to = kNoSquare;
  std::uint8_t arg = 0;

  // The one order of legal actions (docs/architecture.md): the fields in declaration order
  // (kind, card, from, to, arg), compared as one integer, so that a sorted list costs a compare per
  // action.
  constexpr std::uint64_t key() const {
    if (!std::is_constant_evaluated()) return bytes_key(*this);  // the same, faster
    return static_cast<std::uint64_t>(kind) << 32 | static_cast<std::uint64_t>(card) << 24 |
           static_cast<std::uint64_t>(from) << 16 | static_cast<std::uint64_t>(to) << 8 |
           static_cast<std::uint64_t>(arg);
  }
  friend constexpr bool operator==(const Action&, const Action&) = default;
  friend constexpr std::strong_ordering operator<=>(const Action& x, const Action& y) {
    return x.key() <=> y.key();
  }
};
static_assert(sizeof(Action) == 5);

constexpr Action make(ActionKind k, Square to = kNoSquare) {
  return Action{k, kNoCard, kNoSquare, to, 0};
}
constexpr Action make_move(ActionKind k, Square from, Square to) {
  return Action{k, kNoCard, from, to, 0};
}
constexpr Action make_card(std::uint8_t card, Square from = kNoSquare, Square to = kNoSquare,
                           std::uint8_t arg = 0) {
  return Action{ActionKind::PlayCard, card, from, to, arg};
}
constexpr Action make_draw(ActionKind k, std::uint8_t card) {
  return Action{k, card, kNoSquare, kNoSquare, 0};
}
constexpr Action make_arg(ActionKind k, std::uint8_t arg) {
  return Action{k, kNoCard, kNoSquare, kNoSquare, arg};
}

}  // namespace arbiter::torres
