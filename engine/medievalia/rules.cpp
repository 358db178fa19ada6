// Who decides, and the check-then-change dispatch: apply() checks fully (check_action), then
// changes; a rejected action leaves the state untouched (M-3.3.4, I-14).
#include <array>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;

bool is_chance(Phase p) {
  return p == Phase::SetupFirst || p == Phase::SetupReminder || p == Phase::Reveal ||
         p == Phase::BuildingReveal;
}

bool opens(K k) {
  return k == K::Play || k == K::Buy || k == K::Extra || k == K::Discard;
}
bool moves(K k) {
  return k == K::Attach || k == K::Remove || k == K::Go;
}
bool in_txn(K k) {
  return k == K::Tap || k == K::Exchange || k == K::Sell || k == K::Trade || k == K::Art ||
         k == K::Bureaucrat || k == K::Pay || k == K::Cancel;
}

// Fields an action kind uses (a=1, b=2, c=4, d=8); the others must be kNone (one spelling per
// action, so legal_actions and apply agree exactly).
constexpr std::array<std::uint8_t, kActionKinds> kFields{
    1, 1, 1, 3, 3, 1, 15, 1, 3, 7, 15, 7, 7, 0, 0, 3, 1, 3, 3, 3, 3, 0, 3, 3, 3, 1, 3, 3, 0, 0};

// Fields that name a card on the table, per action kind (a=1, b=2, c=4, d=8).
constexpr std::array<std::uint8_t, kActionKinds> kCardFields{
    0, 0, 0, 2, 2, 0, 15, 1, 0, 0, 1, 3, 1, 0, 0, 3, 1, 1, 0, 1, 1, 0, 2, 0, 3, 1, 3, 3, 0, 0};

bool is_power(K k) {  // tapping powers other than the Pretre's and the Archer's (M-6.0.1)
  return k == K::Trade || k == K::Art || k == K::Bureaucrat;
}

std::string power_card(const State& s, const Action& a) {
  if (a.a < kMaxCards && s.card(a.a).zone == Zone::Table) return card_name(s, a.a);
  return a.kind == K::Trade ? "a Marchand" : a.kind == K::Art ? "an Artiste" : "a Bureaucrate";
}

bool well_formed(const Action& a) {
  const auto k = static_cast<std::size_t>(a.kind);
  if (k >= kFields.size()) return false;
  const std::uint8_t f = kFields[k];
  return ((f & 1) || a.a == kNone) && ((f & 2) || a.b == kNone) && ((f & 4) || a.c == kNone) &&
         ((f & 8) || a.d == kNone);
}

// M-5.7: how far over the food limit the active player is, in numbers.
std::string upkeep_excess(const State& s) {
  const int p = s.active;
  const int troops = troops_for_upkeep(s, p), food = capacity(s, p, Food, true);
  const int excess = troops - 2 * food;
  return "P" + std::to_string(p + 1) + " has " + std::to_string(troops) + " troops for " +
         std::to_string(food) + " food (2 troops per food): remove " + std::to_string(excess) +
         (excess == 1 ? " troop" : " troops") + " before anything else";
}

int first_fed_troop(const State& s) {  // a troop the forced removal may take
  int found = -1;
  const bool all = s.options().upkeep_scope == UpkeepScope::AllTroops;
  for_each_owned(s, s.active, [&](int i) {
    const Category c = s.cfg().card(i).category;
    if (found < 0 && (c == Category::Character || (all && c == Category::Military))) found = i;
  });
  return found;
}

}  // namespace

Seat Medievalia::current_seat(const State& s) {
  switch (s.phase) {
    case Phase::SetupFirst:
    case Phase::SetupReminder:
    case Phase::Reveal:
    case Phase::BuildingReveal:
      return kChanceSeat;
    case Phase::GameOver:
      return kTerminalSeat;
    case Phase::Block:
    case Phase::Strike:
      return static_cast<Seat>(s.combat.defender);
    case Phase::Bonus:
    case Phase::Order:
      return static_cast<Seat>(s.decider);
    case Phase::Powers:
      return static_cast<Seat>(s.combat.side ? s.combat.defender : s.combat.attacker);
    default:
      return static_cast<Seat>(s.active);
  }
}

std::string Medievalia::seat_name(const State&, Seat seat) {
  if (seat == kChanceSeat) return "chance";
  if (seat == kTerminalSeat) return "nobody";
  return "P" + std::to_string(seat + 1);
}

