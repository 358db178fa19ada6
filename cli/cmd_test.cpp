// arbiter test PATH...: edge-case suites. Each record states its expected verdict in tags
// (replay/suite.h); the runner prints PASS, FAIL or ERROR per record and a summary, and writes
// JUnit XML for CI (--junit). A run that checked nothing is not a pass: a folder it cannot read, a
// case it cannot run and a run that found no record at all are errors.
#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <utility>

#include "cli/commands.h"
#include "cli/common.h"
#include "replay/junit.h"
#include "replay/record_source.h"
#include "replay/suite.h"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;

// The record files named by the paths, and what went wrong finding them.
struct Found {
  std::vector<std::string> records;
  bool missing = false;     // a path that does not exist (exit 2)
  bool unreadable = false;  // a path or folder that cannot be read (exit 3)
};

void report(const std::string& path, const std::string& what) {
  std::cerr << printable(path) << ": error: " << what << "\n";
}

// What the walk leaves out on purpose, said on stderr: a suite whose records sit behind a link or
// in *.REC files would otherwise pass without running them, without a word.
void note_left_out(const fs::path& path, const std::string& why) {
  std::cerr << printable(path.string()) << ": note: not run: " << why << "\n";
}

// Adds the *.rec entries of `dir` to `records` and its folders to `dirs`. Links to folders are
// not followed (no loops); a *.rec entry that is no regular file is kept, and its case says why.
void list_folder(const fs::path& dir, std::vector<std::string>& records,
                 std::vector<fs::path>& dirs, Found& found) {
  std::error_code ec;
  fs::directory_iterator it(dir, ec);
  for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
    std::error_code type_ec;
    const bool link = it->is_symlink(type_ec);
    if (!type_ec && it->is_directory(type_ec)) {
      if (!link)
        dirs.push_back(it->path());
      else
        note_left_out(it->path(), "a link to a folder is not followed (give it as a path)");
    } else if (it->path().extension() == ".rec") {
      records.push_back(it->path().string());
    } else if (lower_ascii(it->path().extension().string()) == ".rec") {
      note_left_out(it->path(), "records are *.rec, in lower case");
    }
  }
  if (ec) {
    report(dir.string(), "cannot read the folder: " + ec.message());
    found.unreadable = true;
  }
}

// The *.rec files under `root`, sorted. Folders are listed one at a time, so a deep tree never
// holds more than one open.
void walk(const fs::path& root, Found& found) {
  std::vector<std::string> records;
  std::vector<fs::path> pending{root};
  while (!pending.empty()) {
    const fs::path dir = std::move(pending.back());
    pending.pop_back();
    list_folder(dir, records, pending, found);
  }
  std::sort(records.begin(), records.end());
  found.records.insert(found.records.end(), records.begin(), records.end());
}

// Each record once: a folder given twice, or a file reached by two paths (a link, "dir/../dir", a
// hard link), runs once, under the first path found, so the summary counts files, not paths.
void drop_repeats(std::vector<std::string>& records) {
  std::set<std::pair<dev_t, ino_t>> seen;
  std::vector<std::string> kept;
  for (std::string& path : records) {
    struct stat st {};
    // A file that cannot be stat'ed is kept: its case says why it cannot be read.
    if (::stat(path.c_str(), &st) != 0 || seen.emplace(st.st_dev, st.st_ino).second)
      kept.push_back(std::move(path));
  }
  records = std::move(kept);
}

// The records named by `paths`: files as given, folders searched for *.rec, in sorted order.
Found find_records(const std::vector<std::string>& paths) {
  Found found;
  std::set<std::pair<dev_t, ino_t>> walked;  // a folder given twice is walked (and noted) once
  for (const std::string& p : paths) {
    if (p == kStdinPath) {  // a suite is files: each case is named by its file and line
      report(p,
             "arbiter test reads files and folders, not standard input ('-'): give the records' "
             "files, or `arbiter replay validate -` for one record");
      found.missing = true;
      continue;
    }
    std::error_code ec;
    const fs::file_status st = fs::status(p, ec);
    if (fs::is_directory(st)) {
      struct stat dir {};
      if (::stat(p.c_str(), &dir) == 0 && !walked.emplace(dir.st_dev, dir.st_ino).second) continue;
      walk(p, found);
    } else if (fs::is_regular_file(st)) {
      found.records.push_back(p);
    } else if (st.type() == fs::file_type::not_found) {
      report(p, "no such file or directory");
      found.missing = true;
    } else {
      report(p, ec ? "cannot read: " + ec.message() : std::string("not a file or a folder"));
      found.unreadable = true;
    }
  }
  drop_repeats(found.records);
  return found;
}

