// Action notation: every kind round-trips; malformed text gets a reason.
#include <gtest/gtest.h>

#include "tests/support/torres_scenario.h"

namespace arbiter::torres {
namespace {

using testing::at;
using testing::Scenario;

TEST(TorresNotation, EveryKindRoundTrips) {
  Scenario t;
  const std::vector<std::pair<Action, std::string>> cases = {
      {make(ActionKind::PlaceKnight, at(4, 3)), "N@d4"},
      {make(ActionKind::PlaceBlock, at(0, 0)), "B@a8"},
      {make_move(ActionKind::Move, at(4, 2), at(3, 2)), "c4-c5"},
      {make_move(ActionKind::Cross, at(4, 2), at(2, 4)), "c4~e6"},
      {make_arg(ActionKind::ChooseStack, 3), "S3"},
      {make_arg(ActionKind::Redistribute, 2), "R2"},
      {make(ActionKind::TakeCard), "take"},
      {make(ActionKind::Advance), "+"},
      {make(ActionKind::EndTurn), "end"},
      {make_card(C1, at(4, 2), at(3, 2)), "C1:c4-c5"},
      {make_card(C2, kNoSquare, at(4, 3), 3), "C2:d4/3"},
      {make_card(C2, kNoSquare, at(4, 3), kTurnStackSource), "C2:d4/T"},
      {make_card(C3, kNoSquare, at(4, 3)), "C3@d4"},
      {make_card(C4, at(4, 2), at(2, 4)), "C4:c4~e6"},
      {make_card(C6), "C6"},
      {make_card(C10, at(4, 2), at(4, 4)), "C10:c4-e4"},
      {make_draw(ActionKind::Draw, C10), "*C10"},
      {make_draw(ActionKind::RevealMeister, 2), "*M3"},
      {Action{ActionKind::Keep, C5, C2, C9, 2}, "keep:C5,C2^,C9_"},
      {Action{ActionKind::Keep, C5, kNoCard, kNoCard, 0}, "keep:C5"},
  };
  for (const auto& [action, text] : cases) {
    EXPECT_EQ(Torres::action_to_text(t.s, action), text);
    auto back = Torres::parse_action(t.s, text);
    ASSERT_TRUE(back) << text << ": " << back.error();
    EXPECT_EQ(*back, action) << text;
  }
}

TEST(TorresNotation, KingAndSetupDependOnThePhase) {
  Scenario t;
  t.s.phase = Phase::KingMove;
  EXPECT_EQ(Torres::parse_action(t.s, "K@d4")->kind, ActionKind::KingMove);
  EXPECT_EQ(Torres::parse_action(t.s, "K:stay")->to, kNoSquare);
  t.s.phase = Phase::SetupKing;
  EXPECT_EQ(Torres::parse_action(t.s, "K@d4")->kind, ActionKind::SetupKing);
  t.s.phase = Phase::SetupCastles;
  EXPECT_EQ(Torres::parse_action(t.s, "B@d4")->kind, ActionKind::SetupCastle);
}

TEST(TorresNotation, MalformedTextIsAnError) {
  Scenario t;
  for (const char* bad : {"", "x", "N@z9", "c4-c9", "C11:c4-c5", "C3:d4", "C2:d4/5",
                          "keep:", "keep:C1,C2", "*C0", "*M9", "S4", "c4--c5", "C4:c4-e6"}) {
    auto r = Torres::parse_action(t.s, bad);
    EXPECT_FALSE(r) << "'" << bad << "' parsed";
    if (!r) {
      EXPECT_NE(r.error().find("cannot read"), std::string::npos);
    }
  }
}

}  // namespace
}  // namespace arbiter::torres
