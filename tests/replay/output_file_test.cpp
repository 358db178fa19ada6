// replay/output/output_file.h: an output is never an input, is written whole or not at all, and
// a failed write says which file and why.
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "replay/output/output_file.h"

namespace arbiter::output {
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void put(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// A fresh folder per test; what it holds is checked (no temporary left behind).
class OutputFile : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           ("output_file_" +
            std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir_)) out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
  }
  fs::path dir_;
};

TEST_F(OutputFile, WritesANewFileAndNothingElse) {
  const fs::path out = dir_ / "new.txt";
  const Expected<bool> w = write(out.string(), "hello\n");
  ASSERT_TRUE(w.ok()) << w.error();
  EXPECT_EQ(read(out), "hello\n");
  EXPECT_EQ(names(), std::vector<std::string>{"new.txt"});
}

TEST_F(OutputFile, ReplacesAFileKeepingItsPermissions) {
  const fs::path out = dir_ / "old.txt";
  put(out, "old");
  ASSERT_EQ(::chmod(out.c_str(), 0640), 0);
  ASSERT_TRUE(write(out.string(), "new").ok());
  EXPECT_EQ(read(out), "new");
  struct stat st {};
  ASSERT_EQ(::stat(out.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0640u);
  EXPECT_EQ(names(), std::vector<std::string>{"old.txt"});
}

TEST_F(OutputFile, RefusesAnInputByAnyName) {
  const fs::path in = dir_ / "in.rec";
  put(in, "the input");
  fs::create_symlink("in.rec", dir_ / "soft.rec");
  fs::create_hard_link(in, dir_ / "hard.rec");
  for (const fs::path& out : {in, dir_ / "soft.rec", dir_ / "hard.rec"}) {
    const Expected<bool> c = check(out.string(), {.inputs = {in.string()}});
    ASSERT_FALSE(c.ok()) << out;
    const Expected<bool> w = write(out.string(), "lost", {.inputs = {in.string()}});
    ASSERT_FALSE(w.ok()) << out;
    EXPECT_NE(w.error().find("cannot write '" + out.string() + "'"), std::string::npos)
        << w.error();
    EXPECT_NE(w.error().find("input '" + in.string() + "'"), std::string::npos) << w.error();
  }
  EXPECT_EQ(read(in), "the input");
  EXPECT_TRUE(fs::is_symlink(dir_ / "soft.rec"));
  // An input named through a link is the same file too.
  EXPECT_FALSE(write(in.string(), "lost", {.inputs = {(dir_ / "soft.rec").string()}}).ok());
  EXPECT_EQ(read(in), "the input");
}

TEST_F(OutputFile, RefusesADanglingLinkAndFollowsALinkToAFile) {
  fs::create_symlink("missing.txt", dir_ / "dangling.txt");
  const Expected<bool> w = write((dir_ / "dangling.txt").string(), "x");
  ASSERT_FALSE(w.ok());
  EXPECT_NE(w.error().find("dangling"), std::string::npos) << w.error();
  EXPECT_FALSE(check((dir_ / "dangling.txt").string()).ok());
  EXPECT_FALSE(fs::exists(dir_ / "missing.txt"));

  put(dir_ / "target.txt", "old");
  fs::create_symlink("target.txt", dir_ / "link.txt");
  ASSERT_TRUE(write((dir_ / "link.txt").string(), "new").ok());
  EXPECT_TRUE(fs::is_symlink(dir_ / "link.txt"));
  EXPECT_EQ(read(dir_ / "target.txt"), "new");
  EXPECT_EQ(names(), (std::vector<std::string>{"dangling.txt", "link.txt", "target.txt"}));
}

TEST_F(OutputFile, RefusesADirectoryAndAMissingFolder) {
  const Expected<bool> d = write(dir_.string(), "x");
  ASSERT_FALSE(d.ok());
  EXPECT_NE(d.error().find("a directory"), std::string::npos) << d.error();
  const std::string missing = (dir_ / "no" / "such.txt").string();
  const Expected<bool> m = check(missing);
  ASSERT_FALSE(m.ok());
  EXPECT_NE(m.error().find("cannot write '" + missing + "': no folder"), std::string::npos)
      << m.error();
  EXPECT_FALSE(write(missing, "x").ok());
  EXPECT_TRUE(names().empty());
}

TEST_F(OutputFile, ChecksADeviceWrite) {
  EXPECT_TRUE(check("/dev/full").ok());
  const Expected<bool> full = write("/dev/full", "x");
  ASSERT_FALSE(full.ok());
  EXPECT_EQ(full.error(), "cannot write '/dev/full': No space left on device");
  EXPECT_TRUE(write("/dev/null", "x").ok());
}

TEST_F(OutputFile, WritesIntoAFifo) {
  const fs::path fifo = dir_ / "pipe";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::string got;
  std::thread reader([&] { got = read(fifo); });
  const Expected<bool> w = write(fifo.string(), "through the pipe");
  reader.join();
  ASSERT_TRUE(w.ok()) << w.error();
  EXPECT_EQ(got, "through the pipe");
}

// Past the file size limit the write fails (SIGXFSZ ignored, as the CLI does): the old file is
// whole and the temporary gone. In a child process, whose limit does not touch the test runner.
TEST_F(OutputFile, KeepsTheOldFileWhenTheSizeLimitCutsTheWrite) {
  const fs::path out = dir_ / "big.txt";
  put(out, "the old file");
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    std::signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{4096, 4096};
    ::setrlimit(RLIMIT_FSIZE, &limit);
    const Expected<bool> w = write(out.string(), std::string(100000, 'x'));
    ::_exit(!w.ok() && w.error() == "cannot write '" + out.string() + "': File too large" ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_EQ(read(out), "the old file");
  EXPECT_EQ(names(), std::vector<std::string>{"big.txt"});
}

// A regular file is replaced (a new inode), whatever its path says: "/dev/.." leads out of /dev,
// and only the links to open files (/dev/fd/N, /dev/stdout, /proc/...) are written in place.
TEST_F(OutputFile, ReplacesARegularFileNamedThroughDev) {
  const fs::path out = dir_ / "old.txt";
  put(out, "old");
  struct stat before {
  }, after{};
  ASSERT_EQ(::stat(out.c_str(), &before), 0);
  const std::string through_dev = "/dev/.." + fs::absolute(out).string();
  const Expected<bool> w = write(through_dev, "new");
  ASSERT_TRUE(w.ok()) << w.error();
  ASSERT_EQ(::stat(out.c_str(), &after), 0);
  EXPECT_NE(before.st_ino, after.st_ino) << "written in place, not replaced";
  EXPECT_EQ(read(out), "new");
}

// Replaced by root (a CI job, a cron job), a user's file stays the user's, with its group: the
// permissions kept mean what they meant.
TEST_F(OutputFile, KeepsTheOwnerOfAReplacedFile) {
  if (::geteuid() != 0) GTEST_SKIP() << "needs root to give a file to another user";
  const fs::path out = dir_ / "theirs.txt";
  put(out, "old");
  ASSERT_EQ(::chown(out.c_str(), 1234, 4321), 0);
  ASSERT_EQ(::chmod(out.c_str(), 0640), 0);
  ASSERT_TRUE(write(out.string(), "new").ok());
  struct stat st {};
  ASSERT_EQ(::stat(out.c_str(), &st), 0);
  EXPECT_EQ(st.st_uid, 1234u);
  EXPECT_EQ(st.st_gid, 4321u);
  EXPECT_EQ(st.st_mode & 0777, 0640u);
  EXPECT_EQ(read(out), "new");
}

// Two outputs of one command that name the same file, by any name, even before it exists.
TEST_F(OutputFile, TellsTwoNamesOfTheSameFile) {
  const fs::path a = dir_ / "a.json";
  EXPECT_TRUE(same_file(a.string(), a.string()));
  EXPECT_TRUE(same_file(a.string(), (dir_ / "." / "a.json").string()));
  EXPECT_FALSE(same_file(a.string(), (dir_ / "b.json").string()));
  fs::create_directory(dir_ / "sub");
  fs::create_directory_symlink("sub", dir_ / "link");
  EXPECT_TRUE(same_file((dir_ / "sub" / "x").string(), (dir_ / "link" / "x").string()));
  put(a, "x");
  fs::create_hard_link(a, dir_ / "hard.json");
  EXPECT_TRUE(same_file(a.string(), (dir_ / "hard.json").string()));
}

}  // namespace
}  // namespace arbiter::output
