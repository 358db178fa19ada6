// The games Arbiter knows, listed explicitly (no static self-registration).
#pragma once

#include <string_view>
#include <tuple>

#include "engine/comuni/comuni.h"
#include "engine/medievalia/medievalia.h"
#include "engine/torres/torres.h"

namespace arbiter {

using Games = std::tuple<torres::Torres, comuni::Comuni, medievalia::Medievalia>;

// M(ARG, G) once for each game type G of `Games`, in the same order: replay/instances.h and
// verify/instances.h declare their explicit instantiations `extern` for every game with it.
#define ARBITER_FOR_EACH_GAME(M, ARG) \
  M(ARG, torres::Torres) M(ARG, comuni::Comuni) M(ARG, medievalia::Medievalia)

// Calls f(G{}) for the game named `name`; returns false if no game has that name.
template <class F>
bool with_game(std::string_view name, F&& f) {
  bool found = false;
  std::apply(
      [&](auto... g) {
        ((found = found || (decltype(g)::kName == name ? (f(g), true) : false)), ...);
      },
      Games{});
  return found;
}

template <class F>
void for_each_game(F&& f) {
  std::apply([&](auto... g) { (f(g), ...); }, Games{});
}

inline std::string game_names() {
  std::string names;
  for_each_game(
      [&](auto g) { names += (names.empty() ? "" : ", ") + std::string(decltype(g)::kName); });
  return names;
}

}  // namespace arbiter
