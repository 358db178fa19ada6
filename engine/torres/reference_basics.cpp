// The Torres rules reference, basics: the board and the components. engine/torres/reference.cpp
// joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/torres/reference.h"

namespace arbiter::torres {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kBasicsRules = std::to_array<RuleRef>({
    // 0. Board and terms
    {.id = "T-0.1",
     .title = "The board",
     .text = "Castles are built on an 8×8 grid of squares, named like a chessboard: files a to h "
             "from left to right, ranks 8 (top) to 1. The score track runs around the edge and is "
             "not part of the building area.",
     .source = "Règle de base, But du jeu",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "T-0.2",
     .title = "Adjacency",
     .text = "Two squares are adjacent when they share a side, so a square has at most 4 "
             "neighbours. Squares that meet only at a corner are diagonal neighbours; a rule that "
             "just says adjacent never includes them.",
     .source = "Règle de base, Tour d'un joueur, « Ajouter un chevalier » et « Déplacement "
               "simple »"},
    {.id = "T-0.3",
     .title = "Height",
     .text = "A square's height is the number of blocks piled on it, 0 for bare ground. Blocks "
             "only ever go straight up on a square.",
     .source = "Règle de base, Préparation (le niveau)",
     .descriptive = true},
    {.id = "T-0.4",
     .title = "Level",
     .text = "A piece stands on top of its square's pile, so its level is that square's height: 0 "
             "on the bare board, 1 on a single block, 2 on two blocks, and so on.",
     .source = "Règle de base, Préparation (le niveau)",
     .descriptive = true},
    {.id = "T-0.5",
     .title = "Castle and area",
     .text = "A castle is a group of built squares (height 1 or more) linked to one another "
             "through shared sides; its area is how many squares it covers on the ground. Built "
             "squares meeting only at a corner belong to different castles.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »"},
    {.id = "T-0.6",
     .title = "Pieces and free squares",
     .text = "The pieces are the knights (one colour per player) and the King. A square with a "
             "piece on it is occupied, otherwise it is free; a square never holds two pieces.",
     .source = "Derived from « Déplacement simple » (Règle de base, Tour d'un joueur)",
     .descriptive = true},
    {.id = "T-0.7",
     .title = "Free block",
     .text = "A free block is the top block of a built square on which no piece stands. The "
             "« uncovered block » of card C8 means the same.",
     .source = "Règle de base, « Déplacement du Roi » (« bloc libre »)",
     .descriptive = true},
    {.id = "T-0.8",
     .title = "Doors",
     .text = "Each block has a door on each of its 4 sides, opening at that block's own floor. So "
             "a knight is in front of a door of a castle when a square of that castle sharing a "
             "side with the knight's square is higher than the knight's square.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement à travers les châteaux »",
     .options = "door_model"},
    {.id = "T-0.9",
     .title = "Years, rounds, turns",
     .text = "A game lasts 3 years. A year is a number of rounds, and in each round every player "
             "takes exactly one turn.",
     .source = "Règle de base, Déroulement de la partie",
     .descriptive = true},
    {.id = "T-0.10",
     .title = "Block pools",
     .text = "A block not on the board is either in the common supply or in one of a player's "
             "personal stacks, each of which holds 0 to 3 blocks.",
     .source = "Règle de base, « Distribution des blocs »",
     .descriptive = true},
    {.id = "T-0.11",
     .title = "Score",
     .text = "Each player's score is a whole number, 0 or more, shown by a marker on the track. "
             "Since the track length is not given, Arbiter keeps scores as plain numbers with no "
             "upper limit.",
     .source = "Règle de base, Tour d'un joueur, « Avancer le marqueur de score »",
     .descriptive = true},

    // 1. Components
    {.id = "T-1.1",
     .title = "Board",
     .text = "One board: the 8×8 building area with 8 starting squares marked by a tower drawing, "
             "and a score track around its edge.",
     .source = "Règle de base, Contenu et But du jeu",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "T-1.2",
     .title = "Blocks",
     .text = "92 tower blocks, all alike and owned by no one.",
     .source = "Règle de base, Contenu",
     .kind = RuleKind::Data},
    {.id = "T-1.3",
     .title = "Knights",
     .text = "24 knights: 6 in each of 4 colours.",
     .source = "Règle de base, Contenu",
     .kind = RuleKind::Data},
    {.id = "T-1.4",
     .title = "Score markers",
     .text = "4 score markers, one per colour.",
     .source = "Règle de base, Contenu",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "T-1.5",
     .title = "The King",
     .text = "1 King piece.",
     .source = "Règle de base, Contenu",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "T-1.6",
     .title = "Action cards",
     .text = "40 action cards: each of the 4 colours has one card of each of the 10 kinds C1 to "
             "C10, so the whole deck holds 4 of each kind. Card colours matter only in the "
             "variant and the Meister version.",
     .source = "Règle de base, Contenu et Préparation",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "T-1.7",
     .title = "CODEX cards",
     .text = "4 CODEX cards that summarise the rules; they have no effect on play.",
     .source = "Règle de base, Contenu",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "T-1.8",
     .title = "PHASE cards",
     .text = "3 PHASE cards, for 2, 3 and 4 players, giving the stacks of blocks each player "
             "receives at the start of each year.",
     .source = "Règle de base, Contenu",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "T-1.9",
     .title = "Meister cards",
     .text = "8 Meister cards, used only in the Meister version.",
     .source = "Règle de base, Contenu",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "T-1.10",
     .title = "Player count",
     .text = "Torres is played by 2, 3 or 4 players.",
     .source = "Page de titre (« Pour 2 à 4 joueurs »)",
     .kind = RuleKind::Data,
     .options = "players"},
    {.id = "T-1.11",
     .title = "Starting squares",
     .text = "The rulebook marks 8 starting squares on the board but does not say where they are. "
             "Arbiter's default data puts them on d8, c6, f6, h5, a4, c3, f3 and e1 (no two "
             "sharing a side), taken from a third-party program and not checked against a real "
             "board; data/torres.json or --data can replace them.",
     .source = "Not in the rulebook: Arbiter's data",
     .kind = RuleKind::Data},
    {.id = "T-1.12",
     .title = "Score track length",
     .text = "The number of spaces on the score track is not given. Scores are unbounded whole "
             "numbers, always compared as numbers.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Data,
     .descriptive = true},
});

}  // namespace

std::span<const RuleRef> reference_basics() {
  return kBasicsRules;
}

}  // namespace arbiter::torres
