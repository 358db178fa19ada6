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

namespace arbiter::verify {

namespace predicate_detail {

// A value during evaluation: null, bool, integer, double, string (a view into the predicate's
// literals or into the state's JSON), or a JSON array/object (a pointer into the state's JSON).
// It never outlives one evaluate call.
struct Value {
  enum class Type : std::uint8_t { Null, Bool, Int, Double, String, Json };
  Type type = Type::Null;
  bool b = false;
  std::int64_t i = 0;
  double d = 0.0;
  std::string_view s;
  const nlohmann::json* j = nullptr;

  static Value null() { return Value{}; }
  static Value boolean(bool v) {
    Value r;
    r.type = Type::Bool;
    r.b = v;
    return r;
  }
  static Value integer(std::int64_t v) {
    Value r;
    r.type = Type::Int;
    r.i = v;
    return r;
  }
  static Value real(double v) {
    Value r;
    r.type = Type::Double;
    r.d = v;
    return r;
  }
  static Value string(std::string_view v) {
    Value r;
    r.type = Type::String;
    r.s = v;
    return r;
  }
  static Value container(const nlohmann::json* v) {
    Value r;
    r.type = Type::Json;
    r.j = v;
    return r;
  }
  bool is_null() const { return type == Type::Null; }
  bool is_number() const { return type == Type::Int || type == Type::Double; }
  double as_double() const { return type == Type::Int ? static_cast<double>(i) : d; }
};

inline Value from_json(const nlohmann::json& j) {
  using J = nlohmann::json;
  if (const auto* p = j.get_ptr<const J::boolean_t*>()) return Value::boolean(*p);
  // Unsigned first: nlohmann's integer pointer also answers for an unsigned number.
  if (const auto* p = j.get_ptr<const J::number_unsigned_t*>()) {
    if (*p <= static_cast<J::number_unsigned_t>(std::numeric_limits<std::int64_t>::max())) {
      return Value::integer(static_cast<std::int64_t>(*p));
    }
    return Value::real(static_cast<double>(*p));
  }
  if (const auto* p = j.get_ptr<const J::number_integer_t*>()) {
    return Value::integer(static_cast<std::int64_t>(*p));
  }
  if (const auto* p = j.get_ptr<const J::number_float_t*>()) return Value::real(*p);
  if (const auto* p = j.get_ptr<const J::string_t*>()) return Value::string(*p);
  if (j.is_array() || j.is_object()) return Value::container(&j);
  return Value::null();
}

// Non-null, non-false, non-zero, non-empty.
inline bool truthy(const Value& v) {
  switch (v.type) {
    case Value::Type::Null:
      return false;
    case Value::Type::Bool:
      return v.b;
    case Value::Type::Int:
      return v.i != 0;
    case Value::Type::Double:
      return v.d < 0.0 || v.d > 0.0;
    case Value::Type::String:
      return !v.s.empty();
    case Value::Type::Json:
      return v.j != nullptr && !v.j->empty();
  }
  return false;
}

enum class CmpOp : std::uint8_t { Eq, Ne, Lt, Le, Gt, Ge };

template <class T>
bool ordered(CmpOp op, const T& a, const T& b) {
  switch (op) {
    case CmpOp::Eq:
      return a == b;
    case CmpOp::Ne:
      return a != b;
    case CmpOp::Lt:
      return a < b;
    case CmpOp::Le:
      return a <= b;
    case CmpOp::Gt:
      return a > b;
    case CmpOp::Ge:
      return a >= b;
  }
  return false;
}

// A comparison with a null operand is false (the `== null` / `!= null` tests are separate nodes).
// Numbers compare by value (integer with double too), strings bytewise, booleans and JSON
// arrays/objects only for (in)equality. Values of different kinds are unequal and unordered.
inline bool compare(CmpOp op, const Value& a, const Value& b) {
  using T = Value::Type;
  if (a.is_null() || b.is_null()) return false;
  if (a.type == T::Int && b.type == T::Int) return ordered(op, a.i, b.i);
  if (a.is_number() && b.is_number()) return ordered(op, a.as_double(), b.as_double());
  if (a.type == T::String && b.type == T::String) return ordered(op, a.s, b.s);
  const bool equality = op == CmpOp::Eq || op == CmpOp::Ne;
  if (a.type == T::Bool && b.type == T::Bool) return equality && ordered(op, a.b, b.b);
  if (a.type == T::Json && b.type == T::Json) return equality && ordered(op, *a.j, *b.j);
  return op == CmpOp::Ne;
}

enum class ArithOp : std::uint8_t { Add, Sub, Mul };

// Integers with overflow checks (overflow gives null); a double operand gives a double; anything
// else gives null.
inline Value arith(ArithOp op, const Value& a, const Value& b) {
  using T = Value::Type;
  if (a.type == T::Int && b.type == T::Int) {
    std::int64_t r = 0;
    bool overflow = false;
    switch (op) {
      case ArithOp::Add:
        overflow = __builtin_add_overflow(a.i, b.i, &r);
        break;
      case ArithOp::Sub:
        overflow = __builtin_sub_overflow(a.i, b.i, &r);
        break;
      case ArithOp::Mul:
        overflow = __builtin_mul_overflow(a.i, b.i, &r);
        break;
    }
    return overflow ? Value::null() : Value::integer(r);
  }
  if (a.is_number() && b.is_number()) {
    const double x = a.as_double();
    const double y = b.as_double();
    switch (op) {
      case ArithOp::Add:
        return Value::real(x + y);
      case ArithOp::Sub:
        return Value::real(x - y);
      case ArithOp::Mul:
        return Value::real(x * y);
    }
  }
  return Value::null();
}

}  // namespace predicate_detail

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

// ---------------------------------------------------------------------------------------------
// Parsing

class Predicate::Parser {
 public:
  Parser(std::string_view src, Predicate& out) : src_(src), out_(out) {}

