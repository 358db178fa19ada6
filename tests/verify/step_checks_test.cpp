// The order check of verify/step_checks.h (issue 14): every game lists its legal actions in the
// action's <=> order, strictly increasing, along random games; a list out of order, or with a
// duplicate, fails with "legal-order". Every value of every option goes through the same check in
// each game's EveryOptionValueKeepsInvariants (tests/<game>/props_test.cpp, thorough games).
#include "verify/step_checks.h"
#include "verify/instances.h"

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
    const std::size_t bad = legal->first_out_of_order();
    ASSERT_EQ(bad, legal->size()) << "step " << step << ": "
                                  << G::action_to_text(s, (*legal)[bad - 1]) << " before "
                                  << G::action_to_text(s, (*legal)[bad]);
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

}  // namespace
}  // namespace arbiter::verify
