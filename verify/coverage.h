// Rule coverage (`arbiter verify GAME --coverage FILE [--guided]`): per rule id of the game's
// reference, how many actions its check accepted and rejected; per declared phase transition, how
// often play took it; per end condition, how many games ended that way.
//
// What is counted. Accepted: every action played, under the rule that governs its kind
// (G::action_rule); with --thorough also every legal action and sampled candidate the checks
// tried (step_checks.h). Rejected: the candidates the --thorough checks sampled and apply
// refused, under the rule the refusal cites. Transitions: verify/phase_coverage.h's counts. End
// conditions: G::end_condition of every game's last state.
//
// Guided runs (--guided) play games in generations of kGeneration games. A game of generation g
// sees only the coverage and archive of generations before g, merged in game order, so its
// choices do not depend on the thread count. The archive keeps, for every cell (a value of a
// query, a transition, an accepted rule), the shortest action prefix that reached it so far.
// Three games in four start by replaying the prefix of a chosen cell (go-explore), then play on
// at random with three biases, each tried now and then: in a phase with a declared transition
// not taken yet, an action whose step the archive lacks (one step ahead); from a query's cell, the
// action that moves the query furthest its way (VP up, players left down); an action of a rule
// never accepted yet. Every game is still a whole game from the initial state with every check
// on, and the run is reproduced by its seed.
//
// The parts: coverage_counts.h (what is counted), coverage_guided.h (how games are played and
// counted), coverage_report.h (the JSON file and the table).
#pragma once

#include "verify/coverage_counts.h"
#include "verify/coverage_guided.h"
#include "verify/coverage_report.h"
