// The perft positions: starts from which `explore` counts are pinned in tests
// (tests/verify/explore_test.cpp) and printed in docs/perft.md, for other implementations of the
// rules to compare against. Each is the setup under some options, or a bundled record's step.
// nodes[d] is the number of action sequences of length d (chance outcomes are actions too).
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "replay/record/record.h"
#include "replay/replay.h"

namespace arbiter::verify {

struct PerftPosition {
  const char* game;
  const char* name;
  std::vector<const char*> options;  // NAME=VALUE, over the defaults (setup positions)
  const char* record;                // a fixture, from the repository root; nullptr: the setup
  int at;                            // the record's step
  std::vector<std::uint64_t> nodes;  // depth 0, 1, ...
};

// The depths are chosen so that each position counts in well under a second (Release build).
// clang-format off
inline const std::vector<PerftPosition> kPerftPositions = {
    {"torres", "setup 2p base", {"players=2"}, nullptr, 0, {1, 8, 56, 336, 3360}},
    {"torres", "setup 3p base", {"players=3"}, nullptr, 0, {1, 8, 56, 336, 1680, 18480}},
    {"torres", "setup 4p base", {"players=4"}, nullptr, 0, {1, 8, 56, 336, 1680, 6720}},
    {"torres", "setup 2p variant", {"players=2", "version=variant"}, nullptr, 0, {1, 8, 56, 336, 3360}},
    {"torres", "setup 4p variant", {"players=4", "version=variant"}, nullptr, 0, {1, 8, 56, 336, 1680, 6720}},
    {"torres", "setup 2p meister", {"players=2", "version=meister"}, nullptr, 0, {1, 8, 512, 27360}},
    {"torres", "setup 4p meister", {"players=4", "version=meister"}, nullptr, 0, {1, 8, 512, 27360}},
    {"torres", "base-2p step 40", {}, "fixtures/torres/valid/base-2p.rec", 40, {1, 328, 10494}},
    {"torres", "base-4p step 120", {}, "fixtures/torres/valid/base-4p.rec", 120, {1, 2, 17, 259, 5148, 116235}},
    {"torres", "meister-2p step 60", {}, "fixtures/torres/valid/meister-2p.rec", 60, {1, 34, 1146, 39521}},
    {"torres", "variant-3p step 80", {}, "fixtures/torres/valid/variant-3p.rec", 80, {1, 32, 792, 13399, 141474}},
    {"comuni", "setup 2p", {"players=2"}, nullptr, 0, {1, 4, 10, 120, 1390, 15520}},
    {"comuni", "setup 3p", {"players=3"}, nullptr, 0, {1, 3, 6, 10, 130, 1630, 19730}},
    {"comuni", "setup 4p", {"players=4"}, nullptr, 0, {1, 2, 3, 4, 5, 75, 1095, 15570}},
    {"comuni", "setup 5p", {"players=5"}, nullptr, 0, {1, 1, 1, 1, 1, 1, 16, 250, 3816}},
    {"comuni", "setup 3p exchange_only", {"players=3", "conversion_mode=exchange_only"}, nullptr, 0, {1, 3, 6, 10, 130, 1630, 19730}},
    {"comuni", "comuni-2p step 50", {}, "fixtures/comuni/valid/comuni-2p.rec", 50, {1, 7, 19, 43, 186, 608, 1852, 4954, 14591, 47065}},
    {"comuni", "comuni-3p step 108", {}, "fixtures/comuni/valid/comuni-3p.rec", 108, {1, 2, 20, 110, 1540, 20020}},
    {"comuni", "comuni-4p step 200", {}, "fixtures/comuni/valid/comuni-4p.rec", 200, {1, 13, 80, 318, 1470, 5783, 16097, 39376, 129150}},
    {"comuni", "comuni-5p step 100", {}, "fixtures/comuni/valid/comuni-5p.rec", 100, {1, 2, 3, 12, 40, 192, 1451, 12309}},
    {"comuni", "comuni-3p-options step 60", {}, "fixtures/comuni/valid/comuni-3p-options.rec", 60, {1, 11, 60, 258, 947, 2993, 8780, 25673, 82234}},
    {"medievalia", "setup 2p", {"players=2"}, nullptr, 0, {1, 2, 8, 40, 160, 480, 2560, 7680}},
    {"medievalia", "setup 4p", {"players=4"}, nullptr, 0, {1, 4, 16, 80, 320, 960, 5120}},
    {"medievalia", "setup 3p triangle", {"players=3", "three_player=triangle"}, nullptr, 0, {1, 3, 12, 60, 240, 720, 3840, 11520}},
    {"medievalia", "prestige-2p step 100", {}, "fixtures/medievalia/valid/prestige-2p.rec", 100, {1, 8, 70, 941, 14201}},
    {"medievalia", "military-2p step 150", {}, "fixtures/medievalia/valid/military-2p.rec", 150, {1, 21, 414, 7734}},
    {"medievalia", "military-2p step 166 (one step from the end)", {}, "fixtures/medievalia/valid/military-2p.rec", 166, {1, 1}},
    {"medievalia", "war-2p step 120", {}, "fixtures/medievalia/valid/war-2p.rec", 120, {1, 10, 108, 1578, 26772}},
    {"medievalia", "siege-2p step 150", {}, "fixtures/medievalia/valid/siege-2p.rec", 150, {1, 5, 44, 636, 11222}},
    {"medievalia", "alliance-4p step 400", {}, "fixtures/medievalia/valid/alliance-4p.rec", 400, {1, 43, 1759, 69610}},
    {"medievalia", "upkeep-remove-excess-2p step 60", {}, "fixtures/medievalia/valid/upkeep-remove-excess-2p.rec", 60, {1, 23, 478, 9010, 158015}},
    {"medievalia", "siege-guarded-city-2p step 100", {}, "fixtures/medievalia/valid/siege-guarded-city-2p.rec", 100, {1, 22, 431, 7546}},
};
// clang-format on

// The start of a position: the setup under its options, or the record replayed to its step.
template <Game G>
replay::Replay<G> perft_start(const PerftPosition& p, const std::string& root) {
  record::Record rec;
  if (p.record) {
    std::ifstream in(root + "/" + p.record, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    rec = record::parse(text.str()).record;
  }
  replay::Overrides over;
  for (const char* o : p.options) over.options.emplace_back(o);
  return replay::replay_record<G>(rec, over, p.record ? static_cast<std::size_t>(p.at) : 0);
}

}  // namespace arbiter::verify
