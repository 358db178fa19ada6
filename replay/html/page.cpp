#include "replay/html/page.h"

#include <stdexcept>

#include "replay/html/assets.h"
#include "replay/markup_escape.h"

namespace arbiter::html {
namespace {

// Replaces the first "<!--@NAME@-->" in `page` by `text` (each placeholder is used once).
void fill(std::string& page, std::string_view name, std::string_view text) {
  const std::string mark = "<!--@" + std::string(name) + "@-->";
  const std::size_t at = page.find(mark);
  if (at == std::string::npos) throw std::logic_error("frame.html has no " + mark);
  page.replace(at, mark.size(), text);
}

}  // namespace

nlohmann::json error_report(const std::string& file, nlohmann::json error) {
  using nlohmann::json;
  return {{"game", ""},
          {"file", file},
          {"title", file},
          {"tags", json::object()},
          {"actions", json::array()},
          {"keyframe_every", kKeyframeEvery},
          {"keyframes", json::object()},
          {"patches", json::array()},
          {"scores", json::array()},
          {"phases", json::array()},
          {"terminal", false},
          {"complete", false},
          {"events", json::array()},
          {"error", std::move(error)},
          {"phase_diagram", {{"svg", ""}, {"names", json::object()}}}};
}

std::string json_safe(std::string_view json) {
  std::string out;
  out.reserve(json.size());
  for (const char c : json) {
    if (c == '<')
      out += "\\u003c";
    else
      out += c;
  }
  return out;
}

std::string_view svg_element(std::string_view svg) {
  const std::size_t at = svg.find("<svg");
  return at == std::string_view::npos ? std::string_view{} : svg.substr(at);
}

std::string page(std::string_view game, const nlohmann::json& data) {
  std::string out(asset("frame.html"));
  const std::string title = data.value("title", std::string(game));
  fill(out, "title", replay::markup_escape(title, replay::Markup::Html));
  fill(out, "css", asset("frame.css"));
  // Scripts go in as they are: embed.cmake refused any holding "</script" or "<!--".
  fill(out, "library", asset("json-patch.js"));
  fill(out, "frame", asset("frame.js"));
  fill(out, "svg", asset("svg.js"));  // the helpers of the board drawers
  fill(out, "board", asset("board-" + std::string(game) + ".js"));
  // Bytes that are not UTF-8 (a token copied from a hostile record) are replaced, not thrown.
  fill(out, "data", json_safe(data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
  return out;
}

}  // namespace arbiter::html
