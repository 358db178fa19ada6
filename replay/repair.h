// `replay validate --repair`: for an invalid record, the small edits near its error that let the
// rest of the record replay furthest, best first, each as a unified diff of the record. Generic
// over every arbiter::Game.
//
// Edits tried at each token from `window` tokens before the error up to the error (and at the
// end of the actions, before the ending): delete the token; swap it with the next one; replace it
// by a legal action; insert a legal action before it; insert two (a seat's whole turn left out,
// such as "S3 end"). Each edit is scored by how many of the record's tokens then replay, and
// whether the record's ending (result scores) then holds. A first pass replays a short lookahead
// for every edit, a second replays the best ones to the end. Work is bounded by a budget of
// applied actions, so a huge record or a wide position cannot make it run away.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/suggest.h"
#include "replay/explain.h"
#include "replay/replay.h"

namespace arbiter::replay {

// InsertSeq: two actions, or three that make a whole turn starting with a draw.
// Ending: the record's ending line replaced (`result` with the engine's scores, or `stop`).
enum class EditKind : unsigned char { Delete, Swap, Replace, Insert, InsertSeq, Ending };

struct Edit {
  EditKind kind = EditKind::Delete;
  std::size_t pos = 0;            // index of the token edited (Insert: inserted before it)
  std::vector<std::string> text;  // Replace: 1 token; Insert: 1; InsertSeq: 2 or 3; Ending: 1
  bool after_previous = false;    // Insert*: written at the end of the previous token's line
};

struct Repair {
  Edit edit;
  std::size_t reached = 0;  // tokens of the original record that replay after the edit
  bool complete = false;    // the whole record then replays, ending included
  std::string describe;     // "insert `end` before line 36, col 1"
  std::string diff;         // unified diff of the record
};

struct RepairLimits {
  std::size_t window = 16;       // tokens before the error where edits are tried
  std::size_t lookahead = 24;    // tokens replayed per edit in the first pass
  std::size_t finalists = 24;    // edits replayed to the end in the second pass
  std::size_t max_proposals = 3;
  std::size_t budget = 4'000'000;  // applied actions in all
  std::size_t max_edits = 100'000;  // candidate edits in all
};

namespace repair_detail {

// The tokens of the record with `e` applied, from e.pos on.
inline std::vector<std::string_view> edited_tail(const std::vector<record::Token>& tokens,
                                                 const Edit& e) {
  std::vector<std::string_view> out;
  std::size_t next = e.pos;
  switch (e.kind) {
    case EditKind::Delete:
      next = e.pos + 1;
      break;
    case EditKind::Swap:
      out = {tokens[e.pos + 1].text, tokens[e.pos].text};
      next = e.pos + 2;
      break;
    case EditKind::Replace:
      out = {e.text[0]};
      next = e.pos + 1;
      break;
    case EditKind::Insert:
      out = {e.text[0]};
      break;
    case EditKind::InsertSeq:
      out.assign(e.text.begin(), e.text.end());
      break;
    case EditKind::Ending:
      break;
  }
  for (std::size_t i = next; i < tokens.size(); ++i) out.push_back(tokens[i].text);
  return out;
}

// How many original tokens the edited record replays (counting those before the edit), given
// the state before e.pos; `limit` caps the tokens tried. `complete` is set when every token
// applies and the record's ending holds.
template <Game G>
std::size_t progress(const typename G::State& start, const record::Record& rec, const Edit& e,
                     std::size_t limit, bool& complete, std::size_t& budget) {
  complete = false;
  if (e.kind == EditKind::Ending) {  // made only when every action applies
    complete = true;
    return rec.actions.size() + 1;
  }
  const std::vector<std::string_view> tail = edited_tail(rec.actions, e);
  // Original tokens accounted for once i tokens of the tail have applied: the deleted token
  // counts, inserted ones do not.
  const std::size_t removed = e.kind == EditKind::Delete ? 1 : 0;
  const std::size_t inserted =
      e.kind == EditKind::Insert ? 1 : (e.kind == EditKind::InsertSeq ? e.text.size() : 0);
  typename G::State s = start;
  std::size_t i = 0;
  for (; i < tail.size() && i < limit && budget > 0; ++i) {
    --budget;
    Expected<typename G::Action> a = parse_token<G>(s, tail[i]);
    if (!a || G::apply(s, *a)) break;
  }
  if (i == tail.size()) {
    complete = rec.ending == record::Ending::Stop ||
               (rec.ending == record::Ending::Result && G::is_terminal(s) &&
                G::scores(s) == rec.result);
    return rec.actions.size() + (complete ? 1 : 0);
  }
  return e.pos + removed + (i > inserted ? i - inserted : 0);
}

// Byte offset of a location in `text`.
inline std::size_t offset_of(std::string_view text, record::Location at) {
  std::size_t pos = 0;
  for (int line = 1; line < at.line; ++line) {
    const std::size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) return text.size();
    pos = nl + 1;
  }
  return std::min(text.size(), pos + static_cast<std::size_t>(at.col - 1));
}

inline std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t nl = text.find('\n', pos);
    const std::size_t end = nl == std::string_view::npos ? text.size() : nl;
    lines.emplace_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  return lines;
}

}  // namespace repair_detail

