// `replay validate --repair`: for an invalid record, the small edits near its error that let the
// record replay furthest, best first, each as a unified diff of the record. Generic over every
// arbiter::Game.
//
// Edits tried at each token from `window` actions before the error up to the error (and at the
// end of the actions, before the ending): delete the token; swap it with the next one; replace it
// (an action by a legal action, a seat mark by the mark of the seat to act, a checkpoint by the
// state's value); insert a legal action before it; insert two or three (a seat's whole turn left
// out, such as "S3 end"). Each edit is scored by replaying the record with it made as `validate`
// does, seat marks and checkpoints included (replay/repair_replay.h): a short lookahead for every
// edit, then the best ones to the end. The proposals are then made into text, and each patched
// text is parsed and replayed by replay_record: what a proposal claims (the whole record replays,
// or how many actions do) is what that replay found, and an edit that does not get the record
// past its error (to a later token, at a later line and column) is not proposed. Work is bounded by
// a budget of tokens tried and of candidate edits, and a token's length costs nothing past
// kLongestSearchedToken, so neither a huge record nor a huge token makes it run away.
#pragma once

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/suggest.h"
#include "replay/explain.h"
#include "replay/repair_edits.h"
#include "replay/repair_replay.h"
#include "replay/repair_text.h"
#include "replay/replay.h"

