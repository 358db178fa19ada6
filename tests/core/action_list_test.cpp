#include "engine/core/action_list.h"

#include <gtest/gtest.h>

namespace arbiter {

TEST(ActionList, PushClearContains) {
  ActionList<int, 4> list;
  EXPECT_TRUE(list.empty());
  list.push(3);
  list.push(5);
  EXPECT_EQ(list.size(), 2u);
  EXPECT_TRUE(list.contains(5));
  EXPECT_FALSE(list.contains(4));
  list.clear();
  EXPECT_TRUE(list.empty());
}

}  // namespace arbiter
