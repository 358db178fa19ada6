// Edge-case suites: a record states its expected verdict in tags, and `arbiter test` checks it.
//   no Expected* tag          the record is valid (exit 0)
//   [ExpectedStatus "1"]      the exit code `replay validate` gives it, or its word ("illegal")
//   [ExpectedRule "T-2.15"]   the rule id of its first error
//   [ExpectedLine "37"]       the line of that error
//   [ExpectedMessage "..."]   words the error message contains
//   [ExpectedHelp "..."]      words a help line (or the "did you mean" line) contains
// The tags are read and checked by replay/suite_tags.h. Generic over every game; the game comes
// from the record's [Game] tag.
#pragma once

#include <algorithm>
#include <chrono>
#include <istream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/core/suggest.h"
#include "engine/games.h"
#include "replay/record/record.h"
#include "replay/record_source.h"
#include "replay/reference.h"
#include "replay/replay.h"
#include "replay/suite_tags.h"

namespace arbiter::replay {

// How a record fares, as `replay validate` would report it.
struct Judgement {
  Status status = Status::Ok;
  Diagnostic error;  // when status != Ok
  std::string game;
};

// Pass and Fail: the record behaves as its tags say, or not. Error: the case cannot be run as
// written (an unreadable file, a bad expectation tag), which is neither.
enum class Outcome { Pass, Fail, Error };

struct SuiteResult {
  std::string path;
  std::string game;
  Outcome outcome = Outcome::Fail;
  std::string expected;  // "valid" or "[T-2.15] line 37 exit 1, message '...'"; empty for Error
  std::string got;       // the verdict; for Error, what stops the case
  double seconds = 0;
  record::Location at;  // for Error: where in the file (line 0: nowhere in particular)
  bool passed() const { return outcome == Outcome::Pass; }
};

// Replays a parsed record the way `replay validate` does, without printing.
inline Judgement judge(const record::ParseResult& parsed, const Overrides& over) {
  Judgement v;
  if (!parsed.ok) {
    v.status = Status::Malformed;
    v.error =
        make_diagnostic(Status::Malformed, parsed.error.at, "syntax", parsed.error.message, 0);
    return v;
  }
  const record::Tag* game = parsed.record.find_tag("Game");
  if (!game) {
    v.status = Status::Malformed;
    v.error = make_diagnostic(Status::Malformed, {1, 1}, "record", "missing [Game \"...\"] tag", 0);
    return v;
  }
  v.game = lower_ascii(game->value);
  const bool known = with_game(v.game, [&](auto g) {
    Replay<decltype(g)> r = replay_record<decltype(g)>(parsed.record, over, SIZE_MAX, Keep::Last);
    if (r.error) {
      v.status = r.error->status;
      v.error = std::move(*r.error);
    }
  });
  if (!known) {
    v.status = Status::Malformed;
    v.error = make_diagnostic(Status::Malformed, game->at, "record",
                              "unknown game '" + game->value + "'", 0);
  }
  return v;
}

inline Judgement judge(const std::string& text, const Overrides& over) {
  return judge(read_record(text).parsed, over);
}

inline std::string tag_value(const record::Record& r, std::string_view name) {
  const record::Tag* t = r.find_tag(name);
  return t ? t->value : "";
}

// The help lines as `replay validate` prints them after "help: ".
inline std::vector<std::string> help_lines(const Diagnostic& d) {
  std::vector<std::string> out;
  if (!d.suggestions.empty())
    out.push_back("did you mean " + quoted_alternatives(d.suggestions) + "?");
  for (const std::string& h : d.help) out.push_back(h);
  return out;
}

// "[T-2.15] line 37 exit 1, message '...', help '...'": what the tags expect, in words.
inline std::string expected_text(const Expectations& e) {
  if (!e.expects_error()) return "valid";
  std::string head;
  const auto add = [&head](const std::string& part) { head += (head.empty() ? "" : " ") + part; };
  if (!e.rule.empty()) add("[" + e.rule + "]");
  if (e.line > 0) add("line " + std::to_string(e.line));
  if (e.status) add("exit " + std::to_string(static_cast<int>(*e.status)));
  if (head.empty()) head = "an error";
  if (!e.message.empty()) head += ", message '" + e.message + "'";
  if (!e.help.empty()) head += ", help '" + e.help + "'";
  return head;
}

// "[T-2.17] line 38 exit 1: message", or "valid".
inline std::string verdict_text(const Judgement& v) {
  if (v.status == Status::Ok) return "valid";
  return "[" + v.error.rule + "]" +
         (v.error.at.line > 0 ? " line " + std::to_string(v.error.at.line) : "") + " exit " +
         std::to_string(static_cast<int>(v.status)) + ": " + v.error.message;
}

// Whether the verdict is the one the tags expect.
inline bool meets(const Judgement& v, const Expectations& e) {
  if (!e.expects_error()) return v.status == Status::Ok;
  if (v.status == Status::Ok) return false;
  if (e.status && v.status != *e.status) return false;
  if (!e.rule.empty() && lower_ascii(v.error.rule) != lower_ascii(e.rule)) return false;  // any case
  if (e.line > 0 && v.error.at.line != e.line) return false;
  if (!e.message.empty() && v.error.message.find(e.message) == std::string::npos) return false;
  if (e.help.empty()) return true;
  for (const std::string& h : help_lines(v.error))
    if (h.find(e.help) != std::string::npos) return true;
  return false;
}

// The expectations of a parsed record, or why they cannot be run. After a syntax error, `in` (the
// record's text) is read again from its start for expectation tags the reader never reached.
inline std::variant<Expectations, TagProblem> case_expectations(const record::ParseResult& parsed,
                                                                std::istream& in) {
  std::variant<Expectations, TagProblem> tags = read_expectations(parsed.record.tags);
  if (parsed.ok || std::holds_alternative<TagProblem>(tags)) return tags;
  in.clear();
  in.seekg(0);
  const std::optional<record::Tag> unread =
      unread_expectation(in, parsed.error.at.line, parsed.record.tags);
  if (!unread) return tags;
  const std::string line = std::to_string(parsed.error.at.line);
  const bool same_line = unread->at.line == parsed.error.at.line;
  return TagProblem{unread->at,
                    "[" + unread->name + "] is never read: the reader stops at the syntax error " +
                        (same_line ? "on this line" : "on line " + line) + " (" +
                        parsed.error.message + ")" +
                        (same_line ? "" : "; put the Expected* tags above line " + line)};
}

// Why an [ExpectedRule "ID"] can never match a record of game G, or "" when it can: its id is
// neither a rule of G's reference (a sub-item "T-2.12a" stands for its rule, as diagnostics cite
// it) nor an id the diagnostics give that is no rule ("syntax", "options", ...). With the nearest
// ids, as `arbiter rules GAME ID` gives them ("T2.17" -> `T-2.17`).
template <Game G>
std::string unknown_expected_rule(const std::string& id) {
  const std::vector<std::string>& others = non_rule_ids();
  // In any case, as meets() compares ids; a sub-item "T-2.12a" stands for its rule.
  const auto is_rule = [](std::string_view q) {
    for (const RuleRef& r : G::rules())
      if (lower_ascii(r.id) == lower_ascii(q)) return true;
    return false;
  };
  const bool sub_item = id.size() > 1 && id.back() >= 'a' && id.back() <= 'z';
  if (is_rule(id) || (sub_item && is_rule(std::string_view(id).substr(0, id.size() - 1))) ||
      std::find(others.begin(), others.end(), lower_ascii(id)) != others.end())
    return "";
  std::vector<std::string> near = nearest_rule_ids<G>(id);
  if (near.empty()) near = nearest(others, id, 3);
  return std::string(G::kName) + " has no rule " + id + ", so it can never match" +
         (near.empty() ? " ('arbiter rules " + std::string(G::kName) + "' lists the rules)"
                       : "; did you mean " + quoted_alternatives(near) + "?");
}

// An expectation that only the record's game can tell is wrong: an [ExpectedRule] that no
// diagnostic of that game gives. A record of no known game fails on its own ([record]).
inline std::optional<TagProblem> expectation_for_game(const record::Record& rec,
                                                      const Expectations& want) {
  const record::Tag* tag = rec.find_tag("ExpectedRule");
  if (want.rule.empty() || !tag) return std::nullopt;
  std::string why;
  with_game(lower_ascii(tag_value(rec, "Game")),
            [&](auto g) { why = unknown_expected_rule<decltype(g)>(want.rule); });
  if (why.empty()) return std::nullopt;
  return TagProblem{tag->at, "[ExpectedRule " + record::quote_tag_value(tag->value) + "]: " + why};
}

// Runs the record `in` holds (read from `path`): read a block at a time, within its game's
// bounds, so that its memory is that of `replay validate`, whatever the file's size.
inline SuiteResult run_case(const std::string& path, std::istream& in, const Overrides& over) {
  const auto start = std::chrono::steady_clock::now();
  SuiteResult res;
  res.path = path;
  // A record with a syntax error still has the tags before it: they may expect that error.
  const RecordSource source = read_record(in);
  const record::ParseResult& parsed = source.parsed;
  if (source.unreadable) {
    res.outcome = Outcome::Error;
    res.got = "cannot read '" + path + "'";
    return res;
  }
  std::variant<Expectations, TagProblem> tags = case_expectations(parsed, in);
  if (const auto* want = std::get_if<Expectations>(&tags))
    if (std::optional<TagProblem> problem = expectation_for_game(parsed.record, *want))
      tags = std::move(*problem);
  if (auto* problem = std::get_if<TagProblem>(&tags)) {
    res.game = source.game;  // its JUnit suite: "" is "no game" (docs/cli.md)
    res.outcome = Outcome::Error;
    res.at = problem->at;
    res.got = problem->message;
  } else {
    const Expectations& want = std::get<Expectations>(tags);
    const Judgement v = judge(parsed, over);
    res.game = source.game;
    res.expected = expected_text(want);
    res.got = verdict_text(v);
    res.outcome = meets(v, want) ? Outcome::Pass : Outcome::Fail;
    // An [ExpectedHelp] that failed: the help lines it got, so that the writer sees what to expect.
    if (res.outcome == Outcome::Fail && !want.help.empty() && v.status != Status::Ok) {
      const std::vector<std::string> got = help_lines(v.error);
      std::string helps;
      for (const std::string& h : got) helps += (helps.empty() ? "'" : "', '") + h;
      res.got += got.empty() ? ", no help" : ", help " + clip(helps + "'", 400);
    }
  }
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return res;
}

inline SuiteResult run_case(const std::string& path, const std::string& text,
                            const Overrides& over) {
  std::istringstream in(text);
  return run_case(path, in, over);
}

}  // namespace arbiter::replay
