// The Medievalia rules reference, setup: the components and card data, and setup.
// engine/medievalia/reference.cpp joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/medievalia/reference.h"

namespace arbiter::medievalia {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kSetupRules = std::to_array<RuleRef>({
    // 1. Components and card data
    {.id = "M-1.1",
     .title = "Contents",
     .text = "The game uses 108 cards: 4 Cities; 17 buildings (two each of Banque, École, Église, "
             "Écurie, Forgeron, Menuisier and Atelier, one each of Tour, Forteresse and Château); "
             "38 territories (12 Champ, 12 Ferme, 7 Forêt, 7 Mine); 20 military cards (8 Soldat, "
             "3 each of Prêtre, Archer, Chevalier and Fantassin); 29 characters (20 Homme, 3 each "
             "of Marchand, Artiste and Bureaucrate). The 2 memo cards in the box are only a "
             "reminder and never play.",
     .source = "Contenu",
     .kind = RuleKind::Data},
    {.id = "M-1.2",
     .title = "Four resources",
     .text = "There are four resources: food (from Champ and Ferme), energy (Forêt), gold (Mine) "
             "and manpower (the City and the Homme). There are no tokens: a resource exists only "
             "while a payment is being made and cannot be stored.",
     .source = "Actions joueur, « Territoires »; Règles générales pour les ressources"},
    {.id = "M-1.3",
     .title = "Card layout",
     .text = "A card shows its attack/defence value top left, what it produces top right and what "
             "it costs along the bottom. Characters and military cards also show their power; "
             "civil buildings and the cards they enable share a building symbol. The two small "
             "symbols at the foot of a territory mark its two booster places.",
     .source = "Format des cartes; Actions joueur, « Territoires »",
     .kind = RuleKind::Data,
     .descriptive = true},
    {.id = "M-1.4",
     .title = "Which building enables which card",
     .text = "Église enables the Prêtre, Menuisier the Archer, Écurie the Chevalier, Forgeron the "
             "Fantassin, Banque the Marchand, Atelier the Artiste and École the Bureaucrate. The "
             "Soldat and the Homme need no building; the Tour, Forteresse and Château enable "
             "nothing.",
     .source = "Actions joueur, « Bâtiments civils »",
     .kind = RuleKind::Data},
    {.id = "M-1.5",
     .title = "Card values",
     .text = "The rulebook prints few values: the City makes 1 manpower; a Champ costs 1 manpower "
             "and makes 1 food; Homme 1/1, Soldat 2/2, Fantassin 2/2, Chevalier 4/2, Prêtre 1/2; "
             "Tour 1/4, Forteresse 1/5, Château 2/6. Every other cost, output and attack/defence "
             "(the City's 1/3, for instance) is a proposed value in data/medievalia.json, to be "
             "checked against the physical cards.",
     .source = "Actions joueur; « Bâtiments militaires »; Exemples 1 à 3; other values proposed",
     .kind = RuleKind::Data},
    {.id = "M-1.6",
     .title = "Card data file",
     .text = "Card values are read from a data file (data/medievalia.json, or another one given "
             "with --data), never built into the engine. Each card type gives its id, names, "
             "category, count, cost, production, attack and defence, enabling building, power, "
             "booster places (2 for hosts) and VP (1 per building, 2 for the Château).",
     .source = "Not in the rulebook: Arbiter's data format",
     .kind = RuleKind::Data},
    // 2. Setup
    {.id = "M-2",
     .title = "Setup",
     .text = "Unused Cities and the memo cards stay in the box; three draw piles (territories, "
             "military cards, characters) each get a face-up reminder card underneath; each "
             "player sets his City in front of him. Three building piles are made with an École, "
             "an Atelier and a Banque face up on top. A first player is chosen, then every player "
             "drafts 8 cards.",
     .source = "Préparation du jeu",
     .options = "players first_player four_player_map three_player"},
    {.id = "M-2.1",
     .title = "Unused cards stay in the box",
     .text = "The 2 memo cards and every City no player uses go back to the box and take no part "
             "in the game.",
     .source = "Derived from « Contenu » and « Préparation du jeu », point 2"},
    {.id = "M-2.2",
     .title = "Three draw piles",
     .text = "Sort the territories (38), military cards (20) and characters (29) into three "
             "piles, shuffle each and lay it face down. Then move each pile's top card, face up, "
             "under the pile as a reminder of its kind: it stays part of the pile and is the last "
             "card drawn from it.",
     .source = "Préparation du jeu, point 1"},
    {.id = "M-2.3",
     .title = "Cities",
     .text = "Each player lays one City, face up and untapped, in front of him: it starts his "
             "fief.",
     .source = "Préparation du jeu, point 2"},
    {.id = "M-2.4",
     .title = "Building piles",
     .text = "Put one École, one Atelier and one Banque aside, shuffle the other 14 buildings and "
             "deal them face down into three piles of about the same size (Arbiter: 5, 5 and 4). "
             "Lay the École, Atelier and Banque face up, one on each pile. Only the top card of a "
             "pile is ever face up and for sale, so at most 3 buildings are offered at a time.",
     .source = "Préparation du jeu, point 3"},
    {.id = "M-2.5",
     .title = "First player",
     .text = "The rulebook does not say who starts. Arbiter draws the first player at random "
             "(first_player=random); first_player=p1 always lets P1 begin.",
     .source = "Not in the rulebook: Arbiter's reading",
     .options = "first_player"},
    {.id = "M-2.6",
     .title = "Draft of 8 cards",
     .text = "The first player takes 8 cards one at a time, choosing for each any of the three "
             "draw piles and looking at it before choosing the next; then each other player in "
             "turn order does the same. Hands are secret, and the rulebook sets no hand limit.",
     .source = "Préparation du jeu, point 4"},
    {.id = "M-2.7",
     .title = "Starting state",
     .text = "When play starts no card is tapped or damaged, no resource exists and every siege "
             "counter is 0.",
     .source = "Derived from « Préparation du jeu »"},
    {.id = "M-2.8",
     .title = "Neutral fiefs",
     .text = "A neutral fief is only a transit zone: it never holds a City, territory or building "
             "and produces nothing, and troops standing in it cannot produce. Players cannot "
             "settle in it.",
     .source = "Actions joueur, « Comment place-t-on et utilise-t-on les cartes ? » (Fief neutre)",
     .descriptive = true},
    {.id = "M-2.9",
     .title = "Two-player map",
     .text = "With 2 players the fiefs lie in a line: player A, a neutral fief N, player B. A and "
             "B touch only N, so an ordinary troop needs two turns to go from one player's fief "
             "to the other, while a Chevalier can do it in one.",
     .source = "Actions joueur (Fief neutre); Exemple 1; Pouvoirs spéciaux, « Chevalier »",
     .options = "players"},
    {.id = "M-2.10",
     .title = "Four-player map",
     .text = "In the 4-player alliance game allies sit opposite each other (P1 with P3, P2 with "
             "P4), so turns alternate between the teams. The rulebook draws no map: by default "
             "(four_player_map=ring_plus_center) a neutral fief lies between each pair of "
             "neighbours and a central neutral fief touches all four player fiefs; "
             "four_player_map=ring leaves out the centre.",
     .source = "Jeu d'alliances (seating); the map is not in the rulebook",
     .options = "players four_player_map"},
    {.id = "M-2.11",
     .title = "Three players",
     .text = "The rulebook covers 2 and 4 players only. Arbiter refuses 3 players by default "
             "(three_player=unsupported); three_player=triangle plays every man for himself, with "
             "one neutral fief between each pair of players.",
     .source = "Not in the rulebook: Arbiter's reading",
     .options = "players three_player"},
});

}  // namespace

std::span<const RuleRef> reference_setup() {
  return kSetupRules;
}

}  // namespace arbiter::medievalia