// The record's text with the edit made.
inline std::string apply_edit(std::string_view text, const record::Record& rec, const Edit& e) {
  using repair_detail::offset_of;
  std::string out(text);
  const auto& tok = rec.actions;
  if (e.kind == EditKind::Ending) {
    if (rec.ending == record::Ending::Missing) {
      const bool newline = !out.empty() && out.back() != '\n';
      return out + (newline ? "\n" : "") + e.text[0] + "\n";
    }
    const std::size_t at = offset_of(text, rec.end_at);
    std::size_t end = at;  // the ending word and its scores, up to a comment or the line's end
    while (end < out.size() && out[end] != '\n' && out[end] != ';' && out[end] != '{' &&
           out[end] != '%')
      ++end;
    while (end > at && (out[end - 1] == ' ' || out[end - 1] == '\t' || out[end - 1] == '\r'))
      --end;
    out.replace(at, end - at, e.text[0]);
    return out;
  }
  auto joined = [](const std::vector<std::string>& t) {
    std::string s;
    for (const std::string& x : t) s += (s.empty() ? "" : " ") + x;
    return s;
  };
  if (e.kind == EditKind::Insert || e.kind == EditKind::InsertSeq) {
    if (e.after_previous && e.pos > 0) {
      out.insert(offset_of(text, tok[e.pos - 1].at) + tok[e.pos - 1].text.size(),
                 " " + joined(e.text));
    } else if (e.pos < tok.size()) {
      out.insert(offset_of(text, tok[e.pos].at), joined(e.text) + " ");
    } else {  // after the last token, on its line
      const std::size_t at = tok.empty() ? offset_of(text, rec.end_at)
                                         : offset_of(text, tok.back().at) + tok.back().text.size();
      out.insert(at, (tok.empty() ? "" : " ") + joined(e.text) + (tok.empty() ? "\n" : ""));
    }
    return out;
  }
  const std::size_t at = offset_of(text, tok[e.pos].at);
  switch (e.kind) {
    case EditKind::Replace:
      out.replace(at, tok[e.pos].text.size(), e.text[0]);
      break;
    case EditKind::Delete: {
      std::size_t end = at + tok[e.pos].text.size();
      std::size_t begin = at;
      // Take the spaces after the token (or, at the end of a line, those before it).
      if (end < out.size() && (out[end] == ' ' || out[end] == '\t')) {
        while (end < out.size() && (out[end] == ' ' || out[end] == '\t')) ++end;
      } else {
        while (begin > 0 && (out[begin - 1] == ' ' || out[begin - 1] == '\t')) --begin;
      }
      out.erase(begin, end - begin);
      break;
    }
    case EditKind::Swap: {  // the later token first, so the earlier offset stays valid
      const std::size_t at2 = offset_of(text, tok[e.pos + 1].at);
      out.replace(at2, tok[e.pos + 1].text.size(), tok[e.pos].text);
      out.replace(at, tok[e.pos].text.size(), tok[e.pos + 1].text);
      break;
    }
    default:
      break;
  }
  return out;
}

