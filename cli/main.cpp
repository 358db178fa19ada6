// arbiter: validate, show and draw recorded games; verify rules over random games.
#include <csignal>

#include <algorithm>
#include <exception>

#include "cli/common.h"

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
std::vector<std::string> known_words(CLI::App* app, bool option) {
  std::vector<std::string> words;
  if (option) {
    for (const CLI::Option* o : app->get_options()) {
      for (const std::string& n : o->get_lnames()) words.push_back("--" + n);
      for (const std::string& n : o->get_snames()) words.push_back("-" + n);
    }
  } else {
    for (const CLI::App* sub : app->get_subcommands([](CLI::App*) { return true; }))
      words.push_back(sub->get_name());
  }
  return words;
}

// CLI11 reports an unknown argument as "A subcommand is required" when the command also lacks
// one, and as "The following argument was not expected" otherwise: say which argument, of which
// command, with the nearest known word. The arguments CLI11 could not place are the `remaining()`
// of the command that met them; the deepest command is asked first. A command that needs a
// subcommand and got nothing (`arbiter`, `arbiter replay`) prints its usage. Returns false when
// neither applies (CLI11's own message is then right).
bool report_usage_error(CLI::App& app) {
  std::vector<CLI::App*> chain{&app};
  while (!chain.back()->get_subcommands().empty())
    chain.push_back(chain.back()->get_subcommands()[0]);
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    const std::vector<std::string> extra = (*it)->remaining();
    if (extra.empty()) continue;
    const std::string arg = extra.front();
    const bool option = arg.size() > 1 && arg[0] == '-';
    const std::string word = option ? arg.substr(0, arg.find('=')) : arg;
    const std::vector<std::string> candidates = known_words(*it, option);
    const bool command = !option && !candidates.empty();
    const std::string path = command_path(*it);
    std::cerr << "arbiter: error: "
              << (option    ? "unknown option '"
                  : command ? "unknown command '"
                            : "unexpected argument '")
              << word << "'" << (*it == &app ? "" : " for '" + path + "'");
    const std::vector<std::string> near = arbiter::nearest(candidates, word, 1);
    if (!near.empty()) std::cerr << "; did you mean '" << near.front() << "'?";
    std::cerr << "\nRun '" << path << " --help' for the usage.\n";
    return true;
  }
  if (chain.back()->get_require_subcommand_min() > 0) {
    std::cerr << app.help();  // the deepest command's, named as "arbiter replay"
    return true;
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  // A write past the file size limit (`ulimit -f`) then fails with EFBIG, which the output is
  // checked for (exit 3, the old file kept), instead of killing the program.
  std::signal(SIGXFSZ, SIG_IGN);
  // Named, not taken from argv[0]: usage lines say "arbiter verify", wherever the binary lies.
  CLI::App app{"arbiter: the rules arbiter for Torres, Comuni and Medievalia", "arbiter"};
  app.set_version_flag("--version", std::string("arbiter ") + ARBITER_VERSION);
  app.require_subcommand(1);
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
    if (e.get_exit_code() == 0) {
      code = app.exit(e);  // help and version, to stdout
    } else {
      // An unknown argument or a missing subcommand; any other error as CLI11 words it.
      const bool placed = (dynamic_cast<const CLI::ExtrasError*>(&e) ||
                           dynamic_cast<const CLI::RequiredError*>(&e)) &&
                          report_usage_error(app);
      if (!placed) app.exit(e);
      code = static_cast<int>(Status::Usage);
    }
  } catch (const Exit& e) {
    code = static_cast<int>(e.status);
  } catch (const std::exception& e) {
    std::cerr << "arbiter: internal error: " << e.what() << "\n";
    code = static_cast<int>(Status::Internal);
  }
  // Output that did not reach its reader (a full disk, `> /dev/full`) is not a success.
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "arbiter: error: cannot write to standard output\n";
    code = std::max(code, static_cast<int>(Status::Malformed));
  }
  return code;
}
