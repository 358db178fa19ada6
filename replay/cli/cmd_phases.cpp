// arbiter phases GAME [-o out.svg|out.dot]: the phase diagram the engine declares.
#include "replay/cli/common.h"
#include "replay/render/graphviz.h"
#include "replay/render/phase_diagram.h"

namespace arbiter::cli {

void setup_phases(CLI::App& app) {
  struct Opt {
    std::string game, out;
  };
  auto opt = std::make_shared<Opt>();
  CLI::App* cmd = app.add_subcommand("phases", "Draw a game's phases and transitions (SVG or DOT)");
  cmd->add_option("game", opt->game, "Game: " + game_names())->required();
  cmd->add_option("-o,--output", opt->out, "Output file, .svg or .dot (default: DOT on stdout)");
  cmd->callback([opt] {
    bool found = with_game(opt->game, [&](auto g) {
      using G = decltype(g);
      const std::string dot = render::phase_diagram_dot(G::phase_graph());
      if (opt->out.empty()) {
        std::cout << dot;
        return;
      }
      render::RenderFailure why = render::RenderFailure::None;
      if (auto w = render::write_graph_file(opt->out, dot, {}, &why); !w) {
        std::cerr << "arbiter: error: " << w.error() << "\n";
        throw Exit{why == render::RenderFailure::Aborted ? Status::Internal : Status::Malformed};
      }
      std::cout << "wrote " << opt->out << "\n";
    });
    if (!found) {
      std::cerr << "arbiter: error: " << unknown_game(opt->game) << "\n";
      throw Exit{Status::Usage};
    }
  });
}

}  // namespace arbiter::cli
