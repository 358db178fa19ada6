// Medievalia positions (docs/notation.md, "Medievalia positions"): a state as a few lines of
// "keyword value...", written by hand like a chess FEN, from which a record may start instead of
// the setup. position_text writes every state the engine can reach (fields in a fixed order, the
// ones at their default left out); parse_position reads it back to the same bytes, recomputing
// what the state caches (the per-player table bitsets, the pile contents, the copies entered),
// and rejects a position that names a field wrongly, overfills the box, places a card twice or
// leaves nobody a legal action. The invariants are the caller's check (check_invariants), as for
// every state: a position that breaks one reads, and is refused there with the invariant's rule.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/suggest.h"
#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/position_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace position_detail {

// "dmg2" -> ("dmg", "2").
void split_word_number(std::string_view t, std::string_view& word, std::string_view& num) {
  std::size_t d = t.size();
  while (d > 0 && t[d - 1] >= '0' && t[d - 1] <= '9') --d;
  word = t.substr(0, d);
  num = t.substr(d);
}

// --- Names ---

bool Reader::seat_or_fail(const std::string& field, std::string_view t, int& p) {
  if (seat(t, p)) return true;
  return fail(field, quoted(t) + " is not a seat of this " + std::to_string(n_) +
                         "-player game (P1..P" + std::to_string(n_) + ")");
}
int Reader::fief(std::string_view t) const {
  for (int f = 0; f < cfg_.num_fiefs; ++f)
    if (fief_name(s_, f) == t) return f;
  return -1;
}
std::string Reader::fief_list() const {
  std::string l;
  for (int f = 0; f < cfg_.num_fiefs; ++f) l += (f ? ", " : "") + fief_name(s_, f);
  return l;
}
int Reader::type(std::string_view t) const {
  return cfg_.data.find(t);
}
int Reader::pile(std::string_view t) const {
  for (int k = 0; k < kDrawPiles; ++k)
    if (t.size() == 1 && t[0] == kPileLetter[k]) return k;
  return -1;
}
std::string Reader::type_hint(std::string_view t) const {
  std::vector<std::string> names;
  for (const CardType& c : cfg_.data.cards) names.push_back(c.id);
  const auto near = nearest(names, t);
  return near.empty() ? "" : " (did you mean " + quoted_alternatives(near) + "?)";
}
// "champ2" -> type, copy 2; "champ" -> type, copy 0 (the next free copy).
bool Reader::card_name_of(const std::string& field, std::string_view t, int& ty, int& copy) {
  std::string_view word, num;
  split_word_number(t, word, num);
  ty = type(word);
  if (ty < 0) return fail(field, "unknown card " + quoted(t) + type_hint(word));
  copy = 0;
  if (num.empty()) return true;
  if (!number(num, 255, copy) || copy < 1 || copy > cfg_.type(ty).count)
    return fail(field, quoted(t) + ": copies of " + cfg_.data.cards[ix(ty)].id + " are 1.." +
                           std::to_string(cfg_.type(ty).count) + " (the box holds " +
                           std::to_string(cfg_.type(ty).count) + ")");
  return true;
}
bool Reader::resources(const std::string& field, std::string_view t,
                       std::array<int, kResources>& r) {
  std::size_t i = 0;
  while (i < t.size()) {
    int k = -1;
    for (int x = 0; x < kResources; ++x)
      if (t[i] == kResourceLetter[x]) k = x;
    if (k < 0) return fail(field, quoted(t) + ": resources are F, E, G and M (FFG, or F3 for FFF)");
    ++i;
    std::size_t j = i;
    while (j < t.size() && t[j] >= '0' && t[j] <= '9') ++j;
    int count = 1;
    if (j > i && !number(t.substr(i, j - i), 255, count))
      return fail(field, quoted(t) + ": at most 255 of a resource");
    r[ix(k)] += count;
    if (r[ix(k)] > 255) return fail(field, quoted(t) + ": at most 255 of a resource");
    i = j;
  }
  return true;
}

// --- Fields ---

// The field's words, within the bounds; false (the error recorded) at the first one out of them.
bool Reader::field_words(std::string_view f, std::vector<std::string_view>& words) {
  words = position_kit::words_of(f, kMaxWords);
  if (words.empty()) return true;
  const std::string key(words[0].substr(0, 20));
  if (words.size() > kMaxWords)
    return fail(key, "more than " + std::to_string(kMaxWords) + " words");
  for (std::string_view word : words)
    if (word.size() > kMaxWord)
      return fail(key,
                  quoted(word) + " is longer than " + std::to_string(kMaxWord) + " characters");
  for (char c : f)
    if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\r')
      return fail(key, "a control character");
  return true;
}

