// Comuni rule options: every [OPTION ...] of docs/rules/comuni.md section 7, plus players.
// Member initializers are the spec's defaults; options.cpp holds the table.
#pragma once

#include <cstdint>
#include <span>

#include "engine/core/expected.h"
#include "engine/core/options.h"

namespace arbiter::comuni {

enum class ConversionMode : std::uint8_t { ExchangeOrSubstitute, ExchangeOnly };  // AMB-12
enum class InvasionTiming : std::uint8_t { Immediate, EndOfPhase2 };              // AMB-13
enum class FinalRoundOrder : std::uint8_t { LeftOfDrawerFirst, DrawerFirst };     // AMB-8
enum class GuildMeasure : std::uint8_t { VpSum, Tallest, FloorSum };              // AMB-9
enum class LootSupply : std::uint8_t { Unlimited, Capped };                       // AMB-11
enum class SetBonus : std::uint8_t { BuildingVp, Floors };                        // AMB-16

struct Options {
  int players = 3;
  bool three_envoys_force_claim = true;
  bool bid_on_empty_column = false;
  bool displaced_may_add_gold = false;
  ConversionMode conversion_mode = ConversionMode::ExchangeOrSubstitute;
  InvasionTiming invasion_timing = InvasionTiming::Immediate;
  FinalRoundOrder final_round_order = FinalRoundOrder::LeftOfDrawerFirst;
  GuildMeasure guild_measure = GuildMeasure::VpSum;
  bool rampart_auto_assign = true;
  LootSupply loot_supply = LootSupply::Unlimited;
  SetBonus set_bonus = SetBonus::BuildingVp;
  bool majority_requires_one = true;
  bool count_board_gold = false;

  friend bool operator==(const Options&, const Options&) = default;
};

std::span<const OptionSpec<Options>> option_specs();
Expected<bool> validate_options(const Options& o);

}  // namespace arbiter::comuni
