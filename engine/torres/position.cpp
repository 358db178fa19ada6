// Torres positions (docs/notation.md, "Torres positions"): a state as a few lines of
// "keyword value...", written by position_text and read by parse_position. Every member of the
// State is either a field (left out at its default) or derived from the fields by the rules
// (supply, reserves, cached bitboards, the deck's unknown part, who moves the King, ...), so that
// every reachable state round-trips exactly.
#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/suggest.h"
#include "engine/torres/geometry.h"
#include "engine/torres/rules_internal.h"
#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace {

constexpr std::size_t kMaxPositionText = 65536;
constexpr std::size_t kMaxWords = 80;  // a field holds at most 64 squares and its keyword
constexpr int kMaxScore = 999999;

constexpr std::array<std::string_view, 10> kPhaseNames = {
    "meister-reveal", "setup-castles", "setup-knights", "setup-king", "turn",
    "draw-card",      "variant-keep",  "king-move",     "game-over",  "aborted"};

// The keywords, in the order position_text writes them.
constexpr std::array<std::string_view, 22> kKeywords = {
    "phase",   "meister", "year",   "round",  "first",  "order", "turn",   "mover",
    "ap",      "stack",   "played", "ending", "placed", "drawn", "blocks", "king",
    "knights", "score",   "stacks", "hand",   "out",    "deck"};
// Keywords followed by a seat: one field per seat.
bool per_seat(std::string_view k) {
  return k == "knights" || k == "stacks" || k == "hand" || k == "out" || k == "deck";
}

bool turn_phase(Phase p) {
  return p == Phase::Turn || p == Phase::DrawCard || p == Phase::VariantKeep;
}
bool setup_phase(Phase p) {
  return p == Phase::MeisterReveal || p == Phase::SetupCastles || p == Phase::SetupKnights ||
         p == Phase::SetupKing || p == Phase::Aborted;
}
std::string_view phase_text(Phase p) {
  return kPhaseNames[static_cast<std::size_t>(p)];
}
std::string seat_text(int p) {
  return "P" + std::to_string(p + 1);
}
std::string num(int v) {
  return std::to_string(v);
}
std::size_t idx(int i) {
  return static_cast<std::size_t>(i);
}

// ---- Defaults and derived members, shared by the writer and the reader ----------------------

int default_year(Phase ph) {
  return ph == Phase::GameOver ? kYears : 1;
}
// A year is scored after its last round: the King move and the end keep that round.
int default_round(Phase ph, int players, int year) {
  return ph == Phase::KingMove || ph == Phase::GameOver ? rounds_in_year(players, year) : 1;
}
// Blocks (Meister castles) or first knights placed in setup; the number of players afterwards.
int derived_setup_count(const State& s) {
  switch (s.phase) {
    case Phase::MeisterReveal:
      return 0;
    case Phase::SetupCastles:
    case Phase::Aborted:
      return count(s.built);
    case Phase::SetupKnights: {
      int k = 0;
      for (int p = 0; p < s.num_players; ++p) k += count(s.knights[idx(p)]);
      return k;
    }
    default:
      return s.num_players;
  }
}
// The position in the turn order of the seat to act; outside the turns the rules fix it.
int default_turn_index(const State& s) {
  const int n = s.num_players;
  switch (s.phase) {
    case Phase::SetupCastles:
    case Phase::Aborted:
      return s.setup_count % n;
    case Phase::SetupKnights:
      return s.setup_count;
    case Phase::SetupKing:
    case Phase::KingMove:
    case Phase::GameOver:
      return n - 1;
    default:
      return 0;
  }
}
std::array<std::uint8_t, kMaxPlayers> default_order(int players, int first) {
  std::array<std::uint8_t, kMaxPlayers> o{};
  for (int i = 0; i < players; ++i) o[idx(i)] = static_cast<std::uint8_t>((first + i) % players);
  return o;
}
// Seats that have played this round: those before the seat to act in the turn order.
std::uint8_t derived_played_mask(const State& s) {
  std::uint8_t m = 0;
  if (turn_phase(s.phase)) {
    for (int i = 0; i < s.turn_index; ++i)
      m = static_cast<std::uint8_t>(m | (1u << s.order[idx(i)]));
  } else if (s.phase == Phase::KingMove || s.phase == Phase::GameOver) {
    m = static_cast<std::uint8_t>((1u << s.num_players) - 1);
  }
  return m;
}
// The stacks a seat holds by default: the PHASE card's stacks of the year (T-3.3), largest first,
// less one for every turn the seat has played this year (and the turn stack it has chosen).
std::vector<int> default_stacks(const State& s, int seat) {
  std::vector<int> out;
  if (!turn_phase(s.phase)) return out;
  const PhaseCard& card = s.config->data.phase_cards[idx(s.num_players - 2)];
  const auto y = idx(s.year - 1);
  for (int i = 0; i < card.num_stacks[y]; ++i) out.push_back(card.stacks[y][idx(i)]);
  std::sort(out.begin(), out.end(), std::greater<>());
  int used = s.round - 1 + ((s.played_mask >> seat) & 1);
  if (seat == s.active() && s.turn_stack >= 0) ++used;
  out.erase(out.begin(), out.begin() + std::min<int>(used, static_cast<int>(out.size())));
  return out;
}
// Meister: a player holds every card not played yet (T-7.4); otherwise hands start empty.
std::array<std::uint8_t, kCardKinds> default_hand(const State& s, int seat) {
  std::array<std::uint8_t, kCardKinds> h{};
  if (s.options().version == Version::Meister)
    for (int c = 0; c < kCardKinds; ++c) h[idx(c)] = s.players[idx(seat)].removed[idx(c)] ? 0 : 1;
  return h;
}
// T-5.2: the lowest scorer moves the King; a tie (only at 0) by king_mover_tiebreak.
int rule_king_mover(const State& s) {
  int lowest = s.players[0].score;
  for (int p = 1; p < s.num_players; ++p) lowest = std::min(lowest, s.players[idx(p)].score);
  int chosen = -1;
  for (int i = 0; i < s.num_players; ++i) {
    const int p = s.order[idx(i)];
    if (s.players[idx(p)].score != lowest) continue;
    if (chosen < 0 || s.options().king_mover_tiebreak == KingMoverTiebreak::LatestInOrder)
      chosen = p;
  }
  return chosen;
}
// Cards the active player has taken this turn: the fresh ones, and the one being drawn or kept.
int derived_cards_taken(const State& s) {
  if (!turn_phase(s.phase)) return 0;
  const Player& p = s.players[idx(s.active())];
  int n = p.unseen_fresh + (s.phase == Phase::Turn ? 0 : 1);
  for (auto f : p.fresh) n += f;
  return n;
}
// The base game sets draws_left to 1 at the first `take` and never lowers it; the variant counts
// down the (up to 3) cards of the current take.
int derived_draws_left(const State& s) {
  switch (s.options().version) {
    case Version::Variant:
      if (s.phase != Phase::DrawCard) return 0;
      return std::min(3, s.players[idx(s.active())].deck.size() + s.drawn_len) - s.drawn_len;
    case Version::Base: {
      if (s.phase == Phase::DrawCard || s.common_deck.size() < 4 * kCardKinds) return 1;
      for (int p = 0; p < s.num_players; ++p)
        if (s.players[idx(p)].unseen) return 1;
      return 0;
    }
    case Version::Meister:
      return 0;
  }
  return 0;
}

