// The Medievalia rules reference, war: movement, war and combat, and the end of the turn.
// engine/medievalia/reference.cpp joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/medievalia/reference.h"

namespace arbiter::medievalia {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kWarRules = std::to_array<RuleRef>({
    // 3. Turn sequence (continued): movement, war and combat, end of turn
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

std::span<const RuleRef> reference_war() {
  return kWarRules;
}

}  // namespace arbiter::medievalia
