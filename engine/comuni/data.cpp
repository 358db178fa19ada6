// Loading and validating the Comuni data file (Appendix A "Load-time checks").
#include "engine/comuni/data.h"

#include "engine/comuni/position_internal.h"
#include "engine/core/data_name.h"
#include "engine/core/data_number.h"
#include "engine/core/options.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>
#include <tuple>

namespace arbiter::comuni {
namespace {

#include "comuni_data_embedded.inc"  // kEmbeddedData, generated from data/comuni.json

using nlohmann::json;

const char* kResourceKey[kResources] = {"GOLD", "ARMY", "PIL", "ART"};

Expected<int> int_in(const json& j, const std::string& where, int lo, int hi) {
  return data_int(j, where, lo, hi);
}

Expected<bool> read_resources(const json& j, const std::string& where,
                              std::array<std::uint8_t, kResources>& out) {
  if (!j.is_object()) return make_error(where + ": expected an object such as {\"GOLD\": 2}");
  for (const auto& [key, value] : j.items()) {
    int r = -1;
    for (int k = 0; k < kResources; ++k)
      if (key == kResourceKey[k]) r = k;
    if (r < 0)
      return make_error(where + ": unknown resource \"" + key + "\" (GOLD, ARMY, PIL, ART)");
    auto v = int_in(value, where + "." + key, 0, 50);
    if (!v) return make_error(v.error());
    out[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(*v);
  }
  return true;
}

// "E2", "EM2@3": card type and minimum player count.
Expected<CardData> read_card(const std::string& token, int pile) {
  const auto at = token.find('@');
  auto type = parse_card(token.substr(0, at));
  if (!type)
    return make_error("deck " + std::string(1, kPileLetter[pile]) + ": '" + token +
                      "' is not a card (letters E M C R in that order, then level 1-4)");
  int min_players = 2;
  if (at != std::string::npos) {
    const std::string n = token.substr(at + 1);
    if (n.size() != 1 || n[0] < '2' || n[0] > '5')
      return make_error("deck " + std::string(1, kPileLetter[pile]) + ": '" + token +
                        "': the player count after @ is 2..5");
    min_players = n[0] - '0';
  }
  return CardData{*type, static_cast<std::uint8_t>(pile), static_cast<std::uint8_t>(min_players)};
}

Expected<bool> check(const Data& d) {
  if (d.deck.size() != 88)
    return make_error("deck: " + std::to_string(d.deck.size()) + " cards, expected 88 (C-1.5)");
  int total_supply = 0;
  for (int r : d.supply) total_supply += r;
  if (total_supply != 210)
    return make_error("supply: " + std::to_string(total_supply) +
                      " resources, the box holds 210 (C-1.3)");
  for (int n = 2; n <= 5; ++n) {
    const int display = d.display_size(n);
    for (int p = 0; p < kPiles; ++p) {
      const int size = d.pile_size(p, n);
      const int expected =
          d.invasion_table[static_cast<std::size_t>(p)][static_cast<std::size_t>(n - 2)] +
          (p == 0 ? display : 0);
      if (size != expected)
        return make_error("deck: pile " + std::string(1, kPileLetter[p]) + " holds " +
                          std::to_string(size) + " cards for " + std::to_string(n) +
                          " players; the invasion table needs " + std::to_string(expected) +
                          (p == 0 ? " (table A + the display)" : "") + " (C-2.7)");
      if (p > 0 && size < display)
        return make_error("deck: pile " + std::string(1, kPileLetter[p]) +
                          " is smaller than the display for " + std::to_string(n) +
                          " players (C-3.2.7)");
    }
  }
  for (int c = 0; c < kComuni; ++c)
    for (int r = 0; r < kResources; ++r)
      if (d.comuni[static_cast<std::size_t>(c)].start[static_cast<std::size_t>(r)] * 5 >
          d.supply[static_cast<std::size_t>(r)])
        return make_error("comuni: starting resources exceed the supply");
  return true;
}

}  // namespace

std::string_view default_data_json() {
  return kEmbeddedData;
}

namespace {

const char* const kRequiredKeys[] = {"comuni",        "columns",  "bonusColumns", "columnsInUse",
                                     "invasionTable", "invaders", "supply",       "deck"};

// Every required key is there and every key is known (a misspelt optional key is an error).
Expected<bool> check_keys(const json& j) {
  for (const char* key : kRequiredKeys)
    if (!j.contains(key)) return make_error(std::string("data: missing \"") + key + "\"");
  for (const auto& [key, value] : j.items()) {
    const bool known = key == "game" || key == "comment" || key.rfind("_", 0) == 0 ||
                       key == "bonusRamparts" || key == "lootTiles" || key == "heroTiles" ||
                       key == "envoysPerPlayer" || key == "guildMasters" || key == "scoreTrack" ||
                       std::find(std::begin(kRequiredKeys), std::end(kRequiredKeys), key) !=
                           std::end(kRequiredKeys);
    if (!known) return make_error("data: unknown key \"" + key + "\"");
  }
  return true;
}

// A comune's name: a word, not a position keyword, not another comune's (case does not count).
Expected<std::string> read_comune_name(const json& c, const std::string& where, const Data& d,
                                       std::size_t i) {
  // Written in records (*Siena) and in positions, where case does not count.
  if (!c.contains("name")) return make_error(where + ": missing \"name\"");
  auto name = data_word(c.at("name"), where + ".name", false);
  if (!name) return make_error(name.error());
  // A comune's items are a position field named after it (`Siena 5A hand E1`): a name that
  // is a field's keyword would be read as that field, and `--as-position` not read back.
  if (position_detail::is_field(lower_ascii(*name)))
    return make_error(where + ".name: \"" + *name + "\" is a keyword of positions (" +
                      lower_ascii(*name) + "), where a comune's name starts a field");
  for (std::size_t k = 0; k < i; ++k)
    if (lower_ascii(d.comuni[k].name) == lower_ascii(*name))
      return make_error(where + ".name: \"" + *name + "\" is the name of comuni[" +
                        std::to_string(k) + "] already (case does not count)");
  return *name;
}

Expected<bool> read_comuni(const json& j, Data& d) {
  const json& cs = j.at("comuni");
  if (!cs.is_array() || cs.size() != kComuni) return make_error("data: comuni: expected 5 entries");
  for (std::size_t i = 0; i < kComuni; ++i) {
    const json& c = cs[i];
    const std::string where = "data: comuni[" + std::to_string(i) + "]";
    // Compared as a JSON integer: value("id", 0) would convert 2.7e108 to int (undefined).
    const bool id_ok = c.is_object() && c.contains("id") && c.at("id").is_number_integer() &&
                       c.at("id").get<std::int64_t>() == static_cast<std::int64_t>(i) + 1;
    if (!id_ok) return make_error(where + ": ids must be 1..5 in order");
    ComuneData& cd = d.comuni[i];
    auto name = read_comune_name(c, where, d, i);
    if (!name) return make_error(name.error());
    cd.name = *name;
    if (auto r = read_resources(c.at("start"), where + ".start", cd.start); !r)
      return make_error(r.error());
    if (auto r =
            read_resources(c.at("income").at("fixed"), where + ".income.fixed", cd.income_fixed);
        !r)
      return make_error(r.error());
    auto choice = int_in(c.at("income").at("choice"), where + ".income.choice", 0, 3);
    if (!choice) return make_error(choice.error());
    cd.income_choice = static_cast<std::uint8_t>(*choice);
  }
  return true;
}

// The column capacities, the bonus columns and the columns in use by player count.
Expected<bool> read_columns(const json& j, Data& d) {
  const json& cols = j.at("columns");
  if (!cols.is_array() || cols.size() != kMaxColumns)
    return make_error("data: columns: expected 7 capacities");
  for (std::size_t i = 0; i < kMaxColumns; ++i) {
    auto v = int_in(cols[i], "data: columns[" + std::to_string(i) + "]", 1, 3);
    if (!v) return make_error(v.error());
    d.column_capacity[i] = static_cast<std::uint8_t>(*v);
  }
  for (const json& b : j.at("bonusColumns")) {
    auto v = int_in(b, "data: bonusColumns", 0, 6);
    if (!v) return make_error(v.error());
    d.bonus_column[static_cast<std::size_t>(*v)] = true;
  }
  for (int n = 2; n <= 5; ++n) {
    auto v = int_in(j.at("columnsInUse").at(std::to_string(n)),
                    "data: columnsInUse." + std::to_string(n), 1, 7);
    if (!v) return make_error(v.error());
    d.columns_in_use[static_cast<std::size_t>(n - 2)] = static_cast<std::uint8_t>(*v);
  }
  return true;
}

// Pile p's row of the invasion table and its invader (name, base strength, hero values).
Expected<bool> read_pile_invasion(const json& j, int p, Data& d) {
  const json& row = j.at("invasionTable").at(std::string(1, kPileLetter[p]));
  for (int n = 0; n < 4; ++n) {
    auto v = int_in(row.at(static_cast<std::size_t>(n)), "data: invasionTable", 1, 88);
    if (!v) return make_error(v.error());
    d.invasion_table[static_cast<std::size_t>(p)][static_cast<std::size_t>(n)] = *v;
  }
  const json& inv = j.at("invaders").at(static_cast<std::size_t>(p));
  const std::string at = "data: invaders[" + std::to_string(p) + "]";
  auto base = int_in(inv.at("base"), at + ".base", 0, 99);
  auto hi = int_in(inv.at("hero").at(0), at + ".hero[0]", 0, 99);
  auto lo = int_in(inv.at("hero").at(1), at + ".hero[1]", 0, 99);
  for (const Expected<int>* v : {&base, &hi, &lo})
    if (!*v) return make_error(v->error());
  auto name = data_label(inv.at("name"), at + ".name");
  if (!name) return make_error(name.error());
  for (int k = 0; k < p; ++k)
    if (d.invaders[static_cast<std::size_t>(k)].name == *name)
      return make_error(at + ".name: \"" + *name + "\" is the name of invaders[" +
                        std::to_string(k) + "] already");
  d.invaders[static_cast<std::size_t>(p)] = {*name, *base, {*hi, *lo}};
  if (*hi <= *lo)
    return make_error("data: invaders[" + std::to_string(p) + "].hero: values hi > lo (C-1.6)");
  return true;
}

Expected<bool> read_supply(const json& j, Data& d) {
  std::array<std::uint8_t, kResources> supply{};
  for (const auto& [key, value] : j.at("supply").items()) {
    int r = -1;
    for (int k = 0; k < kResources; ++k)
      if (key == kResourceKey[k]) r = k;
    if (r < 0) return make_error("data: supply: unknown resource \"" + key + "\"");
    auto v = int_in(value, "data: supply." + key, 0, 210);
    if (!v) return make_error(v.error());
    supply[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(*v);
  }
  for (int r = 0; r < kResources; ++r)
    d.supply[static_cast<std::size_t>(r)] = supply[static_cast<std::size_t>(r)];
  return true;
}

// The optional counts: bonus ramparts, loot tiles, envoys a player.
Expected<bool> read_optional_counts(const json& j, Data& d) {
  for (const auto& [key, lo, hi, out] : {std::tuple{"bonusRamparts", 0, 50, &d.bonus_ramparts},
                                         std::tuple{"lootTiles", 0, 250, &d.loot_tiles}}) {
    if (!j.contains(key)) continue;
    auto v = int_in(j.at(key), std::string("data: ") + key, lo, hi);
    if (!v) return make_error(v.error());
    *out = *v;
  }
  d.envoys_per_player = 3;  // optional; read through int_in, not value(key, 3) (UB on 1e9999)
  if (j.contains("envoysPerPlayer")) {
    auto v = int_in(j.at("envoysPerPlayer"), "data: envoysPerPlayer", 1, 3);
    if (!v) return make_error(v.error());
    d.envoys_per_player = *v;
  }
  return true;
}

Expected<bool> read_deck(const json& j, Data& d) {
  for (int p = 0; p < kPiles; ++p) {
    const json& list = j.at("deck").at(std::string(1, kPileLetter[p]));
    if (!list.is_string()) return make_error("data: deck: each pile is a string of cards");
    std::istringstream in(list.get<std::string>());
    std::string token;
    while (in >> token) {
      auto card = read_card(token, p);
      if (!card) return make_error("data: " + card.error());
      d.deck.push_back(*card);
    }
  }
  return true;
}

// Every part of the file in order; the first error ends the reading. Throws json::exception on a
// field of the wrong JSON type (parse_data reports it).
Expected<bool> read_parts(const json& j, Data& d) {
  if (auto r = read_comuni(j, d); !r) return r;
  if (auto r = read_columns(j, d); !r) return r;
  for (int p = 0; p < kPiles; ++p)
    if (auto r = read_pile_invasion(j, p, d); !r) return r;
  if (auto r = read_supply(j, d); !r) return r;
  if (auto r = read_optional_counts(j, d); !r) return r;
  return read_deck(j, d);
}

}  // namespace

Expected<Data> parse_data(std::string_view text) {
  json j = json::parse(text.begin(), text.end(), nullptr, false, true);
  if (j.is_discarded()) return make_error("data: not valid JSON");
  if (!j.is_object()) return make_error("data: expected a JSON object");
  if (j.contains("game") && j.at("game") != "comuni")
    return make_error("data: file is for game " + j.at("game").dump() + ", not comuni");
  if (auto r = check_keys(j); !r) return make_error(r.error());
  Data d;
  try {
    if (auto r = read_parts(j, d); !r) return make_error(r.error());
  } catch (const json::exception& e) {
    return make_error(std::string("data: malformed field: ") + e.what());
  }
  if (auto r = check(d); !r) return make_error("data: " + r.error());
  return d;
}

}  // namespace arbiter::comuni
