// arbiter_fuzz_corpus SOURCE_DIR OUT_DIR [TARGET...]: writes the seed corpus of each fuzz target
// (all of them by default) into OUT_DIR/TARGET/, made from the fixtures and data files of the
// source tree (fuzz/seeds.h). `arbiter_fuzz_corpus --list` prints the targets. scripts/fuzz.sh
// runs it before each fuzzing run, so the seeds follow the fixtures.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "fuzz/entry.h"
#include "fuzz/seeds.h"

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  using arbiter::fuzz::Target;
  const std::vector<Target> all = arbiter::fuzz::targets();
  if (argc == 2 && std::string(argv[1]) == "--list") {
    for (const Target& t : all) std::cout << t.name << "\n";
    return 0;
  }
  if (argc < 3) {
    std::cerr << "usage: arbiter_fuzz_corpus SOURCE_DIR OUT_DIR [TARGET...] | --list\n";
    return 2;
  }
  std::vector<std::string> names(argv + 3, argv + argc);
  if (names.empty())
    for (const Target& t : all) names.push_back(t.name);
  for (const std::string& name : names) {
    if (!arbiter::fuzz::find_target(name)) {
      std::cerr << "arbiter_fuzz_corpus: no target '" << name << "'\n";
      return 2;
    }
    const fs::path dir = fs::path(argv[2]) / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    const auto seeds = arbiter::fuzz::seeds(name, argv[1]);
    for (const auto& s : seeds) std::ofstream(dir / s.name, std::ios::binary) << s.bytes;
    std::cout << name << ": " << seeds.size() << " seeds\n";
    if (seeds.empty()) return 1;  // a moved fixtures folder must not go unnoticed
  }
  return 0;
}
