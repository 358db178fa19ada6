// The arguments of `arbiter replay validate|html|show|render` and `arbiter phases`, and the
// game arguments every command shares: the CLI11 definitions, which call the commands' run_X
// (cli/commands.h). One of the few files that compile CLI11 (cli/args.h).
#include <memory>

#include "cli/args.h"

namespace arbiter::cli {
namespace {

void add_validate(CLI::App* replay) {
  auto vopt = std::make_shared<ValidateOptions>();
  CLI::App* validate =
      replay->add_subcommand("validate", "Check every action of one or more records");
  validate->add_option("files", vopt->files, "Record files (- for standard input)")->required();
  validate->add_flag("--json", vopt->json, "Machine-readable report on stdout");
  validate->add_flag("-q,--quiet", vopt->quiet, "Print only errors and the summary");
  validate->add_flag("--repair", vopt->repair,
                     "For an invalid record, print up to 3 small edits near the error that let "
                     "the rest replay furthest, as unified diffs, each checked by replaying the "
                     "patched record");
  validate
      ->add_option("--sarif", vopt->sarif,
                   "Also write the errors as SARIF 2.1.0 to this file (for code hosts that "
                   "annotate lines)")
      ->check(named_file());
  validate->add_option("--compare-option", vopt->compare,
                       "NAME=VALUE: replay also under this reading and report the first action "
                       "whose verdict or effect differs (repeatable)");
  add_game_flags(validate, vopt->flags);
  add_position_flag(validate, vopt->flags);
  validate->callback([vopt] { exit_unless_ok(run_validate(*vopt)); });
}

void add_html(CLI::App* replay) {
  auto opt = std::make_shared<HtmlOptions>();
  CLI::App* cmd = replay->add_subcommand(
      "html",
      "Write the record as one self-contained HTML page: the board at every step, the "
      "actions, the error, scores and phases");
  cmd->add_option("file", opt->file, "Record file (- for standard input)")->required();
  cmd->add_option("-o,--output", opt->out, "The page to write (.html)")
      ->required()
      ->check(named_file());
  add_game_flags(cmd, opt->flags);
  add_position_flag(cmd, opt->flags);
  cmd->callback([opt] { exit_unless_ok(run_html(*opt)); });
}

void add_show(CLI::App* replay) {
  auto sopt = std::make_shared<ShowOptions>();
  CLI::App* show = replay->add_subcommand("show", "Print the state after N actions");
  show->add_option("file", sopt->file, "Record file (- for standard input)")->required();
  show->add_option("--at", sopt->at, "Number of actions to apply (default: all)")
      ->check(CLI::Range(0L, 100000000L));
  CLI::Option* json = show->add_flag("--json", sopt->json, "The state as JSON");
  CLI::Option* legal = show->add_flag(
      "--legal", sopt->legal,
      "The legal actions at that point, by kind, in record notation (JSON with --json)");
  // A position is one form of the state, as the board and the JSON are: one of them at a time.
  show->add_flag("--as-position", sopt->as_position,
                 "The state as a position on one line (docs/notation.md), to paste into a "
                 "[Position] tag or a --position file and start an edge case from it")
      ->excludes(json)
      ->excludes(legal);
  add_game_flags(show, sopt->flags);
  add_position_flag(show, sopt->flags);
  show->callback([sopt] { exit_unless_ok(run_show(*sopt)); });
}

void add_render(CLI::App* replay) {
  auto ropt = std::make_shared<RenderOptions>();
  CLI::App* render = replay->add_subcommand("render", "Draw the record's state graph (SVG or DOT)");
  render->add_option("file", ropt->file, "Record file (- for standard input)")->required();
  render->add_option("-o,--output", ropt->out, "Output file, .svg or .dot")
      ->required()
      ->check(named_file());
  CLI::Option* at =
      render->add_option("--at", ropt->at, "Also draw the legal continuations from step N")
          ->check(CLI::Range(0L, 100000000L));
  render
      ->add_option("--depth", ropt->depth,
                   "Depth of the continuation tree (with --at; default 1, 0: no continuations)")
      ->check(CLI::Range(0, 6))
      ->needs(at);  // the step whose continuations to draw
  render->add_option("--max-nodes", ropt->max_nodes, "Cap on continuation states")
      ->check(CLI::Range(1, 100000));
  render
      ->add_option("--timeout", ropt->timeout,
                   "Seconds the SVG layout may take before it is stopped (0: no limit; default " +
                       std::to_string(render::kDefaultLayoutTimeoutSeconds) + ")")
      ->check(CLI::Range(0, 86400));
  render
      ->add_option("--layout", ropt->layout,
                   "column: one state under the other; wrap: each turn on a row, the turns "
                   "stacked; auto (default): wrap from " +
                       std::to_string(kWrapFrom) + " states on")
      ->check(CLI::IsMember({"auto", "column", "wrap"}));
  render
      ->add_option("--window", ropt->window,
                   "Draw only the record's steps within W of --at (without --at: the last 2W+1)")
      ->check(CLI::Range(0L, 100000000L));
  add_game_flags(render, ropt->flags);
  add_position_flag(render, ropt->flags);
  render->callback([ropt] { exit_unless_ok(run_render(*ropt)); });
}

}  // namespace

CLI::Option* add_game_argument(CLI::App* cmd, std::string& game) {
  const CLI::Validator known_game(
      [](std::string& name) {
        return with_game(name, [](auto) {}) ? std::string() : unknown_game(name);
      },
      "", "game");
  return cmd->add_option("game", game, "Game: " + game_names())->required()->check(known_game);
}

// A path given as an empty word names no file: a usage error, not "no --data given" (nor, for an
// output, a run that writes nothing where CI expects a file).
const CLI::Validator& named_file() {
  static const CLI::Validator named(
      [](std::string& s) { return s.empty() ? std::string("an empty path names no file") : ""; },
      "FILE");
  return named;
}

CLI::Option* add_position_flag(CLI::App* cmd, GameFlags& flags) {
  return cmd
      ->add_option("--position", flags.position_path,
                   "Start from the position in this file (- for standard input) instead of the "
                   "setup; see docs/notation.md")
      ->check(named_file());
}

void add_game_flags(CLI::App* cmd, GameFlags& flags) {
  cmd->add_option("--option", flags.options,
                  "Rule option NAME=VALUE (repeatable); 'arbiter options GAME' lists them and "
                  "which take effect only with others (a note says when one changes nothing)");
  cmd->add_option("--data", flags.data_path,
                  "Component data file (JSON; - for standard input) replacing the embedded "
                  "default")
      ->check(named_file());
}

void setup_replay(CLI::App& app) {
  CLI::App* replay = app.add_subcommand("replay", "Validate, show and draw game records");
  replay->require_subcommand(1);

  add_validate(replay);
  add_html(replay);
  add_show(replay);
  add_render(replay);
}

void setup_phases(CLI::App& app) {
  auto opt = std::make_shared<PhasesOptions>();
  CLI::App* cmd = app.add_subcommand(
      "phases",
      "Draw a game's phases and transitions (SVG or DOT); with --coverage or --records, "
      "how often play takes each one");
  add_game_argument(cmd, opt->game);
  cmd->add_option("-o,--output", opt->out,
                  "Output file, .svg or .dot (default: DOT on stdout; with --coverage or "
                  "--records, only the table)")
      ->check(named_file());
  CLI::Option* coverage =
      cmd->add_option("--coverage", opt->coverage,
                      "Play N random games and count how often each declared transition is taken")
          ->check(CLI::Range(1L, 100000000L));
  cmd->add_option("--records", opt->records,
                  "Count the transitions the records under DIR take (every *.rec of the game)");
  cmd->add_option("--seed", opt->seed, "Seed of the random games (default: random, printed)")
      ->needs(coverage);
  cmd->add_option("--players", opt->players,
                  "Players in every random game (default: every count the game allows, in turn)")
      ->check(CLI::Range(1, 8))
      ->needs(coverage);
  cmd->add_flag("--json", opt->json, "The coverage as JSON on stdout");
  add_game_flags(cmd, opt->flags);
  cmd->callback([opt] { exit_unless_ok(run_phases(*opt)); });
}

}  // namespace arbiter::cli