namespace arbiter::replay {

struct Repair {
  Edit edit;
  // What the replay of the patched text found:
  bool complete = false;      // the whole record replays, ending included
  std::size_t replayed = 0;   // actions of the patched record that replay
  std::size_t actions = 0;    // its action tokens
  record::Location fails_at;  // where it then fails (when not complete)
  std::size_t reached = 0;    // tokens of the original record it accounts for (the ranking's)
  std::string describe;       // "insert `end` before line 36, col 1"
  std::string diff;           // unified diff of the record
};

// The longest file `--repair` reads: it holds the text and patched copies of it, and replays each,
// where validating streams the file. A record of the longest game is under a MiB; more is comments.
inline constexpr std::size_t kMaxRepairedText = std::size_t{16} << 20;

struct RepairLimits {
  std::size_t window = 16;     // actions before the error where edits are tried
  std::size_t lookahead = 24;  // actions replayed per edit in the first pass
  std::size_t finalists = 24;  // edits replayed to the end in the second pass
  std::size_t max_proposals = 3;
  std::size_t max_verified = 8;     // patched texts replayed, at most
  std::size_t budget = 4'000'000;   // tokens tried in all (checkpoint_cost: a JSON one 16)
  std::size_t max_edits = 100'000;  // candidate edits in all
};

// What a search cost, for tests that bound it: bytes of tokens parsed, cells of edit distances,
// bytes of patched texts replayed. And how far it went, so that "no edit lets the record replay
// further" is said only when every candidate was tried.
struct RepairStats {
  std::size_t work = 0;
  bool searched = false;  // the error is at a token of the record and its edits were tried
  bool bounded = false;   // the search stopped at a bound of RepairLimits: an edit it never
                          // tried may repair the record
};

namespace repair_detail {

// What holds before each token of the record up to `upto` (tokens the replay got through).
template <Game G>
std::vector<TokenContext> token_contexts(const record::Record& rec, const Replay<G>& failed,
                                         std::size_t upto) {
  std::vector<TokenContext> out;
  TokenContext c;
  for (std::size_t i = 0; i <= upto; ++i) {
    out.push_back(c);
    if (i == rec.actions.size() || c.actions >= failed.states.size()) break;
    const record::Token& t = rec.actions[i];
    if (auto m = seat_mark(t.text)) {
      c.mark = *m;
      c.mark_line = t.at.line;
    } else if (is_checkpoint(t.text)) {
      ++c.checks;
    } else {  // an action, checked against a mark as replay_record checks it
      const typename G::State& s = failed.states[c.actions];
      std::optional<Seat> own;
      const bool parsed = t.text.size() <= kLongestSearchedToken && parse_token<G>(s, t.text, &own);
      const bool marked = own || (c.mark >= 0 && c.mark_line == t.at.line && !seat_prefix(t.text));
      c.checks += parsed && marked && G::current_seat(s) >= 0;
      ++c.actions;
    }
  }
  return out;
}

// The index of the token the replay failed at (the ending: the number of tokens).
inline std::size_t token_at(const record::Record& rec, record::Location at) {
  auto before = [](record::Location a, record::Location b) {
    return a.line < b.line || (a.line == b.line && a.col < b.col);
  };
  std::size_t i = 0;
  while (i < rec.actions.size() && before(rec.actions[i].at, at)) ++i;
  return i;
}

// The original token that token `j` of the patched record is (an inserted one: the edit's).
inline std::size_t original_index(const Edit& e, std::size_t j) {
  if (j < e.pos) return j;
  switch (e.kind) {
    case EditKind::Delete:
      return j + 1;
    case EditKind::Insert:
    case EditKind::InsertSeq:
      return j < e.pos + e.text.size() ? e.pos : j - e.text.size();
    default:
      return j;
  }
}

struct Scored {
  Progress progress;
  std::size_t index;  // in the candidate edits
};

}  // namespace repair_detail

// The patched text `patched` (`rec` with `e` made) parsed and replayed as `validate` replays a
// record; nullopt when it does not parse.
template <Game G>
std::optional<Repair> verify_patch(std::string_view patched, const record::Record& rec,
                                   const Edit& e, const Overrides& over) {
  const record::ParseResult p =
      record::parse(patched, [](const std::vector<record::Tag>&) { return record_bounds<G>(); });
  if (!p.ok) return std::nullopt;
  const Replay<G> r = replay_record<G>(p.record, over, SIZE_MAX, Keep::Last);
  Repair v;
  v.edit = e;
  v.complete = !r.error;
  v.replayed = r.actions.size();
  for (const record::Token& t : p.record.actions)
    v.actions += !seat_mark(t.text) && !is_checkpoint(t.text);
  if (v.complete) {
    v.reached = rec.actions.size() + 1;
  } else {
    v.fails_at = r.error->at;
    v.reached = repair_detail::original_index(e, repair_detail::token_at(p.record, r.error->at));
  }
  return v;
}

namespace repair_detail {

// One search: the candidate edits of a failed record, their scores, and the proposals.
template <Game G>
class Search {
 public:
  Search(const record::Record& rec, std::string_view text, const Replay<G>& failed,
         const RepairLimits& limits)
      : rec_(rec), text_(text), failed_(failed), limits_(limits), budget_(limits.budget) {}

  // False when the replay did not fail on a token of `rec` (nothing to repair).
  bool locate() {
    if (!failed_.error || failed_.states.empty() || rec_.cut) return false;
    err_ = token_at(rec_, failed_.error->at);
    ctx_ = token_contexts<G>(rec_, failed_, err_);
    return ctx_.size() == err_ + 1 && ctx_.back().actions < failed_.states.size();
  }

  // Every candidate edit from `window` actions before the error to the error, and its cost.
  void make_edits() {
    const std::size_t n = rec_.actions.size();
    if (err_ == n && failed_.error->rule == "record") {  // every token holds: the ending is off
      const typename G::State& last = failed_.states[ctx_.back().actions];
      std::string ending = "stop";
      if (G::is_terminal(last)) {
        ending = "result";
        for (int v : G::scores(last)) ending += " " + std::to_string(v);
      }
      edits_.push_back({EditKind::Ending, n, {ending}});
    }
    std::size_t lo = err_;
    while (lo > 0 && ctx_[err_].actions - ctx_[lo - 1].actions <= limits_.window) --lo;
    // Nearest the error first: when max_edits cuts the candidates (thousands of checkpoints or
    // marks between two actions), those left out are the farthest, not the error's own.
    for (std::size_t p = err_ + 1; p-- > lo && edits_.size() <= limits_.max_edits;)
      add_edits_at<G>(rec_, failed_, p, ctx_[p], limits_.max_edits, edits_);
    for (const Edit& e : edits_) cost_.push_back(edit_cost(rec_, e, work_));
  }