  struct Failure {
    std::size_t column;
    std::string message;
  };

  std::uint32_t parse_all() {
    skip_ws();
    if (at_end()) fail(pos_, "expected an expression");
    const std::uint32_t root = parse_or();
    skip_ws();
    if (!at_end()) {
      fail(pos_, "expected an operator or the end of the expression, found " + describe(pos_));
    }
    return root;
  }

 private:
  using CmpOp = predicate_detail::CmpOp;
  using ArithOp = predicate_detail::ArithOp;

  [[noreturn]] static void fail(std::size_t column, std::string message) {
    throw Failure{column, std::move(message)};
  }

  bool at_end() const { return pos_ >= src_.size(); }
  char peek(std::size_t ahead = 0) const {
    return pos_ + ahead < src_.size() ? src_[pos_ + ahead] : '\0';
  }
  static bool is_ident_start(char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_';
  }
  static bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }
  static bool is_ident_char(char ch) { return is_ident_start(ch) || is_digit(ch); }
  void skip_ws() {
    while (!at_end() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r')) {
      ++pos_;
    }
  }
  // The identifier starting at pos_ (empty if none), not consumed.
  std::string_view peek_word() const {
    if (at_end() || !is_ident_start(peek())) return {};
    std::size_t end = pos_;
    while (end < src_.size() && is_ident_char(src_[end])) ++end;
    return src_.substr(pos_, end - pos_);
  }
  bool take(std::string_view op) {
    if (src_.substr(pos_, op.size()) != op) return false;
    last_ = std::string(op);
    pos_ += op.size();
    return true;
  }
  bool take_word(std::string_view word) {
    if (peek_word() != word) return false;
    last_ = std::string(word);
    pos_ += word.size();
    return true;
  }

  // How the token at `at` reads in a message: 'x', or "the end of the expression".
  std::string describe(std::size_t at) const {
    if (at >= src_.size()) return "the end of the expression";
    const char ch = src_[at];
    std::size_t end = at + 1;
    if (is_ident_char(ch)) {
      while (end < src_.size() && is_ident_char(src_[end]) && end - at < 24) ++end;
    } else if (ch == '"') {
      while (end < src_.size() && src_[end] != '"' && end - at < 24) ++end;
      if (end < src_.size() && src_[end] == '"') ++end;
    } else if (end < src_.size()) {
      const std::string_view two = src_.substr(at, 2);
      if (two == "==" || two == "!=" || two == "<=" || two == ">=" || two == "&&" || two == "||") {
        end = at + 2;
      }
    }
    const auto byte = static_cast<unsigned char>(ch);
    if (byte < 0x20 || byte >= 0x7f) {
      static const char* const hex = "0123456789abcdef";
      std::string r = "the byte 0x";
      r += hex[byte >> 4];
      r += hex[byte & 15];
      return r;
    }
    return "'" + std::string(src_.substr(at, end - at)) + "'";
  }

