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
#include <charconv>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/suggest.h"
#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;

// Bounds on what is read: the text, its fields, the words of a field, one word.
constexpr std::size_t kMaxText = 1 << 16;
constexpr std::size_t kMaxFields = 300;
constexpr std::size_t kMaxWords = 160;
constexpr std::size_t kMaxWord = 96;

std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}
std::uint8_t u8(int v) {
  return static_cast<std::uint8_t>(v);
}

constexpr std::array<std::string_view, kPhases> kPhaseWord = {
    "first", "reminder", "draft", "reveal", "building", "upkeep", "draw",  "main",   "txn", "march",
    "war",   "deploy",   "block", "target", "strike",   "bonus",  "order", "powers", "over"};
constexpr std::array<std::string_view, 3> kForWord = {"draft", "turn", "extra"};
constexpr std::array<std::string_view, 4> kEndWord = {"none", "prestige", "military", "shortage"};
constexpr std::array<std::string_view, 27> kKeywords = {
    "turn",   "first",  "end",    "reveal",    "resume",     "decider", "skipped",
    "fought", "march",  "fee",    "player",    "eliminated", "table",   "out",
    "hand",   "sold",   "piles",  "reminders", "buildings",  "txn",     "pool",
    "acts",   "txsold", "waived", "combat",    "units",      "groups"};

std::string seat_word(int p) {
  return "P" + std::to_string(p + 1);
}

bool combat_phase(Phase p) {
  return p >= Phase::Deploy && p <= Phase::Powers;
}

int hand_size(const Player& pl) {
  int n = pl.unknown[0] + pl.unknown[1] + pl.unknown[2];
  for (auto h : pl.hand) n += h;
  return n;
}

// --- Defaults, shared by the writer and the reader so that both agree on what is left out ---

// Turns started by seat p at turn `turn`, turns going clockwise from `first` with nobody out.
int default_turns(int turn, int first, int players, int p) {
  const int offset = ((p - first) % players + players) % players;
  if (turn <= 0 || turn - 1 < offset) return 0;
  return (turn - 1 - offset) / players + 1;
}
// Cards taken in the draft: 8 after it, the cards in hand during it.
int default_drafted(int turn, const Player& pl) {
  return turn >= 1 ? 8 : hand_size(pl);
}
DrawFor default_for(int turn, Phase phase) {
  return turn == 0 && (phase == Phase::DraftPick || phase == Phase::Reveal) ? DrawFor::Draft
                                                                            : DrawFor::Turn;
}
// The face-up reminder of a draw pile: none before the setup reveals them; after it, one for a
// pile that still holds a card: the first type of that pile (data order) with a copy left.
int default_reminder(const Config& cfg, Phase phase, int pile, int pile_size,
                     const std::array<int, kMaxTypes>& left) {
  if (phase == Phase::SetupFirst || phase == Phase::SetupReminder || pile_size == 0) return kNone;
  for (int t = 0; t < cfg.num_types; ++t)
    if (cfg.type(t).pile == pile && left[ix(t)] > 0) return t;
  return kNone;
}
// The face-down buildings, dealt as evenly as possible, pile 1 first (5/5/4 at the start).
std::array<int, kBuildingPiles> default_hidden(int total) {
  std::array<int, kBuildingPiles> h{};
  for (int k = 0; k < kBuildingPiles; ++k) h[ix(k)] = total / 3 + (k < total % 3 ? 1 : 0);
  return h;
}
// The contributors of an activation as the group gave them when it was tapped in this
// transaction: on a copy where the cards tapped in it are upright again.
int default_contributors(const State& s, int card, std::array<std::uint8_t, 5>& res,
                         std::array<std::uint8_t, 5>& amount) {
  State before = s;
  for (Card& c : before.cards)
    if (c.flags & kTxnTapped) c.flags = u8(c.flags & ~(kTapped | kTxnTapped));
  res = {};
  amount = {};
  return contributors(before, card, res, amount);
}

// --- Writing ---

std::string times(const std::string& word, int n) {
  return n > 1 ? word + "x" + std::to_string(n) : word;
}

std::string marks_text(const State& s, int id) {
  const Card& c = s.card(id);
  std::vector<std::string> m;
  if ((c.flags & kTxnTapped) && (c.flags & kTapped))
    m.push_back("txn");
  else if (c.flags & kTapped)
    m.push_back("tapped");
  if ((c.flags & kMovedIn) && c.steps)
    m.push_back("moved" + std::to_string(c.steps));
  else if (c.flags & kMovedIn)
    m.push_back("moved0");
  else if (c.steps)
    m.push_back("steps" + std::to_string(c.steps));
  if (c.damage) m.push_back("dmg" + std::to_string(c.damage));
  if (c.heals) m.push_back("healed" + std::to_string(c.heals));
  if (c.bonus) m.push_back("bonus" + std::to_string(c.bonus));
  if (c.unit && c.unit < kDefendBase)
    m.push_back("u" + std::to_string(c.unit));
  else if (c.unit)
    m.push_back("d" + std::to_string(c.unit - kDefendBase + 1));
  else if (c.flags & kEngaged)
    m.push_back("engaged");
  if (c.flags & kBonusGiven) m.push_back("gave");
  if (c.order)
    m.push_back("order" + std::to_string(c.order));
  else if (c.flags & kOrdered)
    m.push_back("ordered");
  std::string t;
  for (const std::string& w : m) t += (t.empty() ? "(" : ",") + w;
  return t.empty() ? t : t + ")";
}

std::string card_text(const State& s, int id) {
  const Card& c = s.card(id);
  std::string t = card_name(s, id);
  if (c.host != kNone) t += "@" + card_name(s, c.host);
  if (c.fief != own_fief(c.owner)) t += ">" + fief_name(s, c.fief);
  return t + marks_text(s, id);
}

// A City at its default: on the table in its fief with no mark, or out of game with no mark.
bool default_city(const State& s, int p) {
  const Card& c = s.card(city_of(s, p));
  Card plain;
  plain.zone = c.zone == Zone::Out ? Zone::Out : Zone::Table;
  plain.owner = u8(p);
  plain.fief = u8(own_fief(p));
  return c == plain;
}

std::string res_word(const std::array<std::uint8_t, kResources>& r) {
  std::string t;
  for (int k = 0; k < kResources; ++k) {
    const int n = r[ix(k)];
    if (n > 4)
      t += kResourceLetter[k] + std::to_string(n);
    else
      t.append(ix(n), kResourceLetter[k]);
  }
  return t;
}

void write_hand(std::string& line, const State& s, const std::array<std::uint8_t, kMaxTypes>& hand,
                const std::array<std::uint8_t, kDrawPiles>& unknown) {
  for (int t = 0; t < s.cfg().num_types; ++t)
    if (hand[ix(t)]) line += " " + times(type_name(s, t), hand[ix(t)]);
  for (int k = 0; k < kDrawPiles; ++k)
    if (unknown[ix(k)]) line += " " + times(std::string("?") + kPileLetter[k], unknown[ix(k)]);
}

void write_txn(std::vector<std::string>& out, const State& s) {
  const Txn& t = s.txn;
  const int p = s.active;
  out.push_back("txn " + Medievalia::action_to_text(s, act(static_cast<K>(t.kind), p, t.arg[0],
                                                           t.arg[1], t.arg[2], t.arg[3])));
  if (t.pool != std::array<std::uint8_t, kResources>{}) out.push_back("pool " + res_word(t.pool));
  if (t.n_acts) {
    std::string line = "acts";
    for (int k = 0; k < t.n_acts; ++k) {
      const Txn::Act& a = t.acts[ix(k)];
      line += " " + card_name(s, a.card);
      std::array<std::uint8_t, 5> res{}, amount{};
      const int n = default_contributors(s, a.card, res, amount);
      bool plain = n == a.n;
      for (int i = 0; i < a.n && plain; ++i)
        plain = res[ix(i)] == a.res[ix(i)] && amount[ix(i)] == a.amount[ix(i)] && a.exp[ix(i)] == 0;
      if (plain) continue;
      line += "=";
      for (int i = 0; i < a.n; ++i) {
        if (i) line += ",";
        line += a.res[ix(i)] < kResources ? kResourceLetter[a.res[ix(i)]] : '?';
        if (a.amount[ix(i)] != 1) line += std::to_string(a.amount[ix(i)]);
        if (a.exp[ix(i)]) line += "^" + std::to_string(a.exp[ix(i)]);
      }
    }
    out.push_back(line);
  }
  const int ally = (p + 2) % kMaxPlayers;
  std::array<std::uint8_t, kMaxTypes> own{};
  std::array<std::uint8_t, kDrawPiles> own_unknown{};
  for (int i = 0; i < kMaxTypes; ++i) own[ix(i)] = u8(t.sold[ix(i)] - t.ally_sold[ix(i)]);
  for (int k = 0; k < kDrawPiles; ++k)
    own_unknown[ix(k)] = u8(t.sold_unknown[ix(k)] - t.ally_sold_unknown[ix(k)]);
  for (int q : {p, ally}) {
    std::string line = "txsold " + seat_word(q);
    write_hand(line, s, q == p ? own : t.ally_sold, q == p ? own_unknown : t.ally_sold_unknown);
    if (line.size() > 9) out.push_back(line);
  }
  if (t.waived != std::array<std::uint8_t, kResources>{})
    out.push_back("waived " + res_word(t.waived));
}