namespace {

Verdict check_inner(const State& s, const Action& a, bool explain) {
  if (s.phase == Phase::GameOver) MV_FAIL("M-7.5", "the game is over: " + end_summary(s));
  if (!well_formed(a)) MV_FAIL("M-3.0", "malformed action");
  if (is_chance(s.phase)) {
    if (a.kind != K::FirstPlayer && a.kind != K::Reveal)
      MV_FAIL("M-2.2", "a chance outcome is written here (*card, *?, *P1..)");
    return check_setup(s, a, explain);
  }
  if (a.kind == K::FirstPlayer || a.kind == K::Reveal)
    MV_FAIL("M-3.1", "no chance outcome is due here: a draw reveals exactly one card");
  const Seat who = Medievalia::current_seat(s);
  const bool ally_ok =
      (s.phase == Phase::Txn && (a.kind == K::Tap || a.kind == K::Sell || a.kind == K::Exchange)) ||
      (s.phase == Phase::Powers && (a.kind == K::Heal || a.kind == K::Shoot));
  if (a.seat != who && !ally_ok) {
    if (a.seat < s.num_players && a.seat != s.active && is_power(a.kind))  // M-6.0.6, M-8.7
      MV_FAIL("M-6.0.6", "out of his own turn P" + std::to_string(a.seat + 1) +
                             " may use only a Pretre or an Archer, not " + power_card(s, a) +
                             ": it is P" + std::to_string(s.active + 1) + "'s turn (M-8.7)");
    MV_FAIL("I-18",
            "P" + std::to_string(who + 1) + " decides now, not P" + std::to_string(a.seat + 1));
  }
  switch (s.phase) {
    case Phase::DraftPick:
      return check_setup(s, a, explain);
    case Phase::Draw:  // M-3.7: a free removal is allowed at any time of the own turn
      return a.kind == K::Remove ? check_move(s, a, explain) : check_setup(s, a, explain);
    case Phase::Upkeep:
      if (a.kind != K::Remove)
        MV_FAIL_HELP("M-5.7", upkeep_excess(s), "remove:" + card_name(s, first_fed_troop(s)));
      return check_move(s, a, explain);
    case Phase::Txn:
      return check_txn(s, a, explain);
    case Phase::Main:
    case Phase::March:
    case Phase::War:
      if (a.kind == K::End) return std::nullopt;
      if (opens(a.kind)) {
        if (s.phase != Phase::Main)
          MV_FAIL("M-3.0", "transactions belong to step 3, before movement");
        return check_open(s, a, explain);
      }
      if (a.kind == K::Shoot) return check_war(s, a, explain);
      if (moves(a.kind)) {
        if (a.kind == K::Go && s.phase == Phase::War) MV_FAIL("M-3.14.1", "no movement after war");
        return check_move(s, a, explain);
      }
      if (a.kind == K::War || a.kind == K::Shoot) return check_war(s, a, explain);
      if (in_txn(a.kind))
        MV_FAIL("M-3.3",
                "open a transaction with its purpose first (play:, buy:, extra:, discard:)");
      MV_FAIL("M-3.0", "not an action of this step");
    default:
      return check_war(s, a, explain);
  }
}

// A seat the action names (its author, or a defender) or a card it names that belongs to a player
// no longer in the game (M-7.2, M-7.3, M-8.3), or -1.
int eliminated_named(const State& s, const Action& a, int& card) {
  card = -1;
  auto gone = [&](int p) { return p >= 0 && p < s.num_players && !s.player(p).alive; };
  if (gone(a.seat)) return a.seat;
  if (a.kind == K::War && gone(a.b)) return a.b;
  const std::uint8_t fields = kCardFields[static_cast<std::size_t>(a.kind)];
  const std::array<std::uint8_t, 4> v{a.a, a.b, a.c, a.d};
  for (int f = 0; f < 4; ++f) {
    const int id = v[static_cast<std::size_t>(f)];
    if (!((fields >> f) & 1) || id >= kMaxCards || s.card(id).zone != Zone::Out) continue;
    if (gone(s.card(id).owner)) {
      card = id;
      return s.card(id).owner;
    }
  }
  return -1;
}

}  // namespace

// The checks, then what an elimination explains: a token written for a player who is out, or
// naming his cards, or the first one after the turn order passed him (s.skipped), is reported
// with the elimination's rule rather than a rule of the seat that plays instead (M-7.3, M-7.2).
Verdict check_action(const State& s, const Action& a, bool explain) {
  Verdict v = check_inner(s, a, explain);
  if (!v || !explain) return v;
  bool any_out = false;
  for (int p = 0; p < s.num_players; ++p) any_out = any_out || !s.player(p).alive;
  if (!any_out) return v;
  int card = -1;
  const int named = eliminated_named(s, a, card);
  if (s.phase == Phase::GameOver) {
    const int p = s.skipped != kNone ? s.skipped : named;
    if (p < 0) return v;
    return violation(out_rule(s, p),
                     eliminated_text(s, p) + ": the game is over, " + end_summary(s));
  }
  if (named >= 0) {
    if (card >= 0)
      return violation(out_rule(s, named), card_name(s, card) + " left the game with P" +
                                               std::to_string(named + 1) + ": " +
                                               eliminated_text(s, named));
    return violation(out_rule(s, named), eliminated_text(s, named));
  }
  if (s.skipped != kNone)
    return violation(out_rule(s, s.skipped),
                     eliminated_text(s, s.skipped) + "; P" + std::to_string(s.active + 1) +
                         " plays now, and for P" + std::to_string(s.active + 1) + ": " + v->reason +
                         " [" + std::string(v->rule) + "]",
                     v->help);
  return v;
}

Verdict Medievalia::check(const State& s, const Action& a) {
  return check_action(s, a, true);
}

Verdict Medievalia::apply(State& s, const Action& a) {
  if (Verdict v = check_action(s, a, true)) return v;
  // The marker of a skipped, eliminated seat lasts until the next player's first choice: his
  // step-1 draw and its card are the same tokens the eliminated player would have written.
  if (!(a.kind == K::Draw && s.phase == Phase::Draw) &&
      !(a.kind == K::Reveal && s.phase == Phase::Reveal && s.draw_for == DrawFor::Turn))
    s.skipped = kNone;
  if (is_chance(s.phase) || a.kind == K::Draw) {  // draws and chance outcomes
    apply_setup(s, a);
  } else if (s.phase == Phase::Txn) {
    apply_txn(s, a);
  } else if (opens(a.kind)) {
    apply_open(s, a);
  } else if (moves(a.kind)) {
    apply_move(s, a);
  } else if (a.kind == K::End) {
    next_turn(s);
  } else {
    apply_war(s, a);
  }
  return std::nullopt;
}

std::vector<int> Medievalia::scores(const State& s) {
  std::vector<int> out(s.num_players, 0);
  if (s.phase == Phase::GameOver)
    for (int p = 0; p < s.num_players; ++p)
      out[static_cast<std::size_t>(p)] = (s.winner_mask >> p) & 1;
  return out;
}

}  // namespace arbiter::medievalia
