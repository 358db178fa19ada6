// arbiter replay validate: check records, and for an invalid one propose repairs (--repair);
// replay a record under another reading of an option (--compare-option).
#include <algorithm>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include <boost/archive/iterators/base64_from_binary.hpp>
#include <boost/archive/iterators/transform_width.hpp>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/common.h"
#include "replay/compare.h"
#include "replay/repair.h"
#include "replay/sarif.h"
#include "replay/suite.h"

namespace arbiter::cli {
namespace {

// Why `--repair` cannot search a record's actions, or "" when it can: the error is in the header,
// or the record was cut at the game's length bound (no edit makes it valid).
template <Game G>
std::string repair_not_tried(const record::Record& rec, const replay::Replay<G>& r) {
  if (r.states.empty())
    return "the error is in the header (an option, the data or the position); repair edits the "
           "actions";
  if (rec.cut)
    return "the record holds more than " + std::to_string(replay::record_bounds<G>().tokens) +
           " tokens, more than any " + std::string(G::kName) + " record";
  return "";
}

// `bytes` in base64 (RFC 4648, padded): JSON text holds only UTF-8, and a diff holds the record's
// bytes as they are.
std::string base64(std::string_view bytes) {
  using namespace boost::archive::iterators;
  using Encode = base64_from_binary<transform_width<std::string::const_iterator, 6, 8>>;
  const std::size_t pad = (3 - bytes.size() % 3) % 3;
  const std::string whole = std::string(bytes) + std::string(pad, '\0');  // read no further
  std::string out(Encode(whole.begin()), Encode(whole.end()));
  out.replace(out.size() - pad, pad, pad, '=');
  return out;
}

// A record from standard input keeps as much as a repair reads of a file.
static_assert(kMaxKeptInput == replay::kMaxRepairedText);

// The proposals of `--repair`, each checked by replaying its patched text (replay/repair.h), into
// entry["repairs"]; when there are none, entry["repair_note"] says so if the search did not show
// that no edit helps: it did not run, or stopped at its bounds.
template <Game G>
void print_repairs(const Session<G>& session, const replay::Replay<G>& r, bool json,
                   nlohmann::json& entry) {
  const LoadedRecord& rec = session.rec;
  const std::string name = quoted_record_name(rec.path);
  std::string note = repair_not_tried<G>(rec.record, r);
  std::vector<replay::Repair> repairs;
  replay::RepairStats stats;
  if (note.empty()) {
    if (const Expected<std::string> text = rec.text(replay::kMaxRepairedText))
      repairs =
          replay::repair_record<G>(rec.record, *text, r, session.over, rec.name(), {}, &stats);
    else
      note = text.error();
  }
  if (!note.empty())
    note = "not tried: " + note;
  else if (repairs.empty() && stats.bounded)
    note =
        "none found before the search reached its bounds (candidate edits, tokens tried); an "
        "edit it did not try may still repair the record";
  nlohmann::json out = nlohmann::json::array();
  for (const replay::Repair& p : repairs)
    out.push_back({{"edit", p.describe},
                   {"replays", p.replayed},
                   {"of", p.actions},
                   {"complete", p.complete},
                   {"fails_at", p.complete ? nlohmann::json(nullptr)
                                           : nlohmann::json{{"line", p.fails_at.line},
                                                            {"col", p.fails_at.col}}},
                   {"diff", p.diff},
                   {"diff_base64", base64(p.diff)}});
  entry["repairs"] = out;
  entry["repair_note"] = note.empty() ? nlohmann::json(nullptr) : nlohmann::json(note);
  if (json) return;
  if (repairs.empty()) {
    std::cout << name << ": repair: "
              << (note.empty() ? "no edit of one to three tokens near the error lets the record "
                                 "replay further"
                               : note)
              << "\n";
    return;
  }
  std::cout << name << ": repair: " << repairs.size() << " proposal"
            << (repairs.size() > 1 ? "s" : "") << ", best first, each replayed once patched\n";
  if (rec.path == kStdinPath)
    std::cout << name << ": repair: the diffs name no file: give patch the record's file, as in "
              << "`patch FILE < fix.patch`\n";
  else if (replay::patch_ignores_name(rec.path))
    std::cout << name << ": repair: GNU patch ignores this name (absolute or through '..'): give "
              << "it the file, as in `patch FILE < fix.patch`\n";
  for (std::size_t i = 0; i < repairs.size(); ++i) {
    const replay::Repair& p = repairs[i];
    std::cout << "repair " << i + 1 << ": " << printable(p.describe) << "; ";
    if (p.complete)
      std::cout << "the whole record then replays\n";
    else
      std::cout << p.replayed << " of its " << counted(p.actions, "action")
                << " then replay; it then fails at line " << p.fails_at.line << ", col "
                << p.fails_at.col << "\n";
    std::cout << p.diff;
  }
}

// A record whose tags state an expected verdict (a case of an edge-case suite) may be invalid on
// purpose, or valid against its tags: say that `arbiter test` checks those tags, as validation
// does not.
void note_expectations(const std::string& path, const record::Record& rec) {
  std::string names;
  for (const record::Tag& t : rec.tags)
    if (const auto& known = replay::expectation_tags();
        std::find(known.begin(), known.end(), t.name) != known.end())
      names += (names.empty() ? "[" : ", [") + t.name + "]";
  if (names.empty()) return;
  std::cerr << printable(record_name(path)) << ": note: " << names
            << (names.find(',') == std::string::npos ? " states" : " state")
            << " the verdict the record expects, which `replay validate` does not check; "
               "`arbiter test` checks it\n";
}

// What --compare-option found, for --json (the option and readings are added by the caller).
nlohmann::json comparison_json(const replay::Comparison& c) {
  nlohmann::json j;
  auto record_json = [](const replay::RecordOutcome& o) {
    nlohmann::json r = {{"valid", o.valid}, {"over", o.over}, {"scores", o.scores}};
    if (!o.valid)
      r["error"] = {
          {"line", o.at.line}, {"col", o.at.col}, {"rule", o.rule}, {"message", o.message}};
    return r;
  };
  j["records"] = {{c.base_value, record_json(c.base_record)},
                  {c.alt_value, record_json(c.alt_record)}};
  j["values"] = nlohmann::json::object();
  for (const auto& [k, v] : c.values) j["values"][k] = v;
  j["differs"] = c.differs;
  j["ending"] = {{c.base_value, c.base_end}, {c.alt_value, c.alt_end}};
  j["compared"] = c.compared;
  if (c.differs) {
    j["initial"] = c.initial;
    j["step"] = c.step;
    j["line"] = c.at.line;
    j["col"] = c.at.col;
    j["token"] = c.token;
    j["keys"] = c.keys;
    auto outcome = [](const replay::ReadingOutcome& o) {
      return nlohmann::json{{"legal", o.legal}, {"rule", o.rule}, {"message", o.message}};
    };
    j["verdicts"] = {{c.base_value, outcome(c.base)}, {c.alt_value, outcome(c.alt)}};
  } else if (!c.stopped.empty()) {
    j["stopped"] = c.stopped;
  }
  return j;
}

// What --compare-option found, in words: the first difference and the whole record under each.
void print_comparison_text(const std::string& path, const replay::Comparison& c) {
  const std::string a = c.option + "=" + c.base_value, b = c.option + "=" + c.alt_value;
  auto whole = [&](const replay::RecordOutcome& o) {
    std::string t;
    if (o.valid) {
      t = o.over ? "valid, game over" : "valid, stopped";
    } else {
      t = "invalid at " + std::to_string(o.at.line) + ":" + std::to_string(o.at.col) + " [" +
          o.rule + "] " + o.message;
    }
    if (o.valid && !o.scores.empty()) {
      t += "; scores";
      for (int v : o.scores) t += " " + std::to_string(v);
    }
    return t;
  };
  // Printed after the first difference: what the reading does to the record as a whole.
  auto print_wholes = [&] {
    std::cout << "  the whole record under " << a << ": " << whole(c.base_record) << "\n";
    std::cout << "  the whole record under " << b << ": " << whole(c.alt_record) << "\n";
  };
  std::cout << quoted_record_name(path) << ": compare " << a << " (the record's reading) with " << b
            << "\n";
  auto keys = [&] {
    std::string k;
    for (const std::string& s : c.keys) k += (k.empty() ? "" : ", ") + s;
    return k;
  };
  if (!c.differs) {
    std::cout << "  no difference over " << c.compared << " action" << (c.compared == 1 ? "" : "s");
    if (!c.stopped.empty()) std::cout << "; then " << c.stopped;
    std::cout << "\n";
    return;
  }
  if (c.initial) {
    std::cout << "  the readings differ from the setup on: " << keys() << "\n";
    print_wholes();
    return;
  }
  if (c.ending) {
    std::cout << "  every action replays alike (" << c.compared
              << "), but the game ends apart: " << a << ": " << c.base_end << "; " << b << ": "
              << c.alt_end << "\n";
    print_wholes();
    return;
  }
  std::cout << printable(record_name(path)) << ":" << c.at.line << ":" << c.at.col
            << ": first difference at action " << c.step + 1 << ", `" << c.token << "` ("
            << counted(c.compared, "action") << " before it "
            << (c.compared == 1 ? "replays" : "replay") << " alike)\n";
  auto verdict = [](const replay::ReadingOutcome& o) {
    return o.legal ? std::string("legal") : "illegal [" + o.rule + "] " + o.message;
  };
  if (c.base.legal != c.alt.legal || c.base.rule != c.alt.rule) {
    std::cout << "  under " << a << ": " << verdict(c.base) << "\n";
    std::cout << "  under " << b << ": " << verdict(c.alt) << "\n";
  } else {
    std::cout << "  legal under both; its effect differs on: " << keys() << "\n";
    for (const auto& [k, v] : c.values) std::cout << "    " << k << ": " << v << "\n";
  }
  print_wholes();
}

template <Game G>
nlohmann::json print_comparison(const Session<G>& session, const std::string& assignment, bool json,
                                Status& status) {
  const LoadedRecord& rec = session.rec;
  const replay::Comparison c = replay::compare_option<G>(rec.record, session.over, assignment);
  nlohmann::json j = {{"option", c.option}, {"reading", c.base_value}, {"against", c.alt_value}};
  if (c.error) {
    std::string why = c.error->message;  // load_config names the assignment already
    if (why.rfind("--option ", 0) == 0) why = why.substr(why.find(": ") + 2);
    std::cerr << "arbiter: error: --compare-option " << assignment << ": " << why << "\n";
    status = Status::BadOptions;
    j["error"] = c.error->message;
    return j;
  }
  if (c.same_value) {
    j["same_value"] = true;
    if (!json)
      std::cout << quoted_record_name(rec.path) << ": compare " << c.option << "=" << c.alt_value
                << ": that is already the record's reading; nothing to compare\n";
    return j;
  }
  j.update(comparison_json(c));
  if (!json) print_comparison_text(rec.path, c);
  return j;
}

// The record `path` names, which could not be read as a game (its error is printed): its entry, its
// SARIF result (the diagnostic load_record printed) and why --repair does not look at it.
void validate_unloaded(const std::string& path, const LoadFailure& failure,
                       const ValidateOptions& opt, nlohmann::json& entry,
                       std::vector<replay::SarifEntry>& sarif) {
  entry["error"] = {{"message", "unreadable or malformed record (see stderr)"}};
  if (!opt.sarif.empty()) sarif.push_back({path, failure.game, failure.diagnostic});
  if (opt.repair && !opt.json)
    std::cout << quoted_record_name(path)
              << ": repair: the record cannot be read as a game (see the error above); repair "
              << "looks at actions once the file parses\n";
}

// The options the record or the command line sets that take no effect, as notes after the
// verdict (not with --quiet or --json), as the entry's "option_notes" and as SARIF notes.
void print_option_notes(const LoadedRecord& rec, const std::vector<replay::OptionNote>& notes,
                        const ValidateOptions& opt, nlohmann::json& entry,
                        std::vector<replay::SarifEntry>& sarif) {
  nlohmann::json list = nlohmann::json::array();
  for (const replay::OptionNote& n : notes) {
    if (!opt.quiet && !opt.json) std::cerr << option_note_line(rec.path, n) << "\n";
    if (!opt.sarif.empty())
      sarif.push_back({rec.path, rec.game,
                       replay::make_diagnostic(Status::Ok, n.at, "options", option_note_text(n), 0),
                       "note"});
    nlohmann::json j = {{"text", option_note_text(n)}};
    if (n.option.empty()) j.update({{"line", n.at.line}, {"col", n.at.col}});
    list.push_back(std::move(j));
  }
  if (!list.empty()) entry["option_notes"] = std::move(list);
}

// Replays a record of game G: its verdict printed (or its repairs), its entry filled, its
// comparisons made; returns its status.
template <Game G>
Status validate_loaded(const Session<G>& session, const ValidateOptions& opt, nlohmann::json& entry,
                       std::vector<replay::SarifEntry>& sarif) {
  const LoadedRecord& rec = session.rec;
  Status status = Status::Ok;
  // Repair searches every state before the error; plain validation keeps only the last.
  replay::Replay<G> r =
      session.replay(SIZE_MAX, opt.repair ? replay::Keep::All : replay::Keep::Last);
  entry["game"] = rec.game;
  entry["actions"] = r.actions.size();
  if (r.error) {
    status = r.error->status;
    entry["error"] = diagnostic_json(*r.error);
    if (!opt.json) print_diagnostic(rec, *r.error);
    if (!opt.sarif.empty()) sarif.push_back({rec.path, rec.game, *r.error});
    if (opt.repair) print_repairs<G>(session, r, opt.json, entry);
  } else {
    entry["final"] = G::excerpt(r.final_state());
    entry["scores"] = G::scores(r.final_state());
    entry["finished"] = G::is_terminal(r.final_state());
    if (!opt.quiet && !opt.json) {
      std::cout << quoted_record_name(rec.path) << ": ok: " << counted(r.actions.size(), "action")
                << ", " << (G::is_terminal(r.final_state()) ? "game over" : "stopped") << "; "
                << G::excerpt(r.final_state()) << "\n";
      for (const replay::Event& e : r.events)
        std::cout << printable(record_name(rec.path)) << ":" << e.at.line << ":" << e.at.col
                  << ": note: " << e.text << "\n";
    }
  }
  print_option_notes(rec, r.option_notes, opt, entry, sarif);
  nlohmann::json events = nlohmann::json::array();
  for (const replay::Event& e : r.events)
    events.push_back({{"line", e.at.line}, {"col", e.at.col}, {"step", e.step}, {"text", e.text}});
  entry["events"] = events;
  if (!opt.compare.empty()) {
    nlohmann::json cmp = nlohmann::json::array();
    Status cs = Status::Ok;
    for (const std::string& c : opt.compare)
      cmp.push_back(print_comparison<G>(session, c, opt.json, cs));
    entry["comparisons"] = cmp;
    if (static_cast<int>(cs) > static_cast<int>(status)) status = cs;
  }
  return status;
}

}  // namespace

Status run_validate(const ValidateOptions& opt) {
  std::vector<std::string> inputs = opt.flags.input_files();
  for (const std::string& f : opt.files) inputs.push_back(input_path(f));
  if (!stdin_named_once(opt.files, opt.flags, "replay validate")) return Status::Usage;
  // A bad --sarif (a record, no such folder) fails before the records are read.
  if (!opt.sarif.empty() && !check_output(opt.sarif, inputs)) return Status::Malformed;
  const replay::Overrides over = opt.flags.overrides();  // for every record
  Status worst = Status::Ok;
  int valid = 0;
  std::size_t unreadable = 0;  // files that could not be opened: no record, valid or not
  std::vector<replay::SarifEntry> sarif;
  nlohmann::json report = nlohmann::json::array();
  for (const std::string& path : opt.files) {
    nlohmann::json entry = {{"file", path}};
    Status status = Status::Ok;
    auto loaded = load_record(path);
    if (auto* f = std::get_if<LoadFailure>(&loaded)) {
      status = f->status;
      if (path == kStdinPath ? f->unreadable : ::access(path.c_str(), R_OK) != 0) ++unreadable;
      validate_unloaded(path, *f, opt, entry, sarif);
    } else {
      const LoadedRecord& rec = std::get<LoadedRecord>(loaded);
      with_session(rec, over, [&](const auto& session) {
        status = validate_loaded(session, opt, entry, sarif);
      });
      if (!opt.json && !opt.quiet) note_expectations(path, rec.record);
    }
    entry["status"] = static_cast<int>(status);
    entry["valid"] = status == Status::Ok;
    report.push_back(entry);
    if (status == Status::Ok) ++valid;
    if (static_cast<int>(status) > static_cast<int>(worst)) worst = status;
  }
  if (!opt.sarif.empty()) {
    if (!write_output(opt.sarif, json_text(replay::sarif_log(sarif, ARBITER_VERSION)) + "\n",
                      inputs))
      worst = std::max(worst, Status::Malformed);
  }
  const std::size_t invalid = opt.files.size() - static_cast<std::size_t>(valid) - unreadable;
  if (opt.json) {
    std::cout << json_text(nlohmann::json{{"files", report},
                                          {"valid", valid},
                                          {"invalid", invalid},
                                          {"unreadable", unreadable}})
              << "\n";
  } else if (opt.files.size() > 1) {
    std::cout << opt.files.size() << " records: " << valid << " valid, " << invalid << " invalid"
              << (unreadable ? ", " + std::to_string(unreadable) + " unreadable" : "") << "\n";
  }
  return worst;
}

}  // namespace arbiter::cli