void write_combat(std::vector<std::string>& out, const State& s) {
  const Combat& cb = s.combat;
  std::string line = "combat " + fief_name(s, cb.fief);
  if (s.num_players != 2) line += "/" + seat_word(cb.defender);
  if (cb.side) line += " defender";
  if (cb.passes) line += " passes" + std::to_string(cb.passes);
  out.push_back(line);
  auto group = [](int g) { return "d" + std::to_string(g - kDefendBase + 1); };
  bool any = false;
  line = "units";
  for (int u = 1; u <= cb.n_attack; ++u) {
    const Unit& un = cb.attack[ix(u - 1)];
    line += " " + std::to_string(u);
    if (un.blocker) line += "<" + group(un.blocker);
    if (un.target) line += ">" + group(un.target);
    any = any || un.blocker || un.target;
  }
  if (any) out.push_back(line);
  any = false;
  line = "groups";
  for (int d = 0; d < cb.n_defend; ++d) {
    const Unit& g = cb.defend[ix(d)];
    line += " " + group(kDefendBase + d);
    if (g.strike == kNone)
      line += ">-";
    else if (g.strike)
      line += ">" + std::to_string(g.strike);
    if (g.leftover) line += "(left" + std::to_string(g.leftover) + ")";
    any = any || g.strike || g.leftover;
  }
  if (any) out.push_back(line);
}

}  // namespace

std::string Medievalia::position_text(const State& s) {
  const Config& cfg = s.cfg();
  const int n = s.num_players;
  std::vector<std::string> out;
  out.push_back("turn " + std::to_string(s.turn) + " " + seat_word(s.active) + " " +
                std::string(kPhaseWord[static_cast<std::size_t>(s.phase)]));
  if (s.first) out.push_back("first " + seat_word(s.first));
  if (s.phase == Phase::GameOver) {
    std::string w;
    for (int p = 0; p < n; ++p)
      if ((s.winner_mask >> p) & 1) w += (w.empty() ? "" : "+") + seat_word(p);
    out.push_back("end " + std::string(kEndWord[s.end_reason < 4 ? s.end_reason : 0]) + " " +
                  (w.empty() ? "none" : w));
  }
  if (s.reveal_pile != 0 || s.draw_for != default_for(s.turn, s.phase)) {
    const std::string pile = s.phase == Phase::BuildingReveal
                                 ? std::to_string(s.reveal_pile + 1)
                                 : std::string(1, kPileLetter[s.reveal_pile % kDrawPiles]);
    out.push_back("reveal " + pile + " " +
                  std::string(kForWord[static_cast<std::size_t>(s.draw_for) % 3]));
  }
  if (s.after_upkeep != Phase::Draw)
    out.push_back("resume " + std::string(kPhaseWord[static_cast<std::size_t>(s.after_upkeep)]));
  if (s.decider) out.push_back("decider " + seat_word(s.decider));
  if (s.skipped != kNone) out.push_back("skipped " + seat_word(s.skipped));
  if (s.war_fiefs_lo || s.war_fiefs_hi) {
    std::string line = "fought";
    for (int f = 0; f < cfg.num_fiefs; ++f)
      if (s.war_fought(f)) line += " " + fief_name(s, f);
    out.push_back(line);
  }
  if (s.group_move_from != kNone || s.group_move_to != kNone)
    out.push_back("march " + fief_name(s, s.group_move_from) + ">" + fief_name(s, s.group_move_to));
  if (s.ally_fee_paid) out.push_back("fee paid");
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.player(p);
    std::string line;
    if (pl.siege) line += " siege" + std::to_string(pl.siege);
    if (pl.turns != default_turns(s.turn, s.first, n, p))
      line += " turns" + std::to_string(pl.turns);
    if (pl.drafted != default_drafted(s.turn, pl)) line += " drafted" + std::to_string(pl.drafted);
    if (pl.extra_draws) line += " extra" + std::to_string(pl.extra_draws);
    if (!line.empty()) out.push_back("player " + seat_word(p) + line);
  }
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.player(p);
    if (pl.alive) continue;
    const int why = pl.out & kOutReasonMask;
    out.push_back("eliminated " + seat_word(p) +
                  (why == static_cast<int>(OutReason::Siege) ? " siege" : " city") +
                  (pl.out & kOutTurnSkipped ? "" : " unskipped"));
  }
  for (Zone zone : {Zone::Table, Zone::Out})
    for (int p = 0; p < n; ++p) {
      std::string line = (zone == Zone::Table ? "table " : "out ") + seat_word(p);
      const std::size_t bare = line.size();
      for (int id = 0; id < kMaxCards; ++id) {
        const Card& c = s.card(id);
        if (c.zone != zone || c.owner != p) continue;
        if (id == city_of(s, p) && default_city(s, p)) continue;
        line += " " + card_text(s, id);
      }
      if (line.size() > bare) out.push_back(line);
    }
  for (int p = 0; p < n; ++p) {
    std::string line = "hand " + seat_word(p);
    write_hand(line, s, s.player(p).hand, s.player(p).unknown);
    if (line.size() > 7) out.push_back(line);
  }
  {  // hand cards out of game: the out-of-game count less the copies that left the table
    std::array<int, kMaxTypes> zone_out{};
    for (int id = 0; id < kMaxCards; ++id)
      if (s.card(id).zone == Zone::Out) ++zone_out[cfg.type_of[ix(id)]];
    std::string line = "sold";
    for (int t = 0; t < cfg.num_types; ++t)
      if (s.out[ix(t)] > zone_out[ix(t)])
        line += " " + times(type_name(s, t), s.out[ix(t)] - zone_out[ix(t)]);
    if (line.size() > 4) out.push_back(line);
  }
  if (s.out_unknown != std::array<std::uint8_t, kDrawPiles>{}) {
    std::string line = "piles";
    for (int k = 0; k < kDrawPiles; ++k)
      line += std::string(" ") + kPileLetter[k] + std::to_string(s.pile_size[ix(k)]);
    out.push_back(line);
  }
  {
    std::string line = "reminders";
    for (int k = 0; k < kDrawPiles; ++k) {
      std::array<int, kMaxTypes> left{};
      for (int t = 0; t < kMaxTypes; ++t)
        left[ix(t)] = s.pool[ix(k)][ix(t)] + (s.reminder[ix(k)] == t ? 1 : 0);
      const int def = default_reminder(cfg, s.phase, k, s.pile_size[ix(k)], left);
      if (s.reminder[ix(k)] != def && s.reminder[ix(k)] != kNone)
        line += " " + type_name(s, s.reminder[ix(k)]);
    }
    if (line.size() > 9) out.push_back(line);
  }
  {
    int total = 0;
    for (auto h : s.building_hidden) total += h;
    const auto even = default_hidden(total);
    bool plain = true;
    for (int k = 0; k < kBuildingPiles; ++k)
      plain = plain && s.building_top[ix(k)] == cfg.pile_top_type[ix(k)] &&
              s.building_hidden[ix(k)] == even[ix(k)];
    if (!plain) {
      std::string line = "buildings";
      for (int k = 0; k < kBuildingPiles; ++k)
        line += " " +
                (s.building_top[ix(k)] == kNone ? std::string("-")
                                                : type_name(s, s.building_top[ix(k)])) +
                "+" + std::to_string(s.building_hidden[ix(k)]);
      out.push_back(line);
    }
  }
  if (s.phase == Phase::Txn && s.txn.kind != kNone) write_txn(out, s);
  if (combat_phase(s.phase) && s.combat.fief != kNone) write_combat(out, s);
  std::string text;
  for (const std::string& line : out) text += line + "\n";
  return text;
}

