// The Torres rules reference, invariants: the invariants every state and transition keeps.
// engine/torres/reference.cpp joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/torres/reference.h"

namespace arbiter::torres {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kInvariantsRules = std::to_array<RuleRef>({
    // 10. Invariants
    {.id = "I-1",
     .title = "Everything has a place",
     .text = "Every block and knight on the board, and after setup the King, stands on one of the "
             "64 squares; every other block is in the supply or a personal stack, every other "
             "knight in its owner's reserve. No square has a negative height.",
     .source = "Derived: conservation of the components (Contenu)",
     .kind = RuleKind::Invariant},
    {.id = "I-2",
     .title = "Block conservation",
     .text = "Blocks on the board + blocks in the supply + blocks in all personal stacks = 92 at "
             "every moment, setup included.",
     .source = "Derived: conservation of the 92 blocks (Contenu)",
     .kind = RuleKind::Invariant},
    {.id = "I-3",
     .title = "Supply and stack sizes",
     .text = "The supply is never below 0, every personal stack holds 0 to 3 blocks, and no "
             "player holds more than 3 blocks per stack.",
     .source = "Derived from « Placer un bloc de construction » (Règle de base)",
     .kind = RuleKind::Invariant},
    {.id = "I-4",
     .title = "Height limit holds",
     .text = "In every castle, no square is higher than the castle's area.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = RuleKind::Invariant},
    {.id = "I-5",
     .title = "At least 6 castles",
     .text = "After setup there are always at least 6 castles, and exactly 8 when year 1 begins.",
     .source = "Derived from Préparation and card C8",
     .kind = RuleKind::Invariant},
    {.id = "I-6",
     .title = "No merge",
     .text = "A block placement (normal, C2 or C3) never lowers the number of castles; C8 lowers "
             "it by at most 1, and only by lifting a one-block castle away. Two castles never "
             "become one.",
     .source = "Derived from « Placer un bloc de construction » (pas de jointure)",
     .kind = RuleKind::Invariant},
    {.id = "I-7",
     .title = "No split",
     .text = "The number of castles rises only when C2 or C8 founds one, by exactly 1. Apart from "
             "C8's lifted block, each castle lies within a single castle after any action, and "
             "different castles stay different.",
     .source = "Derived from card C8 (« couper un château en deux »)",
     .kind = RuleKind::Invariant},
    {.id = "I-8",
     .title = "One block, one level",
     .text = "A normal block placement or C3 raises exactly one square by 1 and leaves the number "
             "of castles unchanged.",
     .source = "Derived from « Placer un bloc de construction » (Règle de base)",
     .kind = RuleKind::Invariant},
    {.id = "I-9",
     .title = "Only C8 lowers",
     .text = "A castle's area shrinks only through C8, by at most 1. No square's height ever "
             "falls except the square C8 lifts from, by exactly 1.",
     .source = "Derived from card C8",
     .kind = RuleKind::Invariant},
    {.id = "I-10",
     .title = "Extensions touch one castle",
     .text = "A ground square receiving a block by extension or by C3 shares a side with squares "
             "of exactly one castle just before the block is placed.",
     .source = "Derived from « Placer un bloc de construction » (Règle de base)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "I-11",
     .title = "One piece per square",
     .text = "No square holds more than one piece, and every piece's level equals its square's "
             "height.",
     .source = "Derived from Préparation (le niveau)",
     .kind = RuleKind::Invariant},
    {.id = "I-12",
     .title = "The King on a castle",
     .text = "After setup exactly one King is on the board, always on a block, never at level 0. "
             "No action removes a block from under a piece, so the King's castle always exists.",
     .source = "Derived from Préparation and « Déplacement du Roi »",
     .kind = RuleKind::Invariant},
    {.id = "I-13",
     .title = "Knight conservation",
     .text = "For each colour in play, knights on the board + knights in reserve = 6; after setup "
             "at least 1 is on the board, and the number on the board never falls. Colours nobody "
             "plays never enter the game.",
     .source = "Derived: conservation of the 6 knights per colour (Contenu)",
     .kind = RuleKind::Invariant},
    {.id = "I-14",
     .title = "Knights enter by placement",
     .text = "After setup, a colour's number of knights on the board grows only through « place a "
             "knight », at 2 AP each.",
     .source = "Règle de base, Tour d'un joueur, « Ajouter un chevalier »",
     .kind = RuleKind::Invariant},
    {.id = "I-15",
     .title = "No block under a piece",
     .text = "No block is ever put on a square holding a piece, except by C2 under one of the "
             "active player's own knights (never under the King).",
     .source = "Derived from « Placer un bloc de construction » and card C2",
     .kind = RuleKind::Invariant},
    {.id = "I-16",
     .title = "The King moves once a year",
     .text = "The King changes square only in the King move after the year-1 and year-2 scorings, "
             "made by the lowest scorer onto a free block.",
     .source = "Règle de base, « Déplacement du Roi »",
     .kind = RuleKind::Invariant},
    {.id = "I-17",
     .title = "Only the active player's knights move",
     .text = "During a turn only the active player's own knights change squares, and no knight "
             "moves outside a turn.",
     .source = "Derived from « Tour d'un joueur » (Règle de base)",
     .kind = RuleKind::Invariant},
    {.id = "I-18",
     .title = "Level change per action",
     .text = "Largest climb per action: simple move +1, castle crossing 0 (never up), knight "
             "placement or C9 no higher than the sponsor, C1 +2, C5 +1, C10 +1; C2 lifts exactly "
             "+1; C4 has no limit.",
     .source = "Derived from « Déplacer un chevalier » and the ACTION cards",
     .kind = RuleKind::Invariant},
    {.id = "I-19",
     .title = "Geometry per action",
     .text = "A simple move or C1 goes to a square sharing a side; C5 to a diagonal neighbour; "
             "C10 two squares in a straight row or column over an opponent's knight; a crossing "
             "or C4 ends off its start square, having begun in front of a door of the castle "
             "crossed.",
     .source = "Derived from « Déplacer un chevalier » and the ACTION cards",
     .kind = RuleKind::Invariant,
     .options = "allow_null_traversal"},
    {.id = "I-20",
     .title = "AP accounting",
     .text = "AP spent in a turn never exceed the allowance (5, or 6 or 7 after C6 or C7) and "
             "equal 2 per knight placed plus 1 per move, crossing, block from the turn stack, "
             "card taken and marker step, plus 1 per card effect when card_action_cost = "
             "standard.",
     .source = "Derived from « Tour d'un joueur » (Règle de base)",
     .kind = RuleKind::Invariant,
     .options = "card_action_cost"},
    {.id = "I-21",
     .title = "Card limits per turn",
     .text = "In one turn a player takes at most 2 cards and plays at most 1, and a card played "
             "was already in hand when the turn began.",
     .source = "Règle de base, Tour d'un joueur, « Prendre » et « Jouer une carte ACTION »",
     .kind = RuleKind::Invariant},
    {.id = "I-22",
     .title = "Card conservation",
     .text = "Base game: deck + all hands + played cards = 40. Variant: for each player, own deck "
             "+ hand + played = 10. Meister: for each player, hand + played = 10, and no card is "
             "ever taken.",
     .source = "Derived: conservation of the 40 cards (Contenu)",
     .kind = RuleKind::Invariant,
     .options = "version"},
    {.id = "I-23",
     .title = "Played cards stay out",
     .text = "A played card never returns to a deck or a hand.",
     .source = "Règle de base, Tour d'un joueur, « Jouer une carte ACTION »",
     .kind = RuleKind::Invariant},
    {.id = "I-24",
     .title = "One stack per turn",
     .text = "All blocks placed with the block action in one turn come from the same stack, the "
             "turn stack.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "I-25",
     .title = "Stacks count the rounds left",
     .text = "When a player's turn begins, their number of stacks equals the rounds left in the "
             "year, this one included. It drops by exactly 1 per own turn and rises only at a "
             "year's distribution.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = RuleKind::Invariant,
     .options = "empty_stacks_persist"},
    {.id = "I-26",
     .title = "Blocks after a turn",
     .text = "After a turn, the player's personal blocks have dropped by the blocks placed from "
             "stacks plus the blocks sent back, which the supply gains; no remaining stack holds "
             "more than 3.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "I-27",
     .title = "Nothing kept past a year",
     .text = "At the end of each year every player holds no personal block and no stack.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "I-28",
     .title = "Scores never fall",
     .text = "Scores are whole numbers, never negative, and never go down.",
     .source = "Derived from Marque and « Avancer le marqueur de score »",
     .kind = RuleKind::Invariant},
    {.id = "I-29",
     .title = "No shared score above 0",
     .text = "After any completed action or scoring step, no two players have the same score "
             "above 0.",
     .source = "Règle de base, Marque (« aucune égalité possible »)",
     .kind = RuleKind::Invariant},
    {.id = "I-30",
     .title = "How scores change",
     .text = "Scores change only through the marker action (the active player, on their turn), "
             "castle points, the King bonus and Meister points.",
     .source = "Derived from Marque and « Avancer le marqueur de score »",
     .kind = RuleKind::Invariant},
    {.id = "I-31",
     .title = "Size of a skip",
     .text = "One marker step gains at least 1 point and at most as many points as there are "
             "players. A scoring step worth g > 0 leaves the marker between old + g and old + g + "
             "players − 1.",
     .source = "Derived from « Avancer le marqueur de score » and Marque",
     .kind = RuleKind::Invariant},
    {.id = "I-32",
     .title = "Castle points from the board",
     .text = "Castle points depend only on the board: each player scores at most one knight per "
             "castle, worth area × level, and level-0 knights give nothing. The marker may still "
             "end further on because of the skip.",
     .source = "Règle de base, Marque",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "I-33",
     .title = "King bonus bounds",
     .text = "Each player gains the King bonus at most once per year, worth exactly 5 × the year "
             "before any skip, and only with a knight at exactly that year's level in the King's "
             "castle.",
     .source = "Règle de base, Marque, « Le bonus du Roi »",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "I-34",
     .title = "Three scorings, then the end",
     .text = "Exactly 3 scorings take place; no action follows the year-3 scoring, and the "
             "highest score wins.",
     .source = "Règle de base, Fin du jeu",
     .kind = RuleKind::Invariant},
    {.id = "I-35",
     .title = "Turns per player",
     .text = "Each player takes one turn per round, in the round's turn order: 12 turns in all "
             "with 2 players, 10 with 3 or 4.",
     .source = "Règle de base, Déroulement de la partie",
     .kind = RuleKind::Invariant,
     .options = "players",
     .descriptive = true},
    {.id = "I-36",
     .title = "Meister setup result",
     .text = "The Meister setup ends with exactly 8 one-block castles, each pair at least 3 steps "
             "apart along rows and columns unless the fallback was needed.",
     .source = "Version Meister, « Placement initial des châteaux »",
     .kind = RuleKind::Invariant,
     .options = "meister_min_distance meister_spacing_fallback"},
    {.id = "I-37",
     .title = "Rejection changes nothing",
     .text = "An illegal action is refused and leaves the whole game state exactly as it was.",
     .source = "Not in the rulebook: engine property",
     .kind = RuleKind::Invariant},
    {.id = "I-38",
     .title = "Setup result",
     .text = "When setup ends, before year 1's blocks are dealt: 8 castles of area 1 and height "
             "1, 84 blocks in the supply, each player with exactly 1 knight on the board at level "
             "1, all on different castles, and the King on a castle with no knight.",
     .source = "Règle de base, Préparation",
     .kind = RuleKind::Invariant},
    {.id = "I-39",
     .title = "Distribution result",
     .text = "At the start of year y each player first has no stack, then exactly the stacks of "
             "the PHASE card for that player count and year; the supply drops by the number of "
             "players times that year's total.",
     .source = "Règle de base, « Distribution des blocs »",
     .kind = RuleKind::Invariant,
     .options = "players supply_shortage"},
    {.id = "I-40",
     .title = "Turn order",
     .text = "Base game and variant: every round begins with the first player and goes clockwise. "
             "Meister: while all scores are 0 nothing changes; afterwards each round, and each "
             "year-end scoring, begins with the player leading at the end of the previous round "
             "(or after the previous scoring), the others following clockwise.",
     .source = "Règle de base, « Premier joueur »; Version Meister, « Ordre de jeu »",
     .kind = RuleKind::Invariant,
     .options = "version meister_reorder_timing",
     .descriptive = true},
    {.id = "I-41",
     .title = "What a year-end scoring pays",
     .text = "Ending a turn changes no score unless it ends the year. Then each player's score "
             "grows by what the board pays: for each castle, its area times the level of that "
             "player's highest knight on it; 5 x the year for a knight at the year's level in "
             "the King's castle; the year's Meister points. Each of the three gains moves the "
             "marker past the spaces other markers hold, player by player in the scoring order.",
     .source = "Règle de base, Marque, « Le bonus du Roi »; Version Meister",
     .kind = RuleKind::Invariant,
     .options = "version scoring_order"},
});

}  // namespace

std::span<const RuleRef> reference_invariants() {
  return kInvariantsRules;
}

}  // namespace arbiter::torres
