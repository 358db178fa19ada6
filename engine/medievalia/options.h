// Medievalia rule options: every [O:name] of docs/rules/medievalia.md (section 10), plus players.
// Member initializers are the spec's defaults; options.cpp holds the table (name, doc, choices).
#pragma once

#include <cstdint>
#include <span>

#include "engine/core/expected.h"
#include "engine/core/options.h"

namespace arbiter::medievalia {

enum class FirstPlayer : std::uint8_t { Random, P1 };                      // M-2.5, A-04
enum class FourPlayerMap : std::uint8_t { RingPlusCenter, Ring };          // M-2.10, A-07
enum class ThreePlayer : std::uint8_t { Unsupported, Triangle };           // M-2.11
enum class BuildingOutput : std::uint8_t { Host, Printed };                // M-3.4.6, A-09
enum class RemoveScope : std::uint8_t { Troops, TroopsAndTerritories };    // M-3.7, A-28
enum class ExtraDrawLimit : std::uint8_t { None, OnePerTurn };             // M-3.8, A-29
enum class UnplaceablePurchase : std::uint8_t { Illegal, PlaceOnTapped };  // M-3.9.3, A-25
enum class ExternalMoveUnit : std::uint8_t { PerCard, SingleGroup };       // M-3.13.1
enum class NeutralBlocking : std::uint8_t { Onward, SameTurn };            // M-3.13.3, A-42
enum class MilitaryBuildingElimination : std::uint8_t { Removed, Stays };  // M-3.17.1, A-41
enum class UpkeepScope : std::uint8_t { AllTroops, CharactersOnly };       // M-5.2, A-08
enum class UpkeepBreak : std::uint8_t { Illegal, RemoveExcess };           // M-5.6, M-5.7, A-43
enum class HealTargets : std::uint8_t { Troops, TroopsAndCity };           // M-6.1, A-21
enum class VpDedup : std::uint8_t { PerPlayer, Team };                     // M-7.1, A-32
enum class SiegeTurns : std::uint8_t { ThreeInclusive, FourStarts };       // M-7.3, A-23
enum class AllyBreaksSiege : std::uint8_t { Presence, None };              // M-7.3, A-23
enum class ShortagePiles : std::uint8_t { Draw, Any };                     // M-7.4, A-06
enum class GoldTiebreakBoosts : std::uint8_t { Keep, BaseOnly };           // M-7.4, A-31

struct Options {
  int players = 2;
  FirstPlayer first_player = FirstPlayer::Random;
  FourPlayerMap four_player_map = FourPlayerMap::RingPlusCenter;
  ThreePlayer three_player = ThreePlayer::Unsupported;
  bool first_turn_draw = true;
  bool city_boost = true;
  BuildingOutput building_output = BuildingOutput::Host;
  bool batch_territory_discard = false;
  RemoveScope remove_scope = RemoveScope::Troops;
  ExtraDrawLimit extra_draw_limit = ExtraDrawLimit::None;
  UnplaceablePurchase unplaceable_purchase = UnplaceablePurchase::Illegal;
  bool tapped_guard_guards = true;
  ExternalMoveUnit external_move_unit = ExternalMoveUnit::PerCard;
  bool external_move_requires_untapped = true;
  NeutralBlocking neutral_blocking = NeutralBlocking::Onward;
  bool combat_taps = false;
  bool attack_at_home = true;
  bool block_one_to_one = true;
  bool tapped_target_strikes_back = true;
  MilitaryBuildingElimination military_building_elimination = MilitaryBuildingElimination::Removed;
  UpkeepScope upkeep_scope = UpkeepScope::AllTroops;
  UpkeepBreak upkeep_break = UpkeepBreak::RemoveExcess;
  bool engaged_may_use_powers = false;
  HealTargets heal_targets = HealTargets::Troops;
  bool archer_outside_combat = false;
  bool fantassin_bonus = true;
  VpDedup vp_dedup = VpDedup::PerPlayer;
  bool alliance_individual_win = false;
  SiegeTurns siege_turns = SiegeTurns::ThreeInclusive;
  AllyBreaksSiege ally_breaks_siege = AllyBreaksSiege::Presence;
  bool guarded_city_breaks_siege = true;  // M-7.3, A-11: the City is a guardable "territoire"
  bool ally_hand_sales = true;            // M-8.6, M-4.2: « même si ce n'est pas votre tour »
  ShortagePiles shortage_piles = ShortagePiles::Draw;
  GoldTiebreakBoosts gold_tiebreak_boosts = GoldTiebreakBoosts::Keep;

  friend bool operator==(const Options&, const Options&) = default;
};

std::span<const OptionSpec<Options>> option_specs();
Expected<bool> validate_options(const Options& o);

}  // namespace arbiter::medievalia
