// The invariants of docs/rules/medievalia.md section 11, per state and per transition.
#include <algorithm>
#include <string>

#include "engine/medievalia/invariants_internal.h"
#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace invariants_detail {

bool combat_phase(Phase p) {
  return p >= Phase::Deploy && p <= Phase::Powers;
}

std::string seat(int p) {
  return "P" + std::to_string(p + 1);
}

namespace {

// M-8: two players are foes unless they are one seat or, in the alliance game, sit opposite.
bool foes(const State& s, int p, int q) {
  return p != q && !(s.num_players == 4 && p % 2 == q % 2);
}

// --- Transition checks, one per kind of change (Medievalia::check_transition) ---

// I-03: the draw and building piles never grow, and no card leaves the out-of-game zone.
Verdict piles_step(const State& b, const State& s) {
  for (int k = 0; k < kDrawPiles; ++k)
    if (s.pile_size[static_cast<std::size_t>(k)] > b.pile_size[static_cast<std::size_t>(k)])
      return violation("I-03", "a draw pile grew");
  for (int k = 0; k < kBuildingPiles; ++k)
    if (s.building_hidden[static_cast<std::size_t>(k)] >
        b.building_hidden[static_cast<std::size_t>(k)])
      return violation("I-03", "a building pile grew");
  for (int t = 0; t < kMaxTypes; ++t)
    if (s.out[static_cast<std::size_t>(t)] < b.out[static_cast<std::size_t>(t)])
      return violation("I-03", "a card left the out-of-game zone");
  return std::nullopt;
}

// I-12, I-10: a card on the table before and after untaps only at reactivation (or a cancel
// rolling back its tapping), changes fief only by external movement, and a tapped card is not
// detached from its host.
Verdict table_cards_step(const State& b, const Action& a, const State& s) {
  const bool new_turn = s.turn != b.turn;
  const bool reactivation = new_turn || (b.phase == Phase::Reveal && b.draw_for == DrawFor::Turn);
  for (int i = 0; i < kMaxCards; ++i) {
    const Card &x = b.card(i), &y = s.card(i);
    if (x.zone != Zone::Table || y.zone != Zone::Table) continue;
    if ((x.flags & kTapped) && !(y.flags & kTapped) &&
        !(a.kind == K::Cancel && (x.flags & kTxnTapped)) && !(reactivation && y.owner == s.active))
      return violation("I-12", card_name(s, i) + " was untapped outside reactivation");
    if (x.fief != y.fief &&
        !(a.kind == K::Go && a.a == i && adjacent(b, x.fief, y.fief) && y.owner == b.active))
      return violation("I-10", card_name(s, i) + " changed fief outside external movement");
    if (x.host != y.host && x.host != kNone && (x.flags & kTapped) && on_table(s, x.host))
      return violation("I-12", card_name(s, i) + ": a tapped card was detached");
  }
  return std::nullopt;
}

// I-13: a host tapped taps its group. I-32: reactivation untaps all the active player's cards.
Verdict tapping_step(const State& b, const Action& a, const State& s) {
  if (a.kind == K::Tap && is_host(b, a.a))
    for (int i = 0; i < kMaxCards; ++i)
      if (s.card(i).zone == Zone::Table && (i == a.a || b.card(i).host == a.a) &&
          !(s.card(i).flags & kTapped))
        return violation("I-13", card_name(s, i) + " was not tapped with its group");
  if (b.phase == Phase::Reveal && b.draw_for == DrawFor::Turn && s.turn == b.turn &&
      s.phase != Phase::GameOver)
    for (int i = 0; i < kMaxCards; ++i)
      if (s.card(i).zone == Zone::Table && s.card(i).owner == s.active &&
          (s.card(i).flags & kTapped))
        return violation("I-32", card_name(s, i) + " is still tapped after reactivation");
  return std::nullopt;
}

// I-26: damage and combat bonuses vanish between turns. I-29: no siege counter moves mid-turn.
Verdict turn_marks_step(const State& b, const State& s) {
  const bool new_turn = s.turn != b.turn;
  if (new_turn)
    for (int i = 0; i < kMaxCards; ++i)
      if (s.card(i).damage || s.card(i).heals || s.card(i).bonus)
        return violation("I-26", card_name(s, i) + " keeps damage or a bonus into a new turn");
  if (!new_turn)
    for (int p = 0; p < s.num_players; ++p)
      if (s.player(p).alive && s.player(p).siege != b.player(p).siege)
        return violation("I-29", "a siege counter moved mid-turn");
  return std::nullopt;
}

// I-15, I-16: what one contribution (exchange, Marchand, Bureaucrate, activation) may add to
// the pool, and what a Bureaucrate may waive.
Verdict pool_step(const State& b, const Action& a, const State& s) {
  if (s.phase != Phase::Txn && b.phase != Phase::Txn) return std::nullopt;
  int before = 0, after = 0, waived = 0;
  for (int r = 0; r < kResources; ++r) {
    before += b.txn.pool[ix(r)];
    after += s.txn.pool[ix(r)];
    waived += s.txn.waived[ix(r)] - b.txn.waived[ix(r)];
  }
  if (a.kind == K::Exchange && (after != before - 2 || b.txn.pool[a.a] - s.txn.pool[a.a] != 3))
    return violation("I-16", "an exchange must turn exactly 3 of one resource into 1 other");
  if (a.kind == K::Trade && after - before != (a.b == Gold ? 1 : 0))
    return violation("I-16", "a Marchand yields 1 resource, or 2 for a gold");
  if (a.kind == K::Bureaucrat && (waived < 1 || waived > 2))
    return violation("I-16", "a Bureaucrate waives 1 or 2 cost symbols");
  if (a.kind == K::Tap) {
    const TypeInfo& t = b.cfg().card(a.a);
    const int most = t.production + (t.host() ? t.max_boosters + 2 : 0);  // base, boosters, 2 bldgs
    if (after - before < 1 || after - before > most)
      return violation("I-15", card_name(b, a.a) + " yielded " + std::to_string(after - before) +
                                   ", more than base + boosters + buildings");
  }
  return std::nullopt;
}

// I-04: a hand changes only by a draw (+1), a play or a sale (-1), a cancelled sale coming
// back, or its owner's elimination.
Verdict hands_step(const State& b, const Action& a, const State& s) {
  for (int p = 0; p < s.num_players; ++p) {
    auto size = [&](const State& x) {
      int n = 0;
      for (auto h : x.player(p).hand) n += h;
      for (auto h : x.player(p).unknown) n += h;
      return n;
    };
    const int delta = size(s) - size(b);
    if (delta == 0 || (!s.player(p).alive && size(s) == 0)) continue;
    const bool drew =
        a.kind == K::Reveal && b.phase == Phase::Reveal && p == b.active && delta == 1;
    const bool sold = a.kind == K::Sell && p == a.seat && delta == -1;
    const bool played =
        a.kind == K::Pay && p == b.active && delta == -1 && static_cast<K>(b.txn.kind) == K::Play;
    const bool returned = a.kind == K::Cancel && delta > 0;
    if (!drew && !sold && !played && !returned)
      return violation("I-04", "P" + std::to_string(p + 1) + "'s hand changed by " +
                                   std::to_string(delta) + " without a draw, play or sale");
  }
  return std::nullopt;
}

// I-10: troops enter the table in their owner's own fief. I-29, I-31: at a new turn, the next
// seat still in the game plays, and its siege counter went up by one or back to 0.
Verdict entries_and_next_turn(const State& b, const State& s) {
  for (int i = 0; i < kMaxCards; ++i)
    if (b.card(i).zone != Zone::Table && s.card(i).zone == Zone::Table &&
        s.card(i).fief != own_fief(s.card(i).owner))
      return violation("I-10", card_name(s, i) + " entered the table outside its owner's fief");
  if (s.turn != b.turn && s.phase != Phase::GameOver && b.turn > 0) {
    int next = b.active;
    do next = (next + 1) % s.num_players;
    while (!s.player(next).alive && next != b.active);
    const int counter = s.player(s.active).siege, was = b.player(s.active).siege;
    if (s.active != next && b.player(next).alive && s.player(next).alive)
      return violation("I-31", "P" + std::to_string(s.active + 1) + " plays out of turn");
    if (counter != 0 && counter != was + 1)
      return violation("I-29", "a siege counter jumped from " + std::to_string(was) + " to " +
                                   std::to_string(counter));
  }
  return std::nullopt;
}

// I-14: a committed transaction had at least its cost in the pool. The price is recounted
// (price_to_pay), not taken from the pay check's txn_cost().
Verdict payment_step(const State& b, const Action& a) {
  if (a.kind != K::Pay) return std::nullopt;
  const Price price = price_to_pay(b);
  int spare = 0;
  for (int r = 0; r < kResources; ++r) {
    const int have = b.txn.pool[ix(r)], need = price.fixed[ix(r)];
    if (have < need) return violation("I-14", "a transaction committed with less than its cost");
    spare += have - std::max(need, 0);
  }
  if (spare < price.any)
    return violation("I-14", "a transaction committed with less than its cost (" +
                                 std::to_string(price.any) + " of any resource due, " +
                                 std::to_string(spare) + " left beyond the fixed cost)");
  return std::nullopt;
}

// I-33: after the draft every hand holds 8 cards.
Verdict draft_step(const State& b, const State& s) {
  if (b.phase == Phase::Reveal && b.draw_for == DrawFor::Draft && s.phase != Phase::DraftPick)
    for (int p = 0; p < s.num_players; ++p) {
      const Player& pl = s.player(p);
      int n = pl.unknown[0] + pl.unknown[1] + pl.unknown[2];
      for (auto h : pl.hand) n += h;
      if (n != 8 && s.turn <= 1)
        return violation("I-33", "a hand of " + std::to_string(n) + " after the draft");
    }
  return std::nullopt;
}

}  // namespace
}  // namespace invariants_detail

