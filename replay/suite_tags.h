// The expectation tags of an edge-case record (replay/suite.h, docs/cli.md `test`), read and
// checked. A tag meant as an expectation but misspelled, empty or with a value that means nothing
// is an error of the case: skipping it would let the case pass unchecked.
#pragma once

#include <algorithm>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/core/options.h"
#include "engine/core/suggest.h"
#include "replay/record/record.h"
#include "replay/session.h"

namespace arbiter::replay {

inline const std::vector<std::string>& expectation_tags() {
  static const std::vector<std::string> names = {"ExpectedStatus", "ExpectedRule", "ExpectedLine",
                                                 "ExpectedMessage", "ExpectedHelp"};
  return names;
}

// What [ExpectedStatus] accepts, case-insensitively: each verdict's exit code and its word. Exit 2
// (a bad command line) is never a record's verdict, so it is not accepted.
struct StatusWord {
  const char* code;
  const char* word;
  const char* alias;  // nullptr when none
  Status status;
};
inline constexpr StatusWord kStatusWords[] = {{"0", "valid", "ok", Status::Ok},
                                              {"1", "illegal", nullptr, Status::Illegal},
                                              {"3", "malformed", nullptr, Status::Malformed},
                                              {"4", "options", nullptr, Status::BadOptions},
                                              {"5", "internal", nullptr, Status::Internal}};

// "0 (valid, ok), 1 (illegal), ...": the accepted values, for messages.
inline std::string status_words_list() {
  std::string s;
  for (const StatusWord& w : kStatusWords)
    s += std::string(s.empty() ? "" : ", ") + w.code + " (" + w.word +
         (w.alias ? std::string(", ") + w.alias : "") + ")";
  return s;
}

// The word of a status, as the runner shows it ("illegal"), or its code when it has none.
inline std::string status_word(Status s) {
  for (const StatusWord& w : kStatusWords)
    if (w.status == s) return w.word;
  return std::to_string(static_cast<int>(s));
}

// The status a tag value names, in any case: its code, its word or its alias.
inline std::optional<Status> status_named(const std::string& value) {
  const std::string v = lower_ascii(value);
  for (const StatusWord& w : kStatusWords)
    if (v == w.code || v == w.word || (w.alias && v == w.alias)) return w.status;
  return std::nullopt;
}

// An expected status read from a tag value, or the reason it means nothing, with the value meant:
// the same without its spaces (" 1" -> "1"), or the nearest word ("ilegal" -> "illegal").
inline std::variant<Status, std::string> read_status(const std::string& value) {
  if (std::optional<Status> s = status_named(value)) return *s;
  const std::size_t first = value.find_first_not_of(" \t"), last = value.find_last_not_of(" \t");
  const std::string trimmed =
      first == std::string::npos ? "" : value.substr(first, last - first + 1);
  std::vector<std::string> words;
  for (const StatusWord& w : kStatusWords) {
    words.emplace_back(w.word);
    if (w.alias) words.emplace_back(w.alias);
  }
  const std::vector<std::string> near = status_named(trimmed)
                                            ? std::vector<std::string>{trimmed}
                                            : nearest(words, lower_ascii(trimmed), 1);
  return "unknown status \"" + value + "\"" +
         (near.empty() ? "" : "; did you mean \"" + near[0] + "\"?") + " (one of " +
         status_words_list() + ")";
}

// A tag meant as an expectation: one that starts like one ("Expect...", "expected...") or one a
// typo away from a known one (edit distance within the "did you mean" threshold: "ExpectdRule",
// "ExpectedMesage"). Metadata tags (Event, Seed, Site, GameIndex, ...) are far from them all.
inline bool looks_like_expectation(const std::string& name) {
  return lower_ascii(name).starts_with("expect") || !nearest(expectation_tags(), name, 1).empty();
}

// What a record states it must give.
struct Expectations {
  std::optional<Status> status;
  std::string rule;
  std::int64_t line = 0;  // 0: not stated
  std::string message;
  std::string help;
  // Some tag says the record fails (any tag but a status that says it is valid).
  bool expects_error() const {
    return (status && *status != Status::Ok) || !rule.empty() || line > 0 || !message.empty() ||
           !help.empty();
  }
};

// Why a record's expectation tags cannot be run: the tag's place and what is wrong with it.
struct TagProblem {
  record::Location at;
  std::string message;
};

// A line number: digits only, at least 1.
inline std::int64_t read_line_number(const std::string& value) {
  if (value.empty() || value.size() > 18 || value.find_first_not_of("0123456789") != value.npos)
    return 0;
  return std::stoll(value);
}

// Reads one known expectation tag into `e`; a bad value is a problem.
inline std::optional<TagProblem> read_expectation(const record::Tag& t, Expectations& e) {
  const std::string shown = "[" + t.name + " " + record::quote_tag_value(t.value) + "]";
  // Spaces alone are no words: [ExpectedMessage " "] would match every message.
  if (t.value.find_first_not_of(" \t") == std::string::npos)
    return TagProblem{t.at, shown + ": an expectation needs a value"};
  if (t.name == "ExpectedStatus") {
    std::variant<Status, std::string> s = read_status(t.value);
    if (auto* why = std::get_if<std::string>(&s)) return TagProblem{t.at, shown + ": " + *why};
    e.status = std::get<Status>(s);
  } else if (t.name == "ExpectedLine") {
    e.line = read_line_number(t.value);
    if (e.line == 0) return TagProblem{t.at, shown + ": not a line number (1, 2, ...)"};
  } else if (t.name == "ExpectedRule") {
    e.rule = t.value;
  } else if (t.name == "ExpectedMessage") {
    e.message = t.value;
  } else {
    e.help = t.value;
  }
  return std::nullopt;
}

// "unknown expectation tag [ExpectdRule]; did you mean [ExpectedRule]?"
inline std::string unknown_expectation(const std::string& name) {
  const std::vector<std::string> near = nearest(expectation_tags(), name, 1);
  std::string known;
  for (const std::string& k : expectation_tags()) known += (known.empty() ? "[" : ", [") + k + "]";
  return "unknown expectation tag [" + name + "]" +
         (near.empty() ? " (known: " + known + ")" : "; did you mean [" + near[0] + "]?");
}

// The expectations the tags state, or the first problem with them: a tag that looks meant as an
// expectation but is none, a bad value, a valid status beside an error's details. (A tag given
// twice is a syntax error of the record: record::parse refuses it.)
inline std::variant<Expectations, TagProblem> read_expectations(
    const std::vector<record::Tag>& tags) {
  Expectations e;
  const record::Tag* status_tag = nullptr;
  for (const record::Tag& t : tags) {
    const auto& known = expectation_tags();
    if (std::find(known.begin(), known.end(), t.name) == known.end()) {
      if (looks_like_expectation(t.name)) return TagProblem{t.at, unknown_expectation(t.name)};
      continue;
    }
    if (auto problem = read_expectation(t, e)) return *problem;
    if (t.name == "ExpectedStatus") status_tag = &t;
  }
  if (status_tag && e.status == Status::Ok && e.expects_error())
    return TagProblem{status_tag->at, "[ExpectedStatus " +
                                          record::quote_tag_value(status_tag->value) +
                                          "] says the record is valid, but another Expected* tag "
                                          "describes its error"};
  return e;
}

// Skips the byte order mark the record reader skips, if `in` starts with one.
inline void skip_bom(std::istream& in) {
  char bom[3] = {};
  in.read(bom, 3);
  if (std::string_view(bom, static_cast<std::size_t>(in.gcount())) == "\xEF\xBB\xBF") return;
  in.clear();
  in.seekg(0);
}

// The word after a '[' as written (up to white space, a quote or a bracket; at most twice a tag
// name's bound), and `name`, its ASCII letters, digits and '_'.
inline std::string read_tag_word(std::istream& in, std::string& name) {
  std::string raw;
  for (int n = in.peek(); n != std::char_traits<char>::eof(); n = in.peek()) {
    if (n == ' ' || n == '\t' || n == '\n' || n == '\r' || n == '"' || n == '[' || n == ']') break;
    if (raw.size() > 2 * record::kMaxTagName) break;
    raw += static_cast<char>(in.get());
    if ((n >= 'a' && n <= 'z') || (n >= 'A' && n <= 'Z') || (n >= '0' && n <= '9') || n == '_')
      name += static_cast<char>(n);
  }
  return raw;
}

// A tag that looks meant as an expectation in the text `in` holds, on line `from` or after, and is
// none of the tags `read`: after a syntax error the reader stops, so an expectation tag beyond
// it ([ExpectedRule "..."] after a bad tag, a duplicate, a tag after the moves) was never read
// and the case would pass unchecked. A look-alike letter ("[\u0415xpectedRule", a Cyrillic E)
// does not hide it: its ASCII name characters are matched; the tag returned has the name as
// written. Reads the stream once from its start; lines are counted as the reader counts them.
inline std::optional<record::Tag> unread_expectation(std::istream& in, std::int64_t from,
                                                     const std::vector<record::Tag>& read) {
  skip_bom(in);
  record::Location here{1, 1};
  for (int c = in.get(); c != std::char_traits<char>::eof(); c = in.get()) {
    if (c == '\n' || (c == '\r' && in.peek() != '\n')) {
      here = {here.line + 1, 1};
      continue;
    }
    const record::Location at = here;
    ++here.col;
    if (c != '[' || at.line < from) continue;
    std::string name;
    const std::string raw = read_tag_word(in, name);
    here.col += static_cast<std::int64_t>(raw.size());
    const bool was_read = std::any_of(read.begin(), read.end(), [&](const record::Tag& t) {
      return t.at.line == at.line && t.at.col == at.col;
    });
    if (!name.empty() && !was_read && looks_like_expectation(name))
      return record::Tag{raw, "", at, at, {}};
  }
  return std::nullopt;
}

}  // namespace arbiter::replay
