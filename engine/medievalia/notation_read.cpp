// Reading the record tokens of Medievalia (docs/notation.md): Medievalia::parse_action. They are
// written by notation.cpp.
#include <array>
#include <charconv>
#include <string>
#include <string_view>
#include <utility>

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

// A card named as its type and copy number ("champ2"), or -1.
int card_id(const State& s, std::string_view n) {
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
}

int fief_id(const State& s, std::string_view n) {
  for (int f = 0; f < s.cfg().num_fiefs; ++f)
    if (fief_name(s, f) == n) return f;
  return -1;
}

// `t` cut at its first `c` into `left` and `right`; false (both untouched) without a `c`.
bool split(std::string_view t, char c, std::string_view& left, std::string_view& right) {
  const auto i = t.find(c);
  if (i == std::string_view::npos) return false;
  left = t.substr(0, i);
  right = t.substr(i + 1);
  return true;
}

int unit_number(std::string_view t) {  // unit numbers: 1..kMaxUnits, no leading 0
  int v = 0;
  auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  const bool ok = ec == std::errc{} && p == t.data() + t.size() && !t.empty() && t[0] != '0';
  return ok && v <= kMaxUnits ? v : -1;
}

// A token "verb:arg" of the seat that acts, for a verb's reader; `whole` is the token as
// written (the seat's prefix included), for the messages.
struct Token {
  const State& s;
  std::string_view whole, verb, arg;
  int seat;

  // A token of the right shape with a name that is not a card, or not a unit: said as such.
  Error not_card(std::string_view n) const {
    return bad(whole, "unknown card '" + std::string(n) + "'");
  }
  Error not_unit(std::string_view n) const {
    return bad(whole, "'" + std::string(n) + "' is not a unit number (1.." +
                          std::to_string(kMaxUnits) + ")");
  }
};

using Read = Expected<Action>;

Read read_draw(const Token& k) {  // draw:T  extra:M
  const int pile = parse_pile(k.arg);
  if (pile < 0) return bad(k.whole, "piles are T, M and C");
  return act(k.verb == "draw" ? K::Draw : K::Extra, k.seat, pile);
}

Read read_play(const Token& k) {  // play:TYPE  play:TYPE@HOST
  std::string_view type = k.arg, host;
  const bool at = split(k.arg, '@', type, host);
  const int t = k.s.cfg().data.find(type);
  if (t < 0) return bad(k.whole, "unknown card type '" + std::string(type) + "'");
  const int c1 = at ? card_id(k.s, host) : -1;
  if (at && c1 < 0) return k.not_card(host);
  return act(K::Play, k.seat, t, at ? c1 : kNone);
}

Read read_buy(const Token& k) {  // buy:PILE@HOST
  std::string_view l, r;
  if (!split(k.arg, '@', l, r)) return bad(k.whole, "write buy:PILE@HOST");
  const int pile = unit_number(l);
  if (pile < 1 || pile > kBuildingPiles) return bad(k.whole, "building piles are 1, 2 and 3");
  const int c1 = card_id(k.s, r);
  if (c1 < 0) return k.not_card(r);
  return act(K::Buy, k.seat, pile - 1, c1);
}

Read read_discard(const Token& k) {  // discard:CARD,CARD (up to 4 territories)
  std::array<int, 4> ids{kNone, kNone, kNone, kNone};
  int n = 0;
  std::string_view rest = k.arg, r;
  while (!rest.empty()) {
    std::string_view one = rest;
    if (split(rest, ',', one, r))
      rest = r;
    else
      rest = {};
    if (n >= 4) return bad(k.whole, "name up to 4 territories");
    const int c1 = card_id(k.s, one);
    if (c1 < 0) return k.not_card(one);
    ids[static_cast<std::size_t>(n++)] = c1;
  }
  return act(K::Discard, k.seat, ids[0], ids[1], ids[2], ids[3]);
}

Read read_card_verb(const Token& k) {  // tap:CARD  remove:CARD  detach:CARD  order:CARD
  const int c1 = card_id(k.s, k.arg);
  if (c1 < 0) return k.not_card(k.arg);
  const K kind = k.verb == "tap"      ? K::Tap
                 : k.verb == "remove" ? K::Remove
                 : k.verb == "order"  ? K::Order
                                      : K::Attach;
  return kind == K::Attach ? act(kind, k.seat, c1, kNone) : act(kind, k.seat, c1);
}

Read read_exchange(const Token& k) {  // x:F>G
  const std::string_view arg = k.arg;
  if (arg.size() != 3 || arg[1] != '>' || parse_res(arg[0]) < 0 || parse_res(arg[2]) < 0)
    return bad(k.whole, "write x:F>G (3 F become 1 G)");
  return act(K::Exchange, k.seat, parse_res(arg[0]), parse_res(arg[2]));
}