std::string cards_text(const std::array<std::uint8_t, kCardKinds>& cards,
                       const std::array<std::uint8_t, kCardKinds>* fresh = nullptr) {
  std::string t;
  for (int c = 0; c < kCardKinds; ++c) {
    const int f = fresh ? (*fresh)[idx(c)] : 0;
    for (int k = f; k < cards[idx(c)]; ++k) t += " " + card_name(c);
  }
  return t;
}

std::string squares_text(Bitboard b) {
  std::string t;
  for_each_square(b, [&](Square q) { t += " " + square_name(q); });
  return t;
}

// ---- Reading ---------------------------------------------------------------------------------

struct Fail {
  std::string message;
};

// The words of one field, and the name errors give it ("hand P2").
struct Field {
  std::string name;
  std::vector<std::string_view> words;  // after the keyword (and the seat)
};

struct HandSpec {
  std::array<std::uint8_t, kCardKinds> cards{}, fresh{};
  int unseen = 0, unseen_fresh = 0;
};
struct DeckSpec {
  std::vector<int> top;     // from the top card down to the unknown part
  std::vector<int> bottom;  // from the unknown part down to the bottom card
};

class Reader {
 public:
  Reader(const Config& cfg) : cfg_(cfg), n_(cfg.options.players) {}

  std::optional<Fail> read(std::string_view text) {
    if (text.size() > kMaxPositionText)
      return fail("position",
                  "longer than " + num(static_cast<int>(kMaxPositionText)) + " characters");
    bool any = false;
    std::size_t start = 0;
    while (start <= text.size()) {
      std::size_t end = text.find_first_of("\n;", start);
      if (end == std::string_view::npos) end = text.size();
      if (auto f = field(text.substr(start, end - start), any)) return f;
      start = end + 1;
    }
    if (!any) return fail("position", "empty: write at least the blocks, the King and the knights");
    return std::nullopt;
  }

  Expected<State> build();

 private:
  static std::optional<Fail> fail(const std::string& field, const std::string& what) {
    return Fail{field + ": " + what};
  }

