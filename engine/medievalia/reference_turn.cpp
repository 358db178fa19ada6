// The Medievalia rules reference, turn: the turn sequence, war and combat included. engine/medievalia/reference.cpp joins the parts
// into the one table (rule_reference()).
#include <array>

#include "engine/medievalia/reference.h"

namespace arbiter::medievalia {
namespace {

using K = RuleKind;

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kPart = std::to_array<RuleRef>({
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
});

}  // namespace

std::span<const RuleRef> reference_turn() {
  return kPart;
}

}  // namespace arbiter::medievalia
