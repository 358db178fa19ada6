// Fixed-capacity action buffer filled by legal_actions(); never allocates (Stockfish's MoveList).
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>

namespace arbiter {

template <class Action, std::size_t Capacity>
class ActionList {
 public:
  using value_type = Action;
  static constexpr std::size_t kCapacity = Capacity;

  void clear() { size_ = 0; }
  void push(const Action& a) {
    assert(size_ < Capacity && "ActionList capacity exceeded");
    items_[size_++] = a;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Action& operator[](std::size_t i) const { return items_[i]; }
  const Action* begin() const { return items_.data(); }
  const Action* end() const { return items_.data() + size_; }
  bool contains(const Action& a) const { return std::find(begin(), end(), a) != end(); }
  // The one order of legal actions (docs/architecture.md): strictly increasing by the action's
  // <=>, so without a duplicate. Generators produce it by construction; legal_actions asserts
  // it in debug builds and verify/step_checks.h checks it at every step of every random game.
  // The first i with items[i - 1] not before items[i], or size() when the list is in order.
  std::size_t first_out_of_order() const {
    for (std::size_t i = 1; i < size_; ++i)
      if (!(items_[i - 1] < items_[i])) return i;
    return size_;
  }
  bool strictly_increasing() const { return first_out_of_order() == size_; }
  // For the few small lists a generator cannot emit in order (a variant draw, a bonus's
  // receivers); no allocation.
  void sort() { std::sort(items_.begin(), items_.begin() + static_cast<std::ptrdiff_t>(size_)); }

 private:
  std::array<Action, Capacity> items_;
  std::size_t size_ = 0;
};

}  // namespace arbiter