  std::optional<Fail> field(std::string_view line, bool& any) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
      const std::size_t b = i;
      while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
      if (i > b) {
        if (words.size() == kMaxWords)
          return fail(std::string(clip(words[0])), "more than " + num(kMaxWords) + " words");
        words.push_back(line.substr(b, i - b));
      }
    }
    if (words.empty()) return std::nullopt;
    any = true;
    const std::string_view key = words[0];
    if (std::find(kKeywords.begin(), kKeywords.end(), key) == kKeywords.end()) {
      std::vector<std::string> all(kKeywords.begin(), kKeywords.end());
      std::string what = "unknown field";
      const auto near = nearest(all, key, 1);
      if (!near.empty()) what += " (did you mean '" + near[0] + "'?)";
      std::string list;
      for (auto k : kKeywords) list += std::string(list.empty() ? "" : ", ") + std::string(k);
      return fail(clip(key), what + "; the fields are " + list);
    }
    Field f;
    f.name = std::string(key);
    std::size_t first = 1;
    int seat = -1;
    if (per_seat(key)) {
      if (words.size() < 2) return fail(f.name, "write the seat first: " + f.name + " P1 ...");
      if (auto s = parse_seat(words[1])) {
        seat = *s;
      } else {
        return fail(f.name,
                    "'" + clip(words[1]) + "' is not a seat of this game (P1..P" + num(n_) + ")");
      }
      f.name += " " + seat_text(seat);
      first = 2;
    }
    f.words.assign(words.begin() + static_cast<std::ptrdiff_t>(first), words.end());
    for (const Field& g : fields_)
      if (g.name == f.name) return fail(f.name, "written twice");
    fields_.push_back(std::move(f));
    return std::nullopt;
  }

  static std::string clip(std::string_view w) {
    return w.size() > 24 ? std::string(w.substr(0, 24)) + "..." : std::string(w);
  }

  std::optional<int> parse_seat(std::string_view w) const {
    if (w.size() != 2 || (w[0] != 'P' && w[0] != 'p') || w[1] < '1' || w[1] > '0' + n_)
      return std::nullopt;
    return w[1] - '1';
  }

  const Field* find(std::string_view name) const {
    for (const Field& f : fields_)
      if (f.name == name) return &f;
    return nullptr;
  }
  const Field* find_seat(std::string_view key, int seat) const {
    return find(std::string(key) + " " + seat_text(seat));
  }

  // Value parsers: a value, or the message (without the field name).
  static std::optional<int> number(std::string_view w, int lo, int hi) {
    if (w.empty() || w.size() > 9) return std::nullopt;
    int v = 0;
    for (char c : w) {
      if (c < '0' || c > '9') return std::nullopt;
      v = v * 10 + (c - '0');
    }
    if (v < lo || v > hi) return std::nullopt;
    return v;
  }
  std::optional<Fail> one_value(const Field& f) const {
    if (f.words.size() != 1)
      return fail(f.name, "expected one value, got " + num(static_cast<int>(f.words.size())));
    return std::nullopt;
  }
  std::optional<Fail> get_number(const Field* f, int lo, int hi, int& out) const {
    if (!f) return std::nullopt;
    if (auto e = one_value(*f)) return e;
    auto v = number(f->words[0], lo, hi);
    if (!v)
      return fail(f->name,
                  "'" + clip(f->words[0]) + "' is not a number from " + num(lo) + " to " + num(hi));
    out = *v;
    return std::nullopt;
  }
  std::optional<Fail> get_seat(const Field* f, int& out) const {
    if (!f) return std::nullopt;
    if (auto e = one_value(*f)) return e;
    auto v = parse_seat(f->words[0]);
    if (!v)
      return fail(f->name,
                  "'" + clip(f->words[0]) + "' is not a seat of this game (P1..P" + num(n_) + ")");
    out = *v;
    return std::nullopt;
  }
  std::optional<Fail> get_flag(const Field* f, bool& out) const {
    if (!f) return std::nullopt;
    if (auto e = one_value(*f)) return e;
    const std::string_view w = f->words[0];
    if (w == "yes") {
      out = true;
    } else if (w == "no") {
      out = false;
    } else {
      return fail(f->name, "'" + clip(w) + "' is not yes or no");
    }
    return std::nullopt;
  }
  std::optional<Fail> get_square(const Field& f, std::string_view w, Square& out) const {
    auto q = parse_square(w);
    if (!q) return fail(f.name, "'" + clip(w) + "' is not a square a1..h8");
    out = *q;
    return std::nullopt;
  }
  std::optional<Fail> get_squares(const Field* f, Bitboard& out) const {
    if (!f) return std::nullopt;
    for (std::string_view w : f->words) {
      Square q = 0;
      if (auto e = get_square(*f, w, q)) return e;
      if (out & bit(q)) return fail(f->name, square_name(q) + " is written twice");
      out |= bit(q);
    }
    return std::nullopt;
  }
  std::optional<Fail> get_card(const Field& f, std::string_view w, int& out) const {
    auto c = parse_indexed(w, 'C', kCardKinds);
    if (!c) return fail(f.name, "'" + clip(w) + "' is not a card C1..C10");
    out = *c;
    return std::nullopt;
  }

  const Config& cfg_;
  int n_;
  std::vector<Field> fields_;
};

