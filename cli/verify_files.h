// The files `arbiter verify` writes (cmd_verify.cpp): where --save puts a game, and the check,
// before the run, that no two of its outputs share a file.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace arbiter::cli {

// Where --save writes game `index`: DIR/GAME-SEED-INDEX.rec.
std::string save_path(const std::string& save_dir, std::string_view game, std::uint64_t seed,
                      std::uint64_t index);

// The paths of a run's outputs, as given (empty: none).
struct VerifyFiles {
  std::string summary, coverage, save_dir, out_dir;
};

// Each output its own file: --summary and --coverage apart (by any name), and neither named as a
// record the run may write (--save's GAME-SEED-N.rec, --out-dir's counterexample-GAME-SEED-N.rec
// and -min.rec), which would replace it or be replaced by it. False after printing the error.
bool outputs_apart(const VerifyFiles& files, std::string_view game, std::uint64_t seed);

}  // namespace arbiter::cli
