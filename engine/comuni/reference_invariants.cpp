// The Comuni rules reference, invariants: the invariants every state and transition keeps.
// engine/comuni/reference.cpp joins the parts into the one table (rule_reference()).
#include <array>

#include "engine/comuni/reference.h"

namespace arbiter::comuni {
namespace {

// Sources name the French rulebook (Escale à jeux transcription): its part, then its heading.
constexpr std::array kInvariantsRules = std::to_array<RuleRef>({
    // 8 Invariants
    {.id = "INV-1",
     .title = "Cards conserved",
     .text = "Each of the 88 project cards is in exactly one place: a pile, a column, a hand, a "
             "building, a rampart section, the discards, or the box for cards not used at this "
             "player count. That last set is fixed at setup.",
     .source = "Derived: conservation of the project cards (Le matériel, Préparatifs)",
     .kind = RuleKind::Invariant},
    {.id = "INV-2",
     .title = "Resources conserved",
     .text = "For every kind, the supply, all players' stocks, the GOLD lying on columns and the "
             "pieces committed to a running invasion add up to the box total, and none of them "
             "is negative.",
     .source = "Derived: conservation of the resources (Le matériel)",
     .kind = RuleKind::Invariant},
    {.id = "INV-3",
     .title = "Loot never negative",
     .text = "No player ever holds fewer than 0 loot tiles. With loot_supply=capped, tiles in "
             "the supply plus tiles held always make 50.",
     .source = "Derived: conservation of the loot tiles (Le matériel)",
     .kind = RuleKind::Invariant,
     .options = "loot_supply"},
    {.id = "INV-4",
     .title = "Hero tiles accounted for",
     .text = "The 8 hero tiles are always on the board, held or discarded; an invasion's two "
             "tiles stay on the board until it is resolved and are off it afterwards. A player "
             "holds at most one tile per invasion, so at most 4.",
     .source = "Derived: conservation of the hero tiles (Le matériel)",
     .kind = RuleKind::Invariant},
    {.id = "INV-5",
     .title = "Bonus ramparts accounted for",
     .text = "Bonus rampart cards in the supply and in play always make 11. Each one is a "
             "section of its own, beside the section of 4 floors that brought it: no player has "
             "more of them than rampart sections they raised to floor 4, nor as many as their "
             "sections, and while the supply has one, every section of 4 floors has brought "
             "its card.",
     .source = "Derived: conservation of the bonus ramparts (Le matériel)",
     .kind = RuleKind::Invariant},
    {.id = "INV-6",
     .title = "Masters stay assigned",
     .text = "Each guild master is free or held by exactly one player, and once held it is never "
             "free again.",
     .source = "Derived: guild masters (Phase 4 « Maîtres de corporation »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-7",
     .title = "Envoys accounted for",
     .text = "Each player always has exactly 3 envoys between stock and board; a column holds at "
             "most one envoy, only columns in use hold any, and GOLD lies on a column only "
             "together with an envoy.",
     .source = "Derived: conservation of the envoys (Le matériel, Phase 1 « Projets »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-8",
     .title = "Activation matches building",
     .text = "Every player has exactly 4 activation cards. An active card means the player owns "
             "a building of that category and has built in it since their last income (or at "
             "all, if they never collected).",
     .source = "Derived: activation cards (« Cartes d'activation et gains »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-9",
     .title = "Piles used in order",
     .text = "While a pile still has cards, every pile after it is still complete.",
     .source = "Derived: pile order (Phase 2 « Rajouter des cartes de projet »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-10",
     .title = "Marker equals the pile",
     .text = "Outside an invasion the marker equals the number of cards in the current pile (the "
             "first non-empty one), 0 once D is empty, and it follows every draw of a refill.",
     .source = "Derived: the invasion counter (« Le compteur d'invasions »)",
     .kind = RuleKind::Invariant},
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
     .kind = RuleKind::Invariant},
    {.id = "INV-12",
     .title = "How cards reach and leave columns",
     .text = "Cards come into columns only at setup and in phase 2, and leave them only by a "
             "claim.",
     .source = "Derived: display (Préparatifs, Phase 2 « Rajouter des cartes de projet »)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-13",
     .title = "Four invasions",
     .text = "A finished game has had exactly 4 invasions, A, B, C and D in that order, with "
             "bases 4, 8, 12 and 16.",
     .source = "Derived: invasions (Les invasions)",
     .kind = RuleKind::Invariant},
    {.id = "INV-14",
     .title = "What triggers an invasion",
     .text = "Invasion A, B or C happens once, if and only if the last card of its pile is "
             "drawn, within that phase 2 and before any card of the next pile (with "
             "end_of_phase2: after the phase's last draw, before phase 3). Nothing else starts "
             "an invasion.",
     .source = "Derived: invasion trigger (Phase 2 « Rajouter des cartes de projet », « "
               "Important »)",
     .kind = RuleKind::Invariant,
     .options = "invasion_timing"},
    {.id = "INV-15",
     .title = "The Emperor ends the game",
     .text = "The Emperor invades exactly once, after the final round, and final scoring "
             "follows: no turn, phase, repair or other action comes after it.",
     .source = "Derived: end of the game (« L'invasion de l'empereur »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-16",
     .title = "Invasions match exhausted piles",
     .text = "The invasions begun so far equal the exhausted piles among A, B and C, plus 1 once "
             "the Emperor has started.",
     .source = "Derived: invasion trigger (Les invasions)",
     .kind = RuleKind::Invariant},
    {.id = "INV-17",
     .title = "One final turn each",
     .text = "The final round gives every player exactly one turn, without phase 2, in the "
             "final_round_order order, and the pawn stays with the drawer of the last D card "
             "throughout.",
     .source = "Derived: final round (« L'invasion de l'empereur »)",
     .kind = RuleKind::Invariant,
     .options = "final_round_order",
     .descriptive = true},
    {.id = "INV-18",
     .title = "Who holds the pawn",
     .text = "Exactly one player holds the pawn: the active player until the end of the turn in "
             "which the last D card is drawn, then that card's drawer until the end of the game. "
             "It passes to the next comune number in play, wrapping around.",
     .source = "Derived: the pawn (Préparatifs, Fin d'un tour, « L'invasion de l'empereur »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-19",
     .title = "Phases in sequence",
     .text = "Within a turn the phases come 1 to 5 in order; phase 1 carries out exactly one "
             "option, and phase 2 draws cards only after a claim.",
     .source = "Derived: turn structure (Déroulement d'un tour)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-20",
     .title = "Always a legal action",
     .text = "Whenever a decision is due, at least one action is legal: income or a claim in "
             "phase 1, ending phases 3 to 5, taking a displaced envoy back, committing nothing "
             "in an invasion.",
     .source = "Derived: turn structure (Déroulement d'un tour)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-21",
     .title = "Turns stay balanced",
     .text = "Listing players from the lowest comune, turns taken never increase along the list "
             "and the first has at most one more than the last, before the final round and again "
             "at the end. During a drawer_first final round the gap can reach 2.",
     .source = "Derived: turn order (Déroulement d'un tour)",
     .kind = RuleKind::Invariant,
     .options = "final_round_order"},
    {.id = "INV-22",
     .title = "Every bid legal",
     .text = "Each bid uses an envoy from stock and between 0 and the bidder's GOLD; on an "
             "occupied column it is at least the previous bid plus 1, and the envoy it displaces "
             "belongs to someone else.",
     .source = "Derived: bids (Phase 1 « Projets », option 1 « Faire une offre »)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-23",
     .title = "Every move legal",
     .text = "Each move of a displaced envoy costs exactly 1 PIL, keeps its GOLD by default, and "
             "lands on a column with no bid or with another player's lower bid. The GOLD moved "
             "falls along a chain, so a chain has at most the opening bid plus 1 moves.",
     .source = "Derived: displacement (Phase 1 « Projets », option 1 « Faire une offre »)",
     .kind = RuleKind::Invariant,
     .options = "displaced_may_add_gold",
     .descriptive = true},
    {.id = "INV-24",
     .title = "Every claim complete",
     .text = "After a claim the player has no envoy on the board, their hand has gained every "
             "claimed card (kept until phase 3), the GOLD there is in the supply, and bonus "
             "resources never exceed the bonus columns claimed. GOLD on a column belongs to its "
             "envoy's owner and never passes to another player.",
     .source = "Derived: claims (Phase 1 « Projets », option 2 « Réclamer des projets »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-25",
     .title = "Forced claim",
     .text = "A player who begins phase 1 with 3 envoys on the board claims (with the default "
             "three_envoys_force_claim).",
     .source = "Derived: forced claim (Phase 1 « Projets », option 1 « Faire une offre », « "
               "Important »)",
     .kind = RuleKind::Invariant,
     .options = "three_envoys_force_claim",
     .descriptive = true},
    {.id = "INV-26",
     .title = "Floors stay in range",
     .text = "Every building and rampart section has 1 to 4 floors; floors never go down and "
             "placed cards never move.",
     .source = "Derived: building limits (« Autres règles importantes »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-27",
     .title = "Levels respected",
     .text = "Every project card at floor k of a building or section had its printed level plus "
             "the ART spent on it of at least k; bonus rampart cards have no level.",
     .source = "Derived: card levels (« Aménager des bâtiments »)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-28",
     .title = "Categories respected",
     .text = "Every card in a building shows that building's category, alone or among a general "
             "card's symbols.",
     .source = "Derived: card categories (« Les cartes de projet »)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-29",
     .title = "Build actions counted",
     .text = "In one phase 3 there are at most 1 + bought full build actions, each with at most "
             "one building step and one rampart step; the ART spent equals the actions bought "
             "plus the level boosts.",
     .source = "Derived: build actions (« L'action de construction »)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-30",
     .title = "Hands of at most 2",
     .text = "Every hand holds at most 2 cards at the end of each phase 3, and so at the start "
             "of every turn. Only a claim adds cards, so a hand holds more only in the turn of "
             "its claim, until the end of that phase 3.",
     .source = "Derived: hand limit (Phase 3 « Construire »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-31",
     .title = "VP come from buildings",
     .text = "A player's track score always equals the sum of 1, 3, 6 or 10 over their buildings "
             "of 1 to 4 floors. It changes only in its owner's building steps, by the new floor "
             "number, never goes down, and ramparts add nothing.",
     .source = "Derived: building VP (« Autres règles importantes »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-32",
     .title = "Attack gaps follow VP",
     .text = "In an invasion the gap between two players' attacks equals the gap between their "
             "VP, and the lowest attack equals the base strength.",
     .source = "Derived: attack strength (Les invasions, étape 2)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-33",
     .title = "Loot from the numbers",
     .text = "The loot a player gains is what remains of their attack after the alliance (never "
             "below 0) minus their defence, or 0 if that is negative; under loot_supply=capped "
             "it is at most the tiles left.",
     .source = "Derived: loot (« Les effets : les tuiles de pillage »)",
     .kind = RuleKind::Invariant,
     .options = "loot_supply",
     .descriptive = true},
    {.id = "INV-34",
     .title = "Defence from the numbers",
     .text = "Defence is the sum of 1 + floor over manned rampart cards, plus defence armies off "
             "the ramparts, plus 1 for the pawn holder. Manned cards never outnumber the defence "
             "armies or the rampart cards, and automatic placement gives the best value.",
     .source = "Derived: defence (« La défense de la ville »)",
     .kind = RuleKind::Invariant,
     .options = "rampart_auto_assign",
     .descriptive = true},
    {.id = "INV-35",
     .title = "Armies committed",
     .text = "Alliance plus defence never exceeds the armies a player can field, stand-in pairs "
             "included. After the invasion their ARMY has dropped by exactly the real armies "
             "committed, and the stand-ins are spent likewise.",
     .source = "Derived: commitments (Les invasions, étape 3)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-36",
     .title = "Hero tiles awarded",
     .text = "An invasion awards at most two hero tiles, to different qualifying players "
             "(alliance of 1 or more, no loot this time): the higher one if anyone qualifies, "
             "the lower one if two do, in ranking order. The rest are discarded.",
     .source = "Derived: hero tiles (« Les tuiles de héros »)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-37",
     .title = "Invasions leave VP alone",
     .text = "An invasion never changes anyone's score-track VP.",
     .source = "Derived: score track (« Les tuiles de pillage », « Les tuiles de héros »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-38",
     .title = "Income amounts",
     .text = "For each kind an income gives the lesser of the supply and the fixed amount (base, "
             "plus the tallest building if active, plus the master); choices never exceed the "
             "comune's number and use only kinds still available; afterwards all four activation "
             "cards are inactive.",
     .source = "Derived: income (Phase 1 « Projets », option 3 « Faire rentrer des gains »)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-39",
     .title = "Masters move only in phase 4",
     .text = "A master changes hands only to the active player in their phase 4: a free one only "
             "with a 2-floor building of its category, a held one only with a strictly higher "
             "measure. After that phase 4, no master could still move to the active player: "
             "outside the active player's phase 3, no master is free while someone owns a "
             "building of 2 floors or more in its category.",
     .source = "Derived: guild masters (Phase 4 « Maîtres de corporation »)",
     .kind = RuleKind::Invariant,
     .options = "guild_measure"},
    {.id = "INV-40",
     .title = "Repairs counted",
     .text = "A repair removes 0, 1 or 2 loot tiles for 0, 1 or 3 PIL, and loot never goes "
             "negative; loot goes down only through its owner's repair.",
     .source = "Derived: repair (Phase 5 « Réparer les dommages »)",
     .kind = RuleKind::Invariant},
    {.id = "INV-41",
     .title = "Conversions shaped right",
     .text = "Every conversion takes 2 of the source and yields 1 of the target, or replaces it "
             "directly; only GOLD to ARMY, or PIL to GOLD, ARMY or ART, and never during final "
             "scoring.",
     .source = "Derived: conversions (Bâtiments et ressources)",
     .kind = RuleKind::Invariant,
     .options = "conversion_mode",
     .descriptive = true},
    {.id = "INV-42",
     .title = "State after setup",
     .text = "Right after setup stocks equal the comuni's starting resources, VP are 0, hands "
             "empty, activation cards inactive, masters free, loot 0, hero tiles on the board, "
             "the pawn with the lowest comune, the display full, the marker at row A and the "
             "piles sized as the table says.",
     .source = "Derived: setup (Préparatifs)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-43",
     .title = "Final score adds up",
     .text = "Final score = VP + 3 per master + majority points + hero tiles - loot + set bonus. "
             "Each resource's majority hands out 0 points, 2 to a sole leader, or 1 to each tied "
             "leader, and exactly one player wins.",
     .source = "Derived: final scoring (Évaluation finale)",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-44",
     .title = "Deterministic replay",
     .text = "Replaying the same seed, options, data file and actions reproduces every state "
             "exactly, and the validator rejects any action that breaks one of these invariants.",
     .source = "Derived: Arbiter's replay model",
     .kind = RuleKind::Invariant,
     .descriptive = true},
    {.id = "INV-45",
     .title = "Changes only where allowed",
     .text = "No column exceeds its capacity. Loot rises only when an invasion resolves and "
             "falls only in its owner's phase 5; hero tiles change hands only at an invasion's "
             "end, masters only in the active player's phase 4; activation cards turn on only by "
             "building and off only all at once at income; bonus ramparts leave the supply only "
             "when a section reaches floor 4.",
     .source = "Derived: timing of each change (Déroulement d'un tour, Les invasions)",
     .kind = RuleKind::Invariant},
});

}  // namespace

std::span<const RuleRef> reference_invariants() {
  return kInvariantsRules;
}

}  // namespace arbiter::comuni
