// arbiter explore GAME [--depth D] [--from FILE --at N | --position FILE] [--find CONDITION]:
// every legal action and chance outcome, breadth-first, with perft counts per depth and the
// shortest path to a state meeting a condition (verify/explore.h, verify/predicate.h).
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <iomanip>
#include <optional>
#include <sstream>
#include <variant>

#include "cli/commands.h"
#include "cli/common.h"
#include "engine/core/hooks.h"
#include "engine/core/query.h"
#include "verify/explore.h"
#include "verify/generic_queries.h"
#include "verify/instances.h"
#include "verify/predicate.h"

namespace arbiter::cli {
namespace {

// --max-memory in bytes; by default half of the physical memory, so that a search too deep
// for the machine stops with a note instead of failing to allocate.
std::uint64_t memory_bound_bytes(std::uint64_t mib) {
  if (mib) return mib << 20;
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  std::uint64_t bound = pages <= 0 || page <= 0 ? std::uint64_t{4} << 30
                                                : static_cast<std::uint64_t>(pages) *
                                                      static_cast<std::uint64_t>(page) / 2;
  // An address-space limit (ulimit -v) lower than that: half of it, the rest being the program,
  // its libraries and the allocator's own overhead.
  rlimit as{};
  if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY)
    bound = std::min<std::uint64_t>(bound, static_cast<std::uint64_t>(as.rlim_cur) / 2);
  return bound;
}

template <Game G>
const StateQuery<typename G::State>* find_query(std::string_view name) {
  for (const auto& q : hooks::queries<G>())
    if (q.name == name) return &q;
  for (const auto& q : verify::generic_queries<G>())
    if (q.name == name) return &q;
  return nullptr;
}

template <Game G>
std::vector<std::string> query_names() {
  std::vector<std::string> names;
  for (const auto& q : hooks::queries<G>()) names.emplace_back(q.name);
  for (const auto& q : verify::generic_queries<G>()) names.emplace_back(q.name);
  return names;
}

std::string count_text(std::uint64_t n) {
  const std::string digits = std::to_string(n);
  std::string s;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0) s += ',';
    s += digits[i];
  }
  return s;
}

// What the search starts from: the record it writes may not replace it.
std::vector<std::string> inputs_of(const ExploreOptions& opt) {
  std::vector<std::string> inputs = opt.flags.input_files();
  if (!opt.from.empty()) inputs.push_back(input_path(opt.from));
  return inputs;
}

// The start: a record's step (--from, --at), a position, or the setup; read as a replay reads
// them. A status when it cannot be read, with its message printed.
template <Game G>
std::variant<replay::Replay<G>, Status> explore_start(const ExploreOptions& opt) {
  if (!stdin_named_once({opt.from}, opt.flags, "explore")) return Status::Usage;
  const replay::Overrides over = opt.flags.overrides();
  if (opt.from.empty()) {
    record::Record empty;  // the setup (or --position), under the game flags
    empty.ending = record::Ending::Stop;
    replay::Replay<G> start = replay::replay_record<G>(empty, over);
    if (start.error) {
      std::cerr << "arbiter: error: " << printable(start.error->message) << "\n";
      return start.error->status;
    }
    note_idle_options("", start.option_notes);
    return start;
  }
  auto loaded = load_record(opt.from);
  if (auto* f = std::get_if<LoadFailure>(&loaded)) return f->status;
  const LoadedRecord& rec = std::get<LoadedRecord>(loaded);
  if (rec.game != G::kName) {
    std::cerr << printable(rec.name()) << ": error: a " << rec.game << " record, not " << G::kName
              << "\n";
    return Status::Usage;
  }
  const std::size_t stop = opt.at < 0 ? SIZE_MAX : static_cast<std::size_t>(opt.at);
  replay::Replay<G> start = Session<G>{rec, over}.replay(stop);
  if (start.error && (start.states.empty() || opt.at < 0 || start.error->step < opt.at)) {
    print_diagnostic(rec, *start.error);
    return start.error->status;
  }
  if (opt.at >= 0 && start.actions.size() < static_cast<std::size_t>(opt.at)) {
    std::cerr << printable(rec.name()) << ": error: --at " << opt.at << " is past the record's "
              << start.actions.size() << " actions\n";
    return Status::Usage;
  }
  note_idle_options(rec.path, start.option_notes);
  return start;
}

