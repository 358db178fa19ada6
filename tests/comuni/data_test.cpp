// The Comuni data file: the embedded default matches Appendix A, and bad files are refused with
// a reason (Appendix A "Load-time checks").
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "engine/comuni/data.h"

namespace arbiter::comuni {
namespace {

TEST(ComuniData, EmbeddedDefaultPassesTheLoadChecks) {
  auto d = parse_data(default_data_json());
  ASSERT_TRUE(d) << d.error();
  EXPECT_EQ(d->deck.size(), 88u);
  // TV-21: pile sizes after the player-count removal.
  const int sizes[4][4] = {{20, 11, 11, 12}, {25, 14, 14, 14}, {30, 16, 16, 16}, {32, 18, 19, 19}};
  const int display[4] = {10, 12, 13, 14};
  for (int n = 2; n <= 5; ++n) {
    EXPECT_EQ(d->display_size(n), display[n - 2]);
    for (int p = 0; p < kPiles; ++p)
      EXPECT_EQ(d->pile_size(p, n), sizes[n - 2][p]) << "N=" << n << " pile " << p;
  }
  EXPECT_EQ(d->comuni[3].name, "Bologna");
  EXPECT_EQ(d->invaders[3].base, 16);
  EXPECT_EQ(d->supply[Gold] + d->supply[Army] + d->supply[Pil] + d->supply[Art], 210);
}

nlohmann::json default_json() {
  return nlohmann::json::parse(default_data_json(), nullptr, true, true);
}

std::string refused(const nlohmann::json& j) {
  auto d = parse_data(j.dump());
  return d ? std::string("accepted") : d.error();
}

TEST(ComuniData, BadFilesAreRefusedWithAReason) {
  {
    auto j = default_json();
    j["deck"]["A"] = std::string(j["deck"]["A"]) + " E1";  // 89 cards
    EXPECT_NE(refused(j).find("89 cards, expected 88"), std::string::npos) << refused(j);
  }
  {
    auto j = default_json();
    std::string b = j["deck"]["B"];
    std::string c = j["deck"]["C"];
    j["deck"]["B"] = b + " E1";  // move a card from C to B: the marker table no longer fits
    j["deck"]["C"] = c.substr(0, c.rfind(' '));
    EXPECT_NE(refused(j).find("invasion table"), std::string::npos) << refused(j);
  }
  {
    auto j = default_json();
    j["deck"]["A"] = "X9 " + std::string(j["deck"]["A"]);
    EXPECT_NE(refused(j).find("'X9' is not a card"), std::string::npos) << refused(j);
  }
  {
    auto j = default_json();
    j["supply"]["GOLD"] = 59;
    EXPECT_NE(refused(j).find("the box holds 210"), std::string::npos) << refused(j);
  }
  {
    auto j = default_json();
    j["invaders"][0]["hero"] = {1, 3};
    EXPECT_NE(refused(j).find("hi > lo"), std::string::npos) << refused(j);
  }
  {
    auto j = default_json();
    j["columns"][0] = 4;
    EXPECT_NE(refused(j).find("outside 1..3"), std::string::npos) << refused(j);
  }
  {
    auto j = default_json();
    j["colums"] = 1;
    EXPECT_NE(refused(j).find("unknown key \"colums\""), std::string::npos) << refused(j);
  }
  {
    auto j = default_json();
    j.erase("deck");
    EXPECT_NE(refused(j).find("missing \"deck\""), std::string::npos) << refused(j);
  }
  EXPECT_NE(refused(nlohmann::json::array()).find("expected a JSON object"), std::string::npos);
  EXPECT_FALSE(parse_data("{"));
}

// Issue 25, item 23: a comune's name is written in records (*Siena) and positions, so it is a
// word of letters, unique whatever the case; an invader's is shown, so it is printable. Each error
// names the field's path.
TEST(ComuniData, NamesAreCheckedAtTheirPath) {
  const std::string word = " is not a name of 1 to 24 ASCII letters (it is written in records)";
  const std::string label = " is not a name of 1 to 48 bytes of printable text";
  const std::vector<std::pair<nlohmann::json, std::string>> comune = {
      {"Si\x01"
       "ena",
       "data: comuni[2].name: \"Si\\u0001ena\"" + word},
      {"Si ena", "data: comuni[2].name: \"Si ena\"" + word},
      {" Siena", "data: comuni[2].name: \" Siena\"" + word},
      {"", "data: comuni[2].name: \"\"" + word},
      {"Siena3", "data: comuni[2].name: \"Siena3\"" + word},
      {"Sie;na", "data: comuni[2].name: \"Sie;na\"" + word},
      {nullptr, "data: comuni[2].name: expected a name"},
      {"firenze",
       "data: comuni[2].name: \"firenze\" is the name of comuni[1] already (case does "
       "not count)"},
      // A position field's keyword, in any case: `Steps 5A` would be read as the field `steps`.
      {"Steps",
       "data: comuni[2].name: \"Steps\" is a keyword of positions (steps), where a "
       "comune's name starts a field"},
      {"pile", "data: comuni[2].name: \"pile\" is a keyword of positions (pile)"},
  };
  for (const auto& [value, error] : comune) {
    auto j = default_json();
    j["comuni"][2]["name"] = value;
    EXPECT_EQ(refused(j).rfind(error, 0), 0u) << refused(j);
  }
  {
    auto j = default_json();
    j["comuni"][2].erase("name");
    EXPECT_EQ(refused(j), "data: comuni[2]: missing \"name\"");
  }
  const std::vector<std::pair<nlohmann::json, std::string>> invader = {
      {"Fr\x7F"
       "ance",
       "data: invaders[1].name: \"Fr\\u007fance\"" + label},
      {"France ", "data: invaders[1].name: \"France \"" + label},
      // U+FFFF made `replay render` write an ill-formed SVG; U+202E reverses what follows it.
      {"Franc\xEF\xBF\xBF", "data: invaders[1].name: \"Franc\\uffff\"" + label},
      {"Fr\xE2\x80\xAE"
       "ance",
       "data: invaders[1].name: \"Fr\\u202eance\"" + label},
      {"Fr\xE2\x80\xA8"
       "ance",
       "data: invaders[1].name: \"Fr\\u2028ance\"" + label},
      {"", "data: invaders[1].name: \"\"" + label},
      {std::string(49, 'F'), "data: invaders[1].name: \"" + std::string(49, 'F') + "\"" + label},
      {"Venezia", "data: invaders[1].name: \"Venezia\" is the name of invaders[0] already"},
  };
  for (const auto& [value, error] : invader) {
    auto j = default_json();
    j["invaders"][1]["name"] = value;
    EXPECT_EQ(refused(j).rfind(error, 0), 0u) << refused(j);
  }
  auto j = default_json();
  j["invaders"][1]["name"] = "Regno di Francia";  // spaces inside a shown name are fine
  EXPECT_EQ(refused(j), "accepted");
}

}  // namespace
}  // namespace arbiter::comuni
