// The files the HTML report is made of (replay/html/frame.*, replay/html/svg.js, each game's
// engine/<game>/board*.js joined into one asset, and the JavaScript library it bundles), built
// into the binary by embed.cmake.
#pragma once

#include <string_view>

namespace arbiter::html {

// The bytes of the asset named `name` ("frame.html", "frame.css", "frame.js" (frame.js and
// action_list.js), "svg.js", "json-patch.js", "board-torres.js", ...), or an empty view for an
// unknown name.
std::string_view asset(std::string_view name);

}  // namespace arbiter::html
