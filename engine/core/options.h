// Named rule options: one table per game drives the CLI (--option), record headers, docs and tests.
// Every option is stored in the game's Options struct; the struct's member initializers are the
// defaults. Values are exchanged as text; internally each option is an int (bool, integer or the
// index of an enum choice).
#pragma once

#include <charconv>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/expected.h"
#include "engine/core/suggest.h"

namespace arbiter {

enum class OptionKind : unsigned char { Bool, Int, Enum };

template <class Options>
struct OptionSpec {
  std::string_view name;  // lower_snake_case, as written in headers and on the command line
  std::string_view doc;   // one line for docs and --help
  OptionKind kind = OptionKind::Bool;
  std::span<const std::string_view> choices = {};  // Enum: names in enum order
  int min = 0;                                     // Int: inclusive range
  int max = 0;
  int (*get)(const Options&) = nullptr;
  void (*set)(Options&, int) = nullptr;
  std::string_view spec_ref = {};  // e.g. "A-1 OPT_CARD_ACTION_COST"
  // The options without which this one takes no effect, as space-separated NAME=VALUE
  // assignments ("version=meister": a Meister rule; "players=4": an alliance rule), a value
  // among several as NAME=V1|V2 ("version=base|variant"). Set first (the first value) wherever
  // every value is tried (the tests over every game) and shown by `arbiter options`.
  std::string_view needs = {};
};

template <class O, class T, T O::*M>
int option_get(const O& o) {
  return static_cast<int>(o.*M);
}
template <class O, class T, T O::*M>
void option_set(O& o, int v) {
  o.*M = static_cast<T>(v);
}
// Accessors for one member of an Options struct: ARBITER_OPTION_FIELD(Options, players)
#define ARBITER_OPTION_FIELD(O, m)                         \
  .get = &::arbiter::option_get<O, decltype(O::m), &O::m>, \
  .set = &::arbiter::option_set<O, decltype(O::m), &O::m>

template <class O>
std::string format_option_value(const OptionSpec<O>& spec, int v) {
  switch (spec.kind) {
    case OptionKind::Bool:
      return v ? "true" : "false";
    case OptionKind::Int:
      return std::to_string(v);
    case OptionKind::Enum:
      return (v >= 0 && static_cast<std::size_t>(v) < spec.choices.size())
                 ? std::string(spec.choices[static_cast<std::size_t>(v)])
                 : "?";
  }
  return "?";
}

inline std::string lower_ascii(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  return out;
}

template <class O>
Expected<int> parse_option_value(const OptionSpec<O>& spec, std::string_view text) {
  const std::string t = lower_ascii(text);
  switch (spec.kind) {
    case OptionKind::Bool:
      if (t == "true" || t == "1" || t == "yes" || t == "on") return 1;
      if (t == "false" || t == "0" || t == "no" || t == "off") return 0;
      return make_error("option '" + std::string(spec.name) + "' expects true or false, got '" +
                        std::string(text) + "'");
    case OptionKind::Int: {
      int v = 0;
      auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
      if (ec != std::errc{} || p != t.data() + t.size())
        return make_error("option '" + std::string(spec.name) + "' expects an integer, got '" +
                          std::string(text) + "'");
      if (v < spec.min || v > spec.max)
        return make_error("option '" + std::string(spec.name) + "' must be in " +
                          std::to_string(spec.min) + ".." + std::to_string(spec.max) + ", got " +
                          std::to_string(v));
      return v;
    }
    case OptionKind::Enum: {
      std::string allowed;
      std::vector<std::string> choices;
      for (std::size_t i = 0; i < spec.choices.size(); ++i) {
        if (lower_ascii(spec.choices[i]) == t) return static_cast<int>(i);
        allowed += (i ? ", " : "") + std::string(spec.choices[i]);
        choices.emplace_back(spec.choices[i]);
      }
      const std::vector<std::string> near = nearest(choices, t, 1);
      return make_error("option '" + std::string(spec.name) + "' expects one of {" + allowed +
                        "}, got '" + std::string(text) + "'" +
                        (near.empty() ? "" : "; did you mean '" + near[0] + "'?"));
    }
  }
  return make_error("bad option kind");
}

template <class O>
const OptionSpec<O>* find_option(std::span<const OptionSpec<O>> specs, std::string_view name) {
  const std::string n = lower_ascii(name);
  for (const auto& s : specs)
    if (s.name == n) return &s;
  return nullptr;
}

// Sets one option by name from text. Unknown names and bad values are errors.
template <class O>
Expected<bool> set_option(std::span<const OptionSpec<O>> specs, O& options, std::string_view name,
                          std::string_view value) {
  const OptionSpec<O>* spec = find_option(specs, name);
  if (!spec) {
    std::string known;
    std::vector<std::string> names;
    for (const auto& s : specs) {
      known += (known.empty() ? "" : ", ") + std::string(s.name);
      names.emplace_back(s.name);
    }
    const std::string query = lower_ascii(name);
    std::vector<std::string> near = nearest(names, query, 1);
    if (near.empty() && query.size() >= 3)  // "upkeep": upkeep_scope, upkeep_break
      for (const std::string& n : names)
        if (n.find(query) != std::string::npos) near.push_back(n);
    if (!near.empty()) {
      std::string list;
      for (std::size_t i = 0; i < near.size(); ++i)
        list += (i ? (i + 1 == near.size() ? "' or '" : "', '") : "") + near[i];
      return make_error("unknown option '" + std::string(name) + "'; did you mean '" + list +
                        "'? (see 'arbiter options GAME')");
    }
    return make_error("unknown option '" + std::string(name) + "' (known: " + known + ")");
  }
  Expected<int> v = parse_option_value(*spec, value);
  if (!v) return make_error(v.error());
  spec->set(options, *v);
  return true;
}

// Parses "name=value".
template <class O>
Expected<bool> set_option_assignment(std::span<const OptionSpec<O>> specs, O& options,
                                     std::string_view assignment) {
  const auto eq = assignment.find('=');
  if (eq == std::string_view::npos)
    return make_error("option '" + std::string(assignment) + "' must be written NAME=VALUE");
  return set_option(specs, options, assignment.substr(0, eq), assignment.substr(eq + 1));
}

// The NAME=VALUE assignments of an option's `needs`, in order (space-separated).
inline std::vector<std::string_view> need_assignments(std::string_view needs) {
  std::vector<std::string_view> out;
  while (!needs.empty()) {
    const auto space = needs.find(' ');
    if (space != 0) out.push_back(needs.substr(0, space));
    needs = space == std::string_view::npos ? std::string_view{} : needs.substr(space + 1);
  }
  return out;
}

// Sets the options `spec` acts with (its `needs`, space-separated NAME=VALUE assignments; of
// NAME=V1|V2, V1).
template <class O>
Expected<bool> set_needs(std::span<const OptionSpec<O>> specs, O& options,
                         const OptionSpec<O>& spec) {
  for (const std::string_view assignment : need_assignments(spec.needs)) {
    Expected<bool> set =
        set_option_assignment(specs, options, assignment.substr(0, assignment.find('|')));
    if (!set)
      return make_error("option '" + std::string(spec.name) + "' needs '" +
                        std::string(assignment) + "': " + set.error());
  }
  return true;
}

// The first of `spec`'s needs that `options` does not meet ("version=meister"), or empty when
// all are met. A need that names no option or no value of it is unmet (the tables' tests check
// that every need resolves).
template <class O>
std::string unmet_need(std::span<const OptionSpec<O>> specs, const O& options,
                       const OptionSpec<O>& spec) {
  for (const std::string_view assignment : need_assignments(spec.needs)) {
    const auto eq = assignment.find('=');
    const OptionSpec<O>* need =
        eq == std::string_view::npos ? nullptr : find_option(specs, assignment.substr(0, eq));
    if (!need) return std::string(assignment);
    bool met = false;  // by one of the values V1|V2|...
    for (std::string_view values = assignment.substr(eq + 1); !values.empty() && !met;) {
      const auto bar = values.find('|');
      const Expected<int> value = parse_option_value(*need, values.substr(0, bar));
      if (!value) return std::string(assignment);
      met = need->get(options) == *value;
      values = bar == std::string_view::npos ? std::string_view{} : values.substr(bar + 1);
    }
    if (!met) return std::string(assignment);
  }
  return {};
}

// The options set away from their default that take no effect in `options`, each with the need
// it lacks: a record or a command line that sets one says something the game will not do.
template <class O>
std::vector<std::pair<std::string_view, std::string>> idle_options(
    std::span<const OptionSpec<O>> specs, const O& options) {
  const O defaults{};
  std::vector<std::pair<std::string_view, std::string>> idle;
  for (const OptionSpec<O>& s : specs) {
    if (s.needs.empty() || s.get(options) == s.get(defaults)) continue;
    if (std::string need = unmet_need(specs, options, s); !need.empty())
      idle.emplace_back(s.name, std::move(need));
  }
  return idle;
}

// Every value an option can take (Int: its two bounds), for tests that sweep options.
template <class O>
std::vector<int> option_values(const OptionSpec<O>& spec) {
  std::vector<int> values;
  if (spec.kind == OptionKind::Bool) values = {0, 1};
  if (spec.kind == OptionKind::Int) values = {spec.min, spec.max};
  if (spec.kind == OptionKind::Enum)
    for (int i = 0; i < static_cast<int>(spec.choices.size()); ++i) values.push_back(i);
  return values;
}

// All options with their resolved values, in table order (records write every one).
template <class O>
std::vector<std::pair<std::string, std::string>> resolved_options(
    std::span<const OptionSpec<O>> specs, const O& options) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& s : specs)
    out.emplace_back(std::string(s.name), format_option_value(s, s.get(options)));
  return out;
}

}  // namespace arbiter