// --find parsed; a note for each name that is neither a query nor a field of the start's JSON:
// it may be a typo (a path that does not exist is only null, and the search would run for
// nothing), or a field that appears later in the game (`winner`). Usage when it does not parse.
template <Game G>
std::variant<verify::Predicate, Status> parse_find(const std::string& text,
                                                   const typename G::State& origin) {
  Expected<verify::Predicate> p = verify::Predicate::parse(text);
  if (!p) {
    std::cerr << "arbiter: error: --find: " << printable(p.error()) << "\n  " << printable(text)
              << "\n";
    return Status::Usage;
  }
  const nlohmann::json j = G::to_json(origin);
  std::vector<std::string> known = query_names<G>();
  for (const auto& [key, value] : j.items()) known.push_back(key);
  for (const std::string& name : p->identifiers()) {
    if (find_query<G>(name) || j.contains(name)) continue;
    const auto near = nearest(known, name, 1);
    std::cerr << "arbiter: note: --find: '" << name << "' is neither a query nor a field of the "
              << "start's state (it is null until the game has it)"
              << (near.empty() ? "" : "; did you mean '" + near[0] + "'?") << "\n  queries:";
    for (const std::string& q : query_names<G>()) std::cerr << " " << q;
    std::cerr << "\n";
  }
  return std::move(*p);
}

// Whether a state meets the predicate: its names are the game's queries, else its JSON's fields
// (the JSON built only when a name needs it).
template <Game G>
std::function<bool(const typename G::State&)> state_test(const verify::Predicate& predicate) {
  return [&predicate](const typename G::State& s) {
    std::optional<nlohmann::json> j;
    return predicate.evaluate(
        [&](std::string_view name, std::int64_t& out) {
          const auto* q = find_query<G>(name);
          if (!q) return false;
          out = q->value(s);
          return true;
        },
        [&]() -> const nlohmann::json& {
          if (!j) j = G::to_json(s);
          return *j;
        });
  };
}

verify::ExploreSettings explore_settings(const ExploreOptions& opt) {
  verify::ExploreSettings settings;
  settings.max_depth = opt.depth;
  settings.max_states = opt.max_states;
  settings.max_memory_bytes = memory_bound_bytes(opt.max_memory_mib);
  settings.threads = static_cast<unsigned>(opt.jobs);
  settings.collision_check = opt.collision_check;
  settings.invariants = !opt.no_invariants;
  return settings;
}

template <Game G>
void print_table_head(const ExploreOptions& opt, std::size_t origin_step,
                      const verify::Predicate* predicate) {
  std::cout << "explore " << G::kName << " from "
            << (opt.from.empty()
                    ? (opt.flags.position_path.empty()
                           ? std::string("the setup")
                           : printable(record_name(opt.flags.position_path)))
                    : printable(record_name(opt.from)) + " at step " + std::to_string(origin_step))
            << ", to depth " << opt.depth
            << (opt.jobs > 1 ? ", " + std::to_string(opt.jobs) + " threads" : "")
            << (predicate ? ", looking for: " + predicate->text() : "") << "\n";
  std::cout << std::setw(5) << "depth" << std::setw(18) << "nodes" << std::setw(14) << "layer"
            << std::setw(14) << "new" << std::setw(11) << "terminal" << std::setw(9) << "failed"
            << std::setw(14) << "nodes/s"
            << "\n"
            << std::flush;
}

void print_table_row(const verify::DepthRow& r) {
  const double rate = r.seconds > 0 ? static_cast<double>(r.nodes) / r.seconds : 0;
  std::cout << std::setw(5) << r.depth << std::setw(18) << count_text(r.nodes) << std::setw(14)
            << count_text(r.layer) << std::setw(14) << count_text(r.fresh) << std::setw(11)
            << count_text(r.terminals) << std::setw(9) << count_text(r.failures) << std::setw(14)
            << (r.depth == 0 ? std::string("-") : count_text(static_cast<std::uint64_t>(rate)))
            << "\n"
            << std::flush;
}

