// A valid record made ready for mutation (mutate.h): its text, its tokens and where they sit, the
// state before each token (from its replay) and the game's words by class. Generic over the Game.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/word_classes.h"
#include "replay/marks.h"
#include "replay/record/record.h"
#include "replay/replay.h"
#include "verify/mutate/text_edit.h"

namespace arbiter::mutate {

template <Game G>
struct Source {
  std::string path;  // as found
  std::string name;  // the file's stem: "base-2p"
  std::string text;
  record::Record rec;
  std::vector<std::size_t> starts;  // line_starts(text)
  std::vector<Span> spans;          // where each token of rec.actions is in text
  std::vector<std::size_t> before;  // per token: the actions replayed before it
  replay::Replay<G> replay;         // Keep::All: replay.states[before[i]] is the state at token i
  std::vector<Span> scores;         // the scores of a `result` ending
  std::string ending;               // the ending to its line's end ("result 10 14", "stop")
  std::vector<WordClass> classes;

  const typename G::State& state_at(std::size_t token) const {
    return replay.states[before[token]];
  }
  bool is_action(std::size_t token) const {
    const std::string& t = rec.actions[token].text;
    return !replay::seat_mark(t) && !replay::is_checkpoint(t);
  }
};

// `text` read from `path`, which must be a valid record of G that reaches its ending.
template <Game G>
Expected<Source<G>> load_source(std::string path, std::string name, std::string text) {
  Source<G> s;
  s.path = std::move(path);
  s.name = std::move(name);
  s.text = std::move(text);
  record::ParseResult parsed = record::parse(s.text);
  if (!parsed.ok)
    return make_error(s.path + ":" + std::to_string(parsed.error.at.line) + ": " +
                      parsed.error.message);
  s.rec = std::move(parsed.record);
  s.replay = replay::replay_record<G>(s.rec, replay::Overrides{});
  if (s.replay.error)
    return make_error(s.path + ":" + std::to_string(s.replay.error->at.line) + ": [" +
                      s.replay.error->rule + "] " + s.replay.error->message +
                      " (a source must be a valid record)");
  if (!s.replay.complete || s.rec.actions.empty())
    return make_error(s.path + ": a source must be a valid record with at least one token");
  s.starts = line_starts(s.text);
  std::size_t applied = 0;
  for (std::size_t i = 0; i < s.rec.actions.size(); ++i) {
    const record::Token& t = s.rec.actions[i];
    const std::size_t at = offset_at(s.starts, t.at);
    if (at == std::string::npos || s.text.compare(at, t.text.size(), t.text) != 0)
      return make_error(s.path + ": token `" + t.text + "` is not where the reader put it");
    s.spans.push_back({at, t.text.size()});
    s.before.push_back(applied);
    if (s.is_action(i)) ++applied;
  }
  if (applied != s.replay.actions.size())
    return make_error(s.path + ": the tokens and the replayed actions do not match");
  const std::size_t end_at = offset_at(s.starts, s.rec.end_at);
  const std::string_view end_line = line_text(s.text, s.starts, end_at);
  s.ending = std::string(
      end_line.substr(end_at - static_cast<std::size_t>(end_line.data() - s.text.data())));
  if (s.rec.ending == record::Ending::Result) s.scores = result_scores(s.text, end_at);
  s.classes = G::word_classes(s.replay.states.front());
  return s;
}

}  // namespace arbiter::mutate