Read read_sell(const Token& k) {  // sell:CARD>R  sell:?T>R
  std::string_view l, r;
  if (!split(k.arg, '>', l, r) || r.size() != 1 || parse_res(r[0]) < 0)
    return bad(k.whole, "write sell:CARD>R or sell:?T>R");
  if (l.size() == 2 && l[0] == '?') {
    const int pile = parse_pile(l.substr(1));
    if (pile < 0) return bad(k.whole, "an unseen card is ?T, ?M or ?C");
    return act(K::Sell, k.seat, kUnknownType, parse_res(r[0]), pile);
  }
  const int t = k.s.cfg().data.find(l);
  if (t < 0) return bad(k.whole, "unknown card type '" + std::string(l) + "'");
  return act(K::Sell, k.seat, t, parse_res(r[0]));
}

// trade:marchand1:F>E  trade:marchand1:G>EM  bur:bureaucrate1:EG
Read read_trade_or_bur(const Token& k) {
  std::string_view l, r;
  if (!split(k.arg, ':', l, r)) return bad(k.whole, "name the card first");
  const int c1 = card_id(k.s, l);
  if (c1 < 0) return k.not_card(l);
  if (k.verb == "trade") {
    std::string_view in, outs;
    if (!split(r, '>', in, outs) || in.size() != 1 || outs.empty() || outs.size() > 2 ||
        parse_res(in[0]) < 0 || parse_res(outs[0]) < 0 ||
        (outs.size() == 2 && parse_res(outs[1]) < 0))
      return bad(k.whole, "write trade:marchand1:F>E or trade:marchand1:G>EM");
    return act(K::Trade, k.seat, c1, parse_res(in[0]), parse_res(outs[0]),
               outs.size() == 2 ? parse_res(outs[1]) : kNone);
  }
  if (r.empty() || r.size() > 2 || parse_res(r[0]) < 0 || (r.size() == 2 && parse_res(r[1]) < 0))
    return bad(k.whole, "write bur:bureaucrate1:EG (the waived symbols)");
  return act(K::Bureaucrat, k.seat, c1, parse_res(r[0]), r.size() == 2 ? parse_res(r[1]) : kNone);
}

Read read_art(const Token& k) {  // art:artiste1>champ2  art:artiste1>champ2:013
  std::string_view l, r, mask;
  if (!split(k.arg, '>', l, r)) return bad(k.whole, "write art:artiste1>champ2");
  const int c1 = card_id(k.s, l);
  if (c1 < 0) return k.not_card(l);
  std::string_view target = r;
  const bool has_mask = split(r, ':', target, mask);
  const int c2 = card_id(k.s, target);
  if (c2 < 0) return k.not_card(target);
  int m = default_mask(act_contributors(k.s, c2));
  if (has_mask) {
    m = 0;
    for (char ch : mask) {
      if (ch < '0' || ch > '4' || ((m >> (ch - '0')) & 1))
        return bad(k.whole, "contributors are 0..4");
      m |= 1 << (ch - '0');
    }
  }
  return act(K::Art, k.seat, c1, c2, m);
}

Read read_attach(const Token& k) {  // attach:TROOP@HOST
  std::string_view l, r;
  if (!split(k.arg, '@', l, r)) return bad(k.whole, "write attach:TROOP@HOST");
  const int c1 = card_id(k.s, l);
  if (c1 < 0) return k.not_card(l);
  const int c2 = card_id(k.s, r);
  if (c2 < 0) return k.not_card(r);
  return act(K::Attach, k.seat, c1, c2);
}

Read read_go(const Token& k) {  // go:TROOP>FIEF
  std::string_view l, r;
  if (!split(k.arg, '>', l, r)) return bad(k.whole, "write go:TROOP>FIEF");
  const int c1 = card_id(k.s, l);
  if (c1 < 0) return k.not_card(l);
  const int f = fief_id(k.s, r);
  if (f < 0) return bad(k.whole, "unknown fief '" + std::string(r) + "'");
  return act(K::Go, k.seat, c1, f);
}

Read read_war(const Token& k) {  // war:FIEF/P2 (war:FIEF with 2 players)
  std::string_view fname = k.arg, def;
  const bool named = split(k.arg, '/', fname, def);
  const int f = fief_id(k.s, fname);
  if (f < 0) return bad(k.whole, "unknown fief '" + std::string(fname) + "'");
  int d = -1;
  if (named) {
    if (def.size() != 2 || def[0] != 'P' || def[1] < '1' || def[1] > '4')
      return bad(k.whole, "the defender is P1..P4");
    d = def[1] - '1';
  } else if (k.s.num_players == 2) {
    d = 1 - k.s.active;
  } else {
    return bad(k.whole, "name the defender: war:FIEF/P2");
  }
  return act(K::War, k.seat, f, d);
}

