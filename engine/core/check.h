// The legality vocabulary shared by the three engines: a rule id checked at compile time, a
// Checker that says whether a rejection must be explained, and the action shapes that make one
// encoding per action.
//
// A check is a function `Verdict check_X(const State&, const Action&, Checker ck)`; its effect,
// run only after the check passed, is `void perform_X(State&, const Action&)`. A check rejects
// with `return ck.fail("T-2.12", [&] { return "..." + name; });`: the reason (and the help) are
// built only when the checker explains, so that legal_actions and the "what if" probes can ask
// the same checks quietly, without building a string per candidate (STYLE: no allocation per
// action). apply() explains; the rule id is the same either way.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "engine/core/violation.h"

namespace arbiter {

// A rule id as cited in a diagnostic ("T-2.12", "C-3.1.7a", "AMB-12", "I-01", "C9"), or "encoding"
// (an action value no token spells). Built from a literal at compile time: a malformed id does not
// compile, and tests/core resolves every id the engines cite in their rules reference.
class RuleId {
 public:
  consteval RuleId(const char* id) : id_(id) {  // NOLINT: implicit from a literal, by design
    if (!well_formed(id_))
      throw "not a rule id: write LETTERS-digits.dots[a-z], LETTERSdigits, or \"encoding\"";
  }
  constexpr std::string_view view() const { return id_; }
  constexpr operator std::string_view() const { return id_; }  // NOLINT: Violation::rule

 private:
  static constexpr bool well_formed(std::string_view s) {
    if (s == "encoding") return true;
    std::size_t i = 0;
    while (i < s.size() && s[i] >= 'A' && s[i] <= 'Z') ++i;
    if (i == 0 || i == s.size()) return false;
    if (s[i] == '-') ++i;  // "T-2.12"; a Torres card is cited by its name alone: "C9"
    const std::size_t digits = i;
    while (i < s.size() && ((s[i] >= '0' && s[i] <= '9') || s[i] == '.')) ++i;
    if (i == digits || s[i - 1] == '.') return false;
    if (i < s.size() && s[i] >= 'a' && s[i] <= 'z') ++i;  // a sub-item: "T-2.12a"
    return i == s.size();
  }
  std::string_view id_;
};

// Whether a failed check builds its reason. Passed by value (it is a bool).
class Checker {
 public:
  static constexpr Checker explaining() { return Checker(true); }
  static constexpr Checker quiet() { return Checker(false); }
  constexpr bool explains() const { return explain_; }

  // A rejection by `rule`. `reason` is a string literal or a callable returning something a
  // std::string is made from; `help` (a fix the player could make), likewise. Neither is
  // evaluated by a quiet checker.
  template <class Reason>
  Violation fail(RuleId rule, Reason&& reason) const {
    if (!explain_) return Violation{rule, {}};
    return Violation{rule, text(std::forward<Reason>(reason))};
  }
  template <class Reason, class Help>
  Violation fail(RuleId rule, Reason&& reason, Help&& help) const {
    if (!explain_) return Violation{rule, {}};
    return Violation{rule, text(std::forward<Reason>(reason)), text(std::forward<Help>(help))};
  }

 private:
  constexpr explicit Checker(bool explain) : explain_(explain) {}
  template <class T>
  static std::string text(T&& t) {
    if constexpr (std::is_invocable_v<T&>)
      return std::string(t());
    else
      return std::string(std::forward<T>(t));
  }
  bool explain_;
};

// One encoding per action: which fields a kind of action uses. A shape is written as one
// character per field, in the action's field order: 'x' the field holds a value, '.' it holds
// the field's "none" value, '?' either (the kind's own check reads it); another lowercase letter
// is '?' with a mark the engine gives a meaning (Medievalia: 'c', a card id). Shapes sit in a table
// indexed by action kind; each row names its kind, and the table is checked against the enum at
// compile time (see Shapes), so that no row is tied to the enum's order by position alone.
template <std::size_t Fields>
struct ActionShape {
  std::array<char, Fields> use{};

  consteval ActionShape() { use.fill('.'); }
  consteval ActionShape(const char (&text)[Fields + 1]) {  // NOLINT: from a literal, by design
    for (std::size_t i = 0; i < Fields; ++i) {
      if (text[i] != '.' && text[i] != '?' && (text[i] < 'a' || text[i] > 'z'))
        throw "a shape is made of x . ? and lowercase marks";
      use[i] = text[i];
    }
  }
  constexpr bool marked(std::size_t field, char mark) const { return use[field] == mark; }
  // Whether these field values fit the shape; `none` is each field's unused value.
  constexpr bool fits(const std::array<std::uint8_t, Fields>& value,
                      const std::array<std::uint8_t, Fields>& none) const {
    for (std::size_t i = 0; i < Fields; ++i) {
      if (use[i] == 'x' && value[i] == none[i]) return false;
      if (use[i] == '.' && value[i] != none[i]) return false;
    }
    return true;
  }
};

// A table of shapes by action kind: {kind, shape} rows, one per kind, in any order; at compile
// time every kind must have exactly one row.
template <class Kind, std::size_t Kinds, std::size_t Fields>
class Shapes {
 public:
  struct Row {
    Kind kind;
    ActionShape<Fields> shape;
  };
  consteval Shapes(const std::array<Row, Kinds>& rows) {  // NOLINT: from a braced table
    std::array<bool, Kinds> seen{};
    for (const Row& r : rows) {
      const auto k = static_cast<std::size_t>(r.kind);
      if (k >= Kinds || seen[k]) throw "each action kind needs exactly one shape";
      seen[k] = true;
      by_kind_[k] = r.shape;
    }
  }
  // Whether an action of `kind` with these field values fits its row (an unknown kind: no).
  constexpr bool fits(Kind kind, const std::array<std::uint8_t, Fields>& value,
                      const std::array<std::uint8_t, Fields>& none) const {
    const ActionShape<Fields>* shape = find(kind);
    return shape && shape->fits(value, none);
  }
  constexpr const ActionShape<Fields>* find(Kind kind) const {
    const auto k = static_cast<std::size_t>(kind);
    return k < Kinds ? &by_kind_[k] : nullptr;
  }

 private:
  std::array<ActionShape<Fields>, Kinds> by_kind_{};
};

}  // namespace arbiter
