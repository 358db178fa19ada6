// The Torres rules reference, examples: the worked examples. engine/torres/reference.cpp joins the
// parts into the one table (rule_reference()).
#include <array>

#include "engine/torres/reference.h"

namespace arbiter::torres {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kExamplesRules = std::to_array<RuleRef>({
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

std::span<const RuleRef> reference_examples() {
  return kExamplesRules;
}

}  // namespace arbiter::torres
