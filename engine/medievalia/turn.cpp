// The turn (M-3.0): step 0 (siege M-7.3, forced upkeep M-5.7), the draw, reactivation, the end
// of turn (M-3.19). The end of the game (M-7), checked after every atomic event (M-7.5), is in
// end.cpp.
#include <string>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

// M-7.3: both siege conditions at the start of p's turn.
bool besieged(const State& s, int p) {
  bool enemy = false, ally = false;
  for (int i = 0; i < kMaxCards; ++i) {
    const Card& c = s.card(i);
    if (c.zone != Zone::Table || c.fief != own_fief(p) || !is_troop(s, i)) continue;
    if (enemies(s, p, c.owner)) enemy = true;
    if (allies(s, p, c.owner)) ally = true;
  }
  if (!enemy) return false;
  if (ally && s.options().ally_breaks_siege == AllyBreaksSiege::Presence) return false;
  for (int i = 0; i < kMaxCards; ++i)  // (2): no territory, or every territory unguarded
    if (s.card(i).zone == Zone::Table && s.card(i).owner == p &&
        s.cfg().card(i).category == Category::Territory && is_guarded(s, i))
      return false;
  // « placée avec un territoire (champ, ferme, forêt, mine ou Ville), ledit territoire est
  // considéré comme gardé »: a guarded City is a guarded "territoire" too.
  if (s.options().guarded_city_breaks_siege && is_guarded(s, city_of(s, p))) return false;
  return true;
}

}  // namespace

void back_to_rest(State& s, Phase rest) {
  s.phase = rest;
  after_event(s);
}

// Forced upkeep after an event of the owner's turn (M-5.7). The end checks (M-7.5) run where an
// event can end the game: eliminations (combat, siege), purchases and draws.
void after_event(State& s) {
  if (s.phase == Phase::Upkeep || s.phase < Phase::Upkeep) return;
  if (s.phase != Phase::Main && s.phase != Phase::March && s.phase != Phase::War &&
      s.phase != Phase::Draw)
    return;
  if (over_upkeep(s, s.active)) {  // M-5.7: remove the excess at once
    s.after_upkeep = s.phase;
    s.phase = Phase::Upkeep;
  }
}

void start_turn(State& s, int p) {
  s.active = static_cast<std::uint8_t>(p);
  s.war_fiefs_lo = s.war_fiefs_hi = 0;
  s.group_move_from = s.group_move_to = kNone;
  s.ally_fee_paid = 0;
  ++s.turn;
  for (Card& c : s.cards) {  // M-3.16.5, I-26
    c.damage = c.heals = c.bonus = 0;
    c.steps = 0;
    c.flags &= static_cast<std::uint8_t>(~kMovedIn);
  }
  Player& pl = s.player(p);
  pl.extra_draws = 0;
  // Step 0: the siege check (M-7.3).
  if (besieged(s, p)) {
    ++pl.siege;
    const int limit = s.options().siege_turns == SiegeTurns::ThreeInclusive ? 3 : 4;
    if (pl.siege >= limit) {
      eliminate(s, p, OutReason::Siege);
      pl.out |= kOutTurnSkipped;  // this very turn is the one he loses
      s.skipped = static_cast<std::uint8_t>(p);
      if (!check_end(s)) next_turn(s);
      return;
    }
  } else {
    pl.siege = 0;
  }
  ++pl.turns;
  const bool draws =
      (pl.turns > 1 || s.options().first_turn_draw) && draw_piles_empty(s) < kDrawPiles;
  if (!draws) {  // no draw: reactivation follows at once (M-3.2)
    for (Card& c : s.cards)
      if (c.zone == Zone::Table && c.owner == p) c.flags &= static_cast<std::uint8_t>(~kTapped);
  }
  back_to_rest(s, draws ? Phase::Draw : Phase::Main);
}

void next_turn(State& s) {
  for (Card& c : s.cards) c.damage = c.heals = c.bonus = 0;  // M-3.19
  int p = s.active;
  for (int k = 0; k < s.num_players; ++k) {
    p = (p + 1) % s.num_players;
    Player& pl = s.player(p);
    if (pl.alive) break;
    if (!(pl.out & kOutTurnSkipped)) {  // the first turn he no longer has (M-3.19)
      pl.out |= kOutTurnSkipped;
      if (s.skipped == kNone) s.skipped = static_cast<std::uint8_t>(p);
    }
  }
  start_turn(s, p);
}

}  // namespace arbiter::medievalia
