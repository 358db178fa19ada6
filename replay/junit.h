// JUnit XML for `arbiter test --junit`, as CI systems read it: one <testsuite> per game, one
// <testcase> per record, a <failure> for a record that does not behave as its tags say and an
// <error> for a case that cannot be run as written. Whatever bytes a record, a tag or a file name
// holds, the document is well-formed XML 1.0 in UTF-8.
#pragma once

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "replay/markup_escape.h"
#include "replay/suite.h"

namespace arbiter::replay {

// Text for XML attributes and content (replay/markup_escape.h, Markup::Xml).
inline std::string xml_escape(std::string_view raw) {
  return markup_escape(raw, Markup::Xml);
}

// The <testcase> element of one result.
inline std::string junit_case(const SuiteResult& r, const std::string& suite) {
  std::string x = "    <testcase classname=\"" + xml_escape(suite) + "\" name=\"" +
                  xml_escape(r.path) + "\" time=\"" + std::to_string(r.seconds) + "\"";
  switch (r.outcome) {
    case Outcome::Pass:
      return x + "/>\n";
    case Outcome::Fail:
      x += ">\n      <failure message=\"" + xml_escape("expected " + r.expected) + "\">" +
           xml_escape("expected " + r.expected + "\ngot " + r.got) + "</failure>\n";
      break;
    case Outcome::Error: {
      const std::string where = r.at.line > 0 ? "line " + std::to_string(r.at.line) + ": " : "";
      x += ">\n      <error message=\"" + xml_escape(where + r.got) + "\"/>\n";
      break;
    }
  }
  return x + "    </testcase>\n";
}

// tests="N" failures="F" errors="E" time="T" over the results of `game` (all of them when null).
inline std::string junit_counts(const std::vector<SuiteResult>& results, const std::string* game) {
  std::size_t n = 0, failures = 0, errors = 0;
  double time = 0;
  for (const SuiteResult& r : results) {
    if (game && r.game != *game) continue;
    ++n;
    failures += r.outcome == Outcome::Fail ? 1 : 0;
    errors += r.outcome == Outcome::Error ? 1 : 0;
    time += r.seconds;
  }
  return "tests=\"" + std::to_string(n) + "\" failures=\"" + std::to_string(failures) +
         "\" errors=\"" + std::to_string(errors) + "\" time=\"" + std::to_string(time) + "\"";
}

inline std::string junit_xml(const std::vector<SuiteResult>& results) {
  std::vector<std::string> games;
  for (const SuiteResult& r : results)
    if (std::find(games.begin(), games.end(), r.game) == games.end()) games.push_back(r.game);
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x += "<testsuites name=\"arbiter\" " + junit_counts(results, nullptr) + ">\n";
  for (const std::string& g : games) {
    // A record whose game is not known: one without a [Game] tag, or a file that cannot be read.
    const std::string name = g.empty() ? "no game" : g;
    x += "  <testsuite name=\"" + xml_escape(name) + "\" " + junit_counts(results, &g) + ">\n";
    for (const SuiteResult& r : results)
      if (r.game == g) x += junit_case(r, name);
    x += "  </testsuite>\n";
  }
  return x + "</testsuites>\n";
}

}  // namespace arbiter::replay
