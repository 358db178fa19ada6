// arbiter test PATH...: edge-case suites. Each record states its expected verdict in tags
// (replay/suite.h); the runner prints PASS/FAIL per record and a summary, writes JUnit XML for CI
// (--junit), and exits 1 when a record does not behave as it says.
#include <algorithm>
#include <filesystem>
#include <fstream>

#include "cli/common.h"
#include "replay/suite.h"

namespace arbiter::cli {
namespace {

struct TestOptions {
  std::vector<std::string> paths;
  std::string junit;
  bool quiet = false;
  GameFlags flags;
};

// The records under `paths`: files as given, directories searched for *.rec, in sorted order.
std::vector<std::string> collect(const std::vector<std::string>& paths, bool& missing) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::end(it);
           it.increment(ec))
        if (it->is_regular_file(ec) && it->path().extension() == ".rec")
          found.push_back(it->path().string());
      std::sort(found.begin(), found.end());
      out.insert(out.end(), found.begin(), found.end());
    } else if (fs::is_regular_file(p, ec)) {
      out.push_back(p);
    } else {
      std::cerr << p << ": error: no such file or directory\n";
      missing = true;
    }
  }
  return out;
}

Status run_test(const TestOptions& opt) {
  bool missing = false;
  const std::vector<std::string> files = collect(opt.paths, missing);
  std::vector<std::string> inputs = opt.flags.input_files();
  inputs.insert(inputs.end(), files.begin(), files.end());
  // A bad --junit (a record, no such folder) fails before the records are run.
  if (!opt.junit.empty() && !check_output(opt.junit, inputs)) return Status::Malformed;
  const replay::Overrides over = opt.flags.overrides();
  std::vector<replay::SuiteResult> results;
  for (const std::string& path : files) {
    Expected<std::string> text = replay::read_file(path);
    replay::SuiteResult r;
    if (!text) {
      r.path = path;
      r.expected = "a readable record";
      r.got = text.error();
    } else {
      r = replay::run_case(path, *text, over);
    }
    if (!r.passed) {
      std::cout << "FAIL " << path << "\n  expected " << r.expected << "\n  got      " << r.got
                << "\n";
    } else if (!opt.quiet) {
      std::cout << "PASS " << path << "  (" << r.expected << ")\n";
    }
    results.push_back(std::move(r));
  }
  const auto passed = std::count_if(results.begin(), results.end(),
                                    [](const replay::SuiteResult& r) { return r.passed; });
  std::cout << results.size() << " records: " << passed << " passed, "
            << results.size() - static_cast<std::size_t>(passed) << " failed\n";
  if (!opt.junit.empty()) {
    if (!write_output(opt.junit, replay::junit_xml(results), inputs)) return Status::Malformed;
  }
  if (missing) return Status::Usage;
  return static_cast<std::size_t>(passed) == results.size() ? Status::Ok : Status::Illegal;
}

}  // namespace

void setup_test(CLI::App& app) {
  auto opt = std::make_shared<TestOptions>();
  CLI::App* cmd = app.add_subcommand(
      "test", "Run records that state their expected verdict in tags (an edge-case suite)");
  cmd->add_option("paths", opt->paths, "Record files, or directories searched for *.rec")
      ->required();
  cmd->add_option("--junit", opt->junit, "Also write the results as JUnit XML to this file");
  cmd->add_flag("-q,--quiet", opt->quiet, "Print only the failures and the summary");
  add_game_flags(cmd, opt->flags);
  cmd->callback([opt] {
    const Status s = run_test(*opt);
    if (s != Status::Ok) throw Exit{s};
  });
}

}  // namespace arbiter::cli
