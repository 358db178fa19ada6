// The phases Medievalia declares (node ids = Phase values; automatic steps have their own ids):
// the turn steps of M-3.0 and the combat sub-phases of M-3.15. `arbiter phases medievalia`
// draws it; a test checks every transition seen in random play against it.
#include <array>
#include <bit>

#include "engine/medievalia/medievalia.h"

namespace arbiter::medievalia {
namespace {

constexpr int P(Phase p) {
  return static_cast<int>(p);
}
constexpr int kTurnStart = 30, kDamage = 31, kResolve = 32;  // automatic steps

constexpr std::array<std::string_view, 5> kGroups{"Setup", "Turn", "Transaction", "Combat", "End"};

constexpr std::array<PhaseNode, 22> kNodes{{
    {P(Phase::SetupFirst), "First player", PhaseKind::Chance, "Setup", "M-2.5"},
    {P(Phase::SetupReminder), "Reminder card of each draw pile", PhaseKind::Chance, "Setup",
     "M-2.2, A-05"},
    {P(Phase::DraftPick), "Draft: pick a pile (8 cards each)", PhaseKind::Decision, "Setup",
     "M-2.6"},
    {P(Phase::Reveal), "Card drawn", PhaseKind::Chance, "Turn", "M-2.6, M-3.1, M-3.8"},
    {kTurnStart, "Step 0: siege check, upkeep", PhaseKind::Automatic, "Turn",
     "M-3.0, M-7.3, M-5.7"},
    {P(Phase::Upkeep), "Forced removal of excess troops", PhaseKind::Decision, "Turn", "M-5.7"},
    {P(Phase::Draw), "Step 1: draw (then step 2: reactivation)", PhaseKind::Decision, "Turn",
     "M-3.1, M-3.2"},
    {P(Phase::Main),
     "Step 3: play:, buy:, extra:, discard: (open a transaction),\nattach:, detach:, remove:, then "
     "go: / war: / end",
     PhaseKind::Decision, "Turn", "M-3.3..M-3.12"},
    {P(Phase::Txn), "Transaction: tap:, x:, sell:, trade:, art:, bur:, pay / cancel",
     PhaseKind::Decision, "Transaction", "M-3.3, M-4, M-6.5..M-6.7, M-8.6"},
    {P(Phase::BuildingReveal), "Next building revealed", PhaseKind::Chance, "Transaction",
     "M-3.9.5"},
    {P(Phase::March), "Step 4: external movement (go:)", PhaseKind::Decision, "Turn", "M-3.13"},
    {P(Phase::War), "Step 4: war: in another fief, or end", PhaseKind::Decision, "Turn", "M-3.14"},
    {P(Phase::Deploy), "Attacker deploys units (deploy:, ready)", PhaseKind::Decision, "Combat",
     "M-3.15 step 1"},
    {P(Phase::Block), "Defender blocks (block:, ready)", PhaseKind::Decision, "Combat",
     "M-3.15 step 2"},
    {P(Phase::Target), "Free units pick targets (target:)", PhaseKind::Decision, "Combat",
     "M-3.15 step 3"},
    {kDamage, "Forced choices made", PhaseKind::Automatic, "Combat", "M-3.15 step 4"},
    {P(Phase::Strike), "Strike-back choice (strike:)", PhaseKind::Decision, "Combat",
     "M-3.15 step 4"},
    {P(Phase::Bonus), "+0/1 bonus (bonus:)", PhaseKind::Decision, "Combat", "M-3.10.3, M-6.3"},
    {P(Phase::Order), "Damage-allocation order (order:)", PhaseKind::Decision, "Combat",
     "M-3.16.2"},
    {P(Phase::Powers), "Pretre/Archer, alternating (heal:, shoot:, pass)", PhaseKind::Decision,
     "Combat", "M-3.15 step 5, M-6.1, M-6.2"},
    {kResolve, "Eliminations, destruction", PhaseKind::Automatic, "Combat",
     "M-3.15 step 6, M-3.16.3, M-3.17"},
    {P(Phase::GameOver), "Game over", PhaseKind::Terminal, "End", "M-7"},
}};

constexpr std::array<PhaseEdge, 56> kEdges{{
    {P(Phase::SetupFirst), P(Phase::SetupReminder), "first player drawn"},
    {P(Phase::SetupReminder), P(Phase::SetupReminder), "next pile"},
    {P(Phase::SetupReminder), P(Phase::DraftPick), "3 reminders"},
    {P(Phase::DraftPick), P(Phase::Reveal), "draw:"},
    {P(Phase::Reveal), P(Phase::DraftPick), "draft goes on"},
    {P(Phase::Reveal), kTurnStart, "draft over"},
    {P(Phase::Reveal), P(Phase::Main), "step 2: reactivation / extra draw"},
    {P(Phase::Reveal), P(Phase::GameOver), "two draw piles empty"},
    {kTurnStart, P(Phase::Draw), "step 1"},
    {kTurnStart, P(Phase::Main), "no draw (first turn, first_turn_draw=false; or short piles)"},
    {kTurnStart, P(Phase::Upkeep), "over the food limit"},
    {kTurnStart, kTurnStart, "eliminated by siege"},
    {kTurnStart, P(Phase::GameOver), "last enemy eliminated"},
    {P(Phase::Upkeep), P(Phase::Upkeep), "remove:"},
    {P(Phase::Upkeep), P(Phase::Draw), "fed"},
    {P(Phase::Upkeep), P(Phase::Main), "fed"},
    {P(Phase::Upkeep), P(Phase::March), "fed"},
    {P(Phase::Upkeep), P(Phase::War), "fed"},
    {P(Phase::Draw), P(Phase::Reveal), "draw:"},
    {P(Phase::Main), P(Phase::Main), "attach:, detach:, remove:"},
    {P(Phase::Main), P(Phase::Txn), "a purpose"},
    {P(Phase::Main), P(Phase::March), "go:"},
    {P(Phase::Main), P(Phase::Deploy), "war: in a player fief"},
    {P(Phase::Main), kDamage, "war: in a neutral fief"},
    {P(Phase::Main), kTurnStart, "end"},
    {P(Phase::Main), P(Phase::Upkeep), "over the food limit"},
    {P(Phase::Txn), P(Phase::Txn), "add resources"},
    {P(Phase::Txn), P(Phase::Main), "pay / cancel"},
    {P(Phase::Txn), P(Phase::Reveal), "pay: extra draw"},
    {P(Phase::Txn), P(Phase::BuildingReveal), "pay: building bought"},
    {P(Phase::Txn), P(Phase::Upkeep), "pay (upkeep_break=remove_excess)"},
    {P(Phase::Txn), P(Phase::GameOver), "prestige / last building"},
    {P(Phase::BuildingReveal), P(Phase::Main), "revealed"},
    {P(Phase::March), P(Phase::March), "go:, remove:"},
    {P(Phase::March), P(Phase::Deploy), "war: in a player fief"},
    {P(Phase::March), kDamage, "war: in a neutral fief"},
    {P(Phase::March), kTurnStart, "end"},
    {P(Phase::March), P(Phase::Upkeep), "over the food limit"},
    {P(Phase::War), P(Phase::War), "remove:"},
    {P(Phase::War), P(Phase::Deploy), "war: in a player fief"},
    {P(Phase::War), kDamage, "war: in a neutral fief"},
    {P(Phase::War), kTurnStart, "end"},
    {P(Phase::Deploy), P(Phase::Deploy), "deploy:"},
    {P(Phase::Deploy), P(Phase::Block), "ready"},
    {P(Phase::Deploy), P(Phase::Target), "ready, nobody can block"},
    {P(Phase::Block), P(Phase::Block), "block:"},
    {P(Phase::Block), P(Phase::Target), "ready"},
    {P(Phase::Target), P(Phase::Target), "target:"},
    {P(Phase::Target), kDamage, "every free unit has a target"},
    {kDamage, P(Phase::Strike), "a group may strike several units"},
    {kDamage, P(Phase::Bonus), "a +0/1 has several receivers"},
    {kDamage, P(Phase::Order), "a group of 2+ cards is hit"},
    {kDamage, P(Phase::Powers), "a Pretre or Archer may act"},
    {kDamage, kResolve, "nothing to decide"},
    {kResolve, P(Phase::War), "combat over"},
    {kResolve, P(Phase::GameOver), "last City destroyed"},
}};

constexpr std::array<PhaseEdge, 9> kMoreEdges{{
    {P(Phase::Draw), P(Phase::Draw), "remove: (M-3.7, any time of the own turn)"},
    {P(Phase::Draw), P(Phase::Upkeep), "remove: a booster (upkeep_break=remove_excess)"},
    {P(Phase::War), P(Phase::Upkeep), "remove: a booster (upkeep_break=remove_excess)"},
    {P(Phase::Block), kDamage, "ready, every unit blocked"},
    {P(Phase::Strike), kDamage, "strike:"},
    {P(Phase::Bonus), kDamage, "bonus:"},
    {P(Phase::Order), kDamage, "order:"},
    {P(Phase::Powers), kDamage, "heal:, shoot:, pass"},
    {kResolve, P(Phase::Upkeep), "own food lost"},
}};

constexpr auto kAllEdges = [] {
  std::array<PhaseEdge, kEdges.size() + kMoreEdges.size()> all{};
  for (std::size_t i = 0; i < kEdges.size(); ++i) all[i] = kEdges[i];
  for (std::size_t i = 0; i < kMoreEdges.size(); ++i) all[kEdges.size() + i] = kMoreEdges[i];
  return all;
}();

}  // namespace

PhaseTrail Medievalia::automatic_phases(const State& before, const State& after) {
  PhaseTrail t;
  // Step 0 is crossed when the turn passed (or the draft ended); a siege that eliminated a player
  // there passes it once more, for the next player.
  int alive_before = 0, alive_after = 0;
  for (int p = 0; p < before.num_players; ++p) alive_before += before.player(p).alive != 0;
  for (int p = 0; p < after.num_players; ++p) alive_after += after.player(p).alive != 0;
  const bool turn_passed = after.turn != before.turn || after.active != before.active;
  // The end of the game can come from step 0, combat or a transaction. One that also passed the
  // turn came through step 0 (the turn moves on before the siege check); others are not
  // followed here.
  if (after.phase == Phase::GameOver) {
    if (turn_passed)
      t.push(kTurnStart);
    else
      t.known = false;
    return t;
  }
  if (!turn_passed) {
    // A war declared and fought out in one step (a neutral fief with nothing to decide) crosses
    // the forced choices and the resolution and comes back: known from the fiefs fought in.
    const auto fought = [](const State& x) {
      return std::popcount(static_cast<unsigned>(x.war_fiefs_lo | (x.war_fiefs_hi << 8)));
    };
    if (fought(after) > fought(before) &&
        (after.phase == Phase::War || after.phase == Phase::Upkeep)) {
      t.push(kDamage);
      t.push(kResolve);
      return t;
    }
    // Otherwise combat's automatic steps are not followed here: the declared graph decides.
    t.known = false;
    return t;
  }
  t.push(kTurnStart);
  if (alive_after < alive_before) t.push(kTurnStart);
  return t;
}

const PhaseGraph& Medievalia::phase_graph() {
  static const PhaseGraph graph{"medievalia", kNodes, kAllEdges, kGroups};
  return graph;
}

std::string_view Medievalia::decision_rule(const State& s) {
  switch (s.phase) {
    case Phase::DraftPick:
      return "M-2.6";
    case Phase::Block:
    case Phase::Target:
    case Phase::Strike:
    case Phase::Bonus:
    case Phase::Order:
    case Phase::Powers:
    case Phase::Deploy:
      return "M-3.15";
    default:
      return "M-3.0";
  }
}

}  // namespace arbiter::medievalia
