// verify/summary.h and verify/batch.h: summaries read back to themselves, shards merge into the
// whole run (counts stop at the first failure), and a batch does not depend on its thread count.
#include <algorithm>
#include <vector>

#include <gtest/gtest.h>

#include "engine/games.h"
#include "verify/batch.h"
#include "verify/instances.h"
#include "verify/summary.h"

namespace arbiter::verify {
namespace {

RunSummary part(std::uint64_t begin, std::uint64_t end, std::uint64_t played,
                std::optional<FailedGame> failure = std::nullopt) {
  RunSummary s;
  s.game = "torres";
  s.seed = 9;
  s.options = {{"players", "2"}, {"version", "base"}};
  s.games = 30;
  s.begin = begin;
  s.end = end;
  s.tally = Tally{played, played * 100, played * 101, 0, played * 7};
  s.failure = std::move(failure);
  return s;
}

TEST(Summary, ReadsBackToItself) {
  RunSummary s = part(10, 20, 4, FailedGame{13, 77, 5, "T-INV-1", "a castle \"floats\""});
  auto back = summary_from_json(nlohmann::ordered_json::parse(summary_text(s)));
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(*back, s);
  EXPECT_EQ(summary_text(*back), summary_text(s));
}

TEST(Summary, RefusesWhatIsNotOne) {
  auto j = nlohmann::ordered_json::parse(summary_text(part(0, 10, 10)));
  j["range"] = {5, 40};
  auto r = summary_from_json(j);
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().find("range"), std::string::npos);
  j = nlohmann::ordered_json::parse(summary_text(part(0, 10, 10)));
  j["played"] = -1;
  EXPECT_FALSE(summary_from_json(j));
  j = nlohmann::ordered_json::parse(summary_text(part(0, 10, 10)));
  j["digest"] = "xyz";
  EXPECT_FALSE(summary_from_json(j));
}

TEST(Summary, ShardsMergeInAnyOrder) {
  auto merged = merge_summaries({part(20, 30, 10), part(0, 10, 10), part(10, 20, 10)});
  ASSERT_TRUE(merged) << merged.error();
  EXPECT_EQ(merged->begin, 0u);
  EXPECT_EQ(merged->end, 30u);
  EXPECT_EQ(merged->tally.played, 30u);
  EXPECT_EQ(merged->tally.digest, 210u);
  EXPECT_FALSE(merged->failure);
}

TEST(Summary, MergeStopsAtTheFirstFailure) {
  // Games 13 and 25 fail in their shards: one run stops at 13, so game 25's shard counts nothing.
  auto merged = merge_summaries({part(0, 10, 10), part(10, 20, 4, FailedGame{13, 1, 2, "a", "x"}),
                                 part(20, 30, 6, FailedGame{25, 1, 2, "b", "y"})});
  ASSERT_TRUE(merged) << merged.error();
  EXPECT_EQ(merged->tally.played, 14u);
  ASSERT_TRUE(merged->failure);
  EXPECT_EQ(merged->failure->index, 13u);
}

// More shards than games leaves empty parts [b, b): any order merges, a part given twice does not.
TEST(Summary, EmptyPartsMergeInAnyOrder) {
  const std::vector<RunSummary> parts = {part(0, 0, 0), part(0, 15, 15), part(15, 15, 0),
                                         part(15, 30, 15)};
  std::vector<std::size_t> order = {0, 1, 2, 3};
  do {
    std::vector<RunSummary> shuffled;
    for (std::size_t i : order) shuffled.push_back(parts[i]);
    auto merged = merge_summaries(shuffled);
    ASSERT_TRUE(merged) << merged.error();
    EXPECT_EQ(merged->tally.played, 30u);
  } while (std::next_permutation(order.begin(), order.end()));
  EXPECT_FALSE(merge_summaries({part(0, 0, 0), part(0, 0, 0), part(0, 30, 30)}));
}

// Counts that cannot belong to a run: more capped games than played, sums past 2^64-1.
TEST(Summary, MergeRefusesImpossibleCounts) {
  RunSummary capped = part(0, 10, 10);
  capped.tally.capped = 11;
  EXPECT_FALSE(merge_summaries({capped, part(10, 30, 20)}));
  RunSummary huge = part(0, 10, 10);
  huge.tally.actions = ~std::uint64_t{0} - 5;
  auto r = merge_summaries({huge, part(10, 30, 20)});
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().find("2^64"), std::string::npos) << r.error();
}

