#include "cli/common.h"

#include <sys/stat.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <random>
#include <sstream>

#include "replay/record_source.h"
#include "replay/repair_text.h"

namespace arbiter::cli {

std::string unknown_game(const std::string& name) {
  std::vector<std::string> names;
  for_each_game([&](auto g) { names.emplace_back(decltype(g)::kName); });
  const std::vector<std::string> near = nearest(names, lower_ascii(name), 1);
  return "unknown game '" + name + "'" +
         (near.empty() ? " (known: " + game_names() + ")" : "; did you mean '" + near[0] + "'?");
}

namespace {

// Line `line` of `in`, read a byte at a time; of a long line only up to 32 KiB either side of
// `col` is kept, and `dropped` gets how many bytes were left out before it.
std::string stream_line(std::istream& in, std::int64_t line, std::int64_t col,
                        std::int64_t& dropped) {
  dropped = 0;
  constexpr std::int64_t kSide = 32 * 1024;
  const std::int64_t keep_from = std::max<std::int64_t>(0, col - 1 - kSide);
  std::istreambuf_iterator<char> it(in), end;
  std::int64_t current = 1;
  // Lines end as the record reader ends them: LF, CRLF, or a lone CR.
  while (current < line && it != end) {
    const char c = *it++;
    if (c == '\n' || (c == '\r' && (it == end || *it != '\n'))) ++current;
  }
  if (current < line) return "";
  // The reader does not count a UTF-8 byte order mark in line 1's columns: nor does the caret.
  std::string head;
  if (line == 1) {
    while (head.size() < 3 && it != end && *it != '\n' && *it != '\r') head += *it++;
    if (head == "\xEF\xBB\xBF") head.clear();
  }
  std::string out;
  std::int64_t i = 0;
  auto take = [&](char c) {
    if (i >= keep_from) out += c;
    ++i;
  };
  for (char c : head) take(c);
  for (; it != end && *it != '\n' && *it != '\r' && i < col - 1 + kSide; ++it) take(*it);
  dropped = keep_from;
  return out;
}

// Line `line` of the file at `path`, read again (stream_line).
std::string file_line(const std::string& path, std::int64_t line, std::int64_t col,
                      std::int64_t& dropped) {
  dropped = 0;
  std::ifstream in(path, std::ios::binary);
  return in ? stream_line(in, line, col, dropped) : std::string();
}

}  // namespace

namespace {

bool continuation_byte(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// Columns as a terminal shows them: UTF-8 characters, not bytes.
std::size_t display_width(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) n += continuation_byte(c) ? 0 : 1;
  return n;
}

bool in(unsigned char c, unsigned lo, unsigned hi) {
  return c >= lo && c <= hi;
}

// The length of the well-formed UTF-8 sequence at s[i] (1 to 4), or 0 when the bytes there are
// none (Unicode's table 3-7: no overlong form, no surrogate, nothing past U+10FFFF).
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto b = [&](std::size_t k) -> unsigned char {
    return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0;
  };
  const unsigned char c = b(0);
  if (c < 0x80) return 1;
  if (in(c, 0xC2, 0xDF)) return in(b(1), 0x80, 0xBF) ? 2 : 0;
  if (in(c, 0xE0, 0xEF)) {
    const unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    return in(b(1), lo, hi) && in(b(2), 0x80, 0xBF) ? 3 : 0;
  }
  if (in(c, 0xF0, 0xF4)) {
    const unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    return in(b(1), lo, hi) && in(b(2), 0x80, 0xBF) && in(b(3), 0x80, 0xBF) ? 4 : 0;
  }
  return 0;
}

// A character that drives a terminal or reorders what it shows: a C0 control but tab, DEL, a C1
// control (U+0080..U+009F: U+009B is CSI, as ESC [), or a bidirectional formatting character
// (U+061C, U+200E, U+200F, U+202A..U+202E, U+2066..U+2069).
bool drives_terminal(std::string_view ch) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(ch[k]); };
  switch (ch.size()) {
    case 1:
      return (b(0) < 0x20 && b(0) != '\t') || b(0) == 0x7F;
    case 2:
      return (b(0) == 0xC2 && b(1) <= 0x9F) || (b(0) == 0xD8 && b(1) == 0x9C);
    case 3:
      return b(0) == 0xE2 && ((b(1) == 0x80 && (in(b(2), 0x8E, 0x8F) || in(b(2), 0xAA, 0xAE))) ||
                              (b(1) == 0x81 && in(b(2), 0xA6, 0xA9)));
    default:
      return false;
  }
}

}  // namespace

