// Reading a Medievalia position: cards with their marks, hands, the draw and building piles.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/medievalia/position_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia::position_detail {

bool Reader::marks(const std::string& name, std::string_view word, std::string_view m, Card& c) {
  std::size_t start = 0;
  while (start <= m.size()) {
    const std::size_t comma = m.find(',', start);
    const std::string_view one =
        m.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    start = comma == std::string_view::npos ? m.size() + 1 : comma + 1;
    std::string_view w, num;
    split_word_number(one, w, num);
    int v = 0;
    const bool has = !num.empty();
    if (has && !number(num, 255, v))
      return fail(name, quoted(word) + ": " + quoted(one) + ": a number 0..255");
    auto flag = [&](std::uint8_t f) {
      c.flags = u8(c.flags | f);
      return !has;
    };
    bool ok = true;
    if (w == "tapped")
      ok = flag(kTapped);
    else if (w == "txn")
      ok = flag(kTapped | kTxnTapped);
    else if (w == "engaged")
      ok = flag(kEngaged);
    else if (w == "gave")
      ok = flag(kBonusGiven);
    else if (w == "ordered")
      ok = flag(kOrdered);
    else if (w == "moved" && has)
      c.steps = u8(v), c.flags = u8(c.flags | kMovedIn);
    else if (w == "steps" && has)
      c.steps = u8(v);
    else if (w == "dmg" && has)
      c.damage = u8(v);
    else if (w == "healed" && has)
      c.heals = u8(v);
    else if (w == "bonus" && has)
      c.bonus = u8(v);
    else if (w == "order" && has && v >= 1 && v <= kMaxCards)
      c.order = u8(v), c.flags = u8(c.flags | kOrdered);
    else if (w == "u" && has && v >= 1 && v < kMaxUnits)
      c.unit = u8(v), c.flags = u8(c.flags | kEngaged);
    else if (w == "d" && has && v >= 1 && v <= kMaxUnits)
      c.unit = u8(kDefendBase + v - 1), c.flags = u8(c.flags | kEngaged);
    else
      ok = false;
    if (!ok)
      return fail(name, quoted(word) + ": unknown mark " + quoted(one) +
                            " (tapped, txn, movedN, dmgN, healedN, bonusN, uN, dN, gave, "
                            "orderN)");
  }
  return true;
}

bool Reader::cards_field(const std::string& name, int p, bool out,
                         const std::vector<std::string_view>& a) {
  for (std::string_view t : a) {
    if (sp_.cards.size() >= 2 * kMaxCards) return fail(name, "too many cards");
    CardSpec c;
    c.where = name;
    c.word = std::string(t);
    c.owner = p;
    c.out = out;
    std::string_view rest = t;
    const std::size_t paren = rest.find('(');
    if (paren != std::string_view::npos) {
      if (rest.back() != ')' || paren + 1 >= rest.size())
        return fail(name, quoted(t) + ": marks go in parentheses at the end: homme1(tapped,dmg1)");
      if (!marks(name, t, rest.substr(paren + 1, rest.size() - paren - 2), c.marks)) return false;
      c.marked = true;
      rest = rest.substr(0, paren);
    }
    const std::size_t gt = rest.find('>');
    if (gt != std::string_view::npos) {
      c.fief = fief(rest.substr(gt + 1));
      if (c.fief < 0)
        return fail(name, quoted(t) + ": " + quoted(rest.substr(gt + 1)) + " is not a fief (" +
                              fief_list() + ")");
      rest = rest.substr(0, gt);
    }
    const std::size_t at = rest.find('@');
    if (at != std::string_view::npos) {
      if (out) return fail(name, quoted(t) + ": a card out of game is attached to nothing");
      c.host = std::string(rest.substr(at + 1));
      if (c.host.empty()) return fail(name, quoted(t) + ": name the host after '@'");
      rest = rest.substr(0, at);
    }
    if (!card_name_of(name, rest, c.type, c.copy)) return false;
    if (out && (c.marks.unit || c.marks.order ||
                (c.marks.flags & (kTxnTapped | kEngaged | kBonusGiven | kOrdered))))
      return fail(name, quoted(t) +
                            ": a card out of game keeps only tapped, moved, dmg, healed "
                            "and bonus marks");
    sp_.cards.push_back(std::move(c));
  }
  return true;
}

