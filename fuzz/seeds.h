// The seed corpus of each fuzz target, made from the project's own files (nothing is committed
// as a copy): fuzz/corpus.cpp writes it into the fuzz build directory for scripts/fuzz.sh, and the
// regression test runs the targets over it.
//   record          every fixtures/**/*.rec
//   replay_GAME     fixtures/GAME/**/*.rec
//   action_GAME     each distinct action token of fixtures/GAME, after a walk of 0..47 actions
//   position_GAME   the [Position] tags of fixtures/GAME (';' turned into newlines), and
//                   position_text of states of fixtures/GAME/valid records, with their options
//   data_GAME       data/GAME.json
#pragma once

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "fuzz/entry.h"
#include "replay/instances.h"
#include "replay/marks.h"
#include "replay/record/record.h"
#include "replay/replay.h"
#include "replay/session.h"

namespace arbiter::fuzz {

struct Seed {
  std::string name;   // a file name
  std::string bytes;  // the input
};

namespace detail {

inline std::vector<std::filesystem::path> records_under(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> out;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir, ec))
    if (e.is_regular_file() && e.path().extension() == ".rec") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

// "fixtures/torres/valid/base-2p.rec" -> "valid-base-2p": a seed's name says where it comes from.
inline std::string stem_of(const std::filesystem::path& p) {
  return p.parent_path().filename().string() + "-" + p.stem().string();
}

template <Game G>
typename G::Options options_of(const record::Record& r) {
  typename G::Options o{};
  for (const record::Tag& t : r.tags)
    if (record::is_option_tag(t.name)) (void)set_option(G::option_specs(), o, t.name, t.value);
  return o;
}

template <Game G>
std::vector<Seed> game_seeds(std::string_view kind, const std::filesystem::path& source) {
  std::vector<Seed> out;
  const auto files = records_under(source / "fixtures" / std::string(G::kName));
  if (kind == "replay") {
    for (const auto& f : files) {
      Expected<std::string> text = replay::read_file(f.string());
      if (text) out.push_back({stem_of(f) + ".rec", *text});
    }
  } else if (kind == "data") {
    Expected<std::string> text =
        replay::read_file((source / "data" / (std::string(G::kName) + ".json")).string());
    if (text) out.push_back({std::string(G::kName) + ".json", *text});
  } else if (kind == "action") {
    std::set<std::string> tokens;
    for (const auto& f : files) {
      Expected<std::string> text = replay::read_file(f.string());
      if (!text) continue;
      for (const record::Token& t : record::parse(*text).record.actions)
        if (!replay::seat_mark(t.text) && !replay::is_checkpoint(t.text)) tokens.insert(t.text);
    }
    int k = 0;
    for (const std::string& t : tokens) {
      // No option set, then a walk of k % 48 actions with seed k.
      std::string bytes = {'\0', static_cast<char>(k % 48), static_cast<char>(k & 0xFF),
                           static_cast<char>((k >> 8) & 0xFF)};
      out.push_back({"token-" + std::to_string(k), bytes + t});
      ++k;
    }
  } else if (kind == "position") {
    for (const auto& f : files) {
      Expected<std::string> text = replay::read_file(f.string());
      if (!text) continue;
      const record::ParseResult parsed = record::parse(*text);
      const std::string header = options_header<G>(options_of<G>(parsed.record));
      if (const record::Tag* pos = parsed.record.find_tag("Position")) {
        std::string p = pos->value;
        std::replace(p.begin(), p.end(), ';', '\n');
        out.push_back({"tag-" + stem_of(f), header + p});
      }
      if (f.parent_path().filename() != "valid" || !parsed.ok) continue;
      // Six states spread over the record, as position_text writes them.
      const replay::Replay<G> r = replay::replay_record<G>(parsed.record, replay::Overrides{});
      if (r.states.empty()) continue;
      const std::string h = options_header<G>(r.config->options);
      const std::size_t n = r.states.size();
      std::set<std::size_t> picked;
      for (std::size_t i = 0; i < 6; ++i) picked.insert(i * (n - 1) / 5);
      for (std::size_t i : picked)
        out.push_back(
            {"state-" + stem_of(f) + "-" + std::to_string(i), h + G::position_text(r.states[i])});
    }
  }
  return out;
}

}  // namespace detail

// The seeds of target `name` ("record", "replay_torres", ...) from the source tree `source`.
inline std::vector<Seed> seeds(std::string_view name, const std::filesystem::path& source) {
  std::vector<Seed> out;
  if (name == "record") {
    for (const auto& f : detail::records_under(source / "fixtures")) {
      Expected<std::string> text = replay::read_file(f.string());
      if (text)
        out.push_back(
            {f.parent_path().parent_path().filename().string() + "-" + detail::stem_of(f) + ".rec",
             *text});
    }
    return out;
  }
  const std::size_t us = name.find('_');
  if (us == std::string_view::npos) return out;
  const std::string_view kind = name.substr(0, us), game = name.substr(us + 1);
  with_game(game, [&](auto g) { out = detail::game_seeds<decltype(g)>(kind, source); });
  return out;
}

}  // namespace arbiter::fuzz
