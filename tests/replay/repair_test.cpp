// `replay validate --repair` (replay/repair.h) on records broken in one place, as transcribers
// break them: a token deleted, two swapped, one replaced by another legal action, a legal action
// inserted, or a seat's short turn left out. The repair must find the original record for at
// least 80% of the breakages of the valid fixtures (the measured figure is in docs/cli.md).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "engine/games.h"
#include "replay/instances.h"
#include "replay/repair.h"
#include "replay/session.h"

namespace arbiter::replay {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> texts(const record::Record& r) {
  std::vector<std::string> out;
  for (const record::Token& t : r.actions) out.push_back(t.text);
  return out;
}

// The proposal restores the original, a card it left out written `*?` (a repair cannot know it).
bool restores(const std::vector<std::string>& proposal, const std::vector<std::string>& original) {
  if (proposal.size() != original.size()) return false;
  for (std::size_t i = 0; i < proposal.size(); ++i)
    if (proposal[i] != original[i] && !(proposal[i] == "*?" && original[i].starts_with('*')))
      return false;
  return true;
}

struct Tally {
  int cases = 0, found = 0, first = 0;  // first: the best proposal is the original
};

// One breakage of `text` at a random place, or "" when it leaves the record valid (a swap of
// independent moves) or cannot be made there.
template <Game G>
std::string break_once(const std::string& text, const record::Record& rec, const Replay<G>& ok,
                       std::mt19937_64& rng, int kind) {
  const std::size_t n = rec.actions.size();
  std::uniform_int_distribution<std::size_t> pick(0, n - 1);
  const std::size_t p = pick(rng);
  Edit e{EditKind::Delete, p, {}};
  switch (kind) {
    case 0:
      break;
    case 1:
      if (p + 1 >= n || rec.actions[p].text == rec.actions[p + 1].text) return "";
      e.kind = EditKind::Swap;
      break;
    case 2:
    case 3: {
      std::vector<std::string> legal = legal_tokens<G>(ok.states[p]);
      std::erase(legal, rec.actions[p].text);
      if (legal.empty()) return "";
      e.kind = kind == 2 ? EditKind::Replace : EditKind::Insert;
      e.text = {legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]};
      break;
    }
    case 4: {  // a whole line of at most 3 tokens (a short turn) left out
      const std::int64_t line = rec.actions[p].at.line;
      std::size_t first = p, last = p;
      while (first > 0 && rec.actions[first - 1].at.line == line) --first;
      while (last + 1 < n && rec.actions[last + 1].at.line == line) ++last;
      if (last - first + 1 > 3) return "";
      std::string out = text;
      for (std::size_t i = last + 1; i-- > first;)
        out = apply_edit(out, record::parse(out).record, Edit{EditKind::Delete, i, {}});
      return out;
    }
  }
  return apply_edit(text, rec, e);
}

template <Game G>
void measure(const fs::path& path, int breakages, std::uint64_t seed, Tally& tally) {
  const std::string text = *read_file(path.string());
  const record::Record rec = record::parse(text).record;
  const Replay<G> ok = replay_record<G>(rec, {});
  ASSERT_FALSE(ok.error) << path;
  const std::vector<std::string> original = texts(rec);
  std::mt19937_64 rng(seed);
  for (int made = 0, tries = 0; made < breakages && tries < 20 * breakages; ++tries) {
    const int kind = made % 5;
    const std::string broken = break_once<G>(text, rec, ok, rng, kind);
    if (broken.empty()) continue;
    const record::ParseResult bp = record::parse(broken);
    if (!bp.ok) continue;
    const Replay<G> bad = replay_record<G>(bp.record, {});
    if (!bad.error || bad.states.empty()) continue;  // still valid: not a breakage
    ++made;
    ++tally.cases;
    bool found = false;
    const std::vector<Repair> repairs = repair_record<G>(bp.record, broken, bad, {}, "x.rec");
    for (std::size_t i = 0; i < repairs.size(); ++i) {
      const bool same = restores(
          texts(record::parse(apply_edit(broken, bp.record, repairs[i].edit)).record), original);
      if (same && i == 0) ++tally.first;
      found = found || same;
    }
    if (found) ++tally.found;
    if (!found && std::getenv("REPAIR_DEBUG")) {
      const auto reps = repair_record<G>(bp.record, broken, bad, {}, "x.rec");
      std::cout << "MISS kind " << kind << " " << path.filename() << " err step " << bad.error->step
                << " [" << bad.error->rule << "] " << bad.error->message << "\n";
      std::cout << unified_diff(text, broken, "orig->broken");
      for (const Repair& r : reps)
        std::cout << "  proposal: " << r.describe << (r.complete ? " (complete)" : "")
                  << " reached " << r.reached << "\n";
    }
  }
}

