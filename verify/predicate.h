// A small predicate language over a game state, for `arbiter explore GAME --find CONDITION`.
//
// A condition reads the state through two sources: named per-game queries (fast functions giving
// an integer) and the state's JSON (`replay show --json`), which is built lazily: only when a path
// that is not a query is evaluated, and at most once per evaluate. docs/predicates.md describes
// the language.
//
// The parsed form is a flat vector of nodes with indices (no pointers), so a Predicate is
// copyable, and `evaluate` is const and keeps its state on the stack: several threads may
// evaluate the same Predicate at once. Neither parse nor evaluate lets an exception out.
#pragma once

#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/expected.h"

#include "verify/predicate_value.h"

namespace arbiter::verify {

class Predicate {
 public:
  static constexpr std::size_t kMaxTextBytes = 4096;
  static constexpr int kMaxDepth = 64;

  using QueryFn = std::function<bool(std::string_view, std::int64_t&)>;
  using JsonFn = std::function<const nlohmann::json&()>;

  // Parses; on error the message gives the 0-based column (in bytes) and what was expected, e.g.
  // "column 12: expected a value after '>='".
  static Expected<Predicate> parse(std::string_view text);

  // The names used as bare identifiers (a path of one name, no `.` or `[`), each once, in order of
  // first appearance: the candidates for queries. Longer paths are always JSON paths.
  const std::vector<std::string>& identifiers() const { return identifiers_; }

  // Whether evaluate may call the json callback, given which names are queries: true when some
  // path is longer than one name, or some bare identifier is not a query.
  bool uses_json(const std::function<bool(std::string_view)>& is_query) const {
    if (has_long_path_) return true;
    for (const auto& name : identifiers_) {
      if (!is_query || !is_query(name)) return true;
    }
    return false;
  }
  // Without the query table: whether the json callback may be called at all, counting every bare
  // identifier as a possible JSON path (false only when the expression reads no path).
  bool uses_json() const { return has_long_path_ || !identifiers_.empty(); }

  // query(name, out) returns true and sets out if `name` is a query; json() returns the state's
  // JSON, and is called at most once per evaluate, only when a JSON path is evaluated. Returns the
  // truthiness of the result (a number is true when non-zero, null is false). An exception thrown
  // by a callback is caught, and the condition is then false.
  bool evaluate(const QueryFn& query, const JsonFn& json) const;

  const std::string& text() const { return text_; }

 private:
  class Parser;
  struct Context;

  enum class Kind : std::uint8_t {
    Null,      // literal null
    True,      // literal true
    False,     // literal false
    Int,       // a: index in ints_
    String,    // a: index in strings_
    Path,      // a: index in paths_
    Not,       // a: operand node
    Neg,       // a: operand node
    And,       // kids_[a, a + b)
    Or,        // kids_[a, a + b)
    Compare,   // op: CmpOp; kids_[a], kids_[a + 1]
    IsNull,    // a: operand node (x == null)
    NotNull,   // a: operand node (x != null)
    Arith,     // kids_[a, a + b), each with its ArithOp (the first one's is unused)
    Aggregate  // op: Agg; a: index in paths_
  };
  enum class Agg : std::uint8_t { Len, Count, Sum, Max, Min, Any, All };
  struct Node {
    Kind kind = Kind::Null;
    std::uint8_t op = 0;
    std::uint32_t a = 0;
    std::uint32_t b = 0;
  };
  struct Kid {
    std::uint32_t node = 0;
    std::uint8_t op = 0;
  };
  struct Segment {
    enum class Kind : std::uint8_t { Key, Index, Wildcard };
    Kind kind = Kind::Key;
    std::string key;
    std::int64_t index = 0;
  };
  struct Path {
    std::vector<Segment> segments;  // segments[0] is the root key
    bool bare() const { return segments.size() == 1; }
  };

  predicate_detail::Value eval(std::uint32_t node, Context& c) const;
  predicate_detail::Value eval_path(const Path& p, Context& c) const;
  predicate_detail::Value eval_aggregate(Agg agg, const Path& p, Context& c) const;
  template <class F>
  void each(const Path& p, Context& c, F&& f) const;
  template <class F>
  static void visit(const nlohmann::json& j, const Path& p, std::size_t k, F& f);
  static bool has_wildcard(const Path& p, std::size_t from);
  static const nlohmann::json* step(const nlohmann::json& j, const Segment& s);

  std::string text_;
  std::vector<Node> nodes_;
  std::vector<Kid> kids_;
  std::vector<Path> paths_;
  std::vector<std::int64_t> ints_;
  std::vector<std::string> strings_;
  std::vector<std::string> identifiers_;
  std::uint32_t root_ = 0;
  bool has_long_path_ = false;
};

}  // namespace arbiter::verify

// The definitions: the parser (predicate_parse.h), then evaluation (predicate_eval.h).
#include "verify/predicate_eval.h"
#include "verify/predicate_parse.h"
