// How far a record replays with one edit made (replay/repair.h scores every candidate edit so):
// its tokens from the edit on, replayed as `replay validate` replays them: seat marks checked
// against the seat to act, checkpoints against the state, stopping at the first action, mark or
// checkpoint that fails. A candidate that only lets more actions replay by luck therefore stops
// at the first mark or checkpoint it breaks. Invariants are not checked here: the proposals are
// replayed once more, from their patched text, by replay_record itself.
#pragma once

#include <algorithm>
#include <optional>
#include <string_view>

#include "engine/core/game.h"
#include "replay/marks.h"
#include "replay/record/record.h"
#include "replay/repair_text.h"

namespace arbiter::replay {

// The longest token the search parses. The longest a game writes is a Medievalia batch discard
// of 15 territories (`discard:` and 15 ids of at most 24 letters and a copy number: about 410
// bytes), or a checkpoint listing a hand; a longer one (the reader takes up to record::kMaxToken,
// 1,024) fails here at once instead of being read again for every candidate edit. Should a
// longer one be legal after all, the search only misses an edit: every proposal is still checked
// by the replay of the patched text, which reads every token whatever its length.
inline constexpr std::size_t kLongestSearchedToken = 512;

// What holds just before token p of the record: actions played, the record's seat marks and
// checkpoints that held, and the line mark in force.
struct TokenContext {
  std::size_t actions = 0;
  std::size_t checks = 0;
  int mark = -1;  // the seat of the last line mark before p (-1: none), and its line
  std::int64_t mark_line = 0;
};

struct Progress {
  std::size_t reached = 0;  // original tokens accounted for, the edited ones included; all of
                            // them and the ending: tokens + 1
  std::size_t checks = 0;   // the record's seat marks and checkpoints that held (those the
                            // edit makes do not count)
  bool complete = false;    // every token and the ending hold
  std::size_t read = 0;     // bytes of the tokens read (what the replay cost)
};

namespace repair_detail {

// What a checkpoint costs the search's budget, in tokens: one that reads a path into the state's
// JSON builds that JSON (about what replaying 16 actions costs), so that thousands of them between
// two actions cannot make the search run for a minute within its budget.
inline std::size_t checkpoint_cost(std::string_view key) {
  return key == "step" || key == "scores" || key == "to_move" ? 1 : 16;
}

struct TailToken {
  std::string_view text;
  std::int64_t line = 0;
  std::size_t orig = 0;  // the original token's index (an inserted token: the edit's position)
};

// The record's tokens from the edit's position on, with the edit made, read one at a time
// (a candidate is usually stopped after a few tokens: the tail is never copied).
class EditedTail {
 public:
  EditedTail(const record::Record& rec, const Edit& e) : rec_(rec), e_(e) {
    const auto& tok = rec.actions;
    const std::size_t n = tok.size();
    switch (e.kind) {
      case EditKind::Delete:
        head_ = 0, resume_ = e.pos + 1;
        break;
      case EditKind::Swap:
        head_ = 2, resume_ = e.pos + 2;
        break;
      case EditKind::Replace:
        head_ = 1, resume_ = e.pos + 1;
        break;
      case EditKind::Insert:
      case EditKind::InsertSeq:
        head_ = e.text.size(), resume_ = e.pos;
        break;
      case EditKind::Ending:
        head_ = 0, resume_ = n;
        break;
    }
    // Inserted tokens are written on the previous token's line, on their own, or before the next.
    if (e.own_line && e.pos < n)
      insert_line_ = -1;  // a line no seat mark starts
    else if (e.after_previous && e.pos > 0)
      insert_line_ = tok[e.pos - 1].at.line;
    else if (e.pos < n)
      insert_line_ = tok[e.pos].at.line;
    else
      insert_line_ = n > 0 ? tok.back().at.line : rec.end_at.line;
  }
  std::size_t size() const { return head_ + (rec_.actions.size() - resume_); }
  std::size_t edited() const { return head_; }  // the first tokens, made by the edit
  TailToken operator[](std::size_t i) const {
    const auto& tok = rec_.actions;
    if (i >= head_) {
      const std::size_t k = resume_ + (i - head_);
      return {tok[k].text, tok[k].at.line, k};
    }
    switch (e_.kind) {
      case EditKind::Swap:  // each text at the other's place
        return {tok[e_.pos + 1 - i].text, tok[e_.pos + i].at.line, e_.pos + i};
      case EditKind::Replace:
        return {e_.text[0], tok[e_.pos].at.line, e_.pos};
      default:
        return {e_.text[i], insert_line_, e_.pos};
    }
  }

