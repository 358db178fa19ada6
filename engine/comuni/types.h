// Comuni vocabulary (docs/rules/comuni.md section 1): resources, categories, card types, piles.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter::comuni {

inline constexpr int kMaxPlayers = 5;
inline constexpr int kComuni = 5;
inline constexpr int kMaxColumns = 7;
inline constexpr int kMaxColumnCards = 3;
inline constexpr int kPiles = 4;  // A, B, C, D
inline constexpr int kResources = 4;
inline constexpr int kCategories = 4;
inline constexpr int kMaxFloors = 4;  // C-3.3.6
inline constexpr std::uint8_t kNone = 255;

// GOLD, ARMY, PIL, ART; written G, A, P, T (arTisan) in the notation.
enum Resource : std::uint8_t { Gold, Army, Pil, Art };
// ECO, MIL, CUL, REL; written E, M, C, R.
enum Category : std::uint8_t { Eco, Mil, Cul, Rel };

// C-1.1 table: the resource each category produces.
constexpr Resource produces(int category) {
  constexpr Resource kProduce[kCategories] = {Gold, Army, Art, Pil};
  return kProduce[category];
}
inline constexpr char kResourceLetter[kResources] = {'G', 'A', 'P', 'T'};
inline constexpr std::string_view kResourceName[kResources] = {"GOLD", "ARMY", "PIL", "ART"};
inline constexpr char kCategoryLetter[kCategories] = {'E', 'M', 'C', 'R'};
inline constexpr char kPileLetter[kPiles] = {'A', 'B', 'C', 'D'};

inline std::optional<int> parse_resource(char c) {
  for (int r = 0; r < kResources; ++r)
    if (kResourceLetter[r] == c) return r;
  return std::nullopt;
}
inline std::optional<int> parse_category(char c) {
  for (int k = 0; k < kCategories; ++k)
    if (kCategoryLetter[k] == c) return k;
  return std::nullopt;
}

// A card type: its category symbols (mask, bit = category) and printed level 1..4. Cards of one
// type are interchangeable once the player-count removal is done, so piles, columns and hands
// hold types. Encoding: (mask - 1) * 4 + (level - 1), 0..59.
using CardType = std::uint8_t;
inline constexpr int kCardTypes = 60;

constexpr CardType card_type(int mask, int level) {
  return static_cast<CardType>((mask - 1) * 4 + (level - 1));
}
constexpr int card_mask(CardType t) {
  return t / 4 + 1;
}
constexpr int card_level(CardType t) {
  return t % 4 + 1;
}
constexpr bool card_fits(CardType t, int category) {
  return (card_mask(t) >> category) & 1;
}

// "E2", "EM2", "EMCR3": category letters in E, M, C, R order, then the level.
inline std::string card_name(CardType t) {
  std::string s;
  for (int k = 0; k < kCategories; ++k)
    if (card_fits(t, k)) s += kCategoryLetter[k];
  return s + std::to_string(card_level(t));
}

inline std::optional<CardType> parse_card(std::string_view text) {
  if (text.size() < 2 || text.size() > 5) return std::nullopt;
  int mask = 0, last = -1;
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    auto k = parse_category(text[i]);
    if (!k || *k <= last) return std::nullopt;  // letters once each, in E, M, C, R order
    mask |= 1 << *k;
    last = *k;
  }
  const char lv = text.back();
  if (mask == 0 || lv < '1' || lv > '4') return std::nullopt;
  return card_type(mask, lv - '0');
}

// T(f) = f(f+1)/2: the VP a building of f floors has earned (C-3.3.7).
constexpr int triangle(int f) {
  return f * (f + 1) / 2;
}

}  // namespace arbiter::comuni
