// Reading a Medievalia position: the State built from the fields, its cards placed and counted.
#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/medievalia/position_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia::position_detail {

bool Reader::place_cards(std::array<int, kMaxTypes>& entered, std::vector<int>& ids) {
  const int city = cfg_.city_type;
  std::array<int, kMaxCards> where{};  // spec index + 1 of each physical copy
  where.fill(0);
  auto id_of = [&](int ty, int copy) { return cfg_.type(ty).first_id + copy - 1; };
  ids.assign(sp_.cards.size(), -1);
  // Named copies first, then the others take the lowest numbers left, in reading order.
  for (int pass = 0; pass < 2; ++pass)
    for (std::size_t i = 0; i < sp_.cards.size(); ++i) {
      CardSpec& c = sp_.cards[i];
      if (c.type == city && c.copy == 0) c.copy = c.owner + 1;
      if ((pass == 0) != (c.copy != 0)) continue;
      if (c.copy == 0) {
        int k = 1;
        while (k <= cfg_.type(c.type).count && where[ix(id_of(c.type, k))]) ++k;
        if (k > cfg_.type(c.type).count)
          return fail(c.where, quoted(c.word) + ": no " + type_name(s_, c.type) +
                                   " left to number, the box holds " +
                                   std::to_string(cfg_.type(c.type).count));
        c.copy = k;
      }
      const int id = id_of(c.type, c.copy);
      if (c.type == city && c.copy != c.owner + 1)
        return fail(c.where, quoted(c.word) + ": " + card_name(s_, id) + " is " +
                                 seat_word(c.copy - 1) + "'s City (city" +
                                 std::to_string(c.owner + 1) + " is " + seat_word(c.owner) + "'s)");
      if (c.type == city && c.copy > n_)
        return fail(c.where,
                    quoted(c.word) + ": no such City in a " + std::to_string(n_) + "-player game");
      if (where[ix(id)])
        return fail(c.where, quoted(c.word) + ": " + card_name(s_, id) + " is already placed (" +
                                 sp_.cards[ix(where[ix(id)] - 1)].where + ")");
      where[ix(id)] = static_cast<int>(i) + 1;
      ids[i] = id;
    }
  // The Cities the position does not place: on the table, or out with an eliminated player.
  for (int p = 0; p < n_; ++p) {
    const int id = id_of(city, p + 1);
    if (where[ix(id)]) {
      const CardSpec& c = sp_.cards[ix(where[ix(id)] - 1)];
      if (c.out && !sp_.eliminated[ix(p)])
        return fail(c.where, card_name(s_, id) + " is out of game but " + seat_word(p) +
                                 " is in the game: write 'eliminated " + seat_word(p) +
                                 " city' (M-7.2)");
      if (!c.out && sp_.eliminated[ix(p)])
        return fail(c.where, card_name(s_, id) + " is on the table but " + seat_word(p) +
                                 " is eliminated (I-06)");
      continue;
    }
    Card& c = s_.card(id);
    c.zone = sp_.eliminated[ix(p)] ? Zone::Out : Zone::Table;
    c.owner = u8(p);
    c.fief = u8(own_fief(p));
  }
  for (std::size_t i = 0; i < sp_.cards.size(); ++i) {
    const CardSpec& cs = sp_.cards[i];
    Card& c = s_.card(ids[i]);
    c = cs.marks;
    c.zone = cs.out ? Zone::Out : Zone::Table;
    c.owner = u8(cs.owner);
    c.fief = u8(cs.fief >= 0 ? cs.fief : own_fief(cs.owner));
    c.host = kNone;
  }
  // Copies below a placed one that the position does not place left the game earlier.
  for (int t = 0; t < cfg_.num_types; ++t) {
    const TypeInfo& ti = cfg_.type(t);
    int top = 0;
    for (int k = 1; k <= ti.count; ++k)
      if (where[ix(id_of(t, k))] || (t == city && k <= n_)) top = k;
    entered[ix(t)] = top;
    for (int k = 1; k <= top; ++k)
      if (s_.card(id_of(t, k)).zone == Zone::Off) s_.card(id_of(t, k)).zone = Zone::Out;
  }
  return true;
}

