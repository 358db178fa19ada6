// `arbiter test` (replay/suite.h) and SARIF logs (replay/sarif.h): records that state their
// expected verdict pass or fail as they say; JUnit XML and SARIF carry what CI and code hosts read.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "replay/instances.h"
#include "replay/junit.h"
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
      EXPECT_TRUE(r.passed()) << r.path << ": expected " << r.expected << ", got " << r.got;
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
  EXPECT_TRUE(valid.passed()) << valid.got;
  EXPECT_EQ(valid.expected, "valid");
  EXPECT_EQ(valid.game, "torres");
  const SuiteResult invalid =
      run_case("x.rec", read("fixtures/torres/invalid/T-2.17-height-above-area.rec"), {});
  EXPECT_TRUE(invalid.passed()) << invalid.got;
  EXPECT_NE(invalid.expected.find("[T-2.17] line 38 exit 1"), std::string::npos);
}

TEST(Suite, AWrongExpectationFailsAndSaysWhatHappened) {
  const SuiteResult r = run_case("wrong.rec", read("tests/data/wrong-expectation.rec"), {});
  EXPECT_EQ(r.outcome, Outcome::Fail);
  EXPECT_NE(r.expected.find("[T-2.13]"), std::string::npos) << r.expected;
  EXPECT_NE(r.got.find("[T-2.17] line"), std::string::npos) << r.got;
  // A valid record that says it is invalid fails too, and a broken one that says nothing.
  std::string says_invalid = read("fixtures/torres/valid/base-2p.rec");
  says_invalid.insert(says_invalid.find('\n') + 1, "[ExpectedStatus \"1\"]\n");
  EXPECT_EQ(run_case("v.rec", says_invalid, {}).outcome, Outcome::Fail);
  std::string says_nothing = read("fixtures/torres/invalid/T-2.17-height-above-area.rec");
  for (const char* tag : {"ExpectedRule", "ExpectedLine", "ExpectedStatus"}) {
    const std::size_t at = says_nothing.find(std::string("[") + tag);
    says_nothing.erase(at, says_nothing.find('\n', at) + 1 - at);
  }
  EXPECT_EQ(run_case("n.rec", says_nothing, {}).outcome, Outcome::Fail);
}

TEST(Suite, JunitXmlCountsAndEscapes) {
  std::vector<SuiteResult> rs(4);
  rs[0] = {"a.rec", "torres", Outcome::Pass, "valid", "valid", 0.01, {}, {}};
  rs[1] = {
      "b<&>.rec", "torres", Outcome::Fail, "[T-2.13] line 5", "[T-2.17] line 5: \"x\" < y", 0.02,
      {},         {}};
  rs[2] = {"c.rec", "comuni", Outcome::Pass, "valid", "valid", 0.0, {}, {}};
  rs[3] = {"d.rec", "comuni", Outcome::Error, "", "unknown expectation tag [ExpectdRule]", 0.0,
           {4, 1},  {}};
  const std::string x = junit_xml(rs);
  EXPECT_NE(x.find("<testsuites name=\"arbiter\" tests=\"4\" failures=\"1\" errors=\"1\""),
            std::string::npos);
  EXPECT_NE(x.find("<testsuite name=\"torres\" tests=\"2\" failures=\"1\" errors=\"0\""),
            std::string::npos);
  EXPECT_NE(x.find("<testsuite name=\"comuni\" tests=\"2\" failures=\"0\" errors=\"1\""),
            std::string::npos);
  EXPECT_NE(x.find("<error message=\"line 4: unknown expectation tag [ExpectdRule]\"/>"),
            std::string::npos);
  EXPECT_NE(x.find("name=\"b&lt;&amp;&gt;.rec\""), std::string::npos);
  EXPECT_NE(x.find("&quot;x&quot; &lt; y"), std::string::npos);
  EXPECT_EQ(x.find("b<&>"), std::string::npos);
}

