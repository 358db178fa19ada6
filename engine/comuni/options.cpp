#include "engine/comuni/options.h"

#include <array>
#include <string_view>

namespace arbiter::comuni {
namespace {

using O = Options;
using SV = std::string_view;

constexpr std::array<SV, 2> kConversion{"exchange_or_substitute", "exchange_only"};
constexpr std::array<SV, 2> kTiming{"immediate", "end_of_phase2"};
constexpr std::array<SV, 2> kFinalOrder{"left_of_drawer_first", "drawer_first"};
constexpr std::array<SV, 3> kMeasure{"vp_sum", "tallest", "floor_sum"};
constexpr std::array<SV, 2> kLoot{"unlimited", "capped"};
constexpr std::array<SV, 2> kSetBonus{"building_vp", "floors"};

const std::array<OptionSpec<O>, 13> kSpecs{{
    {.name = "players",
     .doc = "number of players, 2 to 5",
     .kind = OptionKind::Int,
     .min = 2,
     .max = 5,
     ARBITER_OPTION_FIELD(O, players),
     .spec_ref = "C-2"},
    {.name = "three_envoys_force_claim",
     .doc = "with all 3 envoys on the board the player must claim (income forbidden too)",
     ARBITER_OPTION_FIELD(O, three_envoys_force_claim),
     .spec_ref = "AMB-4 THREE_ENVOYS_FORCE_CLAIM"},
    {.name = "bid_on_empty_column",
     .doc = "envoys may bid on (or move to) a column holding no card",
     ARBITER_OPTION_FIELD(O, bid_on_empty_column),
     .spec_ref = "AMB-3 BID_ON_EMPTY_COLUMN"},
    {.name = "displaced_may_add_gold",
     .doc = "a displaced envoy may add gold from stock when it moves onto another bid",
     ARBITER_OPTION_FIELD(O, displaced_may_add_gold),
     .spec_ref = "AMB-1 DISPLACED_MAY_ADD_GOLD"},
    {.name = "conversion_mode",
     .doc = "invasion stand-ins (2 GOLD or 2 PIL for 1 ARMY) need no ARMY in the supply, or must "
            "be exchanges",
     .kind = OptionKind::Enum,
     .choices = kConversion,
     ARBITER_OPTION_FIELD(O, conversion_mode),
     .spec_ref = "AMB-12 CONVERSION_MODE"},
    {.name = "invasion_timing",
     .doc = "an invasion interrupts the refill at once, or waits for the end of phase 2",
     .kind = OptionKind::Enum,
     .choices = kTiming,
     ARBITER_OPTION_FIELD(O, invasion_timing),
     .spec_ref = "AMB-13 INVASION_TIMING"},
    {.name = "final_round_order",
     .doc = "the final round starts left of the last-D drawer (drawer last), or with the drawer",
     .kind = OptionKind::Enum,
     .choices = kFinalOrder,
     ARBITER_OPTION_FIELD(O, final_round_order),
     .spec_ref = "AMB-8 FINAL_ROUND_ORDER"},
    {.name = "guild_measure",
     .doc =
         "guild masters compare the VP sum, the tallest building, or the floor sum of a category",
     .kind = OptionKind::Enum,
     .choices = kMeasure,
     ARBITER_OPTION_FIELD(O, guild_measure),
     .spec_ref = "AMB-9 GUILD_MEASURE"},
    {.name = "rampart_auto_assign",
     .doc =
         "defence armies man the highest rampart floors automatically; false: each player assigns",
     ARBITER_OPTION_FIELD(O, rampart_auto_assign),
     .spec_ref = "C-4.5 RAMPART_AUTO_ASSIGN"},
    {.name = "loot_supply",
     .doc = "loot tiles are unlimited, or capped at the box's 50",
     .kind = OptionKind::Enum,
     .choices = kLoot,
     ARBITER_OPTION_FIELD(O, loot_supply),
     .spec_ref = "AMB-11 LOOT_SUPPLY"},
    {.name = "set_bonus",
     .doc = "the set bonus is the smallest building's VP, or its floors",
     .kind = OptionKind::Enum,
     .choices = kSetBonus,
     ARBITER_OPTION_FIELD(O, set_bonus),
     .spec_ref = "AMB-16 SET_BONUS"},
    {.name = "majority_requires_one",
     .doc = "a player with 0 of a resource never scores its majority",
     ARBITER_OPTION_FIELD(O, majority_requires_one),
     .spec_ref = "AMB-23 MAJORITY_REQUIRES_ONE"},
    {.name = "count_board_gold",
     .doc = "gold in unclaimed bids counts for the GOLD majority",
     ARBITER_OPTION_FIELD(O, count_board_gold),
     .spec_ref = "AMB-23 COUNT_BOARD_GOLD"},
}};

}  // namespace

std::span<const OptionSpec<Options>> option_specs() {
  return kSpecs;
}

Expected<bool> validate_options(const Options&) {
  return true;
}

}  // namespace arbiter::comuni
