// Phase 3 build (C-3.3), phase 4 guild masters (C-3.4), phase 5 repair (C-3.5). The end of the
// turn, the final round and the final scoring are in end.cpp.
#include <algorithm>
#include <functional>
#include <string>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni::detail {

bool hand_has(const Player& p, CardType t) {
  return std::binary_search(p.hand.begin(), p.hand.begin() + p.hand_size, t);
}
void hand_add(Player& p, CardType t) {
  auto end = p.hand.begin() + p.hand_size;
  auto at = std::upper_bound(p.hand.begin(), end, t);
  std::copy_backward(at, end, end + 1);
  *at = t;
  ++p.hand_size;
}
void hand_remove(Player& p, CardType t) {
  auto end = p.hand.begin() + p.hand_size;
  auto at = std::lower_bound(p.hand.begin(), end, t);
  std::copy(at + 1, end, at);
  p.hand[--p.hand_size] = 0;
}

int find_building(const Player& p, int category, int floors) {
  for (int i = 0; i < p.num_buildings; ++i)
    if (p.buildings[static_cast<std::size_t>(i)].category == category &&
        p.buildings[static_cast<std::size_t>(i)].floors == floors)
      return i;
  return -1;
}
void raise_building(Player& p, int category, int floors) {
  if (floors == 0) {
    p.buildings[p.num_buildings++] = Building{static_cast<std::uint8_t>(category), 1};
  } else {
    ++p.buildings[static_cast<std::size_t>(find_building(p, category, floors))].floors;
  }
  std::sort(p.buildings.begin(), p.buildings.begin() + p.num_buildings,
            [](const Building& x, const Building& y) {
              return x.category != y.category ? x.category < y.category : x.floors > y.floors;
            });
}
int find_section(const Player& p, int floors) {
  for (int i = 0; i < p.num_sections; ++i)
    if (p.sections[static_cast<std::size_t>(i)] == floors) return i;
  return -1;
}
void raise_section(Player& p, int floors) {
  if (floors == 0) {
    p.sections[p.num_sections++] = 1;
  } else {
    ++p.sections[static_cast<std::size_t>(find_section(p, floors))];
  }
  std::sort(p.sections.begin(), p.sections.begin() + p.num_sections, std::greater<>());
}
int tallest(const Player& p, int category) {
  int t = 0;
  for (int i = 0; i < p.num_buildings; ++i)
    if (p.buildings[static_cast<std::size_t>(i)].category == category)
      t = std::max<int>(t, p.buildings[static_cast<std::size_t>(i)].floors);
  return t;
}
int guild_measure(const State& s, const Player& p, int category) {
  int m = 0;
  for (int i = 0; i < p.num_buildings; ++i) {
    const Building& b = p.buildings[static_cast<std::size_t>(i)];
    if (b.category != category) continue;
    switch (s.options().guild_measure) {
      case GuildMeasure::VpSum:
        m += triangle(b.floors);
        break;
      case GuildMeasure::Tallest:
        m = std::max<int>(m, b.floors);
        break;
      case GuildMeasure::FloorSum:
        m += b.floors;
        break;
    }
  }
  return m;
}