bool Reader::read_fields() {
  if (t_.text().size() > kMaxText)
    return fail("position", "longer than " + std::to_string(kMaxText) + " characters");
  std::vector<std::pair<std::string_view, std::vector<std::string_view>>> fields;
  const bool split = position_kit::for_each_field(t_.text(), [&](std::string_view f) {
    t_.at(f);
    std::vector<std::string_view> words;
    if (!field_words(f, words)) return false;
    if (!words.empty()) fields.emplace_back(f, std::move(words));
    return fields.size() <= kMaxFields ||
           fail("position", "more than " + std::to_string(kMaxFields) + " fields");
  });
  if (!split) return false;
  for (const auto& [f, words] : fields) {
    t_.at(f);
    if (!field(words)) return false;
  }
  t_.at({});
  if (!sp_.has_turn)
    return fail("turn", fields.empty()
                            ? "missing: the position is empty (its first field is "
                              "'turn N SEAT STEP', e.g. 'turn 5 P1 main')"
                            : "missing (write 'turn N SEAT STEP', e.g. 'turn 5 P1 main')");
  return true;
}

bool Reader::once(const std::string& name) {
  if (std::find(sp_.seen.begin(), sp_.seen.end(), name) != sp_.seen.end())
    return fail(name, "given twice");
  sp_.seen.push_back(name);
  return true;
}

bool Reader::field(const std::vector<std::string_view>& w) {
  const std::string_view key = w[0];
  const std::vector<std::string_view> args(w.begin() + 1, w.end());
  const position_kit::FieldRule* rule = position_kit::rule_of(kFields, key);
  if (!rule) {
    const auto near = nearest(position_kit::keywords(kFields), key);
    return fail(
        std::string(key.substr(0, 20)),
        "unknown field" + (near.empty() ? std::string(" (fields: turn, table, hand, out, ... see "
                                                      "docs/notation.md)")
                                        : " (did you mean " + quoted_alternatives(near) + "?)"));
  }
  const std::string k(key);
  // Fields per seat: "table P1".
  if (rule->per_seat) {
    if (args.empty()) return fail(k, "name the seat first: " + k + " P1 ...");
    int p = 0;
    if (!seat_or_fail(k, args[0], p)) return false;
    const std::string name = k + " " + seat_word(p);
    if (!once(name)) return false;
    const std::vector<std::string_view> rest(args.begin() + 1, args.end());
    if (k == "player") return player_field(name, p, rest);
    if (k == "eliminated") return eliminated_field(name, p, rest);
    if (k == "table" || k == "out") return cards_field(name, p, k == "out", rest);
    if (k == "hand") return hand_field(name, rest, sp_.hand[ix(p)], sp_.unknown[ix(p)], true);
    sp_.has_txsold[ix(p)] = true;
    sp_.txn_fields.push_back(name);
    return hand_field(name, rest, sp_.txsold[ix(p)], sp_.txsold_unknown[ix(p)], true);
  }
  if (!once(k)) return false;
  if (k == "turn") return turn_field(args);
  if (k == "first") return one_seat(k, args, sp_.first);
  if (k == "decider") return one_seat(k, args, sp_.decider);
  if (k == "skipped") return one_seat(k, args, sp_.skipped);
  if (k == "end") return end_field(args);
  if (k == "reveal") return reveal_field(args);
  if (k == "resume") return resume_field(args);
  if (k == "fought") return fought_field(args);
  if (k == "march") return march_field(args);
  if (k == "fee") {
    if (args.size() != 1 || args[0] != "paid")
      return fail(k, "write 'fee paid' (the ally's fee of this turn is paid, M-8.6)");
    sp_.fee = true;
    return true;
  }
  if (k == "sold") {
    std::array<int, kDrawPiles> none{};
    return hand_field(k, args, sp_.sold, none, false);
  }
  if (k == "piles") return piles_field(args);
  if (k == "reminders") return reminders_field(args);
  if (k == "buildings") return buildings_field(args);
  if (k == "txn") {
    if (args.size() != 1)
      return fail(k,
                  "write the purpose as its record token: txn play:homme, txn buy:1@city1, "
                  "txn extra:C, txn discard:champ1");
    sp_.has_txn = true;
    sp_.txn = std::string(args[0]);
    return true;
  }
  if (k == "pool" || k == "waived") {
    sp_.txn_fields.push_back(k);
    if (args.size() != 1) return fail(k, "one word of resources, e.g. " + k + " FFG");
    return resources(k, args[0], k == "pool" ? sp_.pool : sp_.waived);
  }
  if (k == "acts") return acts_field(args);
  if (k == "combat") return combat_field(args);
  if (k == "units") return units_field(args);
  return groups_field(args);  // "groups"
}

bool Reader::one_seat(const std::string& k, const std::vector<std::string_view>& args, int& p) {
  if (args.size() != 1) return fail(k, "one seat: " + k + " P2");
  return seat_or_fail(k, args[0], p);
}

}  // namespace position_detail

Expected<State> Medievalia::parse_position(const Config& cfg, std::string_view text) {
  return position_detail::Reader(cfg, text).run();
}

// The invariants about one field of a position (docs/rules/medievalia.md, "Invariants"); I-10,
// I-15 and I-16 are about one of two fields, which their reason names.
std::string_view Medievalia::invariant_field(const Violation& v) {
  const auto says = [&](std::string_view w) { return v.reason.find(w) != std::string::npos; };
  if (v.rule == "I-10") return says("march") ? "march" : "table";
  if (v.rule == "I-15") return says("the pool holds") ? "pool" : "acts";
  if (v.rule == "I-16") return says("waived") ? "waived" : "pool";
  return position_kit::invariant_field(position_detail::kFields, v.rule);
}

}  // namespace arbiter::medievalia
