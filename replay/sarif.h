// SARIF 2.1.0 (the OASIS Static Analysis Results Interchange Format), so that a code host that
// reads it (GitHub code scanning, GitLab, IDE viewers) annotates a record's line with Arbiter's
// error: one result per invalid record, its rule described from the game's rules reference; a
// result of level "note" for each option that takes no effect (rule "options").
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/games.h"
#include "replay/replay.h"

namespace arbiter::replay {

struct SarifEntry {
  std::string path;  // as given on the command line (a relative URI from the working directory)
  std::string game;  // "" when the record's game is unknown
  Diagnostic error;
  std::string_view level = "error";  // or "note"
};

// The titles of the pseudo-rules that are not rules of a game.
inline std::string_view pseudo_rule_title(std::string_view id) {
  if (id == "syntax") return "Unreadable text";
  if (id == "record") return "Record structure";
  if (id == "options") return "Rule options";
  if (id == "data") return "Component data";
  if (id == "check") return "Checkpoint";
  if (id == "position") return "Starting position";
  return "";
}

// What they mean.
inline std::string_view pseudo_rule_text(std::string_view id) {
  if (id == "syntax") return "The record, or an action's text, cannot be read (docs/notation.md).";
  if (id == "record") return "The record's Game tag or its ending line is wrong.";
  if (id == "options")
    return "A rule option tag or --option is unknown or has a bad value (an error), or takes no "
           "effect (a note).";
  if (id == "data") return "The --data file cannot be read or is invalid.";
  if (id == "check") return "A checkpoint (?KEY=VALUE) does not hold, or cannot be read.";
  if (id == "position") return "The record's starting position cannot be read.";
  return "";
}

inline std::string uri_of(std::string path) {
  for (char& c : path)
    if (c == '\\') c = '/';
  std::string out;  // percent-encode what a URI reference may not hold
  for (unsigned char c : path) {
    if (std::isalnum(c) ||
        std::string_view("/-._~").find(static_cast<char>(c)) != std::string_view::npos) {
      out += static_cast<char>(c);
    } else {
      static const char* hex = "0123456789ABCDEF";
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

inline nlohmann::json sarif_log(const std::vector<SarifEntry>& entries, std::string_view version) {
  nlohmann::json rules = nlohmann::json::array();
  std::vector<std::string> seen;  // "game/rule", in order of first use
  nlohmann::json results = nlohmann::json::array();
  for (const SarifEntry& e : entries) {
    const std::string key = e.game + "/" + e.error.rule;
    auto it = std::find(seen.begin(), seen.end(), key);
    std::size_t index = static_cast<std::size_t>(it - seen.begin());
    if (it == seen.end()) {
      seen.push_back(key);
      nlohmann::json rule = {{"id", e.error.rule}};
      std::string title, text;
      with_game(e.game, [&](auto g) {
        if (const RuleRef* r = resolve_rule(decltype(g)::rules(), e.error.rule)) {
          title = r->title;
          text = r->text;
          rule["properties"] = {
              {"game", e.game}, {"kind", rule_kind_name(r->kind)}, {"source", r->source}};
        }
      });
      // A rule of the game's reference: `arbiter rules GAME ID` prints it. The pseudo-rules
      // (syntax, record, options, ...) are no game's: their title and text are here.
      if (!title.empty()) rule["help"] = {{"text", "arbiter rules " + e.game + " " + e.error.rule}};
      if (title.empty()) title = pseudo_rule_title(e.error.rule);
      if (text.empty()) text = pseudo_rule_text(e.error.rule);
      if (!title.empty()) rule["shortDescription"] = {{"text", title}};
      if (!text.empty()) rule["fullDescription"] = {{"text", text}};
      rules.push_back(rule);
    }
    nlohmann::json region = nlohmann::json::object();
    if (e.error.at.line > 0) {
      region["startLine"] = e.error.at.line;
      region["startColumn"] = e.error.at.col;
      if (!e.error.token.empty())
        region["endColumn"] = e.error.at.col + static_cast<int>(e.error.token.size());
    }
    std::string message = e.error.message;
    for (const std::string& h : e.error.help) message += "\nhelp: " + h;
    if (!e.error.suggestions.empty())
      message += "\nhelp: did you mean " + quoted_alternatives(e.error.suggestions) + "?";
    nlohmann::json location = {
        {"physicalLocation", {{"artifactLocation", {{"uri", uri_of(e.path)}}}}}};
    if (!region.empty()) location["physicalLocation"]["region"] = region;
    results.push_back({{"ruleId", e.error.rule},
                       {"ruleIndex", index},
                       {"level", e.level},
                       {"message", {{"text", message}}},
                       {"locations", nlohmann::json::array({location})}});
  }
  return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
          {"version", "2.1.0"},
          {"runs",
           nlohmann::json::array(
               {{{"tool",
                  {{"driver",
                    {{"name", "arbiter"}, {"version", std::string(version)}, {"rules", rules}}}}},
                 {"results", results}}})}};
}

}  // namespace arbiter::replay