  std::uint32_t add_node(Kind kind, std::uint8_t op, std::uint32_t a, std::uint32_t b) {
    out_.nodes_.push_back(Node{kind, op, a, b});
    return static_cast<std::uint32_t>(out_.nodes_.size() - 1);
  }
  std::uint32_t add_list(Kind kind, std::uint8_t op, const std::vector<Kid>& kids) {
    const auto first = static_cast<std::uint32_t>(out_.kids_.size());
    out_.kids_.insert(out_.kids_.end(), kids.begin(), kids.end());
    return add_node(kind, op, first, static_cast<std::uint32_t>(kids.size()));
  }

  void enter(std::size_t column) {
    if (++depth_ > kMaxDepth) {
      fail(column, "the expression is nested more than " + std::to_string(kMaxDepth) +
                       " levels deep");
    }
  }
  void leave() { --depth_; }

  std::uint32_t parse_or() {
    std::vector<Kid> kids{Kid{parse_and(), 0}};
    for (;;) {
      skip_ws();
      if (peek() == '|' && peek(1) != '|') fail(pos_, "'|' is not an operator; use '||' or 'or'");
      if (!take("||") && !take_word("or")) break;
      kids.push_back(Kid{parse_and(), 0});
    }
    return kids.size() == 1 ? kids[0].node : add_list(Kind::Or, 0, kids);
  }

  std::uint32_t parse_and() {
    std::vector<Kid> kids{Kid{parse_not(), 0}};
    for (;;) {
      skip_ws();
      if (peek() == '&' && peek(1) != '&') fail(pos_, "'&' is not an operator; use '&&' or 'and'");
      if (!take("&&") && !take_word("and")) break;
      kids.push_back(Kid{parse_not(), 0});
    }
    return kids.size() == 1 ? kids[0].node : add_list(Kind::And, 0, kids);
  }

  std::uint32_t parse_not() {
    skip_ws();
    const std::size_t at = pos_;
    if ((peek() == '!' && peek(1) != '=' && take("!")) || take_word("not")) {
      enter(at);
      const std::uint32_t operand = parse_not();
      leave();
      return add_node(Kind::Not, 0, operand, 0);
    }
    return parse_compare();
  }

  bool take_compare(CmpOp& op) {
    skip_ws();
    if (take("==")) {
      op = CmpOp::Eq;
    } else if (take("!=")) {
      op = CmpOp::Ne;
    } else if (take("<=")) {
      op = CmpOp::Le;
    } else if (take(">=")) {
      op = CmpOp::Ge;
    } else if (take("<")) {
      op = CmpOp::Lt;
    } else if (take(">")) {
      op = CmpOp::Gt;
    } else {
      if (peek() == '=') fail(pos_, "'=' is not an operator; use '==' to compare");
      return false;
    }
    return true;
  }

  std::uint32_t parse_compare() {
    const std::uint32_t left = parse_additive();
    CmpOp op = CmpOp::Eq;
    if (!take_compare(op)) return left;
    const std::uint32_t right = parse_additive();
    skip_ws();
    const std::size_t after = pos_;
    CmpOp again = CmpOp::Eq;
    if (take_compare(again)) {
      fail(after, "comparisons cannot be chained; join them with 'and'");
    }
    const bool left_null = out_.nodes_[left].kind == Kind::Null;
    const bool right_null = out_.nodes_[right].kind == Kind::Null;
    if ((op == CmpOp::Eq || op == CmpOp::Ne) && (left_null || right_null)) {
      return add_node(op == CmpOp::Eq ? Kind::IsNull : Kind::NotNull, 0,
                      left_null ? right : left, 0);
    }
    return add_list(Kind::Compare, static_cast<std::uint8_t>(op), {Kid{left, 0}, Kid{right, 0}});
  }

  std::uint32_t parse_additive() {
    std::vector<Kid> kids{Kid{parse_multiplicative(), 0}};
    for (;;) {
      skip_ws();
      ArithOp op = ArithOp::Add;
      if (take("+")) {
        op = ArithOp::Add;
      } else if (take("-")) {
        op = ArithOp::Sub;
      } else {
        break;
      }
      kids.push_back(Kid{parse_multiplicative(), static_cast<std::uint8_t>(op)});
    }
    return kids.size() == 1 ? kids[0].node : add_list(Kind::Arith, 0, kids);
  }

