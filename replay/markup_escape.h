// Escaping text for markup, shared by the JUnit XML (junit.h) and the HTML page's <title>
// (html/page.cpp): one function, two dialects.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace arbiter::replay {

// `s` as UTF-8: byte sequences that are not UTF-8 become U+FFFD, as SARIF and the --json reports
// replace them (the same decoder: nlohmann-json's, round trip through a JSON string).
inline std::string valid_utf8(std::string_view s) {
  const std::string quoted =
      nlohmann::json(std::string(s)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return nlohmann::json::parse(quoted).get<std::string>();
}

enum class Markup {
  // HTML text and attribute values: & < > " ' escaped, every other byte as it is (the page's
  // heading shows the same text from its JSON data, and the two must read the same).
  Html,
  // XML 1.0 attributes and content: markup escaped, tab and line ends as character references
  // (an attribute keeps them), and what XML 1.0 does not allow (C0 controls, U+FFFE, U+FFFF,
  // bytes that are not UTF-8) replaced by U+FFFD.
  Xml,
};

inline std::string markup_escape(std::string_view raw, Markup markup) {
  static constexpr std::string_view kReplacement = "\xEF\xBF\xBD";
  const bool xml = markup == Markup::Xml;
  const std::string s = xml ? valid_utf8(raw) : std::string(raw);
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto u = static_cast<unsigned char>(s[i]);
    switch (s[i]) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += xml ? "&apos;" : "&#39;";
        break;
      case '\t':
      case '\n':
      case '\r':
        if (xml)
          out += "&#" + std::to_string(u) + ";";  // &#9; &#10; &#13;
        else
          out += s[i];
        break;
      default:
        if (xml && u < 0x20) {
          out += kReplacement;
        } else if (xml &&
                   (s.compare(i, 3, "\xEF\xBF\xBE") == 0 || s.compare(i, 3, "\xEF\xBF\xBF") == 0)) {
          out += kReplacement;  // U+FFFE, U+FFFF: valid UTF-8, but not XML characters
          i += 2;
        } else {
          out += s[i];
        }
    }
  }
  return out;
}

}  // namespace arbiter::replay
