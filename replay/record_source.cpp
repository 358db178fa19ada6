#include "replay/record_source.h"

#include <algorithm>

#include "engine/core/options.h"
#include "engine/games.h"
#include "replay/replay.h"

namespace arbiter::replay {
namespace {

std::string game_of(const record::ParseResult& parsed) {
  const record::Tag* tag = parsed.record.find_tag("Game");
  return tag ? game_named(tag->value) : std::string();
}

}  // namespace

std::string game_named(std::string_view name) {
  const std::string lower = lower_ascii(name);
  return with_game(lower, [](auto) {}) ? lower : std::string();
}

record::Bounds bounds_by_game(const std::vector<record::Tag>& tags) {
  record::Bounds b;
  if (const auto it = std::find_if(tags.begin(), tags.end(),
                                   [](const record::Tag& t) { return t.name == "Game"; });
      it != tags.end())
    with_game(lower_ascii(it->value), [&](auto g) { b = record_bounds<decltype(g)>(); });
  return b;
}

RecordSource read_record(std::istream& in) {
  RecordSource src;
  src.parsed = record::parse(in, bounds_by_game);
  src.unreadable = in.bad();
  src.game = game_of(src.parsed);
  return src;
}

RecordSource read_record(std::string_view text) {
  RecordSource src;
  src.parsed = record::parse(text, bounds_by_game);
  src.game = game_of(src.parsed);
  return src;
}

}  // namespace arbiter::replay
