// Where a field of a position's text lies, for the position readers' errors. Every game writes a
// position (docs/notation.md) as fields separated by ';' or newlines, each a keyword and its
// values separated by spaces ("hand P2 C1 C3", "Siena 3A hand E1"); an error names its field by
// its first words ("hand P2: ...", "Siena: ..."), and carries where that field is, so that a
// [Position] tag's diagnostic points at the field instead of the tag.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "engine/core/options.h"
#include "engine/core/violation.h"

namespace arbiter {

struct TextSpan {
  std::size_t at = std::string_view::npos;  // npos: not in the text
  std::size_t size = 0;
};

// `part` (a view into `text`) without its blanks at either end, as a span of `text`.
inline TextSpan span_in(std::string_view text, std::string_view part) {
  const std::size_t first = part.find_first_not_of(" \t\r");
  if (part.empty() || part.data() < text.data() || first == std::string_view::npos) return {};
  const std::size_t last = part.find_last_not_of(" \t\r");
  return {static_cast<std::size_t>(part.data() - text.data()) + first, last + 1 - first};
}

// The first field of `text` whose first words are the words of `name`, compared without regard
// to case ("hand P2" finds "hand p2 C1 C3"); an empty span when there is none (a field that is
// missing, or an error about the whole text).
inline TextSpan find_position_field(std::string_view text, std::string_view name) {
  const auto next_word = [](std::string_view s, std::size_t& i) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
    const std::size_t b = i;
    while (i < s.size() && s[i] != ' ' && s[i] != '\t' && s[i] != '\r') ++i;
    return s.substr(b, i - b);
  };
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find_first_of(";\n", start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view field = text.substr(start, end - start);
    std::size_t i = 0, j = 0;
    bool match = true, any = false;
    for (std::string_view want = next_word(name, j); !want.empty(); want = next_word(name, j)) {
      any = true;
      if (lower_ascii(next_word(field, i)) != lower_ascii(want)) {
        match = false;
        break;
      }
    }
    if (match && any) return span_in(text, field);
    start = end + 1;
  }
  return {};
}

// The first seat a reason names ("P2" in "P2 has 2 stacks", "P2's City"), "" for none.
inline std::string_view named_seat(std::string_view reason) {
  const auto alnum = [&](std::size_t i) {
    const char c = reason[i];
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  };
  for (std::size_t i = 0; i + 1 < reason.size(); ++i)
    if (reason[i] == 'P' && reason[i + 1] >= '1' && reason[i + 1] <= '9' &&
        (i == 0 || !alnum(i - 1)) && (i + 2 == reason.size() || !alnum(i + 2)))
      return reason.substr(i, 2);
  return {};
}

// Where in a position's `text` the broken invariant `v` lies: the field the game names (that of
// the seat the reason names first, for a field written per seat: "stacks P2"), else the field the
// reason begins with ("Siena has ...", "AP 0/5: ..."), else the whole text.
template <class G>
TextSpan invariant_span(std::string_view text, const Violation& v) {
  const std::string_view name = G::invariant_field(v);
  const std::string_view seat = named_seat(v.reason);
  if (!name.empty() && !seat.empty())
    if (const TextSpan f = find_position_field(text, std::string(name) + " " + std::string(seat));
        f.at != std::string_view::npos)
      return f;
  if (!name.empty())
    if (const TextSpan f = find_position_field(text, name); f.at != std::string_view::npos)
      return f;
  const std::string_view first = std::string_view(v.reason).substr(0, v.reason.find(' '));
  if (const TextSpan f = find_position_field(text, first); f.at != std::string_view::npos) return f;
  return span_in(text, text);
}

}  // namespace arbiter
