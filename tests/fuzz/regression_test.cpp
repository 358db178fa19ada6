// The fuzz targets' bodies (fuzz/entry.h) in the normal build, without clang or libFuzzer:
// - every input kept in tests/data/fuzz/TARGET/ (a finding, minimized) goes through its target's
//   entry again, so a fixed finding stays fixed; a finding that is back traps (crashes the test)
//   or, under ARBITER_SANITIZE, stops at the sanitizer's report;
// - each target runs over a sample of its seed corpus (fuzz/seeds.h), so the entries and the
//   seeds keep working between fuzzing runs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

#include "fuzz/entry.h"
#include "fuzz/seeds.h"

namespace arbiter::fuzz {
void PrintTo(const Target& t, std::ostream* os) {
  *os << t.name;
}
}  // namespace arbiter::fuzz

namespace {

namespace fs = std::filesystem;
using arbiter::fuzz::Target;

const fs::path kSource = ARBITER_SOURCE_DIR;
const fs::path kKept = kSource / "tests" / "data" / "fuzz";

struct Kept {
  std::string target;
  fs::path file;
};

std::vector<Kept> kept_inputs() {
  std::vector<Kept> out;
  std::error_code ec;
  if (!fs::is_directory(kKept, ec)) return out;
  for (const auto& dir : fs::directory_iterator(kKept, ec)) {
    if (!dir.is_directory()) continue;
    for (const auto& f : fs::directory_iterator(dir.path(), ec))
      if (f.is_regular_file() && f.path().filename().string()[0] != '.')
        out.push_back({dir.path().filename().string(), f.path()});
  }
  std::sort(out.begin(), out.end(), [](const Kept& a, const Kept& b) { return a.file < b.file; });
  return out;
}

std::string test_name(std::string s) {
  for (char& c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return s;
}

void run(const Target& t, const std::string& bytes) {
  t.run(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
}

// Short names in test listings (ctest shows the parameter).
void PrintTo(const Kept& k, std::ostream* os) {
  *os << k.target << "/" << k.file.filename().string();
}

class KeptInput : public testing::TestWithParam<Kept> {};
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(KeptInput);

TEST_P(KeptInput, NoLongerAFinding) {
  const Kept& k = GetParam();
  const Target* t = arbiter::fuzz::find_target(k.target);
  ASSERT_NE(t, nullptr)
      << kKept / k.target
      << ": the folder must be named after a fuzz target (scripts/fuzz.sh --list)";
  auto text = arbiter::replay::read_file(k.file.string());
  ASSERT_TRUE(text.ok()) << text.error();
  run(*t, *text);  // a finding traps here
}

INSTANTIATE_TEST_SUITE_P(Fuzz, KeptInput, testing::ValuesIn(kept_inputs()),
                         [](const testing::TestParamInfo<Kept>& i) {
                           return test_name(i.param.target + "_" +
                                            i.param.file.filename().string());
                         });

class Seeds : public testing::TestWithParam<Target> {};

TEST_P(Seeds, RunThroughTheTarget) {
  const Target& t = GetParam();
  const std::vector<arbiter::fuzz::Seed> seeds = arbiter::fuzz::seeds(t.name, kSource);
  ASSERT_FALSE(seeds.empty()) << t.name << " has no seed: are the fixtures and data files there?";
  // A sample spread over the corpus: the replay of every fixture is tested elsewhere already.
  const std::size_t step = std::max<std::size_t>(1, seeds.size() / 12);
  for (std::size_t i = 0; i < seeds.size(); i += step) {
    SCOPED_TRACE(seeds[i].name);
    run(t, seeds[i].bytes);
  }
}

INSTANTIATE_TEST_SUITE_P(Fuzz, Seeds, testing::ValuesIn(arbiter::fuzz::targets()),
                         [](const testing::TestParamInfo<Target>& i) { return i.param.name; });

TEST(FuzzTargets, EveryKeptFolderNamesATarget) {
  std::error_code ec;
  if (!fs::is_directory(kKept, ec)) return;
  for (const auto& dir : fs::directory_iterator(kKept, ec)) {
    if (!dir.is_directory()) continue;
    EXPECT_NE(arbiter::fuzz::find_target(dir.path().filename().string()), nullptr)
        << dir.path() << " is named after no fuzz target";
  }
}

}  // namespace
