// Names in component data files (--data), checked when the file is loaded, each error naming the
// field's path. A name written in records (a Comuni comune in `*Siena`, a Medievalia card type in
// `tap:champ1`) is a word of ASCII letters: no byte of it can end a token, start a comment or
// break the SVG it is drawn in. A name only shown (a Comuni invader, a Medievalia card's French
// and English names) is one line of printable UTF-8 (nlohmann's parser already refuses ill-formed
// UTF-8) without control characters, bidirectional overrides, U+FFFE, U+FFFF or spaces at its ends.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/core/expected.h"

namespace arbiter {

inline constexpr std::size_t kMaxDataWord = 24;
inline constexpr std::size_t kMaxDataLabel = 48;

// A control character: C0, DEL, or C1 (U+0080..U+009F, UTF-8 C2 80..C2 9F).
inline bool has_control(std::string_view s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x20 || c == 0x7F) return true;
    if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) <= 0x9F) return true;
  }
  return false;
}

// In well-formed UTF-8, a character that is no text to show: a bidirectional formatting character
// (it reorders the text around it: U+061C, U+200E, U+200F, U+202A..U+202E, U+2066..U+2069), a line
// or paragraph separator (U+2028, U+2029: a name is one line), or U+FFFE, U+FFFF (no characters:
// XML refuses them, and an SVG that shows one is ill-formed).
inline bool has_unshown(std::string_view s) {
  static constexpr std::string_view kUnshown[] = {
      "\xD8\x9C",     "\xE2\x80\x8E", "\xE2\x80\x8F", "\xE2\x80\xA8",
      "\xE2\x80\xA9", "\xE2\x80\xAA", "\xE2\x80\xAB", "\xE2\x80\xAC",
      "\xE2\x80\xAD", "\xE2\x80\xAE", "\xE2\x81\xA6", "\xE2\x81\xA7",
      "\xE2\x81\xA8", "\xE2\x81\xA9", "\xEF\xBF\xBE", "\xEF\xBF\xBF"};
  for (std::string_view u : kUnshown)
    if (s.find(u) != std::string_view::npos) return true;
  return false;
}

// The value as JSON text, where a control character or one not shown (has_unshown) shows as
// \u0001, \u0085 or \u202e, never raw (a string without one keeps its UTF-8: "Forêt").
inline std::string data_quoted(const nlohmann::json& j) {
  const bool ascii = !j.is_string() || has_control(j.get_ref<const std::string&>()) ||
                     has_unshown(j.get_ref<const std::string&>());
  return j.dump(-1, ' ', ascii, nlohmann::json::error_handler_t::replace);
}

// A name written in records: 1 to kMaxDataWord ASCII letters, lower case only when `lower`.
inline Expected<std::string> data_word(const nlohmann::json& j, const std::string& where,
                                       bool lower) {
  const std::string kind = lower ? "lower-case ASCII letters" : "ASCII letters";
  const std::string rule =
      "a name of 1 to " + std::to_string(kMaxDataWord) + " " + kind + " (it is written in records)";
  if (!j.is_string()) return make_error(where + ": expected " + rule + ", got " + data_quoted(j));
  const std::string& s = j.get_ref<const std::string&>();
  bool ok = !s.empty() && s.size() <= kMaxDataWord;
  for (const char c : s) ok = ok && ((c >= 'a' && c <= 'z') || (!lower && c >= 'A' && c <= 'Z'));
  if (!ok) return make_error(where + ": " + data_quoted(j) + " is not " + rule);
  return s;
}

// A name only shown: 1 to kMaxDataLabel bytes of printable text, no space at either end.
inline Expected<std::string> data_label(const nlohmann::json& j, const std::string& where) {
  const std::string rule = "a name of 1 to " + std::to_string(kMaxDataLabel) +
                           " bytes of printable text, without spaces at its ends";
  if (!j.is_string()) return make_error(where + ": expected " + rule + ", got " + data_quoted(j));
  const std::string& s = j.get_ref<const std::string&>();
  const bool ok = !s.empty() && s.size() <= kMaxDataLabel && !has_control(s) && !has_unshown(s) &&
                  s.front() != ' ' && s.back() != ' ';
  if (!ok) return make_error(where + ": " + data_quoted(j) + " is not " + rule);
  return s;
}

}  // namespace arbiter
