// Builds Comuni positions for rule tests (docs/rules/comuni.md). A Scenario plays the real setup
// through the chance actions (PickComune for the chosen comuni, then the first listed Draw until
// the display is full), so it starts in phase 1 (Projects) of the lowest comune, with the
// starting resources taken from the supply and 3 envoys each (C-2.8..C-2.13). Tests then add
// pieces by hand, always keeping the conservation invariants:
//   - resources move between a stock and the supply (INV-2);
//   - building floors, rampart floors and hand cards are cards taken from the piles (INV-1),
//     from the current pile first, so later piles stay full (INV-9);
//   - a pile A-C the builder empties counts as an invasion already resolved in which nobody
//     earned a hero tile (both tiles discarded, INV-4 / INV-16);
//   - VP are never set directly: they are the T(floors) of the buildings added (INV-31).
// valid() reports Comuni::check_invariants(s); a test whose position cannot satisfy an
// invariant says why next to the call that breaks it.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni::testing {

// "E2", "EMCR3": the card type written as in Appendix A.
inline CardType card(std::string_view text) {
  auto t = parse_card(text);
  EXPECT_TRUE(t.has_value()) << "not a card: " << text;
  return t ? *t : CardType{0};
}

inline std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}
inline std::uint8_t u8(int v) {
  return static_cast<std::uint8_t>(v);
}

// Where the cards of a building come from.
enum class Cards {
  FromPiles,  // taken from the piles (INV-1 holds)
  Conjured,   // created out of nothing: breaks INV-1; the test must say why it needs that
};

class Scenario {
 public:
  explicit Scenario(const std::vector<int>& comuni = {1, 3, 5}, Options o = {})
      : config_(std::make_unique<Config>()) {
    config_->options = o;
    config_->options.players = static_cast<int>(comuni.size());
    config_->data = *parse_data(default_data_json());
    s = Comuni::initial_state(*config_);
    for (int c : comuni)  // C-2.8: the chance picks, in ascending order
      if (!play(act(ActionKind::PickComune, u8(c)))) return;
    while (s.phase == Phase::SetupDisplay)  // C-2.6: the first display from pile A
      if (!play(first_listed(ActionKind::Draw))) return;
    EXPECT_EQ(s.phase, Phase::Projects);
  }
  Scenario(const Scenario&) = delete;
  Scenario& operator=(const Scenario&) = delete;

  // Rule options of this scenario; `players` is fixed by the constructor.
  Options& options() { return config_->options; }
  const Data& data() const { return config_->data; }

  Player& player(int seat) { return s.players[ix(seat)]; }
  int seat_of(int comune) const {
    for (int q = 0; q < s.num_players; ++q)
      if (s.players[ix(q)].comune == comune) return q;
    ADD_FAILURE() << "comune " << comune << " is not in play";
    return 0;
  }

  // ---- pieces -------------------------------------------------------------------------------

  // Sets a player's stock to exactly {GOLD, ARMY, PIL, ART}; the difference comes from / goes to
  // the supply.
  Scenario& res(int seat, std::array<int, kResources> r) {
    for (int k = 0; k < kResources; ++k) {
      const int delta = r[ix(k)] - player(seat).res[ix(k)];
      EXPECT_LE(delta, s.supply[ix(k)]) << "the supply lacks " << kResourceLetter[k];
      s.supply[ix(k)] = u8(s.supply[ix(k)] - delta);
      player(seat).res[ix(k)] = u8(r[ix(k)]);
    }
    return *this;
  }
  // Leaves exactly `n` of `resource` in the supply, moving the rest to (or taking the missing
  // units from) `bank`'s stock.
  Scenario& supply(int resource, int n, int bank) {
    const int delta = s.supply[ix(resource)] - n;
    EXPECT_GE(player(bank).res[ix(resource)] + delta, 0);
    player(bank).res[ix(resource)] = u8(player(bank).res[ix(resource)] + delta);
    s.supply[ix(resource)] = u8(n);
    return *this;
  }

