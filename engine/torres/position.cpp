// Torres positions (docs/notation.md, "Torres positions"): a state as a few lines of
// "keyword value...", written by position_text and read by parse_position. Every member of the
// State is either a field (left out at its default) or derived from the fields by the rules
// (supply, reserves, cached bitboards, the deck's unknown part, who moves the King, ...), so that
// every reachable state round-trips exactly.
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/suggest.h"
#include "engine/torres/geometry.h"
#include "engine/torres/position_internal.h"
#include "engine/torres/rules_internal.h"
#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace position_detail {

std::optional<Fail> Reader::read(std::string_view text) {
  text_ = text;
  if (text.size() > kMaxPositionText)
    return fail("position",
                "longer than " + num(static_cast<int>(kMaxPositionText)) + " characters");
  bool any = false;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find_first_of("\n;", start);
    if (end == std::string_view::npos) end = text.size();
    current_ = text.substr(start, end - start);
    if (auto f = field(current_, any)) return f;
    start = end + 1;
  }
  current_ = {};
  if (!any) return fail("position", "empty: write at least the blocks, the King and the knights");
  return std::nullopt;
}

std::optional<Fail> Reader::fail(const std::string& field, const std::string& what) const {
  return Fail{field + ": " + what,
              current_.empty() ? find_position_field(text_, field) : span_in(text_, current_)};
}

std::optional<Fail> Reader::field(std::string_view line, bool& any) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    const std::size_t b = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > b) {
      if (words.size() == kMaxWords)
        return fail(std::string(clip(words[0])), "more than " + num(kMaxWords) + " words");
      words.push_back(line.substr(b, i - b));
    }
  }
  if (words.empty()) return std::nullopt;
  any = true;
  const std::string_view key = words[0];
  if (std::find(kKeywords.begin(), kKeywords.end(), key) == kKeywords.end()) {
    std::vector<std::string> all(kKeywords.begin(), kKeywords.end());
    std::string what = "unknown field";
    const auto near = nearest(all, key, 1);
    if (!near.empty()) what += " (did you mean '" + near[0] + "'?)";
    std::string list;
    for (auto k : kKeywords) list += std::string(list.empty() ? "" : ", ") + std::string(k);
    return fail(clip(key), what + "; the fields are " + list);
  }
  Field f;
  f.name = std::string(key);
  std::size_t first = 1;
  int seat = -1;
  if (per_seat(key)) {
    if (words.size() < 2) return fail(f.name, "write the seat first: " + f.name + " P1 ...");
    if (auto s = parse_seat(words[1])) {
      seat = *s;
    } else {
      return fail(f.name,
                  "'" + clip(words[1]) + "' is not a seat of this game (P1..P" + num(n_) + ")");
    }
    f.name += " " + seat_text(seat);
    first = 2;
  }
  f.words.assign(words.begin() + static_cast<std::ptrdiff_t>(first), words.end());
  for (const Field& g : fields_)
    if (g.name == f.name) return fail(f.name, "written twice");
  fields_.push_back(std::move(f));
  return std::nullopt;
}

std::string Reader::clip(std::string_view w) {
  std::string out(w.substr(0, 24));
  if (w.size() > 24) out.append("...");  // appended, not `+`: GCC 12 warns on that (-Warray-bounds)
  return out;
}

std::optional<int> Reader::parse_seat(std::string_view w) const {
  if (w.size() != 2 || (w[0] != 'P' && w[0] != 'p') || w[1] < '1' || w[1] > '0' + n_)
    return std::nullopt;
  return w[1] - '1';
}

const Field* Reader::find(std::string_view name) const {
  for (const Field& f : fields_)
    if (f.name == name) return &f;
  return nullptr;
}
const Field* Reader::find_seat(std::string_view key, int seat) const {
  return find(std::string(key) + " " + seat_text(seat));
}

// Value parsers: a value, or the message (without the field name).
std::optional<int> Reader::number(std::string_view w, int lo, int hi) {
  if (w.empty() || w.size() > 9) return std::nullopt;
  int v = 0;
  for (char c : w) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  if (v < lo || v > hi) return std::nullopt;
  return v;
}
std::optional<Fail> Reader::one_value(const Field& f) const {
  if (f.words.size() != 1)
    return fail(f.name, "expected one value, got " + num(static_cast<int>(f.words.size())));
  return std::nullopt;
}
std::optional<Fail> Reader::get_number(const Field* f, int lo, int hi, int& out) const {
  if (!f) return std::nullopt;
  if (auto e = one_value(*f)) return e;
  auto v = number(f->words[0], lo, hi);
  if (!v)
    return fail(f->name,
                "'" + clip(f->words[0]) + "' is not a number from " + num(lo) + " to " + num(hi));
  out = *v;
  return std::nullopt;
}
std::optional<Fail> Reader::get_seat(const Field* f, int& out) const {
  if (!f) return std::nullopt;
  if (auto e = one_value(*f)) return e;
  auto v = parse_seat(f->words[0]);
  if (!v)
    return fail(f->name,
                "'" + clip(f->words[0]) + "' is not a seat of this game (P1..P" + num(n_) + ")");
  out = *v;
  return std::nullopt;
}
std::optional<Fail> Reader::get_flag(const Field* f, bool& out) const {
  if (!f) return std::nullopt;
  if (auto e = one_value(*f)) return e;
  const std::string_view w = f->words[0];
  if (w == "yes") {
    out = true;
  } else if (w == "no") {
    out = false;
  } else {
    return fail(f->name, "'" + clip(w) + "' is not yes or no");
  }
  return std::nullopt;
}
std::optional<Fail> Reader::get_square(const Field& f, std::string_view w, Square& out) const {
  auto q = parse_square(w);
  if (!q) return fail(f.name, "'" + clip(w) + "' is not a square a1..h8");
  out = *q;
  return std::nullopt;
}
std::optional<Fail> Reader::get_squares(const Field* f, Bitboard& out) const {
  if (!f) return std::nullopt;
  for (std::string_view w : f->words) {
    Square q = 0;
    if (auto e = get_square(*f, w, q)) return e;
    if (out & bit(q)) return fail(f->name, square_name(q).append(" is written twice"));
    out |= bit(q);
  }
  return std::nullopt;
}
std::optional<Fail> Reader::get_card(const Field& f, std::string_view w, int& out) const {
  auto c = parse_indexed(w, 'C', kCardKinds);
  if (!c) return fail(f.name, "'" + clip(w) + "' is not a card C1..C10");
  out = *c;
  return std::nullopt;
}

}  // namespace position_detail

Expected<State> Torres::parse_position(const Config& cfg, std::string_view text) {
  position_detail::Reader r(cfg);
  if (auto f = r.read(text)) return make_error(f->message, f->where.at, f->where.size);
  return r.build();
}

namespace {

// The invariants about one field of a position (docs/rules/torres.md, "Invariants").
struct InvariantField {
  std::string_view rule, field;
};
constexpr InvariantField kInvariantFields[] = {
    {"I-2", "blocks"},   {"I-3", "stacks"},  {"I-4", "blocks"},   {"I-5", "blocks"},
    {"I-11", "knights"}, {"I-12", "king"},   {"I-13", "knights"}, {"I-20", "ap"},
    {"I-21", "played"},  {"I-22", "hand"},   {"I-25", "stacks"},  {"I-28", "score"},
    {"I-29", "score"},   {"I-36", "blocks"},
};

}  // namespace

std::string_view Torres::invariant_field(const Violation& v) {
  for (const InvariantField& f : kInvariantFields)
    if (f.rule == v.rule) return f.field;
  return {};
}

}  // namespace arbiter::torres
