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

std::optional<Fail> Reader::read() {
  const std::string_view text = t_.text();
  if (text.size() > kMaxPositionText)
    return fail("position",
                "longer than " + num(static_cast<int>(kMaxPositionText)) + " characters");
  bool any = false;
  std::optional<Fail> failed;
  position_kit::for_each_field(text, [&](std::string_view raw) {
    t_.at(raw);
    failed = field(raw, any);
    return !failed;
  });
  t_.at({});
  if (failed) return failed;
  if (!any) return fail("position", "empty: write at least the blocks, the King and the knights");
  return std::nullopt;
}

// One field split: its keyword known, its seat, written once.
std::optional<Fail> Reader::field(std::string_view line, bool& any) {
  const std::vector<std::string_view> words = position_kit::words_of(line, kMaxWords);
  if (words.size() > kMaxWords)
    return fail(clip(words[0]), "more than " + num(kMaxWords) + " words");
  if (words.empty()) return std::nullopt;
  any = true;
  const std::string_view key = words[0];
  const position_kit::FieldRule* rule = position_kit::rule_of(kFields, key);
  if (!rule) {
    std::string what = "unknown field";
    const auto near = nearest(position_kit::keywords(kFields), key, 1);
    if (!near.empty()) what += " (did you mean '" + near[0] + "'?)";
    return fail(clip(key), what + "; the fields are " + position_kit::keyword_list(kFields));
  }
  Field f{std::string(key), key, -1, {}, line};
  if (rule->per_seat) {
    if (words.size() < 2) return fail(f.name, "write the seat first: " + f.name + " P1 ...");
    auto seat = parse_seat(words[1]);
    if (!seat)
      return fail(f.name,
                  "'" + clip(words[1]) + "' is not a seat of this game (P1..P" + num(n_) + ")");
    f.seat = *seat;
    f.name += " " + seat_text(f.seat);
  }
  f.words.assign(words.begin() + (rule->per_seat ? 2 : 1), words.end());
  const std::string name = f.name;
  if (!t_.add(std::move(f))) return fail(name, "written twice");
  return std::nullopt;
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
  position_detail::Reader r(cfg, text);
  if (auto f = r.read()) return position_kit::error_of<State>(*f);
  return r.build();
}

std::string_view Torres::invariant_field(const Violation& v) {
  return position_kit::invariant_field(position_detail::kFields, v.rule);
}

}  // namespace arbiter::torres
