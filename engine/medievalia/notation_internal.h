// Internal to the Medievalia notation (notation.cpp writes tokens, notation_read.cpp reads them):
// what writer and reader share.
#pragma once

#include <string>

#include "engine/medievalia/state.h"

namespace arbiter::medievalia::notation_detail {

// A resource's letter (F, E, G, M), "?" for none.
inline std::string res(int r) {
  return r < kResources ? std::string(1, kResourceLetter[r]) : "?";
}

// The contributors of an act (M-3.3) a token names by default, as a mask of the first n: all of
// them, 3 at most.
inline int default_mask(int n) {
  return (1 << (n < 3 ? n : 3)) - 1;
}

// How many contributors the open transaction's act on `card` has, 0 if none.
inline int act_contributors(const State& s, int card) {
  for (int k = 0; k < s.txn.n_acts; ++k)
    if (s.txn.acts[static_cast<std::size_t>(k)].card == card)
      return s.txn.acts[static_cast<std::size_t>(k)].n;
  return 0;
}

}  // namespace arbiter::medievalia::notation_detail
