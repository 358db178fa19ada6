// Medievalia card data (docs/rules/medievalia.md M-1.5, M-1.6): loaded from data/medievalia.json
// (embedded default) or a user file, never compiled in.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/expected.h"

namespace arbiter::medievalia {

// F food, E energy, G gold, M manpower (M-1.2).
enum Resource : std::uint8_t { Food, Energy, Gold, Manpower };
inline constexpr int kResources = 4;
inline constexpr char kResourceLetter[kResources] = {'F', 'E', 'G', 'M'};

enum class Category : std::uint8_t {
  City,
  Territory,
  Character,
  Military,
  CivilBuilding,
  MilitaryBuilding
};
enum class Power : std::uint8_t {
  None,
  Host,
  Guard,
  Enables,
  Pretre,
  Archer,
  Fantassin,
  Chevalier,
  Marchand,
  Bureaucrate,
  Artiste
};

struct CardType {
  std::string id, name_fr, name_en;
  Category category = Category::Territory;
  int count = 0;
  std::array<std::uint8_t, kResources> cost{};  // a multiset over F, E, G, M
  std::optional<Resource> produces;
  int production = 0;
  std::optional<int> attack, defence;
  int enabled_by = -1;  // index of the enabling civil building type, or -1
  Power power = Power::None;
  int max_boosters = 0;
  int vp = 0;
  std::string source;
};

struct Data {
  std::vector<CardType> cards;
  int find(std::string_view id) const;  // index or -1
};

std::string_view default_data_json();
Expected<Data> parse_data(std::string_view json_text);

}  // namespace arbiter::medievalia
