// Rule coverage (verify/coverage.h, `verify --coverage`, `--guided`): every rule id a game names
// resolves in its reference; the counts add up (every action played once, every game one end,
// transitions as phase_coverage.h counts them); unguided coverage plays run_batch's games; and
// neither the counts nor a guided run's games depend on the thread count.
#include <gtest/gtest.h>

#include <numeric>

#include "engine/core/hooks.h"
#include "engine/games.h"
#include "verify/batch.h"
#include "verify/coverage.h"
#include "verify/instances.h"

namespace arbiter::verify {
namespace {

template <Game G>
void every_rule_id_resolves() {
  const auto rules = G::rules();
  ASSERT_FALSE(end_conditions_of<G>().empty()) << G::kName;
  for (const EndCondition& e : end_conditions_of<G>())
    EXPECT_TRUE(resolve_rule(rules, e.rule)) << G::kName << ": end condition " << e.rule;
  // Every action kind (an Action's first member), then every action random play lists.
  const auto& config = shared_config<G>(typename G::Options{});
  const typename G::State start = G::initial_state(config);
  for (int k = 0; k < 64; ++k) {
    typename G::Action a{};
    a.kind = static_cast<decltype(a.kind)>(k);
    const std::string_view id = G::action_rule(start, a);
    EXPECT_TRUE(resolve_rule(rules, id)) << G::kName << ": action kind " << k << " -> " << id;
  }
  auto legal = make_buffer<G>();
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    std::mt19937_64 rng(seed), check_rng(seed);
    play_checked<G>(config, CheckLevel{}, *legal, check_rng,
                    [&](const typename G::State& s, const Buffer<G>& l) {
                      for (const auto& a : l) {
                        EXPECT_GE(rule_index<G>(G::action_rule(s, a)), 0)
                            << G::kName << ": " << G::action_to_text(s, a);
                      }
                      return std::optional(pick_action<G>(s, l, rng));
                    });
  }
  for (const auto& q : hooks::queries<G>()) {
    EXPECT_FALSE(q.name.empty());
  }
}

TEST(Coverage, EveryRuleIdResolves) {
  for_each_game([](auto g) { every_rule_id_resolves<decltype(g)>(); });
}

TEST(Coverage, RuleIndexResolvesSubItems) {
  using G = torres::Torres;
  EXPECT_GE(rule_index<G>("T-2.12"), 0);
  EXPECT_EQ(rule_index<G>("T-2.12a"), rule_index<G>("T-2.12"));
  EXPECT_EQ(rule_index<G>("encoding"), -1);
}

BatchSettings settings(std::uint64_t seed, std::uint64_t games, unsigned threads) {
  BatchSettings s;
  s.seed = seed;
  s.begin = 0;
  s.end = games;
  s.threads = threads;
  return s;
}

// Unguided: the games run_batch plays, every action accepted once under its rule, one end per
// finished game, the transitions phase_coverage.h counts when it replays the same games.
template <Game G>
void counts_add_up(int players, std::uint64_t games) {
  typename G::Options o{};
  o.players = players;
  const auto& config = shared_config<G>(o);
  const BatchSettings bs = settings(7, games, 1);
  const CoverageResult<G> r = run_coverage<G>(config, bs, false);
  const BatchResult<G> plain = run_batch<G>(config, bs);
  ASSERT_FALSE(r.batch.failure);
  EXPECT_EQ(r.batch.tally, plain.tally) << G::kName;
  const Coverage& c = r.coverage;
  EXPECT_EQ(c.games, games);
  EXPECT_EQ(std::accumulate(c.rules.accepted.begin(), c.rules.accepted.end(), std::uint64_t{0}),
            r.batch.tally.actions);
  EXPECT_EQ(std::accumulate(c.rules.rejected.begin(), c.rules.rejected.end(), std::uint64_t{0}),
            0u);
  EXPECT_TRUE(c.rules.other.empty());
  EXPECT_EQ(std::accumulate(c.ends.begin(), c.ends.end(), std::uint64_t{0}) + c.unfinished, games);
  EXPECT_EQ(c.unfinished, r.batch.tally.capped);
  PhaseCoverage replayed(G::phase_graph());
  auto legal = make_buffer<G>();
  for (std::uint64_t i = 0; i < games; ++i) {
    const auto run = simulate<G>(config, game_seed(7, i), CheckLevel{}, *legal);
    replayed.add_game<G>(G::initial_state(config), run.actions);
  }
  EXPECT_EQ(c.phases.taken(), replayed.taken()) << G::kName;
  EXPECT_EQ(c.phases.maybe(), replayed.maybe()) << G::kName;
  EXPECT_EQ(c.phases.steps(), r.batch.tally.actions);
}

TEST(Coverage, CountsAddUp) {
  counts_add_up<torres::Torres>(3, 20);
  counts_add_up<comuni::Comuni>(3, 6);
  counts_add_up<medievalia::Medievalia>(2, 10);
}

TEST(Coverage, ThoroughCountsRejectedCandidates) {
  using G = medievalia::Medievalia;
  const auto& config = shared_config<G>(G::Options{});
  BatchSettings bs = settings(3, 3, 1);
  bs.level.legality = true;
  const CoverageResult<G> r = run_coverage<G>(config, bs, false);
  ASSERT_FALSE(r.batch.failure);
  const auto& rules = r.coverage.rules;
  const std::uint64_t rejected =
      std::accumulate(rules.rejected.begin(), rules.rejected.end(), std::uint64_t{0});
  const std::uint64_t accepted =
      std::accumulate(rules.accepted.begin(), rules.accepted.end(), std::uint64_t{0});
  EXPECT_GT(rejected, 0u);
  EXPECT_GT(accepted, r.batch.tally.actions);  // the legal candidates too
  // The candidates each step tried: every legal action and 16 samples, plus the one played.
  std::uint64_t other = 0;
  for (const auto& [id, n] : rules.other) other += n[0] + n[1];
  EXPECT_GT(rejected + accepted + other, r.batch.tally.actions * 17);
}

template <Game G>
void same_on_any_thread_count(int players, std::uint64_t games, bool guided) {
  typename G::Options o{};
  o.players = players;
  const auto& config = shared_config<G>(o);
  std::vector<std::vector<typename G::Action>> played[2];
  std::string text[2];
  Tally tally[2];
  for (unsigned t : {1u, 2u}) {
    const BatchSettings bs = settings(11, games, t);
    auto& keep = played[t - 1];
    keep.resize(games);
    const auto r =
        run_coverage<G>(config, bs, guided, nullptr,
                        [&](std::uint64_t i, const GameRun<G>& run) { keep[i] = run.actions; });
    ASSERT_FALSE(r.batch.failure);
    RunSummary s = summarize<G>(config, bs, games, r.batch);
    text[t - 1] = coverage_file_text<G>(r.coverage, s, guided);
    tally[t - 1] = r.batch.tally;
  }
  EXPECT_EQ(text[0], text[1]) << G::kName;
  EXPECT_EQ(tally[0], tally[1]) << G::kName;
  EXPECT_TRUE(played[0] == played[1]) << G::kName;
}

TEST(Coverage, TheSameOnAnyThreadCount) {
  same_on_any_thread_count<torres::Torres>(2, 40, false);
}

TEST(Coverage, GuidedTheSameOnAnyThreadCount) {
  // Three generations: the later ones start from cells the earlier ones archived.
  same_on_any_thread_count<torres::Torres>(2, 3 * kGeneration, true);
  same_on_any_thread_count<medievalia::Medievalia>(2, 2 * kGeneration + 5, true);
}

TEST(Coverage, GuidedGamesStartFromArchivedCells) {
  using G = medievalia::Medievalia;
  const auto& config = shared_config<G>(G::Options{});
  const auto r = run_coverage<G>(config, settings(5, 2 * kGeneration, 1), true);
  ASSERT_FALSE(r.batch.failure);
  EXPECT_GT(r.cells, 10u);
  EXPECT_GT(r.started_from_cell, kGeneration / 2);  // 3 in 4 of the second generation
  EXPECT_EQ(r.coverage.games, 2 * kGeneration);
}

// An action counts under the rule that governs it where it is played: a Medievalia game drafts 8
// cards a seat, a draw and its reveal each, under M-2.6 (not the turn's draw, M-3.1), and a
// heading counts what its parts governed (M-2, the setup); a Torres card played counts for T-2.21,
// playing a card, as well as for its own rule; a card taken in the Torres variant counts for T-6.2,
// and the draws of Comuni's first display for C-2.6.
TEST(Coverage, ActionsCountUnderTheRuleOfTheirPhase) {
  using M = medievalia::Medievalia;
  const auto rm = run_coverage<M>(shared_config<M>(M::Options{}), settings(1, 4, 1), false);
  ASSERT_FALSE(rm.batch.failure);
  EXPECT_EQ(rm.coverage.rules.accepted[static_cast<std::size_t>(rule_index<M>("M-2.6"))],
            4u * 2 * 8 * 2);
  const std::string m = coverage_table<M>(rm.coverage);
  for (const char* never : {"!!  M-2 ", "!!  M-2.2 ", "!!  M-2.6 ", "!!  M-3.1 "})
    EXPECT_EQ(m.find(never), std::string::npos) << never << " in\n" << m;
  using T = torres::Torres;
  const auto rt = run_coverage<T>(shared_config<T>(T::Options{}), settings(1, 20, 1), false);
  const std::string t = coverage_table<T>(rt.coverage);
  EXPECT_EQ(t.find("!!  T-2.21 "), std::string::npos) << t;
  // The variant's takes and draws are its own rule (T-6.2: draw 3, keep 1), none the base game's
  // take from the shared deck (T-2.20).
  T::Options variant;
  variant.version = torres::Version::Variant;
  const auto rv = run_coverage<T>(shared_config<T>(variant), settings(1, 4, 1), false);
  ASSERT_FALSE(rv.batch.failure);
  EXPECT_GT(rv.coverage.rules.accepted[static_cast<std::size_t>(rule_index<T>("T-6.2"))], 0u);
  EXPECT_EQ(rv.coverage.rules.accepted[static_cast<std::size_t>(rule_index<T>("T-2.20"))], 0u);
  // Comuni's first display is drawn in the setup (C-2.6), not refilled (C-3.2).
  using C = comuni::Comuni;
  const auto rc = run_coverage<C>(shared_config<C>(C::Options{}), settings(1, 2, 1), false);
  ASSERT_FALSE(rc.batch.failure);
  EXPECT_GT(rc.coverage.rules.accepted[static_cast<std::size_t>(rule_index<C>("C-2.6"))], 0u);
}

TEST(Coverage, TableFlagsWhatNeverHappened) {
  using G = torres::Torres;
  const auto& config = shared_config<G>(G::Options{});
  const auto r = run_coverage<G>(config, settings(1, 3, 1), false);
  const std::string table = coverage_table<G>(r.coverage);
  EXPECT_NE(table.find("rules: "), std::string::npos);
  EXPECT_NE(table.find("T-2.12"), std::string::npos);
  // Only the Meister version places starting castles: never in base games.
  EXPECT_NE(table.find("  !!  T-7.2 "), std::string::npos) << table;
  EXPECT_NE(table.find("transitions: "), std::string::npos);
  EXPECT_NE(table.find("end conditions: 1 of 1 reached, 3 games"), std::string::npos) << table;
  EXPECT_NE(table.find("T-5.3"), std::string::npos);
}

}  // namespace
}  // namespace arbiter::verify