Verdict Medievalia::check_invariants(const State& s) {
  using namespace invariants_detail;
  if (Verdict v = conservation(s)) return v;
  if (Verdict v = placement(s)) return v;
  if (Verdict v = game_end(s)) return v;
  if (s.phase != Phase::Txn && s.txn != Txn{})
    return violation("I-14", "a pool outside a transaction");
  if (s.phase == Phase::Txn)
    if (Verdict v = txn_record(s)) return v;
  if (!combat_phase(s.phase) && s.combat != Combat{})
    return violation("I-21", "a combat left open");
  if (Verdict v = turn_marks(s)) return v;
  // I-29: a counter that reaches the siege_turns limit eliminates its player at once (M-7.3).
  const bool three = s.options().siege_turns == SiegeTurns::ThreeInclusive;
  const int limit = three ? 3 : 4;
  for (int p = 0; p < s.num_players; ++p)
    if (const int c = s.player(p).siege; c >= limit)
      return violation(
          "I-29", seat(p) + "'s siege counter is " + std::to_string(c) +
                      (c == limit ? ", the limit" : ", past the limit " + std::to_string(limit)) +
                      " under siege_turns=" + (three ? "3_inclusive" : "4_starts") +
                      ": a player is eliminated when his counter reaches it (M-7.3), "
                      "so it stays at " +
                      std::to_string(limit - 1) + " or below");
  // I-20: at every rest state of the owner's turn, troops <= 2 x food capacity.
  const bool rest = s.phase == Phase::Draw || s.phase == Phase::Main || s.phase == Phase::Txn ||
                    s.phase == Phase::March || s.phase == Phase::War ||
                    s.phase == Phase::BuildingReveal ||
                    (s.phase == Phase::Reveal && s.draw_for != DrawFor::Draft);
  // Recounted from the table (troops_to_feed, could_produce), not by the upkeep check's
  // over_upkeep(): M-5.6, each food feeds 2 troops.
  if (rest) {
    const int troops = troops_to_feed(s, s.active), food = could_produce(s, s.active, Food, true);
    if (troops > 2 * food)
      return violation("I-20", "P" + std::to_string(s.active + 1) + " has " +
                                   std::to_string(troops) + " troops for " + std::to_string(food) +
                                   " food");
  }
  if (s.phase != Phase::GameOver && s.phase >= Phase::Upkeep && !s.player(s.active).alive)
    return violation("I-28", "an eliminated player is to play");
  return std::nullopt;
}

Verdict Medievalia::check_transition(const State& b, const Action& a, const State& s) {
  using namespace invariants_detail;
  if (Verdict v = piles_step(b, s)) return v;
  if (Verdict v = table_cards_step(b, a, s)) return v;
  if (Verdict v = tapping_step(b, a, s)) return v;
  if (Verdict v = turn_marks_step(b, s)) return v;
  if (Verdict v = pool_step(b, a, s)) return v;
  // I-21: at most one combat per fief per turn, between enemies.
  if (a.kind == K::War && (b.war_fought(a.fief()) || !foes(b, b.active, a.defender())))
    return violation("I-21", "a second combat in a fief, or a combat between allies");
  if (Verdict v = hands_step(b, a, s)) return v;
  if (Verdict v = entries_and_next_turn(b, s)) return v;
  if (Verdict v = payment_step(b, a)) return v;
  return draft_step(b, s);
}

}  // namespace arbiter::medievalia
