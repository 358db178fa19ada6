// The data of an HTML replay report, generic over every Game: each step's state as the game's
// own JSON (G::to_json), stored as a full state every kKeyframeEvery steps and as a JSON patch
// (RFC 6902, nlohmann::json::diff) from the step before otherwise, so that a long game stays small;
// the actions with their record lines, the scores and phase of each step, and the phase diagram.
// The page (page.h) draws it; frame.js rebuilds a step's state with fast-json-patch.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/game.h"
#include "replay/html/page.h"
#include "replay/render/graphviz.h"
#include "replay/render/phase_diagram.h"
#include "replay/replay.h"

namespace arbiter::html {

// The phase diagram as inline SVG, each phase node's <g> with id "phase-<id>" (the page lights the
// current one), and the names of the phases by id.
template <Game G>
nlohmann::json phase_report() {
  nlohmann::json j;
  const PhaseGraph& graph = G::phase_graph();
  Expected<std::string> svg = render::dot_to_svg(render::phase_diagram_dot(graph));
  j["svg"] = svg ? std::string(svg_element(*svg)) : std::string();
  if (!svg) j["error"] = svg.error();
  nlohmann::json names = nlohmann::json::object();
  for (const PhaseNode& n : graph.nodes) names[std::to_string(n.id)] = std::string(n.name);
  j["names"] = names;
  return j;
}

// The report of replay `r` of a record (its tags in `rec`): `error`, when not null, is the
// diagnostic as `replay validate --json` gives it, with "source" (the record's line, or the part
// of a long one around the error) and "source_col" (the error's column in it) added.
template <Game G>
nlohmann::json report_data(const std::string& file, const record::Record& rec,
                           const replay::Replay<G>& r, nlohmann::json error) {
  using nlohmann::json;
  json j;
  j["game"] = std::string(G::kName);
  j["file"] = file;
  j["title"] = std::string(G::kName) + " — " + file;
  json tags = json::object();
  for (const record::Tag& t : rec.tags)
    if (t.name != "Position") tags[t.name] = t.value;
  j["tags"] = tags;
  const auto& states = r.states;
  if (!states.empty()) {
    // Names from the last state: a Comuni seat is named by the comune it draws during setup.
    json seats = json::array();
    for (int i = 0; i < G::num_seats(states.back()); ++i)
      seats.push_back(G::seat_name(states.back(), static_cast<Seat>(i)));
    j["seats"] = seats;
  }
  json actions = json::array();
  for (std::size_t i = 0; i < r.actions.size(); ++i)
    actions.push_back({{"text", G::action_to_text(states[i], r.actions[i])},
                       {"line", r.action_at[i].line},
                       {"col", r.action_at[i].col}});
  j["actions"] = actions;
  json keyframes = json::object(), patches = json::array(), scores = json::array(),
       phases = json::array(), terminal = json::array();
  json previous;
  for (std::size_t i = 0; i < states.size(); ++i) {
    json now = G::to_json(states[i]);
    if (i % kKeyframeEvery == 0) keyframes[std::to_string(i)] = now;
    patches.push_back(i == 0 ? json::array() : json::diff(previous, now));
    previous = std::move(now);
    scores.push_back(G::scores(states[i]));
    phases.push_back(G::phase_id(states[i]));
  }
  j["keyframe_every"] = kKeyframeEvery;
  j["keyframes"] = keyframes;
  j["patches"] = patches;
  j["scores"] = scores;
  j["phases"] = phases;
  j["terminal"] = !states.empty() && G::is_terminal(states.back());
  j["complete"] = r.complete;
  json events = json::array();
  for (const replay::Event& e : r.events)
    events.push_back({{"step", e.step + 1}, {"line", e.at.line}, {"text", e.text}});
  j["events"] = events;
  j["error"] = std::move(error);
  j["phase_diagram"] = phase_report<G>();
  return j;
}

}  // namespace arbiter::html
