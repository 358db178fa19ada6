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

// The fields (a, b, c, d) each kind may use (engine/core/check.h): '.' must be kNone, '?' a
// value its check reads, 'c' a card id (eliminated_named looks for cards gone with their owner).
// The seat is checked apart. One encoding per action, so legal_actions and apply agree exactly.
constexpr Shapes<K, kActionKinds, 4> kShapes{{{
    {K::FirstPlayer, "?..."}, {K::Reveal, "?..."}, {K::Draw, "?..."},    {K::Play, "?c.."},
    {K::Buy, "?c.."},         {K::Extra, "?..."},  {K::Discard, "cccc"}, {K::Tap, "c..."},
    {K::Exchange, "??.."},    {K::Sell, "???."},   {K::Trade, "c???"},   {K::Art, "cc?."},
    {K::Bureaucrat, "c??."},  {K::Pay, "...."},    {K::Cancel, "...."},  {K::Attach, "cc.."},
    {K::Remove, "c..."},      {K::Go, "c?.."},     {K::War, "??.."},     {K::Deploy, "c?.."},
    {K::Block, "c?.."},       {K::Ready, "...."},  {K::Target, "?c.."},  {K::Strike, "??.."},
    {K::Bonus, "cc.."},       {K::Order, "c..."},  {K::Heal, "cc.."},    {K::Shoot, "cc.."},
    {K::Pass, "...."},        {K::End, "...."},
}}};

bool is_power(K k) {  // tapping powers other than the Pretre's and the Archer's (M-6.0.1)
  return k == K::Trade || k == K::Art || k == K::Bureaucrat;
}

std::string power_card(const State& s, const Action& a) {
  if (a.a < kMaxCards && s.card(a.a).zone == Zone::Table) return card_name(s, a.a);
  return a.kind == K::Trade ? "a Marchand" : a.kind == K::Art ? "an Artiste" : "a Bureaucrate";
}