bool Reader::resolve_hosts(const std::vector<int>& ids) {
  for (std::size_t i = 0; i < sp_.cards.size(); ++i) {
    const CardSpec& cs = sp_.cards[i];
    if (cs.host.empty()) continue;
    int ty = -1, copy = 0;
    if (!card_name_of(cs.where, cs.host, ty, copy)) return false;
    int host = -1;
    if (copy) {
      host = cfg_.type(ty).first_id + copy - 1;
    } else {
      int found = 0;
      for (int id = cfg_.type(ty).first_id; id < cfg_.type(ty).first_id + cfg_.type(ty).count; ++id)
        if (s_.card(id).zone == Zone::Table && s_.card(id).owner == cs.owner) {
          host = id;
          ++found;
        }
      if (found != 1)
        return fail(cs.where, quoted(cs.word) + ": " + seat_word(cs.owner) + " has " +
                                  std::to_string(found) + " " + type_name(s_, ty) +
                                  " on the table: name the host with its number");
    }
    const Card& h = s_.card(host);
    if (h.zone != Zone::Table || h.owner != cs.owner)
      return fail(cs.where, quoted(cs.word) + ": " + card_name(s_, host) + " is not " +
                                seat_word(cs.owner) + "'s card on the table (I-08, I-09)");
    if (!cfg_.card(host).host())
      return fail(cs.where, quoted(cs.word) + ": " + card_name(s_, host) +
                                " is not a host (a City or a territory, I-08)");
    if (host == ids[i]) return fail(cs.where, quoted(cs.word) + ": a card is not its own host");
    s_.card(ids[i]).host = u8(host);
  }
  return true;
}