  // The edits that get past the error, best first: a short lookahead for every edit, then the
  // best ones (limits.finalists) replayed to the end.
  std::vector<Scored> rank() {
    std::vector<Scored> scored;
    for (std::size_t i = 0; i < edits_.size() && budget_ > 0; ++i)
      if (const Progress p = score(i, limits_.lookahead); p.reached > err_)
        scored.push_back({p, i});
    sort(scored);
    if (scored.size() > limits_.finalists) scored.resize(limits_.finalists);
    for (Scored& sc : scored) sc.progress = score(sc.index, SIZE_MAX);
    sort(scored);
    return scored;
  }

  // The proposals: the best edits made in the text, each patched text replayed as `validate`
  // replays a file; what a proposal claims is what that replay found, and one that does not get
  // past the error is dropped.
  std::vector<Repair> propose(const std::vector<Scored>& scored, const Overrides& over,
                              std::string_view name) {
    std::vector<std::pair<Scored, Repair>> verified;
    std::vector<std::size_t> seen;  // hashes of the patched texts replayed
    for (const Scored& sc : scored) {
      if (seen.size() == limits_.max_verified) {
        unverified_ = true;  // candidates left that no patched text was replayed for
        break;
      }
      const Edit e = placed(edits_[sc.index]);
      const std::string fixed = apply_edit(text_, rec_, e);
      const std::size_t h = std::hash<std::string>{}(fixed);
      if (std::ranges::find(seen, h) != seen.end()) continue;
      seen.push_back(h);
      work_ += fixed.size();
      std::optional<Repair> v = verify_patch<G>(fixed, rec_, e, over);
      if (!v || !gets_past(*v)) continue;
      Scored checked = sc;
      checked.progress.complete = v->complete;
      checked.progress.reached = v->reached;
      verified.push_back({checked, std::move(*v)});
    }
    std::stable_sort(verified.begin(), verified.end(),
                     [&](const auto& a, const auto& b) { return better(a.first, b.first); });
    std::vector<Repair> out;
    for (auto& [sc, r] : verified) {
      if (out.size() == limits_.max_proposals) break;
      // Once an edit repairs the whole record, others are shown only if they do too and are
      // about as likely (a near typo, not any legal action that happens to fit).
      if (!out.empty() && out.front().complete &&
          (!r.complete || cost_[sc.index] > cost_[verified.front().first.index] + 4))
        break;
      // The diff only now, for the few shown: a diff holds the edited lines whole.
      r.describe = describe_edit(rec_, r.edit);
      r.diff = unified_diff(text_, apply_edit(text_, rec_, r.edit), name);
      out.push_back(std::move(r));
    }
    return out;
  }

  std::size_t work() const { return work_; }
  // The budget ran out, or the candidate edits were cut at max_edits (an edit of the last
  // position may be missing even when not: said then too), or max_verified left candidates
  // unchecked when none of those checked was proposed.
  bool bounded(bool proposed) const {
    return budget_ == 0 || edits_.size() > limits_.max_edits || (unverified_ && !proposed);
  }

 private:
  // The patched record replays, or fails past the error: on a later original token, and at a
  // later line and column of its text (deleting the failing token moves the next one to its
  // place; the reader would see the same error position).
  bool gets_past(const Repair& v) const {
    const record::Location at = failed_.error->at;
    return v.complete ||
           (v.reached > err_ &&
            (v.fails_at.line > at.line || (v.fails_at.line == at.line && v.fails_at.col > at.col)));
  }

