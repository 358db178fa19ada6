// SVG from DOT. dot_to_svg forks a child that runs the in-process layout (gvContext -> agmemread
// -> gvLayout -> gvRenderData, each resource owned by a unique_ptr so every exit path frees it, in
// reverse order of creation) and sends back the SVG through a pipe; the parent waits with a
// deadline and turns a crash or a timeout into an error message.
#include "replay/render/graphviz.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <exception>
#include <filesystem>
#include <memory>
#include <mutex>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <graphviz/types.h>

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
// Graphviz's dot layout before 13.0.1 frees a block twice (Graphviz issues #1494 and #2331, fixed
// by its commit 690833989 "dotgen make_vn_slot: fix: reallocate rank list through owning
// pointer"). Each rank of the root graph has two pointers to its node list: `av`, the allocation
// that dot_cleanup frees, and `v`, the view that mincross moves about and sets back to `av` at the
// end (merge2). When a labelled edge joins two non-adjacent nodes of one rank, make_vn_slot
// (lib/dotgen/flat.c) grows the rank above, for the label's virtual node, with realloc through `v`
// only (make_leafslots in position.c does the same). If realloc moved the block, `av` still points
// at the old one, already freed, and gvFreeLayout frees it again. glibc aborts with "double free
// or corruption (!prev)", "corrupted size vs. prev_size ..." or "munmap_chunk(): invalid pointer",
// depending on the heap; AddressSanitizer reports it on every such graph, since its realloc always
// moves. Graphviz's own `dot` program never frees its last layout, so it survives the same DOT.
// State graphs have such edges (clusters and cycles put some transitions between states of one
// rank): tests/data/render-4p-labelled-flat-edge.rec gives one of 1,322 states (issue 10).
//
// Before the layout is freed, every root rank whose `v` differs from `av` gets `av = v`: the moved
// block is the live one, so dot_cleanup frees it once (and no longer leaks it). Clusters are left
// alone: their `v` points into the root's lists by design, and their `av` is their own block.
// With a fixed Graphviz `v == av` on every root rank after the layout, and this changes nothing.
void repair_rank_lists(Agraph_t* graph) {
  char name[] = "Agraphinfo_t";
  auto* const info = static_cast<Agraphinfo_t*>(agbindrec(graph, name, 0, 1));
  if (info == nullptr || info->rank == nullptr) return;
  for (int r = info->minrank; r <= info->maxrank; ++r) {
    rank_t& rank = info->rank[r];
    if (rank.av != rank.v) rank.av = rank.v;
  }
}

// Owns a layout, not the graph: the pointer is the graph whose layout gvFreeLayout releases.
struct LayoutDeleter {
  GVC_t* gvc;
  void operator()(Agraph_t* graph) const {
    repair_rank_lists(graph);
    gvFreeLayout(gvc, graph);
  }
};
struct RenderDataDeleter {
  void operator()(char* data) const { gvFreeRenderData(data); }
};

// One context for the whole process, created on first use and freed at exit (dot_to_svg's child
// makes its own and exits without freeing it, so this matters to in-process callers).
// Graphviz 2.42/2.43 (Debian 12) cannot have a context freed and another made: its pango plugin
// keeps a static pointer to the last font name, which lives in the freed context's font dictionary,
// and the next context's first label layout reads it (ASan: heap-use-after-free in
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