  // A new building of `floors` floors, raised floor by floor with detail::raise_building (so the
  // building list stays canonical); scores T(floors) VP. Its activation card is untouched.
  Scenario& building(int seat, int category, int floors, Cards from = Cards::FromPiles) {
    Player& p = player(seat);
    for (int f = 0; f < floors; ++f) {
      if (from == Cards::FromPiles) take_card();
      detail::raise_building(p, category, f);
      p.vp = static_cast<std::int16_t>(p.vp + f + 1);
    }
    return *this;
  }
  // A new rampart section of `floors` floors (no VP, C-3.3.11).
  Scenario& section(int seat, int floors) {
    for (int f = 0; f < floors; ++f) {
      take_card();
      detail::raise_section(player(seat), f);
    }
    return *this;
  }
  // Turns an activation card active; INV-8 wants a building of that category.
  Scenario& activate(int seat, int category) {
    EXPECT_GT(detail::tallest(player(seat), category), 0) << "INV-8: no building to activate";
    player(seat).active = u8(player(seat).active | (1 << category));
    return *this;
  }
  // One card of type `t` into the hand (detail::hand_add), taken from the piles.
  Scenario& hand(int seat, CardType t) {
    take_card(t);
    detail::hand_add(player(seat), t);
    return *this;
  }
  // An envoy of `seat` on `column` (0-based) with `gold` on it, the gold taken from the supply.
  Scenario& bid(int seat, int column, int gold) {
    Column& col = s.columns[ix(column)];
    EXPECT_LT(column, s.columns_in_use);
    EXPECT_LT(col.envoy, 0) << "column " << column + 1 << " already holds an envoy";
    EXPECT_GT(player(seat).envoys, 0) << "no envoy in stock";
    EXPECT_GE(s.supply[Gold], gold);
    col.envoy = static_cast<std::int8_t>(seat);
    col.gold = u8(gold);
    s.supply[Gold] = u8(s.supply[Gold] - gold);
    --player(seat).envoys;
    return *this;
  }
  Scenario& master(int category, int seat) {
    s.master[ix(category)] = static_cast<std::int8_t>(seat);
    return *this;
  }
  // Loot tiles; under loot_supply=capped they come from the 50 in the box (INV-3).
  Scenario& loot(int seat, int n) {
    if (s.options().loot_supply == LootSupply::Capped) {
      EXPECT_GE(s.loot_supply, n);
      s.loot_supply = u8(s.loot_supply - n);
    }
    player(seat).loot = u8(player(seat).loot + n);
    return *this;
  }
  // The hero tile `rank` (0 = hi, 1 = lo) of the invasion of `pile`, which must be resolved.
  Scenario& hero(int seat, int pile, int rank) {
    EXPECT_LT(pile, s.invasions - (s.invading >= 0 ? 1 : 0)) << "invasion not resolved yet";
    s.hero_tiles[ix(pile)][ix(rank)] = static_cast<std::int8_t>(seat);
    player(seat).hero[ix(pile)] = u8(data().invaders[ix(pile)].hero[ix(rank)]);
    return *this;
  }
  // `seat` is active and holds the pawn (C-2.11), in phase 1 unless phase() says otherwise;
  // the seats before it have taken one turn more than the others (INV-21).
  Scenario& turn(int seat) {
    s.active = s.pawn = u8(seat);
    const int base = s.players[ix(s.num_players - 1)].turns;
    for (int q = 0; q < s.num_players; ++q)
      s.players[ix(q)].turns = static_cast<std::uint16_t>(base + (q < seat ? 1 : 0));
    return *this;
  }
  Scenario& phase(Phase p) {
    s.phase = p;
    if (p == Phase::Build) s.building_steps = s.rampart_steps = s.actions_bought = 0;
    return *this;
  }
  // Draws the piles out of the game (as cards the builder discards) until every pile before
  // `pile` is empty and `pile` holds `n` cards.
  Scenario& pile_left(int pile, int n) {
    while (s.current_pile() >= 0 && s.current_pile() < pile) discard_from_piles();
    EXPECT_GE(s.pile_size[ix(pile)], n);
    while (s.pile_size[ix(pile)] > n) discard_from_piles();
    return *this;
  }
  // Game over after the Emperor and the final round of `drawer` (C-4.14): every pile out, the
  // four invasions done; hero tiles not given by hero() afterwards count as discarded.
  Scenario& game_over(int drawer) {
    pile_left(kPiles - 1, 0);
    s.invasions = kPiles;
    s.hero_tiles[kPiles - 1] = {-2, -2};
    s.drawer = static_cast<std::int8_t>(drawer);
    s.pawn = u8(drawer);
    s.final_round = true;
    s.final_turns_done = s.num_players;
    s.phase = Phase::GameOver;
    int most = 0;  // INV-21: everybody has had the same number of turns at the end
    for (int q = 0; q < s.num_players; ++q) most = std::max<int>(most, s.players[ix(q)].turns);
    for (int q = 0; q < s.num_players; ++q)
      s.players[ix(q)].turns = static_cast<std::uint16_t>(most);
    return *this;
  }

  // ---- playing --------------------------------------------------------------------------------

