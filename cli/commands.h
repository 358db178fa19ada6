// The `arbiter` commands without their command line: each command's options, filled by the CLI11
// definitions (cli/args_*.cpp), and the function that runs it. Only main.cpp and the args files
// include CLI11, whose inline code every file including it compiles again (issue 26).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/common.h"
#include "replay/render/graphviz.h"

namespace arbiter::cli {

// `arbiter replay validate FILES...` (cmd_validate.cpp).
struct ValidateOptions {
  std::vector<std::string> files;
  bool json = false;
  bool quiet = false;
  bool repair = false;
  std::string sarif;                 // write the errors as SARIF 2.1.0 to this file
  std::vector<std::string> compare;  // NAME=VALUE readings to compare the record against
  GameFlags flags;
};
Status run_validate(const ValidateOptions& opt);

// `arbiter replay html FILE -o PAGE` (cmd_html.cpp).
struct HtmlOptions {
  std::string file;
  std::string out;
  GameFlags flags;
};
Status run_html(const HtmlOptions& opt);

// `arbiter replay show FILE` (cmd_replay.cpp).
struct ShowOptions {
  std::string file;
  long at = -1;
  bool json = false;
  bool as_position = false;  // the state in the position notation
  bool legal = false;        // the legal actions there, by kind
  GameFlags flags;
};
Status run_show(const ShowOptions& opt);

// From this many record states on, `replay render --layout auto` wraps the record turn by turn
// (its help says the number).
inline constexpr std::size_t kWrapFrom = 40;

// `arbiter replay render FILE -o GRAPH` (cmd_replay.cpp).
struct RenderOptions {
  std::string file;
  std::string out;
  long at = -1;
  int depth = 1;  // with --at; --depth 0 draws the record alone
  std::size_t max_nodes = 2000;
  int timeout = render::kDefaultLayoutTimeoutSeconds;  // for an SVG layout; 0: no limit
  std::string layout = "auto";  // column, wrap, auto (wrap past kWrapFrom states)
  long window = -1;             // only the record's steps within this many of --at
  GameFlags flags;
};
Status run_render(const RenderOptions& opt);

// `arbiter phases GAME` (cmd_phases.cpp).
struct PhasesOptions {
  std::string game, out;
  long coverage = 0;  // random games to play
  std::string records;
  std::optional<std::string> seed;
  std::optional<int> players;
  bool json = false;
  GameFlags flags;
};
Status run_phases(const PhasesOptions& opt);

// `arbiter verify GAME` (cmd_verify.cpp).
struct VerifyOptions {
  std::string game;
  long games = 1000;
  std::optional<std::string> seed;
  std::optional<int> players;
  bool thorough = false;
  bool no_progress = false;
  std::string out_dir = ".";
  std::string save_dir;  // write every game as a record
  int jobs = 1;
  std::string shard;  // "K/N"
  std::uint64_t shard_k = 1, shard_n = 1;
  std::string summary_path;
  // TEST ONLY (the hidden --test-fail-at-score): CheckLevel::test_fail_at_score, and its text.
  int test_fail_at_score = 0;
  std::optional<std::string> test_fail_text;
  std::string coverage_path;  // --coverage FILE
  bool guided = false;
  GameFlags flags;
};
// A copy: the run reads shard_k, shard_n and test_fail_at_score from their texts.
Status run_verify(VerifyOptions opt);
// "" for a --shard text K/N with 1 <= K <= N, else why not (the option's CLI11 check).
std::string shard_error(const std::string& text);

// `arbiter merge SUMMARIES...` (cmd_merge.cpp).
struct MergeOptions {
  std::vector<std::string> inputs;
  std::string output;
};
Status run_merge(const MergeOptions& opt);

// `arbiter explore GAME` (cmd_explore.cpp).
struct ExploreOptions {
  std::string game;
  int depth = 4;
  std::uint64_t max_states = 50'000'000;
  std::uint64_t max_memory_mib = 0;  // 0: half the machine's memory
  int jobs = 1;
  bool collision_check = false;
  bool no_invariants = false;
  std::string from;  // a record
  long at = -1;      // its step (default: its end)
  std::string find;
  std::string out;  // the witness or counterexample record
  bool json = false;
  GameFlags flags;
};
Status run_explore(const ExploreOptions& opt);

// `arbiter options GAME` (cmd_options.cpp).
struct OptionsOptions {
  std::string game;
  bool json = false;
  bool data = false;
};
Status run_options(const OptionsOptions& opt);

// `arbiter rules GAME [QUERY...]` (cmd_rules.cpp).
struct RulesOptions {
  std::string game;
  std::vector<std::string> query;
  bool json = false;
  bool markdown = false;
};
Status run_rules(const RulesOptions& opt);

// `arbiter test PATHS...` (cmd_test.cpp).
struct TestOptions {
  std::vector<std::string> paths;
  std::string junit;
  bool quiet = false;
  bool allow_empty = false;
  GameFlags flags;
};
Status run_test(const TestOptions& opt);
// The tags and exit codes, for `arbiter test --help` (and so the man page).
std::string test_footer();

// `arbiter completion bash` (cmd_completion.cpp): the script, around `commands`, the completion
// data of every command that args_verify.cpp gathers from the CLI11 definitions.
void print_completion(std::string_view commands);
// A word list as a bash single-quoted string, as the completion data holds them.
std::string bash_quoted(const std::vector<std::string>& words);

}  // namespace arbiter::cli
