// `arbiter test`'s cases (replay/suite.h), compiled once for every game (issue 26): each file that
// included suite.h compiled judge()'s replay for the three games again.
#include "replay/suite.h"

#include <chrono>
#include <sstream>

#include "replay/instances.h"

namespace arbiter::replay {

Judgement judge(const record::ParseResult& parsed, const Overrides& over) {
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
    v.option_notes = std::move(r.option_notes);
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

Judgement judge(const std::string& text, const Overrides& over) {
  return judge(read_record(text).parsed, over);
}

std::string tag_value(const record::Record& r, std::string_view name) {
  const record::Tag* t = r.find_tag(name);
  return t ? t->value : "";
}

std::vector<std::string> help_lines(const Diagnostic& d) {
  std::vector<std::string> out;
  if (!d.suggestions.empty())
    out.push_back("did you mean " + quoted_alternatives(d.suggestions) + "?");
  for (const std::string& h : d.help) out.push_back(h);
  return out;
}

std::string expected_text(const Expectations& e) {
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

std::string verdict_text(const Judgement& v) {
  if (v.status == Status::Ok) return "valid";
  return "[" + v.error.rule + "]" +
         (v.error.at.line > 0 ? " line " + std::to_string(v.error.at.line) : "") + " exit " +
         std::to_string(static_cast<int>(v.status)) + ": " + v.error.message;
}

bool meets(const Judgement& v, const Expectations& e) {
  if (!e.expects_error()) return v.status == Status::Ok;
  if (v.status == Status::Ok) return false;
  if (e.status && v.status != *e.status) return false;
  if (!e.rule.empty() && lower_ascii(v.error.rule) != lower_ascii(e.rule))
    return false;  // any case
  if (e.line > 0 && v.error.at.line != e.line) return false;
  if (!e.message.empty() && v.error.message.find(e.message) == std::string::npos) return false;
  if (e.help.empty()) return true;
  for (const std::string& h : help_lines(v.error))
    if (h.find(e.help) != std::string::npos) return true;
  return false;
}

std::variant<Expectations, TagProblem> case_expectations(const record::ParseResult& parsed,
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

std::optional<TagProblem> expectation_for_game(const record::Record& rec,
                                               const Expectations& want) {
  const record::Tag* tag = rec.find_tag("ExpectedRule");
  if (want.rule.empty() || !tag) return std::nullopt;
  std::string why;
  with_game(lower_ascii(tag_value(rec, "Game")),
            [&](auto g) { why = unknown_expected_rule<decltype(g)>(want.rule); });
  if (why.empty()) return std::nullopt;
  return TagProblem{tag->at, "[ExpectedRule " + record::quote_tag_value(tag->value) + "]: " + why};
}

SuiteResult run_case(const std::string& path, std::istream& in, const Overrides& over) {
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
    Judgement v = judge(parsed, over);
    res.game = source.game;
    res.option_notes = std::move(v.option_notes);
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

SuiteResult run_case(const std::string& path, const std::string& text, const Overrides& over) {
  std::istringstream in(text);
  return run_case(path, in, over);
}

}  // namespace arbiter::replay
