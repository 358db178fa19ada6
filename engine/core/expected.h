// A minimal value-or-error for parsers and loaders (C++20 has no std::expected).
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace arbiter {

struct Error {
  std::string message;
  // Where in the text being read the error lies (a position's field), when the reader says:
  // `size` bytes from `at`; npos when it does not.
  std::size_t at = std::string::npos;
  std::size_t size = 0;
};

template <class T>
class Expected {
 public:
  Expected(T value) : v_(std::move(value)) {}      // NOLINT: implicit by design
  Expected(Error error) : v_(std::move(error)) {}  // NOLINT
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() {
    assert(ok());
    return std::get<0>(v_);
  }
  const T& value() const {
    assert(ok());
    return std::get<0>(v_);
  }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const std::string& error() const {
    assert(!ok());
    return std::get<1>(v_).message;
  }
  const Error& error_detail() const {
    assert(!ok());
    return std::get<1>(v_);
  }

 private:
  std::variant<T, Error> v_;
};

inline Error make_error(std::string message, std::size_t at = std::string::npos,
                        std::size_t size = 0) {
  return Error{std::move(message), at, size};
}

}  // namespace arbiter
