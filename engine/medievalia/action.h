// A Medievalia action: 6 bytes, no allocation. `seat` is the deciding seat (an ally's
// contribution or an out-of-turn power names its own seat). Fields by kind (kNone = unused):
//   FirstPlayer a = seat                          (chance, M-2.5)
//   Reveal      a = card type or kUnknownType     (chance: a draw, a reminder card, a building)
//   Draw        a = pile 0..2                     (draft M-2.6, step 1 M-3.1)
//   Play        a = type, b = host card or kNone  (opens a transaction, M-3.5)
//   Buy         a = building pile 0..2, b = host  (opens, M-3.9)
//   Extra       a = pile                          (opens, M-3.8)
//   Discard     a..d = own territories            (opens, M-3.6)
//   Tap         a = card                          (activation, M-3.4)
//   Exchange    a = resource given (3), b = resource taken (M-4.1)
//   Sell        a = type or kUnknownType, b = resource, c = pile of an unseen card (M-4.2)
//   Trade       a = Marchand, b = input, c, d = outputs (d = kNone: one output) (M-6.5)
//   Art         a = Artiste, b = activated card, c = contributor mask (M-6.7)
//   Bureaucrat  a = Bureaucrate, b, c = waived resources (c = kNone: one) (M-6.6)
//   Pay, Cancel                                   (closes the transaction, M-3.3.3/M-3.3.4)
//   Attach      a = troop, b = host or kNone (detach)   (M-3.12)
//   Remove      a = troop or territory            (M-3.7, forced removal M-5.7)
//   Go          a = troop, b = fief               (M-3.13)
//   War         a = fief, b = defending seat      (M-3.14)
//   Deploy      a = troop, b = unit 1..           (M-3.15 step 1)
//   Block       a = troop, b = attacking unit     (step 2)
//   Ready                                         (ends a deployment or blocking)
//   Target      a = attacking unit, b = card      (step 3)
//   Strike      a = defending group 64.., b = attacking unit (step 4)
//   Bonus       a = giver, b = receiver           (M-3.10.3, M-6.3)
//   Order       a = card                          (M-3.16.2)
//   Heal        a = Prêtre, b = card; Shoot a = Archer, b = troop (M-6.1, M-6.2)
//   Pass                                          (step 5)
//   End                                           (M-3.19)
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <type_traits>

#include "engine/core/action_key.h"
#include "engine/medievalia/state.h"

namespace arbiter::medievalia {

enum class ActionKind : std::uint8_t {
  FirstPlayer,
  Reveal,
  Draw,
  Play,
  Buy,
  Extra,
  Discard,
  Tap,
  Exchange,
  Sell,
  Trade,
  Art,
  Bureaucrat,
  Pay,
  Cancel,
  Attach,
  Remove,
  Go,
  War,
  Deploy,
  Block,
  Ready,
  Target,
  Strike,
  Bonus,
  Order,
  Heal,
  Shoot,
  Pass,
  End,
};
inline constexpr int kActionKinds = 30;

// Small ids for the fields of an action, as Stockfish's Square in Move::from_sq(): an int does
// not become one by accident (write CardId(i)), and one reads as an int where an index is wanted.
enum CardId : std::uint8_t {};   // a card copy, 0..kMaxCards-1
enum UnitId : std::uint8_t {};   // an attacking unit of the combat, 1..
enum GroupId : std::uint8_t {};  // a combat group: a defending one is 64.. (kDefendBase)
enum FiefId : std::uint8_t {};   // a fief, 0..num_fiefs-1

struct Action {
  ActionKind kind = ActionKind::End;
  std::uint8_t seat = kNone;
  std::uint8_t a = kNone, b = kNone, c = kNone, d = kNone;
  // The one order of legal actions (docs/architecture.md): the fields in declaration order
  // (kind, seat, a, b, c, d), compared as one integer, so that a sorted list costs a compare per
  // action.
  constexpr std::uint64_t key() const {
    if (!std::is_constant_evaluated()) return bytes_key(*this);  // the same, faster
    return static_cast<std::uint64_t>(kind) << 40 | static_cast<std::uint64_t>(seat) << 32 |
           static_cast<std::uint64_t>(a) << 24 | static_cast<std::uint64_t>(b) << 16 |
           static_cast<std::uint64_t>(c) << 8 | static_cast<std::uint64_t>(d);
  }
  friend constexpr bool operator==(const Action&, const Action&) = default;
  friend constexpr std::strong_ordering operator<=>(const Action& x, const Action& y) {
    return x.key() <=> y.key();
  }

