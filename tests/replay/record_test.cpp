// Record syntax: tags, comments, move numbers, endings, and errors with their location.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <streambuf>
#include <utility>
#include <vector>

#include "replay/record/record.h"

namespace arbiter::record {
namespace {

TEST(Record, ParsesTagsCommentsTokensAndResult) {
  const std::string text =
      "[Game \"torres\"]\n[players \"3\"]\n; a comment\n{ a block\ncomment }\n1. N@d4 N@c6 % more\n"
      "2. S2 B@d3 end\nresult 12 7 3\n";
  ParseResult p = parse(text);
  ASSERT_TRUE(p.ok) << p.error.message;
  ASSERT_EQ(p.record.tags.size(), 2u);
  EXPECT_EQ(p.record.find_tag("players")->value, "3");
  ASSERT_EQ(p.record.actions.size(), 5u);
  EXPECT_EQ(p.record.actions[0].text, "N@d4");
  EXPECT_EQ(p.record.actions[0].at.line, 6);
  EXPECT_EQ(p.record.actions[0].at.col, 4);
  EXPECT_EQ(p.record.actions[2].text, "S2");
  EXPECT_EQ(p.record.ending, Ending::Result);
  EXPECT_EQ(p.record.result, (std::vector<int>{12, 7, 3}));
  EXPECT_TRUE(is_option_tag("players"));
  EXPECT_FALSE(is_option_tag("Game"));
}

TEST(Record, StopAndMissingEnding) {
  ParseResult stop = parse("[Game \"torres\"]\nN@d4\nstop\n");
  ASSERT_TRUE(stop.ok);
  EXPECT_EQ(stop.record.ending, Ending::Stop);
  ParseResult missing = parse("[Game \"torres\"]\nN@d4\n");
  ASSERT_TRUE(missing.ok);
  EXPECT_EQ(missing.record.ending, Ending::Missing);
  EXPECT_EQ(missing.record.end_at.line, 3);
}

TEST(Record, SyntaxErrorsHaveLocations) {
  struct Case {
    std::string text;
    int line, col;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"[Game \"torres]\n", 1, 15, "unterminated value"},
      {"[Game torres]\n", 1, 7, "expected a quoted value"},
      {"[Game \"t\"\n", 1, 10, "expected ']'"},
      {"[Game \"t\"]\n[Game \"u\"]\n", 2, 1, "appears twice"},
      {"[Game \"t\"]\nN@d4\n[players \"2\"]\n", 3, 1, "tags come first"},
      {"[Game \"t\"]\n{ open\n", 2, 1, "unterminated comment"},
      {"[Game \"t\"]\nN@d4 }\n", 2, 6, "without an opening"},
      {"[Game \"t\"]\nresult 3 x\n", 2, 10, "integers"},
      {"[Game \"t\"]\nresult\n", 2, 1, "expects the final scores"},
      {"[Game \"t\"]\nstop\nN@d4\n", 3, 1, "after the record's ending"},
      // A Cyrillic look-alike: the name reads as [ExpectedRule] on screen.
      {"[Game \"t\"]\n[\xD0\x95xpectedRule \"T-2.17\"]\n", 2, 2, "byte 0xD0 here is not ASCII"},
      {"[Game\xC2\xA0\"t\"]\n", 1, 6, "byte 0xC2 here is not ASCII"},
  };
  for (const Case& c : cases) {
    ParseResult p = parse(c.text);
    ASSERT_FALSE(p.ok) << c.text;
    EXPECT_EQ(p.error.at.line, c.line) << c.text;
    EXPECT_EQ(p.error.at.col, c.col) << c.text;
    EXPECT_NE(p.error.message.find(c.message), std::string::npos) << p.error.message;
  }
}

TEST(Record, WriteThenParse) {
  const std::string text = write({{"Game", "torres"}, {"Event", "say \"hi\""}},
                                 {{"Year 1", {"N@d4", "K@c6"}}}, Ending::Result, {4, 2});
  ParseResult p = parse(text);
  ASSERT_TRUE(p.ok) << p.error.message;
  EXPECT_EQ(p.record.find_tag("Event")->value, "say \"hi\"");
  EXPECT_EQ(p.record.actions.size(), 2u);
  EXPECT_EQ(p.record.result, (std::vector<int>{4, 2}));
}

TEST(Record, LoneCarriageReturnsEndLines) {
  // Old Mac files: a comment ends at the CR, and lines count.
  const ParseResult p = parse("[Game \"torres\"]\r; a comment\rN@f3 N@h5\rstop\r");
  ASSERT_TRUE(p.ok) << p.error.message;
  ASSERT_EQ(p.record.actions.size(), 2u);
  EXPECT_EQ(p.record.actions[0].at.line, 3);
  EXPECT_EQ(p.record.ending, Ending::Stop);
  EXPECT_EQ(p.record.end_at.line, 4);
  // CRLF counts one line end, not two.
  const ParseResult crlf = parse("[Game \"torres\"]\r\nN@f3\r\nresult 1 2\r\n");
  ASSERT_TRUE(crlf.ok) << crlf.error.message;
  EXPECT_EQ(crlf.record.actions[0].at.line, 2);
  EXPECT_EQ(crlf.record.result, (std::vector<int>{1, 2}));
  // `result` reads its scores on its own line only.
  const ParseResult cr_result = parse("[Game \"torres\"]\rresult 1 2\r3\r");
  EXPECT_FALSE(cr_result.ok);
}

TEST(Record, ATagValueIsOneLine) {
  for (const char* text :
       {"[Event \"a\\\nb\"]\nstop\n", "[Event \"a\\\rb\"]\nstop\n", "[Event \"a\rb\"]\nstop\n"}) {
    const ParseResult p = parse(text);
    EXPECT_FALSE(p.ok) << text;
    EXPECT_EQ(p.error.at.line, 1) << text;
  }
  const ParseResult escaped = parse("[Event \"a \\\"b\\\" \\\\ c\"]\nstop\n");
  ASSERT_TRUE(escaped.ok) << escaped.error.message;
  EXPECT_EQ(escaped.record.tags[0].value, "a \"b\" \\ c");
}

// The stream reader reads 64 KiB blocks: the same records, with their line ends, comments, tags
// and errors placed across a block's end, read as from memory.
void expect_same(const ParseResult& a, const ParseResult& b, const std::string& what) {
  ASSERT_EQ(a.ok, b.ok) << what;
  EXPECT_EQ(a.error.message, b.error.message) << what;
  EXPECT_EQ(a.error.at.line, b.error.at.line) << what;
  EXPECT_EQ(a.error.at.col, b.error.at.col) << what;
  ASSERT_EQ(a.record.tags.size(), b.record.tags.size()) << what;
  for (std::size_t i = 0; i < a.record.tags.size(); ++i)
    EXPECT_EQ(a.record.tags[i].value, b.record.tags[i].value) << what;
  ASSERT_EQ(a.record.actions.size(), b.record.actions.size()) << what;
  for (std::size_t i = 0; i < a.record.actions.size(); ++i) {
    EXPECT_EQ(a.record.actions[i].text, b.record.actions[i].text) << what;
    EXPECT_EQ(a.record.actions[i].at.line, b.record.actions[i].at.line) << what;
    EXPECT_EQ(a.record.actions[i].at.col, b.record.actions[i].at.col) << what;
  }
  EXPECT_EQ(a.record.ending, b.record.ending) << what;
  EXPECT_EQ(a.record.end_at.line, b.record.end_at.line) << what;
  EXPECT_EQ(a.record.result, b.record.result) << what;
  EXPECT_EQ(a.record.cut, b.record.cut) << what;
}

ParseResult parse_stream(const std::string& text, const BoundsFor& bounds = {}) {
  std::istringstream in(text);
  return parse(in, bounds);
}

TEST(Record, AStreamReadsAsTheTextInMemory) {
  constexpr std::size_t kBlock = 1 << 16;
  const std::string head = "\xEF\xBB\xBF[Game \"torres\"]\n";
  for (const std::string tail :
       {"\r\nN@f3\r\nstop\r\n", "\rN@f3\rstop\r", "{ a\ncomment }\nN@f3 stop\n",
        "; comment\nN@f3 N@h5\nresult 1 2\n", "N@f3 {unterminated\n", "[Event \"x\"]\nstop\n",
        "N@f3\nresult 1 x\n"}) {
    for (std::size_t at :
         {kBlock - 3, kBlock - 2, kBlock - 1, kBlock, kBlock + 1, 2 * kBlock - 1}) {
      // Tokens of one letter up to `at`, then the tail across the block's end.
      std::string text = head;
      while (text.size() + 2 < at) text += text.size() % 40 == 0 ? "\n" : "a ";
      text.resize(at, ' ');
      text += tail;
      expect_same(parse(text), parse_stream(text), "tail at " + std::to_string(at));
    }
  }
}

TEST(Record, EveryFixtureReadsAsAStreamOfTinyBlocks) {
  namespace fs = std::filesystem;
  int files = 0;
  for (const auto& e :
       fs::recursive_directory_iterator(fs::path(ARBITER_SOURCE_DIR) / "fixtures")) {
    if (e.path().extension() != ".rec") continue;
    std::ifstream f(e.path(), std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    for (std::size_t block : {1, 2, 3, 5, 64}) {
      std::istringstream in(text);
      expect_same(parse(text), parse(in, {}, block),
                  e.path().string() + " in blocks of " + std::to_string(block));
    }
    ++files;
  }
  EXPECT_GT(files, 200);
}

TEST(Record, ABoundCutsTheBodyAtTheFirstTokenOverIt) {
  const std::string text = "[Game \"torres\"]\nP1: a ?step=1 b c\nd e f\nstop\n";
  auto bounds = [](std::size_t actions, std::size_t tokens) {
    return [=](const std::vector<Tag>& tags) {
      EXPECT_EQ(tags.size(), 1u);  // called with the header, once the body starts
      return Bounds{actions, tokens};
    };
  };
  // Marks and checkpoints are not actions: the fourth action is `d`.
  const ParseResult p = parse_stream(text, bounds(3, 100));
  ASSERT_TRUE(p.ok);
  EXPECT_TRUE(p.record.cut);
  ASSERT_EQ(p.record.actions.size(), 6u);
  EXPECT_EQ(p.record.actions.back().text, "d");
  EXPECT_EQ(p.record.actions.back().at.line, 3);
  EXPECT_EQ(p.record.ending, Ending::Missing);  // nothing after the cut is read
  const ParseResult t = parse(text, bounds(100, 2));
  EXPECT_TRUE(t.record.cut);
  EXPECT_EQ(t.record.actions.back().text, "?step=1");
  const ParseResult whole = parse(text, bounds(6, 8));
  EXPECT_FALSE(whole.record.cut);
  EXPECT_EQ(whole.record.ending, Ending::Stop);
}

// Issue 25, item 22: a header or a token longer than any record has fails at its location, in
// memory and read from a stream alike, and nothing after it is read; at the bound it still reads.
TEST(Record, TagsTokensAndScoresAreBounded) {
  struct Case {
    std::string text;
    int line, col;
    std::string message;
  };
  const std::string value(kMaxTagValue, 'v'), name(kMaxTagName, 'n'), token(kMaxToken, 't');
  std::string many_tags = "[Game \"torres\"]\n";
  for (std::size_t i = 1; i < kMaxTags; ++i) many_tags += "[T" + std::to_string(i) + " \"x\"]\n";
  std::string scores = "[Game \"t\"]\nresult";
  for (std::size_t i = 0; i < kMaxScores; ++i) scores += " 1";
  // At the bounds: read.
  for (const std::string& ok :
       {"[Game \"t\"]\n[Event \"" + value + "\"]\nstop\n", "[" + name + " \"x\"]\nstop\n",
        many_tags + "stop\n", "[Game \"t\"]\n" + token + "\nstop\n", scores + "\n"}) {
    const ParseResult p = parse(ok);
    EXPECT_TRUE(p.ok) << p.error.message;
    EXPECT_TRUE(parse_stream(ok).ok);
  }
  // One byte, tag or score more: refused where it starts.
  const std::vector<Case> cases = {
      {"[Game \"t\"]\n[Event \"" + value + "v\"]\nstop\n", 2, 1,
       "the value of tag [Event] is longer than 65536 bytes"},
      {"[Game \"t\"]\n  [" + name + "n \"x\"]\n", 2, 3, "a tag name longer than 64 bytes"},
      {many_tags + "[Event \"x\"]\nstop\n", static_cast<int>(kMaxTags) + 1, 1,
       "more than 256 header tags"},
      {"[Game \"t\"]\nN@d4 " + token + "t stop\n", 2, 6, "a token longer than 1024 bytes"},
      {"[Game \"t\"]\nresult 1 " + token + "1\n", 2, 10, "a score longer than 1024 bytes"},
      {scores + " 1\n", 2, static_cast<int>(8 + 2 * kMaxScores),
       "more than 16 scores after result"},
  };
  for (const Case& c : cases) {
    for (const ParseResult& p : {parse(c.text), parse_stream(c.text)}) {
      ASSERT_FALSE(p.ok) << c.message;
      EXPECT_EQ(p.error.at.line, c.line) << c.message;
      EXPECT_EQ(p.error.at.col, c.col) << c.message;
      EXPECT_EQ(p.error.message, c.message);
      for (const Tag& t : p.record.tags) EXPECT_LE(t.value.size(), kMaxTagValue);
      for (const Token& t : p.record.actions) EXPECT_LE(t.text.size(), kMaxToken);
    }
  }
}

}  // namespace
}  // namespace arbiter::record

