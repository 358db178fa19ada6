// The rules reference as users read it: lookup by id, search by words, the options that change a
// rule, and the Markdown page docs/rules/GAME.md. Generic over every arbiter::Game (G::rules()).
#pragma once

#include <algorithm>
#include <cctype>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/suggest.h"

namespace arbiter::replay {

// True if `refs` (an option's spec_ref such as "M-2.10, A-07" or "A-1 OPT_CARD_ACTION_COST")
// cites `id` as a whole id: "T-2.1" is not cited by "T-2.12".
inline bool cites(std::string_view refs, std::string_view id) {
  for (std::size_t at = refs.find(id); at != std::string_view::npos; at = refs.find(id, at + 1)) {
    const std::size_t end = at + id.size();
    const bool starts = at == 0 || !(std::isalnum(static_cast<unsigned char>(refs[at - 1])) ||
                                     refs[at - 1] == '-' || refs[at - 1] == '.');
    const bool ends =
        end == refs.size() || !(std::isdigit(static_cast<unsigned char>(refs[end])) ||
                                (refs[end] == '.' && end + 1 < refs.size() &&
                                 std::isdigit(static_cast<unsigned char>(refs[end + 1]))));
    if (starts && ends) return true;
  }
  return false;
}

// The entry for `id`; a sub-item such as "T-2.12a" falls back to "T-2.12".
template <Game G>
const RuleRef* find_rule_or_base(std::string_view id) {
  return resolve_rule(G::rules(), id);
}

// The options that change a rule: those the entry names, and those whose spec_ref cites it.
template <Game G>
std::vector<const OptionSpec<typename G::Options>*> options_for(const RuleRef& r) {
  std::vector<const OptionSpec<typename G::Options>*> out;
  for (const auto& spec : G::option_specs()) {
    const bool named = cites(r.options, spec.name);
    if (named || cites(spec.spec_ref, r.id)) out.push_back(&spec);
  }
  return out;
}

// True if `word` starts a word of `text` (both lower case): "king" is in "the king moves" but
// not in "taking"; "sieg" finds "siege".
inline bool starts_a_word(std::string_view text, std::string_view word) {
  for (std::size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1))
    if (at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]))) return true;
  return false;
}

// Entries where every word (case-insensitive) starts a word of their id, title, text or option
// names; entries whose id or title holds a word come first.
template <Game G>
std::vector<const RuleRef*> search_rules(const std::vector<std::string>& words) {
  std::vector<std::pair<int, const RuleRef*>> hits;
  for (const RuleRef& r : G::rules()) {
    const std::string head = lower_ascii(std::string(r.id) + " " + std::string(r.title));
    std::string body = head + " " + lower_ascii(r.text) + " " + lower_ascii(r.options);
    for (const auto* o : options_for<G>(r)) body += " " + std::string(o->name);
    int in_head = 0;
    bool all = true;
    for (const std::string& w : words) {
      const std::string lw = lower_ascii(w);
      if (!starts_a_word(body, lw)) {
        all = false;
        break;
      }
      if (starts_a_word(head, lw)) ++in_head;
    }
    if (all) hits.emplace_back(-in_head, &r);
  }
  std::stable_sort(hits.begin(), hits.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<const RuleRef*> out;
  for (const auto& h : hits) out.push_back(h.second);
  return out;
}

// The ids nearest to a mistyped one ("T-2.1.2" -> "T-2.12", "T2.13" -> "T-2.13"), those of the
// same family first ("A-5" -> "A-05" before "M-5").
template <Game G>
std::vector<std::string> nearest_rule_ids(std::string_view id) {
  std::string family;
  for (char c : id) {
    if (!std::isalpha(static_cast<unsigned char>(c))) break;
    family += fold_ascii(c);
  }
  std::vector<std::string> same, other;
  for (const RuleRef& r : G::rules())
    (lower_ascii(r.id.substr(0, family.size())) == family && r.id.size() > family.size() &&
             !std::isalpha(static_cast<unsigned char>(r.id[family.size()]))
         ? same
         : other)
        .emplace_back(r.id);
  std::vector<std::string> out = nearest(same, id, 3, 2);
  if (out.empty()) out = nearest(other, id, 3, 2);
  return out;
}

// Words wrapped to `width` columns, each line after the first indented by `indent`.
inline std::string wrap(std::string_view text, std::size_t width, std::string_view indent) {
  std::string out, line;
  std::istringstream in{std::string(text)};
  std::string word;
  while (in >> word) {
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += line + "\n" + std::string(indent);
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  return out + line;
}

// One entry as `arbiter rules GAME ID` prints it.
template <Game G>
std::string rule_text_block(const RuleRef& r) {
  std::string s = std::string(r.id) + "  " + std::string(r.title) + "  (" +
                  std::string(rule_kind_name(r.kind)) + (r.descriptive ? ", descriptive" : "") +
                  ")\n";
  s += "  " + wrap(r.text, 96, "  ") + "\n";
  s += "  Rulebook: " + std::string(r.source) + "\n";
  const typename G::Options defaults{};
  for (const auto* o : options_for<G>(r))
    s += "  Option " + std::string(o->name) + " (default " +
         format_option_value(*o, o->get(defaults)) + "): " + std::string(o->doc) + "\n";
  return s;
}

// docs/rules/GAME.md: every entry, by kind, in table order. A test keeps the file equal to this.
template <Game G>
std::string rules_markdown() {
  const std::string name(G::kName);
  std::string title = name;
  title[0] = static_cast<char>(title[0] - 'a' + 'A');
  std::string md = "# " + title + ": rules reference\n\n";
  md += "Generated by `arbiter rules " + name + " --markdown` from `engine/" + name +
        "/reference.cpp`; do not edit by hand. Every rule id a diagnostic of Arbiter cites is "
        "here, in Arbiter's own words, with the section of the French rulebook it comes from and "
        "the rule options that change it (`arbiter options " +
        name +
        "`). Entries marked *descriptive* are background no check cites (components, setup "
        "facts).\n";
  const std::pair<RuleKind, const char*> kinds[] = {{RuleKind::Rule, "Rules"},
                                                    {RuleKind::Ambiguity, "Ambiguities and gaps"},
                                                    {RuleKind::Invariant, "Invariants"},
                                                    {RuleKind::Data, "Components and data"}};
  const typename G::Options defaults{};
  for (const auto& [kind, heading] : kinds) {
    bool any = false;
    for (const RuleRef& r : G::rules()) {
      if (r.kind != kind) continue;
      if (!any) md += "\n## " + std::string(heading) + "\n";
      any = true;
      md += "\n### " + std::string(r.id) + " " + std::string(r.title) + "\n\n";
      md += std::string(r.text) + "\n\n";
      md += "*Rulebook:* " + std::string(r.source);
      if (r.descriptive) md += " · *descriptive*";
      const auto opts = options_for<G>(r);
      if (!opts.empty()) {
        md += " · *Options:*";
        for (std::size_t i = 0; i < opts.size(); ++i)
          md += std::string(i ? "," : "") + " `" + std::string(opts[i]->name) + "` (default `" +
                format_option_value(*opts[i], opts[i]->get(defaults)) + "`)";
      }
      md += "\n";
    }
  }
  return md;
}

}  // namespace arbiter::replay
