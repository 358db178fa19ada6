// Phase 2 refill (C-3.2) and the invasions (C-4): commitments, defence, loot, hero tiles.
#include <algorithm>
#include <string>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni::detail {
namespace {

void enter_build(State& s) {
  s.phase = Phase::Build;
  s.building_steps = s.rampart_steps = 0;
  s.actions_bought = 0;
}

// C-4.5 with manual assignment: armies on rampart cards of floor k are worth 1 + k.
int assigned_defence(const Action& a, int units) {
  const std::uint8_t n[4] = {a.a, a.b, a.c, a.d};
  int manned = 0, value = 0;
  for (int k = 0; k < 4; ++k) {
    manned += n[k];
    value += n[k] * (k + 2);
  }
  return value + (units - manned);
}

int cards_at_floor(const Player& p, int floor) {  // rampart cards at that floor
  int n = 0;
  for (int i = 0; i < p.num_sections; ++i) n += p.sections[static_cast<std::size_t>(i)] >= floor;
  return n;
}

// C-4.3: armies a player lacks may be committed as stand-ins, 2 GOLD or 2 PIL each, written in
// the commitment itself ("ally:1g2"): the help gives that token, or "" if the stock cannot.
std::string stand_in_help(const State& s, const Player& p, const Action& a) {
  const int missing = a.a - p.res[Army];
  const int gold = std::max(0, p.res[Gold] / 2 - a.b), pil = std::max(0, p.res[Pil] / 2 - a.c);
  const int g = std::min(missing, gold), q = missing - g;
  if (q > pil) return "";
  if (s.options().conversion_mode == ConversionMode::ExchangeOnly &&
      a.b + a.c + missing > s.supply[Army])
    return "";
  Action fixed = a;
  fixed.a = p.res[Army];
  fixed.b = static_cast<std::uint8_t>(a.b + g);
  fixed.c = static_cast<std::uint8_t>(a.c + q);
  return "commit the " + std::to_string(missing) + " missing ARMY as stand-ins (2 GOLD or 2 " +
         "PIL each): `" + Comuni::action_to_text(s, fixed) + "`";
}

void resolve(State& s, const std::array<int, kMaxPlayers>& defence) {
  const int pile = s.invading;
  const InvaderData& inv = s.data().invaders[static_cast<std::size_t>(pile)];
  int min_vp = s.players[0].vp, alliance = 0;
  for (int q = 0; q < s.num_players; ++q) {
    min_vp = std::min<int>(min_vp, s.players[static_cast<std::size_t>(q)].vp);
    alliance += s.players[static_cast<std::size_t>(q)].commit.alliance();
  }
  for (int q = 0; q < s.num_players; ++q) {
    Player& p = s.players[static_cast<std::size_t>(q)];
    const int attack = invasion_attack(inv, p.vp, min_vp);                 // C-4.2
    const int remaining = std::max(0, attack - alliance);                  // C-4.4
    const int def = defence[static_cast<std::size_t>(q)] + (q == s.pawn);  // C-4.5
    int loot = std::max(0, remaining - def);                               // C-4.6
    if (s.options().loot_supply == LootSupply::Capped) loot = std::min<int>(loot, s.loot_supply);
    if (s.options().loot_supply == LootSupply::Capped)
      s.loot_supply = static_cast<std::uint8_t>(s.loot_supply - loot);
    s.looted[static_cast<std::size_t>(q)] =
        static_cast<std::uint8_t>(loot);  // tiles received (C-4.8)
    p.loot = static_cast<std::uint8_t>(p.loot + loot);
    // C-4.7: everything committed goes to the supply.
    const Commitment& c = p.commit;
    s.supply[Army] =
        static_cast<std::uint8_t>(s.supply[Army] + c.alliance_armies + c.defence_armies);
    s.supply[Gold] = static_cast<std::uint8_t>(s.supply[Gold] +
                                               2 * (c.alliance_gold_pairs + c.defence_gold_pairs));
    s.supply[Pil] =
        static_cast<std::uint8_t>(s.supply[Pil] + 2 * (c.alliance_pil_pairs + c.defence_pil_pairs));
  }
  // C-4.8: hero tiles to the biggest contributors who were not looted.
  std::array<int, kMaxPlayers> eligible{};
  int n = 0;
  for (int q = 0; q < s.num_players; ++q)
    if (s.players[static_cast<std::size_t>(q)].commit.alliance() >= 1 &&
        s.looted[static_cast<std::size_t>(q)] == 0)
      eligible[static_cast<std::size_t>(n++)] = q;
  auto before = [&](int x, int y) {  // alliance desc, then fewer VP, then lower comune
    const Player &px = s.players[static_cast<std::size_t>(x)],
                 &py = s.players[static_cast<std::size_t>(y)];
    if (px.commit.alliance() != py.commit.alliance())
      return px.commit.alliance() > py.commit.alliance();
    if (px.vp != py.vp) return px.vp < py.vp;
    return px.comune < py.comune;
  };
  for (int i = 1; i < n; ++i)  // insertion sort: at most 5 players
    for (int j = i; j > 0 && before(eligible[static_cast<std::size_t>(j)],
                                    eligible[static_cast<std::size_t>(j - 1)]);
         --j)
      std::swap(eligible[static_cast<std::size_t>(j)], eligible[static_cast<std::size_t>(j - 1)]);
  for (int rank = 0; rank < 2; ++rank) {
    if (rank < n) {
      const int q = eligible[static_cast<std::size_t>(rank)];
      s.hero_tiles[static_cast<std::size_t>(pile)][static_cast<std::size_t>(rank)] =
          static_cast<std::int8_t>(q);
      s.players[static_cast<std::size_t>(q)].hero[static_cast<std::size_t>(pile)] =
          static_cast<std::uint8_t>(inv.hero[static_cast<std::size_t>(rank)]);
    } else {
      s.hero_tiles[static_cast<std::size_t>(pile)][static_cast<std::size_t>(rank)] = -2;
    }
  }
  // The commitments and defences stay on view until the next invasion (replay show).
  for (int q = 0; q < s.num_players; ++q) {
    Player& p = s.players[static_cast<std::size_t>(q)];
    s.revealed[static_cast<std::size_t>(q)] = p.commit;
    s.defended[static_cast<std::size_t>(q)] =
        static_cast<std::uint16_t>(defence[static_cast<std::size_t>(q)]);
    p.commit = Commitment{};
  }
  s.invading = -1;
  continue_after_invasion(s);
}

std::array<int, kMaxPlayers> automatic_defence(const State& s) {
  std::array<int, kMaxPlayers> d{};
  for (int q = 0; q < s.num_players; ++q) {
    const Player& p = s.players[static_cast<std::size_t>(q)];
    d[static_cast<std::size_t>(q)] = best_defence(p, p.commit.defence());
  }
  return d;
}

void next_assignment(State& s) {
  while (s.commit_seat < s.num_players && !needs_assignment(s.players[s.commit_seat]))
    ++s.commit_seat;
  if (s.commit_seat < s.num_players) {
    s.phase = Phase::Assign;
    return;
  }
  std::array<int, kMaxPlayers> d{};
  for (int q = 0; q < s.num_players; ++q) d[static_cast<std::size_t>(q)] = manual_defence(s, q);
  resolve(s, d);
}

}  // namespace

