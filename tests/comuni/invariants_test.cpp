// The Comuni invariants that recount what a check decides (docs/architecture.md, "Invariants that
// mirror a check"): the tallest building of a category (INV-8, INV-39) and the VP a building has
// earned (INV-31), fed positions no engine step produced, and states changed by hand.
#include <gtest/gtest.h>

#include <string>

#include "engine/comuni/comuni.h"
#include "verify/instances.h"
#include "verify/simulate.h"

namespace arbiter::comuni {
namespace {

const Config& three() {
  Options o;
  o.players = 3;
  return verify::shared_config<Comuni>(o);
}

const std::string kHead =
    "comuni Lucca Siena Milano\ndisplay E2 M1 C3 | R1 EM2 R2 | R3 C1 | E3 C1 | R1 C2\n";

State position(const std::string& text) {
  auto s = Comuni::parse_position(three(), text);
  if (!s) ADD_FAILURE() << text << "\n" << s.error();
  return s ? *s : Comuni::initial_state(three());
}

std::string verdict(const State& s) {
  const Verdict v = Comuni::check_invariants(s);
  return v ? "[" + std::string(v->rule) + "] " + v->reason : "(holds)";
}

// INV-31 (C-3.3.7): a building of f floors has earned 1 + 2 + ... + f VP.
TEST(ComuniInvariants, VpIsRecountedFloorByFloor) {
  State s = position(kHead + "Lucca buildings E3 M4 C1 masters EM");
  EXPECT_EQ(s.players[0].vp, 6 + 10 + 1);
  EXPECT_EQ(verdict(s), "(holds)");
  s.players[0].vp = 16;
  EXPECT_EQ(verdict(s), "[INV-31] Lucca: VP 16 != sum of T(floors) 17");
  s.players[0].vp = 17;
  for (int i = 0; i < s.players[0].num_buildings; ++i)  // the E3 loses a floor, its VP stays
    if (s.players[0].buildings[static_cast<std::size_t>(i)].floors == 3)
      s.players[0].buildings[static_cast<std::size_t>(i)].floors = 2;
  EXPECT_EQ(verdict(s).rfind("[INV-31] Lucca: VP 17 != sum of T(floors) 14", 0), 0u);
}

// INV-8 (C-3.3.8): an activation card is active only with a building of its category.
TEST(ComuniInvariants, ActiveCardsNeedABuildingOfTheirCategory) {
  EXPECT_EQ(verdict(position(kHead + "phase 3\nSiena buildings E1 active E")), "(holds)");
  EXPECT_EQ(verdict(position(kHead + "phase 3\nSiena buildings E1 active EM")),
            "[INV-8] an activation card is active without a building");
}

// INV-39 (C-3.4): outside the active comune's phase 3, a free master means nobody has a building
// of 2 floors or more in its category; 1 floor is not enough.
TEST(ComuniInvariants, FreeMastersMeanNoTallBuilding) {
  EXPECT_EQ(verdict(position(kHead + "Lucca buildings E1 M1 C1 R1")), "(holds)");
  EXPECT_EQ(verdict(position(kHead + "Lucca buildings E1 M1 C1 R3")).rfind("[INV-39] the R", 0),
            0u);
  EXPECT_EQ(verdict(position(kHead + "Lucca buildings E1 M1 C1 R3 masters R")), "(holds)");
}

}  // namespace
}  // namespace arbiter::comuni
