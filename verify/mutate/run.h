// A mutation run over one game (arbiter_mutate, main.cpp): every valid record of fixtures/GAME
// (those without Expected* tags) is a source; mutant i comes from source i mod the sources, with
// its own seed (mutant_seed), and is checked in-process (check.h). The run counts what it saw,
// prints every finding (what broke, the seed, the mutant's text) and keeps the rejections as
// corpus cases (corpus.h). Generic over the Game.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "replay/output/output_file.h"
#include "replay/suite.h"
#include "verify/mutate/check.h"
#include "verify/mutate/corpus.h"
#include "verify/mutate/mutate.h"
#include "verify/mutate/source.h"

namespace arbiter::mutate {

struct RunOptions {
  std::string fixtures = "fixtures";  // the folder that holds GAME/
  std::uint64_t seed = 1;
  std::uint64_t mutants = 2000;       // per game
  std::optional<std::uint64_t> only;  // check this mutant alone
  bool print = false;                 // print each mutant checked (with --only)
  bool keep_cases = false;            // keep the rejections for a corpus
};

struct KindCount {
  int mutants = 0, accepted = 0;
};

struct RunReport {
  std::string game;
  std::size_t sources = 0;
  int mutants = 0, accepted = 0, rejected = 0, findings = 0;
  std::map<int, int> by_status;  // rejections by exit code
  std::map<std::string, int> by_rule;
  std::map<std::string, KindCount> by_kind;
  double seconds = 0;
  std::vector<Case> cases;  // rejections, with keep_cases
  std::string error;        // the run could not start (a source that does not validate)
};

// Set before each mutant is checked, for a crash handler to print (main.cpp).
inline char g_current[512] = "";

// The records of `dir` that state no expectation and hold at least one action: the valid ones a
// transcriber's slip could change (a bare start position, such as fixtures/GAME/explore/, has no
// token to mutate), in sorted order.
inline std::vector<std::filesystem::path> valid_records(const std::filesystem::path& dir) {
  namespace fs = std::filesystem;
  std::vector<fs::path> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::end(it);
       it.increment(ec)) {
    if (!it->is_regular_file(ec) || it->path().extension() != ".rec") continue;
    Expected<std::string> text = replay::read_file(it->path().string());
    if (!text) continue;
    const record::ParseResult p = record::parse(*text);
    if (p.record.find_tag("ExpectedRule") || p.record.find_tag("ExpectedLine") ||
        p.record.find_tag("ExpectedStatus") || (p.ok && p.record.actions.empty()))
      continue;
    out.push_back(it->path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

inline void print_finding(std::ostream& os, std::string_view game, std::uint64_t seed,
                          std::uint64_t index, std::string_view source, const Mutant& m,
                          const Outcome& o) {
  os << "\n== finding: " << game << " mutant " << index << " (seed " << seed << ") of " << source
     << "\n   kind " << m.kind << ": " << m.what << "; first changed line " << m.first_line
     << "\n   got: "
     << (o.accepted ? std::string("accepted")
                    : "[" + o.rule + "] line " + std::to_string(o.line) + " exit " +
                          std::to_string(static_cast<int>(o.status)) + ": " + o.message)
     << "\n";
  for (const std::string& p : o.problems) os << "   broken: " << p << "\n";
  os << "   reproduce: arbiter_mutate --game " << game << " --seed " << seed << " --only " << index
     << " --print\n--- mutant text ---\n"
     << m.text << (m.text.empty() || m.text.back() != '\n' ? "\n" : "") << "--- end ---\n";
}

template <Game G>
RunReport run_game(const RunOptions& opt, std::ostream& out) {
  const auto start = std::chrono::steady_clock::now();
  RunReport rep;
  rep.game = std::string(G::kName);
  std::vector<Source<G>> sources;
  for (const auto& path : valid_records(std::filesystem::path(opt.fixtures) / rep.game)) {
    Expected<std::string> text = replay::read_file(path.string());
    if (!text) {
      rep.error = text.error();
      return rep;
    }
    // Named as in the repository ("fixtures/torres/valid/base-2p.rec") wherever --fixtures is.
    const std::string shown =
        (std::filesystem::path("fixtures") / std::filesystem::relative(path, opt.fixtures))
            .generic_string();
    Expected<Source<G>> s = load_source<G>(shown, path.stem().string(), std::move(*text));
    if (!s) {
      rep.error = s.error();
      return rep;
    }
    sources.push_back(std::move(*s));
  }
  rep.sources = sources.size();
  if (sources.empty()) {
    rep.error = "no valid record under " + opt.fixtures + "/" + rep.game;
    return rep;
  }
  // The sources themselves: a mutant's legality check starts at its first changed line.
  for (const Source<G>& s : sources)
    for (const std::string& p : legality_problems<G>(s.replay, 0)) {
      out << "\n== finding: " << s.path << " (a source): " << p << "\n";
      ++rep.findings;
    }
  const std::uint64_t from = opt.only ? *opt.only : 0;
  const std::uint64_t to = opt.only ? *opt.only + 1 : opt.mutants;
  for (std::uint64_t i = from; i < to; ++i) {
    const Source<G>& src = sources[i % sources.size()];
    const std::optional<Mutant> m = mutate(src, mutant_seed(opt.seed, rep.game, i));
    if (!m) continue;
    std::snprintf(g_current, sizeof g_current,
                  "%s mutant %llu (seed %llu) of %s, kind %s: reproduce with arbiter_mutate "
                  "--game %s --seed %llu --only %llu --print\n",
                  rep.game.c_str(), static_cast<unsigned long long>(i),
                  static_cast<unsigned long long>(opt.seed), src.path.c_str(), m->kind.c_str(),
                  rep.game.c_str(), static_cast<unsigned long long>(opt.seed),
                  static_cast<unsigned long long>(i));
    const Outcome o = check_mutant<G>(*m);
    ++rep.mutants;
    KindCount& k = rep.by_kind[m->kind];
    ++k.mutants;
    if (o.accepted) {
      ++rep.accepted;
      ++k.accepted;
    } else {
      ++rep.rejected;
      ++rep.by_status[static_cast<int>(o.status)];
      ++rep.by_rule[o.rule];
    }
    if (opt.print) {
      out << "mutant " << i << " of " << src.path << ", kind " << m->kind << ": " << m->what
          << "; first changed line " << m->first_line << "\n"
          << (o.accepted ? std::string("accepted")
                         : "rejected: [" + o.rule + "] line " + std::to_string(o.line) + " exit " +
                               std::to_string(static_cast<int>(o.status)) + ": " + o.message)
          << "\n--- mutant text ---\n"
          << m->text << "--- end ---\n";
    }
    if (!o.problems.empty()) {
      ++rep.findings;
      print_finding(out, rep.game, opt.seed, i, src.path, *m, o);
    } else if (!o.accepted && opt.keep_cases) {
      rep.cases.push_back({rep.game, src.name, src.path, m->kind, m->what, o.rule, o.message,
                           static_cast<int>(o.status), o.line, m->first_line, i, m->text});
    }
  }
  g_current[0] = '\0';
  rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return rep;
}

inline void print_report(std::ostream& os, const RunReport& r, bool rules) {
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", r.seconds);
  os << r.game << ": " << r.sources << " sources, " << r.mutants << " mutants in " << seconds
     << " s: " << r.accepted << " accepted, " << r.rejected << " rejected (";
  bool first = true;
  for (const auto& [code, n] : r.by_status) {
    os << (first ? "" : ", ") << "exit " << code << ": " << n;
    first = false;
  }
  os << "), " << r.by_rule.size() << " distinct rule ids; " << r.findings << " findings\n";
  for (const auto& [kind, k] : r.by_kind)
    os << "  " << kind << std::string(kind.size() < 12 ? 12 - kind.size() : 1, ' ') << k.mutants
       << " mutants, " << k.accepted << " accepted\n";
  if (!rules) return;
  os << "  rejections by rule id:";
  for (const auto& [rule, n] : r.by_rule) os << " [" << rule << "] " << n;
  os << "\n";
}

// Writes up to `per_game` distinct cases of `r` into DIR/GAME/ (its *.rec files are replaced),
// each checked with `arbiter test`'s own judge first; returns the problems (a case that does not
// fail as its tags say, a file that cannot be written). Each case is written whole or not at all
// (replay/output/output_file.h); the *.rec files of an earlier run that this one did not write
// again are removed after, and only when every case was written, so that a failure loses none.
inline std::vector<std::string> write_corpus(const RunReport& r, const std::string& dir,
                                             std::size_t per_game, std::uint64_t seed,
                                             std::ostream& out) {
  namespace fs = std::filesystem;
  std::vector<std::string> problems;
  const fs::path folder = fs::path(dir) / r.game;
  fs::create_directories(folder);
  std::set<fs::path> written;
  bool unwritten = false;
  const std::vector<const Case*> chosen = choose_distinct(r.cases, per_game);
  std::set<std::string> rules;
  std::size_t bytes = 0, number = 0, whole = 0;
  for (const Case* c : chosen) {
    const std::string name = corpus_file_name(*c, ++number);
    std::string text = corpus_record(*c, seed, true);
    if (!replay::run_case(name, text, replay::Overrides{}).passed()) {
      ++whole;
      text = corpus_record(*c, seed, false);
      const replay::SuiteResult res = replay::run_case(name, text, replay::Overrides{});
      if (!res.passed()) {
        problems.push_back(name + ": expected " + res.expected + ", got " + res.got);
        continue;
      }
    }
    if (const Expected<bool> w = output::write((folder / name).string(), text); !w) {
      problems.push_back(w.error());
      unwritten = true;
      continue;
    }
    written.insert(folder / name);
    bytes += text.size();
    rules.insert(c->rule);
  }
  if (!unwritten)
    for (const auto& e : fs::directory_iterator(folder))
      if (e.is_regular_file() && e.path().extension() == ".rec" && !written.contains(e.path()))
        fs::remove(e.path());
  out << r.game << ": wrote " << written.size() << " cases (" << rules.size() << " rule ids, "
      << bytes / 1024 << " KB; " << whole
      << " kept whole, where the cut one failed otherwise) into " << folder.string() << "\n";
  if (chosen.size() < per_game)
    problems.push_back(r.game + ": only " + std::to_string(chosen.size()) +
                       " distinct rejections, fewer than " + std::to_string(per_game) +
                       " (run more mutants)");
  return problems;
}

}  // namespace arbiter::mutate
