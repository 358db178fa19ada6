// The Comuni rules reference, invasions: invasions and the final scoring.
// engine/comuni/reference.cpp joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/comuni/reference.h"

namespace arbiter::comuni {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kInvasionsRules = std::to_array<RuleRef>({
    // 4 Invasions
    {.id = "C-4",
     .title = "Invasions",
     .text = "Each time a pile runs out an invader attacks every city, harder for players with "
             "more VP. Armies given to the common alliance lower every attack, each player holds "
             "the rest with their own defence or takes loot tiles, and the best alliance "
             "contributors earn hero tiles.",
     .source = "Les invasions"},
    {.id = "C-4.1",
     .title = "Four invasions",
     .text = "One invasion comes with the exhaustion of each pile: A Venezia, base strength 4; B "
             "France, 8; C the Pope, 12; D the Emperor, 16. The game ends after the fourth. "
             "Editions order the names differently; the strength belongs to the pile.",
     .source = "Les invasions",
     .descriptive = true},
    {.id = "C-4.2",
     .title = "Attack strength",
     .text = "Each player faces an attack equal to the base strength plus their VP minus the "
             "lowest VP at the table, counting the score track only (loot and hero tiles do not "
             "count during play). The player with the fewest VP faces just the base strength.",
     .source = "Les invasions, étapes 1 et 2"},
    {.id = "C-4.3",
     .title = "Secret commitment",
     .text = "All players at once and in secret set aside armies from their own stock, some for "
             "the alliance and some for their own city; no one has to commit all of them, or "
             "any. A pair of 2 GOLD or 2 PIL may stand in for one army. Arbiter takes each "
             "player's alliance then defence, in seat order, and reveals nothing until all have "
             "committed.",
     .source = "Les invasions, étape 3 et « Important »",
     .options = "conversion_mode"},
    {.id = "C-4.4",
     .title = "The alliance",
     .text = "The alliance is the total of all contributions, and it lowers every player's "
             "attack by that much, whether they contributed or not. What is left of an attack "
             "never goes below 0.",
     .source = "Les invasions, étape 4; « L'alliance de défense »"},
    {.id = "C-4.5",
     .title = "City defence",
     .text = "Each defence army may man one rampart card, one army per card (a bonus rampart "
             "card is floor 1 of its section): at floor k it is worth 1 + k, off the ramparts 1. "
             "Unmanned cards give nothing, and the pawn holder adds 1. Arbiter mans the highest "
             "floors first by default; with rampart_auto_assign=false each player assigns them.",
     .source = "Les invasions, « La défense de la ville »",
     .options = "rampart_auto_assign"},
    {.id = "C-4.6",
     .title = "Loot",
     .text = "A player whose defence reaches what is left of their attack is safe. Otherwise "
             "they take one loot tile per point not stopped and keep it behind the screen. If "
             "the 50 tiles run out, loot_supply decides: no limit by default, or only the tiles "
             "left.",
     .source = "Les invasions, « Les effets : les tuiles de pillage »",
     .options = "loot_supply"},
    {.id = "C-4.7",
     .title = "Committed armies are spent",
     .text = "After the invasion every committed army, and any GOLD or PIL used in their place, "
             "goes to the general supply. Armies not committed stay in the player's stock.",
     .source = "Les invasions, « Important »"},
    {.id = "C-4.8",
     .title = "Hero tiles",
     .text = "Only players who gave at least one army to the alliance and took no loot this time "
             "qualify. They rank by contribution, highest first, ties going to fewer VP, then "
             "the lower comune. The first gets the higher tile, the second the lower; a tile "
             "nobody qualifies for is discarded, and no one gets both.",
     .source = "Les invasions, « Les tuiles de héros »"},
    {.id = "C-4.9",
     .title = "Tiles leave the track alone",
     .text = "Receiving loot or hero tiles does not move the score marker; both count only at "
             "final scoring.",
     .source = "Les invasions, « Les tuiles de pillage », « Les tuiles de héros »",
     .descriptive = true},
    {.id = "C-4.10",
     .title = "Pawn at invasions A to C",
     .text = "In invasions A to C the pawn, and its +1 defence, is with the active player, whose "
             "refill emptied the pile.",
     .source = "Derived from « Préparatifs » and « Fin d'un tour »",
     .descriptive = true},
    {.id = "C-4.11",
     .title = "After invasions A to C",
     .text = "When invasion A, B or C is over, the refill goes on from the next pile, then the "
             "active player plays phases 3 to 5 and passes the pawn.",
     .source = "Phase 2 « Rajouter des cartes de projet », « Important »; Les invasions, « Les "
               "effets »"},
    {.id = "C-4.12",
     .title = "Hero tile values",
     .text = "The rulebook does not state the hero tile values (they are printed on the tiles). "
             "Arbiter's data assumes high/low tiles of 3/1 for Venezia, 4/2 for France, 5/3 for "
             "the Pope and 6/4 for the Emperor; they can be changed in the data file.",
     .source = "Not in the rulebook: Arbiter's reading (data default)",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "C-4.13",
     .title = "Rampart example",
     .text = "Three armies on a section of 3 floors defend for 9: 4 on the top card, 3 on the "
             "middle one and 2 on the bottom one.",
     .source = "Les invasions, « La défense de la ville » (exemple)",
     .descriptive = true},
    {.id = "C-4.14",
     .title = "The Emperor",
     .text = "The last card of pile D brings no immediate invasion: the drawer finishes the turn "
             "and keeps the pawn, every player then plays one final turn without phase 2, the "
             "Emperor invades with base 16, and final scoring follows at once.",
     .source = "Les invasions, « L'invasion de l'empereur »",
     .options = "final_round_order"},
    {.id = "C-4.14.1",
     .title = "Last D card: keep the pawn",
     .text = "Drawing the last card of pile D starts no invasion. The drawer completes phases 3 "
             "to 5 and keeps the alliance-chief pawn instead of passing it.",
     .source = "Les invasions, « L'invasion de l'empereur »"},
    {.id = "C-4.14.2",
     .title = "Final round",
     .text = "Then every player, the drawer included, plays one last turn of phases 1, 3, 4 and "
             "5. By default it starts with the drawer's left neighbour and ends with the drawer; "
             "the pawn stays with the drawer.",
     .source = "Les invasions, « L'invasion de l'empereur »",
     .options = "final_round_order"},
    {.id = "C-4.14.3",
     .title = "The Emperor invades",
     .text = "When every final turn is over, the Emperor invades with base strength 16 under the "
             "usual invasion rules; the drawer, who still holds the pawn, gets its +1 defence.",
     .source = "Les invasions, « L'invasion de l'empereur »"},
    {.id = "C-4.14.4",
     .title = "Then final scoring",
     .text = "Final scoring comes straight after the Emperor's invasion: there is no phase 5 "
             "afterwards, so loot from the Emperor cannot be repaired.",
     .source = "Les invasions, « L'invasion de l'empereur »"},
    {.id = "C-4.15",
     .title = "Order of resolution",
     .text = "Arbiter resolves a refill card by card, leftmost empty slot first. On the last "
             "card of A, B or C it computes every attack, takes the secret commitments, "
             "subtracts the alliance, works out each defence with ramparts and pawn, hands out "
             "loot, returns the committed pieces to the supply, then awards the hero tiles.",
     .source = "Derived from Phase 2 « Rajouter des cartes de projet » and « Les invasions »",
     .options = "invasion_timing",
     .descriptive = true},
    // 5 Final scoring
    {.id = "C-5",
     .title = "Final scoring",
     .text = "After the Emperor players open their screens and add to their track score 3 per "
             "guild master, the resource majorities, their hero tiles and the set bonus, less 1 "
             "per loot tile. The highest total wins, ties going to the lower comune; no action "
             "is possible once the game is over.",
     .source = "Évaluation finale"},
    {.id = "C-5.1",
     .title = "No conversions at the end",
     .text = "No conversion of any kind, neither 2 PIL for another resource nor 2 GOLD for an "
             "army, may be made during final scoring.",
     .source = "Évaluation finale, « Important »"},
    {.id = "C-5.2",
     .title = "3 VP per master",
     .text = "Every guild master held at the end is worth 3 VP.",
     .source = "Évaluation finale",
     .descriptive = true},
    {.id = "C-5.3",
     .title = "Resource majorities",
     .text = "For each of GOLD, ARMY, PIL and ART, compare what players hold behind their "
             "screens: a sole leader scores 2, and players tied for the lead score 1 each. By "
             "default a player holding none of a kind never scores it (majority_requires_one), "
             "and GOLD left in bids does not count (count_board_gold).",
     .source = "Évaluation finale",
     .options = "majority_requires_one count_board_gold"},
    {.id = "C-5.4",
     .title = "Hero tiles",
     .text = "Add the values of all hero tiles the player holds.",
     .source = "Évaluation finale",
     .descriptive = true},
    {.id = "C-5.5",
     .title = "Loot",
     .text = "Subtract 1 VP for each loot tile the player still holds.",
     .source = "Évaluation finale",
     .descriptive = true},
    {.id = "C-5.6",
     .title = "Set bonus",
     .text = "A player with at least one building in each of the four categories scores the "
             "value of their smallest building (fewest floors); ramparts are not buildings. "
             "Arbiter takes that value to be the VP the building earned (1, 3, 6 or 10); "
             "set_bonus=floors counts its floors instead.",
     .source = "Évaluation finale",
     .options = "set_bonus"},
    {.id = "C-5.7",
     .title = "Winner",
     .text = "The highest final total wins. Among tied players the lowest comune number wins, so "
             "there is always exactly one winner.",
     .source = "Évaluation finale"},
});

}  // namespace

std::span<const RuleRef> reference_invasions() {
  return kInvasionsRules;
}

}  // namespace arbiter::comuni