namespace {

// A field's error, for Reader::fail: "FIELD: what".
struct Failure {
  std::string field, what;
};
using Failed = std::optional<Failure>;

// What count_cards works on: the reader's config, spec and state, and its number of players.
struct Counting {
  const Config& cfg;
  const Spec& sp;
  State& s;
  int n;
};

// One zone's cards (`more`, by type) added to `placed`: more copies than the box holds fail
// the zone's field.
Failed add_placed(const Counting& c, const std::string& field,
                  const std::array<int, kMaxTypes>& more, std::array<int, kMaxTypes>& placed) {
  for (int t = 0; t < c.cfg.num_types; ++t) {
    if (!more[ix(t)]) continue;
    placed[ix(t)] += more[ix(t)];
    if (placed[ix(t)] > c.cfg.type(t).count)
      return Failure{field, std::to_string(more[ix(t)]) + " " + type_name(c.s, t) + ", with " +
                                std::to_string(placed[ix(t)] - more[ix(t)]) +
                                " placed elsewhere, but the box holds " +
                                std::to_string(c.cfg.type(t).count)};
  }
  return std::nullopt;
}

// The hands (put in the state) and the cards sold, in and out of the open transaction, added
// to `placed`.
Failed place_hands_and_sales(const Counting& c, std::array<int, kMaxTypes>& placed) {
  for (int p = 0; p < c.n; ++p) {
    if (Failed f = add_placed(c, "hand " + seat_word(p), c.sp.hand[ix(p)], placed)) return f;
    for (int t = 0; t < kMaxTypes; ++t) c.s.player(p).hand[ix(t)] = u8(c.sp.hand[ix(p)][ix(t)]);
    for (int k = 0; k < kDrawPiles; ++k)
      c.s.player(p).unknown[ix(k)] = u8(c.sp.unknown[ix(p)][ix(k)]);
  }
  for (int p = 0; p < c.n; ++p)
    if (Failed f = add_placed(c, "txsold " + seat_word(p), c.sp.txsold[ix(p)], placed)) return f;
  return add_placed(c, "sold", c.sp.sold, placed);
}

// The out-of-game and entered counts of each type, put in the state; returns the copies of
// each type not placed anywhere, for the draw piles.
std::array<int, kMaxTypes> count_out(const Counting& c, const std::array<int, kMaxTypes>& entered,
                                     const std::array<int, kMaxTypes>& placed) {
  std::array<int, kMaxTypes> left{};
  for (int t = 0; t < c.cfg.num_types; ++t) {
    left[ix(t)] = c.cfg.type(t).count - placed[ix(t)];
    int zone_out = 0;
    for (int id = c.cfg.type(t).first_id; id < c.cfg.type(t).first_id + c.cfg.type(t).count; ++id)
      zone_out += c.s.card(id).zone == Zone::Out;
    c.s.out[ix(t)] = u8(zone_out + c.sp.sold[ix(t)]);
    c.s.entered[ix(t)] = u8(entered[ix(t)]);
  }
  return left;
}

// Draw pile `k`: its size, reminder and pool, from the copies of its types `left` and the
// unseen cards in hand.
Failed draw_pile(const Counting& c, int k, const std::array<int, kMaxTypes>& left) {
  const Spec& sp = c.sp;
  const bool setup = sp.phase == Phase::SetupFirst || sp.phase == Phase::SetupReminder;
  std::array<int, kMaxTypes> pile_left{};
  int unplaced = 0, unseen = 0;
  for (int t = 0; t < c.cfg.num_types; ++t)
    if (c.cfg.type(t).pile == k) {
      pile_left[ix(t)] = left[ix(t)];
      unplaced += left[ix(t)];
    }
  for (int p = 0; p < c.n; ++p)
    unseen += sp.unknown[ix(p)][ix(k)] + sp.txsold_unknown[ix(p)][ix(k)];
  const std::string letter(1, kPileLetter[k]);
  if (unseen > unplaced)
    return Failure{"hand", std::to_string(unseen) + " unseen " + letter + " cards, but only " +
                               std::to_string(unplaced) + " " + letter +
                               " cards are not placed elsewhere"};
  const int full = unplaced - unseen;
  int size = sp.piles[ix(k)] >= 0 ? sp.piles[ix(k)] : full;
  if (size > full)
    return Failure{"piles", letter + std::to_string(size) + ", but only " + std::to_string(full) +
                                " " + letter +
                                " cards are left for the pile (the box less the "
                                "cards placed and the unseen cards)"};
  int rem = sp.reminder[ix(k)] >= 0 ? sp.reminder[ix(k)]
                                    : default_reminder(c.cfg, sp.phase, k, size, pile_left);
  if (rem != kNone && pile_left[ix(rem)] < 1)
    return Failure{"reminders", type_name(c.s, rem) + ": every copy is placed elsewhere"};
  if (rem != kNone && size == 0)
    return Failure{"reminders", "pile " + letter + " is empty: it has no reminder"};
  if (!setup && size > 0 && rem == kNone)
    return Failure{"reminders", "pile " + letter +
                                    " holds cards: its last one is the face-up "
                                    "reminder (A-05)"};
  if (sp.phase == Phase::SetupFirst && rem != kNone)
    return Failure{"reminders", "no reminder is revealed before the first player is chosen"};
  c.s.reminder[ix(k)] = u8(rem);
  c.s.pile_size[ix(k)] = u8(size);
  c.s.out_unknown[ix(k)] = u8(full - size);
  for (int t = 0; t < c.cfg.num_types; ++t)
    if (c.cfg.type(t).pile == k) c.s.pool[ix(k)][ix(t)] = u8(pile_left[ix(t)] - (rem == t ? 1 : 0));
  return std::nullopt;
}

// The reminders revealed so far: in setup, in the order T, M, C (M-2.2), and not all of them.
Failed reminders_set(const Counting& c) {
  if (c.sp.phase != Phase::SetupReminder) {
    c.s.reminders_set = c.sp.phase == Phase::SetupFirst ? 0 : kDrawPiles;
    return std::nullopt;
  }
  int set = 0;
  while (set < kDrawPiles && c.s.reminder[ix(set)] != kNone) ++set;
  for (int k = set; k < kDrawPiles; ++k)
    if (c.s.reminder[ix(k)] != kNone)
      return Failure{"reminders", "the reminders are revealed in the order T, M, C (M-2.2)"};
  if (set == kDrawPiles)
    return Failure{"turn", "every reminder is revealed: the draft has begun (turn 0 P1 draft)"};
  c.s.reminders_set = u8(set);
  return std::nullopt;
}

// The building piles: their tops, and the buildings left face down (the box less those
// entered and the tops).
Failed building_piles(const Counting& c, const std::array<int, kMaxTypes>& entered) {
  const Spec& sp = c.sp;
  std::array<int, kMaxTypes> bleft{};
  int total = 0;
  std::array<int, kBuildingPiles> tops{};
  for (int k = 0; k < kBuildingPiles; ++k)
    tops[ix(k)] = sp.has_buildings ? sp.btop[ix(k)] : c.cfg.pile_top_type[ix(k)];
  for (int t = 0; t < c.cfg.num_types; ++t) {
    if (!c.cfg.type(t).building()) continue;
    bleft[ix(t)] = c.cfg.type(t).count - entered[ix(t)];
    for (int k = 0; k < kBuildingPiles; ++k) bleft[ix(t)] -= tops[ix(k)] == t;
    if (bleft[ix(t)] < 0)
      return Failure{"buildings", "no " + type_name(c.s, t) + " is left to top a pile" +
                                      (sp.has_buildings ? std::string()
                                                        : " (write the field: buildings "
                                                          "TOP+N TOP+N TOP+N)")};
    total += bleft[ix(t)];
    c.s.building_pool[ix(t)] = u8(bleft[ix(t)]);
  }
  const auto hidden = sp.has_buildings ? sp.bhidden : default_hidden(total);
  if (hidden[0] + hidden[1] + hidden[2] != total)
    return Failure{"buildings", std::to_string(hidden[0] + hidden[1] + hidden[2]) +
                                    " face down, but " + std::to_string(total) +
                                    " buildings are left (the box less those bought and the tops)"};
  for (int k = 0; k < kBuildingPiles; ++k) {
    c.s.building_top[ix(k)] = u8(tops[ix(k)]);
    c.s.building_hidden[ix(k)] = u8(hidden[ix(k)]);
  }
  return std::nullopt;
}

}  // namespace

