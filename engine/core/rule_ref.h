// The project's own rules reference: one table per game (engine/<game>/reference.cpp), each rule
// id the engine, options, invariants, docs and fixtures cite, stated in Arbiter's own words with
// the rulebook section it comes from. docs/rules/<game>.md is generated from the table
// (`arbiter rules GAME --markdown`), and tests keep both in step with the code.
#pragma once

#include <span>
#include <string_view>

namespace arbiter {

enum class RuleKind : unsigned char {
  Rule,       // a rule of play (T-2.12, C-3.1.7, M-3.15)
  Ambiguity,  // a point the rulebook leaves open, and the reading Arbiter takes (A-1, AMB-12)
  Invariant,  // a property every state or transition keeps (I-22, INV-14)
  Data,       // a component count or data item (card lists, piles, the board)
};

struct RuleRef {
  std::string_view id;      // as cited in diagnostics: "T-2.12", "AMB-12", "I-01"
  std::string_view title;   // a few words: "Place a knight"
  std::string_view text;    // the rule in one to four sentences, in Arbiter's own words
  std::string_view source;  // where the French rulebook says it: "Règle de base, Actions"
  RuleKind kind = RuleKind::Rule;
  std::string_view options = {};  // option names (space-separated) that change this rule
  bool descriptive = false;       // background: no check cites it (setup facts, components)
};

// The entry with this id, or nullptr. Tables are small (a few hundred rows): a linear scan, done
// only when a diagnostic is printed or `arbiter rules` asks.
inline const RuleRef* find_rule(std::span<const RuleRef> table, std::string_view id) {
  for (const RuleRef& r : table)
    if (r.id == id) return &r;
  return nullptr;
}

// As find_rule, but a sub-item such as "T-2.12a" falls back to its rule "T-2.12".
inline const RuleRef* resolve_rule(std::span<const RuleRef> table, std::string_view id) {
  if (const RuleRef* r = find_rule(table, id)) return r;
  if (!id.empty() && id.back() >= 'a' && id.back() <= 'z')
    return find_rule(table, id.substr(0, id.size() - 1));
  return nullptr;
}

inline std::string_view rule_kind_name(RuleKind k) {
  switch (k) {
    case RuleKind::Rule:
      return "rule";
    case RuleKind::Ambiguity:
      return "ambiguity";
    case RuleKind::Invariant:
      return "invariant";
    case RuleKind::Data:
      return "data";
  }
  return "rule";
}

}  // namespace arbiter
