// Comuni action notation (docs/notation.md, "Comuni actions"). Tokens contain no spaces:
//   *Siena          comune drawn at setup         *EM2        card drawn (display, refill)
//   bid:3/2         envoy + 2 GOLD on column 3    claim  claim:G  claim:GA   (bonus resources)
//   income  income:P  income:GA                   back        displaced envoy taken back
//   move:4  move:4+1  displaced envoy to column 4 (+ GOLD added, option)
//   conv:GA  conv:PG  conv:PA  conv:PT            2 GOLD -> 1 ARMY, 2 PIL -> GOLD/ARMY/ART
//   ally:2  ally:2g1p0  def:1  def:0g1p1          commitments: armies, GOLD pairs, PIL pairs
//   assign:1,1,0,0  defence armies on rampart cards of floors 1..4 (rampart_auto_assign=false)
//   build:E2@E  build:EM3@M2   card, category, floors of the raised building (none = new)
//   wall:R1  wall:E2@3         rampart step: new section, or raise a section of 3 floors
//   (build:E1@E4 and wall:E1@4 are read: a 5th floor is an illegal move, C-3.3.6)
//   action  done  discard:C1  repair:0  repair:1  repair:2
// Resources: G GOLD, A ARMY, P PIL, T ART (arTisan). Columns are numbered 1..7 from the left.
#include <algorithm>
#include <array>
#include <charconv>
#include <string>
#include <utility>

#include "engine/comuni/comuni.h"
#include "engine/core/kind_names.h"