// Hands, sales and unseen cards against the box; then the draw piles, their reminders and the
// building piles follow from what is left.
bool Reader::count_cards(const std::array<int, kMaxTypes>& entered) {
  const Counting c{cfg_, sp_, s_, n_};
  std::array<int, kMaxTypes> placed = entered;
  if (Failed f = place_hands_and_sales(c, placed)) return fail(f->field, f->what);
  const std::array<int, kMaxTypes> left = count_out(c, entered, placed);
  for (int k = 0; k < kDrawPiles; ++k)
    if (Failed f = draw_pile(c, k, left)) return fail(f->field, f->what);
  if (Failed f = reminders_set(c)) return fail(f->field, f->what);
  if (Failed f = building_piles(c, entered)) return fail(f->field, f->what);
  return true;
}

// What the phase needs so that someone has a decision (the engine's own checks then run).
bool Reader::check_position() {
  const Phase ph = sp_.phase;
  const Combat& cb = s_.combat;
  if (ph == Phase::Strike) {
    bool pending = false;
    for (int d = 0; d < cb.n_defend; ++d) pending = pending || cb.defend[ix(d)].strike == 0;
    if (!pending)
      return fail("groups",
                  "phase strike: no defending group has its strike-back pending (dG "
                  "without '>')");
  }
  if (ph == Phase::Bonus) {
    const int giver = pending_bonus(s_);
    if (giver < 0)
      return fail("turn", "phase bonus: no +0/1 has two possible receivers (M-3.10.3, M-6.3)");
    if (s_.decider != s_.card(giver).owner)
      return fail("decider", "the +0/1 of " + card_name(s_, giver) + " is " +
                                 seat_word(s_.card(giver).owner) + "'s choice");
  }
  if (ph == Phase::Order) {
    const int g = pending_order(s_);
    if (!g) return fail("turn", "phase order: no group of 2 or more cards takes damage (M-3.16.2)");
    if (s_.decider != group_owner(s_, g))
      return fail("decider", "the allocation order is " + seat_word(group_owner(s_, g)) +
                                 "'s choice (M-3.16.2)");
  }
  // A state that breaks an invariant is returned: the caller's check_invariants refuses it with
  // the invariant's rule (replay does so for every position). The legal actions are asked only of
  // a state that holds them.
  if (Medievalia::check_invariants(s_)) return true;
  if (ph != Phase::GameOver) {
    auto legal = std::make_unique<Medievalia::ActionBuffer>();
    Medievalia::legal_actions(s_, *legal);
    if (legal->empty())
      return fail("turn", "nobody has a legal action in this position (" +
                              std::string(kPhaseWord[static_cast<std::size_t>(ph)]) + ", " +
                              Medievalia::seat_name(s_, Medievalia::current_seat(s_)) +
                              " to decide): the game cannot reach it");
  }
  return true;
}

