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
  if (const auto it = std::find_if(tags.begin(), tags.end(),
                                   [](const record::Tag& t) { return t.name == "Game"; });
      it != tags.end()) {
    record::Bounds b;
    if (with_game(lower_ascii(it->value), [&](auto g) { b = record_bounds<decltype(g)>(); }))
      return b;
  }
  // No game, or an unknown one: the record is refused once read, within the bounds of the longest
  // game (a stream without end, `yes | arbiter replay validate -`, would otherwise fill memory).
  record::Bounds widest{0, 0};
  for_each_game([&](auto g) {
    const record::Bounds b = record_bounds<decltype(g)>();
    widest.actions = std::max(widest.actions, b.actions);
    widest.tokens = std::max(widest.tokens, b.tokens);
  });
  return widest;
}

RecordSource read_record(std::istream& in) {
  RecordSource src;
  src.parsed = record::parse(in, bounds_by_game);
  src.unreadable = in.bad();
  src.game = game_of(src.parsed);
  return src;
}

std::string read_game(std::istream& in) {
  std::string game;
  record::parse(in, [&game](const std::vector<record::Tag>& tags) {
    for (const record::Tag& t : tags)
      if (t.name == "Game") game = game_named(t.value);
    return record::Bounds{0, 0};  // the first token ends the parse
  });
  return game;
}

RecordSource read_record(std::string_view text) {
  RecordSource src;
  src.parsed = record::parse(text, bounds_by_game);
  src.game = game_of(src.parsed);
  return src;
}

}  // namespace arbiter::replay
