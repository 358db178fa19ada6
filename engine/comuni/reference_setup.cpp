// The Comuni rules reference, setup: the components and setup. engine/comuni/reference.cpp joins
// the parts into the one table (rule_reference()).
#include <array>

#include "engine/comuni/reference.h"

namespace arbiter::comuni {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kSetupRules = std::to_array<RuleRef>({
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
     .kind = RuleKind::Data},
    {.id = "C-1.2",
     .title = "Pieces of each comune",
     .text = "Each of the five comuni has a screen numbered 1 to 5, three envoys, a score "
             "marker, a city crest and four two-sided activation cards, one per category (grey "
             "side inactive, coloured side active). That makes 15 envoys, 5 markers, 5 crests "
             "and 20 activation cards in the box.",
     .source = "Le matériel; Préparatifs",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "C-1.3",
     .title = "210 resources",
     .text = "The box holds 210 resource pieces of four kinds: gold sacks (GOLD), armies (ARMY), "
             "pilgrims (PIL) and artisans (ART). No split per kind is given; Arbiter's data "
             "assumes 60 GOLD and 50 of each other kind, and checks that the total is 210.",
     .source = "Le matériel",
     .kind = RuleKind::Data},
    {.id = "C-1.4",
     .title = "Invasion marker and pawn",
     .text = "One invasion marker, which shows how many cards are left in the current pile, and "
             "one alliance-chief pawn, which passes from player to player and gives its holder "
             "+1 defence in an invasion.",
     .source = "Le matériel; Préparatifs",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "C-1.5",
     .title = "88 project cards",
     .text = "88 project cards with backs A, B, C and D. Each shows a level from 1 to 4 (top "
             "left), either a single category (frame colour and symbol) or, on the dark-red "
             "general cards, 2 to 4 category symbols, and player symbols at the bottom that "
             "decide whether it is used. The rulebook does not list the cards; Arbiter's data "
             "file supplies an assumed list.",
     .source = "Le matériel; Phase 3 « Construire », « Les cartes de projet »",
     .kind = RuleKind::Data},
    {.id = "C-1.6",
     .title = "Ramparts, masters and tiles",
     .text = "11 bonus rampart cards; 4 guild-master cards, Treasurer (economy), Captain "
             "(military), Architect (culture) and Bishop (religion); 8 hero tiles, two of "
             "different values for each invasion; 50 loot tiles.",
     .source = "Le matériel; Phase 4 « Maîtres de corporation »; Les invasions, « Les tuiles de "
               "héros »",
     .kind = RuleKind::Data},
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
     .kind = RuleKind::Data,
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
     .kind = RuleKind::Data,
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
     .kind = RuleKind::Data},
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
});

}  // namespace

std::span<const RuleRef> reference_setup() {
  return kSetupRules;
}

}  // namespace arbiter::comuni
