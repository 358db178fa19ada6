// Builds Medievalia positions for rule tests (docs/rules/medievalia.md). A Scenario starts as the
// real setup leaves it (first_player=p1, the three reminder cards revealed, no draft: hands
// empty) and puts the game in step 3 (Phase::Main) of P1's first turn. Tests then add cards by
// hand, always keeping card conservation (I-01): table and hand cards are copies taken from the
// draw piles or the building piles (the card's next copy enters play, so the first Champ placed
// is champ1, the second champ2, ...). valid() reports Medievalia::check_invariants(s).
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/medievalia/medievalia.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia::testing {

inline std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}

// A game driven by record tokens: the configuration it points to, its state, and helpers that
// play tokens the way a record does.
class Driver {
 public:
  explicit Driver(const Options& o, const Data& d = *parse_data(default_data_json()))
      : config_(std::make_unique<Config>()) {
    auto c = Medievalia::make_config(o, d);
    EXPECT_TRUE(c.ok()) << (c.ok() ? "" : c.error());
    if (c.ok()) *config_ = *c;
    s = Medievalia::initial_state(*config_);
  }
  Driver(const Driver&) = delete;

  const Config& config() const { return *config_; }
  int type(std::string_view id) const {
    const int t = config_->data.find(id);
    EXPECT_GE(t, 0) << "no card type " << id;
    return t;
  }
  // Parses and applies one record token; returns the violation (nullopt = accepted).
  Verdict play(std::string_view token) {
    auto a = Medievalia::parse_action(s, token);
    if (!a) return violation("parse", a.error());
    return Medievalia::apply(s, *a);
  }
  // Applies every token, failing the test at the first rejected one.
  void ok(std::initializer_list<std::string_view> tokens) {
    for (std::string_view t : tokens) {
      const Verdict v = play(t);
      ASSERT_FALSE(v) << t << ": [" << v->rule << "] " << v->reason << "\n"
                      << Medievalia::render_text(s);
    }
  }
  // The rule a rejected token cites ("" if it was accepted); a rejection changes nothing.
  std::string rejected(std::string_view token) {
    const State before = s;
    const Verdict v = play(token);
    if (v) {
      EXPECT_TRUE(before == s) << token << " was rejected but changed the state";
    }
    return v ? std::string(v->rule) : std::string();
  }
  Verdict valid() const { return Medievalia::check_invariants(s); }

  State s;

 protected:
  std::unique_ptr<Config> config_;  // stable address: the state points to it
};

inline Options scenario_options(int players, Options o) {
  o.players = players;
  o.first_player = FirstPlayer::P1;
  if (players == 3) o.three_player = ThreePlayer::Triangle;
  return o;
}

class Scenario : public Driver {
 public:
  // Options are taken as given, except first_player (p1). `players`: 2, 3 or 4.
  explicit Scenario(int players = 2, Options o = {}) : Driver(scenario_options(players, o)) {
    // Reminder cards: the first type of each pile (Champ, Soldat, Homme with the default data).
    for (int k = 0; k < kDrawPiles; ++k)
      for (int t = 0; t < config_->num_types; ++t)
        if (config_->type(t).pile == k) {
          EXPECT_FALSE(Medievalia::apply(s, act(ActionKind::Reveal, kNone, t)));
          break;
        }
    s.phase = Phase::Main;  // the draft is skipped: hands stay empty
    s.active = 0;
    s.turn = 1;
    s.player(0).turns = 1;
  }

  int fief(std::string_view name) const {
    for (int f = 0; f < config_->num_fiefs; ++f)
      if (fief_name(s, f) == name) return f;
    ADD_FAILURE() << "no fief " << name;
    return 0;
  }
  int city(int p) const { return config_->type(config_->city_type).first_id + p; }

  // Puts the next copy of `id` on the table: owner p, in fief `fief` (default: p's own fief),
  // attached to `host` (a card id, or -1), tapped or not. Returns the card id.
  int place(std::string_view id, int p, int host = -1, bool tapped = false, int fief = -1) {
    const int t = type(id);
    take_from_piles(t);
    const int c = enter_table(s, t, p, host < 0 ? kNone : host);
    if (fief >= 0) s.card(c).fief = static_cast<std::uint8_t>(fief);
    if (tapped) s.card(c).flags |= kTapped;
    return c;
  }
  // Puts n copies of `id` in p's hand, taken from its draw pile.
  void hand(std::string_view id, int p, int n = 1) {
    const int t = type(id);
    for (int i = 0; i < n; ++i) {
      take_from_piles(t);
      ++s.player(p).hand[ix(t)];
    }
  }
  // The text of a card on the table ("champ1").
  std::string name(int id) const { return card_name(s, id); }

 private:
  void take_from_piles(int t) {
    const TypeInfo& ti = config_->type(t);
    if (ti.pile >= 0) {
      ASSERT_GT(s.pool[ix(ti.pile)][ix(t)], 0) << "no copy left of type " << t;
      --s.pool[ix(ti.pile)][ix(t)];
      --s.pile_size[ix(ti.pile)];
    } else if (ti.building()) {
      if (s.building_pool[ix(t)] > 0) {  // a face-down copy, from the fullest pile
        int k = 0;
        for (int j = 1; j < kBuildingPiles; ++j)
          if (s.building_hidden[ix(j)] > s.building_hidden[ix(k)]) k = j;
        --s.building_pool[ix(t)];
        --s.building_hidden[ix(k)];
      } else {  // the face-up top copy; the pile's next card is revealed from the pool
        for (int k = 0; k < kBuildingPiles; ++k)
          if (s.building_top[ix(k)] == t) {
            s.building_top[ix(k)] = kNone;
            for (int u = 0; u < config_->num_types && s.building_hidden[ix(k)]; ++u)
              if (s.building_pool[ix(u)]) {
                s.building_top[ix(k)] = static_cast<std::uint8_t>(u);
                --s.building_pool[ix(u)];
                --s.building_hidden[ix(k)];
                break;
              }
            return;
          }
        ADD_FAILURE() << "no copy left of building type " << t;
      }
    } else {
      ADD_FAILURE() << "Cities are placed by the setup";
    }
  }
};

}  // namespace arbiter::medievalia::testing
