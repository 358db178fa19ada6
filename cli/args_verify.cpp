// The arguments of `arbiter verify|merge|explore|options|rules|test|completion`: the CLI11
// definitions, which call the commands' run_X (cli/commands.h), and the walk of the definitions
// that gives the bash completion its data. One of the few files that compile CLI11 (cli/args.h).
#include <memory>
#include <sstream>

#include "cli/args.h"

namespace arbiter::cli {
namespace {

// The completion data of one subcommand, keyed by its path ("arbiter", "arbiter replay", ...).
void describe(const CLI::App& app, const std::string& path, std::ostream& out) {
  std::vector<std::string> subs, options, valued, positionals;
  for (const CLI::App* sub : app.get_subcommands(
           [](const CLI::App* a) { return !a->get_group().empty() && !a->get_name().empty(); })) {
    subs.push_back(sub->get_name());
  }
  for (const CLI::Option* o : app.get_options()) {
    if (o->get_positional()) {
      // "files*": a positional that takes any number of words.
      positionals.push_back(o->get_name() + (o->get_items_expected_max() > 1 ? "*" : ""));
      continue;
    }
    if (o->get_group().empty()) continue;                // hidden: test-only flags
    const bool takes_value = o->get_expected_max() > 0;  // flags expect none
    for (const std::string& l : o->get_lnames()) {
      options.push_back("--" + l);
      if (takes_value) valued.push_back("--" + l);
    }
    for (const std::string& s : o->get_snames()) {
      options.push_back("-" + s);
      if (takes_value) valued.push_back("-" + s);
    }
  }
  out << "_arbiter_subs[" << bash_quoted({path}) << "]=" << bash_quoted(subs) << "\n"
      << "_arbiter_opts[" << bash_quoted({path}) << "]=" << bash_quoted(options) << "\n"
      << "_arbiter_valued[" << bash_quoted({path}) << "]=" << bash_quoted(valued) << "\n"
      << "_arbiter_pos[" << bash_quoted({path}) << "]=" << bash_quoted(positionals) << "\n";
  for (const CLI::App* sub : app.get_subcommands(
           [](const CLI::App* a) { return !a->get_group().empty() && !a->get_name().empty(); })) {
    describe(*sub, path + " " + sub->get_name(), out);
  }
}

}  // namespace

void setup_verify(CLI::App& app) {
  auto opt = std::make_shared<VerifyOptions>();
  CLI::App* cmd =
      app.add_subcommand("verify", "Play random games, checking every invariant after every step");
  add_game_argument(cmd, opt->game);
  cmd->add_option("--games,-n", opt->games, "Number of games")->check(CLI::Range(1L, 100000000L));
  CLI::Option* seed_opt = cmd->add_option("--seed", opt->seed, "Seed (printed; default: random)");
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
  cmd->add_option("-j,--jobs", opt->jobs,
                  "Threads (the summary, digest and first failure do not depend on it)")
      ->check(CLI::Range(1, 256));
  CLI::Option* shard_opt =
      cmd->add_option("--shard", opt->shard,
                      "K/N: play only the K-th of N equal blocks of the games (1 <= K <= N)")
          ->check(shard_error)
          // Every shard must play the same run: a random seed per shard would make parts of
          // different runs, which merge refuses.
          ->needs(seed_opt);
  cmd->add_option("--summary", opt->summary_path,
                  "Write the run's summary as JSON (no timings), for `arbiter merge`")
      ->check(named_file());
  // TEST ONLY, hidden (an empty group): a deliberately broken invariant, to test the verifier
  // itself (verify/step_checks.h, CheckLevel::test_fail_at_score). Read in the callback: CLI11
  // leaves a hidden option's name out of its own error messages.
  cmd->add_option("--test-fail-at-score", opt->test_fail_text,
                  "TEST ONLY: a state where a seat's score reaches N fails [test.broken-invariant]")
      ->group("");
  cmd->add_option("--coverage", opt->coverage_path,
                  "Count rule outcomes, transitions and end conditions; print them as a table "
                  "and write them to this file (JSON)")
      ->check(named_file());
  // Guided games learn from all the games before them: no shard can play its block alone.
  cmd->add_flag("--guided", opt->guided,
                "Steer random play toward what earlier games have not reached yet (rule "
                "outcomes, transitions, end conditions); prints the coverage table")
      ->excludes(shard_opt);
  add_game_flags(cmd, opt->flags);
  cmd->callback([opt] { exit_unless_ok(run_verify(*opt)); });
}

void setup_merge(CLI::App& app) {
  auto opt = std::make_shared<MergeOptions>();
  CLI::App* cmd = app.add_subcommand(
      "merge", "Merge the summaries of a verify run's shards into the summary of the whole run");
  cmd->add_option("summaries", opt->inputs, "Summary files (verify --shard K/N --summary FILE)")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_option("-o,--output", opt->output, "Write the merged summary here (default: stdout)")
      ->check(named_file());
  cmd->callback([opt] { exit_unless_ok(run_merge(*opt)); });
}

void setup_explore(CLI::App& app) {
  auto opt = std::make_shared<ExploreOptions>();
  CLI::App* cmd = app.add_subcommand(
      "explore",
      "Every legal action and chance outcome to a depth: perft counts, invariants on every "
      "state, the shortest path to a condition");
  add_game_argument(cmd, opt->game);
  cmd->add_option("--depth,-d", opt->depth, "Depth bound (actions from the start)")
      ->check(CLI::Range(0, 1000));
  cmd->add_option("--max-states", opt->max_states,
                  "Stop before a depth that would store more states than this")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  cmd->add_option("--max-memory", opt->max_memory_mib,
                  "Stop before a depth that would need more memory than this, in MiB (default: "
                  "half the machine's memory)")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 30));
  cmd->add_option("-j,--jobs", opt->jobs, "Threads (the counts do not depend on it)")
      ->check(CLI::Range(1, 256));
  cmd->add_flag("--collision-check", opt->collision_check,
                "Keep every state seen, not only its 64-bit hash, and report hash collisions");
  cmd->add_flag("--no-invariants", opt->no_invariants,
                "Do not check invariants (pure perft counts, faster)");
  // Opened as every record is (load_record): a missing file is an unreadable record, exit 3.
  const CLI::Validator named(
      [](std::string& s) { return s.empty() ? std::string("an empty path names no record") : ""; },
      "FILE");
  auto* from = cmd->add_option("--from", opt->from,
                               "Start from this record's step --at (- for standard input)")
                   ->check(named);
  cmd->add_option("--at", opt->at, "The record's step to start from (default: its end)")
      ->check(CLI::Range(0L, 100000000L))
      ->needs(from);
  cmd->add_option("--find", opt->find,
                  "Stop at the first depth where a state meets this condition (docs/predicates.md) "
                  "and write the shortest path to it as a record");
  cmd->add_option("-o,--output", opt->out,
                  "Where the witness or counterexample record goes (default: witness-GAME.rec, "
                  "counterexample-explore-GAME.rec)")
      ->check(named_file());
  cmd->add_flag("--json", opt->json, "Print the counts as JSON");
  add_game_flags(cmd, opt->flags);
  from->excludes(add_position_flag(cmd, opt->flags));  // both give a start
  cmd->callback([opt] { exit_unless_ok(run_explore(*opt)); });
}

