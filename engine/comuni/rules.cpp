// apply() and check(): every action is validated fully before anything changes.
#include <string>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni {

namespace detail {
std::uint32_t comune_weight(const State& s, int comune);
}

Seat Comuni::current_seat(const State& s) {
  switch (s.phase) {
    case Phase::SetupComuni:
    case Phase::SetupDisplay:
    case Phase::Refill:
      return kChanceSeat;
    case Phase::Displaced:
      return s.displaced;
    case Phase::Commit:
    case Phase::Assign:
      return static_cast<Seat>(s.commit_seat);
    case Phase::GameOver:
      return kTerminalSeat;
    default:
      return static_cast<Seat>(s.active);
  }
}

std::uint32_t Comuni::chance_weight(const State& s, const Action& a) {
  if (s.phase == Phase::SetupComuni)
    return a.kind == ActionKind::PickComune ? detail::comune_weight(s, a.a) : 0;
  if (a.kind != ActionKind::Draw || a.a >= kCardTypes) return 0;
  if (s.phase == Phase::SetupDisplay) return s.piles[0][a.a];
  if (s.phase == Phase::Refill) return s.piles[static_cast<std::size_t>(s.current_pile())][a.a];
  return 0;
}

namespace {

// The fields (a, b, c, d) each kind uses (engine/core/check.h): 'x' set, '.' kNone, '?' read by
// the kind's own check (the resources of choice of Claim and Income). One encoding per action.
using K = ActionKind;
constexpr Shapes<K, kActionKinds, 4> kShapes{{{
    {K::PickComune, "x..."},
    {K::Draw, "x..."},
    {K::Bid, "xx.."},
    {K::Claim, "???."},
    {K::Income, "???."},
    {K::TakeBack, "...."},
    {K::Move, "xx.."},
    {K::Convert, "xx.."},
    {K::Ally, "xxx."},
    {K::Defend, "xxx."},
    {K::Assign, "xxxx"},
    {K::Build, "xxx."},
    {K::Wall, "x.x."},
    {K::BuyAction, "...."},
    {K::Done, "...."},
    {K::Discard, "x..."},
    {K::Repair, "x..."},
}}};

bool well_formed(const Action& a) {
  return kShapes.fits(a.kind, {a.a, a.b, a.c, a.d}, {kNone, kNone, kNone, kNone});
}

// C-5: after the Emperor the game is scored as it stands; nothing is written but the result.
Verdict after_game_over(const State& s, const Action& a, Checker ck) {
  auto help = [&] {
    std::string line = "the record ends here: write `result";
    for (int score : Comuni::scores(s)) line += " " + std::to_string(score);
    return line + "`";
  };
  if (a.kind == ActionKind::Convert)
    return ck.fail("C-5.1", "no conversion of any kind during the final scoring", help);
  return ck.fail("C-5", "the game is over", help);
}

}  // namespace

namespace detail {

Verdict check_action(const State& s, const Action& a, Checker ck) {
  if (!well_formed(a)) return ck.fail("encoding", "malformed action encoding");
  // C-1.9: conversions "at any time": at every decision of the deciding seat.
  if (a.kind == ActionKind::Convert && s.phase != Phase::GameOver) {
    if (Comuni::current_seat(s) < 0)
      return ck.fail("C-1.9", "no player decides now: no conversion");
    return check_convert(s, Comuni::current_seat(s), a, ck);
  }
  switch (s.phase) {
    case Phase::SetupComuni:
    case Phase::SetupDisplay:
      return check_setup(s, a, ck);
    case Phase::Projects:
      return check_projects(s, a, ck);
    case Phase::Displaced:
      return check_displaced(s, a, ck);
    case Phase::Refill:
      return check_refill(s, a, ck);
    case Phase::Commit:
      return check_commit(s, a, ck);
    case Phase::Assign:
      return check_assign(s, a, ck);
    case Phase::Build:
      return check_build(s, a, ck);
    case Phase::Discard:
      return check_discard(s, a, ck);
    case Phase::Repair:
      return check_repair(s, a, ck);
    case Phase::GameOver:
      return after_game_over(s, a, ck);
  }
  return ck.fail("C-3", "unknown phase");
}

}  // namespace detail

Verdict Comuni::check(const State& s, const Action& a) {
  return detail::check_action(s, a, Checker::explaining());
}

Verdict Comuni::apply(State& s, const Action& a) {
  using namespace detail;
  if (auto v = check(s, a)) return v;
  if (a.kind == ActionKind::Convert) {
    perform_convert(s, current_seat(s), a);
    return std::nullopt;
  }
  switch (s.phase) {
    case Phase::SetupComuni:
    case Phase::SetupDisplay:
      perform_setup(s, a);
      break;
    case Phase::Projects:
      perform_projects(s, a);
      break;
    case Phase::Displaced:
      perform_displaced(s, a);
      break;
    case Phase::Refill:
      perform_refill(s, a);
      break;
    case Phase::Commit:
      perform_commit(s, a);
      break;
    case Phase::Assign:
      perform_assign(s, a);
      break;
    case Phase::Build:
      perform_build(s, a);
      break;
    case Phase::Discard:
      perform_discard(s, a);
      break;
    case Phase::Repair:
      perform_repair(s, a);
      break;
    case Phase::GameOver:
      break;
  }
  return std::nullopt;
}

std::vector<int> Comuni::scores(const State& s) {
  std::vector<int> out;
  if (s.phase == Phase::GameOver) {
    for (const auto& f : detail::final_scores(s)) out.push_back(f.total);
  } else {
    for (int q = 0; q < s.num_players; ++q)
      out.push_back(s.players[static_cast<std::size_t>(q)].vp);
  }
  return out;
}

}  // namespace arbiter::comuni
