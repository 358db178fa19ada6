// Loading and validating the Medievalia card data (M-1.1 counts, M-1.4 enabling buildings).
#include "engine/medievalia/data.h"

#include "engine/core/data_name.h"
#include "engine/core/data_number.h"

#include <nlohmann/json.hpp>

namespace arbiter::medievalia {
namespace {

#include "medievalia_data_embedded.inc"  // kEmbeddedData, generated from data/medievalia.json

using nlohmann::json;

struct Named {
  const char* name;
  int value;
};
constexpr Named kCategories[] = {{"city", 0},     {"territory", 1},      {"character", 2},
                                 {"military", 3}, {"civil_building", 4}, {"military_building", 5}};
constexpr Named kPowers[] = {{"none", 0},        {"host", 1},      {"guard", 2},
                             {"enables", 3},     {"pretre", 4},    {"archer", 5},
                             {"fantassin", 6},   {"chevalier", 7}, {"marchand", 8},
                             {"bureaucrate", 9}, {"artiste", 10}};
// M-1.1: cards per category in the box (game cards only; the 2 memo cards never play).
constexpr int kBoxCount[] = {4, 38, 29, 20, 14, 3};

template <std::size_t N>
std::optional<int> lookup(const Named (&table)[N], const std::string& name) {
  for (const Named& n : table)
    if (name == n.name) return n.value;
  return std::nullopt;
}

std::optional<int> resource_of(char c) {
  for (int r = 0; r < kResources; ++r)
    if (kResourceLetter[r] == c) return r;
  return std::nullopt;
}

Expected<CardType> read_card(const json& j, std::size_t index) {
  const std::string where = "data: cards[" + std::to_string(index) + "]";
  CardType c;
  // The id is written in records, followed by the copy's number (tap:champ1): letters only.
  const Expected<std::string> id = data_word(j.at("id"), where + ".id", true);
  if (!id) return make_error(id.error());
  c.id = *id;
  // The display names are optional; given, they are printable.
  for (auto [key, field] : {std::pair{"name_fr", &c.name_fr}, std::pair{"name_en", &c.name_en}}) {
    if (!j.contains(key)) continue;
    const Expected<std::string> name = data_label(j.at(key), where + "." + key);
    if (!name) return make_error(name.error());
    *field = *name;
  }
  const std::string where_id = where + " (" + c.id + ")";
  auto cat = lookup(kCategories, j.at("category").get<std::string>());
  if (!cat)
    return make_error(where_id + ": unknown category \"" + j.at("category").get<std::string>() +
                      "\"");
  c.category = static_cast<Category>(*cat);
  const Expected<int> count = data_int(j.at("count"), where_id + ".count", 1, 40);
  if (!count) return make_error(count.error());
  c.count = *count;
  for (char ch : j.at("cost").get<std::string>()) {
    auto r = resource_of(ch);
    if (!r)
      return make_error(where_id + ": cost letters are F, E, G, M, not '" + std::string(1, ch) +
                        "'");
    ++c.cost[static_cast<std::size_t>(*r)];
  }
  if (!j.at("production").is_null()) {
    const json& p = j.at("production");
    const std::string r = p.at("resource").get<std::string>();
    auto res = r.size() == 1 ? resource_of(r[0]) : std::nullopt;
    if (!res) return make_error(where_id + ": production resource must be F, E, G or M");
    c.produces = static_cast<Resource>(*res);
    const Expected<int> amount = data_int(p.at("amount"), where_id + ".production.amount", 1, 4);
    if (!amount) return make_error(amount.error());
    c.production = *amount;
  }
  if (j.at("attack").is_null() != j.at("defence").is_null())
    return make_error(where_id + ": attack and defence go together");
  if (!j.at("attack").is_null()) {
    const Expected<int> attack = data_int(j.at("attack"), where_id + ".attack", 0, 9);
    const Expected<int> defence = data_int(j.at("defence"), where_id + ".defence", 0, 9);
    if (!attack) return make_error(attack.error());
    if (!defence) return make_error(defence.error());
    c.attack = *attack;
    c.defence = *defence;
  }
  auto power = lookup(kPowers, j.at("power").get<std::string>());
  if (!power)
    return make_error(where_id + ": unknown power \"" + j.at("power").get<std::string>() + "\"");
  c.power = static_cast<Power>(*power);
  // Optional, 0 when absent; read through data_int (value(key, 0) converts 1e124 to int).
  for (auto [key, field] : {std::pair{"max_boosters", &c.max_boosters}, std::pair{"vp", &c.vp}}) {
    if (!j.contains(key)) continue;
    const Expected<int> v = data_int(j.at(key), where_id + "." + key, 0, 99);
    if (!v) return make_error(v.error());
    *field = *v;
  }
  if (c.max_boosters < 0 || c.max_boosters > 4 || c.vp < 0 || c.vp > 3)
    return make_error(where_id + ": max_boosters 0..4, vp 0..3");
  c.source = j.value("source", "");
  return c;
}

}  // namespace

int Data::find(std::string_view id) const {
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (cards[i].id == id) return static_cast<int>(i);
  return -1;
}

std::string_view default_data_json() {
  return kEmbeddedData;
}

Expected<Data> parse_data(std::string_view text) {
  json j = json::parse(text.begin(), text.end(), nullptr, false, true);
  if (j.is_discarded()) return make_error("data: not valid JSON");
  if (!j.is_object() || !j.contains("cards") || !j.at("cards").is_array())
    return make_error("data: expected an object with an array \"cards\"");
  if (j.contains("game") && j.at("game") != "medievalia")
    return make_error("data: file is for game " + j.at("game").dump() + ", not medievalia");
  Data d;
  try {
    for (std::size_t i = 0; i < j.at("cards").size(); ++i) {
      auto c = read_card(j.at("cards")[i], i);
      if (!c) return make_error(c.error());
      if (const int k = d.find(c->id); k >= 0)
        return make_error("data: cards[" + std::to_string(i) + "].id: \"" + c->id +
                          "\" is the id of cards[" + std::to_string(k) + "] already");
      d.cards.push_back(std::move(*c));
    }
    // M-1.4: enabling buildings are civil building types of this file.
    for (std::size_t i = 0; i < d.cards.size(); ++i) {
      const json& e = j.at("cards")[i].at("enabled_by");
      if (e.is_null()) continue;
      const int b = d.find(e.get<std::string>());
      if (b < 0 || d.cards[static_cast<std::size_t>(b)].category != Category::CivilBuilding)
        return make_error("data: " + d.cards[i].id + ".enabled_by: \"" + e.get<std::string>() +
                          "\" is not a civil building");
      d.cards[i].enabled_by = b;
    }
  } catch (const json::exception& e) {
    return make_error(std::string("data: malformed card: ") + e.what());
  }
  // M-1.1: the box's counts per category.
  int per_category[6] = {};
  for (const CardType& c : d.cards) per_category[static_cast<int>(c.category)] += c.count;
  for (int k = 0; k < 6; ++k)
    if (per_category[k] != kBoxCount[k])
      return make_error("data: " + std::string(kCategories[k].name) +
                        " cards: " + std::to_string(per_category[k]) + ", the box holds " +
                        std::to_string(kBoxCount[k]) + " (M-1.1)");
  return d;
}

}  // namespace arbiter::medievalia
