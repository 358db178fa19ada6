// State queries, JSON, hash and text views.
#include <algorithm>
#include <sstream>
#include <string_view>
#include <type_traits>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni {
namespace {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::SetupComuni:
      return "setup-comuni";
    case Phase::SetupDisplay:
      return "setup-display";
    case Phase::Projects:
      return "phase-1-projects";
    case Phase::Displaced:
      return "phase-1-displaced";
    case Phase::Refill:
      return "phase-2-refill";
    case Phase::Commit:
      return "invasion-commit";
    case Phase::Assign:
      return "invasion-assign";
    case Phase::Build:
      return "phase-3-build";
    case Phase::Discard:
      return "phase-3-discard";
    case Phase::Repair:
      return "phase-5-repair";
    case Phase::GameOver:
      return "game-over";
  }
  return "?";
}

std::string resources(const std::array<std::uint8_t, kResources>& r) {
  std::string t;
  for (int k = 0; k < kResources; ++k)
    t += (k ? " " : "") + std::to_string(r[static_cast<std::size_t>(k)]) + kResourceLetter[k];
  return t;
}

std::string hand(const Player& p) {
  std::string t;
  for (int i = 0; i < p.hand_size; ++i)
    t += (i ? " " : "") + card_name(p.hand[static_cast<std::size_t>(i)]);
  return t.empty() ? "-" : t;
}

std::string buildings(const Player& p) {
  std::string t;
  for (int i = 0; i < p.num_buildings; ++i)
    t += (i ? " " : "") +
         std::string(1, kCategoryLetter[p.buildings[static_cast<std::size_t>(i)].category]) +
         std::to_string(p.buildings[static_cast<std::size_t>(i)].floors);
  return t.empty() ? "-" : t;
}

// C-5.7: the highest final score; ties go to the lowest comune number (= the lowest seat).
int winner(const State& s) {
  const std::vector<int> sc = Comuni::scores(s);
  int best = 0;
  for (int q = 1; q < s.num_players; ++q)
    if (sc[static_cast<std::size_t>(q)] > sc[static_cast<std::size_t>(best)]) best = q;
  return best;
}

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

bool operator==(const State& a, const State& b) {
  return a.phase == b.phase && a.num_players == b.num_players && a.active == b.active &&
         a.pawn == b.pawn && a.players == b.players && a.columns == b.columns &&
         a.columns_in_use == b.columns_in_use && a.piles == b.piles && a.pile_size == b.pile_size &&
         a.supply == b.supply && a.bonus_ramparts == b.bonus_ramparts &&
         a.loot_supply == b.loot_supply && a.master == b.master && a.hero_tiles == b.hero_tiles &&
         a.claimed == b.claimed && a.displaced == b.displaced &&
         a.displaced_gold == b.displaced_gold && a.displaced_from == b.displaced_from &&
         a.invasions == b.invasions && a.invading == b.invading &&
         a.pending_invasion == b.pending_invasion && a.commit_seat == b.commit_seat &&
         a.looted == b.looted && a.defended == b.defended && a.invasion_vp == b.invasion_vp &&
         a.invasion_pawn == b.invasion_pawn && a.revealed == b.revealed &&
         a.building_steps == b.building_steps && a.rampart_steps == b.rampart_steps &&
         a.actions_bought == b.actions_bought && a.drawer == b.drawer &&
         a.final_round == b.final_round && a.final_turns_done == b.final_turns_done &&
         a.setup_picks == b.setup_picks && a.discarded == b.discarded;
}

std::string Comuni::seat_name(const State& s, Seat seat) {
  if (seat == kChanceSeat) return "chance";
  if (seat < 0 || seat >= s.num_players) return "nobody";
  const int c = s.players[static_cast<std::size_t>(seat)].comune;
  return c ? s.data().comuni[static_cast<std::size_t>(c - 1)].name
           : "seat " + std::to_string(seat + 1);
}