  // The combat kinds, built by name (the fields as in the table above).
  static constexpr Action war(int seat, FiefId fief, int defender) {
    return make(ActionKind::War, seat, fief, defender);
  }
  static constexpr Action deploy(int seat, CardId troop, UnitId unit) {
    return make(ActionKind::Deploy, seat, troop, unit);
  }
  static constexpr Action block(int seat, CardId troop, UnitId unit) {
    return make(ActionKind::Block, seat, troop, unit);
  }
  static constexpr Action ready(int seat) { return make(ActionKind::Ready, seat, kNone, kNone); }
  static constexpr Action aim(int seat, UnitId unit, CardId target) {  // ActionKind::Target
    return make(ActionKind::Target, seat, unit, target);
  }
  static constexpr Action strike(int seat, GroupId group, UnitId unit) {
    return make(ActionKind::Strike, seat, group, unit);
  }
  static constexpr Action bonus(int seat, CardId giver, CardId receiver) {
    return make(ActionKind::Bonus, seat, giver, receiver);
  }
  static constexpr Action order(int seat, CardId card) {
    return make(ActionKind::Order, seat, card, kNone);
  }
  static constexpr Action heal(int seat, CardId pretre, CardId target) {
    return make(ActionKind::Heal, seat, pretre, target);
  }
  static constexpr Action shoot(int seat, CardId archer, CardId target) {
    return make(ActionKind::Shoot, seat, archer, target);
  }

  // What the fields of a combat kind mean.
  constexpr FiefId fief() const { return FiefId{a}; }   // War
  constexpr int defender() const { return b; }          // War: the defending seat
  constexpr CardId troop() const { return CardId{a}; }  // Deploy, Block
  constexpr UnitId unit() const {  // Deploy (joined or formed), Block (blocked), Target, Strike
    return UnitId{kind == ActionKind::Target ? a : b};
  }
  constexpr GroupId group() const { return GroupId{a}; }   // Strike: the striking group
  constexpr CardId target() const { return CardId{b}; }    // Target, Heal, Shoot
  constexpr CardId card() const { return CardId{a}; }      // Order; Heal, Shoot: Prêtre, Archer
  constexpr CardId giver() const { return CardId{a}; }     // Bonus
  constexpr CardId receiver() const { return CardId{b}; }  // Bonus

 private:
  static constexpr Action make(ActionKind k, int seat, int a, int b) {
    return Action{k,
                  static_cast<std::uint8_t>(seat),
                  static_cast<std::uint8_t>(a),
                  static_cast<std::uint8_t>(b),
                  kNone,
                  kNone};
  }
};
static_assert(sizeof(Action) == 6);
static_assert(Action::aim(0, UnitId{2}, CardId{9}).unit() == 2 &&
              Action::aim(0, UnitId{2}, CardId{9}).target() == 9);
static_assert(Action::strike(1, GroupId{64}, UnitId{3}).unit() == 3);

// Random play (verify/random_play.h) picks a class by weight, then an action of it. Openings that
// are rarely affordable share one class (Buy), and so do the pool conversions (Exchange); moves
// and war weigh more, so that random games build armies and fight.
inline constexpr std::array<std::uint8_t, kActionKinds> kActionClass = [] {
  std::array<std::uint8_t, kActionKinds> c{};
  for (int k = 0; k < kActionKinds; ++k)
    c[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(k);
  for (ActionKind k : {ActionKind::Extra, ActionKind::Discard})
    c[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(ActionKind::Buy);
  for (ActionKind k : {ActionKind::Trade, ActionKind::Art, ActionKind::Bureaucrat})
    c[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(ActionKind::Exchange);
  return c;
}();
inline constexpr std::array<std::uint8_t, kActionKinds> kClassWeight = [] {
  std::array<std::uint8_t, kActionKinds> w{};
  w.fill(2);
  auto set = [&](ActionKind k, int v) {
    w[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(v);
  };
  set(ActionKind::Remove, 1);
  set(ActionKind::Cancel, 1);
  set(ActionKind::Play, 6);
  set(ActionKind::Tap, 6);
  set(ActionKind::Pay, 8);
  set(ActionKind::Go, 8);
  set(ActionKind::War, 16);
  set(ActionKind::Heal, 16);
  set(ActionKind::Shoot, 16);
  return w;
}();

constexpr Action act(ActionKind k, int seat, int a = kNone, int b = kNone, int c = kNone,
                     int d = kNone) {
  return Action{k,
                static_cast<std::uint8_t>(seat),
                static_cast<std::uint8_t>(a),
                static_cast<std::uint8_t>(b),
                static_cast<std::uint8_t>(c),
                static_cast<std::uint8_t>(d)};
}

}  // namespace arbiter::medievalia
