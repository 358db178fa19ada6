// verify/predicate.h: the --find condition language. Parse errors name a column; every operator,
// path form and aggregate; missing paths are null; queries come before JSON names and the JSON is
// built only when needed, at most once per evaluate; hostile input is refused without a crash.
#include "verify/predicate.h"

#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace arbiter::verify {
namespace {

// A Torres-like state, trimmed.
nlohmann::json torres_state() {
  return nlohmann::json::parse(R"({
    "game": "torres", "phase": "turn", "year": 1, "round": 4, "step": 50,
    "ap": {"allowance": 5, "spent": 4},
    "king": "a4", "card_played": false, "turn_stack": -1,
    "order": ["P1", "P2"],
    "board": {"a4": {"height": 1, "piece": "King"}, "c4": {"height": 0, "piece": "P1"},
              "f3": {"height": 2, "piece": "P1"}, "h5": {"height": 1, "piece": "P2"},
              "d8": {"height": 1}},
    "players": [
      {"seat": "P1", "score": 1, "reserve": 0, "stacks": [3], "hand": "-"},
      {"seat": "P2", "score": 7, "reserve": 4, "stacks": [3, 2], "hand": "C2"}
    ],
    "ratio": 2.5,
    "big": 18446744073709551615,
    "empty_list": [], "empty_obj": {}, "zero": 0, "nothing": null, "text": "abc",
    "key with space": {"x": 1},
    "mixed": [1, "two", null, true, 0, 2.5]
  })");
}

// A small query table; counts its calls.
struct Queries {
  std::map<std::string, std::int64_t, std::less<>> table{{"max_territories", 6},
                                                         {"prestige_victory", 0},
                                                         {"step", 999},
                                                         {"huge", INT64_MAX},
                                                         {"tiny", INT64_MIN}};
  mutable int calls = 0;
  bool operator()(std::string_view name, std::int64_t& out) const {
    ++calls;
    auto it = table.find(name);
    if (it == table.end()) return false;
    out = it->second;
    return true;
  }
};

struct Harness {
  nlohmann::json state = torres_state();
  Queries queries;
  int json_calls = 0;

  bool eval(const Predicate& p) {
    return p.evaluate([this](std::string_view n, std::int64_t& out) { return queries(n, out); },
                      [this]() -> const nlohmann::json& {
                        ++json_calls;
                        return state;
                      });
  }
  // Parses (must succeed) and evaluates.
  bool operator()(std::string_view text) {
    auto p = Predicate::parse(text);
    EXPECT_TRUE(p.ok()) << text << ": " << (p.ok() ? "" : p.error());
    if (!p.ok()) return false;
    return eval(*p);
  }
};

std::string parse_error(std::string_view text) {
  auto p = Predicate::parse(text);
  EXPECT_FALSE(p.ok()) << text << " parsed";
  return p.ok() ? std::string() : p.error();
}

// --- parsing errors ---------------------------------------------------------------------------

