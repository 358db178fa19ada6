// Edge-case suites: a record states its expected verdict in tags, and `arbiter test` checks it.
//   no Expected* tag          the record is valid (exit 0)
//   [ExpectedStatus "1"]      the exit code `replay validate` gives it
//   [ExpectedRule "T-2.15"]   the rule id of its first error
//   [ExpectedLine "37"]       the line of that error
//   [ExpectedMessage "..."]   words the error message contains
//   [ExpectedHelp "..."]      words a help line (or the "did you mean" line) contains
// Generic over every game; the game comes from the record's [Game] tag.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "engine/core/suggest.h"
#include "engine/games.h"
#include "replay/record/record.h"
#include "replay/replay.h"

namespace arbiter::replay {

// How a record fares, as `replay validate` would report it.
struct Judgement {
  Status status = Status::Ok;
  Diagnostic error;  // when status != Ok
  std::string game;
};

struct SuiteResult {
  std::string path;
  std::string game;
  bool passed = false;
  std::string expected;  // "valid" or "[T-2.15] line 37 exit 1 ..."
  std::string got;
  double seconds = 0;
};

// Replays `text` (the record read from `path`) the way `replay validate` does, without printing.
inline Judgement judge(const std::string& text, const Overrides& over) {
  Judgement v;
  record::ParseResult parsed = record::parse(text);
  if (!parsed.ok) {
    v.status = Status::Malformed;
    v.error = make_diagnostic(Status::Malformed, parsed.error.at, "syntax", parsed.error.message, 0);
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

inline std::string tag_value(const record::Record& r, std::string_view name) {
  const record::Tag* t = r.find_tag(name);
  return t ? t->value : "";
}

// The help lines as `replay validate` prints them after "help: ".
inline std::vector<std::string> help_lines(const Diagnostic& d) {
  std::vector<std::string> out;
  if (!d.suggestions.empty()) out.push_back("did you mean " + quoted_alternatives(d.suggestions) + "?");
  for (const std::string& h : d.help) out.push_back(h);
  return out;
}

inline SuiteResult run_case(const std::string& path, const std::string& text,
                            const Overrides& over) {
  const auto start = std::chrono::steady_clock::now();
  SuiteResult res;
  res.path = path;
  const record::ParseResult parsed = record::parse(text);
  const std::string want_rule = tag_value(parsed.record, "ExpectedRule"),
                    want_line = tag_value(parsed.record, "ExpectedLine"),
                    want_status = tag_value(parsed.record, "ExpectedStatus"),
                    want_message = tag_value(parsed.record, "ExpectedMessage"),
                    want_help = tag_value(parsed.record, "ExpectedHelp");
  const bool expect_valid = want_rule.empty() && want_line.empty() && want_status.empty();
  const Judgement v = judge(text, over);
  res.game = v.game;
  if (expect_valid) {
    res.expected = "valid";
    res.passed = v.status == Status::Ok;
  } else {
    res.expected = (want_rule.empty() ? "" : "[" + want_rule + "] ") +
                   (want_line.empty() ? "" : "line " + want_line + " ") +
                   (want_status.empty() ? "" : "exit " + want_status) +
                   (want_message.empty() ? "" : ", message '" + want_message + "'") +
                   (want_help.empty() ? "" : ", help '" + want_help + "'");
    bool ok = v.status != Status::Ok;
    if (!want_rule.empty()) ok = ok && v.error.rule == want_rule;
    if (!want_line.empty()) ok = ok && std::to_string(v.error.at.line) == want_line;
    if (!want_status.empty())
      ok = ok && std::to_string(static_cast<int>(v.status)) == want_status;
    if (!want_message.empty()) ok = ok && v.error.message.find(want_message) != std::string::npos;
    if (!want_help.empty()) {
      bool found = false;
      for (const std::string& h : help_lines(v.error)) found = found || h.find(want_help) != h.npos;
      ok = ok && found;
    }
    res.passed = ok;
  }
  res.got = v.status == Status::Ok ? "valid"
                                   : "[" + v.error.rule + "] line " +
                                         std::to_string(v.error.at.line) + " exit " +
                                         std::to_string(static_cast<int>(v.status)) + ": " +
                                         v.error.message;
  res.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return res;
}

// Text for XML attributes and content.
inline std::string xml_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        // Control characters other than tab and newlines are not allowed in XML 1.0.
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' && c != '\r')
          out += '?';
        else
          out += c;
    }
  }
  return out;
}

// JUnit XML, as CI systems read it: one testsuite per game, one testcase per record.
inline std::string junit_xml(const std::vector<SuiteResult>& results) {
  std::vector<std::string> games;
  for (const SuiteResult& r : results)
    if (std::find(games.begin(), games.end(), r.game) == games.end()) games.push_back(r.game);
  int failures = 0;
  double total = 0;
  for (const SuiteResult& r : results) {
    failures += r.passed ? 0 : 1;
    total += r.seconds;
  }
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x += "<testsuites name=\"arbiter\" tests=\"" + std::to_string(results.size()) +
       "\" failures=\"" + std::to_string(failures) + "\" time=\"" + std::to_string(total) + "\">\n";
  for (const std::string& g : games) {
    int n = 0, f = 0;
    double t = 0;
    for (const SuiteResult& r : results)
      if (r.game == g) {
        ++n;
        f += r.passed ? 0 : 1;
        t += r.seconds;
      }
    const std::string name = g.empty() ? "unreadable" : g;
    x += "  <testsuite name=\"" + xml_escape(name) + "\" tests=\"" + std::to_string(n) +
         "\" failures=\"" + std::to_string(f) + "\" errors=\"0\" time=\"" + std::to_string(t) +
         "\">\n";
    for (const SuiteResult& r : results) {
      if (r.game != g) continue;
      x += "    <testcase classname=\"" + xml_escape(name) + "\" name=\"" + xml_escape(r.path) +
           "\" time=\"" + std::to_string(r.seconds) + "\"";
      if (r.passed) {
        x += "/>\n";
      } else {
        x += ">\n      <failure message=\"" + xml_escape("expected " + r.expected) + "\">" +
             xml_escape("expected " + r.expected + "\ngot " + r.got) + "</failure>\n";
        x += "    </testcase>\n";
      }
    }
    x += "  </testsuite>\n";
  }
  return x + "</testsuites>\n";
}

}  // namespace arbiter::replay