namespace {

// --- Reading ---

struct CardSpec {
  std::string where;  // the field, for errors: "table P1"
  std::string word;   // as written
  int owner = 0;
  bool out = false;
  int type = -1, copy = 0;  // copy 1..count; 0: the next free one
  std::string host;         // as written after '@', or empty
  int fief = -1;            // -1: the owner's fief
  Card marks;               // flags, steps, damage, heals, bonus, unit, order
  bool marked = false;      // written with marks
};

struct ActSpec {
  std::string word;
  std::string card;
  bool explicit_contributors = false;
  int n = 0;
  std::array<std::uint8_t, 5> res{}, amount{}, exp{};
};

struct UnitSpec {
  int blocker = 0, target = 0;  // defending groups 1.. (0: none)
};
struct GroupSpec {
  int strike = 0;  // attacking unit 1.., 0 pending, -1 none
  int leftover = 0;
};

struct Spec {
  bool has_turn = false;
  int turn = 0, active = 0;
  Phase phase = Phase::Main;
  int first = 0;
  bool has_end = false;
  int end_reason = 0, winners = 0;
  bool has_reveal = false;
  int reveal_pile = 0;
  DrawFor draw_for = DrawFor::Turn;
  bool has_for = false;
  Phase resume = Phase::Draw;
  int decider = 0, skipped = kNone;
  int fought = 0;
  int march_from = kNone, march_to = kNone;
  bool fee = false;
  std::array<std::array<int, 4>, kMaxPlayers> player{};  // siege, turns, drafted, extra; -1 unset
  std::array<int, kMaxPlayers> eliminated{};             // OutReason, 0: in the game
  std::array<bool, kMaxPlayers> unskipped{};
  std::vector<CardSpec> cards;
  std::array<std::array<int, kMaxTypes>, kMaxPlayers> hand{};
  std::array<std::array<int, kDrawPiles>, kMaxPlayers> unknown{};
  std::array<int, kMaxTypes> sold{};
  std::array<int, kDrawPiles> piles{-1, -1, -1};
  std::array<int, kDrawPiles> reminder{-1, -1, -1};
  bool has_buildings = false;
  std::array<int, kBuildingPiles> btop{}, bhidden{};
  bool has_txn = false;
  std::string txn;
  std::array<int, kResources> pool{}, waived{};
  std::vector<ActSpec> acts;
  std::array<std::array<int, kMaxTypes>, kMaxPlayers> txsold{};
  std::array<std::array<int, kDrawPiles>, kMaxPlayers> txsold_unknown{};
  std::array<bool, kMaxPlayers> has_txsold{};
  bool has_combat = false;
  int cfief = 0, cdefender = 0, side = 0, passes = 0;
  std::vector<UnitSpec> units;
  std::vector<GroupSpec> groups;
  std::vector<std::string> seen;  // fields read ("hand P1"), to refuse one given twice
  std::vector<std::string> txn_fields, combat_fields;
};

// A whole number of at most `max`: digits only, no sign, no leading zero.
bool number(std::string_view t, int max, int& out) {
  if (t.empty() || t.size() > 6 || (t.size() > 1 && t[0] == '0')) return false;
  for (char c : t)
    if (c < '0' || c > '9') return false;
  int v = 0;
  std::from_chars(t.data(), t.data() + t.size(), v);
  if (v > max) return false;
  out = v;
  return true;
}

// "dmg2" -> ("dmg", "2").
void split_word_number(std::string_view t, std::string_view& word, std::string_view& num) {
  std::size_t d = t.size();
  while (d > 0 && t[d - 1] >= '0' && t[d - 1] <= '9') --d;
  word = t.substr(0, d);
  num = t.substr(d);
}

class Reader {
 public:
  Reader(const Config& cfg, std::string_view text) : cfg_(cfg), text_(text) {
    s_.config = &cfg;
    n_ = cfg.options.players;
    for (auto& p : sp_.player) p.fill(-1);
  }

  Expected<State> run() {
    if (!read_fields() || !build()) return make_error(error_);
    return s_;
  }

 private:
  const Config& cfg_;
  std::string_view text_;
  std::string error_;
  Spec sp_;
  State s_;
  int n_ = 2;

  bool fail(const std::string& field, const std::string& what) {
    if (error_.empty()) error_ = field + ": " + what;
    return false;
  }

  // --- Names ---

