// A verification run: games [begin, end) of a seeded run, on one thread or many, summed into a
// summary that does not depend on the thread count or on how the run was cut into shards.
//
// Why chunks: threads take 64 consecutive games at a time, and each chunk is summed on its own;
// the chunks are then added in index order, up to the first failing game. So -j 8 reports the
// same counts, the same digest and the same (first) failure as -j 1, and shards that are merged
// (verify/summary.h) give what one run over all the games gives. The runs handed to the caller
// (`verify --save`) go in index order, up to the first failing game, as -j 1 hands them.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <limits>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

#include "engine/core/game.h"
#include "verify/simulate.h"
#include "verify/summary.h"

namespace arbiter::verify {

// Game i of a run contributes this to the run's digest; the digest is a sum, so that the order
// games finish in does not matter, and the index is mixed in so that two games swapping their
// final states changes it.
inline std::uint64_t game_digest(std::uint64_t index, std::uint64_t final_hash) {
  return game_seed(final_hash, index);
}

template <Game G>
struct BatchResult {
  Tally tally;                           // the games counted: up to the first failure
  std::optional<FailedGame> failure;     // the first failing game, by index
  std::optional<GameRun<G>> failed_run;  // its run (actions), for the counterexample record
};

struct BatchSettings {
  std::uint64_t seed = 0;
  std::uint64_t begin = 0, end = 0;  // game indices
  CheckLevel level;
  unsigned threads = 1;
  // Called after every game that passed, from the thread that played it (e.g. --save).
  std::function<void(std::uint64_t index)> on_game_passed;
};

namespace detail {
template <Game G>
struct Chunk {
  Tally tally;
  std::optional<FailedGame> failure;
  std::optional<GameRun<G>> failed_run;
  std::vector<std::pair<std::uint64_t, GameRun<G>>> passed;  // kept for on_run until released
  bool complete = false;
};
inline constexpr std::uint64_t kChunkGames = 64;

// Hands the passing runs of finished chunks to on_run in index order: a chunk only once every
// chunk before it has finished without a failure. A thread may finish a chunk past the first
// failing one before that failure is known; its games are never handed on, as -j 1 never plays
// them.
template <Game G>
class InOrderRelease {
 public:
  void finished(std::vector<Chunk<G>>& chunks, std::uint64_t c,
                const std::function<void(std::uint64_t, const GameRun<G>&)>& on_run) {
    std::lock_guard lock(mutex_);
    chunks[c].complete = true;
    while (!stopped_ && next_ < chunks.size() && chunks[next_].complete) {
      Chunk<G>& chunk = chunks[next_++];
      for (const auto& [index, run] : chunk.passed) on_run(index, run);
      chunk.passed = {};
      stopped_ = chunk.failure.has_value();
    }
  }

 private:
  std::mutex mutex_;
  std::uint64_t next_ = 0;
  bool stopped_ = false;
};
}  // namespace detail

// Plays games [settings.begin, settings.end). `done` (if given) counts finished games, for a
// progress display polled from another thread. `on_run` (if given) receives each passing game's
// run before the first failing game, in index order, one call at a time (to write it as a
// record): the same calls whatever the thread count.
template <Game G>
BatchResult<G> run_batch(const typename G::Config& config, const BatchSettings& settings,
                         std::atomic<std::uint64_t>* done = nullptr,
                         const std::function<void(std::uint64_t, const GameRun<G>&)>& on_run = {}) {
  using detail::kChunkGames;
  const std::uint64_t games = settings.end - settings.begin;
  const std::uint64_t chunks = (games + kChunkGames - 1) / kChunkGames;
  std::vector<detail::Chunk<G>> results(chunks);
  std::atomic<std::uint64_t> next{0};
  // The lowest chunk with a failure so far: chunks after it need not be played.
  std::atomic<std::uint64_t> first_failed{std::numeric_limits<std::uint64_t>::max()};
  detail::InOrderRelease<G> release;
  auto work = [&] {
    auto legal = make_buffer<G>();
    for (;;) {
      const std::uint64_t c = next.fetch_add(1);
      if (c >= chunks || c > first_failed.load()) return;
      detail::Chunk<G>& out = results[c];
      const std::uint64_t lo = settings.begin + c * kChunkGames;
      const std::uint64_t hi = std::min(settings.end, lo + kChunkGames);
      for (std::uint64_t i = lo; i < hi; ++i) {
        const std::uint64_t s = game_seed(settings.seed, i);
        GameRun<G> run = simulate<G>(config, s, settings.level, *legal);
        out.tally.played += 1;
        out.tally.actions += run.actions.size();
        out.tally.invariant_checks += run.checks;
        out.tally.capped += run.hit_cap;
        out.tally.digest += game_digest(i, G::hash(run.final_state));
        if (done) done->fetch_add(1, std::memory_order_relaxed);
        if (run.failure) {
          out.failure = FailedGame{i, s, run.failure->step, run.failure->rule, run.failure->what};
          out.failed_run = std::move(run);
          std::uint64_t cur = first_failed.load();
          while (c < cur && !first_failed.compare_exchange_weak(cur, c)) {
          }
          break;
        }
        if (on_run) out.passed.emplace_back(i, std::move(run));
      }
      if (on_run) release.finished(results, c, on_run);
    }
  };
  const unsigned threads = std::max(
      1u, std::min<unsigned>(settings.threads, static_cast<unsigned>(chunks ? chunks : 1)));
  if (threads == 1) {
    work();
  } else {
    std::vector<std::jthread> pool;
    pool.reserve(threads);
    for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work);
  }
  BatchResult<G> result;
  for (auto& chunk : results) {
    result.tally += chunk.tally;
    if (chunk.failure) {
      result.failure = std::move(chunk.failure);
      result.failed_run = std::move(chunk.failed_run);
      break;
    }
  }
  return result;
}

// The summary of a batch: what `verify --summary` writes and `arbiter merge` reads.
template <Game G>
RunSummary summarize(const typename G::Config& config, const BatchSettings& settings,
                     std::uint64_t run_games, const BatchResult<G>& result) {
  RunSummary s;
  s.game = std::string(G::kName);
  s.seed = settings.seed;
  s.options = resolved_options(G::option_specs(), config.options);
  s.thorough = settings.level.legality;
  s.games = run_games;
  s.begin = settings.begin;
  s.end = settings.end;
  s.tally = result.tally;
  s.failure = result.failure;
  return s;
}

}  // namespace arbiter::verify
