// What a diagnostic adds after its error (replay/explain.h): the rule's entry, "did you mean" the
// nearest legal tokens or known names, and the step that written first makes an action legal.
// Each case breaks a bundled valid record in one place, as a transcriber would.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "engine/core/suggest.h"
#include "engine/games.h"
#include "replay/instances.h"
#include "replay/replay.h"

namespace arbiter::replay {
namespace {

std::string fixture(const std::string& rel) {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/fixtures/" + rel);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The record cut after line `last`, with `from` replaced by `to` on that line, then `stop`.
std::string broken(const std::string& rel, int last, const std::string& from,
                   const std::string& to) {
  std::istringstream in(fixture(rel));
  std::string out, line;
  for (int n = 1; n <= last && std::getline(in, line); ++n) {
    if (n == last) {
      const std::size_t at = line.find(from);
      EXPECT_NE(at, std::string::npos) << from << " not on line " << last << " of " << rel;
      if (at != std::string::npos) line.replace(at, from.size(), to);
    }
    out += line + "\n";
  }
  return out + "stop\n";
}

template <Game G>
Diagnostic diagnose(const std::string& text) {
  record::ParseResult p = record::parse(text);
  EXPECT_TRUE(p.ok) << p.error.message;
  Replay<G> r = replay_record<G>(p.record, {});
  EXPECT_TRUE(r.error.has_value());
  return r.error ? *r.error : Diagnostic{};
}

bool has_help(const Diagnostic& d, const std::string& words) {
  for (const std::string& h : d.help)
    if (h.find(words) != std::string::npos) return true;
  return false;
}

TEST(Suggest, EditDistance) {
  EXPECT_EQ(edit_distance("play:Homme", "play:homme"), 0u);
  EXPECT_EQ(edit_distance("play:Homme", "play:homme", false), 1u);
  EXPECT_EQ(edit_distance("e1-d1", "e1-d2"), 1u);
  EXPECT_EQ(edit_distance("ab", "ba"), 1u);  // a transposition is one edit
  EXPECT_EQ(edit_distance("", "abc"), 3u);
  EXPECT_EQ(nearest({"champ1", "city1", "foret1"}, "champ"), std::vector<std::string>{"champ1"});
  EXPECT_TRUE(nearest({"F", "G", "M"}, "foo").empty());
  EXPECT_EQ(nearest({"door_model", "players"}, "door_modle"),
            std::vector<std::string>{"door_model"});
}

TEST(Suggest, NotationKind) {
  EXPECT_EQ(notation_kind("play:homme@champ1"), "play");
  EXPECT_EQ(notation_kind("take *C5"), "take");
  EXPECT_EQ(notation_kind("e1-d1"), "a0-a0");
  EXPECT_EQ(notation_kind("S3"), notation_kind("s3"));
  EXPECT_EQ(nearest_tokens({"e1-e2", "S3", "take *C5"}, "e1-d2").front(), "e1-e2");
}

TEST(Explain, MedievaliaCardNameWithoutItsNumber) {
  const Diagnostic d = diagnose<medievalia::Medievalia>(
      broken("medievalia/valid/prestige-2p.rec", 22, "tap:champ1 pay end", "tap:champ pay end"));
  EXPECT_EQ(d.rule, "syntax");
  EXPECT_EQ(d.suggestions, std::vector<std::string>{"tap:champ1"});
}

TEST(Explain, MedievaliaCardTypeInTheWrongCase) {
  const Diagnostic d = diagnose<medievalia::Medievalia>(
      broken("medievalia/valid/prestige-2p.rec", 22, "play:homme@champ1 tap:champ1", "play:Homme"));
  EXPECT_EQ(d.suggestions, std::vector<std::string>{"play:homme"});
}

TEST(Explain, IllegalActionGetsTheRuleTextAndNearestLegalAction) {
  const Diagnostic d = diagnose<medievalia::Medievalia>(
      broken("medievalia/valid/prestige-2p.rec", 22, "tap:champ1 pay end", "tap:champ2 pay end"));
  EXPECT_EQ(d.status, Status::Illegal);
  ASSERT_NE(d.rule_ref, nullptr);
  EXPECT_EQ(d.rule_ref->id, d.rule);
  EXPECT_FALSE(d.rule_ref->text.empty());
  EXPECT_EQ(d.suggestions.front(), "tap:champ1");
}

TEST(Explain, TorresCardWithoutItsStar) {
  // `take *C8` is two tokens; the card drawn is written `*C8`.
  const Diagnostic d =
      diagnose<torres::Torres>(broken("torres/valid/base-2p.rec", 34, "take *C8", "take C8"));
  EXPECT_EQ(d.token, "C8");
  EXPECT_EQ(d.suggestions.front(), "*C8") << ::testing::PrintToString(d.suggestions);
}

TEST(Explain, TorresStackInLowerCase) {
  const Diagnostic d =
      diagnose<torres::Torres>(broken("torres/valid/base-2p.rec", 34, "S3 end", "s3 end"));
  EXPECT_EQ(d.suggestions.front(), "S3") << ::testing::PrintToString(d.suggestions);
}

TEST(Explain, TorresMissingEndIsTheStepThatMakesTheNextTurnLegal) {
  // P1's `end` left out: P2's first move is then P1's, and illegal; writing `end` first fixes it.
  std::string text = fixture("torres/valid/base-2p.rec");
  const std::string turn = "f4-f3 S3 end\n";
  text.replace(text.find(turn), turn.size(), "f4-f3 S3\n");
  const Diagnostic e = diagnose<torres::Torres>(text);
  EXPECT_EQ(e.at.line, 36);
  EXPECT_TRUE(has_help(e, "`end` written before it")) << ::testing::PrintToString(e.help);
}

TEST(Explain, ResultTooEarlyHelpsToStop) {
  std::string text = broken("torres/valid/base-2p.rec", 34, "S3 end", "S3 end");
  text.replace(text.rfind("stop"), 4, "result 0 0");
  const Diagnostic d = diagnose<torres::Torres>(text);
  EXPECT_EQ(d.rule, "record");
  EXPECT_TRUE(has_help(d, "`stop`")) << ::testing::PrintToString(d.help);
}

TEST(Explain, MissingEndingSaysWhichEnding) {
  std::string text = broken("torres/valid/base-2p.rec", 34, "S3 end", "S3 end");
  text.erase(text.rfind("stop"));
  const Diagnostic d = diagnose<torres::Torres>(text);
  EXPECT_TRUE(has_help(d, "`stop`")) << ::testing::PrintToString(d.help);
}

}  // namespace
}  // namespace arbiter::replay

namespace arbiter::replay {
namespace {

// Every verb a game's vocabulary offers as a suggestion is one the notation guide documents.
TEST(Explain, VocabularyVerbsAreDocumented) {
  const std::string doc = fixture("../docs/notation.md");
  ASSERT_FALSE(doc.empty());
  for_each_game([&](auto g) {
    using G = decltype(g);
    auto cfg = load_config<G>({}, {});
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<typename G::Config>>(cfg));
    const auto s = G::initial_state(*std::get<0>(cfg));
    for (const std::string& w : G::vocabulary(s)) {
      if (w.size() < 2 ||
          !std::all_of(w.begin(), w.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
        continue;
      EXPECT_NE(doc.find(w), std::string::npos) << G::kName << ": " << w;
    }
  });
}

// Every word a game suggests for a misspelt token is in one of its word classes (the mutation
// corpus, verify/mutate/, changes a word for another of its class), and no class is empty.
TEST(Explain, WordClassesHoldTheVocabulary) {
  for_each_game([](auto g) {
    using G = decltype(g);
    auto cfg = load_config<G>({}, {});
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<typename G::Config>>(cfg));
    const auto s = G::initial_state(*std::get<0>(cfg));
    std::set<std::string> words;
    for (const WordClass& c : G::word_classes(s)) {
      EXPECT_FALSE(c.words.empty()) << G::kName << ": class " << c.name;
      words.insert(c.words.begin(), c.words.end());
    }
    for (const std::string& w : G::vocabulary(s))
      EXPECT_TRUE(words.count(w)) << G::kName << ": `" << w << "` is in no word class";
  });
}

TEST(Explain, UnknownVerbGetsTheNearestKnownOne) {
  const Diagnostic d =
      diagnose<comuni::Comuni>(fixture("comuni/invalid/syntax-unknown-action-token.rec"));
  EXPECT_TRUE(has_help(d, "unknown name `bidd`: did you mean `bid`"))
      << ::testing::PrintToString(d.help);
}

}  // namespace
}  // namespace arbiter::replay