// A path from the origin, as a record from the record's own start.
template <Game G>
std::string path_record(const replay::Replay<G>& start, const std::vector<typename G::Action>& path,
                        const std::string& event,
                        std::vector<std::pair<std::string, std::string>> tags) {
  const typename G::Config& config = *start.config;
  std::vector<typename G::Action> actions = start.actions;
  actions.insert(actions.end(), path.begin(), path.end());
  tags.insert(tags.begin(), {"Event", event});
  const typename G::State* from_state = start.states.size() > start.actions.size() &&
                                                !(start.states.front() == G::initial_state(config))
                                            ? &start.states.front()
                                            : nullptr;
  return replay::write_record<G>(config, actions, tags, true, from_state);
}

// The search's outcome: the record it writes (counterexample or witness; empty when none, or
// when it could not be written) and the exit status.
struct ExploreOutcome {
  std::string written;
  Status status = Status::Ok;
};

// Writes the counterexample or the witness found. The record is the search's only result: when
// its file cannot be written it goes to stderr, so that it is not lost, and the exit code says
// the output failed (3).
template <Game G>
ExploreOutcome save_found(const ExploreOptions& opt, const replay::Replay<G>& start,
                          const verify::ExploreResult<G>& result,
                          const verify::Predicate* predicate) {
  ExploreOutcome outcome;
  bool unwritten = false;
  const auto save = [&](const std::string& text) {
    const Expected<bool> w = output::write(outcome.written, text, {.inputs = inputs_of(opt)});
    if (w) return;
    unwritten = true;
    std::cerr << "arbiter: error: " << printable(w.error()) << "; the record follows:\n" << text;
    outcome.written.clear();
  };
  if (result.failure_path) {
    outcome.written =
        opt.out.empty() ? "counterexample-explore-" + std::string(G::kName) + ".rec" : opt.out;
    save(path_record<G>(start, *result.failure_path, "arbiter explore counterexample",
                        {{"Failure", result.failure_what}}));
    outcome.status = Status::Internal;
  } else if (result.found) {
    outcome.written = opt.out.empty() ? "witness-" + std::string(G::kName) + ".rec" : opt.out;
    save(path_record<G>(start, *result.found, "arbiter explore witness",
                        {{"Find", predicate->text()}}));
    if (unwritten) outcome.status = Status::Malformed;
  } else if (predicate) {
    outcome.status = Status::Illegal;  // not found: exit 1, as grep
  }
  return outcome;
}

double bytes_per_state(std::uint64_t memory_bytes, std::uint64_t stored) {
  return stored ? static_cast<double>(memory_bytes) / static_cast<double>(stored) : 0;
}

template <Game G>
void print_json(const ExploreOptions& opt, std::size_t origin_step,
                const verify::ExploreResult<G>& result, const verify::Predicate* predicate,
                const std::string& written) {
  nlohmann::json j;
  j["game"] = G::kName;
  j["from"] = opt.from.empty() ? nlohmann::json(nullptr) : nlohmann::json(opt.from);
  j["at"] = origin_step;
  j["depth_bound"] = opt.depth;
  j["rows"] = nlohmann::json::array();
  for (const auto& r : result.rows)
    j["rows"].push_back({{"depth", r.depth},
                         {"nodes", r.nodes},
                         {"layer", r.layer},
                         {"new", r.fresh},
                         {"terminal", r.terminals},
                         {"failed", r.failures}});
  j["exhausted"] = result.exhausted;
  j["state_bound_reached"] = result.hit_state_bound;
  j["memory_bound_reached"] = result.hit_memory_bound;
  j["stored_states"] = result.stored;
  j["bytes_per_stored_state"] = bytes_per_state(result.memory_bytes, result.stored);
  if (predicate) j["find"] = predicate->text();
  if (result.found) j["found_at_depth"] = result.found->size();
  if (result.failure_path) j["failure"] = result.failure_what;
  if (!written.empty()) j["record"] = written;
  std::cout << json_text(j) << "\n";
}

