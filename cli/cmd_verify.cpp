// arbiter verify GAME --games N --seed S: random games with every invariant checked after every
// step; a failing game is written as a replayable record, and beside it the same failure shrunk
// to a minimal game (verify/shrink.h).
#include <atomic>
#include <charconv>
#include <chrono>
#include <climits>
#include <functional>
#include <stdexcept>
#include <thread>
#include <tuple>
#include <vector>

#include "cli/commands.h"
#include "cli/common.h"
#include "cli/verify_files.h"
#include "verify/batch.h"
#include "verify/coverage.h"
#include "verify/instances.h"
#include "verify/shrink.h"
#include "verify/summary.h"

namespace arbiter::cli {
namespace {

void progress(long done, long total) {
  const int width = 30;
  const int filled = static_cast<int>(width * done / (total ? total : 1));
  std::cerr << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
            << std::string(static_cast<std::size_t>(width - filled), ' ') << "] " << done << "/"
            << total << " games" << std::flush;
}

// A record the run found, written to `path`; when that fails, printed on stderr after the error,
// so that it is not lost. True when written.
bool write_found_record(const std::string& path, const std::string& text,
                        const std::vector<std::string>& inputs) {
  const Expected<bool> w = output::write(path, text, {.inputs = inputs});
  if (!w)
    std::cerr << "arbiter: error: " << printable(w.error()) << "; the record follows:\n" << text;
  return w.ok();
}

// The failing game shrunk (verify/shrink.h): its choice sequence replayed with the same checks,
// then cut, pruned and lowered to a 1-minimal game that fails with the same rule, written as a
// record to `path`. Runs once, after the batch, on the first failing game: what it writes does
// not depend on the thread count. A failure the replay does not reproduce (one that comes from
// the rejected action itself, which the game's actions do not include, or from the --thorough
// samples, drawn from another stream) leaves only the full counterexample.
template <Game G>
void write_minimal_counterexample(const typename G::Config& config, const verify::CheckLevel& level,
                                  std::uint64_t seed, const verify::FailedGame& f,
                                  const std::vector<typename G::Action>& actions,
                                  const std::string& path, const std::vector<std::string>& inputs) {
  auto legal = verify::make_buffer<G>();
  verify::ShrinkResult sr;
  try {
    sr = verify::shrink<G>(config, verify::choices_of<G>(config, actions, *legal), level, *legal);
  } catch (const std::invalid_argument&) {
    // An action the replay cannot play (choices_of): sr.failure stays empty, nothing is shrunk.
  }
  if (!sr.failure || sr.failure->rule != f.rule) {
    std::cerr << "  not shrunk: replaying the game's " << counted(actions.size(), "action")
              << " does not fail with [" << f.rule << "]";
    if (sr.failure) std::cerr << " (it fails with [" << sr.failure->rule << "])";
    std::cerr << "; only the full counterexample is written\n";
    return;
  }
  const verify::GameRun<G> minimal = verify::play_choices<G>(config, sr.choices, level, *legal);
  const std::string text =
      replay::write_record<G>(config, minimal.actions,
                              {{"Event", "arbiter verify minimal counterexample"},
                               {"Seed", std::to_string(seed)},
                               {"GameIndex", std::to_string(f.index)},
                               {"GameSeed", std::to_string(f.game_seed)},
                               {"Failure", "[" + sr.failure->rule + "] " + sr.failure->what},
                               {"FailureStep", std::to_string(sr.failure->step)},
                               {"OriginalLength", std::to_string(actions.size())},
                               {"MinimalLength", std::to_string(minimal.actions.size())}},
                              false);
  std::cerr << "  shrunk from " << actions.size() << " to " << minimal.actions.size()
            << " actions (" << sr.tries << " games replayed"
            << (sr.budget_spent ? "; the budget ran out: shorter, but maybe not minimal" : "")
            << ")\n";
  if (write_found_record(path, text, inputs))
    std::cerr << "  minimal counterexample written to " << printable(path) << "\n";
}

// --coverage FILE, --guided (verify/coverage.h): the games played with their coverage counted.
template <Game G>
verify::BatchResult<G> play_with_coverage(
    const VerifyOptions& opt, const typename G::Config& config,
    const verify::BatchSettings& settings, std::atomic<std::uint64_t>* done,
    const std::function<void(std::uint64_t, const verify::GameRun<G>&)>& save,
    std::optional<verify::CoverageResult<G>>& cov) {
  cov.emplace(verify::run_coverage<G>(config, settings, opt.guided, done, save));
  return cov->batch;
}

// The coverage table on stdout, and the coverage file (JSON) when asked.
template <Game G>
Status report_coverage(const VerifyOptions& opt, const verify::CoverageResult<G>& cov,
                       const verify::RunSummary& summary) {
  std::cout << "coverage of " << cov.coverage.games << " games";
  if (opt.guided)
    std::cout << " (guided: " << cov.started_from_cell << " started from one of " << cov.cells
              << " archived cells)";
  std::cout << "\n" << verify::coverage_table<G>(cov.coverage);
  if (!opt.thorough)
    std::cout << "note: without --thorough only the actions played are counted (all accepted); "
                 "--thorough adds the candidates the checks try, and their rejections\n";
  if (opt.coverage_path.empty()) return Status::Ok;
  return write_output(opt.coverage_path,
                      verify::coverage_file_text<G>(cov.coverage, summary, opt.guided),
                      opt.flags.input_files())
             ? Status::Ok
             : Status::Malformed;
}

// The game flags' overrides with --players first; nullopt when it contradicts --option players=.
std::optional<replay::Overrides> verify_overrides(const VerifyOptions& opt) {
  replay::Overrides over = opt.flags.overrides();
  if (!opt.players) return over;
  for (const std::string& o : over.options)
    if (o.rfind("players=", 0) == 0 && o != "players=" + std::to_string(*opt.players)) {
      std::cerr << "arbiter: error: --players " << *opt.players << " contradicts --option "
                << printable(o) << "\n";
      return std::nullopt;
    }
  over.options.insert(over.options.begin(), "players=" + std::to_string(*opt.players));
  return over;
}

// The summary and coverage files are checked before the games are played, so that a path that
// cannot be written fails at once rather than after the run; they are written after it, whole
// (an old summary stays as it was until then, whatever ends the run). The --save folder takes
// the first record, or the run fails now rather than after its games.
template <Game G>
bool outputs_ready(const VerifyOptions& opt, const std::vector<std::string>& inputs,
                   std::uint64_t seed, std::uint64_t first_game) {
  if (!outputs_apart({opt.summary_path, opt.coverage_path, opt.save_dir, opt.out_dir}, G::kName,
                     seed))
    return false;
  for (const std::string* path : {&opt.summary_path, &opt.coverage_path})
    if (!path->empty() && !check_output(*path, inputs)) return false;
  return opt.save_dir.empty() ||
         check_output(save_path(opt.save_dir, G::kName, seed, first_game), inputs);
}

template <Game G>
void print_run_head(const VerifyOptions& opt, const typename G::Config& config,
                    const verify::BatchSettings& settings) {
  std::cout << "verify " << G::kName << ": " << opt.games << (opt.games == 1 ? " game" : " games")
            << ", seed " << settings.seed;
  for (const auto& [name, value] : replay::option_tags<G>(config.options))
    if (name == "players" || name == "version") std::cout << ", " << name << "=" << value;
  std::cout << (opt.thorough ? ", thorough checks" : "") << (opt.guided ? ", guided" : "");
  if (opt.test_fail_at_score > 0)
    std::cout << ", test-only broken invariant: a score of " << opt.test_fail_at_score << " fails";
  if (opt.shard_n > 1)
    std::cout << ", shard " << opt.shard_k << "/" << opt.shard_n << " (games " << settings.begin
              << " to " << settings.end << ")";
  if (opt.jobs > 1) std::cout << ", " << opt.jobs << " threads";
  std::cout << "\n" << std::flush;
}

// --save: the games up to the first failing one, in game order (verify/batch.h); after a record
// that cannot be written, no other is tried (`error` says why), and the run ends with exit 3.
template <Game G>
std::function<void(std::uint64_t, const verify::GameRun<G>&)> game_saver(
    const VerifyOptions& opt, const typename G::Config& config, std::uint64_t seed,
    const std::vector<std::string>& inputs, std::optional<std::string>& error) {
  if (opt.save_dir.empty()) return {};
  return [&opt, &config, seed, &inputs, &error](std::uint64_t i, const verify::GameRun<G>& run) {
    if (error) return;
    const std::string path = save_path(opt.save_dir, G::kName, seed, i);
    const Expected<bool> w =
        output::write(path,
                      replay::write_record<G>(config, run.actions,
                                              {{"Event", "arbiter verify random game"},
                                               {"Seed", std::to_string(seed)},
                                               {"GameIndex", std::to_string(i)}},
                                              true),
                      {.inputs = inputs, .sync = false});
    if (!w) error = w.error();
  };
}

// Plays the games (with coverage when asked), with a progress bar on a terminal.
template <Game G>
verify::BatchResult<G> play_games(
    const VerifyOptions& opt, const typename G::Config& config,
    const verify::BatchSettings& settings,
    const std::function<void(std::uint64_t, const verify::GameRun<G>&)>& save,
    std::optional<verify::CoverageResult<G>>& cov) {
  const bool bar = !opt.no_progress && stderr_is_terminal();
  const std::uint64_t part = settings.end - settings.begin;
  std::atomic<std::uint64_t> done{0};
  std::atomic<bool> finished{false};
  std::jthread progress_thread;
  if (bar)
    progress_thread = std::jthread([&] {
      while (!finished.load()) {
        progress(static_cast<long>(done.load()), static_cast<long>(part));
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
      }
    });
  verify::BatchResult<G> result =
      opt.coverage_path.empty() && !opt.guided
          ? verify::run_batch<G>(config, settings, &done, save)
          : play_with_coverage<G>(opt, config, settings, &done, save, cov);
  finished = true;
  if (progress_thread.joinable()) progress_thread.join();
  if (bar) {
    progress(static_cast<long>(result.tally.played), static_cast<long>(part));
    std::cerr << "\n";
  }
  return result;
}

// The failing game: its record, and the shortest one that fails the same way.
template <Game G>
void report_failure(const VerifyOptions& opt, const typename G::Config& config,
                    const verify::BatchSettings& settings, const verify::BatchResult<G>& result,
                    const std::vector<std::string>& inputs) {
  const verify::FailedGame& f = *result.failure;
  const std::uint64_t seed = settings.seed;
  const std::string stem = opt.out_dir + "/counterexample-" + std::string(G::kName) + "-" +
                           std::to_string(seed) + "-" + std::to_string(f.index);
  const std::string path = stem + ".rec";
  const std::string text = replay::write_record<G>(config, result.failed_run->actions,
                                                   {{"Event", "arbiter verify counterexample"},
                                                    {"Seed", std::to_string(seed)},
                                                    {"GameIndex", std::to_string(f.index)},
                                                    {"Failure", "[" + f.rule + "] " + f.what}},
                                                   false);
  std::cerr << "FAILED game " << f.index << " (game seed " << f.game_seed << ") at step " << f.step
            << ": [" << f.rule << "] " << f.what << "\n";
  if (write_found_record(path, text, inputs))
    std::cerr << "  counterexample written to " << printable(path) << "\n";
  write_minimal_counterexample<G>(config, settings.level, seed, f, result.failed_run->actions,
                                  stem + "-min.rec", inputs);
}

// The last line: the counts and the digest; a game that hit the length cap never ended, which is
// a failure, not "ok". Whether none did.
template <Game G>
bool print_tally(const verify::Tally& t, double secs) {
  const auto plural = [](std::uint64_t n, const char* word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
  };
  if (t.capped)
    std::cerr << "FAILED: " << plural(t.capped, "game") << " of " << t.played
              << " hit the length cap of " << G::kMaxGameLength << " actions without ending\n";
  std::cout << (t.capped ? "" : "ok: ") << plural(t.played, "game") << ", "
            << plural(t.actions, "action") << ", " << plural(t.invariant_checks, "invariant check")
            << ", " << t.capped << (t.capped == 1 ? " game" : " games")
            << " hit the length cap, digest " << verify::hex64(t.digest) << ", " << secs << " s, "
            << (secs > 0 ? static_cast<double>(t.played) / secs : 0.0) << " games/s\n";
  return t.capped == 0;
}

template <Game G>
Status verify_game(const VerifyOptions& opt) {
  const std::optional<replay::Overrides> over = verify_overrides(opt);
  if (!over) return Status::Usage;
  const std::optional<std::uint64_t> seed = seed_of(opt.seed);
  if (!seed) return Status::Usage;
  auto loaded = replay::load_config<G>({}, *over);
  if (auto* e = std::get_if<replay::LoadError>(&loaded)) {
    std::cerr << "arbiter: error: " << printable(e->message) << "\n";
    return e->status;
  }
  note_idle_options("", replay::option_notes<G>({}, *over));
  const auto& config = *std::get<0>(loaded);
  verify::BatchSettings settings;
  settings.seed = *seed;
  settings.level.legality = settings.level.notation = opt.thorough;
  settings.level.test_fail_at_score = opt.test_fail_at_score;
  settings.threads = static_cast<unsigned>(opt.jobs);
  std::tie(settings.begin, settings.end) =
      verify::shard_range(static_cast<std::uint64_t>(opt.games), opt.shard_k, opt.shard_n);
  const std::vector<std::string> inputs = opt.flags.input_files();
  if (!outputs_ready<G>(opt, inputs, *seed, settings.begin)) return Status::Malformed;
  print_run_head<G>(opt, config, settings);
  std::optional<std::string> save_error;
  const auto save = game_saver<G>(opt, config, *seed, inputs, save_error);
  const auto t0 = std::chrono::steady_clock::now();
  std::optional<verify::CoverageResult<G>> cov;
  const verify::BatchResult<G> result = play_games<G>(opt, config, settings, save, cov);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const verify::RunSummary summary =
      verify::summarize<G>(config, settings, static_cast<std::uint64_t>(opt.games), result);
  // An output that cannot be written: exit 3, unless a game failed (5); the others are still
  // written.
  Status written = Status::Ok;
  if (!opt.summary_path.empty() &&
      !write_output(opt.summary_path, verify::summary_text(summary), inputs))
    written = Status::Malformed;
  if (cov && report_coverage<G>(opt, *cov, summary) != Status::Ok) written = Status::Malformed;
  if (save_error) {
    std::cerr << "arbiter: error: " << printable(*save_error) << "; --save stopped there\n";
    written = Status::Malformed;
  }
  if (result.failure) {
    report_failure<G>(opt, config, settings, result, inputs);
    return Status::Internal;
  }
  return print_tally<G>(result.tally, secs) ? written : Status::Internal;
}

}  // namespace

std::string shard_error(const std::string& text) {
  std::uint64_t k = 0, n = 0;
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, k);
  if (ec != std::errc() || p == end || *p != '/') return "expected K/N, e.g. 2/8";
  auto [q, ec2] = std::from_chars(p + 1, end, n);
  if (ec2 != std::errc() || q != end) return "expected K/N, e.g. 2/8";
  if (n < 1 || k < 1 || k > n) return "K/N needs 1 <= K <= N";
  return "";
}

Status run_verify(VerifyOptions opt) {
  if (!opt.shard.empty()) {
    const auto slash = opt.shard.find('/');
    opt.shard_k = std::stoull(opt.shard.substr(0, slash));
    opt.shard_n = std::stoull(opt.shard.substr(slash + 1));
  }
  if (opt.test_fail_text) {
    const std::string& t = *opt.test_fail_text;
    auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), opt.test_fail_at_score);
    if (ec != std::errc{} || p != t.data() + t.size() || opt.test_fail_at_score < 1) {
      std::cerr << "arbiter: error: --test-fail-at-score expects an integer 1.." << INT_MAX
                << ", got '" << t << "'\n";
      return Status::Usage;
    }
  }
  Status status = Status::Ok;
  with_game(opt.game, [&](auto g) { status = verify_game<decltype(g)>(opt); });
  return status;
}

}  // namespace arbiter::cli
