// The Medievalia rules reference, invariants: the invariants every state and transition keeps.
// engine/medievalia/reference.cpp joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/medievalia/reference.h"

namespace arbiter::medievalia {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kInvariantsRules = std::to_array<RuleRef>({
    // 11. Invariants
    {.id = "I-01",
     .title = "Every card in one place",
     .text = "Every card is in exactly one place: a draw pile, a building pile, a hand, the table "
             "or out of game. With n players these hold 104 + n cards (106 for 2 players, 108 for "
             "4); unused Cities and the memo cards stay in the box.",
     .source = "Derived: conservation of cards (Contenu)",
     .kind = RuleKind::Invariant},
    {.id = "I-02",
     .title = "Piles hold their own kind",
     .text = "Each draw pile holds only its kind (territories, military cards or characters), "
             "building piles hold only buildings, and no hand ever holds a City or a building.",
     .source = "Derived from « Préparation du jeu »",
     .kind = RuleKind::Invariant},
    {.id = "I-03",
     .title = "Piles only shrink",
     .text = "Draw and building piles never grow; the out-of-game zone never shrinks and nothing "
             "comes back from it.",
     .source = "Derived: conservation of cards (Contenu)",
     .kind = RuleKind::Invariant},
    {.id = "I-04",
     .title = "How a hand changes",
     .text = "A hand changes only by drawing one card, playing one, selling one for a resource, "
             "or being emptied when its owner is eliminated.",
     .source = "Derived: conservation of cards (Contenu)",
     .kind = RuleKind::Invariant},
    {.id = "I-05",
     .title = "Face-up building tops",
     .text = "In each non-empty building pile the top card, and only that card, is face up.",
     .source = "Derived from « Comment acheter un Bâtiment »",
     .kind = RuleKind::Invariant},
    {.id = "I-06",
     .title = "One City, four territories",
     .text = "Each player still in the game has his own City and at most 4 territories in his "
             "fief; an eliminated player has no City in play.",
     .source = "Derived from « Limites »",
     .kind = RuleKind::Invariant},
    {.id = "I-07",
     .title = "Land and buildings stay home",
     .text = "Territories and buildings are only ever in their owner's own fief; neutral fiefs "
             "hold troops only.",
     .source = "Derived from « Actions joueur »",
     .kind = RuleKind::Invariant},
    {.id = "I-08",
     .title = "Buildings on one host",
     .text = "Every building sits on exactly one host of its owner, a host carries at most 2 "
             "buildings, and a building never changes host.",
     .source = "Derived from « Bâtiments », « Limites »",
     .kind = RuleKind::Invariant},
    {.id = "I-09",
     .title = "Attachment at home",
     .text = "A troop is attached only in its owner's own fief, and only to one of that owner's "
             "hosts.",
     .source = "Derived from « Mouvement Interne »",
     .kind = RuleKind::Invariant},
    {.id = "I-10",
     .title = "How troops change fief",
     .text = "Troops enter the table only in their owner's fief and change fief only in step 4 of "
             "their owner's turn, one step to an adjacent fief at a time (two per turn for a "
             "Chevalier). Under neutral_blocking=onward no troop leaves a neutral fief held by "
             "untapped enemy troops except toward its owner's or an ally's fief.",
     .source = "Derived from « Mouvement externe et guerre »",
     .kind = RuleKind::Invariant,
     .options = "neutral_blocking"},
    {.id = "I-11",
     .title = "VP match the buildings",
     .text = "A player's VP always equal the prestige count of his current buildings, and never "
             "exceed 11.",
     .source = "Derived from « Victoire Prestige »",
     .kind = RuleKind::Invariant},
    {.id = "I-12",
     .title = "Once per turn window",
     .text = "Between two reactivations of its owner a card is activated at most once, to produce "
             "or for a power. A tapped card never produces, uses a tapping power, moves or is "
             "detached, unless its host leaves play.",
     .source = "Derived from « Comment place-t-on et utilise-t-on les cartes ? »",
     .kind = RuleKind::Invariant},
    {.id = "I-13",
     .title = "Groups tap together",
     .text = "After a group is activated, its host and every card attached to it at that moment "
             "are tapped.",
     .source = "Derived from « Territoires »",
     .kind = RuleKind::Invariant},
    {.id = "I-14",
     .title = "No resources between transactions",
     .text = "Outside an open transaction there are no resources. Each paid transaction had one "
             "purpose, resources covering its cost, and its surplus discarded.",
     .source = "Derived from « 1 production = 1 carte »",
     .kind = RuleKind::Invariant},
    {.id = "I-15",
     .title = "Bound on one activation",
     .text = "One activation yields at most the base output, plus the booster limit, plus one per "
             "civil building on the host; each Artiste on a contributor at most doubles it.",
     .source = "Derived from « Territoires » and « Artiste »",
     .kind = RuleKind::Invariant},
    {.id = "I-16",
     .title = "Exchange and power arithmetic",
     .text = "An exchange turns exactly 3 of one resource into 1 of another; a Marchand yields 1 "
             "resource, or 2 for a gold; a Bureaucrate lowers a price by at most 2 and never "
             "below 0.",
     .source = "Derived from Règles générales pour les ressources and Pouvoirs spéciaux",
     .kind = RuleKind::Invariant},
    {.id = "I-17",
     .title = "Surcharge always paid",
     .text = "A card that needs a building and was played without that building in its owner's "
             "fief always paid the 2-gold surcharge.",
     .source = "Derived from « Bâtiments civils »",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "I-18",
     .title = "Who may act",
     .text = "Only the active player acts, except for the defender's combat choices, Prêtre and "
             "Archer powers, and an ally's activations, exchanges and sales inside the active "
             "player's transaction.",
     .source = "Derived from « Note » and Jeu d'alliances",
     .kind = RuleKind::Invariant},
    {.id = "I-19",
     .title = "Where production happens",
     .text = "The Artiste, Bureaucrate and Marchand are used only in their owner's fief during "
             "his own turn, and cards outside their owner's fief never produce.",
     .source = "Derived from « Note »",
     .kind = RuleKind::Invariant},
    {.id = "I-20",
     .title = "Food limit holds",
     .text = "Throughout a player's own turn after step 0, once any forced removal an event "
             "triggers is done, his troops (counted by upkeep_scope) number at most twice his "
             "food capacity.",
     .source = "Derived from « Limitations des personnages »",
     .kind = RuleKind::Invariant,
     .options = "upkeep_scope"},
    {.id = "I-21",
     .title = "One combat per fief",
     .text = "At most one combat per fief per turn, each troop fights in at most one combat per "
             "turn, and the two sides are different players who are not allies.",
     .source = "Derived from « Séquence d'un Combat », point 6",
     .kind = RuleKind::Invariant},
    {.id = "I-22",
     .title = "Who fights",
     .text = "In a player's fief attacking units hold only the active player's untapped, "
             "unattached troops there, and a side outside its own fief commits every deployable "
             "troop. In a neutral fief each army is all of its side's troops there, tapped ones "
             "included.",
     .source = "Derived from « Séquence d'un Combat » and « Combat dans un Fief neutre »",
     .kind = RuleKind::Invariant},
    {.id = "I-23",
     .title = "Damage adds up",
     .text = "The damage allocated in a group adds up exactly to the damage it received (a host's "
             "leftover included), and no guard, nor any card but the last of a unit, takes more "
             "than its defence.",
     .source = "Derived from « Séquence d'un Combat », point 4",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "I-24",
     .title = "No survivors past their defence",
     .text = "After a combat no troop, nor any military building under "
             "military_building_elimination=removed, remains with damage at or above its defence, "
             "and a territory or City that keeps a guard is never destroyed.",
     .source = "Derived from « Séquence d'un Combat », point 6",
     .kind = RuleKind::Invariant,
     .options = "military_building_elimination"},
    {.id = "I-25",
     .title = "Destruction takes everything",
     .text = "A destroyed territory takes its buildings out of game with it, and a destroyed City "
             "eliminates its owner in the same event.",
     .source = "Derived from Exemple 3 and « Victoire militaire »",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "I-26",
     .title = "Clean slate each turn",
     .text = "At the start of every turn no card carries damage or a combat bonus.",
     .source = "Derived from « Séquence d'un Combat », point 6",
     .kind = RuleKind::Invariant},
    {.id = "I-27",
     .title = "Defence bonuses",
     .text = "Effective defence is printed defence plus bonuses. Each civil building gives at "
             "most one +0/1, in combat only, and each Fantassin at most one, to another card of "
             "its army.",
     .source = "Derived from « Bâtiments civils » and « Fantassin »",
     .kind = RuleKind::Invariant,
     .options = "fantassin_bonus",
     .descriptive = true},
    {.id = "I-28",
     .title = "Eliminated players are gone",
     .text = "An eliminated player holds no cards in hand or on the table, takes no turn and "
             "never acts.",
     .source = "Derived from Jeu d'alliances",
     .kind = RuleKind::Invariant},
    {.id = "I-29",
     .title = "Siege counter",
     .text = "A living player's siege counter stays below the siege_turns limit. It changes only "
             "at the start of his turn, +1 if he is besieged and back to 0 otherwise; reaching "
             "the limit eliminates him.",
     .source = "Derived from « Siège »",
     .kind = RuleKind::Invariant,
     .options = "siege_turns"},
    {.id = "I-30",
     .title = "When the game is over",
     .text = "The game is over exactly when a player has 7 VP (2 players) or a team 11 VP "
             "(alliance game), one side has no player left, the last building has been bought, or "
             "two draw piles are empty. After that nothing changes, and there is one winning "
             "player or team, or a draw.",
     .source = "Derived from « Fin de la partie »",
     .kind = RuleKind::Invariant,
     .options = "alliance_individual_win shortage_piles"},
    {.id = "I-31",
     .title = "Turn order",
     .text = "Turns go clockwise among the players still in the game; in the alliance game, while "
             "all four are in, turns alternate between the teams.",
     .source = "Derived from « Fin du tour de jeu » and Jeu d'alliances",
     .kind = RuleKind::Invariant},
    {.id = "I-32",
     .title = "Everything upright after reactivation",
     .text = "Once a player's reactivation step is over, none of his cards is tapped, in any "
             "fief.",
     .source = "Derived from « Ré-activation »",
     .kind = RuleKind::Invariant},
    {.id = "I-33",
     .title = "Hands and draws",
     .text = "After the draft every hand holds 8 cards. Each turn of a player who survives step 0 "
             "has exactly one step-1 draw, and every other draw is an extra draw paid with 4 "
             "resources.",
     .source = "Derived from « Préparation du jeu » and « Séquence de jeu »",
     .kind = RuleKind::Invariant,
     .options = "first_turn_draw"},
});

}  // namespace

std::span<const RuleRef> reference_invariants() {
  return kInvariantsRules;
}

}  // namespace arbiter::medievalia
