// The summary of a verification run (or of one shard of it), as `verify --summary FILE` writes it
// and `arbiter merge` reads it: canonical JSON, no timings, so that the summary of a run merged
// from its shards is byte for byte the summary of the run played at once.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/expected.h"

namespace arbiter::verify {

inline constexpr const char* kSummaryFormat = "arbiter-verify-summary/1";

// Sums over the games counted.
struct Tally {
  std::uint64_t played = 0;
  std::uint64_t actions = 0;
  std::uint64_t invariant_checks = 0;
  std::uint64_t capped = 0;  // games stopped at the length cap
  std::uint64_t digest = 0;  // sum of game_digest(index, final hash), mod 2^64
  Tally& operator+=(const Tally& o) {
    played += o.played;
    actions += o.actions;
    invariant_checks += o.invariant_checks;
    capped += o.capped;
    digest += o.digest;
    return *this;
  }
  bool operator==(const Tally&) const = default;
};

struct FailedGame {
  std::uint64_t index = 0;      // game index in the run
  std::uint64_t game_seed = 0;  // its own seed
  std::uint64_t step = 0;
  std::string rule, what;
  bool operator==(const FailedGame&) const = default;
};

struct RunSummary {
  std::string game;
  std::uint64_t seed = 0;
  std::vector<std::pair<std::string, std::string>> options;  // resolved, in table order
  bool thorough = false;
  std::uint64_t games = 0;           // games in the whole run
  std::uint64_t begin = 0, end = 0;  // the part of it this summary covers
  Tally tally;  // games counted: every game of the part up to its first failure
  std::optional<FailedGame> failure;
  bool operator==(const RunSummary&) const = default;
};

inline std::string hex64(std::uint64_t v) {
  static const char* digits = "0123456789abcdef";
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i, v >>= 4) s[static_cast<std::size_t>(i)] = digits[v & 15];
  return s;
}

inline nlohmann::ordered_json to_json(const RunSummary& s) {
  nlohmann::ordered_json j;
  j["format"] = kSummaryFormat;
  j["game"] = s.game;
  j["seed"] = s.seed;
  nlohmann::ordered_json options = nlohmann::ordered_json::object();
  for (const auto& [name, value] : s.options) options[name] = value;
  j["options"] = options;
  j["thorough"] = s.thorough;
  j["games"] = s.games;
  j["range"] = {s.begin, s.end};
  j["played"] = s.tally.played;
  j["actions"] = s.tally.actions;
  j["invariant_checks"] = s.tally.invariant_checks;
  j["capped"] = s.tally.capped;
  j["digest"] = hex64(s.tally.digest);
  if (s.failure) {
    const FailedGame& f = *s.failure;
    j["failure"] = {{"game", f.index},
                    {"game_seed", f.game_seed},
                    {"step", f.step},
                    {"rule", f.rule},
                    {"what", f.what}};
  } else {
    j["failure"] = nullptr;
  }
  return j;
}

