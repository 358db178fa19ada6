// The Torres rules reference, ambiguities: the points the rulebook leaves open, and the reading
// Arbiter takes. engine/torres/reference.cpp joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/torres/reference.h"

namespace arbiter::torres {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kAmbiguitiesRules = std::to_array<RuleRef>({
    // 9. Ambiguities: the reading Arbiter takes
    {.id = "A-1",
     .title = "Do card effects cost AP?",
     .text = "Does the move or placement a card grants cost AP? Arbiter: no, the card and its "
             "whole effect cost 0 AP. Option card_action_cost = standard charges 1 AP for the "
             "effect of every card except C6 and C7.",
     .source = "Règle de base, Tour d'un joueur, « Jouer une carte ACTION »",
     .kind = RuleKind::Ambiguity,
     .options = "card_action_cost"},
    {.id = "A-2",
     .title = "The AP cards",
     .text = "How do C6 and C7 work? Arbiter: they set this turn's allowance to 6 or 7 AP (1 or 2 "
             "more), may be played after AP were spent, never combine with each other or another "
             "card (one card per turn), and their extra AP expire with the turn. No option.",
     .source = "Les cartes ACTION, « 6 (7) Points action au lieu de 5 »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-3",
     .title = "Doors on stacked blocks",
     .text = "Where are the doors once blocks are stacked? Arbiter: every block has doors at its "
             "own floor, so a knight can enter from any level lower than the castle square beside "
             "it and exit at any level up to its start. Option door_model = ground_only allows "
             "entering and leaving only at level 0.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement à travers les châteaux »",
     .kind = RuleKind::Ambiguity,
     .options = "door_model"},
    {.id = "A-4",
     .title = "Entering from the same castle",
     .text = "May a knight on a low part of a castle enter a higher part of the same castle? "
             "Arbiter: yes. Option entry_from_same_castle = false forbids it.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement à travers les châteaux »",
     .kind = RuleKind::Ambiguity,
     .options = "entry_from_same_castle"},
    {.id = "A-5",
     .title = "Pieces and corridors",
     .text = "Do pieces standing on castle tops block the doors and corridors beneath them? "
             "Arbiter: no; only the exit square must be free. Option pieces_block_corridors = "
             "true makes them block.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement à travers les châteaux »",
     .kind = RuleKind::Ambiguity,
     .options = "pieces_block_corridors"},
    {.id = "A-6",
     .title = "Exit onto the same castle",
     .text = "May a crossing end on a lower part of the castle crossed? Arbiter: yes, for example "
             "a level-1 terrace beside a taller part. No option.",
     .source = "Derived from « Déplacement à travers les châteaux » (Règle de base)",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-7",
     .title = "Round trip",
     .text = "May a crossing leave by another door back onto its start square, spending 1 AP for "
             "nothing? Arbiter: no, for crossings and C4 alike. Option allow_null_traversal = "
             "true allows it.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "allow_null_traversal"},
    {.id = "A-8",
     .title = "Going down inside",
     .text = "May a knight go down inside a castle, within one square's column? Arbiter: yes, as "
             "far as it likes; this is what lets a crossing come out at a lower level. No option.",
     .source = "Règle de base, Tour d'un joueur, « Déplacement à travers les châteaux »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-9",
     .title = "Ground inside a castle",
     .text = "Is a bare ground square enclosed by a castle part of it? Arbiter: no, a castle is "
             "only its built squares; a knight there is at level 0 and scores nothing. That "
             "square may take an extension block only while no knight stands on it (C2 aside). No "
             "option.",
     .source = "Derived from « Placer un bloc de construction » (Règle de base)",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-10",
     .title = "The King and the height limit",
     .text = "Does the King count as height? Arbiter: no, it is a piece, not a block. No block "
             "may go on the King's square, C8 cannot lift the block under it, and the King's "
             "castle obeys the height limit like any other. No option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-11",
     .title = "Whose knights?",
     .text = "When a rule or card (C1, C2, C5) says « a knight », may it be another player's? "
             "Arbiter: no, moves, crossings and every card act only on your own knights: the move "
             "rule uses the same words for one's own knights, the cards are exceptions to it, and "
             "the princes may not attack one another. No option.",
     .source = "Les cartes ACTION (« un chevalier », « un de vos chevaliers »)",
     .kind = RuleKind::Ambiguity},
    {.id = "A-12",
     .title = "C2 and the height limit",
     .text = "Must C2 respect the height limit, which its text does not mention? Arbiter: yes, "
             "the castle may not end higher than its area. No option.",
     .source = "Les cartes ACTION, « poser un bloc sous un chevalier »",
     .kind = RuleKind::Ambiguity},
    {.id = "A-13",
     .title = "C2 at level 0 next to castles",
     .text = "What does C2 do under a level-0 knight beside castles? Arbiter: beside none, the "
             "block founds a castle; beside exactly one, it extends that castle; beside two or "
             "more, the card cannot be played there. Corner contact never counts. No option.",
     .source = "Les cartes ACTION, « poser un bloc sous un chevalier »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-14",
     .title = "Stacks emptied by C2",
     .text = "Does a personal stack emptied by C2 still count? Arbiter: yes, it still stands for "
             "a round to play and may receive unused blocks. Option empty_stacks_persist = false "
             "removes it, and with it the round it marked.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "empty_stacks_persist"},
    {.id = "A-15",
     .title = "Choosing the turn stack",
     .text = "When is the turn stack chosen? Arbiter: by an explicit choice, before the first "
             "block is taken from it and in any case before the turn ends; a turn with no block "
             "placed still uses up one stack. No option.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction »",
     .kind = RuleKind::Ambiguity},
    {.id = "A-16",
     .title = "Is redistribution required?",
     .text = "Must unused blocks be moved onto other stacks? Arbiter: no, it is optional and the "
             "rest go back to the supply. Option forced_redistribution = true requires it while "
             "one of your stacks holds fewer than 3 blocks.",
     .source = "Règle de base, Tour d'un joueur, « Placer un bloc de construction » (« il peut "
               "les distribuer »)",
     .kind = RuleKind::Ambiguity,
     .options = "forced_redistribution"},
    {.id = "A-17",
     .title = "Unspent AP",
     .text = "May a turn end with AP left? Arbiter: yes; they are lost, never carried over. "
             "Option must_spend_all_ap = true requires spending every AP before ending the turn "
             "or moving unused blocks.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "must_spend_all_ap"},
    {.id = "A-18",
     .title = "Empty deck",
     .text = "What if the common deck runs out? Arbiter: no more cards can be taken, and played "
             "cards are never reshuffled into a new deck. No option.",
     .source = "Règle de base, Tour d'un joueur, « Jouer une carte ACTION » (carte retirée du "
               "jeu)",
     .kind = RuleKind::Ambiguity},
    {.id = "A-19",
     .title = "Hands",
     .text = "Is there a hand limit, and are hands open? Arbiter: no limit; hands are hidden in "
             "the base game and the variant, so a record may note a draw as unseen and the card's "
             "kind is checked when it is played. No option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity},
    {.id = "A-20",
     .title = "When markers skip",
     .text = "Does the skip over spaces holding another marker apply to every gain? Arbiter: yes, "
             "to the marker action, castle points, the King bonus and Meister points. A player "
             "who gains 0 does not move, so several markers may share 0. No option.",
     .source = "Règle de base, Marque et « Avancer le marqueur de score »",
     .kind = RuleKind::Ambiguity},
    {.id = "A-21",
     .title = "Track length",
     .text = "How long is the score track, and do scores wrap around it? Arbiter: scores are "
             "unbounded and compared as numbers, never as positions on a loop. No option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-22",
     .title = "Tie for the King move",
     .text = "Who moves the King when several players share the lowest score (possible only at "
             "0)? Arbiter: the tied player latest in the round's turn order. Option "
             "king_mover_tiebreak = earliest_in_order picks the earliest.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "king_mover_tiebreak",
     .descriptive = true},
    {.id = "A-23",
     .title = "Who scores first",
     .text = "Who starts the year-end scoring? Arbiter: the first player, then clockwise; in the "
             "base game the first player never changes. Option scoring_order = leader_first "
             "starts with the highest score instead, as a later edition does.",
     .source = "Règle de base, Marque",
     .kind = RuleKind::Ambiguity,
     .options = "scoring_order"},
    {.id = "A-24",
     .title = "« Your knights » on Meister cards",
     .text = "Which knights do the Meister cards count? Arbiter: every knight of your colour on "
             "the board, at any level, 0 included. No option.",
     .source = "Version Meister, « Signification des cartes MEISTER »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-25",
     .title = "Meister reorder timing",
     .text = "Is the Meister first player redefined after each round or after each turn (« à la "
             "fin du tour »)? Arbiter: after each round and when a year starts, marker-action "
             "points counting as scoring. Option meister_reorder_timing = end_of_turn reorders "
             "the players yet to play after every turn.",
     .source = "Version Meister, « Ordre de jeu »",
     .kind = RuleKind::Ambiguity,
     .options = "meister_reorder_timing"},
    {.id = "A-26",
     .title = "Meister castle spacing",
     .text = "How far apart must Meister starting castles be, and what if no square qualifies? "
             "Arbiter: at least 3 steps along rows and columns (meister_min_distance = 3); if "
             "none is left before 8 castles exist, any empty square sharing no side with a "
             "castle. Option meister_spacing_fallback = error aborts the game instead.",
     .source = "Version Meister, « Placement initial des châteaux »",
     .kind = RuleKind::Ambiguity,
     .options = "meister_min_distance meister_spacing_fallback"},
    {.id = "A-27",
     .title = "M1: castles or knights?",
     .text = "The rulebook gives M1 twice. The German card text, quoted above the French, reads "
             "« Sie müssen nach der 1. Wertung auf genau 4 Burgen vertreten sein »: be present in "
             "exactly 4 castles, counting castles. The French reads « En ayant exactement 4 "
             "chevaliers sur des châteaux à la fin de la première année »: exactly 4 knights on "
             "castles, counting knights (5 and 6 in years 2 and 3 alike). They differ when two of "
             "your knights stand in one castle. Arbiter follows the German by default "
             "(m1_count = distinct_castles: the castles holding at least one of your knights), "
             "because the German words are the card's own, which the French translates, and the "
             "rulebook makes the card's text the condition (T-7.5); « vertreten sein », being "
             "present, can only count castles. m1_count = knights_on_castles follows the French: "
             "your knights standing on a block, however many share a castle.",
     .source = "Version Meister, carte M1",
     .kind = RuleKind::Ambiguity,
     .options = "m1_count"},
    {.id = "A-28",
     .title = "One knight and Meister patterns",
     .text = "Does a single knight on the board satisfy M2, M4, M6 or M8? Arbiter: yes, read "
             "literally (meister_min_knights = 1). Setting meister_min_knights to 2 or more, a "
             "house rule, requires that many knights.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "meister_min_knights"},
    {.id = "A-29",
     .title = "M8 chain",
     .text = "What links the M8 chain? Arbiter: squares sharing a side, as everywhere in the "
             "game, levels ignored. Option m8_adjacency = eight_neighbour lets corner contact "
             "link it too.",
     .source = "Version Meister, carte M8 (« nebeneinander »)",
     .kind = RuleKind::Ambiguity,
     .options = "m8_adjacency"},
    {.id = "A-30",
     .title = "M2 line, M5 square",
     .text = "What counts as a line for M2 and a square for M5? Arbiter: M2 takes any row, column "
             "or 45° diagonal, gaps allowed, levels ignored; M5 needs 4 knights on the corners of "
             "a square aligned with the board, side 1 or more, other knights anywhere. No option.",
     .source = "Version Meister, cartes M2 et M5",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-31",
     .title = "« Citadelle »",
     .text = "Two French card texts (C2, C4) say « Citadelle »: is that something other than a "
             "castle? Arbiter: no, it simply means castle. No option.",
     .source = "Les cartes ACTION (« Citadelle »)",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-32",
     .title = "When a card is played",
     .text = "Can a card interrupt another action? Arbiter: no, a card is played between two "
             "actions, never in the middle of one such as a castle crossing. No option.",
     .source = "Règle de base, Tour d'un joueur, « Jouer une carte ACTION » (« à tout moment »)",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-33",
     .title = "C8: final position",
     .text = "Are C8's limits checked after the lift or once the block is placed? Arbiter: on the "
             "final position, so a block may leave one end of a castle and go back elsewhere on "
             "it if the result is legal; joins and new castles are judged with the block already "
             "lifted, and the lift may not split its castle. Option c8_check_intermediate = true "
             "also requires 6 castles and the height limit right after the lift.",
     .source = "Les cartes ACTION, « un bloc non couvert »",
     .kind = RuleKind::Ambiguity,
     .options = "c8_check_intermediate"},
    {.id = "A-34",
     .title = "C8: « any square »",
     .text = "Where may C8 put the block? Arbiter: wherever a normal block may go (extend one "
             "castle, heighten a free top), or on free ground sharing no side with a castle, "
             "founding one; never an occupied square, never its own square, never a join. No "
             "option.",
     .source = "Les cartes ACTION, « un bloc non couvert »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-35",
     .title = "C9, C10, C5 details",
     .text = "Arbiter: C9's sponsor must be another of your knights, judged once the moved knight "
             "has left; C10 jumps only an opponent's knight on a square sharing a side with the "
             "jumper's; C5 needs a free destination. Every destination differs from the start. No "
             "option.",
     .source = "Les cartes ACTION",
     .kind = RuleKind::Ambiguity},
    {.id = "A-36",
     .title = "Castle to castle",
     .text = "How does a knight get from one castle to another? Castles never share a side, so "
             "simple moves, C1, crossings and C4 never do it directly; only C5 (corner contact), "
             "C9, C10 over an opponent's knight on the ground between them, or going down to "
             "level 0 can. This follows from the rules; no option.",
     .source = "Derived from « Placer un bloc de construction » (Règle de base)",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-37",
     .title = "Variant: the 2 returned cards",
     .text = "Do the 2 cards put back go to the same place, and in which order? Arbiter: both go "
             "on top or both go under the deck, in the order the player chooses. Option "
             "variant_return = each lets each card go on top or under on its own.",
     .source = "Variante de règle, « Prendre des cartes ACTION »",
     .kind = RuleKind::Ambiguity,
     .options = "variant_return"},
    {.id = "A-38",
     .title = "Unconfirmed data",
     .text = "The 3-player PHASE card, the starting squares and the track length are not printed "
             "in the rulebook. Arbiter keeps the first two as replaceable data (data/torres.json, "
             "--data) and uses unbounded scores.",
     .source = "Not in the rulebook: Arbiter's data",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-39",
     .title = "Edition differences",
     .text = "Later editions give 7 knights per colour, one of them serving as score marker, and "
             "make personal decks the base game. Arbiter follows this rulebook: 6 knights plus a "
             "separate marker, and one shared deck in the base game. No option.",
     .source = "Règle de base, Contenu et Préparation",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-40",
     .title = "Where the King starts",
     .text = "Which castles may receive the King at setup (« sans occupant »)? Arbiter: any "
             "castle with no piece on it; with 4 players, 4 such castles remain. No option.",
     .source = "Règle de base, Préparation",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-41",
     .title = "Sponsor placed this turn",
     .text = "May a knight placed earlier in the same turn act as sponsor? Arbiter: yes, it is "
             "already on the board. Option sponsor_same_turn = false forbids it, for C9 too.",
     .source = "Règle de base, Tour d'un joueur, « Ajouter un chevalier » (« déjà présent sur le "
               "jeu »)",
     .kind = RuleKind::Ambiguity,
     .options = "sponsor_same_turn"},

});

}  // namespace

std::span<const RuleRef> reference_ambiguities() {
  return kAmbiguitiesRules;
}

}  // namespace arbiter::torres
