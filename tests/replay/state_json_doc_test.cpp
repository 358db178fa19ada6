// docs/cli.md, "State JSON (replay show --json)": one table per game lists the top-level keys of
// `replay show --json`. Every key that G::to_json prints in any state of the bundled valid
// records (initial state included) is in the game's table, and every key of the table is printed
// by one of those states.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "engine/games.h"
#include "replay/instances.h"
#include "replay/replay.h"
#include "replay/session.h"

namespace arbiter::replay {
namespace {

namespace fs = std::filesystem;

constexpr const char* kSection = "## State JSON (replay show --json)";

// The first-column keys (| `key` | ...) of the table under "### <title>" in the section, up to
// the next heading of any level (the Comuni `invasion` object has its own table under ####).
std::set<std::string> documented_keys(const std::string& title) {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/docs/cli.md");
  EXPECT_TRUE(in) << "docs/cli.md not found";
  std::set<std::string> keys;
  bool in_section = false, in_game = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0) {
      in_section = line == kSection;
      in_game = false;
      continue;
    }
    if (!in_section) continue;
    if (line.rfind("#", 0) == 0) {
      in_game = line == "### " + title;
      continue;
    }
    if (!in_game || line.rfind("| `", 0) != 0) continue;
    const std::size_t end = line.find('`', 3);
    if (end != std::string::npos) keys.insert(line.substr(3, end - 3));
  }
  return keys;
}

// Every top-level key G::to_json prints over all the states of the game's valid records, plus
// `step`, which `replay show` adds (cli/cmd_replay.cpp).
template <class G>
std::set<std::string> printed_keys(int& states) {
  std::set<std::string> keys = {"step"};
  const fs::path dir = fs::path(ARBITER_SOURCE_DIR) / "fixtures" / std::string(G::kName) / "valid";
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".rec") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  EXPECT_FALSE(files.empty()) << dir;
  for (const fs::path& file : files) {
    Expected<std::string> text = read_file(file.string());
    EXPECT_TRUE(text) << file;
    if (!text) continue;
    const record::ParseResult p = record::parse(*text);
    EXPECT_TRUE(p.ok) << file;
    const Replay<G> r = replay_record<G>(p.record, {});
    EXPECT_FALSE(r.error) << file << ": " << (r.error ? r.error->message : "");
    for (const auto& s : r.states) {
      const nlohmann::json j = G::to_json(s);
      for (auto it = j.begin(); it != j.end(); ++it) keys.insert(it.key());
      ++states;
    }
  }
  return keys;
}

std::string listed(const std::set<std::string>& a, const std::set<std::string>& b) {
  std::string out;
  for (const std::string& k : a)
    if (!b.count(k)) out += (out.empty() ? "" : ", ") + k;
  return out.empty() ? "none" : out;
}

TEST(StateJsonDoc, EveryGameHasItsTable) {
  for_each_game([](auto g) {
    using G = decltype(g);
    std::string title(G::kName);
    title[0] = static_cast<char>(title[0] - 'a' + 'A');
    EXPECT_FALSE(documented_keys(title).empty())
        << "docs/cli.md has no '### " << title << "' table under '" << kSection << "'";
  });
}

TEST(StateJsonDoc, PrintedKeysAreExactlyTheDocumentedOnes) {
  for_each_game([](auto g) {
    using G = decltype(g);
    std::string title(G::kName);
    title[0] = static_cast<char>(title[0] - 'a' + 'A');
    int states = 0;
    const std::set<std::string> printed = printed_keys<G>(states);
    const std::set<std::string> documented = documented_keys(title);
    EXPECT_GT(states, 100) << title;
    EXPECT_EQ(printed, documented)
        << title << ": printed but not documented: " << listed(printed, documented)
        << "; documented but never printed (over " << states
        << " states of the valid records): " << listed(documented, printed);
  });
}

}  // namespace
}  // namespace arbiter::replay
