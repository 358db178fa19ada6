// The Medievalia rules reference, economy: resources, food upkeep, special powers, the end of the
// game and the alliance game. engine/medievalia/reference.cpp joins the parts into the one table
// (rule_reference()).
#include <array>

#include "engine/medievalia/reference.h"

namespace arbiter::medievalia {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kEconomyRules = std::to_array<RuleRef>({
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
             "counts unless guarded_city_breaks_siege=false). Each besieged start adds 1 to his "
             "counter and any other start resets it to 0; "
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
             "there, and sell hand cards (ally_hand_sales=true; false: no sales). Each turn in "
             "which an ally's resources are used costs 1 "
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
});

}  // namespace

std::span<const RuleRef> reference_economy() {
  return kEconomyRules;
}

}  // namespace arbiter::medievalia
