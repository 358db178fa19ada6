// bytes_key (engine/core/action_key.h), the run-time key of each game's Action, gives the same
// key as the fields shifted in declaration order, which key() computes when constant-evaluated:
// so the one order of legal actions is the same at compile time and at run time.
#include "engine/core/action_key.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>

#include "engine/comuni/action.h"
#include "engine/medievalia/action.h"
#include "engine/torres/action.h"

namespace arbiter {
namespace {

// Byte patterns from a small LCG, every byte value reached, 0 and 255 included.
constexpr std::uint8_t byte_at(int i, int field) {
  std::uint32_t x = static_cast<std::uint32_t>(i * 7 + field) * 2654435761u;
  return static_cast<std::uint8_t>((x >> 13) ^ static_cast<std::uint32_t>(i + field));
}

constexpr int kN = 512;

template <class Action, class Make>
constexpr std::array<std::uint64_t, kN> keys(Make make) {
  std::array<std::uint64_t, kN> out{};
  for (int i = 0; i < kN; ++i) out[static_cast<std::size_t>(i)] = make(i).key();  // the shifts
  return out;
}

template <class Action, class Make>
void expect_same_keys(Make make) {
  constexpr auto expected = keys<Action>(Make{});
  for (int i = 0; i < kN; ++i) {
    const Action a = make(i);
    ASSERT_EQ(bytes_key(a), expected[static_cast<std::size_t>(i)]) << "pattern " << i;
    ASSERT_EQ(a.key(), expected[static_cast<std::size_t>(i)]) << "pattern " << i;
  }
}

struct MakeTorres {
  constexpr torres::Action operator()(int i) const {
    return torres::Action{static_cast<torres::ActionKind>(byte_at(i, 0)), byte_at(i, 1),
                          static_cast<torres::Square>(byte_at(i, 2)),
                          static_cast<torres::Square>(byte_at(i, 3)), byte_at(i, 4)};
  }
};
struct MakeComuni {
  constexpr comuni::Action operator()(int i) const {
    return comuni::Action{static_cast<comuni::ActionKind>(byte_at(i, 0)), byte_at(i, 1),
                          byte_at(i, 2), byte_at(i, 3), byte_at(i, 4)};
  }
};
struct MakeMedievalia {
  constexpr medievalia::Action operator()(int i) const {
    return medievalia::Action{static_cast<medievalia::ActionKind>(byte_at(i, 0)),
                              byte_at(i, 1),
                              byte_at(i, 2),
                              byte_at(i, 3),
                              byte_at(i, 4),
                              byte_at(i, 5)};
  }
};

TEST(ActionKey, BytesGiveTheFieldOrderInEveryGame) {
  expect_same_keys<torres::Action>(MakeTorres{});
  expect_same_keys<comuni::Action>(MakeComuni{});
  expect_same_keys<medievalia::Action>(MakeMedievalia{});
}

TEST(ActionKey, TheFirstFieldWeighsMost) {
  const comuni::Action low{comuni::ActionKind::Draw, 255, 255, 255, 255};
  const comuni::Action high{comuni::ActionKind::Bid, 0, 0, 0, 0};
  EXPECT_LT(low, high);
  EXPECT_LT(bytes_key(low), bytes_key(high));
}

}  // namespace
}  // namespace arbiter
