// `arbiter replay validate` reads a record a block at a time and keeps two states: its peak
// memory does not follow the record's length. Records of 1k to 1M Medievalia actions (a
// transaction opened and cancelled, from a position) are validated by the real binary, and the
// peak resident size of each process is read from wait4().
#include <fcntl.h>
#include <gtest/gtest.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

extern char** environ;

namespace {

namespace fs = std::filesystem;

struct Process {
  int exit_code = -1;
  long peak_kb = 0;
};

// Runs `arbiter COMMAND... -q FILE` with stdout and stderr to /dev/null.
Process run_cli(std::vector<std::string> args, const fs::path& file) {
  const std::string cli = ARBITER_CLI;
  args.insert(args.begin(), cli);
  args.insert(args.end(), {"-q", file.string()});
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t io;
  posix_spawn_file_actions_init(&io);
  posix_spawn_file_actions_addopen(&io, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&io, 2, "/dev/null", O_WRONLY, 0);
  pid_t pid = 0;
  Process run;
  if (posix_spawn(&pid, cli.c_str(), &io, nullptr, argv.data(), environ) != 0) return run;
  posix_spawn_file_actions_destroy(&io);
  int status = 0;
  rusage usage{};
  if (wait4(pid, &status, 0, &usage) != pid) return run;
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.peak_kb = usage.ru_maxrss;  // kilobytes on Linux
  return run;
}

Process validate(const fs::path& file) {
  return run_cli({"replay", "validate"}, file);
}

fs::path write_loop(const fs::path& dir, std::size_t actions) {
  const fs::path file = dir / ("loop-" + std::to_string(actions) + ".rec");
  std::ofstream out(file, std::ios::binary);
  out << "[Game \"medievalia\"]\n"
         "[Position \"turn 5 P1 main; table P1 champ; hand P1 ferme\"]\n";
  for (std::size_t i = 0; i < actions / 2; ++i) out << "play:ferme cancel\n";
  out << "stop\n";
  return file;
}

TEST(ValidateMemory, StaysFlatFromAThousandToAMillionActions) {
  const fs::path dir = fs::temp_directory_path() / ("arbiter-memory-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const Process k1 = validate(write_loop(dir, 1'000));
  const Process k10 = validate(write_loop(dir, 10'000));
  const Process k60 = validate(write_loop(dir, 60'000));    // Medievalia's kMaxGameLength
  const Process k100 = validate(write_loop(dir, 100'000));  // refused at action 60,001
  const Process m1 = validate(write_loop(dir, 1'000'000));  // 18 MB of text, refused there too
  fs::remove_all(dir);
  for (const Process& r : {k1, k10, k60, k100, m1}) ASSERT_GT(r.peak_kb, 0);
  EXPECT_EQ(k1.exit_code, 0);
  EXPECT_EQ(k10.exit_code, 0);
  EXPECT_EQ(k60.exit_code, 0);
  EXPECT_EQ(k100.exit_code, 3);
  EXPECT_EQ(m1.exit_code, 3);
  std::printf("peak KB: 1k %ld, 10k %ld, 60k %ld, 100k %ld, 1M %ld\n", k1.peak_kb, k10.peak_kb,
              k60.peak_kb, k100.peak_kb, m1.peak_kb);
  // The tokens of the record up to the bound (under 100 bytes an action) are all that grows;
  // past it nothing does, whatever the file's length. Under ASan every token's string carries
  // redzones, so the first bound holds only in a normal build.
  // ASan's allocator also varies by a megabyte or two from run to run: past the bound it gets 8 MB
  // of slack (reading the whole file cost 77 MB more at a million actions).
#ifndef ARBITER_SANITIZED
  EXPECT_LE(k60.peak_kb - k1.peak_kb, 60'000 * 100 / 1024);
  const long slack_kb = 1024;
#else
  const long slack_kb = 8 * 1024;
#endif
  EXPECT_LE(m1.peak_kb, k60.peak_kb + slack_kb);
  EXPECT_LE(m1.peak_kb, k100.peak_kb + slack_kb);
}

// Issue 25, item 22: a header tag of 32 MB (its value or its name), a million tags, a token or a
// result line of 32 MB are refused (exit 3) in the memory of a short record: the reader stops at
// the bound (record.h) instead of keeping them. Before, the 32 MB value alone cost 64 MB more.
fs::path write_text(const fs::path& dir, const std::string& name, const std::string& head,
                    std::size_t repeat, const std::string& unit, const std::string& tail) {
  const fs::path file = dir / name;
  std::ofstream out(file, std::ios::binary);
  out << head;
  for (std::size_t i = 0; i < repeat; ++i) out << unit;
  out << tail;
  return file;
}

TEST(ValidateMemory, HeaderAndTokenBombsAreRefusedInBoundedMemory) {
  const fs::path dir = fs::temp_directory_path() / ("arbiter-bombs-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  constexpr std::size_t kMB = std::size_t{1} << 20;
  const std::string game = "[Game \"torres\"]\n";
  const Process base = validate(write_text(dir, "base.rec", game, 1, "N@f3\n", "stop\n"));
  std::vector<std::pair<std::string, Process>> bombs;
  bombs.emplace_back("a 32 MB tag value", validate(write_text(dir, "value.rec", game + "[Event \"",
                                                              32 * kMB, "v", "\"]\nstop\n")));
  bombs.emplace_back("a 32 MB tag name",
                     validate(write_text(dir, "name.rec", game + "[", 32 * kMB, "n", " \"x\"]\n")));
  {
    const fs::path file = dir / "tags.rec";
    std::ofstream out(file, std::ios::binary);
    out << game;
    for (int i = 0; i < 1'000'000; ++i) out << "[T" << i << " \"x\"]\n";
    out.close();
    bombs.emplace_back("a million tags", validate(file));
  }
  bombs.emplace_back("a 32 MB token",
                     validate(write_text(dir, "token.rec", game, 32 * kMB, "t", "\nstop\n")));
  bombs.emplace_back("16 M scores", validate(write_text(dir, "scores.rec", game + "result",
                                                        16 * kMB, " 1", "\n")));
  fs::remove_all(dir);
  ASSERT_EQ(base.exit_code, 0);
  ASSERT_GT(base.peak_kb, 0);
  std::printf("peak KB: a short record %ld", base.peak_kb);
  for (const auto& [what, run] : bombs) {
    std::printf(", %s %ld", what.c_str(), run.peak_kb);
    EXPECT_EQ(run.exit_code, 3) << what;
    EXPECT_LE(run.peak_kb, base.peak_kb + 8 * 1024) << what;
  }
  std::printf("\n");
}

}  // namespace

// `arbiter test` reads its records as `replay validate` does: a block at a time, within the game's
// bounds. Before, it read each file whole and kept every token (100 MB of tokens took 2.6 GB).
TEST(ValidateMemory, TestRunsARecordInTheMemoryOfValidate) {
  const fs::path dir = fs::temp_directory_path() / ("arbiter-suite-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const Process k1 = run_cli({"test"}, write_loop(dir, 1'000));
  const Process m1 = run_cli({"test"}, write_loop(dir, 1'000'000));  // 18 MB, past the bound
  const std::string game = "[Game \"torres\"]\n";
  const Process comments = run_cli(
      {"test"}, write_text(dir, "comments.rec", game, 1'000'000, "; a comment line\n", "stop\n"));
  fs::remove_all(dir);
  std::printf("peak KB: 1k actions %ld, 1M actions %ld, 17 MB of comments %ld\n", k1.peak_kb,
              m1.peak_kb, comments.peak_kb);
  EXPECT_EQ(k1.exit_code, 0);
  EXPECT_EQ(m1.exit_code, 1);  // the record is not valid: longer than any game
  EXPECT_EQ(comments.exit_code, 0);
#ifndef ARBITER_SANITIZED
  const long slack_kb = 4 * 1024;
#else
  const long slack_kb = 16 * 1024;
#endif
  EXPECT_LE(m1.peak_kb, k1.peak_kb + 60'000 * 100 / 1024 + slack_kb);
  EXPECT_LE(comments.peak_kb, k1.peak_kb + slack_kb);
}
