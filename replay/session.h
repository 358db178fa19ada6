// Loading a game's configuration (options + data) from record tags and command-line overrides.
// Generic over every arbiter::Game.
#pragma once

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/game.h"
#include "replay/record/record.h"

namespace arbiter::replay {

// Exit codes of `arbiter` (docs/cli.md). With several files the highest code wins.
enum class Status : int {
  Ok = 0,
  Illegal = 1,     // an illegal action, or a record whose ending does not match the game
  Usage = 2,       // bad command line
  Malformed = 3,   // unreadable file, syntax error, unknown action text, data file not JSON
  BadOptions = 4,  // unknown rule option or bad value (record header or --option), bad data
  Internal = 5,    // an engine invariant broke: a bug in Arbiter
};

struct Overrides {
  std::vector<std::string> options;      // NAME=VALUE, applied after the record's tags
  std::optional<std::string> data_path;  // component data file replacing the embedded default
  std::optional<std::string> position;   // a position's text replacing the setup (--position)
  std::optional<std::string> data;       // the data file's text when already read (the CLI reads
                                         // it once for all records)
  std::string data_error;                // why the data file could not be read, when it was read so
  std::string position_name;  // where `position` was read ("'pos.txt'"), said with its errors
};

// A word on the options that is not an error: where it was set (a tag; no place for --option,
// then `option` holds the assignment) and what it says.
struct OptionNote {
  record::Location at;
  std::string option;  // the --option assignment, when one set it
  std::string name;    // the option's name
  std::string need;    // what it takes effect with: "version=variant"
  std::string text;    // "option 'NAME' takes effect only with NEED: it changes nothing here"
};

// The words of an OptionNote, for a record (`where` "here") or a run ("in 3 of the 5 records").
inline std::string idle_option_text(std::string_view name, std::string_view need,
                                    std::string_view where) {
  return "option '" + std::string(name) + "' takes effect only with " + std::string(need) +
         ": it changes nothing " + std::string(where);
}

struct LoadError {
  Status status;
  std::string message;
  record::Location at;
  std::string rule = "options";  // "data" for the --data file
};

// Opens a file to read, or says why not (not a regular file, or the system's reason).
inline Expected<std::unique_ptr<std::ifstream>> open_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::exists(path, ec) && !std::filesystem::is_regular_file(path, ec))
    return make_error("cannot open '" + path + "': not a regular file");
  errno = 0;
  auto in = std::make_unique<std::ifstream>(path, std::ios::binary);
  if (!*in)
    return make_error("cannot open '" + path + "'" +
                      (errno != 0 ? std::string(": ") + std::strerror(errno) : std::string()));
  return in;
}

// The whole file; one longer than `max` bytes is an error (read no further than that). Read in
// blocks: a buffer of `max` bytes cleared up front cost a 20-line record 16 MiB of page faults.
inline Expected<std::string> read_file(const std::string& path, std::size_t max = SIZE_MAX) {
  Expected<std::unique_ptr<std::ifstream>> in = open_file(path);
  if (!in) return make_error(in.error());
  std::string text;
  std::array<char, std::size_t{1} << 16> block;
  do {
    (*in)->read(block.data(), static_cast<std::streamsize>(block.size()));
    text.append(block.data(), static_cast<std::size_t>((*in)->gcount()));
    if (text.size() > max)
      return make_error("'" + path + "' is longer than " + std::to_string(max) + " bytes");
  } while (**in);
  if ((*in)->bad()) return make_error("cannot read '" + path + "'");
  return text;
}

// The longest --data file read: the embedded ones are under 10 KiB, and a parsed JSON document
// takes several times its text's memory.
inline constexpr std::size_t kMaxDataFile = std::size_t{1} << 20;

// The data of a game: the --data text (`over.data`, read once by the caller) or file
// (`over.data_path`), or the embedded default. A file that cannot be read or is not JSON is
// malformed (exit 3); JSON whose content the game refuses (a field out of range, a bad name) is a
// bad configuration, as a bad option is (exit 4).
template <Game G>
std::variant<typename G::Data, LoadError> load_data(const Overrides& over) {
  if (!over.data && !over.data_path && over.data_error.empty()) {
    // The embedded default never changes: read once per process, not once per record.
    static const Expected<typename G::Data> embedded = G::parse_data(G::default_data_json());
    if (!embedded) return LoadError{Status::Internal, embedded.error(), {}, "data"};
    return *embedded;
  }
  const std::string name = over.data_path.value_or("--data");
  if (!over.data_error.empty()) return LoadError{Status::Malformed, over.data_error, {}, "data"};
  std::string file;  // read here only when the caller did not
  if (!over.data) {
    Expected<std::string> read = read_file(name, kMaxDataFile);
    if (!read) return LoadError{Status::Malformed, read.error(), {}, "data"};
    file = std::move(*read);
  }
  const std::string& text = over.data ? *over.data : file;
  if (!nlohmann::json::accept(text, /*ignore_comments=*/true))
    return LoadError{Status::Malformed, name + ": data: not valid JSON", {}, "data"};
  Expected<typename G::Data> d = G::parse_data(text);
  if (!d) return LoadError{Status::BadOptions, name + ": " + d.error(), {}, "data"};
  return std::move(*d);
}