  std::uint32_t parse_multiplicative() {
    std::vector<Kid> kids{Kid{parse_unary(), 0}};
    for (;;) {
      skip_ws();
      if (!take("*")) break;
      kids.push_back(Kid{parse_unary(), static_cast<std::uint8_t>(ArithOp::Mul)});
    }
    return kids.size() == 1 ? kids[0].node : add_list(Kind::Arith, 0, kids);
  }

  std::uint32_t parse_unary() {
    skip_ws();
    const std::size_t at = pos_;
    if (take("-")) {
      enter(at);
      const std::uint32_t operand = parse_unary();
      leave();
      return add_node(Kind::Neg, 0, operand, 0);
    }
    return parse_primary();
  }

  [[noreturn]] void expected_value() const {
    std::string message = last_.empty() ? "expected a value" : "expected a value after '" + last_ + "'";
    if (!at_end()) message += ", found " + describe(pos_);
    fail(pos_, std::move(message));
  }

  std::uint32_t parse_primary() {
    skip_ws();
    const std::size_t at = pos_;
    const char ch = peek();
    if (at_end()) expected_value();
    if (is_digit(ch)) return parse_integer();
    if (ch == '"') {
      out_.strings_.push_back(parse_string());
      last_ = "string";
      return add_node(Kind::String, 0, static_cast<std::uint32_t>(out_.strings_.size() - 1), 0);
    }
    if (ch == '(') {
      take("(");
      enter(at);
      const std::uint32_t inner = parse_or();
      skip_ws();
      if (!take(")")) {
        fail(pos_, "expected ')' to close the '(' at column " + std::to_string(at) + ", found " +
                       describe(pos_));
      }
      leave();
      return inner;
    }
    const std::string_view word = peek_word();
    if (word.empty() || word == "and" || word == "or" || word == "not") expected_value();
    if (word == "true" || word == "false" || word == "null") {
      take_word(word);
      return add_node(word == "true" ? Kind::True : word == "false" ? Kind::False : Kind::Null, 0, 0,
                      0);
    }
    // A function call?
    std::size_t after = pos_ + word.size();
    while (after < src_.size() && (src_[after] == ' ' || src_[after] == '\t')) ++after;
    if (after < src_.size() && src_[after] == '(') return parse_call(word, after);
    std::size_t wildcard = 0;
    const std::uint32_t path = parse_path(wildcard);
    if (wildcard != 0) {
      fail(wildcard,
           "'[*]' gives several values; use it inside count, sum, max, min, any or all");
    }
    return add_node(Kind::Path, 0, path, 0);
  }

  std::uint32_t parse_integer() {
    const std::size_t at = pos_;
    std::int64_t value = 0;
    while (is_digit(peek())) {
      const auto digit = static_cast<std::int64_t>(peek() - '0');
      if (__builtin_mul_overflow(value, std::int64_t{10}, &value) ||
          __builtin_add_overflow(value, digit, &value)) {
        fail(at, "integer literal out of range (the largest is 9223372036854775807)");
      }
      ++pos_;
    }
    if (peek() == '.' && is_digit(peek(1))) fail(at, "only integer literals are supported");
    if (is_ident_char(peek())) fail(pos_, "expected an operator after the number, found " + describe(pos_));
    last_ = std::string(src_.substr(at, pos_ - at));
    out_.ints_.push_back(value);
    return add_node(Kind::Int, 0, static_cast<std::uint32_t>(out_.ints_.size() - 1), 0);
  }

  std::string parse_string() {
    const std::size_t open = pos_;
    ++pos_;  // the opening quote
    std::string value;
    for (;;) {
      if (at_end()) fail(open, "unterminated string");
      const char ch = peek();
      if (ch == '"') {
        ++pos_;
        return value;
      }
      if (ch == '\\') {
        const char next = peek(1);
        if (next == '"' || next == '\\') {
          value += next;
        } else if (next == 'n') {
          value += '\n';
        } else if (next == 't') {
          value += '\t';
        } else {
          fail(pos_, "unknown escape in a string; use \\\" \\\\ \\n or \\t");
        }
        pos_ += 2;
        continue;
      }
      value += ch;
      ++pos_;
    }
  }