// Card types with counts (fermex2), and with `unseen` the unseen cards ?T, ?Mx2.
bool Reader::hand_field(const std::string& name, const std::vector<std::string_view>& a,
                        std::array<int, kMaxTypes>& hand, std::array<int, kDrawPiles>& unknown,
                        bool unseen) {
  for (std::string_view t : a) {
    std::string_view word = t;
    int count = 1;
    const std::size_t x = t.rfind('x');
    if (x != std::string_view::npos && x + 1 < t.size() && type(t) < 0) {
      if (!number(t.substr(x + 1), 255, count) || count < 1)
        return fail(name, quoted(t) + ": write TYPExN with N 1..255");
      word = t.substr(0, x);
    }
    if (!word.empty() && word[0] == '?') {
      const int k = pile(word.substr(1));
      if (!unseen || k < 0)
        return fail(name, quoted(t) + (unseen ? ": an unseen card is ?T, ?M or ?C"
                                              : ": these cards are written by type"));
      unknown[ix(k)] += count;
      if (unknown[ix(k)] > 255) return fail(name, "more than 255 cards");
      continue;
    }
    const int ty = type(word);
    if (ty < 0) {
      std::string_view tw, num;
      split_word_number(word, tw, num);
      if (!num.empty() && type(tw) >= 0)
        return fail(name, quoted(t) +
                              ": cards here are written by type, without a copy number "
                              "(" +
                              std::string(tw) + ")");
      return fail(name, "unknown card type " + quoted(word) + type_hint(word));
    }
    if (cfg_.type(ty).pile < 0)
      return fail(name, quoted(word) + ": a " +
                            (cfg_.type(ty).category == Category::City ? std::string("City")
                                                                      : std::string("building")) +
                            " is never in a hand (I-02)");
    hand[ix(ty)] += count;
    if (hand[ix(ty)] > cfg_.type(ty).count)
      return fail(name, std::to_string(hand[ix(ty)]) + " " + std::string(word) +
                            ", the box holds " + std::to_string(cfg_.type(ty).count));
  }
  return true;
}

bool Reader::piles_field(const std::vector<std::string_view>& a) {
  for (std::string_view t : a) {
    const int k = t.empty() ? -1 : pile(t.substr(0, 1));
    int v = 0;
    if (k < 0 || !number(t.substr(1), 255, v))
      return fail("piles", quoted(t) + ": write T20 M14 C16 (cards left in each draw pile)");
    if (sp_.piles[ix(k)] >= 0)
      return fail("piles", std::string(1, kPileLetter[k]) + " written twice");
    sp_.piles[ix(k)] = v;
  }
  return true;
}

bool Reader::reminders_field(const std::vector<std::string_view>& a) {
  for (std::string_view t : a) {
    const int ty = type(t);
    if (ty < 0) return fail("reminders", "unknown card type " + quoted(t) + type_hint(t));
    const int k = cfg_.type(ty).pile;
    if (k < 0) return fail("reminders", quoted(t) + " is not a card of a draw pile (I-02)");
    if (sp_.reminder[ix(k)] >= 0)
      return fail("reminders", std::string("two reminders for pile ") + kPileLetter[k]);
    sp_.reminder[ix(k)] = ty;
  }
  return true;
}

bool Reader::buildings_field(const std::vector<std::string_view>& a) {
  if (a.size() != kBuildingPiles)
    return fail("buildings",
                "write the three building piles, 'TOP+N' each (the face-up top, "
                "then the face-down count; - for no top): ecole+5 atelier+5 "
                "banque+4");
  for (int k = 0; k < kBuildingPiles; ++k) {
    const std::string_view t = a[ix(k)];
    const std::size_t plus = t.find('+');
    const std::string_view top = t.substr(0, plus);
    int hidden = 0;
    if (plus != std::string_view::npos && !number(t.substr(plus + 1), 255, hidden))
      return fail("buildings", quoted(t) + ": write TOP+N with N 0..255");
    if (top == "-") {
      sp_.btop[ix(k)] = kNone;
    } else {
      const int ty = type(top);
      if (ty < 0) return fail("buildings", "unknown card type " + quoted(top) + type_hint(top));
      if (!cfg_.type(ty).building())
        return fail("buildings", quoted(top) + " is not a building (I-02)");
      sp_.btop[ix(k)] = ty;
    }
    sp_.bhidden[ix(k)] = hidden;
  }
  sp_.has_buildings = true;
  return true;
}

}  // namespace arbiter::medievalia::position_detail
