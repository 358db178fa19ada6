// The lines of a text, for tests that compare or mutate position and record texts line by line.
#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace arbiter::testing {

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

}  // namespace arbiter::testing
