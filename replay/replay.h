// Replaying a record against a game: every action parsed, checked and applied in order, every
// invariant checked after every step. Generic over every arbiter::Game.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "replay/record/record.h"
#include "replay/session.h"

namespace arbiter::replay {

struct Diagnostic {
  Status status = Status::Ok;
  record::Location at;
  std::string rule;  // spec id, "syntax", "record", "options"
  std::string message;
  std::string token;    // offending text, if any
  std::string excerpt;  // short state description before the offending action
  int step = -1;        // number of actions applied before the error
};

template <Game G>
struct Replay {
  std::unique_ptr<typename G::Config> config;
  std::vector<typename G::State> states;  // states[0] = initial; states[i+1] after actions[i]
  std::vector<typename G::Action> actions;
  std::vector<record::Location> action_at;
  std::optional<Diagnostic> error;
  bool complete = false;  // the record reached its recorded ending

  const typename G::State& final_state() const { return states.back(); }
};

template <Game G>
Replay<G> replay_record(const record::Record& rec, const Overrides& over,
                        std::size_t stop_after = SIZE_MAX) {
  Replay<G> r;
  auto loaded = load_config<G>(rec.tags, over);
  if (auto* e = std::get_if<LoadError>(&loaded)) {
    r.error = Diagnostic{e->status,  e->at, e->status == Status::Malformed ? "data" : "options",
                         e->message, "",    "",
                         0};
    return r;
  }
  r.config = std::move(std::get<0>(loaded));
  r.states.push_back(G::initial_state(*r.config));
  for (const record::Token& tok : rec.actions) {
    if (r.actions.size() >= stop_after) return r;
    const typename G::State& s = r.states.back();
    Diagnostic d{
        Status::Ok, tok.at, "", "", tok.text, G::excerpt(s), static_cast<int>(r.actions.size())};
    Expected<typename G::Action> a = G::parse_action(s, tok.text);
    if (!a) {
      d.status = Status::Malformed;
      d.rule = "syntax";
      d.message = a.error();
      r.error = d;
      return r;
    }
    typename G::State next = s;
    if (Verdict v = G::apply(next, *a)) {
      d.status = Status::Illegal;
      d.rule = std::string(v->rule);
      d.message = v->reason;
      r.error = d;
      return r;
    }
    Verdict broken = G::check_invariants(next);
    if (!broken) broken = G::check_transition(s, *a, next);
    if (broken) {
      d.status = Status::Internal;
      d.rule = std::string(broken->rule);
      d.message = "invariant broken after a legal action (an Arbiter bug): " + broken->reason;
      r.error = d;
      return r;
    }
    r.actions.push_back(*a);
    r.action_at.push_back(tok.at);
    r.states.push_back(std::move(next));
  }
  if (r.actions.size() >= stop_after) return r;
  const typename G::State& last = r.states.back();
  Diagnostic d{Status::Illegal,
               rec.end_at,
               "record",
               "",
               "",
               G::excerpt(last),
               static_cast<int>(r.actions.size())};
  switch (rec.ending) {
    case record::Ending::Missing:
      d.status = Status::Malformed;
      d.message = "the record ends without 'result <scores>' or 'stop' (truncated?)";
      r.error = d;
      return r;
    case record::Ending::Stop:
      r.complete = true;
      return r;
    case record::Ending::Result: {
      if (!G::is_terminal(last)) {
        d.message = "'result' but the game is not over after the last action";
        r.error = d;
        return r;
      }
      const std::vector<int> scores = G::scores(last);
      if (scores != rec.result) {
        std::string want, got;
        for (int v : rec.result) want += " " + std::to_string(v);
        for (int v : scores) got += " " + std::to_string(v);
        d.message = "the record says 'result" + want + "' but the game ends with scores" + got;
        r.error = d;
        return r;
      }
      r.complete = true;
      return r;
    }
  }
  return r;
}

// A record of `actions` played from the initial state of `config`: every option written as a
// tag, one line per turn (a new line whenever the time path changes).
template <Game G>
std::string write_record(const typename G::Config& config,
                         const std::vector<typename G::Action>& actions,
                         const std::vector<std::pair<std::string, std::string>>& extra_tags,
                         bool finished) {
  std::vector<std::pair<std::string, std::string>> tags = {{"Game", std::string(G::kName)}};
  for (const auto& t : extra_tags) tags.push_back(t);
  for (const auto& t : option_tags<G>(config.options)) tags.push_back(t);
  std::vector<record::ActionLine> lines;
  typename G::State s = G::initial_state(config);
  TimePath current;
  for (const typename G::Action& a : actions) {
    const TimePath path = G::time_path(s);
    if (lines.empty() || path != current) {
      std::string label;
      for (const std::string& p : path) label += (label.empty() ? "" : ", ") + p;
      lines.push_back({label, {}});
      current = path;
    }
    lines.back().tokens.push_back(G::action_to_text(s, a));
    if (G::apply(s, a)) break;  // callers pass legal sequences; stop quietly otherwise
  }
  const bool over = finished && G::is_terminal(s);
  return record::write(tags, lines, over ? record::Ending::Result : record::Ending::Stop,
                       over ? G::scores(s) : std::vector<int>{});
}

}  // namespace arbiter::replay
