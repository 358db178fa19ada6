// The name of each kind of action, as `replay show --legal` groups the legal actions and
// docs/cli.md lists them: one lowercase word or hyphenated words per kind ("play", "place-knight"),
// written next to the enum's kind in a table checked at compile time like the shapes of
// engine/core/check.h (every kind exactly once, every name well formed and distinct).
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

namespace arbiter {

template <class Kind, std::size_t Kinds>
class KindNames {
 public:
  struct Row {
    Kind kind;
    std::string_view name;
  };
  consteval KindNames(const std::array<Row, Kinds>& rows) {  // NOLINT: from a braced table
    std::array<bool, Kinds> seen{};
    for (const Row& r : rows) {
      const auto k = static_cast<std::size_t>(r.kind);
      if (k >= Kinds || seen[k]) throw "each action kind needs exactly one name";
      if (!well_formed(r.name)) throw "a kind name is lowercase words joined by '-'";
      seen[k] = true;
      by_kind_[k] = r.name;
    }
    for (std::size_t i = 0; i < Kinds; ++i)
      for (std::size_t j = i + 1; j < Kinds; ++j)
        if (by_kind_[i] == by_kind_[j]) throw "two action kinds share a name";
  }
  // The kind's name; "" for a value outside the enum.
  constexpr std::string_view operator[](Kind kind) const {
    const auto k = static_cast<std::size_t>(kind);
    return k < Kinds ? by_kind_[k] : std::string_view{};
  }

 private:
  static constexpr bool well_formed(std::string_view s) {
    if (s.empty() || s.front() == '-' || s.back() == '-') return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
      const bool letter = s[i] >= 'a' && s[i] <= 'z';
      if (!letter && !(s[i] == '-' && s[i - 1] != '-')) return false;
    }
    return true;
  }
  std::array<std::string_view, Kinds> by_kind_{};
};

}  // namespace arbiter
