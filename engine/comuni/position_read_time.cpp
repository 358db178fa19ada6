// Reading a Comuni position: invasions, the final round, whose turn, and the phase's details.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "engine/comuni/position_internal.h"
#include "engine/comuni/rules_internal.h"
#include "engine/core/suggest.h"

namespace arbiter::comuni::position_detail {

// ---- Time: invasions, final round, turn ---------------------------------------------------

bool Reader::setup() const {
  return s_.phase == Phase::SetupComuni || s_.phase == Phase::SetupDisplay;
}

bool Reader::read_time() {
  // Piles A-C that ran out; each started an invasion (or waits: pending).
  int exhausted = 0, highest = -1;
  for (int p = 0; p < kPiles - 1; ++p)
    if (s_.pile_size[ix(p)] == 0) {
      ++exhausted;
      highest = p;
    }
  const bool d_empty = s_.pile_size[kPiles - 1] == 0;
  const bool invading = s_.phase == Phase::Commit || s_.phase == Phase::Assign;
  const bool after_turns = invading || s_.phase == Phase::GameOver;

  if (const Field* f = field("pending")) {
    if (!arity(*f, 1, 1, "pending A|B|C")) return false;
    if (cfg_.options.invasion_timing != InvasionTiming::EndOfPhase2)
      return fail("pending",
                  "an invasion waits for the refill only with "
                  "invasion_timing=end_of_phase2");
    if (s_.phase != Phase::Refill)
      return fail("pending", "an invasion waits only while the display is refilled (`phase 2`)");
    if (f->values[0].size() != 1 || highest < 0 || f->values[0][0] != kPileLetter[highest])
      return fail("pending", highest < 0 ? "no pile A-C has run out"
                                         : "the pile that ran out last is " + pile_letter(highest) +
                                               ", not " + shown(f->values[0]));
    s_.pending_invasion = static_cast<std::int8_t>(highest);
  }

  // The final round.
  int done = -1;
  if (const Field* f = field("final")) {
    if (!arity(*f, 1, 1, "final N")) return false;
    if (!number("final", f->values[0], 0, n_, done, "the final turns played:")) return false;
  } else if (after_turns && d_empty) {
    done = n_;  // the Emperor, or the end
  }
  if (done >= 0) {
    if (!d_empty)
      return fail("final", "the final round comes after the last D card (pile D holds " +
                               num(s_.pile_size[kPiles - 1]) + ")");
    if ((done == n_) != after_turns)
      return fail("final", done == n_ ? "after the " + num(n_) +
                                            " final turns the Emperor invades (`phase "
                                            "invasion`) and the game ends (`phase over`)"
                                      : "the Emperor invades after all " + num(n_) +
                                            " final turns (`final " + num(n_) + "`)");
    if (s_.phase == Phase::Refill) return fail("final", "no refill in the final round (C-4.14)");
    s_.final_round = true;
    s_.final_turns_done = u8(done);
  } else if (s_.phase == Phase::GameOver) {
    return fail("phase", "the game is over after the Emperor: pile D is empty (`pile -`)");
  } else if (d_empty && (s_.phase == Phase::Projects || s_.phase == Phase::Displaced)) {
    return fail("final",
                "pile D is empty: this turn is in the final round (`final N`, N the "
                "final turns played)");
  }
  return read_turns(done, highest, exhausted);
}

// Whose turn, the drawer of the last D card, the invasion in progress.
bool Reader::read_turns(int done, int highest, int exhausted) {
  const bool d_empty = s_.pile_size[kPiles - 1] == 0;
  const bool invading = s_.phase == Phase::Commit || s_.phase == Phase::Assign;
  const bool after_turns = invading || s_.phase == Phase::GameOver;
  const Field* turn = field("turn");
  const Field* drawer = field("drawer");
  int active = 0, drawn = -1;
  if (turn) {
    if (!arity(*turn, 1, 1, "turn COMUNE")) return false;
    if (!seat("turn", turn->values[0], active)) return false;
  }
  if (drawer) {
    if (!arity(*drawer, 1, 1, "drawer COMUNE")) return false;
    if (!d_empty) return fail("drawer", "pile D still holds cards: nobody has drawn the last one");
    if (!seat("drawer", drawer->values[0], drawn)) return false;
  }
  const FinalRoundOrder order = cfg_.options.final_round_order;
  if (s_.final_round) {
    if (drawn < 0 && !turn)
      return fail("drawer",
                  "missing: in the final round, name the comune that drew the last D "
                  "card (`drawer COMUNE`)");
    if (drawn < 0) {  // from the seat playing now
      const int start = (active - std::min(done, n_ - 1) + n_) % n_;
      drawn = order == FinalRoundOrder::DrawerFirst ? start : (start - 1 + n_) % n_;
    }
    const int plays = final_active(drawn, done, n_, order);
    if (turn && active != plays)
      return fail("turn", "in the final round after " + seat_name(drawn) + "'s last D card, " +
                              num(done) + " final turn(s) played, " +
                              (done == n_ ? seat_name(plays) + " played the last one"
                                          : "it is " + seat_name(plays) + "'s turn") +
                              " (final_round_order)");
    active = plays;
  } else if (d_empty && !setup()) {
    if (drawn >= 0 && drawn != active)
      return fail("drawer",
                  "until the final round, the drawer of the last D card is the comune "
                  "whose turn it is (" +
                      seat_name(active) + ")");
    drawn = active;
  }
  if (setup() && active != 0)
    return fail("turn", "the setup ends with the lowest comune's turn (C-2.11)");
  s_.active = u8(active);
  s_.drawer = static_cast<std::int8_t>(drawn);
  s_.pawn = u8(drawn >= 0 ? drawn : active);  // INV-18

  // The invasion in progress: the pile that ran out last, or the Emperor.
  if (invading) {
    if (s_.final_round) {
      s_.invading = kPiles - 1;
    } else if (highest >= 0 && !d_empty) {
      s_.invading = static_cast<std::int8_t>(highest);
    } else {
      return fail("phase",
                  "an invasion comes when pile A, B or C runs out, or after the final "
                  "round: no pile has run out");
    }
  }
  const bool emperor = s_.final_round && after_turns;
  s_.invasions = u8(exhausted - (s_.pending_invasion >= 0 ? 1 : 0) + (emperor ? 1 : 0));
  if (setup() && s_.pile_size[0] == 0)
    return fail("pile", "the setup draws the first display from pile A, which cannot run out");
  return read_rounds(active, drawn, done);
}

// The round, and the turns each seat has played.
bool Reader::read_rounds(int active, int drawn, int done) {
  const FinalRoundOrder order = cfg_.options.final_round_order;
  int round = 1;
  if (const Field* f = field("round")) {
    if (!arity(*f, 1, 1, "round N")) return false;
    if (!number("round", f->values[0], 1, 65535, round, "the round")) return false;
    if (setup()) return fail("round", "the setup comes before round 1");
  }
  const auto turns = default_turns(n_, active, round, s_.final_round, drawn, done, order);
  for (int q = 0; q < n_; ++q) {
    const int t = seats_[ix(q)].turns.value_or(turns[ix(q)]);
    if (t < 0)
      return fail("round", "round " + num(round) + " leaves " + seat_name(q) +
                               " with no turn played before the final round");
    if (setup() && t != 0) return fail(seat_name(q), "turns: no turn is played during the setup");
    s_.players[ix(q)].turns = static_cast<std::uint16_t>(std::min(t, 65535));
  }
  return true;
}

// ---- Phase details ------------------------------------------------------------------------

bool Reader::read_phase_details() {
  const Phase ph = s_.phase;
  const bool build_phase = ph == Phase::Build || ph == Phase::Discard || ph == Phase::Repair;
  // claimed: fixed by the phase, free in phases 3 to 5.
  const bool claim_made = ph == Phase::Refill || (ph == Phase::Commit && !s_.final_round) ||
                          (ph == Phase::Assign && !s_.final_round);
  s_.claimed = claim_made;
  if (const Field* f = field("claimed")) {
    if (!arity(*f, 0, 0, "claimed")) return false;
    if (!build_phase && !claim_made)
      return fail("claimed",
                  "a claim is made in phase 1 and remembered until the turn's end: "
                  "write it in phase 2, 3, discard or 5");
    s_.claimed = true;
  }
  if (const Field* f = field("steps")) {
    if (!build_phase)
      return fail("steps", "the build steps of a turn are counted in phases 3, discard and 5");
    std::array<int, 3> v{};  // build, wall, action
    std::array<bool, 3> seen{};
    if (f->values.size() % 2 != 0 || f->values.empty())
      return fail("steps", "expected `steps build N wall N action N` (any of the three)");
    for (std::size_t i = 0; i < f->values.size(); i += 2) {
      const std::string_view k = f->values[i];
      const int which = k == "build" ? 0 : k == "wall" ? 1 : k == "action" ? 2 : -1;
      if (which < 0) return fail("steps", shown(k) + " is not build, wall or action");
      if (seen[ix(which)]) return fail("steps", std::string(k) + " written twice");
      seen[ix(which)] = true;
      if (!number("steps", f->values[i + 1], 0, 255, v[ix(which)], std::string(k) + ":"))
        return false;
    }
    if (v[0] > v[2] + 1 || v[1] > v[2] + 1)
      return fail("steps",
                  "each full build action makes at most one building step and one "
                  "rampart step: " +
                      num(v[2] + 1) + " action(s) (1 + " + num(v[2]) + " bought) (C-3.3.2)");
    s_.building_steps = u8(v[0]);
    s_.rampart_steps = u8(v[1]);
    s_.actions_bought = u8(v[2]);
  }
  const Player& me = s_.players[s_.active];
  switch (ph) {
    case Phase::SetupDisplay:
      if (!detail::refill_needed(s_))
        return fail("display", "the first display is full: the setup is over (`phase 1`)");
      break;
    case Phase::Refill:
      if (!detail::refill_needed(s_))
        return fail("phase",
                    "phase 2 refills empty slots: the display is full, or no pile has "
                    "cards left");
      break;
    case Phase::Discard:
      if (me.hand_size <= 2)
        return fail("phase", "discard: " + seat_name(s_.active) + " holds " + num(me.hand_size) +
                                 " card(s); cards are discarded down to 2 (C-3.3.12)");
      break;
    case Phase::Repair:
      if (me.hand_size > 2)
        return fail("phase", "5: " + seat_name(s_.active) + " still holds " + num(me.hand_size) +
                                 " cards: discard first (`phase discard`)");
      break;
    default:
      break;
  }
  return true;
}

}  // namespace arbiter::comuni::position_detail
