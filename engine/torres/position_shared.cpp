// Torres positions, shared by writer and reader: names, and the defaults and derived members.
#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/torres/geometry.h"
#include "engine/torres/position_internal.h"
#include "engine/torres/rules_internal.h"

namespace arbiter::torres::position_detail {

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

}  // namespace arbiter::torres::position_detail