bool needs_assignment(const Player& p) {
  return p.commit.defence() > 0 && p.num_sections > 0;
}

int manual_defence(const State& s, int seat) {
  const Player& p = s.players[static_cast<std::size_t>(seat)];
  return needs_assignment(p) ? s.defended[static_cast<std::size_t>(seat)] : p.commit.defence();
}

int best_defence(const Player& p, int armies) {
  // Sections are sorted by floors descending; a section of f floors has cards at floors 1..f.
  std::array<int, kMaxFloors + 1> at{};
  for (int i = 0; i < p.num_sections; ++i)
    for (int k = 1; k <= p.sections[static_cast<std::size_t>(i)]; ++k)
      ++at[static_cast<std::size_t>(k)];
  int value = 0, left = armies;
  for (int k = kMaxFloors; k >= 1 && left > 0; --k) {
    const int n = std::min(left, at[static_cast<std::size_t>(k)]);
    value += n * (1 + k);
    left -= n;
  }
  return value + left;
}

bool refill_needed(const State& s) {
  if (s.current_pile() < 0) return false;
  for (int c = 0; c < s.columns_in_use; ++c)
    if (s.columns[static_cast<std::size_t>(c)].count <
        s.data().column_capacity[static_cast<std::size_t>(c)])
      return true;
  return false;
}

