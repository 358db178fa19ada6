// Numbers in component data files are integers inside their field's range, or the file is refused
// with the field's path: nothing wraps (4294967300 -> 4), truncates (4.9 -> 4) or overflows
// (1e308).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "engine/core/data_number.h"
#include "engine/games.h"

namespace arbiter {
namespace {

TEST(DataNumber, IntegersInsideTheRangeOnly) {
  using nlohmann::json;
  EXPECT_EQ(*data_int(json(3), "x", 0, 3), 3);
  EXPECT_EQ(*data_int(json(-2), "x", -5, 3), -2);
  for (const json& bad : {json::parse("4294967300"), json::parse("18446744073709551615"),
                          json::parse("-9223372036854775808"), json(4.9), json::parse("1e308"),
                          json(4), json(-1), json("3"), json(nullptr), json(true)}) {
    const Expected<int> v = data_int(bad, "data: cards[2].count", 0, 3);
    ASSERT_FALSE(v) << bad.dump();
    EXPECT_NE(v.error().find("data: cards[2].count"), std::string::npos) << v.error();
  }
}

// Each game's loader, on its embedded data with one number replaced.
TEST(DataNumber, EveryGameRefusesOutOfRangeNumbersWithTheFieldsPath) {
  const std::vector<std::pair<std::string, std::string>> fields = {
      {"torres", "/phase_cards/2/years/0/0"}, {"comuni", "/invaders/0/base"},
      {"comuni", "/invaders/0/hero/1"},       {"medievalia", "/cards/0/count"},
      {"medievalia", "/cards/0/attack"},      {"medievalia", "/cards/0/production/amount"},
  };
  for (const auto& field : fields) {
    // Named, not a structured binding: clang 14 (the sanitizer job) cannot capture one.
    const std::string &game = field.first, &pointer = field.second;
    for (const char* value : {"4294967300", "4.9", "1e308", "-4294967296"}) {
      SCOPED_TRACE(game + " " + pointer + " = " + value);
      with_game(game, [&](auto g) {
        using G = decltype(g);
        nlohmann::json j = nlohmann::json::parse(G::default_data_json());
        j[nlohmann::json::json_pointer(pointer)] = nlohmann::json::parse(value);
        const auto d = G::parse_data(j.dump());
        ASSERT_FALSE(d);
        EXPECT_NE(d.error().find(nlohmann::json::parse(value).dump()), std::string::npos)
            << d.error();
      });
    }
  }
}

}  // namespace
}  // namespace arbiter
