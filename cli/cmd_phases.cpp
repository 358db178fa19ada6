// arbiter phases GAME [-o out.svg|out.dot]: the phase diagram the engine declares; with
// --coverage N (random games) or --records DIR (a set of records), how often play takes each
// declared transition, every one never taken drawn dashed in red and listed.
#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>

#include "cli/commands.h"
#include "cli/common.h"
#include "replay/record_source.h"
#include "replay/render/graphviz.h"
#include "replay/render/phase_diagram.h"
#include "verify/instances.h"
#include "verify/phase_coverage.h"
#include "verify/random_play.h"

namespace arbiter::cli {
namespace {

// The player counts the random games cycle through: --players, a players= option, or every
// count the game allows.
template <Game G>
std::vector<int> player_counts(const PhasesOptions& opt) {
  if (opt.players) return {*opt.players};
  for (const std::string& o : opt.flags.options)
    if (o.rfind("players=", 0) == 0) return {};  // the option decides
  for (const auto& spec : G::option_specs())
    if (spec.name == "players") {
      std::vector<int> counts;
      for (int p = spec.min; p <= spec.max; ++p) counts.push_back(p);
      return counts;
    }
  return {};
}

// Random games, as `arbiter verify` plays them (the same pick, game i seeded by game_seed(seed,
// i)), spread over the player counts; then the coverage of their steps.
template <Game G>
std::optional<Status> cover_random(const PhasesOptions& opt, const replay::Overrides& flags_over,
                                   std::uint64_t seed, verify::PhaseCoverage& cov,
                                   std::vector<int>& played) {
  std::vector<int> counts = player_counts<G>(opt);
  std::vector<std::unique_ptr<typename G::Config>> configs;
  // Cycling through every count, a count the options cannot play (3 Medievalia players without
  // three_player=triangle) is left out with a note; a count asked for is an error.
  const bool cycling = counts.size() > 1;
  std::optional<replay::LoadError> first_error;
  for (std::size_t k = 0; k < std::max<std::size_t>(1, counts.size()); ++k) {
    replay::Overrides over = flags_over;
    if (!counts.empty())
      over.options.insert(over.options.begin(), "players=" + std::to_string(counts[k]));
    auto loaded = replay::load_config<G>({}, over);
    if (auto* e = std::get_if<replay::LoadError>(&loaded)) {
      if (!first_error) first_error = *e;
      if (cycling) {
        std::cerr << "note: " << counts[k] << " players left out: " << printable(e->message)
                  << "\n";
        continue;
      }
      std::cerr << "arbiter: error: " << printable(e->message) << "\n";
      return e->status;
    }
    configs.push_back(std::move(std::get<0>(loaded)));
    if (!counts.empty()) played.push_back(counts[k]);
  }
  if (configs.empty()) {
    std::cerr << "arbiter: error: " << printable(first_error->message) << "\n";
    return first_error->status;
  }
  auto legal = verify::make_buffer<G>();
  std::vector<typename G::Action> actions;
  for (long i = 0; i < opt.coverage; ++i) {
    const auto& config = *configs[static_cast<std::size_t>(i) % configs.size()];
    std::mt19937_64 rng(verify::game_seed(seed, static_cast<std::uint64_t>(i)));
    typename G::State s = G::initial_state(config);
    const typename G::State first = s;
    actions.clear();
    for (std::size_t step = 0; step < G::kMaxGameLength && !G::is_terminal(s); ++step) {
      G::legal_actions(s, *legal);
      if (legal->empty()) break;
      const typename G::Action a = verify::pick_action<G>(s, *legal, rng);
      if (G::apply(s, a)) break;  // verify reports such a game; here it just ends
      actions.push_back(a);
    }
    cov.add_game<G>(first, actions);
  }
  return std::nullopt;
}

// The records under `dir` (recursively, *.rec), in order; an unreadable folder is an error.
Expected<std::vector<std::filesystem::path>> record_files(const std::string& dir) {
  std::error_code ec;
  std::vector<std::filesystem::path> files;
  for (auto it = std::filesystem::recursive_directory_iterator(dir, ec);
       !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
    if (it->is_regular_file() && it->path().extension() == ".rec") files.push_back(it->path());
  if (ec) return make_error("cannot read '" + dir + "': " + ec.message());
  std::sort(files.begin(), files.end());
  return files;
}

// Every record of game G among `files`, replayed up to its end or its error.
template <Game G>
void cover_records(const replay::Overrides& over, const std::vector<std::filesystem::path>& files,
                   verify::PhaseCoverage& cov, std::size_t& records, IdleOptionNotes& notes) {
  for (const auto& f : files) {
    // Read as validate reads: streamed, and stopped past any game's length, so a huge file in
    // the folder costs no more than a long game.
    Expected<std::unique_ptr<std::ifstream>> in = replay::open_file(f.string());
    if (!in) continue;
    const replay::RecordSource source = replay::read_record(**in);
    if (!source.parsed.ok || source.game != G::kName) continue;
    const replay::Replay<G> r = replay::replay_record<G>(source.parsed.record, over);
    notes.add(f.string(), std::string(G::kName), r.option_notes);
    if (r.states.empty()) continue;
    cov.add_game<G>(r.states.front(), r.actions);
    ++records;
  }
}

std::string edge_name(const PhaseGraph& g, const PhaseEdge& e) {
  return phase_title(g, e.from) + " -> " + phase_title(g, e.to);
}

// The player counts a run plays: "3 players", "2-4 players in turn", "2 and 4 players in turn"
// (Medievalia without its 3-player option).
std::string players_said(const std::vector<int>& counts) {
  if (counts.size() == 1) return std::to_string(counts.front()) + " players";
  const bool contiguous = counts.back() - counts.front() + 1 == static_cast<int>(counts.size());
  std::string said;
  for (std::size_t i = 0; i < counts.size(); ++i)
    said += (i == 0 ? "" : i + 1 == counts.size() ? " and " : ", ") + std::to_string(counts[i]);
  if (contiguous) said = std::to_string(counts.front()) + "-" + std::to_string(counts.back());
  return said + " players in turn";
}

void print_coverage(const verify::PhaseCoverage& cov, const std::string& what) {
  const PhaseGraph& g = cov.graph();
  std::cout << g.game << " phase coverage: " << what << ", " << cov.steps() << " steps\n";
  std::size_t never = 0, maybe_only = 0;
  for (std::size_t i = 0; i < g.edges.size(); ++i) {
    never += cov.taken()[i] == 0 && cov.maybe()[i] == 0;
    maybe_only += cov.taken()[i] == 0 && cov.maybe()[i] > 0;
  }
  std::cout << "  " << g.edges.size() - never - maybe_only << " of " << g.edges.size()
            << " declared transitions taken, " << maybe_only << " maybe (ambiguous steps only), "
            << never << " never\n";
  for (std::size_t i = 0; i < g.edges.size(); ++i) {
    const PhaseEdge& e = g.edges[i];
    std::cout << "  "
              << (cov.taken()[i]   ? "   "
                  : cov.maybe()[i] ? " ? "
                                   : "!! ")
              << edge_name(g, e) << " [" << e.label << "]: " << cov.taken()[i];
    if (cov.maybe()[i]) std::cout << " (+" << cov.maybe()[i] << " maybe)";
    std::cout << "\n";
  }
  for (std::size_t i = 0; i < g.nodes.size(); ++i)
    if (g.nodes[i].kind != PhaseKind::Automatic && cov.rests()[i] == 0)
      std::cout << "  no state rested in '" << phase_title(g.nodes[i].name) << "'\n";
  for (const auto& [k, n] : cov.undeclared())
    std::cout << "  UNDECLARED: " << n << " steps from phase " << k.first << " to " << k.second
              << " follow no declared path\n";
}

nlohmann::json coverage_json(const verify::PhaseCoverage& cov) {
  const PhaseGraph& g = cov.graph();
  nlohmann::json j = {{"game", g.game}, {"games", cov.games()}, {"steps", cov.steps()}};
  nlohmann::json edges = nlohmann::json::array(), never = nlohmann::json::array();
  for (std::size_t i = 0; i < g.edges.size(); ++i) {
    const PhaseEdge& e = g.edges[i];
    nlohmann::json je = {{"from", e.from},          {"to", e.to},
                         {"name", edge_name(g, e)}, {"label", e.label},
                         {"taken", cov.taken()[i]}, {"maybe", cov.maybe()[i]}};
    edges.push_back(je);
    if (cov.taken()[i] == 0 && cov.maybe()[i] == 0) never.push_back(je);
  }
  j["edges"] = edges;
  j["never_taken"] = never;
  nlohmann::json nodes = nlohmann::json::array();
  for (std::size_t i = 0; i < g.nodes.size(); ++i)
    nodes.push_back({{"id", g.nodes[i].id},
                     {"name", g.nodes[i].name},
                     {"automatic", g.nodes[i].kind == PhaseKind::Automatic},
                     {"rests", cov.rests()[i]}});
  j["nodes"] = nodes;
  nlohmann::json und = nlohmann::json::array();
  for (const auto& [k, n] : cov.undeclared())
    und.push_back({{"from", k.first}, {"to", k.second}, {"steps", n}});
  j["undeclared"] = und;
  return j;
}

Status write_dot(const std::string& out, const std::string& dot, bool quiet,
                 const std::vector<std::string>& inputs) {
  if (out.empty()) {
    std::cout << dot;
    return Status::Ok;
  }
  render::RenderFailure why = render::RenderFailure::None;
  if (auto w = render::write_graph_file(out, dot, {}, &why, {.inputs = inputs}); !w) {
    std::cerr << "arbiter: error: " << printable(w.error()) << "\n";
    return why == render::RenderFailure::Aborted ? Status::Internal : Status::Malformed;
  }
  if (!quiet) std::cout << "wrote " << out << "\n";
  return Status::Ok;
}

template <Game G>
Status phases_of(const PhasesOptions& opt) {
  std::vector<std::string> inputs = opt.flags.input_files();
  std::vector<std::filesystem::path> files;
  if (!opt.records.empty()) {
    Expected<std::vector<std::filesystem::path>> found = record_files(opt.records);
    if (!found) {
      std::cerr << "arbiter: error: " << printable(found.error()) << "\n";
      return Status::Malformed;
    }
    files = std::move(*found);
    for (const auto& f : files) inputs.push_back(f.string());
  }
  // A bad -o (an extension other than .dot and .svg, no such folder, the --data file or one of
  // the records) fails before the games are played.
  if (!opt.out.empty()) {
    if (Expected<bool> ok = render::check_graph_path(opt.out, {.inputs = inputs}); !ok) {
      std::cerr << "arbiter: error: " << printable(ok.error()) << "\n";
      return Status::Malformed;
    }
  }
  // The options and data as given, before anything is drawn or played: a bad --option or --data
  // is an error in every form of the command, even where the diagram does not depend on it.
  const replay::Overrides over = opt.flags.overrides();
  if (auto loaded = replay::load_config<G>({}, over);
      auto* e = std::get_if<replay::LoadError>(&loaded)) {
    std::cerr << "arbiter: error: " << printable(e->message) << "\n";
    return e->status;
  }
  if (opt.coverage == 0 && opt.records.empty()) {
    if (!opt.flags.options.empty() || !opt.flags.data_path.empty())
      std::cerr << "note: the phase diagram is the same under every option and data file; they "
                   "count with --coverage or --records\n";
    return write_dot(opt.out, render::phase_diagram_dot(G::phase_graph()), false, inputs);
  }
  const std::optional<std::uint64_t> parsed_seed = seed_of(opt.seed);
  if (!parsed_seed) return Status::Usage;
  const std::uint64_t seed = *parsed_seed;
  verify::PhaseCoverage cov(G::phase_graph());
  std::string what;
  if (opt.coverage > 0) {
    note_idle_options("", replay::option_notes<G>({}, over));
    std::vector<int> played;
    if (auto s = cover_random<G>(opt, over, seed, cov, played)) return *s;
    what = std::to_string(opt.coverage) + " random games, seed " + std::to_string(seed);
    if (!played.empty()) what += ", " + players_said(played);
  }
  if (!opt.records.empty()) {
    std::size_t records = 0;
    IdleOptionNotes notes;
    cover_records<G>(over, files, cov, records, notes);
    notes.print_flags();
    what += (what.empty() ? "" : " and ") + std::to_string(records) + " " + std::string(G::kName) +
            " records under " + opt.records;
  }
  for (const std::string& o : opt.flags.options) what += ", " + o;
  if (opt.json) {
    nlohmann::json j = coverage_json(cov);
    j["what"] = what;
    if (opt.coverage > 0) j["seed"] = seed;
    std::cout << json_text(j) << "\n";
  } else {
    print_coverage(cov, what);
  }
  const render::PhaseOverlay overlay{cov.taken(), cov.maybe(), cov.rests()};
  if (opt.out.empty()) return Status::Ok;  // the table (or JSON) is the output
  return write_dot(opt.out, render::phase_diagram_dot(G::phase_graph(), &overlay), opt.json,
                   inputs);
}

}  // namespace

Status run_phases(const PhasesOptions& opt) {
  // Either of two options: CLI11's needs() says "all of".
  if (opt.json && opt.coverage == 0 && opt.records.empty()) {
    std::cerr << "arbiter: error: --json needs --coverage N or --records DIR\n";
    return Status::Usage;
  }
  Status status = Status::Ok;
  with_game(opt.game, [&](auto g) { status = phases_of<decltype(g)>(opt); });
  return status;
}

}  // namespace arbiter::cli
