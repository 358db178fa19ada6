// Setup (C-2): comuni drawn at random, the first display from pile A; config checks.
#include <string>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni {
namespace detail {
namespace {

int binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  int r = 1;
  for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return r;
}

int last_comune(const State& s) {
  return s.setup_picks ? s.players[s.setup_picks - 1u].comune : 0;
}

}  // namespace

Verdict check_pile_draw(const State& s, int pile, const Action& a, Checker ck) {
  if (a.a < kCardTypes && s.piles[static_cast<std::size_t>(pile)][a.a] > 0) return std::nullopt;
  const std::string letter(1, kPileLetter[pile]);
  // C-2.2: the card is in this pile of the box only for more players than the game has.
  int used = 0, fewest_players = 0;
  for (const CardData& c : s.data().deck) {
    if (c.pile != pile || c.type != a.a) continue;
    if (c.min_players <= s.num_players)
      ++used;
    else if (fewest_players == 0 || c.min_players < fewest_players)
      fewest_players = c.min_players;
  }
  if (a.a < kCardTypes && used == 0 && fewest_players > 0)
    return ck.fail("C-2.2", [&] {
      return card_name(a.a) + " is in pile " + letter + " only for " +
             std::to_string(fewest_players) + " or more players: with " +
             std::to_string(s.num_players) + " it went back to the box";
    });
  return ck.fail("INV-1", [&] { return "no such card is left in pile " + letter; });
}

// C-2.8: a uniformly random set of comuni, drawn in ascending order: comune c comes next with
// weight C(5 - c, picks left - 1) (the number of ways to complete the set above it).
std::uint32_t comune_weight(const State& s, int comune) {
  const int left = s.num_players - s.setup_picks;
  if (comune <= last_comune(s) || comune > kComuni) return 0;
  return static_cast<std::uint32_t>(binomial(kComuni - comune, left - 1));
}

Verdict check_setup(const State& s, const Action& a, Checker ck) {
  if (s.phase == Phase::SetupComuni) {
    if (a.kind != ActionKind::PickComune)
      return ck.fail("C-2.8", "expected the next comune drawn (*Lucca ... *Milano)");
    if (a.a < 1 || a.a > kComuni || comune_weight(s, a.a) == 0)
      return ck.fail("C-2.8",
                     "comuni are written in ascending order, leaving room for the other players");
    return std::nullopt;
  }
  if (a.kind != ActionKind::Draw)
    return ck.fail("C-2.6", "expected the card drawn into the display (*E2 ...)");
  return check_pile_draw(s, 0, a, ck);
}

void perform_setup(State& s, const Action& a) {
  if (s.phase == Phase::SetupComuni) {
    Player& p = s.players[s.setup_picks++];
    p.comune = a.a;
    const ComuneData& cd = s.data().comuni[a.a - 1u];
    for (int r = 0; r < kResources; ++r) {  // C-2.10, from the supply
      p.res[static_cast<std::size_t>(r)] = cd.start[static_cast<std::size_t>(r)];
      s.supply[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(
          s.supply[static_cast<std::size_t>(r)] - cd.start[static_cast<std::size_t>(r)]);
    }
    p.envoys = static_cast<std::uint8_t>(s.data().envoys_per_player);
    if (s.setup_picks == s.num_players) s.phase = Phase::SetupDisplay;
    return;
  }
  place_in_display(s, 0, a.a);
  if (!refill_needed(s)) {
    s.phase = Phase::Projects;  // C-2.11: the lowest comune plays first and holds the pawn
    s.active = s.pawn = 0;
  }
}

}  // namespace detail

Expected<Config> Comuni::make_config(const Options& o, const Data& d) {
  if (auto v = validate_options(o); !v) return make_error(v.error());
  return Config{o, d};
}

State Comuni::initial_state(const Config& config) {
  State s;
  s.config = &config;
  const Data& d = config.data;
  const int n = config.options.players;
  s.num_players = static_cast<std::uint8_t>(n);
  s.columns_in_use = d.columns_in_use[static_cast<std::size_t>(n - 2)];
  for (int r = 0; r < kResources; ++r)
    s.supply[static_cast<std::size_t>(r)] =
        static_cast<std::uint8_t>(d.supply[static_cast<std::size_t>(r)]);
  s.bonus_ramparts = static_cast<std::uint8_t>(d.bonus_ramparts);
  s.loot_supply = static_cast<std::uint8_t>(d.loot_tiles);
  for (auto& tiles : s.hero_tiles) tiles = {-1, -1};
  for (const CardData& c : d.deck) {  // C-2.2: cards for more players go back to the box
    if (c.min_players > n) continue;
    ++s.piles[c.pile][c.type];
    ++s.pile_size[c.pile];
  }
  s.phase = Phase::SetupComuni;
  return s;
}

}  // namespace arbiter::comuni
