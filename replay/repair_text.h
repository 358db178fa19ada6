// The text side of `replay validate --repair` (replay/repair.h): an edit of a record's tokens, the
// record's text with the edit made, and the unified diff that patch(1) applies to the file.
//
// Tokens are located as the record reader counts (replay/record): a line ends at LF, CRLF or a
// lone CR, and a UTF-8 byte order mark is not part of line 1's columns. The diff counts lines as
// patch does (LF only), marks a last line without LF, and quotes a file name that could be read
// otherwise (a newline, a quote, a space, a byte past ASCII), as git does; GNU patch reads it.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "replay/record/record.h"
#include "replay/replay.h"

namespace arbiter::replay {

// InsertSeq: two actions, or three that make a whole turn starting with a draw.
// Ending: the record's ending line replaced (`result` with the engine's scores, or `stop`).
enum class EditKind : unsigned char { Delete, Swap, Replace, Insert, InsertSeq, Ending };

// An edit of the record's tokens (every token: actions, seat marks, checkpoints).
struct Edit {
  EditKind kind = EditKind::Delete;
  std::size_t pos = 0;            // index of the token edited (Insert: inserted before it)
  std::vector<std::string> text;  // Replace: 1 token; Insert: 1; InsertSeq: 2 or 3; Ending: 1
  bool after_previous = false;    // Insert*: written at the end of the previous token's line
  bool own_line = false;          // Insert*: written as a line of its own before the token's line
};

namespace repair_text {

inline bool has_bom(std::string_view text) {
  return text.substr(0, 3) == "\xEF\xBB\xBF";
}

// Byte offset in `text` of a location the record reader gave.
inline std::size_t offset_of(std::string_view text, record::Location at) {
  std::size_t pos = has_bom(text) ? 3 : 0;
  for (std::int64_t line = 1; line < at.line; ++line) {
    const std::size_t eol = text.find_first_of("\r\n", pos);
    if (eol == std::string_view::npos) return text.size();
    pos = eol + (text.substr(eol, 2) == "\r\n" ? 2 : 1);
  }
  return std::min(text.size(),
                  pos + static_cast<std::size_t>(std::max<std::int64_t>(at.col - 1, 0)));
}

// The text's own line end (its first one; LF for a text of one line), for lines an edit adds.
inline std::string_view line_end(std::string_view text) {
  const std::size_t eol = text.find_first_of("\r\n");
  if (eol == std::string_view::npos || text[eol] == '\n') return "\n";
  return text.substr(eol, 2) == "\r\n" ? "\r\n" : "\r";
}

inline bool ends_line(std::string_view text) {
  return !text.empty() && (text.back() == '\n' || text.back() == '\r');
}

inline std::string joined(const std::vector<std::string>& tokens) {
  std::string s;
  for (const std::string& t : tokens) s += (s.empty() ? "" : " ") + t;
  return s;
}

// The end of the ending's words (`result 45 38`): up to a comment or the line's end, less the
// white space before it.
inline std::size_t ending_end(std::string_view text, std::size_t at) {
  std::size_t end = text.find_first_of("\r\n;{%", at);
  if (end == std::string_view::npos) end = text.size();
  while (end > at && (text[end - 1] == ' ' || text[end - 1] == '\t')) --end;
  return end;
}

// Patch's lines: each up to and with its LF (the last one may lack it).
inline std::vector<std::string_view> patch_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  for (std::size_t pos = 0; pos < text.size();) {
    const std::size_t nl = text.find('\n', pos);
    const std::size_t end = nl == std::string_view::npos ? text.size() : nl + 1;
    lines.push_back(text.substr(pos, end - pos));
    pos = end;
  }
  return lines;
}

// One line of a hunk: its mark, the line, and patch's note when it has no LF.
inline void hunk_line(std::string& d, char mark, std::string_view line) {
  d += mark;
  d += line;
  if (line.empty() || line.back() != '\n') d += "\n\\ No newline at end of file\n";
}

}  // namespace repair_text

