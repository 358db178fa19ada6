// arbiter replay show|render (validate: cmd_validate.cpp; their arguments: args_replay.cpp)
#include <algorithm>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/common.h"
#include "replay/reference.h"
#include "replay/render/graphviz.h"
#include "replay/render/state_graph.h"

namespace arbiter::cli {
namespace {

// The legal actions at `s`, in record notation, grouped by the engine's name of their kind
// ("play", "tap", "place-knight"; G::kind_name): one line per kind, in legal order.
template <Game G>
void print_legal(const typename G::State& s, bool json) {
  std::vector<std::pair<std::string, std::vector<std::string>>> groups;
  ActionList<typename G::Action, G::kMaxActions> legal;
  G::legal_actions(s, legal);
  for (const auto& a : legal) {
    const std::string kind(G::kind_name(a));
    auto it =
        std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == kind; });
    if (it == groups.end()) it = groups.insert(groups.end(), {kind, {}});
    it->second.push_back(G::action_to_text(s, a));
  }
  const Seat seat = G::current_seat(s);
  if (json) {
    // "to_move" as the state's JSON says it (G::seat_name): "P2", a comune's name, "chance",
    // "nobody" once the game is over.
    nlohmann::json j = {{"to_move", G::seat_name(s, seat)}, {"actions", nlohmann::json::object()}};
    for (const auto& [kind, tokens] : groups) j["actions"][kind] = tokens;
    std::cout << json_text(j) << "\n";
    return;
  }
  std::size_t n = 0;
  for (const auto& g : groups) n += g.second.size();
  std::cout << counted(n, "legal action");
  if (seat == kTerminalSeat) {
    std::cout << ": the game is over\n";
  } else {
    // "P2 (Bologna)" where the game names its seats, as the JSON does.
    const std::string name = G::seat_name(s, seat);
    const std::string who = seat == kChanceSeat ? name : replay::seat_text(seat);
    std::cout << ", " << who << (name != who ? " (" + name + ")" : "") << " to act\n";
  }
  for (const auto& [kind, tokens] : groups) {
    std::string line = kind + ":";
    for (const std::string& t : tokens) line += " " + t;
    std::cout << "  " << replay::wrap(line, 96, "    ") << "\n";
  }
}

// An SVG layout of more vertices than this can take minutes: say so before it starts.
constexpr std::size_t kSlowLayoutVertices = 1000;

// Replays up to step `at` (or all), reporting an error that comes earlier.
template <Game G>
std::optional<replay::Replay<G>> replay_to(const Session<G>& session, long at, Status& status) {
  const LoadedRecord& rec = session.rec;
  replay::Replay<G> r = session.replay(at < 0 ? SIZE_MAX : static_cast<std::size_t>(at));
  note_idle_options(rec.path, r.option_notes);
  if (r.error && (at < 0 || r.error->step < at || r.states.empty())) {
    print_diagnostic(rec, *r.error);
    status = r.error->status;
    if (r.states.empty()) return std::nullopt;
  }
  if (at >= 0 && static_cast<std::size_t>(at) >= r.states.size()) {
    std::cerr << printable(rec.name()) << ": error: --at " << at << " is past the last valid step ("
              << r.states.size() - 1 << ")\n";
    status = status == Status::Ok ? Status::Usage : status;
    return std::nullopt;
  }
  return r;
}

// Loads FILE, finds its game and replays it up to `at` (all when negative), then calls
// f(game tag, replay, status&) unless the record could not be replayed at all.
template <class F>
Status with_replay(const std::string& file, long at, const GameFlags& flags,
                   std::string_view command, F&& f) {
  if (!stdin_named_once({file}, flags, command)) return Status::Usage;
  const replay::Overrides over = flags.overrides();
  auto loaded = load_record(file);
  if (auto* failure = std::get_if<LoadFailure>(&loaded)) return failure->status;
  Status status = Status::Ok;
  with_session(std::get<LoadedRecord>(loaded), over, [&](const auto& session) {
    auto r = replay_to(session, at, status);
    if (r) f(typename std::remove_cvref_t<decltype(session)>::GameType{}, *r, status);
  });
  return status;
}

}  // namespace

