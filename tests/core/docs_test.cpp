// The docs name every rule option of every game, and the notation guide names every game.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/games.h"

namespace arbiter {
namespace {

std::string read(const std::string& rel) {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/" + rel);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(Docs, EveryOptionIsDocumented) {
  for_each_game([](auto g) {
    using G = decltype(g);
    const std::string doc = read("docs/" + std::string(G::kName) + ".md");
    ASSERT_FALSE(doc.empty()) << "docs/" << G::kName << ".md is missing";
    for (const auto& spec : G::option_specs())
      EXPECT_NE(doc.find(std::string(spec.name)), std::string::npos)
          << spec.name << " is not in docs/" << G::kName << ".md";
  });
}

// docs/GAME.md's "All options" table gives each option's default as `value` in its second
// column: it must be the code's default (the struct's member initializers).
TEST(Docs, OptionDefaultsMatchTheCode) {
  for_each_game([](auto g) {
    using G = decltype(g);
    const std::string doc = read("docs/" + std::string(G::kName) + ".md");
    const typename G::Options defaults{};
    for (const auto& spec : G::option_specs()) {
      SCOPED_TRACE(std::string(G::kName) + " " + std::string(spec.name));
      const std::string row = "| `" + std::string(spec.name) + "` | `";
      const std::size_t at = doc.find(row);
      ASSERT_NE(at, std::string::npos) << "no row for the option in the All options table";
      const std::size_t from = at + row.size();
      const std::string value = doc.substr(from, doc.find('`', from) - from);
      EXPECT_EQ(value, format_option_value(spec, spec.get(defaults)));
    }
  });
}

TEST(Docs, NotationCoversEveryGame) {
  const std::string doc = read("docs/notation.md");
  for_each_game(
      [&](auto g) { EXPECT_NE(doc.find(std::string(decltype(g)::kName)), std::string::npos); });
}

}  // namespace
}  // namespace arbiter