TEST(PredicateParse, ErrorsNameTheColumnAndWhatWasExpected) {
  EXPECT_EQ(parse_error("players[0].vp >="), "column 16: expected a value after '>='");
  EXPECT_EQ(parse_error("step >= )"), "column 8: expected a value after '>=', found ')'");
  EXPECT_EQ(parse_error(""), "column 0: expected an expression");
  EXPECT_EQ(parse_error("   "), "column 3: expected an expression");
  EXPECT_EQ(parse_error("step 3"),
            "column 5: expected an operator or the end of the expression, found '3'");
  EXPECT_EQ(parse_error("(step > 3"),
            "column 9: expected ')' to close the '(' at column 0, found the end of the expression");
  EXPECT_EQ(parse_error("step = 3"), "column 5: '=' is not an operator; use '==' to compare");
  EXPECT_EQ(parse_error("a & b"), "column 2: '&' is not an operator; use '&&' or 'and'");
  EXPECT_EQ(parse_error("a | b"), "column 2: '|' is not an operator; use '||' or 'or'");
  EXPECT_EQ(parse_error("1 < step < 3"),
            "column 9: comparisons cannot be chained; join them with 'and'");
  EXPECT_EQ(parse_error("phase == \"turn"), "column 9: unterminated string");
  EXPECT_EQ(parse_error("\"a\\q\""),
            "column 2: unknown escape in a string; use \\\" \\\\ \\n or \\t");
  EXPECT_EQ(parse_error("foo(x)"),
            "column 0: unknown function 'foo'; the functions are len, count, sum, max, min, any "
            "and all");
  EXPECT_EQ(parse_error("sum(3)"), "column 4: expected a path inside sum(...), found '3'");
  EXPECT_EQ(parse_error("sum(players[*].score"),
            "column 20: expected ')' to close sum( at column 0, found the end of the expression");
  EXPECT_EQ(parse_error("players[*].score > 1"),
            "column 7: '[*]' gives several values; use it inside count, sum, max, min, any or all");
  EXPECT_EQ(parse_error("len(players[*])"),
            "column 11: len(...) takes one value; '[*]' is for count, sum, max, min, any and all");
  EXPECT_EQ(parse_error("players[x]"),
            "column 8: expected an index, '*' or a quoted key after '[', found 'x'");
  EXPECT_EQ(parse_error("players[0"),
            "column 9: expected ']' to close the '[' at column 7, found the end of the expression");
  EXPECT_EQ(parse_error("ap."),
            "column 3: expected a key after '.', found the end of the expression");
  EXPECT_EQ(parse_error("step > 1.5"), "column 7: only integer literals are supported");
  EXPECT_EQ(parse_error("step > 99999999999999999999"),
            "column 7: integer literal out of range (the largest is 9223372036854775807)");
  EXPECT_EQ(parse_error("step > 3x"), "column 8: expected an operator after the number, found 'x'");
  EXPECT_EQ(parse_error("step # 3"),
            "column 5: expected an operator or the end of the expression, found '#'");
  EXPECT_EQ(parse_error("step > \x01"),
            "column 7: expected a value after '>', found the byte 0x01");
  EXPECT_EQ(parse_error("a and or b"), "column 6: expected a value after 'and', found 'or'");
  EXPECT_EQ(parse_error("not"), "column 3: expected a value after 'not'");
  EXPECT_EQ(parse_error("-"), "column 1: expected a value after '-'");
}

TEST(PredicateParse, KeepsTextAndIdentifiers) {
  auto p = Predicate::parse("max_territories >= 4 and step > 2 or max_territories == phase.x");
  ASSERT_TRUE(p.ok()) << p.error();
  EXPECT_EQ(p->text(), "max_territories >= 4 and step > 2 or max_territories == phase.x");
  EXPECT_EQ(p->identifiers(), (std::vector<std::string>{"max_territories", "step"}));
  auto q = Predicate::parse("sum(players[*].score) > 0 and len(order) == 2 and any(queued)");
  ASSERT_TRUE(q.ok()) << q.error();
  EXPECT_EQ(q->identifiers(), (std::vector<std::string>{"order", "queued"}));
}

TEST(PredicateParse, UsesJson) {
  auto is_query = [](std::string_view n) { return n == "max_territories" || n == "step"; };
  auto only_queries = Predicate::parse("max_territories > 3 and step < 9");
  ASSERT_TRUE(only_queries.ok());
  EXPECT_FALSE(only_queries->uses_json(is_query));
  EXPECT_TRUE(only_queries->uses_json());  // without the table, a bare name may be JSON
  auto bare_json = Predicate::parse("max_territories > 3 and year == 1");
  ASSERT_TRUE(bare_json.ok());
  EXPECT_TRUE(bare_json->uses_json(is_query));
  auto long_path = Predicate::parse("step > 3 and ap.spent == 1");
  ASSERT_TRUE(long_path.ok());
  EXPECT_TRUE(long_path->uses_json(is_query));
  auto constant = Predicate::parse("1 + 1 == 2");
  ASSERT_TRUE(constant.ok());
  EXPECT_FALSE(constant->uses_json());
}

// --- operators --------------------------------------------------------------------------------