  std::string quoted(std::string_view t) const {
    std::string q(t.substr(0, 40));
    return "'" + q + (t.size() > 40 ? "...'" : "'");
  }
  bool seat(std::string_view t, int& p) const {
    if (t.size() != 2 || t[0] != 'P' || t[1] < '1' || t[1] > '4') return false;
    p = t[1] - '1';
    return p < n_;
  }
  bool seat_or_fail(const std::string& field, std::string_view t, int& p) {
    if (seat(t, p)) return true;
    return fail(field, quoted(t) + " is not a seat of this " + std::to_string(n_) +
                           "-player game (P1..P" + std::to_string(n_) + ")");
  }
  int fief(std::string_view t) const {
    for (int f = 0; f < cfg_.num_fiefs; ++f)
      if (fief_name(s_, f) == t) return f;
    return -1;
  }
  std::string fief_list() const {
    std::string l;
    for (int f = 0; f < cfg_.num_fiefs; ++f) l += (f ? ", " : "") + fief_name(s_, f);
    return l;
  }
  int type(std::string_view t) const { return cfg_.data.find(t); }
  int pile(std::string_view t) const {
    for (int k = 0; k < kDrawPiles; ++k)
      if (t.size() == 1 && t[0] == kPileLetter[k]) return k;
    return -1;
  }
  std::string type_hint(std::string_view t) const {
    std::vector<std::string> names;
    for (const CardType& c : cfg_.data.cards) names.push_back(c.id);
    const auto near = nearest(names, t);
    return near.empty() ? "" : " (did you mean " + quoted_alternatives(near) + "?)";
  }
  // "champ2" -> type, copy 2; "champ" -> type, copy 0 (the next free copy).
  bool card_name_of(const std::string& field, std::string_view t, int& ty, int& copy) {
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
  bool resources(const std::string& field, std::string_view t, std::array<int, kResources>& r) {
    std::size_t i = 0;
    while (i < t.size()) {
      int k = -1;
      for (int x = 0; x < kResources; ++x)
        if (t[i] == kResourceLetter[x]) k = x;
      if (k < 0)
        return fail(field, quoted(t) + ": resources are F, E, G and M (FFG, or F3 for FFF)");
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

  bool read_fields() {
    if (text_.size() > kMaxText)
      return fail("position", "longer than " + std::to_string(kMaxText) + " characters");
    std::vector<std::vector<std::string_view>> fields;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text_.size(); ++i) {
      if (i < text_.size() && text_[i] != '\n' && text_[i] != ';') continue;
      const std::string_view f = text_.substr(start, i - start);
      start = i + 1;
      std::vector<std::string_view> words;
      std::size_t w = 0;
      while (w < f.size() && words.size() <= kMaxWords) {
        while (w < f.size() && (f[w] == ' ' || f[w] == '\t' || f[w] == '\r')) ++w;
        std::size_t e = w;
        while (e < f.size() && f[e] != ' ' && f[e] != '\t' && f[e] != '\r') ++e;
        if (e > w) words.push_back(f.substr(w, e - w));
        w = e;
      }
      if (words.empty()) continue;
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
      fields.push_back(std::move(words));
      if (fields.size() > kMaxFields)
        return fail("position", "more than " + std::to_string(kMaxFields) + " fields");
    }
    for (const auto& words : fields)
      if (!field(words)) return false;
    if (!sp_.has_turn)
      return fail("turn", fields.empty()
                              ? "missing: the position is empty (its first field is "
                                "'turn N SEAT STEP', e.g. 'turn 5 P1 main')"
                              : "missing (write 'turn N SEAT STEP', e.g. 'turn 5 P1 main')");
    return true;
  }

  bool once(const std::string& name) {
    if (std::find(sp_.seen.begin(), sp_.seen.end(), name) != sp_.seen.end())
      return fail(name, "given twice");
    sp_.seen.push_back(name);
    return true;
  }

  bool field(const std::vector<std::string_view>& w) {
    const std::string_view key = w[0];
    const std::vector<std::string_view> args(w.begin() + 1, w.end());
    if (std::find(kKeywords.begin(), kKeywords.end(), key) == kKeywords.end()) {
      std::vector<std::string> keys(kKeywords.begin(), kKeywords.end());
      const auto near = nearest(keys, key);
      return fail(
          std::string(key.substr(0, 20)),
          "unknown field" + (near.empty() ? std::string(" (fields: turn, table, hand, out, ... see "
                                                        "docs/notation.md)")
                                          : " (did you mean " + quoted_alternatives(near) + "?)"));
    }
    const std::string k(key);
    // Fields per seat: "table P1".
    if (k == "player" || k == "eliminated" || k == "table" || k == "out" || k == "hand" ||
        k == "txsold") {
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

  bool one_seat(const std::string& k, const std::vector<std::string_view>& args, int& p) {
    if (args.size() != 1) return fail(k, "one seat: " + k + " P2");
    return seat_or_fail(k, args[0], p);
  }

  bool turn_field(const std::vector<std::string_view>& a) {
    const std::string k = "turn";
    if (a.size() != 3)
      return fail(k,
                  "write 'turn N SEAT STEP' (the turn counter, the active seat, the step), "
                  "e.g. 'turn 5 P1 main'");
    if (!number(a[0], 65535, sp_.turn))
      return fail(k, quoted(a[0]) + " is not a turn number 0..65535 (0 during the setup)");
    if (!seat_or_fail(k, a[1], sp_.active)) return false;
    const auto it = std::find(kPhaseWord.begin(), kPhaseWord.end(), a[2]);
    if (it == kPhaseWord.end()) {
      std::vector<std::string> words(kPhaseWord.begin(), kPhaseWord.end());
      const auto near = nearest(words, a[2]);
      return fail(k,
                  quoted(a[2]) + " is not a step" +
                      (near.empty() ? " (first, reminder, draft, reveal, building, upkeep, draw, "
                                      "main, txn, march, war, deploy, block, target, strike, "
                                      "bonus, order, powers, over)"
                                    : " (did you mean " + quoted_alternatives(near) + "?)"));
    }
    sp_.phase = static_cast<Phase>(it - kPhaseWord.begin());
    sp_.has_turn = true;
    return true;
  }

  bool end_field(const std::vector<std::string_view>& a) {
    const std::string k = "end";
    if (a.size() != 2)
      return fail(k,
                  "write 'end REASON WINNERS': prestige, military or shortage, then P1, P1+P3 "
                  "or none");
    const auto it = std::find(kEndWord.begin() + 1, kEndWord.end(), a[0]);
    if (it == kEndWord.end())
      return fail(k, quoted(a[0]) + ": the game ends by prestige, military or shortage (M-7)");
    sp_.end_reason = static_cast<int>(it - kEndWord.begin());
    sp_.has_end = true;
    if (a[1] == "none") return true;
    std::string_view rest = a[1];
    while (!rest.empty()) {
      const std::size_t plus = rest.find('+');
      const std::string_view one = rest.substr(0, plus);
      int p = 0;
      if (!seat_or_fail(k, one, p)) return false;
      sp_.winners |= 1 << p;
      rest = plus == std::string_view::npos ? std::string_view{} : rest.substr(plus + 1);
    }
    return true;
  }

  bool reveal_field(const std::vector<std::string_view>& a) {
    const std::string k = "reveal";
    if (a.empty() || a.size() > 2)
      return fail(k,
                  "write 'reveal PILE [FOR]': T, M or C (1, 2 or 3 for a building pile), then "
                  "draft, turn or extra");
    const std::string_view p = a[0];
    if (p.size() == 1 && p[0] >= '1' && p[0] <= '3')
      sp_.reveal_pile = p[0] - '1';
    else if (pile(p) >= 0)
      sp_.reveal_pile = pile(p);
    else
      return fail(k, quoted(p) + " is not a pile (T, M, C, or 1, 2, 3 for the buildings)");
    sp_.has_reveal = true;
    if (a.size() == 2) {
      const auto it = std::find(kForWord.begin(), kForWord.end(), a[1]);
      if (it == kForWord.end())
        return fail(k, quoted(a[1]) + ": a draw is for the draft, the turn or an extra draw");
      sp_.draw_for = static_cast<DrawFor>(it - kForWord.begin());
      sp_.has_for = true;
    }
    return true;
  }

  bool resume_field(const std::vector<std::string_view>& a) {
    const std::string k = "resume";
    if (a.size() == 1)
      for (Phase p : {Phase::Draw, Phase::Main, Phase::March, Phase::War})
        if (a[0] == kPhaseWord[static_cast<std::size_t>(p)]) {
          sp_.resume = p;
          return true;
        }
    return fail(k, "the step a forced removal returns to: draw, main, march or war");
  }

  bool fought_field(const std::vector<std::string_view>& a) {
    for (std::string_view t : a) {
      const int f = fief(t);
      if (f < 0) return fail("fought", quoted(t) + " is not a fief (" + fief_list() + ")");
      if ((sp_.fought >> f) & 1) return fail("fought", fief_name(s_, f) + " written twice");
      sp_.fought |= 1 << f;
    }
    return true;
  }

  bool march_field(const std::vector<std::string_view>& a) {
    const std::size_t gt = a.size() == 1 ? a[0].find('>') : std::string_view::npos;
    if (gt == std::string_view::npos)
      return fail("march", "write 'march FROM>TO', the fiefs of the first external move this turn");
    const int f = fief(a[0].substr(0, gt)), g = fief(a[0].substr(gt + 1));
    if (f < 0 || g < 0) return fail("march", quoted(a[0]) + ": fiefs are " + fief_list());
    sp_.march_from = f;
    sp_.march_to = g;
    return true;
  }

  bool player_field(const std::string& name, int p, const std::vector<std::string_view>& a) {
    constexpr std::array<std::string_view, 4> keys = {"siege", "turns", "drafted", "extra"};
    for (std::string_view t : a) {
      std::string_view word, num;
      split_word_number(t, word, num);
      const auto it = std::find(keys.begin(), keys.end(), word);
      int v = 0;
      if (it == keys.end() || !number(num, 255, v))
        return fail(name, quoted(t) + ": write siegeN, turnsN, draftedN or extraN (N 0..255)");
      auto& slot = sp_.player[ix(p)][static_cast<std::size_t>(it - keys.begin())];
      if (slot >= 0) return fail(name, std::string(word) + " written twice");
      slot = v;
    }
    return true;
  }

  bool eliminated_field(const std::string& name, int p, const std::vector<std::string_view>& a) {
    if (a.empty() || a.size() > 2 || (a[0] != "siege" && a[0] != "city") ||
        (a.size() == 2 && a[1] != "unskipped"))
      return fail(name, "write 'eliminated " + seat_word(p) +
                            " siege' or '... city' (M-7.3, M-7.2), then 'unskipped' if the turn "
                            "order has not passed him yet");
    sp_.eliminated[ix(p)] =
        static_cast<int>(a[0] == "siege" ? OutReason::Siege : OutReason::CityDestroyed);
    sp_.unskipped[ix(p)] = a.size() == 2;
    return true;
  }

  bool marks(const std::string& name, std::string_view word, std::string_view m, Card& c) {
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

  bool cards_field(const std::string& name, int p, bool out,
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
          return fail(name,
                      quoted(t) + ": marks go in parentheses at the end: homme1(tapped,dmg1)");
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
  bool hand_field(const std::string& name, const std::vector<std::string_view>& a,
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

  bool piles_field(const std::vector<std::string_view>& a) {
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

  bool reminders_field(const std::vector<std::string_view>& a) {
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

  bool buildings_field(const std::vector<std::string_view>& a) {
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

  bool acts_field(const std::vector<std::string_view>& a) {
    sp_.txn_fields.push_back("acts");
    if (a.size() > kMaxActivations)
      return fail("acts", "at most " + std::to_string(kMaxActivations) + " activations");
    for (std::string_view t : a) {
      ActSpec x;
      x.word = std::string(t);
      const std::size_t eq = t.find('=');
      x.card = std::string(t.substr(0, eq));
      if (eq != std::string_view::npos) {
        x.explicit_contributors = true;
        std::string_view rest = t.substr(eq + 1);
        while (true) {
          const std::size_t comma = rest.find(',');
          std::string_view c = rest.substr(0, comma);
          if (x.n >= 5 || c.empty())
            return fail("acts", quoted(t) +
                                    ": 1 to 5 contributors, each R, R2 or R^1 "
                                    "(resource, amount, Artiste doublings)");
          int r = -1;
          for (int k = 0; k < kResources; ++k)
            if (c[0] == kResourceLetter[k]) r = k;
          int amount = 1, e = 0;
          const std::size_t hat = c.find('^');
          const std::string_view am =
              c.substr(1, hat == std::string_view::npos ? c.size() - 1 : hat - 1);
          if (r < 0 || (!am.empty() && !number(am, 9, amount)) ||
              (hat != std::string_view::npos && !number(c.substr(hat + 1), 7, e)))
            return fail("acts", quoted(t) + ": " + quoted(c) +
                                    " is not a contributor (R, R2 or R^1: F, E, G or M, an amount "
                                    "1..9, doublings 0..7)");
          x.res[ix(x.n)] = u8(r);
          x.amount[ix(x.n)] = u8(amount);
          x.exp[ix(x.n)] = u8(e);
          ++x.n;
          if (comma == std::string_view::npos) break;
          rest = rest.substr(comma + 1);
        }
      }
      sp_.acts.push_back(std::move(x));
    }
    return true;
  }

  bool combat_field(const std::vector<std::string_view>& a) {
    const std::string k = "combat";
    if (a.empty())
      return fail(k,
                  "write 'combat FIEF/DEFENDER [defender] [passesN]', e.g. combat P2 or combat "
                  "N12/P2");
    const std::size_t slash = a[0].find('/');
    sp_.cfief = fief(a[0].substr(0, slash));
    if (sp_.cfief < 0)
      return fail(k, quoted(a[0].substr(0, slash)) + " is not a fief (" + fief_list() + ")");
    if (slash != std::string_view::npos) {
      if (!seat_or_fail(k, a[0].substr(slash + 1), sp_.cdefender)) return false;
    } else if (n_ == 2) {
      sp_.cdefender = -1;  // the opponent, once the active seat is known
    } else {
      return fail(k, "name the defender: combat " + std::string(a[0]) + "/P2");
    }
    for (std::size_t i = 1; i < a.size(); ++i) {
      std::string_view w, num;
      split_word_number(a[i], w, num);
      if (a[i] == "defender") {
        sp_.side = 1;
      } else if (a[i] == "attacker") {
        sp_.side = 0;
      } else if (w == "passes" && number(num, 2, sp_.passes)) {
      } else {
        return fail(k, quoted(a[i]) +
                           ": after the fief, 'defender' (his side declares in step 5) "
                           "and passesN (0..2)");
      }
    }
    sp_.has_combat = true;
    return true;
  }

  bool group_ref(std::string_view t, int& g) {
    return t.size() >= 2 && t[0] == 'd' && number(t.substr(1), kMaxUnits, g) && g >= 1;
  }

  bool units_field(const std::vector<std::string_view>& a) {
    sp_.combat_fields.push_back("units");
    for (std::string_view t : a) {
      if (sp_.units.size() + 1 >= kMaxUnits) return fail("units", "at most 47 attacking units");
      std::size_t i = 0;
      while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
      int u = 0;
      UnitSpec x;
      bool ok = number(t.substr(0, i), kMaxUnits, u) && u == static_cast<int>(sp_.units.size()) + 1;
      std::string_view rest = t.substr(i);
      if (ok && !rest.empty() && rest[0] == '<') {
        const std::size_t gt = rest.find('>');
        ok = group_ref(
            rest.substr(1, gt == std::string_view::npos ? std::string_view::npos : gt - 1),
            x.blocker);
        rest = gt == std::string_view::npos ? std::string_view{} : rest.substr(gt);
      }
      if (ok && !rest.empty()) ok = rest[0] == '>' && group_ref(rest.substr(1), x.target);
      if (!ok)
        return fail("units", quoted(t) +
                                 ": the attacking units in order, 1, 2, ...: U, U<dG "
                                 "(blocked by defending group G) or U>dG (targets G)");
      sp_.units.push_back(x);
    }
    return true;
  }

  bool groups_field(const std::vector<std::string_view>& a) {
    sp_.combat_fields.push_back("groups");
    for (std::string_view t : a) {
      if (sp_.groups.size() >= kMaxUnits) return fail("groups", "at most 48 defending groups");
      GroupSpec x;
      std::string_view rest = t;
      const std::size_t paren = rest.find('(');
      bool ok = true;
      if (paren != std::string_view::npos) {
        const std::string_view inner = rest.substr(paren + 1);
        ok = inner.size() > 5 && inner.substr(0, 4) == "left" && inner.back() == ')' &&
             number(inner.substr(4, inner.size() - 5), 255, x.leftover);
        rest = rest.substr(0, paren);
      }
      const std::size_t gt = rest.find('>');
      int g = 0;
      ok = ok && group_ref(rest.substr(0, gt), g) && g == static_cast<int>(sp_.groups.size()) + 1;
      if (ok && gt != std::string_view::npos) {
        const std::string_view s = rest.substr(gt + 1);
        if (s == "-")
          x.strike = -1;
        else
          ok = number(s, kMaxUnits, x.strike) && x.strike >= 1;
      }
      if (!ok)
        return fail("groups", quoted(t) +
                                  ": the defending groups in order, d1, d2, ...: dG "
                                  "(strike-back pending), dG>U (strikes back at unit U), "
                                  "dG>- (at none), then (leftN) for a host's leftover");
      sp_.groups.push_back(x);
    }
    return true;
  }

  // --- The state ---

  bool build();
  bool place_cards(std::array<int, kMaxTypes>& entered, std::vector<int>& ids);
  bool resolve_hosts(const std::vector<int>& ids);
  bool count_cards(const std::array<int, kMaxTypes>& entered);
  bool build_txn();
  bool build_combat();
  bool check_position();
};

bool Reader::place_cards(std::array<int, kMaxTypes>& entered, std::vector<int>& ids) {
  const int city = cfg_.city_type;
  std::array<int, kMaxCards> where{};  // spec index + 1 of each physical copy
  where.fill(0);
  auto id_of = [&](int ty, int copy) { return cfg_.type(ty).first_id + copy - 1; };
  ids.assign(sp_.cards.size(), -1);
  // Named copies first, then the others take the lowest numbers left, in reading order.
  for (int pass = 0; pass < 2; ++pass)
    for (std::size_t i = 0; i < sp_.cards.size(); ++i) {
      CardSpec& c = sp_.cards[i];
      if (c.type == city && c.copy == 0) c.copy = c.owner + 1;
      if ((pass == 0) != (c.copy != 0)) continue;
      if (c.copy == 0) {
        int k = 1;
        while (k <= cfg_.type(c.type).count && where[ix(id_of(c.type, k))]) ++k;
        if (k > cfg_.type(c.type).count)
          return fail(c.where, quoted(c.word) + ": no " + type_name(s_, c.type) +
                                   " left to number, the box holds " +
                                   std::to_string(cfg_.type(c.type).count));
        c.copy = k;
      }
      const int id = id_of(c.type, c.copy);
      if (c.type == city && c.copy != c.owner + 1)
        return fail(c.where, quoted(c.word) + ": " + card_name(s_, id) + " is " +
                                 seat_word(c.copy - 1) + "'s City (city" +
                                 std::to_string(c.owner + 1) + " is " + seat_word(c.owner) + "'s)");
      if (c.type == city && c.copy > n_)
        return fail(c.where,
                    quoted(c.word) + ": no such City in a " + std::to_string(n_) + "-player game");
      if (where[ix(id)])
        return fail(c.where, quoted(c.word) + ": " + card_name(s_, id) + " is already placed (" +
                                 sp_.cards[ix(where[ix(id)] - 1)].where + ")");
      where[ix(id)] = static_cast<int>(i) + 1;
      ids[i] = id;
    }
  // The Cities the position does not place: on the table, or out with an eliminated player.
  for (int p = 0; p < n_; ++p) {
    const int id = id_of(city, p + 1);
    if (where[ix(id)]) {
      const CardSpec& c = sp_.cards[ix(where[ix(id)] - 1)];
      if (c.out && !sp_.eliminated[ix(p)])
        return fail(c.where, card_name(s_, id) + " is out of game but " + seat_word(p) +
                                 " is in the game: write 'eliminated " + seat_word(p) +
                                 " city' (M-7.2)");
      if (!c.out && sp_.eliminated[ix(p)])
        return fail(c.where, card_name(s_, id) + " is on the table but " + seat_word(p) +
                                 " is eliminated (I-06)");
      continue;
    }
    Card& c = s_.card(id);
    c.zone = sp_.eliminated[ix(p)] ? Zone::Out : Zone::Table;
    c.owner = u8(p);
    c.fief = u8(own_fief(p));
  }
  for (std::size_t i = 0; i < sp_.cards.size(); ++i) {
    const CardSpec& cs = sp_.cards[i];
    Card& c = s_.card(ids[i]);
    c = cs.marks;
    c.zone = cs.out ? Zone::Out : Zone::Table;
    c.owner = u8(cs.owner);
    c.fief = u8(cs.fief >= 0 ? cs.fief : own_fief(cs.owner));
    c.host = kNone;
  }
  // Copies below a placed one that the position does not place left the game earlier.
  for (int t = 0; t < cfg_.num_types; ++t) {
    const TypeInfo& ti = cfg_.type(t);
    int top = 0;
    for (int k = 1; k <= ti.count; ++k)
      if (where[ix(id_of(t, k))] || (t == city && k <= n_)) top = k;
    entered[ix(t)] = top;
    for (int k = 1; k <= top; ++k)
      if (s_.card(id_of(t, k)).zone == Zone::Off) s_.card(id_of(t, k)).zone = Zone::Out;
  }
  return true;
}

bool Reader::resolve_hosts(const std::vector<int>& ids) {
  for (std::size_t i = 0; i < sp_.cards.size(); ++i) {
    const CardSpec& cs = sp_.cards[i];
    if (cs.host.empty()) continue;
    int ty = -1, copy = 0;
    if (!card_name_of(cs.where, cs.host, ty, copy)) return false;
    int host = -1;
    if (copy) {
      host = cfg_.type(ty).first_id + copy - 1;
    } else {
      int found = 0;
      for (int id = cfg_.type(ty).first_id; id < cfg_.type(ty).first_id + cfg_.type(ty).count; ++id)
        if (s_.card(id).zone == Zone::Table && s_.card(id).owner == cs.owner) {
          host = id;
          ++found;
        }
      if (found != 1)
        return fail(cs.where, quoted(cs.word) + ": " + seat_word(cs.owner) + " has " +
                                  std::to_string(found) + " " + type_name(s_, ty) +
                                  " on the table: name the host with its number");
    }
    const Card& h = s_.card(host);
    if (h.zone != Zone::Table || h.owner != cs.owner)
      return fail(cs.where, quoted(cs.word) + ": " + card_name(s_, host) + " is not " +
                                seat_word(cs.owner) + "'s card on the table (I-08, I-09)");
    if (!cfg_.card(host).host())
      return fail(cs.where, quoted(cs.word) + ": " + card_name(s_, host) +
                                " is not a host (a City or a territory, I-08)");
    if (host == ids[i]) return fail(cs.where, quoted(cs.word) + ": a card is not its own host");
    s_.card(ids[i]).host = u8(host);
  }
  return true;
}

// Hands, sales and unseen cards against the box; then the draw piles, their reminders and the
// building piles follow from what is left.
bool Reader::count_cards(const std::array<int, kMaxTypes>& entered) {
  std::array<int, kMaxTypes> placed = entered, left{};
  auto add = [&](const std::string& field, const std::array<int, kMaxTypes>& more) {
    for (int t = 0; t < cfg_.num_types; ++t) {
      if (!more[ix(t)]) continue;
      placed[ix(t)] += more[ix(t)];
      if (placed[ix(t)] > cfg_.type(t).count)
        return fail(field, std::to_string(more[ix(t)]) + " " + type_name(s_, t) + ", with " +
                               std::to_string(placed[ix(t)] - more[ix(t)]) +
                               " placed elsewhere, but the box holds " +
                               std::to_string(cfg_.type(t).count));
    }
    return true;
  };
  for (int p = 0; p < n_; ++p) {
    if (!add("hand " + seat_word(p), sp_.hand[ix(p)])) return false;
    for (int t = 0; t < kMaxTypes; ++t) s_.player(p).hand[ix(t)] = u8(sp_.hand[ix(p)][ix(t)]);
    for (int k = 0; k < kDrawPiles; ++k)
      s_.player(p).unknown[ix(k)] = u8(sp_.unknown[ix(p)][ix(k)]);
  }
  for (int p = 0; p < n_; ++p)
    if (!add("txsold " + seat_word(p), sp_.txsold[ix(p)])) return false;
  if (!add("sold", sp_.sold)) return false;
  for (int t = 0; t < cfg_.num_types; ++t) {
    left[ix(t)] = cfg_.type(t).count - placed[ix(t)];
    int zone_out = 0;
    for (int id = cfg_.type(t).first_id; id < cfg_.type(t).first_id + cfg_.type(t).count; ++id)
      zone_out += s_.card(id).zone == Zone::Out;
    s_.out[ix(t)] = u8(zone_out + sp_.sold[ix(t)]);
    s_.entered[ix(t)] = u8(entered[ix(t)]);
  }
  // Draw piles.
  const bool setup = sp_.phase == Phase::SetupFirst || sp_.phase == Phase::SetupReminder;
  for (int k = 0; k < kDrawPiles; ++k) {
    std::array<int, kMaxTypes> pile_left{};
    int unplaced = 0, unseen = 0;
    for (int t = 0; t < cfg_.num_types; ++t)
      if (cfg_.type(t).pile == k) {
        pile_left[ix(t)] = left[ix(t)];
        unplaced += left[ix(t)];
      }
    for (int p = 0; p < n_; ++p)
      unseen += sp_.unknown[ix(p)][ix(k)] + sp_.txsold_unknown[ix(p)][ix(k)];
    const std::string letter(1, kPileLetter[k]);
    if (unseen > unplaced)
      return fail("hand", std::to_string(unseen) + " unseen " + letter + " cards, but only " +
                              std::to_string(unplaced) + " " + letter +
                              " cards are not placed elsewhere");
    const int full = unplaced - unseen;
    int size = sp_.piles[ix(k)] >= 0 ? sp_.piles[ix(k)] : full;
    if (size > full)
      return fail("piles", letter + std::to_string(size) + ", but only " + std::to_string(full) +
                               " " + letter +
                               " cards are left for the pile (the box less the "
                               "cards placed and the unseen cards)");
    int rem = sp_.reminder[ix(k)] >= 0 ? sp_.reminder[ix(k)]
                                       : default_reminder(cfg_, sp_.phase, k, size, pile_left);
    if (rem != kNone && pile_left[ix(rem)] < 1)
      return fail("reminders", type_name(s_, rem) + ": every copy is placed elsewhere");
    if (rem != kNone && size == 0)
      return fail("reminders", "pile " + letter + " is empty: it has no reminder");
    if (!setup && size > 0 && rem == kNone)
      return fail("reminders", "pile " + letter +
                                   " holds cards: its last one is the face-up "
                                   "reminder (A-05)");
    if (sp_.phase == Phase::SetupFirst && rem != kNone)
      return fail("reminders", "no reminder is revealed before the first player is chosen");
    s_.reminder[ix(k)] = u8(rem);
    s_.pile_size[ix(k)] = u8(size);
    s_.out_unknown[ix(k)] = u8(full - size);
    for (int t = 0; t < cfg_.num_types; ++t)
      if (cfg_.type(t).pile == k) s_.pool[ix(k)][ix(t)] = u8(pile_left[ix(t)] - (rem == t ? 1 : 0));
  }
  if (sp_.phase == Phase::SetupReminder) {
    int set = 0;
    while (set < kDrawPiles && s_.reminder[ix(set)] != kNone) ++set;
    for (int k = set; k < kDrawPiles; ++k)
      if (s_.reminder[ix(k)] != kNone)
        return fail("reminders", "the reminders are revealed in the order T, M, C (M-2.2)");
    if (set == kDrawPiles)
      return fail("turn", "every reminder is revealed: the draft has begun (turn 0 P1 draft)");
    s_.reminders_set = u8(set);
  } else {
    s_.reminders_set = sp_.phase == Phase::SetupFirst ? 0 : kDrawPiles;
  }
  // Building piles.
  std::array<int, kMaxTypes> bleft{};
  int total = 0;
  std::array<int, kBuildingPiles> tops{};
  for (int k = 0; k < kBuildingPiles; ++k)
    tops[ix(k)] = sp_.has_buildings ? sp_.btop[ix(k)] : cfg_.pile_top_type[ix(k)];
  for (int t = 0; t < cfg_.num_types; ++t) {
    if (!cfg_.type(t).building()) continue;
    bleft[ix(t)] = cfg_.type(t).count - entered[ix(t)];
    for (int k = 0; k < kBuildingPiles; ++k) bleft[ix(t)] -= tops[ix(k)] == t;
    if (bleft[ix(t)] < 0)
      return fail("buildings", "no " + type_name(s_, t) + " is left to top a pile" +
                                   (sp_.has_buildings ? std::string()
                                                      : " (write the field: buildings "
                                                        "TOP+N TOP+N TOP+N)"));
    total += bleft[ix(t)];
    s_.building_pool[ix(t)] = u8(bleft[ix(t)]);
  }
  const auto hidden = sp_.has_buildings ? sp_.bhidden : default_hidden(total);
  if (hidden[0] + hidden[1] + hidden[2] != total)
    return fail("buildings", std::to_string(hidden[0] + hidden[1] + hidden[2]) +
                                 " face down, but " + std::to_string(total) +
                                 " buildings are left (the box less those bought and the tops)");
  for (int k = 0; k < kBuildingPiles; ++k) {
    s_.building_top[ix(k)] = u8(tops[ix(k)]);
    s_.building_hidden[ix(k)] = u8(hidden[ix(k)]);
  }
  return true;
}

bool Reader::build_txn() {
  if (!sp_.has_txn) {
    if (sp_.phase == Phase::Txn)
      return fail("txn", "missing: phase txn has an open transaction (txn play:homme, ...)");
    if (!sp_.txn_fields.empty())
      return fail(sp_.txn_fields.front(), "belongs to an open transaction (phase txn, field txn)");
    return true;
  }
  if (sp_.phase != Phase::Txn)
    return fail("txn", "a transaction is open only in phase txn (turn N SEAT txn)");
  const int p = s_.active;
  const int ally = (p + 2) % kMaxPlayers;
  // The purpose, read as its record token and checked as it was when the transaction opened.
  State open = s_;
  open.phase = Phase::Main;
  auto a = Medievalia::parse_action(open, sp_.txn);
  if (!a) return fail("txn", a.error());
  if (a->kind != K::Play && a->kind != K::Buy && a->kind != K::Extra && a->kind != K::Discard)
    return fail("txn",
                quoted(sp_.txn) + " is not a purpose (play:, buy:, extra: or discard:, M-3.3.1)");
  if (a->seat != p) return fail("txn", "the active player opens the transaction (I-18)");
  if (Verdict v = check_open(open, *a, true))
    return fail("txn", "[" + std::string(v->rule) + "] " + v->reason);
  Txn& t = s_.txn;
  t.kind = static_cast<std::uint8_t>(a->kind);
  t.arg = {a->a, a->b, a->c, a->d};
  for (int r = 0; r < kResources; ++r) {
    t.pool[ix(r)] = u8(sp_.pool[ix(r)]);
    t.waived[ix(r)] = u8(sp_.waived[ix(r)]);
  }
  if (sp_.waived != std::array<int, kResources>{}) {
    if (a->kind != K::Buy)
      return fail("waived", "a Bureaucrate lowers only a building's price (M-6.6)");
    const auto& cost = cfg_.type(s_.building_top[a->a]).cost;
    for (int r = 0; r < kResources; ++r)
      if (sp_.waived[ix(r)] > cost[ix(r)])
        return fail("waived", "more " + std::string(1, kResourceLetter[r]) +
                                  " waived than the price holds (M-6.6)");
  }
  for (int q = 0; q < n_; ++q) {
    if (!sp_.has_txsold[ix(q)]) continue;
    if (q != p && !(n_ == 4 && q == ally))
      return fail("txsold " + seat_word(q),
                  "only the active player and his ally sell into the "
                  "transaction (M-4.2, M-8.6)");
    for (int i = 0; i < kMaxTypes; ++i) {
      t.sold[ix(i)] = u8(t.sold[ix(i)] + sp_.txsold[ix(q)][ix(i)]);
      if (q != p) t.ally_sold[ix(i)] = u8(sp_.txsold[ix(q)][ix(i)]);
    }
    for (int k = 0; k < kDrawPiles; ++k) {
      t.sold_unknown[ix(k)] = u8(t.sold_unknown[ix(k)] + sp_.txsold_unknown[ix(q)][ix(k)]);
      if (q != p) t.ally_sold_unknown[ix(k)] = u8(sp_.txsold_unknown[ix(q)][ix(k)]);
    }
  }
  bool ally_helped = t.ally_sold != std::array<std::uint8_t, kMaxTypes>{} ||
                     t.ally_sold_unknown != std::array<std::uint8_t, kDrawPiles>{};
  for (const ActSpec& x : sp_.acts) {
    int ty = -1, copy = 0;
    if (!card_name_of("acts", x.card, ty, copy)) return false;
    int id = -1, found = 0;
    for (int i = cfg_.type(ty).first_id; i < cfg_.type(ty).first_id + cfg_.type(ty).count; ++i) {
      const Card& c = s_.card(i);
      if ((copy && i != cfg_.type(ty).first_id + copy - 1) || c.zone != Zone::Table) continue;
      if (c.owner != p && !(n_ == 4 && c.owner == ally)) continue;
      id = i;
      ++found;
    }
    if (found != 1)
      return fail("acts", quoted(x.word) + ": " +
                              (found ? "name the copy (" + type_name(s_, ty) + "1, ...)"
                                     : "not a card of " + seat_word(p) +
                                           (n_ == 4 ? " or his ally" : std::string()) +
                                           " on the table (M-3.4)"));
    if (!(s_.card(id).flags & kTapped))
      return fail("acts", quoted(x.word) + ": an activated card is tapped (I-13)");
    for (int k = 0; k < t.n_acts; ++k)
      if (t.acts[ix(k)].card == id)
        return fail("acts", quoted(x.word) + " written twice (M-3.4.1)");
    Txn::Act& out = t.acts[t.n_acts++];
    out.card = u8(id);
    if (x.explicit_contributors) {
      out.n = u8(x.n);
      out.res = x.res;
      out.amount = x.amount;
      out.exp = x.exp;
    } else {
      out.n = u8(default_contributors(s_, id, out.res, out.amount));
    }
    ally_helped = ally_helped || s_.card(id).owner != p;
  }
  t.ally_helped = ally_helped ? 1 : 0;
  return true;
}

bool Reader::build_combat() {
  Combat& cb = s_.combat;
  const bool in_combat = combat_phase(sp_.phase);
  int max_u = 0, max_d = 0;
  for (const Card& c : s_.cards) {
    if (c.unit && c.unit < kDefendBase) max_u = std::max<int>(max_u, c.unit);
    if (c.unit >= kDefendBase) max_d = std::max(max_d, c.unit - kDefendBase + 1);
  }
  if (!sp_.has_combat) {
    if (in_combat)
      return fail("combat", "missing: phase " +
                                std::string(kPhaseWord[static_cast<std::size_t>(sp_.phase)]) +
                                " is inside a combat (combat FIEF/DEFENDER)");
    if (!sp_.combat_fields.empty())
      return fail(sp_.combat_fields.front(), "belongs to a combat (a combat phase, field combat)");
    if (max_u || max_d)
      return fail("table", "a card in a combat unit (uN, dN) outside a combat (I-26)");
    return true;
  }
  if (!in_combat)
    return fail("combat",
                "a combat is open only in its phases (deploy, block, target, strike, "
                "bonus, order, powers)");
  const int p = s_.active;
  const int def = sp_.cdefender >= 0 ? sp_.cdefender : 1 - p;
  if (def == p || !enemies(s_, p, def) || !s_.player(def).alive)
    return fail("combat", seat_word(def) + " cannot defend against " + seat_word(p) +
                              " (an opponent still in the game, M-3.14.2)");
  if (!s_.war_fought(sp_.cfief))
    return fail("fought", "the combat's fief " + fief_name(s_, sp_.cfief) +
                              " is fought this turn: list it (fought " + fief_name(s_, sp_.cfief) +
                              ")");
  cb.fief = u8(sp_.cfief);
  cb.attacker = u8(p);
  cb.defender = u8(def);
  cb.neutral = is_player_fief(s_, sp_.cfief) ? 0 : 1;
  cb.side = u8(sp_.side);
  cb.passes = u8(sp_.passes);
  const int na = std::max(max_u, static_cast<int>(sp_.units.size()));
  const int nd = std::max(max_d, static_cast<int>(sp_.groups.size()));
  if (na >= kMaxUnits) return fail("units", "at most 47 attacking units");
  cb.n_attack = u8(na);
  cb.n_defend = u8(nd);
  // Members: each unit and group holds a card; attackers are the active player's troops, the
  // defending groups the defender's troops, guards and at most one targeted host.
  std::array<int, kMaxUnits> attack_cards{}, defend_cards{};
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& c = s_.card(i);
    if (!c.unit) continue;
    const std::string name = card_name(s_, i);
    if (c.zone != Zone::Table || c.fief != cb.fief)
      return fail("table", name + " is in the combat but not in " + fief_name(s_, cb.fief));
    if (c.unit < kDefendBase) {
      if (c.owner != p || !is_troop(s_, i))
        return fail("table " + seat_word(c.owner),
                    name + ": attacking units hold the attacker's troops (I-22)");
      ++attack_cards[ix(c.unit - 1)];
      continue;
    }
    const int d = c.unit - kDefendBase;
    if (c.owner != def)
      return fail("table " + seat_word(c.owner),
                  name + ": defending groups hold the defender's cards (I-22)");
    ++defend_cards[ix(d)];
    if (is_host(s_, i)) {
      if (cb.defend[ix(d)].host != kNone)
        return fail("table " + seat_word(c.owner),
                    "two hosts in defending group d" + std::to_string(d + 1));
      cb.defend[ix(d)].host = u8(i);
    } else if (!is_troop(s_, i) && cfg_.card(i).category != Category::MilitaryBuilding) {
      return fail("table " + seat_word(c.owner), name + " does not fight (M-3.10.4)");
    }
  }
  for (int u = 1; u <= na; ++u)
    if (!attack_cards[ix(u - 1)])
      return fail("units", "attacking unit " + std::to_string(u) + " holds no card (uN marks)");
  for (int d = 0; d < nd; ++d)
    if (!defend_cards[ix(d)])
      return fail("groups",
                  "defending group d" + std::to_string(d + 1) + " holds no card (dN marks)");
  for (std::size_t u = 0; u < sp_.units.size(); ++u) {
    const UnitSpec& x = sp_.units[u];
    if (x.blocker > nd || x.target > nd)
      return fail("units", "unit " + std::to_string(u + 1) + " names a defending group past d" +
                               std::to_string(nd));
    Unit& un = cb.attack[u];
    if (x.blocker) {
      un.blocker = u8(kDefendBase + x.blocker - 1);
      cb.defend[ix(x.blocker - 1)].blocks |= std::uint64_t{1} << (u + 1);
    }
    if (x.target) un.target = u8(kDefendBase + x.target - 1);
  }
  for (std::size_t d = 0; d < sp_.groups.size(); ++d) {
    const GroupSpec& x = sp_.groups[d];
    if (x.strike > na)
      return fail("groups", "d" + std::to_string(d + 1) + " strikes back at unit " +
                                std::to_string(x.strike) + ", past unit " + std::to_string(na));
    cb.defend[d].strike = x.strike < 0 ? kNone : u8(x.strike);
    cb.defend[d].leftover = u8(x.leftover);
  }
  return true;
}

// What the phase needs so that someone has a decision (the engine's own checks then run).
bool Reader::check_position() {
  const Phase ph = sp_.phase;
  const Combat& cb = s_.combat;
  if (ph == Phase::Strike) {
    bool pending = false;
    for (int d = 0; d < cb.n_defend; ++d) pending = pending || cb.defend[ix(d)].strike == 0;
    if (!pending)
      return fail("groups",
                  "phase strike: no defending group has its strike-back pending (dG "
                  "without '>')");
  }
  if (ph == Phase::Bonus) {
    const int giver = pending_bonus(s_);
    if (giver < 0)
      return fail("turn", "phase bonus: no +0/1 has two possible receivers (M-3.10.3, M-6.3)");
    if (s_.decider != s_.card(giver).owner)
      return fail("decider", "the +0/1 of " + card_name(s_, giver) + " is " +
                                 seat_word(s_.card(giver).owner) + "'s choice");
  }
  if (ph == Phase::Order) {
    const int g = pending_order(s_);
    if (!g) return fail("turn", "phase order: no group of 2 or more cards takes damage (M-3.16.2)");
    if (s_.decider != group_owner(s_, g))
      return fail("decider", "the allocation order is " + seat_word(group_owner(s_, g)) +
                                 "'s choice (M-3.16.2)");
  }
  // A state that breaks an invariant is returned: the caller's check_invariants refuses it with
  // the invariant's rule (replay does so for every position). The legal actions are asked only of
  // a state that holds them.
  if (Medievalia::check_invariants(s_)) return true;
  if (ph != Phase::GameOver) {
    auto legal = std::make_unique<Medievalia::ActionBuffer>();
    Medievalia::legal_actions(s_, *legal);
    if (legal->empty())
      return fail("turn", "nobody has a legal action in this position (" +
                              std::string(kPhaseWord[static_cast<std::size_t>(ph)]) + ", " +
                              Medievalia::seat_name(s_, Medievalia::current_seat(s_)) +
                              " to decide): the game cannot reach it");
  }
  return true;
}

bool Reader::build() {
  const Phase ph = sp_.phase;
  s_.num_players = u8(n_);
  for (int p = n_; p < kMaxPlayers; ++p) s_.player(p).alive = 0;
  // When and who.
  const bool setup = ph == Phase::SetupFirst || ph == Phase::SetupReminder ||
                     ph == Phase::DraftPick || (ph == Phase::Reveal && sp_.turn == 0);
  if (setup != (sp_.turn == 0))
    return fail("turn", setup ? "the setup and the draft are turn 0"
                              : "turn 0 is the setup: its steps are first, reminder, draft and "
                                "reveal (a draft card)");
  s_.turn = static_cast<std::uint16_t>(sp_.turn);
  s_.phase = ph;
  s_.active = u8(sp_.active);
  s_.first = u8(sp_.first);
  if (sp_.has_end != (ph == Phase::GameOver))
    return fail("end", ph == Phase::GameOver
                           ? "missing: the game is over (end prestige P1, end shortage none, ...)"
                           : "only when the game is over (turn N SEAT over)");
  s_.winner_mask = u8(sp_.winners);
  s_.end_reason = u8(sp_.end_reason);
  s_.reveal_pile = u8(sp_.reveal_pile);
  s_.draw_for = sp_.has_for ? sp_.draw_for : default_for(sp_.turn, ph);
  if (ph == Phase::Reveal && (s_.draw_for == DrawFor::Draft) != (sp_.turn == 0))
    return fail("reveal", "a draft card is drawn in turn 0, a turn's or an extra card later");
  s_.after_upkeep = sp_.resume;
  s_.decider = u8(sp_.decider);
  s_.skipped = u8(sp_.skipped);
  s_.war_fiefs_lo = u8(sp_.fought & 0xFF);
  s_.war_fiefs_hi = u8(sp_.fought >> 8);
  s_.group_move_from = u8(sp_.march_from);
  s_.group_move_to = u8(sp_.march_to);
  s_.ally_fee_paid = sp_.fee ? 1 : 0;
  if (sp_.fee && n_ != 4) return fail("fee", "the ally's fee is for the alliance game (M-8.6)");
  for (int p = 0; p < n_; ++p) {
    Player& pl = s_.player(p);
    pl.alive = sp_.eliminated[ix(p)] ? 0 : 1;
    if (sp_.eliminated[ix(p)])
      pl.out = u8(sp_.eliminated[ix(p)] | (sp_.unskipped[ix(p)] ? 0 : kOutTurnSkipped));
  }
  if (!s_.player(s_.active).alive && ph != Phase::GameOver && ph >= Phase::Upkeep)
    return fail("turn", seat_word(s_.active) + " is eliminated and takes no turn (I-28)");
  // Cards.
  std::array<int, kMaxTypes> entered{};
  std::vector<int> ids;
  if (!place_cards(entered, ids) || !resolve_hosts(ids)) return false;
  for (int id = 0; id < kMaxCards; ++id)
    if (s_.card(id).zone == Zone::Table && s_.card(id).owner < n_)
      set_owned(s_, s_.card(id).owner, id, true);
  if (!count_cards(entered)) return false;
  // Players' counters (after the hands: the draft's default counts them).
  for (int p = 0; p < n_; ++p) {
    Player& pl = s_.player(p);
    const auto& v = sp_.player[ix(p)];
    pl.siege = u8(v[0] >= 0 ? v[0] : 0);
    pl.turns = u8(v[1] >= 0 ? v[1] : default_turns(sp_.turn, sp_.first, n_, p));
    pl.drafted = u8(v[2] >= 0 ? v[2] : default_drafted(sp_.turn, pl));
    pl.extra_draws = u8(v[3] >= 0 ? v[3] : 0);
  }
  if (!build_txn() || !build_combat()) return false;
  return check_position();
}

}  // namespace

Expected<State> Medievalia::parse_position(const Config& cfg, std::string_view text) {
  return Reader(cfg, text).run();
}

}  // namespace arbiter::medievalia
