// What a record may carry besides actions, for every game:
// - seat marks: `P2:` alone marks the seat that makes the following decisions on its line, and a
//   prefix `P2:take` marks one token; replay checks the mark against the seat to act, so a
//   turn-order slip fails at once, at the slip, and names both seats;
// - checkpoints: `?KEY=VALUE` asserts what the score sheet says at that point (`?scores=12,9`,
//   `?to_move=P2`, `?players.P1.hand=C1,C5`), checked against the state there.
// Neither counts as an action.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/game.h"
#include "engine/core/suggest.h"

namespace arbiter::replay {

// "P2:" -> seat 1; anything else -> nullopt. Seats are P1..P9.
inline std::optional<Seat> seat_mark(std::string_view token) {
  if (token.size() != 3 || token[0] != 'P' || token[2] != ':' || token[1] < '1' || token[1] > '9')
    return std::nullopt;
  return static_cast<Seat>(token[1] - '1');
}

// "P2:take" -> {seat 1, "take"}; a token without the prefix -> nullopt.
inline std::optional<std::pair<Seat, std::string_view>> seat_prefix(std::string_view token) {
  if (token.size() <= 3 || !seat_mark(token.substr(0, 3))) return std::nullopt;
  return std::pair{*seat_mark(token.substr(0, 3)), token.substr(3)};
}

inline std::string seat_text(Seat s) {
  return "P" + std::to_string(s + 1);
}

inline bool is_checkpoint(std::string_view token) {
  return token.size() > 1 && token[0] == '?';
}

// A token's action: the token as written, or, for a token with a seat prefix the game's notation
// does not read itself ("P2:take"), the token after the prefix. `marked` gets the prefix's seat.
template <Game G>
Expected<typename G::Action> parse_token(const typename G::State& s, std::string_view text,
                                         std::optional<Seat>* marked = nullptr) {
  Expected<typename G::Action> a = G::parse_action(s, text);
  if (a) return a;
  if (auto pre = seat_prefix(text)) {
    Expected<typename G::Action> b = G::parse_action(s, pre->second);
    if (b) {
      if (marked) *marked = pre->first;
      return b;
    }
  }
  return a;
}

// Legal actions that, played first, hand the decision to `seat` and make `action` legal for it:
// the `end` a turn-order slip left out. At most two, from a bounded number of tries.
template <Game G>
std::vector<std::string> handing_steps(const typename G::State& s, Seat seat,
                                       std::string_view action, std::size_t budget = 4000) {
  std::vector<std::string> out;
  if (G::current_seat(s) < 0) return out;
  ActionList<typename G::Action, G::kMaxActions> legal;
  G::legal_actions(s, legal);
  std::size_t tries = 0;
  for (const auto& b : legal) {
    if (out.size() == 2 || ++tries > budget) break;
    typename G::State t = s;
    if (G::apply(t, b) || G::current_seat(t) != seat) continue;
    Expected<typename G::Action> a = parse_token<G>(t, action);
    if (a && !G::apply(t, *a)) out.push_back(G::action_to_text(s, b));
  }
  return out;
}

// A game may name the rule that gives the current decision to its seat (turn order, the King
// move to the lowest scorer, a displaced envoy's owner): cited when a seat mark disagrees.
template <class G>
concept HasDecisionRule = requires(const typename G::State& s) {
  { G::decision_rule(s) } -> std::convertible_to<std::string_view>;
};

template <Game G>
std::string decision_rule(const typename G::State& s) {
  if constexpr (HasDecisionRule<G>)
    return std::string(G::decision_rule(s));
  else
    return "record";
}

struct CheckResult {
  bool known = true;    // the key exists
  bool holds = false;
  std::string actual;   // the state's value, written as the checkpoint writes values
  std::string message;  // for an unknown key: which keys exist
};

namespace checkpoint_detail {

// A JSON value as a checkpoint writes it: numbers and strings bare, lists with commas, objects as
// compact JSON.
inline std::string flat(const nlohmann::json& j) {
  if (j.is_string()) return j.get<std::string>();
  if (j.is_array()) {
    std::string s;
    for (const auto& e : j) s += (s.empty() ? "" : ",") + flat(e);
    return s;
  }
  if (j.is_boolean()) return j.get<bool>() ? "true" : "false";
  if (j.is_null()) return "-";
  return j.dump();
}

// Steps through `j` by a dotted path; in an array, "P2" means the second element (seats), and a
// number its index. Returns null when a step is missing.
inline const nlohmann::json* walk(const nlohmann::json& j, std::string_view path) {
  const nlohmann::json* at = &j;
  while (!path.empty()) {
    const std::size_t dot = path.find('.');
    const std::string part(path.substr(0, dot));
    path = dot == std::string_view::npos ? std::string_view{} : path.substr(dot + 1);
    if (at->is_object()) {
      if (!at->contains(part)) return nullptr;
      at = &(*at)[part];
    } else if (at->is_array()) {
      std::size_t i = 0;
      if (auto s = seat_mark(part + ":")) {
        i = static_cast<std::size_t>(*s);
      } else if (!part.empty() && std::all_of(part.begin(), part.end(), ::isdigit) &&
                 part.size() < 6) {
        i = static_cast<std::size_t>(std::stoul(part));
      } else {
        return nullptr;
      }
      if (i >= at->size()) return nullptr;
      at = &(*at)[i];
    } else {
      return nullptr;
    }
  }
  return at;
}

inline void key_paths(const nlohmann::json& j, const std::string& prefix, int depth,
                      std::vector<std::string>& out) {
  if (!j.is_object() || depth == 0) return;
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string k = prefix.empty() ? it.key() : prefix + "." + it.key();
    out.push_back(k);
    key_paths(it.value(), k, depth - 1, out);
  }
}

}  // namespace checkpoint_detail

// Checks `?KEY=VALUE` against state `s`. Keys: `scores` (seat order), `to_move` (a seat, `chance`
// or `over`), or a dotted path into the state's JSON (`replay show --json`), where seats index
// lists: `phase`, `players.P1.score`.
template <Game G>
CheckResult check_point(const typename G::State& s, std::string_view key, std::string_view want) {
  using namespace checkpoint_detail;
  CheckResult r;
  if (key == "scores") {
    for (int v : G::scores(s)) r.actual += (r.actual.empty() ? "" : ",") + std::to_string(v);
  } else if (key == "to_move") {
    const Seat seat = G::current_seat(s);
    r.actual = seat == kChanceSeat ? "chance" : seat == kTerminalSeat ? "over" : seat_text(seat);
  } else {
    const nlohmann::json j = G::to_json(s);
    const nlohmann::json* v = walk(j, key);
    if (!v) {
      r.known = false;
      std::vector<std::string> keys = {"scores", "to_move"};
      key_paths(j, "", 2, keys);
      const std::vector<std::string> near = nearest(keys, key, 3);
      r.message = "no '" + std::string(key) + "' in the state" +
                  (near.empty() ? "" : "; did you mean " + quoted_alternatives(near) + "?") +
                  " (keys: scores, to_move, or a path into `replay show --json`, seats as P1, P2: "
                  "phase, players.P1.score)";
      return r;
    }
    r.actual = flat(*v);
  }
  r.holds = r.actual == want;
  return r;
}

}  // namespace arbiter::replay
