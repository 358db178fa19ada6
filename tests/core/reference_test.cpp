// The rules reference (engine/GAME/reference.cpp) against the code, the options, the docs and the
// fixtures: every id any of them cites resolves to an entry, every entry is cited or marked
// descriptive, docs/rules/GAME.md is the generated page, and nothing reads outside the repository.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/games.h"
#include "replay/instances.h"
#include "replay/reference.h"

namespace arbiter {
namespace {

// The reference material's folder, spelled in pieces so that this file does not name it.
const std::string kUp = std::string("..") + "/";
const std::string kShared = std::string("sha") + "red";

namespace fs = std::filesystem;
const fs::path kRoot = ARBITER_SOURCE_DIR;

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Every file under `rel` (a folder or a file), recursively.
std::vector<fs::path> files_under(const std::string& rel) {
  std::vector<fs::path> out;
  const fs::path p = kRoot / rel;
  if (fs::is_regular_file(p)) return {p};
  if (!fs::is_directory(p)) return out;
  for (const auto& e : fs::recursive_directory_iterator(p))
    if (e.is_regular_file()) out.push_back(e.path());
  return out;
}

// Where a game's ids are cited: its engine (but the reference itself), its tests and fixtures.
std::vector<fs::path> citing_files(const std::string& game) {
  std::vector<fs::path> out;
  for (const std::string& rel : {"engine/" + game, "tests/" + game, "fixtures/" + game})
    for (const fs::path& p : files_under(rel))
      if (p.filename() != "reference.cpp") out.push_back(p);
  for (const auto& e : fs::directory_iterator(kRoot / "tests/support"))
    if (e.path().filename().string().rfind(game, 0) == 0) out.push_back(e.path());
  return out;
}

// The families of ids a table holds: "T-", "A-", "I-" for Torres; "C" (cards C1..C10) without
// a dash.
std::set<std::string> id_families(std::span<const RuleRef> table) {
  std::set<std::string> fam;
  for (const RuleRef& r : table) {
    std::size_t n = 0;
    while (n < r.id.size() && std::isupper(static_cast<unsigned char>(r.id[n]))) ++n;
    fam.insert(std::string(r.id.substr(0, n)) + (n < r.id.size() && r.id[n] == '-' ? "-" : ""));
  }
  return fam;
}

// The dash ids of the given families in `text` ("T-2.12", "T-2.12a", "AMB-12"), each once.
std::set<std::string> dash_ids(const std::string& text, const std::set<std::string>& families) {
  std::string alt;
  for (const std::string& f : families)
    if (!f.empty() && f.back() == '-') alt += (alt.empty() ? "" : "|") + f.substr(0, f.size() - 1);
  std::set<std::string> out;
  if (alt.empty()) return out;
  const std::regex re("\\b(?:" + alt + ")-[0-9]+(?:\\.[0-9]+)*[a-z]?\\b");
  for (std::sregex_iterator it(text.begin(), text.end(), re), end; it != end; ++it)
    out.insert(it->str());
  return out;
}

// Quoted ids without a dash in engine code ("C8" in violation("C8", ...)), for families the table
// has (Torres's cards); other quoted words such as "P1" or "N12" are not rule ids.
std::set<std::string> quoted_ids(const std::string& text, const std::set<std::string>& families) {
  std::set<std::string> out;
  static const std::regex re("\"([A-Z]{1,4})([0-9]+)\"");
  for (std::sregex_iterator it(text.begin(), text.end(), re), end; it != end; ++it)
    if (families.count((*it)[1].str())) out.insert((*it)[1].str() + (*it)[2].str());
  return out;
}

TEST(Reference, EntriesAreWellFormed) {
  for_each_game([](auto g) {
    using G = decltype(g);
    SCOPED_TRACE(std::string(G::kName));
    std::set<std::string_view> seen;
    EXPECT_GE(G::rules().size(), 100u);
    for (const RuleRef& r : G::rules()) {
      SCOPED_TRACE(std::string(r.id));
      EXPECT_TRUE(seen.insert(r.id).second) << "duplicate id";
      EXPECT_FALSE(r.title.empty());
      EXPECT_GE(r.text.size(), 10u);
      EXPECT_FALSE(r.source.empty());
      for (const std::string& bad :
           {kUp + kShared, "/" + kShared + "/", std::string("[SEED]"), std::string("http")})
        EXPECT_EQ(r.text.find(bad), std::string_view::npos) << bad;
      std::istringstream names{std::string(r.options)};
      for (std::string name; names >> name;)
        EXPECT_NE(find_option(G::option_specs(), name), nullptr) << "no option " << name;
    }
  });
}

TEST(Reference, EveryOptionCitesRulesThatExist) {
  for_each_game([](auto g) {
    using G = decltype(g);
    const auto families = id_families(G::rules());
    for (const auto& spec : G::option_specs()) {
      SCOPED_TRACE(std::string(G::kName) + " " + std::string(spec.name));
      const auto ids = dash_ids(std::string(spec.spec_ref), families);
      EXPECT_FALSE(ids.empty()) << "spec_ref '" << spec.spec_ref << "' cites no rule";
      for (const std::string& id : ids)
        EXPECT_NE(resolve_rule(G::rules(), id), nullptr) << id << " is not in the reference";
      bool linked = false;
      for (const RuleRef& r : G::rules())
        for (const auto* o : replay::options_for<G>(r)) linked = linked || o == &spec;
      EXPECT_TRUE(linked) << "no rule lists the option";
    }
  });
}

// The engine, the tests, the fixtures (their [ExpectedRule] tags too), the game's doc and data:
// every id they cite is an entry. Violations are also checked at run time: verify/step_checks.h
// fails a random game whose rejected candidate cites an id the reference lacks.
TEST(Reference, EveryCitedIdResolves) {
  for_each_game([](auto g) {
    using G = decltype(g);
    const std::string game(G::kName);
    const auto families = id_families(G::rules());
    std::vector<fs::path> files = citing_files(game);
    for (const std::string& rel : {"docs/" + game + ".md", "data/" + game + ".json"})
      files.push_back(kRoot / rel);
    for (const fs::path& p : files) {
      const std::string text = read(p);
      std::set<std::string> ids = dash_ids(text, families);
      if (p.string().find("/engine/") != std::string::npos)
        for (const std::string& q : quoted_ids(text, families)) ids.insert(q);
      for (const std::string& id : ids)
        EXPECT_NE(resolve_rule(G::rules(), id), nullptr)
            << fs::relative(p, kRoot).string() << " cites " << id << ", which is not in engine/"
            << game << "/reference.cpp";
    }
  });
}

// Ids whose family belongs to one game only (T-, C-, M-, AMB-, INV-, TV-) resolve in the docs
// that speak of every game.
TEST(Reference, SharedDocsCiteIdsThatExist) {
  std::map<std::string, std::vector<std::string>> owners;  // family -> games
  for_each_game([&](auto g) {
    for (const std::string& f : id_families(decltype(g)::rules()))
      owners[f].emplace_back(decltype(g)::kName);
  });
  std::vector<fs::path> files = {kRoot / "README.md"};
  for (const auto& e : fs::directory_iterator(kRoot / "docs"))
    if (e.is_regular_file()) files.push_back(e.path());
  for_each_game([&](auto g) {
    using G = decltype(g);
    std::set<std::string> own;
    // TV- (each rulebook's worked examples) is numbered per game: the docs say which game.
    for (const std::string& f : id_families(G::rules()))
      if (owners[f].size() == 1 && f != "TV-") own.insert(f);
    for (const fs::path& p : files)
      for (const std::string& id : dash_ids(read(p), own))
        EXPECT_NE(resolve_rule(G::rules(), id), nullptr)
            << fs::relative(p, kRoot).string() << " cites " << id;
  });
}

TEST(Reference, EveryEntryIsCitedOrDescriptive) {
  for_each_game([](auto g) {
    using G = decltype(g);
    const std::string game(G::kName);
    const auto families = id_families(G::rules());
    std::set<std::string> cited;
    for (const fs::path& p : citing_files(game)) {
      const std::string text = read(p);
      for (const std::string& id : dash_ids(text, families)) {
        cited.insert(id);
        if (const RuleRef* r = resolve_rule(G::rules(), id)) cited.insert(std::string(r->id));
      }
      // Ids without a dash (Torres's cards C1..C10, M1..M8) are cited by name, quoted or not.
      static const std::regex plain("\\b([A-Z]{1,4})([0-9]+)\\b");
      for (std::sregex_iterator it(text.begin(), text.end(), plain), end; it != end; ++it)
        if (families.count((*it)[1].str())) cited.insert(it->str());
      // Test names such as TV_3_Levels cite "TV-3".
      static const std::regex test_name("\\b([A-Z]{1,4})_([0-9]+)_");
      for (std::sregex_iterator it(text.begin(), text.end(), test_name), end; it != end; ++it)
        cited.insert((*it)[1].str() + "-" + (*it)[2].str());
    }
    for (const RuleRef& r : G::rules()) {
      if (r.descriptive) continue;
      EXPECT_TRUE(cited.count(std::string(r.id)))
          << game << " " << r.id << " is cited by no check, test or fixture: cite it or mark it "
          << "descriptive";
    }
  });
}

TEST(Reference, DocsPagesAreGenerated) {
  for_each_game([](auto g) {
    using G = decltype(g);
    const std::string rel = "docs/rules/" + std::string(G::kName) + ".md";
    EXPECT_EQ(read(kRoot / rel), replay::rules_markdown<G>())
        << rel << " is out of date: run  build/cli/arbiter rules " << G::kName << " --markdown > "
        << rel;
  });
}

// The product carries its rules: no source, script, test, doc or fixture reads or links the
// reference material that sits beside the repository.
TEST(Reference, NothingReadsOutsideTheRepository) {
  for (const char* rel : {"engine", "replay", "verify", "tests", "bench", "scripts", "docs",
                          "fixtures", "data", ".ci", "CMakeLists.txt", "README.md"}) {
    for (const fs::path& p : files_under(rel)) {
      const std::string text = read(p);
      for (const std::string& bad : {kUp + kShared, kShared + "/rules", kShared + "/seeds"})
        EXPECT_EQ(text.find(bad), std::string::npos)
            << fs::relative(p, kRoot).string() << " refers to " << bad;
    }
  }
}

TEST(Reference, CitesMatchesWholeIds) {
  EXPECT_TRUE(replay::cites("M-2.10, A-07", "A-07"));
  EXPECT_TRUE(replay::cites("A-1 OPT_CARD_ACTION_COST", "A-1"));
  EXPECT_FALSE(replay::cites("T-2.12", "T-2.1"));
  EXPECT_FALSE(replay::cites("A-12", "A-1"));
  EXPECT_FALSE(replay::cites("C-3.1.7", "C-3.1"));
  EXPECT_TRUE(replay::cites("C-3.1.", "C-3.1"));
  EXPECT_FALSE(replay::cites("AMB-1", "B-1"));
}

TEST(Reference, LookupAndSearch) {
  using torres::Torres;
  ASSERT_NE(resolve_rule(Torres::rules(), "T-2.12a"), nullptr);
  EXPECT_EQ(resolve_rule(Torres::rules(), "T-2.12a")->id, "T-2.12");
  EXPECT_EQ(resolve_rule(Torres::rules(), "T-99.1"), nullptr);
  const auto hits = replay::search_rules<Torres>({"knight", "sponsor"});
  ASSERT_FALSE(hits.empty());
  for (const RuleRef* r : hits) {
    const std::string all = lower_ascii(std::string(r->title) + " " + std::string(r->text));
    EXPECT_NE(all.find("sponsor"), std::string::npos) << r->id;
  }
  EXPECT_EQ(replay::nearest_rule_ids<Torres>("T-2.1.2").front(), "T-2.12");
}

}  // namespace
}  // namespace arbiter
