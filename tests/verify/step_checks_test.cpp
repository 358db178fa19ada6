// The order check of verify/step_checks.h (issue 14): every game lists its legal actions in the
// action's <=> order, strictly increasing, along random games; a list out of order, or with a
// duplicate, fails with "legal-order".
#include "verify/step_checks.h"

#include <gtest/gtest.h>

#include <random>
#include <utility>

#include "engine/comuni/comuni.h"
#include "engine/medievalia/medievalia.h"
#include "engine/torres/torres.h"
#include "verify/random_play.h"
#include "verify/simulate.h"

namespace arbiter::verify {
namespace {

template <class G>
class StepChecks : public ::testing::Test {};
using Games = ::testing::Types<torres::Torres, comuni::Comuni, medievalia::Medievalia>;
TYPED_TEST_SUITE(StepChecks, Games);

TYPED_TEST(StepChecks, LegalActionsComeSortedAndAnUnsortedListFails) {
  using G = TypeParam;
  const typename G::Config& config = shared_config<G>(typename G::Options{});
  typename G::State s = G::initial_state(config);
  auto legal = make_buffer<G>();
  auto shuffled = make_buffer<G>();
  std::mt19937_64 rng(3);
  int checked = 0;
  for (int step = 0; step < 400 && !G::is_terminal(s); ++step) {
    G::legal_actions(s, *legal);
    ASSERT_FALSE(legal->empty());
    for (std::size_t i = 1; i < legal->size(); ++i)
      ASSERT_TRUE((*legal)[i - 1] < (*legal)[i])
          << "step " << step << ": " << G::action_to_text(s, (*legal)[i - 1]) << " before "
          << G::action_to_text(s, (*legal)[i]);
    if (legal->size() >= 2 && checked < 20) {
      ++checked;
      // The same actions with the last two swapped: the step check must refuse the order.
      shuffled->clear();
      for (std::size_t i = 0; i + 2 < legal->size(); ++i) shuffled->push((*legal)[i]);
      shuffled->push((*legal)[legal->size() - 1]);
      shuffled->push((*legal)[legal->size() - 2]);
      CheckLevel level;
      level.invariants = false;
      const auto failure = check_state<G>(s, *shuffled, level, rng, 0);
      ASSERT_TRUE(failure.has_value());
      EXPECT_EQ(failure->rule, "legal-order");
      EXPECT_FALSE(check_state<G>(s, *legal, level, rng, 0).has_value());
    }
    const auto& a = (*legal)[static_cast<std::size_t>(rng() % legal->size())];
    ASSERT_FALSE(G::apply(s, a));
  }
  EXPECT_GT(checked, 0);
}

// Every generator emits the order by construction (legal_actions does not sort), and options
// change what is generated (a variant draw, batch discards, ally sales, archers outside combat):
// so every value of every option plays random games with the order checked at every step. A
// value that needs another player count (Medievalia's triangle) gets the first one it accepts.
TYPED_TEST(StepChecks, EveryOptionValueKeepsTheOrder) {
  using G = TypeParam;
  const auto specs = G::option_specs();
  const OptionSpec<typename G::Options>* players = nullptr;
  for (const auto& spec : specs)
    if (spec.name == "players") players = &spec;
  ASSERT_NE(players, nullptr);
  auto legal = make_buffer<G>();
  int variants = 0;
  for (const auto& spec : specs) {
    const int hi = spec.kind == OptionKind::Bool   ? 1
                   : spec.kind == OptionKind::Enum ? static_cast<int>(spec.choices.size()) - 1
                                                   : spec.max;
    const int lo = spec.kind == OptionKind::Int ? spec.min : 0;
    for (int v = lo; v <= hi; ++v) {
      typename G::Options o{};
      if (spec.get(o) == v && &spec != players) continue;
      spec.set(o, v);
      for (int n = players->min; !G::validate_options(o) && n <= players->max; ++n)
        players->set(o, n);
      if (!G::validate_options(o)) continue;
      ++variants;
      const typename G::Config& config = shared_config<G>(o);
      std::mt19937_64 rng(static_cast<std::uint64_t>(variants));
      for (int game = 0; game < 3; ++game) {
        typename G::State s = G::initial_state(config);
        for (int step = 0; step < 5000 && !G::is_terminal(s); ++step) {
          G::legal_actions(s, *legal);
          ASSERT_FALSE(legal->empty()) << spec.name << "=" << v;
          for (std::size_t i = 1; i < legal->size(); ++i)
            ASSERT_TRUE((*legal)[i - 1] < (*legal)[i])
                << spec.name << "=" << format_option_value(spec, v) << ", step " << step << ": "
                << G::action_to_text(s, (*legal)[i - 1]) << " before "
                << G::action_to_text(s, (*legal)[i]);
          ASSERT_FALSE(G::apply(s, pick_action<G>(s, *legal, rng)));
        }
      }
    }
  }
  EXPECT_GT(variants, 10);
}

}  // namespace
}  // namespace arbiter::verify
