// Every bundled record: valid ones replay to their recorded end; each invalid one fails with the
// rule, line and exit status written in its header ([ExpectedRule], [ExpectedLine],
// [ExpectedStatus]) and, when present, words its message contains ([ExpectedMessage]) and words
// of its help lines or "did you mean" suggestions ([ExpectedHelp]).
#include <gtest/gtest.h>

#include <filesystem>

#include "engine/core/suggest.h"
#include "engine/games.h"
#include "replay/instances.h"
#include "replay/replay.h"

namespace arbiter::replay {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> records_in(const std::string& game, const std::string& kind) {
  std::vector<fs::path> out;
  const fs::path dir = fs::path(ARBITER_SOURCE_DIR) / "fixtures" / game / kind;
  if (!fs::exists(dir)) return out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".rec") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

struct Outcome {
  bool parsed = true;
  record::Location at;
  std::string rule;
  std::string message;
  std::string help;  // the help lines and suggestions, one per line
  Status status = Status::Ok;
  bool complete = false;
};

Outcome replay_file(const fs::path& path, record::Record* out = nullptr) {
  Outcome o;
  Expected<std::string> text = read_file(path.string());
  EXPECT_TRUE(text) << path;
  record::ParseResult p = record::parse(*text);
  if (out) *out = p.record;
  if (!p.ok) {
    o.parsed = false;
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
      // As the CLI prints them: the suggestions, then the help lines.
      if (!r.error->suggestions.empty())
        o.help += "did you mean " + quoted_alternatives(r.error->suggestions) + "?\n";
      for (const std::string& h : r.error->help) o.help += h + "\n";
    }
  });
  return o;
}

TEST(Fixtures, EveryGameHasValidAndInvalidRecords) {
  for_each_game([](auto g) {
    const std::string name(decltype(g)::kName);
    EXPECT_GE(records_in(name, "valid").size(), 3u) << name;
    EXPECT_GE(records_in(name, "invalid").size(), 20u) << name;
  });
}

TEST(Fixtures, ValidRecordsReplayToTheirEnd) {
  for_each_game([](auto g) {
    for (const fs::path& path : records_in(std::string(decltype(g)::kName), "valid")) {
      const Outcome o = replay_file(path);
      EXPECT_EQ(o.status, Status::Ok)
          << path << ":" << o.at.line << ":" << o.at.col << " [" << o.rule << "]";
      EXPECT_TRUE(o.complete) << path;
    }
  });
}

std::string tag_value(const std::string& text, const std::string& tag) {
  const std::string key = "[" + tag + " \"";
  const auto at = text.find(key);
  if (at == std::string::npos) return "";
  const auto start = at + key.size();
  return text.substr(start, text.find('"', start) - start);
}

TEST(Fixtures, InvalidRecordsFailWhereAndHowTheySay) {
  std::set<std::string> rules;
  for_each_game([&](auto g) {
    for (const fs::path& path : records_in(std::string(decltype(g)::kName), "invalid")) {
      const std::string text = *read_file(path.string());
      const std::string rule = tag_value(text, "ExpectedRule"),
                        line = tag_value(text, "ExpectedLine"),
                        status = tag_value(text, "ExpectedStatus"),
                        message = tag_value(text, "ExpectedMessage"),
                        help = tag_value(text, "ExpectedHelp");
      ASSERT_FALSE(rule.empty()) << path << " lacks [ExpectedRule]";
      ASSERT_FALSE(line.empty()) << path << " lacks [ExpectedLine]";
      const Outcome o = replay_file(path);
      EXPECT_NE(o.status, Status::Ok) << path << " passed";
      EXPECT_EQ(o.rule, rule) << path;
      EXPECT_EQ(std::to_string(o.at.line), line) << path;
      if (!status.empty()) {
        EXPECT_EQ(std::to_string(static_cast<int>(o.status)), status) << path;
      }
      if (!message.empty()) {  // optional: words the message must contain
        EXPECT_NE(o.message.find(message), std::string::npos) << path << ": " << o.message;
      }
      if (!help.empty()) {  // optional: words a help line or a suggestion contains
        EXPECT_NE(o.help.find(help), std::string::npos) << path << ": " << o.help;
      }
      rules.insert(rule);
    }
  });
  EXPECT_GE(rules.size(), 15u) << "invalid fixtures should break many different rules";
}

}  // namespace
}  // namespace arbiter::replay
