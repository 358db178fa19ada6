// What rule coverage (verify/coverage.h) asks of Torres: the one way a game ends (T-5.3, after
// the year-3 scoring), the rule that governs each action (a card played: the card's; a card
// taken in the variant: T-6.2) and the rule the cards' rules are part of.
#include <array>

#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace {

constexpr EndCondition kEnds[] = {{"T-5.3", "year-3 scoring"}};

// By ActionKind, in its order (action.h says which rule each kind follows).
constexpr std::array<std::string_view, 17> kActionRule{
    "T-7.2",   // SetupCastle (Meister)
    "T-2.6",   // SetupKnight
    "T-2.7",   // SetupKing
    "T-7.5",   // RevealMeister
    "T-2.20",  // Draw
    "T-2.12",  // PlaceKnight
    "T-2.13",  // Move
    "T-2.14",  // Cross
    "T-2.23",  // ChooseStack
    "T-2.15",  // PlaceBlock
    "T-2.20",  // TakeCard
    "T-6.2",   // Keep
    "T-2.21",  // PlayCard (a card of C1-C10 is its own rule: kCardRule)
    "T-2.22",  // Advance
    "T-2.24",  // Redistribute
    "T-2.24",  // EndTurn
    "T-5.1",   // KingMove
};
static_assert(kActionRule.size() == static_cast<std::size_t>(ActionKind::KingMove) + 1);
constexpr std::array<std::string_view, kCardKinds> kCardRule{"C1", "C2", "C3", "C4", "C5",
                                                             "C6", "C7", "C8", "C9", "C10"};

}  // namespace

std::span<const EndCondition> Torres::end_conditions() {
  return kEnds;
}

int Torres::end_condition(const State& s) {
  return is_terminal(s) ? 0 : -1;
}

std::string_view Torres::action_rule(const State& s, const Action& a) {
  const auto k = static_cast<std::size_t>(a.kind);
  if (a.kind == ActionKind::PlayCard && a.card < kCardKinds) return kCardRule[a.card];
  // The variant's take draws 3 of one's own deck and keeps 1 (T-6.2), not the shared deck's top.
  if ((a.kind == ActionKind::TakeCard || a.kind == ActionKind::Draw) &&
      s.options().version == Version::Variant)
    return "T-6.2";
  return k < kActionRule.size() ? kActionRule[k] : std::string_view("T-2.9");
}

// A card's rule (C1..C10) is a case of playing a card (T-2.21).
std::string_view Torres::rule_parent(std::string_view id) {
  for (const std::string_view card : kCardRule)
    if (id == card) return "T-2.21";
  return {};
}

}  // namespace arbiter::torres
