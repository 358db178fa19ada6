#include "engine/core/action_list.h"

#include <gtest/gtest.h>

#include <vector>

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

TEST(ActionList, SortPutsTheOneOrder) {
  ActionList<int, 8> list;
  for (int v : {5, 1, 4, 1, 9, 2}) list.push(v);
  list.sort();
  EXPECT_EQ(std::vector<int>(list.begin(), list.end()), (std::vector<int>{1, 1, 2, 4, 5, 9}));
  list.sort();  // sorted input stays as it is
  EXPECT_EQ(std::vector<int>(list.begin(), list.end()), (std::vector<int>{1, 1, 2, 4, 5, 9}));
  ActionList<int, 2> one;
  one.push(7);
  one.sort();
  EXPECT_EQ(one[0], 7);
}

TEST(ActionList, StrictlyIncreasingRefusesDisorderAndDuplicates) {
  ActionList<int, 8> list;
  EXPECT_TRUE(list.strictly_increasing());  // empty
  for (int v : {1, 3, 8}) list.push(v);
  EXPECT_TRUE(list.strictly_increasing());
  list.push(8);  // a duplicate
  EXPECT_FALSE(list.strictly_increasing());
  list.clear();
  for (int v : {1, 5, 4}) list.push(v);
  EXPECT_FALSE(list.strictly_increasing());
}

}  // namespace arbiter
