// The phases Comuni declares. Final-round turns and the Emperor's invasion have their own nodes
// (phase_id offsets 100 and 200), so the diagram shows the end of the game as it is played.
#include <array>

#include "engine/comuni/comuni.h"

namespace arbiter::comuni {
namespace {

constexpr int P(Phase p) {
  return static_cast<int>(p);
}
constexpr int F(Phase p) {
  return 100 + static_cast<int>(p);
}  // final round
constexpr int E(Phase p) {
  return 200 + static_cast<int>(p);
}  // the Emperor
constexpr int kInvasion = 50, kMasters = 51, kEndTurn = 52, kFinalMasters = 54, kFinalEnd = 55,
              kEmperorResolve = 56;

constexpr std::array<std::string_view, 6> kGroups{"Setup",       "Turn",    "Invasion A-C",
                                                  "Final round", "Emperor", "End"};

constexpr std::array<PhaseNode, 24> kNodes{{
    {P(Phase::SetupComuni), "Comuni drawn", PhaseKind::Chance, "Setup", "C-2.8"},
    {P(Phase::SetupDisplay), "First display from pile A", PhaseKind::Chance, "Setup", "C-2.6"},
    {P(Phase::Projects), "Phase 1: bid / claim / income", PhaseKind::Decision, "Turn", "C-3.1"},
    {P(Phase::Displaced), "Outbid envoy: back or move (1 PIL)", PhaseKind::Decision, "Turn",
     "C-3.1.7"},
    {P(Phase::Refill), "Phase 2: refill (after a claim)", PhaseKind::Chance, "Turn", "C-3.2"},
    {P(Phase::Build), "Phase 3: build, ramparts", PhaseKind::Decision, "Turn", "C-3.3"},
    {P(Phase::Discard), "Discard down to 2", PhaseKind::Decision, "Turn", "C-3.3.12"},
    {kMasters, "Phase 4: guild masters", PhaseKind::Automatic, "Turn", "C-3.4"},
    {P(Phase::Repair), "Phase 5: repair", PhaseKind::Decision, "Turn", "C-3.5"},
    {kEndTurn, "Pass the pawn", PhaseKind::Automatic, "Turn", "C-3.6"},
    {P(Phase::Commit), "Secret alliance + defence", PhaseKind::Decision, "Invasion A-C", "C-4.3"},
    {P(Phase::Assign), "Man the ramparts", PhaseKind::Decision, "Invasion A-C", "C-4.5"},
    {kInvasion, "Reveal, defence, loot, heroes", PhaseKind::Automatic, "Invasion A-C",
     "C-4.4..C-4.8"},
    {F(Phase::Projects), "Final turn: phase 1", PhaseKind::Decision, "Final round", "C-4.14.2"},
    {F(Phase::Displaced), "Final turn: outbid envoy", PhaseKind::Decision, "Final round",
     "C-3.1.7"},
    {F(Phase::Build), "Final turn: phase 3 (no phase 2)", PhaseKind::Decision, "Final round",
     "C-4.14.2"},
    {F(Phase::Discard), "Final turn: discard", PhaseKind::Decision, "Final round", "C-3.3.12"},
    {kFinalMasters, "Final turn: guild masters", PhaseKind::Automatic, "Final round", "C-3.4"},
    {F(Phase::Repair), "Final turn: phase 5", PhaseKind::Decision, "Final round", "C-3.5"},
    {kFinalEnd, "Next final turn", PhaseKind::Automatic, "Final round", "C-4.14.2"},
    {E(Phase::Commit), "Emperor: alliance + defence (base 16)", PhaseKind::Decision, "Emperor",
     "C-4.14.3"},
    {E(Phase::Assign), "Emperor: man the ramparts", PhaseKind::Decision, "Emperor", "C-4.5"},
    {kEmperorResolve, "Emperor: reveal, loot, heroes", PhaseKind::Automatic, "Emperor", "C-4.14.3"},
    {P(Phase::GameOver), "Final scoring, winner", PhaseKind::Terminal, "End", "C-5"},
}};

constexpr std::array<PhaseEdge, 39> kEdges{{
    {P(Phase::SetupComuni), P(Phase::SetupComuni), "next comune"},
    {P(Phase::SetupComuni), P(Phase::SetupDisplay), "all comuni drawn"},
    {P(Phase::SetupDisplay), P(Phase::SetupDisplay), "next card"},
    {P(Phase::SetupDisplay), P(Phase::Projects), "display full: lowest comune starts"},
    {P(Phase::Projects), P(Phase::Projects), "conversion"},
    {P(Phase::Projects), P(Phase::Displaced), "bid on an occupied column"},
    {P(Phase::Displaced), P(Phase::Displaced), "move onto another bid (chain)"},
    {P(Phase::Displaced), P(Phase::Build), "back / move to a free column"},
    {P(Phase::Projects), P(Phase::Refill), "claim"},
    {P(Phase::Projects), P(Phase::Build), "bid on a free column / income"},
    {P(Phase::Refill), P(Phase::Refill), "next card"},
    {P(Phase::Refill), P(Phase::Commit), "pile A-C runs out: invasion interrupts phase 2"},
    {P(Phase::Refill), P(Phase::Build), "columns full / last D card drawn"},
    {P(Phase::Commit), P(Phase::Commit), "next player commits"},
    {P(Phase::Commit), P(Phase::Assign), "manual rampart assignment"},
    {P(Phase::Assign), P(Phase::Assign), "next player"},
    {P(Phase::Commit), kInvasion, "all committed"},
    {P(Phase::Assign), kInvasion, "all assigned"},
    {kInvasion, P(Phase::Refill), "refill from the next pile"},
    {kInvasion, P(Phase::Build), "back to phases 3-5"},
    {P(Phase::Build), P(Phase::Build), "build / wall / buy action"},
    {P(Phase::Build), P(Phase::Discard), "done, more than 2 cards"},
    {P(Phase::Discard), kMasters, "2 cards left"},
    {P(Phase::Build), kMasters, "done"},
    {kMasters, P(Phase::Repair), ""},
    {P(Phase::Repair), kEndTurn, "repair 0-2"},
    {kEndTurn, P(Phase::Projects), "next comune (pawn passes)"},
    {kEndTurn, F(Phase::Projects), "the last D card was drawn this turn: final round"},
    {F(Phase::Projects), F(Phase::Displaced), "bid on an occupied column"},
    {F(Phase::Displaced), F(Phase::Build), "chain ends"},
    {F(Phase::Projects), F(Phase::Build), "bid / claim / income (no refill)"},
    {F(Phase::Build), F(Phase::Discard), "done, more than 2 cards"},
    {F(Phase::Discard), kFinalMasters, ""},
    {F(Phase::Build), kFinalMasters, "done"},
    {kFinalMasters, F(Phase::Repair), ""},
    {F(Phase::Repair), kFinalEnd, "repair 0-2"},
    {kFinalEnd, F(Phase::Projects), "next player of the final round"},
    {kFinalEnd, E(Phase::Commit), "every player had a final turn: the Emperor"},
    {kEmperorResolve, P(Phase::GameOver), "no repair after the Emperor"},
}};

constexpr std::array<PhaseEdge, 14> kMoreEdges{{
    {F(Phase::Displaced), F(Phase::Displaced), "move onto another bid (chain)"},
    {F(Phase::Displaced), F(Phase::Displaced), "conversion"},
    {P(Phase::Discard), P(Phase::Discard), "discard"},
    {P(Phase::Repair), P(Phase::Repair), "conversion"},
    {F(Phase::Projects), F(Phase::Projects), "conversion"},
    {F(Phase::Build), F(Phase::Build), "build / wall / buy action"},
    {F(Phase::Discard), F(Phase::Discard), "discard"},
    {F(Phase::Repair), F(Phase::Repair), "conversion"},
    {P(Phase::Displaced), P(Phase::Displaced), "conversion"},
    {E(Phase::Commit), E(Phase::Commit), "next player commits"},
    {E(Phase::Commit), E(Phase::Assign), "manual rampart assignment"},
    {E(Phase::Assign), E(Phase::Assign), "next player"},
    {E(Phase::Commit), kEmperorResolve, "all committed"},
    {E(Phase::Assign), kEmperorResolve, "all assigned"},
}};

// Both edge tables joined once, at static initialisation.
const std::array<PhaseEdge, kEdges.size() + kMoreEdges.size()>& all_edges() {
  static const auto edges = [] {
    std::array<PhaseEdge, kEdges.size() + kMoreEdges.size()> out{};
    std::size_t i = 0;
    for (const auto& e : kEdges) out[i++] = e;
    for (const auto& e : kMoreEdges) out[i++] = e;
    return out;
  }();
  return edges;
}

}  // namespace

const PhaseGraph& Comuni::phase_graph() {
  static const PhaseGraph graph{"comuni", kNodes, all_edges(), kGroups};
  return graph;
}

int Comuni::phase_id(const State& s) {
  const Phase p = s.phase;
  if ((p == Phase::Commit || p == Phase::Assign) && s.invading == kPiles - 1) return E(p);
  if (s.final_round && (p == Phase::Projects || p == Phase::Displaced || p == Phase::Build ||
                        p == Phase::Discard || p == Phase::Repair))
    return F(p);
  return P(p);
}

std::string_view Comuni::decision_rule(const State& s) {
  switch (s.phase) {
    case Phase::Displaced:
      return "C-3.1.7";
    case Phase::Commit:
    case Phase::Assign:
      return "C-4.3";
    default:
      // The final round's turns go in final_round_order from the drawer of the last D card
      // (AMB-8), not in seat order from the pawn.
      return s.final_round ? "C-4.14.2" : "C-2.9";
  }
}

}  // namespace arbiter::comuni
