// Which seat the engine believed was acting, line by line, for a record without seat marks that
// fails. Without marks a turn given to the wrong seat is not an error where it is written: the
// engine plays it for the seat to act, and the record fails lines later, on something else
// (Comuni: "expected the card drawn"). The notes show the seats of the last lines before the
// error, so the reader sees where they went astray, and suggest marks, which catch such a slip
// on its own line. Computed only on error (the record is replayed again from its start).
#pragma once

#include <algorithm>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "replay/marks.h"
#include "replay/record/record.h"

namespace arbiter::replay {

// A `P2:` mark anywhere in the record.
inline bool has_seat_marks(const record::Record& rec) {
  return std::any_of(rec.actions.begin(), rec.actions.end(),
                     [](const record::Token& t) { return seat_mark(t.text).has_value(); });
}

// "P2 (Bologna)", or "P2" where the game names its seats so.
template <Game G>
std::string seat_label(const typename G::State& s, Seat seat) {
  const std::string name = G::seat_name(s, seat);
  return name == seat_text(seat) ? name : seat_text(seat) + " (" + name + ")";
}

// One line of the record: the seats that decided there, in order (chance outcomes left out).
struct LineSeats {
  std::int64_t line = 0;
  std::vector<std::string> seats;
};

// The seats of the last `keep` lines that hold actions, replaying `actions` (legal, as the failed
// replay applied them) from `start`. Only those lines are kept: a ring of `keep` entries.
template <Game G>
std::deque<LineSeats> last_line_seats(typename G::State s,
                                      const std::vector<typename G::Action>& actions,
                                      const std::vector<record::Location>& at, std::size_t keep) {
  std::deque<LineSeats> lines;
  for (std::size_t i = 0; i < actions.size() && i < at.size(); ++i) {
    if (lines.empty() || lines.back().line != at[i].line) {
      if (lines.size() == keep) lines.pop_front();
      lines.push_back({at[i].line, {}});
    }
    const Seat seat = G::current_seat(s);
    if (seat >= 0) {
      std::string label = seat_label<G>(s, seat);
      if (lines.back().seats.empty() || lines.back().seats.back() != label)
        lines.back().seats.push_back(std::move(label));
    }
    if (G::apply(s, actions[i])) break;  // the replay applied them: cannot happen
  }
  return lines;
}

// The notes: a lead line, then "line 58: P2 (Bologna)" for each of the last lines, the error's
// line last with the seat to act there (`at_error`, the state before the failing token; null for
// an error at the record's ending).
template <Game G>
std::vector<std::string> seat_notes(const typename G::State& start,
                                    const std::vector<typename G::Action>& actions,
                                    const std::vector<record::Location>& at,
                                    std::int64_t error_line, const typename G::State* at_error,
                                    std::size_t keep = 5) {
  std::deque<LineSeats> lines = last_line_seats<G>(start, actions, at, keep);
  const Seat to_act = at_error ? G::current_seat(*at_error) : kTerminalSeat;
  if (at_error && to_act >= 0) {
    if (lines.empty() || lines.back().line != error_line) {
      if (lines.size() == keep) lines.pop_front();
      lines.push_back({error_line, {}});
    }
    // "P1, to act at the error" when P1 acted before on that line, else "P2 to act ...".
    std::string label = seat_label<G>(*at_error, to_act);
    std::vector<std::string>& seats = lines.back().seats;
    if (!seats.empty() && seats.back() == label)
      seats.back() += ", to act at the error";
    else
      seats.push_back(label + " to act at the error");
  }
  std::vector<std::string> notes{
      "the record has no seat marks; the engine gave its last lines to these seats:"};
  for (const LineSeats& l : lines) {
    std::string seats;
    for (std::size_t i = 0; i < l.seats.size(); ++i)
      seats += (i == 0 ? "" : ", then ") + l.seats[i];
    notes.push_back("line " + std::to_string(l.line) + ": " + (seats.empty() ? "chance" : seats));
  }
  return notes;
}

// The suggestion of marks: a help when the error has no fix of its own; when it has one (a
// "did you mean", a step left out), that fix is the likelier cause and comes last, so marks are
// only a note, after the seats.
inline constexpr const char* kSeatMarksHelp =
    "if a turn went to the wrong seat, mark each turn with its seat (`P2:` before its tokens, "
    "docs/notation.md, \"Seat marks\"): a turn given to the wrong seat then fails on its own line";
inline constexpr const char* kSeatMarksNote =
    "were a turn given to the wrong seat, seat marks (`P2:` before a turn's tokens, "
    "docs/notation.md, \"Seat marks\") would make it fail on its own line";

}  // namespace arbiter::replay
