// `arbiter test` (replay/suite.h) and SARIF logs (replay/sarif.h): records that state their
// expected verdict pass or fail as they say; JUnit XML and SARIF carry what CI and code hosts read.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "replay/sarif.h"
#include "replay/suite.h"

namespace arbiter::replay {
namespace {

std::string read(const std::string& rel) {
  return *read_file(std::string(ARBITER_SOURCE_DIR) + "/" + rel);
}

// Every record the docs show (a fenced block that starts with a [Game] tag) is judged as its
// tags say: the examples a user copies are valid, or fail exactly as their Expected* tags say.
// Sketches, which elide lines with `...`, are not records.
TEST(Suite, EveryRecordInTheDocsIsJudgedAsItsTagsSay) {
  int records = 0;
  for (const char* doc : {"docs/notation.md", "docs/user-guide.md"}) {
    const std::string text = read(doc);
    for (std::size_t at = text.find("```\n[Game "); at != std::string::npos;
         at = text.find("```\n[Game ", at + 1)) {
      const std::size_t from = at + 4, to = text.find("```", from);
      ASSERT_NE(to, std::string::npos) << doc;
      const std::string record = text.substr(from, to - from);
      if (record.find("\n...") != std::string::npos) continue;
      const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + from, '\n'));
      const SuiteResult r = run_case(std::string(doc) + ":" + std::to_string(line), record, {});
      EXPECT_TRUE(r.passed) << r.path << ": expected " << r.expected << ", got " << r.got;
      ++records;
    }
  }
  EXPECT_GE(records, 9);  // notation.md's complete example and score sheets, the edge cases
}

// Each game keeps at least 10 edge cases that start from a position, each under 15 lines.
TEST(Suite, EachGameHasTenShortPositionFixtures) {
  for (const char* game : {"torres", "comuni", "medievalia"}) {
    int n = 0;
    const std::filesystem::path dir =
        std::filesystem::path(ARBITER_SOURCE_DIR) / "fixtures" / game / "positions";
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir)) {
      if (e.path().extension() != ".rec") continue;
      const std::string text = *read_file(e.path().string());
      EXPECT_LT(std::count(text.begin(), text.end(), '\n'), 15) << e.path();
      EXPECT_NE(text.find("[Position \""), std::string::npos) << e.path();
      ++n;
    }
    EXPECT_GE(n, 10) << game;
  }
}

TEST(Suite, ValidAndInvalidRecordsPassAsTheirTagsSay) {
  const SuiteResult valid = run_case("base-2p.rec", read("fixtures/torres/valid/base-2p.rec"), {});
  EXPECT_TRUE(valid.passed) << valid.got;
  EXPECT_EQ(valid.expected, "valid");
  EXPECT_EQ(valid.game, "torres");
  const SuiteResult invalid =
      run_case("x.rec", read("fixtures/torres/invalid/T-2.17-height-above-area.rec"), {});
  EXPECT_TRUE(invalid.passed) << invalid.got;
  EXPECT_NE(invalid.expected.find("[T-2.17] line 38 exit 1"), std::string::npos);
}

TEST(Suite, AWrongExpectationFailsAndSaysWhatHappened) {
  const SuiteResult r = run_case("wrong.rec", read("tests/data/wrong-expectation.rec"), {});
  EXPECT_FALSE(r.passed);
  EXPECT_NE(r.expected.find("[T-2.13]"), std::string::npos) << r.expected;
  EXPECT_NE(r.got.find("[T-2.17] line"), std::string::npos) << r.got;
  // A valid record that says it is invalid fails too, and a broken one that says nothing.
  std::string says_invalid = read("fixtures/torres/valid/base-2p.rec");
  says_invalid.insert(says_invalid.find('\n') + 1, "[ExpectedStatus \"1\"]\n");
  EXPECT_FALSE(run_case("v.rec", says_invalid, {}).passed);
  std::string says_nothing = read("fixtures/torres/invalid/T-2.17-height-above-area.rec");
  for (const char* tag : {"ExpectedRule", "ExpectedLine", "ExpectedStatus"}) {
    const std::size_t at = says_nothing.find(std::string("[") + tag);
    says_nothing.erase(at, says_nothing.find('\n', at) + 1 - at);
  }
  EXPECT_FALSE(run_case("n.rec", says_nothing, {}).passed);
}

TEST(Suite, JunitXmlCountsAndEscapes) {
  std::vector<SuiteResult> rs(3);
  rs[0] = {"a.rec", "torres", true, "valid", "valid", 0.01};
  rs[1] = {"b<&>.rec", "torres", false, "[T-2.13] line 5", "[T-2.17] line 5: \"x\" < y", 0.02};
  rs[2] = {"c.rec", "comuni", true, "valid", "valid", 0.0};
  const std::string x = junit_xml(rs);
  EXPECT_NE(x.find("<testsuites name=\"arbiter\" tests=\"3\" failures=\"1\""), std::string::npos);
  EXPECT_NE(x.find("<testsuite name=\"torres\" tests=\"2\" failures=\"1\""), std::string::npos);
  EXPECT_NE(x.find("<testsuite name=\"comuni\" tests=\"1\" failures=\"0\""), std::string::npos);
  EXPECT_NE(x.find("name=\"b&lt;&amp;&gt;.rec\""), std::string::npos);
  EXPECT_NE(x.find("&quot;x&quot; &lt; y"), std::string::npos);
  EXPECT_EQ(x.find("b<&>"), std::string::npos);
}

TEST(Sarif, ResultsCarryRuleLocationAndTheRulesText) {
  const std::string text = read("fixtures/torres/invalid/T-2.17-height-above-area.rec");
  const Judgement j = judge(text, {});
  ASSERT_EQ(j.status, Status::Illegal);
  const std::string path = "fixtures/torres/invalid/T-2.17-height-above-area.rec";
  const nlohmann::json log = sarif_log({{path, j.game, j.error}}, "9.9.9");
  EXPECT_EQ(log["version"], "2.1.0");
  const auto& run = log["runs"][0];
  EXPECT_EQ(run["tool"]["driver"]["name"], "arbiter");
  EXPECT_EQ(run["tool"]["driver"]["version"], "9.9.9");
  const auto& rule = run["tool"]["driver"]["rules"][0];
  EXPECT_EQ(rule["id"], "T-2.17");
  EXPECT_FALSE(rule["fullDescription"]["text"].get<std::string>().empty());
  const auto& res = run["results"][0];
  EXPECT_EQ(res["ruleId"], "T-2.17");
  EXPECT_EQ(res["ruleIndex"], 0);
  EXPECT_EQ(res["level"], "error");
  const auto& loc = res["locations"][0]["physicalLocation"];
  EXPECT_EQ(loc["artifactLocation"]["uri"], path);
  EXPECT_EQ(loc["region"]["startLine"], 38);
  EXPECT_GE(loc["region"]["startColumn"].get<int>(), 1);
}

TEST(Sarif, PathsAreUriReferences) {
  EXPECT_EQ(uri_of("dir/a b#1.rec"), "dir/a%20b%231.rec");
  EXPECT_EQ(uri_of("C:\\x\\y.rec"), "C%3A/x/y.rec");
}

}  // namespace
}  // namespace arbiter::replay
