// How many random games a test plays: all of them in the Release suite; a quarter (at least one)
// in the suite under ASan + UBSan (.ci/run's clang build, with libFuzzer's coverage hooks: 6-10x
// slower than Release). The sanitizers look for memory errors and undefined behaviour in the code
// the games run, which a quarter of them runs too; what the games cover is the Release suite's.
#pragma once

namespace arbiter::test_support {

#ifdef ARBITER_SANITIZED
inline constexpr int kSanitizerDivisor = 4;
#else
inline constexpr int kSanitizerDivisor = 1;
#endif

// `n` games in the Release suite; n / 4 (at least 1) under the sanitizers.
constexpr int scaled_games(int n) {
  return n / kSanitizerDivisor > 0 ? n / kSanitizerDivisor : 1;
}

}  // namespace arbiter::test_support
