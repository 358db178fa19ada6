// Bounded shrinking for every RapidCheck property of the suite (issue 10 part 8): a failing
// property reports its counterexample within a minute instead of shrinking until the CI timeout.
//
// RapidCheck (the packaged version, like upstream) has no limit on shrinking, only `noshrink`:
// after the first failure it tries shrink after shrink until no smaller case fails, replaying a
// whole random game for each, which took 300 s for one Torres property with a broken climb rule.
// Here every property's shrink tree is cut once a time budget is spent: the shrinks still to try
// are dropped, so RapidCheck reports the smallest failing case found so far (it runs that case
// once more for the message, as usual). Nothing else changes: RC_PARAMS (max_success, seed,
// reproduce, noshrink...) is read by RapidCheck as before.
//
// The budget is ARBITER_SHRINK_SECONDS (default 20 s, wall clock, counted from the first shrink
// tried). tests/CMakeLists.txt force-includes this header into every test source, so RC_GTEST_PROP
// below replaces RapidCheck's own macro everywhere; it has the same form.
#pragma once

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <chrono>
#include <cstdlib>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

namespace arbiter::test_support {

struct ShrinkBudget {
  using Clock = std::chrono::steady_clock;
  Clock::duration limit;
  std::optional<Clock::time_point> start;  // set by the first shrink tried
  bool spent = false;

  // Whether the next shrink may still be tried; starts the clock on the first call.
  bool allows_another() {
    const Clock::time_point now = Clock::now();
    if (!start) start = now;
    if (now - *start >= limit) spent = true;
    return !spent;
  }
};

// ARBITER_SHRINK_SECONDS, or 20: with the search before the first failure and the final run of
// the counterexample this keeps a failing property under 60 s in a Release build.
inline double shrink_seconds() {
  if (const char* e = std::getenv("ARBITER_SHRINK_SECONDS")) {
    char* end = nullptr;
    const double v = std::strtod(e, &end);
    if (end != e && *end == '\0' && v >= 0) return v;
  }
  return 20;
}

// The same shrinkable with every level of shrinks cut short once the budget is spent.
inline rc::Shrinkable<rc::detail::CaseDescription> bounded(
    rc::Shrinkable<rc::detail::CaseDescription> s, std::shared_ptr<ShrinkBudget> budget) {
  return rc::shrinkable::mapShrinks(
      std::move(s), [budget](rc::Seq<rc::Shrinkable<rc::detail::CaseDescription>>&& shrinks) {
        return rc::seq::map(
            rc::seq::takeWhile(std::move(shrinks),
                               [budget](const rc::Shrinkable<rc::detail::CaseDescription>&) {
                                 return budget->allows_another();
                               }),
            [budget](rc::Shrinkable<rc::detail::CaseDescription>&& x) {
              return bounded(std::move(x), budget);
            });
      });
}

// rc::detail::checkGTest with the property's shrinks bounded.
template <typename Testable>
void check_bounded(Testable&& testable) {
  const auto info = ::testing::UnitTest::GetInstance()->current_test_info();
  rc::detail::TestMetadata metadata;
  metadata.id = std::string(info->test_case_name()) + "/" + std::string(info->name());
  metadata.description = std::string(info->name());

  auto budget = std::make_shared<ShrinkBudget>();
  budget->limit = std::chrono::duration_cast<ShrinkBudget::Clock::duration>(
      std::chrono::duration<double>(shrink_seconds()));
  const rc::detail::Property property = rc::detail::toProperty(std::forward<Testable>(testable));
  const rc::detail::Property cut = [property, budget](const rc::Random& random, int size) {
    return bounded(property(random, size), budget);
  };
  const auto result = rc::detail::checkProperty(cut, metadata);

  if (result.template is<rc::detail::SuccessResult>()) {
    if (!result.template get<rc::detail::SuccessResult>().distribution.empty()) {
      rc::detail::printResultMessage(result, std::cout);
      std::cout << std::endl;
    }
    return;
  }
  std::ostringstream ss;
  rc::detail::printResultMessage(result, ss);
  if (budget->spent)
    ss << "\nShrinking stopped after " << shrink_seconds()
       << " s (ARBITER_SHRINK_SECONDS): the counterexample above fails, but may not be the "
          "smallest.";
  FAIL() << ss.str() << std::endl;
}

}  // namespace arbiter::test_support

#undef RC_GTEST_PROP
/// Defines a RapidCheck property as a Google Test, its shrinking bounded (see above).
#define RC_GTEST_PROP(TestCase, Name, ArgList)                                        \
  void rapidCheck_propImpl_##TestCase##_##Name ArgList;                               \
                                                                                      \
  TEST(TestCase, Name) {                                                              \
    ::arbiter::test_support::check_bounded(&rapidCheck_propImpl_##TestCase##_##Name); \
  }                                                                                   \
                                                                                      \
  void rapidCheck_propImpl_##TestCase##_##Name ArgList