// The record's text with the edit made. `rec` is the record parsed from `text`.
inline std::string apply_edit(std::string_view text, const record::Record& rec, const Edit& e) {
  using namespace repair_text;
  std::string out(text);
  const auto& tok = rec.actions;
  if (e.kind == EditKind::Ending) {
    if (rec.ending == record::Ending::Missing) {
      const std::string eol(line_end(text));
      return out + (out.empty() || ends_line(out) ? "" : eol) + e.text[0] + eol;
    }
    const std::size_t at = offset_of(text, rec.end_at);
    out.replace(at, ending_end(text, at) - at, e.text[0]);
    return out;
  }
  if (e.kind == EditKind::Insert || e.kind == EditKind::InsertSeq) {
    if (e.own_line && e.pos < tok.size()) {
      out.insert(offset_of(text, {tok[e.pos].at.line, 1}),
                 joined(e.text) + std::string(line_end(text)));
    } else if (e.after_previous && e.pos > 0) {
      out.insert(offset_of(text, tok[e.pos - 1].at) + tok[e.pos - 1].text.size(),
                 " " + joined(e.text));
    } else if (e.pos < tok.size()) {
      out.insert(offset_of(text, tok[e.pos].at), joined(e.text) + " ");
    } else if (!tok.empty()) {  // after the last token, on its line
      out.insert(offset_of(text, tok.back().at) + tok.back().text.size(), " " + joined(e.text));
    } else {  // no token yet: a line of its own before the ending
      out.insert(offset_of(text, rec.end_at), joined(e.text) + std::string(line_end(text)));
    }
    return out;
  }
  const std::size_t at = offset_of(text, tok[e.pos].at);
  switch (e.kind) {
    case EditKind::Replace:
      out.replace(at, tok[e.pos].text.size(), e.text[0]);
      break;
    case EditKind::Delete: {
      std::size_t end = at + tok[e.pos].text.size();
      std::size_t begin = at;
      // Take the spaces after the token (or, at the end of a line, those before it).
      if (end < out.size() && (out[end] == ' ' || out[end] == '\t')) {
        while (end < out.size() && (out[end] == ' ' || out[end] == '\t')) ++end;
      } else {
        while (begin > 0 && (out[begin - 1] == ' ' || out[begin - 1] == '\t')) --begin;
      }
      out.erase(begin, end - begin);
      break;
    }
    case EditKind::Swap: {  // the later token first, so the earlier offset stays valid
      const std::size_t at2 = offset_of(text, tok[e.pos + 1].at);
      out.replace(at2, tok[e.pos + 1].text.size(), tok[e.pos].text);
      out.replace(at, tok[e.pos].text.size(), tok[e.pos + 1].text);
      break;
    }
    default:
      break;
  }
  return out;
}

// A file name as diff headers and messages write it: as is when it is plain (letters, digits,
// `-_./+,:@=~%`), else quoted C-style as git quotes it ("a\nb", "\303\251"), which GNU patch reads
// back: a name cannot end a header line early, start a forged one or drive a terminal.
inline std::string quote_name(std::string_view name) {
  auto plain = [](unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           std::string_view("-_./+,:@=~%").find(static_cast<char>(c)) != std::string_view::npos;
  };
  if (!name.empty() && std::all_of(name.begin(), name.end(),
                                   [&](char c) { return plain(static_cast<unsigned char>(c)); }))
    return std::string(name);
  std::string q = "\"";
  for (char ch : name) {
    const auto c = static_cast<unsigned char>(ch);
    const std::string_view named = c == '"'    ? "\\\""
                                   : c == '\\' ? "\\\\"
                                   : c == '\n' ? "\\n"
                                   : c == '\t' ? "\\t"
                                   : c == '\r' ? "\\r"
                                               : "";
    if (!named.empty()) {
      q += named;
    } else if (c < 0x20 || c >= 0x7f) {  // octal, three digits
      q += '\\';
      q += static_cast<char>('0' + (c >> 6));
      q += static_cast<char>('0' + ((c >> 3) & 7));
      q += static_cast<char>('0' + (c & 7));
    } else {
      q += ch;
    }
  }
  return q + "\"";
}

