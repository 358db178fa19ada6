#include "engine/medievalia/reference.h"

#include <array>

namespace arbiter::medievalia {
namespace {

using K = RuleKind;

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kRules = std::to_array<RuleRef>({
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
     .kind = K::Data},
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
     .kind = K::Data,
     .descriptive = true},
    {.id = "M-1.4",
     .title = "Which building enables which card",
     .text = "Église enables the Prêtre, Menuisier the Archer, Écurie the Chevalier, Forgeron the "
             "Fantassin, Banque the Marchand, Atelier the Artiste and École the Bureaucrate. The "
             "Soldat and the Homme need no building; the Tour, Forteresse and Château enable "
             "nothing.",
     .source = "Actions joueur, « Bâtiments civils »",
     .kind = K::Data},
    {.id = "M-1.5",
     .title = "Card values",
     .text = "The rulebook prints few values: the City makes 1 manpower; a Champ costs 1 manpower "
             "and makes 1 food; Homme 1/1, Soldat 2/2, Fantassin 2/2, Chevalier 4/2, Prêtre 1/2; "
             "Tour 1/4, Forteresse 1/5, Château 2/6. Every other cost, output and attack/defence "
             "(the City's 1/3, for instance) is a proposed value in data/medievalia.json, to be "
             "checked against the physical cards.",
     .source = "Actions joueur; « Bâtiments militaires »; Exemples 1 à 3; other values proposed",
     .kind = K::Data},
    {.id = "M-1.6",
     .title = "Card data file",
     .text = "Card values are read from a data file (data/medievalia.json, or another one given "
             "with --data), never built into the engine. Each card type gives its id, names, "
             "category, count, cost, production, attack and defence, enabling building, power, "
             "booster places (2 for hosts) and VP (1 per building, 2 for the Château).",
     .source = "Not in the rulebook: Arbiter's data format",
     .kind = K::Data},
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
    // 3. Turn sequence
    {.id = "M-3.0",
     .title = "Steps of a turn",
     .text = "Players take turns clockwise, and a turn goes through fixed steps without going "
             "back: step 0 (Arbiter's: siege check, then any forced upkeep removal), 1 draw, 2 "
             "reactivation, 3 player actions, 4 external movement then war, 5 end of turn. "
             "Everything is optional except the draw and the forced steps (upkeep removal, full "
             "deployment).",
     .source = "Séquence de jeu"},
    {.id = "M-3.1",
     .title = "Draw a card",
     .text = "The active player must first take 1 card from a non-empty draw pile of his choice. "
             "He draws on his first turn too (first_turn_draw=true); first_turn_draw=false skips "
             "that first draw.",
     .source = "Séquence de jeu, 1 « Début du tour et piocher une carte »",
     .options = "first_turn_draw"},
    {.id = "M-3.2",
     .title = "Reactivation",
     .text = "After the draw, every tapped card the active player owns is turned upright again, "
             "in whatever fief it stands, including cards tapped during other players' turns.",
     .source = "Séquence de jeu, 2 « Ré-activation »; FAQ"},
    {.id = "M-3.3",
     .title = "Transactions",
     .text = "Resources are made only to pay for one thing at a time. A transaction opens with "
             "its purpose, is filled by activations, exchanges, sold hand cards and powers, and "
             "is then paid or cancelled; activating a card outside a transaction is refused.",
     .source = "Actions joueur, « Comment place-t-on et utilise-t-on les cartes ? »; Règles "
               "générales pour les ressources"},
    {.id = "M-3.3.1",
     .title = "One purpose per transaction",
     .text = "Each transaction has exactly one purpose: play one card from hand, buy one "
             "building, draw one extra card (any 4 resources) or discard one own territory (1 "
             "manpower).",
     .source = "Règles générales pour les ressources (« 1 production = 1 carte »)"},
    {.id = "M-3.3.2",
     .title = "Filling a transaction",
     .text = "The payer gathers resources by activating his cards, by 3-for-1 exchanges, by "
             "selling hand cards for 1 resource each, with his Marchand and Artiste and, in the "
             "alliance game, with his ally's help. A Bureaucrate instead lowers a building's "
             "price.",
     .source = "Actions joueur; Règles générales pour les ressources; Pouvoirs spéciaux",
     .descriptive = true},
    {.id = "M-3.3.3",
     .title = "Paying; surplus is lost",
     .text = "A transaction can be paid once the resources gathered include its cost (for an "
             "extra draw, any 4). The cost is spent and anything left over is lost, never kept "
             "for the next transaction: one activation worth 2 food cannot pay for two cards "
             "costing 1 food.",
     .source = "Règles générales pour les ressources (« 1 production = 1 carte »); FAQ"},
    {.id = "M-3.3.4",
     .title = "All or nothing",
     .text = "A transaction happens entirely or not at all. If its purpose turns out illegal or "
             "it is cancelled, every card tapped for it is upright again and every hand card sold "
             "for it goes back to the hand.",
     .source = "Not in the rulebook: Arbiter's reading"},
    {.id = "M-3.4",
     .title = "Production by activation",
     .text = "Costs are paid by activating (tapping) cards already on the table. Each untapped "
             "card in its owner's own fief may produce once between two reactivations of its "
             "owner; activating a host taps its whole group and yields the group's output.",
     .source = "Actions joueur, « Comment place-t-on et utilise-t-on les cartes ? », "
               "« Territoires »",
     .options = "city_boost building_output"},
    {.id = "M-3.4.1",
     .title = "Activate once, untapped",
     .text = "Only an untapped card can be activated, and activating it taps it (a quarter turn). "
             "A card then produces or uses a tapping power at most once until its owner's next "
             "reactivation; a card put on the table this turn may be activated at once.",
     .source = "Actions joueur, « Comment place-t-on et utilise-t-on les cartes ? »"},
    {.id = "M-3.4.2",
     .title = "Only the own fief produces",
     .text = "Cards produce only in their owner's own fief. Troops in a neutral or an enemy fief "
             "never produce, and Arbiter also refuses production from troops standing in an "
             "ally's fief.",
     .source = "Actions joueur, « Comment place-t-on et utilise-t-on les cartes ? » (Fief "
               "neutre)"},
    {.id = "M-3.4.3",
     .title = "A free card's output",
     .text = "An unattached card with a production symbol yields exactly the resource and amount "
             "printed on it; a card without one cannot be activated to produce.",
     .source = "Actions joueur, « Comment place-t-on et utilise-t-on les cartes ? »"},
    {.id = "M-3.4.4",
     .title = "Group production",
     .text = "Activating a host (territory or City) taps it and every card attached to it. The "
             "group yields, all in the host's resource, the host's own output, plus 1 for each "
             "attached untapped manpower-producing troop (at most 2), plus 1 for each attached "
             "civil building. Attached cards never yield their own printed resource, cannot be "
             "activated alone, and add nothing if tapped.",
     .source = "Actions joueur, « Territoires »",
     .options = "city_boost building_output"},
    {.id = "M-3.4.5",
     .title = "The City as a host",
     .text = "The City is a host too: troops and civil buildings attached to it add to its "
             "manpower output as they would on a territory (city_boost=true). With "
             "city_boost=false the City yields only its own 1 manpower.",
     .source = "Derived from Actions joueur, « Mouvement Interne » (the Ville among hosts)",
     .options = "city_boost"},
    {.id = "M-3.4.6",
     .title = "What a civil building adds",
     .text = "By default a civil building's +1 is of its host's resource, since an attached card "
             "always yields the territory's resource (building_output=host); "
             "building_output=printed makes it yield the building's own printed resource. "
             "Military buildings produce nothing.",
     .source = "Actions joueur, « Territoires » and « Bâtiments civils »",
     .options = "building_output"},
    {.id = "M-3.5",
     .title = "Playing cards from hand",
     .text = "In step 3 a player puts a territory, character or military card from his hand into "
             "play by paying its cost in a transaction; it enters his own fief untapped. Cities "
             "and buildings are never played from a hand.",
     .source = "Actions joueur, « Limites », « Cartes militaires et personnages »",
     .options = "upkeep_break"},
    {.id = "M-3.5.1",
     .title = "Playing a territory",
     .text = "A territory is paid for and laid untapped in the player's own fief, never attached "
             "to anything. A fief holds the City and at most 4 territories: with 4 there, a new "
             "territory can be played only after one is discarded.",
     .source = "Actions joueur, « Limites »"},
    {.id = "M-3.5.2",
     .title = "Playing a troop",
     .text = "A character or military card is paid for and laid untapped in the player's own "
             "fief, either free or attached to one of his hosts. It can never be played straight "
             "into another fief.",
     .source = "Actions joueur, « Cartes militaires et personnages »"},
    {.id = "M-3.5.3",
     .title = "Missing-building surcharge",
     .text = "A card showing a building symbol costs 2 more gold if its owner has no building of "
             "that type in his own fief. Owning the building is enough: it is not tapped. The "
             "surcharge applies to military cards such as the Prêtre as well as to characters.",
     .source = "Actions joueur, « Bâtiments civils »"},
    {.id = "M-3.5.4",
     .title = "No Cities or buildings in hand",
     .text = "Cities and buildings never enter a hand: Cities start on the table and buildings "
             "are only bought from the building piles.",
     .source = "Préparation du jeu; Actions joueur, « Bâtiments »"},
    {.id = "M-3.5.5",
     .title = "Playing a troop over the food limit",
     .text = "A troop played may leave the player with more troops than his food feeds. Under "
             "upkeep_break=remove_excess the play stands and he must at once remove troops down "
             "to the limit; under upkeep_break=illegal the play is refused.",
     .source = "Pouvoirs spéciaux, « Limitations des personnages »",
     .options = "upkeep_break"},
    {.id = "M-3.6",
     .title = "Discard a territory",
     .text = "During his own turn a player may discard one of his territories by paying 1 "
             "manpower in a transaction of its own (batch_territory_discard=true allows several, "
             "at 1 manpower each, in one transaction). The territory and its buildings go out of "
             "game; troops attached to it stay in the fief, unattached, tapped or not as before.",
     .source = "Actions joueur, « Limites »",
     .options = "batch_territory_discard upkeep_break"},
    {.id = "M-3.7",
     .title = "Remove own troops",
     .text = "At any moment of his own turn outside a transaction or a combat, a player may take "
             "any of his untapped troops off the table and out of the game, at no cost "
             "(remove_scope=troops). remove_scope=troops_and_territories also lets untapped "
             "territories go; buildings never leave this way.",
     .source = "Pouvoirs spéciaux, « Limitations des personnages »",
     .options = "remove_scope upkeep_break"},
    {.id = "M-3.8",
     .title = "Extra draw",
     .text = "During his turn a player may pay any 4 resources in one transaction to draw 1 more "
             "card from a draw pile of his choice. There is no limit per turn "
             "(extra_draw_limit=none); extra_draw_limit=one_per_turn allows only one.",
     .source = "Règles générales pour les ressources",
     .options = "extra_draw_limit"},
    {.id = "M-3.9",
     .title = "Buying buildings",
     .text = "Buildings are bought, never played from hand: only a face-up pile top, each in its "
             "own transaction, as many per turn as the player can pay for. The building goes at "
             "once on an untapped own host with room for it, and never moves again.",
     .source = "Actions joueur, « Bâtiments », « Comment acheter un Bâtiment »",
     .options = "unplaceable_purchase"},
    {.id = "M-3.9.1",
     .title = "Only the face-up top",
     .text = "Only the face-up top card of a building pile can be bought. A player may buy any "
             "number of buildings in a turn, each paid in its own transaction.",
     .source = "Actions joueur, « Bâtiments »"},
    {.id = "M-3.9.2",
     .title = "Building price",
     .text = "A building costs its printed cost, less 2 resources for each Bureaucrate used on "
             "the purchase.",
     .source = "Actions joueur, « Comment acheter un Bâtiment »; Pouvoirs spéciaux, "
               "« Bureaucrate »",
     .descriptive = true},
    {.id = "M-3.9.3",
     .title = "Placing a bought building",
     .text = "A bought building goes at once on one of the buyer's untapped hosts (a territory or "
             "the City) that holds fewer than 2 buildings; it is never laid alone. The host is "
             "named when the purchase opens and may not be tapped to pay for it: if no host would "
             "stay untapped, the purchase is illegal (unplaceable_purchase=illegal; "
             "place_on_tapped allows a host tapped to pay).",
     .source = "Actions joueur, « Bâtiments » (Note) and « Limites »",
     .options = "unplaceable_purchase"},
    {.id = "M-3.9.4",
     .title = "Buildings never move",
     .text = "A placed building stays on its host. It leaves play only when its host is destroyed "
             "or discarded, when it is itself eliminated as a guard (military buildings), or when "
             "its owner is eliminated.",
     .source = "Actions joueur, « Limites » (bâtiments)",
     .descriptive = true},
    {.id = "M-3.9.5",
     .title = "Reveal the next building",
     .text = "After each purchase the next card of that building pile is turned face up; a pile "
             "that runs out stays empty.",
     .source = "Actions joueur, « Comment acheter un Bâtiment », point 3"},
    {.id = "M-3.9.6",
     .title = "A new building produces at once",
     .text = "A building placed on a host that is still untapped adds its +1 when that host is "
             "activated later in the same turn.",
     .source = "Derived from « Comment place-t-on et utilise-t-on les cartes ? » (new cards "
               "usable at once)"},
    {.id = "M-3.10",
     .title = "Civil buildings",
     .text = "A civil building adds 1 to its group's production, lets its owner play its cards "
             "without the gold surcharge, and in combat gives one +0/1 on its host. It has no "
             "attack or defence of its own and falls with its host.",
     .source = "Actions joueur, « Bâtiments civils »",
     .options = "building_output"},
    {.id = "M-3.10.1",
     .title = "+1 production",
     .text = "A civil building adds 1 resource each time its host's group is activated.",
     .source = "Actions joueur, « Bâtiments civils »",
     .options = "building_output"},
    {.id = "M-3.10.2",
     .title = "Enabling cards",
     .text = "A civil building enables its cards (see M-1.4) just by being in its owner's fief, "
             "whatever its host and whether tapped or not.",
     .source = "Actions joueur, « Bâtiments civils »"},
    {.id = "M-3.10.3",
     .title = "+0/1 in combat",
     .text = "In combat only, each civil building gives +0/1 to one card its owner picks on the "
             "same host: an attached troop, the City if the host is the City, or a military "
             "building there. With no such card it gives nothing, so an unguarded territory with "
             "civil buildings still has defence 0.",
     .source = "Actions joueur, « Bâtiments civils »; Exemple 3 (note)"},
    {.id = "M-3.10.4",
     .title = "Civil buildings are not targets",
     .text = "A civil building cannot be attacked by itself: it has no attack or defence and is "
             "destroyed together with its host.",
     .source = "Exemple 3 (« bâtiment et forêt sont éliminés »)"},
    {.id = "M-3.11",
     .title = "Military buildings",
     .text = "The Tour, Forteresse and Château guard their host with their own attack and "
             "defence, never move and fight only when their host is attacked. They also shield "
             "the troops on their host from the Archer.",
     .source = "Actions joueur, « Bâtiments militaires »"},
    {.id = "M-3.11.1",
     .title = "Military building values",
     .text = "Attack/defence: Tour 1/4, Forteresse 1/5, Château 2/6.",
     .source = "Actions joueur, « Bâtiments militaires »",
     .kind = K::Data,
     .descriptive = true},
    {.id = "M-3.11.2",
     .title = "A military building guards",
     .text = "A military building is a guard of its host with its own attack and defence. It "
             "cannot move, be deployed or start a fight: it fights only when its host is "
             "targeted.",
     .source = "Actions joueur, « Bâtiments militaires »; « Séquence d'un Combat dans le Fief "
               "d'un Joueur », considérations",
     .descriptive = true},
    {.id = "M-3.11.3",
     .title = "Shield against the Archer",
     .text = "Troops attached to a host that carries a military building cannot be hit by an "
             "Archer.",
     .source = "Pouvoirs spéciaux, « Archer »"},
    {.id = "M-3.11.4",
     .title = "Military buildings are not troops",
     .text = "Although the rulebook calls a military building « un personnage qui garde », "
             "Arbiter does not treat it as a troop: it needs no food and never moves.",
     .source = "Not in the rulebook: Arbiter's reading",
     .descriptive = true},
    {.id = "M-3.12",
     .title = "Internal movement and guards",
     .text = "In step 3 a player's untapped troops in his own fief may be attached to his hosts, "
             "detached or moved between hosts freely and without tapping. A troop attached to a "
             "host guards it.",
     .source = "Actions joueur, « Mouvement Interne »",
     .options = "tapped_guard_guards"},
    {.id = "M-3.12.1",
     .title = "Moving inside the own fief",
     .text = "During step 3 any untapped own troop in the player's own fief may be attached to "
             "one of his hosts, detached, or moved from host to host, as often as he likes. These "
             "moves never tap, and enemy troops in the fief do not prevent them.",
     .source = "Actions joueur, « Mouvement Interne »; « Séquence d'un Combat dans le Fief d'un "
               "Joueur », considérations",
     .options = "upkeep_break"},
    {.id = "M-3.12.2",
     .title = "Guarding a host",
     .text = "A territory or City with at least one troop attached is guarded by it; any "
             "character or military card may guard. Only manpower producers raise the host's "
             "production.",
     .source = "Actions joueur, « Mouvement Interne » and « Territoires »",
     .descriptive = true},
    {.id = "M-3.12.3",
     .title = "Tapped troops stay attached",
     .text = "A tapped attached troop cannot be detached or leave until it is untapped, unless "
             "its host leaves play. It still guards while tapped (tapped_guard_guards=true); with "
             "false a tapped troop guards nothing, in combat or for the siege.",
     .source = "Actions joueur, « Territoires »",
     .options = "tapped_guard_guards"},
    {.id = "M-3.12.4",
     .title = "No limit on guards",
     .text = "Any number of troops may be attached to one host, but only 2 of them add "
             "production.",
     .source = "Derived from « Artiste » (groups of more than three cards)",
     .descriptive = true},
    {.id = "M-3.12.5",
     .title = "Attachment only at home",
     .text = "Troops attach only to hosts of their owner's own fief. A troop that leaves its own "
             "fief becomes free.",
     .source = "Actions joueur, « Mouvement Interne »"},
    {.id = "M-3.13",
     .title = "External movement",
     .text = "In step 4, before any war, each untapped own troop may move once to an adjacent "
             "fief (a Chevalier twice), without tapping. Untapped enemy troops in a neutral fief "
             "bar the way through it.",
     .source = "Mouvement externe et guerre",
     .options = "external_move_unit external_move_requires_untapped neutral_blocking"},
    {.id = "M-3.13.1",
     .title = "One step per turn",
     .text = "Once per turn each of a player's troops may move from its fief to an adjacent one; "
             "a Chevalier may take two such steps. The limit is per card "
             "(external_move_unit=per_card); single_group allows instead one move per turn of any "
             "troops sharing the same origin and destination.",
     .source = "Mouvement externe et guerre",
     .options = "external_move_unit"},
    {.id = "M-3.13.2",
     .title = "Moving does not tap",
     .text = "Moving to another fief never taps. Only untapped troops may move "
             "(external_move_requires_untapped=true); false also lets tapped troops move, except "
             "tapped attached ones.",
     .source = "Mouvement externe et guerre",
     .options = "external_move_requires_untapped"},
    {.id = "M-3.13.3",
     .title = "Blocked neutral fief",
     .text = "A troop may not pass through a neutral fief holding untapped enemy troops, though "
             "it may enter it and stop. By default (neutral_blocking=onward) a troop in such a "
             "fief may leave only toward its own fief or an ally's, however long it has been "
             "there; neutral_blocking=same_turn only forbids entering and leaving it in one turn.",
     .source = "Mouvement externe et guerre, « Combat dans un Fief neutre »",
     .options = "neutral_blocking"},
    {.id = "M-3.13.4",
     .title = "Where troops may go",
     .text = "A troop may move into a neutral fief, an enemy's fief, an ally's fief or back into "
             "its own fief.",
     .source = "Mouvement externe et guerre; Actions joueur, « Cartes militaires et "
               "personnages »"},
    {.id = "M-3.13.5",
     .title = "Retreat is always possible",
     .text = "Enemy troops never stop a player's troops from leaving his own fief, nor from "
             "leaving a neutral fief toward his own fief or an ally's.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », considérations; Mouvement "
               "externe et guerre, « Combat dans un Fief neutre »"},
    {.id = "M-3.13.6",
     .title = "No movement out of turn",
     .text = "Troops move only during their owner's own turn.",
     .source = "Jeu d'alliances",
     .descriptive = true},
    {.id = "M-3.14",
     .title = "War",
     .text = "After external movement the active player may fight in any fief where he has troops "
             "and an opponent has cards: at most one combat per fief, each troop in one combat "
             "only. Nothing moves once war is declared.",
     .source = "Mouvement externe et guerre, « Guerre »",
     .options = "combat_taps attack_at_home"},
    {.id = "M-3.14.1",
     .title = "Declaring war",
     .text = "After external movement the active player may declare one or more combats, or none. "
             "Once war is declared no troop may move again this turn.",
     .source = "Mouvement externe et guerre, « Guerre »"},
    {.id = "M-3.14.2",
     .title = "Where a combat is possible",
     .text = "A combat may be declared in a fief where the active player has at least one troop "
             "and the chosen opponent has cards; a player's own fief always holds his City.",
     .source = "Mouvement externe et guerre, « Guerre »"},
    {.id = "M-3.14.3",
     .title = "One combat per fief",
     .text = "Each fief sees at most one combat per turn, and a troop fights in at most one "
             "combat per turn: fighting on two fronts needs different troops.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », point 6"},
    {.id = "M-3.14.4",
     .title = "Two sides per combat",
     .text = "A combat sets the active player against one opponent. Allies' troops in that fief "
             "take no part in it, though they may use Prêtre and Archer powers; allies attacking "
             "the same enemy fight separate battles.",
     .source = "Jeu d'alliances (separate battles); Pouvoirs spéciaux, « Note »"},
    {.id = "M-3.14.5",
     .title = "Cities and buildings do not start fights",
     .text = "Cities and buildings never start a fight; they fight only when attacked.",
     .source = "Mouvement externe et guerre, « Guerre »",
     .descriptive = true},
    {.id = "M-3.14.6",
     .title = "Fighting does not tap",
     .text = "Troops are not tapped by fighting; only tapping powers tap (combat_taps=false). "
             "With combat_taps=true every troop that fought is tapped afterwards.",
     .source = "Not in the rulebook: Arbiter's reading",
     .options = "combat_taps"},
    {.id = "M-3.14.7",
     .title = "Fighting at home",
     .text = "The active player may attack enemy troops that have come into his own fief "
             "(attack_at_home=true); with false he may not fight in his own fief.",
     .source = "Derived from « Séquence d'un Combat dans le Fief d'un Joueur », point 2",
     .options = "attack_at_home"},
    {.id = "M-3.15",
     .title = "Combat in a player's fief",
     .text = "Only untapped, unattached troops deploy. The attacker forms units (single troops or "
             "armies whose attack and defence add up); the defender may block each attacking unit "
             "with one unit of his or hold back, but a side outside its own fief must commit "
             "every deployable troop. Each unblocked unit picks one target: a territory, the "
             "City, or any enemy troop or unit there, tapped ones included (attached troops only "
             "through their host). Damage is dealt on both sides at once, targets strike back, "
             "then Prêtre and Archer powers apply and the dead are removed.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur »",
     .options = "block_one_to_one tapped_target_strikes_back"},
    {.id = "M-3.16",
     .title = "Damage",
     .text = "Each engaged pair deals its attack at the same time. A unit's owner orders its "
             "cards and the damage fills them in that order; after heals and Archer shots, a card "
             "whose damage reaches its defence is eliminated. All damage is gone at the end of "
             "the turn.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », points 4 to 6"},
    {.id = "M-3.16.1",
     .title = "Effective defence",
     .text = "In combat a card's defence is its printed defence plus each +0/1 it received from a "
             "civil building or a Fantassin. Attack is never raised.",
     .source = "Actions joueur, « Bâtiments civils »; Pouvoirs spéciaux, « Fantassin »",
     .options = "fantassin_bonus"},
    {.id = "M-3.16.2",
     .title = "Damage allocation order",
     .text = "The owner of a unit that takes damage puts its cards in order. Each card but the "
             "last takes at most its defence and passes the rest on; the last card takes all that "
             "remains. Three damage on two cards of defence 2 kills the first and puts 1 on the "
             "second.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », point 4; Exemple 2"},
    {.id = "M-3.16.3",
     .title = "Elimination",
     .text = "After powers are applied, a card is eliminated if its damage (allocated, plus "
             "Archer hits, minus Prêtre heals, never below 0) is at least its defence. A single "
             "card attacked with at least its defence therefore dies.",
     .source = "Mouvement externe et guerre, « Guerre »; « Séquence d'un Combat dans le Fief "
               "d'un Joueur », point 6"},
    {.id = "M-3.16.4",
     .title = "Healing after allocation",
     .text = "Heals come after the damage is allocated, and the allocation is never redone. Every "
             "point above a card's defence must be healed: a Fantassin 2/2 hit for 3 needs two "
             "Prêtres to survive.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », point 5"},
    {.id = "M-3.16.5",
     .title = "Recovery at end of turn",
     .text = "At the end of every turn all damage and combat bonuses vanish: every card is back "
             "to its full values.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », point 6"},
    {.id = "M-3.17",
     .title = "Attacking a territory or City",
     .text = "When a territory or City is targeted its guards (attached troops and military "
             "buildings) take the damage first; the host falls only if every guard is eliminated "
             "and enough damage is left. A fallen territory takes its buildings out of game; a "
             "fallen City eliminates its owner.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », considérations",
     .options = "tapped_guard_guards military_building_elimination"},
    {.id = "M-3.17.1",
     .title = "Guarded territory",
     .text = "The guards (attached troops, tapped ones included, and military buildings) form one "
             "group whose owner orders them; each absorbs at most its defence and what is left "
             "over hits the territory. The territory is destroyed only if every guard is "
             "eliminated and at least 1 point is left over; the guards strike back with their "
             "combined attack. An eliminated military building goes out of game even if the "
             "territory survives (military_building_elimination=removed; stays keeps it).",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », considérations",
     .options = "military_building_elimination tapped_guard_guards"},
    {.id = "M-3.17.2",
     .title = "Unguarded territory",
     .text = "An unguarded territory, with or without civil buildings, is destroyed by 1 or more "
             "points of damage, and strikes back with 0.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », considérations"},
    {.id = "M-3.17.3",
     .title = "A destroyed territory",
     .text = "A destroyed territory goes out of game with all its buildings, which can lower its "
             "owner's VP. Any troop still attached to it stays in the fief, free.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », considérations; Exemple 3"},
    {.id = "M-3.17.4",
     .title = "Attacking a City",
     .text = "The City has its own attack and defence (data file: 1/3) and gets +0/1 from each "
             "civil building on it. Its guards are filled first; the City falls if every guard is "
             "eliminated and the leftover reaches its defence. Guards and City strike back "
             "together, and a fallen City eliminates its owner.",
     .source = "Not in the rulebook: Arbiter's reading (the City's values are not printed)"},
    {.id = "M-3.18",
     .title = "Combat in a neutral fief",
     .text = "In a neutral fief all the attacker's troops there, tapped or not, form one army and "
             "all the chosen defender's troops there form the other. The two armies hit each "
             "other at once; allocation, powers and elimination work as in a player's fief, and "
             "troops in these armies cannot use tapping powers.",
     .source = "Mouvement externe et guerre, « Combat dans un Fief neutre »"},
    {.id = "M-3.19",
     .title = "End of turn",
     .text = "The turn ends: all damage and combat bonuses are cleared, and the next player still "
             "in the game, clockwise, begins his turn.",
     .source = "Séquence de jeu, 5 « Fin du tour de jeu »; « Séquence d'un Combat dans le Fief "
               "d'un Joueur », point 6"},
    // 4. General resource rules
    {.id = "M-4",
     .title = "Resource rules",
     .text = "Even outside his turn a player may exchange 3 identical resources for 1 of another "
             "type, or sell a hand card for 1 resource of his choice; in his turn, 4 resources "
             "buy an extra draw. Nothing is ever kept, and Arbiter lets exchanges and sales "
             "happen only inside a transaction.",
     .source = "Règles générales pour les ressources"},
    {.id = "M-4.1",
     .title = "Exchange 3 for 1",
     .text = "At any time, even out of turn, 3 resources of one type may be exchanged for 1 "
             "resource of a different type, as often as wished; the 3 may come from a single "
             "activation.",
     .source = "Règles générales pour les ressources"},
    {.id = "M-4.2",
     .title = "Sell a hand card",
     .text = "At any time a player may discard a card from his hand, out of the game, to gain 1 "
             "resource of his choice.",
     .source = "Règles générales pour les ressources (and its memo panel)"},
    {.id = "M-4.3",
     .title = "Four resources for a card",
     .text = "During his own turn a player may produce any 4 resources to draw one more card (see "
             "M-3.8).",
     .source = "Règles générales pour les ressources",
     .descriptive = true},
    {.id = "M-4.4",
     .title = "Nothing carries over",
     .text = "Resources are never kept: whatever a transaction does not use is lost when it "
             "closes.",
     .source = "Règles générales pour les ressources (« 1 production = 1 carte »)",
     .descriptive = true},
    {.id = "M-4.5",
     .title = "« At any time » means in a transaction",
     .text = "Exchanges and sales allowed « at any time » only matter inside a transaction: the "
             "player's own, or his ally's in the alliance game. Arbiter offers them only there; "
             "during a combat they would do nothing, since combat costs nothing.",
     .source = "Derived from « Règles générales pour les ressources »"},
    // 5. Food upkeep
    {.id = "M-5",
     .title = "Feeding troops",
     .text = "Every troop a player has on the table must be fed, wherever it stands: each point "
             "of food capacity feeds 2 troops. The limit holds all through his own turn, and any "
             "excess must be removed at once.",
     .source = "Pouvoirs spéciaux, « Limitations des personnages »",
     .options = "upkeep_scope upkeep_break"},
    {.id = "M-5.1",
     .title = "Two troops per food",
     .text = "Each point of food a player's cards can produce feeds 2 troops.",
     .source = "Pouvoirs spéciaux, « Limitations des personnages »",
     .options = "upkeep_scope",
     .descriptive = true},
    {.id = "M-5.2",
     .title = "Who needs food",
     .text = "Every character and military card a player has on the table, in any fief, needs "
             "food (upkeep_scope=all_troops); upkeep_scope=characters_only counts the 29 "
             "character cards only. The City, territories and buildings never need food.",
     .source = "Pouvoirs spéciaux, « Limitations des personnages » (« nourrir ses forces »)",
     .options = "upkeep_scope"},
    {.id = "M-5.3",
     .title = "Food capacity",
     .text = "Food capacity is the food a player's own-fief cards could produce: each food "
             "territory's output with up to 2 manpower boosters and its civil buildings, plus "
             "free cards that print food. Nothing is tapped for upkeep, and tapped cards count "
             "too.",
     .source = "Pouvoirs spéciaux, « Limitations des personnages »",
     .options = "building_output"},
    {.id = "M-5.4",
     .title = "No food from powers",
     .text = "The Artiste's doubling never raises food capacity; Arbiter likewise ignores the "
             "Marchand, exchanges and sold hand cards.",
     .source = "Pouvoirs spéciaux, « Limitations des personnages » (the Artiste); the rest is "
               "Arbiter's reading",
     .descriptive = true},
    {.id = "M-5.5",
     .title = "Troops eat everywhere",
     .text = "Troops must be fed wherever they stand: in the own fief, a neutral fief, an enemy's "
             "or an ally's.",
     .source = "Pouvoirs spéciaux, « Limitations des personnages »",
     .descriptive = true},
    {.id = "M-5.6",
     .title = "The food limit in the own turn",
     .text = "Throughout his own turn a player may have at most twice his food capacity in "
             "troops, once any forced removal is done. By default an action that breaks the limit "
             "is allowed and the excess must be removed at once, as the rulebook says "
             "(upkeep_break=remove_excess); upkeep_break=illegal refuses such an action.",
     .source = "Pouvoirs spéciaux, « Limitations des personnages »",
     .options = "upkeep_break"},
    {.id = "M-5.7",
     .title = "Forced removal",
     .text = "A player with more troops than his food feeds (after losses in another player's "
             "turn, for instance) must at once put troops of his choice, tapped or not, out of "
             "the game until the limit holds. Arbiter enforces it at the start of his turn, "
             "before the draw, and after any event of his turn; only troops that need food may be "
             "chosen.",
     .source = "Pouvoirs spéciaux, « Limitations des personnages »",
     .options = "upkeep_scope upkeep_break"},
    {.id = "M-5.8",
     .title = "Upkeep example",
     .text = "Two Champs and a civil building on one of them make 3 food: enough for up to 6 "
             "troops.",
     .source = "Pouvoirs spéciaux, « Limitations des personnages » (illustration)",
     .descriptive = true},
    // 6. Special powers
    {.id = "M-6.0",
     .title = "Powers in general",
     .text = "Using the power of a Prêtre, Archer, Marchand, Bureaucrate or Artiste taps the "
             "card, and its group if it is attached; the Chevalier and the Fantassin never tap. "
             "Troops fighting in the current battle cannot use powers, the economic powers work "
             "only at home, and only the Prêtre and the Archer act out of turn.",
     .source = "Pouvoirs spéciaux, « Note »",
     .descriptive = true},
    {.id = "M-6.0.1",
     .title = "Tapping powers",
     .text = "The Prêtre, Archer, Marchand, Bureaucrate and Artiste must be untapped to use their "
             "power, and using it taps them. So a card cannot both produce and use its power in "
             "the same turn.",
     .source = "Pouvoirs spéciaux, « Note »"},
    {.id = "M-6.0.2",
     .title = "Powers that do not tap",
     .text = "The Chevalier's and the Fantassin's powers need no tapping and apply without "
             "restriction.",
     .source = "Pouvoirs spéciaux, « Note »",
     .descriptive = true},
    {.id = "M-6.0.3",
     .title = "Powers of attached cards",
     .text = "If a card using a tapping power is attached to a host, the host and every card "
             "attached to it are tapped too.",
     .source = "Pouvoirs spéciaux, « Note »"},
    {.id = "M-6.0.4",
     .title = "Powers inside an army",
     .text = "A troop in an army may use its tapping power only if that army is not fighting in "
             "the current battle, and doing so taps the whole army. By default no troop engaged "
             "in the current combat (attacking, blocking, targeted, guarding a targeted host or "
             "in a neutral-fief army) may use one (engaged_may_use_powers=false).",
     .source = "Pouvoirs spéciaux, « Note »",
     .options = "engaged_may_use_powers"},
    {.id = "M-6.0.5",
     .title = "Economic powers only at home",
     .text = "The Artiste, Bureaucrate and Marchand cannot be used in a neutral or an enemy fief, "
             "and Arbiter also refuses them in an ally's fief. They work only in their owner's "
             "own fief, inside his own transaction.",
     .source = "Pouvoirs spéciaux, « Note »"},
    {.id = "M-6.0.6",
     .title = "Powers out of turn",
     .text = "Outside his own turn a player may use only untapped Prêtres and Archers, when he or "
             "his ally is attacked or when his ally attacks.",
     .source = "Pouvoirs spéciaux, « Note »; Jeu d'alliances; FAQ"},
    {.id = "M-6.1",
     .title = "Prêtre",
     .text = "Tapping a Prêtre removes 1 point of damage from one troop in its fief or an "
             "adjacent fief, during combat step 5. It cannot heal itself, and heals troops only, "
             "not the City or buildings (heal_targets=troops; troops_and_city also allows the "
             "City).",
     .source = "Pouvoirs spéciaux, « Prêtre »",
     .options = "heal_targets"},
    {.id = "M-6.2",
     .title = "Archer",
     .text = "Tapping an Archer deals 1 damage to one enemy troop in its fief or an adjacent "
             "fief, even inside an army, during combat step 5 (archer_outside_combat=true also "
             "allows steps 3 and 4 of its owner's turn). It never hits territories or buildings, "
             "nor troops attached to a City or to a host with a military building. In step 5 the "
             "sides declare Prêtre and Archer uses in turn, attacker's side first, until both "
             "pass.",
     .source = "Pouvoirs spéciaux, « Archer »",
     .options = "archer_outside_combat"},
    {.id = "M-6.3",
     .title = "Fantassin",
     .text = "A Fantassin in an army gives +0/1 to one other troop of that army, without tapping; "
             "each Fantassin gives one bonus and bonuses add up (fantassin_bonus=true). "
             "fantassin_bonus=false ignores the power, as Example 2's printed totals do.",
     .source = "Pouvoirs spéciaux, « Fantassin »",
     .options = "fantassin_bonus"},
    {.id = "M-6.4",
     .title = "Chevalier",
     .text = "A Chevalier may make two external moves per turn, without tapping, so it can reach "
             "an enemy fief in one turn unless a neutral fief with untapped enemy troops bars the "
             "way.",
     .source = "Pouvoirs spéciaux, « Chevalier »",
     .options = "neutral_blocking"},
    {.id = "M-6.5",
     .title = "Marchand",
     .text = "Tapping a Marchand turns 1 resource of the transaction into 1 resource of another "
             "type. If the resource given is gold, it yields 2 resources of any types, gold "
             "included.",
     .source = "Pouvoirs spéciaux, « Marchand »; FAQ (2 gold)"},
    {.id = "M-6.6",
     .title = "Bureaucrate",
     .text = "Each Bureaucrate used lowers a building's price by 2 resources of the buyer's "
             "choice (two Bureaucrates: 4, three: 6). The price never goes below 0, so enough "
             "Bureaucrates make a building free.",
     .source = "Pouvoirs spéciaux, « Bureaucrate »"},
    {.id = "M-6.7",
     .title = "Artiste",
     .text = "Tapping an Artiste doubles the output of one free card, or of up to 3 contributors "
             "of one group (the host's own output or single +1s), chosen by the player when there "
             "are more. Artistes stack on the same output: ×2, ×4, ×8 for one, two or three.",
     .source = "Pouvoirs spéciaux, « Artiste »"},
    // 7. End of game
    {.id = "M-7",
     .title = "End of the game",
     .text = "The game ends at once with a prestige victory (7 VP, or 11 for a team), a military "
             "victory (every enemy City destroyed, in battle or by siege), or a card shortage "
             "(last building bought or two draw piles empty), where the most VP wins. Nothing is "
             "played after the end.",
     .source = "Fin de la partie",
     .options = "vp_dedup alliance_individual_win siege_turns ally_breaks_siege shortage_piles "
                "gold_tiebreak_boosts"},
    {.id = "M-7.1",
     .title = "Prestige victory",
     .text = "Each building type in a player's fief scores 1 VP, the Château 2; a further copy of "
             "a type scores nothing (11 VP at most). A player reaching 7 VP wins at once. In the "
             "alliance game a team wins with 11 VP, each player's duplicates removed before the "
             "two totals are added (vp_dedup=per_player; team removes duplicates across the "
             "team), and one player's 7 VP alone does not win (alliance_individual_win=false).",
     .source = "Fin de la partie, « Victoire Prestige »",
     .options = "vp_dedup alliance_individual_win"},
    {.id = "M-7.2",
     .title = "Military victory",
     .text = "A player or team that destroys every enemy City wins; a City falls in battle, and a "
             "player eliminated by siege counts as destroyed. A player whose City falls is "
             "eliminated, and all his cards leave the game.",
     .source = "Fin de la partie, « Victoire militaire (ou par siège) »"},
    {.id = "M-7.3",
     .title = "Siege",
     .text = "At the start of each of his turns a player is besieged if enemy troops stand in his "
             "fief and none of his territories is guarded (having none counts; a guarded City "
             "counts unless guarded_city_breaks_siege=false). Each besieged start adds 1 to his counter and any other start resets it to 0; "
             "at 3 he loses and is eliminated (siege_turns=3_inclusive; 4_starts: at 4). In the "
             "alliance game an allied troop in his fief at that moment breaks the siege "
             "(ally_breaks_siege=presence; none: allies do not count).",
     .source = "Fin de la partie, « Siège »; FAQ erratum (all territories)",
     .options = "siege_turns ally_breaks_siege tapped_guard_guards guarded_city_breaks_siege"},
    {.id = "M-7.4",
     .title = "Card shortage",
     .text = "The game ends at once when the last building is bought or when two of the three "
             "draw piles are empty (shortage_piles=draw; any also counts empty building piles). "
             "Most VP wins, team totals in the alliance game; a tie goes to the greatest gold "
             "capacity (boosts counted under gold_tiebreak_boosts=keep, printed gold only under "
             "base_only; never Artiste, Marchand, exchanges or sales), then to most cards in "
             "hand, else the game is drawn.",
     .source = "Fin de la partie, « Manque de cartes »",
     .options = "shortage_piles gold_tiebreak_boosts"},
    {.id = "M-7.5",
     .title = "Order of end checks",
     .text = "After every event Arbiter checks, in this order: eliminations (fallen City, siege), "
             "military victory, prestige, then shortage. Once the game is over no action is "
             "accepted.",
     .source = "Not in the rulebook: Arbiter's reading"},
    // 8. Alliance game
    {.id = "M-8",
     .title = "Alliance game",
     .text = "Four players form two teams of allies seated opposite each other. Allies share no "
             "buildings or cards and fight separately; an ally may lend production for a fee and "
             "help out of turn only with Prêtres and Archers. A team wins with 11 VP or by "
             "destroying both enemy Cities.",
     .source = "Jeu d'alliances",
     .options = "four_player_map vp_dedup alliance_individual_win ally_breaks_siege"},
    {.id = "M-8.1",
     .title = "Allies sit opposite",
     .text = "Allies sit face to face, so turns alternate between the two teams.",
     .source = "Jeu d'alliances",
     .descriptive = true},
    {.id = "M-8.2",
     .title = "Nothing is shared",
     .text = "Buildings are not shared: each player's buildings enable cards and produce only for "
             "him, so an ally's Église does not lift the surcharge. Players never give each other "
             "cards.",
     .source = "Jeu d'alliances"},
    {.id = "M-8.3",
     .title = "An eliminated ally",
     .text = "When a player is eliminated all his cards, in hand and on the table, leave the "
             "game; his partner plays on.",
     .source = "Jeu d'alliances"},
    {.id = "M-8.4",
     .title = "Separate battles",
     .text = "If both allies attack the same enemy, each battle is resolved on its own.",
     .source = "Jeu d'alliances",
     .descriptive = true},
    {.id = "M-8.5",
     .title = "No movement out of turn",
     .text = "Nobody moves cards outside his own turn.",
     .source = "Jeu d'alliances",
     .descriptive = true},
    {.id = "M-8.6",
     .title = "Producing for an ally",
     .text = "During a player's turn his ally may activate his own untapped cards in his own fief "
             "to add resources to the player's transactions; Arbiter also lets the ally exchange "
             "there, and sell hand cards (ally_hand_sales=true; false: no sales). Each turn in which an ally's resources are used costs 1 "
             "extra resource of any type, paid once, in the first transaction he helps.",
     .source = "Jeu d'alliances",
     .options = "ally_hand_sales"},
    {.id = "M-8.7",
     .title = "Helping out of turn",
     .text = "Outside his own turn a player may help his ally only with untapped Prêtres and "
             "Archers.",
     .source = "Jeu d'alliances"},
    {.id = "M-8.8",
     .title = "Team goals",
     .text = "A team needs 11 VP for a prestige victory and must destroy both enemy Cities for a "
             "military one; allied troops can break a siege.",
     .source = "Fin de la partie; Jeu d'alliances",
     .options = "vp_dedup alliance_individual_win ally_breaks_siege",
     .descriptive = true},
    {.id = "M-8.9",
     .title = "Troops in an ally's fief",
     .text = "Troops may move into an ally's fief, but they never produce there and never attach "
             "to the ally's hosts.",
     .source = "Derived from « Combat dans un Fief neutre » and « Mouvement Interne »"},
    // 10. Ambiguities
    {.id = "A-01",
     .title = "Homme or Paysan",
     .text = "The card list says Homme while the text and examples say Paysan. Arbiter treats "
             "both names as one card type, homme (Peasant); no option.",
     .source = "« Contenu » vs Exemples 1 and 2",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-02",
     .title = "Missing card values",
     .text = "The rulebook prints no costs, no output for the special characters and no "
             "attack/defence for the City, the Archer or the civilians. Arbiter takes every card "
             "value from its data file, with proposed values where no source exists; the "
             "alternative is a corrected file given with --data.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-03",
     .title = "Draw on the first turn?",
     .text = "The rulebook grants no exception for a player's first turn. Arbiter draws every "
             "turn (first_turn_draw=true); first_turn_draw=false skips each player's first draw.",
     .source = "Derived from « Séquence de jeu », 1",
     .kind = K::Ambiguity,
     .options = "first_turn_draw"},
    {.id = "A-04",
     .title = "Who plays first?",
     .text = "The rulebook is silent. Arbiter draws the first player at random "
             "(first_player=random); first_player=p1 always lets P1 start.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "first_player"},
    {.id = "A-05",
     .title = "The reminder card",
     .text = "Is the face-up card under each draw pile part of it? Arbiter: yes, it is drawn last "
             "and a pile is empty only once it is gone; no option.",
     .source = "Derived from « Préparation du jeu », point 1",
     .kind = K::Ambiguity},
    {.id = "A-06",
     .title = "Which piles run out",
     .text = "Which « three piles » end the game when two are empty? Arbiter counts the draw "
             "piles (shortage_piles=draw), since the last building already ends the game; "
             "shortage_piles=any also counts empty building piles.",
     .source = "Derived from « Manque de cartes »",
     .kind = K::Ambiguity,
     .options = "shortage_piles"},
    {.id = "A-07",
     .title = "Neighbouring fiefs",
     .text = "With 2 players Arbiter lays A, N, B in a line, A and B not adjacent, as Example 1 "
             "and the Chevalier imply. With 4 the rulebook gives no map: Arbiter uses a ring of "
             "neutral fiefs plus a centre touching all four (four_player_map=ring_plus_center), "
             "or the ring alone (ring). Three players are refused unless three_player=triangle.",
     .source = "Derived from Exemple 1 and « Chevalier »",
     .kind = K::Ambiguity,
     .options = "four_player_map three_player"},
    {.id = "A-08",
     .title = "Do military cards eat?",
     .text = "The upkeep rule says « personnage », a word the rulebook also uses for military "
             "cards, and speaks of feeding one's « forces ». Arbiter feeds every troop "
             "(upkeep_scope=all_troops); upkeep_scope=characters_only feeds characters only.",
     .source = "Derived from « Limitations des personnages »",
     .kind = K::Ambiguity,
     .options = "upkeep_scope"},
    {.id = "A-09",
     .title = "What a civil building produces",
     .text = "Is a civil building's extra resource that of its host or its own? Arbiter: 1 of the "
             "host's resource, like any attached card (building_output=host); "
             "building_output=printed uses the building's own symbol.",
     .source = "Derived from « Territoires » and « Bâtiments civils »",
     .kind = K::Ambiguity,
     .options = "building_output"},
    {.id = "A-10",
     .title = "Boosters per host",
     .text = "How many troops can raise one host's output? Only the two small symbols on "
             "territories hint at it: Arbiter counts at most 2 boosters per host and sets no "
             "limit on guards. Another limit can be set in the data file (max_boosters).",
     .source = "Derived from « Territoires » (« deux petits symboles »)",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-11",
     .title = "The City as a host",
     .text = "Can the City be boosted, and does it count as a territory? Arbiter boosts it like a "
             "territory (city_boost=true; false: no boost) and never counts it for the "
             "4-territory limit. The guard rule names the Ville among the territories a character "
             "guards, so by default a guarded City keeps its owner from being besieged "
             "(guarded_city_breaks_siege=true; false: only the other territories count).",
     .source = "Derived from « Mouvement Interne » and « Limites »",
     .kind = K::Ambiguity,
     .options = "city_boost guarded_city_breaks_siege"},
    {.id = "A-12",
     .title = "Fantassin in Example 2",
     .text = "Example 2's printed totals leave out the Fantassin's +0/1, though the outcome is "
             "the same. Arbiter applies the power (fantassin_bonus=true); fantassin_bonus=false "
             "reproduces the printed totals.",
     .source = "Exemple 2 vs « Fantassin »",
     .kind = K::Ambiguity,
     .options = "fantassin_bonus"},
    {.id = "A-13",
     .title = "Example 3 troop count",
     .text = "Example 3 has the defender use « 3 troupes » although only 2 are available. Arbiter "
             "reads 2; no option.",
     .source = "Exemple 3",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-14",
     .title = "The City's values",
     .text = "The City's attack and defence are not printed, nor how it falls. Arbiter: 1/3 from "
             "the data file; its guards are filled first, and it falls if they are all eliminated "
             "and the leftover reaches its defence, eliminating its owner. Other values can be "
             "given with --data.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-15",
     .title = "Who blocks whom",
     .text = "May several defending units block one attacker, or one defending unit block "
             "several? Arbiter: one to one, so several blockers must form one army "
             "(block_one_to_one=true); with false one defending unit may block several attacking "
             "units.",
     .source = "Derived from « Séquence d'un Combat dans le Fief d'un Joueur », point 2",
     .kind = K::Ambiguity,
     .options = "block_one_to_one"},
    {.id = "A-16",
     .title = "Several attackers on one target",
     .text = "May several attacking units pick the same target? Arbiter: yes; their damage adds "
             "up and the target strikes back at one of them, chosen by its owner. No option.",
     .source = "Derived from « Séquence d'un Combat dans le Fief d'un Joueur », point 3",
     .kind = K::Ambiguity},
    {.id = "A-17",
     .title = "Tapped targets strike back",
     .text = "Do tapped targets and tapped guards strike back? Arbiter: yes, since « un combat "
             "normal aura lieu » (tapped_target_strikes_back=true); with false they strike back "
             "with 0.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », point 3",
     .kind = K::Ambiguity,
     .options = "tapped_target_strikes_back"},
    {.id = "A-18",
     .title = "Does combat tap?",
     .text = "The rulebook does not say whether fighting taps troops. Arbiter: no "
             "(combat_taps=false); combat_taps=true taps every troop that fought.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "combat_taps"},
    {.id = "A-19",
     .title = "Fighting at home",
     .text = "May the active player attack invaders in his own fief? Arbiter: yes, as the rule on "
             "sides outside their own fief implies (attack_at_home=true); false forbids it.",
     .source = "Derived from « Séquence d'un Combat dans le Fief d'un Joueur », point 2",
     .kind = K::Ambiguity,
     .options = "attack_at_home"},
    {.id = "A-20",
     .title = "External move: per card? tapped?",
     .text = "Is the once-per-turn move per card or one group move, and may tapped troops move? "
             "Arbiter: per card, as the Chevalier's two moves suggest "
             "(external_move_unit=per_card; single_group: one group move per turn), and untapped "
             "troops only (external_move_requires_untapped=true).",
     .source = "Derived from Mouvement externe et guerre and « Chevalier »",
     .kind = K::Ambiguity,
     .options = "external_move_unit external_move_requires_untapped"},
    {.id = "A-21",
     .title = "Archer, Prêtre and engaged troops",
     .text = "When may the Archer shoot, whom may the Prêtre heal, and may engaged troops use "
             "powers? Arbiter: the Archer only in combat step 5 (archer_outside_combat=false), "
             "the Prêtre troops only (heal_targets=troops), and no tapping power for a troop "
             "engaged in the current combat (engaged_may_use_powers=false); each option's other "
             "value allows it.",
     .source = "Derived from Pouvoirs spéciaux and « Note »",
     .kind = K::Ambiguity,
     .options = "archer_outside_combat heal_targets engaged_may_use_powers"},
    {.id = "A-22",
     .title = "Exchanges at any time",
     .text = "Exchanges and sales are allowed « at any time », even during a combat: do they do "
             "anything there? Arbiter accepts them only inside a transaction, where they have an "
             "effect; no option.",
     .source = "Derived from « Règles générales pour les ressources »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-23",
     .title = "Siege details",
     .text = "Does a besieged player lose at his 3rd or 4th besieged start, does the count "
             "restart, and how do allies break a siege? Arbiter: he loses at the 3rd in a row "
             "(siege_turns=3_inclusive; 4_starts: the 4th), any start not besieged resets the "
             "count, all territories must be unguarded (FAQ erratum; a guarded City is one of "
             "them unless guarded_city_breaks_siege=false), and one allied troop in his fief "
             "breaks the siege (ally_breaks_siege=presence; none: allies do not count).",
     .source = "Fin de la partie, « Siège »; FAQ erratum",
     .kind = K::Ambiguity,
     .options = "siege_turns ally_breaks_siege guarded_city_breaks_siege"},
    {.id = "A-24",
     .title = "Which buildings are on offer",
     .text = "Which buildings may be bought? Arbiter offers exactly the top card of each "
             "non-empty building pile, so at most 3, turning the next one face up after each "
             "purchase; piles are never refilled. No option.",
     .source = "Derived from « Comment acheter un Bâtiment »",
     .kind = K::Ambiguity},
    {.id = "A-25",
     .title = "No host left for a building",
     .text = "What if paying for a building leaves no untapped host to receive it? Arbiter: the "
             "purchase is illegal, checked before payment (unplaceable_purchase=illegal); "
             "place_on_tapped lets the building go on a host tapped to pay.",
     .source = "Actions joueur, « Bâtiments » (Note)",
     .kind = K::Ambiguity,
     .options = "unplaceable_purchase"},
    {.id = "A-26",
     .title = "Where discards go",
     .text = "The rulebook names no discard pile and no reshuffle. Arbiter puts every discarded, "
             "destroyed or removed card in one out-of-game zone that is never reused; no option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity},
    {.id = "A-27",
     .title = "Cards on a discarded territory",
     .text = "What happens to the cards on a territory that is discarded? Arbiter: its buildings "
             "leave the game with it, its troops stay in the fief, unattached; no option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity},
    {.id = "A-28",
     .title = "What a player may remove",
     .text = "What may « retirer des cartes de la table » remove? Arbiter: untapped troops only, "
             "in the own turn, for free (remove_scope=troops); "
             "remove_scope=troops_and_territories also lets untapped territories go. Buildings "
             "never.",
     .source = "Derived from « Limitations des personnages »",
     .kind = K::Ambiguity,
     .options = "remove_scope"},
    {.id = "A-29",
     .title = "Extra draws per turn",
     .text = "How many extra draws may a player buy in a turn? Arbiter: no limit "
             "(extra_draw_limit=none); extra_draw_limit=one_per_turn allows one.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "extra_draw_limit"},
    {.id = "A-30",
     .title = "Passing",
     .text = "Must a player act? Arbiter makes every action optional except the step-1 draw, a "
             "forced upkeep removal and full deployment outside the own fief; no option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity},
    {.id = "A-31",
     .title = "Gold tie-break « sans bonus »",
     .text = "What is the gold a player « can produce without bonuses »? Arbiter counts the gold "
             "his own-fief cards could produce with manpower boosts and civil-building +1s, but "
             "no Artiste, Marchand, exchange or sale (gold_tiebreak_boosts=keep); base_only "
             "counts printed gold output only.",
     .source = "Derived from « Manque de cartes »",
     .kind = K::Ambiguity,
     .options = "gold_tiebreak_boosts"},
    {.id = "A-32",
     .title = "Duplicate buildings in a team",
     .text = "Do two allies each score the same building type? Arbiter: yes, duplicates are "
             "removed per player and the two totals added (vp_dedup=per_player); vp_dedup=team "
             "removes duplicates over both players' buildings.",
     .source = "Derived from « Victoire Prestige »",
     .kind = K::Ambiguity,
     .options = "vp_dedup"},
    {.id = "A-33",
     .title = "Does a tapped troop guard?",
     .text = "Does a tapped attached troop still guard its host? Arbiter: yes, in combat and for "
             "the siege (tapped_guard_guards=true); with false only untapped troops guard.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .options = "tapped_guard_guards"},
    {.id = "A-34",
     .title = "Upkeep outside the own turn",
     .text = "Is upkeep checked during other players' turns? Arbiter: no; an excess caused then "
             "is removed at the start of the owner's next turn, before his draw. No option.",
     .source = "Derived from « Limitations des personnages »",
     .kind = K::Ambiguity},
    {.id = "A-35",
     .title = "Surcharge beyond characters",
     .text = "Does the 2-gold surcharge cover only « cartes personnage »? Its own example is the "
             "Prêtre, a military card, so Arbiter applies it to every card showing a building "
             "symbol; no option.",
     .source = "Actions joueur, « Bâtiments civils »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-36",
     .title = "Allies in a defended fief",
     .text = "Do an ally's troops in the fief join the battle? Arbiter: no, they never fight in "
             "another player's combat, but they may use Prêtre and Archer powers; no option.",
     .source = "Derived from Jeu d'alliances and « Note »",
     .kind = K::Ambiguity},
    {.id = "A-37",
     .title = "Draw before reactivation",
     .text = "The rulebook draws (step 1) before it reactivates (step 2). Arbiter keeps that "
             "order; since the draw does not depend on tapped cards, only records show the "
             "difference. No option.",
     .source = "Séquence de jeu",
     .kind = K::Ambiguity},
    {.id = "A-38",
     .title = "Champ and Ferme",
     .text = "Are Champ and Ferme the same card? Both produce food and differ in no known value. "
             "Arbiter keeps them as separate card types in the data file, so that any difference "
             "on the physical cards can be entered there.",
     .source = "« Contenu »; « Territoires »",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-39",
     .title = "Hand limit",
     .text = "Is there a hand limit? The rulebook states none, and Arbiter sets none; no option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = K::Ambiguity,
     .descriptive = true},
    {.id = "A-40",
     .title = "7 VP in the alliance game",
     .text = "In the alliance game, does one player's 7 VP still win? Arbiter: no, only the "
             "team's 11 VP (alliance_individual_win=false); alliance_individual_win=true lets 7 "
             "VP win too.",
     .source = "Derived from « Victoire Prestige »",
     .kind = K::Ambiguity,
     .options = "alliance_individual_win"},
    {.id = "A-41",
     .title = "Eliminated military building",
     .text = "A military building is eliminated as a guard but its territory survives: is it "
             "removed? Arbiter: yes, it goes out of game, since eliminated cards are removed at "
             "the end of combat (military_building_elimination=removed); stays keeps it on its "
             "host, whole again next turn.",
     .source = "Derived from « Bâtiments militaires » and « Séquence d'un Combat dans le Fief "
               "d'un Joueur », point 6",
     .kind = K::Ambiguity,
     .options = "military_building_elimination"},
    {.id = "A-42",
     .title = "Crossing a held neutral fief",
     .text = "Does « traverser » forbid only passing through within one turn, or also moving on "
             "later from a neutral fief held by untapped enemy troops? Arbiter: both "
             "(neutral_blocking=onward), retreat to one's own or an ally's fief being always "
             "allowed; neutral_blocking=same_turn forbids only the same-turn crossing.",
     .source = "Derived from « Combat dans un Fief neutre »",
     .kind = K::Ambiguity,
     .options = "neutral_blocking"},
    {.id = "A-43",
     .title = "Breaking the food limit on purpose",
     .text = "May a voluntary action (one troop too many, discarding or emptying a food "
             "territory) break the food limit? By default Arbiter allows it and the excess must "
             "be removed at once, as the rulebook says (upkeep_break=remove_excess); "
             "upkeep_break=illegal refuses the action.",
     .source = "Derived from « Limitations des personnages »",
     .kind = K::Ambiguity,
     .options = "upkeep_break"},
    // 11. Invariants
    {.id = "I-01",
     .title = "Every card in one place",
     .text = "Every card is in exactly one place: a draw pile, a building pile, a hand, the table "
             "or out of game. With n players these hold 104 + n cards (106 for 2 players, 108 for "
             "4); unused Cities and the memo cards stay in the box.",
     .source = "Derived: conservation of cards (Contenu)",
     .kind = K::Invariant},
    {.id = "I-02",
     .title = "Piles hold their own kind",
     .text = "Each draw pile holds only its kind (territories, military cards or characters), "
             "building piles hold only buildings, and no hand ever holds a City or a building.",
     .source = "Derived from « Préparation du jeu »",
     .kind = K::Invariant},
    {.id = "I-03",
     .title = "Piles only shrink",
     .text = "Draw and building piles never grow; the out-of-game zone never shrinks and nothing "
             "comes back from it.",
     .source = "Derived: conservation of cards (Contenu)",
     .kind = K::Invariant},
    {.id = "I-04",
     .title = "How a hand changes",
     .text = "A hand changes only by drawing one card, playing one, selling one for a resource, "
             "or being emptied when its owner is eliminated.",
     .source = "Derived: conservation of cards (Contenu)",
     .kind = K::Invariant},
    {.id = "I-05",
     .title = "Face-up building tops",
     .text = "In each non-empty building pile the top card, and only that card, is face up.",
     .source = "Derived from « Comment acheter un Bâtiment »",
     .kind = K::Invariant},
    {.id = "I-06",
     .title = "One City, four territories",
     .text = "Each player still in the game has his own City and at most 4 territories in his "
             "fief; an eliminated player has no City in play.",
     .source = "Derived from « Limites »",
     .kind = K::Invariant},
    {.id = "I-07",
     .title = "Land and buildings stay home",
     .text = "Territories and buildings are only ever in their owner's own fief; neutral fiefs "
             "hold troops only.",
     .source = "Derived from « Actions joueur »",
     .kind = K::Invariant},
    {.id = "I-08",
     .title = "Buildings on one host",
     .text = "Every building sits on exactly one host of its owner, a host carries at most 2 "
             "buildings, and a building never changes host.",
     .source = "Derived from « Bâtiments », « Limites »",
     .kind = K::Invariant},
    {.id = "I-09",
     .title = "Attachment at home",
     .text = "A troop is attached only in its owner's own fief, and only to one of that owner's "
             "hosts.",
     .source = "Derived from « Mouvement Interne »",
     .kind = K::Invariant},
    {.id = "I-10",
     .title = "How troops change fief",
     .text = "Troops enter the table only in their owner's fief and change fief only in step 4 of "
             "their owner's turn, one step to an adjacent fief at a time (two per turn for a "
             "Chevalier). Under neutral_blocking=onward no troop leaves a neutral fief held by "
             "untapped enemy troops except toward its owner's or an ally's fief.",
     .source = "Derived from « Mouvement externe et guerre »",
     .kind = K::Invariant,
     .options = "neutral_blocking"},
    {.id = "I-11",
     .title = "VP match the buildings",
     .text = "A player's VP always equal the prestige count of his current buildings, and never "
             "exceed 11.",
     .source = "Derived from « Victoire Prestige »",
     .kind = K::Invariant},
    {.id = "I-12",
     .title = "Once per turn window",
     .text = "Between two reactivations of its owner a card is activated at most once, to produce "
             "or for a power. A tapped card never produces, uses a tapping power, moves or is "
             "detached, unless its host leaves play.",
     .source = "Derived from « Comment place-t-on et utilise-t-on les cartes ? »",
     .kind = K::Invariant},
    {.id = "I-13",
     .title = "Groups tap together",
     .text = "After a group is activated, its host and every card attached to it at that moment "
             "are tapped.",
     .source = "Derived from « Territoires »",
     .kind = K::Invariant},
    {.id = "I-14",
     .title = "No resources between transactions",
     .text = "Outside an open transaction there are no resources. Each paid transaction had one "
             "purpose, resources covering its cost, and its surplus discarded.",
     .source = "Derived from « 1 production = 1 carte »",
     .kind = K::Invariant},
    {.id = "I-15",
     .title = "Bound on one activation",
     .text = "One activation yields at most the base output, plus the booster limit, plus one per "
             "civil building on the host; each Artiste on a contributor at most doubles it.",
     .source = "Derived from « Territoires » and « Artiste »",
     .kind = K::Invariant},
    {.id = "I-16",
     .title = "Exchange and power arithmetic",
     .text = "An exchange turns exactly 3 of one resource into 1 of another; a Marchand yields 1 "
             "resource, or 2 for a gold; a Bureaucrate lowers a price by at most 2 and never "
             "below 0.",
     .source = "Derived from Règles générales pour les ressources and Pouvoirs spéciaux",
     .kind = K::Invariant},
    {.id = "I-17",
     .title = "Surcharge always paid",
     .text = "A card that needs a building and was played without that building in its owner's "
             "fief always paid the 2-gold surcharge.",
     .source = "Derived from « Bâtiments civils »",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "I-18",
     .title = "Who may act",
     .text = "Only the active player acts, except for the defender's combat choices, Prêtre and "
             "Archer powers, and an ally's activations, exchanges and sales inside the active "
             "player's transaction.",
     .source = "Derived from « Note » and Jeu d'alliances",
     .kind = K::Invariant},
    {.id = "I-19",
     .title = "Where production happens",
     .text = "The Artiste, Bureaucrate and Marchand are used only in their owner's fief during "
             "his own turn, and cards outside their owner's fief never produce.",
     .source = "Derived from « Note »",
     .kind = K::Invariant},
    {.id = "I-20",
     .title = "Food limit holds",
     .text = "Throughout a player's own turn after step 0, once any forced removal an event "
             "triggers is done, his troops (counted by upkeep_scope) number at most twice his "
             "food capacity.",
     .source = "Derived from « Limitations des personnages »",
     .kind = K::Invariant,
     .options = "upkeep_scope"},
    {.id = "I-21",
     .title = "One combat per fief",
     .text = "At most one combat per fief per turn, each troop fights in at most one combat per "
             "turn, and the two sides are different players who are not allies.",
     .source = "Derived from « Séquence d'un Combat », point 6",
     .kind = K::Invariant},
    {.id = "I-22",
     .title = "Who fights",
     .text = "In a player's fief attacking units hold only the active player's untapped, "
             "unattached troops there, and a side outside its own fief commits every deployable "
             "troop. In a neutral fief each army is all of its side's troops there, tapped ones "
             "included.",
     .source = "Derived from « Séquence d'un Combat » and « Combat dans un Fief neutre »",
     .kind = K::Invariant},
    {.id = "I-23",
     .title = "Damage adds up",
     .text = "The damage allocated in a group adds up exactly to the damage it received (a host's "
             "leftover included), and no guard, nor any card but the last of a unit, takes more "
             "than its defence.",
     .source = "Derived from « Séquence d'un Combat », point 4",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "I-24",
     .title = "No survivors past their defence",
     .text = "After a combat no troop, nor any military building under "
             "military_building_elimination=removed, remains with damage at or above its defence, "
             "and a territory or City that keeps a guard is never destroyed.",
     .source = "Derived from « Séquence d'un Combat », point 6",
     .kind = K::Invariant,
     .options = "military_building_elimination"},
    {.id = "I-25",
     .title = "Destruction takes everything",
     .text = "A destroyed territory takes its buildings out of game with it, and a destroyed City "
             "eliminates its owner in the same event.",
     .source = "Derived from Exemple 3 and « Victoire militaire »",
     .kind = K::Invariant,
     .descriptive = true},
    {.id = "I-26",
     .title = "Clean slate each turn",
     .text = "At the start of every turn no card carries damage or a combat bonus.",
     .source = "Derived from « Séquence d'un Combat », point 6",
     .kind = K::Invariant},
    {.id = "I-27",
     .title = "Defence bonuses",
     .text = "Effective defence is printed defence plus bonuses. Each civil building gives at "
             "most one +0/1, in combat only, and each Fantassin at most one, to another card of "
             "its army.",
     .source = "Derived from « Bâtiments civils » and « Fantassin »",
     .kind = K::Invariant,
     .options = "fantassin_bonus",
     .descriptive = true},
    {.id = "I-28",
     .title = "Eliminated players are gone",
     .text = "An eliminated player holds no cards in hand or on the table, takes no turn and "
             "never acts.",
     .source = "Derived from Jeu d'alliances",
     .kind = K::Invariant},
    {.id = "I-29",
     .title = "Siege counter",
     .text = "A living player's siege counter stays below the siege_turns limit. It changes only "
             "at the start of his turn, +1 if he is besieged and back to 0 otherwise; reaching "
             "the limit eliminates him.",
     .source = "Derived from « Siège »",
     .kind = K::Invariant,
     .options = "siege_turns"},
    {.id = "I-30",
     .title = "When the game is over",
     .text = "The game is over exactly when a player has 7 VP (2 players) or a team 11 VP "
             "(alliance game), one side has no player left, the last building has been bought, or "
             "two draw piles are empty. After that nothing changes, and there is one winning "
             "player or team, or a draw.",
     .source = "Derived from « Fin de la partie »",
     .kind = K::Invariant,
     .options = "alliance_individual_win shortage_piles"},
    {.id = "I-31",
     .title = "Turn order",
     .text = "Turns go clockwise among the players still in the game; in the alliance game, while "
             "all four are in, turns alternate between the teams.",
     .source = "Derived from « Fin du tour de jeu » and Jeu d'alliances",
     .kind = K::Invariant},
    {.id = "I-32",
     .title = "Everything upright after reactivation",
     .text = "Once a player's reactivation step is over, none of his cards is tapped, in any "
             "fief.",
     .source = "Derived from « Ré-activation »",
     .kind = K::Invariant},
    {.id = "I-33",
     .title = "Hands and draws",
     .text = "After the draft every hand holds 8 cards. Each turn of a player who survives step 0 "
             "has exactly one step-1 draw, and every other draw is an extra draw paid with 4 "
             "resources.",
     .source = "Derived from « Préparation du jeu » and « Séquence de jeu »",
     .kind = K::Invariant,
     .options = "first_turn_draw"},
});

}  // namespace

std::span<const RuleRef> rule_reference() {
  return kRules;
}

}  // namespace arbiter::medievalia
