// DOT text to SVG in-process through the Graphviz C API (STYLE.md guideline 14: BGL -> DOT string
// -> SVG, never shelling out to `dot`), plus writing a graph file and escaping DOT strings.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/expected.h"

namespace arbiter::render {

// Escapes text for the inside of a DOT double-quoted string: backslash and double quote get a
// backslash, a newline becomes \n (a centred line break in Graphviz labels), and a carriage
// return is dropped.
std::string dot_escape(std::string_view text);

// Lays out `dot` with the "dot" engine and renders SVG. Malformed DOT, or a layout or render
// failure, comes back as an Error carrying Graphviz's own messages. Thread-safe: Graphviz keeps
// global state, so calls are serialized by a mutex.
Expected<std::string> dot_to_svg(std::string_view dot);

// Writes `dot` to `path`: as is for a ".dot" path, as SVG (dot_to_svg) for a ".svg" path; the
// extension is matched case-insensitively. Any other extension, a layout failure or an unwritable
// path is an Error whose message names the path.
Expected<bool> write_graph_file(const std::string& path, std::string_view dot);

}  // namespace arbiter::render
