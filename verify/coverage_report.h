// Rule coverage, what is shown (verify/coverage.h): the coverage file (JSON) and the table
// `verify --coverage` prints.
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>
#include "verify/coverage_counts.h"

#include <nlohmann/json.hpp>

#include "engine/core/coverage.h"
#include "engine/core/game.h"
#include "engine/core/query.h"
#include "verify/batch.h"
#include "verify/generic_queries.h"
#include "verify/phase_coverage.h"
#include "verify/random_play.h"
#include "verify/simulate.h"
#include "verify/step_checks.h"
#include "verify/summary.h"

namespace arbiter::verify {

// The counts as shown: each rule's own, plus those of the rules it encloses (parent_rule), so
// that a heading counts what its parts governed (M-2 "Setup": the draft, M-2.6, and the first
// player, M-2.5).
template <Game G>
RuleCounts with_parts(const RuleCounts& own) {
  RuleCounts shown = own;
  const auto table = G::rules();
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (!own.accepted[i] && !own.rejected[i]) continue;
    for (std::string_view p = parent_rule<G>(table[i].id); !p.empty(); p = parent_rule<G>(p)) {
      const int j = rule_index<G>(p);
      if (j < 0 || static_cast<std::size_t>(j) == i) continue;
      shown.accepted[static_cast<std::size_t>(j)] += own.accepted[i];
      shown.rejected[static_cast<std::size_t>(j)] += own.rejected[i];
    }
  }
  return shown;
}

// The rules a coverage table lists: those with a count, and every rule of play or ambiguity a
// check may cite (not descriptive); the latter with no count are "never".
template <Game G>
bool listed_rule(const RuleCounts& shown, std::size_t i) {
  const RuleRef& r = G::rules()[i];
  return shown.accepted[i] || shown.rejected[i] ||
         (!r.descriptive && (r.kind == RuleKind::Rule || r.kind == RuleKind::Ambiguity));
}

// The coverage file (docs/cli.md): canonical JSON, no timings.
template <Game G>
nlohmann::ordered_json coverage_json(const Coverage& c, const RunSummary& run, bool guided) {
  nlohmann::ordered_json j;
  j["format"] = kCoverageFormat;
  j["game"] = run.game;
  j["seed"] = run.seed;
  nlohmann::ordered_json options = nlohmann::ordered_json::object();
  for (const auto& [name, value] : run.options) options[name] = value;
  j["options"] = options;
  j["thorough"] = run.thorough;
  j["guided"] = guided;
  j["games"] = run.games;
  j["range"] = {run.begin, run.end};
  j["played"] = c.games;
  j["digest"] = hex64(run.tally.digest);
  nlohmann::ordered_json rules = nlohmann::ordered_json::array();
  const auto table = G::rules();
  const RuleCounts shown = with_parts<G>(c.rules);
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (!listed_rule<G>(shown, i)) continue;
    rules.push_back({{"id", table[i].id},
                     {"title", table[i].title},
                     {"accepted", shown.accepted[i]},
                     {"rejected", shown.rejected[i]}});
  }
  j["rules"] = rules;
  nlohmann::ordered_json other = nlohmann::ordered_json::array();
  for (const auto& [id, n] : c.rules.other)
    other.push_back({{"id", id}, {"accepted", n[0]}, {"rejected", n[1]}});
  j["other_ids"] = other;
  const PhaseGraph& g = c.phases.graph();
  nlohmann::ordered_json edges = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < g.edges.size(); ++i) {
    const PhaseEdge& e = g.edges[i];
    edges.push_back({{"from", phase_title(g, e.from)},
                     {"to", phase_title(g, e.to)},
                     {"label", e.label},
                     {"taken", c.phases.taken()[i]},
                     {"maybe", c.phases.maybe()[i]}});
  }
  j["transitions"] = edges;
  nlohmann::ordered_json und = nlohmann::ordered_json::array();
  for (const auto& [k, n] : c.phases.undeclared())
    und.push_back(
        {{"from", phase_title(g, k.first)}, {"to", phase_title(g, k.second)}, {"steps", n}});
  j["undeclared"] = und;
  nlohmann::ordered_json ends = nlohmann::ordered_json::array();
  const auto conds = end_conditions_of<G>();
  for (std::size_t i = 0; i < conds.size(); ++i)
    ends.push_back({{"id", conds[i].rule}, {"name", conds[i].name}, {"games", c.ends[i]}});
  j["end_conditions"] = ends;
  j["unfinished"] = c.unfinished;
  return j;
}

