// Reading the record tokens of Medievalia (docs/notation.md): Medievalia::parse_action. They are
// written by notation.cpp.
#include <charconv>
#include <string>
#include <string_view>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/notation_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;
using notation_detail::act_contributors;
using notation_detail::default_mask;
using notation_detail::res;

int parse_res(char c) {
  for (int r = 0; r < kResources; ++r)
    if (kResourceLetter[r] == c) return r;
  return -1;
}

int parse_pile(std::string_view t) {
  for (int k = 0; k < kDrawPiles; ++k)
    if (t.size() == 1 && t[0] == kPileLetter[k]) return k;
  return -1;
}

Error bad(std::string_view t, const std::string& why) {
  return make_error("'" + std::string(t) + "': " + why);
}

}  // namespace

Expected<Medievalia::Action> Medievalia::parse_action(const State& s, std::string_view text) {
  const std::string_view whole = text;
  const Seat who = current_seat(s);
  int seat = who >= 0 ? who : kNone;
  if (text.size() > 3 && text[0] == 'P' && text[2] == ':' && text[1] >= '1' && text[1] <= '4') {
    seat = text[1] - '1';
    if (seat >= s.num_players) return bad(whole, "no such seat");
    text.remove_prefix(3);
  }
  auto card = [&](std::string_view n) -> int {
    std::size_t d = n.size();
    while (d > 0 && n[d - 1] >= '0' && n[d - 1] <= '9') --d;
    if (d == 0 || d == n.size()) return -1;
    const int t = s.cfg().data.find(n.substr(0, d));
    int k = 0;
    auto [p, ec] = std::from_chars(n.data() + d, n.data() + n.size(), k);
    if (t < 0 || ec != std::errc{} || p != n.data() + n.size() || n[d] == '0' || k < 1 ||
        k > s.cfg().type(t).count)
      return -1;
    return s.cfg().type(t).first_id + k - 1;
  };
  auto fief = [&](std::string_view n) -> int {
    for (int f = 0; f < s.cfg().num_fiefs; ++f)
      if (fief_name(s, f) == n) return f;
    return -1;
  };
  auto split = [](std::string_view t, char c, std::string_view& left, std::string_view& right) {
    const auto i = t.find(c);
    if (i == std::string_view::npos) return false;
    left = t.substr(0, i);
    right = t.substr(i + 1);
    return true;
  };
  auto number = [](std::string_view t) -> int {  // unit numbers: 1..kMaxUnits, no leading 0
    int v = 0;
    auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    const bool ok = ec == std::errc{} && p == t.data() + t.size() && !t.empty() && t[0] != '0';
    return ok && v <= kMaxUnits ? v : -1;
  };
  if (text == "pay") return act(K::Pay, seat);
  if (text == "cancel") return act(K::Cancel, seat);
  if (text == "ready") return act(K::Ready, seat);
  if (text == "pass") return act(K::Pass, seat);
  if (text == "end") return act(K::End, seat);
  if (!text.empty() && text[0] == '*') {
    const std::string_view v = text.substr(1);
    if (v == "?") return act(K::Reveal, kNone, kUnknownType);
    if (v.size() == 2 && v[0] == 'P' && v[1] >= '1' && v[1] <= '4')
      return act(K::FirstPlayer, kNone, v[1] - '1');
    const int t = s.cfg().data.find(v);
    if (t < 0) return bad(whole, "unknown card type (see arbiter data or docs/medievalia.md)");
    return act(K::Reveal, kNone, t);
  }
  std::string_view verb, arg;
  if (!split(text, ':', verb, arg)) return bad(whole, "unknown action (see docs/notation.md)");
  std::string_view l, r;
  auto need_card = [&](std::string_view n, int& out) {
    out = card(n);
    return out >= 0;
  };
  // A token of the right shape with a name that is not a card, or not a unit: said as such.
  auto not_card = [&](std::string_view n) {
    return bad(whole, "unknown card '" + std::string(n) + "'");
  };
  auto not_unit = [&](std::string_view n) {
    return bad(whole, "'" + std::string(n) + "' is not a unit number (1.." +
                          std::to_string(kMaxUnits) + ")");
  };
  int c1 = -1, c2 = -1;
  if (verb == "draw" || verb == "extra") {
    const int k = parse_pile(arg);
    if (k < 0) return bad(whole, "piles are T, M and C");
    return act(verb == "draw" ? K::Draw : K::Extra, seat, k);
  }
  if (verb == "play") {
    std::string_view type = arg, host;
    const bool at = split(arg, '@', type, host);
    const int t = s.cfg().data.find(type);
    if (t < 0) return bad(whole, "unknown card type '" + std::string(type) + "'");
    if (at && !need_card(host, c1)) return not_card(host);
    return act(K::Play, seat, t, at ? c1 : kNone);
  }
  if (verb == "buy") {
    if (!split(arg, '@', l, r)) return bad(whole, "write buy:PILE@HOST");
    const int k = number(l);
    if (k < 1 || k > kBuildingPiles) return bad(whole, "building piles are 1, 2 and 3");
    if (!need_card(r, c1)) return not_card(r);
    return act(K::Buy, seat, k - 1, c1);
  }
  if (verb == "discard") {
    std::array<int, 4> ids{kNone, kNone, kNone, kNone};
    int n = 0;
    std::string_view rest = arg;
    while (!rest.empty()) {
      std::string_view one = rest;
      if (split(rest, ',', one, r))
        rest = r;
      else
        rest = {};
      if (n >= 4) return bad(whole, "name up to 4 territories");
      if (!need_card(one, c1)) return not_card(one);
      ids[static_cast<std::size_t>(n++)] = c1;
    }
    return act(K::Discard, seat, ids[0], ids[1], ids[2], ids[3]);
  }
  if (verb == "tap" || verb == "remove" || verb == "detach" || verb == "order") {
    if (!need_card(arg, c1)) return not_card(arg);
    const K k = verb == "tap"      ? K::Tap
                : verb == "remove" ? K::Remove
                : verb == "order"  ? K::Order
                                   : K::Attach;
    return k == K::Attach ? act(k, seat, c1, kNone) : act(k, seat, c1);
  }
  if (verb == "x") {
    if (arg.size() != 3 || arg[1] != '>' || parse_res(arg[0]) < 0 || parse_res(arg[2]) < 0)
      return bad(whole, "write x:F>G (3 F become 1 G)");
    return act(K::Exchange, seat, parse_res(arg[0]), parse_res(arg[2]));
  }
  if (verb == "sell") {
    if (!split(arg, '>', l, r) || r.size() != 1 || parse_res(r[0]) < 0)
      return bad(whole, "write sell:CARD>R or sell:?T>R");
    if (l.size() == 2 && l[0] == '?') {
      const int k = parse_pile(l.substr(1));
      if (k < 0) return bad(whole, "an unseen card is ?T, ?M or ?C");
      return act(K::Sell, seat, kUnknownType, parse_res(r[0]), k);
    }
    const int t = s.cfg().data.find(l);
    if (t < 0) return bad(whole, "unknown card type '" + std::string(l) + "'");
    return act(K::Sell, seat, t, parse_res(r[0]));
  }
  if (verb == "trade" || verb == "bur") {
    if (!split(arg, ':', l, r)) return bad(whole, "name the card first");
    if (!need_card(l, c1)) return not_card(l);
    if (verb == "trade") {
      std::string_view in, outs;
      if (!split(r, '>', in, outs) || in.size() != 1 || outs.empty() || outs.size() > 2 ||
          parse_res(in[0]) < 0 || parse_res(outs[0]) < 0 ||
          (outs.size() == 2 && parse_res(outs[1]) < 0))
        return bad(whole, "write trade:marchand1:F>E or trade:marchand1:G>EM");
      return act(K::Trade, seat, c1, parse_res(in[0]), parse_res(outs[0]),
                 outs.size() == 2 ? parse_res(outs[1]) : kNone);
    }
    if (r.empty() || r.size() > 2 || parse_res(r[0]) < 0 || (r.size() == 2 && parse_res(r[1]) < 0))
      return bad(whole, "write bur:bureaucrate1:EG (the waived symbols)");
    return act(K::Bureaucrat, seat, c1, parse_res(r[0]), r.size() == 2 ? parse_res(r[1]) : kNone);
  }
  if (verb == "art") {
    std::string_view target = r, mask;
    if (!split(arg, '>', l, r)) return bad(whole, "write art:artiste1>champ2");
    if (!need_card(l, c1)) return not_card(l);
    target = r;
    const bool has_mask = split(r, ':', target, mask);
    if (!need_card(target, c2)) return not_card(target);
    int m = default_mask(act_contributors(s, c2));
    if (has_mask) {
      m = 0;
      for (char ch : mask) {
        if (ch < '0' || ch > '4' || ((m >> (ch - '0')) & 1))
          return bad(whole, "contributors are 0..4");
        m |= 1 << (ch - '0');
      }
    }
    return act(K::Art, seat, c1, c2, m);
  }
  if (verb == "attach") {
    if (!split(arg, '@', l, r)) return bad(whole, "write attach:TROOP@HOST");
    if (!need_card(l, c1)) return not_card(l);
    if (!need_card(r, c2)) return not_card(r);
    return act(K::Attach, seat, c1, c2);
  }
  if (verb == "go") {
    if (!split(arg, '>', l, r)) return bad(whole, "write go:TROOP>FIEF");
    if (!need_card(l, c1)) return not_card(l);
    const int f = fief(r);
    if (f < 0) return bad(whole, "unknown fief '" + std::string(r) + "'");
    return act(K::Go, seat, c1, f);
  }
  if (verb == "war") {
    std::string_view fname = arg, def;
    const bool named = split(arg, '/', fname, def);
    const int f = fief(fname);
    if (f < 0) return bad(whole, "unknown fief '" + std::string(fname) + "'");
    int d = -1;
    if (named) {
      if (def.size() != 2 || def[0] != 'P' || def[1] < '1' || def[1] > '4')
        return bad(whole, "the defender is P1..P4");
      d = def[1] - '1';
    } else if (s.num_players == 2) {
      d = 1 - s.active;
    } else {
      return bad(whole, "name the defender: war:FIEF/P2");
    }
    return act(K::War, seat, f, d);
  }
  if (verb == "deploy" || verb == "block") {
    if (!split(arg, '>', l, r)) return bad(whole, "write " + std::string(verb) + ":TROOP>UNIT");
    if (!need_card(l, c1)) return not_card(l);
    if (number(r) < 1) return not_unit(r);
    return act(verb == "deploy" ? K::Deploy : K::Block, seat, c1, number(r));
  }
  if (verb == "target") {
    if (!split(arg, '>', l, r)) return bad(whole, "write target:UNIT>CARD");
    if (number(l) < 1) return not_unit(l);
    if (!need_card(r, c1)) return not_card(r);
    return act(K::Target, seat, number(l), c1);
  }
  if (verb == "strike") {
    if (!split(arg, '>', l, r)) return bad(whole, "write strike:CARD>UNIT");
    if (!need_card(l, c1)) return not_card(l);
    if (number(r) < 1) return not_unit(r);
    const int g = s.card(c1).unit;
    return act(K::Strike, seat, g >= kDefendBase ? g : kNone, number(r));
  }
  if (verb == "bonus" || verb == "heal" || verb == "shoot") {
    if (!split(arg, '>', l, r)) return bad(whole, "write " + std::string(verb) + ":CARD>CARD");
    if (!need_card(l, c1)) return not_card(l);
    if (!need_card(r, c2)) return not_card(r);
    const K k = verb == "bonus" ? K::Bonus : verb == "heal" ? K::Heal : K::Shoot;
    return act(k, seat, c1, c2);
  }
  return bad(whole, "unknown action (see docs/notation.md)");
}

}  // namespace arbiter::medievalia
