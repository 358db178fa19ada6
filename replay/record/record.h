// Game records (docs/notation.md): PGN-like header tags, comments, action tokens, and a closing
// `result` or `stop` line. This layer is syntax only and knows no game; replay.h interprets it.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/expected.h"

namespace arbiter::record {

// 64-bit: a hostile one-line file may be longer than 2^31 bytes.
struct Location {
  std::int64_t line = 0;  // 1-based
  std::int64_t col = 0;   // 1-based
};

struct Tag {
  std::string name;
  std::string value;
  Location at;
  Location value_at;                 // the value's first character, after the opening quote
  std::vector<std::size_t> escaped;  // offsets in `value` of the characters written with '\\'

  // Where character `i` of the value is written (at its backslash when it has one): a value is
  // one line.
  Location value_char_at(std::size_t i) const {
    std::int64_t col = value_at.col + static_cast<std::int64_t>(i);
    for (std::size_t e : escaped) col += e < i ? 1 : 0;
    return {value_at.line, col};
  }
};

struct Token {
  std::string text;
  Location at;
};

enum class Ending { Missing, Result, Stop };

struct Record {
  std::vector<Tag> tags;
  std::vector<Token> actions;
  Ending ending = Ending::Missing;
  std::vector<int> result;  // final scores in seat order, for Ending::Result
  Location end_at;          // where the ending line is, or the end of the file
  // The text went on past a bound (Bounds): `actions.back()` is the first token over it, and
  // nothing after it was read. The replay reports it.
  bool cut = false;

  const Tag* find_tag(std::string_view name) const;
};

struct SyntaxError {
  Location at;
  std::string message;
};

// Parses the text of a record. On error, `error` is set and the record holds what came before.
struct ParseResult {
  Record record;
  bool ok = true;
  SyntaxError error;
};

// How much of a record's body a parse keeps: a record longer than any game is cut at the first
// token over a bound instead of being read whole, so memory stays bounded whatever the file
// holds. `actions` counts tokens that are neither checkpoints (`?k=v`) nor line marks (`P2:`).
struct Bounds {
  std::size_t actions = SIZE_MAX;
  std::size_t tokens = SIZE_MAX;
};
// Bounds that do not depend on the game, so that a header or a token cannot fill memory either:
// a tag's name and value, the number of tags, the length of a token or score, the number of
// scores. A parse that meets more fails there, at the tag or token, without reading further. The
// longest tag value the tool writes is a [Position] (a few KiB); the longest token, a checkpoint.
inline constexpr std::size_t kMaxTagName = 64;
inline constexpr std::size_t kMaxTagValue = std::size_t{64} << 10;
inline constexpr std::size_t kMaxTags = 256;
inline constexpr std::size_t kMaxToken = 1024;
inline constexpr std::size_t kMaxScores = 16;  // on the `result` line; no game seats more
// The whole text, white space and comments included: a stream without end (`yes '' | arbiter
// replay validate -`) is read this far, then refused where it passes it. 1 GiB: five times the
// longest comment a test validates, thousands of times the longest record of any game.
inline constexpr std::uint64_t kMaxRecordBytes = std::uint64_t{1} << 30;

// Called once, with the header's tags, when the body starts (the game is known from [Game]).
using BoundsFor = std::function<Bounds(const std::vector<Tag>&)>;

ParseResult parse(std::string_view text, const BoundsFor& bounds = {});
// The same, reading the stream `block` bytes at a time: memory holds the kept tokens, not the
// text. (Tests and the fuzz target read with tiny blocks, so that every byte is a block's end.)
inline constexpr std::size_t kReadBlock = std::size_t{1} << 16;
ParseResult parse(std::istream& in, const BoundsFor& bounds = {}, std::size_t block = kReadBlock,
                  std::uint64_t max_bytes = kMaxRecordBytes);

// Option tags are lower case; metadata tags (Game, Event, Date, P1, Seed, ...) start upper case.
inline bool is_option_tag(std::string_view name) {
  return !name.empty() && name[0] >= 'a' && name[0] <= 'z';
}

// Writes a record: tags, then the actions (one line per group), then the ending.
struct ActionLine {
  std::string comment;  // written as "; comment" before the line when non-empty
  std::vector<std::string> tokens;
};
std::string write(const std::vector<std::pair<std::string, std::string>>& tags,
                  const std::vector<ActionLine>& lines, Ending ending,
                  const std::vector<int>& result);

std::string quote_tag_value(std::string_view v);

}  // namespace arbiter::record
