// The Comuni rules reference, turn: the five phases of a turn. engine/comuni/reference.cpp joins
// the parts into the one table (rule_reference()).
#include <array>

#include "engine/comuni/reference.h"

namespace arbiter::comuni {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kTurnRules = std::to_array<RuleRef>({
    // 3 A turn
    {.id = "C-3",
     .title = "A turn",
     .text = "A turn runs phase 1 Projects, phase 2 Refill, phase 3 Build, phase 4 Guild masters "
             "and phase 5 Repair, then the pawn passes left. Arbiter cites this id for an action "
             "that fits no phase.",
     .source = "Déroulement d'un tour"},
    {.id = "C-3.0.1",
     .title = "Five phases in order",
     .text = "The active player plays the five phases in this order: 1 Projects, 2 Refill, 3 "
             "Build, 4 Guild masters, 5 Repair. When they are done, the pawn goes to the left "
             "neighbour.",
     .source = "Déroulement d'un tour; Fin d'un tour",
     .descriptive = true},
    {.id = "C-3.0.2",
     .title = "Decisions by other players",
     .text = "Some choices are made by players other than the active one: the owner of an outbid "
             "envoy decides what it does (the active player too, when a chain of moves reaches "
             "their other envoy), and every player commits armies in an invasion.",
     .source = "Derived from Phase 1 « Projets », option 1 « Faire une offre » and « Les "
               "invasions »",
     .descriptive = true},
    // 3.1 Phase 1, projects
    {.id = "C-3.1",
     .title = "Phase 1: projects",
     .text = "In phase 1 the active player does exactly one of three things: bid for a column "
             "with an envoy, claim every column holding one of their envoys, or collect income. "
             "Conversions may come first; any other action is refused.",
     .source = "Phase 1 « Projets »"},
    {.id = "C-3.1.1",
     .title = "Three envoys out: claim",
     .text = "A player whose 3 envoys are all on the board cannot bid and has to claim. By "
             "default this also rules out income (three_envoys_force_claim); with the option "
             "off, the player may claim or collect income.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre », « Important »",
     .options = "three_envoys_force_claim"},
    {.id = "C-3.1.2",
     .title = "A claim needs an envoy",
     .text = "Claiming is legal only with at least one own envoy on the board. Without one it "
             "would amount to passing, and the rules offer no pass.",
     .source = "Not in the rulebook: Arbiter's reading (Phase 1 « Projets », option 2 « Réclamer "
               "des projets »)"},
    {.id = "C-3.1.3",
     .title = "Where a bid may go",
     .text = "A bid needs an envoy in the player's stock and goes on a column in use that holds "
             "at least one card and none of the player's own envoys: one envoy per column, and "
             "nobody raises their own bid. A column without cards is allowed only with "
             "bid_on_empty_column.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre »",
     .options = "bid_on_empty_column"},
    {.id = "C-3.1.4",
     .title = "Bid amount",
     .text = "The bidder places one envoy on the column with any amount of their own GOLD, zero "
             "included. GOLD obtained just before by converting 2 PIL counts.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre », « Remarque »"},
    {.id = "C-3.1.5",
     .title = "Outbid by at least one GOLD",
     .text = "Any amount will do on a column without a bid. On a column holding another player's "
             "envoy with b GOLD, the new bid must be b + 1 or more; a player who cannot reach "
             "that may not bid there.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre »"},
    {.id = "C-3.1.6",
     .title = "Free column: phase 1 ends",
     .text = "When the column had no bid on it, nothing more happens and the player's phase 1 is "
             "over.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre »"},
    {.id = "C-3.1.7",
     .title = "Outbid envoy: back or move",
     .text = "The owner of the outbid envoy either takes it back with all its GOLD into their "
             "stock, or pays 1 PIL to move it, carrying exactly its GOLD, to another column in "
             "use. That column must hold cards and either no bid or another player's bid "
             "strictly lower than the GOLD moved, possibly the active player's. Without PIL or "
             "such a column, only taking back remains.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre »; Aide de jeu, « Faire une "
               "offre »",
     .options = "displaced_may_add_gold bid_on_empty_column"},
    {.id = "C-3.1.8",
     .title = "Chain of displacements",
     .text = "If the moved envoy outbids another envoy, that envoy's owner gets the same choice, "
             "and so on. Under the default rules the GOLD moved shrinks at each step, so a bid "
             "of g GOLD can set off at most g + 1 displacements.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre »",
     .options = "displaced_may_add_gold"},
    {.id = "C-3.1.9",
     .title = "Bids are public",
     .text = "Everybody can see the envoys on the columns and the GOLD placed with them.",
     .source = "Derived from Phase 1 « Projets », option 1 « Faire une offre »",
     .descriptive = true},
    {.id = "C-3.1.10",
     .title = "Claim every column",
     .text = "A claim takes all the columns holding the player's envoys, never just some: their "
             "cards go to the hand, the envoys back to stock, and the GOLD on them to the "
             "general supply. A claimed 1-card column with the bonus space also gives one "
             "resource of choice from the supply, if any is left.",
     .source = "Phase 1 « Projets », option 2 « Réclamer des projets »"},
    {.id = "C-3.1.11",
     .title = "Claimed cards build at once",
     .text = "Cards claimed in phase 1 may be used in phase 3 of the same turn. There is no hand "
             "limit before the end of phase 3.",
     .source = "Phase 1 « Projets », option 2 « Réclamer des projets »"},
    {.id = "C-3.1.12",
     .title = "Income",
     .text = "Income is the comune's base income, plus, for every category whose activation card "
             "is active, as many resources of that category's kind as the floors of the player's "
             "tallest building in it, plus 1 matching resource per guild master held. Economy "
             "yields GOLD, military ARMY, culture ART and religion PIL.",
     .source = "Phase 1 « Projets », option 3 « Faire rentrer des gains »"},
    {.id = "C-3.1.13",
     .title = "Income turns cards inactive",
     .text = "Once income is collected, the player turns all four activation cards back to the "
             "grey side.",
     .source = "Phase 1 « Projets », option 3 « Faire rentrer des gains », « Rendement de tes "
               "bâtiments »"},
    {.id = "C-3.1.14",
     .title = "Income the supply lacks",
     .text = "Income comes from the general supply, and whatever it cannot provide is lost. "
             "Arbiter pays the fixed amounts first, then each resource of choice must be a kind "
             "still available, so a choice cannot replace a fixed amount that ran short.",
     .source = "Phase 1 « Projets », option 3 « Faire rentrer des gains », « Important »"},
    // 3.2 Phase 2, refill
    {.id = "C-3.2",
     .title = "Phase 2: refill",
     .text = "Only after a claim, the empty card slots of the columns in use are refilled from "
             "the current pile; emptying pile A, B or C brings its invasion. During a refill the "
             "only possible action is the card drawn.",
     .source = "Phase 2 « Rajouter des cartes de projet »"},
    {.id = "C-3.2.1",
     .title = "Refill after a claim",
     .text = "Only a player who claimed in phase 1 refills. Every empty slot of the columns in "
             "use gets a card, starting with the leftmost column and completing each column "
             "before the next.",
     .source = "Phase 2 « Rajouter des cartes de projet »"},
    {.id = "C-3.2.2",
     .title = "Draw order and marker",
     .text = "Cards come from pile A until it is empty, then from B, then C, then D. The "
             "invasion marker goes down one square per card drawn, so it always shows the cards "
             "left in the current pile.",
     .source = "Phase 2 « Rajouter des cartes de projet », « Le compteur d'invasions »",
     .descriptive = true},
    {.id = "C-3.2.3",
     .title = "Empty pile: invasion",
     .text = "Drawing the last card of pile A, B or C starts that pile's invasion at once, even "
             "with slots still empty. With invasion_timing=end_of_phase2 the refill is first "
             "completed from the next pile, and the invasion comes before phase 3.",
     .source = "Phase 2 « Rajouter des cartes de projet », « Important »",
     .options = "invasion_timing"},
    {.id = "C-3.2.4",
     .title = "Refill resumes after it",
     .text = "After the invasion the slots still empty are filled from the next pile, and the "
             "marker is set to the number of cards left in that pile.",
     .source = "Phase 2 « Rajouter des cartes de projet », « Le compteur d'invasions »",
     .descriptive = true},
    {.id = "C-3.2.5",
     .title = "Marker on a new pile",
     .text = "A pile that comes into use therefore starts the marker at its row of the invasion "
             "table for the player count, and each card drawn from it lowers the marker by one.",
     .source = "Derived from « Préparatifs » and « Le compteur d'invasions »",
     .descriptive = true},
    {.id = "C-3.2.6",
     .title = "Last D card: no invasion",
     .text = "Drawing the last card of pile D starts no invasion. Any slot still empty stays "
             "empty for the rest of the game, and the Emperor's rules take over.",
     .source = "Les invasions, « L'invasion de l'empereur »",
     .descriptive = true},
    {.id = "C-3.2.7",
     .title = "One pile per refill",
     .text = "Piles B, C and D must each hold at least as many cards as the whole display, so "
             "one refill empties at most one pile; Arbiter checks this when it loads its data. "
             "Should a data file break it, the invasions are resolved one after the other in "
             "pile order.",
     .source = "Not in the rulebook: Arbiter's reading (data check)"},
    {.id = "C-3.2.8",
     .title = "No refill in the final round",
     .text = "Phase 2 is skipped in the final round, as no project cards are left.",
     .source = "Les invasions, « L'invasion de l'empereur »"},
    // 3.3 Phase 3, build
    {.id = "C-3.3",
     .title = "Phase 3: build",
     .text = "The player uses cards from hand on buildings and rampart sections through full "
             "build actions (one free, more at 1 ART each), then discards down to 2 cards. Only "
             "building, rampart, buy-an-action and end-of-phase actions, and conversions, are "
             "accepted.",
     .source = "Phase 3 « Construire »"},
    {.id = "C-3.3.1",
     .title = "Extra build actions cost 1 ART",
     .text = "Phase 3 comes with one full build action for free; every further one costs 1 ART, "
             "as many as the player can pay. With no ART in the supply, Arbiter lets 2 PIL pay "
             "for it by default (see AMB-12).",
     .source = "Phase 3 « Construire », « L'action de construction »",
     .options = "conversion_mode"},
    {.id = "C-3.3.2",
     .title = "One step of each kind per action",
     .text = "A full build action holds at most one building step and at most one rampart step, "
             "either or both, in any order. Building and ramparts cost no resources beyond the "
             "ART these rules ask for.",
     .source = "Phase 3 « Construire », « L'action de construction »"},
    {.id = "C-3.3.3",
     .title = "Building step",
     .text = "A building step plays one card from hand either to found a new building of 1 floor "
             "or to put exactly one more floor on one of the player's own buildings.",
     .source = "Phase 3 « Construire », « Construire de nouveaux bâtiments », « Aménager des "
               "bâtiments »"},
    {.id = "C-3.3.4",
     .title = "Card category",
     .text = "A single-category card builds only its own category. A general card builds any "
             "category shown among its 2 to 4 symbols, and the player names the category when "
             "founding a building with it. A new floor on a category-X building needs an X card "
             "or a general card showing X.",
     .source = "Phase 3 « Construire », « Les cartes de projet », « Aménager des bâtiments »"},
    {.id = "C-3.3.5",
     .title = "Card level",
     .text = "A card's level, plus 1 for each ART paid for that card, must reach the number of "
             "the floor it creates: 1 for a new building or section, k + 1 on top of k floors. "
             "Ramparts follow the same rule.",
     .source = "Phase 3 « Construire », « Aménager des bâtiments », « Exemples d'aménagement »",
     .options = "conversion_mode"},
    {.id = "C-3.3.6",
     .title = "At most 4 floors",
     .text = "No building or rampart section can exceed 4 floors, but a player may own any "
             "number of buildings, several per category. A placed card never moves again, and "
             "its level no longer matters: only the number of cards, i.e. floors, counts.",
     .source = "Phase 3 « Construire », « Autres règles importantes », « Renforcer les remparts "
               "»"},
    {.id = "C-3.3.7",
     .title = "VP for each floor",
     .text = "Each building step scores at once, on the score track, VP equal to the building's "
             "new number of floors. A building of 1, 2, 3 or 4 floors has thus earned 1, 3, 6 or "
             "10 VP in all.",
     .source = "Phase 3 « Construire », « Autres règles importantes »"},
    {.id = "C-3.3.8",
     .title = "Building activates",
     .text = "A building step in a category turns that category's activation card to its "
             "coloured side (it stays so if it already was).",
     .source = "Phase 3 « Construire », « Cartes d'activation et gains »"},
    {.id = "C-3.3.9",
     .title = "Rampart step",
     .text = "A rampart step plays any card, special or general, face down to start a new "
             "section of 1 floor or add a floor to an existing one. Level rule and 4-floor limit "
             "are as for buildings; sections are unlimited, and one need not be finished before "
             "the next is begun.",
     .source = "Phase 3 « Construire », « Renforcer les remparts »"},
    {.id = "C-3.3.10",
     .title = "Bonus rampart card",
     .text = "A section reaching its 4th floor earns at once, for free, a bonus rampart card "
             "from the supply, which forms a new 1-floor section that can be raised like any "
             "other. Once the 11 bonus cards are gone, nothing is given.",
     .source = "Phase 3 « Construire », « Renforcer les remparts »"},
    {.id = "C-3.3.11",
     .title = "Ramparts score nothing",
     .text = "Ramparts never give VP and never turn an activation card.",
     .source = "Phase 3 « Construire », « Renforcer les remparts »"},
    {.id = "C-3.3.12",
     .title = "Hand limit of 2",
     .text = "At the end of phase 3 a player holding more than 2 cards discards cards of their "
             "choice until 2 remain. Discarded cards are out of the game.",
     .source = "Phase 3 « Construire », « Autres règles importantes »"},
    // 3.4 Phase 4, guild masters
    {.id = "C-3.4",
     .title = "Phase 4: guild masters",
     .text = "After building, the active player's guild masters are settled automatically: a "
             "free master goes to them with a building of 2 or more floors in its category, and "
             "a master held by someone else comes to them if their buildings of that category "
             "are worth more.",
     .source = "Phase 4 « Maîtres de corporation »",
     .options = "guild_measure"},
    {.id = "C-3.4.1",
     .title = "Masters start free",
     .text = "At the start of the game, nobody holds any of the four guild masters.",
     .source = "Phase 4 « Maîtres de corporation »",
     .descriptive = true},
    {.id = "C-3.4.2",
     .title = "First master",
     .text = "A free guild master goes to the first player who owns a building of at least 2 "
             "floors in its category; Arbiter hands it over in that player's phase 4.",
     .source = "Phase 4 « Maîtres de corporation »; Aide de jeu, « Réclamer des Maîtres de "
               "Corporation »",
     .descriptive = true},
    {.id = "C-3.4.3",
     .title = "Taking a master over",
     .text = "A master held by another player comes to the active player, in their phase 4, when "
             "their buildings of the category are worth strictly more than the holder's; a tie "
             "leaves it where it is. By default Arbiter compares the VP those buildings earned "
             "(1, 3, 6 or 10 each); guild_measure can compare the tallest building or the floor "
             "total instead.",
     .source = "Phase 4 « Maîtres de corporation »",
     .options = "guild_measure",
     .descriptive = true},
    {.id = "C-3.4.4",
     .title = "Master effects",
     .text = "One player may hold several masters, and a master never goes back to the supply. "
             "Each gives 1 resource of its kind at every income, and 3 VP at final scoring.",
     .source = "Phase 4 « Maîtres de corporation »; Évaluation finale"},
    // 3.5 Phase 5, repair
    {.id = "C-3.5",
     .title = "Phase 5: repair",
     .text = "The player may spend pilgrims to get rid of loot tiles. Arbiter always records "
             "this phase, even when nothing is repaired.",
     .source = "Phase 5 « Réparer les dommages »"},
    {.id = "C-3.5.1",
     .title = "Repair loot",
     .text = "Once per turn the player may pay 1 PIL to discard one of their loot tiles, or 3 "
             "PIL to discard two. Pilgrims and tiles go back to the supply; two tiles for 2 PIL "
             "is not allowed.",
     .source = "Phase 5 « Réparer les dommages »"},
    // 3.6 End of turn
    {.id = "C-3.6",
     .title = "End of turn",
     .text = "When phase 5 is over, the pawn goes to the left neighbour, who starts their turn; "
             "the drawer of the last D card and the final round are the exceptions.",
     .source = "Fin d'un tour"},
    {.id = "C-3.6.1",
     .title = "Pass the pawn",
     .text = "After phase 5 the player hands the alliance-chief pawn to the left neighbour (the "
             "next comune number in play), who becomes active. The player who drew the last D "
             "card keeps it instead, and it does not move during the final round.",
     .source = "Fin d'un tour; Les invasions, « L'invasion de l'empereur »"},
});

}  // namespace

std::span<const RuleRef> reference_turn() {
  return kTurnRules;
}

}  // namespace arbiter::comuni
