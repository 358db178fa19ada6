// Comuni positions (docs/notation.md, "Comuni positions"): a state written by hand in a few
// lines, "keyword value..." per field, fields separated by newlines or ';'. Fields at their usual
// value are left out; what the rules or the invariants fix (the supply, envoys in stock, VP, hero
// values, the pawn, pile sizes, the invasion count, who commits next) is computed, not written.
// position_text writes the canonical text (fixed field order, defaults left out); parse_position
// reads it back to an equal State, or names the field that is wrong. The caller then runs
// check_invariants, which rejects a position that breaks an invariant with its rule id.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "engine/comuni/comuni.h"
#include "engine/comuni/position_internal.h"
#include "engine/core/suggest.h"

namespace arbiter::comuni {
namespace position_detail {

bool Reader::fail(const std::string& field, const std::string& what) {
  err_ = field + ": " + what;
  err_at_ = current_.empty() ? find_position_field(text_, field) : span_in(text_, current_);
  return false;
}

const Field* Reader::field(std::string_view key) const {
  for (const Field& f : fields_)
    if (f.key == key) return &f;
  return nullptr;
}

std::string Reader::seat_name(int q) const {
  if (q < 0 || q >= static_cast<int>(comuni_.size())) return "seat " + num(q + 1);
  return d_.comuni[ix(comuni_[ix(q)] - 1)].name;
}

std::optional<int> Reader::comune_number(std::string_view name) const {
  for (int c = 0; c < kComuni; ++c)
    if (same_word(d_.comuni[ix(c)].name, name)) return c + 1;
  return std::nullopt;
}

// A seat named by its comune, for field `where`.
bool Reader::seat(const std::string& where, std::string_view name, int& out) {
  if (auto c = comune_number(name)) {
    for (std::size_t q = 0; q < comuni_.size(); ++q)
      if (comuni_[q] == *c) {
        out = static_cast<int>(q);
        return true;
      }
    return fail(where,
                std::string(d_.comuni[ix(*c - 1)].name) + " is not in play (" + in_play() + ")");
  }
  return fail(where, shown(name) + " is not a comune (" + in_play() + ")");
}

std::string Reader::in_play() const {
  if (comuni_.empty()) return "no comune drawn yet";
  std::string t = "comuni in play:";
  for (std::size_t q = 0; q < comuni_.size(); ++q) t += " " + seat_name(static_cast<int>(q));
  return t;
}

bool Reader::number(const std::string& where, std::string_view tok, int lo, int hi, int& out,
                    const std::string& what) {
  auto v = count_of(tok);
  if (!v || *v < lo || *v > hi)
    return fail(where,
                what + " " + shown(tok) + " is not a number from " + num(lo) + " to " + num(hi));
  out = *v;
  return true;
}

bool Reader::arity(const Field& f, std::size_t lo, std::size_t hi, const std::string& usage) {
  if (f.values.size() < lo || f.values.size() > hi)
    return fail(std::string(f.key), "expected `" + usage + "`");
  return true;
}

// ---- Splitting ----------------------------------------------------------------------------

bool Reader::split(std::string_view text) {
  if (text.size() > kMaxText)
    return fail("position", num(static_cast<int>(std::min<std::size_t>(text.size(), 99999999))) +
                                " characters, at most " + num(static_cast<int>(kMaxText)));
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find_first_of(";\n", start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view raw = text.substr(start, end - start);
    start = end + 1;
    current_ = raw;
    Field f;
    f.raw = raw;
    std::size_t i = 0;
    while (i < raw.size()) {
      while (i < raw.size() && (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\r')) ++i;
      std::size_t j = i;
      while (j < raw.size() && raw[j] != ' ' && raw[j] != '\t' && raw[j] != '\r') ++j;
      if (j > i) {
        const std::string_view tok = raw.substr(i, j - i);
        if (tok.size() > kMaxToken)
          return fail(f.key.empty() ? "position" : clip(f.key),
                      shown(tok) + " is too long for a word of a position");
        if (f.key.empty()) {
          f.key = tok;
        } else {
          if (f.values.size() >= kMaxTokens)
            return fail(clip(f.key), "more than " + num(kMaxTokens) + " values");
          f.values.push_back(tok);
        }
      }
      i = j;
    }
    if (f.key.empty()) continue;
    if (!is_field(f.key) && !comune_number(f.key)) {
      std::vector<std::string> words(std::begin(kFields), std::end(kFields));
      for (const ComuneData& c : d_.comuni) words.push_back(c.name);
      const auto near = nearest(words, f.key, 2);
      return fail(
          clip(f.key),
          "unknown field" + (near.empty() ? std::string(" (a field is a keyword such as comuni, "
                                                        "phase, pile, display, or a comune's name)")
                                          : ", did you mean " + quoted_alternatives(near) + "?"));
    }
    for (const Field& g : fields_)
      if (g.key == f.key || (!is_field(f.key) && comune_number(g.key) == comune_number(f.key)))
        return fail(std::string(f.key), "written twice");
    fields_.push_back(std::move(f));
  }
  current_ = {};
  return true;
}

bool Reader::run(std::string_view text) {
  if (cfg_.options.players < 2 || cfg_.options.players > kMaxPlayers)
    return fail("players", "the players option is 2 to 5");
  s_ = Comuni::initial_state(cfg_);  // num_players, columns in use, the box's counts
  s_.piles = {};
  s_.pile_size = {};
  s_.hero_tiles = {};
  if (!split(text)) return false;
  if (fields_.empty())
    return fail("comuni",
                "missing: the position is empty; it names at least the comuni in play "
                "(`comuni " +
                    std::string(d_.comuni[0].name) + " " + d_.comuni[2].name + " " +
                    d_.comuni[4].name + "` at 3 players)");
  if (!read_phase() || !read_comuni()) return false;
  s_.setup_picks = u8(static_cast<int>(comuni_.size()));
  if (!read_seats() || !place_seats() || !read_display() || !place_bids() || !read_displaced() ||
      !place_envoys() || !read_piles() || !read_time() || !read_phase_details() ||
      !read_commitments() || !read_invasion_record() || !place_heroes() || !place_supply())
    return false;
  if (s_.phase != Phase::Displaced) {
    s_.displaced = -1;
    s_.displaced_gold = 0;
    s_.displaced_from = kNone;
  }
  return true;
}

}  // namespace position_detail

Expected<State> Comuni::parse_position(const Config& cfg, std::string_view text) {
  return position_detail::Reader(cfg).read(text);
}

std::string_view Comuni::invariant_field(const Violation& v) {
  if (v.rule == "INV-11") return "display";
  if (v.rule == "INV-2") return "supply";
  return {};
}

}  // namespace arbiter::comuni
