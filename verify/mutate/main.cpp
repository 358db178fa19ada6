// arbiter_mutate: the mutation corpus (issue 10, part 7). Mutates every valid record of
// fixtures/GAME (mutate.h) and checks each mutant in-process (check.h); exits 1 on a finding,
// printing the mutant, its seed and what broke. With --write-corpus DIR it also writes up to
// --per-game distinct rejections per game as records `arbiter test DIR/GAME` checks (corpus.h).
//
//   arbiter_mutate [--game GAME|all] [-n N] [--seed S] [--fixtures DIR]
//                  [--write-corpus DIR [--per-game K]] [--only I [--print]] [--rules]
#include <unistd.h>
#include <csignal>
#include <cstring>
#include <iostream>

#include <CLI/CLI.hpp>

#include "engine/games.h"
#include "replay/instances.h"
#include "verify/mutate/instances.h"

namespace {

// A crash says which mutant it was on, then dies of its signal as it would have.
extern "C" void on_crash(int sig) {
  const char* head = "\narbiter_mutate: crashed while checking ";
  [[maybe_unused]] ssize_t n = write(2, head, std::strlen(head));
  n = write(2, arbiter::mutate::g_current, std::strlen(arbiter::mutate::g_current));
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace arbiter;
  CLI::App app{"arbiter_mutate: mutants of every valid fixture, checked; a regression corpus"};
  mutate::RunOptions opt;
  std::string game = "all", corpus;
  std::size_t per_game = 300;
  std::uint64_t only = 0;
  app.add_option("--game", game, "torres, comuni, medievalia or all")->capture_default_str();
  app.add_option("-n,--mutants", opt.mutants, "Mutants per game")->capture_default_str();
  app.add_option("--seed", opt.seed, "The run's seed")->capture_default_str();
  app.add_option("--fixtures", opt.fixtures, "The folder of GAME/ folders of records")
      ->capture_default_str();
  app.add_option("--write-corpus", corpus, "Write distinct rejections into DIR/GAME/*.rec");
  app.add_option("--per-game", per_game, "Cases per game with --write-corpus")
      ->capture_default_str();
  auto* only_opt = app.add_option("--only", only, "Check mutant I alone");
  app.add_flag("--print", opt.print, "Print each mutant checked and its verdict");
  bool rules = false;
  app.add_flag("--rules", rules, "Print how many rejections cite each rule id");
  CLI11_PARSE(app, argc, argv);
  if (*only_opt) opt.only = only;
  opt.keep_cases = !corpus.empty();
  for (int sig : {SIGSEGV, SIGABRT, SIGFPE, SIGILL, SIGBUS}) std::signal(sig, on_crash);

  std::cout << "arbiter_mutate: seed " << opt.seed << ", "
            << (opt.only ? "mutant " + std::to_string(*opt.only)
                         : std::to_string(opt.mutants) + " mutants per game")
            << "\n";
  int findings = 0;
  bool failed = false, known = game == "all";
  for_each_game([&](auto g) {
    using G = decltype(g);
    if (game != "all" && game != G::kName) return;
    known = true;
    const mutate::RunReport r = mutate::run_game<G>(opt, std::cout);
    if (!r.error.empty()) {
      std::cerr << "arbiter_mutate: " << r.game << ": " << r.error << "\n";
      failed = true;
      return;
    }
    mutate::print_report(std::cout, r, rules);
    findings += r.findings;
    if (!corpus.empty())
      for (const std::string& p : mutate::write_corpus(r, corpus, per_game, opt.seed, std::cout)) {
        std::cerr << "arbiter_mutate: corpus: " << p << "\n";
        failed = true;
      }
  });
  if (!known) {
    std::cerr << "arbiter_mutate: no game '" << game << "' (" << game_names() << ")\n";
    return 2;
  }
  if (findings > 0) {
    std::cout << "arbiter_mutate: " << findings << " findings\n";
    return 1;
  }
  return failed ? 2 : 0;
}
