// verify/predicate.h: evaluation of a parsed condition on a state (included at the end of
// predicate.h).
#pragma once

#include "verify/predicate.h"

namespace arbiter::verify {

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

inline predicate_detail::Value Predicate::eval_aggregate(Agg agg, const Path& p, Context& c) const {
  using predicate_detail::Value;
  switch (agg) {
    case Agg::Len: {
      const Value v = eval_path(p, c);
      if (v.type == Value::Type::String)
        return Value::integer(static_cast<std::int64_t>(v.s.size()));
      if (v.type == Value::Type::Json)
        return Value::integer(static_cast<std::int64_t>(v.j->size()));
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
