// State queries, JSON, hash and text views; the invasion in them is drawn by
// serialize_invasion.cpp.
#include <algorithm>
#include <sstream>
#include <string_view>
#include <type_traits>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"
#include "engine/core/state_hash.h"

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
  if (nlohmann::json v = detail::invasion_json(s); !v.is_null()) j["invasion"] = std::move(v);
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
  detail::render_invasion(o, s);
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
  for (int q = 0; q < s.num_players; ++q)
    o << " " << int(s.players[static_cast<std::size_t>(q)].res[0]);
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