bool Reader::build() {
  const Phase ph = sp_.phase;
  s_.num_players = u8(n_);
  for (int p = n_; p < kMaxPlayers; ++p) s_.player(p).alive = 0;
  // When and who.
  const bool setup = ph == Phase::SetupFirst || ph == Phase::SetupReminder ||
                     ph == Phase::DraftPick || (ph == Phase::Reveal && sp_.turn == 0);
  if (setup != (sp_.turn == 0))
    return fail("turn", setup ? "the setup and the draft are turn 0"
                              : "turn 0 is the setup: its steps are first, reminder, draft and "
                                "reveal (a draft card)");
  s_.turn = static_cast<std::uint16_t>(sp_.turn);
  s_.phase = ph;
  s_.active = u8(sp_.active);
  s_.first = u8(sp_.first);
  if (sp_.has_end != (ph == Phase::GameOver))
    return fail("end", ph == Phase::GameOver
                           ? "missing: the game is over (end prestige P1, end shortage none, ...)"
                           : "only when the game is over (turn N SEAT over)");
  s_.winner_mask = u8(sp_.winners);
  s_.end_reason = u8(sp_.end_reason);
  s_.reveal_pile = u8(sp_.reveal_pile);
  s_.draw_for = sp_.has_for ? sp_.draw_for : default_for(sp_.turn, ph);
  if (ph == Phase::Reveal && (s_.draw_for == DrawFor::Draft) != (sp_.turn == 0))
    return fail("reveal", "a draft card is drawn in turn 0, a turn's or an extra card later");
  s_.after_upkeep = sp_.resume;
  s_.decider = u8(sp_.decider);
  s_.skipped = u8(sp_.skipped);
  s_.war_fiefs_lo = u8(sp_.fought & 0xFF);
  s_.war_fiefs_hi = u8(sp_.fought >> 8);
  s_.group_move_from = u8(sp_.march_from);
  s_.group_move_to = u8(sp_.march_to);
  s_.ally_fee_paid = sp_.fee ? 1 : 0;
  if (sp_.fee && n_ != 4) return fail("fee", "the ally's fee is for the alliance game (M-8.6)");
  for (int p = 0; p < n_; ++p) {
    Player& pl = s_.player(p);
    pl.alive = sp_.eliminated[ix(p)] ? 0 : 1;
    if (sp_.eliminated[ix(p)])
      pl.out = u8(sp_.eliminated[ix(p)] | (sp_.unskipped[ix(p)] ? 0 : kOutTurnSkipped));
  }
  if (!s_.player(s_.active).alive && ph != Phase::GameOver && ph >= Phase::Upkeep)
    return fail("turn", seat_word(s_.active) + " is eliminated and takes no turn (I-28)");
  // Cards.
  std::array<int, kMaxTypes> entered{};
  std::vector<int> ids;
  if (!place_cards(entered, ids) || !resolve_hosts(ids)) return false;
  for (int id = 0; id < kMaxCards; ++id)
    if (s_.card(id).zone == Zone::Table && s_.card(id).owner < n_)
      set_owned(s_, s_.card(id).owner, id, true);
  if (!count_cards(entered)) return false;
  // Players' counters (after the hands: the draft's default counts them).
  for (int p = 0; p < n_; ++p) {
    Player& pl = s_.player(p);
    const auto& v = sp_.player[ix(p)];
    pl.siege = u8(v[0] >= 0 ? v[0] : 0);
    pl.turns = u8(v[1] >= 0 ? v[1] : default_turns(sp_.turn, sp_.first, n_, p));
    pl.drafted = u8(v[2] >= 0 ? v[2] : default_drafted(sp_.turn, pl));
    pl.extra_draws = u8(v[3] >= 0 ? v[3] : 0);
  }
  if (!build_txn() || !build_combat()) return false;
  return check_position();
}

}  // namespace arbiter::medievalia::position_detail
