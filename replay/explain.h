// What a diagnostic adds after its error line, for every game: the rule's text from the rules
// reference (`note:`), the engine's own fix, the nearest legal actions ("did you mean"), the
// nearest known names for an unknown word, and a legal action that, written first, makes the
// offending one legal (`help:`). Runs only when a record fails, never on the replay path.
#pragma once

#include <algorithm>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/hooks.h"
#include "engine/core/suggest.h"
#include "replay/marks.h"

namespace arbiter::replay {

// A game may skip a decision by itself when its side has no legal option (Medievalia: the
// blocking without a free troop, a side's step 5 without a legal heal or shot). A token written
// for it meets a later decision, and that decision's message would mislead; the game may say
// instead that the decision was skipped, and why (hooks::skipped_decision, engine/core/hooks.h).
// On error only: the decision the last action skipped that `failing` was written for, if the game
// says so. `states` ends with the states before and after `actions.back()`.
template <Game G>
Verdict skipped_decision(const std::vector<typename G::State>& states,
                         const std::vector<typename G::Action>& actions,
                         const typename G::Action& failing, int marked) {
  if (actions.empty() || states.size() < 2) return std::nullopt;
  return hooks::skipped_decision<G>(states[states.size() - 2], actions.back(), failing, marked);
}

struct Explanation {
  const RuleRef* rule = nullptr;         // the rule's entry in the reference, if any
  std::vector<std::string> suggestions;  // nearest legal tokens, best first
  std::vector<std::string> help;         // fixes, one sentence each
};

// The notation's words: runs of letters and digits ("play:homme@champ1" -> play homme champ1).
inline std::vector<std::string> notation_words(std::string_view token) {
  std::vector<std::string> words;
  std::string w;
  for (char c : token) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      w += c;
    } else if (!w.empty()) {
      words.push_back(w);
      w.clear();
    }
  }
  if (!w.empty()) words.push_back(w);
  return words;
}

// An action's kind as written: what comes before the first ':', '@' or ' ' ("play", "N", "take"),
// or else the token's shape ("e1-d1" -> "a0-a0", "S3" -> "a0"), so moves rank near moves.
inline std::string notation_kind(std::string_view token) {
  const std::size_t cut = token.find_first_of(":@ ");
  if (cut != std::string_view::npos && cut > 0) return lower_ascii(token.substr(0, cut));
  std::string shape;
  for (char c : token) {
    const char k = std::isalpha(static_cast<unsigned char>(c))   ? 'a'
                   : std::isdigit(static_cast<unsigned char>(c)) ? '0'
                                                                 : c;
    if (shape.empty() || shape.back() != k || (k != 'a' && k != '0')) shape += k;
  }
  return shape;
}

// Up to 3 legal tokens nearest to `token`: those of the same kind first.
inline std::vector<std::string> nearest_tokens(const std::vector<std::string>& legal,
                                               std::string_view token) {
  const std::string kind = notation_kind(token);
  std::vector<std::string> same, other;
  for (const std::string& t : legal) (notation_kind(t) == kind ? same : other).push_back(t);
  std::vector<std::string> out = nearest(same, token, 3);
  if (out.size() < 3)
    for (const std::string& t : nearest(other, token, 3 - out.size())) out.push_back(t);
  return out;
}

template <Game G>
std::vector<std::string> legal_tokens(const typename G::State& s) {
  ActionList<typename G::Action, G::kMaxActions> legal;
  G::legal_actions(s, legal);
  std::vector<std::string> out;
  out.reserve(legal.size());
  for (const auto& a : legal) out.push_back(G::action_to_text(s, a));
  return out;
}

// Legal actions that, played first, make `token` legal, and the tokens written after it too (a
// step that only moves the error one token on is no fix): a missing `end`, a conversion the
// notation requires before a payment, a step that frees a square, the `take` a drawn card needs. At
// most `limit`, in legal order; the search stops after `budget` tries (C8 can offer thousands of
// actions).
template <Game G>
std::vector<std::string> enabling_steps(const typename G::State& s, std::string_view token,
                                        std::span<const std::string_view> after,
                                        std::size_t limit = 2, std::size_t budget = 4000) {
  std::vector<std::string> out;
  if (G::current_seat(s) == kChanceSeat) return out;
  ActionList<typename G::Action, G::kMaxActions> legal;
  G::legal_actions(s, legal);
  std::size_t tries = 0;
  auto applies = [](typename G::State& st, std::string_view text) {
    Expected<typename G::Action> a = parse_token<G>(st, text);
    return a && !G::apply(st, *a);
  };
  for (const auto& b : legal) {
    if (out.size() == limit || ++tries > budget) break;
    typename G::State t = s;
    if (G::apply(t, b)) continue;
    if (!applies(t, token)) continue;
    bool rest = true;
    for (std::string_view next : after) rest = rest && applies(t, next);
    if (rest) out.push_back(G::action_to_text(s, b));
  }
  return out;
}

// The explanation of an error at state `s` on `token`: `violation` is set when the token parsed
// but the action is illegal, null for a token that does not parse; `after` holds the next few
// tokens of the record.
template <Game G>
Explanation explain(const typename G::State& s, std::string_view rule, std::string_view token,
                    const Violation* violation, std::span<const std::string_view> after = {}) {
  Explanation e;
  e.rule = resolve_rule(G::rules(), rule);
  if (violation && !violation->help.empty()) e.help.push_back(violation->help);
  // A token longer than any notation (a hostile file's megabyte) has no near legal action.
  if (token.empty() || token.size() > 256 || G::is_terminal(s)) return e;
  const std::vector<std::string> legal = legal_tokens<G>(s);
  if (!violation || !violation->help_is_complete) e.suggestions = nearest_tokens(legal, token);
  if (violation && violation->help.empty()) {  // the engine's own fix, when given, is better
    const std::vector<std::string> steps = enabling_steps<G>(s, token, after);
    if (!steps.empty())
      e.help.push_back(quoted_alternatives(steps) + " written before it would make `" +
                       std::string(token) + "` legal");
  }
  if (!violation) {
    // A token that does not parse: name the nearest known word for each unknown one first
    // ("play:Homme": `homme`), then the nearest whole legal tokens.
    std::set<std::string> known;
    for (const std::string& t : legal)
      for (std::string& w : notation_words(t)) known.insert(std::move(w));
    std::erase_if(known, [](const std::string& w) {  // numbers are not names to suggest
      return std::all_of(w.begin(), w.end(),
                         [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    });
    for (std::string& w : G::vocabulary(s)) known.insert(std::move(w));
    const std::vector<std::string> vocabulary(known.begin(), known.end());
    std::vector<std::string> words_help;
    for (const std::string& w : notation_words(token)) {
      const bool number = std::all_of(
          w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
      if (number || known.count(w)) continue;  // numbers are counts and columns, not names
      const std::vector<std::string> near = nearest(vocabulary, w, 3);
      // A whole-token suggestion that already holds the word says it better ("tap:champ1").
      bool shown = false;
      for (const std::string& t : e.suggestions)
        for (const std::string& tw : notation_words(t))
          shown = shown || std::find(near.begin(), near.end(), tw) != near.end();
      if (!near.empty() && !shown)
        words_help.push_back("unknown name `" + w + "`: did you mean " + quoted_alternatives(near) +
                             "?");
    }
    e.help.insert(e.help.begin(), words_help.begin(), words_help.end());
  }
  return e;
}

}  // namespace arbiter::replay