// Each byte of a character that drives the terminal, and each byte that is not UTF-8 (a lone
// 0x9B is CSI to an 8-bit terminal), shown as \xNN: a hostile record or file name cannot drive
// the terminal nor reorder the line it is on.
std::string printable(std::string_view s) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = utf8_length(s, i);
    const std::string_view ch = s.substr(i, n == 0 ? 1 : n);
    i += ch.size();
    if (n != 0 && !drives_terminal(ch)) {
      out += ch;
      continue;
    }
    for (const char c : ch) {
      const auto u = static_cast<unsigned char>(c);
      out += "\\x";
      out += kHex[u >> 4];
      out += kHex[u & 15];
    }
  }
  return out;
}

std::string counted(std::size_t n, std::string_view noun) {
  return std::to_string(n) + " " + std::string(noun) + (n == 1 ? "" : "s");
}

namespace {

// A window of at most `width` bytes of `line` around [from, from + len), cut at character
// boundaries, with "..." where it is cut; `from` becomes the offset in the window.
std::string window(std::string_view line, std::size_t& from, std::size_t len, std::size_t width) {
  if (line.size() <= width) return std::string(line);
  std::size_t begin = from > width / 3 ? from - width / 3 : 0;
  while (begin > 0 && continuation_byte(line[begin])) --begin;
  std::size_t end = std::min(line.size(), std::max(begin + width, from + std::min(len, width / 2)));
  end = std::min(end, begin + width);
  while (end < line.size() && continuation_byte(line[end])) ++end;
  std::string out = (begin > 0 ? "..." : "") + std::string(line.substr(begin, end - begin)) +
                    (end < line.size() ? "..." : "");
  from = from - begin + (begin > 0 ? 3 : 0);
  return out;
}

}  // namespace

namespace {

// `line`: the source line of d.at, less its first `dropped` bytes.
void print_with_line(const std::string& path, const std::string& line, std::int64_t dropped,
                     const replay::Diagnostic& d) {
  std::cerr << printable(path);
  if (d.at.line > 0) std::cerr << ":" << d.at.line << ":" << d.at.col;
  std::cerr << ": error: [" << printable(d.rule) << "] " << printable(d.message) << "\n";
  if (d.at.line > 0) {
    if (!line.empty()) {
      // Long lines are shown around the error, and the caret counts characters, not bytes.
      std::size_t from = static_cast<std::size_t>(std::clamp<std::int64_t>(
          d.at.col - 1 - dropped, 0, static_cast<std::int64_t>(line.size())));
      const std::size_t len = std::max<std::size_t>(1, d.token.size());
      const std::string shown = window(line, from, len, 160);
      const std::string num = std::to_string(d.at.line);
      const std::string before = printable(std::string_view(shown).substr(0, from)),
                        after = printable(std::string_view(shown).substr(from));
      const std::size_t under = std::min<std::size_t>(
          display_width(after), display_width(d.token.empty() ? "x" : printable(d.token)));
      std::cerr << "  " << num << " | " << before << after << "\n";
      std::cerr << "  " << std::string(num.size(), ' ') << " | "
                << std::string(display_width(before), ' ') << "^"
                << std::string(under > 1 ? under - 1 : 0, '~') << "\n";
    }
  }
  if (!d.excerpt.empty()) std::cerr << "  state before it: " << printable(d.excerpt) << "\n";
  if (d.rule_ref)
    std::cerr << "note: [" << d.rule_ref->id << "] " << d.rule_ref->title << ": "
              << d.rule_ref->text << "\n";
  for (const std::string& n : d.notes) std::cerr << "note: " << printable(n) << "\n";
  if (!d.suggestions.empty())
    std::cerr << "help: did you mean " << printable(quoted_alternatives(d.suggestions)) << "?\n";
  for (const std::string& h : d.help) std::cerr << "help: " << printable(h) << "\n";
}

}  // namespace

