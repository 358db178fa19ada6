// The Torres rules reference, invariants: the invariants every state and transition keeps, and the worked examples. engine/torres/reference.cpp joins the parts
// into the one table (rule_reference()).
#include <array>

#include "engine/torres/reference.h"

namespace arbiter::torres {
namespace {

using K = RuleKind;

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kPart = std::to_array<RuleRef>({
    // 10. Invariants
    {.id = "I-1",
     .title = "Everything has a place",
     .text = "Every block and knight on the board, and after setup the King, stands on one of the "
             "64 squares; every other block is in the supply or a personal stack, every other "
             "knight in its owner's reserve. No square has a negative height.",
     .source = "Derived: conservation of the components (Contenu)",
     .kind = K::Invariant},
    {.id = "I-2",
     .title = "Block conservation",
     .text = "Blocks on the board + blocks in the supply + blocks in all personal stacks = 92 at "
             "every moment, setup included.",
     .source = "Derived: conservation of the 92 blocks (Contenu)",
     .kind = K::Invariant},
    {.id = "I-3",
     .title = "Supply and stack sizes",
     .text = "The supply is never below 0, every personal stack holds 0 to 3 blocks, and no "
             "player holds more than 3 blocks per stack.",
     .source = "Derived from « Placer un bloc de construction » (Règle de base)",
     .kind = K::Invariant},
    {.id = "I-4",
     .title = "Height limit holds",
     .text = "In every castle, no square is higher than the castle's area.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = K::Invariant},
    {.id = "I-5",
     .title = "At least 6 castles",
     .text = "After setup there are always at least 6 castles, and exactly 8 when year 1 begins.",
     .source = "Derived from Préparation and card C8",
     .kind = K::Invariant},
    {.id = "I-6",
     .title = "No merge",
     .text = "A block placement (normal, C2 or C3) never lowers the number of castles; C8 lowers "
             "it by at most 1, and only by lifting a one-block castle away. Two castles never "
             "become one.",
     .source = "Derived from « Placer un bloc de construction » (pas de jointure)",
     .kind = K::Invariant},
    {.id = "I-7",
     .title = "No split",
     .text = "The number of castles rises only when C2 or C8 founds one, by exactly 1. Apart from "
             "C8's lifted block, each castle lies within a single castle after any action, and "
             "different castles stay different.",
     .source = "Derived from card C8 (« couper un château en deux »)",
     .kind = K::Invariant},
    {.id = "I-8",
     .title = "One block, one level",
     .text = "A normal block placement or C3 raises exactly one square by 1 and leaves the number "
             "of castles unchanged.",
     .source = "Derived from « Placer un bloc de construction » (Règle de base)",
     .kind = K::Invariant},
    {.id = "I-9",
     .title = "Only C8 lowers",
     .text = "A castle's area shrinks only through C8, by at most 1. No square's height ever "
             "falls except the square C8 lifts from, by exactly 1.",
     .source = "Derived from card C8",
     .kind = K::Invariant},
    {.id = "I-10",
     .title = "Extensions touch one castle",
     .text = "A ground square receiving a block by extension or by C3 shares a side with squares "
             "of exactly one castle just before the block is placed.",
     .source = "Derived from « Placer un bloc de construction » (Règle de base)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "I-11",
     .title = "One piece per square",
     .text = "No square holds more than one piece, and every piece's level equals its square's "
             "height.",
     .source = "Derived from Préparation (le niveau)",
     .kind = K::Invariant},
    {.id = "I-12",
     .title = "The King on a castle",
     .text = "After setup exactly one King is on the board, always on a block, never at level 0. "
             "No action removes a block from under a piece, so the King's castle always exists.",
     .source = "Derived from Préparation and « Déplacement du Roi »",
     .kind = K::Invariant},
    {.id = "I-13",
     .title = "Knight conservation",
     .text = "For each colour in play, knights on the board + knights in reserve = 6; after setup "
             "at least 1 is on the board, and the number on the board never falls. Colours nobody "
             "plays never enter the game.",
     .source = "Derived: conservation of the 6 knights per colour (Contenu)",
     .kind = K::Invariant},
    {.id = "I-14",
     .title = "Knights enter by placement",
     .text = "After setup, a colour's number of knights on the board grows only through « place a "
             "knight », at 2 AP each.",
     .source = "Règle de base, Tour d'un joueur, « Ajouter un chevalier »",
     .kind = K::Invariant},
    {.id = "I-15",
     .title = "No block under a piece",
     .text = "No block is ever put on a square holding a piece, except by C2 under one of the "
             "active player's own knights (never under the King).",
     .source = "Derived from « Placer un bloc de construction » and card C2",
     .kind = K::Invariant},
    {.id = "I-16",
     .title = "The King moves once a year",
     .text = "The King changes square only in the King move after the year-1 and year-2 scorings, "
             "made by the lowest scorer onto a free block.",
     .source = "Règle de base, « Déplacement du Roi »",
     .kind = K::Invariant},
    {.id = "I-17",
     .title = "Only the active player's knights move",
     .text = "During a turn only the active player's own knights change squares, and no knight "
             "moves outside a turn.",
     .source = "Derived from « Tour d'un joueur » (Règle de base)",
     .kind = K::Invariant},
    {.id = "I-18",
     .title = "Level change per action",
     .text = "Largest climb per action: simple move +1, castle crossing 0 (never up), knight "
             "placement or C9 no higher than the sponsor, C1 +2, C5 +1, C10 +1; C2 lifts exactly "
             "+1; C4 has no limit.",
     .source = "Derived from « Déplacer un chevalier » and the ACTION cards",
     .kind = K::Invariant},
    {.id = "I-19",
     .title = "Geometry per action",
     .text = "A simple move or C1 goes to a square sharing a side; C5 to a diagonal neighbour; "
             "C10 two squares in a straight row or column over an opponent's knight; a crossing "
             "or C4 ends off its start square, having begun in front of a door of the castle "
             "crossed.",
     .source = "Derived from « Déplacer un chevalier » and the ACTION cards",
     .kind = K::Invariant,
     .options = "allow_null_traversal"},
    {.id = "I-20",
     .title = "AP accounting",
     .text = "AP spent in a turn never exceed the allowance (5, or 6 or 7 after C6 or C7) and "
             "equal 2 per knight placed plus 1 per move, crossing, block from the turn stack, "
             "card taken and marker step, plus 1 per card effect when card_action_cost = "
             "standard.",
     .source = "Derived from « Tour d'un joueur » (Règle de base)",
     .kind = K::Invariant,
     .options = "card_action_cost"},
    {.id = "I-21",
     .title = "Card limits per turn",
     .text = "In one turn a player takes at most 2 cards and plays at most 1, and a card played "
             "was already in hand when the turn began.",
     .source = "Règle de base, Tour d'un joueur, « Prendre » et « Jouer une carte ACTION »",
     .kind = K::Invariant},
    {.id = "I-22",
     .title = "Card conservation",
     .text = "Base game: deck + all hands + played cards = 40. Variant: for each player, own deck "
             "+ hand + played = 10. Meister: for each player, hand + played = 10, and no card is "
             "ever taken.",
     .source = "Derived: conservation of the 40 cards (Contenu)",
     .kind = K::Invariant,
     .options = "version"},
    {.id = "I-23",
     .title = "Played cards stay out",
     .text = "A played card never returns to a deck or a hand.",
     .source = "Règle de base, Tour d'un joueur, « Jouer une carte ACTION »",
     .kind = K::Invariant},
    {.id = "I-24",
     .title = "One stack per turn",
     .text = "All blocks placed with the block action in one turn come from the same stack, the "
             "turn stack.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "I-25",
     .title = "Stacks count the rounds left",
     .text = "When a player's turn begins, their number of stacks equals the rounds left in the "
             "year, this one included. It drops by exactly 1 per own turn and rises only at a "
             "year's distribution.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = K::Invariant,
     .options = "empty_stacks_persist"},
    {.id = "I-26",
     .title = "Blocks after a turn",
     .text = "After a turn, the player's personal blocks have dropped by the blocks placed from "
             "stacks plus the blocks sent back, which the supply gains; no remaining stack holds "
             "more than 3.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "I-27",
     .title = "Nothing kept past a year",
     .text = "At the end of each year every player holds no personal block and no stack.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "I-28",
     .title = "Scores never fall",
     .text = "Scores are whole numbers, never negative, and never go down.",
     .source = "Derived from Marque and « Avancer le marqueur de score »",
     .kind = K::Invariant},
    {.id = "I-29",
     .title = "No shared score above 0",
     .text = "After any completed action or scoring step, no two players have the same score "
             "above 0.",
     .source = "Règle de base, Marque (« aucune égalité possible »)",
     .kind = K::Invariant},
    {.id = "I-30",
     .title = "How scores change",
     .text = "Scores change only through the marker action (the active player, on their turn), "
             "castle points, the King bonus and Meister points.",
     .source = "Derived from Marque and « Avancer le marqueur de score »",
     .kind = K::Invariant},
    {.id = "I-31",
     .title = "Size of a skip",
     .text = "One marker step gains at least 1 point and at most as many points as there are "
             "players. A scoring step worth g > 0 leaves the marker between old + g and old + g + "
             "players − 1.",
     .source = "Derived from « Avancer le marqueur de score » and Marque",
     .kind = K::Invariant},
    {.id = "I-32",
     .title = "Castle points from the board",
     .text = "Castle points depend only on the board: each player scores at most one knight per "
             "castle, worth area × level, and level-0 knights give nothing. The marker may still "
             "end further on because of the skip.",
     .source = "Règle de base, Marque",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "I-33",
     .title = "King bonus bounds",
     .text = "Each player gains the King bonus at most once per year, worth exactly 5 × the year "
             "before any skip, and only with a knight at exactly that year's level in the King's "
             "castle.",
     .source = "Règle de base, Marque, « Le bonus du Roi »",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "I-34",
     .title = "Three scorings, then the end",
     .text = "Exactly 3 scorings take place; no action follows the year-3 scoring, and the "
             "highest score wins.",
     .source = "Règle de base, Fin du jeu",
     .kind = K::Invariant},
    {.id = "I-35",
     .title = "Turns per player",
     .text = "Each player takes one turn per round, in the round's turn order: 12 turns in all "
             "with 2 players, 10 with 3 or 4.",
     .source = "Règle de base, Déroulement de la partie",
     .kind = K::Invariant,
     .options = "players",
     .descriptive = true},
    {.id = "I-36",
     .title = "Meister setup result",
     .text = "The Meister setup ends with exactly 8 one-block castles, each pair at least 3 steps "
             "apart along rows and columns unless the fallback was needed.",
     .source = "Version Meister, « Placement initial des châteaux »",
     .kind = K::Invariant,
     .options = "meister_min_distance meister_spacing_fallback"},
    {.id = "I-37",
     .title = "Rejection changes nothing",
     .text = "An illegal action is refused and leaves the whole game state exactly as it was.",
     .source = "Not in the rulebook: engine property",
     .kind = K::Invariant},
    {.id = "I-38",
     .title = "Setup result",
     .text = "When setup ends, before year 1's blocks are dealt: 8 castles of area 1 and height "
             "1, 84 blocks in the supply, each player with exactly 1 knight on the board at level "
             "1, all on different castles, and the King on a castle with no knight.",
     .source = "Règle de base, Préparation",
     .kind = K::Invariant},
    {.id = "I-39",
     .title = "Distribution result",
     .text = "At the start of year y each player first has no stack, then exactly the stacks of "
             "the PHASE card for that player count and year; the supply drops by the number of "
             "players times that year's total.",
     .source = "Règle de base, « Distribution des blocs »",
     .kind = K::Invariant,
     .options = "players supply_shortage"},
    {.id = "I-40",
     .title = "Turn order",
     .text = "Base game and variant: every round begins with the first player and goes clockwise. "
             "Meister: while all scores are 0 nothing changes; afterwards each round, and each "
             "year-end scoring, begins with the player leading at the end of the previous round "
             "(or after the previous scoring), the others following clockwise.",
     .source = "Règle de base, « Premier joueur »; Version Meister, « Ordre de jeu »",
     .kind = K::Invariant,
     .options = "version meister_reorder_timing",
     .descriptive = true},

    // 11. Worked examples
    {.id = "TV-1",
     .title = "Example: levels",
     .text = "A knight on bare ground is at level 0, on a 1-block tower at level 1, on a 2-block "
             "tower at level 2.",
     .source = "Règle de base, Préparation (le niveau)",
     .descriptive = true},
    {.id = "TV-2",
     .title = "Example: 4-player stacks",
     .text = "With 4 players each player receives stacks of 2,2,2,2 in year 1 and 2,2,2 in years "
             "2 and 3, matching 4, 3 and 3 rounds.",
     .source = "Règle de base, « Distribution des blocs », exemple",
     .descriptive = true},
    {.id = "TV-3",
     .title = "Example: height limit",
     .text = "Castle d5 (3 high), e5 (1), f5 (1), all free, area 3: a block on d5 is illegal (4 > "
             "3), a block on e5 is legal. A block on the free ground square e6, touching no other "
             "castle, is legal and makes the area 4; d5 may then rise to 4.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .descriptive = true},
    {.id = "TV-4",
     .title = "Example: a castle that cannot grow",
     .text = "Castle B on a8–e8, castle D on a6–e6, castle E on g8, all 1 high. Every free ground "
             "square beside B (a7–e7 and f8) also touches D or E, so B cannot extend; its squares "
             "may rise to 5, never 6.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction », exemple du "
               "château noir",
     .descriptive = true},
    {.id = "TV-5",
     .title = "Example: Anna",
     .text = "Anna has knights at levels 3 and 2 in a castle of area 5: she scores 3 × 5 = 15, "
             "and the level-2 knight adds nothing.",
     .source = "Règle de base, Marque, exemple d'Anna",
     .descriptive = true},
    {.id = "TV-6",
     .title = "Example E",
     .text = "End of year 1; the King's castle is e4 (4 high), f4 (2), e3 (1), f3 (1), with the "
             "King on e3. Your knights stand on e4 (level 4) and f4 (level 2): 4 × 4 = 16 castle "
             "points and no bonus, as no knight is at level 1. The same board at the end of year "
             "2 gives 16 + 10 = 26.",
     .source = "Règle de base, Marque, « Le bonus du Roi », exemple E",
     .descriptive = true},
    {.id = "TV-7",
     .title = "Example F",
     .text = "End of year 1; the King's castle is e4 (2 high), f4, e3, f3 (1 each), with the King "
             "on e3. Your knights stand on f4 (level 1) and e4 (level 2): 4 × 2 = 8 castle points "
             "plus the 5-point bonus, 13 in all.",
     .source = "Règle de base, Marque, « Le bonus du Roi », exemple F",
     .descriptive = true},
    {.id = "TV-8",
     .title = "Example: C1",
     .text = "A knight at level 1 beside a free level-3 square: a simple move there is illegal, "
             "C1 makes it legal. If that square is only diagonal to the knight, it stays illegal "
             "even with C1.",
     .source = "Les cartes ACTION, « monter de 2 étages »",
     .descriptive = true},
    {.id = "TV-9",
     .title = "Example: simple moves",
     .text = "Level 1 to a neighbouring level 2: legal, 1 AP; level 1 to level 3: illegal. Level "
             "3 to neighbouring ground: legal. A move onto a square holding the King or any "
             "knight is illegal whatever the levels.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement simple », exemples A, B, C",
     .descriptive = true},
    {.id = "TV-10",
     .title = "Example: crossing a castle",
     .text = "Castle c6 (2 high), d6 (2), e6 (1). A lone knight on the ground at b6 may cross to "
             "any free ground square beside the castle: c7, d7, e7, c5, d5, e5 or f6, 1 AP each; "
             "e6 is out of its reach but C4 allows it. A lone knight on e6 (level 1) stands "
             "before d6's door and may cross to free ground beside the castle, such as d5 or b6, "
             "but not back to e6.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement à travers les châteaux », exemple "
               "D",
     .descriptive = true},
    {.id = "TV-11",
     .title = "Example: placing a knight",
     .text = "Your knight stands on a level-2 square. A free square sharing a side with it at "
             "level 0 or 2 may receive a new knight (2 AP); one at level 3 may not, nor may a "
             "diagonal square at level 0.",
     .source = "Règle de base, Tour d'un joueur, « Ajouter un chevalier »",
     .descriptive = true},
    {.id = "TV-12",
     .title = "Example: joining",
     .text = "Castles on d5 and e4 meet only at a corner: they are two legal castles. A block on "
             "e5 or d4 would touch both and is illegal.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .descriptive = true},
    {.id = "TV-13",
     .title = "Example: marker action",
     .text = "Scores are A 10, B 11, C 12. A spends 1 AP on the marker: 11 and 12 are taken, so A "
             "lands on 13, a gain of 3. Another AP takes A to 14.",
     .source = "Règle de base, Tour d'un joueur, « Avancer le marqueur de score »",
     .descriptive = true},
    {.id = "TV-14",
     .title = "Example: year-end skip",
     .text = "A is on 20 and earns 5 castle points while B is on 25: A ends on 26, or further if "
             "26 is taken. A player who earns 0 stays put.",
     .source = "Règle de base, Marque",
     .descriptive = true},
    {.id = "TV-15",
     .title = "Example: unused blocks",
     .text = "4 players, year 1, stacks 2,2,2,2. Turn 1: no block placed, and the turn stack's 2 "
             "blocks go onto two other stacks, leaving 3,3,2. Turn 2: a 3-stack is used and 1 "
             "block placed; of the 2 left, 1 may go onto the 2-stack (leaving 3,3) and the other "
             "returns to the supply.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .descriptive = true},
    {.id = "TV-16",
     .title = "Example: AP cards",
     .text = "C6 played after spending 5 AP leaves 1 AP. C7 played at the start of a turn gives 7 "
             "AP for that turn. Playing both in one turn is illegal: the second breaks the "
             "one-card limit.",
     .source = "Les cartes ACTION, « 6 (7) Points action au lieu de 5 »",
     .descriptive = true},
    {.id = "TV-17",
     .title = "Example: Meister spacing",
     .text = "With a castle on d5, the 12 squares 1 or 2 steps away (such as e4 or f5) cannot "
             "take a new starting block; squares 3 steps away, such as f4, g5 or d2, can.",
     .source = "Version Meister, « Placement initial des châteaux », figure",
     .descriptive = true},
    {.id = "TV-18",
     .title = "Example: M3 majority",
     .text = "End of year 2 with M3: P1 has 3 knights on the long diagonals and P2 has 2, so P1 "
             "scores 15 + 5 = 20 and P2 scores 10. Had both had 2, each would score 10 and nobody "
             "the extra.",
     .source = "Version Meister, carte M3",
     .descriptive = true},
    {.id = "TV-19",
     .title = "Example: King move",
     .text = "After the year-1 scoring the lowest scorer may put the King on any free block of "
             "any castle, at any level, or leave it. If every castle top is occupied, the King "
             "stays.",
     .source = "Règle de base, « Déplacement du Roi »",
     .descriptive = true},
    {.id = "TV-20",
     .title = "Example: C8 limits",
     .text = "With exactly 6 castles, lifting a one-block castle to extend another is illegal (5 "
             "would remain), but moving it to found a castle elsewhere is legal; with 7 castles "
             "the extension is legal too. Lifting the middle block (height 1) of a straight "
             "3-square castle splits it: illegal. Castle d5 (3 high), e5, f5: moving f5's block "
             "to another castle is illegal (area 2, height 3), onto e6 of the same castle legal, "
             "and d5's top block may be lifted.",
     .source = "Les cartes ACTION, « un bloc non couvert »"},
});

}  // namespace

std::span<const RuleRef> reference_invariants() {
  return kPart;
}

}  // namespace arbiter::torres
