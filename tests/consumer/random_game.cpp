// Plays one Torres game to its end with the engine API alone (Arbiter::torres): the legal
// actions of each state, the first of them applied, every invariant checked after every step.
#include <iostream>

#include "engine/torres/torres.h"

int main() {
  using arbiter::torres::Torres;
  const auto data = Torres::parse_data(Torres::default_data_json());
  Torres::Options options;
  options.players = 3;
  const auto config = Torres::make_config(options, *data);
  if (!config) {
    std::cerr << "config: " << config.error() << "\n";
    return 1;
  }
  Torres::State state = Torres::initial_state(*config);
  arbiter::ActionList<Torres::Action, Torres::kMaxActions> legal;
  std::size_t steps = 0;
  while (!Torres::is_terminal(state)) {
    legal.clear();
    Torres::legal_actions(state, legal);
    if (legal.empty() || steps == Torres::kMaxGameLength) {
      std::cerr << "stuck after " << steps << " actions\n";
      return 1;
    }
    const std::string text = Torres::action_to_text(state, legal[steps % legal.size()]);
    if (const arbiter::Verdict v = Torres::apply(state, legal[steps % legal.size()])) {
      std::cerr << "legal action " << text << " refused: [" << v->rule << "] " << v->reason << "\n";
      return 1;
    }
    if (const arbiter::Verdict v = Torres::check_invariants(state)) {
      std::cerr << "invariant [" << v->rule << "] broken: " << v->reason << "\n";
      return 1;
    }
    ++steps;
  }
  std::cout << steps << " actions, final scores";
  for (int s : Torres::scores(state)) std::cout << " " << s;
  std::cout << "\n";
}