  Verdict check(const Action& a) const { return Comuni::check(s, a); }
  bool legal(const Action& a) const { return !check(a).has_value(); }
  std::string rule_of(const Action& a) const {
    auto v = check(a);
    return v ? std::string(v->rule) : std::string("legal");
  }
  std::vector<Action> listed() const {
    auto buf = std::make_unique<Comuni::ActionBuffer>();
    Comuni::legal_actions(s, *buf);
    return {buf->begin(), buf->end()};
  }
  bool listed(const Action& a) const {
    for (const Action& b : listed())
      if (b == a) return true;
    return false;
  }
  bool any_listed(ActionKind kind) const {
    for (const Action& b : listed())
      if (b.kind == kind) return true;
    return false;
  }
  Action first_listed(ActionKind kind) const {
    for (const Action& b : listed())
      if (b.kind == kind) return b;
    ADD_FAILURE() << "no legal action of kind " << static_cast<int>(kind);
    return act(kind);
  }
  // Comuni::apply; on a rejection the failure names the action and the rule.
  ::testing::AssertionResult play(const Action& a) {
    const std::string text = Comuni::action_to_text(s, a);
    if (auto v = Comuni::apply(s, a))
      return ::testing::AssertionFailure()
             << text << " rejected: [" << v->rule << "] " << v->reason;
    return ::testing::AssertionSuccess();
  }
  // Chance: the first listed card, until the refill is over (or an invasion interrupts it).
  ::testing::AssertionResult draw_all() {
    while (s.phase == Phase::Refill)
      if (auto r = play(first_listed(ActionKind::Draw)); !r) return r;
    return ::testing::AssertionSuccess();
  }
  // The seat to commit (C-4.3): alliance (armies, GOLD pairs, PIL pairs), then defence.
  ::testing::AssertionResult commit(int a, int d, int a_gold = 0, int a_pil = 0, int d_gold = 0,
                                    int d_pil = 0) {
    if (s.phase != Phase::Commit) return ::testing::AssertionFailure() << "not in an invasion";
    if (auto r = play(act(ActionKind::Ally, u8(a), u8(a_gold), u8(a_pil))); !r) return r;
    return play(act(ActionKind::Defend, u8(d), u8(d_gold), u8(d_pil)));
  }
  // The active player claims with an envoy placed on `column` (no gold), then the refill runs
  // until it ends or an invasion interrupts it.
  ::testing::AssertionResult claim_on(int column) {
    bid(s.active, column, 0);
    if (auto r = play(first_listed(ActionKind::Claim)); !r) return r;
    return draw_all();
  }
  // Phases 3-5 without building: done, discard the lowest cards, no repair.
  ::testing::AssertionResult end_turn() {
    if (s.phase == Phase::Build)
      if (auto r = play(act(ActionKind::Done)); !r) return r;
    while (s.phase == Phase::Discard)
      if (auto r = play(first_listed(ActionKind::Discard)); !r) return r;
    return play(act(ActionKind::Repair, 0));
  }
  // A whole turn of the active player: income (the first listed choice), then end_turn().
  ::testing::AssertionResult quiet_turn() {
    if (auto r = play(first_listed(ActionKind::Income)); !r) return r;
    return end_turn();
  }

  // Comuni::check_invariants as an assertion.
  ::testing::AssertionResult valid() const {
    if (auto v = Comuni::check_invariants(s))
      return ::testing::AssertionFailure() << "[" << v->rule << "] " << v->reason;
    return ::testing::AssertionSuccess();
  }

  State s;

 private:
  // A card of type `t` out of the piles: from the current pile if it holds one, else from a
  // later pile, which then receives a card of the current pile so its size is unchanged (INV-9
  // counts cards, not which back they carry).
  void take_card(CardType t) {
    const int cur = s.current_pile();
    if (cur >= 0 && s.piles[ix(cur)][t]) {
      --s.piles[ix(cur)][t];
      --s.pile_size[ix(cur)];
      resolve_exhausted();
      return;
    }
    for (int p = cur + 1; cur >= 0 && p < kPiles; ++p)
      if (s.piles[ix(p)][t]) {
        --s.piles[ix(p)][t];
        const CardType other = common(cur);
        --s.piles[ix(cur)][other];
        --s.pile_size[ix(cur)];
        ++s.piles[ix(p)][other];
        resolve_exhausted();
        return;
      }
    ADD_FAILURE() << "no " << card_name(t) << " left in the piles";
  }
  void take_card() {
    const int cur = s.current_pile();
    if (cur < 0) {
      ADD_FAILURE() << "the piles are empty";
      return;
    }
    take_card(common(cur));
  }
  void discard_from_piles() {
    take_card();
    ++s.discarded;
  }
  // The most common card type of a pile (the lowest of equals): generic cards leave the rare
  // types for the tests that ask for them.
  CardType common(int pile) const {
    int best = 0;
    for (int t = 1; t < kCardTypes; ++t)
      if (s.piles[ix(pile)][ix(t)] > s.piles[ix(pile)][ix(best)]) best = t;
    return static_cast<CardType>(best);
  }
  // Piles A-C emptied by the builder: their invasions count as resolved, no hero awarded.
  void resolve_exhausted() {
    for (int p = 0; p < kPiles - 1; ++p)
      if (s.pile_size[ix(p)] == 0 && s.invasions == p) {
        s.invasions = u8(p + 1);
        s.hero_tiles[ix(p)] = {-2, -2};
      }
  }

  std::unique_ptr<Config> config_;
};

}  // namespace arbiter::comuni::testing