Expected<State> Reader::build() {
  const Options& o = cfg_.options;
  const Version version = o.version;
  const bool meister = version == Version::Meister, variant = version == Version::Variant,
             base = version == Version::Base;
  State s;
  s.config = &cfg_;
  s.num_players = static_cast<std::uint8_t>(n_);
  s.piece.fill(kNoPiece);
  s.supply = 0;
  auto error = [](const std::optional<Fail>& f) { return make_error(f->message); };
  auto bad = [](const std::string& field, const std::string& what) {
    return make_error(field + ": " + what);
  };

  // phase
  if (const Field* f = find("phase")) {
    if (auto e = one_value(*f)) return error(e);
    auto it = std::find(kPhaseNames.begin(), kPhaseNames.end(), f->words[0]);
    if (it == kPhaseNames.end()) {
      std::string list;
      for (auto p : kPhaseNames) list += std::string(list.empty() ? "" : ", ") + std::string(p);
      return bad(f->name, "'" + clip(f->words[0]) + "' is not a phase (" + list + ")");
    }
    s.phase = static_cast<Phase>(it - kPhaseNames.begin());
  } else {
    s.phase = Phase::Turn;
  }
  const Phase ph = s.phase;
  const bool in_turn = turn_phase(ph), in_setup = setup_phase(ph);
  if ((ph == Phase::MeisterReveal || ph == Phase::SetupCastles) && !meister)
    return bad("phase", std::string(phase_text(ph)) + " is a Meister setup step (T-7.2, T-7.5)");
  if (ph == Phase::Aborted && !(meister && o.meister_spacing_fallback == SpacingFallback::Error))
    return bad("phase",
               "aborted ends only a Meister setup with meister_spacing_fallback=error "
               "(A-26)");
  if (ph == Phase::DrawCard && meister)
    return bad("phase", "draw-card: the Meister version takes no cards (T-7.4)");
  if (ph == Phase::VariantKeep && !variant)
    return bad("phase", "variant-keep: only the variant keeps 1 of the drawn cards (T-6.2)");

  // meister
  if (const Field* f = find("meister")) {
    if (!meister)
      return bad(f->name, "a Meister card only in the Meister version (version=meister)");
    if (ph == Phase::MeisterReveal)
      return bad(f->name, "the Meister card is not revealed yet in phase meister-reveal");
    if (auto e = one_value(*f)) return error(e);
    auto m = parse_indexed(f->words[0], 'M', kMeisterCards);
    if (!m) return bad(f->name, "'" + clip(f->words[0]) + "' is not a Meister card M1..M8");
    s.meister_card = static_cast<std::int8_t>(*m);
  } else if (meister && ph != Phase::MeisterReveal) {
    return bad("meister", "missing: the Meister card revealed (T-7.5), e.g. meister M3");
  }

  // year, round
  int year = default_year(ph);
  if (auto e = get_number(find("year"), 1, kYears, year)) return error(e);
  if (in_setup && year != 1) return bad("year", "the setup comes before year 1");
  if (ph == Phase::KingMove && year == kYears)
    return bad("year", "the King moves after the scoring of year 1 or 2 only (T-5.1)");
  if (ph == Phase::GameOver && year != kYears)
    return bad("year", "the game ends with the scoring of year 3 (T-5.3)");
  s.year = static_cast<std::uint8_t>(year);
  const int rounds = rounds_in_year(n_, year);
  int round = default_round(ph, n_, year);
  if (auto e = get_number(find("round"), 1, rounds, round)) return error(e);
  if (in_setup && round != 1) return bad("round", "the setup comes before round 1");
  if ((ph == Phase::KingMove || ph == Phase::GameOver) && round != rounds)
    return bad("round", "a year is scored after its last round, " + num(rounds));
  s.round = static_cast<std::uint8_t>(round);

  // first, order
  int first = o.first_player;
  if (auto e = get_seat(find("first"), first)) return error(e);
  if (!meister && first != o.first_player)
    return bad("first", seat_text(first) + ", but first_player=" + num(o.first_player) +
                            " makes it " + seat_text(o.first_player) +
                            "; only the Meister version changes the first player (T-7.9)");
  s.first_player = static_cast<std::uint8_t>(first);
  s.order = default_order(n_, first);
  if (const Field* f = find("order")) {
    if (f->words.size() != idx(n_))
      return bad(f->name, "name each of the " + num(n_) + " seats once, in turn order");
    std::uint8_t seen = 0;
    for (int i = 0; i < n_; ++i) {
      auto p = parse_seat(f->words[idx(i)]);
      if (!p)
        return bad(f->name,
                   "'" + clip(f->words[idx(i)]) + "' is not a seat (P1..P" + num(n_) + ")");
      if (seen & (1u << *p)) return bad(f->name, seat_text(*p) + " is named twice");
      seen = static_cast<std::uint8_t>(seen | (1u << *p));
      s.order[idx(i)] = static_cast<std::uint8_t>(*p);
    }
    if (!meister && s.order != default_order(n_, first))
      return bad(f->name,
                 "the turn order runs clockwise from the first player (T-2.5); only "
                 "the Meister version reorders it (T-7.9)");
  }

  // blocks
  int board_blocks = 0;
  if (const Field* f = find("blocks")) {
    if (ph == Phase::MeisterReveal)
      return bad(f->name, "the board is empty until the Meister card is revealed (T-7.5)");
    for (std::string_view w : f->words) {
      const std::size_t colon = w.find(':');
      Square q = 0;
      if (auto e = get_square(*f, w.substr(0, colon), q)) return error(e);
      int h = 1;
      if (colon != std::string_view::npos) {
        auto v = number(w.substr(colon + 1), 1, kTotalBlocks);
        if (!v)
          return bad(f->name,
                     "'" + clip(w) + "': a height is a number from 1 to " + num(kTotalBlocks));
        h = *v;
      }
      if (s.height[q]) return bad(f->name, square_name(q) + " is written twice");
      board_blocks += h;
      if (board_blocks > kTotalBlocks)
        return bad(f->name, "more than the " + num(kTotalBlocks) +
                                " blocks of the box (T-1.2) "
                                "on the board, up to " +
                                square_name(q));
      s.height[q] = static_cast<std::uint8_t>(h);
      s.built |= bit(q);
    }
  } else if (ph != Phase::MeisterReveal && ph != Phase::SetupCastles) {
    return bad("blocks", "missing: the built squares, e.g. blocks d8 c6 f6:2 (a height after ':')");
  }
  if (ph == Phase::SetupCastles || ph == Phase::Aborted) {
    if (count(s.built) >= 8)
      return bad("blocks", "the Meister setup ends with the 8th starting block (T-7.2)");
  }
  if (in_setup && ph != Phase::MeisterReveal) {
    // Until year 1, the board holds only starting castles of one block each (T-2.4, T-7.2).
    if ((ph == Phase::SetupKnights || ph == Phase::SetupKing) && count(s.built) != 8)
      return bad("blocks", num(count(s.built)) +
                               " blocks: the setup has 8 starting castles "
                               "(T-2.4, T-7.2)");
    for (Square q = 0; q < kSquares; ++q)
      if (s.height[q] > 1 || (s.height[q] && (neighbours4(bit(q)) & s.built)))
        return bad("blocks", square_name(q) +
                                 ": every starting castle is one block, alone "
                                 "(T-2.4, T-7.2)");
  }

  // king, knights
  if (const Field* f = find("king")) {
    if (in_setup) return bad(f->name, "the King is placed at the end of the setup (T-2.7)");
    if (auto e = one_value(*f)) return error(e);
    Square q = 0;
    if (auto e = get_square(*f, f->words[0], q)) return error(e);
    detail::put_piece(s, q, kKing);
  } else if (!in_setup) {
    return bad("king", "missing: the King's square, e.g. king a4");
  }
  int knights_total = 0;
  for (int p = 0; p < n_; ++p) {
    const Field* f = find_seat("knights", p);
    Bitboard mine = 0;
    if (auto e = get_squares(f, mine)) return error(e);
    if (!f && !in_setup)
      return bad("knights " + seat_text(p),
                 "missing: every player has a knight on the board after the setup (I-13)");
    if (count(mine) > kKnightsPerColour)
      return bad(f->name, num(count(mine)) + " knights; a player has " + num(kKnightsPerColour) +
                              " (T-1.3)");
    if (const Bitboard clash = mine & s.occupied) {
      const Square q = lowest_square(clash);
      return bad(f->name, square_name(q) + " already holds " +
                              (s.piece[q] == kKing ? std::string("the King")
                                                   : seat_text(s.piece[q]) + "'s knight") +
                              "; a square holds one piece (I-11)");
    }
    for_each_square(mine, [&](Square q) { detail::put_piece(s, q, static_cast<std::int8_t>(p)); });
    s.players[idx(p)].reserve = static_cast<std::uint8_t>(kKnightsPerColour - count(mine));
    knights_total += count(mine);
  }
  if (ph == Phase::MeisterReveal || ph == Phase::SetupCastles || ph == Phase::Aborted) {
    if (knights_total)
      return bad("knights", "the first knights come after the starting castles (T-7.3)");
  } else if (ph == Phase::SetupKnights || ph == Phase::SetupKing) {
    for (int p = 0; p < n_; ++p)
      if (s.knights[idx(p)] & ~s.built)
        return bad("knights " + seat_text(p), "a first knight stands on a starting castle (T-2.6)");
    const int placed = ph == Phase::SetupKing ? n_ : knights_total;
    for (int p = 0; p < n_; ++p)
      if (count(s.knights[idx(p)]) > 1)
        return bad("knights " + seat_text(p), "one first knight per player in the setup (T-2.6)");
    if (ph == Phase::SetupKnights && knights_total >= n_)
      return bad("knights", "every player has placed a first knight: the phase is setup-king");
    for (int i = 0; i < n_; ++i) {
      const int p = s.order[idx(i)];
      if (i < placed && !s.knights[idx(p)])
        return bad("knights " + seat_text(p),
                   "missing: the first knights are placed in turn order (T-2.6), and " +
                       seat_text(p) + " comes before a player who has placed one");
    }
  }

  // mover, turn
  s.setup_count = static_cast<std::uint8_t>(derived_setup_count(s));
  s.turn_index = static_cast<std::uint8_t>(default_turn_index(s));
  if (const Field* f = find("turn")) {
    int seat = 0;
    if (auto e = get_seat(f, seat)) return error(e);
    int at = 0;
    while (s.order[idx(at)] != seat) ++at;
    if (!in_turn && at != s.turn_index)
      return bad(f->name, "in phase " + std::string(phase_text(ph)) +
                              " the rules give the turn to " + seat_text(s.order[s.turn_index]) +
                              ", not " + seat_text(seat));
    s.turn_index = static_cast<std::uint8_t>(at);
  }
  const int active = s.order[s.turn_index];

  // score (before the King mover, who is the lowest scorer)
  if (const Field* f = find("score")) {
    if (f->words.size() != idx(n_))
      return bad(f->name, "one score per seat, P1 first: " + num(n_) + " numbers");
    for (int p = 0; p < n_; ++p) {
      auto v = number(f->words[idx(p)], 0, kMaxScore);
      if (!v)
        return bad(f->name,
                   "'" + clip(f->words[idx(p)]) + "' is not a score from 0 to " + num(kMaxScore));
      s.players[idx(p)].score = *v;
    }
    if (in_setup)
      for (int p = 0; p < n_; ++p)
        if (s.players[idx(p)].score) return bad(f->name, "nobody scores before year 1 starts");
  }
  if (ph == Phase::KingMove) {
    if (!detail::free_blocks(s))
      return bad("phase",
                 "king-move needs a free block for the King (T-5.1); without one the "
                 "next year starts at once");
    s.king_mover = static_cast<std::int8_t>(rule_king_mover(s));
  }
  if (const Field* f = find("mover")) {
    int seat = 0;
    if (auto e = get_seat(f, seat)) return error(e);
    if (ph != Phase::KingMove) return bad(f->name, "only in phase king-move");
    if (seat != s.king_mover)
      return bad(f->name, seat_text(seat) + " does not move the King: " + seat_text(s.king_mover) +
                              " does, as the lowest scorer (T-5.1, T-5.2)");
  }

  // the turn in progress
  auto turn_only = [&](const char* key) -> std::optional<Fail> {
    if (find(key) && !in_turn)
      return fail(key, "only during a turn (phase turn, draw-card or variant-keep), not in " +
                           std::string(phase_text(ph)));
    return std::nullopt;
  };
  for (const char* key : {"ap", "stack", "played", "ending", "placed"})
    if (auto e = turn_only(key)) return error(e);
  if (const Field* f = find("ap")) {
    if (auto e = one_value(*f)) return error(e);
    const std::string_view w = f->words[0];
    const std::size_t slash = w.find('/');
    auto spent = number(w.substr(0, slash), 0, 7);
    std::optional<int> allowance = kBaseAp;
    if (slash != std::string_view::npos) allowance = number(w.substr(slash + 1), kBaseAp, 7);
    if (!spent || !allowance)
      return bad(f->name, "'" + clip(w) +
                              "': AP spent from 0 to 7, then optionally /5, /6 or /7 "
                              "for the turn's allowance (C6, C7)");
    s.ap_spent = static_cast<std::uint8_t>(*spent);
    s.ap_allowance = static_cast<std::uint8_t>(*allowance);
  }
  int stack = -1;
  if (auto e = get_number(find("stack"), 0, 3, stack)) return error(e);
  s.turn_stack = static_cast<std::int8_t>(stack);
  if (auto e = get_flag(find("played"), s.card_played)) return error(e);
  if (auto e = get_flag(find("ending"), s.ending)) return error(e);
  if (s.ending && (ph != Phase::Turn || stack < 0))
    return bad("ending", "redistribution (T-2.24) needs a turn stack (stack N) in phase turn");
  if (auto e = get_squares(find("placed"), s.placed_this_turn)) return error(e);
  s.played_mask = derived_played_mask(s);

  // stacks
  int personal = 0;
  for (int p = 0; p < n_; ++p) {
    Player& pl = s.players[idx(p)];
    std::vector<int> sizes = default_stacks(s, p);
    if (const Field* f = find_seat("stacks", p)) {
      if (!in_turn)
        return bad(f->name, "players hold stacks only during the years' turns (T-2.25)");
      if (f->words.size() > kMaxStacks)
        return bad(f->name, "at most " + num(kMaxStacks) + " stacks (T-3.3)");
      sizes.clear();
      for (std::string_view w : f->words) {
        auto v = number(w, 0, 3);
        if (!v) return bad(f->name, "'" + clip(w) + "': a stack holds 0 to 3 blocks (T-3.3)");
        sizes.push_back(*v);
      }
      std::sort(sizes.begin(), sizes.end(), std::greater<>());
    }
    pl.num_stacks = static_cast<std::uint8_t>(sizes.size());
    for (std::size_t i = 0; i < sizes.size(); ++i) {
      pl.stacks[i] = static_cast<std::uint8_t>(sizes[i]);
      personal += sizes[i];
    }
  }
  if (in_turn && stack > 0) personal += stack;
  if (board_blocks + personal > kTotalBlocks)
    return bad("stacks", num(board_blocks) + " blocks on the board and " + num(personal) +
                             " in the players' stacks; the box holds " + num(kTotalBlocks) +
                             " (T-1.2)");
  s.supply = static_cast<std::uint8_t>(kTotalBlocks - board_blocks - personal);

  // cards: hand, out, drawn, deck; each card counted where it is
  std::array<std::array<int, kCardKinds>, kMaxPlayers> where{};  // per seat (base: all in seat 0)
  // Not `first_place{}`: that crashes clang 14's front end (the fuzz build); the strings start
  // empty either way.
  std::array<std::array<std::string, kCardKinds>, kMaxPlayers> first_place;
  auto place = [&](const std::string& field, int seat, int c) -> std::optional<Fail> {
    const int owner = base ? 0 : seat;
    int& k = where[idx(owner)][idx(c)];
    std::string& was = first_place[idx(owner)][idx(c)];
    ++k;
    if (base && k > 4)
      return fail(field, "a 5th " + card_name(c) + " in play; the deck has 4 of each card (T-2.3)");
    if (!base && k > 1)
      return fail(field, card_name(c) + " is also in " + was + "; each player has one " +
                             card_name(c) + (meister ? " (T-7.4)" : " (T-6.1)"));
    if (was.empty()) was = field;
    return std::nullopt;
  };
  for (int p = 0; p < n_; ++p) {
    Player& pl = s.players[idx(p)];
    if (const Field* f = find_seat("out", p)) {
      for (std::string_view w : f->words) {
        int c = 0;
        if (auto e = get_card(*f, w, c)) return error(e);
        ++pl.removed[idx(c)];
        if (auto e = place(f->name, p, c)) return error(e);
      }
    }
  }
  for (int p = 0; p < n_; ++p) {
    Player& pl = s.players[idx(p)];
    const Field* f = find_seat("hand", p);
    if (!f) {
      pl.hand = default_hand(s, p);
      for (int c = 0; c < kCardKinds; ++c)
        for (int k = 0; k < pl.hand[idx(c)]; ++k)
          if (auto e = place("hand " + seat_text(p), p, c)) return error(e);
      continue;
    }
    for (std::string_view w : f->words) {
      const bool fresh = !w.empty() && w[0] == '*';
      if (fresh) {
        w.remove_prefix(1);
        if (!in_turn || p != active || meister)
          return bad(f->name, "*" + clip(w) +
                                  ": only the player to act holds cards taken this "
                                  "turn (T-2.20)");
      }
      if (w == "?") {
        if (!base) return bad(f->name, "? (a card drawn unseen) only in the base game (A-19)");
        ++pl.unseen;
        if (fresh) ++pl.unseen_fresh;
        continue;
      }
      int c = 0;
      if (auto e = get_card(*f, w, c)) return error(e);
      ++pl.hand[idx(c)];
      if (fresh) ++pl.fresh[idx(c)];
      if (auto e = place(f->name, p, c)) return error(e);
    }
    if (meister)
      for (int c = 0; c < kCardKinds; ++c)
        if (!pl.hand[idx(c)] && !pl.removed[idx(c)])
          return bad(f->name, card_name(c) +
                                  " is missing: a Meister player holds every card "
                                  "not played yet (T-7.4)");
  }
  if (const Field* f = find("drawn")) {
    if (!variant || (ph != Phase::DrawCard && ph != Phase::VariantKeep))
      return bad(f->name,
                 "cards drawn and not kept yet exist only in the variant, in phase "
                 "draw-card or variant-keep (T-6.2)");
    if (f->words.size() > 3) return bad(f->name, "at most 3 cards are drawn (T-6.2)");
    for (std::string_view w : f->words) {
      int c = 0;
      if (auto e = get_card(*f, w, c)) return error(e);
      s.drawn[s.drawn_len++] = static_cast<std::uint8_t>(c);
      if (auto e = place(f->name, active, c)) return error(e);
    }
  }
  for (int p = 0; p < n_; ++p) {
    const Field* f = find_seat("deck", p);
    if (!f) continue;
    if (!variant) return bad(f->name, "personal decks only in the variant (T-6.1)");
    Pile& d = s.players[idx(p)].deck;
    bool below = false;
    std::vector<int> top;
    for (std::string_view w : f->words) {
      if (w == "?") {
        if (below) return bad(f->name, "one ? for the shuffled unknown part");
        below = true;
        continue;
      }
      int c = 0;
      if (auto e = get_card(*f, w, c)) return error(e);
      if (auto e = place(f->name, p, c)) return error(e);
      if (below) {
        d.bottom[d.bottom_len++] = static_cast<std::uint8_t>(c);
      } else {
        top.push_back(c);
      }
    }
    if (!below)
      return bad(f->name,
                 "write ? for the shuffled unknown part: the cards before it are known "
                 "on top (the top card first), the cards after it at the bottom");
    d.top_len = static_cast<std::uint8_t>(top.size());
    for (std::size_t i = 0; i < top.size(); ++i)
      d.top[top.size() - 1 - i] = static_cast<std::uint8_t>(top[i]);
  }
  // The unknown cards: the base game's common deck, the variant's shuffled personal decks.
  if (base)
    for (int c = 0; c < kCardKinds; ++c)
      s.common_deck.middle[idx(c)] = static_cast<std::uint8_t>(4 - where[0][idx(c)]);
  if (variant)
    for (int p = 0; p < n_; ++p)
      for (int c = 0; c < kCardKinds; ++c)
        s.players[idx(p)].deck.middle[idx(c)] =
            static_cast<std::uint8_t>(1 - where[idx(p)][idx(c)]);

  // the draw in progress
  s.cards_taken = static_cast<std::uint8_t>(derived_cards_taken(s));
  s.draws_left = static_cast<std::uint8_t>(derived_draws_left(s));
  if (ph == Phase::DrawCard) {
    if (detail::cards_to_draw(s) == 0)
      return bad("phase", "draw-card with no card left to draw (A-18)");
    if (variant && s.draws_left == 0)
      return bad("drawn", num(s.drawn_len) + " cards drawn: the phase is variant-keep (T-6.2)");
  }
  if (ph == Phase::VariantKeep) {
    const int want = std::min(3, s.players[idx(active)].deck.size() + s.drawn_len);
    if (s.drawn_len == 0 || s.drawn_len != want)
      return bad("drawn", num(s.drawn_len) + " card(s) drawn; a take draws " + num(want) +
                              " here before the keep (T-6.2)");
  }
  return s;
}

}  // namespace

