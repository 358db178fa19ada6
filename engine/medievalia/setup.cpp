// Configuration, setup (M-2) and every draw: the first player, the reminder cards, the draft,
// the step-1 draw, extra draws and the building reveals are chance actions (the engine holds no
// RNG; the outcome is a card type, or "*?" for a draw the transcriber could not see).
#include <algorithm>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

constexpr std::array<std::uint8_t, kBuildingPiles> kFaceDown{5, 5, 4};  // M-2.4 [P]

void set_map(Config& c, int players, FourPlayerMap map) {
  auto link = [&](int f, int g) {
    c.adjacent[static_cast<std::size_t>(f)] |= static_cast<std::uint16_t>(1u << g);
    c.adjacent[static_cast<std::size_t>(g)] |= static_cast<std::uint16_t>(1u << f);
  };
  auto name = [&](int f, const char* n) {
    for (int i = 0; i < 3 && n[i]; ++i)
      c.fief_name[static_cast<std::size_t>(f)][static_cast<std::size_t>(i)] = n[i];
  };
  const char* seats[4] = {"P1", "P2", "P3", "P4"};
  for (int p = 0; p < players; ++p) name(p, seats[p]);
  if (players == 2) {  // M-2.9: P1 - N - P2
    c.num_fiefs = 3;
    name(2, "N");
    link(0, 2);
    link(2, 1);
    return;
  }
  // A ring of player fiefs with a neutral fief between neighbours (M-2.10; M-2.11 triangle).
  const char* ring4[4] = {"N12", "N23", "N34", "N41"};
  const char* ring3[3] = {"N12", "N23", "N31"};
  for (int p = 0; p < players; ++p) {
    const int n = players + p;
    name(n, players == 4 ? ring4[p] : ring3[p]);
    link(p, n);
    link(n, (p + 1) % players);
  }
  c.num_fiefs = static_cast<std::uint8_t>(2 * players);
  if (players == 4 && map == FourPlayerMap::RingPlusCenter) {
    name(8, "C");
    for (int p = 0; p < 4; ++p) link(p, 8);
    c.num_fiefs = 9;
  }
}

}  // namespace

