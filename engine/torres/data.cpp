#include "engine/torres/data.h"

#include "engine/core/data_number.h"

#include <nlohmann/json.hpp>
#include <string>

namespace arbiter::torres {
namespace {

#include "torres_data_embedded.inc"  // defines kEmbeddedData (generated from data/torres.json)

using nlohmann::json;

Expected<bool> read_start_squares(const json& j, Data& d) {
  const json* v = &j;
  if (j.is_object()) {
    if (!j.contains("value")) return make_error("start_squares: missing \"value\"");
    v = &j.at("value");
  }
  if (!v->is_array() || v->size() != 8)
    return make_error("start_squares: expected an array of 8 squares such as \"d8\"");
  for (std::size_t i = 0; i < 8; ++i) {
    const json& e = (*v)[i];
    auto sq = e.is_string() ? parse_square(e.get<std::string>()) : std::nullopt;
    if (!sq)
      return make_error("start_squares[" + std::to_string(i) + "]: '" + e.dump() +
                        "' is not a square a1..h8");
    for (std::size_t k = 0; k < i; ++k)
      if (d.start_squares[k] == *sq)
        return make_error("start_squares[" + std::to_string(i) + "]: square " + square_name(*sq) +
                          " listed twice");
    d.start_squares[i] = *sq;
  }
  // T-2.4 puts 8 separate castles on the board: no two starting squares may touch by a side.
  for (std::size_t i = 0; i < 8; ++i)
    for (std::size_t k = 0; k < i; ++k)
      if (manhattan(d.start_squares[i], d.start_squares[k]) == 1)
        return make_error("start_squares: " + square_name(d.start_squares[k]) + " and " +
                          square_name(d.start_squares[i]) +
                          " are orthogonally adjacent and would form one castle (T-2.4)");
  return true;
}

Expected<bool> read_phase_card(const json& j, int players, PhaseCard& card) {
  const std::string where = "phase_cards[\"" + std::to_string(players) + "\"]";
  const json* years = &j;
  if (j.is_object()) {
    if (!j.contains("years")) return make_error(where + ": missing \"years\"");
    years = &j.at("years");
  }
  if (!years->is_array() || years->size() != kYears)
    return make_error(where + ": expected 3 years of stacks");
  for (int y = 0; y < kYears; ++y) {
    const json& stacks = (*years)[static_cast<std::size_t>(y)];
    const int rounds = rounds_in_year(players, y + 1);
    if (!stacks.is_array() || static_cast<int>(stacks.size()) != rounds)
      return make_error(where + " year " + std::to_string(y + 1) + ": expected " +
                        std::to_string(rounds) + " stacks, one per round (T-3.4)");
    for (int s = 0; s < rounds; ++s) {
      const json& n = stacks[static_cast<std::size_t>(s)];
      const Expected<int> blocks = data_int(
          n, where + " year " + std::to_string(y + 1) + " stack " + std::to_string(s + 1), 0, 3);
      if (!blocks) return make_error(blocks.error() + ": a stack holds 0 to 3 blocks (I-3)");
      card.stacks[static_cast<std::size_t>(y)][static_cast<std::size_t>(s)] =
          static_cast<std::uint8_t>(*blocks);
    }
    card.num_stacks[static_cast<std::size_t>(y)] = static_cast<std::uint8_t>(rounds);
  }
  return true;
}

}  // namespace

std::string_view default_data_json() {
  return kEmbeddedData;
}

Expected<Data> parse_data(std::string_view text) {
  json j = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false,
                       /*ignore_comments=*/true);
  if (j.is_discarded()) return make_error("data: not valid JSON");
  if (!j.is_object()) return make_error("data: expected a JSON object");
  if (j.contains("game") && j.at("game") != "torres")
    return make_error("data: file is for game " + j.at("game").dump() + ", not torres");
  for (const auto& [key, value] : j.items())
    if (key != "game" && key != "comment" && key != "start_squares" && key != "phase_cards")
      return make_error("data: unknown key \"" + key + "\"");
  Data d;
  if (!j.contains("start_squares")) return make_error("data: missing \"start_squares\"");
  if (auto r = read_start_squares(j.at("start_squares"), d); !r)
    return make_error("data: " + r.error());
  if (!j.contains("phase_cards") || !j.at("phase_cards").is_object())
    return make_error("data: missing object \"phase_cards\"");
  const json& cards = j.at("phase_cards");
  for (const auto& [key, value] : cards.items())
    if (key != "2" && key != "3" && key != "4")
      return make_error("data: phase_cards: unknown player count \"" + key + "\"");
  for (int p = 2; p <= 4; ++p) {
    const std::string key = std::to_string(p);
    if (!cards.contains(key)) return make_error("data: phase_cards: missing \"" + key + "\"");
    if (auto r = read_phase_card(cards.at(key), p, d.phase_cards[static_cast<std::size_t>(p - 2)]);
        !r)
      return make_error("data: " + r.error());
  }
  return d;
}

}  // namespace arbiter::torres