  // Parses name, then `.key`, `[n]`, `[-n]`, `[*]`, `["key"]`; sets `wildcard` to the column of
  // the first `[*]` (0 if none; a wildcard is never at column 0).
  std::uint32_t parse_path(std::size_t& wildcard) {
    Path path;
    const std::string_view root = peek_word();
    path.segments.push_back(Segment{Segment::Kind::Key, std::string(root), 0});
    pos_ += root.size();
    last_ = std::string(root);
    for (;;) {
      skip_ws();
      if (peek() == '.') {
        ++pos_;
        skip_ws();
        const std::string_view key = peek_word();
        if (key.empty()) fail(pos_, "expected a key after '.', found " + describe(pos_));
        path.segments.push_back(Segment{Segment::Kind::Key, std::string(key), 0});
        pos_ += key.size();
        last_ = std::string(key);
      } else if (peek() == '[') {
        const std::size_t open = pos_;
        ++pos_;
        skip_ws();
        Segment seg;
        if (peek() == '*') {
          ++pos_;
          seg.kind = Segment::Kind::Wildcard;
          if (wildcard == 0) wildcard = open;
        } else if (peek() == '"') {
          seg.kind = Segment::Kind::Key;
          seg.key = parse_string();
        } else if (is_digit(peek()) || (peek() == '-' && is_digit(peek(1)))) {
          const bool negative = peek() == '-';
          if (negative) ++pos_;
          const std::size_t digits = pos_;
          std::int64_t value = 0;
          while (is_digit(peek())) {
            const auto digit = static_cast<std::int64_t>(peek() - '0');
            if (__builtin_mul_overflow(value, std::int64_t{10}, &value) ||
                __builtin_add_overflow(value, digit, &value)) {
              fail(digits, "index out of range");
            }
            ++pos_;
          }
          seg.kind = Segment::Kind::Index;
          seg.index = negative ? -value : value;
        } else {
          fail(pos_, "expected an index, '*' or a quoted key after '[', found " + describe(pos_));
        }
        skip_ws();
        if (peek() != ']') {
          fail(pos_, "expected ']' to close the '[' at column " + std::to_string(open) +
                         ", found " + describe(pos_));
        }
        ++pos_;
        last_ = "]";
        path.segments.push_back(std::move(seg));
      } else {
        break;
      }
    }
    if (path.bare()) {
      bool known = false;
      for (const auto& id : out_.identifiers_) known = known || id == root;
      if (!known) out_.identifiers_.emplace_back(root);
    } else {
      out_.has_long_path_ = true;
    }
    out_.paths_.push_back(std::move(path));
    return static_cast<std::uint32_t>(out_.paths_.size() - 1);
  }

  std::uint32_t parse_call(std::string_view name, std::size_t paren) {
    const std::size_t at = pos_;
    Agg agg = Agg::Len;
    if (name == "len") {
      agg = Agg::Len;
    } else if (name == "count") {
      agg = Agg::Count;
    } else if (name == "sum") {
      agg = Agg::Sum;
    } else if (name == "max") {
      agg = Agg::Max;
    } else if (name == "min") {
      agg = Agg::Min;
    } else if (name == "any") {
      agg = Agg::Any;
    } else if (name == "all") {
      agg = Agg::All;
    } else {
      fail(at, "unknown function '" + std::string(name) +
                   "'; the functions are len, count, sum, max, min, any and all");
    }
    enter(at);
    pos_ = paren + 1;
    last_ = std::string(name) + "(";
    skip_ws();
    const std::string_view word = peek_word();
    if (word.empty() || word == "true" || word == "false" || word == "null" || word == "and" ||
        word == "or" || word == "not") {
      fail(pos_, "expected a path inside " + std::string(name) + "(...), found " + describe(pos_));
    }
    std::size_t wildcard = 0;
    const std::uint32_t path = parse_path(wildcard);
    if (agg == Agg::Len && wildcard != 0) {
      fail(wildcard, "len(...) takes one value; '[*]' is for count, sum, max, min, any and all");
    }
    skip_ws();
    if (peek() != ')') {
      fail(pos_, "expected ')' to close " + std::string(name) + "( at column " +
                     std::to_string(at) + ", found " + describe(pos_));
    }
    ++pos_;
    last_ = ")";
    leave();
    return add_node(Kind::Aggregate, static_cast<std::uint8_t>(agg), path, 0);
  }

  std::string_view src_;
  Predicate& out_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  std::string last_;  // the last token taken, for "expected a value after '...'"
};

