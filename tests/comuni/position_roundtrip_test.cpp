// Comuni positions (docs/notation.md, "Comuni positions"), (a): every state of random games, for
// every player count and every option set that changes what the state holds, goes
// text -> state -> text unchanged (state == state, text == text).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "tests/comuni/position_support.h"
#include "tests/support/scale.h"

namespace arbiter::comuni {
namespace {
using namespace position_test_support;

// What the sweep saw, to show that the hard states were reached and not only phase 1.
struct Coverage {
  std::map<Phase, int> phases;
  int states = 0, chains = 0, half_committed = 0, assigned_some = 0, pending = 0, final_round = 0,
      last_invasion_kept = 0, explicit_piles = 0, bonus = 0, masters = 0, interrupted_refills = 0;
  void add(const State& s) {
    ++states;
    ++phases[s.phase];
    // An invasion A-C under way with columns still to refill (INV-11 bounds what they hold).
    if ((s.phase == Phase::Commit || s.phase == Phase::Assign) && s.invading >= 0 &&
        s.invading < kPiles - 1)
      for (int c = 0; c < s.columns_in_use; ++c)
        if (s.columns[ix(c)].count < s.data().column_capacity[ix(c)]) {
          ++interrupted_refills;
          break;
        }
    if (s.phase == Phase::Displaced && s.columns[s.displaced_from].envoy != s.active) ++chains;
    if (s.phase == Phase::Commit && s.players[s.commit_seat].commit.stage == 1) ++half_committed;
    if (s.phase == Phase::Assign && s.commit_seat > 0) ++assigned_some;
    if (s.pending_invasion >= 0) ++pending;
    if (s.final_round) ++final_round;
    if (s.invading < 0 && s.invasion_pawn >= 0) ++last_invasion_kept;
    if (Comuni::position_text(s).find("\npile ") != std::string::npos) ++explicit_piles;
    for (int q = 0; q < s.num_players; ++q) bonus += s.players[ix(q)].bonus_cards > 0;
    for (int k = 0; k < kCategories; ++k) masters += s.master[ix(k)] >= 0;
  }
};

// Every state of `games` random games (the class-weighted random player of `arbiter verify`).
void sweep(const Config& config, std::uint64_t seed, int games, Coverage& seen) {
  auto buffer = verify::make_buffer<Comuni>();
  for (int g = 0; g < games; ++g) {
    std::mt19937_64 rng(verify::game_seed(seed, static_cast<std::uint64_t>(g)));
    State s = Comuni::initial_state(config);
    for (std::size_t step = 0;; ++step) {
      const std::string problem = round_trip_problem(s);
      ASSERT_EQ(problem, "") << "game " << g << " step " << step;
      seen.add(s);
      if (Comuni::is_terminal(s) || step >= Comuni::kMaxGameLength) break;
      Comuni::legal_actions(s, *buffer);
      ASSERT_FALSE(buffer->empty());
      ASSERT_FALSE(Comuni::apply(s, verify::pick_action<Comuni>(s, *buffer, rng)));
    }
    ASSERT_TRUE(Comuni::is_terminal(s)) << "game " << g << " did not end";
  }
}

// (a) Every player count x every option set: every state of whole random games, from the setup to
// the final scores. What they reach is checked on all of them (the Release suite), not on the
// quarter the sanitizer build plays.
TEST(ComuniPositions, EveryStateOfRandomGamesRoundTrips) {
  constexpr int kGames = test_support::scaled_games(4);
  Coverage seen;
  for (int players = 2; players <= kMaxPlayers; ++players)
    for (int set = 0; set < kOptionSetCount; ++set) {
      SCOPED_TRACE(std::to_string(players) + " players, " + kOptionSets[set].name);
      sweep(config_for(players, set), 1000 + static_cast<std::uint64_t>(10 * players + set), kGames,
            seen);
      if (HasFatalFailure()) return;
    }
  std::cout << "[ positions ] " << seen.states << " states of "
            << kGames * (kMaxPlayers - 1) * kOptionSetCount << " games round-tripped\n";
  if (test_support::kSanitizerDivisor > 1) return;
  // Every phase, and the states that only a complete notation can write: a displacement chain
  // (the outbid envoy lost to another displaced envoy), an invasion with a player between his
  // two commitments, ramparts partly assigned, an invasion waiting for the refill, the final
  // round, the last invasion kept for the views, bonus ramparts, guild masters, an invasion that
  // interrupted the refill.
  for (Phase p :
       {Phase::SetupComuni, Phase::SetupDisplay, Phase::Projects, Phase::Displaced, Phase::Refill,
        Phase::Commit, Phase::Assign, Phase::Build, Phase::Discard, Phase::Repair, Phase::GameOver})
    EXPECT_GT(seen.phases[p], 0) << "phase " << static_cast<int>(p) << " never reached";
  EXPECT_GT(seen.chains, 0);
  EXPECT_GT(seen.half_committed, 0);
  EXPECT_GT(seen.assigned_some, 0);
  EXPECT_GT(seen.pending, 0);
  EXPECT_GT(seen.final_round, 0);
  EXPECT_GT(seen.last_invasion_kept, 0);
  EXPECT_GT(seen.explicit_piles, 0);
  EXPECT_GT(seen.bonus, 0);
  EXPECT_GT(seen.masters, 0);
  EXPECT_GT(seen.interrupted_refills, 0);
  RecordProperty("states", seen.states);
}

// (a) The same as a RapidCheck property: the player count, the option set and every choice
// (decisions and chance outcomes alike, legal[pick % size]) are generated, so a failure shrinks
// to a short game.
RC_GTEST_PROP(ComuniPositions, RandomStatesRoundTrip, ()) {
  const int players = *rc::gen::inRange(2, kMaxPlayers + 1);
  const int set = *rc::gen::inRange(0, kOptionSetCount);
  const auto picks =
      *rc::gen::container<std::vector<std::uint32_t>>(700, rc::gen::arbitrary<std::uint32_t>());
  const Config& config = config_for(players, set);
  auto buffer = verify::make_buffer<Comuni>();
  State s = Comuni::initial_state(config);
  for (std::uint32_t pick : picks) {
    RC_ASSERT(round_trip_problem(s) == std::string());
    if (Comuni::is_terminal(s)) break;
    Comuni::legal_actions(s, *buffer);
    RC_ASSERT(!buffer->empty());
    RC_ASSERT(!Comuni::apply(s, (*buffer)[pick % buffer->size()]));
  }
  RC_ASSERT(round_trip_problem(s) == std::string());
}

}  // namespace
}  // namespace arbiter::comuni
