// Medievalia's typed combat actions (engine/medievalia/action.h): each named constructor makes
// the action the field table describes (the encoding the record notation reads and writes), and
// the accessors read back what it was built from.
#include <gtest/gtest.h>

#include "engine/medievalia/action.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;

TEST(MedievaliaAction, CombatConstructorsMatchTheFieldTable) {
  static_assert(Action::war(0, FiefId{3}, 1) == act(K::War, 0, 3, 1));
  static_assert(Action::deploy(0, CardId{17}, UnitId{2}) == act(K::Deploy, 0, 17, 2));
  static_assert(Action::block(1, CardId{40}, UnitId{1}) == act(K::Block, 1, 40, 1));
  static_assert(Action::ready(1) == act(K::Ready, 1));
  static_assert(Action::aim(0, UnitId{2}, CardId{9}) == act(K::Target, 0, 2, 9));
  static_assert(Action::strike(1, GroupId{65}, UnitId{3}) == act(K::Strike, 1, 65, 3));
  static_assert(Action::bonus(1, CardId{12}, CardId{13}) == act(K::Bonus, 1, 12, 13));
  static_assert(Action::order(0, CardId{21}) == act(K::Order, 0, 21));
  static_assert(Action::heal(2, CardId{30}, CardId{31}) == act(K::Heal, 2, 30, 31));
  static_assert(Action::shoot(3, CardId{50}, CardId{51}) == act(K::Shoot, 3, 50, 51));
  SUCCEED();
}

TEST(MedievaliaAction, AccessorsReadWhatTheConstructorsWrote) {
  constexpr Action war = Action::war(0, FiefId{3}, 1);
  EXPECT_EQ(war.fief(), 3);
  EXPECT_EQ(war.defender(), 1);
  constexpr Action deploy = Action::deploy(0, CardId{17}, UnitId{2});
  EXPECT_EQ(deploy.troop(), 17);
  EXPECT_EQ(deploy.unit(), 2);
  constexpr Action target = Action::aim(0, UnitId{2}, CardId{9});
  EXPECT_EQ(target.unit(), 2);  // a Target names its unit first
  EXPECT_EQ(target.target(), 9);
  constexpr Action strike = Action::strike(1, GroupId{65}, UnitId{3});
  EXPECT_EQ(strike.group(), 65);
  EXPECT_EQ(strike.unit(), 3);
  constexpr Action bonus = Action::bonus(1, CardId{12}, CardId{13});
  EXPECT_EQ(bonus.giver(), 12);
  EXPECT_EQ(bonus.receiver(), 13);
  EXPECT_EQ(Action::order(0, CardId{21}).card(), 21);
  constexpr Action shot = Action::shoot(3, CardId{50}, CardId{51});
  EXPECT_EQ(shot.card(), 50);
  EXPECT_EQ(shot.target(), 51);
  EXPECT_EQ(shot.seat, 3);
  static_assert(sizeof(Action) == 6);
}

}  // namespace
}  // namespace arbiter::medievalia
