// The Comuni rules reference, ambiguities: the points the rulebook leaves open, and the reading
// Arbiter takes. engine/comuni/reference.cpp joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/comuni/reference.h"

namespace arbiter::comuni {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kAmbiguitiesRules = std::to_array<RuleRef>({
    // 7 Ambiguities: the reading Arbiter takes
    {.id = "AMB-1",
     .title = "Top up a moved envoy?",
     .text = "May a displaced envoy that moves onto another bid take extra GOLD from its owner's "
             "stock? Default: no, it moves with exactly its GOLD, which must be strictly more "
             "than the bid there, as the player aid says. With displaced_may_add_gold=true the "
             "owner may add GOLD, the total then having to beat that bid.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre »; Aide de jeu, « Faire une "
               "offre »",
     .kind = RuleKind::Ambiguity,
     .options = "displaced_may_add_gold"},
    {.id = "AMB-2",
     .title = "Equal GOLD, or back to the lost column",
     .text = "Can a displaced envoy move onto a bid equal to its GOLD, or back to the column it "
             "just lost? Arbiter refuses both: the bid there must be strictly lower (« une offre "
             "plus basse »), and the lost column now holds a higher bid. No option changes this.",
     .source = "Derived from Phase 1 « Projets », option 1 « Faire une offre »",
     .kind = RuleKind::Ambiguity},
    {.id = "AMB-3",
     .title = "Empty or unused columns",
     .text = "May an envoy bid on, or move to, a column holding no card or a column not in use? "
             "Unused columns: never. Columns in use without cards, possible only once pile D is "
             "exhausted: refused by default, since such a bid can never bring anything; "
             "bid_on_empty_column=true allows them.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "bid_on_empty_column"},
    {.id = "AMB-4",
     .title = "Three envoys: income too?",
     .text = "When all 3 envoys are out the player has to claim; does that also forbid "
             "collecting income? Default: yes, a claim is the only choice "
             "(three_envoys_force_claim=true). With false the player may claim or collect "
             "income; a bid stays impossible.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre », « Important »",
     .kind = RuleKind::Ambiguity,
     .options = "three_envoys_force_claim"},
    {.id = "AMB-5",
     .title = "More bids than envoys?",
     .text = "Can a player hold more than 3 bids? No: every bid uses an envoy from stock, and an "
             "outbid envoy is either taken back or moved, never copied. So a player has at most "
             "3 envoys, and no more than the columns in use, on the board.",
     .source = "Derived from « Le matériel » and Phase 1 « Projets », option 1 « Faire une offre "
               "»",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-6",
     .title = "Player aid and rulebook on moves",
     .text = "The player aid words displacement differently (a bid on a « free » column; a move "
             "to another column « occupied or not »). Arbiter sees no conflict once AMB-1 is "
             "settled: the only open point is topping up the moved GOLD, set by "
             "displaced_may_add_gold.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre »; Aide de jeu, « Faire une "
               "offre »",
     .kind = RuleKind::Ambiguity,
     .options = "displaced_may_add_gold",
     .descriptive = true},
    {.id = "AMB-7",
     .title = "Who has the pawn's +1",
     .text = "Which player gets the pawn's +1 defence in an invasion? In A to C the active "
             "player, since the pawn only moves at the end of a turn; against the Emperor the "
             "drawer of the last D card. The +1 counts even when that player commits no defence "
             "armies.",
     .source = "Derived from « Préparatifs », « Fin d'un tour » and « L'invasion de l'empereur »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-8",
     .title = "Final round order",
     .text = "The drawer keeps the pawn, then all players, the drawer included, play a last "
             "turn: in which order? Default left_of_drawer_first: clockwise from the drawer's "
             "left neighbour, the drawer last. final_round_order=drawer_first: the drawer plays "
             "again at once, then the others clockwise.",
     .source = "Les invasions, « L'invasion de l'empereur »",
     .kind = RuleKind::Ambiguity,
     .options = "final_round_order"},
    {.id = "AMB-9",
     .title = "What guild masters compare",
     .text = "The rulebook speaks both of more points from buildings of a category (a sum) and "
             "of the most valuable building (one building). Default vp_sum: the VP earned by all "
             "buildings of the category; guild_measure=tallest compares the tallest building, "
             "floor_sum the floor total. The first claim always needs a 2-floor building, and a "
             "takeover a strictly greater measure.",
     .source = "Phase 4 « Maîtres de corporation »; Aide de jeu, « Réclamer des Maîtres de "
               "Corporation »",
     .kind = RuleKind::Ambiguity,
     .options = "guild_measure"},
    {.id = "AMB-10",
     .title = "Base income of choice",
     .text = "The die symbol in a comune's base income stands for one resource of the player's "
             "choice; how many each comune gets is shown only by icons on its screen. Arbiter "
             "reads the fixed part and the number of choices from its data file: by default one "
             "choice each, two for Siena.",
     .source = "Phase 1 « Projets », option 3 « Faire rentrer des gains », « Rendement de base "
               "de ton comune »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-11",
     .title = "When the supply runs short",
     .text = "Income: the missing part is lost. Claim bonus: a kind still in the supply, none if "
             "it is empty. Bonus rampart cards: none once the 11 are used. Loot: by default a "
             "count with no limit (loot_supply=unlimited); loot_supply=capped gives only what is "
             "left of the 50 tiles.",
     .source = "Phase 1 « Projets », option 3 « Faire rentrer des gains », « Important »; Not in "
               "the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "loot_supply"},
    {.id = "AMB-12",
     .title = "How conversions work",
     .text = "Is « 2 X instead of 1 Y » an exchange with the supply or a direct payment? Default "
             "exchange_or_substitute: an exchange when the supply holds Y, and a pair may still "
             "be spent directly as an army in an invasion, or as ART when the supply has none. "
             "conversion_mode=exchange_only allows exchanges only. Bid GOLD must always be real "
             "GOLD.",
     .source = "Bâtiments et ressources; Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "conversion_mode"},
    {.id = "AMB-13",
     .title = "When the invasion interrupts",
     .text = "The rulebook stops the refill at once; the player aid waits for the end of phase "
             "2. Default immediate: invade on the last card, then refill from the next pile. "
             "invasion_timing=end_of_phase2: finish the refill, then invade before phase 3. Only "
             "what players know differs; the last D card never starts an invasion.",
     .source = "Phase 2 « Rajouter des cartes de projet », « Important »; Aide de jeu, « "
               "Rajouter des cartes Projets »",
     .kind = RuleKind::Ambiguity,
     .options = "invasion_timing"},
    {.id = "AMB-14",
     .title = "Two piles in one refill",
     .text = "Could one refill empty two piles? Not with consistent data, since piles B to D "
             "each hold at least the whole display (checked at load). If it did happen, the "
             "invasions would follow one another in pile order.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-15",
     .title = "Ramparts and the set bonus",
     .text = "Do ramparts count for the set bonus? No: they are no building category and earn no "
             "VP, so they neither complete the four categories nor can be the smallest building.",
     .source = "Derived from « Renforcer les remparts » and « Évaluation finale »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-16",
     .title = "Size of the set bonus",
     .text = "Is the set bonus the smallest building's floors or its full value? Default "
             "building_vp: the VP it earned (1, 3, 6 or 10), as « valeur complète » and the "
             "aid's victory points suggest. set_bonus=floors: its floor count. The two agree for "
             "a 1-floor building.",
     .source = "Évaluation finale; Aide de jeu, « Fin de la partie »",
     .kind = RuleKind::Ambiguity,
     .options = "set_bonus"},
    {.id = "AMB-17",
     .title = "Reading the invasion table",
     .text = "What does the marker table count? Row A is pile A after the first display, rows B "
             "to D are whole piles, since the marker shows the cards left in the current pile; "
             "no other reading accounts for all 88 cards at 5 players. Arbiter checks its data "
             "file against it.",
     .source = "Derived from « Préparatifs » and « Le compteur d'invasions »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-18",
     .title = "Attack below zero",
     .text = "If the alliance is larger than a player's attack, what is left is 0 (a crest "
             "cannot go below the start of the track), and that player is safe whatever their "
             "defence.",
     .source = "Derived from Les invasions, étape 4",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-19",
     .title = "Hero tiles when the top giver is looted",
     .text = "A contributor who took loot is skipped and the next qualifying one gets the higher "
             "tile. The rule for a lone contributor is applied to a lone qualifying player, and "
             "ties use score-track VP at the time of the invasion.",
     .source = "Les invasions, « Les tuiles de héros »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-20",
     .title = "General cards",
     .text = "Which categories can a general card build? Only those whose symbols it shows; a "
             "4-symbol card fits all four. Any card, general or not, can go into a rampart.",
     .source = "Phase 3 « Construire », « Les cartes de projet »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-21",
     .title = "Bonus rampart cards",
     .text = "A bonus rampart card is an ordinary rampart card: it can be manned as floor 1 of "
             "its section, and raised to floor 4, which earns another bonus card while any "
             "remain.",
     .source = "Phase 3 « Construire », « Renforcer les remparts »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-22",
     .title = "One repair per turn",
     .text = "Is phase 5 a single repair or several? A single one per turn: 1 PIL for one tile, "
             "or 3 PIL for two.",
     .source = "Phase 5 « Réparer les dommages »; Aide de jeu, « Réparer les dommages des "
               "pillages »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-23",
     .title = "Majorities: zero and bid GOLD",
     .text = "Does anyone score a resource nobody holds, and does GOLD in unclaimed bids count? "
             "Default: a maximum of 0 scores nothing (majority_requires_one=true; with false, "
             "players tied at 0 score 1 each), and bid GOLD is ignored (count_board_gold=false; "
             "true adds it).",
     .source = "Évaluation finale; Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "majority_requires_one count_board_gold"},
    {.id = "AMB-24",
     .title = "Hidden information",
     .text = "Resources, loot and hero tiles are hidden behind the screens; bids, buildings, "
             "ramparts, activation cards, masters and scores are public, and cards taken from "
             "columns are known in effect. Invasion commitments stay secret until revealed "
             "together. An Arbiter record holds everything.",
     .source = "Préparatifs; Les invasions, étape 3",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-25",
     .title = "Any building step activates",
     .text = "Does adding to a building that is not the tallest of its category activate the "
             "card? Yes, every building step activates its category, though income still counts "
             "only the tallest building. Ramparts never activate.",
     .source = "Phase 3 « Construire », « Cartes d'activation et gains »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-26",
     .title = "Game length",
     .text = "Nothing forces the game to end: players could take income forever and never claim. "
             "Arbiter accepts records of any length; its random self-test stops a game at a "
             "fixed cap and reports it.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-27",
     .title = "Invader names",
     .text = "The French edition sends France second and the Pope third; Italian sources swap "
             "them. The names are labels only: the strength goes with the pile (A 4, B 8, C 12, "
             "D 16).",
     .source = "Les invasions",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-28",
     .title = "Box counts",
     .text = "Some outside descriptions give 200 resources or 45 envoys. The rulebook lists 210 "
             "resources and 15 envoys (3 per colour), and Arbiter uses those.",
     .source = "Le matériel",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-29",
     .title = "Column layout and player symbols",
     .text = "The sizes and order of the columns, and which cards carry which player symbols, "
             "are not in the rulebook. Arbiter keeps them in its data file (column sizes, bonus "
             "columns, columns in use, each card's minimum player count) so they can be "
             "corrected.",
     .source = "Not in the rulebook: Arbiter's reading (data default)",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "AMB-30",
     .title = "Playing the final round",
     .text = "Can players build in the final round? Yes: phases 1, 3, 4 and 5 are played, and "
             "cards claimed in a final turn can be built in it. Bids may still be placed but "
             "never claimed; their GOLD stays on the board and counts for majorities only with "
             "count_board_gold.",
     .source = "Les invasions, « L'invasion de l'empereur »",
     .kind = RuleKind::Ambiguity,
     .options = "count_board_gold",
     .descriptive = true},
});

}  // namespace

std::span<const RuleRef> reference_ambiguities() {
  return kAmbiguitiesRules;
}

}  // namespace arbiter::comuni