TEST(PredicateEval, Logic) {
  Harness h;
  EXPECT_TRUE(h("true"));
  EXPECT_FALSE(h("false"));
  EXPECT_FALSE(h("null"));
  EXPECT_TRUE(h("true and true"));
  EXPECT_FALSE(h("true && false"));
  EXPECT_TRUE(h("false or true"));
  EXPECT_FALSE(h("false || false"));
  EXPECT_TRUE(h("not false"));
  EXPECT_FALSE(h("!true"));
  EXPECT_TRUE(h("!!true"));
  EXPECT_TRUE(h("not not not false"));
  // and binds tighter than or; not looser than comparisons
  EXPECT_TRUE(h("true or false and false"));
  EXPECT_FALSE(h("(true or false) and false"));
  EXPECT_TRUE(h("not year == 2"));
  EXPECT_TRUE(h("!year == 2"));
  EXPECT_TRUE(h("true and true and true and not false"));
}

TEST(PredicateEval, Comparisons) {
  Harness h;
  EXPECT_TRUE(h("year == 1"));
  EXPECT_FALSE(h("year != 1"));
  EXPECT_TRUE(h("round > 3"));
  EXPECT_FALSE(h("round > 4"));
  EXPECT_TRUE(h("round >= 4"));
  EXPECT_TRUE(h("round < 5"));
  EXPECT_TRUE(h("round <= 4"));
  EXPECT_FALSE(h("round < 4"));
  EXPECT_TRUE(h("phase == \"turn\""));
  EXPECT_TRUE(h("phase != \"game-over\""));
  EXPECT_TRUE(h("phase < \"zzz\" and phase > \"a\""));
  EXPECT_TRUE(h("card_played == false"));
  EXPECT_FALSE(h("card_played < true"));  // booleans are not ordered
  EXPECT_TRUE(h("ratio > 2 and ratio < 3 and ratio * 2 == 5"));
  EXPECT_TRUE(h("turn_stack == -1"));
  EXPECT_TRUE(h("\"say \\\"hi\\\"\" == \"say \\\"hi\\\"\""));
  // mixed kinds: unequal, unordered
  EXPECT_FALSE(h("phase == 1"));
  EXPECT_TRUE(h("phase != 1"));
  EXPECT_FALSE(h("phase > 1"));
  // arrays and objects compare for equality only
  EXPECT_TRUE(h("order == order"));
  EXPECT_FALSE(h("order != order"));
  EXPECT_FALSE(h("order < order"));
  EXPECT_TRUE(h("big > 1000000"));  // an unsigned past int64 reads as a double
}

TEST(PredicateEval, Arithmetic) {
  Harness h;
  EXPECT_TRUE(h("1 + 2 * 3 == 7"));
  EXPECT_TRUE(h("(1 + 2) * 3 == 9"));
  EXPECT_TRUE(h("10 - 4 - 3 == 3"));
  EXPECT_TRUE(h("-3 + 5 == 2"));
  EXPECT_TRUE(h("--3 == 3"));
  EXPECT_TRUE(h("players[1].score - players[0].score >= 6"));
  EXPECT_TRUE(h("ap.allowance - ap.spent == 1"));
  EXPECT_TRUE(h("phase + 1 == null"));  // not numbers: null
  EXPECT_FALSE(h("phase + 1 == 1"));
}

TEST(PredicateEval, TruthinessOfTheWhole) {
  Harness h;
  EXPECT_TRUE(h("3"));
  EXPECT_FALSE(h("0"));
  EXPECT_FALSE(h("zero"));
  EXPECT_TRUE(h("year"));
  EXPECT_TRUE(h("text"));
  EXPECT_FALSE(h("\"\""));
  EXPECT_FALSE(h("empty_list"));
  EXPECT_FALSE(h("empty_obj"));
  EXPECT_TRUE(h("order"));
  EXPECT_TRUE(h("ratio"));
  EXPECT_FALSE(h("nothing"));
  EXPECT_FALSE(h("missing"));
}

// --- paths ------------------------------------------------------------------------------------

TEST(PredicateEval, Paths) {
  Harness h;
  EXPECT_TRUE(h("ap.spent == 4"));
  EXPECT_TRUE(h("board.a4.piece == \"King\""));
  EXPECT_TRUE(h("board . f3 . height == 2"));
  EXPECT_TRUE(h("players[0].seat == \"P1\""));
  EXPECT_TRUE(h("players[1].stacks[1] == 2"));
  EXPECT_TRUE(h("players[-1].seat == \"P2\""));
  EXPECT_TRUE(h("players[-2].seat == \"P1\""));
  EXPECT_TRUE(h("players[-1].stacks[-1] == 2"));
  EXPECT_TRUE(h("order[-1] == \"P2\""));
  EXPECT_TRUE(h("board[\"a4\"].height == 1"));
  EXPECT_TRUE(h("key_with_space == null"));
  EXPECT_TRUE(h("ap.and == null"));  // keywords are fine after '.'
}

