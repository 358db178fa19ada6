// The invasion in progress, or the last one resolved, as the table sees it: the text view
// (Comuni::render_text) and the JSON (Comuni::to_json) of serialize.cpp.
#include <algorithm>
#include <sstream>
#include <string>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni {
namespace {

// ---- The invasion in progress, or the last one resolved, as the table sees it -----------------

std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}

struct SeatView {
  int vp = 0;      // score-track VP when the invasion started
  int attack = 0;  // C-4.2
  int left = 0;    // C-4.4: the attack the alliance (so far) leaves to the player
  Commitment commit;
  int defence = -1;  // C-4.5: city defence with the pawn's +1; -1 while unknown
  bool pawn = false;
  int loot = -1;       // C-4.6: loot tiles taken; -1 until resolved
  int hero_rank = -1;  // C-4.8: 0 the high tile, 1 the low one, -1 none
  int hero = 0;        // the tile's value
  const char* status = "";
};

struct InvasionView {
  int pile = -1;  // -1: no invasion to show
  bool resolved = false;
  int lowest_vp = 0;
  int alliance = 0;   // so far, while the players commit
  int deciding = -1;  // the seat that commits or assigns now
  std::array<SeatView, kMaxPlayers> seats{};
};

InvasionView invasion_view(const State& s) {
  InvasionView v;
  if (s.invading >= 0) {
    v.pile = s.invading;
  } else if (s.invasions > 0 && s.invasion_pawn >= 0) {  // positions built by hand keep none
    v.pile = s.invasions - 1;
    v.resolved = true;
  } else {
    return v;
  }
  const int n = s.num_players;
  const InvaderData& inv = s.data().invaders[ix(v.pile)];
  const bool assigning = s.phase == Phase::Assign;
  if (!v.resolved) v.deciding = s.commit_seat;
  v.lowest_vp = s.invasion_vp[0];
  for (int q = 0; q < n; ++q) {
    SeatView& sv = v.seats[ix(q)];
    sv.commit = v.resolved ? s.revealed[ix(q)] : s.players[ix(q)].commit;
    if (sv.commit.stage >= 1) v.alliance += sv.commit.alliance();
    v.lowest_vp = std::min<int>(v.lowest_vp, s.invasion_vp[ix(q)]);
  }
  for (int q = 0; q < n; ++q) {
    SeatView& sv = v.seats[ix(q)];
    const Player& p = s.players[ix(q)];
    sv.vp = s.invasion_vp[ix(q)];
    sv.attack = detail::invasion_attack(inv, sv.vp, v.lowest_vp);
    sv.left = std::max(0, sv.attack - v.alliance);
    sv.pawn = q == s.invasion_pawn;
    int city = -1;
    if (v.resolved) {
      city = s.defended[ix(q)];
    } else if (sv.commit.stage == 2 && s.options().rampart_auto_assign) {
      city = detail::best_defence(p, sv.commit.defence());  // ramparts do not change meanwhile
    } else if (assigning && (q < s.commit_seat || !detail::needs_assignment(p))) {
      city = detail::manual_defence(s, q);
    }
    if (city >= 0) sv.defence = city + (sv.pawn ? 1 : 0);
    if (v.resolved) {
      sv.loot = s.looted[ix(q)];
      for (int rank = 0; rank < 2; ++rank)
        if (s.hero_tiles[ix(v.pile)][ix(rank)] == q) {
          sv.hero_rank = rank;
          sv.hero = inv.hero[ix(rank)];
        }
      sv.status = sv.loot > 0 ? "looted" : "held";
    } else if (assigning) {
      sv.status = !detail::needs_assignment(p) ? "committed"
                  : q < s.commit_seat          ? "assigned"
                  : q == s.commit_seat         ? "assigning"
                                               : "to-assign";
    } else {
      sv.status = q < s.commit_seat ? "committed" : q == s.commit_seat ? "deciding" : "waiting";
    }
  }
  return v;
}

// "2A", "1A+1g+2p" (g, p: 2 GOLD or 2 PIL standing in for an army), "0".
std::string units(int armies, int gold_pairs, int pil_pairs) {
  std::string t;
  if (armies) t = std::to_string(armies) + "A";
  if (gold_pairs) t += (t.empty() ? "" : "+") + std::to_string(gold_pairs) + "g";
  if (pil_pairs) t += (t.empty() ? "" : "+") + std::to_string(pil_pairs) + "p";
  return t.empty() ? "0" : t;
}

std::string pad(std::string t, std::size_t width, bool right = false) {
  if (t.size() >= width) return t + " ";
  const std::string fill(width - t.size(), ' ');
  return right ? fill + t : t + fill;
}

std::string hero_name(int pile, int rank) {
  return std::string(1, kPileLetter[pile]) + (rank == 0 ? "-hi" : "-lo");
}

std::string name_of(const State& s, int seat) {
  return Comuni::seat_name(s, static_cast<Seat>(seat));
}