std::uint64_t Comuni::hash(const State& s) {
  StateHash h;
  h.value(s.phase);
  h.value(s.num_players);
  h.value(s.active);
  h.value(s.pawn);
  for (const Player& p : s.players) {
    h.value(p.comune);
    h.value(p.res);
    h.value(p.envoys);
    h.value(p.vp);
    h.value(p.loot);
    h.value(p.hero);
    h.value(p.active);
    h.value(p.num_buildings);
    h.value(p.num_sections);
    h.value(p.hand_size);
    h.value(p.buildings);
    h.value(p.sections);
    h.value(p.hand);
    h.value(p.bonus_cards);
    h.value(p.turns);
    h.value(p.commit.alliance_armies);
    h.value(p.commit.alliance_gold_pairs);
    h.value(p.commit.alliance_pil_pairs);
    h.value(p.commit.defence_armies);
    h.value(p.commit.defence_gold_pairs);
    h.value(p.commit.defence_pil_pairs);
    h.value(p.commit.stage);
  }
  for (const Column& c : s.columns) {
    h.value(c.cards);
    h.value(c.count);
    h.value(c.envoy);
    h.value(c.gold);
  }
  h.value(s.piles);
  h.value(s.supply);
  h.value(s.bonus_ramparts);
  h.value(s.loot_supply);
  h.value(s.master);
  h.value(s.hero_tiles);
  h.value(s.claimed);
  h.value(s.displaced);
  h.value(s.displaced_gold);
  h.value(s.displaced_from);
  h.value(s.invasions);
  h.value(s.invading);
  h.value(s.pending_invasion);
  h.value(s.commit_seat);
  h.value(s.looted);
  h.value(s.defended);
  h.value(s.invasion_vp);
  h.value(s.invasion_pawn);
  static_assert(std::has_unique_object_representations_v<Commitment>);  // bytes = value
  h.value(s.revealed);
  h.value(s.building_steps);
  h.value(s.rampart_steps);
  h.value(s.actions_bought);
  h.value(s.drawer);
  h.value(s.final_round);
  h.value(s.final_turns_done);
  h.value(s.setup_picks);
  h.value(s.discarded);
  return h.digest();
}

nlohmann::json Comuni::to_json(const State& s) {
  using nlohmann::json;
  json j = {{"game", "comuni"},
            {"phase", phase_name(s.phase)},
            {"to_move", seat_name(s, current_seat(s))},
            {"pawn", seat_name(s, s.pawn)},
            {"invasions", s.invasions},
            {"final_round", s.final_round}};
  j["piles"] = json::array();
  for (int p = 0; p < kPiles; ++p) j["piles"].push_back(s.pile_size[static_cast<std::size_t>(p)]);
  j["marker"] = s.current_pile() < 0 ? 0 : s.pile_size[static_cast<std::size_t>(s.current_pile())];
  j["supply"] = resources(s.supply);
  j["columns"] = json::array();
  for (int c = 0; c < s.columns_in_use; ++c) {
    const Column& col = s.columns[static_cast<std::size_t>(c)];
    json cards = json::array();
    for (int i = 0; i < col.count; ++i)
      cards.push_back(card_name(col.cards[static_cast<std::size_t>(i)]));
    json jc = {{"column", c + 1}, {"cards", cards}};
    if (col.envoy >= 0) jc["bid"] = {{"envoy", seat_name(s, col.envoy)}, {"gold", col.gold}};
    j["columns"].push_back(jc);
  }
  j["players"] = json::array();
  for (int q = 0; q < s.num_players; ++q) {
    const Player& p = s.players[static_cast<std::size_t>(q)];
    json masters = json::array();
    for (int k = 0; k < kCategories; ++k)
      if (s.master[static_cast<std::size_t>(k)] == q)
        masters.push_back(std::string(1, kCategoryLetter[k]));
    std::vector<int> sections(p.sections.begin(), p.sections.begin() + p.num_sections);
    j["players"].push_back({{"comune", seat_name(s, static_cast<Seat>(q))},
                            {"vp", p.vp},
                            {"resources", resources(p.res)},
                            {"envoys_in_stock", p.envoys},
                            {"hand", hand(p)},
                            {"buildings", buildings(p)},
                            {"ramparts", sections},
                            {"loot", p.loot},
                            {"masters", masters},
                            {"active", p.active},
                            {"hero", std::vector<int>(p.hero.begin(), p.hero.end())}});
  }
  if (const InvasionView v = invasion_view(s); v.pile >= 0) j["invasion"] = invasion_json(s, v);
  if (s.phase == Phase::GameOver) {
    json fs = json::array();
    for (const auto& f : detail::final_scores(s))
      fs.push_back({{"vp", f.vp},
                    {"masters", f.masters},
                    {"majorities", f.majorities},
                    {"heroes", f.heroes},
                    {"loot", f.loot},
                    {"set_bonus", f.set_bonus},
                    {"total", f.total}});
    j["final_scores"] = fs;
    j["winner"] = seat_name(s, static_cast<Seat>(winner(s)));
  }
  return j;
}

