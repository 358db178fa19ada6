// Medievalia invariants on the end: the prestige and shortage recounts, and the end they give.
#include <array>
#include <cstdint>
#include <string>

#include "engine/medievalia/invariants_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia::invariants_detail {

namespace {

// The building types a player has on the table, one bit per type.
// M-7.1: each building type scores its VP once, a further copy nothing.
int vp_of_types(const State& s, std::uint32_t types) {
  int n = 0;
  for (int t = 0; t < s.cfg().num_types; ++t)
    if ((types >> t) & 1) n += s.cfg().type(t).vp;
  return n;
}

}  // namespace

int prestige(const State& s, const Holdings& h, int p) {
  return vp_of_types(s, h.types[ix(p)]);
}

namespace {

// M-7.1, M-8: a team's VP, each player's own (vp_dedup=per_player) or each type once for the
// two allies (vp_dedup=team). Allies sit opposite: seats p and p + 2.
int team_prestige(const State& s, const Holdings& h, int p) {
  const int q = (p + 2) % 4;
  if (s.options().vp_dedup == VpDedup::PerPlayer) return prestige(s, h, p) + prestige(s, h, q);
  return vp_of_types(s, h.types[ix(p)] | h.types[ix(q)]);
}

int empty_draw_piles(const State& s) {  // M-7.4
  int n = 0;
  for (int k = 0; k < kDrawPiles; ++k) n += s.pile_size[ix(k)] == 0;
  return n;
}

int empty_building_piles(const State& s) {  // M-7.4: no top, nothing face down
  int n = 0;
  for (int k = 0; k < kBuildingPiles; ++k)
    n += s.building_top[ix(k)] == kNone && s.building_hidden[ix(k)] == 0;
  return n;
}

// The seats of p's side: p, and in the alliance game the ally opposite (M-8).
std::uint8_t side_seats(const State& s, int p) {
  return static_cast<std::uint8_t>((1u << p) | (s.num_players == 4 ? 1u << ((p + 2) % 4) : 0u));
}

// How the game ends on this state by M-7.5's order, or EndReason::None: a military victory when
// at most one side has a player left (M-7.2), else prestige in seat order (M-7.1), else a card
// shortage (M-7.4), won by most VP, then the greatest gold capacity, then most cards in hand,
// counted over the side's players still in the game, a tie at the top being a draw.
struct Ending {
  EndReason reason = EndReason::None;
  std::uint8_t winners = 0;
};
Ending end_by_rules(const State& s) {
  const bool alliance = s.num_players == 4;
  const int sides = alliance ? 2 : s.num_players;
  auto in_game = [&](int side) {
    for (int q = 0; q < s.num_players; ++q)
      if (((side_seats(s, side) >> q) & 1) && s.player(q).alive) return true;
    return false;
  };
  int left = 0, last = -1;
  for (int side = 0; side < sides; ++side)
    if (in_game(side)) ++left, last = side;
  if (left <= 1) return {EndReason::Military, last >= 0 ? side_seats(s, last) : std::uint8_t{0}};
  const Holdings held(s);
  for (int p = 0; p < s.num_players; ++p)
    if (s.player(p).alive &&
        ((alliance && team_prestige(s, held, p) >= kTeamWinVp) ||
         ((!alliance || s.options().alliance_individual_win) && prestige(s, held, p) >= kWinVp)))
      return {EndReason::Prestige, side_seats(s, p)};
  const int bought = empty_building_piles(s);
  const int any = s.options().shortage_piles == ShortagePiles::Any ? bought : 0;
  if (bought < kBuildingPiles && empty_draw_piles(s) + any < 2) return {};
  const bool boosts = s.options().gold_tiebreak_boosts == GoldTiebreakBoosts::Keep;
  std::array<int, 3> best_key{};
  int best = -1;
  bool tie = false;
  for (int side = 0; side < sides; ++side) {
    if (!in_game(side)) continue;
    std::array<int, 3> key{alliance ? team_prestige(s, held, side) : prestige(s, held, side), 0, 0};
    for (int q = 0; q < s.num_players; ++q) {
      if (!((side_seats(s, side) >> q) & 1) || !s.player(q).alive) continue;
      key[1] += could_produce(s, q, Gold, boosts);
      const Player& pl = s.player(q);
      for (auto h : pl.hand) key[2] += h;
      for (auto h : pl.unknown) key[2] += h;
    }
    if (best < 0 || key > best_key) {
      best = side, best_key = key, tie = false;
    } else if (key == best_key) {
      tie = true;
    }
  }
  return {EndReason::Shortage, tie || best < 0 ? std::uint8_t{0} : side_seats(s, best)};
}

// "by prestige with P1 the winner", "by shortage as a draw": what a finished state says.
std::string end_claim(const State& s) {
  static constexpr const char* kReason[4] = {"with no reason", "by prestige", "by military",
                                             "by shortage"};
  std::string w;
  int n = 0;
  for (int p = 0; p < s.num_players; ++p)
    if ((s.winner_mask >> p) & 1) w += (n++ ? "+" : "") + seat(p);
  return std::string(kReason[s.end_reason < 4 ? s.end_reason : 0]) +
         (n == 0 ? " as a draw" : " with " + w + (n > 1 ? " the winners" : " the winner"));
}

// Why the end the state claims does not hold (the game is over, yet no end condition of M-7 does).
std::string claimed_cause_fails(const State& s) {
  const bool alliance = s.num_players == 4;
  switch (static_cast<EndReason>(s.end_reason)) {
    case EndReason::Prestige: {
      const Holdings held(s);
      std::string t = alliance ? "no team has 11 VP" : "no player has 7 VP";
      if (alliance && s.options().alliance_individual_win) t += " and no player 7";
      t += " (";
      for (int p = 0; p < (alliance ? 2 : s.num_players); ++p)
        t += (p ? ", " : "") + (alliance ? seat(p) + "+" + seat(p + 2) : seat(p)) + " " +
             std::to_string(alliance ? team_prestige(s, held, p) : prestige(s, held, p));
      return t + ", M-7.1)";
    }
    case EndReason::Military: {
      std::string in;
      for (int p = 0; p < s.num_players; ++p)
        if (s.player(p).alive) in += (in.empty() ? "" : ", ") + seat(p);
      return (alliance ? "both teams still have a player in the game ("
                       : "more than one player is "
                         "still in the game (") +
             in + ", M-7.2)";
    }
    default: {
      int buildings = 0;
      for (int k = 0; k < kBuildingPiles; ++k)
        buildings += s.building_hidden[ix(k)] + (s.building_top[ix(k)] != kNone);
      std::string t = "the draw piles hold";
      for (int k = 0; k < kDrawPiles; ++k)
        t += std::string(" ") + kPileLetter[k] + std::to_string(s.pile_size[ix(k)]);
      return t + " and " + std::to_string(buildings) + " building" + (buildings == 1 ? "" : "s") +
             " are left: two empty " +
             (s.options().shortage_piles == ShortagePiles::Any ? "piles" : "draw piles") +
             " or the last building bought end the game (M-7.4)";
    }
  }
}

}  // namespace