TEST(PredicateParse, PathMustStartWithAName) {
  EXPECT_EQ(parse_error("[0] == 1"), "column 0: expected a value, found '['");
}

TEST(PredicateEval, MissingPathsAreNull) {
  Harness h;
  EXPECT_TRUE(h("missing == null"));
  EXPECT_FALSE(h("missing != null"));
  EXPECT_TRUE(h("null == missing"));
  EXPECT_TRUE(h("year != null"));
  EXPECT_TRUE(h("nothing == null"));
  EXPECT_TRUE(h("null == null"));
  EXPECT_TRUE(h("players[2] == null"));
  EXPECT_TRUE(h("players[-3] == null"));
  EXPECT_TRUE(h("players[0].seat.deeper == null"));
  EXPECT_TRUE(h("order.key == null"));  // a key on an array
  EXPECT_TRUE(h("ap[0] == null"));      // an index on an object
  EXPECT_TRUE(h("year[0] == null"));
  // every other comparison with null is false, both ways round
  for (const char* op : {"==", "!=", "<", "<=", ">", ">="}) {
    EXPECT_FALSE(h(std::string("missing ") + op + " 3")) << op;
    EXPECT_FALSE(h(std::string("3 ") + op + " missing")) << op;
    EXPECT_FALSE(h(std::string("missing ") + op + " missing")) << op;
    EXPECT_FALSE(h(std::string("nothing ") + op + " \"x\"")) << op;
  }
  EXPECT_FALSE(h("null < 1"));
  EXPECT_TRUE(h("missing + 1 == null"));
  EXPECT_TRUE(h("-missing == null"));
  EXPECT_TRUE(h("not missing"));
}

// --- aggregates -------------------------------------------------------------------------------

TEST(PredicateEval, Aggregates) {
  Harness h;
  EXPECT_TRUE(h("len(order) == 2"));
  EXPECT_TRUE(h("len(board) == 5"));
  EXPECT_TRUE(h("len(text) == 3"));
  EXPECT_TRUE(h("len(empty_list) == 0"));
  EXPECT_TRUE(h("len(year) == null"));
  EXPECT_TRUE(h("len(missing) == null"));
  EXPECT_TRUE(h("len(players[1].stacks) == 2"));

  EXPECT_TRUE(h("count(players[*]) == 2"));
  EXPECT_TRUE(h("count(players[*].reserve) == 1"));  // 0 is not counted
  EXPECT_TRUE(h("count(board[*].piece) == 4"));      // wildcard over an object's values
  EXPECT_TRUE(h("count(mixed[*]) == 4"));            // 1 "two" true 2.5
  EXPECT_TRUE(h("count(missing[*]) == 0"));
  EXPECT_TRUE(h("count(order) == 1"));  // one value, the array, non-empty
  EXPECT_TRUE(h("count(players[*].stacks[*]) == 3"));

  EXPECT_TRUE(h("sum(players[*].score) == 8"));
  EXPECT_TRUE(h("sum(board[*].height) == 5"));
  EXPECT_TRUE(h("sum(players[*].stacks[*]) == 8"));
  EXPECT_TRUE(h("sum(mixed[*]) * 2 == 7 and sum(mixed[*]) != 3"));  // non-numbers skipped, a double
                                                                    // makes it a double
  EXPECT_TRUE(h("sum(missing[*]) == 0"));

  EXPECT_TRUE(h("max(players[*].score) == 7"));
  EXPECT_TRUE(h("min(players[*].score) == 1"));
  EXPECT_TRUE(h("max(mixed[*]) > 2 and max(mixed[*]) < 3"));
  EXPECT_TRUE(h("min(mixed[*]) == 0"));
  EXPECT_TRUE(h("max(missing[*]) == null"));
  EXPECT_TRUE(h("min(order[*]) == null"));  // strings only: nothing numeric

  EXPECT_TRUE(h("any(players[*].reserve)"));
  EXPECT_FALSE(h("any(empty_list[*])"));
  EXPECT_FALSE(h("all(players[*].reserve)"));
  EXPECT_TRUE(h("all(players[*].seat)"));
  EXPECT_TRUE(h("all(missing[*])"));       // all of nothing
  EXPECT_FALSE(h("all(board[*].piece)"));  // d8 has no piece: null for it
  EXPECT_TRUE(h("any(board[*].piece)"));
  EXPECT_FALSE(h("all(missing)"));  // one value, null
  EXPECT_TRUE(h("count(missing.x[*].y) == 0 and all(missing.x[*].y)"));
  EXPECT_TRUE(h("max(board[*].piece) == null and sum(board[*].nothing) == 0"));
  EXPECT_EQ(parse_error("any(players[*].score > 0)"),
            "column 21: expected ')' to close any( at column 0, found '>'");
}

