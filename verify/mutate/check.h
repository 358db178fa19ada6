// What every mutant of a valid record must get (issue 10, part 7), checked in-process as `arbiter
// replay validate` would judge it:
//   - no crash, and no exception out of the reader or the replay;
//   - either accepted, and then every action accepted at or after the first changed line was in
//     legal_actions at that point (the lines before it replay the valid source, checked whole
//     once);
//   - or rejected at or after the first changed line, citing a rule id that resolves in the game's
//     rules reference or is one of the ids docs/cli.md lists for what is not a rule (syntax,
//     record, check, ...), with an exit code docs/cli.md gives a record (1 illegal, 3 malformed,
//     4 options; 5 says "an Arbiter bug" and is a finding).
// Generic over the Game.
#pragma once

#include <cstdint>
#include <exception>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "replay/record/record.h"
#include "replay/replay.h"
#include "verify/mutate/mutate.h"
#include "verify/random_play.h"

namespace arbiter::mutate {

using verify::Buffer;

struct Outcome {
  bool accepted = false;
  replay::Status status = replay::Status::Ok;
  std::string rule;  // when rejected
  std::int64_t line = 0;
  std::string message;
  std::vector<std::string> problems;  // broken promises: a finding when not empty
};

// The ids docs/cli.md ("RULE") gives errors that are no rule of the game. `encoding` is among them
// but "never expected from notation": a record that gets it is a finding.
inline bool is_documented_non_rule(std::string_view id) {
  for (std::string_view n : {"syntax", "record", "check", "options", "position", "data"})
    if (id == n) return true;
  return false;
}

// What is wrong with a rejection at `line`, `status`, `rule` of a mutant first changed at
// `first_line`; empty when nothing is.
template <Game G>
std::vector<std::string> rejection_problems(const std::string& rule, replay::Status status,
                                            std::int64_t line, const std::string& message,
                                            std::int64_t first_line) {
  std::vector<std::string> p;
  const bool in_reference = !rule.empty() && resolve_rule(G::rules(), rule) != nullptr;
  if (rule.empty())
    p.push_back("rejected without a rule id");
  else if (!in_reference && !is_documented_non_rule(rule))
    p.push_back("rule id [" + rule + "] resolves in no entry of the " + std::string(G::kName) +
                " rules reference and is none of docs/cli.md's other ids");
  const int code = static_cast<int>(status);
  if (status == replay::Status::Internal)
    p.push_back("exit 5: an invariant broke after a legal action (an Arbiter bug, docs/cli.md)");
  else if (code != 1 && code != 3 && code != 4)
    p.push_back("exit " + std::to_string(code) + " is no exit code docs/cli.md gives a record");
  else if (in_reference && status != replay::Status::Illegal && rule != "position")
    p.push_back("a rule of the game with exit " + std::to_string(code) +
                " (docs/cli.md: an illegal action gives exit 1)");
  else if (rule == "syntax" && status != replay::Status::Malformed)
    p.push_back("[syntax] with exit " + std::to_string(code) + " (docs/cli.md: exit 3)");
  if (line < first_line)
    p.push_back("rejected at line " + std::to_string(line) + ", before the first changed line " +
                std::to_string(first_line));
  if (message.empty()) p.push_back("rejected without a message");
  return p;
}

// Every action of `r` from the first one at or after `from_line` against legal_actions at its
// state; the problems found.
template <Game G>
std::vector<std::string> legality_problems(const replay::Replay<G>& r, std::int64_t from_line) {
  std::vector<std::string> p;
  if (r.states.size() != r.actions.size() + 1) {
    p.push_back("the replay kept " + std::to_string(r.states.size()) + " states for " +
                std::to_string(r.actions.size()) + " actions");
    return p;
  }
  Buffer<G>& legal = verify::process_buffer<G>();
  for (std::size_t k = 0; k < r.actions.size(); ++k) {
    if (r.action_at[k].line < from_line) continue;
    legal.clear();
    G::legal_actions(r.states[k], legal);
    if (!legal.contains(r.actions[k]))
      p.push_back("action " + std::to_string(k) + " `" +
                  G::action_to_text(r.states[k], r.actions[k]) + "` at line " +
                  std::to_string(r.action_at[k].line) +
                  " was accepted but is not in legal_actions");
  }
  return p;
}

// How `m` fares, and what it breaks.
template <Game G>
Outcome check_mutant(const Mutant& m) {
  Outcome o;
  try {
    const record::ParseResult parsed = record::parse(m.text);
    if (!parsed.ok) {
      o.status = replay::Status::Malformed;
      o.rule = "syntax";
      o.line = parsed.error.at.line;
      o.message = parsed.error.message;
    } else {
      const replay::Replay<G> r = replay::replay_record<G>(parsed.record, replay::Overrides{});
      if (!r.error) {
        o.accepted = true;
        o.problems = legality_problems<G>(r, m.first_line);
        return o;
      }
      o.status = r.error->status;
      o.rule = r.error->rule;
      o.line = r.error->at.line;
      o.message = r.error->message;
    }
    o.problems = rejection_problems<G>(o.rule, o.status, o.line, o.message, m.first_line);
  } catch (const std::exception& e) {
    o.problems.push_back(std::string("an exception escaped: ") + e.what());
  } catch (...) {
    o.problems.push_back("an exception escaped (not a std::exception)");
  }
  return o;
}

}  // namespace arbiter::mutate
