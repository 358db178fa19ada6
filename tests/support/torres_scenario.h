// Builds Torres positions for rule tests: an empty board in the Turn phase of year 1, round 1,
// with seat 0 to act, 0 AP spent, then blocks, knights and the King placed by hand.
// Coordinates follow the spec's (r,c), row 0 at the top.
#pragma once

#include <memory>

#include "engine/torres/geometry.h"
#include "engine/torres/rules_internal.h"
#include "engine/torres/torres.h"
#include "verify/simulate.h"

namespace arbiter::torres::testing {

inline Square at(int r, int c) {
  return make_square(r, c);
}

class Scenario {
 public:
  explicit Scenario(Options o = {}) : config_(std::make_unique<Config>()) {
    config_->options = o;
    config_->data = *parse_data(default_data_json());
    s = Torres::initial_state(*config_);
    s.height.fill(0);
    s.piece.fill(kNoPiece);
    s.built = s.occupied = 0;
    s.king = kNoSquare;
    s.phase = Phase::Turn;
    s.supply = 40;
    for (int p = 0; p < s.num_players; ++p)
      s.players[static_cast<std::size_t>(p)].reserve = kKnightsPerColour;
  }
  Scenario(const Scenario&) = delete;

  Scenario& block(int r, int c, int h) {
    s.height[at(r, c)] = static_cast<std::uint8_t>(h);
    if (h) s.built |= bit(at(r, c));
    return *this;
  }
  Scenario& knight(int r, int c, int seat) {
    detail::put_piece(s, at(r, c), static_cast<std::int8_t>(seat));
    --s.players[static_cast<std::size_t>(seat)].reserve;
    return *this;
  }
  Scenario& king(int r, int c) {
    detail::put_piece(s, at(r, c), kKing);
    return *this;
  }
  Scenario& hand(int card, int n = 1) {
    s.players[static_cast<std::size_t>(s.active())].hand[static_cast<std::size_t>(card)] =
        static_cast<std::uint8_t>(n);
    return *this;
  }
  Scenario& turn_stack(int blocks) {
    s.turn_stack = static_cast<std::int8_t>(blocks);
    return *this;
  }

  Options& options() { return config_->options; }  // rule options of this scenario

  Verdict check(const Action& a) const { return Torres::check(s, a); }
  bool legal(const Action& a) const { return !check(a).has_value(); }
  bool listed(const Action& a) const {
    auto buf = std::make_unique<Torres::ActionBuffer>();
    Torres::legal_actions(s, *buf);
    return buf->contains(a);
  }
  // Squares reached by actions of `kind` (and `card`) from `from`, as listed by legal_actions.
  Bitboard targets(ActionKind kind, Square from = kNoSquare, std::uint8_t card = kNoCard) const {
    auto buf = std::make_unique<Torres::ActionBuffer>();
    Torres::legal_actions(s, *buf);
    Bitboard b = 0;
    for (const Action& a : *buf)
      if (a.kind == kind && a.card == card && (from == kNoSquare || a.from == from)) b |= bit(a.to);
    return b;
  }
  std::string rule_of(const Action& a) const {
    auto v = check(a);
    return v ? std::string(v->rule) : std::string("legal");
  }

  State s;

 private:
  std::unique_ptr<Config> config_;
};

inline Bitboard squares(std::initializer_list<std::pair<int, int>> list) {
  Bitboard b = 0;
  for (auto [r, c] : list) b |= bit(at(r, c));
  return b;
}

// A shared config (verify::shared_config) for a player count and version, with options tweaked.
inline const Config& config_with(int players, Version v, void (*tweak)(Options&) = nullptr) {
  Options o;
  o.players = players;
  o.version = v;
  if (tweak) tweak(o);
  return verify::shared_config<Torres>(o);
}

}  // namespace arbiter::torres::testing