template <Game G>
std::string coverage_file_text(const Coverage& c, const RunSummary& run, bool guided) {
  return coverage_json<G>(c, run, guided)
             .dump(2, ' ', false, nlohmann::json::error_handler_t::replace) +
         "\n";
}

// The table `verify --coverage` prints: one section per kind, a "never" row flagged `!!`.
template <Game G>
std::string coverage_table(const Coverage& c) {
  std::string out;
  auto pad = [](std::string s, std::size_t w) {
    if (s.size() < w) s.append(w - s.size(), ' ');
    return s;
  };
  auto num = [](std::uint64_t n, std::size_t w) {
    std::string s = std::to_string(n);
    return s.size() < w ? std::string(w - s.size(), ' ') + s : s;
  };
  const auto table = G::rules();
  const RuleCounts shown = with_parts<G>(c.rules);
  std::size_t listed = 0, never = 0, id_w = 2;
  for (std::size_t i = 0; i < table.size(); ++i)
    if (listed_rule<G>(shown, i)) {
      ++listed;
      never += shown.accepted[i] == 0 && shown.rejected[i] == 0;
      id_w = std::max(id_w, table[i].id.size());
    }
  out += "rules: " + std::to_string(listed - never) + " of " + std::to_string(listed) +
         " accepted or rejected an action, " + std::to_string(never) + " never\n";
  out += "      " + pad("id", id_w) + "    accepted    rejected  title\n";
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (!listed_rule<G>(shown, i)) continue;
    const bool zero = shown.accepted[i] == 0 && shown.rejected[i] == 0;
    out += std::string(zero ? "  !!  " : "      ") + pad(std::string(table[i].id), id_w) +
           num(shown.accepted[i], 12) + num(shown.rejected[i], 12) + "  " +
           std::string(table[i].title) + (zero ? " (never)" : "") + "\n";
  }
  for (const auto& [id, n] : c.rules.other)
    out += "      " + pad(id, id_w) + num(n[0], 12) + num(n[1], 12) + "  (not a rule: " +
           (id == "encoding" ? "an action value no token spells" : "not in the reference") + ")\n";
  const PhaseGraph& g = c.phases.graph();
  std::size_t taken = 0, maybe = 0;
  for (std::size_t i = 0; i < g.edges.size(); ++i) {
    taken += c.phases.taken()[i] > 0;
    maybe += c.phases.taken()[i] == 0 && c.phases.maybe()[i] > 0;
  }
  out += "transitions: " + std::to_string(taken) + " of " + std::to_string(g.edges.size()) +
         " taken, " + std::to_string(maybe) + " maybe, " +
         std::to_string(g.edges.size() - taken - maybe) + " never\n";
  for (std::size_t i = 0; i < g.edges.size(); ++i) {
    const PhaseEdge& e = g.edges[i];
    const std::uint64_t n = c.phases.taken()[i], m = c.phases.maybe()[i];
    out += std::string(n   ? "      "
                       : m ? "   ?  "
                           : "  !!  ") +
           phase_title(g, e.from) + " -> " + phase_title(g, e.to) + " [" + std::string(e.label) +
           "]: " + std::to_string(n);
    if (m) out += " (+" + std::to_string(m) + " maybe)";
    if (!n && !m) out += " (never)";
    out += "\n";
  }
  for (const auto& [k, n] : c.phases.undeclared())
    out += "  UNDECLARED: " + std::to_string(n) + " steps from " + phase_title(g, k.first) +
           " to " + phase_title(g, k.second) + " follow no declared path\n";
  const auto conds = end_conditions_of<G>();
  std::size_t reached = 0;
  for (std::uint64_t n : c.ends) reached += n > 0;
  out += "end conditions: " + std::to_string(reached) + " of " + std::to_string(conds.size()) +
         " reached, " + std::to_string(c.games) + " games (" + std::to_string(c.unfinished) +
         " did not end)\n";
  for (std::size_t i = 0; i < conds.size(); ++i)
    out += std::string(c.ends[i] ? "      " : "  !!  ") + pad(std::string(conds[i].rule), id_w) +
           num(c.ends[i], 12) + "  " + std::string(conds[i].name) + (c.ends[i] ? "" : " (never)") +
           "\n";
  return out;
}

}  // namespace arbiter::verify
