// Record tokens for Medievalia (docs/notation.md): one token per action, `P3:` before an action
// made by a seat other than the one to decide (an ally's help, an out-of-turn power).
#include <bit>
#include <charconv>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;

std::string res(int r) {
  return r < kResources ? std::string(1, kResourceLetter[r]) : "?";
}

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

int default_mask(int n) {
  return (1 << (n < 3 ? n : 3)) - 1;
}

int act_contributors(const State& s, int card) {
  for (int k = 0; k < s.txn.n_acts; ++k)
    if (s.txn.acts[static_cast<std::size_t>(k)].card == card)
      return s.txn.acts[static_cast<std::size_t>(k)].n;
  return 0;
}

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
    case K::Discard: {
      std::string t = "discard:" + card(a.a);
      for (std::uint8_t id : {a.b, a.c, a.d})
        if (id != kNone) t += "," + card(id);
      return t;
    }
    case K::Tap:
      return "tap:" + card(a.a);
    case K::Exchange:
      return "x:" + res(a.a) + ">" + res(a.b);
    case K::Sell:
      return "sell:" +
             (a.a == kUnknownType ? "?" + std::string(1, kPileLetter[a.c < kDrawPiles ? a.c : 0])
                                  : type_name(s, a.a)) +
             ">" + res(a.b);
    case K::Trade:
      return "trade:" + card(a.a) + ":" + res(a.b) + ">" + res(a.c) +
             (a.d == kNone ? "" : res(a.d));
    case K::Art: {
      std::string t = "art:" + card(a.a) + ">" + card(a.b);
      if (a.c != default_mask(act_contributors(s, a.b))) {
        t += ":";
        for (int i = 0; i < 8; ++i)
          if ((a.c >> i) & 1) t += static_cast<char>('0' + i);
      }
      return t;
    }
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

Error bad(std::string_view t, const std::string& why) {
  return make_error("'" + std::string(t) + "': " + why);
}

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

std::string Medievalia::action_to_text(const State& s, const Action& a) {
  const Seat who = current_seat(s);
  std::string prefix;
  if (who >= 0 && a.seat != who && a.seat != kNone) prefix = "P" + std::to_string(a.seat + 1) + ":";
  return prefix + body(s, a);
}

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
    if (at && !need_card(host, c1)) return bad(whole, "unknown card '" + std::string(host) + "'");
    return act(K::Play, seat, t, at ? c1 : kNone);
  }
  if (verb == "buy") {
    if (!split(arg, '@', l, r)) return bad(whole, "write buy:PILE@HOST");
    const int k = number(l);
    if (k < 1 || k > kBuildingPiles) return bad(whole, "building piles are 1, 2 and 3");
    if (!need_card(r, c1)) return bad(whole, "unknown card '" + std::string(r) + "'");
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
      if (n >= 4 || !need_card(one, c1)) return bad(whole, "name up to 4 territories");
      ids[static_cast<std::size_t>(n++)] = c1;
    }
    return act(K::Discard, seat, ids[0], ids[1], ids[2], ids[3]);
  }
  if (verb == "tap" || verb == "remove" || verb == "detach" || verb == "order") {
    if (!need_card(arg, c1)) return bad(whole, "unknown card '" + std::string(arg) + "'");
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
    if (!split(arg, ':', l, r) || !need_card(l, c1)) return bad(whole, "name the card first");
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
    if (!split(arg, '>', l, r) || !need_card(l, c1)) return bad(whole, "write art:artiste1>champ2");
    target = r;
    const bool has_mask = split(r, ':', target, mask);
    if (!need_card(target, c2)) return bad(whole, "unknown card '" + std::string(target) + "'");
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
    if (!split(arg, '@', l, r) || !need_card(l, c1) || !need_card(r, c2))
      return bad(whole, "write attach:TROOP@HOST");
    return act(K::Attach, seat, c1, c2);
  }
  if (verb == "go") {
    if (!split(arg, '>', l, r) || !need_card(l, c1)) return bad(whole, "write go:TROOP>FIEF");
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
    if (!split(arg, '>', l, r) || !need_card(l, c1) || number(r) < 1)
      return bad(whole, "write " + std::string(verb) + ":TROOP>UNIT");
    return act(verb == "deploy" ? K::Deploy : K::Block, seat, c1, number(r));
  }
  if (verb == "target") {
    if (!split(arg, '>', l, r) || number(l) < 1 || !need_card(r, c1))
      return bad(whole, "write target:UNIT>CARD");
    return act(K::Target, seat, number(l), c1);
  }
  if (verb == "strike") {
    if (!split(arg, '>', l, r) || !need_card(l, c1) || number(r) < 1)
      return bad(whole, "write strike:CARD>UNIT");
    const int g = s.card(c1).unit;
    return act(K::Strike, seat, g >= kDefendBase ? g : kNone, number(r));
  }
  if (verb == "bonus" || verb == "heal" || verb == "shoot") {
    if (!split(arg, '>', l, r) || !need_card(l, c1) || !need_card(r, c2))
      return bad(whole, "write " + std::string(verb) + ":CARD>CARD");
    const K k = verb == "bonus" ? K::Bonus : verb == "heal" ? K::Heal : K::Shoot;
    return act(k, seat, c1, c2);
  }
  return bad(whole, "unknown action (see docs/notation.md)");
}

std::vector<std::string> Medievalia::vocabulary(const State& s) {
  std::vector<std::string> words = {
      "draw", "extra",  "play",  "buy",    "discard", "tap",    "remove", "detach", "order",
      "x",    "sell",   "trade", "bur",    "art",     "attach", "go",     "war",    "deploy",
      "block", "target", "strike", "bonus", "heal",   "shoot",  "pay",    "cancel", "ready",
      "pass", "end",    "city"};
  for (int t = 0; t < s.cfg().num_types; ++t) words.push_back(type_name(s, t));
  for (int f = 0; f < s.cfg().num_fiefs; ++f) words.push_back(fief_name(s, f));
  return words;
}

std::vector<WordClass> Medievalia::word_classes(const State& s) {
  std::vector<WordClass> classes = {
      {"verb",
       {"draw", "extra", "play",   "buy",    "discard", "tap",   "remove", "detach",
        "order", "x",    "sell",  "trade",  "bur",     "art",   "attach", "go",
        "war",  "deploy", "block", "target", "strike",  "bonus", "heal",   "shoot",
        "pay",  "cancel", "ready", "pass",   "end"}},
      {"card", {}},
      {"fief", {}},
      {"pile", {"T", "M", "C"}},
      {"resource", {"F", "E", "G", "M"}}};
  for (int t = 0; t < s.cfg().num_types; ++t) classes[1].words.push_back(type_name(s, t));
  for (int f = 0; f < s.cfg().num_fiefs; ++f) classes[2].words.push_back(fief_name(s, f));
  return classes;
}

}  // namespace arbiter::medievalia
