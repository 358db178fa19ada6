// Shrinking counterexamples (verify/shrink.h), for every game: a random game made to fail by the
// test-only broken invariant (CheckLevel::test_fail_at_score) shrinks to a shorter choice sequence
// that still fails the same way, is 1-minimal for removal and comes out the same every time; and
// replaying a game's choices plays the game `simulate` played.
#include "verify/shrink.h"
#include "verify/instances.h"

#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include <gtest/gtest.h>

#include "engine/games.h"
#include "tests/support/scale.h"
#include "verify/simulate.h"

namespace arbiter {
namespace {

// A score that random games with the default options reach (so that some fail), per game.
template <class G>
constexpr int kFailAtScore = 0;
template <>
constexpr int kFailAtScore<torres::Torres> = 10;
template <>
constexpr int kFailAtScore<comuni::Comuni> = 5;
template <>
constexpr int kFailAtScore<medievalia::Medievalia> = 1;

template <class G>
const typename G::Config& default_config() {
  return verify::shared_config<G>(typename G::Options{});
}

template <class G>
verify::CheckLevel broken_level() {
  verify::CheckLevel level;
  level.test_fail_at_score = kFailAtScore<G>;
  return level;
}

bool fails_with(const std::optional<verify::Failure>& f, const std::string& rule) {
  return f && f->rule == rule;
}

template <class G>
class ShrinkTest : public ::testing::Test {};
using GameTypes = ::testing::Types<torres::Torres, comuni::Comuni, medievalia::Medievalia>;
TYPED_TEST_SUITE(ShrinkTest, GameTypes);

// The shortest of the first thirty games of seed 1 that fail under the broken invariant, as
// choices (the shorter the game, the quicker the test: shrinking costs about tries x length, and
// the shortest of thirty Medievalia games, 302 actions, shrinks five times faster than the
// shortest of ten, 798).
template <class G>
verify::Choices failing_game(verify::Buffer<G>& buffer) {
  const auto& config = default_config<G>();
  verify::Choices shortest;
  int failing = 0;
  for (std::uint64_t i = 0; i < 200 && failing < 30; ++i) {
    auto run = verify::simulate<G>(config, verify::game_seed(1, i), broken_level<G>(), buffer);
    if (!fails_with(run.failure, "test.broken-invariant")) continue;
    if (failing++ == 0 || run.actions.size() < shortest.size())
      shortest = verify::choices_of<G>(config, run.actions, buffer);
  }
  if (failing == 0)
    ADD_FAILURE() << "no game of the first 200 reached a score of " << kFailAtScore<G>;
  return shortest;
}

TYPED_TEST(ShrinkTest, AFailingGameShrinksToAOneMinimalCounterexample) {
  using G = TypeParam;
  const auto& config = default_config<G>();
  auto buffer = verify::make_buffer<G>();
  const verify::CheckLevel level = broken_level<G>();
  const verify::Choices original = failing_game<G>(*buffer);
  ASSERT_FALSE(original.empty());
  ASSERT_TRUE(fails_with(verify::play_choices<G>(config, original, level, *buffer).failure,
                         "test.broken-invariant"));

  const verify::ShrinkResult r = verify::shrink<G>(config, original, level, *buffer);
  EXPECT_FALSE(r.budget_spent);
  EXPECT_EQ(r.original_length, original.size());
  EXPECT_EQ(r.final_length, r.choices.size());
  EXPECT_LE(r.choices.size(), original.size());
  if constexpr (std::is_same_v<G, torres::Torres>) {
    EXPECT_LT(r.choices.size(), original.size());
  }
  ASSERT_TRUE(fails_with(r.failure, "test.broken-invariant"));

  // (i) The shrunk sequence fails the same way when replayed.
  const auto replayed = verify::play_choices<G>(config, r.choices, level, *buffer);
  ASSERT_TRUE(fails_with(replayed.failure, "test.broken-invariant"));
  EXPECT_EQ(replayed.failure->step, r.failure->step);
  EXPECT_EQ(replayed.actions.size(), r.choices.size()) << "cut right after the failing step";

  // (iii) 1-minimal: without any one of its choices, it no longer fails that way.
  for (std::size_t i = 0; i < r.choices.size(); ++i) {
    verify::Choices less = r.choices;
    less.erase(less.begin() + static_cast<std::ptrdiff_t>(i));
    EXPECT_FALSE(fails_with(verify::play_choices<G>(config, less, level, *buffer).failure,
                            "test.broken-invariant"))
        << "choice " << i << " of " << r.choices.size() << " can go";
  }

  // (iv) Deterministic (the Release suite: under the sanitizers the second shrink runs the same
  // code on the same input, and took half of this test's 58 s).
  if (test_support::kSanitizerDivisor == 1) {
    const verify::ShrinkResult again = verify::shrink<G>(config, original, level, *buffer);
    EXPECT_EQ(again.choices, r.choices);
    EXPECT_EQ(again.tries, r.tries);
  }

  // (v) The engine is correct: with the switch off the shrunk game raises nothing.
  EXPECT_FALSE(verify::play_choices<G>(config, r.choices, verify::CheckLevel{}, *buffer).failure);

  std::cout << "[ shrink   ] " << G::kName << ": " << r.original_length << " -> " << r.final_length
            << " choices in " << r.tries << " tries\n";
}

TYPED_TEST(ShrinkTest, PlayingAGamesChoicesPlaysTheGameSimulatePlayed) {
  using G = TypeParam;
  const auto& config = default_config<G>();
  auto buffer = verify::make_buffer<G>();
  for (std::uint64_t i = 0; i < 3; ++i) {
    const std::uint64_t seed = verify::game_seed(11, i);
    const auto run = verify::simulate<G>(config, seed, verify::CheckLevel{}, *buffer);
    ASSERT_FALSE(run.failure);
    const verify::Choices choices = verify::choices_of<G>(config, run.actions, *buffer);
    const auto replayed = verify::play_choices<G>(config, choices, verify::CheckLevel{}, *buffer);
    EXPECT_FALSE(replayed.failure);
    EXPECT_EQ(replayed.actions, run.actions) << "seed " << seed;
    EXPECT_EQ(replayed.checks, run.checks);
    EXPECT_EQ(replayed.hit_cap, run.hit_cap);
    EXPECT_TRUE(replayed.final_state == run.final_state);
  }
}

TYPED_TEST(ShrinkTest, ChoicesWrapAroundAndStopTheGameWhenTheyRunOut) {
  using G = TypeParam;
  const auto& config = default_config<G>();
  auto buffer = verify::make_buffer<G>();
  const auto prefix = verify::play_choices<G>(config, {0, 1, 2}, verify::CheckLevel{}, *buffer);
  EXPECT_FALSE(prefix.failure);
  EXPECT_LE(prefix.actions.size(), 3u);
  // Huge choices act modulo the legal list's size: the same game as their remainders.
  const verify::Choices big{4000000000u, 4000000001u, 4000000002u};
  verify::Choices reduced = verify::choices_of<G>(
      config, verify::play_choices<G>(config, big, verify::CheckLevel{}, *buffer).actions, *buffer);
  EXPECT_EQ(verify::play_choices<G>(config, reduced, verify::CheckLevel{}, *buffer).actions,
            verify::play_choices<G>(config, big, verify::CheckLevel{}, *buffer).actions);
  // A sequence that does not fail is returned as it is.
  const verify::ShrinkResult r = verify::shrink<G>(config, big, verify::CheckLevel{}, *buffer);
  EXPECT_FALSE(r.failure);
  EXPECT_EQ(r.choices, big);
  EXPECT_EQ(r.tries, 1u);
}

// With --thorough checks (their rejection samples from the replay's own stream), a shrunk game
// replays to exactly the failure shrink reported.
TEST(ShrinkThorough, TheShrunkGameReplaysToTheSameFailure) {
  using G = torres::Torres;
  const auto& config = default_config<G>();
  auto buffer = verify::make_buffer<G>();
  verify::CheckLevel level = broken_level<G>();
  level.legality = level.notation = true;
  const verify::ShrinkResult r =
      verify::shrink<G>(config, failing_game<G>(*buffer), level, *buffer);
  ASSERT_TRUE(fails_with(r.failure, "test.broken-invariant"));
  const auto replayed = verify::play_choices<G>(config, r.choices, level, *buffer);
  ASSERT_TRUE(replayed.failure);
  EXPECT_EQ(replayed.failure->rule, r.failure->rule);
  EXPECT_EQ(replayed.failure->step, r.failure->step);
  EXPECT_EQ(replayed.failure->what, r.failure->what);
  EXPECT_EQ(replayed.actions.size(), r.choices.size());
}

TEST(ShrinkBudget, StopsAfterTheBudgetWithAFailingSequence) {
  using G = torres::Torres;
  const auto& config = default_config<G>();
  auto buffer = verify::make_buffer<G>();
  const verify::Choices original = failing_game<G>(*buffer);
  const verify::ShrinkResult r =
      verify::shrink<G>(config, original, broken_level<G>(), *buffer, 10);
  EXPECT_TRUE(r.budget_spent);
  EXPECT_EQ(r.tries, 10u);
  EXPECT_TRUE(
      fails_with(verify::play_choices<G>(config, r.choices, broken_level<G>(), *buffer).failure,
                 "test.broken-invariant"));
}

}  // namespace
}  // namespace arbiter