void after_projects(State& s) {
  if (s.claimed && !s.final_round && refill_needed(s)) {  // C-3.2.1, C-3.2.8
    s.phase = Phase::Refill;
    return;
  }
  enter_build(s);
}

void start_invasion(State& s, int pile) {
  s.invading = static_cast<std::int8_t>(pile);
  ++s.invasions;
  s.commit_seat = 0;
  s.looted = {};
  s.defended = {};
  s.revealed = {};
  for (int q = 0; q < s.num_players; ++q)
    s.invasion_vp[static_cast<std::size_t>(q)] = s.players[static_cast<std::size_t>(q)].vp;
  s.invasion_pawn = static_cast<std::int8_t>(s.pawn);
  s.phase = Phase::Commit;
}

void continue_after_invasion(State& s) {
  if (s.invasions == kPiles && s.final_round) {  // C-4.14.4: the Emperor, then final scoring
    s.phase = Phase::GameOver;
    return;
  }
  if (refill_needed(s) && s.claimed) {  // C-4.11: refill continues from the next pile
    s.phase = Phase::Refill;
    return;
  }
  refill_done(s);
}

void refill_done(State& s) {
  if (s.pending_invasion >= 0) {  // end_of_phase2: the invasion waited for the refill
    const int p = s.pending_invasion;
    s.pending_invasion = -1;
    start_invasion(s, p);
    return;
  }
  enter_build(s);
}

void place_in_display(State& s, int pile, CardType card) {
  --s.piles[static_cast<std::size_t>(pile)][card];
  --s.pile_size[static_cast<std::size_t>(pile)];
  for (int c = 0; c < s.columns_in_use;
       ++c) {  // C-2.6, C-3.2.1: leftmost column first, to capacity
    Column& col = s.columns[static_cast<std::size_t>(c)];
    if (col.count < s.data().column_capacity[static_cast<std::size_t>(c)]) {
      col.cards[col.count++] = card;
      return;
    }
  }
}

Verdict check_refill(const State& s, const Action& a, Checker ck) {
  if (a.kind != ActionKind::Draw) return ck.fail("C-3.2", "expected the card drawn (*E2 ...)");
  return check_pile_draw(s, s.current_pile(), a, ck);
}

void perform_refill(State& s, const Action& a) {
  const int pile = s.current_pile();
  place_in_display(s, pile, a.a);
  if (s.pile_size[static_cast<std::size_t>(pile)] == 0) {
    if (pile == kPiles - 1) {
      s.drawer = static_cast<std::int8_t>(s.active);  // C-4.14.1: no invasion yet
    } else if (s.options().invasion_timing == InvasionTiming::Immediate) {
      start_invasion(s, pile);  // C-3.2.3
      return;
    } else {
      s.pending_invasion = static_cast<std::int8_t>(pile);
    }
  }
  if (!refill_needed(s)) refill_done(s);
}