TEST(Summary, MergeRefusesGapsOverlapsAndOtherRuns) {
  EXPECT_FALSE(merge_summaries({part(0, 10, 10), part(20, 30, 10)}));
  EXPECT_FALSE(merge_summaries({part(0, 10, 10), part(5, 30, 25)}));
  RunSummary other = part(10, 30, 20);
  other.seed = 10;
  EXPECT_FALSE(merge_summaries({part(0, 10, 10), other}));
  // A part that claims fewer games than its range without a failure.
  EXPECT_FALSE(merge_summaries({part(0, 10, 9), part(10, 30, 20)}));
  EXPECT_FALSE(merge_summaries({}));
}

TEST(Summary, ShardRangesCoverTheRunOnce) {
  for (std::uint64_t games : {0ull, 1ull, 7ull, 1000ull, 18446744073709551615ull})
    for (std::uint64_t n : {1ull, 3ull, 4ull, 64ull}) {
      std::uint64_t next = 0;
      for (std::uint64_t k = 1; k <= n; ++k) {
        auto [b, e] = shard_range(games, k, n);
        EXPECT_EQ(b, next);
        EXPECT_LE(e - b, games / n + (games % n != 0));
        next = e;
      }
      EXPECT_EQ(next, games);
    }
}

template <class G>
void batch_is_the_same_on_any_thread_count(std::uint64_t games) {
  const auto& config = shared_config<G>(typename G::Options{});
  BatchSettings one;
  one.seed = 5;
  one.end = games;
  BatchSettings three = one;
  three.threads = 3;
  const auto a = run_batch<G>(config, one);
  const auto b = run_batch<G>(config, three);
  EXPECT_EQ(a.tally, b.tally) << G::kName;
  EXPECT_EQ(a.tally.played, games);
  // Two halves played apart add up to the whole.
  BatchSettings low = one, high = one;
  low.end = games / 2;
  high.begin = games / 2;
  Tally sum = run_batch<G>(config, low).tally;
  sum += run_batch<G>(config, high).tally;
  EXPECT_EQ(sum, a.tally) << G::kName;
}

TEST(Batch, TheSameOnAnyThreadCount) {
  batch_is_the_same_on_any_thread_count<torres::Torres>(200);
  batch_is_the_same_on_any_thread_count<comuni::Comuni>(70);
  batch_is_the_same_on_any_thread_count<medievalia::Medievalia>(70);
}

// The runs handed on (`verify --save`): the games before the first failing one, in index order,
// the same on 1 and 3 threads (issue 25, item 26). Seed 56's game 50 reaches a score of 30
// first: a failure in the first chunk of 64 while other threads play the next chunks.
TEST(Batch, HandsOnTheSameRunsOnAnyThreadCount) {
  using G = torres::Torres;
  const auto& config = shared_config<G>(typename G::Options{});
  auto handed_on = [&](unsigned threads) {
    BatchSettings s;
    s.seed = 56;
    s.end = 256;
    s.threads = threads;
    s.level.test_fail_at_score = 30;
    std::vector<std::uint64_t> indices;
    const auto r = run_batch<G>(config, s, nullptr,
                                [&](std::uint64_t i, const GameRun<G>&) { indices.push_back(i); });
    EXPECT_EQ(r.failure ? r.failure->index : 0u, 50u);
    return indices;
  };
  const std::vector<std::uint64_t> one = handed_on(1);
  std::vector<std::uint64_t> before_failure(50);
  for (std::uint64_t i = 0; i < 50; ++i) before_failure[i] = i;
  EXPECT_EQ(one, before_failure);
  EXPECT_EQ(handed_on(3), one);
}

}  // namespace
}  // namespace arbiter::verify
