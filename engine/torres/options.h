// Torres rule options: every OPT_* of the spec (docs/rules/torres.md sections 2-9) plus players and
// version. The member initializers are the spec's defaults; options.cpp holds the table.
#pragma once

#include <cstdint>
#include <span>

#include "engine/core/expected.h"
#include "engine/core/options.h"

namespace arbiter::torres {

enum class Version : std::uint8_t { Base, Variant, Meister };                    // T-2.3, T-6, T-7
enum class CardActionCost : std::uint8_t { Free, Standard };
enum class DoorModel : std::uint8_t { Physical, GroundOnly };
enum class VariantReturn : std::uint8_t { Together, Each };
enum class ReorderTiming : std::uint8_t { EndOfRound, EndOfTurn };
enum class SpacingFallback : std::uint8_t { NonAdjacent, Error };
enum class M1Count : std::uint8_t { DistinctCastles, KnightsOnCastles };
enum class M8Adjacency : std::uint8_t { Orthogonal, EightNeighbour };
enum class SupplyShortage : std::uint8_t { Error, DealWhatRemains };             // T-3.5
enum class KingMoverTiebreak : std::uint8_t { LatestInOrder, EarliestInOrder };  // T-5.2
enum class ScoringOrder : std::uint8_t { FirstPlayer, LeaderFirst };
enum class EndTie : std::uint8_t { Shared, NoWinner };                           // T-5.3

struct Options {
  int players = 2;
  Version version = Version::Base;
  int first_player = 0;
  CardActionCost card_action_cost = CardActionCost::Free;
  DoorModel door_model = DoorModel::Physical;
  bool entry_from_same_castle = true;
  bool pieces_block_corridors = false;
  bool allow_null_traversal = false;
  bool empty_stacks_persist = true;
  bool forced_redistribution = false;
  bool must_spend_all_ap = false;
  bool sponsor_same_turn = true;
  bool c8_check_intermediate = false;
  VariantReturn variant_return = VariantReturn::Together;
  ReorderTiming meister_reorder_timing = ReorderTiming::EndOfRound;
  int meister_min_distance = 3;
  SpacingFallback meister_spacing_fallback = SpacingFallback::NonAdjacent;
  M1Count m1_count = M1Count::DistinctCastles;
  int meister_min_knights = 1;
  M8Adjacency m8_adjacency = M8Adjacency::Orthogonal;
  SupplyShortage supply_shortage = SupplyShortage::Error;
  KingMoverTiebreak king_mover_tiebreak = KingMoverTiebreak::LatestInOrder;
  ScoringOrder scoring_order = ScoringOrder::FirstPlayer;
  EndTie end_tie = EndTie::Shared;

  friend bool operator==(const Options&, const Options&) = default;
};

std::span<const OptionSpec<Options>> option_specs();
Expected<bool> validate_options(const Options& o);

}  // namespace arbiter::torres
