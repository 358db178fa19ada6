#include "replay/cli/common.h"

namespace arbiter::cli {

std::string unknown_game(const std::string& name) {
  std::vector<std::string> names;
  for_each_game([&](auto g) { names.emplace_back(decltype(g)::kName); });
  const std::vector<std::string> near = nearest(names, lower_ascii(name), 1);
  return "unknown game '" + name + "'" +
         (near.empty() ? " (known: " + game_names() + ")" : "; did you mean '" + near[0] + "'?");
}

std::string source_line(const std::string& text, int line) {
  int current = 1;
  std::size_t start = 0;
  while (current < line) {
    const std::size_t nl = text.find('\n', start);
    if (nl == std::string::npos) return "";
    start = nl + 1;
    ++current;
  }
  const std::size_t end = text.find('\n', start);
  std::string l = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
  if (!l.empty() && l.back() == '\r') l.pop_back();
  return l;
}

void print_diagnostic(const std::string& path, const std::string& text,
                      const replay::Diagnostic& d) {
  std::cerr << path;
  if (d.at.line > 0) std::cerr << ":" << d.at.line << ":" << d.at.col;
  std::cerr << ": error: [" << d.rule << "] " << d.message << "\n";
  if (d.at.line > 0) {
    const std::string line = source_line(text, d.at.line);
    if (!line.empty()) {
      const std::string num = std::to_string(d.at.line);
      std::cerr << "  " << num << " | " << line << "\n";
      std::cerr << "  " << std::string(num.size(), ' ') << " | "
                << std::string(static_cast<std::size_t>(d.at.col - 1), ' ') << "^"
                << std::string(d.token.size() > 1 ? d.token.size() - 1 : 0, '~') << "\n";
    }
  }
  if (!d.excerpt.empty()) std::cerr << "  state before it: " << d.excerpt << "\n";
  if (d.rule_ref)
    std::cerr << "note: [" << d.rule_ref->id << "] " << d.rule_ref->title << ": "
              << d.rule_ref->text << "\n";
  for (const std::string& n : d.notes) std::cerr << "note: " << n << "\n";
  if (!d.suggestions.empty())
    std::cerr << "help: did you mean " << quoted_alternatives(d.suggestions) << "?\n";
  for (const std::string& h : d.help) std::cerr << "help: " << h << "\n";
}

nlohmann::json diagnostic_json(const replay::Diagnostic& d) {
  nlohmann::json j = {{"line", d.at.line},   {"col", d.at.col},       {"rule", d.rule},
                      {"message", d.message}, {"token", d.token},     {"state", d.excerpt},
                      {"step", d.step},       {"help", d.help},       {"notes", d.notes},
                      {"suggestions", d.suggestions}};
  if (d.rule_ref)
    j["note"] = {{"rule", d.rule_ref->id},
                 {"title", d.rule_ref->title},
                 {"text", d.rule_ref->text},
                 {"source", d.rule_ref->source},
                 {"kind", rule_kind_name(d.rule_ref->kind)}};
  else
    j["note"] = nullptr;
  return j;
}

std::variant<LoadedRecord, Status> load_record(const std::string& path) {
  Expected<std::string> text = replay::read_file(path);
  if (!text) {
    std::cerr << path << ": error: " << text.error() << "\n";
    return Status::Malformed;
  }
  record::ParseResult parsed = record::parse(*text);
  if (!parsed.ok) {
    replay::Diagnostic d;
    d.at = parsed.error.at;
    d.rule = "syntax";
    d.message = parsed.error.message;
    print_diagnostic(path, *text, d);
    return Status::Malformed;
  }
  const record::Tag* game = parsed.record.find_tag("Game");
  if (!game) {
    std::cerr << path
              << ":1:1: error: [record] missing [Game \"...\"] tag (one of: " << game_names()
              << ")\n";
    return Status::Malformed;
  }
  bool known = with_game(game->value, [](auto) {});
  if (!known) {
    std::cerr << path << ":" << game->at.line << ":" << game->at.col
              << ": error: [record] " << unknown_game(game->value) << "\n";
    return Status::Malformed;
  }
  return LoadedRecord{path, std::move(*text), std::move(parsed.record), game->value};
}

void add_game_flags(CLI::App* cmd, GameFlags& flags) {
  cmd->add_option("--option", flags.options,
                  "Rule option NAME=VALUE (repeatable); see 'arbiter options GAME'");
  cmd->add_option("--data", flags.data_path,
                  "Component data file (JSON) replacing the embedded default");
}

}  // namespace arbiter::cli
