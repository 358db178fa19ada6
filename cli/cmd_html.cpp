// arbiter replay html FILE -o game.html: the record as one self-contained page (replay/html).
#include <filesystem>

#include "cli/commands.h"
#include "cli/common.h"
#include "replay/html/page.h"
#include "replay/html/report.h"

namespace arbiter::cli {
namespace {

// The page is written whatever the record's verdict (an invalid record opens on its error), but
// for bad options or data; the exit code is validate's, so a script still learns the verdict.
// The diagnostic as the page shows it: validate's JSON, with the record's line added.
// `col` is the error's column; `source_col`, its column in `source` (of a long line only 32 KiB
// either side of it are kept), when there is a source line to show.
nlohmann::json error_json(const LoadedRecord& rec, const replay::Diagnostic& d) {
  nlohmann::json error = diagnostic_json(d);
  std::int64_t dropped = 0;
  const std::string source = d.at.line > 0 ? rec.line(d.at.line, d.at.col, dropped) : "";
  if (!source.empty()) {
    error["source"] = source;
    error["source_col"] = d.at.col - dropped;
  }
  return error;
}

// What the page is made from: no output may replace it.
std::vector<std::string> inputs_of(const HtmlOptions& opt) {
  std::vector<std::string> inputs = opt.flags.input_files();
  inputs.push_back(input_path(opt.file));
  return inputs;
}

// The page's title: the record's file name ("<stdin>" for standard input).
std::string page_name(const LoadedRecord& rec) {
  return rec.path == kStdinPath ? rec.name() : std::filesystem::path(rec.path).filename().string();
}

bool write_page(const HtmlOptions& opt, const std::string& page) {
  return write_output(opt.out, page, inputs_of(opt));
}

}  // namespace

Status run_html(const HtmlOptions& opt) {
  // A bad -o (the record itself, no such folder) fails before the record is read.
  if (!stdin_named_once({opt.file}, opt.flags, "replay html")) return Status::Usage;
  if (!check_output(opt.out, inputs_of(opt))) return Status::Malformed;
  const replay::Overrides over = opt.flags.overrides();
  auto loaded = load_record(opt.file);
  if (auto* f = std::get_if<LoadFailure>(&loaded)) {
    // A record whose syntax is broken still gets a page: its error, nothing to step through.
    if (f->syntax()) {
      const nlohmann::json error = error_json(f->source, f->diagnostic);
      if (!write_page(opt, html::page("", html::error_report(page_name(f->source), error))))
        return Status::Malformed;
      std::cout << "wrote " << printable(opt.out)
                << " (no state: the page shows the syntax error at line " << f->diagnostic.at.line
                << ")\n";
    }
    return f->status;
  }
  const LoadedRecord& rec = std::get<LoadedRecord>(loaded);
  Status status = Status::Ok;
  with_session(rec, over, [&](const auto& session) {
    using G = typename std::remove_cvref_t<decltype(session)>::GameType;
    const replay::Replay<G> r = session.replay();
    note_idle_options(rec.path, r.option_notes);
    nlohmann::json error = nullptr;
    if (r.error) {
      print_diagnostic(rec, *r.error);
      status = r.error->status;
      error = error_json(rec, *r.error);
    }
    // Bad options or data leave no game to draw, not even its start: no page (docs/cli.md).
    if (!r.config) return;
    const std::string page =
        html::page(G::kName, html::report_data<G>(page_name(rec), rec.record, r, error));
    if (!write_page(opt, page)) {
      status = Status::Malformed;
      return;
    }
    std::cout << "wrote " << printable(opt.out) << " (" << r.actions.size() << " step"
              << (r.actions.size() == 1 ? "" : "s");
    if (r.error && r.states.empty() && r.error->at.line == 0)
      std::cout << "; no state: the page shows the --position error";
    else if (r.error && r.states.empty())
      std::cout << "; no state: the page shows the error at line " << r.error->at.line;
    else if (r.error)
      std::cout << "; it opens on the error at line " << r.error->at.line << ", step "
                << r.error->step;
    std::cout << ", " << page.size() / 1024 << " KiB)\n";
  });
  return status;
}

}  // namespace arbiter::cli
