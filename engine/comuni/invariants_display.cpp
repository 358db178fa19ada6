// The display of docs/rules/comuni.md section 8 (INV-11) as the engine deals and refills it,
// for check_invariants (invariants.cpp); and the words both files' messages use.
#include <algorithm>
#include <string>
#include <vector>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni {
namespace {

using detail::n;

using detail::who;

}  // namespace

namespace detail {

std::string column_list(const std::vector<int>& cols) {
  std::string t = cols.size() == 1 ? "column " : "columns ";
  for (std::size_t i = 0; i < cols.size(); ++i)
    t += (i == 0 ? "" : i + 1 == cols.size() ? " and " : ", ") + n(cols[i] + 1);
  return t;
}

std::string phase_words(const State& s) {
  switch (s.phase) {
    case Phase::Projects:
      return "at a turn's start";
    case Phase::Displaced:
      return "in phase 1";
    case Phase::Build:
      return "in phase 3";
    case Phase::Discard:
      return "in phase 3's discards";
    case Phase::Repair:
      return "in phase 5";
    case Phase::Refill:
      return "in phase 2";
    default:
      return "during invasion " + std::string(1, kPileLetter[std::max(0, int{s.invading})]);
  }
}

// The display while phase 2 refills it, or an invasion interrupts the refill: the columns not
// full (`not_full`, leftmost first) are those one claim emptied, and they go to `refilling`.
static Verdict check_refill(const State& s, const std::vector<int>& not_full,
                            Refilling& refilling) {
  const Data& d = s.data();
  const auto col = [&](int c) -> const Column& { return s.columns[static_cast<std::size_t>(c)]; };
  if (s.phase != Phase::Refill && !((s.phase == Phase::Commit || s.phase == Phase::Assign) &&
                                    s.invading >= 0 && s.invading < kPiles - 1))
    return std::nullopt;  // other states are refused by the invariants that place them
  for (int c : not_full)
    if (col(c).envoy >= 0)
      return violation("INV-11", "column " + n(c + 1) + " is not full " + phase_words(s) +
                                     " but holds " + who(s, col(c).envoy) +
                                     "'s envoy: a claim empties the columns of its envoys, and "
                                     "nobody bids while they are refilled");
  int cards = 0;
  for (int c : not_full) cards += d.column_capacity[static_cast<std::size_t>(c)];
  int columns = static_cast<int>(not_full.size());
  const bool invasion = s.phase != Phase::Refill;
  if (invasion && s.options().invasion_timing == InvasionTiming::EndOfPhase2)
    return violation("INV-11", column_list(not_full) + (not_full.size() == 1 ? " is" : " are") +
                                   " not full " + phase_words(s) +
                                   ": with invasion_timing=end_of_phase2 the invasion comes once "
                                   "the refill has filled the display (C-3.2.3)");
  const std::string pile = invasion ? std::string(1, kPileLetter[s.invading]) : "";
  const std::string are = not_full.size() == 1 ? " is" : " are";
  const std::string at_most = "at most " + n(d.envoys_per_player) + " (one per envoy, C-3.1.10)";
  if (columns > d.envoys_per_player)
    return violation("INV-11", column_list(not_full) + are + " not full " + phase_words(s) +
                                   ": phase 2 refills only the columns a claim emptied, " +
                                   at_most);
  if (invasion && col(not_full.front()).count == 0) {
    // The last card of the pile completed a column before the first one not full.
    if (not_full.front() == 0)
      return violation("INV-11", "invasion " + pile + " began as the last card of pile " + pile +
                                     " was drawn into the display, leftmost column first, but "
                                     "column 1 is empty (C-3.2.3)");
    ++columns;
    if (columns > d.envoys_per_player)
      return violation("INV-11", column_list(not_full) + are + " empty " + phase_words(s) +
                                     ", and the last card of pile " + pile +
                                     " completed a column before them: " + n(columns) +
                                     " columns emptied by one claim, " + at_most);
  }
  refilling.columns = not_full;
  refilling.cards = cards;
  return std::nullopt;
}

// INV-11, from the engine's moves: the display is dealt and refilled leftmost column first,
// completing each column before the next (C-2.6, C-3.2.1), and only a claim takes cards out of
// it, emptying the columns of the claimant's envoys (at most 3, C-3.1.10). So while pile D has
// cards:
//   - during the setup the columns not yet full are the last ones, and only the first of them
//     holds cards (no card at all while the comuni are drawn);
//   - in phases 1, 3, 4 and 5 every column in use is full (the turn starts full, INV-11; a
//     bid or an income leaves the display alone, and phase 2 refills what a claim emptied);
//   - in phase 2, and in an invasion A-C that interrupts it, the columns not full are among
//     those the claim emptied (C-3.1.10): at most 3 of them, none with an envoy (nobody bids
//     meanwhile), and only the first holds cards. An invasion that comes as pile X's last card is
//     drawn (invasion_timing=immediate) finds that card in the display: in the first column not
//     full, or in a column before it that the same claim emptied; with end_of_phase2 it comes once
//     the display is full.
// In phase 2 and its invasions, `refilling` gets the columns not full yet, all emptied by the
// claim, and the cards that claim took at least (for INV-24).
Verdict check_display(const State& s, Refilling& refilling) {
  const Data& d = s.data();
  if (s.pile_size[kPiles - 1] == 0) return std::nullopt;  // once D is out, slots stay empty
  std::vector<int> not_full;
  for (int c = 0; c < s.columns_in_use; ++c)
    if (s.columns[static_cast<std::size_t>(c)].count <
        d.column_capacity[static_cast<std::size_t>(c)])
      not_full.push_back(c);
  if (not_full.empty()) return std::nullopt;
  const auto col = [&](int c) -> const Column& { return s.columns[static_cast<std::size_t>(c)]; };
  switch (s.phase) {
    case Phase::SetupComuni:
      for (int c = 0; c < s.columns_in_use; ++c)
        if (col(c).count)
          return violation("INV-11", "column " + n(c + 1) +
                                         " holds cards while the comuni are drawn: the first "
                                         "display is drawn after them (C-2.6)");
      return std::nullopt;
    case Phase::Projects:
    case Phase::Displaced:
    case Phase::Build:
    case Phase::Discard:
    case Phase::Repair: {
      const int c = not_full.front();
      return violation("INV-11", "column " + n(c + 1) +
                                     (col(c).count ? " is not full " : " is empty ") +
                                     phase_words(s) +
                                     " while pile D has cards: phase 2 refills every slot a "
                                     "claim empties (C-3.2.1)");
    }
    default:
      break;
  }
  // The setup's deal, phase 2 and the invasions that interrupt it: leftmost column first.
  for (std::size_t i = 1; i < not_full.size(); ++i)
    if (col(not_full[i]).count)
      return violation("INV-11", "column " + n(not_full[i] + 1) + " holds cards while column " +
                                     n(not_full[0] + 1) +
                                     " before it is not full: the display is filled leftmost "
                                     "column first, each column completed before the next "
                                     "(C-3.2.1)");
  if (s.phase == Phase::SetupDisplay) return std::nullopt;
  return check_refill(s, not_full, refilling);
}

}  // namespace detail
}  // namespace arbiter::comuni
