#include "engine/torres/options.h"

#include <array>
#include <string>
#include <string_view>

namespace arbiter::torres {
namespace {

using O = Options;
using SV = std::string_view;

constexpr std::array<SV, 3> kVersion{"base", "variant", "meister"};
constexpr std::array<SV, 2> kCardCost{"free", "standard"};
constexpr std::array<SV, 2> kDoor{"physical", "ground_only"};
constexpr std::array<SV, 2> kReturn{"together", "each"};
constexpr std::array<SV, 2> kReorder{"end_of_round", "end_of_turn"};
constexpr std::array<SV, 2> kFallback{"non_adjacent", "error"};
constexpr std::array<SV, 2> kM1{"distinct_castles", "knights_on_castles"};
constexpr std::array<SV, 2> kM8{"orthogonal", "eight_neighbour"};
constexpr std::array<SV, 2> kShortage{"error", "deal_what_remains"};
constexpr std::array<SV, 2> kTiebreak{"latest_in_order", "earliest_in_order"};
constexpr std::array<SV, 2> kScoring{"first_player", "leader_first"};
constexpr std::array<SV, 2> kEndTie{"shared", "no_winner"};

const std::array<OptionSpec<O>, 24> kSpecs{{
    {.name = "players",
     .doc = "number of players, 2 to 4",
     .kind = OptionKind::Int,
     .min = 2,
     .max = 4,
     ARBITER_OPTION_FIELD(O, players),
     .spec_ref = "T-1.10"},
    {.name = "version",
     .doc = "base: shared deck; variant: personal decks (draw 3 keep 1); meister: advanced version",
     .kind = OptionKind::Enum,
     .choices = kVersion,
     ARBITER_OPTION_FIELD(O, version),
     .spec_ref = "T-2.3, T-6, T-7"},
    {.name = "first_player",
     .doc = "seat of the first (youngest) player",
     .kind = OptionKind::Int,
     .min = 0,
     .max = 3,
     ARBITER_OPTION_FIELD(O, first_player),
     .spec_ref = "T-2.5 OPT_FIRST_PLAYER"},
    {.name = "card_action_cost",
     .doc = "free: card effects cost no AP; standard: card moves and placements cost 1 AP",
     .kind = OptionKind::Enum,
     .choices = kCardCost,
     ARBITER_OPTION_FIELD(O, card_action_cost),
     .spec_ref = "A-1 OPT_CARD_ACTION_COST"},
    {.name = "door_model",
     .doc = "physical: doors open at every block's floor; ground_only: enter and exit at level 0",
     .kind = OptionKind::Enum,
     .choices = kDoor,
     ARBITER_OPTION_FIELD(O, door_model),
     .spec_ref = "A-3 OPT_DOOR_MODEL"},
    {.name = "entry_from_same_castle",
     .doc = "a knight on a lower part of a castle may enter that castle's higher doors",
     ARBITER_OPTION_FIELD(O, entry_from_same_castle),
     .spec_ref = "A-4 OPT_ENTRY_FROM_SAME_CASTLE"},
    {.name = "pieces_block_corridors",
     .doc = "pieces on castle squares block the doors and corridors beneath them",
     ARBITER_OPTION_FIELD(O, pieces_block_corridors),
     .spec_ref = "A-5 OPT_PIECES_BLOCK_CORRIDORS"},
    {.name = "allow_null_traversal",
     .doc = "a castle crossing (or C4) may end on its start square",
     ARBITER_OPTION_FIELD(O, allow_null_traversal),
     .spec_ref = "A-7 OPT_ALLOW_NULL_TRAVERSAL"},
    {.name = "empty_stacks_persist",
     .doc = "a personal stack emptied by C2 still counts as a stack and can receive blocks",
     ARBITER_OPTION_FIELD(O, empty_stacks_persist),
     .spec_ref = "A-14 OPT_EMPTY_STACKS_PERSIST"},
    {.name = "forced_redistribution",
     .doc = "unused turn-stack blocks must be redistributed while a stack below 3 remains",
     ARBITER_OPTION_FIELD(O, forced_redistribution),
     .spec_ref = "A-16 OPT_FORCED_REDISTRIBUTION"},
    {.name = "must_spend_all_ap",
     .doc = "a turn may end only when every AP is spent",
     ARBITER_OPTION_FIELD(O, must_spend_all_ap),
     .spec_ref = "A-17 OPT_MUST_SPEND_ALL_AP"},
    {.name = "sponsor_same_turn",
     .doc = "a knight placed this turn may sponsor another placement",
     ARBITER_OPTION_FIELD(O, sponsor_same_turn),
     .spec_ref = "A-41 OPT_SPONSOR_SAME_TURN"},
    {.name = "c8_check_intermediate",
     .doc = "C8 constraints are also checked right after the block is lifted",
     ARBITER_OPTION_FIELD(O, c8_check_intermediate),
     .spec_ref = "A-33 OPT_C8_CHECK_INTERMEDIATE"},
    {.name = "variant_return",
     .doc = "variant: the 2 returned cards go together (top or bottom) or each to its own place",
     .kind = OptionKind::Enum,
     .choices = kReturn,
     ARBITER_OPTION_FIELD(O, variant_return),
     .spec_ref = "A-37 OPT_VARIANT_RETURN",
     .needs = "version=variant"},
    {.name = "meister_reorder_timing",
     .doc = "meister: the leader becomes first player at the end of each round, or each turn",
     .kind = OptionKind::Enum,
     .choices = kReorder,
     ARBITER_OPTION_FIELD(O, meister_reorder_timing),
     .spec_ref = "A-25 OPT_MEISTER_REORDER_TIMING",
     .needs = "version=meister"},
    {.name = "meister_min_distance",
     .doc = "meister: minimum Manhattan distance between starting blocks (2 = corner contact, "
            "never joined)",
     .kind = OptionKind::Int,
     .min = 2,
     .max = 8,
     ARBITER_OPTION_FIELD(O, meister_min_distance),
     .spec_ref = "A-26 OPT_MEISTER_MIN_DISTANCE",
     .needs = "version=meister"},
    {.name = "meister_spacing_fallback",
     .doc = "meister: when no spaced square remains, allow any non-adjacent square, or abort",
     .kind = OptionKind::Enum,
     .choices = kFallback,
     ARBITER_OPTION_FIELD(O, meister_spacing_fallback),
     .spec_ref = "A-26 OPT_MEISTER_SPACING_FALLBACK",
     .needs = "version=meister"},
    {.name = "m1_count",
     .doc = "meister M1 counts distinct castles (the German card), or knights on castles "
            "(the French text)",
     .kind = OptionKind::Enum,
     .choices = kM1,
     ARBITER_OPTION_FIELD(O, m1_count),
     .spec_ref = "A-27 OPT_M1_COUNT",
     .needs = "version=meister"},
    {.name = "meister_min_knights",
     .doc = "meister: knights needed on the board for the M2/M4/M6/M8 patterns",
     .kind = OptionKind::Int,
     .min = 1,
     .max = 6,
     ARBITER_OPTION_FIELD(O, meister_min_knights),
     .spec_ref = "A-28 OPT_MEISTER_MIN_KNIGHTS",
     .needs = "version=meister"},
    {.name = "m8_adjacency",
     .doc = "meister M8 chain uses orthogonal or 8-neighbour adjacency",
     .kind = OptionKind::Enum,
     .choices = kM8,
     ARBITER_OPTION_FIELD(O, m8_adjacency),
     .spec_ref = "A-29 OPT_M8_ADJACENCY",
     .needs = "version=meister"},
    {.name = "supply_shortage",
     .doc = "a distribution or C3 the supply cannot cover is an error, or deals what remains",
     .kind = OptionKind::Enum,
     .choices = kShortage,
     ARBITER_OPTION_FIELD(O, supply_shortage),
     .spec_ref = "T-3.5 OPT_SUPPLY_SHORTAGE"},
    {.name = "king_mover_tiebreak",
     .doc =
         "among players tied for lowest score, the latest or earliest in turn order moves the King",
     .kind = OptionKind::Enum,
     .choices = kTiebreak,
     ARBITER_OPTION_FIELD(O, king_mover_tiebreak),
     .spec_ref = "T-5.2 OPT_KING_MOVER_TIEBREAK"},
    {.name = "scoring_order",
     .doc = "year-end scoring starts with the first player, or with the leader",
     .kind = OptionKind::Enum,
     .choices = kScoring,
     ARBITER_OPTION_FIELD(O, scoring_order),
     .spec_ref = "A-23 OPT_SCORING_ORDER",
     // Meister: the leader already plays first at each scoring (T-7.9), so both orders agree.
     .needs = "version=base|variant"},
    {.name = "end_tie",
     .doc = "players tied for the highest final score share the win, or nobody wins",
     .kind = OptionKind::Enum,
     .choices = kEndTie,
     ARBITER_OPTION_FIELD(O, end_tie),
     .spec_ref = "T-5.3 OPT_END_TIE"},
}};

}  // namespace

std::span<const OptionSpec<Options>> option_specs() {
  return kSpecs;
}

Expected<bool> validate_options(const Options& o) {
  if (o.first_player >= o.players)
    return make_error("option 'first_player' (" + std::to_string(o.first_player) +
                      ") must name a seat below 'players' (" + std::to_string(o.players) + ")");
  return true;
}

}  // namespace arbiter::torres