namespace arbiter::comuni {
namespace {

Expected<Action> bad(std::string_view t, const std::string& why) {
  return make_error("cannot read '" + std::string(t) + "': " + why);
}

std::optional<int> number(std::string_view t) {
  int v = 0;
  auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (ec != std::errc{} || p != t.data() + t.size() || v < 0 || v > 250) return std::nullopt;
  return v;
}

std::string choices(const Action& a) {
  std::string t;
  for (std::uint8_t v : {a.a, a.b, a.c})
    if (v != kNone && v < kResources) t += kResourceLetter[v];
  return t;
}

// "GA" -> sorted choices in a, b, c.
bool parse_choices(std::string_view t, Action& a) {
  if (t.size() > 3) return false;
  std::array<std::uint8_t, 3> v{kNone, kNone, kNone};
  for (std::size_t i = 0; i < t.size(); ++i) {
    auto r = parse_resource(t[i]);
    if (!r) return false;
    v[i] = static_cast<std::uint8_t>(*r);
  }
  std::sort(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(t.size()));  // a multiset: any order
  a.a = v[0];
  a.b = v[1];
  a.c = v[2];
  return true;
}

// "2", "2g1", "2g1p3", "2p1": armies, GOLD pairs, PIL pairs.
bool parse_commitment(std::string_view t, Action& a) {
  const auto g = t.find('g'), p = t.find('p');
  const auto end_armies = std::min(g, p);
  auto armies = number(t.substr(0, end_armies));
  if (!armies) return false;
  int gold = 0, pil = 0;
  if (g != std::string_view::npos) {
    auto v = number(t.substr(g + 1, (p == std::string_view::npos ? t.size() : p) - g - 1));
    if (!v || (p != std::string_view::npos && p < g)) return false;
    gold = *v;
  }
  if (p != std::string_view::npos) {
    auto v = number(t.substr(p + 1));
    if (!v) return false;
    pil = *v;
  }
  a.a = static_cast<std::uint8_t>(*armies);
  a.b = static_cast<std::uint8_t>(gold);
  a.c = static_cast<std::uint8_t>(pil);
  return true;
}

std::string commitment(const Action& a) {
  std::string t = std::to_string(a.a);
  if (a.b) t += "g" + std::to_string(a.b);
  if (a.c) t += "p" + std::to_string(a.c);
  return t;
}

// The kinds' names, one per ActionKind (engine/core/kind_names.h): the enum's names in
// lowercase, words joined by '-'.
constexpr KindNames<ActionKind, kActionKinds> kKindNames{{{
    {ActionKind::PickComune, "pick-comune"},
    {ActionKind::Draw, "draw"},
    {ActionKind::Bid, "bid"},
    {ActionKind::Claim, "claim"},
    {ActionKind::Income, "income"},
    {ActionKind::TakeBack, "take-back"},
    {ActionKind::Move, "move"},
    {ActionKind::Convert, "convert"},
    {ActionKind::Ally, "ally"},
    {ActionKind::Defend, "defend"},
    {ActionKind::Assign, "assign"},
    {ActionKind::Build, "build"},
    {ActionKind::Wall, "wall"},
    {ActionKind::BuyAction, "buy-action"},
    {ActionKind::Done, "done"},
    {ActionKind::Discard, "discard"},
    {ActionKind::Repair, "repair"},
}}};

// An action token split at its first ':': the verb, and the argument after it (if any).
struct Token {
  std::string_view text, verb, arg;
  bool has_arg;
};

// A chance outcome: a comune drawn at setup (*Siena) or a card drawn (*EM2).
Expected<Action> read_chance(const State& s, std::string_view t) {
  const std::string_view name = t.substr(1);
  for (int c = 0; c < kComuni; ++c)
    if (s.data().comuni[static_cast<std::size_t>(c)].name == name)
      return act(ActionKind::PickComune, static_cast<std::uint8_t>(c + 1));
  if (auto card = parse_card(name)) return act(ActionKind::Draw, *card);
  return bad(t, "a chance outcome is a comune (*Siena) or a card (*EM2)");
}

Expected<Action> read_bid(const Token& k) {  // bid:3/2
  const auto slash = k.arg.find('/');
  auto col = number(k.arg.substr(0, slash)),
       gold = slash == std::string_view::npos ? std::nullopt : number(k.arg.substr(slash + 1));
  if (!col || !gold || *col < 1 || *col > kMaxColumns)
    return bad(k.text, "expected bid:<column 1-7>/<gold>");
  return act(ActionKind::Bid, static_cast<std::uint8_t>(*col - 1),
             static_cast<std::uint8_t>(*gold));
}

Expected<Action> read_claim_or_income(const Token& k) {  // claim  claim:GA  income:P
  Action a = act(k.verb == "claim" ? ActionKind::Claim : ActionKind::Income);
  if (k.has_arg && (k.arg.empty() || !parse_choices(k.arg, a)))
    return bad(k.text,
               "resources of choice are letters G A P T, e.g. " + std::string(k.verb) + ":GA");
  return a;
}

Expected<Action> read_move(const Token& k) {  // move:4  move:4+1
  const auto plus = k.arg.find('+');
  auto col = number(k.arg.substr(0, plus));
  auto add =
      plus == std::string_view::npos ? std::optional<int>(0) : number(k.arg.substr(plus + 1));
  if (!col || !add || *col < 1 || *col > kMaxColumns)
    return bad(k.text, "expected move:<column 1-7>[+<gold added>]");
  return act(ActionKind::Move, static_cast<std::uint8_t>(*col - 1),
             static_cast<std::uint8_t>(*add));
}

Expected<Action> read_conv(const Token& k) {  // conv:GA
  auto from = k.arg.size() == 2 ? parse_resource(k.arg[0]) : std::nullopt,
       to = k.arg.size() == 2 ? parse_resource(k.arg[1]) : std::nullopt;
  if (!from || !to) return bad(k.text, "expected conv:GA, conv:PG, conv:PA or conv:PT");
  return act(ActionKind::Convert, static_cast<std::uint8_t>(*from), static_cast<std::uint8_t>(*to));
}

Expected<Action> read_commitment(const Token& k) {  // ally:2g1p0  def:1
  Action a = act(k.verb == "ally" ? ActionKind::Ally : ActionKind::Defend);
  if (!parse_commitment(k.arg, a))
    return bad(k.text,
               "expected " + std::string(k.verb) + ":<armies>[g<GOLD pairs>][p<PIL pairs>]");
  return a;
}

Expected<Action> read_assign(const Token& k) {  // assign:1,1,0,0
  Action a = act(ActionKind::Assign);
  std::uint8_t* f[4] = {&a.a, &a.b, &a.c, &a.d};
  std::string_view rest = k.arg;
  for (int i = 0; i < 4; ++i) {
    const auto comma = rest.find(',');
    auto v = number(rest.substr(0, comma));
    if (!v || (i < 3) == (comma == std::string_view::npos))
      return bad(k.text, "expected assign:<n1>,<n2>,<n3>,<n4>");
    *f[i] = static_cast<std::uint8_t>(*v);
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
  }
  return a;
}

Expected<Action> read_build(const Token& k) {  // build:E2@E  build:EM3@M2
  const std::string_view arg = k.arg;
  const auto at = arg.find('@');
  auto card = parse_card(arg.substr(0, at));
  if (!card || at == std::string_view::npos || at + 1 >= arg.size())
    return bad(k.text, "expected build:<card>@<category>[<floors>], e.g. build:E2@E");
  auto cat = parse_category(arg[at + 1]);
  auto floors = at + 2 < arg.size() ? number(arg.substr(at + 2)) : std::optional<int>(0);
  if (at + 2 < arg.size() && floors == 0) floors.reset();  // a new building is written @E, not @E0
  // @E4 is read (a 5th floor), and refused by the rules (C-3.3.6).
  if (!cat || !floors || *floors > kMaxFloors)
    return bad(k.text,
               "the target is a category E M C R, then the floors of the building raised (1-3)");
  return act(ActionKind::Build, *card, static_cast<std::uint8_t>(*cat),
             static_cast<std::uint8_t>(*floors));
}

Expected<Action> read_wall(const Token& k) {  // wall:R1  wall:E2@3
  const auto at = k.arg.find('@');
  auto card = parse_card(k.arg.substr(0, at));
  auto floors = at == std::string_view::npos ? std::optional<int>(0) : number(k.arg.substr(at + 1));
  if (at != std::string_view::npos && floors == 0) floors.reset();  // a new section has no @
  if (!card || !floors || *floors > kMaxFloors)  // @4 is read, and refused (C-3.3.6)
    return bad(k.text, "expected wall:<card>[@<floors of the section raised 1-3>]");
  return act(ActionKind::Wall, *card, kNone, static_cast<std::uint8_t>(*floors));
}

Expected<Action> read_discard(const Token& k) {  // discard:C1
  auto card = parse_card(k.arg);
  if (!card) return bad(k.text, "expected discard:<card>");
  return act(ActionKind::Discard, *card);
}

Expected<Action> read_repair(const Token& k) {  // repair:0
  auto n = number(k.arg);
  if (!n || *n > 2) return bad(k.text, "expected repair:0, repair:1 or repair:2");
  return act(ActionKind::Repair, static_cast<std::uint8_t>(*n));
}

// The verbs with an argument (or an optional one), each with its reader.
struct VerbReader {
  std::string_view verb;
  Expected<Action> (*read)(const Token&);
};
constexpr std::array<VerbReader, 12> kVerbReaders{{
    {"bid", read_bid},
    {"claim", read_claim_or_income},
    {"income", read_claim_or_income},
    {"move", read_move},
    {"conv", read_conv},
    {"ally", read_commitment},
    {"def", read_commitment},
    {"assign", read_assign},
    {"build", read_build},
    {"wall", read_wall},
    {"discard", read_discard},
    {"repair", read_repair},
}};

// The words that are a whole action, with no argument.
constexpr std::array<std::pair<std::string_view, ActionKind>, 3> kPlainWords{{
    {"back", ActionKind::TakeBack},
    {"action", ActionKind::BuyAction},
    {"done", ActionKind::Done},
}};

}  // namespace

std::string_view Comuni::kind_name(const Action& a) {
  return kKindNames[a.kind];
}

std::string Comuni::action_to_text(const State& s, const Action& a) {
  const auto n = [](std::uint8_t v) { return std::to_string(v); };
  switch (a.kind) {
    case ActionKind::PickComune:
      return "*" + (a.a >= 1 && a.a <= kComuni ? s.data().comuni[a.a - 1u].name : std::string("?"));
    case ActionKind::Draw:
      return "*" + card_name(a.a);
    case ActionKind::Bid:
      return "bid:" + n(static_cast<std::uint8_t>(a.a + 1)) + "/" + n(a.b);
    case ActionKind::Claim:
      return choices(a).empty() ? "claim" : "claim:" + choices(a);
    case ActionKind::Income:
      return choices(a).empty() ? "income" : "income:" + choices(a);
    case ActionKind::TakeBack:
      return "back";
    case ActionKind::Move:
      return "move:" + n(static_cast<std::uint8_t>(a.a + 1)) + (a.b ? "+" + n(a.b) : "");
    case ActionKind::Convert:
      return std::string("conv:") + kResourceLetter[a.a % 4] + kResourceLetter[a.b % 4];
    case ActionKind::Ally:
      return "ally:" + commitment(a);
    case ActionKind::Defend:
      return "def:" + commitment(a);
    case ActionKind::Assign:
      return "assign:" + n(a.a) + "," + n(a.b) + "," + n(a.c) + "," + n(a.d);
    case ActionKind::Build:
      return "build:" + card_name(a.a) + "@" + std::string(1, kCategoryLetter[a.b % 4]) +
             (a.c ? n(a.c) : "");
    case ActionKind::Wall:
      return "wall:" + card_name(a.a) + (a.c ? "@" + n(a.c) : "");
    case ActionKind::BuyAction:
      return "action";
    case ActionKind::Done:
      return "done";
    case ActionKind::Discard:
      return "discard:" + card_name(a.a);
    case ActionKind::Repair:
      return "repair:" + n(a.a);
  }
  return "?";
}

Expected<Action> Comuni::parse_action(const State& s, std::string_view t) {
  if (t.empty()) return bad(t, "empty action");
  if (t[0] == '*') return read_chance(s, t);
  for (const auto& [word, kind] : kPlainWords)
    if (t == word) return act(kind);
  const auto colon = t.find(':');
  const bool has_arg = colon != std::string_view::npos;
  const Token k{t, t.substr(0, colon), has_arg ? t.substr(colon + 1) : std::string_view{}, has_arg};
  for (const VerbReader& r : kVerbReaders)
    if (k.verb == r.verb) return r.read(k);
  return bad(t, "unknown action (see docs/notation.md)");
}

std::vector<std::string> Comuni::vocabulary(const State& s) {
  std::vector<std::string> words = {"bid",  "claim",  "income", "back",    "move",
                                    "conv", "ally",   "def",    "assign",  "build",
                                    "wall", "action", "done",   "discard", "repair"};
  for (const ComuneData& c : s.data().comuni) words.push_back(c.name);
  for (int t = 0; t < kCardTypes; ++t) words.push_back(card_name(static_cast<CardType>(t)));
  return words;
}

std::vector<WordClass> Comuni::word_classes(const State& s) {
  std::vector<WordClass> classes = {
      {"verb",
       {"bid", "claim", "income", "back", "move", "conv", "ally", "def", "assign", "build", "wall",
        "action", "done", "discard", "repair"}},
      {"comune", {}},
      {"card", {}},
      {"resource", {"G", "A", "P", "T"}}};
  for (const ComuneData& c : s.data().comuni) classes[1].words.push_back(c.name);
  for (int t = 0; t < kCardTypes; ++t)
    classes[2].words.push_back(card_name(static_cast<CardType>(t)));
  return classes;
}

}  // namespace arbiter::comuni
