// Every bundled record and every kept mutant, each its own test case: valid records replay to
// their recorded end; each invalid one and each mutant gets the verdict its tags state
// ([ExpectedRule], [ExpectedLine], [ExpectedStatus], [ExpectedMessage], [ExpectedHelp]), judged as
// `arbiter test` judges it.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <variant>

#include "engine/core/suggest.h"
#include "engine/games.h"
#include "replay/instances.h"
#include "replay/replay.h"
#include "replay/suite.h"

namespace arbiter::replay {
namespace {

namespace fs = std::filesystem;

// The records of a folder of the source tree, sorted.
std::vector<fs::path> records_in(const fs::path& folder) {
  std::vector<fs::path> out;
  const fs::path dir = fs::path(ARBITER_SOURCE_DIR) / folder;
  if (!fs::exists(dir)) return out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".rec") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<fs::path> records_in(const std::string& game, const std::string& kind) {
  return records_in(fs::path("fixtures") / game / kind);
}

// The kept mutants of a game (verify/mutate/): valid fixtures with one small change each, with the
// error they must get in their tags, as the invalid fixtures.
std::vector<fs::path> mutants_of(const std::string& game) {
  return records_in(fs::path("tests/data/mutants") / game);
}

// A valid record's replay, by the replay itself (not by `arbiter test`'s judge).
struct Outcome {
  record::Location at;
  std::string rule;
  std::string message;
  Status status = Status::Ok;
  bool complete = false;
};

Outcome replay_file(const fs::path& path) {
  Outcome o;
  Expected<std::string> text = read_file(path.string());
  EXPECT_TRUE(text) << path;
  record::ParseResult p = record::parse(*text);
  if (!p.ok) {
    o.at = p.error.at;
    o.rule = "syntax";
    o.status = Status::Malformed;
    o.message = p.error.message;
    return o;
  }
  const record::Tag* game = p.record.find_tag("Game");
  if (!game) return o;
  with_game(game->value, [&](auto g) {
    auto r = replay_record<decltype(g)>(p.record, {});
    o.complete = r.complete;
    if (r.error) {
      o.at = r.error->at;
      o.rule = r.error->rule;
      o.message = r.error->message;
      o.status = r.error->status;
    }
  });
  return o;
}

// The name of a record's test case: its game (the folder named after it: fixtures/GAME/KIND/,
// tests/data/mutants/GAME/), then its file name, in letters, digits and '_' only, as GoogleTest
// wants: torres_base_2p.
std::string case_name(const fs::path& path) {
  std::string game;
  for (const fs::path& part : path.parent_path())
    for_each_game([&](auto g) {
      if (part == decltype(g)::kName) game = part.string();
    });
  std::string name = game + "_" + path.stem().string();
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

std::string param_name(const testing::TestParamInfo<fs::path>& info) {
  return case_name(info.param);
}

TEST(Fixtures, EveryGameHasValidAndInvalidRecords) {
  for_each_game([](auto g) {
    const std::string name(decltype(g)::kName);
    EXPECT_GE(records_in(name, "valid").size(), 3u) << name;
    EXPECT_GE(records_in(name, "invalid").size(), 20u) << name;
  });
}

// Two records whose names differ only in punctuation would share a test case's name.
TEST(Fixtures, EveryRecordHasItsOwnCaseName) {
  for_each_game([](auto g) {
    const std::string game(decltype(g)::kName);
    for (const auto& records :
         {records_in(game, "valid"), records_in(game, "invalid"), mutants_of(game)}) {
      std::set<std::string> names;
      for (const fs::path& path : records)
        EXPECT_TRUE(names.insert(case_name(path)).second) << path;
    }
  });
}

// Each valid record is its own test case, named by its game and file:
// Fixtures/ValidRecord.ReplaysToItsEnd/torres_base_2p.
class ValidRecord : public testing::TestWithParam<fs::path> {};

TEST_P(ValidRecord, ReplaysToItsEnd) {
  const fs::path& path = GetParam();
  const Outcome o = replay_file(path);
  EXPECT_EQ(o.status, Status::Ok) << path.string() << ":" << o.at.line << ":" << o.at.col << " ["
                                  << o.rule << "] " << o.message;
  EXPECT_TRUE(o.complete) << path << " stops before the game's end";
}

// A record's expectation tags, read as `arbiter test` reads them (replay/suite.h); a tag it
// cannot run fails the test.
Expectations expectations_of(const fs::path& path) {
  const std::string text = *read_file(path.string());
  std::istringstream in(text);
  std::variant<Expectations, TagProblem> e = case_expectations(record::parse(text), in);
  if (const TagProblem* problem = std::get_if<TagProblem>(&e)) {
    ADD_FAILURE() << path.string() << ":" << problem->at.line << ": " << problem->message;
    return {};
  }
  return std::get<Expectations>(e);
}

// How `arbiter test` judges a record (replay/suite.h): the rule, line, exit code, message and
// help words its tags state, in the tags' own forms ("illegal" or "1", any case), a misspelled
// expectation tag an error. A failure names the record, what it expects and what it got.
void expect_verdict_of_tags(const fs::path& path) {
  const SuiteResult r = run_case(path.string(), *read_file(path.string()), Overrides{});
  EXPECT_TRUE(r.passed()) << path.string() << "\nexpected " << r.expected << "\ngot " << r.got;
}

// Each invalid record is its own test case, named by its game and file; it must state the rule
// and the line of its error.
class InvalidRecord : public testing::TestWithParam<fs::path> {};

TEST_P(InvalidRecord, FailsWhereAndHowItSays) {
  const fs::path& path = GetParam();
  const Expectations want = expectations_of(path);
  ASSERT_FALSE(want.rule.empty()) << path << " lacks [ExpectedRule]";
  ASSERT_GT(want.line, 0) << path << " lacks [ExpectedLine]";
  expect_verdict_of_tags(path);
}

TEST(Fixtures, InvalidRecordsBreakManyDifferentRules) {
  std::set<std::string> rules;
  for_each_game([&](auto g) {
    for (const fs::path& path : records_in(std::string(decltype(g)::kName), "invalid"))
      rules.insert(lower_ascii(expectations_of(path).rule));
  });
  EXPECT_GE(rules.size(), 15u);
}

// Each kept mutant is its own test case, named by its game and file, judged as `arbiter test`
// judges it (replay/suite.h): its exact rule, line, exit code and message.
class KeptMutant : public testing::TestWithParam<fs::path> {};

TEST_P(KeptMutant, GetsTheVerdictItsTagsSay) {
  expect_verdict_of_tags(GetParam());
}

TEST(Fixtures, EveryGameHasKeptMutants) {
  for_each_game(
      [](auto g) { EXPECT_GE(mutants_of(std::string(decltype(g)::kName)).size(), 100u); });
}

// Every game's records of one kind (valid, invalid or mutants), in game order.
std::vector<fs::path> all_records(const std::string& kind) {
  std::vector<fs::path> out;
  for_each_game([&](auto g) {
    const std::string game(decltype(g)::kName);
    for (fs::path& p : kind == "mutants" ? mutants_of(game) : records_in(game, kind))
      out.push_back(std::move(p));
  });
  return out;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, ValidRecord, testing::ValuesIn(all_records("valid")),
                         param_name);
INSTANTIATE_TEST_SUITE_P(Fixtures, InvalidRecord, testing::ValuesIn(all_records("invalid")),
                         param_name);
INSTANTIATE_TEST_SUITE_P(Mutants, KeptMutant, testing::ValuesIn(all_records("mutants")),
                         param_name);

}  // namespace
}  // namespace arbiter::replay
