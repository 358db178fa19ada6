// The Medievalia rules reference, ambiguities: the points the rulebook leaves open, and the reading
// Arbiter takes. engine/medievalia/reference.cpp joins the parts into the one table
// (rule_reference()).
#include <array>

#include "engine/medievalia/reference.h"

namespace arbiter::medievalia {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kAmbiguitiesRules = std::to_array<RuleRef>({
    // 10. Ambiguities
    {.id = "A-01",
     .title = "Homme or Paysan",
     .text = "The card list says Homme while the text and examples say Paysan. Arbiter treats "
             "both names as one card type, homme (Peasant); no option.",
     .source = "« Contenu » vs Exemples 1 and 2",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-02",
     .title = "Missing card values",
     .text = "The rulebook prints no costs, no output for the special characters and no "
             "attack/defence for the City, the Archer or the civilians. Arbiter takes every card "
             "value from its data file, with proposed values where no source exists; the "
             "alternative is a corrected file given with --data.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-03",
     .title = "Draw on the first turn?",
     .text = "The rulebook grants no exception for a player's first turn. Arbiter draws every "
             "turn (first_turn_draw=true); first_turn_draw=false skips each player's first draw.",
     .source = "Derived from « Séquence de jeu », 1",
     .kind = RuleKind::Ambiguity,
     .options = "first_turn_draw"},
    {.id = "A-04",
     .title = "Who plays first?",
     .text = "The rulebook is silent. Arbiter draws the first player at random "
             "(first_player=random); first_player=p1 always lets P1 start.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "first_player"},
    {.id = "A-05",
     .title = "The reminder card",
     .text = "Is the face-up card under each draw pile part of it? Arbiter: yes, it is drawn last "
             "and a pile is empty only once it is gone; no option.",
     .source = "Derived from « Préparation du jeu », point 1",
     .kind = RuleKind::Ambiguity},
    {.id = "A-06",
     .title = "Which piles run out",
     .text = "Which « three piles » end the game when two are empty? Arbiter counts the draw "
             "piles (shortage_piles=draw), since the last building already ends the game; "
             "shortage_piles=any also counts empty building piles.",
     .source = "Derived from « Manque de cartes »",
     .kind = RuleKind::Ambiguity,
     .options = "shortage_piles"},
    {.id = "A-07",
     .title = "Neighbouring fiefs",
     .text = "With 2 players Arbiter lays A, N, B in a line, A and B not adjacent, as Example 1 "
             "and the Chevalier imply. With 4 the rulebook gives no map: Arbiter uses a ring of "
             "neutral fiefs plus a centre touching all four (four_player_map=ring_plus_center), "
             "or the ring alone (ring). Three players are refused unless three_player=triangle.",
     .source = "Derived from Exemple 1 and « Chevalier »",
     .kind = RuleKind::Ambiguity,
     .options = "four_player_map three_player"},
    {.id = "A-08",
     .title = "Do military cards eat?",
     .text = "The upkeep rule says « personnage », a word the rulebook also uses for military "
             "cards, and speaks of feeding one's « forces ». Arbiter feeds every troop "
             "(upkeep_scope=all_troops); upkeep_scope=characters_only feeds characters only.",
     .source = "Derived from « Limitations des personnages »",
     .kind = RuleKind::Ambiguity,
     .options = "upkeep_scope"},
    {.id = "A-09",
     .title = "What a civil building produces",
     .text = "Is a civil building's extra resource that of its host or its own? Arbiter: 1 of the "
             "host's resource, like any attached card (building_output=host); "
             "building_output=printed uses the building's own symbol.",
     .source = "Derived from « Territoires » and « Bâtiments civils »",
     .kind = RuleKind::Ambiguity,
     .options = "building_output"},
    {.id = "A-10",
     .title = "Boosters per host",
     .text = "How many troops can raise one host's output? Only the two small symbols on "
             "territories hint at it: Arbiter counts at most 2 boosters per host and sets no "
             "limit on guards. Another limit can be set in the data file (max_boosters).",
     .source = "Derived from « Territoires » (« deux petits symboles »)",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-11",
     .title = "The City as a host",
     .text = "Can the City be boosted, and does it count as a territory? Arbiter boosts it like a "
             "territory (city_boost=true; false: no boost) and never counts it for the "
             "4-territory limit. The guard rule names the Ville among the territories a character "
             "guards, so by default a guarded City keeps its owner from being besieged "
             "(guarded_city_breaks_siege=true; false: only the other territories count).",
     .source = "Derived from « Mouvement Interne » and « Limites »",
     .kind = RuleKind::Ambiguity,
     .options = "city_boost guarded_city_breaks_siege"},
    {.id = "A-12",
     .title = "Fantassin in Example 2",
     .text = "Example 2's printed totals leave out the Fantassin's +0/1, though the outcome is "
             "the same. Arbiter applies the power (fantassin_bonus=true); fantassin_bonus=false "
             "reproduces the printed totals.",
     .source = "Exemple 2 vs « Fantassin »",
     .kind = RuleKind::Ambiguity,
     .options = "fantassin_bonus"},
    {.id = "A-13",
     .title = "Example 3 troop count",
     .text = "Example 3 has the defender use « 3 troupes » although only 2 are available. Arbiter "
             "reads 2; no option.",
     .source = "Exemple 3",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-14",
     .title = "The City's values",
     .text = "The City's attack and defence are not printed, nor how it falls. Arbiter: 1/3 from "
             "the data file; its guards are filled first, and it falls if they are all eliminated "
             "and the leftover reaches its defence, eliminating its owner. Other values can be "
             "given with --data.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-15",
     .title = "Who blocks whom",
     .text = "May several defending units block one attacker, or one defending unit block "
             "several? Arbiter: one to one, so several blockers must form one army "
             "(block_one_to_one=true); with false one defending unit may block several attacking "
             "units.",
     .source = "Derived from « Séquence d'un Combat dans le Fief d'un Joueur », point 2",
     .kind = RuleKind::Ambiguity,
     .options = "block_one_to_one"},
    {.id = "A-16",
     .title = "Several attackers on one target",
     .text = "May several attacking units pick the same target? Arbiter: yes; their damage adds "
             "up and the target strikes back at one of them, chosen by its owner. No option.",
     .source = "Derived from « Séquence d'un Combat dans le Fief d'un Joueur », point 3",
     .kind = RuleKind::Ambiguity},
    {.id = "A-17",
     .title = "Tapped targets strike back",
     .text = "Do tapped targets and tapped guards strike back? Arbiter: yes, since « un combat "
             "normal aura lieu » (tapped_target_strikes_back=true); with false they strike back "
             "with 0.",
     .source = "« Séquence d'un Combat dans le Fief d'un Joueur », point 3",
     .kind = RuleKind::Ambiguity,
     .options = "tapped_target_strikes_back"},
    {.id = "A-18",
     .title = "Does combat tap?",
     .text = "The rulebook does not say whether fighting taps troops. Arbiter: no "
             "(combat_taps=false); combat_taps=true taps every troop that fought.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "combat_taps"},
    {.id = "A-19",
     .title = "Fighting at home",
     .text = "May the active player attack invaders in his own fief? Arbiter: yes, as the rule on "
             "sides outside their own fief implies (attack_at_home=true); false forbids it.",
     .source = "Derived from « Séquence d'un Combat dans le Fief d'un Joueur », point 2",
     .kind = RuleKind::Ambiguity,
     .options = "attack_at_home"},
    {.id = "A-20",
     .title = "External move: per card? tapped?",
     .text = "Is the once-per-turn move per card or one group move, and may tapped troops move? "
             "Arbiter: per card, as the Chevalier's two moves suggest "
             "(external_move_unit=per_card; single_group: one group move per turn), and untapped "
             "troops only (external_move_requires_untapped=true).",
     .source = "Derived from Mouvement externe et guerre and « Chevalier »",
     .kind = RuleKind::Ambiguity,
     .options = "external_move_unit external_move_requires_untapped"},
    {.id = "A-21",
     .title = "Archer, Prêtre and engaged troops",
     .text = "When may the Archer shoot, whom may the Prêtre heal, and may engaged troops use "
             "powers? Arbiter: the Archer only in combat step 5 (archer_outside_combat=false), "
             "the Prêtre troops only (heal_targets=troops), and no tapping power for a troop "
             "engaged in the current combat (engaged_may_use_powers=false); each option's other "
             "value allows it.",
     .source = "Derived from Pouvoirs spéciaux and « Note »",
     .kind = RuleKind::Ambiguity,
     .options = "archer_outside_combat heal_targets engaged_may_use_powers"},
    {.id = "A-22",
     .title = "Exchanges at any time",
     .text = "Exchanges and sales are allowed « at any time », even during a combat: do they do "
             "anything there? Arbiter accepts them only inside a transaction, where they have an "
             "effect; no option.",
     .source = "Derived from « Règles générales pour les ressources »",
     .kind = RuleKind::Ambiguity,
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
     .kind = RuleKind::Ambiguity,
     .options = "siege_turns ally_breaks_siege guarded_city_breaks_siege"},
    {.id = "A-24",
     .title = "Which buildings are on offer",
     .text = "Which buildings may be bought? Arbiter offers exactly the top card of each "
             "non-empty building pile, so at most 3, turning the next one face up after each "
             "purchase; piles are never refilled. No option.",
     .source = "Derived from « Comment acheter un Bâtiment »",
     .kind = RuleKind::Ambiguity},
    {.id = "A-25",
     .title = "No host left for a building",
     .text = "What if paying for a building leaves no untapped host to receive it? Arbiter: the "
             "purchase is illegal, checked before payment (unplaceable_purchase=illegal); "
             "place_on_tapped lets the building go on a host tapped to pay.",
     .source = "Actions joueur, « Bâtiments » (Note)",
     .kind = RuleKind::Ambiguity,
     .options = "unplaceable_purchase"},
    {.id = "A-26",
     .title = "Where discards go",
     .text = "The rulebook names no discard pile and no reshuffle. Arbiter puts every discarded, "
             "destroyed or removed card in one out-of-game zone that is never reused; no option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity},
    {.id = "A-27",
     .title = "Cards on a discarded territory",
     .text = "What happens to the cards on a territory that is discarded? Arbiter: its buildings "
             "leave the game with it, its troops stay in the fief, unattached; no option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity},
    {.id = "A-28",
     .title = "What a player may remove",
     .text = "What may « retirer des cartes de la table » remove? Arbiter: untapped troops only, "
             "in the own turn, for free (remove_scope=troops); "
             "remove_scope=troops_and_territories also lets untapped territories go. Buildings "
             "never.",
     .source = "Derived from « Limitations des personnages »",
     .kind = RuleKind::Ambiguity,
     .options = "remove_scope"},
    {.id = "A-29",
     .title = "Extra draws per turn",
     .text = "How many extra draws may a player buy in a turn? Arbiter: no limit "
             "(extra_draw_limit=none); extra_draw_limit=one_per_turn allows one.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "extra_draw_limit"},
    {.id = "A-30",
     .title = "Passing",
     .text = "Must a player act? Arbiter makes every action optional except the step-1 draw, a "
             "forced upkeep removal and full deployment outside the own fief; no option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity},
    {.id = "A-31",
     .title = "Gold tie-break « sans bonus »",
     .text = "What is the gold a player « can produce without bonuses »? Arbiter counts the gold "
             "his own-fief cards could produce with manpower boosts and civil-building +1s, but "
             "no Artiste, Marchand, exchange or sale (gold_tiebreak_boosts=keep); base_only "
             "counts printed gold output only.",
     .source = "Derived from « Manque de cartes »",
     .kind = RuleKind::Ambiguity,
     .options = "gold_tiebreak_boosts"},
    {.id = "A-32",
     .title = "Duplicate buildings in a team",
     .text = "Do two allies each score the same building type? Arbiter: yes, duplicates are "
             "removed per player and the two totals added (vp_dedup=per_player); vp_dedup=team "
             "removes duplicates over both players' buildings.",
     .source = "Derived from « Victoire Prestige »",
     .kind = RuleKind::Ambiguity,
     .options = "vp_dedup"},
    {.id = "A-33",
     .title = "Does a tapped troop guard?",
     .text = "Does a tapped attached troop still guard its host? Arbiter: yes, in combat and for "
             "the siege (tapped_guard_guards=true); with false only untapped troops guard.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .options = "tapped_guard_guards"},
    {.id = "A-34",
     .title = "Upkeep outside the own turn",
     .text = "Is upkeep checked during other players' turns? Arbiter: no; an excess caused then "
             "is removed at the start of the owner's next turn, before his draw. No option.",
     .source = "Derived from « Limitations des personnages »",
     .kind = RuleKind::Ambiguity},
    {.id = "A-35",
     .title = "Surcharge beyond characters",
     .text = "Does the 2-gold surcharge cover only « cartes personnage »? Its own example is the "
             "Prêtre, a military card, so Arbiter applies it to every card showing a building "
             "symbol; no option.",
     .source = "Actions joueur, « Bâtiments civils »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-36",
     .title = "Allies in a defended fief",
     .text = "Do an ally's troops in the fief join the battle? Arbiter: no, they never fight in "
             "another player's combat, but they may use Prêtre and Archer powers; no option.",
     .source = "Derived from Jeu d'alliances and « Note »",
     .kind = RuleKind::Ambiguity},
    {.id = "A-37",
     .title = "Draw before reactivation",
     .text = "The rulebook draws (step 1) before it reactivates (step 2). Arbiter keeps that "
             "order; since the draw does not depend on tapped cards, only records show the "
             "difference. No option.",
     .source = "Séquence de jeu",
     .kind = RuleKind::Ambiguity},
    {.id = "A-38",
     .title = "Champ and Ferme",
     .text = "Are Champ and Ferme the same card? Both produce food and differ in no known value. "
             "Arbiter keeps them as separate card types in the data file, so that any difference "
             "on the physical cards can be entered there.",
     .source = "« Contenu »; « Territoires »",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-39",
     .title = "Hand limit",
     .text = "Is there a hand limit? The rulebook states none, and Arbiter sets none; no option.",
     .source = "Not in the rulebook: Arbiter's reading",
     .kind = RuleKind::Ambiguity,
     .descriptive = true},
    {.id = "A-40",
     .title = "7 VP in the alliance game",
     .text = "In the alliance game, does one player's 7 VP still win? Arbiter: no, only the "
             "team's 11 VP (alliance_individual_win=false); alliance_individual_win=true lets 7 "
             "VP win too.",
     .source = "Derived from « Victoire Prestige »",
     .kind = RuleKind::Ambiguity,
     .options = "alliance_individual_win"},
    {.id = "A-41",
     .title = "Eliminated military building",
     .text = "A military building is eliminated as a guard but its territory survives: is it "
             "removed? Arbiter: yes, it goes out of game, since eliminated cards are removed at "
             "the end of combat (military_building_elimination=removed); stays keeps it on its "
             "host, whole again next turn.",
     .source = "Derived from « Bâtiments militaires » and « Séquence d'un Combat dans le Fief "
               "d'un Joueur », point 6",
     .kind = RuleKind::Ambiguity,
     .options = "military_building_elimination"},
    {.id = "A-42",
     .title = "Crossing a held neutral fief",
     .text = "Does « traverser » forbid only passing through within one turn, or also moving on "
             "later from a neutral fief held by untapped enemy troops? Arbiter: both "
             "(neutral_blocking=onward), retreat to one's own or an ally's fief being always "
             "allowed; neutral_blocking=same_turn forbids only the same-turn crossing.",
     .source = "Derived from « Combat dans un Fief neutre »",
     .kind = RuleKind::Ambiguity,
     .options = "neutral_blocking"},
    {.id = "A-43",
     .title = "Breaking the food limit on purpose",
     .text = "May a voluntary action (one troop too many, discarding or emptying a food "
             "territory) break the food limit? By default Arbiter allows it and the excess must "
             "be removed at once, as the rulebook says (upkeep_break=remove_excess); "
             "upkeep_break=illegal refuses the action.",
     .source = "Derived from « Limitations des personnages »",
     .kind = RuleKind::Ambiguity,
     .options = "upkeep_break"},
});

}  // namespace

std::span<const RuleRef> reference_ambiguities() {
  return kAmbiguitiesRules;
}

}  // namespace arbiter::medievalia
