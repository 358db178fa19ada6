// Text edits for the mutation corpus (mutate.h), on a record's text as written: where a token
// sits, the words of a token, and the edits themselves (drop, duplicate or swap a token, replace
// part of one, cut the record). Game-independent; the game's words come from mutate.h.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "replay/record/record.h"

namespace arbiter::mutate {

// A piece of a text: `len` bytes from `at`.
struct Span {
  std::size_t at = 0;
  std::size_t len = 0;
  std::size_t end() const { return at + len; }
};

// Where each line starts. A line ends at LF, CRLF or a lone CR, as record::parse counts lines; a
// text that ends with a line end has an empty last line.
inline std::vector<std::size_t> line_starts(std::string_view text) {
  std::vector<std::size_t> starts = {0};
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n')))
      starts.push_back(i + 1);
  }
  return starts;
}

// The offset of a 1-based line:col (columns in bytes), or npos past the text.
inline std::size_t offset_at(const std::vector<std::size_t>& starts, record::Location at) {
  if (at.line < 1 || at.col < 1 || static_cast<std::size_t>(at.line) > starts.size())
    return std::string_view::npos;
  return starts[static_cast<std::size_t>(at.line - 1)] + static_cast<std::size_t>(at.col - 1);
}

// The 1-based line that holds `offset` (the text's end belongs to its last line).
inline std::int64_t line_of(const std::vector<std::size_t>& starts, std::size_t offset) {
  const auto it = std::upper_bound(starts.begin(), starts.end(), offset);
  return static_cast<std::int64_t>(it - starts.begin());
}

// The line of `mutant` where it first differs from `original` (the line of the first byte that
// differs, or of the point where one text ends); 0 when both are equal.
inline std::int64_t first_changed_line(std::string_view original, std::string_view mutant) {
  if (original == mutant) return 0;
  std::size_t i = 0;
  while (i < original.size() && i < mutant.size() && original[i] == mutant[i]) ++i;
  return line_of(line_starts(mutant), i);
}

// ---- Edits ---------------------------------------------------------------------------------

inline std::string replace(std::string_view text, Span s, std::string_view with) {
  std::string out;
  out.reserve(text.size() + with.size());
  out.append(text.substr(0, s.at)).append(with).append(text.substr(s.end()));
  return out;
}

inline std::string drop(std::string_view text, Span token) {
  return replace(text, token, "");
}

// The token written twice: ` token` after itself.
inline std::string duplicate(std::string_view text, Span token) {
  std::string copy(1, ' ');
  copy.append(text.substr(token.at, token.len));
  return replace(text, Span{token.end(), 0}, copy);
}

// Two tokens trade places; `a` comes before `b` and they do not overlap.
inline std::string swap(std::string_view text, Span a, Span b) {
  std::string out(text.substr(0, a.at));
  out.append(text.substr(b.at, b.len));
  out.append(text.substr(a.end(), b.at - a.end()));
  out.append(text.substr(a.at, a.len));
  out.append(text.substr(b.end()));
  return out;
}

// The record up to the end of `last_kept` (a token), then `tail` ("" leaves it without ending).
inline std::string cut_after(std::string_view text, Span last_kept, std::string_view tail) {
  return std::string(text.substr(0, last_kept.end())) + std::string(tail);
}

// The line that holds `offset`, without its line end.
inline std::string_view line_text(std::string_view text, const std::vector<std::size_t>& starts,
                                  std::size_t offset) {
  const std::size_t line = static_cast<std::size_t>(line_of(starts, offset));
  const std::size_t from = starts[line - 1];
  std::size_t to = line < starts.size() ? starts[line] : text.size();
  while (to > from && (text[to - 1] == '\n' || text[to - 1] == '\r')) --to;
  return text.substr(from, to - from);
}

// The scores of a `result` line that starts at `result_at` ("result 10 14 ; comment").
inline std::vector<Span> result_scores(std::string_view text, std::size_t result_at) {
  std::vector<Span> out;
  std::size_t i = result_at;
  if (text.substr(i, 6) != "result") return out;
  i += 6;
  for (;;) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    if (i >= text.size() || text[i] == '\n' || text[i] == '\r' || text[i] == ';' ||
        text[i] == '%' || text[i] == '{')
      break;
    const std::size_t from = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])) &&
           text[i] != ';' && text[i] != '%' && text[i] != '{')
      ++i;
    out.push_back({from, i - from});
  }
  return out;
}

// ---- Words of a token ----------------------------------------------------------------------

inline bool is_alnum(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0;
}
inline bool is_digit(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

// The maximal runs of letters and digits ("play:homme@champ1" -> play, homme, champ1).
inline std::vector<Span> alnum_runs(std::string_view token) {
  std::vector<Span> out;
  for (std::size_t i = 0; i < token.size();) {
    if (!is_alnum(token[i])) {
      ++i;
      continue;
    }
    const std::size_t from = i;
    while (i < token.size() && is_alnum(token[i])) ++i;
    out.push_back({from, i - from});
  }
  return out;
}

// A run split where letters meet digits ("champ1" -> champ, 1; "EM2" -> EM, 2), offsets kept.
inline std::vector<Span> letter_digit_runs(std::string_view token, Span run) {
  std::vector<Span> out;
  for (std::size_t i = run.at; i < run.end();) {
    const bool digits = is_digit(token[i]);
    const std::size_t from = i;
    while (i < run.end() && is_digit(token[i]) == digits) ++i;
    out.push_back({from, i - from});
  }
  return out;
}

// Other numbers for `n` (digits): near ones first, then a few far ones; never `n` itself.
inline std::vector<std::string> number_variants(std::string_view n) {
  long long v = 0;
  for (char c : n.substr(0, 9)) v = v * 10 + (c - '0');
  std::vector<std::string> out;
  for (long long w : {v + 1, v - 1, v + 2, v - 2, 0LL, 1LL, 9LL, v + 10, 99LL}) {
    if (w < 0 || w == v) continue;
    const std::string s = std::to_string(w);
    if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
  }
  return out;
}

// Misspellings of a word: its case changed, a letter dropped or doubled, a letter added.
inline std::vector<std::string> typo_variants(std::string_view w) {
  std::vector<std::string> out;
  auto add = [&](std::string s) {
    if (!s.empty() && s != w && std::find(out.begin(), out.end(), s) == out.end())
      out.push_back(std::move(s));
  };
  std::string flipped(w);
  for (char& c : flipped)
    c = std::isupper(static_cast<unsigned char>(c))
            ? static_cast<char>(std::tolower(static_cast<unsigned char>(c)))
            : static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  add(flipped);
  if (w.size() > 1) add(std::string(w.substr(0, w.size() - 1)));
  add(std::string(w) + std::string(1, w.back()));
  add(std::string(w) + "x");
  add("q" + std::string(w));
  return out;
}

}  // namespace arbiter::mutate
