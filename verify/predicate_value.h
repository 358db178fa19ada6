// The values of verify/predicate.h while a condition is evaluated, and what operators do with
// them: truthiness, comparisons, checked integer arithmetic.
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

}  // namespace arbiter::verify