// A unified diff of two texts that differ in one stretch of lines, with 2 lines of context.
inline std::string unified_diff(std::string_view before, std::string_view after,
                                const std::string& name) {
  const auto a = repair_detail::split_lines(before), b = repair_detail::split_lines(after);
  std::size_t first = 0;
  while (first < a.size() && first < b.size() && a[first] == b[first]) ++first;
  std::size_t ea = a.size(), eb = b.size();
  while (ea > first && eb > first && a[ea - 1] == b[eb - 1]) --ea, --eb;
  if (first == ea && first == eb) return "";
  const std::size_t from = first >= 2 ? first - 2 : 0;
  const std::size_t to_a = std::min(a.size(), ea + 2), to_b = std::min(b.size(), eb + 2);
  std::string d = "--- " + name + "\n+++ " + name + " (repaired)\n";
  d += "@@ -" + std::to_string(from + 1) + "," + std::to_string(to_a - from) + " +" +
       std::to_string(from + 1) + "," + std::to_string(to_b - from) + " @@\n";
  for (std::size_t i = from; i < first; ++i) d += " " + a[i] + "\n";
  for (std::size_t i = first; i < ea; ++i) d += "-" + a[i] + "\n";
  for (std::size_t i = first; i < eb; ++i) d += "+" + b[i] + "\n";
  for (std::size_t i = ea; i < to_a; ++i) d += " " + a[i] + "\n";
  return d;
}

inline std::string describe_edit(const record::Record& rec, const Edit& e) {
  auto where = [&](std::size_t i) {
    if (i >= rec.actions.size()) return std::string("at the end of the actions");
    return "line " + std::to_string(rec.actions[i].at.line) + ", col " +
           std::to_string(rec.actions[i].at.col);
  };
  auto q = [](std::string_view t) { return "`" + std::string(t) + "`"; };
  switch (e.kind) {
    case EditKind::Delete:
      return "delete " + q(rec.actions[e.pos].text) + " at " + where(e.pos);
    case EditKind::Swap:
      return "swap " + q(rec.actions[e.pos].text) + " and " + q(rec.actions[e.pos + 1].text) +
             " at " + where(e.pos);
    case EditKind::Replace:
      return "replace " + q(rec.actions[e.pos].text) + " by " + q(e.text[0]) + " at " +
             where(e.pos);
    case EditKind::Ending:
      return "end the record with " + q(e.text[0]) + (rec.ending == record::Ending::Missing
                                                          ? ""
                                                          : " at line " +
                                                                std::to_string(rec.end_at.line));
    case EditKind::Insert:
    case EditKind::InsertSeq: {
      std::string what;
      for (const std::string& t : e.text) what += (what.empty() ? "" : " ") + t;
      if (e.after_previous && e.pos > 0)
        return "insert " + q(what) + " at the end of line " +
               std::to_string(rec.actions[e.pos - 1].at.line);
      return "insert " + q(what) + (e.pos < rec.actions.size() ? " before " : " ") + where(e.pos);
    }
  }
  return "";
}

