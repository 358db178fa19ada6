// The HTML replay report (`arbiter replay html`): one self-contained page, the generic frame
// (frame.html, frame.css, frame.js joined with action_list.js) with the game's board drawer
// (engine/<game>/board*.js, after the helpers they share, svg.js), the JSON-patch library and the
// report's data inlined. Nothing is fetched when it opens.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace arbiter::html {

// A report keeps a full state every 32 steps (a keyframe): stepping anywhere applies at most 31
// patches.
inline constexpr std::size_t kKeyframeEvery = 32;

// The page for `data` (report_data, report.h) of game `game` ("torres", ...). An unknown game
// has no drawer: the page then says so instead of drawing a board.
std::string page(std::string_view game, const nlohmann::json& data);

// The report of a record that has no state at all (its syntax is broken): `error` alone, in the
// shape report_data gives (no steps, no phase diagram).
nlohmann::json error_report(const std::string& file, nlohmann::json error);

// JSON text made safe inside an HTML <script> element: every '<' (only ever inside a JSON string)
// becomes \u003c, so no "</script" and no "<!--" can reach the HTML parser.
std::string json_safe(std::string_view json);

// An SVG document's <svg> element alone (the XML declaration, doctype and comments before it
// dropped), to inline it in HTML.
std::string_view svg_element(std::string_view svg);

}  // namespace arbiter::html
