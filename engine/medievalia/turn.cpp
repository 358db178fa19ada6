// The turn (M-3.0): step 0 (siege M-7.3, forced upkeep M-5.7), the draw, reactivation, the end
// of turn (M-3.19); the end of the game (M-7) checked after every atomic event (M-7.5).
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

bool side_alive(const State& s, int p) {
  if (s.player(p).alive) return true;
  return s.num_players == 4 && s.player((p + 2) % 4).alive;
}

int gold_capacity(const State& s, int p) {
  return capacity(s, p, Gold, s.options().gold_tiebreak_boosts == GoldTiebreakBoosts::Keep);
}

int hand_size(const State& s, int p) {
  const Player& pl = s.player(p);
  int n = pl.unknown[0] + pl.unknown[1] + pl.unknown[2];
  for (int t = 0; t < kMaxTypes; ++t) n += pl.hand[static_cast<std::size_t>(t)];
  return n;
}

std::uint8_t team_mask(const State& s, int p) {
  std::uint8_t m = static_cast<std::uint8_t>(1u << p);
  if (s.num_players == 4) m |= static_cast<std::uint8_t>(1u << ((p + 2) % 4));
  return m;
}

void finish(State& s, std::uint8_t winners, EndReason why) {
  s.winner_mask = winners;
  s.end_reason = static_cast<std::uint8_t>(why);
  s.phase = Phase::GameOver;
  s.txn = Txn{};
  s.combat = Combat{};
}

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

int draw_piles_empty(const State& s) {
  int n = 0;
  for (int k = 0; k < kDrawPiles; ++k) n += s.pile_size[static_cast<std::size_t>(k)] == 0;
  return n;
}

bool check_end(State& s) {  // M-7.5, in this order
  if (s.phase == Phase::GameOver) return true;
  // Military victory (M-7.2): every player of all other sides eliminated.
  int sides_alive = 0, survivor = -1;
  for (int p = 0; p < s.num_players; ++p) {
    if (s.num_players == 4 && p >= 2) break;  // teams: seats 0 and 1 stand for their teams
    if (side_alive(s, p)) {
      ++sides_alive;
      survivor = p;
    }
  }
  if (s.num_players != 4) {
    sides_alive = 0;
    for (int p = 0; p < s.num_players; ++p)
      if (s.player(p).alive) ++sides_alive, survivor = p;
  }
  if (sides_alive <= 1) {
    finish(s, survivor >= 0 ? team_mask(s, survivor) : 0, EndReason::Military);
    return true;
  }
  // Prestige (M-7.1).
  for (int p = 0; p < s.num_players; ++p) {
    if (!s.player(p).alive) continue;
    const bool alliance = s.num_players == 4;
    if ((alliance && team_vp(s, p) >= 11) ||
        ((!alliance || s.options().alliance_individual_win) && vp(s, p) >= 7)) {
      finish(s, team_mask(s, p), EndReason::Prestige);
      return true;
    }
  }
  // Card shortage (M-7.4).
  int building_piles_empty = 0;
  for (int k = 0; k < kBuildingPiles; ++k)
    building_piles_empty += s.building_top[static_cast<std::size_t>(k)] == kNone &&
                            s.building_hidden[static_cast<std::size_t>(k)] == 0;
  const bool any = s.options().shortage_piles == ShortagePiles::Any;
  if (building_piles_empty == kBuildingPiles ||
      draw_piles_empty(s) + (any ? building_piles_empty : 0) >= 2) {
    // Most VP (team sums), then gold capacity, then cards in hand, else a draw.
    std::array<std::array<int, 3>, kMaxPlayers> key{};
    const int sides = s.num_players == 4 ? 2 : s.num_players;
    for (int p = 0; p < sides; ++p) {
      for (int q = 0; q < s.num_players; ++q) {
        if (!(team_mask(s, p) & (1u << q)) || !s.player(q).alive) continue;
        key[static_cast<std::size_t>(p)][1] += gold_capacity(s, q);
        key[static_cast<std::size_t>(p)][2] += hand_size(s, q);
      }
      // Eliminated players hold no buildings; team_vp sums or deduplicates (vp_dedup).
      key[static_cast<std::size_t>(p)][0] = s.num_players == 4 ? team_vp(s, p) : vp(s, p);
    }
    int best = -1;
    bool tie = false;
    for (int p = 0; p < sides; ++p) {
      if (!side_alive(s, p)) continue;
      if (best < 0 || key[static_cast<std::size_t>(p)] > key[static_cast<std::size_t>(best)]) {
        best = p;
        tie = false;
      } else if (key[static_cast<std::size_t>(p)] == key[static_cast<std::size_t>(best)]) {
        tie = true;
      }
    }
    finish(s, tie || best < 0 ? 0 : team_mask(s, best), EndReason::Shortage);
    return true;
  }
  return false;
}

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
      eliminate(s, p);
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
    if (s.player(p).alive) break;
  }
  start_turn(s, p);
}

}  // namespace arbiter::medievalia
