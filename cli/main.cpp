// arbiter: validate, show and draw recorded games; verify rules over random games.
#include <csignal>

#include <algorithm>
#include <exception>

#include "cli/common.h"

int main(int argc, char** argv) {
  using namespace arbiter::cli;
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
    code = app.exit(e) == 0 ? 0 : static_cast<int>(Status::Usage);  // help/version to stdout
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