Verdict check_commit(const State& s, const Action& a, Checker ck) {
  const Player& p = s.players[s.commit_seat];
  const bool ally = a.kind == ActionKind::Ally;
  if (!(ally || a.kind == ActionKind::Defend))
    return ck.fail("C-4.3", "each player commits an alliance, then a defence");
  if (ally != (p.commit.stage == 0))
    return ck.fail("C-4.3", [&] {
      return ally ? "the alliance is already committed" : "commit the alliance first";
    });
  if (a.a > p.res[Army]) {
    // The defence is committed after the alliance, from what the alliance left in stock.
    std::string held = "holds " + std::to_string(p.res[Army]);
    if (!ally && p.commit.alliance_armies > 0) {
      held += " after the alliance";
      if (s.options().conversion_mode != ConversionMode::ExchangeOnly)
        held += " (" + std::to_string(p.res[Army] + p.commit.alliance_armies) + " held, " +
                std::to_string(p.commit.alliance_armies) + " committed to it)";
    }
    return ck.fail(
        "C-4.3", [&] { return "commits " + std::to_string(a.a) + " ARMY, " + held; },
        [&] { return stand_in_help(s, p, a); });
  }
  if (2 * a.b > p.res[Gold])
    return ck.fail("C-4.3", [&] { return "GOLD pairs need " + std::to_string(2 * a.b) + " GOLD"; });
  if (2 * a.c > p.res[Pil])
    return ck.fail("C-4.3", [&] { return "PIL pairs need " + std::to_string(2 * a.c) + " PIL"; });
  if (s.options().conversion_mode == ConversionMode::ExchangeOnly && a.b + a.c > s.supply[Army])
    return ck.fail(
        "AMB-12",
        "stand-ins are exchanges for ARMY from the supply (conversion_mode=exchange_only)");
  return std::nullopt;
}

void perform_commit(State& s, const Action& a) {
  Player& p = s.players[s.commit_seat];
  p.res[Army] = static_cast<std::uint8_t>(p.res[Army] - a.a);
  p.res[Gold] = static_cast<std::uint8_t>(p.res[Gold] - 2 * a.b);
  p.res[Pil] = static_cast<std::uint8_t>(p.res[Pil] - 2 * a.c);
  std::uint8_t armies = a.a, gold_pairs = a.b, pil_pairs = a.c;
  if (s.options().conversion_mode == ConversionMode::ExchangeOnly) {
    // AMB-12 exchange_only: each pair is exchanged with the supply for a real army at once.
    s.supply[Gold] = static_cast<std::uint8_t>(s.supply[Gold] + 2 * gold_pairs);
    s.supply[Pil] = static_cast<std::uint8_t>(s.supply[Pil] + 2 * pil_pairs);
    s.supply[Army] = static_cast<std::uint8_t>(s.supply[Army] - gold_pairs - pil_pairs);
    armies = static_cast<std::uint8_t>(armies + gold_pairs + pil_pairs);
    gold_pairs = pil_pairs = 0;
  }
  if (a.kind == ActionKind::Ally) {
    p.commit.alliance_armies = armies;
    p.commit.alliance_gold_pairs = gold_pairs;
    p.commit.alliance_pil_pairs = pil_pairs;
    p.commit.stage = 1;
    return;
  }
  p.commit.defence_armies = armies;
  p.commit.defence_gold_pairs = gold_pairs;
  p.commit.defence_pil_pairs = pil_pairs;
  p.commit.stage = 2;
  if (++s.commit_seat < s.num_players) return;
  // C-4.4: every commitment is revealed together.
  if (s.options().rampart_auto_assign) {
    resolve(s, automatic_defence(s));
    return;
  }
  s.commit_seat = 0;
  s.defended = {};
  next_assignment(s);
}

Verdict check_assign(const State& s, const Action& a, Checker ck) {
  if (a.kind != ActionKind::Assign)
    return ck.fail("C-4.5", "expected the rampart assignment (assign:n1,n2,n3,n4)");
  const Player& p = s.players[s.commit_seat];
  const std::uint8_t n[4] = {a.a, a.b, a.c, a.d};
  int manned = 0;
  for (int k = 0; k < 4; ++k) {
    if (n[k] == kNone) return ck.fail("encoding", "malformed assignment");
    if (n[k] > cards_at_floor(p, k + 1))
      return ck.fail("C-4.5", [&] {
        return "more armies than rampart cards at floor " + std::to_string(k + 1);
      });
    manned += n[k];
  }
  if (manned > p.commit.defence())
    return ck.fail("C-4.5", "more armies on ramparts than committed to defence");
  return std::nullopt;
}

void perform_assign(State& s, const Action& a) {
  const Player& p = s.players[s.commit_seat];
  s.defended[s.commit_seat] = static_cast<std::uint16_t>(assigned_defence(a, p.commit.defence()));
  ++s.commit_seat;
  next_assignment(s);
}

}  // namespace arbiter::comuni::detail