// Up to limits.max_proposals edits, best first, that let the record replay further than it does
// (`failed.error` must be set). `rec` holds only the action tokens (action_tokens(): seat marks
// and checkpoints left out, so token p is action p); `text` is the record's source, for the diffs.
template <Game G>
std::vector<Repair> repair_record(const record::Record& rec, std::string_view text,
                                  const Replay<G>& failed, const std::string& name,
                                  const RepairLimits& limits = {}) {
  using repair_detail::progress;
  std::vector<Repair> out;
  if (!failed.error || failed.states.empty()) return out;
  const std::size_t err = static_cast<std::size_t>(failed.error->step);
  const std::size_t n = rec.actions.size();
  std::size_t budget = limits.budget;

  // Every candidate edit, with the state before its position.
  std::vector<Edit> edits;
  if (err == n && failed.error->rule == "record") {  // every action applies: the ending is off
    const typename G::State& last = failed.states[n];
    std::string ending = "stop";
    if (G::is_terminal(last)) {
      ending = "result";
      for (int v : G::scores(last)) ending += " " + std::to_string(v);
    }
    edits.push_back({EditKind::Ending, n, {ending}});
  }
  const std::size_t lo = err > limits.window ? err - limits.window : 0;
  const std::size_t hi = std::min(err, failed.states.size() - 1);
  for (std::size_t p = lo; p <= hi; ++p) {
    const typename G::State& s = failed.states[p];
    if (p < n) edits.push_back({EditKind::Delete, p, {}});
    if (p + 1 < n) edits.push_back({EditKind::Swap, p, {}});
    if (G::is_terminal(s)) continue;
    const std::vector<std::string> legal = legal_tokens<G>(s);
    // An action by the seat that made the previous one goes on its line ("... cancel end"),
    // else before the token, at the start of the next seat's line.
    const bool same_seat = p > 0 && p < n && rec.actions[p].at.line != rec.actions[p - 1].at.line &&
                           G::current_seat(failed.states[p - 1]) == G::current_seat(s);
    for (const std::string& t : legal) {
      if (p < n && t != rec.actions[p].text) edits.push_back({EditKind::Replace, p, {t}});
      edits.push_back({EditKind::Insert, p, {t}, same_seat});
    }
    // Several inserted actions, where a seat's turn goes missing: any two ("S3 end"), or three
    // that hand the turn on, through a draw or narrow steps ("draw:C *homme end",
    // "income:A done repair:0").
    const Seat seat = G::current_seat(s);
    ActionList<typename G::Action, G::kMaxActions> first, second;
    G::legal_actions(s, first);
    for (const auto& a : first) {
      if (edits.size() > limits.max_edits) break;
      typename G::State t = s;
      if (G::apply(t, a) || G::is_terminal(t)) continue;
      const std::string ta = G::action_to_text(s, a);
      G::legal_actions(t, second);
      for (const auto& b : second) {
        typename G::State u = t;
        if (G::apply(u, b)) continue;
        const std::string tb = G::action_to_text(t, b);
        edits.push_back({EditKind::InsertSeq, p, {ta, tb}, same_seat});
        if (G::is_terminal(u)) continue;
        const std::vector<std::string> third = legal_tokens<G>(u);
        const bool through_draw =
            G::current_seat(t) == kChanceSeat || G::current_seat(u) == kChanceSeat;
        if (third.size() > 16 && !through_draw) continue;
        for (const std::string& tc : third) {
          typename G::State v = u;
          Expected<typename G::Action> c = G::parse_action(u, tc);
          if (!c || G::apply(v, *c)) continue;
          // A whole turn (or setup line): the seat to act changes on the way or at the end.
          const Seat next = G::current_seat(v);
          const bool handed_on = (next != seat && next != kChanceSeat) ||
                                 (G::current_seat(t) != seat && G::current_seat(t) != kChanceSeat) ||
                                 (G::current_seat(u) != seat && G::current_seat(u) != kChanceSeat);
          if (handed_on)
            edits.push_back({EditKind::InsertSeq, p, {ta, tb, tc}, same_seat});
        }
      }
    }
  }

  // Pass 1: a short lookahead for every edit; pass 2: the best ones to the end.
  struct Scored {
    std::size_t reached;
    bool complete;
    std::size_t index;
  };
  // Records put a turn on a line of its own: a whole turn left out goes at a line's start.
  auto line_start = [&](std::size_t p) {
    return p == 0 || p >= n || rec.actions[p].at.line != rec.actions[p - 1].at.line;
  };
  // How unlikely a slip each edit undoes is, in rough points: a typo (a near token) is likelier
  // than a token dropped or added, which is likelier than a whole turn left out. A chance outcome
  // the transcriber could not have seen is `*?` where the game allows it, not a guessed card.
  auto unseen_allowed = [&](std::size_t p) {
    for (const std::string& t : legal_tokens<G>(failed.states[p]))
      if (t == "*?") return true;
    return false;
  };
  auto guessed = [&](const Edit& e) {
    std::size_t k = 0;
    for (const std::string& t : e.text) k += t.size() > 1 && t[0] == '*' && t != "*?";
    return k > 0 && unseen_allowed(e.pos) ? 3 : 0;
  };
  auto cost = [&](const Edit& e) -> std::size_t {
    switch (e.kind) {
      case EditKind::Ending:
        return 10;
      case EditKind::Replace: {
        const std::string& was = rec.actions[e.pos].text;
        const std::size_t d = edit_distance(was, e.text[0]);
        const std::size_t typo = d <= suggestion_threshold(was) ? 10 + 5 * d : 25;
        return typo + (edit_distance(was, e.text[0], false) > d ? 1 : 0) + guessed(e);
      }
      case EditKind::Swap:
        return 18;
      case EditKind::Delete:
        return 20;
      case EditKind::Insert:
        return 20 + guessed(e);
      case EditKind::InsertSeq:
        return 10 + 10 * e.text.size() + (line_start(e.pos) ? 0 : 5) + guessed(e);
    }
    return 30;
  };
  // Best first: the whole record replays, then further, then a cheaper edit, then nearer the
  // error; otherwise the order edits were made in (stable sort).
  auto better = [&](const Scored& a, const Scored& b) {
    const Edit &ea = edits[a.index], &eb = edits[b.index];
    if (a.complete != b.complete) return a.complete;
    if (a.reached != b.reached) return a.reached > b.reached;
    if (cost(ea) != cost(eb)) return cost(ea) < cost(eb);
    return ea.pos > eb.pos;
  };
  std::vector<Scored> scored;
  scored.reserve(edits.size());
  for (std::size_t i = 0; i < edits.size() && budget > 0; ++i) {
    bool complete = false;
    const std::size_t r = progress<G>(failed.states[edits[i].pos], rec, edits[i],
                                      limits.lookahead, complete, budget);
    if (r > err) scored.push_back({r, complete, i});
  }
  std::stable_sort(scored.begin(), scored.end(), better);
  if (scored.size() > limits.finalists) scored.resize(limits.finalists);
  for (Scored& sc : scored) {
    bool complete = false;
    sc.reached = progress<G>(failed.states[edits[sc.index].pos], rec, edits[sc.index], SIZE_MAX,
                             complete, budget);
    sc.complete = complete;
  }
  std::stable_sort(scored.begin(), scored.end(), better);

  const std::size_t best_cost = scored.empty() ? 0 : cost(edits[scored.front().index]);
  std::vector<std::string> seen;  // distinct repaired texts only
  for (const Scored& sc : scored) {
    if (out.size() == limits.max_proposals) break;
    if (!out.empty() && out.front().complete && !sc.complete) break;  // only whole repairs then
    // Once an edit repairs the whole record, others as good are shown only if about as likely
    // (a near typo, not any legal action that happens to fit).
    if (!out.empty() && out.front().complete && cost(edits[sc.index]) > best_cost + 4) break;
    const Edit& e = edits[sc.index];
    std::string fixed = apply_edit(text, rec, e);
    if (std::find(seen.begin(), seen.end(), fixed) != seen.end()) continue;
    Repair r{e, std::min(sc.reached, n), sc.complete, describe_edit(rec, e),
             unified_diff(text, fixed, name)};
    seen.push_back(std::move(fixed));
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace arbiter::replay
