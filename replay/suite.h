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
#include <istream>
#include <optional>
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
  std::vector<OptionNote> option_notes;  // options set that take no effect (session.h)
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
  std::vector<OptionNote> option_notes;  // options set that take no effect, when it ran
  bool passed() const { return outcome == Outcome::Pass; }
};

// Replays a parsed record the way `replay validate` does, without printing.
// Each is compiled once, in replay/suite.cpp: judge() replays the record for its game.
Judgement judge(const record::ParseResult& parsed, const Overrides& over);
Judgement judge(const std::string& text, const Overrides& over);

std::string tag_value(const record::Record& r, std::string_view name);

// The help lines as `replay validate` prints them after "help: ".
std::vector<std::string> help_lines(const Diagnostic& d);

// "[T-2.15] line 37 exit 1, message '...', help '...'": what the tags expect, in words.
std::string expected_text(const Expectations& e);

// "[T-2.17] line 38 exit 1: message", or "valid".
std::string verdict_text(const Judgement& v);

// Whether the verdict is the one the tags expect.
bool meets(const Judgement& v, const Expectations& e);

// The expectations of a parsed record, or why they cannot be run. After a syntax error, `in` (the
// record's text) is read again from its start for expectation tags the reader never reached.
std::variant<Expectations, TagProblem> case_expectations(const record::ParseResult& parsed,
                                                         std::istream& in);

// An expectation that only the record's game can tell is wrong: an [ExpectedRule] that no
// diagnostic of that game gives. A record of no known game fails on its own ([record]).
std::optional<TagProblem> expectation_for_game(const record::Record& rec, const Expectations& want);

// Runs the record `in` holds (read from `path`): read a block at a time, within its game's
// bounds, so that its memory is that of `replay validate`, whatever the file's size.
SuiteResult run_case(const std::string& path, std::istream& in, const Overrides& over);
SuiteResult run_case(const std::string& path, const std::string& text, const Overrides& over);

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

}  // namespace arbiter::replay
