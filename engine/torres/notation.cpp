// Action notation (docs/notation.md, "Torres actions"). Tokens contain no spaces:
//   N@d4 knight (setup or 2 AP)   K@d4 King (setup or move)   K:stay   B@d4 block
//   c4-c5 move   c4~e6 through a castle   S3 choose the turn stack   R2 redistribute onto a 2-stack
//   take   *C5 card drawn   *M3 Meister card   keep:C5,C2^,C9_   + score step   end
//   C1:c4-c5  C2:d4/3 (C2:d4/T = turn stack)  C3@d4  C4:c4~e6  C5:c4-d5  C6  C7  C8:d4-f6
//   C9:c4-f6  C10:c4-c6
#include <string>

#include "engine/core/kind_names.h"
#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace {

std::string sq(Square s) {
  return square_name(s);
}

Expected<Action> bad(std::string_view text, std::string why) {
  return make_error("cannot read '" + std::string(text) + "': " + why);
}

// "d4-e5" style pairs with a given separator.
bool split_pair(std::string_view t, char sep, Square& a, Square& b) {
  if (t.size() != 5 || t[2] != sep) return false;
  auto x = parse_square(t.substr(0, 2)), y = parse_square(t.substr(3, 2));
  if (!x || !y) return false;
  a = *x;
  b = *y;
  return true;
}

Expected<Action> parse_card_play(std::string_view text, int card, std::string_view rest) {
  const auto c = static_cast<std::uint8_t>(card);
  Square a = kNoSquare, b = kNoSquare;
  switch (card) {
    case C6:
    case C7:
      if (!rest.empty()) return bad(text, card_name(card) + " takes no squares");
      return make_card(c);
    case C3:
      if (rest.size() == 3 && rest[0] == '@')
        if (auto q = parse_square(rest.substr(1))) return make_card(c, kNoSquare, *q);
      return bad(text, "expected C3@<square>");
    case C2:
      if (rest.size() == 5 && rest[0] == ':' && rest[3] == '/') {
        auto q = parse_square(rest.substr(1, 2));
        const char src = rest[4];
        if (q && (src == 'T' || src == 't')) return make_card(c, kNoSquare, *q, kTurnStackSource);
        if (q && src >= '1' && src <= '3')
          return make_card(c, kNoSquare, *q, static_cast<std::uint8_t>(src - '0'));
      }
      return bad(text,
                 "expected C2:<knight square>/<source stack size 1-3, or T for the turn stack>");
    case C4:
      if (!rest.empty() && rest[0] == ':' && split_pair(rest.substr(1), '~', a, b))
        return make_card(c, a, b);
      return bad(text, "expected C4:<from>~<to>");
    default:
      if (!rest.empty() && rest[0] == ':' && split_pair(rest.substr(1), '-', a, b))
        return make_card(c, a, b);
      return bad(text, "expected " + card_name(card) + ":<from>-<to>");
  }
}

Expected<Action> parse_keep(std::string_view text) {
  // keep:C5  |  keep:C5,C2^  |  keep:C5,C2^,C9_
  std::string_view rest = text.substr(5);
  Action a{ActionKind::Keep, kNoCard, kNoCard, kNoCard, 0};
  int field = 0;
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    std::string_view item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    if (field == 0) {
      auto c = parse_indexed(item, 'C', kCardKinds);
      if (!c) return bad(text, "expected keep:<card>[,<card>^|_][,<card>^|_]");
      a.card = static_cast<std::uint8_t>(*c);
    } else {
      if (field > 2 || item.size() < 3)
        return bad(text, "at most two returned cards, each ending in ^ (top) or _ (bottom)");
      const char place = item.back();
      auto c = parse_indexed(item.substr(0, item.size() - 1), 'C', kCardKinds);
      if (!c || (place != '^' && place != '_'))
        return bad(text, "a returned card ends in ^ (top) or _ (bottom)");
      (field == 1 ? a.from : a.to) = static_cast<std::uint8_t>(*c);
      if (place == '_') a.arg = static_cast<std::uint8_t>(a.arg | (field == 1 ? 1 : 2));
    }
    ++field;
  }
  if (field == 0) return bad(text, "expected keep:<card>");
  return a;
}

