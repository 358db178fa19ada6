// Shared helpers of the `arbiter` subcommands; no CLI11 here (cli/args.h has the command-line
// parts), so that the command files do not compile its inline code (issue 26).
#pragma once

#include <unistd.h>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "engine/core/suggest.h"
#include "engine/games.h"
#include "replay/instances.h"
#include "replay/output/output_file.h"
#include "replay/record/record.h"
#include "replay/replay.h"
#include "replay/session.h"

namespace arbiter::cli {

using replay::Status;

// Thrown by subcommand callbacks to end with an exit code (after printing their own message).
struct Exit {
  Status status;
};

// The path that names standard input, as for most Unix tools; messages call it "<stdin>".
inline constexpr std::string_view kStdinPath = "-";
// How messages name the record at `path`: the path, or "<stdin>" for standard input.
std::string record_name(const std::string& path);
// The same at the start of a line of output: a path quoted as replay::quote_name quotes it.
std::string quoted_record_name(const std::string& path);
// An option's note as a line: "FILE:LINE:COL: note: TEXT" for a record's tag, "FILE: note:
// --option A: TEXT" for an override, "arbiter: note: --option A: TEXT" with no record (`path`
// empty).
std::string option_note_line(const std::string& path, const replay::OptionNote& n);
// Each note of an option that takes no effect (replay::option_notes) on stderr, as above.
void note_idle_options(const std::string& path, const std::vector<replay::OptionNote>& notes);

// The notes of a command that runs many records (test, phases --records): a record's tag notes
// at once, after its line; each --option's once for the run, by print_flags(): "arbiter: note:
// --option variant_return=each: option 'variant_return' takes effect only with version=variant:
// it changes nothing in 12 of the 40 torres records".
class IdleOptionNotes {
 public:
  void add(const std::string& path, const std::string& game,
           const std::vector<replay::OptionNote>& notes);
  void print_flags() const;

 private:
  std::map<std::string, std::size_t> records_of_;  // game -> records run
  std::map<std::tuple<std::string, std::string, std::string, std::string>, std::size_t> idle_;
};
// Its text: "--option A: TEXT" for an override (a long A clipped, as in errors), else TEXT.
std::string option_note_text(const replay::OptionNote& n);
// The record at `path` as an input no output may replace: the file, or for "-" /dev/stdin, the
// file the shell opened as standard input when it is one (`arbiter replay html - -o r.rec <
// r.rec`).
inline std::string input_path(const std::string& path) {
  return path == kStdinPath ? "/dev/stdin" : path;
}
// How much of a record read from standard input is kept for its diagnostics and a repair: as much
// as a repair reads of a file (replay::kMaxRepairedText; cmd_validate.cpp checks they agree).
inline constexpr std::size_t kMaxKeptInput = std::size_t{16} << 20;

// A record read from its file a block at a time (record::parse on a stream), cut past the
// game's bounds (replay::record_bounds): memory holds its tokens, never its whole text. From
// standard input, which cannot be read again, its first kMaxKeptInput bytes are kept too.
struct LoadedRecord {
  std::string path;  // as given: a file, or "-"
  record::Record record;
  std::string game;
  std::optional<std::string> kept;  // standard input's text, its lines whole up to kMaxKeptInput
  bool kept_cut = false;            // the text went on past them
  std::string name() const { return record_name(path); }
  // The whole text again, for a repair: an error when over `max` bytes or unreadable.
  Expected<std::string> text(std::size_t max) const;
  // Line `line` of the record (of a long line only 32 KiB either side of `col`; `dropped` gets
  // how many bytes were left out before it): "" past what can be read.
  std::string line(std::int64_t line, std::int64_t col, std::int64_t& dropped) const;
};

// Why a record could not be loaded (what load_record printed): its status, the diagnostic in
// the form `replay validate --sarif` gives it, the game when its [Game] tag named one, and where
// its lines are (`source`: its path and kept input; no record).
struct LoadFailure {
  Status status = Status::Malformed;
  replay::Diagnostic diagnostic;
  std::string game;
  LoadedRecord source;
  bool unreadable = false;  // the file or standard input could not be opened or read
  bool syntax() const { return diagnostic.rule == "syntax" && diagnostic.at.line > 0; }
};

// Reads and parses the record at `path` ("-": standard input); on failure prints
// "file:line:col: error: ..." and says why.
std::variant<LoadedRecord, LoadFailure> load_record(const std::string& path);

// "file:line:col: error: [rule] message", the record's line with a caret (from the file, or the
// kept standard input), the excerpt, then "note: [rule] title: text" from the rules reference and
// the "help:" lines.
void print_diagnostic(const LoadedRecord& rec, const replay::Diagnostic& d);

// The diagnostic for --json: location, rule, message, and the note (the rule's entry), help,
// notes and suggestions that print_diagnostic prints as lines.
nlohmann::json diagnostic_json(const replay::Diagnostic& d);

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

// The text of a file named on the command line ("-": standard input), at most `max` bytes.
Expected<std::string> read_input(const std::string& path, std::size_t max);

// Options common to every subcommand that builds a game.
struct GameFlags {
  std::vector<std::string> options;
  std::string data_path;      // "-": standard input
  std::string position_path;  // replay commands: start from this position instead of the setup
  // The overrides, read once for the whole command: the --position text (one that cannot be
  // read: a message and Exit{Malformed}) and the --data text (one that cannot be read: why, which
  // replay::load_data says for each record as it says what is wrong in its content).
  replay::Overrides overrides() const;
  // The files these flags read (--data, --position): no output may replace them.
  std::vector<std::string> input_files() const;
};

// Standard input ('-') is read once: named for more than one of `records`, --data and
// --position, a usage error is printed (for `command`, "replay validate") and false returned.
bool stdin_named_once(const std::vector<std::string>& records, const GameFlags& flags,
                      std::string_view command);

// One record opened for a command, typed by its game: read and parsed once (load_record), its
// game found once, with the overrides the command read once (GameFlags::overrides).
template <Game G>
struct Session {
  using GameType = G;
  const LoadedRecord& rec;
  const replay::Overrides& over;
  // The record replayed under the overrides, up to action `stop` (replay::replay_record).
  replay::Replay<G> replay(std::size_t stop = SIZE_MAX,
                           replay::Keep keep = replay::Keep::All) const {
    return replay::replay_record<G>(rec.record, over, stop, keep);
  }
};

// Calls f(Session<G>) with the record's game G (load_record found a known game).
template <class F>
void with_session(const LoadedRecord& rec, const replay::Overrides& over, F&& f) {
  with_game(rec.game, [&](auto g) { f(Session<decltype(g)>{rec, over}); });
}

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
