// What a record may carry besides actions, for every game:
// - seat marks: `P2:` alone marks the seat that makes the following decisions on its line, and a
//   prefix `P2:take` marks one token; replay checks the mark against the seat to act, so a
//   turn-order slip fails at once, at the slip, and names both seats;
// - checkpoints: `?KEY=VALUE` asserts what the score sheet says at that point (`?scores=12,9`,
//   `?to_move=P2`, `?players.P1.hand=C1,C5`), checked against the state there.
// Neither counts as an action.
#pragma once

#include <cstdint>
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

// The rule that gives the current decision to its seat (turn order, the King move to the lowest
// scorer, a displaced envoy's owner): cited when a seat mark disagrees.
template <Game G>
std::string decision_rule(const typename G::State& s) {
  return std::string(G::decision_rule(s));
}

struct CheckResult {
  bool known = true;  // the key exists
  bool holds = false;
  std::string actual;   // the state's value, written as the checkpoint writes values
  std::string message;  // for an unknown key: which keys exist
};

namespace checkpoint_detail {

// A JSON value as a checkpoint writes it: numbers and strings bare, lists with commas, objects as
// compact JSON.
inline std::string flat(const nlohmann::json& j) {
  if (j.is_string()) {
    // A checkpoint is one token: the spaces of a listed value ("C1 C5") are written as commas.
    std::string s;
    for (char c : j.get<std::string>()) {
      if (c != ' ')
        s += c;
      else if (!s.empty() && s.back() != ',')
        s += ',';
    }
    while (!s.empty() && s.back() == ',') s.pop_back();
    return s;
  }
  if (j.is_array()) {
    std::string s;
    for (const auto& e : j) s += (s.empty() ? "" : ",") + flat(e);
    return s;
  }
  if (j.is_object()) {  // {"foret":1,"ferme":2} -> foret:1,ferme:2 (no braces: `{` opens a comment)
    std::string s;
    for (auto it = j.begin(); it != j.end(); ++it)
      s += (s.empty() ? "" : ",") + it.key() + ":" + flat(it.value());
    return s;
  }
  if (j.is_boolean()) return j.get<bool>() ? "true" : "false";
  if (j.is_null()) return "-";
  return j.dump();
}

// Steps through `j` by a dotted path; in an array, "P2" means the second element (seats), and a
// number counts from 1, as the notation counts columns and rounds. Returns null when a step is
// missing; `absent_key` then gets the path up to the missing step when it was a key of an
// existing object (an empty square: `board.f2`).
inline const nlohmann::json* walk(const nlohmann::json& j, std::string_view path,
                                  std::string* absent_key = nullptr) {
  const std::string_view whole = path;
  const nlohmann::json* at = &j;
  while (!path.empty()) {
    const std::size_t dot = path.find('.');
    const std::string part(path.substr(0, dot));
    path = dot == std::string_view::npos ? std::string_view{} : path.substr(dot + 1);
    if (at->is_object()) {
      if (!at->contains(part)) {
        if (absent_key)
          *absent_key =
              std::string(whole.substr(0, whole.size() - path.size() - (path.empty() ? 0 : 1)));
        return nullptr;
      }
      at = &(*at)[part];
    } else if (at->is_array()) {
      std::size_t i = 0;
      if (auto s = seat_mark(part + ":")) {
        i = static_cast<std::size_t>(*s);
      } else if (!part.empty() && std::all_of(part.begin(), part.end(), ::isdigit) &&
                 part.size() < 6 && part != "0" && part[0] != '0') {
        i = static_cast<std::size_t>(std::stoul(part)) - 1;
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

// The keys a checkpoint may name, for "did you mean": objects by key, lists of objects by seat
// (P1, P2, ...; their first 9 items).
inline void key_paths(const nlohmann::json& j, const std::string& prefix, int depth,
                      std::vector<std::string>& out) {
  if (depth == 0) return;
  auto add = [&](const std::string& key, const nlohmann::json& v) {
    const std::string k = prefix.empty() ? key : prefix + "." + key;
    out.push_back(k);
    key_paths(v, k, depth - 1, out);
  };
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) add(it.key(), it.value());
  } else if (j.is_array() && !j.empty() && j[0].is_object()) {
    for (std::size_t i = 0; i < j.size() && i < 9; ++i) add("P" + std::to_string(i + 1), j[i]);
  }
}

}  // namespace checkpoint_detail

// The state's JSON, made once for a run of checkpoints written between the same two actions:
// each `?KEY=VALUE` but scores, to_move and step reads it, and --repair replays a record with
// thousands of them once per candidate (issue 26: cli.repair_many_checkpoints spent most of its
// time building the same JSON). Valid for one replay: `step` names the state it was made of.
struct StateJsonMemo {
  std::size_t step = SIZE_MAX;
  nlohmann::json json;
};

// Checks `?KEY=VALUE` against state `s`, `step` actions into the record. Keys: `scores` (seat
// order), `to_move` (a seat, `chance` or `over`), `step`, or a dotted path into the state's JSON
// (`replay show --json`), where seats index lists and numbers count from 1: `phase`,
// `players.P1.score`. Values compare without regard to case; `-` asserts an absent key. With
// `memo`, a dotted key reads the JSON kept there when it was made of the same step.
template <Game G>
CheckResult check_point(const typename G::State& s, std::string_view key,
                        std::string_view want_text, std::size_t step = 0,
                        StateJsonMemo* memo = nullptr) {
  using namespace checkpoint_detail;
  CheckResult r;
  std::string want(want_text);
  if (key == "step") {
    r.actual = std::to_string(step);
  } else if (key == "scores") {
    for (int v : G::scores(s)) r.actual += (r.actual.empty() ? "" : ",") + std::to_string(v);
  } else if (key == "to_move") {
    const Seat seat = G::current_seat(s);
    r.actual = seat == kChanceSeat ? "chance" : seat == kTerminalSeat ? "over" : seat_text(seat);
    if (seat == kTerminalSeat && lower_ascii(want) == "nobody") want = "over";  // the JSON's word
  } else {
    nlohmann::json made;
    if (!memo) {
      made = G::to_json(s);
    } else if (memo->step != step) {
      memo->json = G::to_json(s);
      memo->step = step;
    }
    const nlohmann::json& j = memo ? memo->json : made;
    std::string absent_key;
    const nlohmann::json* v = walk(j, key, &absent_key);
    if (!v && absent_key == key && want == "-") {
      // `?board.f2=-`: the key is absent (an empty square, an unbuilt building).
      r.actual = "-";
    } else if (!v) {
      r.known = false;
      std::vector<std::string> keys = {"scores", "to_move", "step"};
      key_paths(j, "", 3, keys);
      const std::vector<std::string> near = nearest(keys, key, 3);
      r.message = "no '" + std::string(key) + "' in the state" +
                  (near.empty() ? "" : "; did you mean " + quoted_alternatives(near) + "?") +
                  " (keys: scores, to_move, step, or a path into `replay show --json`; seats index "
                  "lists as P1, P2, numbers count from 1";
      if (!absent_key.empty() && absent_key.find('.') != std::string::npos)
        r.message += "; `?" + absent_key + "=-` checks that it is absent";
      r.message += ")";
      return r;
    } else {
      r.actual = flat(*v);
    }
  }
  r.holds = lower_ascii(r.actual) == lower_ascii(want);
  return r;
}

}  // namespace arbiter::replay
