// Reading a Medievalia position: the turn, its step and what the turn has done, the players.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/suggest.h"
#include "engine/medievalia/position_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia::position_detail {

bool Reader::turn_field(const std::vector<std::string_view>& a) {
  const std::string k = "turn";
  if (a.size() != 3)
    return fail(k,
                "write 'turn N SEAT STEP' (the turn counter, the active seat, the step), "
                "e.g. 'turn 5 P1 main'");
  if (!number(a[0], 65535, sp_.turn))
    return fail(k, quoted(a[0]) + " is not a turn number 0..65535 (0 during the setup)");
  if (!seat_or_fail(k, a[1], sp_.active)) return false;
  const auto it = std::find(kPhaseWord.begin(), kPhaseWord.end(), a[2]);
  if (it == kPhaseWord.end()) {
    std::vector<std::string> words(kPhaseWord.begin(), kPhaseWord.end());
    const auto near = nearest(words, a[2]);
    return fail(k, quoted(a[2]) + " is not a step" +
                       (near.empty() ? " (first, reminder, draft, reveal, building, upkeep, draw, "
                                       "main, txn, march, war, deploy, block, target, strike, "
                                       "bonus, order, powers, over)"
                                     : " (did you mean " + quoted_alternatives(near) + "?)"));
  }
  sp_.phase = static_cast<Phase>(it - kPhaseWord.begin());
  sp_.has_turn = true;
  return true;
}

bool Reader::end_field(const std::vector<std::string_view>& a) {
  const std::string k = "end";
  if (a.size() != 2)
    return fail(k,
                "write 'end REASON WINNERS': prestige, military or shortage, then P1, P1+P3 "
                "or none");
  const auto it = std::find(kEndWord.begin() + 1, kEndWord.end(), a[0]);
  if (it == kEndWord.end())
    return fail(k, quoted(a[0]) + ": the game ends by prestige, military or shortage (M-7)");
  sp_.end_reason = static_cast<int>(it - kEndWord.begin());
  sp_.has_end = true;
  if (a[1] == "none") return true;
  std::string_view rest = a[1];
  while (!rest.empty()) {
    const std::size_t plus = rest.find('+');
    const std::string_view one = rest.substr(0, plus);
    int p = 0;
    if (!seat_or_fail(k, one, p)) return false;
    sp_.winners |= 1 << p;
    rest = plus == std::string_view::npos ? std::string_view{} : rest.substr(plus + 1);
  }
  return true;
}

bool Reader::reveal_field(const std::vector<std::string_view>& a) {
  const std::string k = "reveal";
  if (a.empty() || a.size() > 2)
    return fail(k,
                "write 'reveal PILE [FOR]': T, M or C (1, 2 or 3 for a building pile), then "
                "draft, turn or extra");
  const std::string_view p = a[0];
  if (p.size() == 1 && p[0] >= '1' && p[0] <= '3')
    sp_.reveal_pile = p[0] - '1';
  else if (pile(p) >= 0)
    sp_.reveal_pile = pile(p);
  else
    return fail(k, quoted(p) + " is not a pile (T, M, C, or 1, 2, 3 for the buildings)");
  sp_.has_reveal = true;
  if (a.size() == 2) {
    const auto it = std::find(kForWord.begin(), kForWord.end(), a[1]);
    if (it == kForWord.end())
      return fail(k, quoted(a[1]) + ": a draw is for the draft, the turn or an extra draw");
    sp_.draw_for = static_cast<DrawFor>(it - kForWord.begin());
    sp_.has_for = true;
  }
  return true;
}

bool Reader::resume_field(const std::vector<std::string_view>& a) {
  const std::string k = "resume";
  if (a.size() == 1)
    for (Phase p : {Phase::Draw, Phase::Main, Phase::March, Phase::War})
      if (a[0] == kPhaseWord[static_cast<std::size_t>(p)]) {
        sp_.resume = p;
        return true;
      }
  return fail(k, "the step a forced removal returns to: draw, main, march or war");
}

bool Reader::fought_field(const std::vector<std::string_view>& a) {
  for (std::string_view t : a) {
    const int f = fief(t);
    if (f < 0) return fail("fought", quoted(t) + " is not a fief (" + fief_list() + ")");
    if ((sp_.fought >> f) & 1) return fail("fought", fief_name(s_, f) + " written twice");
    sp_.fought |= 1 << f;
  }
  return true;
}

bool Reader::march_field(const std::vector<std::string_view>& a) {
  const std::size_t gt = a.size() == 1 ? a[0].find('>') : std::string_view::npos;
  if (gt == std::string_view::npos)
    return fail("march", "write 'march FROM>TO', the fiefs of the first external move this turn");
  const int f = fief(a[0].substr(0, gt)), g = fief(a[0].substr(gt + 1));
  if (f < 0 || g < 0) return fail("march", quoted(a[0]) + ": fiefs are " + fief_list());
  sp_.march_from = f;
  sp_.march_to = g;
  return true;
}

bool Reader::player_field(const std::string& name, int p, const std::vector<std::string_view>& a) {
  constexpr std::array<std::string_view, 4> keys = {"siege", "turns", "drafted", "extra"};
  for (std::string_view t : a) {
    std::string_view word, num;
    split_word_number(t, word, num);
    const auto it = std::find(keys.begin(), keys.end(), word);
    int v = 0;
    if (it == keys.end() || !number(num, 255, v))
      return fail(name, quoted(t) + ": write siegeN, turnsN, draftedN or extraN (N 0..255)");
    auto& slot = sp_.player[ix(p)][static_cast<std::size_t>(it - keys.begin())];
    if (slot >= 0) return fail(name, std::string(word) + " written twice");
    slot = v;
  }
  return true;
}

bool Reader::eliminated_field(const std::string& name, int p,
                              const std::vector<std::string_view>& a) {
  if (a.empty() || a.size() > 2 || (a[0] != "siege" && a[0] != "city") ||
      (a.size() == 2 && a[1] != "unskipped"))
    return fail(name, "write 'eliminated " + seat_word(p) +
                          " siege' or '... city' (M-7.3, M-7.2), then 'unskipped' if the turn "
                          "order has not passed him yet");
  sp_.eliminated[ix(p)] =
      static_cast<int>(a[0] == "siege" ? OutReason::Siege : OutReason::CityDestroyed);
  sp_.unskipped[ix(p)] = a.size() == 2;
  return true;
}

}  // namespace arbiter::medievalia::position_detail
