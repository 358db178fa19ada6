// Record tokens for Medievalia (docs/notation.md): one token per action, `P3:` before an action
// made by a seat other than the one to decide (an ally's help, an out-of-turn power). Writing
// them, and the words they use; notation_read.cpp reads them.
#include <string>

#include "engine/core/kind_names.h"
#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/notation_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;
using notation_detail::act_contributors;
using notation_detail::default_mask;
using notation_detail::res;

int group_card(const State& s, int g) {  // the card that names a defending group
  for (int i = 0; i < kMaxCards; ++i)
    if (s.card(i).zone == Zone::Table && s.card(i).unit == g) {
      const int d = g - kDefendBase;
      if (d >= 0 && d < kMaxUnits && s.combat.defend[static_cast<std::size_t>(d)].host != kNone)
        return s.combat.defend[static_cast<std::size_t>(d)].host;
      return i;
    }
  return -1;
}

// `discard:C1,C2...`: up to four cards.
std::string discard_text(const State& s, const Action& a) {
  std::string t = "discard:" + card_name(s, a.a);
  for (std::uint8_t id : {a.b, a.c, a.d})
    if (id != kNone) t += "," + card_name(s, id);
  return t;
}

// `sell:TYPE>RES`, or `sell:?A>RES` for a card unseen, named by the pile it came from.
std::string sell_text(const State& s, const Action& a) {
  return "sell:" +
         (a.a == kUnknownType ? "?" + std::string(1, kPileLetter[a.c < kDrawPiles ? a.c : 0])
                              : type_name(s, a.a)) +
         ">" + res(a.b);
}

// `art:CARD>TARGET`, then `:` and the contributors' digits when they are not the default ones.
std::string art_text(const State& s, const Action& a) {
  std::string t = "art:" + card_name(s, a.a) + ">" + card_name(s, a.b);
  if (a.c != default_mask(act_contributors(s, a.b))) {
    t += ":";
    for (int i = 0; i < 8; ++i)
      if ((a.c >> i) & 1) t += static_cast<char>('0' + i);
  }
  return t;
}

// The token of `a` without its seat mark.
std::string body(const State& s, const Action& a) {
  auto card = [&](int id) { return card_name(s, id); };
  switch (a.kind) {
    case K::FirstPlayer:
      return "*P" + std::to_string(a.a + 1);
    case K::Reveal:
      return a.a == kUnknownType ? "*?" : "*" + type_name(s, a.a);
    case K::Draw:
      return std::string("draw:") + kPileLetter[a.a < kDrawPiles ? a.a : 0];
    case K::Play:
      return "play:" + type_name(s, a.a) + (a.b == kNone ? "" : "@" + card(a.b));
    case K::Buy:
      return "buy:" + std::to_string(a.a + 1) + "@" + card(a.b);
    case K::Extra:
      return std::string("extra:") + kPileLetter[a.a < kDrawPiles ? a.a : 0];
    case K::Discard:
      return discard_text(s, a);
    case K::Tap:
      return "tap:" + card(a.a);
    case K::Exchange:
      return "x:" + res(a.a) + ">" + res(a.b);
    case K::Sell:
      return sell_text(s, a);
    case K::Trade:
      return "trade:" + card(a.a) + ":" + res(a.b) + ">" + res(a.c) +
             (a.d == kNone ? "" : res(a.d));
    case K::Art:
      return art_text(s, a);
    case K::Bureaucrat:
      return "bur:" + card(a.a) + ":" + res(a.b) + (a.c == kNone ? "" : res(a.c));
    case K::Pay:
      return "pay";
    case K::Cancel:
      return "cancel";
    case K::Attach:
      return a.b == kNone ? "detach:" + card(a.a) : "attach:" + card(a.a) + "@" + card(a.b);
    case K::Remove:
      return "remove:" + card(a.a);
    case K::Go:
      return "go:" + card(a.a) + ">" + fief_name(s, a.b);
    case K::War:
      return "war:" + fief_name(s, a.a) +
             (s.num_players == 2 ? "" : "/P" + std::to_string(a.b + 1));
    case K::Deploy:
      return "deploy:" + card(a.a) + ">" + std::to_string(a.b);
    case K::Block:
      return "block:" + card(a.a) + ">" + std::to_string(a.b);
    case K::Ready:
      return "ready";
    case K::Target:
      return "target:" + std::to_string(a.a) + ">" + card(a.b);
    case K::Strike: {
      const int c = group_card(s, a.a);
      return "strike:" + (c < 0 ? "?" : card(c)) + ">" + std::to_string(a.b);
    }
    case K::Bonus:
      return "bonus:" + card(a.a) + ">" + card(a.b);
    case K::Order:
      return "order:" + card(a.a);
    case K::Heal:
      return "heal:" + card(a.a) + ">" + card(a.b);
    case K::Shoot:
      return "shoot:" + card(a.a) + ">" + card(a.b);
    case K::Pass:
      return "pass";
    case K::End:
      return "end";
  }
  return "?";
}

