// The position kit: what every game's position reader and writer share (docs/notation.md, the
// "positions" of each game). A position is fields separated by ';' or newlines, each a keyword and
// its words separated by blanks ("hand P2 C1 C3"). A game describes its fields in a table (the
// keyword, whether one is written per seat, the invariants whose violation points at it), and
// the kit splits the text into fields, finds them by name, reads numbers, seats and flags, clips
// what the writer of a hostile text put in a message, and makes the one error format: "FIELD:
// what", with the span of the field (the one being split, or the first named FIELD) for the caret.
// The wording of the messages stays the game's where the games word them differently.
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/expected.h"
#include "engine/core/position_field.h"
#include "engine/core/suggest.h"

namespace arbiter::position_kit {

// ---- The field table --------------------------------------------------------------------------

struct FieldRule {
  std::string_view keyword;
  bool per_seat;                // written once per seat, the seat after the keyword: "hand P2 ..."
  std::string_view invariants;  // the rules whose violation this field shows, blank-separated
};
using FieldTable = std::span<const FieldRule>;
constexpr FieldRule field(std::string_view keyword, std::string_view invariants = {}) {
  return {keyword, false, invariants};
}
constexpr FieldRule per_seat(std::string_view keyword, std::string_view invariants = {}) {
  return {keyword, true, invariants};
}

inline const FieldRule* rule_of(FieldTable table, std::string_view keyword) {
  for (const FieldRule& r : table)
    if (r.keyword == keyword) return &r;
  return nullptr;
}

inline std::vector<std::string> keywords(FieldTable table) {
  std::vector<std::string> out;
  for (const FieldRule& r : table) out.emplace_back(r.keyword);
  return out;
}

// "phase, meister, year": the keywords in the table's order.
inline std::string keyword_list(FieldTable table) {
  std::string list;
  for (const FieldRule& r : table) list.append(list.empty() ? "" : ", ").append(r.keyword);
  return list;
}

// The keyword of the field an invariant is about ("I-2" -> "blocks"), empty for none.
inline std::string_view invariant_field(FieldTable table, std::string_view rule) {
  for (const FieldRule& r : table) {
    std::string_view rest = r.invariants;
    while (!rest.empty()) {
      const std::size_t blank = rest.find(' ');
      if (rest.substr(0, blank) == rule) return r.keyword;
      rest = blank == std::string_view::npos ? std::string_view() : rest.substr(blank + 1);
    }
  }
  return {};
}

// ---- Words ------------------------------------------------------------------------------------

inline bool blank(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

// Calls `f(raw)` for every field of `text` (the text between separators, blanks included),
// stopping at the first call that returns false; returns whether all returned true.
template <class F>
bool for_each_field(std::string_view text, F&& f) {
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find_first_of(";\n", start);
    if (end == std::string_view::npos) end = text.size();
    if (!f(text.substr(start, end - start))) return false;
    start = end + 1;
  }
  return true;
}

// The words of one field, at most `limit` + 1 of them: one more than the limit says it is over.
inline std::vector<std::string_view> words_of(std::string_view field, std::size_t limit) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < field.size() && words.size() <= limit) {
    while (i < field.size() && blank(field[i])) ++i;
    const std::size_t b = i;
    while (i < field.size() && !blank(field[i])) ++i;
    if (i > b) words.push_back(field.substr(b, i - b));
  }
  return words;
}

// A word as a message may show it: its first `max` characters, then "..." if it is longer; with
// `printable`, bytes outside printable ASCII shown as '?' (no control byte, no broken UTF-8).
inline std::string clip(std::string_view w, std::size_t max, bool printable = false) {
  std::string out(w.substr(0, max));
  if (printable)
    for (char& c : out)
      if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) >= 127) c = '?';
  if (w.size() > max) out.append("...");  // appended, not `+`: GCC 12 warns on that
  return out;
}

// How a game writes its numbers: decimal digits only, at most `max_digits`, leading zeros or not.
struct NumberSyntax {
  std::size_t max_digits;
  bool leading_zeros;
};

