// The invariants of docs/rules/comuni.md section 8: per state (check_invariants) and per action
// (check_transition). The invasion thresholds (INV-9..INV-16) are checked both ways. The
// display as the engine deals and refills it (INV-11) is checked in invariants_display.cpp.
#include <algorithm>
#include <string>
#include <vector>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni {

std::string detail::who(const State& s, int q) {
  return Comuni::seat_name(s, static_cast<Seat>(q));
}

namespace {

using detail::n;

bool setup(const State& s) {
  return s.phase == Phase::SetupComuni || s.phase == Phase::SetupDisplay;
}

int removed_for_n(const State& s) {
  int r = 0;
  for (const CardData& c : s.data().deck) r += c.min_players > s.num_players;
  return r;
}

// --- Independent recounts (docs/architecture.md, "Invariants that mirror a check") ---
// Recounted here from docs/rules/comuni.md, not taken from build.cpp's tallest() (behind income,
// C-3.1.12, and the guild masters, C-3.4) or types.h's triangle() (behind the scoring).

// The most floors of a player's buildings of one category, 0 without one.
int highest_building(const Player& p, int category) {
  int most = 0;
  for (int i = 0; i < p.num_buildings; ++i) {
    const Building& b = p.buildings[static_cast<std::size_t>(i)];
    if (b.category == category && b.floors > most) most = b.floors;
  }
  return most;
}

// C-3.3.7: the VP a building has earned: each floor scored its new number of floors when built,
// 1 + 2 + ... + floors.
int vp_earned(int floors) {
  int vp = 0;
  for (int f = 1; f <= floors; ++f) vp += f;
  return vp;
}

using detail::who;

}  // namespace

using detail::check_display;
using detail::column_list;
using detail::phase_words;
using detail::Refilling;

