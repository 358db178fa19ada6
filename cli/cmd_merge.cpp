// arbiter merge SUMMARY... [-o FILE]: the summaries of a run's shards (`verify --shard K/N
// --summary FILE`) merged into the summary the whole run gives, byte for byte.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/commands.h"
#include "cli/common.h"
#include "verify/summary.h"

namespace arbiter::cli {
namespace {

// A summary is a few hundred bytes: anything much larger is not one, and is not read whole.
constexpr std::size_t kMaxSummaryBytes = 1 << 20;

std::optional<verify::RunSummary> read_summary(const std::string& path) {
  // A FIFO or a device would block or never end: summaries are files.
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    std::cerr << printable(path) << ": error: not a regular file\n";
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::cerr << printable(path) << ": error: cannot open the file\n";
    return std::nullopt;
  }
  std::string text(kMaxSummaryBytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (text.size() > kMaxSummaryBytes) {
    std::cerr << printable(path) << ": error: larger than " << kMaxSummaryBytes
              << " bytes: not a summary written by `arbiter verify --summary`\n";
    return std::nullopt;
  }
  nlohmann::ordered_json j;
  try {
    j = nlohmann::ordered_json::parse(text);
  } catch (const nlohmann::json::exception& e) {  // not JSON, or a number past a double's range
    std::string what = e.what();                  // it may quote the input: bounded
    if (what.size() > 200) what = what.substr(0, 200) + "...";
    std::cerr << printable(path) << ": error: not JSON: " << printable(what) << "\n";
    return std::nullopt;
  }
  Expected<verify::RunSummary> s = verify::summary_from_json(j);
  if (!s) {
    std::cerr << printable(path) << ": error: not a verify summary: " << printable(s.error())
              << "\n";
    return std::nullopt;
  }
  return *s;
}

}  // namespace

Status run_merge(const MergeOptions& opt) {
  if (!opt.output.empty() && !check_output(opt.output, opt.inputs)) return Status::Malformed;
  std::vector<verify::RunSummary> parts;
  for (const std::string& path : opt.inputs) {
    auto s = read_summary(path);
    if (!s) return Status::Malformed;
    parts.push_back(std::move(*s));
  }
  Expected<verify::RunSummary> merged = verify::merge_summaries(parts);
  if (!merged) {
    std::cerr << "arbiter: error: cannot merge: " << printable(merged.error()) << "\n";
    return Status::Malformed;
  }
  const std::string text = verify::summary_text(*merged);
  if (opt.output.empty()) {
    std::cout << text;
  } else if (!write_output(opt.output, text, opt.inputs)) {
    return Status::Malformed;  // an output file that cannot be written: 3, as everywhere
  }
  const verify::Tally& t = merged->tally;
  std::ostream& human = opt.output.empty() ? std::cerr : std::cout;
  human << "merged " << parts.size() << " part" << (parts.size() == 1 ? "" : "s") << " of "
        << printable(merged->game) << " seed " << merged->seed << ": " << t.played << " of "
        << merged->games << " games, " << t.actions << " actions, " << t.invariant_checks
        << " invariant checks, " << t.capped << " games hit the length cap, digest "
        << verify::hex64(t.digest) << "\n";
  if (merged->failure) {
    const verify::FailedGame& f = *merged->failure;
    human << "FAILED game " << f.index << " (game seed " << f.game_seed << ") at step " << f.step
          << ": [" << printable(f.rule) << "] " << printable(f.what) << "\n";
    return Status::Internal;
  }
  return t.capped ? Status::Internal : Status::Ok;
}

}  // namespace arbiter::cli