// The record is read as a stream, never whole: a file of any size costs a game's memory.
replay::SuiteResult run_file(const std::string& path, const replay::Overrides& over) {
  Expected<std::unique_ptr<std::ifstream>> in = replay::open_file(path);
  if (in) return replay::run_case(path, **in, over);
  replay::SuiteResult r;
  r.path = path;
  r.outcome = replay::Outcome::Error;
  r.got = in.error();
  return r;
}

// "PASS path  (expected)", "FAIL path" with what was expected and what came, or
// "ERROR path:line:col: why"; bytes from records and file names are escaped (printable).
void print_result(const replay::SuiteResult& r, bool quiet) {
  switch (r.outcome) {
    case replay::Outcome::Pass:
      if (!quiet)
        std::cout << "PASS " << printable(r.path) << "  (" << printable(r.expected) << ")\n";
      break;
    case replay::Outcome::Fail:
      std::cout << "FAIL " << printable(r.path) << "\n  expected " << printable(r.expected)
                << "\n  got      " << printable(r.got) << "\n";
      break;
    case replay::Outcome::Error:
      std::cout << "ERROR " << printable(r.path);
      if (r.at.line > 0) std::cout << ":" << r.at.line << ":" << r.at.col;
      std::cout << ": " << printable(r.got) << "\n";
      break;
  }
}

// "no record (*.rec) found in 'a', 'b': nothing was tested": the paths, so that a mistyped one
// shows.
std::string nothing_found(const std::vector<std::string>& paths) {
  std::string in;
  for (const std::string& p : paths) in += (in.empty() ? "'" : ", '") + p + "'";
  return "no record (*.rec) found in " + in + ": nothing was tested";
}

// The JUnit results of a run: a run that found no record is one error of its own, so that a CI
// reading the file sees that nothing was tested rather than an empty pass.
std::vector<replay::SuiteResult> junit_results(std::vector<replay::SuiteResult> results,
                                               const std::vector<std::string>& paths,
                                               bool allow_empty) {
  if (!results.empty() || allow_empty) return results;
  replay::SuiteResult none;
  none.game = "arbiter";
  none.path = "(no record found)";
  none.outcome = replay::Outcome::Error;
  none.got = nothing_found(paths);
  return {none};
}

std::size_t count(const std::vector<replay::SuiteResult>& results, replay::Outcome o) {
  return static_cast<std::size_t>(
      std::count_if(results.begin(), results.end(),
                    [o](const replay::SuiteResult& r) { return r.outcome == o; }));
}

// "12 records: 10 passed, 1 failed, 1 error"; the exit status of the run.
Status summarize(const std::vector<replay::SuiteResult>& results, const Found& found,
                 const std::vector<std::string>& paths, bool allow_empty) {
  const std::size_t failed = count(results, replay::Outcome::Fail),
                    errors = count(results, replay::Outcome::Error);
  std::cout << counted(results.size(), "record") << ": " << count(results, replay::Outcome::Pass)
            << " passed, " << failed << " failed"
            << (errors > 0 ? ", " + counted(errors, "error") : "") << "\n";
  Status worst = failed > 0 ? Status::Illegal : Status::Ok;
  if (found.missing) worst = std::max(worst, Status::Usage);
  if (results.empty() && !allow_empty) {
    std::cerr << "arbiter: error: " << printable(nothing_found(paths))
              << " (--allow-empty accepts that)\n";
    worst = std::max(worst, Status::Usage);
  }
  if (found.unreadable || errors > 0) worst = std::max(worst, Status::Malformed);
  return worst;
}

