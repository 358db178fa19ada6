// The Medievalia rules reference, turn: the turn sequence, from the card draw to buying buildings.
// engine/medievalia/reference.cpp joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/medievalia/reference.h"

namespace arbiter::medievalia {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kTurnRules = std::to_array<RuleRef>({
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
     .kind = RuleKind::Data,
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
});

}  // namespace

std::span<const RuleRef> reference_turn() {
  return kTurnRules;
}

}  // namespace arbiter::medievalia
