// The end of a turn and the final round (C-3.6, C-4.14), final scoring (C-5).
#include <algorithm>
#include <vector>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni::detail {

void end_turn(State& s) {
  ++s.me().turns;
  s.claimed = false;
  s.building_steps = s.rampart_steps = 0;
  s.actions_bought = 0;
  const int n = s.num_players;
  if (s.final_round) {
    if (++s.final_turns_done == n) {  // C-4.14.3: the Emperor invades
      start_invasion(s, kPiles - 1);
      return;
    }
    s.active = static_cast<std::uint8_t>((s.active + 1) % n);
  } else if (s.drawer >= 0) {  // C-4.14.1-2: the drawer keeps the pawn; one more turn each
    s.final_round = true;
    s.final_turns_done = 0;
    s.active = static_cast<std::uint8_t>(
        s.options().final_round_order == FinalRoundOrder::DrawerFirst ? s.drawer
                                                                      : (s.drawer + 1) % n);
  } else {  // C-3.6.1: pass the pawn left
    s.active = s.pawn = static_cast<std::uint8_t>((s.active + 1) % n);
  }
  s.phase = Phase::Projects;
}

std::vector<FinalScore> final_scores(const State& s) {
  const int n = s.num_players;
  std::vector<FinalScore> out(static_cast<std::size_t>(n));
  for (int r = 0; r < kResources; ++r) {  // C-5.3 majorities
    std::vector<int> held(static_cast<std::size_t>(n));
    int best = 0;
    for (int q = 0; q < n; ++q) {
      held[static_cast<std::size_t>(q)] =
          s.players[static_cast<std::size_t>(q)].res[static_cast<std::size_t>(r)];
      if (r == Gold && s.options().count_board_gold)
        for (int c = 0; c < s.columns_in_use; ++c)
          if (s.columns[static_cast<std::size_t>(c)].envoy == q)
            held[static_cast<std::size_t>(q)] += s.columns[static_cast<std::size_t>(c)].gold;
      best = std::max(best, held[static_cast<std::size_t>(q)]);
    }
    if (best == 0 && s.options().majority_requires_one) continue;
    const int tied = static_cast<int>(std::count(held.begin(), held.end(), best));
    for (int q = 0; q < n; ++q)
      if (held[static_cast<std::size_t>(q)] == best)
        out[static_cast<std::size_t>(q)].majorities += tied == 1 ? 2 : 1;
  }
  for (int q = 0; q < n; ++q) {
    const Player& p = s.players[static_cast<std::size_t>(q)];
    FinalScore& f = out[static_cast<std::size_t>(q)];
    f.vp = p.vp;
    for (int k = 0; k < kCategories; ++k)
      f.masters += s.master[static_cast<std::size_t>(k)] == q ? 3 : 0;
    for (int v : p.hero) f.heroes += v;
    f.loot = -p.loot;
    int smallest = 99, categories = 0;
    for (int k = 0; k < kCategories; ++k) categories += tallest(p, k) > 0;
    for (int i = 0; i < p.num_buildings; ++i)
      smallest = std::min<int>(smallest, p.buildings[static_cast<std::size_t>(i)].floors);
    if (categories == kCategories)  // C-5.6
      f.set_bonus = s.options().set_bonus == SetBonus::BuildingVp ? triangle(smallest) : smallest;
    f.total = f.vp + f.masters + f.majorities + f.heroes + f.loot + f.set_bonus;
  }
  return out;
}

}  // namespace arbiter::comuni::detail
