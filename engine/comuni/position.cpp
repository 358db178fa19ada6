// Comuni positions (docs/notation.md, "Comuni positions"): a state written by hand in a few
// lines, "keyword value..." per field, fields separated by newlines or ';'. Fields at their usual
// value are left out; what the rules or the invariants fix (the supply, envoys in stock, VP, hero
// values, the pawn, pile sizes, the invasion count, who commits next) is computed, not written.
// position_text writes the canonical text (fixed field order, defaults left out); parse_position
// reads it back to an equal State, or names the field that is wrong. The caller then runs
// check_invariants, which rejects a position that breaks an invariant with its rule id.
#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"
#include "engine/core/suggest.h"

namespace arbiter::comuni {
namespace {

std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}
std::uint8_t u8(int v) {
  return static_cast<std::uint8_t>(v);
}
std::string num(int v) {
  return std::to_string(v);
}

// Bounds on the text: nothing a position needs comes near them. (The number of fields needs no
// bound: a field written twice is refused, so there are at most 15 keywords and 5 comuni.)
constexpr std::size_t kMaxText = 64 * 1024;
constexpr std::size_t kMaxTokens = 128;  // per field
constexpr std::size_t kMaxToken = 40;    // characters per token

using Cards = std::array<int, kCardTypes>;  // a multiset of card types
using Piles = std::array<std::array<std::uint8_t, kCardTypes>, kPiles>;

// ---- Names ---------------------------------------------------------------------------------

struct PhaseName {
  Phase phase;
  std::string_view name;
};
constexpr PhaseName kPhaseNames[] = {
    {Phase::SetupComuni, "setup"}, {Phase::SetupDisplay, "display"}, {Phase::Projects, "1"},
    {Phase::Refill, "2"},          {Phase::Commit, "invasion"},      {Phase::Assign, "assign"},
    {Phase::Build, "3"},           {Phase::Discard, "discard"},      {Phase::Repair, "5"},
    {Phase::GameOver, "over"},
};

std::string_view phase_word(Phase p) {
  if (p == Phase::Displaced) return "1";
  for (const PhaseName& n : kPhaseNames)
    if (n.phase == p) return n.name;
  return "?";
}

constexpr std::string_view kFields[] = {"comuni", "phase",  "turn",      "round",     "drawer",
                                        "final",  "pending", "claimed",  "steps",     "displaced",
                                        "pile",   "discarded", "display", "invasion", "supply"};
constexpr std::string_view kSeatItems[] = {"bids",   "hand",   "buildings", "ramparts",
                                           "bonus",  "active", "masters",   "heroes",
                                           "loot",   "turns",  "ally",      "def"};

bool is_field(std::string_view w) {
  return std::find(std::begin(kFields), std::end(kFields), w) != std::end(kFields);
}
bool is_seat_item(std::string_view w) {
  return std::find(std::begin(kSeatItems), std::end(kSeatItems), w) != std::end(kSeatItems);
}

// A word as it may be shown in a message: clipped, bytes outside printable ASCII replaced.
std::string clip(std::string_view t) {
  std::string out;
  for (char c : t.substr(0, 24)) {
    const auto b = static_cast<unsigned char>(c);
    out += b < 32 || b >= 127 ? '?' : c;  // control bytes, and no broken UTF-8 in a message
  }
  if (t.size() > 24) out += "...";
  return out;
}
std::string shown(std::string_view t) {
  return "'" + clip(t) + "'";
}

bool same_word(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (fold_ascii(a[i]) != fold_ascii(b[i])) return false;
  return true;
}

// A count written in decimal digits, at most 6 of them.
std::optional<int> count_of(std::string_view t) {
  if (t.empty() || t.size() > 6) return std::nullopt;
  int v = 0;
  for (char c : t) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

std::string letters(int mask, const char* alphabet, int count) {
  std::string t;
  for (int k = 0; k < count; ++k)
    if ((mask >> k) & 1) t += alphabet[k];
  return t;
}

std::string pile_letter(int p) {
  return std::string(1, kPileLetter[p]);
}

std::string hero_tile(int pile, int rank) {
  return pile_letter(pile) + (rank == 0 ? "-hi" : "-lo");
}

// "2", "2g1", "0g1p2": armies, GOLD pairs, PIL pairs, as in the ally:/def: tokens.
std::string commitment_text(int armies, int gold_pairs, int pil_pairs) {
  std::string t = num(armies);
  if (gold_pairs) t += "g" + num(gold_pairs);
  if (pil_pairs) t += "p" + num(pil_pairs);
  return t;
}

struct Units {
  int armies = 0, gold_pairs = 0, pil_pairs = 0;
};

std::optional<Units> parse_units(std::string_view t) {
  const auto g = t.find('g'), p = t.find('p');
  if (g != std::string_view::npos && p != std::string_view::npos && p < g) return std::nullopt;
  Units u;
  auto armies = count_of(t.substr(0, std::min(g, p)));
  if (!armies) return std::nullopt;
  u.armies = *armies;
  if (g != std::string_view::npos) {
    auto v = count_of(t.substr(g + 1, (p == std::string_view::npos ? t.size() : p) - g - 1));
    if (!v) return std::nullopt;
    u.gold_pairs = *v;
  }
  if (p != std::string_view::npos) {
    auto v = count_of(t.substr(p + 1));
    if (!v) return std::nullopt;
    u.pil_pairs = *v;
  }
  return u;
}

Units alliance_of(const Commitment& c) {
  return {c.alliance_armies, c.alliance_gold_pairs, c.alliance_pil_pairs};
}
Units defence_of(const Commitment& c) {
  return {c.defence_armies, c.defence_gold_pairs, c.defence_pil_pairs};
}

// ---- The deck at N players -----------------------------------------------------------------

struct Deck {
  std::array<Cards, kPiles> pile{};  // cards dealt to each pile at N players, by type
  std::array<int, kPiles> size{};
  Cards total{};
  int cards = 0;
};

Deck dealt(const Data& d, int n) {
  Deck k;
  for (const CardData& c : d.deck) {
    if (c.min_players > n || c.pile >= kPiles || c.type >= kCardTypes) continue;
    ++k.pile[c.pile][c.type];
    ++k.size[c.pile];
    ++k.total[c.type];
    ++k.cards;
  }
  return k;
}

// A pile written by its count only: its first `count` cards in the data file's list (at N
// players) whose type the display and hands (`used`) have not taken already. Empty when pile `x`
// cannot hold `count` such cards.
std::optional<Cards> select_cards(const Data& d, int n, const Deck& deck, int x, int count,
                                  const Cards& used) {
  Cards cap{}, out{};
  for (int t = 0; t < kCardTypes; ++t) {
    int before = 0;  // copies dealt to piles up to x: the only ones the display and hands can hold
    for (int p = 0; p <= x; ++p) before += deck.pile[ix(p)][ix(t)];
    cap[ix(t)] = std::max(0, std::min(deck.pile[ix(x)][ix(t)], before - used[ix(t)]));
  }
  int taken = 0;
  for (const CardData& c : d.deck) {
    if (taken == count) break;
    if (c.pile != x || c.min_players > n || c.type >= kCardTypes) continue;
    if (out[c.type] < cap[c.type]) {
      ++out[c.type];
      ++taken;
    }
  }
  if (taken < count) return std::nullopt;
  return out;
}

// Piles holding `left` cards in all, drawn from A first: the later piles full, the first one that
// is not empty holding the rest (select_cards). Empty when that is impossible.
// `failed` is the pile that cannot hold its share.
std::optional<Piles> piles_holding(const Data& d, int n, const Deck& deck, int left,
                                   const Cards& used, int* failed = nullptr) {
  if (left < 0 || left > deck.cards) return std::nullopt;
  Piles out{};
  for (int p = kPiles - 1; p >= 0 && left > 0; --p) {
    const int here = std::min(left, deck.size[ix(p)]);
    left -= here;
    Cards cards = deck.pile[ix(p)];
    if (here < deck.size[ix(p)]) {
      auto sel = select_cards(d, n, deck, p, here, used);
      if (!sel) {
        if (failed) *failed = p;
        return std::nullopt;
      }
      cards = *sel;
    }
    for (int t = 0; t < kCardTypes; ++t) out[ix(p)][ix(t)] = u8(cards[ix(t)]);
  }
  return out;
}

int pile_cards(const Piles& piles, int p) {
  int k = 0;
  for (std::uint8_t c : piles[ix(p)]) k += c;
  return k;
}

// ---- Turn order ----------------------------------------------------------------------------

int final_start(int drawer, int n, FinalRoundOrder order) {
  return order == FinalRoundOrder::DrawerFirst ? drawer : (drawer + 1) % n;
}
// C-4.14: the seat playing the final turn number `done` (the last one once all are played).
int final_active(int drawer, int done, int n, FinalRoundOrder order) {
  return (final_start(drawer, n, order) + std::min(done, n - 1)) % n;
}
bool final_played(int seat, int drawer, int done, int n, FinalRoundOrder order) {
  return (seat - final_start(drawer, n, order) + n) % n < done;
}

// The turns each seat has played, from the round (the active seat's turn number). Before the
// final round, the seats before the active one in seat order have played one turn more. In the
// final round, the drawer and the seats before it had played one turn more than those after it
// when the drawer's last turn ended, and each final turn played since adds one.
std::array<int, kMaxPlayers> default_turns(int n, int active, int round, bool final_round,
                                           int drawer, int done, FinalRoundOrder order) {
  std::array<int, kMaxPlayers> t{};
  if (!final_round) {
    for (int q = 0; q < n; ++q) t[ix(q)] = round - 1 + (q < active ? 1 : 0);
    return t;
  }
  const int base = round - 1 + (active > drawer ? 1 : 0) -
                   (final_played(active, drawer, done, n, order) ? 1 : 0);
  for (int q = 0; q < n; ++q)
    t[ix(q)] =
        base - (q > drawer ? 1 : 0) + (final_played(q, drawer, done, n, order) ? 1 : 0);
  return t;
}

// ---- Fields --------------------------------------------------------------------------------

struct Field {
  std::string_view key;
  std::string_view raw;  // the whole field, for the display's '|'
  std::vector<std::string_view> values;
};

struct SeatSpec {
  std::array<int, kResources> res{};
  std::vector<std::pair<int, int>> bids;  // column (0-based), gold
  Cards hand{};
  int hand_size = 0;
  std::vector<Building> buildings;
  std::vector<int> ramparts;
  int bonus = 0, loot = 0, active = 0, masters = 0;
  std::vector<std::pair<int, int>> heroes;  // pile, rank
  std::optional<int> turns;
  std::optional<Units> ally, def;
};

struct InvasionSpec {
  std::optional<int> pawn;
  std::optional<std::array<int, kMaxPlayers>> vp, defence, looted;
  std::optional<std::array<Units, kMaxPlayers>> ally, def;
};

class Reader {
 public:
  explicit Reader(const Config& cfg)
      : cfg_(cfg), d_(cfg.data), n_(cfg.options.players), deck_(dealt(cfg.data, n_)) {}

  Expected<State> read(std::string_view text) {
    if (!run(text)) return make_error(err_);
    return s_;
  }

 private:
  const Config& cfg_;
  const Data& d_;
  const int n_;
  const Deck deck_;
  std::string err_;
  State s_;

  std::vector<Field> fields_;
  std::vector<int> comuni_;  // comune numbers, seat order
  std::array<SeatSpec, kMaxPlayers> seats_{};
  Cards used_{};  // card types in the display and the hands

  bool fail(const std::string& field, const std::string& what) {
    err_ = field + ": " + what;
    return false;
  }

  const Field* field(std::string_view key) const {
    for (const Field& f : fields_)
      if (f.key == key) return &f;
    return nullptr;
  }

  std::string seat_name(int q) const {
    if (q < 0 || q >= static_cast<int>(comuni_.size())) return "seat " + num(q + 1);
    return d_.comuni[ix(comuni_[ix(q)] - 1)].name;
  }

  std::optional<int> comune_number(std::string_view name) const {
    for (int c = 0; c < kComuni; ++c)
      if (same_word(d_.comuni[ix(c)].name, name)) return c + 1;
    return std::nullopt;
  }

  // A seat named by its comune, for field `where`.
  bool seat(const std::string& where, std::string_view name, int& out) {
    if (auto c = comune_number(name)) {
      for (std::size_t q = 0; q < comuni_.size(); ++q)
        if (comuni_[q] == *c) {
          out = static_cast<int>(q);
          return true;
        }
      return fail(where, std::string(d_.comuni[ix(*c - 1)].name) + " is not in play (" +
                             in_play() + ")");
    }
    return fail(where, shown(name) + " is not a comune (" + in_play() + ")");
  }

  std::string in_play() const {
    if (comuni_.empty()) return "no comune drawn yet";
    std::string t = "comuni in play:";
    for (std::size_t q = 0; q < comuni_.size(); ++q) t += " " + seat_name(static_cast<int>(q));
    return t;
  }

  bool number(const std::string& where, std::string_view tok, int lo, int hi, int& out,
              const std::string& what) {
    auto v = count_of(tok);
    if (!v || *v < lo || *v > hi)
      return fail(where, what + " " + shown(tok) + " is not a number from " + num(lo) + " to " +
                             num(hi));
    out = *v;
    return true;
  }

  bool arity(const Field& f, std::size_t lo, std::size_t hi, const std::string& usage) {
    if (f.values.size() < lo || f.values.size() > hi)
      return fail(std::string(f.key), "expected `" + usage + "`");
    return true;
  }

  // ---- Splitting ----------------------------------------------------------------------------

  bool split(std::string_view text) {
    if (text.size() > kMaxText)
      return fail("position", num(static_cast<int>(std::min<std::size_t>(text.size(), 99999999))) +
                                  " characters, at most " + num(static_cast<int>(kMaxText)));
    std::size_t start = 0;
    while (start <= text.size()) {
      std::size_t end = text.find_first_of(";\n", start);
      if (end == std::string_view::npos) end = text.size();
      const std::string_view raw = text.substr(start, end - start);
      start = end + 1;
      Field f;
      f.raw = raw;
      std::size_t i = 0;
      while (i < raw.size()) {
        while (i < raw.size() && (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\r')) ++i;
        std::size_t j = i;
        while (j < raw.size() && raw[j] != ' ' && raw[j] != '\t' && raw[j] != '\r') ++j;
        if (j > i) {
          const std::string_view tok = raw.substr(i, j - i);
          if (tok.size() > kMaxToken)
            return fail(f.key.empty() ? "position" : clip(f.key),
                        shown(tok) + " is too long for a word of a position");
          if (f.key.empty()) {
            f.key = tok;
          } else {
            if (f.values.size() >= kMaxTokens)
              return fail(clip(f.key), "more than " + num(kMaxTokens) + " values");
            f.values.push_back(tok);
          }
        }
        i = j;
      }
      if (f.key.empty()) continue;
      if (!is_field(f.key) && !comune_number(f.key)) {
        std::vector<std::string> words(std::begin(kFields), std::end(kFields));
        for (const ComuneData& c : d_.comuni) words.push_back(c.name);
        const auto near = nearest(words, f.key, 2);
        return fail(clip(f.key),
                    "unknown field" +
                        (near.empty() ? std::string(" (a field is a keyword such as comuni, "
                                                    "phase, pile, display, or a comune's name)")
                                      : ", did you mean " + quoted_alternatives(near) + "?"));
      }
      for (const Field& g : fields_)
        if (g.key == f.key || (!is_field(f.key) && comune_number(g.key) == comune_number(f.key)))
          return fail(std::string(f.key), "written twice");
      fields_.push_back(std::move(f));
    }
    return true;
  }

  // ---- comuni, phase ------------------------------------------------------------------------

  bool read_comuni() {
    const Field* f = field("comuni");
    const bool drawing = s_.phase == Phase::SetupComuni;
    if (!f) {
      if (drawing) return true;
      return fail("comuni", "missing: a position names the comuni in play, lowest first (`comuni " +
                                std::string(d_.comuni[0].name) + " " + d_.comuni[2].name + " " +
                                d_.comuni[4].name + "` at 3 players)");
    }
    if (f->values.size() > ix(n_))
      return fail("comuni", num(static_cast<int>(f->values.size())) + " comuni for " + num(n_) +
                                " players (the players option)");
    for (std::string_view name : f->values) {
      auto c = comune_number(name);
      if (!c) return fail("comuni", shown(name) + " is not a comune");
      if (!comuni_.empty() && *c <= comuni_.back())
        return fail("comuni", "the comuni are listed in ascending order (" +
                                  std::string(d_.comuni[ix(*c - 1)].name) + " after " +
                                  std::string(d_.comuni[ix(comuni_.back() - 1)].name) +
                                  "), as they take their seats (C-2.8)");
      comuni_.push_back(*c);
    }
    const int picked = static_cast<int>(comuni_.size());
    if (drawing) {
      if (picked == n_)
        return fail("phase", "setup: all " + num(n_) +
                                 " comuni are drawn; the first display is drawn next (`phase "
                                 "display`)");
      for (int k = 0; k < picked; ++k)  // C-2.8: room left above for the seats still to draw
        if (kComuni - comuni_[ix(k)] < n_ - 1 - k)
          return fail("comuni", std::string(d_.comuni[ix(comuni_[ix(k)] - 1)].name) +
                                    " leaves no room for the comuni still to draw (C-2.8)");
    } else if (picked != n_) {
      return fail("comuni", num(picked) + " comuni for " + num(n_) +
                                " players: every comune is drawn once the setup is over");
    }
    return true;
  }

  bool read_phase() {
    s_.phase = Phase::Projects;
    const Field* f = field("phase");
    if (!f) return true;
    if (!arity(*f, 1, 1, "phase 1|2|3|5|discard|invasion|assign|setup|display|over"))
      return false;
    for (const PhaseName& p : kPhaseNames)
      if (p.name == f->values[0]) {
        s_.phase = p.phase;
        return true;
      }
    return fail("phase", shown(f->values[0]) +
                             " is not a phase: 1, 2, 3, 5 (the turn's phases), discard (end of "
                             "phase 3), invasion, assign, setup, display or over");
  }

  // ---- Seat lines ---------------------------------------------------------------------------

  bool read_seats() {
    for (const Field& f : fields_) {
      if (is_field(f.key)) continue;
      int q = 0;
      if (!seat(std::string(f.key), f.key, q)) return false;
      if (!read_seat(f, seats_[ix(q)], seat_name(q))) return false;
    }
    return true;
  }

  bool read_seat(const Field& f, SeatSpec& sp, const std::string& who) {
    std::string item;
    std::array<bool, kResources> res_seen{};
    std::vector<std::string> seen;
    int values = 0;  // values read for `item`
    const auto single = [](const std::string& i) {
      return i == "bonus" || i == "loot" || i == "turns" || i == "ally" || i == "def" ||
             i == "active" || i == "masters";
    };
    const auto close = [&]() {
      if (!item.empty() && values == 0 && item != "hand" && item != "buildings" &&
          item != "ramparts" && item != "bids" && item != "heroes")
        return fail(who, item + " needs a value");
      return true;
    };
    for (std::string_view tok : f.values) {
      if (is_seat_item(tok)) {
        if (!close()) return false;
        item = std::string(tok);
        if (std::find(seen.begin(), seen.end(), item) != seen.end())
          return fail(who, item + " written twice");
        seen.push_back(item);
        values = 0;
        continue;
      }
      // Resources: "3G", anywhere on the line.
      if (tok.size() >= 2 && tok[0] >= '0' && tok[0] <= '9') {
        if (auto r = parse_resource(tok.back())) {
          int v = 0;
          if (!number(who, tok.substr(0, tok.size() - 1), 0, d_.supply[ix(*r)], v,
                      std::string(kResourceName[*r])))
            return false;
          if (res_seen[ix(*r)]) return fail(who, std::string(kResourceName[*r]) + " written twice");
          res_seen[ix(*r)] = true;
          sp.res[ix(*r)] = v;
          continue;
        }
      }
      if (item.empty()) {
        const auto near =
            nearest(std::vector<std::string>(std::begin(kSeatItems), std::end(kSeatItems)), tok, 2);
        return fail(who, shown(tok) + " is neither a resource (3G 1A 2P 0T) nor an item" +
                             (near.empty() ? " (hand, buildings, ramparts, bids, ...)"
                                           : "; did you mean " + quoted_alternatives(near) + "?"));
      }
      if (single(item) && values == 1) return fail(who, item + " takes one value");
      ++values;
      if (!seat_value(sp, who, item, tok)) return false;
    }
    return close();
  }

  bool seat_value(SeatSpec& sp, const std::string& who, const std::string& item,
                  std::string_view tok) {
    if (item == "hand") {
      auto t = parse_card(tok);
      if (!t) return fail(who, "hand: " + shown(tok) + " is not a card (E2, MR3, EMCR2, ...)");
      if (sp.hand_size >= kMaxHand)
        return fail(who, "hand: more than " + num(kMaxHand) + " cards");
      ++sp.hand[*t];
      ++sp.hand_size;
      return true;
    }
    if (item == "buildings") {
      auto k = tok.size() == 2 ? parse_category(tok[0]) : std::nullopt;
      if (!k || tok[1] < '1' || tok[1] > '4')
        return fail(who, "buildings: " + shown(tok) +
                             " is not a building: its category E, M, C or R, then its floors 1-4 "
                             "(E2)");
      if (sp.buildings.size() >= ix(kMaxBuildings))
        return fail(who, "buildings: more than " + num(kMaxBuildings));
      sp.buildings.push_back(Building{u8(*k), u8(tok[1] - '0')});
      return true;
    }
    if (item == "ramparts") {
      int v = 0;
      if (!number(who, tok, 1, kMaxFloors, v, "ramparts: the section's floors")) return false;
      if (sp.ramparts.size() >= ix(kMaxSections))
        return fail(who, "ramparts: more than " + num(kMaxSections) + " sections");
      sp.ramparts.push_back(v);
      return true;
    }
    if (item == "bids") {
      const auto slash = tok.find('/');
      auto col = count_of(tok.substr(0, slash));
      auto gold = slash == std::string_view::npos ? std::nullopt : count_of(tok.substr(slash + 1));
      if (!col || !gold)
        return fail(who, "bids: " + shown(tok) + " is not COLUMN/GOLD (3/2: 2 GOLD on column 3)");
      if (*col < 1 || *col > s_.columns_in_use)
        return fail(who, "bids: column " + num(*col) + " is not in use (1 to " +
                             num(s_.columns_in_use) + " at " + num(n_) + " players)");
      if (*gold > d_.supply[Gold])
        return fail(who, "bids: " + num(*gold) + " GOLD, the box holds " + num(d_.supply[Gold]));
      if (sp.bids.size() >= ix(d_.envoys_per_player))
        return fail(who, "bids: more than the " + num(d_.envoys_per_player) +
                             " envoys of a comune");
      sp.bids.emplace_back(*col - 1, *gold);
      return true;
    }
    if (item == "bonus")
      return number(who, tok, 0, d_.bonus_ramparts, sp.bonus, "bonus: the bonus rampart cards");
    if (item == "loot") return number(who, tok, 0, 255, sp.loot, "loot: the loot tiles");
    if (item == "turns") {
      int v = 0;
      if (!number(who, tok, 0, 65535, v, "turns: the turns played")) return false;
      sp.turns = v;
      return true;
    }
    if (item == "active" || item == "masters") {
      int mask = 0;
      for (char c : tok) {
        auto k = parse_category(c);
        if (!k || ((mask >> *k) & 1))
          return fail(who, item + ": " + shown(tok) +
                               " is not a set of categories (letters E M C R, each once: EM)");
        mask |= 1 << *k;
      }
      (item == "active" ? sp.active : sp.masters) = mask;
      return true;
    }
    if (item == "heroes") {
      auto pile = tok.size() == 4 ? std::string_view("ABCD").find(tok[0]) : std::string_view::npos;
      const std::string_view rank = tok.size() == 4 ? tok.substr(1) : std::string_view{};
      if (pile == std::string_view::npos || (rank != "-hi" && rank != "-lo"))
        return fail(who, "heroes: " + shown(tok) +
                             " is not a hero tile (A-hi, A-lo, ... D-lo: the invasion, then the "
                             "high or low tile)");
      sp.heroes.emplace_back(static_cast<int>(pile), rank == "-hi" ? 0 : 1);
      return true;
    }
    // ally, def
    auto u = parse_units(tok);
    if (!u || u->armies > 255 || u->gold_pairs > 255 || u->pil_pairs > 255)
      return fail(who, item + ": " + shown(tok) +
                           " is not a commitment: armies, then g and the GOLD pairs, p and the PIL "
                           "pairs (2, 1g1, 0p2)");
    (item == "ally" ? sp.ally : sp.def) = *u;
    return true;
  }

  // Puts the seat specs into the players (what needs no other field).
  bool place_seats() {
    for (int q = 0; q < static_cast<int>(comuni_.size()); ++q) {
      const SeatSpec& sp = seats_[ix(q)];
      Player& p = s_.players[ix(q)];
      const std::string who = seat_name(q);
      p.comune = u8(comuni_[ix(q)]);
      if (setup() && (sp.hand_size || !sp.buildings.empty() || !sp.ramparts.empty() ||
                      !sp.bids.empty() || sp.bonus || sp.loot || sp.active || sp.masters ||
                      !sp.heroes.empty() || sp.ally || sp.def))
        return fail(who, "during the setup a comune holds only its resources");
      for (int r = 0; r < kResources; ++r) p.res[ix(r)] = u8(sp.res[ix(r)]);
      for (int t = 0; t < kCardTypes; ++t)
        for (int k = 0; k < sp.hand[ix(t)]; ++k) p.hand[p.hand_size++] = u8(t);
      for (const Building& b : sp.buildings) p.buildings[p.num_buildings++] = b;
      std::sort(p.buildings.begin(), p.buildings.begin() + p.num_buildings,
                [](const Building& x, const Building& y) {
                  return x.category != y.category ? x.category < y.category : x.floors > y.floors;
                });
      for (int f : sp.ramparts) p.sections[p.num_sections++] = u8(f);
      std::sort(p.sections.begin(), p.sections.begin() + p.num_sections, std::greater<>());
      int vp = 0;
      for (int i = 0; i < p.num_buildings; ++i) vp += triangle(p.buildings[ix(i)].floors);
      p.vp = static_cast<std::int16_t>(vp);  // INV-31
      // C-3.3.10: every bonus card is a section that some section reaching floor 4 yielded.
      int fourth = 0;
      for (int i = 0; i < p.num_sections; ++i) fourth += p.sections[ix(i)] == kMaxFloors;
      if (sp.bonus > fourth)
        return fail(who, "bonus " + num(sp.bonus) + ": a bonus rampart card comes with a section "
                                                     "reaching floor 4, and " +
                             num(fourth) + " section(s) have 4 floors");
      p.bonus_cards = u8(sp.bonus);
      p.active = u8(sp.active);
      p.loot = u8(sp.loot);
      for (int k = 0; k < kCategories; ++k) {
        if (!((sp.masters >> k) & 1)) continue;
        if (s_.master[ix(k)] >= 0)
          return fail(who, std::string("masters: the ") + kCategoryLetter[k] +
                               " guild master is also with " + seat_name(s_.master[ix(k)]));
        if (detail::tallest(p, k) == 0)
          return fail(who, std::string("masters: ") + kCategoryLetter[k] + " without a " +
                               kCategoryLetter[k] + " building (C-3.4)");
        s_.master[ix(k)] = static_cast<std::int8_t>(q);
      }
      for (int t = 0; t < kCardTypes; ++t) used_[ix(t)] += sp.hand[ix(t)];
    }
    return true;
  }

  // ---- The board ----------------------------------------------------------------------------

  bool read_display() {
    const Field* f = field("display");
    if (!f) return true;
    // The raw text after the keyword: columns separated by '|'.
    std::string_view rest = f->raw.substr(f->raw.find(f->key) + f->key.size());
    int c = 0;
    while (true) {
      const std::size_t bar = rest.find('|');
      const std::string_view part = rest.substr(0, bar);
      if (c >= s_.columns_in_use) {
        if (part.find_first_not_of(" \t\r-") != std::string_view::npos || bar != rest.npos)
          return fail("display", "more than the " + num(s_.columns_in_use) + " columns in use at " +
                                     num(n_) + " players");
      }
      Column& col = s_.columns[ix(std::min(c, kMaxColumns - 1))];
      std::size_t i = 0;
      while (i < part.size() && c < s_.columns_in_use) {
        while (i < part.size() && (part[i] == ' ' || part[i] == '\t' || part[i] == '\r')) ++i;
        std::size_t j = i;
        while (j < part.size() && part[j] != ' ' && part[j] != '\t' && part[j] != '\r') ++j;
        const std::string_view tok = part.substr(i, j - i);
        i = j;
        if (tok.empty() || tok == "-") continue;
        auto t = parse_card(tok);
        if (!t)
          return fail("display", "column " + num(c + 1) + ": " + shown(tok) +
                                     " is not a card (E2, MR3, ...); columns are separated by |");
        if (col.count >= d_.column_capacity[ix(c)])
          return fail("display", "column " + num(c + 1) + " holds more than its " +
                                     num(d_.column_capacity[ix(c)]) + " card(s)");
        col.cards[col.count++] = *t;
        ++used_[*t];
      }
      ++c;
      if (bar == std::string_view::npos) break;
      rest = rest.substr(bar + 1);
    }
    return true;
  }

  bool place_bids() {
    for (int q = 0; q < static_cast<int>(comuni_.size()); ++q)
      for (const auto& [c, gold] : seats_[ix(q)].bids) {
        Column& col = s_.columns[ix(c)];
        if (col.envoy >= 0)
          return fail(seat_name(q), "bids " + num(c + 1) + "/" + num(gold) + ": column " +
                                        num(c + 1) + " already holds " +
                                        (col.envoy == q ? std::string("this comune's envoy")
                                                        : seat_name(col.envoy) + "'s envoy") +
                                        " (one envoy per column)");
        if (col.count == 0 && !cfg_.options.bid_on_empty_column)
          return fail(seat_name(q), "bids " + num(c + 1) + "/" + num(gold) + ": column " +
                                        num(c + 1) +
                                        " holds no card (bid_on_empty_column=false, C-3.1.3)");
        col.envoy = static_cast<std::int8_t>(q);
        col.gold = u8(gold);
      }
    return true;
  }

  bool read_displaced() {
    const Field* f = field("displaced");
    if (!f) return true;
    if (!arity(*f, 2, 2, "displaced COMUNE COLUMN/GOLD")) return false;
    if (s_.phase != Phase::Projects)
      return fail("displaced", "an outbid envoy waits only in phase 1 (`phase 1`)");
    int q = 0;
    if (!seat("displaced", f->values[0], q)) return false;
    const std::string_view tok = f->values[1];
    const auto slash = tok.find('/');
    auto col = count_of(tok.substr(0, slash));
    auto gold = slash == std::string_view::npos ? std::nullopt : count_of(tok.substr(slash + 1));
    if (!col || !gold)
      return fail("displaced", shown(tok) +
                                   " is not COLUMN/GOLD: the column the envoy was outbid on, and "
                                   "the GOLD it carries (3/1)");
    if (*col < 1 || *col > s_.columns_in_use)
      return fail("displaced", "column " + num(*col) + " is not in use");
    const Column& c = s_.columns[ix(*col - 1)];
    if (c.envoy < 0 || c.envoy == q)
      return fail("displaced", "column " + num(*col) +
                                   " must hold the envoy that outbid " + seat_name(q) +
                                   " (another comune's bid)");
    if (*gold >= c.gold)
      return fail("displaced", seat_name(q) + "'s envoy carries " + num(*gold) +
                                   " GOLD, but the bid that outbid it on column " + num(*col) +
                                   " is " + num(c.gold) + " (C-3.1.5)");
    s_.phase = Phase::Displaced;
    s_.displaced = static_cast<std::int8_t>(q);
    s_.displaced_gold = u8(*gold);
    s_.displaced_from = u8(*col - 1);
    return true;
  }

  bool place_envoys() {
    for (int q = 0; q < static_cast<int>(comuni_.size()); ++q) {
      int out = s_.displaced == q ? 1 : 0;
      for (int c = 0; c < s_.columns_in_use; ++c) out += s_.columns[ix(c)].envoy == q;
      if (out > d_.envoys_per_player)
        return fail(seat_name(q), num(out) + " envoys on the board, a comune has " +
                                      num(d_.envoys_per_player));
      s_.players[ix(q)].envoys = u8(d_.envoys_per_player - out);
    }
    return true;
  }

  // ---- Piles and cards ----------------------------------------------------------------------

  // Cards out of the piles and not discarded: the display, hands, buildings and ramparts
  // (a bonus rampart card is not a project card).
  int cards_in_play() const {
    int k = 0;
    for (int c = 0; c < s_.columns_in_use; ++c) k += s_.columns[ix(c)].count;
    for (int q = 0; q < n_; ++q) {
      const Player& p = s_.players[ix(q)];
      k += p.hand_size - p.bonus_cards;
      for (int i = 0; i < p.num_buildings; ++i) k += p.buildings[ix(i)].floors;
      for (int i = 0; i < p.num_sections; ++i) k += p.sections[ix(i)];
    }
    return k;
  }

  bool read_piles() {
    const Field* f = field("pile");
    const Field* disc = field("discarded");
    int discarded = -1;
    if (disc) {
      if (!arity(*disc, 1, 1, "discarded N")) return false;
      if (!number("discarded", disc->values[0], 0, deck_.cards, discarded, "the discarded cards"))
        return false;
    }
    const int in_play = cards_in_play();
    Piles piles{};
    if (!f) {
      const int left = deck_.cards - in_play - std::max(discarded, 0);
      if (left < 0)
        return fail("pile", "the position holds " + num(in_play) +
                                " cards (display, hands, buildings, ramparts)" +
                                (discarded > 0 ? " and " + num(discarded) + " discarded" : "") +
                                ", the deck deals " + num(deck_.cards) + " at " + num(n_) +
                                " players");
      int failed = kPiles - 1;
      auto p = piles_holding(d_, n_, deck_, left, used_, &failed);
      if (!p) return fail_types(failed);  // the display and hands hold too many
      piles = *p;
    } else {
      if (!arity(*f, 1, kMaxTokens, "pile X [N | CARDS...] or pile -")) return false;
      const std::string_view x = f->values[0];
      if (x == "-") {
        if (f->values.size() != 1) return fail("pile", "`pile -` (every pile empty) takes no card");
      } else {
        const auto at = x.size() == 1 ? std::string_view("ABCD").find(x[0]) : x.npos;
        if (at == std::string_view::npos)
          return fail("pile", shown(x) + " is not a pile: A, B, C or D (the pile drawn from now), "
                                         "or - when every pile is empty");
        const int p = static_cast<int>(at);
        for (int later = p + 1; later < kPiles; ++later)
          for (int t = 0; t < kCardTypes; ++t)
            piles[ix(later)][ix(t)] = u8(deck_.pile[ix(later)][ix(t)]);
        Cards cards{};
        if (f->values.size() == 1) {
          cards = deck_.pile[ix(p)];
        } else if (f->values.size() == 2 && count_of(f->values[1])) {
          int k = 0;
          if (!number("pile", f->values[1], 0, deck_.size[ix(p)], k,
                      "the cards left in pile " + pile_letter(p) + ":"))
            return false;
          auto sel = select_cards(d_, n_, deck_, p, k, used_);
          if (!sel)
            return fail("pile", "pile " + pile_letter(p) + " cannot hold " + num(k) +
                                    " cards that are not in the display or a hand");
          cards = *sel;
        } else {
          for (std::size_t i = 1; i < f->values.size(); ++i) {
            auto t = parse_card(f->values[i]);
            if (!t)
              return fail("pile", shown(f->values[i]) + " is not a card (E2, MR3, ...), nor a "
                                                        "count");
            if (++cards[*t] > deck_.pile[ix(p)][*t])
              return fail("pile", num(cards[*t]) + " " + card_name(*t) + " in pile " +
                                      pile_letter(p) + ", which is dealt " +
                                      num(deck_.pile[ix(p)][*t]) + " at " + num(n_) + " players");
          }
        }
        for (int t = 0; t < kCardTypes; ++t) piles[ix(p)][ix(t)] = u8(cards[ix(t)]);
      }
      int in_piles = 0;
      for (int p = 0; p < kPiles; ++p) in_piles += pile_cards(piles, p);
      const int rest = deck_.cards - in_piles - in_play;
      if (rest < 0)
        return fail("pile", "the piles hold " + num(in_piles) + " cards and the display, hands, "
                                                               "buildings and ramparts " +
                                num(in_play) + ": " + num(in_piles + in_play) +
                                ", the deck deals " + num(deck_.cards) + " at " + num(n_) +
                                " players");
      if (discarded >= 0 && discarded != rest)
        return fail("discarded", num(discarded) + " cards, but the deck's other cards leave " +
                                     num(rest) + " out of the game");
      discarded = rest;
    }
    if (!check_types(piles)) return false;
    s_.piles = piles;
    for (int p = 0; p < kPiles; ++p) s_.pile_size[ix(p)] = u8(pile_cards(piles, p));
    s_.discarded = u8(std::max(discarded, 0));
    if (setup() && pile_cards(piles, 1) + pile_cards(piles, 2) + pile_cards(piles, 3) !=
                       deck_.size[1] + deck_.size[2] + deck_.size[3])
      return fail("pile", "the first display is drawn from pile A: piles B to D are full during "
                          "the setup");
    if (setup() && s_.discarded)
      return fail("discarded", "nothing is discarded during the setup");
    return true;
  }

  // A card in two places: the display and hands hold more copies of a type than the piles
  // before the current one, and the part of it drawn, were dealt.
  bool check_types(const Piles& piles) {
    int current = kPiles - 1;
    for (int p = 0; p < kPiles; ++p)
      if (pile_cards(piles, p) > 0) {
        current = p;
        break;
      }
    for (int t = 0; t < kCardTypes; ++t) {
      int drawable = -piles[ix(current)][ix(t)];
      for (int p = 0; p <= current; ++p) drawable += deck_.pile[ix(p)][ix(t)];
      if (used_[ix(t)] <= drawable) continue;
      return fail_type(t, drawable, current);
    }
    return true;
  }

  // The piles left out could not be filled with pile `x` current: name the first type the display
  // and hands hold more of than the piles up to x were dealt.
  bool fail_types(int x) {
    for (int t = 0; t < kCardTypes; ++t) {
      int drawable = 0;
      for (int p = 0; p <= x; ++p) drawable += deck_.pile[ix(p)][ix(t)];
      if (used_[ix(t)] > drawable) return fail_type(t, drawable, x);
    }
    return fail("pile", "pile " + pile_letter(x) +
                            " cannot hold the cards left: the display and hands hold cards it "
                            "would need; write the pile (`pile " +
                            pile_letter(x) + " E1 M2 ...`)");
  }

  // Names the field where type t is one copy too many (the display, then the hands in seat
  // order) and where the copies dealt at N players already are.
  bool fail_type(int t, int drawable, int current) {
    const std::string card = card_name(u8(t));
    const auto copies = [&](int k) { return num(k) + (k == 1 ? " is" : " are"); };
    std::string where = "display";
    std::vector<std::string> already;
    if (deck_.total[ix(t)] > drawable)
      already.push_back(copies(deck_.total[ix(t)] - drawable) + " still in pile " +
                        pile_letter(current) + (current + 1 < kPiles ? " or later" : ""));
    int k = 0;
    for (int c = 0; c < s_.columns_in_use; ++c)
      for (int i = 0; i < s_.columns[ix(c)].count; ++i) k += s_.columns[ix(c)].cards[ix(i)] == t;
    if (k > drawable) {
      if (drawable > 0) already.push_back(copies(drawable) + " in the display");
    } else {
      if (k > 0) already.push_back(copies(k) + " in the display");
      for (int q = 0; q < n_; ++q) {
        const int h = seats_[ix(q)].hand[ix(t)];
        if (k + h > drawable) {
          where = seat_name(q);
          if (drawable > k) already.push_back(copies(drawable - k) + " in its hand");
          break;
        }
        k += h;
        if (h) already.push_back(copies(h) + " in " + seat_name(q) + "'s hand");
      }
    }
    if (deck_.total[ix(t)] == 0)
      return fail(where, card + " is not in the deck at " + num(n_) + " players");
    std::string list;
    for (std::size_t i = 0; i < already.size(); ++i)
      list += (i == 0 ? "" : i + 1 == already.size() ? " and " : ", ") + already[i];
    return fail(where, "one " + card + " too many (a card cannot be in two places): the deck has " +
                           num(deck_.total[ix(t)]) + " " + card + " at " + num(n_) +
                           " players; " + list);
  }

  // ---- Time: invasions, final round, turn ---------------------------------------------------

  bool setup() const {
    return s_.phase == Phase::SetupComuni || s_.phase == Phase::SetupDisplay;
  }

  bool read_time() {
    // Piles A-C that ran out; each started an invasion (or waits: pending).
    int exhausted = 0, highest = -1;
    for (int p = 0; p < kPiles - 1; ++p)
      if (s_.pile_size[ix(p)] == 0) {
        ++exhausted;
        highest = p;
      }
    const bool d_empty = s_.pile_size[kPiles - 1] == 0;
    const bool invading = s_.phase == Phase::Commit || s_.phase == Phase::Assign;
    const bool after_turns = invading || s_.phase == Phase::GameOver;

    if (const Field* f = field("pending")) {
      if (!arity(*f, 1, 1, "pending A|B|C")) return false;
      if (cfg_.options.invasion_timing != InvasionTiming::EndOfPhase2)
        return fail("pending", "an invasion waits for the refill only with "
                               "invasion_timing=end_of_phase2");
      if (s_.phase != Phase::Refill)
        return fail("pending", "an invasion waits only while the display is refilled (`phase 2`)");
      if (f->values[0].size() != 1 || highest < 0 || f->values[0][0] != kPileLetter[highest])
        return fail("pending", highest < 0 ? "no pile A-C has run out"
                                           : "the pile that ran out last is " +
                                                 pile_letter(highest) + ", not " +
                                                 shown(f->values[0]));
      s_.pending_invasion = static_cast<std::int8_t>(highest);
    }

    // The final round.
    int done = -1;
    if (const Field* f = field("final")) {
      if (!arity(*f, 1, 1, "final N")) return false;
      if (!number("final", f->values[0], 0, n_, done, "the final turns played:")) return false;
    } else if (after_turns && d_empty) {
      done = n_;  // the Emperor, or the end
    }
    if (done >= 0) {
      if (!d_empty)
        return fail("final", "the final round comes after the last D card (pile D holds " +
                                 num(s_.pile_size[kPiles - 1]) + ")");
      if ((done == n_) != after_turns)
        return fail("final", done == n_ ? "after the " + num(n_) +
                                              " final turns the Emperor invades (`phase "
                                              "invasion`) and the game ends (`phase over`)"
                                        : "the Emperor invades after all " + num(n_) +
                                              " final turns (`final " + num(n_) + "`)");
      if (s_.phase == Phase::Refill)
        return fail("final", "no refill in the final round (C-4.14)");
      s_.final_round = true;
      s_.final_turns_done = u8(done);
    } else if (s_.phase == Phase::GameOver) {
      return fail("phase", "the game is over after the Emperor: pile D is empty (`pile -`)");
    } else if (d_empty && (s_.phase == Phase::Projects || s_.phase == Phase::Displaced)) {
      return fail("final", "pile D is empty: this turn is in the final round (`final N`, N the "
                           "final turns played)");
    }

    // Whose turn, and the drawer of the last D card.
    const Field* turn = field("turn");
    const Field* drawer = field("drawer");
    int active = 0, drawn = -1;
    if (turn) {
      if (!arity(*turn, 1, 1, "turn COMUNE")) return false;
      if (!seat("turn", turn->values[0], active)) return false;
    }
    if (drawer) {
      if (!arity(*drawer, 1, 1, "drawer COMUNE")) return false;
      if (!d_empty) return fail("drawer", "pile D still holds cards: nobody has drawn the last one");
      if (!seat("drawer", drawer->values[0], drawn)) return false;
    }
    const FinalRoundOrder order = cfg_.options.final_round_order;
    if (s_.final_round) {
      if (drawn < 0 && !turn)
        return fail("drawer", "missing: in the final round, name the comune that drew the last D "
                              "card (`drawer COMUNE`)");
      if (drawn < 0) {  // from the seat playing now
        const int start = (active - std::min(done, n_ - 1) + n_) % n_;
        drawn = order == FinalRoundOrder::DrawerFirst ? start : (start - 1 + n_) % n_;
      }
      const int plays = final_active(drawn, done, n_, order);
      if (turn && active != plays)
        return fail("turn", "in the final round after " + seat_name(drawn) + "'s last D card, " +
                                num(done) + " final turn(s) played, " +
                                (done == n_ ? seat_name(plays) + " played the last one"
                                            : "it is " + seat_name(plays) + "'s turn") +
                                " (final_round_order)");
      active = plays;
    } else if (d_empty && !setup()) {
      if (drawn >= 0 && drawn != active)
        return fail("drawer", "until the final round, the drawer of the last D card is the comune "
                              "whose turn it is (" +
                                  seat_name(active) + ")");
      drawn = active;
    }
    if (setup() && active != 0)
      return fail("turn", "the setup ends with the lowest comune's turn (C-2.11)");
    s_.active = u8(active);
    s_.drawer = static_cast<std::int8_t>(drawn);
    s_.pawn = u8(drawn >= 0 ? drawn : active);  // INV-18

    // The invasion in progress: the pile that ran out last, or the Emperor.
    if (invading) {
      if (s_.final_round) {
        s_.invading = kPiles - 1;
      } else if (highest >= 0 && !d_empty) {
        s_.invading = static_cast<std::int8_t>(highest);
      } else {
        return fail("phase", "an invasion comes when pile A, B or C runs out, or after the final "
                             "round: no pile has run out");
      }
    }
    const bool emperor = s_.final_round && after_turns;
    s_.invasions = u8(exhausted - (s_.pending_invasion >= 0 ? 1 : 0) + (emperor ? 1 : 0));
    if (setup() && s_.pile_size[0] == 0)
      return fail("pile", "the setup draws the first display from pile A, which cannot run out");

    // Rounds and turns.
    int round = 1;
    if (const Field* f = field("round")) {
      if (!arity(*f, 1, 1, "round N")) return false;
      if (!number("round", f->values[0], 1, 65535, round, "the round")) return false;
      if (setup()) return fail("round", "the setup comes before round 1");
    }
    const auto turns = default_turns(n_, active, round, s_.final_round, drawn, done, order);
    for (int q = 0; q < n_; ++q) {
      const int t = seats_[ix(q)].turns.value_or(turns[ix(q)]);
      if (t < 0)
        return fail("round", "round " + num(round) + " leaves " + seat_name(q) +
                                 " with no turn played before the final round");
      if (setup() && t != 0) return fail(seat_name(q), "turns: no turn is played during the setup");
      s_.players[ix(q)].turns = static_cast<std::uint16_t>(std::min(t, 65535));
    }
    return true;
  }

  // ---- Phase details ------------------------------------------------------------------------

  bool read_phase_details() {
    const Phase ph = s_.phase;
    const bool build_phase = ph == Phase::Build || ph == Phase::Discard || ph == Phase::Repair;
    // claimed: fixed by the phase, free in phases 3 to 5.
    const bool claim_made = ph == Phase::Refill || (ph == Phase::Commit && !s_.final_round) ||
                            (ph == Phase::Assign && !s_.final_round);
    s_.claimed = claim_made;
    if (const Field* f = field("claimed")) {
      if (!arity(*f, 0, 0, "claimed")) return false;
      if (!build_phase && !claim_made)
        return fail("claimed", "a claim is made in phase 1 and remembered until the turn's end: "
                               "write it in phase 2, 3, discard or 5");
      s_.claimed = true;
    }
    if (const Field* f = field("steps")) {
      if (!build_phase)
        return fail("steps", "the build steps of a turn are counted in phases 3, discard and 5");
      std::array<int, 3> v{};  // build, wall, action
      std::array<bool, 3> seen{};
      if (f->values.size() % 2 != 0 || f->values.empty())
        return fail("steps", "expected `steps build N wall N action N` (any of the three)");
      for (std::size_t i = 0; i < f->values.size(); i += 2) {
        const std::string_view k = f->values[i];
        const int which = k == "build" ? 0 : k == "wall" ? 1 : k == "action" ? 2 : -1;
        if (which < 0)
          return fail("steps", shown(k) + " is not build, wall or action");
        if (seen[ix(which)]) return fail("steps", std::string(k) + " written twice");
        seen[ix(which)] = true;
        if (!number("steps", f->values[i + 1], 0, 255, v[ix(which)], std::string(k) + ":"))
          return false;
      }
      if (v[0] > v[2] + 1 || v[1] > v[2] + 1)
        return fail("steps", "each full build action makes at most one building step and one "
                             "rampart step: " +
                                 num(v[2] + 1) + " action(s) (1 + " + num(v[2]) +
                                 " bought) (C-3.3.2)");
      s_.building_steps = u8(v[0]);
      s_.rampart_steps = u8(v[1]);
      s_.actions_bought = u8(v[2]);
    }
    const Player& me = s_.players[s_.active];
    switch (ph) {
      case Phase::SetupDisplay:
        if (!detail::refill_needed(s_))
          return fail("display", "the first display is full: the setup is over (`phase 1`)");
        break;
      case Phase::Refill:
        if (!detail::refill_needed(s_))
          return fail("phase", "phase 2 refills empty slots: the display is full, or no pile has "
                               "cards left");
        break;
      case Phase::Discard:
        if (me.hand_size <= 2)
          return fail("phase", "discard: " + seat_name(s_.active) + " holds " +
                                   num(me.hand_size) +
                                   " card(s); cards are discarded down to 2 (C-3.3.12)");
        break;
      case Phase::Repair:
        if (me.hand_size > 2)
          return fail("phase", "5: " + seat_name(s_.active) + " still holds " +
                                   num(me.hand_size) + " cards: discard first (`phase discard`)");
        break;
      default:
        break;
    }
    return true;
  }

  // ---- Invasions ----------------------------------------------------------------------------

  bool units_ok(const std::string& who, const std::string& what, const Units& u) {
    if (cfg_.options.conversion_mode == ConversionMode::ExchangeOnly &&
        (u.gold_pairs || u.pil_pairs))
      return fail(who, what + ": under conversion_mode=exchange_only the stand-ins are exchanged "
                              "for armies when committed: write the armies only");
    return true;
  }

  bool read_commitments() {
    const bool invading = s_.phase == Phase::Commit || s_.phase == Phase::Assign;
    int deciding = -1;
    for (int q = 0; q < n_; ++q) {
      const SeatSpec& sp = seats_[ix(q)];
      const std::string who = seat_name(q);
      if (!invading && (sp.ally || sp.def))
        return fail(who, std::string(sp.ally ? "ally" : "def") +
                             ": no invasion is under way (`phase invasion` or `phase assign`)");
      if (sp.def && !sp.ally) return fail(who, "def without ally: the alliance is committed first");
      if (sp.ally && !units_ok(who, "ally", *sp.ally)) return false;
      if (sp.def && !units_ok(who, "def", *sp.def)) return false;
      Commitment& c = s_.players[ix(q)].commit;
      if (sp.ally) {
        c.alliance_armies = u8(sp.ally->armies);
        c.alliance_gold_pairs = u8(sp.ally->gold_pairs);
        c.alliance_pil_pairs = u8(sp.ally->pil_pairs);
        c.stage = 1;
      }
      if (sp.def) {
        c.defence_armies = u8(sp.def->armies);
        c.defence_gold_pairs = u8(sp.def->gold_pairs);
        c.defence_pil_pairs = u8(sp.def->pil_pairs);
        c.stage = 2;
      }
      if (s_.phase == Phase::Assign && c.stage != 2)
        return fail(who, "the ramparts are assigned once every comune has committed: write its "
                         "`ally` and `def`");
      if (s_.phase == Phase::Commit) {
        if (deciding < 0 && c.stage < 2) deciding = q;
        if (deciding >= 0 && q > deciding && c.stage > 0)
          return fail(who, "has committed, but " + seat_name(deciding) +
                               " before it in seat order has not (C-4.3)");
      }
    }
    if (s_.phase == Phase::Commit) {
      if (deciding < 0)
        return fail("phase", "invasion: every comune has committed; the invasion is then "
                             "resolved (or, with rampart_auto_assign=false, `phase assign`)");
      s_.commit_seat = u8(deciding);
    } else if (!invading) {
      s_.commit_seat = u8(s_.invasions > 0 ? n_ : 0);
    }
    if (s_.phase == Phase::Assign && cfg_.options.rampart_auto_assign)
      return fail("phase", "assign: the ramparts are manned automatically "
                           "(rampart_auto_assign=true)");
    return true;
  }

  std::optional<std::array<int, kMaxPlayers>> per_seat(const std::vector<std::string_view>& v,
                                                     std::size_t& i, const std::string& what,
                                                     int hi) {
    std::array<int, kMaxPlayers> out{};
    for (int q = 0; q < n_; ++q, ++i) {
      if (i >= v.size() || !count_of(v[i])) {
        fail("invasion", what + ": one value per comune, in seat order (" + num(n_) + ")");
        return std::nullopt;
      }
      if (!number("invasion", v[i], 0, hi, out[ix(q)], what + ":")) return std::nullopt;
    }
    return out;
  }

  std::optional<std::array<Units, kMaxPlayers>> per_seat_units(
      const std::vector<std::string_view>& v, std::size_t& i, const std::string& what) {
    std::array<Units, kMaxPlayers> out{};
    for (int q = 0; q < n_; ++q, ++i) {
      auto u = i < v.size() ? parse_units(v[i]) : std::nullopt;
      if (!u || u->armies > 255 || u->gold_pairs > 255 || u->pil_pairs > 255) {
        fail("invasion", what + ": one commitment per comune, in seat order (" + num(n_) +
                             "), written as in ally: (2, 1g1, 0p2)");
        return std::nullopt;
      }
      if (!units_ok("invasion", what, *u)) return std::nullopt;
      out[ix(q)] = *u;
    }
    return out;
  }

  bool read_invasion_record() {
    const bool invading = s_.phase == Phase::Commit || s_.phase == Phase::Assign;
    if (invading) {  // C-4.2: the VP and the pawn of now are those of the invasion's start
      for (int q = 0; q < n_; ++q) s_.invasion_vp[ix(q)] = s_.players[ix(q)].vp;
      s_.invasion_pawn = static_cast<std::int8_t>(s_.pawn);
    }
    const Field* f = field("invasion");
    InvasionSpec r;
    if (f) {
      std::size_t i = 0;
      const auto& v = f->values;
      std::vector<std::string_view> seen;
      while (i < v.size()) {
        const std::string_view k = v[i++];
        if (std::find(seen.begin(), seen.end(), k) != seen.end())
          return fail("invasion", std::string(k) + " written twice");
        seen.push_back(k);
        if (k == "pawn") {
          int q = 0;
          if (i >= v.size()) return fail("invasion", "pawn needs a comune");
          if (!seat("invasion", v[i++], q)) return false;
          r.pawn = q;
        } else if (k == "vp") {
          if (!(r.vp = per_seat(v, i, "vp", 999))) return false;
        } else if (k == "defence") {
          if (!(r.defence = per_seat(v, i, "defence", 999))) return false;
        } else if (k == "looted") {
          if (!(r.looted = per_seat(v, i, "looted", 255))) return false;
        } else if (k == "ally") {
          if (!(r.ally = per_seat_units(v, i, "ally"))) return false;
        } else if (k == "def") {
          if (!(r.def = per_seat_units(v, i, "def"))) return false;
        } else {
          return fail("invasion", shown(k) + " is not pawn, vp, ally, def, defence or looted");
        }
      }
    }
    if (s_.phase == Phase::Commit) {
      if (f)
        return fail("invasion", "the invasion under way is in the comuni's lines (ally, def); "
                                "this field is the last one resolved (or, while assigning, "
                                "`invasion defence ...`)");
      return true;
    }
    if (s_.phase == Phase::Assign) {
      if (r.pawn || r.vp || r.looted || r.ally || r.def)
        return fail("invasion", "while the ramparts are assigned, only `invasion defence ...` "
                                "(the defence of each comune that has assigned, 0 for the "
                                "others) is written");
      return read_assignments(r);
    }
    if (!f) return true;  // no record kept: nothing to show of the last invasion
    if (s_.invasions == 0) return fail("invasion", "no invasion has happened yet");
    if (!r.pawn)
      return fail("invasion", "pawn missing: the comune with the pawn at the last invasion");
    s_.invasion_pawn = static_cast<std::int8_t>(*r.pawn);
    for (int q = 0; q < n_; ++q) {
      Commitment c;
      const Units a = r.ally ? (*r.ally)[ix(q)] : Units{};
      const Units df = r.def ? (*r.def)[ix(q)] : Units{};
      c.alliance_armies = u8(a.armies);
      c.alliance_gold_pairs = u8(a.gold_pairs);
      c.alliance_pil_pairs = u8(a.pil_pairs);
      c.defence_armies = u8(df.armies);
      c.defence_gold_pairs = u8(df.gold_pairs);
      c.defence_pil_pairs = u8(df.pil_pairs);
      c.stage = 2;
      s_.revealed[ix(q)] = c;
      const int vp = r.vp ? (*r.vp)[ix(q)] : 0;
      if (vp > s_.players[ix(q)].vp)
        return fail("invasion", "vp: " + seat_name(q) + " had " + num(vp) +
                                    " VP at the last invasion, more than its " +
                                    num(s_.players[ix(q)].vp) + " now (VP never fall)");
      s_.invasion_vp[ix(q)] = static_cast<std::int16_t>(vp);
      s_.defended[ix(q)] = static_cast<std::uint16_t>(r.defence ? (*r.defence)[ix(q)] : 0);
      s_.looted[ix(q)] = u8(r.looted ? (*r.looted)[ix(q)] : 0);
    }
    return true;
  }

  // Manual ramparts: the seats that have assigned are the first of those with defence units
  // and a section; the next one assigns now.
  bool read_assignments(const InvasionSpec& r) {
    int next = -1;
    for (int q = 0; q < n_; ++q) {
      const Player& p = s_.players[ix(q)];
      const int value = r.defence ? (*r.defence)[ix(q)] : 0;
      const bool needs = detail::needs_assignment(p);
      if (!needs) {
        if (value != 0)
          return fail("invasion", "defence: " + seat_name(q) +
                                      " has no defence units or no rampart section: nothing to "
                                      "assign (0)");
        continue;
      }
      if (next < 0 && value == 0) {
        next = q;
        continue;
      }
      if (next >= 0) {
        if (value != 0)
          return fail("invasion", "defence: " + seat_name(q) + " has assigned, but " +
                                      seat_name(next) + " before it has not (C-4.5)");
        continue;
      }
      const int units = p.commit.defence();
      if (value < units || value > detail::best_defence(p, units))
        return fail("invasion", "defence: " + seat_name(q) + "'s " + num(units) +
                                    " defence unit(s) are worth " + num(units) + " to " +
                                    num(detail::best_defence(p, units)) + " on its ramparts");
      s_.defended[ix(q)] = static_cast<std::uint16_t>(value);
    }
    if (next < 0)
      return fail("phase", "assign: every comune with defence units and ramparts has assigned; "
                           "the invasion is then resolved");
    s_.commit_seat = u8(next);
    return true;
  }

  bool place_heroes() {
    const int resolved = s_.invasions - (s_.invading >= 0 ? 1 : 0);
    for (int p = 0; p < kPiles; ++p)
      s_.hero_tiles[ix(p)] = p < resolved ? std::array<std::int8_t, 2>{-2, -2}
                                          : std::array<std::int8_t, 2>{-1, -1};
    for (int q = 0; q < n_; ++q)
      for (const auto& [pile, rank] : seats_[ix(q)].heroes) {
        const std::string who = seat_name(q);
        if (pile >= resolved)
          return fail(who, "heroes " + hero_tile(pile, rank) + ": invasion " + pile_letter(pile) +
                               " has not been resolved");
        std::int8_t& at = s_.hero_tiles[ix(pile)][ix(rank)];
        if (at >= 0)
          return fail(who, "heroes " + hero_tile(pile, rank) + " is also with " + seat_name(at));
        if (s_.hero_tiles[ix(pile)][ix(1 - rank)] == q)
          return fail(who, "heroes: both tiles of invasion " + pile_letter(pile) +
                               " (each goes to another comune, C-4.8)");
        at = static_cast<std::int8_t>(q);
      }
    for (int q = 0; q < n_; ++q)  // the tiles' values, as the resolution gives them
      for (int p = 0; p < kPiles; ++p) {
        Player& pl = s_.players[ix(q)];
        pl.hero[ix(p)] = 0;
        for (int rank = 0; rank < 2; ++rank)
          if (s_.hero_tiles[ix(p)][ix(rank)] == q)
            pl.hero[ix(p)] = u8(d_.invaders[ix(p)].hero[ix(rank)]);
      }
    for (int p = 0; p < resolved; ++p)
      if (s_.hero_tiles[ix(p)][1] >= 0 && s_.hero_tiles[ix(p)][0] < 0)
        return fail(seat_name(s_.hero_tiles[ix(p)][1]),
                    "heroes " + hero_tile(p, 1) + ": the low tile goes to the second comune, "
                                                  "after the high one (C-4.8); " +
                        hero_tile(p, 0) + " is with nobody");
    return true;
  }

  // ---- Conserved counts ---------------------------------------------------------------------

  bool place_supply() {
    for (int r = 0; r < kResources; ++r) {
      int held = 0;
      for (int q = 0; q < n_; ++q) {
        const Player& p = s_.players[ix(q)];
        held += p.res[ix(r)];
        const Commitment& c = p.commit;
        if (r == Army) held += c.alliance_armies + c.defence_armies;
        if (r == Gold) held += 2 * (c.alliance_gold_pairs + c.defence_gold_pairs);
        if (r == Pil) held += 2 * (c.alliance_pil_pairs + c.defence_pil_pairs);
      }
      if (r == Gold) {
        for (int c = 0; c < s_.columns_in_use; ++c) held += s_.columns[ix(c)].gold;
        held += s_.displaced_gold;
      }
      const int box = d_.supply[ix(r)];
      if (held > box)
        return fail("supply", num(held) + " " + std::string(kResourceName[r]) + " in the position (" +
                                  std::string(r == Gold ? "stocks, bids, commitments"
                                              : r == Army || r == Pil ? "stocks, commitments"
                                                                      : "stocks") +
                                  "), the box holds " + num(box));
      s_.supply[ix(r)] = u8(box - held);
    }
    // Bonus rampart cards (INV-5) and, under loot_supply=capped, loot tiles (INV-3) come from the
    // box: the seat that takes one too many is named.
    const bool capped = cfg_.options.loot_supply == LootSupply::Capped;
    int bonus = 0, loot = 0;
    for (int q = 0; q < n_; ++q) {
      const Player& p = s_.players[ix(q)];
      bonus += p.bonus_cards;
      loot += p.loot;
      if (bonus > d_.bonus_ramparts)
        return fail(seat_name(q), "bonus " + num(p.bonus_cards) + ": " + num(bonus) +
                                      " bonus rampart cards in all, the box holds " +
                                      num(d_.bonus_ramparts));
      if (capped && loot > d_.loot_tiles)
        return fail(seat_name(q), "loot " + num(p.loot) + ": " + num(loot) +
                                      " loot tiles in all, the box holds " + num(d_.loot_tiles) +
                                      " (loot_supply=capped)");
    }
    s_.bonus_ramparts = u8(d_.bonus_ramparts - bonus);
    s_.loot_supply = u8(capped ? d_.loot_tiles - loot : d_.loot_tiles);
    // A written supply is a check: the caller's check_invariants compares it (INV-2).
    if (const Field* f = field("supply")) {
      std::array<bool, kResources> seen{};
      for (std::string_view tok : f->values) {
        auto r = tok.size() >= 2 ? parse_resource(tok.back()) : std::nullopt;
        int v = 0;
        if (!r)
          return fail("supply", shown(tok) + " is not an amount of a resource (60G 50A 50P 50T)");
        if (!number("supply", tok.substr(0, tok.size() - 1), 0, 255, v,
                    std::string(kResourceName[*r])))
          return false;
        if (seen[ix(*r)]) return fail("supply", std::string(kResourceName[*r]) + " written twice");
        seen[ix(*r)] = true;
        s_.supply[ix(*r)] = u8(v);
      }
    }
    return true;
  }

  bool run(std::string_view text) {
    if (cfg_.options.players < 2 || cfg_.options.players > kMaxPlayers)
      return fail("players", "the players option is 2 to 5");
    s_ = Comuni::initial_state(cfg_);  // num_players, columns in use, the box's counts
    s_.piles = {};
    s_.pile_size = {};
    s_.hero_tiles = {};
    if (!split(text)) return false;
    if (fields_.empty())
      return fail("comuni", "missing: the position is empty; it names at least the comuni in play "
                            "(`comuni " +
                                std::string(d_.comuni[0].name) + " " + d_.comuni[2].name + " " +
                                d_.comuni[4].name + "` at 3 players)");
    if (!read_phase() || !read_comuni()) return false;
    s_.setup_picks = u8(static_cast<int>(comuni_.size()));
    if (!read_seats() || !place_seats() || !read_display() || !place_bids() ||
        !read_displaced() || !place_envoys() || !read_piles() || !read_time() ||
        !read_phase_details() || !read_commitments() || !read_invasion_record() ||
        !place_heroes() || !place_supply())
      return false;
    if (s_.phase != Phase::Displaced) {
      s_.displaced = -1;
      s_.displaced_gold = 0;
      s_.displaced_from = kNone;
    }
    return true;
  }
};

// ---- Writing -------------------------------------------------------------------------------

std::string join(const std::vector<std::string>& words) {
  std::string t;
  for (const std::string& w : words) t += (t.empty() ? "" : " ") + w;
  return t;
}

std::string pile_field(const State& s) {
  const Data& d = s.data();
  const int n = s.num_players;
  const Deck deck = dealt(d, n);
  Cards used{};
  int in_play = 0;
  for (int c = 0; c < s.columns_in_use; ++c) {
    const Column& col = s.columns[ix(c)];
    for (int i = 0; i < col.count; ++i) ++used[col.cards[ix(i)]];
    in_play += col.count;
  }
  for (int q = 0; q < n; ++q) {
    const Player& p = s.players[ix(q)];
    for (int i = 0; i < p.hand_size; ++i) ++used[p.hand[ix(i)]];
    in_play += p.hand_size - p.bonus_cards;
    for (int i = 0; i < p.num_buildings; ++i) in_play += p.buildings[ix(i)].floors;
    for (int i = 0; i < p.num_sections; ++i) in_play += p.sections[ix(i)];
  }
  if (s.discarded == 0) {
    auto def = piles_holding(d, n, deck, deck.cards - in_play, used);
    if (def && *def == s.piles) return "";
  }
  const int x = s.current_pile();
  if (x < 0) return "pile -";
  const std::string head = "pile " + pile_letter(x);
  Cards have{};
  for (int t = 0; t < kCardTypes; ++t) have[ix(t)] = s.piles[ix(x)][ix(t)];
  if (have == deck.pile[ix(x)]) return head;
  const int k = s.pile_size[ix(x)];
  if (auto sel = select_cards(d, n, deck, x, k, used); sel && *sel == have)
    return head + " " + num(k);
  std::string t = head;
  for (int c = 0; c < kCardTypes; ++c)
    for (int i = 0; i < have[ix(c)]; ++i) t += " " + card_name(u8(c));
  return t;
}

std::string display_field(const State& s) {
  int last = -1;
  for (int c = 0; c < s.columns_in_use; ++c)
    if (s.columns[ix(c)].count) last = c;
  if (last < 0) return "";
  std::string t = "display";
  for (int c = 0; c <= last; ++c) {
    const Column& col = s.columns[ix(c)];
    if (c) t += " |";
    if (!col.count) t += " -";
    for (int i = 0; i < col.count; ++i) t += " " + card_name(col.cards[ix(i)]);
  }
  return t;
}

std::string seat_line(const State& s, int q, int default_turns) {
  const Player& p = s.players[ix(q)];
  std::vector<std::string> w;
  for (int r = 0; r < kResources; ++r)
    if (p.res[ix(r)]) w.push_back(num(p.res[ix(r)]) + kResourceLetter[r]);
  std::vector<std::string> bids;
  for (int c = 0; c < s.columns_in_use; ++c)
    if (s.columns[ix(c)].envoy == q) bids.push_back(num(c + 1) + "/" + num(s.columns[ix(c)].gold));
  if (!bids.empty()) w.push_back("bids " + join(bids));
  if (p.hand_size) {
    std::string t = "hand";
    for (int i = 0; i < p.hand_size; ++i) t += " " + card_name(p.hand[ix(i)]);
    w.push_back(t);
  }
  if (p.num_buildings) {
    std::string t = "buildings";
    for (int i = 0; i < p.num_buildings; ++i)
      t += std::string(" ") + kCategoryLetter[p.buildings[ix(i)].category] +
           num(p.buildings[ix(i)].floors);
    w.push_back(t);
  }
  if (p.num_sections) {
    std::string t = "ramparts";
    for (int i = 0; i < p.num_sections; ++i) t += " " + num(p.sections[ix(i)]);
    w.push_back(t);
  }
  if (p.bonus_cards) w.push_back("bonus " + num(p.bonus_cards));
  if (p.active) w.push_back("active " + letters(p.active, kCategoryLetter, kCategories));
  int masters = 0;
  for (int k = 0; k < kCategories; ++k) masters |= (s.master[ix(k)] == q ? 1 : 0) << k;
  if (masters) w.push_back("masters " + letters(masters, kCategoryLetter, kCategories));
  std::vector<std::string> heroes;
  for (int pile = 0; pile < kPiles; ++pile)
    for (int rank = 0; rank < 2; ++rank)
      if (s.hero_tiles[ix(pile)][ix(rank)] == q) heroes.push_back(hero_tile(pile, rank));
  if (!heroes.empty()) w.push_back("heroes " + join(heroes));
  if (p.loot) w.push_back("loot " + num(p.loot));
  if (p.turns != default_turns) w.push_back("turns " + num(p.turns));
  const Commitment& c = p.commit;
  if (c.stage >= 1)
    w.push_back("ally " +
                commitment_text(c.alliance_armies, c.alliance_gold_pairs, c.alliance_pil_pairs));
  if (c.stage >= 2)
    w.push_back("def " +
                commitment_text(c.defence_armies, c.defence_gold_pairs, c.defence_pil_pairs));
  if (w.empty()) return "";
  return Comuni::seat_name(s, static_cast<Seat>(q)) + " " + join(w);
}

std::string invasion_field(const State& s) {
  const int n = s.num_players;
  if (s.phase == Phase::Assign) {
    bool any = false;
    std::string t = "invasion defence";
    for (int q = 0; q < n; ++q) {
      any = any || s.defended[ix(q)];
      t += " " + num(s.defended[ix(q)]);
    }
    return any ? t : "";
  }
  if (s.phase == Phase::Commit || s.invasion_pawn < 0) return "";
  std::string t = "invasion pawn " + Comuni::seat_name(s, s.invasion_pawn);
  const auto list = [&](const std::string& key, auto value) {
    std::string part = " " + key;
    bool any = false;
    for (int q = 0; q < n; ++q) {
      const std::string v = value(q);
      any = any || v != "0";
      part += " " + v;
    }
    if (any) t += part;
  };
  list("vp", [&](int q) { return num(s.invasion_vp[ix(q)]); });
  list("ally", [&](int q) {
    const Units u = alliance_of(s.revealed[ix(q)]);
    return commitment_text(u.armies, u.gold_pairs, u.pil_pairs);
  });
  list("def", [&](int q) {
    const Units u = defence_of(s.revealed[ix(q)]);
    return commitment_text(u.armies, u.gold_pairs, u.pil_pairs);
  });
  list("defence", [&](int q) { return num(s.defended[ix(q)]); });
  list("looted", [&](int q) { return num(s.looted[ix(q)]); });
  return t;
}

}  // namespace

std::string Comuni::position_text(const State& s) {
  std::vector<std::string> lines;
  const int n = s.num_players;
  const auto name = [&](int q) { return seat_name(s, static_cast<Seat>(q)); };
  if (s.setup_picks > 0) {
    std::string t = "comuni";
    for (int q = 0; q < s.setup_picks; ++q) t += " " + name(q);
    lines.push_back(t);
  }
  if (s.phase != Phase::Projects && s.phase != Phase::Displaced)
    lines.push_back("phase " + std::string(phase_word(s.phase)));
  if (!s.final_round && s.active != 0) lines.push_back("turn " + name(s.active));
  const int round = s.players[s.active].turns + 1;
  if (round != 1) lines.push_back("round " + num(round));
  if (s.final_round) {
    lines.push_back("drawer " + name(s.drawer));
    const bool after_turns =
        s.phase == Phase::Commit || s.phase == Phase::Assign || s.phase == Phase::GameOver;
    if (!(after_turns && s.final_turns_done == n))
      lines.push_back("final " + num(s.final_turns_done));
  }
  if (s.pending_invasion >= 0) lines.push_back("pending " + pile_letter(s.pending_invasion));
  const bool build_phase =
      s.phase == Phase::Build || s.phase == Phase::Discard || s.phase == Phase::Repair;
  if (s.claimed && build_phase) lines.push_back("claimed");
  if (s.building_steps || s.rampart_steps || s.actions_bought) {
    std::string t = "steps";
    if (s.building_steps) t += " build " + num(s.building_steps);
    if (s.rampart_steps) t += " wall " + num(s.rampart_steps);
    if (s.actions_bought) t += " action " + num(s.actions_bought);
    lines.push_back(t);
  }
  if (s.phase == Phase::Displaced && s.displaced >= 0)
    lines.push_back("displaced " + name(s.displaced) + " " + num(s.displaced_from + 1) + "/" +
                    num(s.displaced_gold));
  if (std::string t = pile_field(s); !t.empty()) lines.push_back(t);
  if (std::string t = display_field(s); !t.empty()) lines.push_back(t);
  const auto turns =
      default_turns(n, s.active, round, s.final_round, s.drawer, s.final_turns_done,
                    s.options().final_round_order);
  for (int q = 0; q < s.setup_picks && q < n; ++q)
    if (std::string t = seat_line(s, q, turns[ix(q)]); !t.empty()) lines.push_back(t);
  if (std::string t = invasion_field(s); !t.empty()) lines.push_back(t);
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

Expected<State> Comuni::parse_position(const Config& cfg, std::string_view text) {
  return Reader(cfg).read(text);
}

}  // namespace arbiter::comuni