// I-30: the game is over exactly when an end condition of M-7 holds. While it is not, none holds;
// once it is, the end it records (reason, winners) is the one the conditions give on this state,
// in the order of M-7.5 (nothing changes after the end).
Verdict game_end(const State& s) {
  if (s.phase == Phase::GameOver) {
    const Ending e = end_by_rules(s);
    if (e.reason == EndReason::None)
      return violation("I-30", "the game is over " + end_claim(s) +
                                   ", but no end condition holds: " + claimed_cause_fails(s));
    if (static_cast<std::uint8_t>(e.reason) != s.end_reason || e.winners != s.winner_mask) {
      State now = s;  // the end the rules give, for the message
      now.end_reason = static_cast<std::uint8_t>(e.reason);
      now.winner_mask = e.winners;
      return violation("I-30", "the game is over " + end_claim(s) +
                                   ", but the end conditions (M-7.5) end it " + end_claim(now) +
                                   ": " + end_summary(now));
    }
    return std::nullopt;
  }
  if (s.turn == 0) return std::nullopt;
  const bool alliance = s.num_players == 4;
  const Holdings held(s);
  int sides = 0;
  for (int p = 0; p < s.num_players; ++p) {
    if (!s.player(p).alive) continue;
    if (alliance && team_prestige(s, held, p) >= kTeamWinVp)
      return violation("I-30", "a team has 11 VP, the game goes on");
    if ((!alliance || s.options().alliance_individual_win) && prestige(s, held, p) >= kWinVp)
      return violation("I-30", "a player has 7 VP, the game goes on");
    if (!alliance || p < 2 || !s.player(p - 2).alive) ++sides;
  }
  if (sides <= 1) return violation("I-30", "one side is left, the game goes on");
  const int building_empty = empty_building_piles(s);
  if (building_empty == kBuildingPiles && s.phase != Phase::BuildingReveal)
    return violation("I-30", "every building is bought, the game goes on");
  const int any = s.options().shortage_piles == ShortagePiles::Any ? building_empty : 0;
  if (empty_draw_piles(s) + any >= 2)
    return violation("I-30", "two piles are empty, the game goes on");
  return std::nullopt;
}

}  // namespace arbiter::medievalia::invariants_detail
