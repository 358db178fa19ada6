// apply() and check(): every action is validated fully before anything changes (I-37): the
// actions' shapes and the dispatch by phase. Turn actions: T-2.9..T-2.24, turn.cpp. Cards:
// cards.cpp. Setup: setup.cpp. Flow and scoring: flow.cpp.
#include <string>

#include "engine/torres/rules_internal.h"
#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace {

// The fields (card, from, to, arg) each kind uses (engine/core/check.h): 'x' set, '.' at its
// default, '?' read by the kind's own check. One encoding per action.
using K = ActionKind;
constexpr Shapes<K, kActionKinds, 4> kShapes{{{
    {K::SetupCastle, "..x."},
    {K::SetupKnight, "..x."},
    {K::SetupKing, "..x."},
    {K::RevealMeister, "x..."},
    {K::Draw, "x..."},
    {K::PlaceKnight, "..x."},
    {K::Move, ".xx."},
    {K::Cross, ".xx."},
    {K::ChooseStack, "...?"},
    {K::PlaceBlock, "..x."},
    {K::TakeCard, "...."},
    {K::Keep, "x???"},
    {K::PlayCard, "x???"},
    {K::Advance, "...."},
    {K::Redistribute, "...?"},
    {K::EndTurn, "...."},
    {K::KingMove, "..?."},
}}};
// A card played: the shape of its own action (C2's arg is the source stack, C6 and C7 name no
// square, the others move or place from a square to a square).
constexpr ActionShape<4> card_shape(int card) {
  switch (card) {
    case C2:
      return "x.x?";
    case C3:
      return "x.x.";
    case C6:
    case C7:
      return "x...";
    default:
      return "xxx.";
  }
}

bool well_formed(const Action& a) {
  const std::array<std::uint8_t, 4> value{a.card, a.from, a.to, a.arg};
  constexpr std::array<std::uint8_t, 4> kDefault{kNoCard, kNoSquare, kNoSquare, 0};
  if (a.kind == K::PlayCard) return a.card < kCardKinds && card_shape(a.card).fits(value, kDefault);
  return kShapes.fits(a.kind, value, kDefault);
}

// Whether the turn is the first of year 2 or 3 and nothing was done in it yet: the state right
// after a year's scoring (and its King move, if any).
bool year_just_started(const State& s) {
  return s.year > 1 && s.round == 1 && s.turn_index == 0 && s.ap_spent == 0 && s.turn_stack < 0 &&
         s.cards_taken == 0 && !s.card_played;
}

// T-5.1: a King move written inside a turn. Right after a scoring that found no free block,
// the move was skipped (nothing is written for it); otherwise there is no King move now.
Verdict king_move_in_turn(const State& s, const Action& a, Checker ck) {
  if (year_just_started(s) && !detail::free_blocks(s))
    return ck.fail(
        "T-5.1",
        [&] {
          return "no King move after the year-" + std::to_string(s.year - 1) +
                 " scoring: no castle had a free block, so the King stayed and year " +
                 std::to_string(s.year) + " began at once";
        },
        [&] {
          return "leave `" + Torres::action_to_text(s, a) +
                 "` out: a King move skipped for want of a free block is not written";
        });
  return ck.fail("T-5.1", [&] {
    return "the King moves only at the end of year 1 and year 2, after the "
           "scoring, by the lowest scorer; never during a turn";
  });
}

// T-5.3: nothing follows the year-3 scoring but the record's `result` line.
Verdict after_game_over(const State& s, const Action& a, Checker ck) {
  auto help = [&] {
    std::string line = "the record ends here: write `result";
    for (int score : Torres::scores(s)) line += " " + std::to_string(score);
    return line + "`";
  };
  if (a.kind == ActionKind::KingMove)
    return ck.fail("T-5.3", "the game is over: no King move follows the year-3 scoring", help);
  return ck.fail("T-5.3", "the game is over", help);
}

}  // namespace

namespace detail {

Verdict check_action(const State& s, const Action& a, Checker ck) {
  if (!well_formed(a)) return ck.fail("encoding", "malformed action encoding");
  switch (s.phase) {
    case Phase::MeisterReveal:
    case Phase::DrawCard:
      return check_chance(s, a, ck);
    case Phase::SetupCastles:
    case Phase::SetupKnights:
    case Phase::SetupKing:
      return check_setup(s, a, ck);
    case Phase::Turn:
      if (a.kind == ActionKind::KingMove) return king_move_in_turn(s, a, ck);
      if (a.kind == ActionKind::Draw)  // a card drawn is written right after its `take`
        return ck.fail("T-2.20", "no card is being drawn: a drawn card (*C8, *?) follows `take`",
                       "write `take` before the card drawn");
      if (a.kind == ActionKind::SetupCastle || a.kind == ActionKind::SetupKnight ||
          a.kind == ActionKind::SetupKing || a.kind == ActionKind::RevealMeister ||
          a.kind == ActionKind::Keep)
        return ck.fail("T-2.9", "not an action of a player's turn");
      return check_turn(s, a, ck);
    case Phase::VariantKeep:
      return check_keep(s, a, ck);
    case Phase::KingMove:
      return check_king_move(s, a, ck);
    case Phase::GameOver:
      return after_game_over(s, a, ck);
    case Phase::Aborted:
      return ck.fail("A-26", "the Meister setup was aborted: no legal square");
  }
  return ck.fail("T-2.9", "unknown phase");
}

}  // namespace detail

Verdict Torres::check(const State& s, const Action& a) {
  return detail::check_action(s, a, Checker::explaining());
}

Verdict Torres::skipped_decision(const State& before, const Action& last, const Action& failing,
                                 int /*marked*/) {
  if (failing.kind != ActionKind::KingMove) return std::nullopt;
  State after = before;
  if (apply(after, last) || after.year == before.year) return std::nullopt;
  if (!year_just_started(after) || detail::free_blocks(after)) return std::nullopt;
  return check(after, failing);  // king_move_in_turn: the King move skipped (T-5.1)
}

Verdict Torres::apply(State& s, const Action& a) {
  using namespace detail;
  if (auto v = check(s, a)) return v;
  switch (s.phase) {
    case Phase::MeisterReveal:
    case Phase::DrawCard:
      perform_chance(s, a);
      break;
    case Phase::SetupCastles:
    case Phase::SetupKnights:
    case Phase::SetupKing:
      perform_setup(s, a);
      break;
    case Phase::Turn:
      perform_turn(s, a);
      break;
    case Phase::VariantKeep:
      perform_keep(s, a);
      break;
    case Phase::KingMove:
      perform_king_move(s, a);
      break;
    case Phase::GameOver:
    case Phase::Aborted:
      break;
  }
  return std::nullopt;
}

}  // namespace arbiter::torres