// XML 1.0 allows neither bytes that are not UTF-8, nor C0 controls but tab and line ends, nor
// U+FFFE and U+FFFF: each becomes U+FFFD, wherever it comes from (a path, the game, a verdict).
// (tests/cli/test_hostile_bytes.sh runs xmllint on such a report.)
TEST(Suite, JunitXmlHoldsOnlyXmlCharacters) {
  using namespace std::string_literals;  // the text holds a NUL
  const std::string bad =
      "a\xFF b\xC3 c\xC0\xAF d\xED\xA0\x80 e\xEF\xBF\xBE f\xEF\xBF\xBF g\x1B[2J\x07\x00h "s +
      "\xC3\xA9\xF0\x9F\x8F\xB0";
  std::vector<SuiteResult> rs(1);
  rs[0] = {"p" + bad + ".rec", "g" + bad, Outcome::Fail, "e" + bad, "v" + bad, 0.0, {}, {}};
  const std::string x = junit_xml(rs);
  // Well-formed UTF-8: nlohmann-json's strict encoder takes it (it throws on any bad sequence).
  EXPECT_NO_THROW((void)nlohmann::json(x).dump());
  for (const char* forbidden : {"\xEF\xBF\xBE", "\xEF\xBF\xBF", "\x1B", "\x07"})
    EXPECT_EQ(x.find(forbidden), std::string::npos) << forbidden;
  EXPECT_EQ(x.find('\0'), std::string::npos);
  // What is text stays: é and 🏰 untouched, each bad byte or character one U+FFFD.
  EXPECT_NE(x.find("h \xC3\xA9\xF0\x9F\x8F\xB0"), std::string::npos);
  EXPECT_NE(x.find("e\xEF\xBF\xBD f\xEF\xBF\xBD g"), std::string::npos);
  // Line ends survive in attributes as references.
  EXPECT_EQ(xml_escape("a\nb\tc"), "a&#10;b&#9;c");
}

// A record with `tag` inserted after its [Game] tag (line 2).
std::string with_tag(std::string text, const std::string& tag) {
  text.insert(text.find('\n') + 1, tag + "\n");
  return text;
}

// A misspelled expectation is never skipped (the case would pass unchecked): an unknown
// Expected* tag, or one a typo away from a known one, is an error naming the tag, its line and
// the tag meant.
TEST(Suite, UnknownOrNearExpectationTagsAreErrors) {
  const std::string invalid = read("fixtures/torres/invalid/T-2.17-height-above-area.rec");
  const struct {
    const char* tag;
    const char* says;
  } cases[] = {
      {"[ExpectedMesage \"no such words\"]", "[ExpectedMesage]; did you mean [ExpectedMessage]?"},
      {"[ExpectdRule \"T-2.13\"]", "[ExpectdRule]; did you mean [ExpectedRule]?"},
      {"[expectedrule \"T-2.13\"]", "[expectedrule]; did you mean [ExpectedRule]?"},
      {"[EXPECTEDLINE \"3\"]", "[EXPECTEDLINE]; did you mean [ExpectedLine]?"},
      {"[ExpectedStatsu \"3\"]", "[ExpectedStatsu]; did you mean [ExpectedStatus]?"},
      {"[ExpectedHlep \"x\"]", "[ExpectedHlep]; did you mean [ExpectedHelp]?"},
      {"[ExpectedFinalScores \"21 17\"]",
       "[ExpectedFinalScores] (known: [ExpectedStatus], [ExpectedRule]"},
      {"[Expect \"1\"]", "unknown expectation tag [Expect] (known:"},
  };
  for (const auto& c : cases) {
    const SuiteResult r = run_case("x.rec", with_tag(invalid, c.tag), {});
    EXPECT_EQ(r.outcome, Outcome::Error) << c.tag;
    EXPECT_NE(r.got.find(c.says), std::string::npos) << r.got;
    EXPECT_EQ(r.at.line, 2) << c.tag;
    EXPECT_EQ(r.game, "torres");
  }
}

// Metadata tags, and the option tags of every game, are not taken for expectations.
TEST(Suite, MetadataTagsAreNotTakenForExpectations) {
  for (const char* name :
       {"Event", "Site", "Date", "Round", "Seed", "GameIndex", "Annotator", "Position", "Result",
        "White", "Black", "Players", "Comment", "Source", "Expansion", "Variant", "Extra", "Note"})
    EXPECT_FALSE(looks_like_expectation(name)) << name;
  std::string text = read("fixtures/torres/valid/base-2p.rec");
  for (const char* tag : {"[Site \"x\"]", "[Date \"2024.01.01\"]", "[Round \"2\"]",
                          "[Annotator \"y\"]", "[Result \"1-0\"]"})
    text = with_tag(text, tag);
  const SuiteResult r = run_case("v.rec", text, {});
  EXPECT_TRUE(r.passed()) << r.got;
  for_each_game([](auto g) {
    for (const auto& spec : decltype(g)::option_specs())
      EXPECT_FALSE(looks_like_expectation(std::string(spec.name))) << spec.name;
  });
}

