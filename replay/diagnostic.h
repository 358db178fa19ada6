// What a failed replay reports (replay.h): the diagnostic that `replay validate` prints as
// "file:line:col: error: [rule] message" with its note:, help: and "did you mean" lines, and the
// events of the record that its notes recall.
#pragma once

#include <string>
#include <vector>

#include "engine/core/game.h"
#include "replay/explain.h"
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
  // What the error lines add (replay/explain.h): the rule's text, fixes, nearest legal tokens,
  // and events earlier in the record worth knowing ("P2 is eliminated" at line 40).
  const RuleRef* rule_ref = nullptr;
  std::vector<std::string> help;
  std::vector<std::string> suggestions;
  std::vector<std::string> notes;
};

// The ids a diagnostic gives that are not rules of a game's reference (docs/cli.md,
// "Diagnostics"): a text that cannot be read, a bad record, option, data file, checkpoint or
// position, and an internal action encoding that is malformed.
inline const std::vector<std::string>& non_rule_ids() {
  static const std::vector<std::string> ids = {"syntax", "record",   "options", "data",
                                               "check",  "position", "encoding"};
  return ids;
}

// An event an action caused that a reader must be told about at its line (an elimination).
struct Event {
  int step = 0;  // actions applied before the one that caused it
  record::Location at;
  std::string text;
};

// At most `max` bytes of `s`, cut at a character boundary, saying how long it was: a hostile
// record's 1 MB token is not echoed whole into every message.
inline std::string clip(std::string s, std::size_t max = 200) {
  if (s.size() <= max) return s;
  std::size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  return s.substr(0, cut) + "... (" + std::to_string(s.size()) + " bytes)";
}

inline Diagnostic make_diagnostic(Status status, record::Location at, std::string rule,
                                  std::string message, int step) {
  message = clip(std::move(message), 400);
  Diagnostic d;
  d.status = status;
  d.at = at;
  d.rule = std::move(rule);
  d.message = std::move(message);
  d.step = step;
  return d;
}

// The last events before an error (at most two), as notes: an elimination explains why a seat
// no longer plays.
inline void add_event_notes(Diagnostic& d, const std::vector<Event>& events) {
  const std::size_t from = events.size() > 2 ? events.size() - 2 : 0;
  for (std::size_t i = from; i < events.size(); ++i)
    d.notes.push_back("line " + std::to_string(events[i].at.line) + ": " + events[i].text);
}

inline void add_explanation(Diagnostic& d, Explanation e, const std::vector<Event>& events) {
  d.rule_ref = e.rule;
  d.suggestions = std::move(e.suggestions);
  for (std::string& h : e.help) d.help.push_back(std::move(h));
  add_event_notes(d, events);
}

}  // namespace arbiter::replay
