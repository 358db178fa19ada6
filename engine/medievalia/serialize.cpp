// Views of a state: JSON, text board, one-line excerpt, graph labels, hash and equality.
#include <cstring>
#include <sstream>

#include "engine/core/state_hash.h"
#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

// Everything after the config pointer is the value; the layout has no padding (static_assert).
const unsigned char* value_bytes(const State& s) {
  return reinterpret_cast<const unsigned char*>(&s.table_of);
}
constexpr std::size_t kValueSize = sizeof(State) - offsetof(State, table_of);

const char* kPhaseNames[kPhases] = {"setup: first player",
                                    "setup: reminder cards",
                                    "draft",
                                    "draw (chance)",
                                    "building reveal",
                                    "forced upkeep removal",
                                    "step 1: draw",
                                    "step 3: actions",
                                    "transaction",
                                    "step 4: external movement",
                                    "step 4: war",
                                    "combat: deployment",
                                    "combat: blocking",
                                    "combat: targets",
                                    "combat: strike-back",
                                    "combat: +0/1 bonuses",
                                    "combat: allocation order",
                                    "combat: Pretre/Archer",
                                    "game over"};

const char* kEndNames[4] = {"none", "prestige (M-7.1)", "military (M-7.2, M-7.3)",
                            "card shortage (M-7.4)"};

std::string flags_text(const Card& c) {
  std::string t;
  if (c.flags & kTapped) t += " tapped";
  if (c.damage) t += " dmg" + std::to_string(c.damage);
  if (c.heals) t += " healed" + std::to_string(c.heals);
  if (c.bonus) t += " +0/" + std::to_string(c.bonus);
  return t;
}

std::string hand_text(const State& s, int p) {
  const Player& pl = s.player(p);
  std::string t;
  for (int k = 0; k < s.cfg().num_types; ++k)
    if (pl.hand[static_cast<std::size_t>(k)])
      t += " " + type_name(s, k) +
           (pl.hand[static_cast<std::size_t>(k)] > 1
                ? "x" + std::to_string(pl.hand[static_cast<std::size_t>(k)])
                : "");
  for (int k = 0; k < kDrawPiles; ++k)
    if (pl.unknown[static_cast<std::size_t>(k)])
      t += " ?" + std::string(1, kPileLetter[k]) + "x" +
           std::to_string(pl.unknown[static_cast<std::size_t>(k)]);
  return t.empty() ? " -" : t;
}

}  // namespace

static_assert(std::has_unique_object_representations_v<Card>);
static_assert(std::has_unique_object_representations_v<Player>);
static_assert(std::has_unique_object_representations_v<Txn>);
static_assert(std::has_unique_object_representations_v<Combat>);
static_assert(std::has_unique_object_representations_v<State>);

bool operator==(const State& a, const State& b) {
  return std::memcmp(value_bytes(a), value_bytes(b), kValueSize) == 0;
}

std::uint64_t Medievalia::hash(const State& s) {
  StateHash h;
  h.bytes(value_bytes(s), kValueSize);
  return h.digest();
}

