// The bodies of the fuzz targets (fuzz/*.cpp), shared with the regression test that replays
// tests/data/fuzz/ in the normal build (tests/fuzz/regression_test.cpp). Each entry takes the
// fuzzer's bytes, returns 0, and calls `finding()` (a trap, which libFuzzer reports as a crash,
// after a line on stderr naming the promise) when a property the project promises does not hold;
// a crash, a sanitizer report or a hang is a finding of its own. Everything is deterministic from
// the input bytes.
//
//   record           record::parse on any text (docs/notation.md "Grammar")
//   replay_GAME      what `replay validate` does with a record of GAME: parse, then replay_record
//   action_GAME      G::parse_action on a state reached by a few random legal actions
//   position_GAME    G::parse_position + check_invariants; an accepted position must read back
//   data_GAME        G::parse_data + make_config; accepted data must give a playable game
//
// The input of action_GAME and position_GAME starts with a few bytes (options_from): the rule
// options. action_GAME then reads the walk (a step count and a seed), and the rest is the text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/state_hash.h"
#include "engine/games.h"
#include "replay/instances.h"
#include "replay/record/record.h"
#include "replay/replay.h"
#include "replay/session.h"
#include "verify/instances.h"
#include "verify/random_play.h"

namespace arbiter::fuzz {

// A broken promise: says which on stderr, then libFuzzer (and the regression test) sees a crash.
[[noreturn]] inline void finding(std::string_view what) {
  std::fprintf(stderr, "\n== fuzz finding: %.*s\n", static_cast<int>(what.size()), what.data());
  std::fflush(stderr);
  __builtin_trap();
}
inline void require(bool holds, std::string_view what) {
  if (!holds) finding(what);
}
// A check that must pass (an invariant): a violation is a finding, with its rule and reason.
inline void require_holds(const Verdict& v, std::string_view what) {
  if (v) finding(std::string(what) + ": [" + std::string(v->rule) + "] " + v->reason);
}

// The input, read from the front: header bytes (0 once they run out), then the text.
class Input {
 public:
  Input(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : std::uint8_t{0}; }
  std::string_view rest() const {
    return pos_ < size_
               ? std::string_view(reinterpret_cast<const char*>(data_ + pos_), size_ - pos_)
               : std::string_view();
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

inline std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// ---- Rule options from header bytes --------------------------------------------------------
// Byte 0: the number of options set (0..7); then for each, the option's index in
// G::option_specs() and its value (Bool: 0/1, Enum: the choice's index, Int: value - min; taken
// modulo the range, so every byte gives a value in range).

template <Game G>
int option_value(const OptionSpec<typename G::Options>& spec, std::uint8_t b) {
  switch (spec.kind) {
    case OptionKind::Bool:
      return b % 2;
    case OptionKind::Enum:
      return spec.choices.empty() ? 0 : static_cast<int>(b % spec.choices.size());
    case OptionKind::Int:
      return spec.min + b % (spec.max - spec.min + 1);
  }
  return 0;
}

template <Game G>
typename G::Options options_from(Input& in) {
  typename G::Options o{};
  const auto specs = G::option_specs();
  const int n = in.byte() % 8;
  for (int i = 0; i < n; ++i) {
    const auto& spec = specs[in.byte() % specs.size()];
    spec.set(o, option_value<G>(spec, in.byte()));
  }
  return o;
}

// The header bytes for `o` (the options that differ from the defaults, at most 7): how the seed
// corpus writes the options of a fixture.
template <Game G>
std::string options_header(const typename G::Options& o) {
  const typename G::Options defaults{};
  const auto specs = G::option_specs();
  std::string h(1, '\0');
  for (std::size_t i = 0; i < specs.size() && h[0] < 7; ++i) {
    const int v = specs[i].get(o);
    if (v == specs[i].get(defaults)) continue;
    const int b = specs[i].kind == OptionKind::Int ? v - specs[i].min : v;
    if (b < 0 || b > 255) continue;
    h += static_cast<char>(i);
    h += static_cast<char>(b);
    ++h[0];
  }
  return h;
}

template <Game G>
const typename G::Data& default_data() {
  static const typename G::Data data = *G::parse_data(G::default_data_json());
  return data;
}

// The config for `o`, built once per distinct set of options (states point to their config);
// options the game refuses give the default config.
template <Game G>
const typename G::Config& config_for(const typename G::Options& o) {
  static const typename G::Config fallback =
      *G::make_config(typename G::Options{}, default_data<G>());
  static std::map<std::vector<int>, std::unique_ptr<typename G::Config>> cache;
  std::vector<int> key;
  for (const auto& spec : G::option_specs()) key.push_back(spec.get(o));
  auto it = cache.find(key);
  if (it == cache.end()) {
    if (cache.size() >= 256) cache.clear();  // no state of an earlier input is alive
    std::unique_ptr<typename G::Config> cfg;
    if (G::validate_options(o)) {
      Expected<typename G::Config> made = G::make_config(o, default_data<G>());
      if (made) cfg = std::make_unique<typename G::Config>(std::move(*made));
    }
    it = cache.emplace(std::move(key), std::move(cfg)).first;
  }
  return it->second ? *it->second : fallback;
}

using verify::Buffer;

// ---- record ------------------------------------------------------------------------------

inline bool token_char(char c) {
  return c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != ';' && c != '%' && c != '{';
}

inline int record_entry(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const record::ParseResult r = record::parse(text);
  // What the grammar promises of what it read: names of letters, digits and '_'; tokens without
  // white space or comment characters; places inside the text.
  auto placed = [&](record::Location at) {
    return at.line >= 1 && at.col >= 1 && static_cast<std::size_t>(at.line) <= size + 1;
  };
  for (const record::Tag& t : r.record.tags) {
    require(!t.name.empty() && placed(t.at), "a tag has a name and a place in the text");
    for (char c : t.name)
      require(
          (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_',
          "a tag name is letters, digits and '_'");
    require(r.record.find_tag(t.name) == &t, "each tag name once");
  }
  for (const record::Token& t : r.record.actions) {
    require(!t.text.empty() && placed(t.at), "a token has text and a place in the text");
    for (char c : t.text) require(token_char(c), "a token holds no white space, ';', '%' or '{'");
  }
  require(r.ok || placed(r.error.at), "a syntax error has a place in the text");
  require(r.record.ending == record::Ending::Result || r.record.result.empty(),
          "scores only after 'result'");
  // `replay validate` reads files as a stream, a block at a time: with blocks of 1 to 8 bytes
  // every byte is a block's end, and the stream must read as the text does.
  std::istringstream in{std::string(text)};
  const record::ParseResult st = record::parse(in, {}, 1 + size % 8);
  require(st.ok == r.ok && st.error.message == r.error.message &&
              st.error.at.line == r.error.at.line && st.error.at.col == r.error.at.col,
          "a stream parses with the text's verdict");
  require(st.record.actions.size() == r.record.actions.size() &&
              st.record.tags.size() == r.record.tags.size() &&
              st.record.ending == r.record.ending && st.record.result == r.record.result &&
              st.record.end_at.line == r.record.end_at.line &&
              st.record.end_at.col == r.record.end_at.col,
          "a stream parses to the text's record");
  for (std::size_t i = 0; i < r.record.actions.size(); ++i)
    require(st.record.actions[i].text == r.record.actions[i].text &&
                st.record.actions[i].at.line == r.record.actions[i].at.line &&
                st.record.actions[i].at.col == r.record.actions[i].at.col,
            "a stream reads the text's tokens at their places");
  for (std::size_t i = 0; i < r.record.tags.size(); ++i)
    require(st.record.tags[i].name == r.record.tags[i].name &&
                st.record.tags[i].value == r.record.tags[i].value,
            "a stream reads the text's tags");
  return 0;
}

// ---- replay_GAME -------------------------------------------------------------------------

template <Game G>
int replay_entry(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const record::ParseResult parsed = record::parse(text);
  if (!parsed.ok) return 0;
  const replay::Replay<G> r = replay::replay_record<G>(parsed.record, replay::Overrides{});
  // An invariant broken after a legal action is, by the replay's own words, an Arbiter bug.
  if (r.error && r.error->status == replay::Status::Internal)
    finding("replay: [" + r.error->rule + "] " + r.error->message);
  require(r.states.empty() || r.states.size() == r.actions.size() + 1,
          "replay: one state per action, after the start");
  return 0;
}

// ---- action_GAME -------------------------------------------------------------------------

// After the options: the number of random legal actions played from the setup (0..127) and a
// 16-bit seed that picks them; the rest of the input is the action text.
template <Game G>
int action_entry(const std::uint8_t* data, std::size_t size) {
  Input in(data, size);
  const typename G::Config& cfg = config_for<G>(options_from<G>(in));
  const int steps = in.byte() % 128;
  std::uint64_t seed = in.byte();
  seed |= static_cast<std::uint64_t>(in.byte()) << 8;
  Buffer<G>& legal = verify::process_buffer<G>();
  typename G::State s = G::initial_state(cfg);
  for (int i = 0; i < steps; ++i) {
    legal.clear();
    G::legal_actions(s, legal);
    if (legal.empty()) break;
    const typename G::Action a = legal[splitmix64(seed) % legal.size()];
    require(!G::apply(s, a), "walk: a listed action is accepted");
  }
  const std::string_view text = in.rest();
  const Expected<typename G::Action> a = G::parse_action(s, text);
  if (!a) return 0;
  const std::string written = G::action_to_text(s, *a);  // any action read can be written
  typename G::State t = s;
  if (G::apply(t, *a)) {
    require(t == s, "a rejected action leaves the state as it was");
    return 0;
  }
  legal.clear();
  G::legal_actions(s, legal);
  require(legal.contains(*a), "apply accepts only what legal_actions lists");
  require_holds(G::check_invariants(t), "invariants after a legal action");
  require_holds(G::check_transition(s, *a, t), "transition invariants of a legal action");
  const Expected<typename G::Action> back = G::parse_action(s, written);
  require(back && *back == *a, "a legal action's text reads back to it");
  return 0;
}

// ---- position_GAME -----------------------------------------------------------------------

// After the options, the position's text (fields separated by newlines or ';').
template <Game G>
int position_entry(const std::uint8_t* data, std::size_t size) {
  Input in(data, size);
  const typename G::Config& cfg = config_for<G>(options_from<G>(in));
  const Expected<typename G::State> s = G::parse_position(cfg, in.rest());
  if (!s || G::check_invariants(*s)) return 0;  // refused: replay reports it at the tag
  const std::string text = G::position_text(*s);
  const Expected<typename G::State> back = G::parse_position(cfg, text);
  require(back && *back == *s, "parse_position(position_text(s)) == s");
  // What replay and show do next with a start position.
  Buffer<G>& legal = verify::process_buffer<G>();
  legal.clear();
  G::legal_actions(*s, legal);
  (void)G::excerpt(*s);
  (void)G::to_json(*s);
  return 0;
}

// ---- data_GAME ---------------------------------------------------------------------------

// The input is a component data file (data/GAME.json). Data the loader accepts must give, for
// every number of players, a setup that holds the invariants and a short random game (seeded
// from the input) in which every listed action is accepted and keeps them.
template <Game G>
int data_entry(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const Expected<typename G::Data> d = G::parse_data(text);
  if (!d) return 0;
  StateHash hash;
  hash.bytes(data, size);
  std::uint64_t seed = hash.h;
  std::vector<typename G::Options> variants(1);
  for (const auto& spec : G::option_specs())
    if (spec.name == "players")
      for (int p = spec.min; p <= spec.max; ++p) {
        typename G::Options o{};
        spec.set(o, p);
        variants.push_back(o);
      }
  Buffer<G>& legal = verify::process_buffer<G>();
  for (const typename G::Options& o : variants) {
    if (!G::validate_options(o)) continue;
    const Expected<typename G::Config> cfg = G::make_config(o, *d);
    if (!cfg) continue;
    typename G::State s = G::initial_state(*cfg);
    require_holds(G::check_invariants(s), "invariants of the setup");
    for (int i = 0; i < 64; ++i) {
      legal.clear();
      G::legal_actions(s, legal);
      require(G::is_terminal(s) == legal.empty(), "over exactly when no action is left");
      if (legal.empty()) break;
      const typename G::Action a = legal[splitmix64(seed) % legal.size()];
      const typename G::State before = s;
      require(!G::apply(s, a), "a listed action is accepted");
      require_holds(G::check_invariants(s), "invariants after a listed action");
      require_holds(G::check_transition(before, a, s), "transition invariants of a listed action");
    }
  }
  return 0;
}

// ---- The targets by name -----------------------------------------------------------------

using Entry = int (*)(const std::uint8_t*, std::size_t);

struct Target {
  std::string name;  // fuzz_NAME is the libFuzzer binary
  std::string game;  // "" for record
  Entry run;
};

inline std::vector<Target> targets() {
  std::vector<Target> t = {{"record", "", &record_entry}};
  for_each_game([&](auto g) {
    using G = decltype(g);
    const std::string n(G::kName);
    t.push_back({"replay_" + n, n, &replay_entry<G>});
    t.push_back({"action_" + n, n, &action_entry<G>});
    t.push_back({"position_" + n, n, &position_entry<G>});
    t.push_back({"data_" + n, n, &data_entry<G>});
  });
  return t;
}

inline const Target* find_target(std::string_view name) {
  static const std::vector<Target> all = targets();
  for (const Target& t : all)
    if (t.name == name) return &t;
  return nullptr;
}

// The game a per-game target is compiled for: -DARBITER_FUZZ_GAME="torres".
template <std::size_t I = 0>
constexpr std::size_t game_index(std::string_view name) {
  if constexpr (I == std::tuple_size_v<Games>) {
    return I;
  } else {
    return std::tuple_element_t<I, Games>::kName == name ? I : game_index<I + 1>(name);
  }
}
#ifdef ARBITER_FUZZ_GAME
static_assert(game_index(ARBITER_FUZZ_GAME) < std::tuple_size_v<Games>,
              "ARBITER_FUZZ_GAME names no game of engine/games.h");
using FuzzGame = std::tuple_element_t<game_index(ARBITER_FUZZ_GAME), Games>;
#endif

}  // namespace arbiter::fuzz