namespace {

int art_needed(CardType card, int new_floor) {
  return std::max(0, new_floor - card_level(card));
}

// AMB-12 exchange_or_substitute: ART is paid from stock; when the supply has no ART to exchange
// for, each missing ART may be paid with 2 PIL directly.
bool can_pay_art(const State& s, const Player& p, int n) {
  if (n <= p.res[Art]) return true;
  const int missing = n - p.res[Art];
  return s.options().conversion_mode == ConversionMode::ExchangeOrSubstitute &&
         s.supply[Art] == 0 && 2 * missing <= p.res[Pil];
}

// C-1.9: the `conv:PT` tokens that would let the player pay `n` ART for `then`, or "". Each
// conversion takes 1 ART from the supply; once the supply has none left, the default mode pays
// the rest with 2 PIL each at the step itself (AMB-12).
std::string art_help(const State& s, const Player& p, int n, const Action& then) {
  const int missing = n - p.res[Art];
  const int conversions = std::min<int>(missing, s.supply[Art]);
  if (conversions <= 0 || 2 * missing > p.res[Pil]) return "";
  if (conversions < missing && s.options().conversion_mode != ConversionMode::ExchangeOrSubstitute)
    return "";
  std::string help = convert_first(s, Pil, Art, conversions, then);
  if (conversions < missing)
    help += "; the supply then has no ART, and the " + std::to_string(missing - conversions) +
            " other ART are paid with 2 PIL each";
  return help;
}

// Why no conversion covers `n` ART (art_help is ""): the PIL it would take (C-1.9), or, with
// conversion_mode=exchange_only, the supply's ART that run short (AMB-12).
std::string art_shortfall(const State& s, const Player& p, int n) {
  const int missing = n - p.res[Art];
  if (2 * missing <= p.res[Pil])
    return "the supply holds " + std::to_string(s.supply[Art]) +
           " ART to exchange for, and conversion_mode=exchange_only pays no ART with PIL";
  return std::to_string(missing) + (missing == 1 ? " ART comes" : " ART come") + " only from " +
         std::to_string(2 * missing) + " PIL (`conv:PT`" + (missing == 1 ? "" : " each") +
         "), and you hold " + std::to_string(p.res[Pil]) + " PIL";
}

// The help for `n` ART the player lacks before `then`: the conversions to write, or why none do.
std::string art_need_help(const State& s, const Player& p, int n, const Action& then) {
  std::string help = art_help(s, p, n, then);
  return help.empty() ? art_shortfall(s, p, n) : help;
}

// Whether the player can pay 1 ART for a further full build action, converting PIL if need be.
bool can_buy_action(const State& s, const Player& p) {
  return can_pay_art(s, p, 1) || !art_help(s, p, 1, act(ActionKind::BuyAction)).empty();
}

// C-3.3.2: every full build action has made its `step` step: the reason names the way on.
std::string step_used(const State& s, const Player& p, const char* step) {
  return std::string("every full build action has made its ") + step + " step: " +
         (can_buy_action(s, p) ? "buy another (1 ART)"
                               : "another costs 1 ART, and you cannot pay it");
}

// C-3.3.2: a second building (or rampart) step needs `action` first, itself paid with 1 ART.
std::string buy_first_help(const State& s, const Player& p, const Action& then) {
  const std::string step = "`" + Comuni::action_to_text(s, then) + "`";
  if (can_pay_art(s, p, 1))
    return "buy another full build action first: `action` (1 ART), then " + step;
  const std::string convert = art_help(s, p, 1, act(ActionKind::BuyAction));
  return convert.empty() ? art_shortfall(s, p, 1) : convert + ", then " + step;
}

std::string held(const Player& p, int r) {
  return ", you hold " + std::to_string(p.res[static_cast<std::size_t>(r)]);
}

// "E1, M3": the player's buildings as targets are written after '@' (category, floors).
std::string building_list(const Player& p) {
  std::string t;
  for (int i = 0; i < p.num_buildings; ++i) {
    const Building& b = p.buildings[static_cast<std::size_t>(i)];
    t += (i ? ", " : "") + std::string(1, kCategoryLetter[b.category]) + std::to_string(b.floors);
  }
  return t.empty() ? "you have no building yet" : "your buildings: " + t;
}

std::string floors(int n) {
  return std::to_string(n) + (n == 1 ? " floor" : " floors");
}

// "2 floors, 1 floor": the player's rampart sections (targets are written @2, @1).
std::string section_list(const Player& p) {
  std::string t;
  for (int i = 0; i < p.num_sections; ++i)
    t += (i ? ", " : "") + floors(p.sections[static_cast<std::size_t>(i)]);
  return t.empty() ? "you have no rampart section yet" : "your sections: " + t;
}

void pay_art(State& s, Player& p, int n) {
  const int from_stock = std::min<int>(n, p.res[Art]), missing = n - from_stock;
  p.res[Art] = static_cast<std::uint8_t>(p.res[Art] - from_stock);
  s.supply[Art] = static_cast<std::uint8_t>(s.supply[Art] + from_stock);
  p.res[Pil] = static_cast<std::uint8_t>(p.res[Pil] - 2 * missing);
  s.supply[Pil] = static_cast<std::uint8_t>(s.supply[Pil] + 2 * missing);
}

// C-3.4: the active player's phase 4.
void guild_masters(State& s) {
  const Player& me = s.me();
  for (int k = 0; k < kCategories; ++k) {
    std::int8_t& holder = s.master[static_cast<std::size_t>(k)];
    if (holder == s.active) continue;
    if (holder < 0) {
      if (tallest(me, k) >= 2) holder = static_cast<std::int8_t>(s.active);
    } else if (guild_measure(s, me, k) >
               guild_measure(s, s.players[static_cast<std::size_t>(holder)], k)) {
      holder = static_cast<std::int8_t>(s.active);
    }
  }
}

}  // namespace

