// Reading a Comuni position: the comuni in play, the phase, and the seat lines.
#include <algorithm>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/comuni/position_internal.h"
#include "engine/comuni/rules_internal.h"
#include "engine/core/suggest.h"

namespace arbiter::comuni::position_detail {

// ---- comuni, phase ------------------------------------------------------------------------

bool Reader::read_comuni() {
  const Field* f = field("comuni");
  const bool drawing = s_.phase == Phase::SetupComuni;
  if (!f) {
    if (drawing) return true;
    return fail("comuni", "missing: a position names the comuni in play, lowest first (`comuni " +
                              std::string(d_.comuni[0].name) + " " + d_.comuni[2].name + " " +
                              d_.comuni[4].name + "` at 3 players)");
  }
  if (f->values.size() > ix(n_))
    return fail("comuni", num(static_cast<int>(f->values.size())) + " comuni for " + num(n_) +
                              " players (the players option)");
  for (std::string_view name : f->values) {
    auto c = comune_number(name);
    if (!c) return fail("comuni", shown(name) + " is not a comune");
    if (!comuni_.empty() && *c <= comuni_.back())
      return fail("comuni", "the comuni are listed in ascending order (" +
                                std::string(d_.comuni[ix(*c - 1)].name) + " after " +
                                std::string(d_.comuni[ix(comuni_.back() - 1)].name) +
                                "), as they take their seats (C-2.8)");
    comuni_.push_back(*c);
  }
  const int picked = static_cast<int>(comuni_.size());
  if (drawing) {
    if (picked == n_)
      return fail("phase", "setup: all " + num(n_) +
                               " comuni are drawn; the first display is drawn next (`phase "
                               "display`)");
    for (int k = 0; k < picked; ++k)  // C-2.8: room left above for the seats still to draw
      if (kComuni - comuni_[ix(k)] < n_ - 1 - k)
        return fail("comuni", std::string(d_.comuni[ix(comuni_[ix(k)] - 1)].name) +
                                  " leaves no room for the comuni still to draw (C-2.8)");
  } else if (picked != n_) {
    return fail("comuni", num(picked) + " comuni for " + num(n_) +
                              " players: every comune is drawn once the setup is over");
  }
  return true;
}

bool Reader::read_phase() {
  s_.phase = Phase::Projects;
  const Field* f = field("phase");
  if (!f) return true;
  if (!arity(*f, 1, 1, "phase 1|2|3|5|discard|invasion|assign|setup|display|over")) return false;
  for (const PhaseName& p : kPhaseNames)
    if (p.name == f->values[0]) {
      s_.phase = p.phase;
      return true;
    }
  return fail("phase", shown(f->values[0]) +
                           " is not a phase: 1, 2, 3, 5 (the turn's phases), discard (end of "
                           "phase 3), invasion, assign, setup, display or over");
}

// ---- Seat lines ---------------------------------------------------------------------------

bool Reader::read_seats() {
  for (const Field& f : fields_) {
    if (is_field(f.key)) continue;
    int q = 0;
    if (!seat(std::string(f.key), f.key, q)) return false;
    if (!read_seat(f, seats_[ix(q)], seat_name(q))) return false;
  }
  return true;
}

bool Reader::read_seat(const Field& f, SeatSpec& sp, const std::string& who) {
  std::string item;
  std::array<bool, kResources> res_seen{};
  std::vector<std::string> seen;
  int values = 0;  // values read for `item`
  const auto single = [](const std::string& i) {
    return i == "bonus" || i == "loot" || i == "turns" || i == "ally" || i == "def" ||
           i == "active" || i == "masters";
  };
  const auto close = [&]() {
    if (!item.empty() && values == 0 && item != "hand" && item != "buildings" &&
        item != "ramparts" && item != "bids" && item != "heroes")
      return fail(who, item + " needs a value");
    return true;
  };
  for (std::string_view tok : f.values) {
    if (is_seat_item(tok)) {
      if (!close()) return false;
      item = std::string(tok);
      if (std::find(seen.begin(), seen.end(), item) != seen.end())
        return fail(who, item + " written twice");
      seen.push_back(item);
      values = 0;
      continue;
    }
    // Resources: "3G", anywhere on the line.
    if (tok.size() >= 2 && tok[0] >= '0' && tok[0] <= '9') {
      if (auto r = parse_resource(tok.back())) {
        int v = 0;
        if (!number(who, tok.substr(0, tok.size() - 1), 0, d_.supply[ix(*r)], v,
                    std::string(kResourceName[*r])))
          return false;
        if (res_seen[ix(*r)]) return fail(who, std::string(kResourceName[*r]) + " written twice");
        res_seen[ix(*r)] = true;
        sp.res[ix(*r)] = v;
        continue;
      }
    }
    if (item.empty()) {
      const auto near =
          nearest(std::vector<std::string>(std::begin(kSeatItems), std::end(kSeatItems)), tok, 2);
      return fail(who, shown(tok) + " is neither a resource (3G 1A 2P 0T) nor an item" +
                           (near.empty() ? " (hand, buildings, ramparts, bids, ...)"
                                         : "; did you mean " + quoted_alternatives(near) + "?"));
    }
    if (single(item) && values == 1) return fail(who, item + " takes one value");
    ++values;
    if (!seat_value(sp, who, item, tok)) return false;
  }
  return close();
}

// `bids 3/2`: 2 GOLD on column 3.
bool Reader::seat_bid(SeatSpec& sp, const std::string& who, std::string_view tok) {
  const auto slash = tok.find('/');
  auto col = count_of(tok.substr(0, slash));
  auto gold = slash == std::string_view::npos ? std::nullopt : count_of(tok.substr(slash + 1));
  if (!col || !gold)
    return fail(who, "bids: " + shown(tok) + " is not COLUMN/GOLD (3/2: 2 GOLD on column 3)");
  if (*col < 1 || *col > s_.columns_in_use)
    return fail(who, "bids: column " + num(*col) + " is not in use (1 to " +
                         num(s_.columns_in_use) + " at " + num(n_) + " players)");
  if (*gold > d_.supply[Gold])
    return fail(who, "bids: " + num(*gold) + " GOLD, the box holds " + num(d_.supply[Gold]));
  if (sp.bids.size() >= ix(d_.envoys_per_player))
    return fail(who, "bids: more than the " + num(d_.envoys_per_player) + " envoys of a comune");
  sp.bids.emplace_back(*col - 1, *gold);
  return true;
}

// `heroes A-hi`: the high tile of invasion A.
bool Reader::seat_hero(SeatSpec& sp, const std::string& who, std::string_view tok) {
  auto pile = tok.size() == 4 ? std::string_view("ABCD").find(tok[0]) : std::string_view::npos;
  const std::string_view rank = tok.size() == 4 ? tok.substr(1) : std::string_view{};
  if (pile == std::string_view::npos || (rank != "-hi" && rank != "-lo"))
    return fail(who, "heroes: " + shown(tok) +
                         " is not a hero tile (A-hi, A-lo, ... D-lo: the invasion, then the "
                         "high or low tile)");
  sp.heroes.emplace_back(static_cast<int>(pile), rank == "-hi" ? 0 : 1);
  return true;
}

// One value of a seat's `item` (hand, buildings, ...) into its spec.
bool Reader::seat_value(SeatSpec& sp, const std::string& who, const std::string& item,
                        std::string_view tok) {
  if (item == "hand") {
    auto t = parse_card(tok);
    if (!t) return fail(who, "hand: " + shown(tok) + " is not a card (E2, MR3, EMCR2, ...)");
    if (sp.hand_size >= kMaxHand) return fail(who, "hand: more than " + num(kMaxHand) + " cards");
    ++sp.hand[*t];
    ++sp.hand_size;
    return true;
  }
  if (item == "buildings") {
    auto k = tok.size() == 2 ? parse_category(tok[0]) : std::nullopt;
    if (!k || tok[1] < '1' || tok[1] > '4')
      return fail(who, "buildings: " + shown(tok) +
                           " is not a building: its category E, M, C or R, then its floors 1-4 "
                           "(E2)");
    if (sp.buildings.size() >= ix(kMaxBuildings))
      return fail(who, "buildings: more than " + num(kMaxBuildings));
    sp.buildings.push_back(Building{u8(*k), u8(tok[1] - '0')});
    return true;
  }
  if (item == "ramparts") {
    int v = 0;
    if (!number(who, tok, 1, kMaxFloors, v, "ramparts: the section's floors")) return false;
    if (sp.ramparts.size() >= ix(kMaxSections))
      return fail(who, "ramparts: more than " + num(kMaxSections) + " sections");
    sp.ramparts.push_back(v);
    return true;
  }
  if (item == "bids") return seat_bid(sp, who, tok);
  if (item == "bonus")
    return number(who, tok, 0, d_.bonus_ramparts, sp.bonus, "bonus: the bonus rampart cards");
  if (item == "loot") return number(who, tok, 0, 255, sp.loot, "loot: the loot tiles");
  if (item == "turns") {
    int v = 0;
    if (!number(who, tok, 0, 65535, v, "turns: the turns played")) return false;
    sp.turns = v;
    return true;
  }
  if (item == "active" || item == "masters") {
    int mask = 0;
    for (char c : tok) {
      auto k = parse_category(c);
      if (!k || ((mask >> *k) & 1))
        return fail(who, item + ": " + shown(tok) +
                             " is not a set of categories (letters E M C R, each once: EM)");
      mask |= 1 << *k;
    }
    (item == "active" ? sp.active : sp.masters) = mask;
    return true;
  }
  if (item == "heroes") return seat_hero(sp, who, tok);
  // ally, def
  auto u = parse_units(tok);
  if (!u || u->armies > 255 || u->gold_pairs > 255 || u->pil_pairs > 255)
    return fail(who, item + ": " + shown(tok) +
                         " is not a commitment: armies, then g and the GOLD pairs, p and the PIL "
                         "pairs (2, 1g1, 0p2)");
  (item == "ally" ? sp.ally : sp.def) = *u;
  return true;
}

// Puts the seat specs into the players (what needs no other field).
bool Reader::place_seats() {
  for (int q = 0; q < static_cast<int>(comuni_.size()); ++q) {
    const SeatSpec& sp = seats_[ix(q)];
    Player& p = s_.players[ix(q)];
    const std::string who = seat_name(q);
    p.comune = u8(comuni_[ix(q)]);
    if (setup() &&
        (sp.hand_size || !sp.buildings.empty() || !sp.ramparts.empty() || !sp.bids.empty() ||
         sp.bonus || sp.loot || sp.active || sp.masters || !sp.heroes.empty() || sp.ally || sp.def))
      return fail(who, "during the setup a comune holds only its resources");
    for (int r = 0; r < kResources; ++r) p.res[ix(r)] = u8(sp.res[ix(r)]);
    for (int t = 0; t < kCardTypes; ++t)
      for (int k = 0; k < sp.hand[ix(t)]; ++k) p.hand[p.hand_size++] = u8(t);
    for (const Building& b : sp.buildings) p.buildings[p.num_buildings++] = b;
    std::sort(p.buildings.begin(), p.buildings.begin() + p.num_buildings,
              [](const Building& x, const Building& y) {
                return x.category != y.category ? x.category < y.category : x.floors > y.floors;
              });
    for (int f : sp.ramparts) p.sections[p.num_sections++] = u8(f);
    std::sort(p.sections.begin(), p.sections.begin() + p.num_sections, std::greater<>());
    int vp = 0;
    for (int i = 0; i < p.num_buildings; ++i) vp += triangle(p.buildings[ix(i)].floors);
    p.vp = static_cast<std::int16_t>(vp);  // INV-31
    // C-3.3.10: every bonus card is a section that some section reaching floor 4 yielded.
    int fourth = 0;
    for (int i = 0; i < p.num_sections; ++i) fourth += p.sections[ix(i)] == kMaxFloors;
    if (sp.bonus > fourth)
      return fail(who, "bonus " + num(sp.bonus) +
                           ": a bonus rampart card comes with a section "
                           "reaching floor 4, and " +
                           num(fourth) + " section(s) have 4 floors");
    p.bonus_cards = u8(sp.bonus);
    p.active = u8(sp.active);
    p.loot = u8(sp.loot);
    for (int k = 0; k < kCategories; ++k) {
      if (!((sp.masters >> k) & 1)) continue;
      const std::string letter(1, kCategoryLetter[k]);  // not a char: GCC 12's -Warray-bounds
      if (s_.master[ix(k)] >= 0)
        return fail(who, "masters: the " + letter + " guild master is also with " +
                             seat_name(s_.master[ix(k)]));
      if (detail::tallest(p, k) == 0)
        return fail(who, "masters: " + letter + " without a " + letter + " building (C-3.4)");
      s_.master[ix(k)] = static_cast<std::int8_t>(q);
    }
    for (int t = 0; t < kCardTypes; ++t) used_[ix(t)] += sp.hand[ix(t)];
  }
  return true;
}

}  // namespace arbiter::comuni::position_detail
