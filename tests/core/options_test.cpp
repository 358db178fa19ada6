// The options table mechanics (engine/core/options.h), exercised through the Torres table.
#include "engine/core/options.h"

#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "engine/torres/options.h"

namespace arbiter {
namespace {

using torres::Options;

TEST(Options, UnknownNameRejectedWithKnownList) {
  Options o;
  auto r = set_option(torres::option_specs(), o, "door_modle", "physical");
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().find("unknown option 'door_modle'"), std::string::npos);
  EXPECT_NE(r.error().find("door_model"), std::string::npos);
}

TEST(Options, BadValuesRejected) {
  Options o;
  EXPECT_FALSE(set_option(torres::option_specs(), o, "players", "5"));
  EXPECT_FALSE(set_option(torres::option_specs(), o, "players", "two"));
  EXPECT_FALSE(set_option(torres::option_specs(), o, "allow_null_traversal", "maybe"));
  EXPECT_FALSE(set_option(torres::option_specs(), o, "version", "deluxe"));
  EXPECT_FALSE(set_option_assignment(torres::option_specs(), o, "players"));
  EXPECT_EQ(o, Options{}) << "a rejected option must not change anything";
}

// `needs`: an option that takes effect only with others; NAME=V1|V2 is met by either value.
TEST(Options, NeedsAreMetByOneOfTheirValues) {
  const auto specs = torres::option_specs();
  const auto* order = find_option(specs, "scoring_order");
  const auto* m1 = find_option(specs, "m1_count");
  ASSERT_TRUE(order && m1);
  ASSERT_EQ(order->needs, "version=base|variant");
  Options o;
  EXPECT_EQ(unmet_need(specs, o, *order), "");  // base
  o.version = torres::Version::Variant;
  EXPECT_EQ(unmet_need(specs, o, *order), "");
  o.version = torres::Version::Meister;
  EXPECT_EQ(unmet_need(specs, o, *order), "version=base|variant");
  EXPECT_EQ(unmet_need(specs, o, *m1), "");
  o.scoring_order = torres::ScoringOrder::LeaderFirst;
  const auto idle = idle_options(specs, o);
  ASSERT_EQ(idle.size(), 1u);
  EXPECT_EQ(idle[0].first, "scoring_order");
  // Setting the needs sets the first value.
  Options set;
  set.version = torres::Version::Meister;
  ASSERT_TRUE(set_needs(specs, set, *order));
  EXPECT_EQ(set.version, torres::Version::Base);
}

TEST(Options, ValuesParseCaseInsensitively) {
  Options o;
  ASSERT_TRUE(set_option_assignment(torres::option_specs(), o, "version=MEISTER"));
  EXPECT_EQ(o.version, torres::Version::Meister);
  ASSERT_TRUE(set_option(torres::option_specs(), o, "must_spend_all_ap", "yes"));
  EXPECT_TRUE(o.must_spend_all_ap);
}

// Every option: a name, a doc line, a spec reference; every value round-trips through text.
TEST(Options, EveryOptionIsDocumentedAndRoundTrips) {
  std::set<std::string_view> names;
  for (const auto& spec : torres::option_specs()) {
    EXPECT_TRUE(names.insert(spec.name).second) << "duplicate " << spec.name;
    EXPECT_FALSE(spec.doc.empty()) << spec.name;
    EXPECT_FALSE(spec.spec_ref.empty()) << spec.name;
    const std::vector<int> values = option_values(spec);
    for (int v : values) {
      Options o;
      const std::string text = format_option_value(spec, v);
      ASSERT_TRUE(set_option(torres::option_specs(), o, spec.name, text))
          << spec.name << "=" << text;
      EXPECT_EQ(spec.get(o), v) << spec.name;
    }
  }
}

TEST(Options, ResolvedOptionsListEveryOptionWithDefaults) {
  auto all = resolved_options(torres::option_specs(), Options{});
  ASSERT_EQ(all.size(), torres::option_specs().size());
  EXPECT_EQ(all[0], (std::pair<std::string, std::string>{"players", "2"}));
}

TEST(Options, CrossOptionValidation) {
  Options o;
  o.players = 2;
  o.first_player = 3;
  EXPECT_FALSE(torres::validate_options(o));
}

}  // namespace
}  // namespace arbiter