// The game a record names in its [Game] tag, lower case; "" when its header cannot be read or
// names no known game. Only the header is read.
std::string game_of(const std::string& path) {
  Expected<std::unique_ptr<std::ifstream>> in = replay::open_file(path);
  return in ? replay::read_game(**in) : "";
}

// The --option and --data flags checked against each game the records name, before any runs: a
// bad one would otherwise make every record of that game an ERROR, or pass records that expect
// that error. Only what holds whatever a record's tags say: an option's name and value, the data
// file; whether options fit together (players=3 wants three_player=triangle) depends on each
// record's own, and is that record's verdict. A record of no known game fails on its own.
bool flags_fit_games(const std::vector<std::string>& records, const replay::Overrides& over,
                     Status& status) {
  std::set<std::string> games;
  for (const std::string& path : records) games.insert(game_of(path));
  for (const std::string& game : games) {
    std::optional<replay::LoadError> error;
    with_game(game, [&](auto g) {
      using G = decltype(g);
      auto read = replay::read_options<G>({}, over);
      if (auto* e = std::get_if<replay::LoadError>(&read)) error = std::move(*e);
      auto data = replay::load_data<G>(over);
      if (auto* e = std::get_if<replay::LoadError>(&data); e && !error) error = std::move(*e);
    });
    if (error) {
      std::cerr << "arbiter: error: " << printable(error->message) << " (for the " << game
                << " records; no record was run)\n";
      status = error->status;
      return false;
    }
  }
  return true;
}

}  // namespace

Status run_test(const TestOptions& opt) {
  const Found found = find_records(opt.paths);
  const replay::Overrides over = opt.flags.overrides();
  if (Status bad = Status::Ok; (!opt.flags.options.empty() || !opt.flags.data_path.empty()) &&
                               !flags_fit_games(found.records, over, bad))
    return bad;
  std::vector<std::string> inputs = opt.flags.input_files();
  inputs.insert(inputs.end(), found.records.begin(), found.records.end());
  // The JUnit file is checked before the records run, as every output known at the start is.
  if (!opt.junit.empty() && !check_output(opt.junit, inputs)) return Status::Malformed;
  std::vector<replay::SuiteResult> results;
  IdleOptionNotes notes;
  for (const std::string& path : found.records) {
    results.push_back(run_file(path, over));
    print_result(results.back(), opt.quiet);
    if (!opt.quiet)
      notes.add(results.back().path, results.back().game, results.back().option_notes);
  }
  notes.print_flags();
  Status status = summarize(results, found, opt.paths, opt.allow_empty);
  if (!opt.junit.empty()) {
    const std::string xml =
        replay::junit_xml(junit_results(std::move(results), opt.paths, opt.allow_empty));
    if (!write_output(opt.junit, xml, inputs)) return Status::Malformed;
  }
  return status;
}

// The tags and exit codes, for `arbiter test --help` (and so the man page).
std::string test_footer() {
  return "Expected verdicts, in the record's tags (a record with none must be valid):\n"
         "  [ExpectedStatus \"1\"]     the exit code of `replay validate`, or its word:\n"
         "                           " +
         replay::status_words_list() +
         "\n"
         "  [ExpectedRule \"T-2.15\"]  the rule id of the first error\n"
         "  [ExpectedLine \"37\"]      the line of that error\n"
         "  [ExpectedMessage \"...\"]  words the error message contains\n"
         "  [ExpectedHelp \"...\"]     words one of its help lines contains\n"
         "A tag that looks meant as one of these but is not (a typo), an empty one, a bad\n"
         "value, an [ExpectedRule] that no diagnostic of the record's game gives, or one after\n"
         "a syntax error (the reader stops there: put the tags above it) makes the record an\n"
         "ERROR, never a pass.\n"
         "Exit: 0 every record behaves as it says; 1 some record does not; 2 a path that does\n"
         "not exist, or no record found (without --allow-empty); 3 an ERROR, or a file or folder\n"
         "that cannot be read; 4 a bad --option or --data (checked before any record runs).";
}

}  // namespace arbiter::cli
