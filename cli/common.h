// Shared helpers of the `arbiter` subcommands; no CLI11 here (cli/args.h has the command-line
// parts), so that the command files do not compile its inline code (issue 26).
#pragma once

#include <unistd.h>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/core/suggest.h"
#include "engine/games.h"
#include "replay/output/output_file.h"
#include "replay/record/record.h"
#include "replay/replay.h"
#include "replay/instances.h"
#include "replay/session.h"

namespace arbiter::cli {

using replay::Status;

// Thrown by subcommand callbacks to end with an exit code (after printing their own message).
struct Exit {
  Status status;
};

// A record read from its file a block at a time (record::parse on a stream), cut past the
// game's bounds (replay::record_bounds): memory holds its tokens, never its whole text.
struct LoadedRecord {
  std::string path;
  record::Record record;
  std::string game;
  // The text, read again: only a repair of an error needs it.
  Expected<std::string> text() const { return replay::read_file(path); }
};

// Reads and parses a record file; on failure prints "file:line:col: error: ..." and returns the
// status.
// A syntax error is also given in `syntax`, when asked, for a caller that shows it elsewhere.
std::variant<LoadedRecord, Status> load_record(const std::string& path,
                                               replay::Diagnostic* syntax = nullptr);

// "file:line:col: error: [rule] message", the source line with a caret, the excerpt, then
// "note: [rule] title: text" from the rules reference and the "help:" lines.
void print_diagnostic(const std::string& path, const std::string& text,
                      const replay::Diagnostic& d);
// The same, reading the source line from the file `path` (only that line is kept in memory,
// and of a long line only the part around the column).
void print_diagnostic_in_file(const std::string& path, const replay::Diagnostic& d);

// The diagnostic for --json: location, rule, message, and the note (the rule's entry), help,
// notes and suggestions that print_diagnostic prints as lines.
nlohmann::json diagnostic_json(const replay::Diagnostic& d);

std::string source_line(const std::string& text, std::int64_t line);

// Line `line` of the file at `path`, read again; of a long line only up to 32 KiB either side of
// `col` is kept, and `dropped` gets how many bytes were left out before it.
std::string file_line(const std::string& path, std::int64_t line, std::int64_t col,
                      std::int64_t& dropped);

// Control bytes (NUL, escape sequences, ...), C1 controls (U+009B), bidirectional formatting
// characters (U+202E) and bytes that are not UTF-8 shown as \xNN, so that a hostile record or
// file name cannot drive the terminal nor reorder what it shows.
std::string printable(std::string_view s);

// "1 record", "2 records": a count and its noun (plural with -s).
std::string counted(std::size_t n, std::string_view noun);

// "unknown game 'toress'; did you mean 'torres'?" (or the list of games when nothing is near).
std::string unknown_game(const std::string& name);

inline bool stderr_is_terminal() {
  return ::isatty(STDERR_FILENO) != 0;
}

// Options common to every subcommand that builds a game.
struct GameFlags {
  std::vector<std::string> options;
  std::string data_path;
  std::string position_path;  // replay commands: start from this position instead of the setup
  // The overrides; reads the --position file (an unreadable one: a message and Exit{Malformed}).
  replay::Overrides overrides() const;
  // The files these flags read (--data, --position): no output may replace them.
  std::vector<std::string> input_files() const;
};

// JSON for stdout: bytes that are not UTF-8 (a token, a path) are replaced, never an exception.
inline std::string json_text(const nlohmann::json& j) {
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

// The seed of a random run: --seed's text as an integer 0..2^64-1, or a random one when none was
// given (the runs print it). A text that is not such an integer: a message, and nullopt.
std::optional<std::uint64_t> seed_of(const std::optional<std::string>& text);

// An output file of a command (replay/output/output_file.h): never one of `inputs`, written to a
// temporary and renamed. On failure both print "arbiter: error: cannot write 'PATH': why" and
// return false; the caller exits 3 (Status::Malformed).
bool check_output(const std::string& path, const std::vector<std::string>& inputs);
bool write_output(const std::string& path, std::string_view text,
                  const std::vector<std::string>& inputs);

}  // namespace arbiter::cli
