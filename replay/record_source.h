// Opening a record, in one place (issue 26, item 1): the record read a block at a time and cut
// past its game's bounds, and its game found once. Not a template: compiled once, in
// replay/record_source.cpp, for every game.
#pragma once

#include <istream>
#include <string>
#include <string_view>
#include <vector>

#include "replay/record/record.h"

namespace arbiter::replay {

// The game `name` names, in lower case ("Torres" is "torres"); "" when no game has that name.
std::string game_named(std::string_view name);

// What a reader keeps of a record: as much as the longest record of the game its [Game] tag
// names (record_bounds), as `replay validate` reads it, so that a huge file costs the memory of
// a game, not of its text. A record of no known game: the widest bounds of any game.
record::Bounds bounds_by_game(const std::vector<record::Tag>& tags);

// A record as read: its parse (which may have failed), and its game.
struct RecordSource {
  record::ParseResult parsed;
  std::string game;         // game_named of its [Game] tag's value: "" when missing or unknown
  bool unreadable = false;  // the stream failed while reading (not a syntax error)
};

// Reads and parses the record `in` holds, within bounds_by_game.
RecordSource read_record(std::istream& in);
RecordSource read_record(std::string_view text);

// The game the header of the record `in` holds names (game_named of its [Game] tag), reading no
// further than the header: "" when it names none, no known one, or cannot be read.
std::string read_game(std::istream& in);

}  // namespace arbiter::replay