 private:
  const record::Record& rec_;
  const Edit& e_;
  std::size_t head_ = 0, resume_ = 0;
  std::int64_t insert_line_ = 0;
};

template <Game G>
bool ending_holds(const record::Record& rec, const typename G::State& s) {
  return rec.ending == record::Ending::Stop ||
         (rec.ending == record::Ending::Result && G::is_terminal(s) && G::scores(s) == rec.result);
}

}  // namespace repair_detail

// Replays the record with `e` made, from `start` (the state before token e.pos, with `before`),
// through at most `max_actions` actions; `budget` counts every token tried. Each token costs one
// unit of the budget whatever its length (kLongestSearchedToken bounds what one costs).
template <Game G>
Progress replay_edit(const typename G::State& start, const TokenContext& before,
                     const record::Record& rec, const Edit& e, std::size_t max_actions,
                     std::size_t& budget) {
  const std::size_t n = rec.actions.size();
  Progress p;
  p.checks = before.checks;
  if (e.kind == EditKind::Ending) {  // made only when every token holds
    p.complete = true;
    p.reached = n + 1;
    return p;
  }
  const repair_detail::EditedTail tail(rec, e);
  typename G::State s = start;
  TokenContext at = before;
  StateJsonMemo state_json;  // at.actions names the state
  std::size_t i = 0, acted = 0;
  for (; i < tail.size() && acted < max_actions && budget > 0; ++i) {
    --budget;
    const repair_detail::TailToken t = tail[i];
    if (t.text.size() > kLongestSearchedToken) break;
    p.read += t.text.size();
    if (auto m = seat_mark(t.text)) {
      at.mark = *m;
      at.mark_line = t.line;
      continue;
    }
    if (is_checkpoint(t.text)) {
      const std::string_view body = t.text.substr(1);
      const std::size_t eq = body.find('=');
      if (eq == std::string_view::npos || eq == 0) break;
      const std::string_view key = body.substr(0, eq);
      budget -= std::min(budget, repair_detail::checkpoint_cost(key) - 1);
      const CheckResult c = check_point<G>(s, key, body.substr(eq + 1), at.actions, &state_json);
      if (!c.known || !c.holds) break;
      p.checks += i >= tail.edited();
      continue;
    }
    std::optional<Seat> own;
    Expected<typename G::Action> a = parse_token<G>(s, t.text, &own);
    if (!a) break;
    int marked = -1;  // as replay_record reads marks
    if (own)
      marked = *own;
    else if (at.mark >= 0 && at.mark_line == t.line && !seat_prefix(t.text))
      marked = at.mark;
    const Seat to_act = G::current_seat(s);
    if (marked >= 0 && to_act >= 0) {
      if (to_act != marked) break;
      p.checks += i >= tail.edited();  // a mark holding for an inserted action proves little
    }
    if (G::apply(s, *a)) break;
    ++at.actions;
    ++acted;
  }
  if (i == tail.size()) {
    p.complete = repair_detail::ending_holds<G>(rec, s);
    p.reached = n + (p.complete ? 1 : 0);
    return p;
  }
  p.reached = tail[i].orig;
  return p;
}

}  // namespace arbiter::replay