// write_graph_file writes .dot as is and .svg laid out; nothing else.
Expected<bool> graph_extension(const std::string& path) {
  const std::string ext = lower_extension(path);
  if (ext == ".dot" || ext == ".svg") return true;
  return make_error("cannot write '" + path + "': unsupported extension '" + ext +
                    "' (use .dot or .svg)");
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

namespace {

// The layout process: runs `work` and writes its frame ("S" and the result, or "E" and the
// error) to fds[1]. No return from here, and no exit handlers or static destructors of the
// parent's (nor stdio buffers flushed twice): _exit only.
[[noreturn]] void child_main(const int fds[2], pid_t parent,
                             const std::function<Expected<std::string>()>& work) {
  close(fds[0]);
#ifdef __linux__
  prctl(PR_SET_PDEATHSIG, SIGKILL);  // the parent gone, nobody waits for the result
  if (getppid() != parent) _exit(3);
#else
  (void)parent;
#endif
  std::string frame;
  try {
    Expected<std::string> r = work();
    frame = r ? "S" + *r : "E" + r.error();
  } catch (const std::exception& e) {
    frame = std::string("E") + "unexpected error: " + e.what();
  } catch (...) {
    frame = "Eunexpected error";
  }
  std::size_t done = 0;
  while (done < frame.size()) {
    const ssize_t n = write(fds[1], frame.data() + done, frame.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) _exit(2);
    done += static_cast<std::size_t>(n);
  }
  _exit(0);
}

// What the parent read of the child's frame before the deadline (none when 0 s).
struct Frame {
  std::string text;
  bool timed_out = false;
  bool read_error = false;
};

Frame read_frame(int fd, int timeout_seconds) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point deadline = Clock::now() + std::chrono::seconds(timeout_seconds);
  Frame f;
  char buffer[65536];
  for (;;) {
    int wait_ms = -1;
    if (timeout_seconds > 0) {
      const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
      if (left.count() <= 0) {
        f.timed_out = true;
        return f;
      }
      wait_ms = static_cast<int>(std::min<long long>(left.count(), 60'000));
    }
    pollfd p{.fd = fd, .events = POLLIN, .revents = 0};
    const int ready = poll(&p, 1, wait_ms);
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) {
      f.read_error = true;
      return f;
    }
    if (ready == 0) continue;  // the deadline is checked at the top
    const ssize_t n = read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      f.read_error = true;
      return f;
    }
    if (n == 0) return f;  // end of file: the child wrote everything, or died
    f.text.append(buffer, static_cast<std::size_t>(n));
  }
}

}  // namespace

namespace detail {

Expected<std::string> dot_to_svg_in_process(std::string_view dot) {
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

Expected<std::string> run_isolated(const std::function<Expected<std::string>()>& work,
                                   int timeout_seconds, RenderFailure* failure) {
  RenderFailure ignored = RenderFailure::None;
  RenderFailure& why = failure ? *failure : ignored;
  why = RenderFailure::Aborted;

  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0)
    return make_error(std::string("cannot start the layout process: ") + std::strerror(errno));
  const pid_t parent = getpid();
  const pid_t pid = fork();
  if (pid < 0) {
    const int e = errno;
    close(fds[0]);
    close(fds[1]);
    return make_error(std::string("cannot start the layout process: ") + std::strerror(e));
  }

  if (pid == 0) child_main(fds, parent, work);

  // The parent: read the whole frame before the deadline, then reap the child.
  close(fds[1]);
  const Frame got = read_frame(fds[0], timeout_seconds);
  const std::string& frame = got.text;
  const bool timed_out = got.timed_out, read_error = got.read_error;
  close(fds[0]);
  if (timed_out || read_error) kill(pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }

  if (timed_out)
    return make_error("the layout did not finish within " + std::to_string(timeout_seconds) +
                      " s and was stopped");
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    const char* name = strsignal(sig);
    return make_error("Graphviz crashed while laying out the graph (signal " + std::to_string(sig) +
                      (name ? std::string(", ") + name : std::string()) + ")");
  }
  if (read_error || !WIFEXITED(status) || WEXITSTATUS(status) != 0 || frame.empty())
    return make_error("the layout process ended without a result (exit status " +
                      std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) + ")");
  if (frame.front() == 'E') {
    why = RenderFailure::Input;
    return make_error(frame.substr(1));
  }
  why = RenderFailure::None;
  return frame.substr(1);
}

}  // namespace detail

Expected<std::string> dot_to_svg(std::string_view dot, const LayoutLimits& limits,
                                 RenderFailure* failure) {
  return detail::run_isolated([dot] { return detail::dot_to_svg_in_process(dot); },
                              limits.timeout_seconds, failure);
}

Expected<bool> check_graph_path(const std::string& path, const output::WriteOptions& output) {
  if (Expected<bool> ok = graph_extension(path); !ok) return ok;
  return output::check(path, output);
}

bool is_svg_path(const std::string& path) {
  return lower_extension(path) == ".svg";
}

Expected<bool> write_graph_file(const std::string& path, std::string_view dot,
                                const LayoutLimits& limits, RenderFailure* failure,
                                const output::WriteOptions& output) {
  RenderFailure ignored = RenderFailure::None;
  RenderFailure& why = failure ? *failure : ignored;
  why = RenderFailure::Input;
  if (Expected<bool> ok = graph_extension(path); !ok) return ok;
  std::string content;
  if (is_svg_path(path)) {
    Expected<std::string> svg = dot_to_svg(dot, limits, &why);
    if (!svg) return make_error("cannot render '" + path + "': " + svg.error());
    content = std::move(*svg);
    why = RenderFailure::Input;
  } else {
    content = dot;
  }

  if (Expected<bool> w = output::write(path, content, output); !w) return w;
  why = RenderFailure::None;
  return true;
}

}  // namespace arbiter::render
