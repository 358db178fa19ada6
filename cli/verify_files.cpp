// The files a verify run writes (verify_files.h).
#include "cli/verify_files.h"

#include <algorithm>
#include <filesystem>
#include <initializer_list>
#include <iostream>

#include "cli/common.h"
#include "replay/output/output_file.h"

namespace arbiter::cli {
namespace {

// `name` is PREFIX, digits, then one of `suffixes`.
bool numbered(std::string_view name, std::string_view prefix,
              std::initializer_list<std::string_view> suffixes) {
  if (!name.starts_with(prefix)) return false;
  name.remove_prefix(prefix.size());
  const std::size_t digits = name.find_first_not_of("0123456789");
  if (digits == 0 || digits == std::string_view::npos) return false;
  name.remove_prefix(digits);
  return std::find(suffixes.begin(), suffixes.end(), name) != suffixes.end();
}

// The option whose records may have the name of `path` (through links): null when none may.
const char* record_named_like(const VerifyFiles& files, std::string_view game, std::uint64_t seed,
                              const std::string& path) {
  std::error_code ec;
  const std::filesystem::path file =
      std::filesystem::weakly_canonical(std::filesystem::absolute(path, ec), ec);
  if (ec) return nullptr;
  const std::string name = file.filename().string();
  const std::string folder = file.parent_path().string();
  const std::string stem = std::string(game) + "-" + std::to_string(seed) + "-";
  if (!files.save_dir.empty() && output::same_file(folder, files.save_dir) &&
      numbered(name, stem, {".rec"}))
    return "--save";
  if (!files.out_dir.empty() && output::same_file(folder, files.out_dir) &&
      numbered(name, "counterexample-" + stem, {".rec", "-min.rec"}))
    return "--out-dir";
  return nullptr;
}

}  // namespace

std::string save_path(const std::string& save_dir, std::string_view game, std::uint64_t seed,
                      std::uint64_t index) {
  return save_dir + "/" + std::string(game) + "-" + std::to_string(seed) + "-" +
         std::to_string(index) + ".rec";
}

bool outputs_apart(const VerifyFiles& files, std::string_view game, std::uint64_t seed) {
  if (!files.summary.empty() && !files.coverage.empty() &&
      output::same_file(files.summary, files.coverage)) {
    std::cerr << "arbiter: error: cannot write '" << printable(files.coverage)
              << "': it is the --summary file '" << printable(files.summary)
              << "' too; each output needs its own file\n";
    return false;
  }
  for (const std::string* path : {&files.summary, &files.coverage}) {
    if (path->empty()) continue;
    if (const char* records = record_named_like(files, game, seed, *path)) {
      std::cerr << "arbiter: error: cannot write '" << printable(*path)
                << "': a record of this run (" << records
                << ") may have that name; each output needs its own file\n";
      return false;
    }
  }
  return true;
}

}  // namespace arbiter::cli
