// arbiter rules GAME [ID | words...]: the project's own rules reference
// (engine/GAME/reference.cpp).
#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/common.h"
#include "replay/reference.h"

namespace arbiter::cli {
namespace {

template <Game G>
nlohmann::json rule_json(const RuleRef& r) {
  nlohmann::json opts = nlohmann::json::array();
  const typename G::Options defaults{};
  for (const auto* o : replay::options_for<G>(r))
    opts.push_back({{"name", o->name},
                    {"default", format_option_value(*o, o->get(defaults))},
                    {"doc", o->doc}});
  return {{"id", r.id},
          {"title", r.title},
          {"text", r.text},
          {"source", r.source},
          {"kind", rule_kind_name(r.kind)},
          {"descriptive", r.descriptive},
          {"options", opts}};
}

// An id-like query: letters then a digit, with or without the dash ("T-2.12", "amb-12", "C8",
// "T2.13").
bool looks_like_id(std::string_view q) {
  std::size_t n = 0;
  while (n < q.size() && std::isalpha(static_cast<unsigned char>(q[n]))) ++n;
  if (n == 0 || n > 4 || n == q.size()) return false;
  if (q[n] == '-') ++n;
  return n < q.size() && std::isdigit(static_cast<unsigned char>(q[n]));
}

std::string upper_ascii(std::string s) {
  for (char& c : s)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return s;
}

// The entry whose id equals the query, ignoring case ("c8", "t-2.12A" -> "T-2.12a" -> T-2.12).
template <Game G>
const RuleRef* rule_by_id(std::string_view q) {
  for (const RuleRef& r : G::rules())
    if (lower_ascii(r.id) == lower_ascii(q)) return &r;
  const std::size_t dash = q.find('-');
  if (dash == std::string_view::npos) return nullptr;
  const std::string id = upper_ascii(std::string(q.substr(0, dash))) + lower_ascii(q.substr(dash));
  return replay::find_rule_or_base<G>(id);
}

template <Game G>
Status rules_of(const RulesOptions& opt) {
  if (opt.markdown) {
    if (!opt.query.empty()) {
      std::cerr << "arbiter: error: --markdown prints the whole reference; leave out the query\n";
      return Status::Usage;
    }
    std::cout << replay::rules_markdown<G>();
    return Status::Ok;
  }
  std::vector<const RuleRef*> hits;
  bool by_id = false;
  if (opt.query.empty()) {
    for (const RuleRef& r : G::rules()) hits.push_back(&r);
  } else if (opt.query.size() == 1 && looks_like_id(opt.query[0])) {
    by_id = true;
    const std::string& q = opt.query[0];
    if (const RuleRef* r = rule_by_id<G>(q)) hits.push_back(r);
    if (hits.empty()) {
      std::cerr << "arbiter: error: " << G::kName << " has no rule " << q;
      const auto near = replay::nearest_rule_ids<G>(q);
      if (!near.empty()) std::cerr << "; did you mean " << quoted_alternatives(near) << "?";
      std::cerr << "\n  help: 'arbiter rules " << G::kName << "' lists every rule id\n";
      if (opt.json) std::cout << "[]\n";
      return Status::Usage;
    }
  } else {
    hits = replay::search_rules<G>(opt.query);
    if (hits.empty()) {
      std::string words;
      for (const auto& w : opt.query) words += (words.empty() ? "" : " ") + w;
      std::cerr << "arbiter: error: no " << G::kName << " rule mentions every word of '" << words
                << "'\n  help: fewer words, or 'arbiter rules " << G::kName
                << "' for the whole list\n";
      if (opt.json) std::cout << "[]\n";
      return Status::Usage;
    }
  }
  if (opt.json) {
    nlohmann::json all = nlohmann::json::array();
    for (const RuleRef* r : hits) all.push_back(rule_json<G>(*r));
    std::cout << json_text(all) << "\n";
    return Status::Ok;
  }
  // A whole list prints one line per rule; an id or a few matches print the whole text.
  const bool full = by_id || (!opt.query.empty() && hits.size() <= 5);
  for (const RuleRef* r : hits) {
    if (full) {
      std::cout << replay::rule_text_block<G>(*r);
      if (hits.size() > 1) std::cout << "\n";
    } else {
      std::string id(r->id);
      id.resize(std::max<std::size_t>(id.size(), 10), ' ');
      std::cout << id << " " << r->title << "\n";
    }
  }
  if (!full && !opt.query.empty())
    std::cout << hits.size() << " rules match; 'arbiter rules " << G::kName
              << " ID' prints one whole\n";
  return Status::Ok;
}

}  // namespace

Status run_rules(const RulesOptions& opt) {
  Status s = Status::Ok;
  with_game(opt.game, [&](auto g) { s = rules_of<decltype(g)>(opt); });
  return s;
}

}  // namespace arbiter::cli