namespace {

// --- The board: piles and columns (INV-10, INV-11, INV-45, INV-7) ---

// INV-10: each pile's size cache; its cards are added to `cards` (INV-1).
Verdict check_piles(const State& s, int& cards) {
  for (int p = 0; p < kPiles; ++p) {
    int size = 0;
    for (int t = 0; t < kCardTypes; ++t)
      size += s.piles[static_cast<std::size_t>(p)][static_cast<std::size_t>(t)];
    if (size != s.pile_size[static_cast<std::size_t>(p)])
      return violation("INV-10", "pile size cache disagrees with the pile");
    cards += size;
  }
  return std::nullopt;
}

// INV-11, INV-45, INV-7: the columns; their cards are added to `cards` (INV-1).
Verdict check_columns(const State& s, int& cards) {
  const Data& d = s.data();
  for (int c = 0; c < kMaxColumns; ++c) {
    const Column& col = s.columns[static_cast<std::size_t>(c)];
    if (c >= s.columns_in_use && (col.count || col.envoy >= 0))
      return violation("INV-11", "an unused column holds something");
    if (col.count > d.column_capacity[static_cast<std::size_t>(c)])
      return violation("INV-45", "column " + n(c + 1) + " is over capacity");
    if (col.envoy < 0 && col.gold) return violation("INV-7", "gold on a column without an envoy");
    cards += col.count;
  }
  return std::nullopt;
}

// --- The players ---

// INV-26, INV-31: a player's buildings and rampart sections, and the VP they earned; their
// cards (bonus rampart cards aside) are added to `cards` (INV-1), its bonus cards to
// `bonus_in_play` (INV-5).
Verdict check_constructions(const State& s, int q, int& cards, int& bonus_in_play) {
  const Player& p = s.players[static_cast<std::size_t>(q)];
  int vp = 0;
  for (int i = 0; i < p.num_buildings; ++i) {
    const int f = p.buildings[static_cast<std::size_t>(i)].floors;
    if (f < 1 || f > kMaxFloors) return violation("INV-26", "a building of " + n(f) + " floors");
    cards += f;
    vp += vp_earned(f);
  }
  for (int i = 0; i < p.num_sections; ++i) {
    const int f = p.sections[static_cast<std::size_t>(i)];
    if (f < 1 || f > kMaxFloors)
      return violation("INV-26", "a rampart section of " + n(f) + " floors");
    cards += f;
  }
  cards -= p.bonus_cards;  // bonus rampart cards are not project cards
  bonus_in_play += p.bonus_cards;
  if (p.vp != vp)
    return violation("INV-31", Comuni::seat_name(s, static_cast<Seat>(q)) + ": VP " + n(p.vp) +
                                   " != sum of T(floors) " + n(vp));
  return std::nullopt;
}

// INV-30: every phase 3 ends with at most 2 cards in hand (C-3.3.12), and only a claim adds
// cards to a hand (C-3.1.10): more than 2 only in the turn of a claim, until its discards.
Verdict check_hand(const State& s, int q) {
  const Player& p = s.players[static_cast<std::size_t>(q)];
  if (p.hand_size <= 2) return std::nullopt;
  const bool claim_turn =
      q == s.active && s.claimed &&
      (s.phase == Phase::Refill || s.phase == Phase::Commit || s.phase == Phase::Assign ||
       s.phase == Phase::Build || s.phase == Phase::Discard);
  if (s.phase == Phase::Projects)
    return violation("INV-30", who(s, q) + " holds more than 2 cards at a turn's start");
  if (!claim_turn && q == s.active &&
      (s.phase == Phase::Displaced || s.phase == Phase::Build || s.phase == Phase::Discard))
    return violation("INV-30", who(s, q) + " holds " + n(p.hand_size) + " cards " + phase_words(s) +
                                   " without a claim this turn: only a claim adds cards to "
                                   "a hand, and the turn began with at most 2");
  if (!claim_turn)
    return violation("INV-30", who(s, q) + " holds " + n(p.hand_size) +
                                   " cards outside the phase 3 of a turn it claimed in: "
                                   "each phase 3 ends with at most 2 (C-3.3.12)");
  return std::nullopt;
}

// INV-8, INV-7: a player's activation cards (each with a building of its category) and envoys.
Verdict check_activations_and_envoys(const State& s, int q) {
  const Player& p = s.players[static_cast<std::size_t>(q)];
  if (p.active & ~0xF) return violation("INV-8", "unknown activation card");
  for (int k = 0; k < kCategories; ++k)
    if (((p.active >> k) & 1) && highest_building(p, k) == 0)
      return violation("INV-8", "an activation card is active without a building");
  int on_board = 0;
  for (int c = 0; c < s.columns_in_use; ++c)
    on_board += s.columns[static_cast<std::size_t>(c)].envoy == q;
  const Data& d = s.data();
  if (p.comune && p.envoys + on_board + (s.phase == Phase::Displaced && s.displaced == q) !=
                      d.envoys_per_player)
    return violation("INV-7", Comuni::seat_name(s, static_cast<Seat>(q)) +
                                  " does not have exactly " + n(d.envoys_per_player) + " envoys");
  return std::nullopt;
}

// INV-1: every card in exactly one place (piles, columns, hands, buildings and sections), with
// each player's checks on the way; its bonus cards in play are added to `bonus_in_play`.
Verdict check_cards(const State& s, int& bonus_in_play) {
  const Data& d = s.data();
  int cards = s.discarded + removed_for_n(s);
  if (Verdict v = check_piles(s, cards)) return v;
  if (Verdict v = check_columns(s, cards)) return v;
  for (int q = 0; q < s.num_players; ++q) {
    cards += s.players[static_cast<std::size_t>(q)].hand_size;
    if (Verdict v = check_constructions(s, q, cards, bonus_in_play)) return v;
    if (Verdict v = check_hand(s, q)) return v;
    if (Verdict v = check_activations_and_envoys(s, q)) return v;
  }
  if (cards != static_cast<int>(d.deck.size()))
    return violation("INV-1",
                     n(cards) + " cards accounted for, not " + n(static_cast<int>(d.deck.size())));
  return std::nullopt;
}

// INV-2: each resource's total in the game (supply, players, commitments, columns, the
// displaced envoy's gold) is the box's.
Verdict check_resources(const State& s) {
  const Data& d = s.data();
  for (int r = 0; r < kResources; ++r) {
    int total = s.supply[static_cast<std::size_t>(r)];
    for (int q = 0; q < s.num_players; ++q) {
      const Player& p = s.players[static_cast<std::size_t>(q)];
      total += p.res[static_cast<std::size_t>(r)];
      const Commitment& c = p.commit;
      if (r == Army) total += c.alliance_armies + c.defence_armies;
      if (r == Gold) total += 2 * (c.alliance_gold_pairs + c.defence_gold_pairs);
      if (r == Pil) total += 2 * (c.alliance_pil_pairs + c.defence_pil_pairs);
    }
    if (r == Gold) {
      for (int c = 0; c < s.columns_in_use; ++c)
        total += s.columns[static_cast<std::size_t>(c)].gold;
      if (s.phase == Phase::Displaced) total += s.displaced_gold;
    }
    if (total != d.supply[static_cast<std::size_t>(r)])
      return violation("INV-2", std::string(1, kResourceLetter[r]) + ": " + n(total) +
                                    " in the game, the box holds " +
                                    n(d.supply[static_cast<std::size_t>(r)]));
  }
  return std::nullopt;
}

// INV-3, INV-5: loot tiles and bonus rampart cards conserved, and each bonus card where a
// section reaching floor 4 put it.
Verdict check_loot_and_bonus(const State& s, int bonus_in_play) {
  const Data& d = s.data();
  if (s.options().loot_supply == LootSupply::Capped) {
    int loot = s.loot_supply;
    for (int q = 0; q < s.num_players; ++q) loot += s.players[static_cast<std::size_t>(q)].loot;
    if (loot != d.loot_tiles)
      return violation("INV-3", "loot tiles: " + n(loot) + " != " + n(d.loot_tiles));
  }
  if (s.bonus_ramparts + bonus_in_play != d.bonus_ramparts)
    return violation("INV-5", "bonus rampart cards not conserved");
  // INV-5, C-3.3.10: a section reaching floor 4 brings a bonus card at once, as a new 1-floor
  // section of its own, while the supply has one (and the supply never gets any back).
  for (int q = 0; q < s.num_players; ++q) {
    const Player& p = s.players[static_cast<std::size_t>(q)];
    int fourth = 0;
    for (int i = 0; i < p.num_sections; ++i)
      fourth += p.sections[static_cast<std::size_t>(i)] == kMaxFloors;
    if (s.bonus_ramparts > 0 && p.bonus_cards < fourth)
      return violation(
          "INV-5", who(s, q) + " has " + n(fourth) + " rampart section(s) of 4 floors but " +
                       n(p.bonus_cards) + " bonus rampart card(s), while the supply still holds " +
                       n(s.bonus_ramparts) +
                       ": each section reaching floor 4 brings one at once (C-3.3.10)");
    if (p.bonus_cards > 0 && p.bonus_cards >= p.num_sections)
      return violation("INV-5", who(s, q) + " has " + n(p.bonus_cards) +
                                    " bonus rampart card(s) and " + n(p.num_sections) +
                                    " rampart section(s): each bonus card is a section of its own, "
                                    "beside the section of 4 floors that brought it (C-3.3.10)");
  }
  return std::nullopt;
}

// --- The invasions ---

// INV-4: hero tiles leave the board exactly when their invasion is resolved.
Verdict check_heroes(const State& s) {
  const Data& d = s.data();
  const int resolved = s.invasions - (s.invading >= 0 ? 1 : 0);
  for (int p = 0; p < kPiles; ++p)
    for (int i = 0; i < 2; ++i) {
      const int at = s.hero_tiles[static_cast<std::size_t>(p)][static_cast<std::size_t>(i)];
      if ((p < resolved) == (at == -1))
        return violation("INV-4", "hero tile of invasion " + std::string(1, kPileLetter[p]) +
                                      " in the wrong place");
      if (at >= 0 && s.players[static_cast<std::size_t>(at)].hero[static_cast<std::size_t>(p)] !=
                         d.invaders[static_cast<std::size_t>(p)].hero[static_cast<std::size_t>(i)])
        return violation("INV-4", "a hero tile's holder does not hold it");
    }
  return std::nullopt;
}

// INV-9, INV-16: piles are consumed in order; invasions started = exhausted piles A-C (+
// Emperor). INV-13: a game ends after every invasion.
Verdict check_invasion_count(const State& s) {
  const Data& d = s.data();
  if (!setup(s)) {
    int exhausted = 0;
    for (int p = 0; p < kPiles; ++p) {
      const int full = d.invasion_table[static_cast<std::size_t>(p)]
                                       [static_cast<std::size_t>(s.num_players - 2)];
      if (p > 0 && s.pile_size[static_cast<std::size_t>(p - 1)] > 0 &&
          s.pile_size[static_cast<std::size_t>(p)] != full)
        return violation("INV-9", "pile " + std::string(1, kPileLetter[p]) +
                                      " was drawn from before pile " +
                                      std::string(1, kPileLetter[p - 1]) + " ran out");
      if (p < kPiles - 1) exhausted += s.pile_size[static_cast<std::size_t>(p)] == 0;
    }
    const int pending = s.pending_invasion >= 0 ? 1 : 0;
    const int emperor = s.invasions == kPiles ? 1 : 0;
    if (s.invasions != exhausted - pending + emperor)
      return violation("INV-16",
                       n(s.invasions) + " invasions for " + n(exhausted) + " exhausted piles");
  }
  if (s.phase == Phase::GameOver && s.invasions != kPiles)
    return violation("INV-13", "the game ended after " + n(s.invasions) + " invasions");
  return std::nullopt;
}

// --- The turn ---

// INV-24: after a claim the claimant has no envoy on the board, and until its phase 3 its hand
// holds the cards of every column the claim emptied (`refilling`, from check_display).
Verdict check_claim(const State& s, const Refilling& refilling) {
  const bool claim_pending =
      s.phase == Phase::Refill || ((s.phase == Phase::Commit || s.phase == Phase::Assign) &&
                                   s.invading >= 0 && s.invading < kPiles - 1);
  if (!(s.claimed || claim_pending) || setup(s) || s.phase == Phase::GameOver) return std::nullopt;
  const Player& p = s.me();
  for (int c = 0; c < s.columns_in_use; ++c)
    if (s.columns[static_cast<std::size_t>(c)].envoy == s.active)
      return violation("INV-24", who(s, s.active) + "'s envoy is on column " + n(c + 1) + " " +
                                     phase_words(s) +
                                     " after its claim: a claim takes every column holding "
                                     "the claimant's envoys (C-3.1.10)");
  if (claim_pending && s.pile_size[kPiles - 1] > 0) {
    if (p.hand_size == 0)
      return violation("INV-24", who(s, s.active) + " holds no card " + phase_words(s) +
                                     ", which follows its claim this turn: the claimed cards "
                                     "stay in hand until phase 3 (C-3.1.10)");
    if (p.hand_size < refilling.cards)
      return violation("INV-24", who(s, s.active) + " holds " + n(p.hand_size) + " card(s) " +
                                     phase_words(s) + ", but its claim emptied " +
                                     column_list(refilling.columns) +
                                     ", still being refilled: " + n(refilling.cards) +
                                     " cards at least, which stay in hand until phase 3 "
                                     "(C-3.1.10)");
  }
  return std::nullopt;
}

// INV-39: phase 4 follows each phase 3 and gives a free guild master to the active player with
// a building of 2 floors or more of its category (C-3.4): outside the active player's phase 3,
// a free master means nobody has such a building.
Verdict check_masters(const State& s) {
  for (int k = 0; k < kCategories; ++k) {
    if (s.master[static_cast<std::size_t>(k)] >= 0 || setup(s)) continue;
    for (int q = 0; q < s.num_players; ++q) {
      if (q == s.active && (s.phase == Phase::Build || s.phase == Phase::Discard)) continue;
      const int f = highest_building(s.players[static_cast<std::size_t>(q)], k);
      if (f >= 2)
        return violation("INV-39", "the " + std::string(1, kCategoryLetter[k]) +
                                       " guild master is free, but " + who(s, q) +
                                       " has a building of " + n(f) + " floors in category " +
                                       std::string(1, kCategoryLetter[k]) +
                                       ": the phase 4 after the phase 3 that raised it gave it "
                                       "the master (C-3.4)");
    }
  }
  return std::nullopt;
}

// INV-21: turns taken, in seat order, never increase and differ by at most one. INV-18: the
// pawn is with the active player until the last D card, then with its drawer.
Verdict check_turns_and_pawn(const State& s) {
  if (!s.final_round || s.phase == Phase::GameOver) {
    for (int q = 1; q < s.num_players; ++q)
      if (s.players[static_cast<std::size_t>(q)].turns >
          s.players[static_cast<std::size_t>(q - 1)].turns)
        return violation("INV-21", Comuni::seat_name(s, static_cast<Seat>(q)) +
                                       " has played more turns than the comune before it");
    if (s.players[0].turns > s.players[s.num_players - 1u].turns + 1)
      return violation("INV-21", "turn counts differ by more than one");
  }
  if (!setup(s) && s.phase != Phase::GameOver) {
    const int holder = s.drawer >= 0 ? s.drawer : s.active;
    if (s.pawn != holder)
      return violation("INV-18", "the pawn is with " + Comuni::seat_name(s, s.pawn) + ", not " +
                                     Comuni::seat_name(s, static_cast<Seat>(holder)));
  }
  return std::nullopt;
}

}  // namespace

