// verify/predicate.h: the parser, from the text to the flat node list (included at the end of
// predicate.h).
#pragma once

#include "verify/predicate.h"

namespace arbiter::verify {

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
      fail(column,
           "the expression is nested more than " + std::to_string(kMaxDepth) + " levels deep");
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
      return add_node(op == CmpOp::Eq ? Kind::IsNull : Kind::NotNull, 0, left_null ? right : left,
                      0);
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
    std::string message =
        last_.empty() ? "expected a value" : "expected a value after '" + last_ + "'";
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
      return add_node(word == "true"    ? Kind::True
                      : word == "false" ? Kind::False
                                        : Kind::Null,
                      0, 0, 0);
    }
    // A function call?
    std::size_t after = pos_ + word.size();
    while (after < src_.size() && (src_[after] == ' ' || src_[after] == '\t')) ++after;
    if (after < src_.size() && src_[after] == '(') return parse_call(word, after);
    std::size_t wildcard = 0;
    const std::uint32_t path = parse_path(wildcard);
    if (wildcard != 0) {
      fail(wildcard, "'[*]' gives several values; use it inside count, sum, max, min, any or all");
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
    if (is_ident_char(peek()))
      fail(pos_, "expected an operator after the number, found " + describe(pos_));
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

}  // namespace arbiter::verify