// The reader stops at a syntax error, so an expectation tag after it (after a bad tag, a tag given
// twice, a tag unterminated, a tag after the moves, a look-alike letter in its name) is never
// read: the case is an error naming that tag, never a pass of the tags before it. Before, each of
// these passed as "exit 3" with its later expectations unchecked.
TEST(Suite, ExpectationTagsPastASyntaxErrorAreErrors) {
  const std::string valid = read("fixtures/torres/valid/base-2p.rec");
  const std::string body = valid.substr(valid.find('\n') + 1);
  const std::string head = "[Game \"torres\"]\n[ExpectedStatus \"3\"]\n";
  const struct {
    std::string text;
    std::int64_t line;
    const char* says;
  } cases[] = {
      {head + "[Oops no quotes]\n[ExpectedLine \"99\"]\n" + body, 4,
       "[ExpectedLine] is never read: the reader stops at the syntax error on line 3 (expected a "
       "quoted value in tag [Oops \"...\"]); put the Expected* tags above line 3"},
      {head + "[ExpectedStatus \"1\"]\n" + body, 3,
       "[ExpectedStatus] is never read: the reader stops at the syntax error on this line (tag "
       "[ExpectedStatus] appears twice"},
      {head + "[ExpectedMessage \"no such words\n" + body, 3,
       "[ExpectedMessage] is never read: the reader stops at the syntax error on this line "
       "(unterminated value"},
      {head + "N@f3\n[ExpectedRule \"T-1.1\"]\nstop\n", 4, "(header tag after the first action"},
      {head + "[\xD0\x95xpectedRule \"T-1.1\"]\n" + body, 3, "[\xD0\x95xpectedRule] is never read"},
      // CR line ends and a byte order mark count as the reader counts them.
      {"\xEF\xBB\xBF[Game \"torres\"]\r[ExpectedStatus \"3\"]\r[Bad x]\r{ c }\r[ExpectedLine "
       "\"3\"]\r",
       5, "syntax error on line 3"},
  };
  for (const auto& c : cases) {
    const SuiteResult r = run_case("x.rec", c.text, {});
    EXPECT_EQ(r.outcome, Outcome::Error) << c.says << ": " << r.got;
    EXPECT_EQ(r.at.line, c.line) << r.got;
    EXPECT_NE(r.got.find(c.says), std::string::npos) << r.got;
  }
  // Tags read before the error, on its line too, are not taken for unread ones: this case runs.
  const SuiteResult read_ones = run_case("x.rec",
                                         "\xEF\xBB\xBF[ExpectedStatus \"3\"] [ExpectedLine \"1\"] "
                                         "[Game \"torres\"] [Game \"x\"]\nstop\n",
                                         {});
  EXPECT_TRUE(read_ones.passed()) << read_ones.got;
}

// An empty expectation, a line that is no number, an unknown status, or a status that says
// "valid" beside an error's details: an error of the case, with a suggestion where one is near.
// (A tag given twice is a syntax error of the record itself.)
TEST(Suite, BadExpectationValuesAreErrors) {
  const std::string invalid = read("fixtures/torres/invalid/T-2.17-height-above-area.rec");
  const struct {
    const char* tag;
    const char* says;
  } cases[] = {
      {"[ExpectedMessage \"\"]", "[ExpectedMessage \"\"]: an expectation needs a value"},
      // Spaces alone match every message or help line: no expectation either.
      {"[ExpectedMessage \" \"]", "[ExpectedMessage \" \"]: an expectation needs a value"},
      {"[ExpectedHelp \" \t \"]", "[ExpectedHelp \" \t \"]: an expectation needs a value"},
      {"[ExpectedLine \"38a\"]", "[ExpectedLine \"38a\"]: not a line number"},
      {"[ExpectedStatus \"ilegal\"]", "unknown status \"ilegal\"; did you mean \"illegal\"?"},
      {"[ExpectedStatus \"2\"]",
       "unknown status \"2\" (one of 0 (valid, ok), 1 (illegal), 3 "
       "(malformed), 4 (options), 5 (internal))"},
      {"[ExpectedStatus \"0\"]", "says the record is valid, but another Expected* tag"},
  };
  for (const auto& c : cases) {
    // Line 2 holds the tag; the fixture's own [ExpectedStatus] is removed to test the status.
    std::string text = invalid;
    if (std::string(c.tag).starts_with("[ExpectedStatus")) {
      const std::size_t at = text.find("[ExpectedStatus");
      text.erase(at, text.find('\n', at) + 1 - at);
    }
    const SuiteResult r = run_case("x.rec", with_tag(text, c.tag), {});
    EXPECT_EQ(r.outcome, Outcome::Error) << c.tag;
    EXPECT_NE(r.got.find(c.says), std::string::npos) << c.tag << ": " << r.got;
  }
}

