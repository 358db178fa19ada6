// The Torres rules reference, turn: setup, the turn, years and year-end scoring, the King and the
// end. engine/torres/reference.cpp joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/torres/reference.h"

namespace arbiter::torres {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kTurnRules = std::to_array<RuleRef>({
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

});

}  // namespace

std::span<const RuleRef> reference_turn() {
  return kTurnRules;
}

}  // namespace arbiter::torres
