#include "engine/torres/reference.h"

#include <array>

namespace arbiter::torres {
namespace {

using K = RuleKind;

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kRules = std::to_array<RuleRef>({
    // 0. Board and terms
    {.id = "T-0.1",
     .title = "The board",
     .text = "Castles are built on an 8×8 grid of squares, named like a chessboard: files a to h "
             "from left to right, ranks 8 (top) to 1. The score track runs around the edge and is "
             "not part of the building area.",
     .source = "Règle de base, But du jeu",
     .kind = K::Data,
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
     .kind = K::Data,
     .descriptive = true},
    {.id = "T-1.2",
     .title = "Blocks",
     .text = "92 tower blocks, all alike and owned by no one.",
     .source = "Règle de base, Contenu",
     .kind = K::Data},
    {.id = "T-1.3",
     .title = "Knights",
     .text = "24 knights: 6 in each of 4 colours.",
     .source = "Règle de base, Contenu",
     .kind = K::Data},
    {.id = "T-1.4",
     .title = "Score markers",
     .text = "4 score markers, one per colour.",
     .source = "Règle de base, Contenu",
     .kind = K::Data,
     .descriptive = true},
    {.id = "T-1.5",
     .title = "The King",
     .text = "1 King piece.",
     .source = "Règle de base, Contenu",
     .kind = K::Data,
     .descriptive = true},
    {.id = "T-1.6",
     .title = "Action cards",
     .text = "40 action cards: each of the 4 colours has one card of each of the 10 kinds C1 to "
             "C10, so the whole deck holds 4 of each kind. Card colours matter only in the "
             "variant and the Meister version.",
     .source = "Règle de base, Contenu et Préparation",
     .kind = K::Data,
     .descriptive = true},
    {.id = "T-1.7",
     .title = "CODEX cards",
     .text = "4 CODEX cards that summarise the rules; they have no effect on play.",
     .source = "Règle de base, Contenu",
     .kind = K::Data,
     .descriptive = true},
    {.id = "T-1.8",
     .title = "PHASE cards",
     .text = "3 PHASE cards, for 2, 3 and 4 players, giving the stacks of blocks each player "
             "receives at the start of each year.",
     .source = "Règle de base, Contenu",
     .kind = K::Data,
     .descriptive = true},
    {.id = "T-1.9",
     .title = "Meister cards",
     .text = "8 Meister cards, used only in the Meister version.",
     .source = "Règle de base, Contenu",
     .kind = K::Data,
     .descriptive = true},
    {.id = "T-1.10",
     .title = "Player count",
     .text = "Torres is played by 2, 3 or 4 players.",
     .source = "Page de titre (« Pour 2 à 4 joueurs »)",
     .kind = K::Data,
     .options = "players"},
    {.id = "T-1.11",
     .title = "Starting squares",
     .text = "The rulebook marks 8 starting squares on the board but does not say where they are. "
             "Arbiter's default data puts them on d8, c6, f6, h5, a4, c3, f3 and e1 (no two "
             "sharing a side), taken from a third-party program and not checked against a real "
             "board; data/torres.json or --data can replace them.",
     .source = "Not in the rulebook: Arbiter's data",
     .kind = K::Data},
    {.id = "T-1.12",
     .title = "Score track length",
     .text = "The number of spaces on the score track is not given. Scores are unbounded whole "
             "numbers, always compared as numbers.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Data,
     .descriptive = true},

    // 2. Setup and the turn
    {.id = "T-2.1",
     .title = "Colours and reserve",
     .text = "Each player picks a colour and takes its score marker and its 6 knights; knights "
             "not on the board form that player's reserve. Every marker starts at 0.",
     .source = "Règle de base, Préparation",
     .descriptive = true},
    {.id = "T-2.2",
     .title = "PHASE card",
     .text = "Put out the PHASE card for the number of players; the other two go back in the box.",
     .source = "Règle de base, Préparation",
     .descriptive = true},
    {.id = "T-2.3",
     .title = "Shared deck",
     .text = "In the base game all 40 action cards, whatever their colour, are shuffled together "
             "into a single face-down deck that every player draws from.",
     .source = "Règle de base, Préparation",
     .options = "version"},
    {.id = "T-2.4",
     .title = "Starting blocks",
     .text = "All 92 blocks form the common supply. One block from it goes on each of the 8 "
             "starting squares, giving 8 castles of area 1 and height 1 and leaving 84 blocks in "
             "the supply. These blocks are not fixed: card C8 may later move them.",
     .source = "Règle de base, Préparation"},
    {.id = "T-2.5",
     .title = "First player",
     .text = "The youngest player starts, and play goes clockwise. In Arbiter the first player is "
             "the seat named by first_player (P1 by default) and clockwise means increasing seat "
             "number.",
     .source = "Règle de base, Préparation et « Premier joueur »",
     .options = "first_player"},
    {.id = "T-2.6",
     .title = "First knights",
     .text = "From the first player clockwise, each player puts one knight from the reserve on a "
             "castle that has no piece on it yet. So every player starts with one knight at level "
             "1, each on a different castle.",
     .source = "Règle de base, Préparation"},
    {.id = "T-2.7",
     .title = "The King at setup",
     .text = "The last player to place a first knight also puts the King on a castle that still "
             "has no piece on it, so choosing the King's castle for year 1.",
     .source = "Règle de base, Préparation"},
    {.id = "T-2.8",
     .title = "Year 1 begins",
     .text = "Once the King is placed, year 1 starts with the distribution of blocks (T-3.3).",
     .source = "Règle de base, « Distribution des blocs »"},
    {.id = "T-2.9",
     .title = "Action points",
     .text = "On a turn the active player has 5 action points (AP), or 6 or 7 if card C6 or C7 is "
             "played that turn. Actions may be done in any order, repeated and mixed while AP "
             "remain. AP not spent by the end of the turn are lost.",
     .source = "Règle de base, Tour d'un joueur",
     .options = "must_spend_all_ap"},
    {.id = "T-2.10",
     .title = "Action costs",
     .text = "Place a knight: 2 AP. Simple move, castle crossing, block from the turn stack, step "
             "of the score marker: 1 AP each. Take a card: 1 AP, at most 2 per turn. Play a card: "
             "0 AP, at most 1 per turn.",
     .source = "Règle de base, Tour d'un joueur",
     .options = "card_action_cost"},
    {.id = "T-2.11",
     .title = "Only your own knights",
     .text = "A player places and moves only knights of their own colour; no action moves another "
             "player's knight, and only the King move after a scoring moves the King. A knight "
             "never leaves the board once placed.",
     .source = "Derived from « Tour d'un joueur » (Règle de base)"},
    {.id = "T-2.12",
     .title = "Place a knight",
     .text = "For 2 AP, put a knight from your reserve on a free square, ground or castle top, "
             "that shares a side with one of your knights already on the board (the sponsor). The "
             "new knight's level must be the sponsor's level or lower, never higher. A knight "
             "placed earlier in the same turn can be a sponsor.",
     .source = "Règle de base, Tour d'un joueur, « Ajouter un chevalier »",
     .options = "sponsor_same_turn"},
    {.id = "T-2.13",
     .title = "Simple move",
     .text = "For 1 AP, move one of your knights to a square sharing a side with its own (no "
             "diagonal) that holds no piece at all, neither the King nor any knight. The knight "
             "may climb at most 1 level but may drop any number of levels.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement simple »"},
    {.id = "T-2.14",
     .title = "Move through a castle",
     .text = "For 1 AP, a knight beside a castle square higher than its own square may enter the "
             "castle there and come out onto a free square no higher than its start, dropping to "
             "that square's level. Inside it never climbs: the exit square must share a side with "
             "a part of the castle reached from the entry square through castle squares all "
             "higher than the exit square. The exit may be ground or a lower part of the same "
             "castle, but not the start square; pieces on castle tops do not block the way.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement à travers les châteaux »",
     .options = "door_model entry_from_same_castle pieces_block_corridors allow_null_traversal"},
    {.id = "T-2.15",
     .title = "Blocks come from the turn stack",
     .text = "The block action uses one personal stack only, the turn stack: place as many of its "
             "blocks as you like, on any castles, at 1 AP each, or none. Only card C2 (any own "
             "stack) and card C3 (the supply) place blocks from elsewhere.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »"},
    {.id = "T-2.16",
     .title = "Where a block goes",
     .text = "A block either extends a castle, going on a free ground square that shares a side "
             "with squares of exactly one castle, or heightens it, going on top of one of its "
             "squares where no piece stands.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »"},
    {.id = "T-2.17",
     .title = "Height limit",
     .text = "After a block is placed, no square of a castle may be higher than the castle's "
             "area: a castle covering 3 squares is at most 3 blocks high. Extending a castle "
             "never breaks this, since it adds area.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »"},
    {.id = "T-2.18",
     .title = "No joining castles",
     .text = "An extension may not make two castles share a side. Castles may touch at a corner "
             "only; a corner contact is not a join.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »"},
    {.id = "T-2.19",
     .title = "No new castle",
     .text = "The block action only enlarges existing castles: a ground square sharing no side "
             "with a castle cannot take a block. Only cards C2 and C8 can found a castle.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »"},
    {.id = "T-2.20",
     .title = "Take an action card",
     .text = "For 1 AP, take the top card of the deck into your hand; at most 2 per turn, and "
             "none once the deck is empty, since played cards are never reshuffled. A card taken "
             "this turn can be played from your next turn on. There is no hand limit.",
     .source = "Règle de base, Tour d'un joueur, « Prendre des cartes ACTION »",
     .options = "version"},
    {.id = "T-2.21",
     .title = "Play an action card",
     .text = "Playing a card costs 0 AP. You may play at most 1 card per turn, never one taken "
             "during this same turn, at any moment between two actions: show it, carry out its "
             "effect in full, then it is out of the game.",
     .source = "Règle de base, Tour d'un joueur, « Jouer une carte ACTION »",
     .options = "card_action_cost"},
    {.id = "T-2.22",
     .title = "Advance the score marker",
     .text = "Each AP spent here moves your marker one space forward; if that space holds another "
             "marker, yours goes on to the next space without one. One AP can thus gain several "
             "points when markers sit just ahead of yours.",
     .source = "Règle de base, Tour d'un joueur, « Avancer le marqueur de score »"},
    {.id = "T-2.23",
     .title = "The turn stack",
     .text = "Every turn uses up exactly one of your personal stacks, the turn stack, even if no "
             "block is placed from it; so your stacks always match the rounds you have left this "
             "year. In Arbiter you name the turn stack before taking a block from it, and in any "
             "case before ending the turn.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »"},
    {.id = "T-2.24",
     .title = "Unused blocks",
     .text = "At the end of the turn the turn stack is used up. Its unused blocks may be moved "
             "onto your other stacks, never making one higher than 3 blocks and never starting a "
             "new stack; each block not moved goes back to the common supply.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .options = "forced_redistribution"},
    {.id = "T-2.25",
     .title = "Blocks left at year end",
     .text = "In a year's last round you have no other stack, so every unused block returns to "
             "the supply. Any personal block still held when the year ends goes back to the "
             "supply too.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »"},

    // 3. Years, rounds and blocks
    {.id = "T-3.1",
     .title = "Rounds per year",
     .text = "Year 1 has 4 rounds and years 2 and 3 have 3 rounds each. With 2 players every year "
             "has 4 rounds.",
     .source = "Règle de base, Déroulement de la partie",
     .options = "players"},
    {.id = "T-3.2",
     .title = "Turn order in a round",
     .text = "In each round every player takes one turn, clockwise from the first player. In the "
             "base game and the variant the first player never changes; the Meister version "
             "reorders by score (T-7.9).",
     .source = "Règle de base, Déroulement de la partie et « Premier joueur »",
     .options = "first_player version"},
    {.id = "T-3.3",
     .title = "Block distribution",
     .text = "At the start of each year every player takes blocks from the supply and builds the "
             "stacks shown on the PHASE card. With 4 players: 4 stacks of 2 in year 1, then 3 "
             "stacks of 2 in years 2 and 3. The 2- and 3-player cards are not printed in the "
             "rulebook; Arbiter's data gives 4 stacks of 3 every year for 2 players, and 3,3,2,2 "
             "then 3,3,2 and 3,3,2 for 3.",
     .source = "Règle de base, « Distribution des blocs »",
     .options = "players"},
    {.id = "T-3.4",
     .title = "One stack per round",
     .text = "Each year a player receives as many stacks as the year has rounds: one stack per "
             "turn.",
     .source = "Derived from « Placer un bloc de construction » (Règle de base)"},
    {.id = "T-3.5",
     .title = "Enough blocks in the supply",
     .text = "After setup the supply holds 84 blocks. The PHASE cards deal 80 (4 players), 78 (3) "
             "or 72 (2) over the game and the 4 copies of C3 take at most 4 more, so it should "
             "never run short; only the distribution and C3 take blocks from it. If it cannot "
             "cover a distribution or a C3, Arbiter reports an error by default.",
     .source = "Derived: block counts (Contenu, « Distribution des blocs »)",
     .options = "supply_shortage"},

    // 4. Year-end scoring
    {.id = "T-4",
     .title = "Year-end scoring",
     .text = "At the end of each of the 3 years, players score castle points, then the King "
             "bonus, then, in the Meister version, the Meister card; T-4.1 to T-4.5 give the "
             "details.",
     .source = "Règle de base, Marque"},
    {.id = "T-4.1",
     .title = "Scoring steps",
     .text = "Scoring starts right after the last turn of the year's last round and runs in "
             "order: castle points for all players, then the King bonus for all players, then "
             "Meister points if that version is played.",
     .source = "Règle de base, Marque et « Le bonus du Roi »",
     .descriptive = true},
    {.id = "T-4.2",
     .title = "Castle points",
     .text = "For each castle holding your knights, score its area times the level of your "
             "highest knight in it; your other knights in that castle add nothing. Each colour "
             "scores on its own, unaffected by other players' knights in the same castle.",
     .source = "Règle de base, Marque"},
    {.id = "T-4.3",
     .title = "Level 0 scores nothing",
     .text = "A knight at level 0 stands on no castle and earns no castle points.",
     .source = "Derived from Marque and the définition du niveau (Règle de base)"},
    {.id = "T-4.4",
     .title = "Scoring order and skip",
     .text = "Players score one after another, clockwise from the first player. Each adds up all "
             "their castles, then moves the marker, and if it lands on a space holding another "
             "marker it goes on to the next free space, so scores above 0 are never tied. A "
             "player who earns nothing does not move.",
     .source = "Règle de base, Marque",
     .options = "scoring_order"},
    {.id = "T-4.5",
     .title = "King bonus",
     .text = "Once all castle points are in, each player with a knight in the King's castle at "
             "exactly level 1 (year 1), 2 (year 2) or 3 (year 3) earns 5, 10 or 15 points, once "
             "per year however many knights qualify. The King's own level is irrelevant and "
             "several players may earn it. It comes on top of castle points, which that knight or "
             "a higher one still earns.",
     .source = "Règle de base, Marque, « Le bonus du Roi »"},
    {.id = "T-4.6",
     .title = "Scoring examples",
     .text = "Anna, knights at levels 3 and 2 in an area-5 castle: 3 × 5 = 15. Example E, year 1, "
             "two knights in the area-4 King's castle, none at level 1: 4 × 4 = 16, no bonus (26 "
             "in year 2 with one at level 2). Example F, year 1, knights at levels 1 and 2 there: "
             "4 × 2 = 8 plus the 5-point bonus, 13 in all.",
     .source = "Règle de base, Marque, exemples d'Anna, E et F",
     .descriptive = true},

    // 5. King move and end of the game
    {.id = "T-5.1",
     .title = "King move",
     .text = "After the year-1 and year-2 scorings, the player with the lowest score may move the "
             "King onto any free block of any castle, at any level, or leave it where it is. If "
             "there is no free block the King stays. There is no King move after year 3.",
     .source = "Règle de base, « Déplacement du Roi »"},
    {.id = "T-5.2",
     .title = "Tie for the King move",
     .text = "Markers above 0 never share a score, so a tie for lowest can only be at 0. Arbiter "
             "then gives the King move to the tied player who comes latest in the round's turn "
             "order; king_mover_tiebreak = earliest_in_order gives it to the earliest.",
     .source = "Not in the rulebook: Arbiter's reading",
     .options = "king_mover_tiebreak"},
    {.id = "T-5.3",
     .title = "End of the game",
     .text = "The game ends after the year-3 scoring and the highest score wins. A tie is "
             "possible only at 0; by default the tied players share the win, and end_tie = "
             "no_winner declares no winner.",
     .source = "Règle de base, Fin du jeu",
     .options = "end_tie"},

    // 6. Variant: personal decks
    {.id = "T-6",
     .title = "Variant: personal decks",
     .text = "In the variant each player draws from a personal deck of the 10 cards of their "
             "colour instead of the shared deck, with a choice of 1 card out of 3; every other "
             "base-game rule is kept (T-6.1 to T-6.3).",
     .source = "Variante de règle",
     .options = "version"},
    {.id = "T-6.1",
     .title = "Personal decks",
     .text = "Each player shuffles the 10 action cards of their own colour into a personal "
             "face-down deck. There is no common deck.",
     .source = "Variante de règle, Préparation",
     .options = "version"},
    {.id = "T-6.2",
     .title = "Draw 3, keep 1",
     .text = "Taking a card (1 AP, at most 2 per turn) means drawing the top 3 cards of your own "
             "deck, keeping 1 and putting the other 2 face down on top of or under your deck, as "
             "you choose. With fewer than 3 left you draw them all and keep 1; with an empty deck "
             "you cannot take.",
     .source = "Variante de règle, « Prendre des cartes ACTION »",
     .options = "version variant_return"},
    {.id = "T-6.3",
     .title = "Otherwise as the base game",
     .text = "All other base-game rules apply unchanged: a card taken is playable from your next "
             "turn, and at most 1 card is played per turn.",
     .source = "Variante de règle, Déroulement de la partie",
     .options = "version",
     .descriptive = true},

    // 7. Meister version
    {.id = "T-7",
     .title = "Meister version",
     .text = "The Meister version is the base game with these changes: players place the 8 "
             "starting castles themselves, each holds the 10 cards of their colour from the start "
             "and never takes cards, a Meister card adds scoring goals, and turn order follows "
             "the scores (T-7.1 to T-7.9).",
     .source = "Version avancée (Meister version)",
     .options = "version"},
    {.id = "T-7.1",
     .title = "No printed starting squares",
     .text = "The starting squares printed on the board are not used.",
     .source = "Version Meister, « Placement initial des châteaux »",
     .options = "version",
     .descriptive = true},
    {.id = "T-7.2",
     .title = "Placing the starting castles",
     .text = "From the youngest player clockwise, round after round, each player takes a block "
             "from the supply and puts it on an empty square, until 8 castles exist. Each new "
             "block must be at least 3 steps, counted along rows and columns, from every block "
             "already placed: squares 1 or 2 steps away, diagonal neighbours included, are "
             "forbidden. If no such square remains, Arbiter by default allows any empty square "
             "sharing no side with a castle.",
     .source = "Version Meister, « Placement initial des châteaux »",
     .options = "version meister_min_distance meister_spacing_fallback"},
    {.id = "T-7.3",
     .title = "Knights and King",
     .text = "After the 8 castles, the first knights and the King are placed as in the base game "
             "(T-2.6, T-2.7).",
     .source = "Version Meister, « Autres règles »",
     .descriptive = true},
    {.id = "T-7.4",
     .title = "Full hand, no taking",
     .text = "Each player starts with all 10 action cards of their colour in hand, playable from "
             "the first turn. There is no deck and no « take a card » action; still at most 1 "
             "card is played per turn, and a played card leaves the game.",
     .source = "Version Meister, « Cartes d'action »",
     .options = "version"},
    {.id = "T-7.5",
     .title = "The Meister card",
     .text = "Shuffle the 8 Meister cards and turn one face up for the whole game. Its goals are "
             "optional and need not be announced; points are given only if the condition holds "
             "when it is scored. The card's text is the condition, its picture only an example.",
     .source = "Version Meister, « Cartes MEISTER »",
     .options = "version"},
    {.id = "T-7.6",
     .title = "The 8 Meister cards",
     .text = "M1 present in exactly 4, 5, 6 castles (years 1, 2, 3); M2 all knights on one line; "
             "M3 knights on the long diagonals; M4 all on one level; M5 four on the corners of a "
             "square; M6 all on different levels; M7 knights on the border; M8 all in one chain. "
             "M1, M3 and M7 score every year, the others after year 3 only. « Your knights » "
             "means all your knights on the board.",
     .source = "Version Meister, « Signification des cartes MEISTER »",
     .kind = K::Data},
    {.id = "M1",
     .title = "Meister: castles held",
     .text = "At the end of year 1, 2 or 3, a player present in exactly 4, 5 or 6 castles "
             "respectively scores 5, 15 or 30 points. Arbiter counts the castles holding at least "
             "one of your knights (German title); m1_count = knights_on_castles counts your "
             "knights at level 1 or more instead (French text).",
     .source = "Version Meister, carte M1",
     .options = "m1_count"},
    {.id = "M2",
     .title = "Meister: one line",
     .text = "At the end of year 3, 50 points if all your knights on the board stand on one row, "
             "column or 45° diagonal of the grid; gaps and levels do not matter.",
     .source = "Version Meister, carte M2",
     .options = "meister_min_knights"},
    {.id = "M3",
     .title = "Meister: long diagonals",
     .text = "At the end of each year, each of your knights on one of the two long diagonals "
             "(a8–h1, a1–h8) scores 2 points in year 1, 5 in year 2 and 10 in year 3. A player "
             "with strictly more such knights than every other player scores one knight more "
             "(T-7.7).",
     .source = "Version Meister, carte M3"},
    {.id = "M4",
     .title = "Meister: one level",
     .text = "At the end of year 3, 50 points if all your knights on the board stand on the same "
             "level.",
     .source = "Version Meister, carte M4",
     .options = "meister_min_knights"},
    {.id = "M5",
     .title = "Meister: a square",
     .text = "At the end of year 3, 50 points if 4 of your knights stand on the 4 corners of a "
             "square whose sides follow the rows and columns; a tilted square (diamond) does not "
             "count. Any size from 2×2 up; levels and your other knights do not matter.",
     .source = "Version Meister, carte M5"},
    {.id = "M6",
     .title = "Meister: all levels different",
     .text = "At the end of year 3, 40 points if no two of your knights on the board stand on the "
             "same level.",
     .source = "Version Meister, carte M6",
     .options = "meister_min_knights"},
    {.id = "M7",
     .title = "Meister: the border",
     .text = "At the end of each year, each of your knights on an edge square of the 8×8 area "
             "(file a or h, rank 1 or 8) scores 2 points in year 1, 5 in year 2 and 10 in year 3. "
             "A player with strictly more such knights than every other player scores one knight "
             "more (T-7.7).",
     .source = "Version Meister, carte M7"},
    {.id = "M8",
     .title = "Meister: one chain",
     .text = "At the end of year 3, 40 points if all your knights on the board form one unbroken "
             "chain, each linked to the next through a shared side, whatever their levels. "
             "m8_adjacency = eight_neighbour lets corner contact link the chain too.",
     .source = "Version Meister, carte M8",
     .options = "meister_min_knights m8_adjacency"},
    {.id = "T-7.7",
     .title = "M3/M7 majority bonus",
     .text = "On M3 and M7, if exactly one player has more qualifying knights than each other "
             "player, that player scores the points of one extra knight (2, 5 or 10). A tie for "
             "most gives nobody the extra.",
     .source = "Version Meister, cartes M3 et M7"},
    {.id = "T-7.8",
     .title = "When Meister points count",
     .text = "Meister points are added after the King bonus, player by player in the scoring "
             "order, with the same skip over spaces holding another marker.",
     .source = "Not in the rulebook: Arbiter's reading"},
    {.id = "T-7.9",
     .title = "Turn order by score",
     .text = "While every marker is on 0 the first player does not change. Once anyone has "
             "scored, even with the marker action, at the end of each round the leader becomes "
             "first player and the others follow clockwise; the same when a new year starts, and "
             "the year-end scoring begins with that player. A player may thus play two turns in a "
             "row across a round boundary.",
     .source = "Version Meister, « Ordre de jeu »",
     .options = "version meister_reorder_timing"},

    // 8. The 10 action cards
    {.id = "C1",
     .title = "Climb two",
     .text = "Move one of your knights to a free square sharing a side with its own, up to 2 "
             "levels higher (for example from level 1 to level 3); dropping any number of levels "
             "is allowed. A diagonal square is not allowed.",
     .source = "Les cartes ACTION, « monter de 2 étages »",
     .options = "card_action_cost"},
    {.id = "C2",
     .title = "Block under a knight",
     .text = "Take one block from any of your personal stacks (not only the turn stack) and slide "
             "it under one of your knights, which rises 1 level; the castle may not end higher "
             "than its area. A knight at level 0 thereby founds a castle if no castle shares a "
             "side with its square, extends the one castle that does, and cannot do it if two "
             "castles do.",
     .source = "Les cartes ACTION, « poser un bloc sous un chevalier »",
     .options = "card_action_cost empty_stacks_persist"},
    {.id = "C3",
     .title = "Block from the supply",
     .text = "Take one block from the common supply and place it by the normal block rules: "
             "extend or heighten, height limit, no join, no new castle. It does not come from or "
             "count against your turn stack.",
     .source = "Les cartes ACTION, « un bloc de la réserve »",
     .options = "card_action_cost"},
    {.id = "C4",
     .title = "Through a castle to any door",
     .text = "One of your knights enters a castle by a door as in a crossing, but may climb "
             "inside, and leaves by any other door of the same castle, higher or lower than its "
             "start. The exit square must be free, not the start square, and share a side with a "
             "square of that castle higher than itself; the knight ends at that square's level.",
     .source = "Les cartes ACTION, « entre par une porte et ressort par n'importe quelle autre »",
     .options = "card_action_cost door_model entry_from_same_castle pieces_block_corridors "
                "allow_null_traversal"},
    {.id = "C5",
     .title = "Diagonal step",
     .text = "Move one of your knights one square diagonally onto a free square, climbing at most "
             "1 level or dropping any amount. This can take a knight between two castles meeting "
             "at a corner, from a castle down to the ground, or from the ground up to level 1.",
     .source = "Les cartes ACTION, « un chevalier d'une case en diagonale »",
     .options = "card_action_cost"},
    {.id = "C6",
     .title = "Six action points",
     .text = "Your allowance this turn is 6 AP instead of 5. AP already spent this turn count "
             "against it.",
     .source = "Les cartes ACTION, « 6 Points action au lieu de 5 »"},
    {.id = "C7",
     .title = "Seven action points",
     .text = "Your allowance this turn is 7 AP instead of 5. AP already spent this turn count "
             "against it.",
     .source = "Les cartes ACTION, « 7 Points action au lieu de 5 »"},
    {.id = "C8",
     .title = "Move an uncovered block",
     .text = "Lift a block with nothing on it and put it on another square: free ground sharing a "
             "side with exactly one castle, the free top of a castle square, or free ground "
             "touching no castle, which founds a castle. Afterwards at least 6 castles remain, no "
             "castle is higher than its area, the old castle is not split in two, and no two "
             "castles share a side. A one-block castle may be lifted away entirely if 6 castles "
             "still remain.",
     .source = "Les cartes ACTION, « un bloc non couvert »",
     .options = "card_action_cost c8_check_intermediate"},
    {.id = "C9",
     .title = "Knight transfer",
     .text = "Move one of your knights to any other free square, obeying the knight placement "
             "rule: the square must share a side with another of your knights and be at that "
             "knight's level or lower. The moved knight cannot be its own sponsor.",
     .source = "Les cartes ACTION, « un de vos chevaliers vers n'importe quelle autre case »",
     .options = "card_action_cost sponsor_same_turn"},
    {.id = "C10",
     .title = "Jump",
     .text = "One of your knights jumps over an opponent's knight on a square sharing a side with "
             "its own and lands on the next square in the same straight line. The jumped knight "
             "may be at any height; the landing square must be free and at most 1 level above the "
             "start, with any drop allowed. Neither the King nor your own knights can be jumped.",
     .source = "Les cartes ACTION, « saute par dessus un chevalier adverse »",
     .options = "card_action_cost"},

    // 9. Ambiguities: the reading Arbiter takes
    {.id = "A-1",
     .title = "Do card effects cost AP?",
     .text = "Does the move or placement a card grants cost AP? Arbiter: no, the card and its "
             "whole effect cost 0 AP. Option card_action_cost = standard charges 1 AP for the "
             "effect of every card except C6 and C7.",
     .source = "Règle de base, Tour d'un joueur, « Jouer une carte ACTION »",
     .kind = K::Ambiguity,
     .options = "card_action_cost"},
    {.id = "A-2",
     .title = "The AP cards",
     .text = "How do C6 and C7 work? Arbiter: they set this turn's allowance to 6 or 7 AP (1 or 2 "
             "more), may be played after AP were spent, never combine with each other or another "
             "card (one card per turn), and their extra AP expire with the turn. No option.",
     .source = "Les cartes ACTION, « 6 (7) Points action au lieu de 5 »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-3",
     .title = "Doors on stacked blocks",
     .text = "Where are the doors once blocks are stacked? Arbiter: every block has doors at its "
             "own floor, so a knight can enter from any level lower than the castle square beside "
             "it and exit at any level up to its start. Option door_model = ground_only allows "
             "entering and leaving only at level 0.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement à travers les châteaux »",
     .kind = K::Ambiguity,
     .options = "door_model"},
    {.id = "A-4",
     .title = "Entering from the same castle",
     .text = "May a knight on a low part of a castle enter a higher part of the same castle? "
             "Arbiter: yes. Option entry_from_same_castle = false forbids it.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement à travers les châteaux »",
     .kind = K::Ambiguity,
     .options = "entry_from_same_castle"},
    {.id = "A-5",
     .title = "Pieces and corridors",
     .text = "Do pieces standing on castle tops block the doors and corridors beneath them? "
             "Arbiter: no; only the exit square must be free. Option pieces_block_corridors = "
             "true makes them block.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement à travers les châteaux »",
     .kind = K::Ambiguity,
     .options = "pieces_block_corridors"},
    {.id = "A-6",
     .title = "Exit onto the same castle",
     .text = "May a crossing end on a lower part of the castle crossed? Arbiter: yes, for example "
             "a level-1 terrace beside a taller part. No option.",
     .source = "Derived from « Déplacement à travers les châteaux » (Règle de base)",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-7",
     .title = "Round trip",
     .text = "May a crossing leave by another door back onto its start square, spending 1 AP for "
             "nothing? Arbiter: no, for crossings and C4 alike. Option allow_null_traversal = "
             "true allows it.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "allow_null_traversal"},
    {.id = "A-8",
     .title = "Going down inside",
     .text = "May a knight go down inside a castle, within one square's column? Arbiter: yes, as "
             "far as it likes; this is what lets a crossing come out at a lower level. No option.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement à travers les châteaux »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-9",
     .title = "Ground inside a castle",
     .text = "Is a bare ground square enclosed by a castle part of it? Arbiter: no, a castle is "
             "only its built squares; a knight there is at level 0 and scores nothing. That "
             "square may take an extension block only while no knight stands on it (C2 aside). No "
             "option.",
     .source = "Derived from « Placer un bloc de construction » (Règle de base)",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-10",
     .title = "The King and the height limit",
     .text = "Does the King count as height? Arbiter: no, it is a piece, not a block. No block "
             "may go on the King's square, C8 cannot lift the block under it, and the King's "
             "castle obeys the height limit like any other. No option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-11",
     .title = "Whose knights?",
     .text = "When a rule or card (C1, C2, C5) says « a knight », may it be another player's? "
             "Arbiter: no, moves, crossings and every card act only on your own knights: the move "
             "rule uses the same words for one's own knights, the cards are exceptions to it, and "
             "the princes may not attack one another. No option.",
     .source = "Les cartes ACTION (« un chevalier », « un de vos chevaliers »)",
     .kind = K::Ambiguity},
    {.id = "A-12",
     .title = "C2 and the height limit",
     .text = "Must C2 respect the height limit, which its text does not mention? Arbiter: yes, "
             "the castle may not end higher than its area. No option.",
     .source = "Les cartes ACTION, « poser un bloc sous un chevalier »",
     .kind = K::Ambiguity},
    {.id = "A-13",
     .title = "C2 at level 0 next to castles",
     .text = "What does C2 do under a level-0 knight beside castles? Arbiter: beside none, the "
             "block founds a castle; beside exactly one, it extends that castle; beside two or "
             "more, the card cannot be played there. Corner contact never counts. No option.",
     .source = "Les cartes ACTION, « poser un bloc sous un chevalier »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-14",
     .title = "Stacks emptied by C2",
     .text = "Does a personal stack emptied by C2 still count? Arbiter: yes, it still stands for "
             "a round to play and may receive unused blocks. Option empty_stacks_persist = false "
             "removes it, and with it the round it marked.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "empty_stacks_persist"},
    {.id = "A-15",
     .title = "Choosing the turn stack",
     .text = "When is the turn stack chosen? Arbiter: by an explicit choice, before the first "
             "block is taken from it and in any case before the turn ends; a turn with no block "
             "placed still uses up one stack. No option.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = K::Ambiguity},
    {.id = "A-16",
     .title = "Is redistribution required?",
     .text = "Must unused blocks be moved onto other stacks? Arbiter: no, it is optional and the "
             "rest go back to the supply. Option forced_redistribution = true requires it while "
             "one of your stacks holds fewer than 3 blocks.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction » (« il peut "
               "les distribuer »)",
     .kind = K::Ambiguity,
     .options = "forced_redistribution"},
    {.id = "A-17",
     .title = "Unspent AP",
     .text = "May a turn end with AP left? Arbiter: yes; they are lost, never carried over. "
             "Option must_spend_all_ap = true requires spending every AP before ending the turn "
             "or moving unused blocks.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "must_spend_all_ap"},
    {.id = "A-18",
     .title = "Empty deck",
     .text = "What if the common deck runs out? Arbiter: no more cards can be taken, and played "
             "cards are never reshuffled into a new deck. No option.",
     .source = "Règle de base, Tour d'un joueur, « Jouer une carte ACTION » (carte retirée du "
               "jeu)",
     .kind = K::Ambiguity},
    {.id = "A-19",
     .title = "Hands",
     .text = "Is there a hand limit, and are hands open? Arbiter: no limit; hands are hidden in "
             "the base game and the variant, so a record may note a draw as unseen and the card's "
             "kind is checked when it is played. No option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity},
    {.id = "A-20",
     .title = "When markers skip",
     .text = "Does the skip over spaces holding another marker apply to every gain? Arbiter: yes, "
             "to the marker action, castle points, the King bonus and Meister points. A player "
             "who gains 0 does not move, so several markers may share 0. No option.",
     .source = "Règle de base, Marque et « Avancer le marqueur de score »",
     .kind = K::Ambiguity},
    {.id = "A-21",
     .title = "Track length",
     .text = "How long is the score track, and do scores wrap around it? Arbiter: scores are "
             "unbounded and compared as numbers, never as positions on a loop. No option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-22",
     .title = "Tie for the King move",
     .text = "Who moves the King when several players share the lowest score (possible only at "
             "0)? Arbiter: the tied player latest in the round's turn order. Option "
             "king_mover_tiebreak = earliest_in_order picks the earliest.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "king_mover_tiebreak",
     .descriptive = true},
    {.id = "A-23",
     .title = "Who scores first",
     .text = "Who starts the year-end scoring? Arbiter: the first player, then clockwise; in the "
             "base game the first player never changes. Option scoring_order = leader_first "
             "starts with the highest score instead, as a later edition does.",
     .source = "Règle de base, Marque",
     .kind = K::Ambiguity,
     .options = "scoring_order"},
    {.id = "A-24",
     .title = "« Your knights » on Meister cards",
     .text = "Which knights do the Meister cards count? Arbiter: every knight of your colour on "
             "the board, at any level, 0 included. No option.",
     .source = "Version Meister, « Signification des cartes MEISTER »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-25",
     .title = "Meister reorder timing",
     .text = "Is the Meister first player redefined after each round or after each turn (« à la "
             "fin du tour »)? Arbiter: after each round and when a year starts, marker-action "
             "points counting as scoring. Option meister_reorder_timing = end_of_turn reorders "
             "the players yet to play after every turn.",
     .source = "Version Meister, « Ordre de jeu »",
     .kind = K::Ambiguity,
     .options = "meister_reorder_timing"},
    {.id = "A-26",
     .title = "Meister castle spacing",
     .text = "How far apart must Meister starting castles be, and what if no square qualifies? "
             "Arbiter: at least 3 steps along rows and columns (meister_min_distance = 3); if "
             "none is left before 8 castles exist, any empty square sharing no side with a "
             "castle. Option meister_spacing_fallback = error aborts the game instead.",
     .source = "Version Meister, « Placement initial des châteaux »",
     .kind = K::Ambiguity,
     .options = "meister_min_distance meister_spacing_fallback"},
    {.id = "A-27",
     .title = "M1: castles or knights?",
     .text = "The German title of M1 asks to be present in exactly 4 castles, the French text for "
             "exactly 4 knights on castles; they differ when two of your knights share a castle. "
             "Arbiter follows the German: distinct castles holding one of your knights. Option "
             "m1_count = knights_on_castles counts your knights on castles instead.",
     .source = "Version Meister, carte M1",
     .kind = K::Ambiguity,
     .options = "m1_count"},
    {.id = "A-28",
     .title = "One knight and Meister patterns",
     .text = "Does a single knight on the board satisfy M2, M4, M6 or M8? Arbiter: yes, read "
             "literally (meister_min_knights = 1). Setting meister_min_knights to 2 or more, a "
             "house rule, requires that many knights.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "meister_min_knights"},
    {.id = "A-29",
     .title = "M8 chain",
     .text = "What links the M8 chain? Arbiter: squares sharing a side, as everywhere in the "
             "game, levels ignored. Option m8_adjacency = eight_neighbour lets corner contact "
             "link it too.",
     .source = "Version Meister, carte M8 (« nebeneinander »)",
     .kind = K::Ambiguity,
     .options = "m8_adjacency"},
    {.id = "A-30",
     .title = "M2 line, M5 square",
     .text = "What counts as a line for M2 and a square for M5? Arbiter: M2 takes any row, column "
             "or 45° diagonal, gaps allowed, levels ignored; M5 needs 4 knights on the corners of "
             "a square aligned with the board, side 1 or more, other knights anywhere. No option.",
     .source = "Version Meister, cartes M2 et M5",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-31",
     .title = "« Citadelle »",
     .text = "Two French card texts (C2, C4) say « Citadelle »: is that something other than a "
             "castle? Arbiter: no, it simply means castle. No option.",
     .source = "Les cartes ACTION (« Citadelle »)",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-32",
     .title = "When a card is played",
     .text = "Can a card interrupt another action? Arbiter: no, a card is played between two "
             "actions, never in the middle of one such as a castle crossing. No option.",
     .source = "Règle de base, Tour d'un joueur, « Jouer une carte ACTION » (« à tout moment »)",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-33",
     .title = "C8: final position",
     .text = "Are C8's limits checked after the lift or once the block is placed? Arbiter: on the "
             "final position, so a block may leave one end of a castle and go back elsewhere on "
             "it if the result is legal; joins and new castles are judged with the block already "
             "lifted, and the lift may not split its castle. Option c8_check_intermediate = true "
             "also requires 6 castles and the height limit right after the lift.",
     .source = "Les cartes ACTION, « un bloc non couvert »",
     .kind = K::Ambiguity,
     .options = "c8_check_intermediate"},
    {.id = "A-34",
     .title = "C8: « any square »",
     .text = "Where may C8 put the block? Arbiter: wherever a normal block may go (extend one "
             "castle, heighten a free top), or on free ground sharing no side with a castle, "
             "founding one; never an occupied square, never its own square, never a join. No "
             "option.",
     .source = "Les cartes ACTION, « un bloc non couvert »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-35",
     .title = "C9, C10, C5 details",
     .text = "Arbiter: C9's sponsor must be another of your knights, judged once the moved knight "
             "has left; C10 jumps only an opponent's knight on a square sharing a side with the "
             "jumper's; C5 needs a free destination. Every destination differs from the start. No "
             "option.",
     .source = "Les cartes ACTION",
     .kind = K::Ambiguity},
    {.id = "A-36",
     .title = "Castle to castle",
     .text = "How does a knight get from one castle to another? Castles never share a side, so "
             "simple moves, C1, crossings and C4 never do it directly; only C5 (corner contact), "
             "C9, C10 over an opponent's knight on the ground between them, or going down to "
             "level 0 can. This follows from the rules; no option.",
     .source = "Derived from « Placer un bloc de construction » (Règle de base)",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-37",
     .title = "Variant: the 2 returned cards",
     .text = "Do the 2 cards put back go to the same place, and in which order? Arbiter: both go "
             "on top or both go under the deck, in the order the player chooses. Option "
             "variant_return = each lets each card go on top or under on its own.",
     .source = "Variante de règle, « Prendre des cartes ACTION »",
     .kind = K::Ambiguity,
     .options = "variant_return"},
    {.id = "A-38",
     .title = "Unconfirmed data",
     .text = "The 3-player PHASE card, the starting squares and the track length are not printed "
             "in the rulebook. Arbiter keeps the first two as replaceable data (data/torres.json, "
             "--data) and uses unbounded scores.",
     .source = "Not in the rulebook: Arbiter's data",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-39",
     .title = "Edition differences",
     .text = "Later editions give 7 knights per colour, one of them serving as score marker, and "
             "make personal decks the base game. Arbiter follows this rulebook: 6 knights plus a "
             "separate marker, and one shared deck in the base game. No option.",
     .source = "Règle de base, Contenu et Préparation",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-40",
     .title = "Where the King starts",
     .text = "Which castles may receive the King at setup (« sans occupant »)? Arbiter: any "
             "castle with no piece on it; with 4 players, 4 such castles remain. No option.",
     .source = "Règle de base, Préparation",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-41",
     .title = "Sponsor placed this turn",
     .text = "May a knight placed earlier in the same turn act as sponsor? Arbiter: yes, it is "
             "already on the board. Option sponsor_same_turn = false forbids it, for C9 too.",
     .source = "Règle de base, Tour d'un joueur, « Ajouter un chevalier » (« déjà présent sur le "
               "jeu »)",
     .kind = K::Ambiguity,
     .options = "sponsor_same_turn"},

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

std::span<const RuleRef> rule_reference() {
  return kRules;
}

}  // namespace arbiter::torres