std::optional<std::uint64_t> seed_of(const std::optional<std::string>& text) {
  if (!text) return std::random_device{}();
  std::uint64_t seed = 0;
  const std::string& t = *text;
  auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), seed);
  if (ec != std::errc{} || p != t.data() + t.size()) {
    std::cerr << "arbiter: error: --seed expects an integer 0.." << UINT64_MAX << ", got '" << t
              << "'\n";
    return std::nullopt;
  }
  return seed;
}

nlohmann::json diagnostic_json(const replay::Diagnostic& d) {
  nlohmann::json j = {{"line", d.at.line}, {"col", d.at.col},
                      {"rule", d.rule},    {"message", d.message},
                      {"token", d.token},  {"state", d.excerpt},
                      {"step", d.step},    {"help", d.help},
                      {"notes", d.notes},  {"suggestions", d.suggestions}};
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

std::string record_name(const std::string& path) {
  return path == kStdinPath ? "<stdin>" : path;
}

std::string quoted_record_name(const std::string& path) {
  return path == kStdinPath ? "<stdin>" : replay::quote_name(path);
}

std::string option_note_text(const replay::OptionNote& n) {
  return n.option.empty() ? n.text : "--option " + replay::clip(n.option) + ": " + n.text;
}

std::string option_note_line(const std::string& path, const replay::OptionNote& n) {
  const std::string text = printable(option_note_text(n));
  if (path.empty()) return "arbiter: note: " + text;
  const std::string where =
      n.option.empty() ? ":" + std::to_string(n.at.line) + ":" + std::to_string(n.at.col) : "";
  return printable(record_name(path)) + where + ": note: " + text;
}

void note_idle_options(const std::string& path, const std::vector<replay::OptionNote>& notes) {
  for (const replay::OptionNote& n : notes) std::cerr << option_note_line(path, n) << "\n";
}

void IdleOptionNotes::add(const std::string& path, const std::string& game,
                          const std::vector<replay::OptionNote>& notes) {
  ++records_of_[game];
  for (const replay::OptionNote& n : notes) {
    if (n.option.empty())
      std::cerr << option_note_line(path, n) << "\n";  // the record's own tag: now
    else
      ++idle_[{game, n.option, n.name, n.need}];
  }
}

void IdleOptionNotes::print_flags() const {
  for (const auto& [key, count] : idle_) {
    const auto& [game, option, name, need] = key;
    const std::size_t all = records_of_.at(game);
    replay::OptionNote n;
    n.option = option;
    n.text = replay::idle_option_text(
        name, need,
        count == all ? "in the " + std::string(all == 1 ? "" : std::to_string(all) + " ") + game +
                           (all == 1 ? " record" : " records")
                     : "in " + std::to_string(count) + " of the " + std::to_string(all) + " " +
                           game + " records");
    std::cerr << option_note_line("", n) << "\n";
  }
}

Expected<std::string> LoadedRecord::text(std::size_t max) const {
  const std::string too_long =
      " is longer than " + std::to_string(max >> 20) + " MiB, the most repair reads";
  if (kept) {
    if (kept_cut || kept->size() > max) return make_error("standard input" + too_long);
    return *kept;
  }
  std::error_code ec;
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  if (!ec && size > max) return make_error("the file" + too_long);
  Expected<std::string> text = replay::read_file(path, max);
  if (!text) return make_error("cannot read the file again");
  return text;
}

std::string LoadedRecord::line(std::int64_t line, std::int64_t col, std::int64_t& dropped) const {
  dropped = 0;
  if (!kept) return file_line(path, line, col, dropped);
  std::istringstream in(*kept);  // a copy, made only for an error's line
  return stream_line(in, line, col, dropped);
}

void print_diagnostic(const LoadedRecord& rec, const replay::Diagnostic& d) {
  std::int64_t dropped = 0;
  const std::string line = d.at.line > 0 ? rec.line(d.at.line, d.at.col, dropped) : std::string();
  print_with_line(rec.name(), line, dropped, d);
}

namespace {

// Standard input for the record reader, a block at a time, keeping a copy of the first `max` + 1
// bytes read (the reader stops past its game's bounds, and so does the copy).
class KeepingBuf : public std::streambuf {
 public:
  KeepingBuf(std::streambuf* from, std::string& kept, std::size_t max)
      : from_(from), kept_(kept), max_(max) {}

 protected:
  int_type underflow() override {
    const std::streamsize n =
        from_->sgetn(block_.data(), static_cast<std::streamsize>(block_.size()));
    if (n <= 0) return traits_type::eof();
    const std::size_t got = static_cast<std::size_t>(n);
    const std::size_t room = kept_.size() <= max_ ? max_ + 1 - kept_.size() : 0;
    kept_.append(block_.data(), std::min(got, room));
    setg(block_.data(), block_.data(), block_.data() + got);
    return traits_type::to_int_type(block_[0]);
  }

 private:
  std::streambuf* from_;
  std::string& kept_;
  std::size_t max_;
  std::array<char, 1 << 16> block_{};
};

// What is kept of standard input when it went on past kMaxKeptInput: its whole lines before, so
// that no diagnostic shows a line cut short (with a caret past its end).
void keep_whole_lines(std::string& kept) {
  const std::size_t end = kept.find_last_of("\r\n", kMaxKeptInput - 1);
  kept.resize(end == std::string::npos ? 0 : end + 1);
}

// The record at `path` read and parsed, with standard input's text in `kept` (`cut` when it went
// on past kMaxKeptInput); "" or why not.
std::string read_source(const std::string& path, replay::RecordSource& source,
                        std::optional<std::string>& kept, bool& cut) {
  if (path == kStdinPath) {
    struct stat st {};
    if (::fstat(STDIN_FILENO, &st) != 0)
      return std::string("cannot read standard input: ") + std::strerror(errno);
    if (S_ISDIR(st.st_mode)) return "cannot read standard input: it is a directory";
    kept.emplace();
    KeepingBuf buf(std::cin.rdbuf(), *kept, kMaxKeptInput);
    std::istream in(&buf);
    errno = 0;
    source = replay::read_record(in);
    if (source.unreadable || std::ferror(stdin))
      return "cannot read standard input" +
             (errno != 0 ? std::string(": ") + std::strerror(errno) : std::string());
    cut = kept->size() > kMaxKeptInput;
    if (cut) keep_whole_lines(*kept);
    return "";
  }
  Expected<std::unique_ptr<std::ifstream>> in = replay::open_file(path);
  if (!in) return in.error();
  source = replay::read_record(**in);
  if (source.unreadable) return "cannot read '" + path + "'";
  return "";
}

// Prints `d` at its place in the record at `path` and returns it as a failure.
LoadFailure failed(const std::string& path, std::optional<std::string>& kept,
                   replay::Diagnostic d) {
  LoadFailure f{d.status, std::move(d), "", LoadedRecord{path, {}, "", std::move(kept)}};
  print_diagnostic(f.source, f.diagnostic);
  return f;
}

}  // namespace

std::variant<LoadedRecord, LoadFailure> load_record(const std::string& path) {
  replay::RecordSource source;
  std::optional<std::string> kept;
  bool cut = false;
  if (std::string why = read_source(path, source, kept, cut); !why.empty()) {
    std::cerr << printable(record_name(path)) << ": error: " << printable(why) << "\n";
    return LoadFailure{Status::Malformed,
                       replay::make_diagnostic(Status::Malformed, {}, "syntax", why, 0), "",
                       LoadedRecord{path, {}, "", std::move(kept)}, true};
  }
  record::ParseResult& parsed = source.parsed;
  if (!parsed.ok)
    return failed(path, kept,
                  replay::make_diagnostic(Status::Malformed, parsed.error.at, "syntax",
                                          parsed.error.message, 0));
  // The game: a message with the games' names, and the diagnostic `arbiter test` gives.
  const std::string name = printable(record_name(path));
  const record::Tag* game = parsed.record.find_tag("Game");
  if (!game) {
    std::cerr << name
              << ":1:1: error: [record] missing [Game \"...\"] tag (one of: " << game_names()
              << ")\n";
    return LoadFailure{Status::Malformed,
                       replay::make_diagnostic(Status::Malformed, {1, 1}, "record",
                                               "missing [Game \"...\"] tag", 0),
                       "", LoadedRecord{path, {}, "", std::move(kept)}};
  }
  if (source.game.empty()) {
    std::cerr << name << ":" << game->at.line << ":" << game->at.col << ": error: [record] "
              << printable(unknown_game(game->value)) << "\n";
    return LoadFailure{Status::Malformed,
                       replay::make_diagnostic(Status::Malformed, game->at, "record",
                                               "unknown game '" + game->value + "'", 0),
                       lower_ascii(game->value), LoadedRecord{path, {}, "", std::move(kept)}};
  }
  return LoadedRecord{path, std::move(parsed.record), source.game, std::move(kept), cut};
}

Expected<std::string> read_input(const std::string& path, std::size_t max) {
  if (path != kStdinPath) return replay::read_file(path, max);
  const auto cannot = [](int err) {
    return make_error(std::string("cannot read standard input: ") + std::strerror(err));
  };
  struct stat st {};
  if (::fstat(STDIN_FILENO, &st) != 0) return cannot(errno);
  if (S_ISDIR(st.st_mode)) return make_error("cannot read standard input: it is a directory");
  // read(2) itself, so that an error (a reset socket, a non-blocking pipe, a descriptor opened
  // for writing) is one, not an early end that leaves a position cut short.
  std::string text;
  std::array<char, 1 << 16> block{};
  while (text.size() <= max) {
    const ssize_t n = ::read(STDIN_FILENO, block.data(), block.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return cannot(errno);
    if (n == 0) break;
    text.append(block.data(), static_cast<std::size_t>(n));
  }
  if (text.size() > max)
    return make_error("standard input is longer than " + std::to_string(max) + " bytes");
  return text;
}

replay::Overrides GameFlags::overrides() const {
  replay::Overrides o;
  o.options = options;
  if (!data_path.empty()) {
    o.data_path = record_name(data_path);
    // Read once; why it cannot be read is said for each record, as a bad data file's content.
    Expected<std::string> text = read_input(data_path, replay::kMaxDataFile);
    if (text)
      o.data = std::move(*text);
    else
      o.data_error = text.error();
  }
  if (!position_path.empty()) {
    // As long as a [Position] tag may be: no position is longer.
    Expected<std::string> text = read_input(position_path, record::kMaxTagValue);
    if (!text) {
      std::cerr << "arbiter: error: --position: " << printable(text.error()) << "\n";
      throw Exit{Status::Malformed};
    }
    // A byte order mark, as an editor may write one, is not part of the first field.
    if (text->starts_with("\xEF\xBB\xBF")) text->erase(0, 3);
    o.position = std::move(*text);
    o.position_name =
        position_path == kStdinPath ? "(standard input)" : "'" + printable(position_path) + "'";
  }
  return o;
}

std::vector<std::string> GameFlags::input_files() const {
  std::vector<std::string> files;
  for (const std::string* p : {&data_path, &position_path})
    if (!p->empty()) files.push_back(input_path(*p));
  return files;
}

bool stdin_named_once(const std::vector<std::string>& records, const GameFlags& flags,
                      std::string_view command) {
  const auto named = std::count(records.begin(), records.end(), kStdinPath) +
                     (flags.data_path == kStdinPath) + (flags.position_path == kStdinPath);
  if (named <= 1) return true;
  std::cerr << "arbiter: error: standard input ('-') is named more than once: it can be read "
               "once (arbiter "
            << command << ")\n"
            << "Run 'arbiter " << command << " --help' for the usage.\n";
  return false;
}

bool check_output(const std::string& path, const std::vector<std::string>& inputs) {
  const Expected<bool> ok = output::check(path, {.inputs = inputs});
  if (!ok) std::cerr << "arbiter: error: " << printable(ok.error()) << "\n";
  return ok.ok();
}

bool write_output(const std::string& path, std::string_view text,
                  const std::vector<std::string>& inputs) {
  const Expected<bool> ok = output::write(path, text, {.inputs = inputs});
  if (!ok) std::cerr << "arbiter: error: " << printable(ok.error()) << "\n";
  return ok.ok();
}

}  // namespace arbiter::cli
