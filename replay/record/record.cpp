#include "replay/record/record.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <istream>
#include <unordered_map>

namespace arbiter::record {

const Tag* Record::find_tag(std::string_view name) const {
  for (const Tag& t : tags)
    if (t.name == name) return &t;
  return nullptr;
}

namespace {

// The text being read: all of it in memory (a view), or a stream read a block at a time, so a
// record read from a file never needs its whole text in memory.
struct ViewSource {
  std::string_view text;
  std::size_t pos = 0;
  bool has(std::size_t ahead) { return pos + ahead < text.size(); }
  char at(std::size_t ahead) const { return text[pos + ahead]; }
  void next() { ++pos; }
};

struct StreamSource {
  std::istream& in;
  std::size_t block;
  std::string buf = std::string(block, '\0');
  std::size_t begin = 0, end = 0;
  bool eof = false;
  bool has(std::size_t ahead) {
    if (begin + ahead < end) return true;
    if (eof) return false;
    // Keep the unread bytes, then fill the rest of the block.
    buf.erase(0, begin);
    end -= begin;
    begin = 0;
    buf.resize(std::max(block, ahead + 1));
    while (end <= ahead && !eof) {
      in.read(buf.data() + end, static_cast<std::streamsize>(buf.size() - end));
      const auto got = static_cast<std::size_t>(in.gcount());
      end += got;
      if (got == 0) eof = true;
    }
    return begin + ahead < end;
  }
  char at(std::size_t ahead) const { return buf[begin + ahead]; }
  void next() { ++begin; }
};

template <class Source>
struct Cursor {
  Source src;
  std::uint64_t max_bytes = kMaxRecordBytes;
  std::int64_t line = 1, col = 1;
  std::uint64_t read = 0;
  bool over = false;  // more than max_bytes: the text is done for every loop of the reader