Read read_deploy_or_block(const Token& k) {  // deploy:TROOP>UNIT  block:TROOP>UNIT
  std::string_view l, r;
  if (!split(k.arg, '>', l, r)) return bad(k.whole, "write " + std::string(k.verb) + ":TROOP>UNIT");
  const int c1 = card_id(k.s, l);
  if (c1 < 0) return k.not_card(l);
  if (unit_number(r) < 1) return k.not_unit(r);
  return act(k.verb == "deploy" ? K::Deploy : K::Block, k.seat, c1, unit_number(r));
}

Read read_target(const Token& k) {  // target:UNIT>CARD
  std::string_view l, r;
  if (!split(k.arg, '>', l, r)) return bad(k.whole, "write target:UNIT>CARD");
  if (unit_number(l) < 1) return k.not_unit(l);
  const int c1 = card_id(k.s, r);
  if (c1 < 0) return k.not_card(r);
  return act(K::Target, k.seat, unit_number(l), c1);
}

Read read_strike(const Token& k) {  // strike:CARD>UNIT
  std::string_view l, r;
  if (!split(k.arg, '>', l, r)) return bad(k.whole, "write strike:CARD>UNIT");
  const int c1 = card_id(k.s, l);
  if (c1 < 0) return k.not_card(l);
  if (unit_number(r) < 1) return k.not_unit(r);
  const int g = k.s.card(c1).unit;
  return act(K::Strike, k.seat, g >= kDefendBase ? g : kNone, unit_number(r));
}

Read read_card_pair(const Token& k) {  // bonus:CARD>CARD  heal:CARD>CARD  shoot:CARD>CARD
  std::string_view l, r;
  if (!split(k.arg, '>', l, r)) return bad(k.whole, "write " + std::string(k.verb) + ":CARD>CARD");
  const int c1 = card_id(k.s, l);
  if (c1 < 0) return k.not_card(l);
  const int c2 = card_id(k.s, r);
  if (c2 < 0) return k.not_card(r);
  const K kind = k.verb == "bonus" ? K::Bonus : k.verb == "heal" ? K::Heal : K::Shoot;
  return act(kind, k.seat, c1, c2);
}

// The verbs of "verb:arg" tokens, each with its reader.
struct VerbReader {
  std::string_view verb;
  Read (*read)(const Token&);
};
constexpr std::array<VerbReader, 24> kVerbReaders{{
    {"draw", read_draw},
    {"extra", read_draw},
    {"play", read_play},
    {"buy", read_buy},
    {"discard", read_discard},
    {"tap", read_card_verb},
    {"remove", read_card_verb},
    {"detach", read_card_verb},
    {"order", read_card_verb},
    {"x", read_exchange},
    {"sell", read_sell},
    {"trade", read_trade_or_bur},
    {"bur", read_trade_or_bur},
    {"art", read_art},
    {"attach", read_attach},
    {"go", read_go},
    {"war", read_war},
    {"deploy", read_deploy_or_block},
    {"block", read_deploy_or_block},
    {"target", read_target},
    {"strike", read_strike},
    {"bonus", read_card_pair},
    {"heal", read_card_pair},
    {"shoot", read_card_pair},
}};

// The words that are a whole action.
constexpr std::array<std::pair<std::string_view, K>, 5> kPlainWords{{
    {"pay", K::Pay},
    {"cancel", K::Cancel},
    {"ready", K::Ready},
    {"pass", K::Pass},
    {"end", K::End},
}};

// A chance outcome: *? (a card unseen), *P2 (the first player), *TYPE (a card revealed).
Read read_chance(const State& s, std::string_view whole, std::string_view v) {
  if (v == "?") return act(K::Reveal, kNone, kUnknownType);
  if (v.size() == 2 && v[0] == 'P' && v[1] >= '1' && v[1] <= '4')
    return act(K::FirstPlayer, kNone, v[1] - '1');
  const int t = s.cfg().data.find(v);
  if (t < 0) return bad(whole, "unknown card type (see arbiter data or docs/medievalia.md)");
  return act(K::Reveal, kNone, t);
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
  for (const auto& [word, kind] : kPlainWords)
    if (text == word) return act(kind, seat);
  if (!text.empty() && text[0] == '*') return read_chance(s, whole, text.substr(1));
  std::string_view verb, arg;
  if (!split(text, ':', verb, arg)) return bad(whole, "unknown action (see docs/notation.md)");
  for (const VerbReader& r : kVerbReaders)
    if (verb == r.verb) return r.read(Token{s, whole, verb, arg, seat});
  return bad(whole, "unknown action (see docs/notation.md)");
}

}  // namespace arbiter::medievalia
