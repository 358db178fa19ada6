// "Did you mean": edit distance and the nearest candidates to a mistyped word or token. Used only
// on error paths (unknown option, unknown rule id, unknown or illegal action), never in hot loops.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace arbiter {

inline char fold_ascii(char c) {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

// Optimal string alignment distance (Levenshtein plus adjacent transposition), case-folded when
// `fold` is set: "play:Homme" is 0 from "play:homme", "e1-d1" is 1 from "e1-d2" and "d1-e1" 2.
inline std::size_t edit_distance(std::string_view a, std::string_view b, bool fold = true) {
  const std::size_t n = a.size(), m = b.size();
  auto eq = [&](std::size_t i, std::size_t j) {
    return fold ? fold_ascii(a[i]) == fold_ascii(b[j]) : a[i] == b[j];
  };
  // Three rows: the one before the previous is needed for transpositions.
  std::vector<std::size_t> prev2(m + 1), prev(m + 1), cur(m + 1);
  for (std::size_t j = 0; j <= m; ++j) prev[j] = j;
  for (std::size_t i = 1; i <= n; ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= m; ++j) {
      const std::size_t cost = eq(i - 1, j - 1) ? 0 : 1;
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
      if (i > 1 && j > 1 && eq(i - 1, j - 2) && eq(i - 2, j - 1))
        cur[j] = std::min(cur[j], prev2[j - 2] + 1);
    }
    std::swap(prev2, prev);
    std::swap(prev, cur);
  }
  return prev[m];
}

// How far a suggestion may be from what was written: one edit for a word of up to 5 letters
// ("s3" -> "S3", "champ" -> "champ1"), else a third of its length ("tap:champ" -> "tap:champ1",
// "door_modle" -> "door_model"), so "foo" never suggests "F".
inline std::size_t suggestion_threshold(std::string_view query) {
  return query.size() <= 5 ? 1 : std::max<std::size_t>(2, query.size() / 3);
}

// Up to `limit` candidates nearest to `query` within the threshold, best first: the smallest
// case-folded distance, then the smallest exact distance, then the candidates' order. An exact
// match is not suggested; when some candidate differs only in case, only such ones are.
inline std::vector<std::string> nearest(const std::vector<std::string>& candidates,
                                        std::string_view query, std::size_t limit = 3,
                                        std::size_t threshold = 0) {
  if (threshold == 0) threshold = suggestion_threshold(query);
  std::vector<std::tuple<std::size_t, std::size_t, std::size_t>> ranked;  // folded, exact, index
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    if (candidates[i] == query) continue;
    const std::size_t gap = candidates[i].size() > query.size()
                                ? candidates[i].size() - query.size()
                                : query.size() - candidates[i].size();
    if (gap > threshold) continue;  // too far whatever the letters: skip the quadratic part
    const std::size_t d = edit_distance(query, candidates[i]);
    if (d <= threshold) ranked.emplace_back(d, edit_distance(query, candidates[i], false), i);
  }
  std::sort(ranked.begin(), ranked.end());
  std::vector<std::string> out;
  for (const auto& [d, e, i] : ranked) {
    if (out.size() == limit) break;
    if (d > 0 && std::get<0>(ranked.front()) == 0) break;  // "s3": only `S3`, not `C3` too
    if (std::find(out.begin(), out.end(), candidates[i]) == out.end()) out.push_back(candidates[i]);
  }
  return out;
}

// "`a`, `b` or `c`", for help lines.
inline std::string quoted_alternatives(const std::vector<std::string>& words) {
  std::string s;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) s += i + 1 == words.size() ? " or " : ", ";
    s += "`" + words[i] + "`";
  }
  return s;
}

}  // namespace arbiter
