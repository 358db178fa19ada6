// arbiter replay html FILE -o game.html: the record as one self-contained page (replay/html).
#include <filesystem>
#include <fstream>

#include "replay/cli/common.h"
#include "replay/html/page.h"
#include "replay/html/report.h"

namespace arbiter::cli {
namespace {

struct HtmlOptions {
  std::string file;
  std::string out;
  GameFlags flags;
};

// The page is written whatever the record's verdict (an invalid record opens on its error); the
// exit code is validate's, so a script still learns the verdict.
Status run_html(const HtmlOptions& opt) {
  auto loaded = load_record(opt.file);
  if (auto* s = std::get_if<Status>(&loaded)) return *s;
  const LoadedRecord& rec = std::get<LoadedRecord>(loaded);
  Status status = Status::Ok;
  with_game(rec.game, [&](auto g) {
    using G = decltype(g);
    const replay::Replay<G> r = replay::replay_record<G>(rec.record, opt.flags.overrides());
    nlohmann::json error = nullptr;
    if (r.error) {
      print_diagnostic_in_file(rec.path, *r.error);
      status = r.error->status;
      error = diagnostic_json(*r.error);
      std::int64_t dropped = 0;
      if (r.error->at.line > 0)
        error["source"] = file_line(rec.path, r.error->at.line, r.error->at.col, dropped);
      error["col"] = r.error->at.col - dropped;
    }
    if (r.states.empty()) {
      std::cerr << "arbiter: no page written: the record has no state to show\n";
      return;
    }
    const std::string name = std::filesystem::path(rec.path).filename().string();
    const std::string page = html::page(G::kName, html::report_data<G>(name, rec.record, r, error));
    std::ofstream out(opt.out, std::ios::binary);
    out << page;
    out.close();
    if (!out) {
      std::cerr << "arbiter: error: cannot write '" << opt.out << "'\n";
      status = Status::Malformed;
      return;
    }
    std::cout << "wrote " << opt.out << " (" << r.actions.size() << " step"
              << (r.actions.size() == 1 ? "" : "s");
    if (r.error)
      std::cout << "; it opens on the error at line " << r.error->at.line << ", step "
                << r.error->step;
    std::cout << ", " << page.size() / 1024 << " KiB)\n";
  });
  return status;
}

}  // namespace

void add_html(CLI::App* replay) {
  auto opt = std::make_shared<HtmlOptions>();
  CLI::App* cmd = replay->add_subcommand(
      "html", "Write the record as one self-contained HTML page: the board at every step, the "
              "actions, the error, scores and phases");
  cmd->add_option("file", opt->file, "Record file")->required();
  cmd->add_option("-o,--output", opt->out, "The page to write (.html)")->required();
  add_game_flags(cmd, opt->flags);
  add_position_flag(cmd, opt->flags);
  cmd->callback([opt] {
    const Status s = run_html(*opt);
    if (s != Status::Ok) throw Exit{s};
  });
}

}  // namespace arbiter::cli
