// The phases Torres declares (node ids = Phase values; automatic steps have their own ids).
// `arbiter phases torres` draws this graph; tests check that every transition observed in
// random play follows declared edges.
#include <algorithm>
#include <array>

#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace {

constexpr int P(Phase p) {
  return static_cast<int>(p);
}
// Automatic steps: states never rest in them.
constexpr int kDistribution = 20, kYearScoring = 21, kRoundEnd = 22;

constexpr std::array<std::string_view, 5> kGroups{"Setup", "Year", "Turn", "Year end", "End"};

constexpr std::array<PhaseNode, 13> kNodes{{
    {P(Phase::MeisterReveal), "Meister card", PhaseKind::Chance, "Setup", "T-7.5"},
    {P(Phase::SetupCastles), "Place starting blocks", PhaseKind::Decision, "Setup", "T-7.2"},
    {P(Phase::SetupKnights), "Place first knights", PhaseKind::Decision, "Setup", "T-2.6"},
    {P(Phase::SetupKing), "Place the King", PhaseKind::Decision, "Setup", "T-2.7"},
    {kDistribution, "Block distribution", PhaseKind::Automatic, "Year", "T-3.3"},
    {P(Phase::Turn),
     "Turn (5 AP): S<n> stack 0, N@ knight 2, move 1,\ncross 1, B@ block 1, take 1, card 0,\n+ "
     "score 1, R<n> redistribute, end",
     PhaseKind::Decision, "Turn", "T-2.9..T-2.24"},
    {P(Phase::DrawCard), "Card drawn", PhaseKind::Chance, "Turn", "T-2.20, T-6.2"},
    {P(Phase::VariantKeep), "Keep 1, return the rest", PhaseKind::Decision, "Turn", "T-6.2"},
    {kRoundEnd, "Next turn / round", PhaseKind::Automatic, "Year", "T-3.2, T-7.9"},
    {kYearScoring, "Year-end scoring", PhaseKind::Automatic, "Year end", "T-4.1..T-4.5, T-7.8"},
    {P(Phase::KingMove), "King move by lowest scorer", PhaseKind::Decision, "Year end", "T-5.1"},
    {P(Phase::GameOver), "Game over", PhaseKind::Terminal, "End", "T-5.3"},
    {P(Phase::Aborted), "Setup aborted", PhaseKind::Terminal, "End", "A-26"},
}};

constexpr std::array<PhaseEdge, 21> kEdges{{
    {P(Phase::MeisterReveal), P(Phase::SetupCastles), "Meister version"},
    {P(Phase::SetupCastles), P(Phase::SetupCastles), "next block"},
    {P(Phase::SetupCastles), P(Phase::SetupKnights), "8 castles placed"},
    {P(Phase::SetupCastles), P(Phase::Aborted), "no legal square (fallback=error)"},
    {P(Phase::SetupKnights), P(Phase::SetupKnights), "next player"},
    {P(Phase::SetupKnights), P(Phase::SetupKing), "last knight placed"},
    {P(Phase::SetupKing), kDistribution, "King placed"},
    {kDistribution, P(Phase::Turn), "year starts"},
    {P(Phase::Turn), P(Phase::Turn), "action"},
    {P(Phase::Turn), P(Phase::DrawCard), "take a card (1 AP)"},
    {P(Phase::DrawCard), P(Phase::Turn), "base: card into hand"},
    {P(Phase::DrawCard), P(Phase::DrawCard), "variant: next of 3 cards"},
    {P(Phase::DrawCard), P(Phase::VariantKeep), "variant: cards drawn"},
    {P(Phase::VariantKeep), P(Phase::Turn), "card kept"},
    {P(Phase::Turn), kRoundEnd, "end of turn"},
    {kRoundEnd, P(Phase::Turn), "next player / round"},
    {kRoundEnd, kYearScoring, "last turn of the year"},
    {kYearScoring, P(Phase::KingMove), "years 1-2, a free block exists"},
    {kYearScoring, kDistribution, "years 1-2, no free block"},
    {kYearScoring, P(Phase::GameOver), "after year 3"},
    {P(Phase::KingMove), kDistribution, "King moved or stays"},
}};

}  // namespace

PhaseTrail Torres::automatic_phases(const State& before, const State& after) {
  PhaseTrail t;
  const bool year_over =
      after.year != before.year || after.phase == Phase::KingMove || after.phase == Phase::GameOver;
  switch (before.phase) {
    case Phase::SetupKing:
    case Phase::KingMove:
      if (after.phase == Phase::Turn) t.push(kDistribution);
      break;
    case Phase::Turn:
      // The turn's last action: the next turn, and at the year's end the scoring (then the next
      // year's distribution, unless the King moves first or the game is over).
      if (year_over) {
        t.push(kRoundEnd);
        t.push(kYearScoring);
        if (after.phase == Phase::Turn) t.push(kDistribution);
      } else if (after.phase == Phase::Turn &&
                 (after.round != before.round || after.active() != before.active())) {
        t.push(kRoundEnd);
      }
      break;
    default:
      break;
  }
  return t;
}

const PhaseGraph& Torres::phase_graph() {
  static const PhaseGraph graph{"torres", kNodes, kEdges, kGroups};
  return graph;
}

std::string_view Torres::decision_rule(const State& s) {
  switch (s.phase) {
    case Phase::SetupCastles:
      return "T-7.2";
    case Phase::SetupKnights:
      return "T-2.6";
    case Phase::SetupKing:
      return "T-2.7";
    case Phase::VariantKeep:
      return "T-6.2";
    case Phase::KingMove: {
      // A tie for the lowest score (only at 0) is settled by T-5.2, not by the score.
      const std::vector<int> sc = scores(s);
      const int low = *std::min_element(sc.begin(), sc.end());
      return std::count(sc.begin(), sc.end(), low) > 1 ? "T-5.2" : "T-5.1";
    }
    default:
      return "T-3.2";
  }
}

}  // namespace arbiter::torres