// The totals, the bounds that stopped the search, and what it found, after the table.
template <Game G>
void print_summary(const ExploreOptions& opt, const verify::ExploreSettings& settings,
                   const verify::ExploreResult<G>& result, const verify::Predicate* predicate,
                   const std::string& written, double secs) {
  const int last = result.rows.empty() ? 0 : result.rows.back().depth;
  std::uint64_t nodes = 0;
  for (const auto& r : result.rows) nodes += r.nodes;
  std::cout << count_text(nodes) << " nodes, " << count_text(result.stored)
            << " distinct states stored (" << std::fixed << std::setprecision(1)
            << bytes_per_state(result.memory_bytes, result.stored)
            << " bytes each for the seen set and the paths), " << std::setprecision(2) << secs
            << " s, "
            << count_text(
                   static_cast<std::uint64_t>(secs > 0 ? static_cast<double>(nodes) / secs : 0))
            << " nodes/s\n";
  if (result.collisions)
    std::cout << "note: " << result.collisions << " hash collisions between different states\n";
  if (result.hit_state_bound)
    std::cout << "note: stopped after depth " << last << ": depth " << last + 1
              << " would store more than --max-states " << count_text(opt.max_states)
              << " states\n";
  if (result.hit_memory_bound)
    std::cout << "note: stopped after depth " << last << ": depth " << last + 1
              << " would need more than " << count_text(settings.max_memory_bytes >> 20)
              << " MiB (--max-memory)\n";
  if (result.failure_path) {
    std::cerr << "FAILED at depth " << result.failure_path->size() << ": " << result.failure_what
              << (written.empty()
                      ? "\n"
                      : "\n  shortest counterexample written to " + printable(written) + "\n");
  } else if (result.found) {
    std::cout << "found at depth " << result.found->size() << ": " << predicate->text()
              << (written.empty() ? "\n" : "\n  shortest path written to " + written + "\n");
  } else if (predicate) {
    if (result.exhausted)
      std::cout << "not found: no reachable state meets " << predicate->text()
                << " (every state was explored: no state at depth " << last
                << " has a successor)\n";
    else
      std::cout << "not found: no state within depth " << last << " of the start meets "
                << predicate->text() << " (all " << count_text(nodes)
                << " action sequences up to that depth were followed)\n";
  } else if (result.exhausted) {
    std::cout << "exhausted: no state at depth " << last << " has a successor\n";
  }
}

template <Game G>
Status explore_game(const ExploreOptions& opt) {
  // A bad -o (the --from record, no such folder) fails before the search, not after it; so does
  // a default file name that is an input (`--from witness-torres.rec`).
  std::vector<std::string> outs = {opt.out};
  if (opt.out.empty()) {
    outs = {"counterexample-explore-" + std::string(G::kName) + ".rec"};
    if (!opt.find.empty()) outs.push_back("witness-" + std::string(G::kName) + ".rec");
  }
  for (const std::string& out : outs)
    if (!check_output(out, inputs_of(opt))) return Status::Malformed;
  auto started = explore_start<G>(opt);
  if (auto* st = std::get_if<Status>(&started)) return *st;
  const replay::Replay<G>& start = std::get<replay::Replay<G>>(started);
  const typename G::State& origin = start.states.back();
  std::optional<verify::Predicate> predicate;
  if (!opt.find.empty()) {
    auto parsed = parse_find<G>(opt.find, origin);
    if (auto* st = std::get_if<Status>(&parsed)) return *st;
    predicate = std::move(std::get<verify::Predicate>(parsed));
  }
  const verify::Predicate* find = predicate ? &*predicate : nullptr;
  std::function<bool(const typename G::State&)> found;
  if (find) found = state_test<G>(*find);
  const std::size_t origin_step = start.actions.size();
  if (!opt.json) print_table_head<G>(opt, origin_step, find);
  const auto row = [&](const verify::DepthRow& r) {
    if (!opt.json) print_table_row(r);
  };
  const verify::ExploreSettings settings = explore_settings(opt);
  const auto t0 = std::chrono::steady_clock::now();
  const verify::ExploreResult<G> result = verify::explore<G>(origin, settings, found, row);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const ExploreOutcome outcome = save_found<G>(opt, start, result, find);
  if (opt.json)
    print_json<G>(opt, origin_step, result, find, outcome.written);
  else
    print_summary<G>(opt, settings, result, find, outcome.written, secs);
  return outcome.status;
}

}  // namespace

Status run_explore(const ExploreOptions& opt) {
  Status status = Status::Ok;
  with_game(opt.game, [&](auto g) { status = explore_game<decltype(g)>(opt); });
  return status;
}

}  // namespace arbiter::cli
