// arbiter: validate, show and draw recorded games; verify rules over random games.
#include <csignal>

#include <algorithm>
#include <exception>

#include "cli/args.h"

namespace {

using namespace arbiter::cli;

// "arbiter replay show": the command path of `app`.
std::string command_path(const CLI::App* app) {
  std::string path = app->get_name();
  for (const CLI::App* up = app->get_parent(); up; up = up->get_parent())
    path = up->get_name() + " " + path;
  return path;
}

// The words `app` knows: its options' names ("--json", "-o") when `option`, else its subcommands'.
std::vector<std::string> known_words(const CLI::App* app, bool option) {
  std::vector<std::string> words;
  if (option) {
    for (const CLI::Option* o : app->get_options()) {
      for (const std::string& n : o->get_lnames()) words.push_back("--" + n);
      for (const std::string& n : o->get_snames()) words.push_back("-" + n);
    }
  } else {
    for (const CLI::App* sub : app->get_subcommands([](const CLI::App*) { return true; }))
      words.push_back(sub->get_name());
  }
  return words;
}

// The commands the parse went through, `arbiter` first: the last is the one whose arguments
// CLI11 was reading when it failed ("arbiter replay render" for `--depth requires --at`).
std::vector<const CLI::App*> command_chain(const CLI::App* app) {
  std::vector<const CLI::App*> chain{app};
  while (!chain.back()->get_subcommands().empty())
    chain.push_back(chain.back()->get_subcommands()[0]);
  return chain;
}

// " for 'arbiter replay show'", or nothing for `arbiter` itself.
std::string for_command(const CLI::App* cmd) {
  return cmd->get_parent() ? " for '" + command_path(cmd) + "'" : "";
}

// "Run 'arbiter replay show --help' for the usage.": the hint line after every usage error.
std::string help_hint(const CLI::App* cmd) {
  return "Run '" + command_path(cmd) + " --help' for the usage.\n";
}

// CLI11 reports an unknown argument as "A subcommand is required" when the command also lacks
// one, and as "The following argument was not expected" otherwise: say which argument, of which
// command, with the nearest known word. The arguments CLI11 could not place are the `remaining()`
// of the command that met them; the deepest command is asked first. Empty when no command has an
// argument left over.
std::string unknown_argument(const std::vector<const CLI::App*>& chain) {
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    const std::vector<std::string> extra = (*it)->remaining();
    if (extra.empty()) continue;
    const std::string arg = extra.front();
    const bool option = arg.size() > 1 && arg[0] == '-';
    const std::string word = option ? arg.substr(0, arg.find('=')) : arg;
    const std::vector<std::string> candidates = known_words(*it, option);
    const bool command = !option && !candidates.empty();
    std::string text = std::string("arbiter: error: ") +
                       (option    ? "unknown option '"
                        : command ? "unknown command '"
                                  : "unexpected argument '") +
                       printable(word) + "'" + for_command(*it);
    const std::vector<std::string> near = arbiter::nearest(candidates, word, 1);
    if (!near.empty()) text += "; did you mean '" + near.front() + "'?";
    return text + "\n" + help_hint(*it);
  }
  return "";
}

// Every parse error as `arbiter: error: WHAT (arbiter COMMAND)` and the hint to --help, in
// the place of CLI11's "WHAT / Run with --help for more information." (the failure message CLI11
// prints, app.failure_message). An unknown argument is named with the nearest known word; a
// command that needs a subcommand and got nothing (`arbiter`, `arbiter replay`) prints its usage.
std::string usage_error(const CLI::App* app, const CLI::Error& e) {
  const std::vector<const CLI::App*> chain = command_chain(app);
  const bool unplaced =
      dynamic_cast<const CLI::ExtrasError*>(&e) || dynamic_cast<const CLI::RequiredError*>(&e);
  if (unplaced) {
    if (std::string text = unknown_argument(chain); !text.empty()) return text;
    if (chain.back()->get_require_subcommand_min() > 0 && chain.back()->get_subcommands().empty())
      return app->help();  // the deepest command's, named as "arbiter replay"
  }
  const CLI::App* cmd = chain.back();
  // The message may quote an argument (a file name): its bytes escaped, as every message's.
  return "arbiter: error: " + printable(e.what()) +
         (cmd->get_parent() ? " (" + command_path(cmd) + ")" : "") + "\n" + help_hint(cmd);
}

}  // namespace

int main(int argc, char** argv) {
  // A write past the file size limit (`ulimit -f`) then fails with EFBIG, which the output is
  // checked for (exit 3, the old file kept), instead of killing the program.
  std::signal(SIGXFSZ, SIG_IGN);
  // So does a write to a pipe whose reader is gone (`| head -c 10`): EPIPE, "cannot write to
  // standard output", exit 3, where SIGPIPE ended the program with 141.
  std::signal(SIGPIPE, SIG_IGN);
  // Named, not taken from argv[0]: usage lines say "arbiter verify", wherever the binary lies.
  CLI::App app{"arbiter: the rules arbiter for Torres, Comuni and Medievalia", "arbiter"};
  app.set_version_flag("--version", std::string("arbiter ") + ARBITER_VERSION);
  app.require_subcommand(1);
  app.failure_message(usage_error);  // set before the subcommands, which inherit it
  setup_replay(app);
  setup_phases(app);
  setup_verify(app);
  setup_merge(app);
  setup_explore(app);
  setup_options(app);
  setup_rules(app);
  setup_test(app);
  setup_completion(app);
  int code = 0;
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // Help and version to stdout (exit 0); any other parse error as usage_error words it.
    code = app.exit(e) == 0 ? 0 : static_cast<int>(Status::Usage);
  } catch (const Exit& e) {
    code = static_cast<int>(e.status);
  } catch (const std::exception& e) {
    std::cerr << "arbiter: internal error: " << e.what() << "\n";
    code = static_cast<int>(Status::Internal);
  }
  // Output that did not reach its reader (a full disk, `> /dev/full`) is not a success.
  std::cout.flush();
  if (!std::cout) {
    if (!arbiter::output::stdout_failure_reported())  // said already by the write that failed
      std::cerr << "arbiter: error: cannot write to standard output\n";
    code = std::max(code, static_cast<int>(Status::Malformed));
  }
  return code;
}
