#include "engine/comuni/reference.h"

#include <array>

namespace arbiter::comuni {
namespace {

using K = RuleKind;

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kRules = std::to_array<RuleRef>({
    // 1 Components
    {.id = "C-1.1",
     .title = "The board",
     .text = "The board carries the score track with each invasion's starting square beside it "
             "(4, 8, 12, 16), spaces for piles A to D, the invasion counter, crest-shaped spaces "
             "for the hero tiles and the project columns. The two columns that hold a single "
             "card have an extra space worth one resource of choice when claimed. Arbiter's data "
             "assumes seven columns of 1 to 3 card slots.",
     .source = "Préparatifs; Phase 1 « Projets », option 2 « Réclamer des projets »; Aide de "
               "jeu, « Invasions »",
     .kind = K::Data},
    {.id = "C-1.2",
     .title = "Pieces of each comune",
     .text = "Each of the five comuni has a screen numbered 1 to 5, three envoys, a score "
             "marker, a city crest and four two-sided activation cards, one per category (grey "
             "side inactive, coloured side active). That makes 15 envoys, 5 markers, 5 crests "
             "and 20 activation cards in the box.",
     .source = "Le matériel; Préparatifs",
     .kind = K::Data,
     .descriptive = true},
    {.id = "C-1.3",
     .title = "210 resources",
     .text = "The box holds 210 resource pieces of four kinds: gold sacks (GOLD), armies (ARMY), "
             "pilgrims (PIL) and artisans (ART). No split per kind is given; Arbiter's data "
             "assumes 60 GOLD and 50 of each other kind, and checks that the total is 210.",
     .source = "Le matériel",
     .kind = K::Data},
    {.id = "C-1.4",
     .title = "Invasion marker and pawn",
     .text = "One invasion marker, which shows how many cards are left in the current pile, and "
             "one alliance-chief pawn, which passes from player to player and gives its holder "
             "+1 defence in an invasion.",
     .source = "Le matériel; Préparatifs",
     .kind = K::Data,
     .descriptive = true},
    {.id = "C-1.5",
     .title = "88 project cards",
     .text = "88 project cards with backs A, B, C and D. Each shows a level from 1 to 4 (top "
             "left), either a single category (frame colour and symbol) or, on the dark-red "
             "general cards, 2 to 4 category symbols, and player symbols at the bottom that "
             "decide whether it is used. The rulebook does not list the cards; Arbiter's data "
             "file supplies an assumed list.",
     .source = "Le matériel; Phase 3 « Construire », « Les cartes de projet »",
     .kind = K::Data},
    {.id = "C-1.6",
     .title = "Ramparts, masters and tiles",
     .text = "11 bonus rampart cards; 4 guild-master cards, Treasurer (economy), Captain "
             "(military), Architect (culture) and Bishop (religion); 8 hero tiles, two of "
             "different values for each invasion; 50 loot tiles.",
     .source = "Le matériel; Phase 4 « Maîtres de corporation »; Les invasions, « Les tuiles de "
               "héros »",
     .kind = K::Data},
    {.id = "C-1.7",
     .title = "A closed supply",
     .text = "The general supply only ever holds the pieces in the box; no rule creates more. "
             "The one exception is loot under the default loot_supply=unlimited, where a "
             "player's loot is just a count. What a player owns in resources stays hidden behind "
             "their screen.",
     .source = "Préparatifs; Le matériel",
     .options = "loot_supply",
     .descriptive = true},
    {.id = "C-1.8",
     .title = "Spent resources return",
     .text = "Whatever resource a player pays or uses goes back to the general supply.",
     .source = "Bâtiments et ressources",
     .descriptive = true},
    {.id = "C-1.9",
     .title = "Conversions",
     .text = "There are only two conversions: 2 GOLD for 1 ARMY, and 2 PIL for 1 GOLD, 1 ARMY or "
             "1 ART. Nothing ever becomes PIL, and ARMY and ART never become anything. They are "
             "allowed at any moment, even outside one's turn, except during final scoring; "
             "Arbiter accepts one as an action of whichever player is deciding at that point.",
     .source = "Bâtiments et ressources; Les invasions, « Important »; Évaluation finale",
     .options = "conversion_mode"},
    // 2 Setup
    {.id = "C-2",
     .title = "Setup",
     .text = "Preparing a game for 2 to 5 players: board and general supply, the project piles "
             "sorted by back and trimmed to the player count, the first display from pile A, the "
             "invasion marker, the comuni drawn at random with their pieces and starting "
             "resources, the pawn to the lowest comune, and four inactive activation cards for "
             "each player.",
     .source = "Préparatifs",
     .options = "players"},
    {.id = "C-2.1",
     .title = "Board and supply",
     .text = "Lay out the board and put the 8 hero tiles on their crest spaces, two per invader. "
             "The bonus rampart cards, guild-master cards, loot tiles and the resources, sorted "
             "by kind, go beside it as the general supply.",
     .source = "Préparatifs",
     .descriptive = true},
    {.id = "C-2.2",
     .title = "Cards for the player count",
     .text = "Sort the project cards by back, then put back in the box every card showing more "
             "player symbols than there are players: with 4 players the 5-symbol cards, with 3 "
             "the 4- and 5-symbol cards, with 2 the 3-, 4- and 5-symbol cards. All 88 cards are "
             "used only with 5 players.",
     .source = "Préparatifs",
     .options = "players"},
    {.id = "C-2.3",
     .title = "Shuffle the piles",
     .text = "Shuffle each of the four piles separately and place it face down on its space on "
             "the board.",
     .source = "Préparatifs",
     .descriptive = true},
    {.id = "C-2.4",
     .title = "Columns in use",
     .text = "Only the leftmost columns are used: 4 with 2 players, 5 with 3, 6 with 4, all 7 "
             "with 5. The rulebook states only that 4 players leave the rightmost column empty "
             "and 2 players the three rightmost; the 3-player count is Arbiter's assumption. "
             "Unused columns never get cards or envoys.",
     .source = "Préparatifs",
     .options = "players",
     .descriptive = true},
    {.id = "C-2.5",
     .title = "Column capacities",
     .text = "The rulebook does not give the size of each column. Arbiter's data assumes 3, 3, "
             "2, 2, 2, 1, 1 card slots from left to right, the two 1-card columns carrying the "
             "bonus space. These sizes are the only ones that fit the card counts (14 cards on "
             "display with 5 players); their order is a guess.",
     .source = "Not in the rulebook: Arbiter's reading (from the table in « Préparatifs »)",
     .kind = K::Data,
     .descriptive = true},
    {.id = "C-2.6",
     .title = "First display",
     .text = "Fill every card slot of the columns in use with cards from pile A, face up. "
             "Arbiter fills the leftmost column first, each to capacity, as in phase 2.",
     .source = "Préparatifs"},
    {.id = "C-2.7",
     .title = "Invasion marker start",
     .text = "The invasion marker starts on the square for the player count (2/3/4/5 players): "
             "pile A 10/13/17/18, B 11/14/16/18, C 11/14/16/19, D 12/14/16/19. It always shows "
             "the cards left in the current pile, so row A counts pile A after the first display "
             "and rows B to D are whole piles; Arbiter checks its data file against this.",
     .source = "Préparatifs, « Position de départ du marqueur invasion »",
     .kind = K::Data,
     .options = "players"},
    {.id = "C-2.8",
     .title = "Comuni drawn at random",
     .text = "Comuni are dealt at random. Each player takes the screen, the 3 envoys and the "
             "crest of their comune and puts their score marker on 0; the pieces of comuni not "
             "in play go back to the box. Arbiter records the comuni drawn in ascending order.",
     .source = "Préparatifs"},
    {.id = "C-2.9",
     .title = "Seating and turn order",
     .text = "Players sit clockwise in ascending order of comune number (1 Lucca, 2 Firenze, 3 "
             "Siena, 4 Bologna, 5 Milano), and that is the turn order. The numbers in play may "
             "have gaps, e.g. 2, 3 and 5.",
     .source = "Préparatifs; Déroulement d'un tour"},
    {.id = "C-2.10",
     .title = "Starting resources and income",
     .text = "Each comune starts with its own resources, taken from the supply and kept behind "
             "the screen, and has its own base income, shown as icons on the screens. Arbiter's "
             "data file holds placeholder values, to be corrected from the screens: "
             "GOLD/ARMY/PIL/ART Lucca 2/1/3/2, Firenze 2/1/2/3, Siena 2/2/2/2, Bologna 3/2/1/2, "
             "Milano 2/3/1/2; income one fixed resource plus one of choice (Siena: two of "
             "choice).",
     .source = "Préparatifs; Phase 1 « Projets », option 3 « Faire rentrer des gains », « "
               "Rendement de base »",
     .kind = K::Data},
    {.id = "C-2.11",
     .title = "First player and pawn",
     .text = "The player with the lowest comune number takes the alliance-chief pawn and plays "
             "first. Each player hands the pawn to the left neighbour after their turn, so until "
             "the final round the pawn is with the player whose turn it is.",
     .source = "Préparatifs"},
    {.id = "C-2.12",
     .title = "Activation cards laid out",
     .text = "Each player lays out one activation card per category (economy, military, culture, "
             "religion) in front of the screen, grey inactive side up, for everyone to see.",
     .source = "Préparatifs"},
    {.id = "C-2.13",
     .title = "Empty start",
     .text = "Everyone starts with no cards in hand, 0 VP, no building or rampart, no guild "
             "master, and no loot or hero tile.",
     .source = "Derived from « Préparatifs »"},
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
    // 4 Invasions
    {.id = "C-4",
     .title = "Invasions",
     .text = "Each time a pile runs out an invader attacks every city, harder for players with "
             "more VP. Armies given to the common alliance lower every attack, each player holds "
             "the rest with their own defence or takes loot tiles, and the best alliance "
             "contributors earn hero tiles.",
     .source = "Les invasions"},
    {.id = "C-4.1",
     .title = "Four invasions",
     .text = "One invasion comes with the exhaustion of each pile: A Venezia, base strength 4; B "
             "France, 8; C the Pope, 12; D the Emperor, 16. The game ends after the fourth. "
             "Editions order the names differently; the strength belongs to the pile.",
     .source = "Les invasions",
     .descriptive = true},
    {.id = "C-4.2",
     .title = "Attack strength",
     .text = "Each player faces an attack equal to the base strength plus their VP minus the "
             "lowest VP at the table, counting the score track only (loot and hero tiles do not "
             "count during play). The player with the fewest VP faces just the base strength.",
     .source = "Les invasions, étapes 1 et 2"},
    {.id = "C-4.3",
     .title = "Secret commitment",
     .text = "All players at once and in secret set aside armies from their own stock, some for "
             "the alliance and some for their own city; no one has to commit all of them, or "
             "any. A pair of 2 GOLD or 2 PIL may stand in for one army. Arbiter takes each "
             "player's alliance then defence, in seat order, and reveals nothing until all have "
             "committed.",
     .source = "Les invasions, étape 3 et « Important »",
     .options = "conversion_mode"},
    {.id = "C-4.4",
     .title = "The alliance",
     .text = "The alliance is the total of all contributions, and it lowers every player's "
             "attack by that much, whether they contributed or not. What is left of an attack "
             "never goes below 0.",
     .source = "Les invasions, étape 4; « L'alliance de défense »"},
    {.id = "C-4.5",
     .title = "City defence",
     .text = "Each defence army may man one rampart card, one army per card (a bonus rampart "
             "card is floor 1 of its section): at floor k it is worth 1 + k, off the ramparts 1. "
             "Unmanned cards give nothing, and the pawn holder adds 1. Arbiter mans the highest "
             "floors first by default; with rampart_auto_assign=false each player assigns them.",
     .source = "Les invasions, « La défense de la ville »",
     .options = "rampart_auto_assign"},
    {.id = "C-4.6",
     .title = "Loot",
     .text = "A player whose defence reaches what is left of their attack is safe. Otherwise "
             "they take one loot tile per point not stopped and keep it behind the screen. If "
             "the 50 tiles run out, loot_supply decides: no limit by default, or only the tiles "
             "left.",
     .source = "Les invasions, « Les effets : les tuiles de pillage »",
     .options = "loot_supply"},
    {.id = "C-4.7",
     .title = "Committed armies are spent",
     .text = "After the invasion every committed army, and any GOLD or PIL used in their place, "
             "goes to the general supply. Armies not committed stay in the player's stock.",
     .source = "Les invasions, « Important »"},
    {.id = "C-4.8",
     .title = "Hero tiles",
     .text = "Only players who gave at least one army to the alliance and took no loot this time "
             "qualify. They rank by contribution, highest first, ties going to fewer VP, then "
             "the lower comune. The first gets the higher tile, the second the lower; a tile "
             "nobody qualifies for is discarded, and no one gets both.",
     .source = "Les invasions, « Les tuiles de héros »"},
    {.id = "C-4.9",
     .title = "Tiles leave the track alone",
     .text = "Receiving loot or hero tiles does not move the score marker; both count only at "
             "final scoring.",
     .source = "Les invasions, « Les tuiles de pillage », « Les tuiles de héros »",
     .descriptive = true},
    {.id = "C-4.10",
     .title = "Pawn at invasions A to C",
     .text = "In invasions A to C the pawn, and its +1 defence, is with the active player, whose "
             "refill emptied the pile.",
     .source = "Derived from « Préparatifs » and « Fin d'un tour »",
     .descriptive = true},
    {.id = "C-4.11",
     .title = "After invasions A to C",
     .text = "When invasion A, B or C is over, the refill goes on from the next pile, then the "
             "active player plays phases 3 to 5 and passes the pawn.",
     .source = "Phase 2 « Rajouter des cartes de projet », « Important »; Les invasions, « Les "
               "effets »"},
    {.id = "C-4.12",
     .title = "Hero tile values",
     .text = "The rulebook does not state the hero tile values (they are printed on the tiles). "
             "Arbiter's data assumes high/low tiles of 3/1 for Venezia, 4/2 for France, 5/3 for "
             "the Pope and 6/4 for the Emperor; they can be changed in the data file.",
     .source = "Not in the rulebook: Arbiter's reading (data default)",
     .kind = K::Data,
     .descriptive = true},
    {.id = "C-4.13",
     .title = "Rampart example",
     .text = "Three armies on a section of 3 floors defend for 9: 4 on the top card, 3 on the "
             "middle one and 2 on the bottom one.",
     .source = "Les invasions, « La défense de la ville » (exemple)",
     .descriptive = true},
    {.id = "C-4.14",
     .title = "The Emperor",
     .text = "The last card of pile D brings no immediate invasion: the drawer finishes the turn "
             "and keeps the pawn, every player then plays one final turn without phase 2, the "
             "Emperor invades with base 16, and final scoring follows at once.",
     .source = "Les invasions, « L'invasion de l'empereur »",
     .options = "final_round_order"},
    {.id = "C-4.14.1",
     .title = "Last D card: keep the pawn",
     .text = "Drawing the last card of pile D starts no invasion. The drawer completes phases 3 "
             "to 5 and keeps the alliance-chief pawn instead of passing it.",
     .source = "Les invasions, « L'invasion de l'empereur »"},
    {.id = "C-4.14.2",
     .title = "Final round",
     .text = "Then every player, the drawer included, plays one last turn of phases 1, 3, 4 and "
             "5. By default it starts with the drawer's left neighbour and ends with the drawer; "
             "the pawn stays with the drawer.",
     .source = "Les invasions, « L'invasion de l'empereur »",
     .options = "final_round_order"},
    {.id = "C-4.14.3",
     .title = "The Emperor invades",
     .text = "When every final turn is over, the Emperor invades with base strength 16 under the "
             "usual invasion rules; the drawer, who still holds the pawn, gets its +1 defence.",
     .source = "Les invasions, « L'invasion de l'empereur »"},
    {.id = "C-4.14.4",
     .title = "Then final scoring",
     .text = "Final scoring comes straight after the Emperor's invasion: there is no phase 5 "
             "afterwards, so loot from the Emperor cannot be repaired.",
     .source = "Les invasions, « L'invasion de l'empereur »"},
    {.id = "C-4.15",
     .title = "Order of resolution",
     .text = "Arbiter resolves a refill card by card, leftmost empty slot first. On the last "
             "card of A, B or C it computes every attack, takes the secret commitments, "
             "subtracts the alliance, works out each defence with ramparts and pawn, hands out "
             "loot, returns the committed pieces to the supply, then awards the hero tiles.",
     .source = "Derived from Phase 2 « Rajouter des cartes de projet » and « Les invasions »",
     .options = "invasion_timing",
     .descriptive = true},
    // 5 Final scoring
    {.id = "C-5",
     .title = "Final scoring",
     .text = "After the Emperor players open their screens and add to their track score 3 per "
             "guild master, the resource majorities, their hero tiles and the set bonus, less 1 "
             "per loot tile. The highest total wins, ties going to the lower comune; no action "
             "is possible once the game is over.",
     .source = "Évaluation finale"},
    {.id = "C-5.1",
     .title = "No conversions at the end",
     .text = "No conversion of any kind, neither 2 PIL for another resource nor 2 GOLD for an "
             "army, may be made during final scoring.",
     .source = "Évaluation finale, « Important »"},
    {.id = "C-5.2",
     .title = "3 VP per master",
     .text = "Every guild master held at the end is worth 3 VP.",
     .source = "Évaluation finale",
     .descriptive = true},
    {.id = "C-5.3",
     .title = "Resource majorities",
     .text = "For each of GOLD, ARMY, PIL and ART, compare what players hold behind their "
             "screens: a sole leader scores 2, and players tied for the lead score 1 each. By "
             "default a player holding none of a kind never scores it (majority_requires_one), "
             "and GOLD left in bids does not count (count_board_gold).",
     .source = "Évaluation finale",
     .options = "majority_requires_one count_board_gold"},
    {.id = "C-5.4",
     .title = "Hero tiles",
     .text = "Add the values of all hero tiles the player holds.",
     .source = "Évaluation finale",
     .descriptive = true},
    {.id = "C-5.5",
     .title = "Loot",
     .text = "Subtract 1 VP for each loot tile the player still holds.",
     .source = "Évaluation finale",
     .descriptive = true},
    {.id = "C-5.6",
     .title = "Set bonus",
     .text = "A player with at least one building in each of the four categories scores the "
             "value of their smallest building (fewest floors); ramparts are not buildings. "
             "Arbiter takes that value to be the VP the building earned (1, 3, 6 or 10); "
             "set_bonus=floors counts its floors instead.",
     .source = "Évaluation finale",
     .options = "set_bonus"},
    {.id = "C-5.7",
     .title = "Winner",
     .text = "The highest final total wins. Among tied players the lowest comune number wins, so "
             "there is always exactly one winner.",
     .source = "Évaluation finale"},
    // 7 Ambiguities: the reading Arbiter takes
    {.id = "AMB-1",
     .title = "Top up a moved envoy?",
     .text = "May a displaced envoy that moves onto another bid take extra GOLD from its owner's "
             "stock? Default: no, it moves with exactly its GOLD, which must be strictly more "
             "than the bid there, as the player aid says. With displaced_may_add_gold=true the "
             "owner may add GOLD, the total then having to beat that bid.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre »; Aide de jeu, « Faire une "
               "offre »",
     .kind = K::Ambiguity,
     .options = "displaced_may_add_gold"},
    {.id = "AMB-2",
     .title = "Equal GOLD, or back to the lost column",
     .text = "Can a displaced envoy move onto a bid equal to its GOLD, or back to the column it "
             "just lost? Arbiter refuses both: the bid there must be strictly lower (« une offre "
             "plus basse »), and the lost column now holds a higher bid. No option changes this.",
     .source = "Derived from Phase 1 « Projets », option 1 « Faire une offre »",
     .kind = K::Ambiguity},
    {.id = "AMB-3",
     .title = "Empty or unused columns",
     .text = "May an envoy bid on, or move to, a column holding no card or a column not in use? "
             "Unused columns: never. Columns in use without cards, possible only once pile D is "
             "exhausted: refused by default, since such a bid can never bring anything; "
             "bid_on_empty_column=true allows them.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "bid_on_empty_column"},
    {.id = "AMB-4",
     .title = "Three envoys: income too?",
     .text = "When all 3 envoys are out the player has to claim; does that also forbid "
             "collecting income? Default: yes, a claim is the only choice "
             "(three_envoys_force_claim=true). With false the player may claim or collect "
             "income; a bid stays impossible.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre », « Important »",
     .kind = K::Ambiguity,
     .options = "three_envoys_force_claim"},
    {.id = "AMB-5",
     .title = "More bids than envoys?",
     .text = "Can a player hold more than 3 bids? No: every bid uses an envoy from stock, and an "
             "outbid envoy is either taken back or moved, never copied. So a player has at most "
             "3 envoys, and no more than the columns in use, on the board.",
     .source = "Derived from « Le matériel » and Phase 1 « Projets », option 1 « Faire une offre "
               "»",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-6",
     .title = "Player aid and rulebook on moves",
     .text = "The player aid words displacement differently (a bid on a « free » column; a move "
             "to another column « occupied or not »). Arbiter sees no conflict once AMB-1 is "
             "settled: the only open point is topping up the moved GOLD, set by "
             "displaced_may_add_gold.",
     .source = "Phase 1 « Projets », option 1 « Faire une offre »; Aide de jeu, « Faire une "
               "offre »",
     .kind = K::Ambiguity,
     .options = "displaced_may_add_gold",
     .descriptive = true},
    {.id = "AMB-7",
     .title = "Who has the pawn's +1",
     .text = "Which player gets the pawn's +1 defence in an invasion? In A to C the active "
             "player, since the pawn only moves at the end of a turn; against the Emperor the "
             "drawer of the last D card. The +1 counts even when that player commits no defence "
             "armies.",
     .source = "Derived from « Préparatifs », « Fin d'un tour » and « L'invasion de l'empereur »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-8",
     .title = "Final round order",
     .text = "The drawer keeps the pawn, then all players, the drawer included, play a last "
             "turn: in which order? Default left_of_drawer_first: clockwise from the drawer's "
             "left neighbour, the drawer last. final_round_order=drawer_first: the drawer plays "
             "again at once, then the others clockwise.",
     .source = "Les invasions, « L'invasion de l'empereur »",
     .kind = K::Ambiguity,
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
     .kind = K::Ambiguity,
     .options = "guild_measure"},
    {.id = "AMB-10",
     .title = "Base income of choice",
     .text = "The die symbol in a comune's base income stands for one resource of the player's "
             "choice; how many each comune gets is shown only by icons on its screen. Arbiter "
             "reads the fixed part and the number of choices from its data file: by default one "
             "choice each, two for Siena.",
     .source = "Phase 1 « Projets », option 3 « Faire rentrer des gains », « Rendement de base "
               "de ton comune »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-11",
     .title = "When the supply runs short",
     .text = "Income: the missing part is lost. Claim bonus: a kind still in the supply, none if "
             "it is empty. Bonus rampart cards: none once the 11 are used. Loot: by default a "
             "count with no limit (loot_supply=unlimited); loot_supply=capped gives only what is "
             "left of the 50 tiles.",
     .source = "Phase 1 « Projets », option 3 « Faire rentrer des gains », « Important »; Not in "
               "the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "loot_supply"},
    {.id = "AMB-12",
     .title = "How conversions work",
     .text = "Is « 2 X instead of 1 Y » an exchange with the supply or a direct payment? Default "
             "exchange_or_substitute: an exchange when the supply holds Y, and a pair may still "
             "be spent directly as an army in an invasion, or as ART when the supply has none. "
             "conversion_mode=exchange_only allows exchanges only. Bid GOLD must always be real "
             "GOLD.",
     .source = "Bâtiments et ressources; Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "conversion_mode"},
    {.id = "AMB-13",
     .title = "When the invasion interrupts",
     .text = "The rulebook stops the refill at once; the player aid waits for the end of phase "
             "2. Default immediate: invade on the last card, then refill from the next pile. "
             "invasion_timing=end_of_phase2: finish the refill, then invade before phase 3. Only "
             "what players know differs; the last D card never starts an invasion.",
     .source = "Phase 2 « Rajouter des cartes de projet », « Important »; Aide de jeu, « "
               "Rajouter des cartes Projets »",
     .kind = K::Ambiguity,
     .options = "invasion_timing"},
    {.id = "AMB-14",
     .title = "Two piles in one refill",
     .text = "Could one refill empty two piles? Not with consistent data, since piles B to D "
             "each hold at least the whole display (checked at load). If it did happen, the "
             "invasions would follow one another in pile order.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-15",
     .title = "Ramparts and the set bonus",
     .text = "Do ramparts count for the set bonus? No: they are no building category and earn no "
             "VP, so they neither complete the four categories nor can be the smallest building.",
     .source = "Derived from « Renforcer les remparts » and « Évaluation finale »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-16",
     .title = "Size of the set bonus",
     .text = "Is the set bonus the smallest building's floors or its full value? Default "
             "building_vp: the VP it earned (1, 3, 6 or 10), as « valeur complète » and the "
             "aid's victory points suggest. set_bonus=floors: its floor count. The two agree for "
             "a 1-floor building.",
     .source = "Évaluation finale; Aide de jeu, « Fin de la partie »",
     .kind = K::Ambiguity,
     .options = "set_bonus"},
    {.id = "AMB-17",
     .title = "Reading the invasion table",
     .text = "What does the marker table count? Row A is pile A after the first display, rows B "
             "to D are whole piles, since the marker shows the cards left in the current pile; "
             "no other reading accounts for all 88 cards at 5 players. Arbiter checks its data "
             "file against it.",
     .source = "Derived from « Préparatifs » and « Le compteur d'invasions »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-18",
     .title = "Attack below zero",
     .text = "If the alliance is larger than a player's attack, what is left is 0 (a crest "
             "cannot go below the start of the track), and that player is safe whatever their "
             "defence.",
     .source = "Derived from Les invasions, étape 4",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-19",
     .title = "Hero tiles when the top giver is looted",
     .text = "A contributor who took loot is skipped and the next qualifying one gets the higher "
             "tile. The rule for a lone contributor is applied to a lone qualifying player, and "
             "ties use score-track VP at the time of the invasion.",
     .source = "Les invasions, « Les tuiles de héros »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-20",
     .title = "General cards",
     .text = "Which categories can a general card build? Only those whose symbols it shows; a "
             "4-symbol card fits all four. Any card, general or not, can go into a rampart.",
     .source = "Phase 3 « Construire », « Les cartes de projet »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-21",
     .title = "Bonus rampart cards",
     .text = "A bonus rampart card is an ordinary rampart card: it can be manned as floor 1 of "
             "its section, and raised to floor 4, which earns another bonus card while any "
             "remain.",
     .source = "Phase 3 « Construire », « Renforcer les remparts »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-22",
     .title = "One repair per turn",
     .text = "Is phase 5 a single repair or several? A single one per turn: 1 PIL for one tile, "
             "or 3 PIL for two.",
     .source = "Phase 5 « Réparer les dommages »; Aide de jeu, « Réparer les dommages des "
               "pillages »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-23",
     .title = "Majorities: zero and bid GOLD",
     .text = "Does anyone score a resource nobody holds, and does GOLD in unclaimed bids count? "
             "Default: a maximum of 0 scores nothing (majority_requires_one=true; with false, "
             "players tied at 0 score 1 each), and bid GOLD is ignored (count_board_gold=false; "
             "true adds it).",
     .source = "Évaluation finale; Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "majority_requires_one count_board_gold"},
    {.id = "AMB-24",
     .title = "Hidden information",
     .text = "Resources, loot and hero tiles are hidden behind the screens; bids, buildings, "
             "ramparts, activation cards, masters and scores are public, and cards taken from "
             "columns are known in effect. Invasion commitments stay secret until revealed "
             "together. An Arbiter record holds everything.",
     .source = "Préparatifs; Les invasions, étape 3",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-25",
     .title = "Any building step activates",
     .text = "Does adding to a building that is not the tallest of its category activate the "
             "card? Yes, every building step activates its category, though income still counts "
             "only the tallest building. Ramparts never activate.",
     .source = "Phase 3 « Construire », « Cartes d'activation et gains »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-26",
     .title = "Game length",
     .text = "Nothing forces the game to end: players could take income forever and never claim. "
             "Arbiter accepts records of any length; its random self-test stops a game at a "
             "fixed cap and reports it.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-27",
     .title = "Invader names",
     .text = "The French edition sends France second and the Pope third; Italian sources swap "
             "them. The names are labels only: the strength goes with the pile (A 4, B 8, C 12, "
             "D 16).",
     .source = "Les invasions",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-28",
     .title = "Box counts",
     .text = "Some outside descriptions give 200 resources or 45 envoys. The rulebook lists 210 "
             "resources and 15 envoys (3 per colour), and Arbiter uses those.",
     .source = "Le matériel",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-29",
     .title = "Column layout and player symbols",
     .text = "The sizes and order of the columns, and which cards carry which player symbols, "
             "are not in the rulebook. Arbiter keeps them in its data file (column sizes, bonus "
             "columns, columns in use, each card's minimum player count) so they can be "
             "corrected.",
     .source = "Not in the rulebook: Arbiter's reading (data default)",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "AMB-30",
     .title = "Playing the final round",
     .text = "Can players build in the final round? Yes: phases 1, 3, 4 and 5 are played, and "
             "cards claimed in a final turn can be built in it. Bids may still be placed but "
             "never claimed; their GOLD stays on the board and counts for majorities only with "
             "count_board_gold.",
     .source = "Les invasions, « L'invasion de l'empereur »",
     .kind = K::Ambiguity,
     .options = "count_board_gold",
     .descriptive = true},
    // 8 Invariants
    {.id = "INV-1",
     .title = "Cards conserved",
     .text = "Each of the 88 project cards is in exactly one place: a pile, a column, a hand, a "
             "building, a rampart section, the discards, or the box for cards not used at this "
             "player count. That last set is fixed at setup.",
     .source = "Derived: conservation of the project cards (Le matériel, Préparatifs)",
     .kind = K::Invariant},
    {.id = "INV-2",
     .title = "Resources conserved",
     .text = "For every kind, the supply, all players' stocks, the GOLD lying on columns and the "
             "pieces committed to a running invasion add up to the box total, and none of them "
             "is negative.",
     .source = "Derived: conservation of the resources (Le matériel)",
     .kind = K::Invariant},
    {.id = "INV-3",
     .title = "Loot never negative",
     .text = "No player ever holds fewer than 0 loot tiles. With loot_supply=capped, tiles in "
             "the supply plus tiles held always make 50.",
     .source = "Derived: conservation of the loot tiles (Le matériel)",
     .kind = K::Invariant,
     .options = "loot_supply"},
    {.id = "INV-4",
     .title = "Hero tiles accounted for",
     .text = "The 8 hero tiles are always on the board, held or discarded; an invasion's two "
             "tiles stay on the board until it is resolved and are off it afterwards. A player "
             "holds at most one tile per invasion, so at most 4.",
     .source = "Derived: conservation of the hero tiles (Le matériel)",
     .kind = K::Invariant},
    {.id = "INV-5",
     .title = "Bonus ramparts accounted for",
     .text = "Bonus rampart cards in the supply and in play always make 11. Each one is a "
             "section of its own, beside the section of 4 floors that brought it: no player has "
             "more of them than rampart sections they raised to floor 4, nor as many as their "
             "sections, and while the supply has one, every section of 4 floors has brought "
             "its card.",
     .source = "Derived: conservation of the bonus ramparts (Le matériel)",
     .kind = K::Invariant},
    {.id = "INV-6",
     .title = "Masters stay assigned",
     .text = "Each guild master is free or held by exactly one player, and once held it is never "
             "free again.",
     .source = "Derived: guild masters (Phase 4 « Maîtres de corporation »)",
     .kind = K::Invariant},
    {.id = "INV-7",
     .title = "Envoys accounted for",
     .text = "Each player always has exactly 3 envoys between stock and board; a column holds at "
             "most one envoy, only columns in use hold any, and GOLD lies on a column only "
             "together with an envoy.",
     .source = "Derived: conservation of the envoys (Le matériel, Phase 1 « Projets »)",
     .kind = K::Invariant},
    {.id = "INV-8",
     .title = "Activation matches building",
     .text = "Every player has exactly 4 activation cards. An active card means the player owns "
             "a building of that category and has built in it since their last income (or at "
             "all, if they never collected).",
     .source = "Derived: activation cards (« Cartes d'activation et gains »)",
     .kind = K::Invariant},
    {.id = "INV-9",
     .title = "Piles used in order",
     .text = "While a pile still has cards, every pile after it is still complete.",
     .source = "Derived: pile order (Phase 2 « Rajouter des cartes de projet »)",
     .kind = K::Invariant},
    {.id = "INV-10",
     .title = "Marker equals the pile",
     .text = "Outside an invasion the marker equals the number of cards in the current pile (the "
             "first non-empty one), 0 once D is empty, and it follows every draw of a refill.",
     .source = "Derived: the invasion counter (« Le compteur d'invasions »)",
     .kind = K::Invariant},
    {.id = "INV-11",
     .title = "Columns full between turns",
     .text = "While pile D has cards, every column in use is full whenever a turn begins and "
             "through phases 1, 3, 4 and 5; a partly filled column exists only during phase 2 "
             "(and an invasion that interrupts it) or once D is exhausted. Phase 2 refills the "
             "columns the claim emptied, at most 3, leftmost first: until they are full none "
             "holds an envoy and only the first holds cards, and an invasion A, B or C finds "
             "the last card of its pile in the display (a full display with end_of_phase2). "
             "Unused columns are always empty.",
     .source = "Derived: refill (Phase 2 « Rajouter des cartes de projet »)",
     .kind = K::Invariant},
    {.id = "INV-12",
     .title = "How cards reach and leave columns",
     .text = "Cards come into columns only at setup and in phase 2, and leave them only by a "
             "claim.",
     .source = "Derived: display (Préparatifs, Phase 2 « Rajouter des cartes de projet »)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-13",
     .title = "Four invasions",
     .text = "A finished game has had exactly 4 invasions, A, B, C and D in that order, with "
             "bases 4, 8, 12 and 16.",
     .source = "Derived: invasions (Les invasions)",
     .kind = K::Invariant},
    {.id = "INV-14",
     .title = "What triggers an invasion",
     .text = "Invasion A, B or C happens once, if and only if the last card of its pile is "
             "drawn, within that phase 2 and before any card of the next pile (with "
             "end_of_phase2: after the phase's last draw, before phase 3). Nothing else starts "
             "an invasion.",
     .source = "Derived: invasion trigger (Phase 2 « Rajouter des cartes de projet », « "
               "Important »)",
     .kind = K::Invariant,
     .options = "invasion_timing"},
    {.id = "INV-15",
     .title = "The Emperor ends the game",
     .text = "The Emperor invades exactly once, after the final round, and final scoring "
             "follows: no turn, phase, repair or other action comes after it.",
     .source = "Derived: end of the game (« L'invasion de l'empereur »)",
     .kind = K::Invariant},
    {.id = "INV-16",
     .title = "Invasions match exhausted piles",
     .text = "The invasions begun so far equal the exhausted piles among A, B and C, plus 1 once "
             "the Emperor has started.",
     .source = "Derived: invasion trigger (Les invasions)",
     .kind = K::Invariant},
    {.id = "INV-17",
     .title = "One final turn each",
     .text = "The final round gives every player exactly one turn, without phase 2, in the "
             "final_round_order order, and the pawn stays with the drawer of the last D card "
             "throughout.",
     .source = "Derived: final round (« L'invasion de l'empereur »)",
     .kind = K::Invariant,
     .options = "final_round_order",
     .descriptive = true},
    {.id = "INV-18",
     .title = "Who holds the pawn",
     .text = "Exactly one player holds the pawn: the active player until the end of the turn in "
             "which the last D card is drawn, then that card's drawer until the end of the game. "
             "It passes to the next comune number in play, wrapping around.",
     .source = "Derived: the pawn (Préparatifs, Fin d'un tour, « L'invasion de l'empereur »)",
     .kind = K::Invariant},
    {.id = "INV-19",
     .title = "Phases in sequence",
     .text = "Within a turn the phases come 1 to 5 in order; phase 1 carries out exactly one "
             "option, and phase 2 draws cards only after a claim.",
     .source = "Derived: turn structure (Déroulement d'un tour)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-20",
     .title = "Always a legal action",
     .text = "Whenever a decision is due, at least one action is legal: income or a claim in "
             "phase 1, ending phases 3 to 5, taking a displaced envoy back, committing nothing "
             "in an invasion.",
     .source = "Derived: turn structure (Déroulement d'un tour)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-21",
     .title = "Turns stay balanced",
     .text = "Listing players from the lowest comune, turns taken never increase along the list "
             "and the first has at most one more than the last, before the final round and again "
             "at the end. During a drawer_first final round the gap can reach 2.",
     .source = "Derived: turn order (Déroulement d'un tour)",
     .kind = K::Invariant,
     .options = "final_round_order"},
    {.id = "INV-22",
     .title = "Every bid legal",
     .text = "Each bid uses an envoy from stock and between 0 and the bidder's GOLD; on an "
             "occupied column it is at least the previous bid plus 1, and the envoy it displaces "
             "belongs to someone else.",
     .source = "Derived: bids (Phase 1 « Projets », option 1 « Faire une offre »)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-23",
     .title = "Every move legal",
     .text = "Each move of a displaced envoy costs exactly 1 PIL, keeps its GOLD by default, and "
             "lands on a column with no bid or with another player's lower bid. The GOLD moved "
             "falls along a chain, so a chain has at most the opening bid plus 1 moves.",
     .source = "Derived: displacement (Phase 1 « Projets », option 1 « Faire une offre »)",
     .kind = K::Invariant,
     .options = "displaced_may_add_gold",
     .descriptive = true},
    {.id = "INV-24",
     .title = "Every claim complete",
     .text = "After a claim the player has no envoy on the board, their hand has gained every "
             "claimed card (kept until phase 3), the GOLD there is in the supply, and bonus "
             "resources never exceed the bonus columns claimed. GOLD on a column belongs to its "
             "envoy's owner and never passes to another player.",
     .source = "Derived: claims (Phase 1 « Projets », option 2 « Réclamer des projets »)",
     .kind = K::Invariant},
    {.id = "INV-25",
     .title = "Forced claim",
     .text = "A player who begins phase 1 with 3 envoys on the board claims (with the default "
             "three_envoys_force_claim).",
     .source = "Derived: forced claim (Phase 1 « Projets », option 1 « Faire une offre », « "
               "Important »)",
     .kind = K::Invariant,
     .options = "three_envoys_force_claim",
     .descriptive = true},
    {.id = "INV-26",
     .title = "Floors stay in range",
     .text = "Every building and rampart section has 1 to 4 floors; floors never go down and "
             "placed cards never move.",
     .source = "Derived: building limits (« Autres règles importantes »)",
     .kind = K::Invariant},
    {.id = "INV-27",
     .title = "Levels respected",
     .text = "Every project card at floor k of a building or section had its printed level plus "
             "the ART spent on it of at least k; bonus rampart cards have no level.",
     .source = "Derived: card levels (« Aménager des bâtiments »)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-28",
     .title = "Categories respected",
     .text = "Every card in a building shows that building's category, alone or among a general "
             "card's symbols.",
     .source = "Derived: card categories (« Les cartes de projet »)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-29",
     .title = "Build actions counted",
     .text = "In one phase 3 there are at most 1 + bought full build actions, each with at most "
             "one building step and one rampart step; the ART spent equals the actions bought "
             "plus the level boosts.",
     .source = "Derived: build actions (« L'action de construction »)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-30",
     .title = "Hands of at most 2",
     .text = "Every hand holds at most 2 cards at the end of each phase 3, and so at the start "
             "of every turn. Only a claim adds cards, so a hand holds more only in the turn of "
             "its claim, until the end of that phase 3.",
     .source = "Derived: hand limit (Phase 3 « Construire »)",
     .kind = K::Invariant},
    {.id = "INV-31",
     .title = "VP come from buildings",
     .text = "A player's track score always equals the sum of 1, 3, 6 or 10 over their buildings "
             "of 1 to 4 floors. It changes only in its owner's building steps, by the new floor "
             "number, never goes down, and ramparts add nothing.",
     .source = "Derived: building VP (« Autres règles importantes »)",
     .kind = K::Invariant},
    {.id = "INV-32",
     .title = "Attack gaps follow VP",
     .text = "In an invasion the gap between two players' attacks equals the gap between their "
             "VP, and the lowest attack equals the base strength.",
     .source = "Derived: attack strength (Les invasions, étape 2)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-33",
     .title = "Loot from the numbers",
     .text = "The loot a player gains is what remains of their attack after the alliance (never "
             "below 0) minus their defence, or 0 if that is negative; under loot_supply=capped "
             "it is at most the tiles left.",
     .source = "Derived: loot (« Les effets : les tuiles de pillage »)",
     .kind = K::Invariant,
     .options = "loot_supply",
     .descriptive = true},
    {.id = "INV-34",
     .title = "Defence from the numbers",
     .text = "Defence is the sum of 1 + floor over manned rampart cards, plus defence armies off "
             "the ramparts, plus 1 for the pawn holder. Manned cards never outnumber the defence "
             "armies or the rampart cards, and automatic placement gives the best value.",
     .source = "Derived: defence (« La défense de la ville »)",
     .kind = K::Invariant,
     .options = "rampart_auto_assign",
     .descriptive = true},
    {.id = "INV-35",
     .title = "Armies committed",
     .text = "Alliance plus defence never exceeds the armies a player can field, stand-in pairs "
             "included. After the invasion their ARMY has dropped by exactly the real armies "
             "committed, and the stand-ins are spent likewise.",
     .source = "Derived: commitments (Les invasions, étape 3)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-36",
     .title = "Hero tiles awarded",
     .text = "An invasion awards at most two hero tiles, to different qualifying players "
             "(alliance of 1 or more, no loot this time): the higher one if anyone qualifies, "
             "the lower one if two do, in ranking order. The rest are discarded.",
     .source = "Derived: hero tiles (« Les tuiles de héros »)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-37",
     .title = "Invasions leave VP alone",
     .text = "An invasion never changes anyone's score-track VP.",
     .source = "Derived: score track (« Les tuiles de pillage », « Les tuiles de héros »)",
     .kind = K::Invariant},
    {.id = "INV-38",
     .title = "Income amounts",
     .text = "For each kind an income gives the lesser of the supply and the fixed amount (base, "
             "plus the tallest building if active, plus the master); choices never exceed the "
             "comune's number and use only kinds still available; afterwards all four activation "
             "cards are inactive.",
     .source = "Derived: income (Phase 1 « Projets », option 3 « Faire rentrer des gains »)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-39",
     .title = "Masters move only in phase 4",
     .text = "A master changes hands only to the active player in their phase 4: a free one only "
             "with a 2-floor building of its category, a held one only with a strictly higher "
             "measure. After that phase 4, no master could still move to the active player: "
             "outside the active player's phase 3, no master is free while someone owns a "
             "building of 2 floors or more in its category.",
     .source = "Derived: guild masters (Phase 4 « Maîtres de corporation »)",
     .kind = K::Invariant,
     .options = "guild_measure"},
    {.id = "INV-40",
     .title = "Repairs counted",
     .text = "A repair removes 0, 1 or 2 loot tiles for 0, 1 or 3 PIL, and loot never goes "
             "negative; loot goes down only through its owner's repair.",
     .source = "Derived: repair (Phase 5 « Réparer les dommages »)",
     .kind = K::Invariant},
    {.id = "INV-41",
     .title = "Conversions shaped right",
     .text = "Every conversion takes 2 of the source and yields 1 of the target, or replaces it "
             "directly; only GOLD to ARMY, or PIL to GOLD, ARMY or ART, and never during final "
             "scoring.",
     .source = "Derived: conversions (Bâtiments et ressources)",
     .kind = K::Invariant,
     .options = "conversion_mode",
     .descriptive = true},
    {.id = "INV-42",
     .title = "State after setup",
     .text = "Right after setup stocks equal the comuni's starting resources, VP are 0, hands "
             "empty, activation cards inactive, masters free, loot 0, hero tiles on the board, "
             "the pawn with the lowest comune, the display full, the marker at row A and the "
             "piles sized as the table says.",
     .source = "Derived: setup (Préparatifs)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-43",
     .title = "Final score adds up",
     .text = "Final score = VP + 3 per master + majority points + hero tiles - loot + set bonus. "
             "Each resource's majority hands out 0 points, 2 to a sole leader, or 1 to each tied "
             "leader, and exactly one player wins.",
     .source = "Derived: final scoring (Évaluation finale)",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-44",
     .title = "Deterministic replay",
     .text = "Replaying the same seed, options, data file and actions reproduces every state "
             "exactly, and the validator rejects any action that breaks one of these invariants.",
     .source = "Derived: Arbiter's replay model",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "INV-45",
     .title = "Changes only where allowed",
     .text = "No column exceeds its capacity. Loot rises only when an invasion resolves and "
             "falls only in its owner's phase 5; hero tiles change hands only at an invasion's "
             "end, masters only in the active player's phase 4; activation cards turn on only by "
             "building and off only all at once at income; bonus ramparts leave the supply only "
             "when a section reaches floor 4.",
     .source = "Derived: timing of each change (Déroulement d'un tour, Les invasions)",
     .kind = K::Invariant},
});

}  // namespace

std::span<const RuleRef> rule_reference() {
  return kRules;
}

}  // namespace arbiter::comuni
