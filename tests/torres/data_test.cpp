// The component data file: the embedded default, overrides and clear errors for bad files.
#include <gtest/gtest.h>

#include "engine/torres/data.h"

namespace arbiter::torres {
namespace {

TEST(TorresData, EmbeddedDefaultMatchesTheSpec) {
  auto d = parse_data(default_data_json());
  ASSERT_TRUE(d) << d.error();
  // T-1.11: (0,3) (2,2) (2,5) (3,7) (4,0) (5,2) (5,5) (7,4).
  const std::array<Square, 8> expected{3, 18, 21, 31, 32, 42, 45, 60};
  EXPECT_EQ(d->start_squares, expected);
  // T-3.3: 4 players 2,2,2,2 / 2,2,2 / 2,2,2; 3 players 3,3,2,2 / 3,3,2 / 3,3,2.
  EXPECT_EQ(d->phase_cards[2].num_stacks[0], 4);
  EXPECT_EQ(d->phase_cards[2].stacks[1][2], 2);
  EXPECT_EQ(d->phase_cards[1].stacks[0][0], 3);
  EXPECT_EQ(d->phase_cards[1].stacks[0][3], 2);
  EXPECT_EQ(d->phase_cards[0].num_stacks[2], 4);
}

std::string with_squares(const std::string& squares) {
  return R"({"start_squares": [)" + squares +
         R"(], "phase_cards": {"2": [[3,3,3,3],[3,3,3,3],[3,3,3,3]],
    "3": [[3,3,2,2],[3,3,2],[3,3,2]], "4": [[2,2,2,2],[2,2,2],[2,2,2]]}})";
}

TEST(TorresData, OverrideAccepted) {
  auto d = parse_data(with_squares(R"("a1","c1","e1","g1","a8","c8","e8","g8")"));
  ASSERT_TRUE(d) << d.error();
  EXPECT_EQ(d->start_squares[0], make_square(7, 0));
}

TEST(TorresData, BadFilesGetClearErrors) {
  struct Case {
    std::string text, message;
  };
  const std::vector<Case> cases = {
      {"{", "not valid JSON"},
      {"[]", "expected a JSON object"},
      {with_squares(R"("a1","c1")"), "expected an array of 8 squares"},
      {with_squares(R"("a1","c1","e1","g1","a8","c8","e8","z9")"), "'\"z9\"' is not a square"},
      {with_squares(R"("a1","a1","e1","g1","a8","c8","e8","g8")"), "listed twice"},
      {with_squares(R"("a1","b1","e1","g1","a8","c8","e8","g8")"), "orthogonally adjacent"},
      {R"({"start_squares": ["a1","c1","e1","g1","a8","c8","e8","g8"]})",
       "missing object \"phase_cards\""},
      {R"({"start_squares": ["a1","c1","e1","g1","a8","c8","e8","g8"], "phase_cards": {"2": [[3,3,3,3],[3,3,3,3],[3,3,3]],
        "3": [[3,3,2,2],[3,3,2],[3,3,2]], "4": [[2,2,2,2],[2,2,2],[2,2,2]]}})",
       "expected 4 stacks, one per round"},
      {R"({"start_squares": ["a1","c1","e1","g1","a8","c8","e8","g8"], "phase_cards": {"2": [[4,3,3,3],[3,3,3,3],[3,3,3,3]],
        "3": [[3,3,2,2],[3,3,2],[3,3,2]], "4": [[2,2,2,2],[2,2,2],[2,2,2]]}})",
       "a stack holds 0 to 3 blocks"},
      {R"({"game": "comuni"})", "not torres"},
      {R"({"start_square": []})", "unknown key \"start_square\""},
  };
  for (const Case& c : cases) {
    auto d = parse_data(c.text);
    ASSERT_FALSE(d) << c.text;
    EXPECT_NE(d.error().find(c.message), std::string::npos) << d.error();
  }
}

}  // namespace
}  // namespace arbiter::torres
