// Replaying a record against a game: every action parsed, checked and applied in order, every
// invariant checked after every step. Generic over every arbiter::Game.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/hooks.h"
#include "engine/core/position_field.h"
#include "replay/diagnostic.h"
#include "replay/explain.h"
#include "replay/marks.h"
#include "replay/record/record.h"
#include "replay/seat_trail.h"
#include "replay/session.h"

namespace arbiter::replay {

// The record with only its action tokens: no seat marks, no checkpoints (the comparison of
// readings walks actions only).
inline record::Record action_tokens(const record::Record& rec) {
  record::Record out = rec;
  std::erase_if(out.actions, [](const record::Token& t) {
    return seat_mark(t.text).has_value() || is_checkpoint(t.text);
  });
  return out;
}

// What a reader keeps of a record of G (record::Bounds): as many actions as any game has (the
// first one past them is kept too, so the replay can say so), and room for a checkpoint and a
// mark per action besides.
template <Game G>
record::Bounds record_bounds() {
  return {G::kMaxGameLength, 3 * G::kMaxGameLength + 64};
}

// Which states a replay keeps: all of them (show, render, repair), or only the last two, so that
// validating a record takes the same memory whatever its length.
enum class Keep { All, Last };

template <Game G>
struct Replay {
  std::unique_ptr<typename G::Config> config;
  // Keep::All: states[0] = initial, states[i+1] after actions[i]. Keep::Last: the state before
  // the last action (when there is one) and the last state.
  std::vector<typename G::State> states;
  std::vector<typename G::Action> actions;
  std::vector<record::Location> action_at;
  std::vector<Event> events;             // G::event_note of each action, where the game has them
  std::vector<OptionNote> option_notes;  // options set that take no effect (session.h)
  std::optional<Diagnostic> error;
  bool complete = false;  // the record reached its recorded ending