bool well_formed(const Action& a) {
  return kShapes.fits(a.kind, {a.a, a.b, a.c, a.d}, {kNone, kNone, kNone, kNone});
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

Verdict check_inner(const State& s, const Action& a, Checker ck) {
  if (s.phase == Phase::GameOver)
    return ck.fail("M-7.5", [&] { return "the game is over: " + end_summary(s); });
  if (!well_formed(a)) return ck.fail("M-3.0", "malformed action");
  if (is_chance(s.phase)) {
    if (a.kind != K::FirstPlayer && a.kind != K::Reveal)
      return ck.fail("M-2.2", "a chance outcome is written here (*card, *?, *P1..)");
    return check_setup(s, a, ck);
  }
  if (a.kind == K::FirstPlayer || a.kind == K::Reveal)
    return ck.fail("M-3.1", "no chance outcome is due here: a draw reveals exactly one card");
  const Seat who = Medievalia::current_seat(s);
  const bool ally_ok =
      (s.phase == Phase::Txn && (a.kind == K::Tap || a.kind == K::Sell || a.kind == K::Exchange)) ||
      (s.phase == Phase::Powers && (a.kind == K::Heal || a.kind == K::Shoot));
  if (a.seat != who && !ally_ok) {
    if (a.seat < s.num_players && a.seat != s.active && is_power(a.kind))  // M-6.0.6, M-8.7
      return ck.fail("M-6.0.6", [&] {
        return "out of his own turn P" + std::to_string(a.seat + 1) +
               " may use only a Pretre or an Archer, not " + power_card(s, a) + ": it is P" +
               std::to_string(s.active + 1) + "'s turn (M-8.7)";
      });
    return ck.fail("I-18", [&] {
      return "P" + std::to_string(who + 1) + " decides now, not P" + std::to_string(a.seat + 1);
    });
  }
  switch (s.phase) {
    case Phase::DraftPick:
      return check_setup(s, a, ck);
    case Phase::Draw:  // M-3.7: a free removal is allowed at any time of the own turn
      return a.kind == K::Remove ? check_move(s, a, ck) : check_setup(s, a, ck);
    case Phase::Upkeep:
      if (a.kind != K::Remove)
        return ck.fail(
            "M-5.7", [&] { return upkeep_excess(s); },
            [&] { return "remove:" + card_name(s, first_fed_troop(s)); });
      return check_move(s, a, ck);
    case Phase::Txn:
      return check_txn(s, a, ck);
    case Phase::Main:
    case Phase::March:
    case Phase::War:
      if (a.kind == K::End) return std::nullopt;
      if (opens(a.kind)) {
        if (s.phase != Phase::Main)
          return ck.fail("M-3.0", "transactions belong to step 3, before movement");
        return check_open(s, a, ck);
      }
      if (a.kind == K::Shoot) return check_war(s, a, ck);
      if (moves(a.kind)) {
        if (a.kind == K::Go && s.phase == Phase::War)
          return ck.fail("M-3.14.1", "no movement after war");
        return check_move(s, a, ck);
      }
      if (a.kind == K::War || a.kind == K::Shoot) return check_war(s, a, ck);
      if (in_txn(a.kind))
        return ck.fail("M-3.3",
                       "open a transaction with its purpose first (play:, buy:, extra:, discard:)");
      return ck.fail("M-3.0", "not an action of this step");
    default:
      return check_war(s, a, ck);
  }
}

// A seat the action names (its author, or a defender) or a card it names that belongs to a player
// no longer in the game (M-7.2, M-7.3, M-8.3), or -1.
int eliminated_named(const State& s, const Action& a, int& card) {
  card = -1;
  auto gone = [&](int p) { return p >= 0 && p < s.num_players && !s.player(p).alive; };
  if (gone(a.seat)) return a.seat;
  if (a.kind == K::War && gone(a.defender())) return a.defender();
  const ActionShape<4>* shape = kShapes.find(a.kind);
  const std::array<std::uint8_t, 4> v{a.a, a.b, a.c, a.d};
  for (std::size_t f = 0; f < 4; ++f) {
    const int id = v[f];
    if (!shape || !shape->marked(f, 'c') || id >= kMaxCards || s.card(id).zone != Zone::Out)
      continue;
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
Verdict check_action(const State& s, const Action& a, Checker ck) {
  Verdict v = check_inner(s, a, ck);
  if (!v || !ck.explains()) return v;
  bool any_out = false;
  for (int p = 0; p < s.num_players; ++p) any_out = any_out || !s.player(p).alive;
  if (!any_out) return v;
  int card = -1;
  const int named = eliminated_named(s, a, card);
  if (s.phase == Phase::GameOver) {
    const int p = s.skipped != kNone ? s.skipped : named;
    if (p < 0) return v;
    return ck.fail(out_rule(s, p),
                   [&] { return eliminated_text(s, p) + ": the game is over, " + end_summary(s); });
  }
  if (named >= 0) {
    if (card >= 0)
      return ck.fail(out_rule(s, named), [&] {
        return card_name(s, card) + " left the game with P" + std::to_string(named + 1) + ": " +
               eliminated_text(s, named);
      });
    return ck.fail(out_rule(s, named), [&] { return eliminated_text(s, named); });
  }
  if (s.skipped != kNone)
    return ck.fail(
        out_rule(s, s.skipped),
        [&] {
          return eliminated_text(s, s.skipped) + "; P" + std::to_string(s.active + 1) +
                 " plays now, and for P" + std::to_string(s.active + 1) + ": " + v->reason + " [" +
                 std::string(v->rule) + "]";
        },
        [&] { return v->help; });
  return v;
}

Verdict Medievalia::check(const State& s, const Action& a) {
  return check_action(s, a, Checker::explaining());
}

Verdict Medievalia::apply(State& s, const Action& a) {
  if (Verdict v = check_action(s, a, Checker::explaining())) return v;
  // The marker of a skipped, eliminated seat lasts until the next player's first choice: his
  // step-1 draw and its card are the same tokens the eliminated player would have written.
  if (!(a.kind == K::Draw && s.phase == Phase::Draw) &&
      !(a.kind == K::Reveal && s.phase == Phase::Reveal && s.draw_for == DrawFor::Turn))
    s.skipped = kNone;
  if (is_chance(s.phase) || a.kind == K::Draw) {  // draws and chance outcomes
    perform_setup(s, a);
  } else if (s.phase == Phase::Txn) {
    perform_txn(s, a);
  } else if (opens(a.kind)) {
    perform_open(s, a);
  } else if (moves(a.kind)) {
    perform_move(s, a);
  } else if (a.kind == K::End) {
    next_turn(s);
  } else {
    perform_war(s, a);
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
