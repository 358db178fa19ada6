// arbiter verify GAME --games N --seed S: random games with every invariant checked after every
// step; a failing game is written as a replayable record.
#include <charconv>
#include <chrono>
#include <fstream>
#include <random>

#include "cli/common.h"
#include "verify/simulate.h"

namespace arbiter::cli {
namespace {

struct VerifyOptions {
  std::string game;
  long games = 1000;
  std::optional<std::string> seed;
  std::optional<int> players;
  bool thorough = false;
  bool no_progress = false;
  std::string out_dir = ".";
  std::string save_dir;  // write every game as a record
  GameFlags flags;
};

void progress(long done, long total) {
  const int width = 30;
  const int filled = static_cast<int>(width * done / (total ? total : 1));
  std::cerr << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
            << std::string(static_cast<std::size_t>(width - filled), ' ') << "] " << done << "/"
            << total << " games" << std::flush;
}

template <Game G>
Status verify_game(const VerifyOptions& opt) {
  replay::Overrides over = opt.flags.overrides();
  if (opt.players) {
    for (const std::string& o : over.options)
      if (o.rfind("players=", 0) == 0 && o != "players=" + std::to_string(*opt.players)) {
        std::cerr << "arbiter: error: --players " << *opt.players << " contradicts --option " << o
                  << "\n";
        return Status::Usage;
      }
    over.options.insert(over.options.begin(), "players=" + std::to_string(*opt.players));
  }
  const std::optional<std::uint64_t> parsed_seed = seed_of(opt.seed);
  if (!parsed_seed) return Status::Usage;
  const std::uint64_t seed = *parsed_seed;
  auto loaded = replay::load_config<G>({}, over);
  if (auto* e = std::get_if<replay::LoadError>(&loaded)) {
    std::cerr << "arbiter: error: " << e->message << "\n";
    return e->status;
  }
  const auto& config = *std::get<0>(loaded);
  std::cout << "verify " << G::kName << ": " << opt.games << " games, seed " << seed;
  for (const auto& [name, value] : replay::option_tags<G>(config.options))
    if (name == "players" || name == "version") std::cout << ", " << name << "=" << value;
  std::cout << (opt.thorough ? ", thorough checks" : "") << "\n";
  verify::CheckLevel level;
  level.legality = level.notation = opt.thorough;
  auto buffer = verify::make_buffer<G>();
  const bool bar = !opt.no_progress && stderr_is_terminal();
  const auto t0 = std::chrono::steady_clock::now();
  std::size_t actions = 0, checks = 0;
  long capped = 0;
  for (long i = 0; i < opt.games; ++i) {
    const std::uint64_t s = verify::game_seed(seed, static_cast<std::uint64_t>(i));
    verify::GameRun<G> run = verify::simulate<G>(config, s, level, *buffer);
    actions += run.actions.size();
    checks += run.checks;
    capped += run.hit_cap;
    if (run.failure) {
      if (bar) std::cerr << "\n";
      const std::string path = opt.out_dir + "/counterexample-" + std::string(G::kName) + "-" +
                               std::to_string(seed) + "-" + std::to_string(i) + ".rec";
      const std::string text =
          replay::write_record<G>(config, run.actions,
                                  {{"Event", "arbiter verify counterexample"},
                                   {"Seed", std::to_string(seed)},
                                   {"GameIndex", std::to_string(i)},
                                   {"Failure", "[" + run.failure->rule + "] " + run.failure->what}},
                                  false);
      std::ofstream(path) << text;
      std::cerr << "FAILED game " << i << " (game seed " << s << ") at step " << run.failure->step
                << ": [" << run.failure->rule << "] " << run.failure->what
                << "\n  counterexample written to " << path << "\n";
      return Status::Internal;
    }
    if (!opt.save_dir.empty()) {
      const std::string path = opt.save_dir + "/" + std::string(G::kName) + "-" +
                               std::to_string(seed) + "-" + std::to_string(i) + ".rec";
      std::ofstream(path) << replay::write_record<G>(config, run.actions,
                                                     {{"Event", "arbiter verify random game"},
                                                      {"Seed", std::to_string(seed)},
                                                      {"GameIndex", std::to_string(i)}},
                                                     true);
    }
    if (bar && (i % 16 == 0 || i + 1 == opt.games)) progress(i + 1, opt.games);
  }
  if (bar) std::cerr << "\n";
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::cout << "ok: " << opt.games << " games, " << actions << " actions, " << checks
            << " invariant checks, " << capped << " games hit the length cap, " << secs << " s, "
            << (secs > 0 ? static_cast<double>(opt.games) / secs : 0.0) << " games/s\n";
  return capped ? Status::Internal : Status::Ok;
}

}  // namespace

void setup_verify(CLI::App& app) {
  auto opt = std::make_shared<VerifyOptions>();
  CLI::App* cmd =
      app.add_subcommand("verify", "Play random games, checking every invariant after every step");
  cmd->add_option("game", opt->game, "Game: " + game_names())->required();
  cmd->add_option("--games,-n", opt->games, "Number of games")->check(CLI::Range(1L, 100000000L));
  cmd->add_option("--seed", opt->seed, "Seed (printed; default: random)");
  cmd->add_option("--players", opt->players, "Player count (same as --option players=K)");
  cmd->add_flag("--thorough", opt->thorough,
                "Also check at every step that legal actions all apply, that sampled other actions "
                "are rejected "
                "unchanged, and that notation round-trips (slower)");
  cmd->add_flag("--no-progress", opt->no_progress, "No progress bar");
  cmd->add_option("--out-dir", opt->out_dir, "Where counterexample records are written")
      ->check(CLI::ExistingDirectory);
  cmd->add_option("--save", opt->save_dir, "Write every game as a record into this directory")
      ->check(CLI::ExistingDirectory);
  add_game_flags(cmd, opt->flags);
  cmd->callback([opt] {
    Status status = Status::Ok;
    bool found = with_game(opt->game, [&](auto g) { status = verify_game<decltype(g)>(*opt); });
    if (!found) {
      std::cerr << "arbiter: error: " << unknown_game(opt->game) << "\n";
      throw Exit{Status::Usage};
    }
    if (status != Status::Ok) throw Exit{status};
  });
}

}  // namespace arbiter::cli