// The kinds' names, one per ActionKind (engine/core/kind_names.h): the enum's names in
// lowercase, words joined by '-'.
constexpr KindNames<ActionKind, kActionKinds> kKindNames{{{
    {ActionKind::FirstPlayer, "first-player"},
    {ActionKind::Reveal, "reveal"},
    {ActionKind::Draw, "draw"},
    {ActionKind::Play, "play"},
    {ActionKind::Buy, "buy"},
    {ActionKind::Extra, "extra"},
    {ActionKind::Discard, "discard"},
    {ActionKind::Tap, "tap"},
    {ActionKind::Exchange, "exchange"},
    {ActionKind::Sell, "sell"},
    {ActionKind::Trade, "trade"},
    {ActionKind::Art, "art"},
    {ActionKind::Bureaucrat, "bureaucrat"},
    {ActionKind::Pay, "pay"},
    {ActionKind::Cancel, "cancel"},
    {ActionKind::Attach, "attach"},
    {ActionKind::Remove, "remove"},
    {ActionKind::Go, "go"},
    {ActionKind::War, "war"},
    {ActionKind::Deploy, "deploy"},
    {ActionKind::Block, "block"},
    {ActionKind::Ready, "ready"},
    {ActionKind::Target, "target"},
    {ActionKind::Strike, "strike"},
    {ActionKind::Bonus, "bonus"},
    {ActionKind::Order, "order"},
    {ActionKind::Heal, "heal"},
    {ActionKind::Shoot, "shoot"},
    {ActionKind::Pass, "pass"},
    {ActionKind::End, "end"},
}}};

}  // namespace

std::string type_name(const State& s, int type) {
  if (type < 0 || type >= s.cfg().num_types) return "?";
  return s.cfg().data.cards[static_cast<std::size_t>(type)].id;
}

std::string card_name(const State& s, int id) {
  if (id < 0 || id >= kMaxCards) return "?";
  const int t = s.cfg().type_of[static_cast<std::size_t>(id)];
  return type_name(s, t) + std::to_string(id - s.cfg().type(t).first_id + 1);
}

std::string fief_name(const State& s, int fief) {
  if (fief < 0 || fief >= s.cfg().num_fiefs) return "?";
  const auto& n = s.cfg().fief_name[static_cast<std::size_t>(fief)];
  return std::string(n.data(), n[2] ? 3 : n[1] ? 2 : 1);
}

std::string res_letters(const std::array<std::uint8_t, kResources>& r) {
  std::string t;
  for (int k = 0; k < kResources; ++k) t.append(r[static_cast<std::size_t>(k)], kResourceLetter[k]);
  return t.empty() ? "{}" : "{" + t + "}";
}

std::string_view Medievalia::kind_name(const Action& a) {
  return kKindNames[a.kind];
}

std::string Medievalia::action_to_text(const State& s, const Action& a) {
  const Seat who = current_seat(s);
  std::string prefix;
  if (who >= 0 && a.seat != who && a.seat != kNone) prefix = "P" + std::to_string(a.seat + 1) + ":";
  return prefix + body(s, a);
}

std::vector<std::string> Medievalia::vocabulary(const State& s) {
  std::vector<std::string> words = {"draw",   "extra",  "play",   "buy",   "discard", "tap",
                                    "remove", "detach", "order",  "x",     "sell",    "trade",
                                    "bur",    "art",    "attach", "go",    "war",     "deploy",
                                    "block",  "target", "strike", "bonus", "heal",    "shoot",
                                    "pay",    "cancel", "ready",  "pass",  "end",     "city"};
  for (int t = 0; t < s.cfg().num_types; ++t) words.push_back(type_name(s, t));
  // Every card's own name too ("pretre1"), so that only a name no card has is called unknown.
  for (int t = 0; t < s.cfg().num_types; ++t)
    for (int k = 1; k <= s.cfg().type(t).count; ++k)
      words.push_back(type_name(s, t) + std::to_string(k));
  for (int f = 0; f < s.cfg().num_fiefs; ++f) words.push_back(fief_name(s, f));
  return words;
}

std::vector<WordClass> Medievalia::word_classes(const State& s) {
  std::vector<WordClass> classes = {
      {"verb", {"draw",  "extra",  "play",  "buy",    "discard", "tap",   "remove", "detach",
                "order", "x",      "sell",  "trade",  "bur",     "art",   "attach", "go",
                "war",   "deploy", "block", "target", "strike",  "bonus", "heal",   "shoot",
                "pay",   "cancel", "ready", "pass",   "end"}},
      {"card", {}},
      {"fief", {}},
      {"pile", {"T", "M", "C"}},
      {"resource", {"F", "E", "G", "M"}},
      {"card copy", {}}};
  for (int t = 0; t < s.cfg().num_types; ++t) classes[1].words.push_back(type_name(s, t));
  for (int t = 0; t < s.cfg().num_types; ++t)
    for (int k = 1; k <= s.cfg().type(t).count; ++k)
      classes[5].words.push_back(type_name(s, t) + std::to_string(k));
  for (int f = 0; f < s.cfg().num_fiefs; ++f) classes[2].words.push_back(fief_name(s, f));
  return classes;
}

}  // namespace arbiter::medievalia
