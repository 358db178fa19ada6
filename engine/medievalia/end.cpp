// The end of the game (M-7): checked after every atomic event (M-7.5, check_end), and what the
// end and the eliminations say. The turn that checks it is in turn.cpp.
#include <string>

#include "engine/medievalia/medievalia.h"
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

// The sides of the shortage count (M-7.4): seats, or in the alliance game the teams of seats 0
// and 1. Keys: VP (team sums), gold capacity, cards in hand.
using Keys = std::array<std::array<int, 3>, kMaxPlayers>;
int shortage_keys(const State& s, Keys& key) {
  key = {};
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
  return sides;
}

std::string side_name(const State& s, int p) {  // "P2", or "P1+P3" in the alliance game
  if (s.num_players != 4) return "P" + std::to_string(p + 1);
  const int a = p % 2;
  return "P" + std::to_string(a + 1) + "+P" + std::to_string(a + 3);
}

int building_piles_empty(const State& s) {
  int n = 0;
  for (int k = 0; k < kBuildingPiles; ++k)
    n += s.building_top[static_cast<std::size_t>(k)] == kNone &&
         s.building_hidden[static_cast<std::size_t>(k)] == 0;
  return n;
}

void finish(State& s, std::uint8_t winners, EndReason why) {
  s.winner_mask = winners;
  s.end_reason = static_cast<std::uint8_t>(why);
  s.phase = Phase::GameOver;
  s.txn = Txn{};
  s.combat = Combat{};
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
    if ((alliance && team_vp(s, p) >= kTeamWinVp) ||
        ((!alliance || s.options().alliance_individual_win) && vp(s, p) >= kWinVp)) {
      finish(s, team_mask(s, p), EndReason::Prestige);
      return true;
    }
  }
  // Card shortage (M-7.4).
  const int buildings_gone = building_piles_empty(s);
  const bool any = s.options().shortage_piles == ShortagePiles::Any;
  if (buildings_gone == kBuildingPiles || draw_piles_empty(s) + (any ? buildings_gone : 0) >= 2) {
    // Most VP (team sums), then gold capacity, then cards in hand, else a draw.
    Keys key;
    const int sides = shortage_keys(s, key);
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

// --- What the end and the eliminations say (diagnostics, `result` too early, notes) ---

namespace {

std::string seat(int p) {
  return "P" + std::to_string(p + 1);
}

int siege_limit(const State& s) {
  return s.options().siege_turns == SiegeTurns::ThreeInclusive ? 3 : 4;
}

std::string winners_text(const State& s) {
  std::string w;
  for (int p = 0; p < s.num_players; ++p)
    if ((s.winner_mask >> p) & 1) w += (w.empty() ? "" : "+") + seat(p);
  return w;
}

// The M-7.4 outcome: who has more, or on which tie-break, or a draw.
std::string shortage_outcome(const State& s, bool now) {
  Keys key;
  const int sides = shortage_keys(s, key);
  const char* what[3] = {" VP", " gold capacity", " cards in hand"};
  int win = -1;
  for (int p = 0; p < sides; ++p)
    if (s.winner_mask & team_mask(s, p)) win = p;
  if (win < 0) {
    const auto& k = key[0];
    return std::string(now ? "a draw" : "it was a draw") + ": equal VP (" + std::to_string(k[0]) +
           "), gold capacity (" + std::to_string(k[1]) + ") and cards in hand (" +
           std::to_string(k[2]) + ")";
  }
  int rival = -1;  // the best other side still in the game
  for (int p = 0; p < sides; ++p)
    if (p != win && side_alive(s, p) &&
        (rival < 0 || key[static_cast<std::size_t>(p)] > key[static_cast<std::size_t>(rival)]))
      rival = p;
  std::string out = side_name(s, win) + (now ? " wins" : " won");
  if (rival < 0) return out;
  const auto &a = key[static_cast<std::size_t>(win)], &b = key[static_cast<std::size_t>(rival)];
  int k = 0;
  while (k < 2 && a[static_cast<std::size_t>(k)] == b[static_cast<std::size_t>(k)]) ++k;
  out += (k == 0 ? " with " : " on" + std::string(what[k]) + ", ") +
         std::to_string(a[static_cast<std::size_t>(k)]) + (k == 0 ? " VP" : "") + " to " +
         std::to_string(b[static_cast<std::size_t>(k)]);
  if (k == 1) out += " (equal VP)";
  if (k == 2) out += " (equal VP and gold capacity)";
  return out;
}

// "the second banque and the second eglise" of p's buildings, which score 0 (M-7.1).
std::string duplicates(const State& s, int p) {
  std::string d;
  const Config& cfg = s.cfg();
  for (int t = 0; t < cfg.num_types; ++t) {
    if (!cfg.type(t).building() || !cfg.type(t).vp) continue;
    int n = 0;
    for (int i = cfg.type(t).first_id; i < cfg.type(t).first_id + cfg.type(t).count; ++i)
      n += s.card(i).zone == Zone::Table && s.card(i).owner == p;
    if (n >= 2) d += std::string(d.empty() ? "" : " and ") + "a second " + type_name(s, t);
  }
  return d;
}

std::string vp_text(const State& s, int p) {
  std::string t = std::to_string(vp(s, p)) + " VP";
  const std::string d = duplicates(s, p);
  if (!d.empty()) t += " (" + d + " worth 0)";
  return t;
}

}  // namespace

RuleId out_rule(const State& s, int p) {
  return (s.player(p).out & kOutReasonMask) == static_cast<std::uint8_t>(OutReason::Siege)
             ? RuleId("M-7.3")
             : RuleId("M-7.2");
}

std::string out_cause(const State& s, int p) {
  if ((s.player(p).out & kOutReasonMask) == static_cast<std::uint8_t>(OutReason::Siege))
    return "the siege of their fief reached " + std::to_string(siege_limit(s)) + " turns";
  return "their City " + card_name(s, city_of(s, p)) + " was destroyed";
}

std::string eliminated_text(const State& s, int p) {
  return seat(p) + " was eliminated (" + out_cause(s, p) + ") and has no more turns";
}

std::string end_summary(const State& s, bool now) {
  const std::string w = winners_text(s);
  const bool team = s.num_players == 4 && w.find('+') != std::string::npos;
  switch (static_cast<EndReason>(s.end_reason)) {
    case EndReason::Prestige: {
      int p = 0;
      while (p < s.num_players && !((s.winner_mask >> p) & 1)) ++p;
      if (s.num_players == 4 && team_vp(s, p) >= kTeamWinVp)
        return w + (now ? " reach " : " reached ") + std::to_string(team_vp(s, p)) + " VP (M-7.1)";
      for (int q = 0; q < s.num_players; ++q)
        if (((s.winner_mask >> q) & 1) && vp(s, q) >= kWinVp) p = q;
      return seat(p) + (now ? " reaches " : " reached ") + std::to_string(vp(s, p)) +
             " VP (M-7.1)" + (team ? ": " + w + (now ? " win" : " won") : "");
    }
    case EndReason::Military:
      if (w.empty()) return now ? "no player is left (M-7.2)" : "no player was left (M-7.2)";
      return w + (now ? (team ? " win" : " wins") : " won") +
             (now ? ": no enemy City is left (M-7.2)" : ": no enemy City was left (M-7.2)");
    case EndReason::Shortage: {
      const bool last = building_piles_empty(s) == kBuildingPiles;
      std::string why = last
                            ? (now ? "the last building is bought" : "the last building was bought")
                            : (now ? "two piles are empty" : "two piles were empty");
      return why + " (M-7.4): " + shortage_outcome(s, now);
    }
    case EndReason::None:
      break;
  }
  return "";
}

std::string Medievalia::not_over_reason(const State& s) {
  if (s.phase == Phase::GameOver) return "";
  std::string t;
  if (s.turn == 0) {
    int taken = 0;
    for (int p = 0; p < s.num_players; ++p) taken += s.player(p).drafted;
    t = "the setup is not finished (" + std::to_string(taken) + " of " +
        std::to_string(8 * s.num_players) + " draft cards taken), and ";
  } else {
    const Seat who = Medievalia::current_seat(s);
    t = "it is turn " + std::to_string(s.turn) + ", " + seat(who >= 0 ? who : s.active) +
        " to play, and ";
  }
  t += "no end condition holds: ";
  if (s.num_players == 4) {
    for (int side = 0; side < 2; ++side) {
      t += side ? " and " : "";
      t += side_name(s, side) + " have " + std::to_string(team_vp(s, side)) + " VP (";
      for (int q : {side, side + 2})
        t += (q == side ? "" : ", ") + seat(q) + " " +
             (s.player(q).alive ? vp_text(s, q) : "eliminated");
      t += ")";
    }
    t += s.options().vp_dedup == VpDedup::Team ? ", each building type once per team" : "";
    t += s.options().alliance_individual_win ? ", 11 VP per team or 7 for one player win (M-7.1)"
                                             : ", 11 VP per team win (M-7.1)";
  } else {
    bool first = true;
    for (int p = 0; p < s.num_players; ++p) {
      if (!s.player(p).alive) continue;
      t += (first ? "" : " and ") + seat(p) + " has " + vp_text(s, p);
      first = false;
    }
    t += ", 7 VP win (M-7.1)";
  }
  for (int p = 0; p < s.num_players; ++p)
    if (s.player(p).alive && s.player(p).siege)
      t += "; " + seat(p) + "'s fief has been besieged at " + std::to_string(s.player(p).siege) +
           " turn start" + (s.player(p).siege > 1 ? "s" : "") + " in a row, " +
           std::to_string(siege_limit(s)) + " eliminate (M-7.3)";
  const bool any = s.options().shortage_piles == ShortagePiles::Any;
  const int empty = draw_piles_empty(s) + (any ? building_piles_empty(s) : 0);
  if (empty > 0)
    t += "; " + std::to_string(empty) + (any ? " pile" : " draw pile") +
         (empty > 1 ? "s are" : " is") + " empty, 2 end the game (M-7.4)";
  int buildings = 0;
  for (int k = 0; k < kBuildingPiles; ++k)
    buildings += s.building_hidden[static_cast<std::size_t>(k)] +
                 (s.building_top[static_cast<std::size_t>(k)] != kNone);
  if (buildings <= 3)
    t += "; " + std::to_string(buildings) + " building" + (buildings == 1 ? "" : "s") +
         " left to buy, the last one ends the game (M-7.4)";
  return t;
}

std::string Medievalia::event_note(const State& before, const Action&, const State& after) {
  std::string note;
  for (int p = 0; p < after.num_players; ++p)
    if (before.player(p).alive && !after.player(p).alive)
      note += (note.empty() ? "" : ", and ") + seat(p) + " is eliminated: " + out_cause(after, p) +
              " (" + std::string(out_rule(after, p).view()) + ")";
  if (before.phase != Phase::GameOver && after.phase == Phase::GameOver)
    note +=
        (note.empty() ? "" : ", and ") + std::string("the game ends: ") + end_summary(after, true);
  return note;
}

}  // namespace arbiter::medievalia