void setup_options(CLI::App& app) {
  auto opt = std::make_shared<OptionsOptions>();
  CLI::App* cmd = app.add_subcommand("options", "List a game's rule options with their defaults");
  add_game_argument(cmd, opt->game);
  cmd->add_flag("--json", opt->json, "As JSON");
  cmd->add_flag("--data", opt->data, "Print the embedded component data file instead");
  cmd->callback([opt] { exit_unless_ok(run_options(*opt)); });
}

void setup_rules(CLI::App& app) {
  auto opt = std::make_shared<RulesOptions>();
  CLI::App* cmd = app.add_subcommand(
      "rules", "Print a rule of the rules reference, or the rules matching some words");
  add_game_argument(cmd, opt->game);
  cmd->add_option("query", opt->query,
                  "A rule id (T-2.12, AMB-12, I-01), or words every printed rule contains; "
                  "none: list every rule");
  CLI::Option* json =
      cmd->add_flag("--json", opt->json, "As JSON: id, title, text, source, kind, options");
  cmd->add_flag("--markdown", opt->markdown,
                "The whole reference as Markdown (the page docs/rules/GAME.md)")
      ->excludes(json);  // two forms of the output: one at a time
  cmd->callback([opt] { exit_unless_ok(run_rules(*opt)); });
}

void setup_test(CLI::App& app) {
  auto opt = std::make_shared<TestOptions>();
  CLI::App* cmd = app.add_subcommand(
      "test", "Run records that state their expected verdict in tags (an edge-case suite)");
  cmd->add_option("paths", opt->paths, "Record files, or directories searched for *.rec")
      ->required();
  cmd->add_option("--junit", opt->junit, "Also write the results as JUnit XML to this file")
      ->check(named_file());
  cmd->add_flag("-q,--quiet", opt->quiet, "Print only the failures, errors and the summary");
  cmd->add_flag("--allow-empty", opt->allow_empty,
                "Exit 0 when the paths hold no record (by default that is an error, exit 2)");
  add_game_flags(cmd, opt->flags);
  cmd->footer(test_footer());
  cmd->callback([opt] { exit_unless_ok(run_test(*opt)); });
}

void setup_completion(CLI::App& app) {
  auto shell = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand(
      "completion", "Print a shell completion script: source <(arbiter completion bash)");
  cmd->add_option("shell", *shell, "Shell (bash)")->required()->check(CLI::IsMember({"bash"}));
  cmd->callback([&app, shell] {  // `shell` lives as long as the callback: CLI11 writes to it
    std::ostringstream commands;
    describe(app, "arbiter", commands);
    print_completion(commands.str());
  });
}

}  // namespace arbiter::cli