// The kinds' names, one per ActionKind (engine/core/kind_names.h): the enum's names in
// lowercase, words joined by '-'.
constexpr KindNames<ActionKind, kActionKinds> kKindNames{{{
    {ActionKind::SetupCastle, "setup-castle"},
    {ActionKind::SetupKnight, "setup-knight"},
    {ActionKind::SetupKing, "setup-king"},
    {ActionKind::RevealMeister, "reveal-meister"},
    {ActionKind::Draw, "draw"},
    {ActionKind::PlaceKnight, "place-knight"},
    {ActionKind::Move, "move"},
    {ActionKind::Cross, "cross"},
    {ActionKind::ChooseStack, "choose-stack"},
    {ActionKind::PlaceBlock, "place-block"},
    {ActionKind::TakeCard, "take-card"},
    {ActionKind::Keep, "keep"},
    {ActionKind::PlayCard, "play-card"},
    {ActionKind::Advance, "advance"},
    {ActionKind::Redistribute, "redistribute"},
    {ActionKind::EndTurn, "end-turn"},
    {ActionKind::KingMove, "king-move"},
}}};

}  // namespace

std::string_view Torres::kind_name(const Action& a) {
  return kKindNames[a.kind];
}

std::string Torres::action_to_text(const State& s, const Action& a) {
  switch (a.kind) {
    case ActionKind::SetupCastle:
    case ActionKind::PlaceBlock:
      return "B@" + sq(a.to);
    case ActionKind::SetupKnight:
    case ActionKind::PlaceKnight:
      return "N@" + sq(a.to);
    case ActionKind::SetupKing:
      return "K@" + sq(a.to);
    case ActionKind::KingMove:
      return a.to == kNoSquare ? "K:stay" : "K@" + sq(a.to);
    case ActionKind::RevealMeister:
      return "*" + meister_name(a.card);
    case ActionKind::Draw:
      return a.card == kUnseenCard ? "*?" : "*" + card_name(a.card);
    case ActionKind::Move:
      return sq(a.from) + "-" + sq(a.to);
    case ActionKind::Cross:
      return sq(a.from) + "~" + sq(a.to);
    case ActionKind::ChooseStack:
      return "S" + std::to_string(a.arg);
    case ActionKind::TakeCard:
      return "take";
    case ActionKind::Keep: {
      std::string t = "keep:" + card_name(a.card);
      if (a.from != kNoCard) t += "," + card_name(a.from) + ((a.arg & 1) ? "_" : "^");
      if (a.to != kNoCard) t += "," + card_name(a.to) + ((a.arg & 2) ? "_" : "^");
      return t;
    }
    case ActionKind::PlayCard: {
      const std::string c = a.card < kCardKinds ? card_name(a.card) : "C?";
      switch (a.card) {
        case C6:
        case C7:
          return c;
        case C3:
          return c + "@" + sq(a.to);
        case C2:
          return c + ":" + sq(a.to) + "/" +
                 (a.arg == kTurnStackSource ? std::string("T") : std::to_string(a.arg));
        case C4:
          return c + ":" + sq(a.from) + "~" + sq(a.to);
        default:
          return c + ":" + sq(a.from) + "-" + sq(a.to);
      }
    }
    case ActionKind::Advance:
      return "+";
    case ActionKind::Redistribute:
      return "R" + std::to_string(a.arg);
    case ActionKind::EndTurn:
      return "end";
  }
  (void)s;
  return "?";
}