Verdict Comuni::check_invariants(const State& s) {
  int bonus_in_play = 0;
  if (Verdict v = check_cards(s, bonus_in_play)) return v;
  if (Verdict v = check_resources(s)) return v;
  if (Verdict v = check_loot_and_bonus(s, bonus_in_play)) return v;
  if (Verdict v = check_heroes(s)) return v;
  if (Verdict v = check_invasion_count(s)) return v;
  // INV-11: while D lasts, the display is full but in phase 2 and its invasions, where it is as
  // a claim and the refill leave it (check_display).
  Refilling refilling;
  if (auto v = check_display(s, refilling)) return v;
  if (Verdict v = check_claim(s, refilling)) return v;
  if (Verdict v = check_masters(s)) return v;
  return check_turns_and_pawn(s);
}

Verdict Comuni::check_transition(const State& b, const Action& a, const State& s) {
  if (b.phase == Phase::GameOver) return violation("INV-15", "an action after the end");
  // INV-14: an invasion starts exactly when a pile A-C runs out (or after that refill, with
  // end_of_phase2), or for the Emperor after the final round.
  if (s.invasions != b.invasions) {
    if (s.invasions != b.invasions + 1) return violation("INV-14", "two invasions in one step");
    const int pile = s.invasions - 1;
    const bool emperor = pile == kPiles - 1;
    if (emperor) {
      if (!b.final_round || s.invading != kPiles - 1)
        return violation("INV-15", "the Emperor invaded before the final round ended");
    } else {
      const bool ran_out = b.pile_size[static_cast<std::size_t>(pile)] > 0 &&
                           s.pile_size[static_cast<std::size_t>(pile)] == 0;
      if (!(a.kind == ActionKind::Draw && (ran_out || b.pending_invasion == pile)))
        return violation("INV-14", "invasion " + std::string(1, kPileLetter[pile]) +
                                       " without its pile running out");
    }
  }
  for (int p = 0; p < kPiles - 1; ++p) {
    const bool ran_out = b.pile_size[static_cast<std::size_t>(p)] > 0 &&
                         s.pile_size[static_cast<std::size_t>(p)] == 0 && !setup(b);
    if (ran_out && b.options().invasion_timing == InvasionTiming::Immediate &&
        s.invasions != b.invasions + 1)
      return violation("INV-14",
                       "pile " + std::string(1, kPileLetter[p]) + " ran out without an invasion");
  }
  for (int q = 0; q < b.num_players; ++q) {
    const Player &pb = b.players[static_cast<std::size_t>(q)],
                 &pa = s.players[static_cast<std::size_t>(q)];
    // INV-31, INV-37: VP grows only by building steps, by the new floor.
    if (pa.vp != pb.vp &&
        !(a.kind == ActionKind::Build && q == b.active && pa.vp == pb.vp + a.c + 1))
      return violation("INV-31", "VP changed outside a building step");
    // INV-45: loot grows only when an invasion is resolved, shrinks only by the owner's repair.
    if (pa.loot > pb.loot && !(b.phase == Phase::Commit || b.phase == Phase::Assign))
      return violation("INV-45", "loot outside an invasion");
    if (pa.loot < pb.loot && !(a.kind == ActionKind::Repair && q == b.active))
      return violation("INV-40", "loot removed outside a repair");
    if (pa.num_buildings < pb.num_buildings || pa.num_sections < pb.num_sections)
      return violation("INV-26", "a building disappeared");
  }
  for (int k = 0; k < kCategories; ++k) {
    if (b.master[static_cast<std::size_t>(k)] >= 0 && s.master[static_cast<std::size_t>(k)] < 0)
      return violation("INV-6", "a guild master was unassigned");
    if (s.master[static_cast<std::size_t>(k)] != b.master[static_cast<std::size_t>(k)] &&
        s.master[static_cast<std::size_t>(k)] != b.active)
      return violation("INV-39", "a guild master went to a player who is not active");
  }
  return std::nullopt;
}

}  // namespace arbiter::comuni