std::string Torres::position_text(const State& s) {
  std::string t;
  auto line = [&](const std::string& l) { t += l + "\n"; };
  const int n = s.num_players;
  const Phase ph = s.phase;
  if (ph != Phase::Turn) line("phase " + std::string(phase_text(ph)));
  if (s.meister_card >= 0) line("meister " + meister_name(s.meister_card));
  if (s.year != default_year(ph)) line("year " + num(s.year));
  if (s.round != default_round(ph, n, s.year)) line("round " + num(s.round));
  if (s.first_player != s.options().first_player) line("first " + seat_text(s.first_player));
  if (s.order != default_order(n, s.first_player)) {
    std::string o = "order";
    for (int i = 0; i < n; ++i) o += " " + seat_text(s.order[idx(i)]);
    line(o);
  }
  if (s.turn_index != default_turn_index(s)) line("turn " + seat_text(s.active()));
  if (s.ap_spent != 0 || s.ap_allowance != kBaseAp)
    line("ap " + num(s.ap_spent) +
         (s.ap_allowance != kBaseAp ? "/" + num(s.ap_allowance) : std::string()));
  if (s.turn_stack >= 0) line("stack " + num(s.turn_stack));
  if (s.card_played) line("played yes");
  if (s.ending) line("ending yes");
  if (s.placed_this_turn) line("placed" + squares_text(s.placed_this_turn));
  if (s.drawn_len) {
    std::string d = "drawn";
    for (int i = 0; i < s.drawn_len && i < 3; ++i) d += " " + card_name(s.drawn[idx(i)]);
    line(d);
  }
  if (s.built) {
    std::string b = "blocks";
    for_each_square(s.built, [&](Square q) {
      b += " " + square_name(q);
      if (s.height[q] != 1) b += ":" + num(s.height[q]);
    });
    line(b);
  }
  if (s.king < kSquares) line("king " + square_name(s.king));
  for (int p = 0; p < n; ++p)
    if (s.knights[idx(p)]) line("knights " + seat_text(p) + squares_text(s.knights[idx(p)]));
  bool scored = false;
  for (int p = 0; p < n; ++p) scored = scored || s.players[idx(p)].score != 0;
  if (scored) {
    std::string sc = "score";
    for (int p = 0; p < n; ++p) sc += " " + num(s.players[idx(p)].score);
    line(sc);
  }
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.players[idx(p)];
    std::vector<int> have;
    for (int i = 0; i < pl.num_stacks && i < kMaxStacks; ++i) have.push_back(pl.stacks[idx(i)]);
    if (have != default_stacks(s, p)) {
      std::string st = "stacks " + seat_text(p);
      for (int v : have) st += " " + num(v);
      line(st);
    }
  }
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.players[idx(p)];
    if (pl.hand == default_hand(s, p) && pl.fresh == decltype(pl.fresh){} && !pl.unseen) continue;
    std::string h = "hand " + seat_text(p) + cards_text(pl.hand, &pl.fresh);
    for (int k = pl.unseen_fresh; k < pl.unseen; ++k) h += " ?";
    for (int c = 0; c < kCardKinds; ++c)
      for (int k = 0; k < pl.fresh[idx(c)]; ++k) h += " *" + card_name(c);
    for (int k = 0; k < pl.unseen_fresh; ++k) h += " *?";
    line(h);
  }
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.players[idx(p)];
    if (pl.removed != decltype(pl.removed){}) line("out " + seat_text(p) + cards_text(pl.removed));
  }
  for (int p = 0; p < n; ++p) {
    const Pile& d = s.players[idx(p)].deck;
    if (!d.top_len && !d.bottom_len) continue;
    std::string k = "deck " + seat_text(p);
    for (int i = std::min<int>(d.top_len, kCardKinds) - 1; i >= 0; --i)
      k += " " + card_name(d.top[idx(i)]);
    k += " ?";
    for (int i = 0; i < d.bottom_len && i < kCardKinds; ++i) k += " " + card_name(d.bottom[idx(i)]);
    line(k);
  }
  return t;
}

Expected<State> Torres::parse_position(const Config& cfg, std::string_view text) {
  Reader r(cfg);
  if (auto f = r.read(text)) return make_error(f->message);
  return r.build();
}

}  // namespace arbiter::torres
