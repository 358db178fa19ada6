// DOT text to SVG through the Graphviz C API (STYLE.md guideline 14: BGL -> DOT string -> SVG,
// never shelling out to `dot`), plus writing a graph file and escaping DOT strings. The layout runs
// in a child process of our own (fork), so that a crash or a runaway layout inside Graphviz ends
// in an error message instead of taking the whole program down.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "engine/core/expected.h"
#include "replay/output/output_file.h"

namespace arbiter::render {

// Escapes text for the inside of a DOT double-quoted string: backslash and double quote get a
// backslash, a newline becomes \n (a centred line break in Graphviz labels), and a carriage
// return is dropped.
std::string dot_escape(std::string_view text);

// Bounds on one SVG layout.
struct LayoutLimits {
  // Wall-clock seconds the layout process may take before it is killed; 0 means no limit.
  int timeout_seconds = 600;
};
inline constexpr int kDefaultLayoutTimeoutSeconds = LayoutLimits{}.timeout_seconds;

// Why dot_to_svg or write_graph_file failed, for the caller's exit code.
enum class RenderFailure {
  None,
  Input,    // malformed DOT, an error Graphviz reported, or a file that cannot be written
  Aborted,  // the layout process crashed, ran past the time limit or could not be started
};

// Lays out `dot` with the "dot" engine and renders SVG, in a child process. Malformed DOT, or a
// layout or render failure, comes back as an Error carrying Graphviz's own messages; a crash of
// the child (a signal) or a layout past `limits.timeout_seconds` as an Error that says so. When
// `failure` is given, it is set to the kind of failure (None on success).
Expected<std::string> dot_to_svg(std::string_view dot, const LayoutLimits& limits = {},
                                 RenderFailure* failure = nullptr);

// Writes `dot` to `path`: as is for a ".dot" path, as SVG (dot_to_svg) for a ".svg" path; the
// extension is matched case-insensitively. Any other extension, a layout failure or an unwritable
// path is an Error whose message names the path; `failure`, when given, says which kind. The file
// is written as output::write does (replay/output/output_file.h): whole or not at all, never over
// one of `output.inputs`; the layout runs before the file is touched.
Expected<bool> write_graph_file(const std::string& path, std::string_view dot,
                                const LayoutLimits& limits = {}, RenderFailure* failure = nullptr,
                                const output::WriteOptions& output = {});

// Checks, before the work that makes the graph, that write_graph_file can write `path`: its
// extension is .dot or .svg, and output::check holds (not an input, its folder takes a file).
Expected<bool> check_graph_path(const std::string& path, const output::WriteOptions& output = {});

// True when write_graph_file lays `path` out as SVG: its extension is .svg, in any case.
bool is_svg_path(const std::string& path);

namespace detail {

// The layout itself, in the calling process: what dot_to_svg's child runs. Every Graphviz
// resource is freed before it returns (working around a double free in Graphviz's dot layout,
// see graphviz.cpp). Thread-safe: Graphviz keeps global state, so calls are serialized.
Expected<std::string> dot_to_svg_in_process(std::string_view dot);

// Runs `work` in a forked child and returns its result. The child's death by a signal, an exit
// without a result, or `timeout_seconds` (0: none) passing first come back as an Error and
// RenderFailure::Aborted in `failure`; an Error from `work` itself as RenderFailure::Input.
Expected<std::string> run_isolated(const std::function<Expected<std::string>()>& work,
                                   int timeout_seconds, RenderFailure* failure);

}  // namespace detail

}  // namespace arbiter::render