inline std::string summary_text(const RunSummary& s) {
  return to_json(s).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

namespace detail {
inline Expected<std::uint64_t> u64_field(const nlohmann::ordered_json& j, const char* name) {
  if (!j.contains(name) || !j[name].is_number_unsigned())
    return make_error(std::string("'") + name + "' must be a non-negative integer");
  return j[name].get<std::uint64_t>();
}
inline Expected<std::string> string_field(const nlohmann::ordered_json& j, const char* name) {
  if (!j.contains(name) || !j[name].is_string())
    return make_error(std::string("'") + name + "' must be a string");
  return j[name].get<std::string>();
}
}  // namespace detail

// Reads a summary back; the message names the field that is wrong.
inline Expected<RunSummary> summary_from_json(const nlohmann::ordered_json& j) {
  using detail::string_field;
  using detail::u64_field;
  if (!j.is_object()) return make_error(std::string("a summary is a JSON object"));
  auto format = string_field(j, "format");
  if (!format) return make_error(format.error());
  if (*format != kSummaryFormat)
    return make_error("format '" + *format + "' is not " + kSummaryFormat);
  RunSummary s;
  auto game = string_field(j, "game");
  if (!game) return make_error(game.error());
  s.game = *game;
  for (auto [name, out] :
       {std::pair{"seed", &s.seed}, std::pair{"games", &s.games},
        std::pair{"played", &s.tally.played}, std::pair{"actions", &s.tally.actions},
        std::pair{"invariant_checks", &s.tally.invariant_checks},
        std::pair{"capped", &s.tally.capped}}) {
    auto v = u64_field(j, name);
    if (!v) return make_error(v.error());
    *out = *v;
  }
  if (!j.contains("options") || !j["options"].is_object())
    return make_error(std::string("'options' must be an object"));
  // Read as ordered_json: the options keep the table order they were written in.
  for (const auto& [name, value] : j["options"].items()) {
    if (!value.is_string()) return make_error("option '" + name + "' must be a string");
    s.options.emplace_back(name, value.get<std::string>());
  }
  if (!j.contains("thorough") || !j["thorough"].is_boolean())
    return make_error(std::string("'thorough' must be true or false"));
  s.thorough = j["thorough"].get<bool>();
  const nlohmann::ordered_json range = j.contains("range") ? j["range"] : nlohmann::ordered_json();
  if (!range.is_array() || range.size() != 2 || !range[0].is_number_unsigned() ||
      !range[1].is_number_unsigned())
    return make_error(std::string("'range' must be [begin, end]"));
  s.begin = range[0].get<std::uint64_t>();
  s.end = range[1].get<std::uint64_t>();
  if (s.begin > s.end || s.end > s.games)
    return make_error(std::string("'range' must lie within [0, games]"));
  auto digest = string_field(j, "digest");
  if (!digest) return make_error(digest.error());
  if (digest->size() != 16 || digest->find_first_not_of("0123456789abcdef") != std::string::npos)
    return make_error(std::string("'digest' must be 16 lowercase hex digits"));
  s.tally.digest = std::stoull(*digest, nullptr, 16);
  if (s.tally.played > s.end - s.begin)
    return make_error(std::string("'played' is more than the range holds"));
  if (!j.contains("failure")) return make_error(std::string("'failure' is missing"));
  if (!j["failure"].is_null()) {
    const auto& f = j["failure"];
    if (!f.is_object()) return make_error(std::string("'failure' must be null or an object"));
    FailedGame g;
    for (auto [name, out] : {std::pair{"game", &g.index}, std::pair{"game_seed", &g.game_seed},
                             std::pair{"step", &g.step}}) {
      auto v = u64_field(f, name);
      if (!v) return make_error("failure: " + v.error());
      *out = *v;
    }
    auto rule = string_field(f, "rule");
    auto what = string_field(f, "what");
    if (!rule || !what) return make_error("failure: " + (rule ? what.error() : rule.error()));
    g.rule = *rule;
    g.what = *what;
    if (g.index < s.begin || g.index >= s.end)
      return make_error(std::string("failure: 'game' lies outside the range"));
    s.failure = g;
  }
  return s;
}

// Merges the summaries of the parts of one run into the summary of the whole run: the parts must
// be of the same run (game, seed, options, checks, game count) and cover [0, games) exactly once.
// Counts are summed up to the first failing game, as one run stops there.
inline Expected<RunSummary> merge_summaries(std::vector<RunSummary> parts) {
  if (parts.empty()) return make_error(std::string("no summary to merge"));
  // By range: an empty part [b, b) (more shards than games) comes before [b, e).
  std::sort(parts.begin(), parts.end(), [](const RunSummary& a, const RunSummary& b) {
    return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
  });
  const RunSummary& first = parts.front();
  RunSummary out;
  out.game = first.game;
  out.seed = first.seed;
  out.options = first.options;
  out.thorough = first.thorough;
  out.games = first.games;
  out.begin = 0;
  out.end = first.games;
  std::uint64_t covered = 0;
  bool stopped = false;
  const RunSummary* previous = nullptr;
  for (const RunSummary& p : parts) {
    const std::string where =
        "the part [" + std::to_string(p.begin) + ", " + std::to_string(p.end) + ")";
    if (p.game != out.game || p.seed != out.seed || p.options != out.options ||
        p.thorough != out.thorough || p.games != out.games)
      return make_error(where +
                        " is of another run (game, seed, options, checks or game count "
                        "differ)");
    if (p.begin < covered ||
        (previous && p.begin == p.end && previous->begin == p.begin && previous->end == p.end))
      return make_error(where + " overlaps games already covered (up to " +
                        std::to_string(covered) + ")");
    previous = &p;
    if (p.tally.capped > p.tally.played)
      return make_error(where + " has " + std::to_string(p.tally.capped) +
                        " games capped, more than the " + std::to_string(p.tally.played) +
                        " it played");
    if (p.begin > covered)
      return make_error("games [" + std::to_string(covered) + ", " + std::to_string(p.begin) +
                        ") are in no part");
    covered = p.end;
    if (stopped) continue;
    // A part that stopped early (a failure) must have played up to its failing game, and a part
    // without one all its games.
    const std::uint64_t expected_played =
        p.failure ? p.failure->index - p.begin + 1 : p.end - p.begin;
    if (p.tally.played != expected_played)
      return make_error(where + " played " + std::to_string(p.tally.played) + " games, not " +
                        std::to_string(expected_played));
    Tally sum = out.tally;
    if (__builtin_add_overflow(sum.actions, p.tally.actions, &sum.actions) ||
        __builtin_add_overflow(sum.invariant_checks, p.tally.invariant_checks,
                               &sum.invariant_checks))
      return make_error(where +
                        ": its action or invariant-check count added to the others' "
                        "passes 2^64-1; no run of this many games has that many");
    out.tally += p.tally;
    if (p.failure) {
      out.failure = p.failure;
      stopped = true;
    }
  }
  if (covered != out.games)
    return make_error("games [" + std::to_string(covered) + ", " + std::to_string(out.games) +
                      ") are in no part");
  return out;
}

// The K-th (1-based) of N contiguous blocks of [0, games).
inline std::pair<std::uint64_t, std::uint64_t> shard_range(std::uint64_t games, std::uint64_t k,
                                                           std::uint64_t n) {
  // 128-bit products: games * k may not fit in 64 bits.
  __extension__ using Wide = unsigned __int128;
  const auto at = [&](std::uint64_t i) {
    return static_cast<std::uint64_t>(static_cast<Wide>(games) * i / n);
  };
  return {at(k - 1), at(k)};
}

}  // namespace arbiter::verify
