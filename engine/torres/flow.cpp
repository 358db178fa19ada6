// Turn, round and year flow: T-2.24/T-2.25 end of turn, T-3.1..T-3.5 distribution,
// T-4 year-end scoring, T-5.1/T-5.2 King mover, T-7.9 Meister turn order.
#include <algorithm>

#include "engine/torres/rules_internal.h"
#include "engine/torres/scoring.h"

namespace arbiter::torres::detail {
namespace {

bool any_score(const State& s) {
  for (int p = 0; p < s.num_players; ++p)
    if (s.players[static_cast<std::size_t>(p)].score > 0) return true;
  return false;
}

// The seat with the highest score; ties go to the earliest clockwise from the first player.
int leader(const State& s) {
  int best = s.first_player;
  for (int i = 0; i < s.num_players; ++i) {
    const int p = (s.first_player + i) % s.num_players;
    if (s.players[static_cast<std::size_t>(p)].score >
        s.players[static_cast<std::size_t>(best)].score)
      best = p;
  }
  return best;
}

void set_order_from(State& s, int first) {
  for (int i = 0; i < s.num_players; ++i)
    s.order[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>((first + i) % s.num_players);
}

// T-7.9: once anyone has scored, the leader becomes first player.
void meister_reorder(State& s) {
  if (s.options().version != Version::Meister || !any_score(s)) return;
  s.first_player = static_cast<std::uint8_t>(leader(s));
  set_order_from(s, s.first_player);
}

void reset_turn(State& s) {
  s.ap_spent = 0;
  s.ap_allowance = kBaseAp;
  s.cards_taken = 0;
  s.card_played = false;
  s.turn_stack = -1;
  s.ending = false;
  s.placed_this_turn = 0;
}

void score_year(State& s) {
  // T-4.4 / A-23: scoring order.
  const int start =
      s.options().scoring_order == ScoringOrder::LeaderFirst ? leader(s) : s.first_player;
  std::array<int, kMaxPlayers> seq{};
  for (int i = 0; i < s.num_players; ++i)
    seq[static_cast<std::size_t>(i)] = (start + i) % s.num_players;
  const SeatPoints castles = castle_points(s);
  for (int i = 0; i < s.num_players; ++i)
    gain_points(s, seq[static_cast<std::size_t>(i)],
                castles[static_cast<std::size_t>(seq[static_cast<std::size_t>(i)])]);
  const SeatPoints bonus = king_bonus(s, s.year);
  for (int i = 0; i < s.num_players; ++i)
    gain_points(s, seq[static_cast<std::size_t>(i)],
                bonus[static_cast<std::size_t>(seq[static_cast<std::size_t>(i)])]);
  const SeatPoints meister = meister_points(s, s.year);  // T-7.8
  for (int i = 0; i < s.num_players; ++i)
    gain_points(s, seq[static_cast<std::size_t>(i)],
                meister[static_cast<std::size_t>(seq[static_cast<std::size_t>(i)])]);
}

// T-5.2: the lowest scorer; ties (only at 0) go by king_mover_tiebreak over the turn order.
int king_mover(const State& s) {
  int lowest = s.players[0].score;
  for (int p = 1; p < s.num_players; ++p)
    lowest = std::min(lowest, s.players[static_cast<std::size_t>(p)].score);
  int chosen = -1;
  for (int i = 0; i < s.num_players; ++i) {
    const int p = s.order[static_cast<std::size_t>(i)];
    if (s.players[static_cast<std::size_t>(p)].score != lowest) continue;
    if (chosen < 0 || s.options().king_mover_tiebreak == KingMoverTiebreak::LatestInOrder)
      chosen = p;
  }
  return chosen;
}

void end_year(State& s) {
  // T-2.25: personal blocks left at the end of the year return to the supply.
  for (int p = 0; p < s.num_players; ++p) {
    Player& pl = s.players[static_cast<std::size_t>(p)];
    for (int i = 0; i < pl.num_stacks; ++i)
      s.supply = static_cast<std::uint8_t>(s.supply + pl.stacks[static_cast<std::size_t>(i)]);
    pl.stacks = {};
    pl.num_stacks = 0;
  }
  score_year(s);
  if (s.year == kYears) {
    s.phase = Phase::GameOver;  // T-5.3
    return;
  }
  // T-5.1: optional King move by the lowest scorer, if a free block exists.
  if (free_blocks(s)) {
    s.king_mover = static_cast<std::int8_t>(king_mover(s));
    s.phase = Phase::KingMove;
    return;
  }
  start_year(s);
}

}  // namespace

void gain_points(State& s, int seat, int gain) {
  if (gain <= 0) return;  // a marker that gains nothing does not move
  Player& me = s.players[static_cast<std::size_t>(seat)];
  int target = me.score + gain;
  for (bool moved = true; moved;) {  // T-2.22: skip spaces held by other markers
    moved = false;
    for (int q = 0; q < s.num_players; ++q)
      if (q != seat && s.players[static_cast<std::size_t>(q)].score == target) {
        ++target;
        moved = true;
      }
  }
  me.score = target;
}

bool supply_covers_year(const State& s) {
  if (s.options().supply_shortage == SupplyShortage::DealWhatRemains) return true;
  const int next = s.phase == Phase::SetupKing ? 1 : s.year + 1;
  const PhaseCard& card = s.config->data.phase_cards[static_cast<std::size_t>(s.num_players - 2)];
  int need = 0;
  for (int i = 0; i < card.num_stacks[static_cast<std::size_t>(next - 1)]; ++i)
    need += card.stacks[static_cast<std::size_t>(next - 1)][static_cast<std::size_t>(i)];
  // Blocks still held by players return to the supply before the distribution (T-2.25).
  int held = s.turn_stack > 0 ? s.turn_stack : 0;
  for (int p = 0; p < s.num_players; ++p)
    for (int i = 0; i < s.players[static_cast<std::size_t>(p)].num_stacks; ++i)
      held += s.players[static_cast<std::size_t>(p)].stacks[static_cast<std::size_t>(i)];
  return s.supply + held >= need * s.num_players;
}

void start_year(State& s) {
  if (s.phase != Phase::SetupKing) ++s.year;
  // T-3.3: deal the PHASE card's stacks (T-3.5: deal what remains if so configured).
  const PhaseCard& card = s.config->data.phase_cards[static_cast<std::size_t>(s.num_players - 2)];
  const auto y = static_cast<std::size_t>(s.year - 1);
  meister_reorder(s);
  for (int i = 0; i < s.num_players; ++i) {
    Player& p = s.players[static_cast<std::size_t>(s.order[static_cast<std::size_t>(i)])];
    p.num_stacks = card.num_stacks[y];
    for (int k = 0; k < p.num_stacks; ++k) {
      const int want = card.stacks[y][static_cast<std::size_t>(k)];
      const int got = std::min<int>(want, s.supply);
      p.stacks[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(got);
      s.supply = static_cast<std::uint8_t>(s.supply - got);
    }
    sort_stacks(p);
  }
  s.round = 1;
  s.turn_index = 0;
  s.played_mask = 0;
  reset_turn(s);
  s.phase = Phase::Turn;
}

void end_turn(State& s) {
  Player& me = s.players[static_cast<std::size_t>(s.active())];
  if (s.turn_stack > 0) s.supply = static_cast<std::uint8_t>(s.supply + s.turn_stack);  // T-2.24
  me.fresh = {};
  me.unseen_fresh = 0;
  s.played_mask = static_cast<std::uint8_t>(s.played_mask | (1u << s.active()));
  reset_turn(s);
  const int rounds = rounds_in_year(s.num_players, s.year);
  if (s.turn_index + 1 < s.num_players) {
    ++s.turn_index;
    if (s.options().version == Version::Meister &&
        s.options().meister_reorder_timing == ReorderTiming::EndOfTurn && any_score(s)) {
      // A-25 end_of_turn: the players yet to play this round follow clockwise from the leader.
      const int lead = leader(s);
      int k = s.turn_index;
      for (int i = 0; i < s.num_players; ++i) {
        const int p = (lead + i) % s.num_players;
        if (!(s.played_mask & (1u << p)))
          s.order[static_cast<std::size_t>(k++)] = static_cast<std::uint8_t>(p);
      }
    }
    return;
  }
  if (s.round < rounds) {
    ++s.round;
    s.turn_index = 0;
    s.played_mask = 0;
    meister_reorder(s);
    return;
  }
  meister_reorder(s);  // T-7.9: the year-end scoring also starts with the leader
  end_year(s);
}

}  // namespace arbiter::torres::detail