// A number from lo to hi as `syntax` writes it, or nothing.
inline std::optional<int> number(std::string_view w, int lo, int hi, NumberSyntax syntax) {
  if (w.empty() || w.size() > syntax.max_digits) return std::nullopt;
  if (!syntax.leading_zeros && w.size() > 1 && w[0] == '0') return std::nullopt;
  int v = 0;
  for (char c : w) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  if (v < lo || v > hi) return std::nullopt;
  return v;
}

// Seats are written P1, P2, ...: "P" and the seat's number from 1.
inline std::string seat_word(int seat) {
  return "P" + std::to_string(seat + 1);
}
// The seat (0-based) of a seat word of an n-player game, 'p' too if `any_case`.
inline std::optional<int> seat_of(std::string_view w, int n, bool any_case) {
  if (w.size() != 2 || !(w[0] == 'P' || (any_case && w[0] == 'p')) || w[1] < '1' || w[1] > '9')
    return std::nullopt;
  const int seat = w[1] - '1';
  if (seat >= n) return std::nullopt;
  return seat;
}

// ---- Fields and errors ------------------------------------------------------------------------

// An error: the message ("FIELD: what") and the span of the field it names.
struct Fail {
  std::string message;
  TextSpan where;
};

template <class T>
Expected<T> error_of(const Fail& f) {
  return make_error(f.message, f.where.at, f.where.size);
}

// One field as split: the name errors give it ("hand P2"), its keyword, its seat (-1 for a field
// not per seat), its words after the keyword (and the seat), its whole text.
struct Field {
  std::string name;
  std::string_view key;
  int seat;
  std::vector<std::string_view> words;
  std::string_view raw;
};

// The text being read and its fields: the errors, the first one kept, with where they point.
class Text {
 public:
  explicit Text(std::string_view text) : text_(text) {}

  std::string_view text() const { return text_; }
  // The field being split, or none (empty: errors find the field they name).
  void at(std::string_view raw) { current_ = raw; }

  // "FIELD: what", with where the field is: the one being split, or the first named FIELD.
  Fail failure(const std::string& field, const std::string& what) const {
    return {field + ": " + what,
            current_.empty() ? find_position_field(text_, field) : span_in(text_, current_)};
  }
  // Records the error (the first one only) and returns false.
  bool fail(const std::string& field, const std::string& what) {
    if (!error_) error_ = failure(field, what);
    return false;
  }
  const std::optional<Fail>& failed() const { return error_; }
  template <class T>
  Expected<T> error() const {
    return error_of<T>(error_.value_or(Fail{}));
  }

  const std::vector<Field>& fields() const { return fields_; }
  const Field* find(std::string_view name) const {
    for (const Field& f : fields_)
      if (f.name == name) return &f;
    return nullptr;
  }
  const Field* find_seat(std::string_view key, int seat) const {
    return find(std::string(key) + " " + seat_word(seat));
  }
  // Adds a field; false if one of its name is there already.
  bool add(Field f) {
    if (find(f.name)) return false;
    fields_.push_back(std::move(f));
    return true;
  }

 private:
  std::string_view text_;
  std::string_view current_;
  std::optional<Fail> error_;
  std::vector<Field> fields_;
};

// ---- Writing ----------------------------------------------------------------------------------

// One line of a position: the keyword, then each word after a blank, then the newline. An
// optional line (`if_words`) is left out when no word follows its keyword.
class Line {
 public:
  Line(std::string& out, std::string_view keyword, bool if_words = false)
      : out_(out), start_(out.size()), if_words_(if_words) {
    out_.append(keyword);
  }
  Line(const Line&) = delete;
  Line& operator=(const Line&) = delete;
  ~Line() {
    if (if_words_ && !words_)
      out_.resize(start_);
    else
      out_ += '\n';
  }
  Line& operator<<(std::string_view word) {
    out_.append(" ").append(word);
    ++words_;
    return *this;
  }

 private:
  std::string& out_;
  std::size_t start_;
  bool if_words_;
  int words_ = 0;
};

}  // namespace arbiter::position_kit