std::vector<fs::path> valid_fixtures(const std::string& game) {
  std::vector<fs::path> out;
  for (const auto& e :
       fs::directory_iterator(fs::path(ARBITER_SOURCE_DIR) / "fixtures" / game / "valid"))
    if (e.path().extension() == ".rec") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

#ifdef ARBITER_SANITIZED
// Under ASan + UBSan (a Debug build, ~40x slower here) one breakage per record checks the search
// for memory errors; the success rate is measured on the Release build.
constexpr int kBreakagesPerRecord = 1;
#else
constexpr int kBreakagesPerRecord = 5;
#endif

TEST(Repair, FindsTheOriginalOfMostOnePlaceBreakages) {
  Tally all;
  for_each_game([&](auto g) {
    using G = decltype(g);
    Tally t;
    std::uint64_t seed = 1;
    for (const fs::path& p : valid_fixtures(std::string(G::kName)))
      measure<G>(p, kBreakagesPerRecord, seed++, t);
    std::cout << "[ repair ] " << G::kName << ": original found for " << t.found << " of "
              << t.cases << " breakages (" << t.first << " as the first proposal)\n";
    EXPECT_GE(t.cases, 3 * kBreakagesPerRecord);
    all.cases += t.cases;
    all.found += t.found;
    all.first += t.first;
  });
  std::cout << "[ repair ] all games: " << all.found << " of " << all.cases << " ("
            << 100 * all.found / std::max(1, all.cases) << "%), " << all.first
            << " as the first proposal\n";
  if (kBreakagesPerRecord == 5) {
    EXPECT_GE(5 * all.found, 4 * all.cases);  // at least 80%
  }
}

TEST(Repair, MissingEndIsInsertedWhereItBelongs) {
  std::string text =
      *read_file(std::string(ARBITER_SOURCE_DIR) + "/fixtures/torres/valid/base-2p.rec");
  const std::string turn = "f4-f3 S3 end\n";
  const std::size_t at = text.find(turn);
  text.replace(at, turn.size(), "f4-f3 S3\n");
  const record::Record rec = record::parse(text).record;
  const Replay<torres::Torres> bad = replay_record<torres::Torres>(rec, {});
  ASSERT_TRUE(bad.error);
  const auto repairs = repair_record<torres::Torres>(rec, text, bad, {}, "base-2p.rec");
  ASSERT_FALSE(repairs.empty());
  EXPECT_TRUE(repairs[0].complete);
  EXPECT_EQ(repairs[0].describe, "insert `end` at the end of line 34");
  EXPECT_NE(
      repairs[0].diff.find("-N@f4 take *C8 f3-f2 f4-f3 S3\n+N@f4 take *C8 f3-f2 f4-f3 S3 end\n"),
      std::string::npos)
      << repairs[0].diff;
  EXPECT_EQ(repairs.size(), 1u) << "only whole repairs once one exists";
}

TEST(Repair, UnifiedDiffShowsContext) {
  const std::string a = "1\n2\n3\n4\n5\n6\n", b = "1\n2\n3\nX\n5\n6\n";
  EXPECT_EQ(unified_diff(a, b, "f"),
            "--- f\n+++ f (repaired)\n@@ -2,5 +2,5 @@\n 2\n 3\n-4\n+X\n 5\n 6\n");
  EXPECT_EQ(unified_diff(a, a, "f"), "");
}

}  // namespace
}  // namespace arbiter::replay
