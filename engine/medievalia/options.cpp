#include "engine/medievalia/options.h"

#include <array>
#include <string_view>

namespace arbiter::medievalia {
namespace {

using O = Options;
using SV = std::string_view;

constexpr std::array<SV, 2> k_first_player{"random", "p1"};
constexpr std::array<SV, 2> k_four_player_map{"ring_plus_center", "ring"};
constexpr std::array<SV, 2> k_three_player{"unsupported", "triangle"};
constexpr std::array<SV, 2> k_building_output{"host", "printed"};
constexpr std::array<SV, 2> k_remove_scope{"troops", "troops_and_territories"};
constexpr std::array<SV, 2> k_extra_draw_limit{"none", "one_per_turn"};
constexpr std::array<SV, 2> k_unplaceable_purchase{"illegal", "place_on_tapped"};
constexpr std::array<SV, 2> k_external_move_unit{"per_card", "single_group"};
constexpr std::array<SV, 2> k_neutral_blocking{"onward", "same_turn"};
constexpr std::array<SV, 2> k_military_building_elimination{"removed", "stays"};
constexpr std::array<SV, 2> k_upkeep_scope{"all_troops", "characters_only"};
constexpr std::array<SV, 2> k_upkeep_break{"illegal", "remove_excess"};
constexpr std::array<SV, 2> k_heal_targets{"troops", "troops_and_city"};
constexpr std::array<SV, 2> k_vp_dedup{"per_player", "team"};
constexpr std::array<SV, 2> k_siege_turns{"3_inclusive", "4_starts"};
constexpr std::array<SV, 2> k_ally_breaks_siege{"presence", "none"};
constexpr std::array<SV, 2> k_shortage_piles{"draw", "any"};
constexpr std::array<SV, 2> k_gold_tiebreak_boosts{"keep", "base_only"};

const std::array<OptionSpec<O>, 34> kSpecs{{
    {.name = "players",
     .doc = "number of players: 2 (A-N-B), 4 (alliance game, 2 against 2) or 3 (needs "
            "three_player=triangle)",
     .kind = OptionKind::Int,
     .min = 2,
     .max = 4,
     ARBITER_OPTION_FIELD(O, players),
     .spec_ref = "M-2.9, M-2.10, M-2.11"},
    {.name = "first_player",
     .doc = "who plays first: random (a chance action, *P1..*P4) or always P1",
     .kind = OptionKind::Enum,
     .choices = k_first_player,
     ARBITER_OPTION_FIELD(O, first_player),
     .spec_ref = "M-2.5, A-04"},
    {.name = "four_player_map",
     .doc = "4-player fiefs: a ring of neutral fiefs plus a centre adjacent to every player fief, "
            "or the ring alone",
     .kind = OptionKind::Enum,
     .choices = k_four_player_map,
     ARBITER_OPTION_FIELD(O, four_player_map),
     .spec_ref = "M-2.10, A-07",
     .needs = "players=4"},
    {.name = "three_player",
     .doc = "3 players are not in the rulebook: refuse them, or play a free-for-all triangle with "
            "one neutral fief per pair",
     .kind = OptionKind::Enum,
     .choices = k_three_player,
     ARBITER_OPTION_FIELD(O, three_player),
     .spec_ref = "M-2.11",
     .needs = "players=3"},
    {.name = "first_turn_draw",
     .doc = "the step-1 draw also happens on each player's first turn",
     ARBITER_OPTION_FIELD(O, first_turn_draw),
     .spec_ref = "M-3.1, A-03"},
    {.name = "city_boost",
     .doc =
         "the City is a host whose group adds its attached manpower boosters and civil buildings",
     ARBITER_OPTION_FIELD(O, city_boost),
     .spec_ref = "M-3.4.5, A-11"},
    {.name = "building_output",
     .doc =
         "a civil building's +1 is of the host's resource, or of the building's printed resource",
     .kind = OptionKind::Enum,
     .choices = k_building_output,
     ARBITER_OPTION_FIELD(O, building_output),
     .spec_ref = "M-3.4.6, A-09"},
    {.name = "batch_territory_discard",
     .doc = "one {M} transaction per discarded territory (false), or several territories in one "
            "transaction",
     ARBITER_OPTION_FIELD(O, batch_territory_discard),
     .spec_ref = "M-3.6"},
    {.name = "remove_scope",
     .doc =
         "free removal in the own turn: untapped troops only, or untapped troops and territories",
     .kind = OptionKind::Enum,
     .choices = k_remove_scope,
     ARBITER_OPTION_FIELD(O, remove_scope),
     .spec_ref = "M-3.7, A-28"},
    {.name = "extra_draw_limit",
     .doc = "extra draws for 4 resources: unlimited, or one per turn",
     .kind = OptionKind::Enum,
     .choices = k_extra_draw_limit,
     ARBITER_OPTION_FIELD(O, extra_draw_limit),
     .spec_ref = "M-3.8, A-29"},
    {.name = "unplaceable_purchase",
     .doc = "a bought building needs its host untapped after payment (illegal otherwise), or may "
            "go on a host tapped to pay",
     .kind = OptionKind::Enum,
     .choices = k_unplaceable_purchase,
     ARBITER_OPTION_FIELD(O, unplaceable_purchase),
     .spec_ref = "M-3.9.3, A-25"},
    {.name = "tapped_guard_guards",
     .doc = "a tapped attached troop still guards its host (and counts for the siege)",
     ARBITER_OPTION_FIELD(O, tapped_guard_guards),
     .spec_ref = "M-3.12.3, A-33"},
    {.name = "external_move_unit",
     .doc = "the once-per-turn external move is per card, or one group move (same origin and "
            "destination) per turn",
     .kind = OptionKind::Enum,
     .choices = k_external_move_unit,
     ARBITER_OPTION_FIELD(O, external_move_unit),
     .spec_ref = "M-3.13.1, A-20"},
    {.name = "external_move_requires_untapped",
     .doc = "only untapped troops move between fiefs",
     ARBITER_OPTION_FIELD(O, external_move_requires_untapped),
     .spec_ref = "M-3.13.2, A-20"},
    {.name = "neutral_blocking",
     .doc = "untapped enemy troops in a neutral fief stop every onward move out of it except home "
            "or to an ally, or only a crossing within one turn",
     .kind = OptionKind::Enum,
     .choices = k_neutral_blocking,
     ARBITER_OPTION_FIELD(O, neutral_blocking),
     .spec_ref = "M-3.13.3, A-42"},
    {.name = "combat_taps",
     .doc = "troops that fight (attacking and blocking units, neutral armies) are tapped by the "
            "combat",
     ARBITER_OPTION_FIELD(O, combat_taps),
     .spec_ref = "M-3.14.6, A-18"},
    {.name = "attack_at_home",
     .doc = "the active player may attack invaders in his own fief",
     ARBITER_OPTION_FIELD(O, attack_at_home),
     .spec_ref = "M-3.14.7, A-19"},
    {.name = "block_one_to_one",
     .doc =
         "each defending unit blocks at most one attacking unit (false: a unit may block several)",
     ARBITER_OPTION_FIELD(O, block_one_to_one),
     .spec_ref = "M-3.15, A-15"},
    {.name = "tapped_target_strikes_back",
     .doc = "tapped targets and tapped guards strike back with their attack",
     ARBITER_OPTION_FIELD(O, tapped_target_strikes_back),
     .spec_ref = "M-3.15, A-17"},
    {.name = "military_building_elimination",
     .doc = "a military building eliminated as a guard goes out of game, or stays on its host",
     .kind = OptionKind::Enum,
     .choices = k_military_building_elimination,
     ARBITER_OPTION_FIELD(O, military_building_elimination),
     .spec_ref = "M-3.17.1, A-41"},
    {.name = "upkeep_scope",
     .doc = "troops that need food: every character and military card, or characters only",
     .kind = OptionKind::Enum,
     .choices = k_upkeep_scope,
     ARBITER_OPTION_FIELD(O, upkeep_scope),
     .spec_ref = "M-5.2, A-08"},
    {.name = "upkeep_break",
     .doc = "a voluntary action that breaks the food limit is allowed and the excess troops are "
            "removed at once (remove_excess), or is illegal",
     .kind = OptionKind::Enum,
     .choices = k_upkeep_break,
     ARBITER_OPTION_FIELD(O, upkeep_break),
     .spec_ref = "M-5.6, M-5.7, M-3.5.5, A-43"},
    {.name = "engaged_may_use_powers",
     .doc = "a troop engaged in the current combat may still use a tapping power",
     ARBITER_OPTION_FIELD(O, engaged_may_use_powers),
     .spec_ref = "M-6.0.4, A-21"},
    {.name = "heal_targets",
     .doc = "the Pretre heals troops only, or troops and the City",
     .kind = OptionKind::Enum,
     .choices = k_heal_targets,
     ARBITER_OPTION_FIELD(O, heal_targets),
     .spec_ref = "M-6.1, A-21"},
    {.name = "archer_outside_combat",
     .doc = "the Archer may also shoot outside combat, in steps 3 and 4 of its owner's turn",
     ARBITER_OPTION_FIELD(O, archer_outside_combat),
     .spec_ref = "M-6.2, A-21"},
    {.name = "fantassin_bonus",
     .doc = "a Fantassin in an army gives +0/1 to another troop of it (false reproduces Ex.2's "
            "printed totals)",
     ARBITER_OPTION_FIELD(O, fantassin_bonus),
     .spec_ref = "M-6.3, A-12"},
    {.name = "vp_dedup",
     .doc = "alliance VP: deduplicated per player then summed, or deduplicated over the team's "
            "buildings",
     .kind = OptionKind::Enum,
     .choices = k_vp_dedup,
     ARBITER_OPTION_FIELD(O, vp_dedup),
     .spec_ref = "M-7.1, A-32",
     .needs = "players=4"},
    {.name = "alliance_individual_win",
     .doc = "in the alliance game one player's 7 VP also wins",
     ARBITER_OPTION_FIELD(O, alliance_individual_win),
     .spec_ref = "M-7.1, A-40",
     .needs = "players=4"},
    {.name = "siege_turns",
     .doc = "a besieged player loses at the start of his 3rd besieged turn, or of his 4th",
     .kind = OptionKind::Enum,
     .choices = k_siege_turns,
     ARBITER_OPTION_FIELD(O, siege_turns),
     .spec_ref = "M-7.3, A-23"},
    {.name = "ally_breaks_siege",
     .doc = "an allied troop in the besieged fief breaks the siege, or does not count",
     .kind = OptionKind::Enum,
     .choices = k_ally_breaks_siege,
     ARBITER_OPTION_FIELD(O, ally_breaks_siege),
     .spec_ref = "M-7.3, A-23",
     .needs = "players=4"},
    {.name = "guarded_city_breaks_siege",
     .doc = "a guarded City (a troop attached to it, or a military building on it) breaks a siege "
            "like a guarded territory; false: only the territories count, the City never does",
     ARBITER_OPTION_FIELD(O, guarded_city_breaks_siege),
     .spec_ref = "M-7.3, A-11, A-23"},
    {.name = "ally_hand_sales",
     .doc = "in the alliance game the ally may also sell hand cards for 1 resource each into the "
            "active player's transaction; false: he only activates his cards and exchanges",
     ARBITER_OPTION_FIELD(O, ally_hand_sales),
     .spec_ref = "M-8.6, M-4.2",
     .needs = "players=4"},
    {.name = "shortage_piles",
     .doc = "the shortage end counts two empty draw piles, or two empty piles of any kind (draw or "
            "building)",
     .kind = OptionKind::Enum,
     .choices = k_shortage_piles,
     ARBITER_OPTION_FIELD(O, shortage_piles),
     .spec_ref = "M-7.4, A-06"},
    {.name = "gold_tiebreak_boosts",
     .doc = "the gold tie-break counts group gold capacity with boosts, or the printed gold output "
            "only",
     .kind = OptionKind::Enum,
     .choices = k_gold_tiebreak_boosts,
     ARBITER_OPTION_FIELD(O, gold_tiebreak_boosts),
     .spec_ref = "M-7.4, A-31"},
}};

}  // namespace

std::span<const OptionSpec<Options>> option_specs() {
  return kSpecs;
}

Expected<bool> validate_options(const Options& o) {
  if (o.players == 3 && o.three_player == ThreePlayer::Unsupported)
    return make_error(
        "3 players are not covered by the rulebook (M-2.11): set three_player=triangle to play "
        "the free-for-all triangle");
  return true;
}

}  // namespace arbiter::medievalia
