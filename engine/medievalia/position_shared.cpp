// Medievalia positions, shared by writer and reader: seat words and the defaults left out.
#include <array>
#include <string>

#include "engine/medievalia/position_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia::position_detail {

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

}  // namespace arbiter::medievalia::position_detail