Verdict check_build(const State& s, const Action& a, Checker ck) {
  const Player& p = s.me();
  switch (a.kind) {
    case ActionKind::Build: {
      if (a.a >= kCardTypes || a.b >= kCategories || a.c > kMaxFloors)
        return ck.fail("encoding", "no such card, category or floor");
      if (a.c == kMaxFloors)
        return ck.fail("C-3.3.6", "no 5th floor: a building has at most 4 floors");
      if (s.building_steps > s.actions_bought)
        return ck.fail(
            "C-3.3.2", [&] { return step_used(s, p, "building"); },
            [&] { return buy_first_help(s, p, a); });
      if (!hand_has(p, a.a))
        return ck.fail("C-3.3.3", [&] { return card_name(a.a) + " is not in hand"; });
      if (!card_fits(a.a, a.b))
        return ck.fail("C-3.3.4", [&] {
          return card_name(a.a) + " cannot build " + std::string(1, kCategoryLetter[a.b]);
        });
      if (a.c > 0 && find_building(p, a.b, a.c) < 0)
        return ck.fail("C-3.3.3", [&] {
          return "no " + std::string(1, kCategoryLetter[a.b]) + " building of " + floors(a.c) +
                 " (" + building_list(p) + ")";
        });
      const int need = art_needed(a.a, a.c + 1);
      if (!can_pay_art(s, p, need))
        return ck.fail(
            "C-3.3.5",
            [&] {
              return "level " + std::to_string(card_level(a.a)) + " for floor " +
                     std::to_string(a.c + 1) + " needs " + std::to_string(need) + " ART" +
                     held(p, Art);
            },
            [&] { return art_need_help(s, p, need, a); });
      return std::nullopt;
    }
    case ActionKind::Wall: {
      if (a.a >= kCardTypes || a.c > kMaxFloors)
        return ck.fail("encoding", "no such card or floor");
      if (a.c == kMaxFloors)
        return ck.fail("C-3.3.6", "no 5th floor: a rampart section has at most 4 floors");
      if (s.rampart_steps > s.actions_bought)
        return ck.fail(
            "C-3.3.2", [&] { return step_used(s, p, "rampart"); },
            [&] { return buy_first_help(s, p, a); });
      if (!hand_has(p, a.a))
        return ck.fail("C-3.3.9", [&] { return card_name(a.a) + " is not in hand"; });
      if (a.c > 0 && find_section(p, a.c) < 0)
        return ck.fail("C-3.3.9", [&] {
          return "no rampart section of " + floors(a.c) + " (" + section_list(p) + ")";
        });
      const int need = art_needed(a.a, a.c + 1);
      if (!can_pay_art(s, p, need))
        return ck.fail(
            "C-3.3.5",
            [&] {
              return "level " + std::to_string(card_level(a.a)) + " for floor " +
                     std::to_string(a.c + 1) + " needs " + std::to_string(need) + " ART" +
                     held(p, Art);
            },
            [&] { return art_need_help(s, p, need, a); });
      return std::nullopt;
    }
    case ActionKind::BuyAction:
      if (!can_pay_art(s, p, 1))
        return ck.fail(
            "C-3.3.1", [&] { return "a further full build action costs 1 ART" + held(p, Art); },
            [&] { return art_need_help(s, p, 1, a); });
      return std::nullopt;
    case ActionKind::Done:
      return std::nullopt;
    default:
      return ck.fail("C-3.3", "phase 3: build, wall, action, done");
  }
}