TEST(PredicateEval, AggregateOfAQuery) {
  Harness h;
  EXPECT_TRUE(h("sum(max_territories) == 6"));
  EXPECT_TRUE(h("count(prestige_victory) == 0"));
  EXPECT_TRUE(h("len(max_territories) == null"));
  EXPECT_EQ(h.json_calls, 0);
}

// --- queries and laziness ---------------------------------------------------------------------

TEST(PredicateEval, QueriesComeFirstAndJsonIsNotBuilt) {
  Harness h;
  EXPECT_TRUE(h("step == 999"));  // the query, not the JSON's 50
  EXPECT_TRUE(h("max_territories >= 6 and not prestige_victory"));
  EXPECT_TRUE(h("max_territories * 2 - 1 == 11"));
  EXPECT_FALSE(h("prestige_victory"));
  EXPECT_EQ(h.json_calls, 0);
  EXPECT_GT(h.queries.calls, 0);
}

TEST(PredicateEval, JsonBuiltAtMostOncePerEvaluate) {
  Harness h;
  auto p = Predicate::parse(
      "year == 1 and round == 4 and ap.spent == 4 and sum(players[*].score) == 8 and "
      "len(order) == 2 and max_territories == 6");
  ASSERT_TRUE(p.ok()) << p.error();
  EXPECT_TRUE(h.eval(*p));
  EXPECT_EQ(h.json_calls, 1);
  EXPECT_TRUE(h.eval(*p));
  EXPECT_EQ(h.json_calls, 2);  // once per evaluate
}

TEST(PredicateEval, JsonNotBuiltWhenShortCircuited) {
  Harness h;
  auto p = Predicate::parse("prestige_victory and year == 1");
  ASSERT_TRUE(p.ok());
  EXPECT_FALSE(h.eval(*p));
  auto q = Predicate::parse("max_territories == 6 or ap.spent == 4");
  ASSERT_TRUE(q.ok());
  EXPECT_TRUE(h.eval(*q));
  EXPECT_EQ(h.json_calls, 0);
}

TEST(PredicateEval, CallbackExceptionsDoNotEscape) {
  auto p = Predicate::parse("year == 1");
  ASSERT_TRUE(p.ok());
  bool result = true;
  EXPECT_NO_THROW(
      result = p->evaluate(
          [](std::string_view, std::int64_t&) -> bool { throw std::runtime_error("q"); },
          []() -> const nlohmann::json& { throw std::runtime_error("json"); }));
  EXPECT_FALSE(result);
}