Expected<Config> Medievalia::make_config(const Options& o, const Data& d) {
  if (auto v = validate_options(o); !v) return make_error(v.error());
  if (o.players < 2 || o.players > 4) return make_error("players must be 2, 3 or 4");
  Config c;
  c.options = o;
  c.data = d;
  if (d.cards.size() > kMaxTypes) return make_error("data: more than 32 card types");
  c.num_types = static_cast<std::uint8_t>(d.cards.size());
  int id = 0;
  for (std::size_t t = 0; t < d.cards.size(); ++t) {
    const CardType& ct = d.cards[t];
    TypeInfo& ti = c.types[t];
    ti.category = ct.category;
    ti.power = ct.power;
    ti.count = static_cast<std::uint8_t>(ct.count);
    ti.first_id = static_cast<std::uint8_t>(id);
    ti.cost = ct.cost;
    if (ct.produces) {
      ti.produces = static_cast<std::uint8_t>(*ct.produces);
      ti.production = static_cast<std::uint8_t>(ct.production);
    }
    ti.fights = ct.attack.has_value();
    ti.attack = static_cast<std::uint8_t>(ct.attack.value_or(0));
    ti.defence = static_cast<std::uint8_t>(ct.defence.value_or(0));
    ti.enabled_by = ct.enabled_by < 0 ? kNone : static_cast<std::uint8_t>(ct.enabled_by);
    ti.max_boosters = static_cast<std::uint8_t>(ct.max_boosters);
    ti.vp = static_cast<std::uint8_t>(ct.vp);
    ti.pile = ct.category == Category::Territory   ? 0
              : ct.category == Category::Military  ? 1
              : ct.category == Category::Character ? 2
                                                   : -1;
    if (ct.category == Category::City) {
      if (c.city_type != kNone) return make_error("data: more than one City type");
      c.city_type = static_cast<std::uint8_t>(t);
    }
    if (id + ct.count > kMaxCards) return make_error("data: more than 108 cards");
    for (int k = 0; k < ct.count; ++k)
      c.type_of[static_cast<std::size_t>(id++)] = static_cast<std::uint8_t>(t);
  }
  if (id != kMaxCards) return make_error("data: the box must hold 108 game cards (M-1.1)");
  for (int i = 0; i < kMaxCards; ++i) {
    const TypeInfo& ti = c.card(i);
    if (ti.troop() || ti.building())
      c.attachable_ids[c.n_attachable++] = static_cast<std::uint8_t>(i);
    if (ti.host()) c.host_ids[c.n_hosts++] = static_cast<std::uint8_t>(i);
  }
  if (c.city_type == kNone || c.types[c.city_type].count < o.players)
    return make_error("data: not enough Cities for " + std::to_string(o.players) + " players");
  const char* tops[kBuildingPiles] = {"ecole", "atelier", "banque"};  // M-2.4
  for (int k = 0; k < kBuildingPiles; ++k) {
    const int t = d.find(tops[k]);
    if (t < 0 || d.cards[static_cast<std::size_t>(t)].category != Category::CivilBuilding)
      return make_error(std::string("data: setup needs the civil building \"") + tops[k] + "\"");
    c.pile_top_type[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(t);
  }
  set_map(c, o.players, o.four_player_map);
  return c;
}

State Medievalia::initial_state(const Config& cfg) {
  State s;
  s.config = &cfg;
  s.num_players = static_cast<std::uint8_t>(cfg.options.players);
  for (int p = s.num_players; p < kMaxPlayers; ++p) s.player(p).alive = 0;
  for (int t = 0; t < cfg.num_types; ++t) {
    const TypeInfo& ti = cfg.type(t);
    if (ti.pile >= 0) {
      s.pool[static_cast<std::size_t>(ti.pile)][static_cast<std::size_t>(t)] = ti.count;
      s.pile_size[static_cast<std::size_t>(ti.pile)] =
          static_cast<std::uint8_t>(s.pile_size[static_cast<std::size_t>(ti.pile)] + ti.count);
    } else if (ti.building()) {
      s.building_pool[static_cast<std::size_t>(t)] = ti.count;
    }
  }
  for (int k = 0; k < kBuildingPiles; ++k) {  // M-2.4
    const std::uint8_t top = cfg.pile_top_type[static_cast<std::size_t>(k)];
    s.building_top[static_cast<std::size_t>(k)] = top;
    --s.building_pool[top];
    s.building_hidden[static_cast<std::size_t>(k)] = kFaceDown[static_cast<std::size_t>(k)];
  }
  for (int p = 0; p < s.num_players; ++p) {  // M-2.3: each City in its owner's fief
    const int id = cfg.type(cfg.city_type).first_id + p;
    Card& c = s.card(id);
    c.zone = Zone::Table;
    c.owner = static_cast<std::uint8_t>(p);
    c.fief = static_cast<std::uint8_t>(own_fief(p));
    set_owned(s, p, id, true);
  }
  s.entered[cfg.city_type] = s.num_players;
  s.phase =
      cfg.options.first_player == FirstPlayer::Random ? Phase::SetupFirst : Phase::SetupReminder;
  return s;
}

// Draws (chance). A type t is possible if a copy of it may still be face down in the pile.
static bool reveal_possible(const State& s, int pile, int t, Checker ck, Verdict& why) {
  const auto k = static_cast<std::size_t>(pile);
  if (s.pile_size[k] == 0) {
    why = ck.fail("M-3.1", [] { return "the pile is empty"; });
    return false;
  }
  const bool only_reminder = s.phase != Phase::SetupReminder && s.pile_size[k] == 1;
  if (t == kUnknownType) {
    if (s.phase == Phase::SetupReminder || only_reminder) {
      why = ck.fail("A-05", [] { return "this card is face up: write its name, not *?"; });
      return false;
    }
    return true;
  }
  if (t < 0 || t >= s.cfg().num_types) {
    why = ck.fail("M-1.1", [] { return "no such card type"; });
    return false;
  }
  if (only_reminder) {
    if (t != s.reminder[k]) {
      why = ck.fail("A-05", [&] {
        return "the last card of the pile is its face-up reminder, " + type_name(s, s.reminder[k]);
      });
      return false;
    }
    return true;
  }
  if (s.pool[k][static_cast<std::size_t>(t)] == 0) {
    why = ck.fail("I-01", [&] {
      return "no " + type_name(s, t) + " can be left face down in the " +
             std::string(1, kPileLetter[k]) + " pile: every copy is accounted for";
    });
    return false;
  }
  return true;
}

Verdict check_setup(const State& s, const Action& a, Checker ck) {
  using K = ActionKind;
  switch (s.phase) {
    case Phase::SetupFirst:
      if (a.kind != K::FirstPlayer || a.seat != kNone)
        return ck.fail("M-2.5", "the first player is chosen first (a chance action *P1..)");
      if (a.a >= s.num_players) return ck.fail("M-2.5", "no such seat");
      return std::nullopt;
    case Phase::SetupReminder:
    case Phase::Reveal: {
      if (a.kind != K::Reveal || a.seat != kNone)
        return ck.fail("M-2.2", "a drawn card is written next (a chance action *card or *?)");
      const int pile = s.phase == Phase::SetupReminder ? s.reminders_set : s.reveal_pile;
      if (a.a != kUnknownType && a.a < s.cfg().num_types && s.cfg().type(a.a).pile != pile)
        return ck.fail("I-02", [&] {
          return type_name(s, a.a) + " is not in the " + std::string(1, kPileLetter[pile]) +
                 " pile";
        });
      Verdict why;
      if (!reveal_possible(s, pile, a.a, ck, why)) return why;
      return std::nullopt;
    }
    case Phase::BuildingReveal:
      if (a.kind != K::Reveal || a.seat != kNone)
        return ck.fail("M-3.9.5", "the next building of the pile is revealed next (*building)");
      if (a.a >= s.cfg().num_types || !s.cfg().type(a.a).building())
        return ck.fail("M-3.9.5", "a building pile reveals a building");
      if (s.building_pool[a.a] == 0)
        return ck.fail("I-01", [&] {
          return "no " + type_name(s, a.a) + " is left face down in the building piles";
        });
      return std::nullopt;
    case Phase::DraftPick:
    case Phase::Draw:
      if (a.kind != K::Draw || a.seat != s.active)
        return ck.fail(s.phase == Phase::Draw ? RuleId("M-3.1") : RuleId("M-2.6"),
                       "the player must draw a card first (draw:T, draw:M or draw:C)");
      if (a.a >= kDrawPiles || s.pile_size[a.a] == 0)
        return ck.fail("M-3.1", "that draw pile is empty");
      return std::nullopt;
    default:
      return ck.fail("M-3.0", "not a setup or draw step");
  }
}

void begin_draft(State& s) {
  s.phase = Phase::DraftPick;
  s.active = s.first;
}

static void after_reveal(State& s) {
  switch (s.draw_for) {
    case DrawFor::Draft: {
      Player& pl = s.player(s.active);
      if (++pl.drafted < 8) {
        s.phase = Phase::DraftPick;
        return;
      }
      const int next = (s.active + 1) % s.num_players;
      if (next == s.first) {
        start_turn(s, s.first);
        return;
      }
      s.active = static_cast<std::uint8_t>(next);
      s.phase = Phase::DraftPick;
      return;
    }
    case DrawFor::Turn:  // M-3.2: reactivation follows the draw
      for (Card& c : s.cards)
        if (c.zone == Zone::Table && c.owner == s.active) c.flags &= ~kTapped;
      back_to_rest(s, Phase::Main);
      return;
    case DrawFor::Extra:
      back_to_rest(s, Phase::Main);
      return;
  }
}

void perform_setup(State& s, const Action& a) {
  switch (s.phase) {
    case Phase::SetupFirst:
      s.first = a.a;
      s.phase = Phase::SetupReminder;
      return;
    case Phase::SetupReminder: {
      const auto k = static_cast<std::size_t>(s.reminders_set);
      s.reminder[k] = a.a;
      --s.pool[k][a.a];
      if (++s.reminders_set == kDrawPiles) begin_draft(s);
      return;
    }
    case Phase::Reveal: {
      const auto k = static_cast<std::size_t>(s.reveal_pile);
      Player& pl = s.player(s.active);
      if (a.a == kUnknownType) {
        ++pl.unknown[k];
      } else {
        if (s.pile_size[k] == 1)
          s.reminder[k] = kNone;
        else
          --s.pool[k][a.a];
        ++pl.hand[a.a];
      }
      --s.pile_size[k];
      if (s.draw_for != DrawFor::Draft && check_end(s)) return;  // M-7.4
      after_reveal(s);
      return;
    }
    case Phase::BuildingReveal: {
      const auto k = static_cast<std::size_t>(s.reveal_pile);
      s.building_top[k] = a.a;
      --s.building_hidden[k];
      --s.building_pool[a.a];
      back_to_rest(s, Phase::Main);
      return;
    }
    case Phase::DraftPick:
    case Phase::Draw:
      s.draw_for = s.phase == Phase::Draw ? DrawFor::Turn : DrawFor::Draft;
      s.reveal_pile = a.a;
      s.phase = Phase::Reveal;
      return;
    default:
      return;
  }
}

}  // namespace arbiter::medievalia