namespace arbiter::record {
namespace {

// A stream that never ends: `head` once, then `fill` again and again (as `yes` writes).
class EndlessBuffer : public std::streambuf {
 public:
  EndlessBuffer(std::string head, std::string fill)
      : head_(std::move(head)), fill_(std::move(fill)) {
    for (int i = 0; i < 4096; ++i) block_ += fill_;
  }

 protected:
  int_type underflow() override {
    std::string& next = in_head_ && !head_.empty() ? head_ : block_;
    in_head_ = false;
    setg(next.data(), next.data(), next.data() + next.size());
    return traits_type::to_int_type(next[0]);
  }

 private:
  std::string head_, fill_, block_;
  bool in_head_ = true;
};

// White space, comments and move numbers hold no token, and a stream of them never ended: the
// reader stops past max_bytes of any text, where it passes them (kMaxRecordBytes in use).
TEST(Record, AStreamWithoutEndStopsPastMaxBytes) {
  constexpr std::uint64_t kMax = std::uint64_t{1} << 20;
  for (const auto& [head, fill] :
       std::vector<std::pair<std::string, std::string>>{{"", "\n"},
                                                        {"[Game \"torres\"]\n", "; comment\n"},
                                                        {"[Game \"torres\"] {", "\n"},
                                                        {"[Game \"torres\"]\nstop\n", "\n"},
                                                        {"[Game \"medievalia\"]\n", "1.\n"}}) {
    EndlessBuffer buf(head, fill);
    std::istream in(&buf);
    const ParseResult p = parse(in, {}, kReadBlock, kMax);
    ASSERT_FALSE(p.ok) << fill;
    EXPECT_EQ(p.error.message,
              "the record goes on past 1 MiB (white space and comments count): no record is that "
              "long")
        << fill;
    EXPECT_GT(p.error.at.line, 1) << fill;
  }
  // Up to the bound, a record reads.
  const std::string text = "[Game \"torres\"]\nN@d4\nstop\n" + std::string(kMax - 64, '\n');
  std::istringstream in(text);
  EXPECT_TRUE(parse(in, {}, kReadBlock, kMax).ok);
}

}  // namespace
}  // namespace arbiter::record