inline Expected<Predicate> Predicate::parse(std::string_view text) {
  if (text.size() > kMaxTextBytes) {
    return make_error("the expression is " + std::to_string(text.size()) +
                      " bytes long; the limit is " + std::to_string(kMaxTextBytes));
  }
  try {
    Predicate p;
    p.text_ = std::string(text);
    Parser parser(text, p);
    p.root_ = parser.parse_all();
    return p;
  } catch (const Parser::Failure& f) {
    return make_error("column " + std::to_string(f.column) + ": " + f.message);
  } catch (const std::exception& e) {
    return make_error(std::string("cannot parse the expression: ") + e.what());
  } catch (...) {
    return make_error("cannot parse the expression");
  }
}

// ---------------------------------------------------------------------------------------------
// Evaluation

struct Predicate::Context {
  const QueryFn& query;
  const JsonFn& json;
  const nlohmann::json* root = nullptr;
  bool loaded = false;

  const nlohmann::json& state() {
    if (!loaded) {
      loaded = true;
      root = &json();
    }
    return *root;
  }
};

inline const nlohmann::json* Predicate::step(const nlohmann::json& j, const Segment& s) {
  switch (s.kind) {
    case Segment::Kind::Key: {
      if (!j.is_object()) return nullptr;
      const auto it = j.find(s.key);
      return it == j.end() ? nullptr : &*it;
    }
    case Segment::Kind::Index: {
      if (!j.is_array()) return nullptr;
      const std::size_t size = j.size();
      std::size_t at = 0;
      if (s.index >= 0) {
        at = static_cast<std::size_t>(s.index);
      } else {
        // -1 is the last; s.index > INT64_MIN (the parser makes it from a non-negative int64).
        const auto back = static_cast<std::size_t>(-s.index);
        if (back > size) return nullptr;
        at = size - back;
      }
      return at < size ? &j[at] : nullptr;
    }
    case Segment::Kind::Wildcard:
      return nullptr;
  }
  return nullptr;
}

template <class F>
void Predicate::visit(const nlohmann::json& j, const Path& p, std::size_t k, F& f) {
  const nlohmann::json* at = &j;
  for (; k < p.segments.size(); ++k) {
    const Segment& s = p.segments[k];
    if (s.kind == Segment::Kind::Wildcard) {
      if (at->is_array() || at->is_object()) {
        for (const auto& element : *at) visit(element, p, k + 1, f);
      }
      return;
    }
    at = step(*at, s);
    if (at == nullptr) {
      // Missing: null from here on; a later [*] of null gives nothing.
      if (!has_wildcard(p, k + 1)) f(predicate_detail::Value::null());
      return;
    }
  }
  f(predicate_detail::from_json(*at));
}

inline bool Predicate::has_wildcard(const Path& p, std::size_t from) {
  for (std::size_t k = from; k < p.segments.size(); ++k) {
    if (p.segments[k].kind == Segment::Kind::Wildcard) return true;
  }
  return false;
}

// Calls f with each value the path yields: a query's value, or the JSON values it reaches. A path
// without [*] yields exactly one value (null when missing); a missing step under a [*] yields null
// for that element (so `all(columns[*].bid)` is false when a column has no bid), and [*] of
// anything but an array or object yields nothing.
template <class F>
void Predicate::each(const Path& p, Context& c, F&& f) const {
  if (p.bare()) {
    std::int64_t out = 0;
    if (c.query(p.segments[0].key, out)) {
      f(predicate_detail::Value::integer(out));
      return;
    }
  }
  const nlohmann::json& root = c.state();
  const nlohmann::json* top = step(root, p.segments[0]);
  if (top != nullptr) {
    visit(*top, p, 1, f);
  } else if (!has_wildcard(p, 1)) {
    f(predicate_detail::Value::null());
  }
}

inline predicate_detail::Value Predicate::eval_path(const Path& p, Context& c) const {
  predicate_detail::Value result;
  each(p, c, [&](const predicate_detail::Value& v) { result = v; });
  return result;
}

