// Replays a Torres record through Arbiter's replay API and prints the final scores; exits 1 if
// they are not the ones given on the command line.
// Usage: replay_scores FILE.rec SCORE...
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "engine/torres/torres.h"
#include "replay/record/record.h"
#include "replay/replay.h"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: replay_scores FILE.rec SCORE...\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  const arbiter::record::ParseResult parsed = arbiter::record::parse(in);
  if (!in.eof() && !in) {
    std::cerr << argv[1] << ": cannot read\n";
    return 2;
  }
  if (!parsed.ok) {
    std::cerr << argv[1] << ": " << parsed.error.message << "\n";
    return 1;
  }
  using arbiter::torres::Torres;
  const auto game = arbiter::replay::replay_record<Torres>(parsed.record, {});
  if (game.error) {
    std::cerr << argv[1] << ":" << game.error->at.line << ": [" << game.error->rule << "] "
              << game.error->message << "\n";
    return 1;
  }
  const std::vector<int> scores = Torres::scores(game.final_state());
  std::vector<int> expected;
  for (int i = 2; i < argc; ++i) expected.push_back(std::atoi(argv[i]));
  std::cout << game.actions.size() << " actions, final scores";
  for (int s : scores) std::cout << " " << s;
  std::cout << (Torres::is_terminal(game.final_state()) ? ", game over\n" : ", not over\n");
  return scores == expected && Torres::is_terminal(game.final_state()) ? 0 : 1;
}