  // Where an insertion is written, so that its description names the place its diff edits and
  // a turn is not written into another seat's line. First moved past the tokens it repeats
  // (`end S3` before `end` is `S3 end` after it); then, at a line's boundary: at the end of the
  // previous line when the seat of the previous action goes on, on a line of its own when the
  // tokens hand the turn on (another seat's turn follows), else at the start of the next line.
  Edit placed(Edit e) const {
    if (e.kind != EditKind::Insert && e.kind != EditKind::InsertSeq) return e;
    const auto& tok = rec_.actions;
    const std::size_t acted = ctx_[e.pos].actions;
    typename G::State s = failed_.states[acted];
    std::optional<Seat> prev;  // who made the action before the insertion
    if (acted > 0) prev = G::current_seat(failed_.states[acted - 1]);
    for (std::size_t k = 0; k < e.text.size() && e.pos < tok.size(); ++k) {
      if (tok[e.pos].text != e.text.front()) break;
      prev = G::current_seat(s);
      if (!play<G>(s, e.text.front())) return e;
      std::rotate(e.text.begin(), e.text.begin() + 1, e.text.end());
      ++e.pos;
    }
    e.after_previous = e.own_line = false;
    if (e.pos > 0 && e.pos < tok.size() && tok[e.pos].at.line == tok[e.pos - 1].at.line) return e;
    const Seat seat = G::current_seat(s);
    if (prev && *prev == seat) {
      e.after_previous = true;
      return e;
    }
    for (const std::string& t : e.text)
      if (!play<G>(s, t)) return e;
    e.own_line = G::current_seat(s) != seat;
    return e;
  }

  Progress score(std::size_t i, std::size_t max_actions) {
    const Edit& e = edits_[i];
    const Progress p = replay_edit<G>(failed_.states[ctx_[e.pos].actions], ctx_[e.pos], rec_, e,
                                      max_actions, budget_);
    work_ += p.read;
    return p;
  }

  // Best first: the whole record replays, then further, then more of its seat marks and
  // checkpoints hold, then a likelier slip, then nearer the error.
  bool better(const Scored& a, const Scored& b) const {
    if (a.progress.complete != b.progress.complete) return a.progress.complete;
    if (a.progress.reached != b.progress.reached) return a.progress.reached > b.progress.reached;
    if (a.progress.checks != b.progress.checks) return a.progress.checks > b.progress.checks;
    if (cost_[a.index] != cost_[b.index]) return cost_[a.index] < cost_[b.index];
    return edits_[a.index].pos > edits_[b.index].pos;
  }
  // Otherwise in the order the edits were made.
  void sort(std::vector<Scored>& v) const {
    std::stable_sort(v.begin(), v.end(),
                     [this](const Scored& a, const Scored& b) { return better(a, b); });
  }

  const record::Record& rec_;
  std::string_view text_;
  const Replay<G>& failed_;
  const RepairLimits& limits_;
  std::size_t budget_, work_ = 0, err_ = 0;
  bool unverified_ = false;
  std::vector<TokenContext> ctx_;
  std::vector<Edit> edits_;
  std::vector<std::size_t> cost_;
};

}  // namespace repair_detail

// Up to limits.max_proposals edits, best first, that let the record replay further than it does
// (`failed`: its replay with every state kept, `failed.error` set). `rec` is the record parsed
// from `text` (every token: actions, seat marks, checkpoints); `over` the overrides it was
// replayed with; `name` the file's name, for the diffs. `stats`, when given, gets the work done.
template <Game G>
std::vector<Repair> repair_record(const record::Record& rec, std::string_view text,
                                  const Replay<G>& failed, const Overrides& over,
                                  std::string_view name, const RepairLimits& limits = {},
                                  RepairStats* stats = nullptr) {
  repair_detail::Search<G> search(rec, text, failed, limits);
  std::vector<Repair> out;
  const bool located = search.locate();
  if (located) {
    search.make_edits();
    out = search.propose(search.rank(), over, name);
  }
  if (stats) *stats = {search.work(), located, located && search.bounded(!out.empty())};
  return out;
}

}  // namespace arbiter::replay
