// The Medievalia invariants that recount what a check decides (docs/architecture.md, "Invariants
// that mirror a check"): each is fed states no engine check produced, positions read by
// parse_position or hand-made transitions, and must catch the broken ones by its own count, at
// the rule's exact limit, under the options that change the count.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "engine/medievalia/medievalia.h"
#include "verify/instances.h"
#include "verify/simulate.h"

namespace arbiter::medievalia {
namespace {

Options base(int players) {
  Options o;
  o.players = players;
  o.first_player = FirstPlayer::P1;
  return o;
}

const Config& config_of(const Options& o) {
  return verify::shared_config<Medievalia>(o);
}

// "(accepted)", the reader's error, or "[RULE] reason" of the first invariant broken.
std::string verdict(const Config& cfg, std::string_view text) {
  auto s = Medievalia::parse_position(cfg, text);
  if (!s) return "(refused) " + s.error();
  if (Verdict v = Medievalia::check_invariants(*s))
    return "[" + std::string(v->rule) + "] " + v->reason;
  return "(accepted)";
}

State position(const Config& cfg, std::string_view text) {
  auto s = Medievalia::parse_position(cfg, text);
  if (!s) ADD_FAILURE() << text << ": " << s.error();
  return s ? *s : Medievalia::initial_state(cfg);
}

// check_transition over `before`, `token`, `before` again (the step's result does not matter to
// the invariants tested here, which judge the action against the state it was taken in).
std::string transition(const Config& cfg, std::string_view text, std::string_view token) {
  const State b = position(cfg, text);
  auto a = Medievalia::parse_action(b, token);
  if (!a) return "(no action) " + a.error();
  if (Verdict v = Medievalia::check_transition(b, *a, b))
    return "[" + std::string(v->rule) + "] " + v->reason;
  return "(accepted)";
}

// Whether `text` starts with `prefix`, showing the text when not.
::testing::AssertionResult starts(const std::string& text, const std::string& prefix) {
  if (text.rfind(prefix, 0) == 0) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "'" << text << "' does not start with '" << prefix << "'";
}

std::string soldats(int n) {  // free Soldats in the own fief: troops that boost nothing
  std::string t;
  for (int i = 1; i <= n; ++i) t += " soldat" + std::to_string(i);
  return t;
}

// I-20 (M-5): troops <= 2 x food, recounted from the table. M-5.8's example: two Champs and a
// civil building on one of them make 3 food, enough for 6 troops.
TEST(MedievaliaInvariants, FoodLimitIsRecountedFromTheTable) {
  const Config& cfg = config_of(base(2));
  const std::string fief = "turn 3 P1 main; table P1 champ1 champ2 eglise1@champ1";
  EXPECT_EQ(verdict(cfg, fief + soldats(6)), "(accepted)");
  EXPECT_EQ(verdict(cfg, fief + soldats(7)), "[I-20] P1 has 7 troops for 3 food");
  // Manpower troops on a food host boost it, 2 at most (the Champ's two booster places), tapped
  // or not (M-5.3): 1 + 2 + the Église, + the other Champ = 5 food for 10 troops.
  const std::string boosted = fief + " homme1@champ1 homme2@champ1(tapped) homme3@champ1";
  EXPECT_EQ(verdict(cfg, boosted + soldats(7)), "(accepted)");
  EXPECT_EQ(verdict(cfg, boosted + soldats(8)), "[I-20] P1 has 11 troops for 5 food");
  // Troops eat wherever they stand (M-5.5).
  EXPECT_EQ(verdict(cfg, fief + soldats(6) + " homme1>P2"), "[I-20] P1 has 7 troops for 3 food");
  // A manpower troop on the City boosts manpower, not food.
  EXPECT_EQ(verdict(cfg, fief + soldats(5) + " homme1@city homme2@city"),
            "[I-20] P1 has 7 troops for 3 food");
  // Only the active player's turn counts: P2 may be over the limit in P1's turn (M-5.7).
  EXPECT_EQ(verdict(cfg, "turn 3 P1 main; table P2 soldat1 soldat2 soldat3"), "(accepted)");
}

TEST(MedievaliaInvariants, FoodLimitFollowsTheUpkeepOptions) {
  const std::string fief = "turn 3 P1 main; table P1 champ1 champ2 eglise1@champ1";
  // building_output=printed: the Église prints no resource, so it adds no food (M-3.4.6).
  Options printed = base(2);
  printed.building_output = BuildingOutput::Printed;
  EXPECT_EQ(verdict(config_of(printed), fief + soldats(4)), "(accepted)");
  EXPECT_EQ(verdict(config_of(printed), fief + soldats(5)), "[I-20] P1 has 5 troops for 2 food");
  // upkeep_scope=characters_only: military cards eat nothing, characters do (M-5.2).
  Options characters = base(2);
  characters.upkeep_scope = UpkeepScope::CharactersOnly;
  EXPECT_EQ(verdict(config_of(characters), "turn 3 P1 main; table P1" + soldats(8)), "(accepted)");
  EXPECT_EQ(verdict(config_of(characters), "turn 3 P1 main; table P1 homme1" + soldats(8)),
            "[I-20] P1 has 1 troops for 0 food");
}

// I-06 (M-3.5.1): the City and at most 4 territories, counted card by card.
TEST(MedievaliaInvariants, FourTerritoriesAreCounted) {
  const Config& cfg = config_of(base(2));
  EXPECT_EQ(verdict(cfg, "turn 3 P1 main; table P1 champ champ foret mine"), "(accepted)");
  EXPECT_TRUE(starts(verdict(cfg, "turn 3 P1 main; table P1 champ champ foret mine ferme"),
                     "[I-06] P1's fief holds more than 4 territories"));
}

// I-11 (M-7.1): each building type scores once. With data where a civil building is worth 2,
// six types make 12 VP; a second copy of a type adds nothing.
TEST(MedievaliaInvariants, PrestigeIsRecountedByBuildingType) {
  auto data = Medievalia::parse_data(Medievalia::default_data_json());
  ASSERT_TRUE(data.ok());
  for (CardType& c : data->cards)
    if (c.category == Category::CivilBuilding) c.vp = 2;
  auto cfg = Medievalia::make_config(base(2), *data);
  ASSERT_TRUE(cfg.ok()) << cfg.error();
  const std::string six =
      "turn 3 P1 main; table P1 champ1 champ2 champ3 banque@champ1 ecole@champ1 eglise@champ2 "
      "ecurie@champ2 forgeron@champ3 menuisier@champ3";
  EXPECT_EQ(verdict(*cfg, six), "[I-11] more than 11 VP");
  const std::string five_types =
      "turn 3 P1 main; table P1 champ1 champ2 champ3 banque@champ1 eglise1@champ1 "
      "eglise2@champ2 ecurie@champ2 forgeron@champ3 menuisier@champ3";
  EXPECT_TRUE(starts(verdict(*cfg, five_types), "[I-30] a player has 7 VP, the game goes on"));
}

// I-24 (M-3.16): a troop whose net damage reaches its defence, the printed D plus its +0/1
// bonuses, is gone once the combat is over.
TEST(MedievaliaInvariants, SurvivorsAreBelowTheirDefencePlusBonuses) {
  const Config& cfg = config_of(base(2));
  const std::string war = "turn 3 P1 war; fought P1; table P1 champ1 ";
  EXPECT_EQ(verdict(cfg, war + "soldat1(dmg1)"), "(accepted)");  // Soldat: D 2
  EXPECT_TRUE(starts(verdict(cfg, war + "soldat1(dmg2)"), "[I-24] soldat1 survived damage"));
  EXPECT_EQ(verdict(cfg, war + "soldat1(dmg2,bonus1)"), "(accepted)");
  EXPECT_TRUE(starts(verdict(cfg, war + "soldat1(dmg3,bonus1)"), "[I-24]"));
  EXPECT_EQ(verdict(cfg, war + "soldat1(dmg3,healed1,bonus1)"), "(accepted)");
}

// I-30 (M-7.4): the shortage winner, recounted: most VP, then gold capacity (boosts counted
// under gold_tiebreak_boosts=keep, printed gold only under base_only), then cards in hand.
TEST(MedievaliaInvariants, ShortageWinnerIsRecounted) {
  const std::string over = "turn 30 P1 over; piles T0 M0; ";
  const std::string gold = "table P1 mine1 homme1@mine1; table P2 mine2 mine3; ";
  const Config& keep = config_of(base(2));
  // keep: P1 2 gold (a Mine and its booster), P2 2: a tie, then hands (P2 one card).
  EXPECT_EQ(verdict(keep, over + gold + "hand P2 champ; end shortage P2"), "(accepted)");
  EXPECT_EQ(verdict(keep, over + gold + "end shortage none"), "(accepted)");
  EXPECT_TRUE(starts(verdict(keep, over + gold + "end shortage P2"),
                     "[I-30] the game is over by shortage with P2 the winner, but the end "
                     "conditions (M-7.5) end it by shortage as a draw"));
  Options base_only = base(2);
  base_only.gold_tiebreak_boosts = GoldTiebreakBoosts::BaseOnly;
  // base_only: P1 1 gold, P2 2.
  EXPECT_EQ(verdict(config_of(base_only), over + gold + "end shortage P2"), "(accepted)");
  EXPECT_TRUE(starts(verdict(config_of(base_only), over + gold + "end shortage none"), "[I-30]"));
  // More VP beats any gold.
  EXPECT_EQ(verdict(keep, over + "table P1 champ1 eglise@champ1; table P2 mine2 mine3; "
                                 "end shortage P1"),
            "(accepted)");
}

// I-30 (M-7.1, M-8): an alliance's VP under vp_dedup: per player (a type once per player) or per
// team (a type once for both allies).
TEST(MedievaliaInvariants, TeamPrestigeFollowsVpDedup) {
  // P1 holds 6 types; P3 4 of them again (the pile tops Ecole, Atelier and Banque keep a copy).
  const std::string p1 =
      "table P1 champ1 champ2 champ3 banque1@champ1 ecole1@champ1 eglise1@champ2 ecurie1@champ2 "
      "forgeron1@champ3 menuisier1@champ3";
  const std::string p3 =
      "; table P3 champ4 champ5 eglise2@champ4 ecurie2@champ4 forgeron2@champ5 menuisier2@champ5";
  const std::string ten = "turn 9 P1 over; end prestige P1+P3; " + p1 + p3;
  // Per player 6 + 4 = 10: no end.
  EXPECT_TRUE(starts(verdict(config_of(base(4)), ten), "[I-30] the game is over by prestige"));
  // With an Atelier P1 has 7 types: 7 + 4 = 11 per player; the team's types are still 7.
  const std::string eleven =
      "turn 9 P1 over; end prestige P1+P3; " + p1 + " champ6 atelier1@champ6" + p3;
  EXPECT_EQ(verdict(config_of(base(4)), eleven), "(accepted)");
  Options team = base(4);
  team.vp_dedup = VpDedup::Team;
  EXPECT_TRUE(starts(verdict(config_of(team), eleven), "[I-30] the game is over by prestige"));
}

// I-14 (M-3.3.3) at `pay`: the pool holds the price, recounted: the card's cost, +2 gold without
// the building it shows (M-3.5.3), any 4 for an extra draw (M-3.8).
TEST(MedievaliaInvariants, PayIsCheckedAgainstARecountedPrice) {
  const Config& cfg = config_of(base(2));
  // A Chevalier costs FEGG, + GG without an Écurie.
  // The Mine and its booster give GG.
  const std::string chevalier =
      "turn 5 P1 txn; txn play:chevalier; hand P1 chevalier; pool FEGG; acts champ1 foret1 mine1; "
      "table P1 champ1(txn) foret1(txn) mine1(txn) homme1@mine1(txn) champ2";
  EXPECT_EQ(verdict(cfg, chevalier), "(accepted)");  // a transaction may be short until `pay`
  EXPECT_EQ(transition(cfg, chevalier, "pay"),
            "[I-14] a transaction committed with less than its cost");
  EXPECT_EQ(transition(cfg, chevalier + " ecurie1@champ2", "pay"), "(accepted)");
  const std::string extra =
      "turn 5 P1 txn; txn extra:C; table P1 champ1(txn) foret1(txn) "
      "mine1(txn) mine2(txn); acts champ1 foret1 mine1";
  EXPECT_EQ(transition(cfg, extra + "; pool FEG", "pay"),
            "[I-14] a transaction committed with less than its cost (4 of any resource due, 3 "
            "left beyond the fixed cost)");
  EXPECT_EQ(transition(cfg, extra + " mine2; pool FEGG", "pay"), "(accepted)");
}

// I-21 (M-8): no combat between allies, who sit opposite.
TEST(MedievaliaInvariants, NoWarBetweenAllies) {
  const Config& cfg = config_of(base(4));
  const std::string march = "turn 5 P1 march; table P1 soldat1>N12";
  EXPECT_EQ(transition(cfg, march, "war:N12/P2"), "(accepted)");
  EXPECT_EQ(transition(cfg, march, "war:N12/P3"),
            "[I-21] a second combat in a fief, or a combat between allies");
}

}  // namespace
}  // namespace arbiter::medievalia