Expected<Action> Torres::parse_action(const State& s, std::string_view t) {
  if (t.empty()) return bad(t, "empty action");
  const bool setup = s.phase == Phase::SetupCastles || s.phase == Phase::SetupKnights ||
                     s.phase == Phase::SetupKing;
  if (t == "take") return make(ActionKind::TakeCard);
  if (t == "end") return make(ActionKind::EndTurn);
  if (t == "+") return make(ActionKind::Advance);
  if (t == "K:stay") return make(ActionKind::KingMove, kNoSquare);
  if (t.size() == 4 && t[1] == '@') {
    auto q = parse_square(t.substr(2));
    if (!q) return bad(t, "'" + std::string(t.substr(2)) + "' is not a square a1..h8");
    switch (t[0]) {
      case 'N':
        return make(setup ? ActionKind::SetupKnight : ActionKind::PlaceKnight, *q);
      case 'B':
        return make(
            s.phase == Phase::SetupCastles ? ActionKind::SetupCastle : ActionKind::PlaceBlock, *q);
      case 'K':
        return make(s.phase == Phase::SetupKing || s.phase == Phase::SetupKnights
                        ? ActionKind::SetupKing
                        : ActionKind::KingMove,
                    *q);
      default:
        return bad(t, "expected N@, B@ or K@");
    }
  }
  if (t == "*?") return make_draw(ActionKind::Draw, kUnseenCard);
  if (t[0] == '*') {
    if (auto m = parse_indexed(t.substr(1), 'M', kMeisterCards); m && (t[1] == 'M'))
      return make_draw(ActionKind::RevealMeister, static_cast<std::uint8_t>(*m));
    if (auto c = parse_indexed(t.substr(1), 'C', kCardKinds); c && t[1] == 'C')
      return make_draw(ActionKind::Draw, static_cast<std::uint8_t>(*c));
    return bad(t, "a chance outcome is *C1..*C10 (card drawn) or *M1..*M8 (Meister card)");
  }
  if ((t[0] == 'S' || t[0] == 'R') && t.size() == 2 && t[1] >= '0' && t[1] <= '3')
    return make_arg(t[0] == 'S' ? ActionKind::ChooseStack : ActionKind::Redistribute,
                    static_cast<std::uint8_t>(t[1] - '0'));
  if (t.starts_with("keep:")) return parse_keep(t);
  if (t[0] == 'C') {
    std::size_t digits = 1;
    while (digits < t.size() && t[digits] >= '0' && t[digits] <= '9') ++digits;
    if (auto c = parse_indexed(t.substr(0, digits), 'C', kCardKinds))
      return parse_card_play(t, *c, t.substr(digits));
  }
  Square a = kNoSquare, b = kNoSquare;
  if (split_pair(t, '-', a, b)) return make_move(ActionKind::Move, a, b);
  if (split_pair(t, '~', a, b)) return make_move(ActionKind::Cross, a, b);
  return bad(t, "unknown action (see docs/notation.md)");
}

std::vector<std::string> Torres::vocabulary(const State&) {
  std::vector<std::string> words = {"take", "end", "stay", "K", "N", "B"};
  for (int st = 1; st <= 4; ++st) words.push_back("S" + std::to_string(st));
  for (int c = 1; c <= 10; ++c) words.push_back("C" + std::to_string(c));
  for (int m = 1; m <= 8; ++m) words.push_back("M" + std::to_string(m));
  for (Square q = 0; q < kSquares; ++q) words.push_back(sq(q));
  return words;
}

std::vector<WordClass> Torres::word_classes(const State&) {
  std::vector<WordClass> classes = {{"verb", {"take", "end", "stay"}},
                                    {"piece", {"K", "N", "B"}},
                                    {"stack", {}},
                                    {"card", {}},
                                    {"square", {}}};
  for (int st = 0; st <= 4; ++st) classes[2].words.push_back("S" + std::to_string(st));
  for (int st = 0; st <= 3; ++st) classes[2].words.push_back("R" + std::to_string(st));
  for (int c = 1; c <= 10; ++c) classes[3].words.push_back("C" + std::to_string(c));
  for (int m = 1; m <= 8; ++m) classes[3].words.push_back("M" + std::to_string(m));
  for (Square q = 0; q < kSquares; ++q) classes[4].words.push_back(sq(q));
  return classes;
}

}  // namespace arbiter::torres
