// Reading a Torres position: the State built from its fields (the cards apart).
#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/torres/geometry.h"
#include "engine/torres/position_internal.h"
#include "engine/torres/rules_internal.h"

namespace arbiter::torres::position_detail {

// phase, meister
std::optional<Fail> Reader::read_phase(State& s) const {
  const Options& o = cfg_.options;
  const bool meister = cfg_.options.version == Version::Meister;
  const bool variant = cfg_.options.version == Version::Variant;
  if (const Field* f = find("phase")) {
    if (auto e = one_value(*f)) return e;
    auto it = std::find(kPhaseNames.begin(), kPhaseNames.end(), f->words[0]);
    if (it == kPhaseNames.end()) {
      std::string list;
      for (auto p : kPhaseNames) list += std::string(list.empty() ? "" : ", ") + std::string(p);
      return fail(f->name, "'" + clip(f->words[0]) + "' is not a phase (" + list + ")");
    }
    s.phase = static_cast<Phase>(it - kPhaseNames.begin());
  } else {
    s.phase = Phase::Turn;
  }
  const Phase ph = s.phase;
  if ((ph == Phase::MeisterReveal || ph == Phase::SetupCastles) && !meister)
    return fail("phase", std::string(phase_text(ph)) + " is a Meister setup step (T-7.2, T-7.5)");
  if (ph == Phase::Aborted && !(meister && o.meister_spacing_fallback == SpacingFallback::Error))
    return fail("phase",
                "aborted ends only a Meister setup with meister_spacing_fallback=error "
                "(A-26)");
  if (ph == Phase::DrawCard && meister)
    return fail("phase", "draw-card: the Meister version takes no cards (T-7.4)");
  if (ph == Phase::VariantKeep && !variant)
    return fail("phase", "variant-keep: only the variant keeps 1 of the drawn cards (T-6.2)");

  // meister
  if (const Field* f = find("meister")) {
    if (!meister)
      return fail(f->name, "a Meister card only in the Meister version (version=meister)");
    if (ph == Phase::MeisterReveal)
      return fail(f->name, "the Meister card is not revealed yet in phase meister-reveal");
    if (auto e = one_value(*f)) return e;
    auto m = parse_indexed(f->words[0], 'M', kMeisterCards);
    if (!m) return fail(f->name, "'" + clip(f->words[0]) + "' is not a Meister card M1..M8");
    s.meister_card = static_cast<std::int8_t>(*m);
  } else if (meister && ph != Phase::MeisterReveal) {
    return fail("meister", "missing: the Meister card revealed (T-7.5), e.g. meister M3");
  }
  return std::nullopt;
}

// year, round, first, order
std::optional<Fail> Reader::read_time(State& s) const {
  const Options& o = cfg_.options;
  const bool meister = cfg_.options.version == Version::Meister;
  const Phase ph = s.phase;
  const bool in_setup = setup_phase(s.phase);
  int year = default_year(ph);
  if (auto e = get_number(find("year"), 1, kYears, year)) return e;
  if (in_setup && year != 1) return fail("year", "the setup comes before year 1");
  if (ph == Phase::KingMove && year == kYears)
    return fail("year", "the King moves after the scoring of year 1 or 2 only (T-5.1)");
  if (ph == Phase::GameOver && year != kYears)
    return fail("year", "the game ends with the scoring of year 3 (T-5.3)");
  s.year = static_cast<std::uint8_t>(year);
  const int rounds = rounds_in_year(n_, year);
  int round = default_round(ph, n_, year);
  if (auto e = get_number(find("round"), 1, rounds, round)) return e;
  if (in_setup && round != 1) return fail("round", "the setup comes before round 1");
  if ((ph == Phase::KingMove || ph == Phase::GameOver) && round != rounds)
    return fail("round", "a year is scored after its last round, " + num(rounds));
  s.round = static_cast<std::uint8_t>(round);

  // first, order
  int first = o.first_player;
  if (auto e = get_seat(find("first"), first)) return e;
  if (!meister && first != o.first_player)
    return fail("first", seat_text(first) + ", but first_player=" + num(o.first_player) +
                             " makes it " + seat_text(o.first_player) +
                             "; only the Meister version changes the first player (T-7.9)");
  s.first_player = static_cast<std::uint8_t>(first);
  s.order = default_order(n_, first);
  if (const Field* f = find("order")) {
    if (f->words.size() != idx(n_))
      return fail(f->name, "name each of the " + num(n_) + " seats once, in turn order");
    std::uint8_t seen = 0;
    for (int i = 0; i < n_; ++i) {
      auto p = parse_seat(f->words[idx(i)]);
      if (!p)
        return fail(f->name,
                    "'" + clip(f->words[idx(i)]) + "' is not a seat (P1..P" + num(n_) + ")");
      if (seen & (1u << *p)) return fail(f->name, seat_text(*p) + " is named twice");
      seen = static_cast<std::uint8_t>(seen | (1u << *p));
      s.order[idx(i)] = static_cast<std::uint8_t>(*p);
    }
    if (!meister && s.order != default_order(n_, first))
      return fail(f->name,
                  "the turn order runs clockwise from the first player (T-2.5); only "
                  "the Meister version reorders it (T-7.9)");
  }
  return std::nullopt;
}

// blocks
std::optional<Fail> Reader::read_blocks(State& s) const {
  const Phase ph = s.phase;
  const bool in_setup = setup_phase(s.phase);
  int board_blocks = 0;
  if (const Field* f = find("blocks")) {
    if (ph == Phase::MeisterReveal)
      return fail(f->name, "the board is empty until the Meister card is revealed (T-7.5)");
    for (std::string_view w : f->words) {
      const std::size_t colon = w.find(':');
      Square q = 0;
      if (auto e = get_square(*f, w.substr(0, colon), q)) return e;
      int h = 1;
      if (colon != std::string_view::npos) {
        auto v = number(w.substr(colon + 1), 1, kTotalBlocks);
        if (!v)
          return fail(f->name,
                      "'" + clip(w) + "': a height is a number from 1 to " + num(kTotalBlocks));
        h = *v;
      }
      if (s.height[q]) return fail(f->name, square_name(q).append(" is written twice"));
      board_blocks += h;
      if (board_blocks > kTotalBlocks)
        return fail(f->name, "more than the " + num(kTotalBlocks) +
                                 " blocks of the box (T-1.2) "
                                 "on the board, up to " +
                                 square_name(q));
      s.height[q] = static_cast<std::uint8_t>(h);
      s.built |= bit(q);
    }
  } else if (ph != Phase::MeisterReveal && ph != Phase::SetupCastles) {
    return fail("blocks",
                "missing: the built squares, e.g. blocks d8 c6 f6:2 (a height after ':')");
  }
  if (ph == Phase::SetupCastles || ph == Phase::Aborted) {
    if (count(s.built) >= 8)
      return fail("blocks", "the Meister setup ends with the 8th starting block (T-7.2)");
  }
  if (in_setup && ph != Phase::MeisterReveal) {
    // Until year 1, the board holds only starting castles of one block each (T-2.4, T-7.2).
    if ((ph == Phase::SetupKnights || ph == Phase::SetupKing) && count(s.built) != 8)
      return fail("blocks", num(count(s.built)) +
                                " blocks: the setup has 8 starting castles "
                                "(T-2.4, T-7.2)");
    for (Square q = 0; q < kSquares; ++q)
      if (s.height[q] > 1 || (s.height[q] && (neighbours4(bit(q)) & s.built)))
        return fail("blocks", square_name(q).append(
                                  ": every starting castle is one block, alone (T-2.4, T-7.2)"));
  }
  return std::nullopt;
}

// king, knights
std::optional<Fail> Reader::read_pieces(State& s) const {
  const Phase ph = s.phase;
  const bool in_setup = setup_phase(s.phase);
  if (const Field* f = find("king")) {
    if (in_setup) return fail(f->name, "the King is placed at the end of the setup (T-2.7)");
    if (auto e = one_value(*f)) return e;
    Square q = 0;
    if (auto e = get_square(*f, f->words[0], q)) return e;
    detail::put_piece(s, q, kKing);
  } else if (!in_setup) {
    return fail("king", "missing: the King's square, e.g. king a4");
  }
  int knights_total = 0;
  for (int p = 0; p < n_; ++p) {
    const Field* f = find_seat("knights", p);
    Bitboard mine = 0;
    if (auto e = get_squares(f, mine)) return e;
    if (!f && !in_setup)
      return fail("knights " + seat_text(p),
                  "missing: every player has a knight on the board after the setup (I-13)");
    if (count(mine) > kKnightsPerColour)
      return fail(f->name, num(count(mine)) + " knights; a player has " + num(kKnightsPerColour) +
                               " (T-1.3)");
    if (const Bitboard clash = mine & s.occupied) {
      const Square q = lowest_square(clash);
      return fail(f->name, square_name(q).append(" already holds ") +
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
      return fail("knights", "the first knights come after the starting castles (T-7.3)");
  } else if (ph == Phase::SetupKnights || ph == Phase::SetupKing) {
    for (int p = 0; p < n_; ++p)
      if (s.knights[idx(p)] & ~s.built)
        return fail("knights " + seat_text(p),
                    "a first knight stands on a starting castle (T-2.6)");
    const int placed = ph == Phase::SetupKing ? n_ : knights_total;
    for (int p = 0; p < n_; ++p)
      if (count(s.knights[idx(p)]) > 1)
        return fail("knights " + seat_text(p), "one first knight per player in the setup (T-2.6)");
    if (ph == Phase::SetupKnights && knights_total >= n_)
      return fail("knights", "every player has placed a first knight: the phase is setup-king");
    for (int i = 0; i < n_; ++i) {
      const int p = s.order[idx(i)];
      if (i < placed && !s.knights[idx(p)])
        return fail("knights " + seat_text(p),
                    "missing: the first knights are placed in turn order (T-2.6), and " +
                        seat_text(p) + " comes before a player who has placed one");
    }
  }
  return std::nullopt;
}

// turn, score (before the King mover, who is the lowest scorer), mover
std::optional<Fail> Reader::read_turn(State& s) const {
  const Phase ph = s.phase;
  const bool in_turn = turn_phase(s.phase);
  const bool in_setup = setup_phase(s.phase);
  s.setup_count = static_cast<std::uint8_t>(derived_setup_count(s));
  s.turn_index = static_cast<std::uint8_t>(default_turn_index(s));
  if (const Field* f = find("turn")) {
    int seat = 0;
    if (auto e = get_seat(f, seat)) return e;
    int at = 0;
    while (s.order[idx(at)] != seat) ++at;
    if (!in_turn && at != s.turn_index)
      return fail(f->name, "in phase " + std::string(phase_text(ph)) +
                               " the rules give the turn to " + seat_text(s.order[s.turn_index]) +
                               ", not " + seat_text(seat));
    s.turn_index = static_cast<std::uint8_t>(at);
  }

  // score (before the King mover, who is the lowest scorer)
  if (const Field* f = find("score")) {
    if (f->words.size() != idx(n_))
      return fail(f->name, "one score per seat, P1 first: " + num(n_) + " numbers");
    for (int p = 0; p < n_; ++p) {
      auto v = number(f->words[idx(p)], 0, kMaxScore);
      if (!v)
        return fail(f->name,
                    "'" + clip(f->words[idx(p)]) + "' is not a score from 0 to " + num(kMaxScore));
      s.players[idx(p)].score = *v;
    }
    if (in_setup)
      for (int p = 0; p < n_; ++p)
        if (s.players[idx(p)].score) return fail(f->name, "nobody scores before year 1 starts");
  }
  if (ph == Phase::KingMove) {
    if (!detail::free_blocks(s))
      return fail("phase",
                  "king-move needs a free block for the King (T-5.1); without one the "
                  "next year starts at once");
    s.king_mover = static_cast<std::int8_t>(rule_king_mover(s));
  }
  if (const Field* f = find("mover")) {
    int seat = 0;
    if (auto e = get_seat(f, seat)) return e;
    if (ph != Phase::KingMove) return fail(f->name, "only in phase king-move");
    if (seat != s.king_mover)
      return fail(f->name, seat_text(seat) + " does not move the King: " + seat_text(s.king_mover) +
                               " does, as the lowest scorer (T-5.1, T-5.2)");
  }
  return std::nullopt;
}

// the turn in progress: ap, stack, played, ending, placed
std::optional<Fail> Reader::read_turn_state(State& s) const {
  const Phase ph = s.phase;
  const bool in_turn = turn_phase(s.phase);
  auto turn_only = [&](const char* key) -> std::optional<Fail> {
    if (find(key) && !in_turn)
      return fail(key, "only during a turn (phase turn, draw-card or variant-keep), not in " +
                           std::string(phase_text(ph)));
    return std::nullopt;
  };
  for (const char* key : {"ap", "stack", "played", "ending", "placed"})
    if (auto e = turn_only(key)) return e;
  if (const Field* f = find("ap")) {
    if (auto e = one_value(*f)) return e;
    const std::string_view w = f->words[0];
    const std::size_t slash = w.find('/');
    auto spent = number(w.substr(0, slash), 0, kMaxAp);
    std::optional<int> allowance = kBaseAp;
    if (slash != std::string_view::npos) allowance = number(w.substr(slash + 1), kBaseAp, kMaxAp);
    if (!spent || !allowance)
      return fail(f->name, "'" + clip(w) +
                               "': AP spent from 0 to 7, then optionally /5, /6 or /7 "
                               "for the turn's allowance (C6, C7)");
    s.ap_spent = static_cast<std::uint8_t>(*spent);
    s.ap_allowance = static_cast<std::uint8_t>(*allowance);
  }
  int stack = -1;
  if (auto e = get_number(find("stack"), 0, kStackBlocks, stack)) return e;
  s.turn_stack = static_cast<std::int8_t>(stack);
  if (auto e = get_flag(find("played"), s.card_played)) return e;
  if (auto e = get_flag(find("ending"), s.ending)) return e;
  if (s.ending && (ph != Phase::Turn || stack < 0))
    return fail("ending", "redistribution (T-2.24) needs a turn stack (stack N) in phase turn");
  if (auto e = get_squares(find("placed"), s.placed_this_turn)) return e;
  s.played_mask = derived_played_mask(s);
  return std::nullopt;
}

// stacks, and the supply: the blocks neither on the board nor in a stack
std::optional<Fail> Reader::read_stacks(State& s) const {
  const bool in_turn = turn_phase(s.phase);
  int board_blocks = 0;
  for (Square q = 0; q < kSquares; ++q) board_blocks += s.height[q];
  int personal = 0;
  for (int p = 0; p < n_; ++p) {
    Player& pl = s.players[idx(p)];
    std::vector<int> sizes = default_stacks(s, p);
    if (const Field* f = find_seat("stacks", p)) {
      if (!in_turn)
        return fail(f->name, "players hold stacks only during the years' turns (T-2.25)");
      if (f->words.size() > kMaxStacks)
        return fail(f->name, "at most " + num(kMaxStacks) + " stacks (T-3.3)");
      sizes.clear();
      for (std::string_view w : f->words) {
        auto v = number(w, 0, kStackBlocks);
        if (!v) return fail(f->name, "'" + clip(w) + "': a stack holds 0 to 3 blocks (T-3.3)");
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
  if (in_turn && s.turn_stack > 0) personal += s.turn_stack;
  if (board_blocks + personal > kTotalBlocks)
    return fail("stacks", num(board_blocks) + " blocks on the board and " + num(personal) +
                              " in the players' stacks; the box holds " + num(kTotalBlocks) +
                              " (T-1.2)");
  s.supply = static_cast<std::uint8_t>(kTotalBlocks - board_blocks - personal);
  return std::nullopt;
}

// cards: hand, out, drawn, deck (position_build_cards.cpp); the draw in progress
std::optional<Fail> Reader::read_draw(State& s) const {
  const bool variant = cfg_.options.version == Version::Variant;
  const Phase ph = s.phase;
  const int active = s.order[s.turn_index];
  if (auto e = read_cards(s, active)) return e;

  // the draw in progress
  s.cards_taken = static_cast<std::uint8_t>(derived_cards_taken(s));
  s.draws_left = static_cast<std::uint8_t>(derived_draws_left(s));
  if (ph == Phase::DrawCard) {
    if (detail::cards_to_draw(s) == 0)
      return fail("phase", "draw-card with no card left to draw (A-18)");
    if (variant && s.draws_left == 0)
      return fail("drawn", num(s.drawn_len) + " cards drawn: the phase is variant-keep (T-6.2)");
  }
  if (ph == Phase::VariantKeep) {
    const int want = std::min(3, s.players[idx(active)].deck.size() + s.drawn_len);
    if (s.drawn_len == 0 || s.drawn_len != want)
      return fail("drawn", num(s.drawn_len) + " card(s) drawn; a take draws " + num(want) +
                               " here before the keep (T-6.2)");
  }
  return std::nullopt;
}

// The State built from the fields, one group after the other.
Expected<State> Reader::build() {
  State s;
  s.config = &cfg_;
  s.num_players = static_cast<std::uint8_t>(n_);
  s.piece.fill(kNoPiece);
  s.supply = 0;
  using Step = std::optional<Fail> (Reader::*)(State&) const;
  for (Step step :
       {&Reader::read_phase, &Reader::read_time, &Reader::read_blocks, &Reader::read_pieces,
        &Reader::read_turn, &Reader::read_turn_state, &Reader::read_stacks, &Reader::read_draw})
    if (auto e = (this->*step)(s)) return position_kit::error_of<State>(*e);
  return s;
}

}  // namespace arbiter::torres::position_detail