std::string Comuni::render_text(const State& s) {
  std::ostringstream o;
  o << excerpt(s) << "\n\n  piles A-D: " << int(s.pile_size[0]) << " " << int(s.pile_size[1]) << " "
    << int(s.pile_size[2]) << " " << int(s.pile_size[3]) << "   supply " << resources(s.supply)
    << "   bonus ramparts " << int(s.bonus_ramparts) << "\n";
  for (int c = 0; c < s.columns_in_use; ++c) {
    const Column& col = s.columns[static_cast<std::size_t>(c)];
    o << "  column " << c + 1 << (s.data().bonus_column[static_cast<std::size_t>(c)] ? "+" : " ")
      << " [";
    for (int i = 0; i < s.data().column_capacity[static_cast<std::size_t>(c)]; ++i)
      o << (i ? " " : "")
        << (i < col.count ? card_name(col.cards[static_cast<std::size_t>(i)]) : std::string("--"));
    o << "]";
    if (col.envoy >= 0) o << "  bid: " << seat_name(s, col.envoy) << " " << int(col.gold) << "G";
    o << "\n";
  }
  o << "\n";
  for (int q = 0; q < s.num_players; ++q) {
    const Player& p = s.players[static_cast<std::size_t>(q)];
    o << "  " << seat_name(s, static_cast<Seat>(q)) << (q == s.pawn ? " (pawn)" : "") << ": VP "
      << p.vp << ", " << resources(p.res) << ", envoys " << int(p.envoys) << ", loot "
      << int(p.loot) << "\n      hand " << hand(p) << "; buildings " << buildings(p)
      << "; ramparts";
    for (int i = 0; i < p.num_sections; ++i)
      o << " " << int(p.sections[static_cast<std::size_t>(i)]);
    o << "; active ";
    for (int k = 0; k < kCategories; ++k)
      if ((p.active >> k) & 1) o << kCategoryLetter[k];
    o << "; masters ";
    for (int k = 0; k < kCategories; ++k)
      if (s.master[static_cast<std::size_t>(k)] == q) o << kCategoryLetter[k];
    o << "\n";
  }
  render_invasion(o, s);
  return o.str();
}

std::string Comuni::excerpt(const State& s) {
  std::ostringstream o;
  o << phase_name(s.phase);
  const Seat who = current_seat(s);
  if (who >= 0) o << ", " << seat_name(s, who) << " to act";
  if (s.phase != Phase::SetupComuni) o << ", turn of " << seat_name(s, s.active);
  if (s.invading >= 0) o << ", invasion " << kPileLetter[s.invading];
  if (s.final_round) o << ", final round";
  o << "; VP";
  for (int q = 0; q < s.num_players; ++q) o << " " << s.players[static_cast<std::size_t>(q)].vp;
  if (s.phase == Phase::GameOver) {
    o << "; final";
    for (int v : scores(s)) o << " " << v;
    o << "; winner " << seat_name(s, static_cast<Seat>(winner(s)));
  }
  return o.str();
}