Status run_show(const ShowOptions& opt) {
  return with_replay(
      opt.file, opt.at, opt.flags, "replay show", [&](auto g, const auto& replayed, Status&) {
        using G = decltype(g);
        const auto* r = &replayed;
        const std::size_t n = opt.at < 0 ? r->states.size() - 1 : static_cast<std::size_t>(opt.at);
        const auto& s = r->states[n];
        if (opt.legal) {
          print_legal<G>(s, opt.json);
        } else if (opt.as_position) {
          // One line, ready to paste into a [Position "..."] tag (and read as well from a file).
          std::cout << replay::position_line(G::position_text(s)) << "\n";
        } else if (opt.json) {
          nlohmann::json j = G::to_json(s);
          j["step"] = n;
          std::cout << json_text(j) << "\n";
        } else {
          std::cout << printable(record_name(opt.file)) << " after " << n << " action"
                    << (n == 1 ? "" : "s");
          if (n > 0)
            std::cout << " (last: " << G::action_to_text(r->states[n - 1], r->actions[n - 1])
                      << ", line " << r->action_at[n - 1].line << ")";
          std::cout << "\n" << G::render_text(s);
        }
      });
}

Status run_render(const RenderOptions& opt) {
  std::vector<std::string> inputs = opt.flags.input_files();
  inputs.push_back(input_path(opt.file));
  // A bad -o (another extension, the record itself, no such folder) fails before the replay
  // and the layout.
  if (Expected<bool> ok = render::check_graph_path(opt.out, {.inputs = inputs}); !ok) {
    std::cerr << "arbiter: error: " << printable(ok.error()) << "\n";
    return Status::Malformed;
  }
  return with_replay(
      opt.file, -1, opt.flags, "replay render", [&](auto g, const auto& replayed, Status& status) {
        using G = decltype(g);
        const auto* r = &replayed;
        // --window W: the record's steps from at-W to at+W (the last 2W+1 when there is no --at).
        std::size_t from = 0, to = r->states.size() - 1;
        if (opt.window >= 0) {
          const std::size_t w = static_cast<std::size_t>(opt.window);
          const std::size_t centre =
              opt.at >= 0 ? std::min<std::size_t>(static_cast<std::size_t>(opt.at), to) : to;
          from = centre > w ? centre - w : 0;
          to = std::min(to, centre + w);
          if (opt.at < 0) from = to > 2 * w ? to - 2 * w : 0;
        }
        const std::vector<typename G::State> states(
            r->states.begin() + static_cast<std::ptrdiff_t>(from),
            r->states.begin() + static_cast<std::ptrdiff_t>(to) + 1);
        const std::vector<typename G::Action> actions(
            r->actions.begin() + static_cast<std::ptrdiff_t>(from),
            r->actions.begin() + static_cast<std::ptrdiff_t>(to));
        render::StateGraph graph = render::record_graph<G>(states, actions);
        if (opt.at >= 0) {
          if (static_cast<std::size_t>(opt.at) >= r->states.size()) {
            std::cerr << printable(record_name(opt.file)) << ": error: --at " << opt.at
                      << " is past the last step (" << r->states.size() - 1 << ")\n";
            status = Status::Usage;
            return;
          }
          render::add_continuations<G>(graph, r->states[static_cast<std::size_t>(opt.at)],
                                       opt.depth, opt.max_nodes);
        }
        const bool wrap =
            opt.layout == "wrap" || (opt.layout == "auto" && states.size() >= kWrapFrom);
        const std::string dot = render::state_graph_dot(graph, {.wrap = wrap});
        const std::size_t vertices = boost::num_vertices(graph);
        if (render::is_svg_path(opt.out) && vertices > kSlowLayoutVertices) {
          std::cerr << "arbiter: laying out " << vertices << " states";
          if (opt.timeout > 0) std::cerr << " (at most " << opt.timeout << " s, --timeout)";
          std::cerr << "; a graph this large can take minutes\n";
        }
        render::RenderFailure why = render::RenderFailure::None;
        if (auto w = render::write_graph_file(opt.out, dot, {.timeout_seconds = opt.timeout}, &why,
                                              {.inputs = inputs});
            !w) {
          std::cerr << "arbiter: error: " << printable(w.error()) << "\n";
          if (why == render::RenderFailure::Aborted) {
            std::cerr
                << "note: no SVG was written. Write the graph as DOT text instead (-o FILE.dot), "
                   "draw fewer states (--max-nodes, --depth)"
                << (opt.timeout > 0 ? " or allow more time (--timeout)" : "") << ".\n";
            status = Status::Internal;
          } else {
            status = Status::Malformed;
          }
          return;
        }
        std::cout << "wrote " << printable(opt.out) << " (" << boost::num_vertices(graph)
                  << " states, " << boost::num_edges(graph) << " transitions)\n";
      });
}

}  // namespace arbiter::cli