// The options of record tags (lower-case tags), then of overrides (--option), on the defaults.
template <Game G>
std::variant<typename G::Options, LoadError> read_options(const std::vector<record::Tag>& tags,
                                                          const Overrides& over) {
  typename G::Options opts{};
  for (const record::Tag& t : tags) {
    if (!record::is_option_tag(t.name)) {
      // [Players "3"] looks like metadata but is surely meant as the option: say so.
      if (find_option(G::option_specs(), t.name))
        return LoadError{Status::BadOptions,
                         "tag [" + t.name +
                             "] is metadata (capitalised): rule options are lower "
                             "case; did you mean [" +
                             lower_ascii(t.name) + " " + record::quote_tag_value(t.value) + "]?",
                         t.at};
      continue;
    }
    auto r = set_option(G::option_specs(), opts, t.name, t.value);
    if (!r) return LoadError{Status::BadOptions, r.error(), t.at};
  }
  for (const std::string& o : over.options) {
    auto r = set_option_assignment(G::option_specs(), opts, o);
    if (!r) return LoadError{Status::BadOptions, "--option " + o + ": " + r.error(), {}};
  }
  return opts;
}

// Options from record tags and overrides, then the data, then the config.
// The config lives on the heap: states keep a pointer to it.
template <Game G>
std::variant<std::unique_ptr<typename G::Config>, LoadError> load_config(
    const std::vector<record::Tag>& tags, const Overrides& over) {
  auto read = read_options<G>(tags, over);
  if (auto* e = std::get_if<LoadError>(&read)) return std::move(*e);
  const typename G::Options& opts = std::get<0>(read);
  if (auto v = G::validate_options(opts); !v) return LoadError{Status::BadOptions, v.error(), {}};
  auto data = load_data<G>(over);
  if (auto* e = std::get_if<LoadError>(&data)) return std::move(*e);
  Expected<typename G::Config> cfg = G::make_config(opts, std::get<0>(data));
  if (!cfg) return LoadError{Status::BadOptions, cfg.error(), {}};
  return std::make_unique<typename G::Config>(std::move(*cfg));
}

// A note for each option the tags or overrides set away from its default that takes no effect
// (its `needs` unmet: [variant_return "each"] in a base game): at the tag that set it, or with
// no place when --option did (the last one given wins, as in read_options). In the order they
// were given: the tags' (the file's), then the --option's. None when the options cannot be read
// (load_config says why).
template <Game G>
std::vector<OptionNote> option_notes(const std::vector<record::Tag>& tags, const Overrides& over) {
  auto read = read_options<G>(tags, over);
  std::vector<std::pair<std::size_t, OptionNote>> given;  // where it was given, the note
  if (std::get_if<LoadError>(&read)) return {};
  for (const auto& [name, need] : idle_options(G::option_specs(), std::get<0>(read))) {
    std::size_t where = 0;
    OptionNote n;
    n.name = name;
    n.need = need;
    n.text = idle_option_text(name, need, "here");
    for (std::size_t i = 0; i < tags.size(); ++i)
      if (record::is_option_tag(tags[i].name) && lower_ascii(tags[i].name) == name) {
        n.at = tags[i].at;
        where = i;
      }
    for (std::size_t i = 0; i < over.options.size(); ++i)
      if (lower_ascii(over.options[i].substr(0, over.options[i].find('='))) == name) {
        n.at = {};
        n.option = over.options[i];
        where = tags.size() + i;
      }
    given.emplace_back(where, std::move(n));
  }
  std::stable_sort(given.begin(), given.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<OptionNote> notes;
  for (auto& g : given) notes.push_back(std::move(g.second));
  return notes;
}

// Every option with its resolved value, as record header tags.
template <Game G>
std::vector<std::pair<std::string, std::string>> option_tags(const typename G::Options& o) {
  return resolved_options(G::option_specs(), o);
}

}  // namespace arbiter::replay
