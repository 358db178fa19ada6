// The legality vocabulary (engine/core/check.h): a quiet checker builds no reason, an explaining
// one builds reason and help; shapes accept exactly the encodings their rows describe.
#include "engine/core/check.h"

#include <gtest/gtest.h>

namespace arbiter {
namespace {

TEST(Checker, QuietBuildsNoReason) {
  int built = 0;
  auto reason = [&] {
    ++built;
    return std::string("why");
  };
  const Violation quiet = Checker::quiet().fail("T-2.12", reason);
  EXPECT_EQ(quiet.rule, "T-2.12");
  EXPECT_TRUE(quiet.reason.empty());
  EXPECT_EQ(built, 0);
  const Violation loud = Checker::explaining().fail("T-2.12", reason, "do this");
  EXPECT_EQ(loud.rule, "T-2.12");
  EXPECT_EQ(loud.reason, "why");
  EXPECT_EQ(loud.help, "do this");
  EXPECT_EQ(built, 1);
  EXPECT_EQ(Checker::explaining().fail("C9", "a literal").reason, "a literal");
}

TEST(RuleId, KeepsItsText) {
  constexpr RuleId sub("C-3.1.7a"), card("C9"), enc("encoding");
  static_assert(sub.view() == "C-3.1.7a" && card.view() == "C9" && enc.view() == "encoding");
  // A malformed id ("T2.12-", "t-1", "M-", "M-3.") is a compile error (consteval): not testable
  // at run time, by design.
  EXPECT_EQ(std::string_view(sub), "C-3.1.7a");
}

enum class Kind : unsigned char { Empty, One, Two, Any };
constexpr Shapes<Kind, 4, 3> kShapes{{{
    {Kind::Two, "xx."},
    {Kind::Empty, "..."},
    {Kind::One, "x.."},
    {Kind::Any, "?c."},
}}};

TEST(Shapes, FitExactlyTheirRows) {
  constexpr std::array<std::uint8_t, 3> none{255, 255, 255};
  auto fits = [&](Kind k, std::array<std::uint8_t, 3> v) { return kShapes.find(k)->fits(v, none); };
  EXPECT_TRUE(fits(Kind::Empty, {255, 255, 255}));
  EXPECT_FALSE(fits(Kind::Empty, {0, 255, 255}));
  EXPECT_TRUE(fits(Kind::One, {3, 255, 255}));
  EXPECT_FALSE(fits(Kind::One, {255, 255, 255}));  // 'x': a value is required
  EXPECT_FALSE(fits(Kind::One, {3, 4, 255}));
  EXPECT_TRUE(fits(Kind::Two, {3, 4, 255}));
  EXPECT_TRUE(fits(Kind::Any, {255, 255, 255}));  // '?' and marks take either
  EXPECT_TRUE(fits(Kind::Any, {1, 2, 255}));
  EXPECT_FALSE(fits(Kind::Any, {1, 2, 3}));
  EXPECT_TRUE(kShapes.find(Kind::Any)->marked(1, 'c'));
  EXPECT_FALSE(kShapes.find(Kind::Any)->marked(0, 'c'));
  EXPECT_EQ(kShapes.find(static_cast<Kind>(9)), nullptr);
  EXPECT_TRUE(kShapes.fits(Kind::Two, {3, 4, 255}, none));
  EXPECT_FALSE(kShapes.fits(Kind::Two, {3, 255, 255}, none));
  EXPECT_FALSE(kShapes.fits(static_cast<Kind>(9), {255, 255, 255}, none));
}

}  // namespace
}  // namespace arbiter