std::string Comuni::state_label(const State& s) {
  std::ostringstream o;
  o << phase_name(s.phase);
  if (current_seat(s) >= 0) o << "\n" << seat_name(s, current_seat(s));
  o << "\nVP";
  for (int v : scores(s)) o << " " << v;
  // Gold by seat, and how near the next invasion is: the pile's marker and invasions so far.
  o << "\ngold";
  for (int q = 0; q < s.num_players; ++q) o << " " << int(s.players[static_cast<std::size_t>(q)].res[0]);
  const int pile = s.current_pile();
  o << "\ninvasions " << int(s.invasions) << ", marker "
    << (pile < 0 ? 0 : int(s.pile_size[static_cast<std::size_t>(pile)]));
  return o.str();
}

std::string Comuni::not_over_reason(const State& s) {
  const int n = s.num_players;
  const auto num = [](int v) { return std::to_string(v); };
  const auto pile_name = [](int p) { return std::string(1, kPileLetter[p]); };
  switch (s.phase) {
    case Phase::GameOver:
      return "";
    case Phase::SetupComuni:
      return "setup: " + num(s.setup_picks) + " of " + num(n) + " comuni drawn";
    case Phase::SetupDisplay: {
      int shown = 0;
      for (int c = 0; c < s.columns_in_use; ++c)
        shown += s.columns[static_cast<std::size_t>(c)].count;
      return "setup: " + num(shown) + " of " + num(s.data().display_size(n)) +
             " cards of the first display drawn";
    }
    default:
      break;
  }
  // How far the end is: piles left, or the final round.
  std::string end;
  const int pile = s.current_pile();
  if (s.final_round) {
    end = s.invading == kPiles - 1
              ? "the final round is over and the Emperor's invasion is under way"
              : "final round: " + num(s.final_turns_done) + " of " + num(n) +
                    " final turns played, then the Emperor invades";
  } else if (pile >= 0) {
    end = "the final round has not started: pile " + pile_name(pile) + " still holds " +
          num(s.pile_size[static_cast<std::size_t>(pile)]) + " card(s)";
    if (pile + 1 < kPiles)
      end += pile + 2 < kPiles ? " (piles " + pile_name(pile + 1) + " to D follow)"
                               : " (pile D follows)";
  } else {
    end = "pile D is exhausted: " + seat_name(s, s.drawer) +
          " finishes this turn, then every player plays a final turn and the Emperor invades";
  }
  // What is expected now.
  std::string now;
  const std::string who = seat_name(s, current_seat(s));
  switch (s.phase) {
    case Phase::Commit:
    case Phase::Assign: {
      const InvaderData& inv = s.data().invaders[static_cast<std::size_t>(s.invading)];
      now = "invasion " + pile_name(s.invading) + " (" + inv.name + "): " + who +
            (s.phase == Phase::Commit ? " has not committed yet (ally:, then def:)"
                                      : " has not assigned the ramparts yet (assign:)");
      break;
    }
    case Phase::Displaced:
      now = "turn of " + seat_name(s, s.active) + ", phase 1: " + who +
            "'s outbid envoy waits (back or move:)";
      break;
    case Phase::Refill:
      now = "turn of " + seat_name(s, s.active) + ", phase 2: the display is being refilled";
      break;
    case Phase::Projects:
      now = "turn of " + who + ", phase 1";
      break;
    case Phase::Build:
    case Phase::Discard:
      now = "turn of " + who + ", phase 3";
      break;
    case Phase::Repair:
      now = "turn of " + who + ", phase 5";
      break;
    default:
      break;
  }
  return end + "; " + now;
}

TimePath Comuni::time_path(const State& s) {
  if (s.phase == Phase::SetupComuni || s.phase == Phase::SetupDisplay) return {"Setup"};
  if (s.phase == Phase::GameOver) return {"End"};
  std::string era = s.final_round
                        ? "Final round"
                        : "Pile " + std::string(1, kPileLetter[std::max(0, s.current_pile())]);
  if (s.current_pile() < 0 && !s.final_round) era = "Pile D exhausted";
  if (s.invading >= 0)
    return {era, "Invasion " + std::string(1, kPileLetter[s.invading]) + ": " +
                     s.data().invaders[static_cast<std::size_t>(s.invading)].name};
  const Player& p = s.players[s.active];
  return {era, "Turn " + std::to_string(p.turns + 1) + " of " + seat_name(s, s.active)};
}

}  // namespace arbiter::comuni