void perform_build(State& s, const Action& a) {
  Player& p = s.me();
  switch (a.kind) {
    case ActionKind::Build: {
      const int floor = a.c + 1, need = art_needed(a.a, floor);
      pay_art(s, p, need);
      hand_remove(p, a.a);
      raise_building(p, a.b, a.c);
      p.vp = static_cast<std::int16_t>(p.vp + floor);               // C-3.3.7
      p.active = static_cast<std::uint8_t>(p.active | (1 << a.b));  // C-3.3.8
      ++s.building_steps;
      return;
    }
    case ActionKind::Wall: {
      const int floor = a.c + 1, need = art_needed(a.a, floor);
      pay_art(s, p, need);
      hand_remove(p, a.a);
      raise_section(p, a.c);
      if (floor == kMaxFloors && s.bonus_ramparts > 0) {  // C-3.3.10
        --s.bonus_ramparts;
        ++p.bonus_cards;
        raise_section(p, 0);
      }
      ++s.rampart_steps;
      return;
    }
    case ActionKind::BuyAction:
      pay_art(s, p, 1);
      ++s.actions_bought;
      return;
    case ActionKind::Done:
      end_build(s);
      return;
    default:
      return;
  }
}

void end_build(State& s) {
  if (s.me().hand_size > 2) {
    s.phase = Phase::Discard;  // C-3.3.12
    return;
  }
  guild_masters(s);
  s.phase = Phase::Repair;
}

Verdict check_discard(const State& s, const Action& a, Checker ck) {
  if (a.kind != ActionKind::Discard || a.b != kNone || a.c != kNone || a.d != kNone)
    return ck.fail("C-3.3.12", "discard down to 2 cards (discard:<card>)");
  if (a.a >= kCardTypes || !hand_has(s.me(), a.a))
    return ck.fail("C-3.3.12", "the discarded card is not in hand");
  return std::nullopt;
}

void perform_discard(State& s, const Action& a) {
  hand_remove(s.me(), a.a);
  ++s.discarded;
  if (s.me().hand_size <= 2) end_build(s);
}

Verdict check_repair(const State& s, const Action& a, Checker ck) {
  if (a.kind != ActionKind::Repair || a.a > 2 || a.b != kNone || a.c != kNone || a.d != kNone)
    return ck.fail("C-3.5.1", "phase 5: repair:0, repair:1 (1 PIL) or repair:2 (3 PIL)");
  const Player& p = s.me();
  const int cost = a.a == 2 ? 3 : a.a;
  if (a.a > p.loot)
    return ck.fail("C-3.5.1",
                   [&] { return "only " + std::to_string(p.loot) + " loot tile(s) to remove"; });
  if (cost > p.res[Pil])
    return ck.fail("C-3.5.1", [&] {
      return "removing " + std::to_string(a.a) + " tile(s) costs " + std::to_string(cost) + " PIL";
    });
  return std::nullopt;
}

void perform_repair(State& s, const Action& a) {
  Player& p = s.me();
  const int cost = a.a == 2 ? 3 : a.a;
  p.res[Pil] = static_cast<std::uint8_t>(p.res[Pil] - cost);
  s.supply[Pil] = static_cast<std::uint8_t>(s.supply[Pil] + cost);
  p.loot = static_cast<std::uint8_t>(p.loot - a.a);
  if (s.options().loot_supply == LootSupply::Capped)
    s.loot_supply = static_cast<std::uint8_t>(s.loot_supply + a.a);
  end_turn(s);
}

}  // namespace arbiter::comuni::detail
