// The mutation corpus's pieces (verify/mutate/): text edits and the lines they change, the words
// of a token, the mutants of a fixture, what the checker calls a broken promise, and the choice
// and writing of corpus cases.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "engine/games.h"
#include "replay/instances.h"
#include "replay/suite.h"
#include "verify/mutate/check.h"
#include "verify/mutate/corpus.h"
#include "verify/mutate/mutate.h"
#include "verify/mutate/source.h"
#include "verify/mutate/text_edit.h"

namespace arbiter::mutate {
namespace {

const std::filesystem::path kFixtures = std::filesystem::path(ARBITER_SOURCE_DIR) / "fixtures";

template <Game G>
Source<G> source(const std::string& rel) {
  const std::string path = (kFixtures / rel).string();
  Expected<std::string> text = replay::read_file(path);
  EXPECT_TRUE(text.ok()) << path;
  Expected<Source<G>> s = load_source<G>(rel, "src", text.ok() ? *text : std::string());
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error());
  return std::move(*s);
}

TEST(MutateText, LinesEndAtLfCrlfAndLoneCr) {
  EXPECT_EQ(line_starts("a\nb\r\nc\rd"), (std::vector<std::size_t>{0, 2, 5, 7}));
  EXPECT_EQ(line_starts("a\n"), (std::vector<std::size_t>{0, 2}));
  const auto starts = line_starts("ab\ncd\n");
  EXPECT_EQ(offset_at(starts, {2, 2}), 4u);
  EXPECT_EQ(line_of(starts, 0), 1);
  EXPECT_EQ(line_of(starts, 2), 1);  // the line end belongs to its line
  EXPECT_EQ(line_of(starts, 3), 2);
  EXPECT_EQ(line_of(starts, 6), 3);  // the end of a text that ends with a line end
}

TEST(MutateText, FirstChangedLineIsWhereTheTextsFirstDiffer) {
  EXPECT_EQ(first_changed_line("a\nb c\nd\n", "a\nb c\nd\n"), 0);
  EXPECT_EQ(first_changed_line("a\nb c\nd\n", "a\nb x\nd\n"), 2);
  EXPECT_EQ(first_changed_line("a\nb c\nd\n", "a\nb c\n"), 3);  // cut: the next line is gone
  EXPECT_EQ(first_changed_line("a\nb c\nd\n", "a\nb"), 2);      // cut inside line 2
  EXPECT_EQ(first_changed_line("a\nb\n", "a\nb\nc\n"), 3);      // added at the end
}

TEST(MutateText, TokenEdits) {
  const std::string t = "x1 yy z\nw";
  EXPECT_EQ(drop(t, {3, 2}), "x1  z\nw");
  EXPECT_EQ(duplicate(t, {3, 2}), "x1 yy yy z\nw");
  EXPECT_EQ(swap(t, {3, 2}, {6, 1}), "x1 z yy\nw");
  EXPECT_EQ(swap(t, {6, 1}, {8, 1}), "x1 yy w\nz");  // across a line end
  EXPECT_EQ(cut_after(t, {3, 2}, "\nstop\n"), "x1 yy\nstop\n");
  EXPECT_EQ(replace(t, {0, 2}, "abc"), "abc yy z\nw");
}

TEST(MutateText, ResultScoresAndLineText) {
  const std::string t = "a b\nresult 10 -2 ; c\n";
  const auto s = result_scores(t, 4);
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(t.substr(s[0].at, s[0].len), "10");
  EXPECT_EQ(t.substr(s[1].at, s[1].len), "-2");
  EXPECT_EQ(line_text(t, line_starts(t), 6), "result 10 -2 ; c");
}

TEST(MutateText, WordsOfAToken) {
  const std::string tok = "play:homme@champ1";
  const auto runs = alnum_runs(tok);
  ASSERT_EQ(runs.size(), 3u);
  EXPECT_EQ(tok.substr(runs[2].at, runs[2].len), "champ1");
  const auto parts = letter_digit_runs(tok, runs[2]);
  ASSERT_EQ(parts.size(), 2u);
  EXPECT_EQ(tok.substr(parts[0].at, parts[0].len), "champ");
  EXPECT_EQ(tok.substr(parts[1].at, parts[1].len), "1");
}

TEST(MutateText, NumberAndTypoVariantsDiffer) {
  const auto n = number_variants("3");
  EXPECT_EQ(n.front(), "4");
  EXPECT_EQ(std::set<std::string>(n.begin(), n.end()).count("3"), 0u);
  EXPECT_EQ(number_variants("0").front(), "1");  // never negative
  for (const std::string& v : typo_variants("take")) EXPECT_NE(v, "take");
  EXPECT_EQ(typo_variants("S3").front(), "s3");
}

TEST(MutateWords, SpotsAreClassWordsAndNumbers) {
  const std::vector<WordClass> classes = {
      {"verb", {"play"}}, {"card", {"homme", "champ"}}, {"fief", {"P1"}}};
  const auto s = detail::spots(classes, "P1:play:homme@champ1");
  // The seat prefix is the seat mutation's; then play, homme, champ, 1.
  ASSERT_EQ(s.size(), 4u);
  EXPECT_EQ(s[0].classes.front()->name, "verb");
  EXPECT_EQ(s[2].classes.front()->name, "card");
  EXPECT_TRUE(s[3].classes.empty());
}

TEST(Mutate, SameSeedSameMutant) {
  const auto src = source<torres::Torres>("torres/valid/base-2p.rec");
  for (std::uint64_t i = 0; i < 20; ++i) {
    const auto a = mutate(src, mutant_seed(1, "torres", i));
    const auto b = mutate(src, mutant_seed(1, "torres", i));
    ASSERT_TRUE(a && b);
    EXPECT_EQ(a->text, b->text);
    EXPECT_EQ(a->kind, b->kind);
  }
  EXPECT_NE(mutant_seed(1, "torres", 0), mutant_seed(2, "torres", 0));
  EXPECT_NE(mutant_seed(1, "torres", 0), mutant_seed(1, "comuni", 0));
}

// Every kind shows up, each mutant differs from its source from its first changed line on, and
// the kinds that change one token keep the lines before it.
TEST(Mutate, KindsAndFirstChangedLines) {
  const auto src = source<torres::Torres>("torres/valid/base-2p.rec");
  std::set<std::string> kinds;
  for (std::uint64_t i = 0; i < 400; ++i) {
    const auto m = mutate(src, mutant_seed(7, "torres", i));
    ASSERT_TRUE(m);
    kinds.insert(m->kind);
    ASSERT_NE(m->text, src.text);
    ASSERT_EQ(m->first_line, first_changed_line(src.text, m->text));
    // The lines before the first changed one are the source's.
    const auto a = line_starts(src.text), b = line_starts(m->text);
    const std::size_t keep = a[static_cast<std::size_t>(m->first_line - 1)];
    EXPECT_EQ(src.text.substr(0, keep), m->text.substr(0, keep)) << m->what;
  }
  for (const char* k : {"drop", "dup", "swap", "square", "card", "number", "seat", "typo", "cut",
                        "cut-stop", "cut-result", "verb"})
    EXPECT_TRUE(kinds.count(k)) << k;
}

// A square becomes another square with which the token still reads, most of the time.
TEST(Mutate, ClassWordsMostlyStillRead) {
  const auto src = source<torres::Torres>("torres/valid/base-2p.rec");
  int squares = 0, reads = 0;
  for (std::uint64_t i = 0; i < 600; ++i) {
    const auto m = mutate(src, mutant_seed(3, "torres", i));
    if (!m || m->kind != "square") continue;
    ++squares;
    const Outcome o = check_mutant<torres::Torres>(*m);
    reads += o.accepted || o.rule != "syntax";
  }
  ASSERT_GT(squares, 20);
  EXPECT_GT(reads * 4, squares * 2) << reads << " of " << squares;
}

TEST(MutateCheck, RejectionProblems) {
  using T = torres::Torres;
  using replay::Status;
  EXPECT_TRUE((rejection_problems<T>("T-2.13", Status::Illegal, 40, "m", 40).empty()));
  EXPECT_TRUE((rejection_problems<T>("T-2.12a", Status::Illegal, 40, "m", 40).empty()));
  EXPECT_TRUE((rejection_problems<T>("syntax", Status::Malformed, 41, "m", 40).empty()));
  EXPECT_TRUE((rejection_problems<T>("record", Status::Illegal, 41, "m", 40).empty()));
  EXPECT_EQ((rejection_problems<T>("T-2.13", Status::Illegal, 39, "m", 40).size()), 1u);
  EXPECT_EQ((rejection_problems<T>("T-99.1", Status::Illegal, 40, "m", 40).size()), 1u);
  EXPECT_EQ((rejection_problems<T>("", Status::Illegal, 40, "m", 40).size()), 1u);
  EXPECT_EQ((rejection_problems<T>("encoding", Status::Malformed, 40, "m", 40).size()), 1u);
  EXPECT_EQ((rejection_problems<T>("I-22", Status::Internal, 40, "m", 40).size()), 1u);
  EXPECT_EQ((rejection_problems<T>("T-2.13", Status::Malformed, 40, "m", 40).size()), 1u);
  EXPECT_EQ((rejection_problems<T>("syntax", Status::Illegal, 40, "m", 40).size()), 1u);
  EXPECT_EQ((rejection_problems<T>("T-2.13", Status::Illegal, 40, "", 40).size()), 1u);
}

// An accepted record whose action is not legal where it stands is a finding: the replay of a
// record cut to its setup, with an action that legal_actions does not list pushed in by hand.
TEST(MutateCheck, AnActionOutsideLegalActionsIsAFinding) {
  using T = torres::Torres;
  const auto src = source<T>("torres/valid/base-2p.rec");
  EXPECT_TRUE(legality_problems<T>(src.replay, 0).empty());
  replay::Replay<T> r;
  r.states = {src.replay.states[0], src.replay.states[1]};
  r.actions = {src.replay.actions[2]};  // the King, before any knight
  r.action_at = {src.rec.actions[2].at};
  const auto p = legality_problems<T>(r, 0);
  ASSERT_EQ(p.size(), 1u);
  EXPECT_NE(p[0].find("not in legal_actions"), std::string::npos) << p[0];
  EXPECT_TRUE(legality_problems<T>(r, r.action_at[0].line + 1).empty());  // before the change
}

TEST(MutateCheck, DroppedLastEndIsRejectedAtTheResult) {
  const auto src = source<torres::Torres>("torres/valid/base-2p.rec");
  Mutant m;
  const std::size_t last = src.spans.size() - 1;
  m.text = drop(src.text, src.spans[last]);
  m.kind = "drop";
  m.first_line = first_changed_line(src.text, m.text);
  const Outcome o = check_mutant<torres::Torres>(m);
  EXPECT_FALSE(o.accepted);
  EXPECT_EQ(o.rule, "record");
  EXPECT_EQ(o.line, src.rec.end_at.line);
  EXPECT_TRUE(o.problems.empty()) << o.problems.front();
}

Case make_case(std::string source, std::string rule, std::string kind, std::int64_t line,
               std::uint64_t index) {
  Case c;
  c.source = std::move(source);
  c.rule = std::move(rule);
  c.kind = std::move(kind);
  c.first_line = line;
  c.line = line;
  c.index = index;
  return c;
}

TEST(MutateCorpus, DistinctCasesManyRulesFirst) {
  std::vector<Case> cases;
  for (std::uint64_t i = 0; i < 10; ++i) cases.push_back(make_case("a", "R-1", "drop", 40, i));
  cases.push_back(make_case("a", "R-1", "swap", 40, 10));
  cases.push_back(make_case("b", "R-1", "drop", 41, 11));
  cases.push_back(make_case("a", "R-2", "drop", 40, 12));
  const auto chosen = choose_distinct(cases, 3);
  ASSERT_EQ(chosen.size(), 3u);
  EXPECT_EQ(chosen[0]->rule, "R-1");
  EXPECT_EQ(chosen[1]->rule, "R-2");   // another rule before a second case of the first
  EXPECT_EQ(chosen[2]->kind, "swap");  // another kind before another source
  EXPECT_EQ(choose_distinct(cases, 100).size(), 4u);  // (source, line, rule, kind) once each
}

// A corpus record fails with its tags' error under `arbiter test`'s own judge, cut or whole.
TEST(MutateCorpus, RecordCarriesItsExactError) {
  const auto src = source<torres::Torres>("torres/valid/base-2p.rec");
  int written = 0, cut_passed = 0;
  for (std::uint64_t i = 0; i < 60; ++i) {
    const auto m = mutate(src, mutant_seed(5, "torres", i));
    ASSERT_TRUE(m);
    const Outcome o = check_mutant<torres::Torres>(*m);
    if (o.accepted) continue;
    Case c = make_case("base-2p", o.rule, m->kind, m->first_line, i);
    c.line = o.line;
    c.message = o.message;
    c.status = static_cast<int>(o.status);
    c.text = m->text;
    c.what = m->what;
    c.source_path = "fixtures/torres/valid/base-2p.rec";
    c.game = "torres";
    const std::string whole = corpus_record(c, 5, false);
    const auto r = replay::run_case("case.rec", whole, replay::Overrides{});
    EXPECT_TRUE(r.passed()) << r.expected << " / " << r.got;
    EXPECT_NE(whole.find("--only " + std::to_string(i) + " --print"), std::string::npos);
    const std::string cut = corpus_record(c, 5, true);
    EXPECT_LE(cut.size(), whole.size());
    cut_passed += replay::run_case("case.rec", cut, replay::Overrides{}).passed();
    ++written;
  }
  EXPECT_GT(written, 20);
  EXPECT_EQ(cut_passed, written);  // the replay stops at the error: what follows never counts
  Case c = make_case("base-2p", "T-2.13", "square", 40, 1);
  EXPECT_EQ(corpus_file_name(c, 7), "T-2.13-square-base-2p-007.rec");
}

// The committed corpus (tests/data/mutants/GAME, `arbiter_mutate --write-corpus`): at least 300
// cases per game, each named after the rule id it expects and stating its whole expected error.
// That each fails as it says is ctest's cli.mutants_GAME (`arbiter test`).
TEST(MutateCorpus, CommittedCorpusHas300CasesPerGame) {
  namespace fs = std::filesystem;
  for_each_game([](auto g) {
    using G = decltype(g);
    const fs::path dir =
        fs::path(ARBITER_SOURCE_DIR) / "tests/data/mutants" / std::string(G::kName);
    std::size_t n = 0;
    std::set<std::string> rules;
    for (const auto& e : fs::directory_iterator(dir)) {
      if (e.path().extension() != ".rec") continue;
      ++n;
      Expected<std::string> text = replay::read_file(e.path().string());
      ASSERT_TRUE(text.ok());
      const record::ParseResult p = record::parse(*text);
      ASSERT_TRUE(p.ok) << e.path();
      for (const char* tag : {"ExpectedRule", "ExpectedLine", "ExpectedStatus", "ExpectedMessage"})
        EXPECT_NE(p.record.find_tag(tag), nullptr) << e.path() << " has no " << tag;
      const record::Tag* rule = p.record.find_tag("ExpectedRule");
      if (!rule) continue;
      rules.insert(rule->value);
      EXPECT_EQ(e.path().filename().string().rfind(rule->value + "-", 0), 0u) << e.path();
    }
    EXPECT_GE(n, 300u) << G::kName;
    EXPECT_GE(rules.size(), 20u) << G::kName;
  });
}

}  // namespace
}  // namespace arbiter::mutate