nlohmann::json invasion_json(const State& s, const InvasionView& v) {
  using nlohmann::json;
  const InvaderData& inv = s.data().invaders[ix(v.pile)];
  const int n = s.num_players;
  json j = {{"pile", std::string(1, kPileLetter[v.pile])},
            {"invader", inv.name},
            {"base", inv.base},
            {"table", s.data().invasion_table[ix(v.pile)][ix(n - 2)]},
            {"state", v.resolved                 ? "resolved"
                      : s.phase == Phase::Assign ? "assign"
                                                 : "commit"},
            {"deciding", v.deciding >= 0 ? json(name_of(s, v.deciding)) : json(nullptr)},
            {"pawn", name_of(s, s.invasion_pawn)},
            {"lowest_vp", v.lowest_vp},
            {"alliance", v.alliance}};
  json seats = json::array();
  for (int q = 0; q < n; ++q) {
    const SeatView& sv = v.seats[ix(q)];
    const Commitment& c = sv.commit;
    const auto part = [](int armies, int gold_pairs, int pil_pairs) {
      return json{{"armies", armies},
                  {"gold_pairs", gold_pairs},
                  {"pil_pairs", pil_pairs},
                  {"units", armies + gold_pairs + pil_pairs}};
    };
    json js = {{"comune", name_of(s, q)},
               {"vp", sv.vp},
               {"attack", sv.attack},
               {"left", sv.left},
               {"status", sv.status},
               {"pawn", sv.pawn},
               {"alliance",
                c.stage >= 1 ? part(c.alliance_armies, c.alliance_gold_pairs, c.alliance_pil_pairs)
                             : json(nullptr)},
               {"defence_units",
                c.stage >= 2 ? part(c.defence_armies, c.defence_gold_pairs, c.defence_pil_pairs)
                             : json(nullptr)},
               {"defence", sv.defence >= 0 ? json(sv.defence) : json(nullptr)},
               {"loot", v.resolved ? json(sv.loot) : json(nullptr)},
               {"hero", v.resolved ? json(sv.hero) : json(nullptr)}};
    seats.push_back(js);
  }
  j["seats"] = seats;
  if (v.resolved) {
    json tiles = json::array();
    for (int rank = 0; rank < 2; ++rank) {
      const int to = s.hero_tiles[ix(v.pile)][ix(rank)];
      tiles.push_back({{"tile", hero_name(v.pile, rank)},
                       {"value", inv.hero[ix(rank)]},
                       {"to", to >= 0 ? json(name_of(s, to)) : json(nullptr)}});
    }
    j["hero_tiles"] = tiles;
  }
  return j;
}

}  // namespace

namespace detail {

void render_invasion(std::ostringstream& o, const State& s) {
  const InvasionView v = invasion_view(s);
  if (v.pile < 0) return;
  const InvaderData& inv = s.data().invaders[ix(v.pile)];
  const int n = s.num_players;
  o << "\n  " << (v.resolved ? "last invasion " : "invasion ") << kPileLetter[v.pile] << ": "
    << inv.name << " (base " << inv.base << ")";
  if (v.resolved)
    o << ", resolved";
  else if (s.phase == Phase::Assign)
    o << ", ramparts: " << name_of(s, v.deciding) << " assigns now";
  else
    o << ", commitments in seat order: " << name_of(s, v.deciding) << " decides now";
  o << "\n    pile " << kPileLetter[v.pile] << " ran out ("
    << s.data().invasion_table[ix(v.pile)][ix(n - 2)] << " cards at " << n << " players)"
    << (v.pile == kPiles - 1 ? ", then the final round was played" : "") << "\n    attack = base "
    << inv.base << " + own VP - lowest VP (" << v.lowest_vp << "); left = attack - alliance ("
    << v.alliance << (v.resolved ? "" : " so far")
    << ")\n    defence = the units' worth on the ramparts (C-4.5) + 1 for the pawn\n";
  o << "    " << pad("comune", 16) << pad("VP", 4, true) << pad("attack", 8, true) << "  "
    << pad("ally", 10) << pad("def", 10) << pad("defence", 8, true) << pad("left", 6, true) << "  "
    << (v.resolved ? "outcome" : "commitment") << "\n";
  for (int q = 0; q < n; ++q) {
    const SeatView& sv = v.seats[ix(q)];
    const Commitment& c = sv.commit;
    const std::string ally =
        c.stage >= 1 ? units(c.alliance_armies, c.alliance_gold_pairs, c.alliance_pil_pairs) : "?";
    const std::string def =
        c.stage >= 2 ? units(c.defence_armies, c.defence_gold_pairs, c.defence_pil_pairs) : "?";
    o << "    " << pad(name_of(s, q) + (sv.pawn ? " (pawn)" : ""), 16)
      << pad(std::to_string(sv.vp), 4, true) << pad(std::to_string(sv.attack), 8, true) << "  "
      << pad(ally, 10) << pad(def, 10)
      << pad(sv.defence < 0 ? "?" : std::to_string(sv.defence), 8, true)
      << pad(std::to_string(sv.left), 6, true) << "  ";
    const std::string_view st = sv.status;
    if (v.resolved) {
      o << (sv.loot > 0 ? "looted: " + std::to_string(sv.loot) + " loot tile(s)" : "held");
      if (sv.hero_rank >= 0)
        o << ", hero tile " << hero_name(v.pile, sv.hero_rank) << " (" << sv.hero << " VP)";
    } else if (st == "deciding") {
      o << (c.stage == 0 ? "deciding now: alliance" : "deciding now: defence");
    } else if (st == "waiting") {
      o << "not decided yet";
    } else if (st == "assigning") {
      o << "assigning the ramparts now";
    } else if (st == "to-assign") {
      o << "committed, assigns the ramparts later";
    } else {
      o << st;
    }
    o << "\n";
  }
  if (v.resolved) {
    o << "    hero tiles:";
    for (int rank = 0; rank < 2; ++rank) {
      const int to = s.hero_tiles[ix(v.pile)][ix(rank)];
      o << (rank ? "," : "") << " " << hero_name(v.pile, rank) << " (" << inv.hero[ix(rank)]
        << " VP) " << (to >= 0 ? name_of(s, to) : std::string("discarded"));
    }
    o << "\n    every committed unit went to the supply; a loot tile costs 1 VP at the end\n";
  }
}

nlohmann::json invasion_json(const State& s) {
  const InvasionView v = invasion_view(s);
  return v.pile >= 0 ? invasion_json(s, v) : nlohmann::json();
}

}  // namespace detail
}  // namespace arbiter::comuni