// [ExpectedStatus] takes each verdict's exit code or its word, in any case.
TEST(Suite, EveryStatusCodeAndWordIsAccepted) {
  const struct {
    const char* fixture;
    std::vector<std::string> values;
  } cases[] = {
      {"fixtures/torres/valid/base-2p.rec", {"0", "valid", "ok", "Valid", "OK"}},
      {"fixtures/torres/invalid/T-2.17-height-above-area.rec", {"1", "illegal", "Illegal"}},
      {"fixtures/torres/invalid/syntax-unknown-action-token.rec", {"3", "malformed"}},
      {"fixtures/torres/invalid/options-players-out-of-range.rec", {"4", "options"}},
  };
  for (const auto& c : cases) {
    std::string text = read(c.fixture);
    const std::size_t at = text.find("[ExpectedStatus");
    if (at != std::string::npos) text.erase(at, text.find('\n', at) + 1 - at);
    for (const std::string& v : c.values) {
      const SuiteResult r = run_case("x.rec", with_tag(text, "[ExpectedStatus \"" + v + "\"]"), {});
      EXPECT_TRUE(r.passed()) << c.fixture << " " << v << ": expected " << r.expected << ", got "
                              << r.got;
    }
  }
  // No record gives exit 5 on purpose: the word is read, and a valid record then fails it.
  EXPECT_EQ(std::get<Status>(read_status("5")), Status::Internal);
  EXPECT_EQ(std::get<Status>(read_status("Internal")), Status::Internal);
  const SuiteResult r = run_case(
      "x.rec", with_tag(read("fixtures/torres/valid/base-2p.rec"), "[ExpectedStatus \"internal\"]"),
      {});
  EXPECT_EQ(r.outcome, Outcome::Fail);
  EXPECT_EQ(r.expected, "exit 5");
}

// The expected verdict reads right whatever tags are given, and a record that expects only words
// of a message expects an error: a valid record does not pass it.
TEST(Suite, ExpectedVerdictReadsRightInEveryCombination) {
  const auto expected = [](const std::vector<std::string>& tags) {
    std::string text = read("fixtures/torres/valid/base-2p.rec");
    for (const std::string& t : tags) text = with_tag(text, t);
    return run_case("x.rec", text, {});
  };
  EXPECT_EQ(expected({"[ExpectedRule \"T-2.17\"]"}).expected, "[T-2.17]");
  EXPECT_EQ(expected({"[ExpectedLine \"38\"]"}).expected, "line 38");
  EXPECT_EQ(expected({"[ExpectedStatus \"illegal\"]"}).expected, "exit 1");
  EXPECT_EQ(expected({"[ExpectedMessage \"m\"]"}).expected, "an error, message 'm'");
  EXPECT_EQ(expected({"[ExpectedHelp \"h\"]"}).expected, "an error, help 'h'");
  EXPECT_EQ(expected({"[ExpectedRule \"T-2.18\"]", "[ExpectedMessage \"m\"]"}).expected,
            "[T-2.18], message 'm'");
  EXPECT_EQ(expected({"[ExpectedHelp \"h\"]", "[ExpectedMessage \"m\"]", "[ExpectedStatus \"1\"]",
                      "[ExpectedLine \"38\"]", "[ExpectedRule \"T-2.17\"]"})
                .expected,
            "[T-2.17] line 38 exit 1, message 'm', help 'h'");
  // A help not given: the help lines the error has are shown.
  const SuiteResult help = [&] {
    std::string text = read("fixtures/torres/invalid/T-2.17-height-above-area.rec");
    return run_case("x.rec", with_tag(text, "[ExpectedHelp \"no such help\"]"), {});
  }();
  EXPECT_EQ(help.outcome, Outcome::Fail);
  EXPECT_NE(help.got.find(", help '"), std::string::npos) << help.got;
  const SuiteResult message_only = expected({"[ExpectedMessage \"m\"]"});
  EXPECT_EQ(message_only.outcome, Outcome::Fail);
  EXPECT_EQ(message_only.got, "valid");
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
