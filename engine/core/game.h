// The Game concept: what each engine (engine/torres, engine/comuni, engine/medievalia) provides,
// and what verify/ and replay/ are written against. Static functions on a tag type, no virtual
// dispatch.
#pragma once

#include <concepts>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/action_list.h"
#include "engine/core/expected.h"
#include "engine/core/options.h"
#include "engine/core/phase_graph.h"
#include "engine/core/rule_ref.h"
#include "engine/core/seat.h"
#include "engine/core/violation.h"

namespace arbiter {

// Where a state sits in the game's time structure, for grouping in graphs (outermost first),
// e.g. {"Year 2", "Round 3", "Turn of Blue"}.
using TimePath = std::vector<std::string>;

template <class G>
concept Game = requires(const typename G::State& s, typename G::State& m,
                        const typename G::Action& a, const typename G::Options& o,
                        const typename G::Config& cfg, const typename G::Data& data,
                        std::string_view text,
                        ActionList<typename G::Action, G::kMaxActions>& out) {
  typename G::Options;  // rule options (see option_specs)
  typename G::Data;     // component data loaded from JSON (embedded default, user override)
  typename G::Config;   // Options + Data, immutable, shared by all states of a game
  typename G::State;    // regular value type, == comparable
  typename G::Action;   // small value type, == comparable
  { G::kName } -> std::convertible_to<std::string_view>;
  { G::kMaxActions } -> std::convertible_to<std::size_t>;
  { G::kMaxGameLength } -> std::convertible_to<std::size_t>;
  { G::option_specs() } -> std::same_as<std::span<const OptionSpec<typename G::Options>>>;
  { G::rules() } -> std::same_as<std::span<const RuleRef>>;  // the rules reference
  { G::validate_options(o) } -> std::same_as<Expected<bool>>;
  { G::default_data_json() } -> std::convertible_to<std::string_view>;
  { G::parse_data(text) } -> std::same_as<Expected<typename G::Data>>;
  { G::make_config(o, data) } -> std::same_as<Expected<typename G::Config>>;
  { G::initial_state(cfg) } -> std::same_as<typename G::State>;
  { G::current_seat(s) } -> std::same_as<Seat>;
  { G::num_seats(s) } -> std::convertible_to<int>;
  { G::seat_name(s, Seat{}) } -> std::convertible_to<std::string>;
  { G::legal_actions(s, out) } -> std::same_as<void>;
  { G::chance_weight(s, a) } -> std::same_as<std::uint32_t>;
  // Any well-formed action, legal or not, from random bits: the verifier's illegal candidates.
  { G::sample_action(s, std::uint64_t{}) } -> std::same_as<typename G::Action>;
  { G::apply(m, a) } -> std::same_as<Verdict>;
  { G::is_terminal(s) } -> std::same_as<bool>;
  { G::scores(s) } -> std::same_as<std::vector<int>>;
  { G::check_invariants(s) } -> std::same_as<Verdict>;
  { G::check_transition(s, a, s) } -> std::same_as<Verdict>;
  { G::action_to_text(s, a) } -> std::same_as<std::string>;
  // The name of the action's kind, one lowercase word or words joined by '-' ("play",
  // "place-knight"; engine/core/kind_names.h): how `replay show --legal` groups actions.
  { G::kind_name(a) } -> std::convertible_to<std::string_view>;
  { G::parse_action(s, text) } -> std::same_as<Expected<typename G::Action>>;
  { G::to_json(s) } -> std::same_as<nlohmann::json>;
  { G::hash(s) } -> std::same_as<std::uint64_t>;
  { G::render_text(s) } -> std::same_as<std::string>;
  { G::excerpt(s) } -> std::same_as<std::string>;  // one line, for error reports
  {
    G::state_label(s)
    } -> std::same_as<std::string>;  // a few words, for graph nodes (scores visible)
  { G::time_path(s) } -> std::same_as<TimePath>;
  { G::phase_graph() } -> std::same_as<const PhaseGraph&>;
  { G::phase_id(s) } -> std::same_as<int>;
  // Positions: a state as a few lines a person can write; parse_position(position_text(s)) == s.
  { G::position_text(s) } -> std::convertible_to<std::string>;
  { G::parse_position(cfg, text) } -> std::same_as<Expected<typename G::State>>;
};

// State hashes: stable across runs (not across byte orders: states are hashed as their bytes).
// Sixteen bytes a multiply in four lanes, then eight bytes a step, FNV-1a for the tail: a
// Medievalia state is 4.8 KB, and hashing it a byte at a time was three quarters of a checked
// random-play step.
struct StateHash {
  std::uint64_t h = 1469598103934665603ull;
  static std::uint64_t fold(std::uint64_t a, std::uint64_t b) {
    __extension__ using Wide = unsigned __int128;
    const Wide m = static_cast<Wide>(a) * b;
    return static_cast<std::uint64_t>(m) ^ static_cast<std::uint64_t>(m >> 64);
  }
  void bytes(const void* p, std::size_t n) {
    flush();
    mix(p, n);
  }
  // Small fields are gathered and hashed together: a multiply per byte of a 1-byte field, one
  // after the other, was most of the cost of hashing a Torres state field by field.
  template <class T>
  void value(const T& v) {
    if constexpr (sizeof v >= 64) {
      bytes(&v, sizeof v);
    } else {
      if (pending_ + sizeof v > sizeof buffer_) flush();
      std::memcpy(buffer_ + pending_, &v, sizeof v);
      pending_ += sizeof v;
    }
  }
  // The hash of everything given so far.
  std::uint64_t digest() {
    flush();
    return h;
  }

 private:
  void flush() {
    mix(buffer_, pending_);
    pending_ = 0;
  }
  void mix(const void* p, std::size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    // Four independent lanes, each folding 16 bytes into one 64x64->128-bit multiply (its two
    // halves xor-ed), over 64-byte blocks. A 128-bit product cannot be vectorised, so the lanes
    // stay in registers and a block costs four multiplies; a 64-bit multiply per 8 bytes was
    // vectorised with SSE2 into three multiplies each, through memory.
    if (n >= 64) {
      std::uint64_t lane[4] = {h ^ 0x243F6A8885A308D3ull, h ^ 0x13198A2E03707344ull,
                               h ^ 0xA4093822299F31D0ull, h ^ 0x082EFA98EC4E6C89ull};
      for (; n >= 64; n -= 64, b += 64) {
        for (int i = 0; i < 4; ++i) {
          std::uint64_t w0, w1;
          std::memcpy(&w0, b + 16 * i, 8);
          std::memcpy(&w1, b + 16 * i + 8, 8);
          lane[i] = fold(w0 ^ lane[i], w1 ^ 0xE7037ED1A0B428DBull);
        }
      }
      for (int i = 0; i < 4; ++i) h = fold(h ^ lane[i], 0x9E3779B97F4A7C15ull);
    }
    for (; n >= 8; n -= 8, b += 8) {
      std::uint64_t w;
      std::memcpy(&w, b, 8);
      h = (h ^ w) * 0x9E3779B97F4A7C15ull;
      h ^= h >> 29;
    }
    for (; n > 0; --n, ++b) h = (h ^ *b) * 1099511628211ull;
  }
  unsigned char buffer_[256];
  std::size_t pending_ = 0;
};

}  // namespace arbiter