  bool done() {
    if (!src.has(0)) return true;
    if (read >= max_bytes) over = true;
    return over;
  }
  char peek() const { return src.at(0); }
  // A line ends at LF, at CRLF (the CR is then white space), and at a lone CR (old Mac files).
  bool at_eol() {
    return src.at(0) == '\n' || (src.at(0) == '\r' && (!src.has(1) || src.at(1) != '\n'));
  }
  void advance() {
    if (at_eol()) {
      ++line;
      col = 1;
    } else {
      ++col;
    }
    ++read;
    src.next();
  }
  Location here() const { return {line, col}; }
};

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The quoted value of tag `name` (that began at `start`), the cursor past its opening quote: its
// bytes into `value`, the offsets of the escaped ones into `escaped`; it stops on the closing
// quote.
template <class C>
bool read_tag_value(C& c, const std::string& name, Location start, std::string& value,
                    std::vector<std::size_t>& escaped, SyntaxError& err) {
  while (!c.done() && c.peek() != '"') {
    if (value.size() == kMaxTagValue) {
      err = {start, "the value of tag [" + name + "] is longer than " +
                        std::to_string(kMaxTagValue) + " bytes"};
      return false;
    }
    if (c.at_eol()) {
      err = {c.here(), "unterminated value in tag [" + name + "]"};
      return false;
    }
    if (c.peek() == '\\') {
      c.advance();
      if (c.done()) break;
      if (c.peek() == '\n' || c.peek() == '\r') {  // the grammar: a value is one line
        err = {c.here(), "a tag value cannot continue on the next line: [" + name + "]"};
        return false;
      }
      escaped.push_back(value.size());
    }
    value += c.peek();
    c.advance();
  }
  if (c.done()) {
    err = {c.here(), "unterminated value in tag [" + name + "]"};
    return false;
  }
  return true;
}

// [Name "value"]; the cursor is on '['.
// `seen`: the index in r.tags of each name so far, so a duplicate is found in constant time.
template <class C>
bool parse_tag(C& c, Record& r, std::unordered_map<std::string, std::size_t>& seen,
               SyntaxError& err) {
  const Location start = c.here();
  if (r.tags.size() == kMaxTags) {
    err = {start, "more than " + std::to_string(kMaxTags) + " header tags"};
    return false;
  }
  c.advance();
  std::string name;
  while (!c.done() && (std::isalnum(static_cast<unsigned char>(c.peek())) || c.peek() == '_')) {
    if (name.size() == kMaxTagName) {
      err = {start, "a tag name longer than " + std::to_string(kMaxTagName) + " bytes"};
      return false;
    }
    name += c.peek();
    c.advance();
  }
  if (!c.done() && static_cast<unsigned char>(c.peek()) >= 0x80) {
    // A look-alike letter (Cyrillic Е for E) shows as the name meant: say which byte it is.
    static constexpr char kHex[] = "0123456789ABCDEF";
    const auto b = static_cast<unsigned char>(c.peek());
    err = {c.here(), std::string("a tag name is ASCII letters, digits and '_': byte 0x") +
                         kHex[b >> 4] + kHex[b & 15] +
                         " here is not ASCII (a look-alike of a Latin letter?)"};
    return false;
  }
  if (name.empty()) {
    err = {c.here(), "expected a tag name after '['"};
    return false;
  }
  while (!c.done() && (c.peek() == ' ' || c.peek() == '\t')) c.advance();
  if (c.done() || c.peek() != '"') {
    err = {c.here(), "expected a quoted value in tag [" + name + " \"...\"]"};
    return false;
  }
  c.advance();
  const Location value_at = c.here();
  std::string value;
  std::vector<std::size_t> escaped;
  if (!read_tag_value(c, name, start, value, escaped, err)) return false;
  c.advance();
  while (!c.done() && (c.peek() == ' ' || c.peek() == '\t')) c.advance();
  if (c.done() || c.peek() != ']') {
    err = {c.here(), "expected ']' to close tag [" + name + "]"};
    return false;
  }
  c.advance();
  if (const auto it = seen.find(name); it != seen.end()) {
    err = {start, "tag [" + name + "] appears twice (first on line " +
                      std::to_string(r.tags[it->second].at.line) + ")"};
    return false;
  }
  seen.emplace(name, r.tags.size());
  r.tags.push_back({name, std::move(value), start, value_at, std::move(escaped)});
  return true;
}

// A token or a score: the text up to white space or a comment. False when it is longer than
// kMaxToken (the cursor then stops inside it).
bool ends_word(char c) {
  return is_space(c) || c == ';' || c == '{' || c == '%';
}
template <class C>
bool read_word(C& c, std::string& out) {
  while (!c.done() && !ends_word(c.peek())) {
    if (out.size() == kMaxToken) return false;
    out += c.peek();
    c.advance();
  }
  return true;
}
std::string too_long(std::string_view what) {
  return std::string(what) + " longer than " + std::to_string(kMaxToken) + " bytes";
}

bool is_move_number(std::string_view t) {
  if (t.size() < 2 || t.back() != '.') return false;
  for (std::size_t i = 0; i + 1 < t.size(); ++i)
    if (t[i] < '0' || t[i] > '9') return false;
  return true;
}

// The two kinds of token that are not actions (replay/marks.h reads them): a checkpoint
// `?key=value` and a seat mark `P2:` for the rest of its line.
bool is_checkpoint_token(std::string_view t) {
  return t.size() > 1 && t[0] == '?';
}
bool is_line_mark(std::string_view t) {
  return t.size() == 3 && t[0] == 'P' && t[1] >= '1' && t[1] <= '9' && t[2] == ':';
}

// The scores after `result` (at `at`), on its line, into r.result; false with `err` when they are
// missing, not integers or too many.
template <class C>
bool read_scores(C& c, Record& r, Location at, SyntaxError& err) {
  for (;;) {
    while (!c.done() && !c.at_eol() && is_space(c.peek())) c.advance();
    if (c.done() || c.at_eol() || c.peek() == ';' || c.peek() == '{' || c.peek() == '%') break;
    const Location sat = c.here();
    if (r.result.size() == kMaxScores) {
      err = {sat, "more than " + std::to_string(kMaxScores) + " scores after result"};
      return false;
    }
    std::string num;
    if (!read_word(c, num)) {
      err = {sat, too_long("a score")};
      return false;
    }
    int v = 0;
    auto [p, ec] = std::from_chars(num.data(), num.data() + num.size(), v);
    if (ec != std::errc{} || p != num.data() + num.size()) {
      err = {sat, "result expects the final scores as integers, got '" + num + "'"};
      return false;
    }
    r.result.push_back(v);
  }
  if (r.result.empty()) {
    err = {at, "result expects the final scores, e.g. 'result 45 38'"};
    return false;
  }
  return true;
}

template <class C>
ParseResult parse_from(C& c, const BoundsFor& bounds_for) {
  ParseResult out;
  Record& r = out.record;
  // A UTF-8 byte order mark (Windows editors write one) is not part of the record.
  if (c.src.has(2) && c.peek() == '\xEF' && c.src.at(1) == '\xBB' && c.src.at(2) == '\xBF')
    for (int i = 0; i < 3; ++i) c.src.next();
  Bounds bounds;
  std::size_t tokens = 0, actions = 0;
  bool in_body = false;
  std::unordered_map<std::string, std::size_t> seen_tags;
  // Past max_bytes every loop of the reader stops as at the end: that is the error, wherever.
  auto fail = [&](Location at, std::string msg) {
    out.ok = false;
    if (c.over) {
      at = c.here();
      msg = "the record goes on past " + std::to_string(c.max_bytes >> 20) +
            " MiB (white space and comments count): no record is that long";
    }
    out.error = {at, std::move(msg)};
    return out;
  };
  while (!c.done()) {
    const char ch = c.peek();
    if (is_space(ch)) {
      c.advance();
      continue;
    }
    if (ch == ';' || ch == '%') {  // comment to end of line
      while (!c.done() && !c.at_eol()) c.advance();
      continue;
    }
    if (ch == '{') {  // comment, may span lines
      const Location start = c.here();
      while (!c.done() && c.peek() != '}') c.advance();
      if (c.done()) return fail(start, "unterminated comment '{' (missing '}')");
      c.advance();
      continue;
    }
    if (ch == '}') return fail(c.here(), "'}' without an opening '{'");
    if (ch == '[') {
      if (in_body) return fail(c.here(), "header tag after the first action: tags come first");
      SyntaxError err;
      if (!parse_tag(c, r, seen_tags, err)) return fail(err.at, err.message);
      continue;
    }
    // A token: up to white space or a comment.
    const Location at = c.here();
    std::string tok;
    if (!read_word(c, tok)) return fail(at, too_long("a token"));
    if (r.ending != Ending::Missing)
      return fail(
          at, "'" + tok + "' after the record's ending on line " + std::to_string(r.end_at.line));
    if (!in_body && bounds_for) bounds = bounds_for(r.tags);
    in_body = true;
    if (is_move_number(tok)) continue;
    if (tok == "stop") {
      r.ending = Ending::Stop;
      r.end_at = at;
      continue;
    }
    if (tok == "result") {
      r.ending = Ending::Result;
      r.end_at = at;
      SyntaxError err;
      if (!read_scores(c, r, at, err)) return fail(err.at, err.message);
      continue;
    }
    // Past a bound the rest of the text is not read: whoever replays the record reports it.
    const bool action = !is_checkpoint_token(tok) && !is_line_mark(tok);
    if (++tokens > bounds.tokens || (action && ++actions > bounds.actions)) {
      r.actions.push_back({tok, at});
      r.cut = true;
      return out;
    }
    r.actions.push_back({tok, at});
  }
  if (c.over) return fail(c.here(), "");
  if (r.ending == Ending::Missing) r.end_at = c.here();
  return out;
}

}  // namespace

ParseResult parse(std::string_view text, const BoundsFor& bounds) {
  Cursor<ViewSource> c{ViewSource{text}};
  return parse_from(c, bounds);
}

ParseResult parse(std::istream& in, const BoundsFor& bounds, std::size_t block,
                  std::uint64_t max_bytes) {
  Cursor<StreamSource> c{StreamSource{in, std::max<std::size_t>(block, 1)}, max_bytes};
  return parse_from(c, bounds);
}

std::string quote_tag_value(std::string_view v) {
  std::string q = "\"";
  for (char ch : v) {
    if (ch == '"' || ch == '\\') q += '\\';
    q += ch == '\n' || ch == '\r' ? ' ' : ch;  // a value is one line (CR ends one too)
  }
  return q + "\"";
}

std::string write(const std::vector<std::pair<std::string, std::string>>& tags,
                  const std::vector<ActionLine>& lines, Ending ending,
                  const std::vector<int>& result) {
  std::string out;
  for (const auto& [name, value] : tags) out += "[" + name + " " + quote_tag_value(value) + "]\n";
  out += "\n";
  for (const ActionLine& line : lines) {
    if (!line.comment.empty()) out += "; " + line.comment + "\n";
    std::string text;
    for (const std::string& t : line.tokens) text += (text.empty() ? "" : " ") + t;
    if (!text.empty()) out += text + "\n";
  }
  if (ending == Ending::Stop) out += "stop\n";
  if (ending == Ending::Result) {
    out += "result";
    for (int v : result) out += " " + std::to_string(v);
    out += "\n";
  }
  return out;
}

}  // namespace arbiter::record
