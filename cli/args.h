// The command line of `arbiter`, as CLI11 parses it: included only by main.cpp and the files that
// define the commands' arguments (args_replay.cpp, args_verify.cpp), since every file including
// CLI11 compiles its inline App, Formatter and Config code again (issue 26).
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "cli/commands.h"
#include "cli/common.h"

namespace arbiter::cli {

// The end of a command's callback: a status other than Ok ends the run with it as exit code.
inline void exit_unless_ok(Status status) {
  if (status != Status::Ok) throw Exit{status};
}

// The GAME positional of a subcommand, checked by CLI11 while parsing: an unknown name ends the
// run before any callback with "unknown game 'toress'; did you mean 'torres'?" and exit 2.
CLI::Option* add_game_argument(CLI::App* cmd, std::string& game);
// --option NAME=VALUE and --data FILE: the options common to every subcommand that builds a game.
void add_game_flags(CLI::App* cmd, GameFlags& flags);
// Refuses an empty path (exit 2): for every option that names a file to read or write.
const CLI::Validator& named_file();
// --position FILE, for the replay commands.
CLI::Option* add_position_flag(CLI::App* cmd, GameFlags& flags);

// The commands, added to `app` in the order --help lists them.
void setup_replay(CLI::App& app);  // replay validate|html|show|render, in args_replay.cpp
void setup_phases(CLI::App& app);  // args_replay.cpp
void setup_verify(CLI::App& app);  // the rest in args_verify.cpp
void setup_merge(CLI::App& app);
void setup_explore(CLI::App& app);
void setup_options(CLI::App& app);
void setup_rules(CLI::App& app);
void setup_test(CLI::App& app);
void setup_completion(CLI::App& app);  // walks `app` for the completion data

}  // namespace arbiter::cli
