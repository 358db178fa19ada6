// The regression corpus of rejected mutants (issue 10, part 7): distinct cases chosen among a
// run's rejections, many rule ids first, each written as a record that carries its exact expected
// error in the tags `arbiter test` reads (replay/suite.h). Game-independent.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "replay/record/record.h"
#include "verify/mutate/text_edit.h"

namespace arbiter::mutate {

struct Case {
  std::string game;
  std::string source;       // the source's stem: "base-2p"
  std::string source_path;  // as found: "fixtures/torres/valid/base-2p.rec"
  std::string kind, what;
  std::string rule, message;
  int status = 0;
  std::int64_t line = 0;        // of the error, in the mutant
  std::int64_t first_line = 0;  // the mutant's first changed line
  std::uint64_t index = 0;      // the mutant's number in its run
  std::string text;             // the mutant

  // Two cases are the same case when they share these.
  std::tuple<std::string, std::int64_t, std::string, std::string> key() const {
    return {source, first_line, rule, kind};
  }
};

// Up to `n` distinct cases, many rule ids first: a round over the rule ids (in order) takes one
// case of each, the one whose kind, then source, that rule has shown least so far; then another
// round, and so on.
inline std::vector<const Case*> choose_distinct(const std::vector<Case>& cases, std::size_t n) {
  std::map<std::string, std::vector<const Case*>> by_rule;
  std::set<std::tuple<std::string, std::int64_t, std::string, std::string>> seen;
  for (const Case& c : cases)
    if (seen.insert(c.key()).second) by_rule[c.rule].push_back(&c);
  struct Shown {
    std::map<std::string, int> kinds, sources;
  };
  std::map<std::string, Shown> shown;
  std::vector<const Case*> out;
  for (bool more = true; more && out.size() < n;) {
    more = false;
    for (auto& [rule, left] : by_rule) {
      if (left.empty() || out.size() >= n) continue;
      Shown& s = shown[rule];
      auto best = std::min_element(left.begin(), left.end(), [&](const Case* a, const Case* b) {
        return std::tuple(s.kinds[a->kind], s.sources[a->source], a->index) <
               std::tuple(s.kinds[b->kind], s.sources[b->source], b->index);
      });
      const Case* c = *best;
      left.erase(best);
      ++s.kinds[c->kind];
      ++s.sources[c->source];
      out.push_back(c);
      more = more || !left.empty();
    }
  }
  return out;
}

// A tag value on one line: the text up to its first line end.
inline std::string one_line(std::string_view s) {
  return std::string(s.substr(0, s.find_first_of("\r\n")));
}

// The lines inserted after a case's last header tag: its expected error and where it comes from.
inline std::string expectation_block(const Case& c, std::int64_t shift, std::uint64_t seed) {
  std::string b;
  b += "[ExpectedRule " + record::quote_tag_value(c.rule) + "]\n";
  b += "[ExpectedLine \"" + std::to_string(c.line + shift) + "\"]\n";
  b += "[ExpectedStatus \"" + std::to_string(c.status) + "\"]\n";
  b += "[ExpectedMessage " + record::quote_tag_value(one_line(c.message)) + "]\n";
  b += "; Mutant " + std::to_string(c.index) + " of " + c.source_path + ", " + c.kind + ": " +
       one_line(c.what) + " of the source (arbiter_mutate --game " + c.game + " --seed " +
       std::to_string(seed) + " --only " + std::to_string(c.index) + " --print)\n";
  return b;
}

// The case as a corpus record: the mutant with the expectation block after its last header tag
// (the error line moves down by the block's lines). With `cut`, the lines after the error line are
// left out (the replay stops at the error, and the record is smaller); the caller checks that the
// record still fails as it says, and keeps the whole mutant otherwise.
inline std::string corpus_record(const Case& c, std::uint64_t seed, bool cut) {
  const record::ParseResult parsed = record::parse(c.text);
  const std::vector<std::size_t> starts = line_starts(c.text);
  std::int64_t last_tag = 0;
  for (const record::Tag& t : parsed.record.tags) last_tag = std::max(last_tag, t.at.line);
  // After the last tag's line (tags hold one line each), or at the top without tags.
  const std::size_t at = static_cast<std::size_t>(last_tag) < starts.size()
                             ? starts[static_cast<std::size_t>(last_tag)]
                             : c.text.size();
  const std::string probe = expectation_block(c, 0, seed);
  const auto shift = static_cast<std::int64_t>(std::count(probe.begin(), probe.end(), '\n'));
  std::string body = c.text.substr(at);
  if (cut && c.line > last_tag) {
    const std::size_t end_line = static_cast<std::size_t>(c.line);
    const std::string note =
        "; (the rest of the mutant is cut: the replay stops at the error above)\n";
    if (end_line < starts.size() && c.text.size() - starts[end_line] > note.size())
      body = c.text.substr(at, starts[end_line] - at) + note;
  }
  std::string head = c.text.substr(0, at);
  if (!head.empty() && head.back() != '\n' && head.back() != '\r') head += '\n';
  return head + expectation_block(c, shift, seed) + body;
}

// A file name for the case: RULE-kind-source-NNN.rec, with characters other than letters,
// digits, '.', '-' and '_' as '_'.
inline std::string corpus_file_name(const Case& c, std::size_t number) {
  std::string n = c.rule + "-" + c.kind + "-" + c.source + "-";
  const std::string num = std::to_string(number);
  n += std::string(num.size() < 3 ? 3 - num.size() : 0, '0') + num + ".rec";
  for (char& ch : n)
    if (!is_alnum(ch) && ch != '.' && ch != '-' && ch != '_') ch = '_';
  return n;
}

}  // namespace arbiter::mutate
