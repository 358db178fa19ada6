// The Torres rules reference, versions: the variant, the Meister version and the action cards.
// engine/torres/reference.cpp joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/torres/reference.h"

namespace arbiter::torres {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kVersionsRules = std::to_array<RuleRef>({
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
     .kind = RuleKind::Data},
    {.id = "M1",
     .title = "Meister: castles held",
     .text = "At the end of year 1, 2 or 3, a player present in exactly 4, 5 or 6 castles "
             "respectively scores 5, 15 or 30 points. Arbiter counts the castles holding at least "
             "one of your knights (the German card text, « auf genau 4 Burgen vertreten »); "
             "m1_count = knights_on_castles counts your knights at level 1 or more instead (the "
             "French text, « exactement 4 chevaliers sur des châteaux »). Why the German is the "
             "default: A-27.",
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

});

}  // namespace

std::span<const RuleRef> reference_versions() {
  return kVersionsRules;
}

}  // namespace arbiter::torres