// GNU patch ignores a header's file name that is absolute or has a `..` component, as unsafe: a
// diff of such a record applies only when patch is given the file (`patch FILE < fix.patch`).
inline bool patch_ignores_name(std::string_view name) {
  if (name.starts_with('/')) return true;
  for (std::size_t at = 0; at <= name.size();) {
    const std::size_t end = std::min(name.find('/', at), name.size());
    if (name.substr(at, end - at) == "..") return true;
    at = end + 1;
  }
  return false;
}

// A unified diff of two texts that differ in one stretch of lines, with 2 lines of context,
// naming the file `name` (quoted as quote_name does).
inline std::string unified_diff(std::string_view before, std::string_view after,
                                std::string_view name) {
  using namespace repair_text;
  const auto a = patch_lines(before), b = patch_lines(after);
  std::size_t first = 0;
  while (first < a.size() && first < b.size() && a[first] == b[first]) ++first;
  std::size_t ea = a.size(), eb = b.size();
  while (ea > first && eb > first && a[ea - 1] == b[eb - 1]) --ea, --eb;
  if (first == ea && first == eb) return "";
  const std::size_t from = first >= 2 ? first - 2 : 0;
  const std::size_t to_a = std::min(a.size(), ea + 2), to_b = std::min(b.size(), eb + 2);
  // A range of no lines is numbered by the line before it (`-0,0` for an empty file).
  auto range = [&](std::size_t count) {
    return std::to_string(count == 0 ? from : from + 1) + "," + std::to_string(count);
  };
  const std::string shown = quote_name(name);
  std::string d = "--- " + shown + "\n+++ " + shown + " (repaired)\n";
  d += "@@ -" + range(to_a - from) + " +" + range(to_b - from) + " @@\n";
  for (std::size_t i = from; i < first; ++i) hunk_line(d, ' ', a[i]);
  for (std::size_t i = first; i < ea; ++i) hunk_line(d, '-', a[i]);
  for (std::size_t i = first; i < eb; ++i) hunk_line(d, '+', b[i]);
  for (std::size_t i = ea; i < to_a; ++i) hunk_line(d, ' ', a[i]);
  return d;
}

// "delete `S3` at line 4, col 12", for the proposal's heading (a long token clipped).
inline std::string describe_edit(const record::Record& rec, const Edit& e) {
  auto where = [&](std::size_t i) {
    if (i >= rec.actions.size()) return std::string("at the end of the actions");
    return "line " + std::to_string(rec.actions[i].at.line) + ", col " +
           std::to_string(rec.actions[i].at.col);
  };
  auto q = [](std::string_view t) { return "`" + clip(std::string(t), 60) + "`"; };
  switch (e.kind) {
    case EditKind::Delete:
      return "delete " + q(rec.actions[e.pos].text) + " at " + where(e.pos);
    case EditKind::Swap:
      return "swap " + q(rec.actions[e.pos].text) + " and " + q(rec.actions[e.pos + 1].text) +
             " at " + where(e.pos);
    case EditKind::Replace:
      return "replace " + q(rec.actions[e.pos].text) + " by " + q(e.text[0]) + " at " +
             where(e.pos);
    case EditKind::Ending:
      return "end the record with " + q(e.text[0]) +
             (rec.ending == record::Ending::Missing
                  ? ""
                  : " at line " + std::to_string(rec.end_at.line));
    case EditKind::Insert:
    case EditKind::InsertSeq: {
      const std::string what = repair_text::joined(e.text);
      if (e.own_line && e.pos < rec.actions.size())
        return "insert " + q(what) + " as a line of its own before line " +
               std::to_string(rec.actions[e.pos].at.line);
      if (e.after_previous && e.pos > 0)
        return "insert " + q(what) + " at the end of line " +
               std::to_string(rec.actions[e.pos - 1].at.line);
      return "insert " + q(what) + (e.pos < rec.actions.size() ? " before " : " ") + where(e.pos);
    }
  }
  return "";
}

}  // namespace arbiter::replay
