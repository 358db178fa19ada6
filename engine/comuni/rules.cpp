// apply() and check(): every action is validated fully before anything changes.
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

// One encoding per action (action.h): unused fields hold kNone, used ones hold a value.
bool well_formed(const Action& a) {
  // Bit i set = field i used (a, b, c, d); choices (Claim, Income) are checked by their rules.
  int used = 0;
  switch (a.kind) {
    case ActionKind::PickComune:
    case ActionKind::Draw:
    case ActionKind::Discard:
    case ActionKind::Repair:
      used = 0b0001;
      break;
    case ActionKind::Bid:
    case ActionKind::Move:
    case ActionKind::Convert:
      used = 0b0011;
      break;
    case ActionKind::Ally:
    case ActionKind::Defend:
    case ActionKind::Build:
      used = 0b0111;
      break;
    case ActionKind::Wall:
      used = 0b0101;
      break;
    case ActionKind::Assign:
      used = 0b1111;
      break;
    case ActionKind::Claim:
    case ActionKind::Income:
      return a.d == kNone;
    case ActionKind::TakeBack:
    case ActionKind::BuyAction:
    case ActionKind::Done:
      used = 0;
      break;
  }
  const std::uint8_t v[4] = {a.a, a.b, a.c, a.d};
  for (int i = 0; i < 4; ++i)
    if (((used >> i) & 1) != (v[i] != kNone)) return false;
  return true;
}

}  // namespace

Verdict Comuni::check(const State& s, const Action& a) {
  using namespace detail;
  if (!well_formed(a)) return violation("encoding", "malformed action encoding");
  // C-1.9: conversions "at any time": at every decision of the deciding seat.
  if (a.kind == ActionKind::Convert && s.phase != Phase::GameOver) {
    if (current_seat(s) < 0) return violation("C-1.9", "no player decides now: no conversion");
    return check_convert(s, current_seat(s), a);
  }
  switch (s.phase) {
    case Phase::SetupComuni:
    case Phase::SetupDisplay:
      return check_setup(s, a);
    case Phase::Projects:
      return check_projects(s, a);
    case Phase::Displaced:
      return check_displaced(s, a);
    case Phase::Refill:
      return check_refill(s, a);
    case Phase::Commit:
      return check_commit(s, a);
    case Phase::Assign:
      return check_assign(s, a);
    case Phase::Build:
      return check_build(s, a);
    case Phase::Discard:
      return check_discard(s, a);
    case Phase::Repair:
      return check_repair(s, a);
    case Phase::GameOver:
      return violation("C-5", "the game is over");
  }
  return violation("C-3", "unknown phase");
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
