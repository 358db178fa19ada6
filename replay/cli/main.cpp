// arbiter: validate, show and draw recorded games; verify rules over random games.
#include <exception>

#include "replay/cli/common.h"

int main(int argc, char** argv) {
  using namespace arbiter::cli;
  CLI::App app{"arbiter: the rules arbiter for Torres, Comuni and Medievalia"};
  app.set_version_flag("--version", std::string("arbiter ") + ARBITER_VERSION);
  app.require_subcommand(1);
  setup_replay(app);
  setup_phases(app);
  setup_verify(app);
  setup_options(app);
  setup_rules(app);
  setup_test(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);  // prints help/version to stdout, errors to stderr
    return code == 0 ? 0 : static_cast<int>(Status::Usage);
  } catch (const Exit& e) {
    return static_cast<int>(e.status);
  } catch (const std::exception& e) {
    std::cerr << "arbiter: internal error: " << e.what() << "\n";
    return static_cast<int>(Status::Internal);
  }
  return 0;
}
