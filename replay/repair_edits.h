// The candidate edits of `replay validate --repair` (replay/repair.h) at one token of a record,
// and how unlikely a slip each one undoes. Generic over every arbiter::Game.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/suggest.h"
#include "replay/explain.h"
#include "replay/marks.h"
#include "replay/repair_replay.h"
#include "replay/repair_text.h"
#include "replay/replay.h"

namespace arbiter::replay::repair_detail {

// The actions a repair may insert at `s` (none when there are more than `max`): every legal one,
// but a chance outcome nobody wrote down is `*?` (unseen) where the game allows it, never a
// guessed card.
template <Game G>
std::vector<std::string> insertable(const typename G::State& s, std::size_t max = SIZE_MAX) {
  ActionList<typename G::Action, G::kMaxActions> legal;
  G::legal_actions(s, legal);
  if (legal.size() > max) return {};
  std::vector<std::string> out;
  for (const auto& a : legal) out.push_back(G::action_to_text(s, a));
  if (G::current_seat(s) == kChanceSeat && std::ranges::find(out, "*?") != out.end()) return {"*?"};
  return out;
}

// Plays the action written `text` on `s`; false when it does not parse or is not legal there.
template <Game G>
bool play(typename G::State& s, std::string_view text) {
  Expected<typename G::Action> a = G::parse_action(s, text);
  return a && !G::apply(s, *a);
}

// Two or three actions inserted at `s` (before token p): any two ("S3 end"), or three that hand
// the turn on, through a draw or narrow steps ("draw:C *? end", "income:A done repair:0").
template <Game G>
void add_sequences(const typename G::State& s, std::size_t p, bool same_seat, std::size_t max_edits,
                   std::vector<Edit>& edits) {
  const Seat seat = G::current_seat(s);
  auto other = [&](Seat x) { return x != seat && x != kChanceSeat; };
  for (const std::string& ta : insertable<G>(s)) {
    if (edits.size() > max_edits) return;
    typename G::State t = s;
    if (!play<G>(t, ta) || G::is_terminal(t)) continue;
    for (const std::string& tb : insertable<G>(t)) {
      typename G::State u = t;
      if (!play<G>(u, tb)) continue;
      edits.push_back({EditKind::InsertSeq, p, {ta, tb}, same_seat});
      if (G::is_terminal(u)) continue;
      // A third only through a draw or a narrow step (at most 16 actions to choose from).
      const bool through_draw =
          G::current_seat(t) == kChanceSeat || G::current_seat(u) == kChanceSeat;
      for (const std::string& tc : insertable<G>(u, through_draw ? SIZE_MAX : 16)) {
        typename G::State v = u;
        if (!play<G>(v, tc)) continue;
        // A whole turn (or setup line): the seat to act changes on the way or at the end.
        if (other(G::current_seat(v)) || other(G::current_seat(t)) || other(G::current_seat(u)))
          edits.push_back({EditKind::InsertSeq, p, {ta, tb, tc}, same_seat});
      }
    }
  }
}

// The edits of token p (`s`: the state before it; `c`: what holds there).
template <Game G>
void add_edits_at(const record::Record& rec, const Replay<G>& failed, std::size_t p,
                  const TokenContext& c, std::size_t max_edits, std::vector<Edit>& edits) {
  const auto& tok = rec.actions;
  const std::size_t n = tok.size();
  const typename G::State& s = failed.states[c.actions];
  if (p < n) edits.push_back({EditKind::Delete, p, {}});
  // Two tokens written in the wrong order (a seat mark is not moved: it is replaced or deleted).
  if (p + 1 < n && tok[p].text != tok[p + 1].text && !seat_mark(tok[p].text) &&
      !seat_mark(tok[p + 1].text))
    edits.push_back({EditKind::Swap, p, {}});
  if (p < n && seat_mark(tok[p].text)) {  // the mark of the seat to act
    const Seat to_act = G::current_seat(s);
    if (to_act >= 0 && seat_text(to_act) + ":" != tok[p].text)
      edits.push_back({EditKind::Replace, p, {seat_text(to_act) + ":"}});
  } else if (p < n && is_checkpoint(tok[p].text)) {  // the state's value
    const std::string_view body = std::string_view(tok[p].text).substr(1);
    const std::size_t eq = body.find('=');
    if (eq != std::string_view::npos && eq > 0 && body.size() <= kLongestSearchedToken) {
      const CheckResult r = check_point<G>(s, body.substr(0, eq), body.substr(eq + 1), c.actions);
      if (r.known && !r.holds && !r.actual.empty())
        edits.push_back(
            {EditKind::Replace, p, {"?" + std::string(body.substr(0, eq)) + "=" + r.actual}});
    }
  }
  if (G::is_terminal(s)) return;
  const bool action = p < n && !seat_mark(tok[p].text) && !is_checkpoint(tok[p].text);
  // An action by the seat that made the previous one goes on its line ("... cancel end"),
  // else before the token, at the start of the next seat's line.
  const bool same_seat = p > 0 && p < n && c.actions > 0 && tok[p].at.line != tok[p - 1].at.line &&
                         G::current_seat(failed.states[c.actions - 1]) == G::current_seat(s);
  if (action)
    for (const std::string& t : legal_tokens<G>(s))
      if (t != tok[p].text) edits.push_back({EditKind::Replace, p, {t}});
  for (const std::string& t : insertable<G>(s))
    edits.push_back({EditKind::Insert, p, {t}, same_seat});
  add_sequences<G>(s, p, same_seat, max_edits, edits);
}

// How unlikely a slip each edit undoes is, in rough points: a typo (a near token) is likelier
// than a token dropped or added, which is likelier than a whole turn left out.
inline std::size_t edit_cost(const record::Record& rec, const Edit& e, std::size_t& work) {
  const auto& tok = rec.actions;
  switch (e.kind) {
    case EditKind::Ending:
      return 10;
    case EditKind::Replace: {
      const std::string &was = tok[e.pos].text, &now = e.text[0];
      // A checkpoint gets the state's value: likelier than any value being deleted, whatever the
      // distance (17,13 written for 0,0 is no typo, but the record still checks something).
      if (is_checkpoint(was)) return 15;
      const std::size_t near = suggestion_threshold(was);
      const std::size_t gap =
          was.size() > now.size() ? was.size() - now.size() : now.size() - was.size();
      if (gap > near) return 25;  // no typo whatever the letters (and no quadratic work)
      work += 2 * was.size() * now.size();
      const std::size_t d = edit_distance(was, now);
      return (d <= near ? 10 + 5 * d : 25) + (edit_distance(was, now, false) > d ? 1 : 0);
    }
    case EditKind::Swap:
      return 18;
    case EditKind::Delete:  // deleting a checkpoint or a seat mark loses a check of the record
      return is_checkpoint(tok[e.pos].text) || seat_mark(tok[e.pos].text) ? 30 : 20;
    case EditKind::Insert:
      return 20;
    case EditKind::InsertSeq: {  // records put a turn on a line of its own
      const bool line_start =
          e.pos == 0 || e.pos >= tok.size() || tok[e.pos].at.line != tok[e.pos - 1].at.line;
      return 10 + 10 * e.text.size() + (line_start ? 0 : 5);
    }
  }
  return 30;
}

}  // namespace arbiter::replay::repair_detail
