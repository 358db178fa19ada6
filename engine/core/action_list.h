// Fixed-capacity action buffer filled by legal_actions(); never allocates (Stockfish's MoveList).
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <type_traits>

namespace arbiter {

template <class Action, std::size_t Capacity>
class ActionList {
  // The slots past size() are never read, so they are left uninitialized: an Action with default
  // member initializers would otherwise be written Capacity times per list (96 Ki for Comuni,
  // 480 KB), which made --repair, which builds a list per candidate state, spend 70% of its time
  // in memset.
  static_assert(std::is_trivially_copyable_v<Action> && std::is_trivially_destructible_v<Action>);

 public:
  using value_type = Action;
  static constexpr std::size_t kCapacity = Capacity;

  void clear() { size_ = 0; }
  void push(const Action& a) {
    assert(size_ < Capacity && "ActionList capacity exceeded");
    items_.at[size_++] = a;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Action& operator[](std::size_t i) const { return items_.at[i]; }
  const Action* begin() const { return items_.at; }
  const Action* end() const { return items_.at + size_; }
  bool contains(const Action& a) const { return std::find(begin(), end(), a) != end(); }
  // The one order of legal actions (docs/architecture.md): strictly increasing by the action's
  // <=>, so without a duplicate. Generators produce it by construction; legal_actions asserts
  // it in debug builds and verify/step_checks.h checks it at every step of every random game.
  // The first i with items[i - 1] not before items[i], or size() when the list is in order.
  std::size_t first_out_of_order() const {
    for (std::size_t i = 1; i < size_; ++i)
      if (!(items_.at[i - 1] < items_.at[i])) return i;
    return size_;
  }
  bool strictly_increasing() const { return first_out_of_order() == size_; }
  // For the few small lists a generator cannot emit in order (a variant draw, a bonus's
  // receivers); no allocation.
  void sort() { std::sort(items_.at, items_.at + size_); }

 private:
  union Slots {
    Slots() {}  // leaves `at` uninitialized
    Action at[Capacity];
  } items_;
  std::size_t size_ = 0;
};

}  // namespace arbiter