TEST(PredicateEval, CopiesAndThreads) {
  auto parsed = Predicate::parse("sum(players[*].score) == 8 and phase == \"turn\"");
  ASSERT_TRUE(parsed.ok());
  const Predicate copy = *parsed;  // the copy owns its literals
  parsed = Predicate::parse("false");
  const nlohmann::json state = torres_state();
  std::atomic<int> hits{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&] {
      for (int k = 0; k < 500; ++k) {
        if (copy.evaluate([](std::string_view, std::int64_t&) { return false; },
                          [&]() -> const nlohmann::json& { return state; })) {
          ++hits;
        }
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(hits.load(), 2000);
}

// --- hostile input ----------------------------------------------------------------------------

TEST(PredicateLimits, DeepNestingRefused) {
  std::string ok = std::string(63, '(') + "1" + std::string(63, ')');
  EXPECT_TRUE(Predicate::parse(ok).ok());
  std::string deep = std::string(65, '(') + "1" + std::string(65, ')');
  EXPECT_EQ(parse_error(deep), "column 64: the expression is nested more than 64 levels deep");
  std::string nots;
  for (int k = 0; k < 200; ++k) nots += "not ";
  EXPECT_NE(parse_error(nots + "true").find("nested more than 64"), std::string::npos);
  EXPECT_NE(parse_error(std::string(100, '-') + "1").find("nested more than 64"),
            std::string::npos);
  EXPECT_NE(parse_error(std::string(100, '!') + "1").find("nested more than 64"),
            std::string::npos);
  EXPECT_NE(parse_error(std::string(2000, '(')).find("nested more than 64"), std::string::npos);
}

TEST(PredicateLimits, LongTextRefused) {
  EXPECT_EQ(parse_error(std::string(4097, ' ')),
            "the expression is 4097 bytes long; the limit is 4096");
  // Long but flat expressions within the limit are fine (and/or/+ chains are not nesting).
  std::string chain = "1";
  while (chain.size() + 4 <= 4096) chain += " + 1";
  auto p = Predicate::parse(chain);
  ASSERT_TRUE(p.ok()) << p.error();
  Harness h;
  EXPECT_TRUE(h.eval(*p));
  std::string ands = "true";
  while (ands.size() + 9 <= 4096) ands += " and true";
  EXPECT_TRUE(h(ands));
  std::string path = "ap";
  while (path.size() + 2 <= 4096 - 8) path += ".x";
  EXPECT_TRUE(h(path + " == null"));
  std::string indices = "players";
  while (indices.size() + 5 <= 4096 - 8) indices += "[*]";
  EXPECT_TRUE(h("count(" + indices + ") == 0"));
}

TEST(PredicateLimits, OverflowGivesNull) {
  Harness h;
  EXPECT_TRUE(h("9223372036854775807 + 1 == null"));
  EXPECT_TRUE(h("huge + 1 == null"));
  EXPECT_TRUE(h("tiny - 1 == null"));
  EXPECT_TRUE(h("-tiny == null"));
  EXPECT_TRUE(h("huge * 2 == null"));
  EXPECT_TRUE(h("tiny * -1 == null"));
  EXPECT_TRUE(h("huge - 1 + 1 == huge"));
  EXPECT_TRUE(h("-9223372036854775807 - 1 == tiny"));
  EXPECT_FALSE(h("huge + 1 > 0"));
  EXPECT_FALSE(h("huge * 2"));
  // a sum that overflows is null
  h.state["overflowing"] = nlohmann::json::array({INT64_MAX, 1});
  EXPECT_TRUE(h("sum(overflowing[*]) == null"));
  EXPECT_TRUE(h("max(overflowing[*]) == 9223372036854775807"));
}

TEST(PredicateLimits, GarbageNeverCrashes) {
  // Every prefix of some valid expressions, and some byte noise: parse gives a value or an error.
  const std::vector<std::string> samples = {
      "sum(players[*].stacks[-1]) >= 3 and (phase == \"turn\" || !card_played)",
      "len(board[\"a4\"]) != null and -max(players[*].score) * 2 < 0",
  };
  Harness h;
  for (const auto& s : samples) {
    for (std::size_t n = 0; n <= s.size(); ++n) {
      auto p = Predicate::parse(s.substr(0, n));
      if (p.ok()) h.eval(*p);
    }
  }
  std::uint32_t x = 12345;
  for (int k = 0; k < 2000; ++k) {
    std::string text;
    for (int c = 0; c < 24; ++c) {
      x = x * 1103515245u + 12345u;
      const char alphabet[] = "ab.[]*-\"()!=<>&|01 andornot\\9";
      text += alphabet[(x >> 16) % (sizeof(alphabet) - 1)];
    }
    auto p = Predicate::parse(text);
    if (p.ok()) h.eval(*p);
  }
  SUCCEED();
}

}  // namespace
}  // namespace arbiter::verify
