// In-process Graphviz: gvContext -> agmemread -> gvLayout -> gvRenderData, each resource owned by
// a unique_ptr so every exit path frees it, in reverse order of creation. The context alone is
// shared by all calls (see shared_context).
#include "replay/render/graphviz.h"

#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

namespace arbiter::render {
namespace {

// Graphviz has process-wide state (the error callback, the parser), so one call at a time.
std::mutex g_graphviz_mutex;
// Messages Graphviz reports during the current call; guarded by g_graphviz_mutex.
std::string g_graphviz_messages;

int collect_message(char* message) {
  g_graphviz_messages += message;
  return 0;
}

// Installs collect_message for the current call and restores the previous handler afterwards.
class ErrorCapture {
 public:
  ErrorCapture() : previous_(agseterrf(&collect_message)) { g_graphviz_messages.clear(); }
  ~ErrorCapture() { agseterrf(previous_); }
  ErrorCapture(const ErrorCapture&) = delete;
  ErrorCapture& operator=(const ErrorCapture&) = delete;

  // The captured text without trailing newlines, or `fallback` when Graphviz said nothing.
  static std::string message(std::string_view fallback) {
    std::string m = g_graphviz_messages;
    while (!m.empty() && (m.back() == '\n' || m.back() == '\r')) m.pop_back();
    return m.empty() ? std::string(fallback) : m;
  }

 private:
  agusererrf previous_;
};

struct ContextDeleter {
  void operator()(GVC_t* gvc) const { gvFreeContext(gvc); }
};
struct GraphDeleter {
  void operator()(Agraph_t* graph) const { agclose(graph); }
};
// Owns a layout, not the graph: the pointer is the graph whose layout gvFreeLayout releases.
struct LayoutDeleter {
  GVC_t* gvc;
  void operator()(Agraph_t* graph) const { gvFreeLayout(gvc, graph); }
};
struct RenderDataDeleter {
  void operator()(char* data) const { gvFreeRenderData(data); }
};

// One context for the whole process, created on first use and freed at exit. Graphviz 2.42/2.43
// (Debian 12) cannot have a context freed and another made: its pango plugin keeps a static
// pointer to the last font name, which lives in the freed context's font dictionary, and the
// next context's first label layout reads it (ASan: heap-use-after-free in
// libgvplugin_pango.so). Newer Graphviz copies the name. Call only with g_graphviz_mutex held.
GVC_t* shared_context() {
  static std::unique_ptr<GVC_t, ContextDeleter> gvc;
  if (!gvc) gvc.reset(gvContext());  // on failure, tried again by the next call
  return gvc.get();
}

std::string lower_extension(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  for (char& c : ext) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  return ext;
}

}  // namespace

std::string dot_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 8);
  for (const char c : text) {
    switch (c) {
      case '\\':
        out += "\\\\";
        break;
      case '"':
        out += "\\\"";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        break;
      default:
        out += c;
    }
  }
  return out;
}

Expected<std::string> dot_to_svg(std::string_view dot) {
  const std::lock_guard<std::mutex> lock(g_graphviz_mutex);
  const ErrorCapture capture;

  GVC_t* const gvc = shared_context();
  if (!gvc) return make_error("graphviz: " + ErrorCapture::message("cannot create a context"));

  // Declared in creation order, so they are destroyed render data -> layout -> graph.
  const std::string text(dot);  // agmemread wants a NUL-terminated buffer
  const std::unique_ptr<Agraph_t, GraphDeleter> graph(agmemread(text.c_str()));
  if (!graph) return make_error("graphviz: " + ErrorCapture::message("no graph in the DOT text"));

  if (gvLayout(gvc, graph.get(), "dot") != 0)
    return make_error("graphviz: " + ErrorCapture::message("layout failed"));
  const std::unique_ptr<Agraph_t, LayoutDeleter> layout(graph.get(), LayoutDeleter{gvc});

  char* raw = nullptr;
  unsigned int length = 0;
  const int rc = gvRenderData(gvc, graph.get(), "svg", &raw, &length);
  const std::unique_ptr<char, RenderDataDeleter> data(raw);
  if (rc != 0 || !data)
    return make_error("graphviz: " + ErrorCapture::message("SVG rendering failed"));
  return std::string(data.get(), length);
}

Expected<bool> write_graph_file(const std::string& path, std::string_view dot) {
  const std::string ext = lower_extension(path);
  std::string content;
  if (ext == ".dot") {
    content = dot;
  } else if (ext == ".svg") {
    Expected<std::string> svg = dot_to_svg(dot);
    if (!svg) return make_error("cannot render '" + path + "': " + svg.error());
    content = std::move(*svg);
  } else {
    return make_error("cannot write '" + path + "': unsupported extension '" + ext +
                      "' (use .dot or .svg)");
  }

  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return make_error("cannot open '" + path + "' for writing");
  out.write(content.data(), static_cast<std::streamsize>(content.size()));
  out.close();
  if (!out) return make_error("cannot write '" + path + "'");
  return true;
}

}  // namespace arbiter::render
