// The Medievalia card data file (M-1.5, M-1.6): the embedded default and its validation.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "engine/medievalia/data.h"

namespace arbiter::medievalia {
namespace {

TEST(MedievaliaData, EmbeddedDefaultMatchesTheSpecTable) {
  auto d = parse_data(default_data_json());
  ASSERT_TRUE(d) << d.error();
  int total = 0;
  for (const CardType& c : d->cards) total += c.count;
  EXPECT_EQ(total, 108) << "M-1.1: 108 game cards";
  const CardType& chevalier = d->cards[static_cast<std::size_t>(d->find("chevalier"))];
  EXPECT_EQ(*chevalier.attack, 4) << "Ex.3: 4 damage";
  EXPECT_EQ(*chevalier.defence, 2);
  EXPECT_EQ(d->cards[static_cast<std::size_t>(chevalier.enabled_by)].id, "ecurie") << "M-1.4";
  const CardType& chateau = d->cards[static_cast<std::size_t>(d->find("chateau"))];
  EXPECT_EQ(chateau.vp, 2);
  EXPECT_EQ(*chateau.defence, 6);
  const CardType& champ = d->cards[static_cast<std::size_t>(d->find("champ"))];
  EXPECT_EQ(champ.cost[Manpower], 1) << "a field costs 1 manpower";
  EXPECT_EQ(*champ.produces, Food);
  EXPECT_EQ(d->cards[static_cast<std::size_t>(d->find("fantassin"))].power, Power::Fantassin);
}

std::string refused(nlohmann::json j) {
  auto d = parse_data(j.dump());
  return d ? std::string("accepted") : d.error();
}

TEST(MedievaliaData, BadFilesAreRefusedWithAReason) {
  const auto base = nlohmann::json::parse(default_data_json(), nullptr, true, true);
  auto j = base;
  j["cards"][0]["count"] = 5;
  EXPECT_NE(refused(j).find("city cards: 5, the box holds 4"), std::string::npos) << refused(j);
  j = base;
  j["cards"][1]["cost"] = "MX";
  EXPECT_NE(refused(j).find("cost letters are F, E, G, M"), std::string::npos) << refused(j);
  j = base;
  j["cards"][6]["enabled_by"] = "soldat";
  EXPECT_NE(refused(j).find("is not a civil building"), std::string::npos) << refused(j);
  j = base;
  j["cards"][6]["power"] = "magic";
  EXPECT_NE(refused(j).find("unknown power"), std::string::npos) << refused(j);
  j = base;
  j["cards"][2]["id"] = "champ";
  EXPECT_NE(refused(j).find("data: cards[2].id: \"champ\" is the id of cards[1] already"),
            std::string::npos)
      << refused(j);
  j = base;
  j["cards"][9]["defence"] = nullptr;
  EXPECT_NE(refused(j).find("attack and defence go together"), std::string::npos) << refused(j);
  EXPECT_FALSE(parse_data("{"));
}

// Issue 25, item 23: an id is written in records (tap:champ1), so it is a word of lower-case
// letters; the display names are printable. Each error names the field's path.
TEST(MedievaliaData, NamesAreCheckedAtTheirPath) {
  const auto base = nlohmann::json::parse(default_data_json(), nullptr, true, true);
  const std::string word = " is not a name of 1 to 24 lower-case ASCII letters";
  const std::string label = " is not a name of 1 to 48 bytes of printable text";
  struct Case {
    std::size_t card;
    const char* key;
    nlohmann::json value;
    std::string error;
  };
  const std::vector<Case> cases = {
      {1, "id", "", "data: cards[1].id: \"\"" + word},
      {1, "id", "champ 2", "data: cards[1].id: \"champ 2\"" + word},
      {1, "id", "champ2", "data: cards[1].id: \"champ2\"" + word},  // copy numbers follow it
      {1, "id", "Champ", "data: cards[1].id: \"Champ\"" + word},
      {1, "id",
       "ch\x01"
       "amp",
       "data: cards[1].id: \"ch\\u0001amp\"" + word},
      {1, "id", std::string(25, 'c'), "data: cards[1].id: \"" + std::string(25, 'c') + "\"" + word},
      {1, "id", 7, "data: cards[1].id: expected a name"},
      {3, "name_fr", "For\x1Bt", "data: cards[3].name_fr: \"For\\u001bt\"" + label},
      {3, "name_en", " Forest", "data: cards[3].name_en: \" Forest\"" + label},
      {3, "name_en", "", "data: cards[3].name_en: \"\"" + label},
      {3, "name_en", "Fo\xC2\x85rest", "data: cards[3].name_en: \"Fo\\u0085rest\"" + label},  // C1
      {3, "name_en", "Forest\xEF\xBF\xBE", "data: cards[3].name_en: \"Forest\\ufffe\"" + label},
      {3, "name_fr",
       "\xE2\x81\xA6"
       "Foret",
       "data: cards[3].name_fr: \"\\u2066Foret\"" + label},
  };
  for (const Case& c : cases) {
    auto j = base;
    j["cards"][c.card][c.key] = c.value;
    EXPECT_EQ(refused(j).rfind(c.error, 0), 0u) << refused(j);
  }
  auto j = base;
  j["cards"][3]["name_en"] = "Forêt du Nord";  // UTF-8 and inner spaces are fine in a label
  EXPECT_EQ(refused(j), "accepted");
}

}  // namespace
}  // namespace arbiter::medievalia
