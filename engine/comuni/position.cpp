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
  if (!position_kit::for_each_field(text, [&](std::string_view raw) {
        t_.at(raw);
        return split_field(raw);
      }))
    return false;
  t_.at({});
  return true;
}

// One field: its words within bounds, its keyword known, written once.
bool Reader::split_field(std::string_view raw) {
  const std::vector<std::string_view> words = position_kit::words_of(raw, kMaxTokens + 1);
  if (words.empty()) return true;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (words[i].size() > kMaxToken)
      return fail(i == 0 ? "position" : clip(words[0]),
                  shown(words[i]) + " is too long for a word of a position");
    if (i > kMaxTokens) return fail(clip(words[0]), "more than " + num(kMaxTokens) + " values");
  }
  Field f{words[0], raw, std::vector<std::string_view>(words.begin() + 1, words.end())};
  if (!is_field(f.key) && !comune_number(f.key)) {
    std::vector<std::string> all = position_kit::keywords(kFields);
    for (const ComuneData& c : d_.comuni) all.push_back(c.name);
    const auto near = nearest(all, f.key, 2);
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
  return position_detail::Reader(cfg, text).read(text);
}

std::string_view Comuni::invariant_field(const Violation& v) {
  return position_kit::invariant_field(position_detail::kFields, v.rule);
}

}  // namespace arbiter::comuni