inline predicate_detail::Value Predicate::eval_aggregate(Agg agg, const Path& p,
                                                         Context& c) const {
  using predicate_detail::Value;
  switch (agg) {
    case Agg::Len: {
      const Value v = eval_path(p, c);
      if (v.type == Value::Type::String) return Value::integer(static_cast<std::int64_t>(v.s.size()));
      if (v.type == Value::Type::Json) return Value::integer(static_cast<std::int64_t>(v.j->size()));
      return Value::null();
    }
    case Agg::Count:
    case Agg::Any:
    case Agg::All: {
      std::int64_t yielded = 0;
      std::int64_t true_count = 0;
      each(p, c, [&](const Value& v) {
        ++yielded;
        if (predicate_detail::truthy(v)) ++true_count;
      });
      if (agg == Agg::Count) return Value::integer(true_count);
      if (agg == Agg::Any) return Value::boolean(true_count > 0);
      return Value::boolean(true_count == yielded);
    }
    case Agg::Sum: {
      bool real = false;
      bool overflow = false;
      std::int64_t isum = 0;
      double dsum = 0.0;
      each(p, c, [&](const Value& v) {
        if (v.type == Value::Type::Int) {
          if (real) {
            dsum += static_cast<double>(v.i);
          } else if (__builtin_add_overflow(isum, v.i, &isum)) {
            overflow = true;
          }
        } else if (v.type == Value::Type::Double) {
          if (!real) {
            real = true;
            dsum = static_cast<double>(isum);
          }
          dsum += v.d;
        }
      });
      if (overflow) return Value::null();
      return real ? Value::real(dsum) : Value::integer(isum);
    }
    case Agg::Max:
    case Agg::Min: {
      Value best;
      const auto want = agg == Agg::Max ? predicate_detail::CmpOp::Gt : predicate_detail::CmpOp::Lt;
      each(p, c, [&](const Value& v) {
        if (!v.is_number()) return;
        if (best.is_null() || predicate_detail::compare(want, v, best)) best = v;
      });
      return best;
    }
  }
  return Value::null();
}

inline predicate_detail::Value Predicate::eval(std::uint32_t index, Context& c) const {
  using predicate_detail::Value;
  const Node& n = nodes_[index];
  switch (n.kind) {
    case Kind::Null:
      return Value::null();
    case Kind::True:
      return Value::boolean(true);
    case Kind::False:
      return Value::boolean(false);
    case Kind::Int:
      return Value::integer(ints_[n.a]);
    case Kind::String:
      return Value::string(strings_[n.a]);
    case Kind::Path:
      return eval_path(paths_[n.a], c);
    case Kind::Not:
      return Value::boolean(!predicate_detail::truthy(eval(n.a, c)));
    case Kind::Neg: {
      const Value v = eval(n.a, c);
      if (v.type == Value::Type::Int) {
        std::int64_t r = 0;
        return __builtin_sub_overflow(std::int64_t{0}, v.i, &r) ? Value::null() : Value::integer(r);
      }
      if (v.type == Value::Type::Double) return Value::real(-v.d);
      return Value::null();
    }
    case Kind::And:
      for (std::uint32_t k = n.a; k < n.a + n.b; ++k) {
        if (!predicate_detail::truthy(eval(kids_[k].node, c))) return Value::boolean(false);
      }
      return Value::boolean(true);
    case Kind::Or:
      for (std::uint32_t k = n.a; k < n.a + n.b; ++k) {
        if (predicate_detail::truthy(eval(kids_[k].node, c))) return Value::boolean(true);
      }
      return Value::boolean(false);
    case Kind::Compare: {
      const Value left = eval(kids_[n.a].node, c);
      const Value right = eval(kids_[n.a + 1].node, c);
      return Value::boolean(
          predicate_detail::compare(static_cast<predicate_detail::CmpOp>(n.op), left, right));
    }
    case Kind::IsNull:
      return Value::boolean(eval(n.a, c).is_null());
    case Kind::NotNull:
      return Value::boolean(!eval(n.a, c).is_null());
    case Kind::Arith: {
      Value acc = eval(kids_[n.a].node, c);
      for (std::uint32_t k = n.a + 1; k < n.a + n.b; ++k) {
        if (acc.is_null()) return acc;
        acc = predicate_detail::arith(static_cast<predicate_detail::ArithOp>(kids_[k].op), acc,
                                      eval(kids_[k].node, c));
      }
      return acc;
    }
    case Kind::Aggregate:
      return eval_aggregate(static_cast<Agg>(n.op), paths_[n.a], c);
  }
  return Value::null();
}

inline bool Predicate::evaluate(const QueryFn& query, const JsonFn& json) const {
  if (nodes_.empty()) return false;
  try {
    Context c{query, json};
    return predicate_detail::truthy(eval(root_, c));
  } catch (...) {
    return false;
  }
}

}  // namespace arbiter::verify