nlohmann::json Medievalia::to_json(const State& s) {
  using nlohmann::json;
  json j;
  j["game"] = "medievalia";
  j["phase"] = kPhaseNames[static_cast<int>(s.phase)];
  j["turn"] = s.turn;
  j["active"] = seat_name(s, static_cast<Seat>(s.active));
  j["to_move"] = seat_name(s, current_seat(s));
  json players = json::array();
  for (int p = 0; p < s.num_players; ++p) {
    const Player& pl = s.player(p);
    json hand = json::object();
    for (int t = 0; t < s.cfg().num_types; ++t)
      if (pl.hand[static_cast<std::size_t>(t)])
        hand[type_name(s, t)] = pl.hand[static_cast<std::size_t>(t)];
    json unseen = json::object();
    for (int k = 0; k < kDrawPiles; ++k)
      if (pl.unknown[static_cast<std::size_t>(k)])
        unseen[std::string(1, kPileLetter[k])] = pl.unknown[static_cast<std::size_t>(k)];
    players.push_back({{"seat", seat_name(s, static_cast<Seat>(p))},
                       {"alive", pl.alive != 0},
                       {"vp", vp(s, p)},
                       {"food_capacity", capacity(s, p, Food, true)},
                       {"troops", troops_for_upkeep(s, p)},
                       {"siege", pl.siege},
                       {"hand", hand},
                       {"unseen", unseen}});
  }
  j["players"] = players;
  json fiefs = json::object();
  for (int f = 0; f < s.cfg().num_fiefs; ++f) {
    json cards = json::array();
    for (int i = 0; i < kMaxCards; ++i) {
      const Card& c = s.card(i);
      if (c.zone != Zone::Table || c.fief != f) continue;
      // The category lets a reader (the HTML report's board) tell a City from a territory, a
      // troop or a building without the data file.
      static constexpr const char* kCategoryNames[] = {
          "city", "territory", "character", "military", "civil_building", "military_building"};
      json e = {
          {"card", card_name(s, i)},
          {"category", kCategoryNames[static_cast<int>(
                           s.cfg().types[s.cfg().type_of[static_cast<std::size_t>(i)]].category)]},
          {"owner", seat_name(s, static_cast<Seat>(c.owner))},
          {"tapped", (c.flags & kTapped) != 0}};
      if (c.host != kNone) e["on"] = card_name(s, c.host);
      // This turn's damage (allocated and shot), the Prêtre's heals, and the damage they leave,
      // which eliminates the card at its defence (M-3.16.3): a checkpoint may assert each.
      if (c.damage) e["damage"] = c.damage;
      if (c.heals) e["heals"] = c.heals;
      if (c.damage) e["net_damage"] = net_damage(c);
      cards.push_back(e);
    }
    fiefs[fief_name(s, f)] = cards;
  }
  j["fiefs"] = fiefs;
  json piles = json::object();
  for (int k = 0; k < kDrawPiles; ++k)
    piles[std::string(1, kPileLetter[k])] = {
        {"size", s.pile_size[static_cast<std::size_t>(k)]},
        {"reminder", s.reminder[static_cast<std::size_t>(k)] == kNone
                         ? json(nullptr)
                         : json(type_name(s, s.reminder[static_cast<std::size_t>(k)]))}};
  j["draw_piles"] = piles;
  json bp = json::array();
  for (int k = 0; k < kBuildingPiles; ++k)
    bp.push_back({{"top", s.building_top[static_cast<std::size_t>(k)] == kNone
                              ? json(nullptr)
                              : json(type_name(s, s.building_top[static_cast<std::size_t>(k)]))},
                  {"face_down", s.building_hidden[static_cast<std::size_t>(k)]}});
  j["building_piles"] = bp;
  if (s.phase == Phase::Txn)
    j["transaction"] = {{"pool", res_letters(s.txn.pool)}, {"cost", res_letters(txn_cost(s))}};
  if (s.phase == Phase::GameOver) {
    j["scores"] = scores(s);
    j["end"] = kEndNames[s.end_reason];
  }
  return j;
}

std::string Medievalia::render_text(const State& s) {
  std::ostringstream o;
  o << "Medievalia, turn " << s.turn << ", " << kPhaseNames[static_cast<int>(s.phase)];
  if (const Seat who = current_seat(s); who >= 0) o << ", " << seat_name(s, who) << " to act";
  o << "\n";
  for (int f = 0; f < s.cfg().num_fiefs; ++f) {
    o << "[" << fief_name(s, f) << "]";
    bool any = false;
    for (int i = 0; i < kMaxCards; ++i) {
      const Card& c = s.card(i);
      if (c.zone != Zone::Table || c.fief != f || c.host != kNone) continue;
      any = true;
      o << "\n  " << card_name(s, i) << " (P" << c.owner + 1 << ")" << flags_text(c);
      for (int k = 0; k < kMaxCards; ++k)
        if (s.card(k).zone == Zone::Table && s.card(k).host == i)
          o << "\n    + " << card_name(s, k) << flags_text(s.card(k));
    }
    o << (any ? "\n" : " empty\n");
  }
  for (int p = 0; p < s.num_players; ++p) {
    const Player& pl = s.player(p);
    o << "P" << p + 1 << (pl.alive ? "" : " (eliminated)") << ": " << vp(s, p) << " VP, troops "
      << troops_for_upkeep(s, p) << "/" << 2 * capacity(s, p, Food, true) << ", siege "
      << int{pl.siege} << ", hand" << hand_text(s, p) << "\n";
  }
  o << "draw piles: T " << int{s.pile_size[0]} << ", M " << int{s.pile_size[1]} << ", C "
    << int{s.pile_size[2]} << "; buildings:";
  for (int k = 0; k < kBuildingPiles; ++k)
    o << " "
      << (s.building_top[static_cast<std::size_t>(k)] == kNone
              ? "-"
              : type_name(s, s.building_top[static_cast<std::size_t>(k)]))
      << "+" << int{s.building_hidden[static_cast<std::size_t>(k)]};
  o << "\n";
  if (s.phase == Phase::Txn)
    o << "transaction pool " << res_letters(s.txn.pool) << ", cost " << res_letters(txn_cost(s))
      << "\n";
  if (s.phase == Phase::GameOver) {
    o << "game over by " << kEndNames[s.end_reason] << ": ";
    if (!s.winner_mask) o << "a draw";
    for (int p = 0; p < s.num_players; ++p)
      if ((s.winner_mask >> p) & 1) o << "P" << p + 1 << " ";
    o << (s.winner_mask ? "won\n" : "\n");
  }
  return o.str();
}