  const typename G::State& final_state() const { return states.back(); }
};

namespace replay_detail {

// Where a --position that is wrong was read: the record's own start is not the one at fault.
inline void add_position_note(Diagnostic& d, const Overrides& over) {
  d.notes.push_back("the start is the position of --position" +
                    (over.position_name.empty() ? std::string() : " " + over.position_name) +
                    ", not this record's");
}

// The options and the start of `rec` into r: a position (--position, or the [Position] tag, fields
// separated by ';'), or the setup. False, with r.error, when either is bad.
template <Game G>
bool load_start(const record::Record& rec, const Overrides& over, Replay<G>& r) {
  auto loaded = load_config<G>(rec.tags, over);
  if (auto* e = std::get_if<LoadError>(&loaded)) {
    r.error = make_diagnostic(e->status, e->at, e->rule, e->message, 0);
    return false;
  }
  r.config = std::move(std::get<0>(loaded));
  r.option_notes = option_notes<G>(rec.tags, over);
  const record::Tag* pos_tag = rec.find_tag("Position");
  if (over.position || pos_tag) {
    const record::Location at = over.position || !pos_tag ? record::Location{} : pos_tag->at;
    const std::string text = over.position ? *over.position : pos_tag->value;
    Expected<typename G::State> start = G::parse_position(*r.config, text);
    if (!start) {
      // In a tag, at the field the reader names (npos: the tag).
      const Error& e = start.error_detail();
      const bool field = !over.position && e.at < text.size();
      // "position: x: unknown field"; a reader's word on the whole text says "position:" itself.
      const bool whole = e.message.starts_with("position: ");
      r.error = make_diagnostic(Status::Malformed, field ? pos_tag->value_char_at(e.at) : at,
                                "position", whole ? e.message : "position: " + e.message, 0);
      if (field) r.error->token = clip(text.substr(e.at, e.size));
      if (over.position) add_position_note(*r.error, over);
      return false;
    }
    if (Verdict v = G::check_invariants(*start)) {
      // In a tag, at the field the invariant is about, else under the whole value.
      const TextSpan where = over.position ? TextSpan{} : invariant_span<G>(text, *v);
      const bool field = where.at < text.size();
      r.error = make_diagnostic(Status::Malformed, field ? pos_tag->value_char_at(where.at) : at,
                                std::string(v->rule),
                                "the position breaks an invariant: " + v->reason, 0);
      if (field) r.error->token = clip(text.substr(where.at, where.size));
      r.error->rule_ref = resolve_rule(G::rules(), v->rule);
      if (over.position) add_position_note(*r.error, over);
      return false;
    }
    r.states.push_back(std::move(*start));
  } else {
    r.states.push_back(G::initial_state(*r.config));
  }
  return true;
}

// Whether the record's ending holds after its last action: r.complete, or r.error.
template <Game G>
void check_ending(const record::Record& rec, Replay<G>& r) {
  const typename G::State& last = r.states.back();
  Diagnostic d = make_diagnostic(Status::Illegal, rec.end_at, "record", "",
                                 static_cast<int>(r.actions.size()));
  d.excerpt = G::excerpt(last);
  switch (rec.ending) {
    case record::Ending::Missing:
      d.status = Status::Malformed;
      d.message = "the record ends without 'result <scores>' or 'stop' (truncated?)";
      if (G::is_terminal(last)) {
        std::string got;
        for (int v : G::scores(last)) got += " " + std::to_string(v);
        d.help.push_back("the game is over: end the record with `result" + got + "`");
      } else {
        d.help.push_back("the game is not over: end the record with `stop` to check it so far");
      }
      r.error = std::move(d);
      return;
    case record::Ending::Stop:
      r.complete = true;
      return;
    case record::Ending::Result: {
      if (!G::is_terminal(last)) {
        d.message = "'result' but the game is not over after the last action";
        d.message += ": " + std::string(G::not_over_reason(last));
        // One forgotten action (often the last `end`) may be all that stands before the result.
        ActionList<typename G::Action, G::kMaxActions> legal;
        G::legal_actions(last, legal);
        for (const auto& a : legal) {
          typename G::State t = last;
          if (G::apply(t, a) || !G::is_terminal(t) || G::scores(t) != rec.result) continue;
          d.help.push_back("`" + G::action_to_text(last, a) +
                           "` before `result` ends the game with these scores: is it missing?");
          break;
        }
        d.help.push_back("end the record with `stop` to check a game cut short");
        add_event_notes(d, r.events);
        r.error = std::move(d);
        return;
      }
      const std::vector<int> scores = G::scores(last);
      if (scores != rec.result) {
        std::string want, got;
        for (int v : rec.result) want += " " + std::to_string(v);
        for (int v : scores) got += " " + std::to_string(v);
        d.message = "the record says 'result" + want + "' but the game ends with scores" + got;
        d.help.push_back("write `result" + got + "` if the actions are right");
        r.error = std::move(d);
        return;
      }
      r.complete = true;
      return;
    }
  }
}

// A diagnostic at `tok`, the state before it being `s` after `step` actions. Built only on error:
// the excerpt formats the state.
template <Game G>
Diagnostic at_token(const record::Token& tok, std::size_t step, const typename G::State& s,
                    Status status, std::string rule, std::string message) {
  Diagnostic d =
      make_diagnostic(status, tok.at, std::move(rule), std::move(message), static_cast<int>(step));
  d.token = clip(tok.text);
  d.excerpt = G::excerpt(s);
  return d;
}

// Token `ti` of a record longer than any game: past the game's length, or where the reader cut
// it (record_bounds), checkpoints and marks without end. A hostile or runaway record stops here.
template <Game G>
std::optional<Diagnostic> bound_error(const record::Record& rec, std::size_t ti,
                                      std::size_t actions) {
  const record::Token& tok = rec.actions[ti];
  std::string why;
  if (actions >= G::kMaxGameLength && !seat_mark(tok.text) && !is_checkpoint(tok.text))
    why = "more than " + std::to_string(G::kMaxGameLength) + " actions: no " +
          std::string(G::kName) + " game is that long";
  else if (rec.cut && ti + 1 == rec.actions.size())
    why = "more than " + std::to_string(record_bounds<G>().tokens) + " tokens: no " +
          std::string(G::kName) + " record is that long";
  if (why.empty()) return std::nullopt;
  Diagnostic d = make_diagnostic(Status::Malformed, tok.at, "record", std::move(why),
                                 static_cast<int>(actions));
  d.token = clip(tok.text);
  return d;
}

// The checkpoint `tok` (?KEY=VALUE) against the last state of `r`: an error when it is not
// written so or does not hold.
template <Game G>
std::optional<Diagnostic> checkpoint_error(const record::Token& tok, const Replay<G>& r,
                                           StateJsonMemo& state_json) {
  const typename G::State& s = r.states.back();
  const std::size_t step = r.actions.size();
  const std::string_view body = std::string_view(tok.text).substr(1);
  const std::size_t eq = body.find('=');
  if (eq == std::string_view::npos || eq == 0)
    return at_token<G>(tok, step, s, Status::Malformed, "check",
                       "a checkpoint is written ?KEY=VALUE (?scores=12,9)");
  const std::string key(body.substr(0, eq));
  const CheckResult c = check_point<G>(s, key, body.substr(eq + 1), step, &state_json);
  if (c.known && c.holds) return std::nullopt;
  if (!c.known) {
    Diagnostic d = at_token<G>(tok, step, s, Status::Malformed, "check", c.message);
    add_event_notes(d, r.events);
    return d;
  }
  Diagnostic d = at_token<G>(
      tok, step, s, Status::Illegal, "check",
      "checkpoint " + tok.text + " does not hold: the state has " + key + "=" + c.actual);
  d.help.push_back("if the actions are right, write `?" + key + "=" + c.actual + "`");
  add_event_notes(d, r.events);
  return d;
}

// The record marks `want` for the action `tok` (its own mark, or its line's `mark_token`), but
// another seat is to act: the error, at the mark when the line's mark is what is wrong.
template <Game G>
Diagnostic mark_error(const record::Token& tok, const Replay<G>& r, Seat want, bool own_mark,
                      const record::Token* mark_token) {
  const typename G::State& s = r.states.back();
  const Seat to_act = G::current_seat(s);
  const std::string named =
      G::seat_name(s, to_act) != seat_text(to_act) ? " (" + G::seat_name(s, to_act) + ")" : "";
  Diagnostic d = at_token<G>(tok, r.actions.size(), s, Status::Illegal, decision_rule<G>(s),
                             "the record marks " + seat_text(want) + " here, but " +
                                 seat_text(to_act) + named + " is to act");
  // A line's mark that disagrees at the first action it marks: the mark is what is wrong.
  if (!own_mark && mark_token && mark_token->at.line == tok.at.line) {
    d.at = mark_token->at;
    d.token = clip(mark_token->text);
  }
  d.rule_ref = resolve_rule(G::rules(), d.rule);
  const std::string action = own_mark ? std::string(seat_prefix(tok.text)->second) : tok.text;
  for (const std::string& b : handing_steps<G>(s, want, action))
    d.help.push_back("`" + b + "` written before it would hand the decision to " + seat_text(want));
  add_event_notes(d, r.events);
  return d;
}

// Token `ti`, read as `a`, refused by the game with `v`: the error, with what may explain it.
template <Game G>
Diagnostic illegal_error(const record::Record& rec, std::size_t ti, const Replay<G>& r,
                         const Violation& v) {
  const record::Token& tok = rec.actions[ti];
  const typename G::State& s = r.states.back();
  const Seat to_act = G::current_seat(s);
  Diagnostic d =
      at_token<G>(tok, r.actions.size(), s, Status::Illegal, std::string(v.rule), v.reason);
  // A seat prefix the game reads itself (Medievalia's ally `P3:tap:`): the game judges it,
  // and a step that would hand the decision to that seat is worth saying.
  if (auto pre = seat_prefix(tok.text); pre && to_act >= 0 && pre->first != to_act)
    for (const std::string& b : handing_steps<G>(s, pre->first, pre->second))
      d.help.push_back("`" + b + "` written before it would hand the decision to " +
                       seat_text(pre->first));
  std::vector<std::string_view> after;  // the next actions, that a fix must keep legal
  for (std::size_t i = ti + 1; i < rec.actions.size() && after.size() < 3; ++i) {
    std::string_view t = rec.actions[i].text;
    if (seat_mark(t) || is_checkpoint(t)) continue;
    after.push_back(t);
  }
  add_explanation(d, explain<G>(s, d.rule, tok.text, &v, after), r.events);
  return d;
}

}  // namespace replay_detail

// The replay proper (replay_record adds the notes that only an error needs).
template <Game G>
Replay<G> replay_steps(const record::Record& rec, const Overrides& over, std::size_t stop_after,
                       Keep keep) {
  using namespace replay_detail;
  Replay<G> r;
  if (!load_start<G>(rec, over, r)) return r;
  std::optional<Seat> line_mark;  // a `P2:` mark, for the rest of its line
  std::int64_t mark_line = 0;
  const record::Token* mark_token = nullptr;  // that mark, until an action after it is applied
  StateJsonMemo state_json;                   // for checkpoints; r.actions.size() names the state
  for (std::size_t ti = 0; ti < rec.actions.size(); ++ti) {
    const record::Token& tok = rec.actions[ti];
    if (r.actions.size() >= stop_after) return r;
    if ((r.error = bound_error<G>(rec, ti, r.actions.size()))) return r;
    if (auto m = seat_mark(tok.text)) {
      line_mark = m;
      mark_line = tok.at.line;
      mark_token = &tok;
      continue;
    }
    if (is_checkpoint(tok.text)) {
      if ((r.error = checkpoint_error<G>(tok, r, state_json))) return r;
      continue;
    }
    const typename G::State& s = r.states.back();
    std::optional<Seat> own_mark;
    Expected<typename G::Action> a = parse_token<G>(s, tok.text, &own_mark);
    if (!a) {
      Diagnostic d = at_token<G>(tok, r.actions.size(), s, Status::Malformed, "syntax", a.error());
      add_explanation(d, explain<G>(s, d.rule, tok.text, nullptr), r.events);
      r.error = std::move(d);
      return r;
    }
    // The seat a mark names must be the seat to act (chance outcomes have none). A token the
    // game's notation marks itself (Medievalia's `P3:tap:`) is checked by the game.
    int marked = -1;  // a plain int: GCC 12 misreads an optional<int8_t> here
    if (own_mark)
      marked = *own_mark;
    else if (line_mark && mark_line == tok.at.line && !seat_prefix(tok.text))
      marked = *line_mark;
    const Seat to_act = G::current_seat(s);
    Verdict skipped;  // the marked seat's decision, skipped by the game: said when applying
    if (marked >= 0 && to_act >= 0 && to_act != marked &&
        !(skipped = skipped_decision<G>(r.states, r.actions, *a, marked))) {
      r.error = mark_error<G>(tok, r, static_cast<Seat>(marked), own_mark.has_value(), mark_token);
      return r;
    }
    typename G::State next = s;
    if (Verdict v = skipped ? skipped : G::apply(next, *a)) {
      if (!skipped) skipped = skipped_decision<G>(r.states, r.actions, *a, marked);
      if (skipped) v = std::move(skipped);
      r.error = illegal_error<G>(rec, ti, r, *v);
      return r;
    }
    Verdict broken = G::check_invariants(next);
    if (!broken) broken = G::check_transition(s, *a, next);
    if (broken) {
      r.error =
          at_token<G>(tok, r.actions.size(), s, Status::Internal, std::string(broken->rule),
                      "invariant broken after a legal action (an Arbiter bug): " + broken->reason);
      r.error->rule_ref = resolve_rule(G::rules(), r.error->rule);
      return r;
    }
    // What the game says a reader must be told at this line (a player eliminated).
    if (std::string note = hooks::event_note<G>(s, *a, next); !note.empty())
      r.events.push_back(Event{static_cast<int>(r.actions.size()), tok.at, std::move(note)});
    r.actions.push_back(*a);
    r.action_at.push_back(tok.at);
    mark_token = nullptr;
    if (keep == Keep::Last && r.states.size() == 2) r.states.erase(r.states.begin());
    r.states.push_back(std::move(next));
  }
  if (r.actions.size() >= stop_after) return r;
  check_ending<G>(rec, r);
  return r;
}

// An error that a turn given to the wrong seat can cause, lines after the slip: an illegal action,
// a checkpoint or a result that does not hold (not a token that cannot be read).
inline bool seat_slip_may_explain(const Diagnostic& d) {
  return d.status == Status::Illegal;
}

// Replays `rec` (up to `stop_after` actions), keeping its states as `keep` says. When a record
// without seat marks fails, the error notes which seats the engine gave its last lines
// (replay/seat_trail.h), replaying it again from its start, and suggests marks: as a help, or as
// a note when the error has a fix of its own (kSeatMarksNote).
template <Game G>
Replay<G> replay_record(const record::Record& rec, const Overrides& over,
                        std::size_t stop_after = SIZE_MAX, Keep keep = Keep::All) {
  Replay<G> r = replay_steps<G>(rec, over, stop_after, keep);
  if (!r.error || r.actions.empty() || !seat_slip_may_explain(*r.error) || has_seat_marks(rec))
    return r;
  const Replay<G> start = replay_steps<G>(rec, over, 0, Keep::All);
  if (start.states.empty()) return r;
  for (std::string& n :
       seat_notes<G>(start.states.front(), r.actions, r.action_at, r.error->at.line,
                     r.error->token.empty() ? nullptr : &r.states.back()))
    r.error->notes.push_back(std::move(n));
  if (r.error->help.empty() && r.error->suggestions.empty())
    r.error->help.push_back(kSeatMarksHelp);
  else
    r.error->notes.push_back(kSeatMarksNote);
  return r;
}

// A position's text on one line, its fields separated by "; ": the value of a [Position] tag
// (a tag value is one line), read back as the same position, also from a --position file.
inline std::string position_line(std::string_view text) {
  std::string pos;
  for (char c : text) {
    if (c == '\n') {
      if (!pos.empty() && pos.back() != ';') pos += "; ";
    } else {
      pos += c;
    }
  }
  while (!pos.empty() && (pos.back() == ' ' || pos.back() == ';')) pos.pop_back();
  return pos;
}

// A record of `actions` played from the initial state of `config`: every option written as a
// tag, one line per turn (a new line whenever the time path changes), each decision under a seat
// mark (`P1: N@f4 take *C8 ... end`).
// With `start`, the record starts from that state instead: its position is written as the
// [Position] tag (lines joined by ';').
template <Game G>
std::string write_record(const typename G::Config& config,
                         const std::vector<typename G::Action>& actions,
                         const std::vector<std::pair<std::string, std::string>>& extra_tags,
                         bool finished, const typename G::State* start = nullptr) {
  std::vector<std::pair<std::string, std::string>> tags = {{"Game", std::string(G::kName)}};
  for (const auto& t : extra_tags) tags.push_back(t);
  for (const auto& t : option_tags<G>(config.options)) tags.push_back(t);
  if (start) tags.emplace_back("Position", position_line(G::position_text(*start)));
  std::vector<record::ActionLine> lines;
  typename G::State s = start ? *start : G::initial_state(config);
  TimePath current;
  Seat marked = kChanceSeat;  // the seat the line's last mark names
  for (const typename G::Action& a : actions) {
    const TimePath path = G::time_path(s);
    if (lines.empty() || path != current) {
      std::string label;
      for (const std::string& p : path) label += (label.empty() ? "" : ", ") + p;
      lines.push_back({label, {}});
      current = path;
      marked = kChanceSeat;
    }
    // Seat marks: each line says who decides, and again where another seat takes over.
    const std::string text = G::action_to_text(s, a);
    const Seat seat = G::current_seat(s);
    if (seat >= 0 && seat != marked && !seat_prefix(text)) {
      lines.back().tokens.push_back(seat_text(seat) + ":");
      marked = seat;
    }
    lines.back().tokens.push_back(text);
    if (G::apply(s, a)) break;  // callers pass legal sequences; stop quietly otherwise
  }
  const bool over = finished && G::is_terminal(s);
  return record::write(tags, lines, over ? record::Ending::Result : record::Ending::Stop,
                       over ? G::scores(s) : std::vector<int>{});
}

}  // namespace arbiter::replay
