// `replay validate --compare-option NAME=VALUE`: replays a record under its own reading and under
// the option changed, in lockstep, and reports the first action whose verdict or effect differs,
// so a rules clarifier sees what a reading changes in a real game. Generic over every Game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/game.h"
#include "replay/replay.h"
#include "replay/session.h"

namespace arbiter::replay {

struct ReadingOutcome {
  bool legal = true;
  std::string rule;     // when illegal (or "syntax")
  std::string message;  // when illegal
};

// How a whole record fares under one reading.
struct RecordOutcome {
  bool valid = false;
  bool over = false;        // the game is over after the last action
  std::vector<int> scores;  // after the last action that applies
  record::Location at;      // the first error, when invalid
  std::string rule, message;
};

struct Comparison {
  std::string option;  // NAME
  std::string base_value, alt_value;
  std::optional<LoadError> error;  // the alternative reading cannot be configured
  bool differs = false;
  bool initial = false;  // the readings differ already at setup
  int step = -1;         // the action where they first differ
  record::Location at;
  std::string token;
  ReadingOutcome base, alt;       // the action's verdict under each reading
  std::vector<std::string> keys;  // top-level state keys whose values then differ
  std::size_t compared = 0;       // actions replayed identically before the difference
  bool ending = false;            // all actions alike, but the game's end or scores differ
  std::string base_end, alt_end;  // "over, scores 10 14" / "not over"
  bool same_value = false;        // the alternative is the record's own reading
  std::vector<std::pair<std::string, std::string>> values;  // key: "base -> alt", when short
  RecordOutcome base_record, alt_record;                    // the whole record under each reading
  std::string stopped;  // why the comparison ended early (both readings fail alike)
};

namespace compare_detail {

inline std::vector<std::string> differing_keys(const nlohmann::json& a, const nlohmann::json& b) {
  std::vector<std::string> keys;
  for (auto it = a.begin(); it != a.end(); ++it)
    if (it.key() != "step" && (!b.contains(it.key()) || b[it.key()] != it.value()))
      keys.push_back(it.key());
  for (auto it = b.begin(); it != b.end(); ++it)
    if (!a.contains(it.key())) keys.push_back(it.key());
  return keys;
}

template <Game G>
RecordOutcome outcome(const record::Record& rec, const Overrides& over) {
  const Replay<G> r = replay_record<G>(rec, over);
  RecordOutcome o;
  o.valid = !r.error.has_value();
  if (!r.states.empty()) {
    o.over = G::is_terminal(r.final_state());
    o.scores = G::scores(r.final_state());
  }
  if (r.error) {
    o.at = r.error->at;
    o.rule = r.error->rule;
    o.message = r.error->message;
  }
  return o;
}

template <Game G>
ReadingOutcome step(typename G::State& s, const std::string& token) {
  Expected<typename G::Action> a = parse_token<G>(s, token);
  if (!a) return {false, "syntax", a.error()};
  if (Verdict v = G::apply(s, *a)) return {false, std::string(v->rule), v->reason};
  return {};
}

// The values of `c.keys` in the two states, where they are short enough to read.
template <Game G>
void differing_values(const typename G::State& bs, const typename G::State& as, Comparison& c) {
  const nlohmann::json jb = G::to_json(bs), ja = G::to_json(as);
  for (const std::string& k : c.keys) {
    const std::string vb = jb.contains(k) ? jb[k].dump() : "-",
                      va = ja.contains(k) ? ja[k].dump() : "-";
    if (vb.size() + va.size() <= 120) c.values.emplace_back(k, vb + " -> " + va);
  }
}

// The record's actions applied under both readings, from `bs` and `as`, up to the first whose
// verdict or effect differs (into `c`); when none does, how each reading ends the game.
template <Game G>
void lockstep(const record::Record& rec, typename G::State bs, typename G::State as,
              Comparison& c) {
  for (std::size_t i = 0; i < rec.actions.size(); ++i) {
    const record::Token& tok = rec.actions[i];
    const ReadingOutcome ob = step<G>(bs, tok.text), oa = step<G>(as, tok.text);
    const bool verdicts_differ = ob.legal != oa.legal || ob.rule != oa.rule;
    std::vector<std::string> keys;
    if (!verdicts_differ && ob.legal) keys = differing_keys(G::to_json(bs), G::to_json(as));
    if (verdicts_differ || !keys.empty()) {
      c.differs = true;
      c.step = static_cast<int>(i);
      c.at = tok.at;
      c.token = tok.text;
      c.base = ob;
      c.alt = oa;
      c.keys = std::move(keys);
      differing_values<G>(bs, as, c);
      return;
    }
    if (!ob.legal) {  // both readings reject it alike: nothing after it can be compared
      c.stopped = "both readings reject `" + tok.text + "` at line " + std::to_string(tok.at.line) +
                  " [" + ob.rule + "]: " + ob.message;
      return;
    }
    ++c.compared;
  }
  auto end_text = [](const typename G::State& s) {
    if (!G::is_terminal(s)) return std::string("not over");
    std::string t = "over, scores";
    for (int v : G::scores(s)) t += " " + std::to_string(v);
    return t;
  };
  c.base_end = end_text(bs);
  c.alt_end = end_text(as);
  if (c.base_end != c.alt_end) c.differs = c.ending = true;
}

}  // namespace compare_detail

// `assignment` is NAME=VALUE; the base reading is the record's tags plus `over`.
template <Game G>
Comparison compare_option(const record::Record& whole, const Overrides& over,
                          const std::string& assignment) {
  const record::Record rec = action_tokens(whole);  // the lockstep walks actions only
  using namespace compare_detail;
  Comparison c;
  const std::size_t eq = assignment.find('=');
  c.option = assignment.substr(0, eq);
  c.alt_value = eq == std::string::npos ? "" : assignment.substr(eq + 1);
  auto base_cfg = load_config<G>(rec.tags, over);
  Overrides alt_over = over;
  alt_over.options.push_back(assignment);
  auto alt_cfg = load_config<G>(rec.tags, alt_over);
  if (auto* e = std::get_if<LoadError>(&base_cfg)) {
    c.error = *e;
    return c;
  }
  if (auto* e = std::get_if<LoadError>(&alt_cfg)) {
    c.error = *e;
    return c;
  }
  const auto& bc = *std::get<0>(base_cfg);
  const auto& ac = *std::get<0>(alt_cfg);
  for (const auto& spec : G::option_specs())
    if (spec.name == lower_ascii(c.option)) {
      c.option = std::string(spec.name);
      c.base_value = format_option_value(spec, spec.get(bc.options));
      c.alt_value = format_option_value(spec, spec.get(ac.options));
    }
  if (c.base_value == c.alt_value) {
    c.same_value = true;
    return c;
  }
  c.base_record = outcome<G>(whole, over);
  c.alt_record = outcome<G>(whole, alt_over);
  const Replay<G> base_start = replay_record<G>(whole, over, 0);
  const Replay<G> alt_start = replay_record<G>(whole, alt_over, 0);
  if (base_start.states.empty() || alt_start.states.empty()) return c;  // a bad position
  typename G::State bs = base_start.states[0], as = alt_start.states[0];
  if (G::to_json(bs) != G::to_json(as)) {
    c.differs = c.initial = true;
    c.step = 0;
    c.keys = differing_keys(G::to_json(bs), G::to_json(as));
    return c;
  }
  lockstep<G>(rec, std::move(bs), std::move(as), c);
  return c;
}

}  // namespace arbiter::replay