std::string Medievalia::excerpt(const State& s) {
  // Parts separated by "; ", as the other games' excerpts ("..., P1 to act, AP 2/5; scores 4 5").
  std::string t = "turn " + std::to_string(s.turn) + ", " + kPhaseNames[static_cast<int>(s.phase)];
  if (const Seat who = current_seat(s); who >= 0) t += ", " + seat_name(s, who) + " to act";
  for (int p = 0; p < s.num_players; ++p)
    t += "; P" + std::to_string(p + 1) + " " + std::to_string(vp(s, p)) + " VP hand" +
         hand_text(s, p);
  if (s.phase == Phase::Txn)
    t += "; pool " + res_letters(s.txn.pool) + " cost " + res_letters(txn_cost(s));
  if (s.phase == Phase::GameOver) {
    t += std::string("; ended by ") + kEndNames[s.end_reason] + ",";
    for (int p = 0; p < s.num_players; ++p)
      if ((s.winner_mask >> p) & 1) t += " P" + std::to_string(p + 1);
    t += s.winner_mask ? " won" : " a draw";
  }
  return t;
}

std::string Medievalia::state_label(const State& s) {
  std::string t = "T" + std::to_string(s.turn) + " " + seat_name(s, current_seat(s)) + "\n" +
                  kPhaseNames[static_cast<int>(s.phase)] + "\nVP";
  for (int p = 0; p < s.num_players; ++p) t += (p ? "/" : " ") + std::to_string(vp(s, p));
  // Cards in hand (seen or not) and on the table by seat, and any siege counter: what a turn
  // of Medievalia moves.
  std::array<int, kMaxPlayers> hand{}, table{};
  for (int p = 0; p < s.num_players; ++p) {
    for (int k = 0; k < s.cfg().num_types; ++k)
      hand[static_cast<std::size_t>(p)] += s.player(p).hand[static_cast<std::size_t>(k)];
    for (int k = 0; k < kDrawPiles; ++k)
      hand[static_cast<std::size_t>(p)] += s.player(p).unknown[static_cast<std::size_t>(k)];
  }
  for (int i = 0; i < kMaxCards; ++i)
    if (s.card(i).zone == Zone::Table && s.card(i).owner < s.num_players) ++table[s.card(i).owner];
  t += "\nhand";
  for (int p = 0; p < s.num_players; ++p)
    t += (p ? "/" : " ") + std::to_string(hand[static_cast<std::size_t>(p)]);
  t += " table";
  for (int p = 0; p < s.num_players; ++p)
    t += (p ? "/" : " ") + std::to_string(table[static_cast<std::size_t>(p)]);
  bool siege = false;
  for (int p = 0; p < s.num_players; ++p) siege = siege || s.player(p).siege > 0;
  if (siege) {
    t += "\nsiege";
    for (int p = 0; p < s.num_players; ++p)
      t += (p ? "/" : " ") + std::to_string(int(s.player(p).siege));
  }
  return t;
}

TimePath Medievalia::time_path(const State& s) {
  if (s.phase <= Phase::BuildingReveal && s.turn == 0) return {"Setup"};
  return {"Turn " + std::to_string(s.turn), "Turn of P" + std::to_string(s.active + 1)};
}

}  // namespace arbiter::medievalia
