// Torres positions (docs/notation.md, "Torres positions"), at random: every state of random
// games round-trips through its text for every option set that changes the state's shape, and
// mutated position texts never crash the reader.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "engine/torres/torres.h"
#include "tests/support/scale.h"
#include "tests/support/text_lines.h"
#include "tests/support/torres_scenario.h"
#include "verify/instances.h"
#include "verify/random_play.h"
#include "verify/simulate.h"

namespace arbiter::torres {
namespace {

using arbiter::testing::lines_of;
using testing::config_with;

bool has_field(const std::vector<std::string>& lines, const std::string& key) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.rfind(key + " ", 0) == 0; });
}

std::string seat(int p) {
  return "P" + std::to_string(p + 1);
}

bool turn_phase(Phase p) {
  return p == Phase::Turn || p == Phase::DrawCard || p == Phase::VariantKeep;
}

// state -> text -> state, and text -> state -> text, in three spellings of the same position.
// Returns a message on the first difference, "" when every check holds.
std::string round_trip_problem(const Config& cfg, const State& s, std::mt19937_64& rng) {
  const std::string text = Torres::position_text(s);
  auto back = Torres::parse_position(cfg, text);
  if (!back) return "the text does not read back: " + back.error() + "\n" + text;
  if (!(*back == s)) return "the state read back differs\n" + text;
  if (Torres::position_text(*back) != text) return "the text written again differs\n" + text;
  if (auto v = Torres::check_invariants(*back))
    return "[" + std::string(v->rule) + "] " + v->reason;
  // The fields in any order, on one line with ';' (the form of a [Position] tag).
  std::vector<std::string> lines = lines_of(text);
  std::shuffle(lines.begin(), lines.end(), rng);
  std::string tag;
  for (const std::string& l : lines) tag += l + " ; ";
  auto shuffled = Torres::parse_position(cfg, tag);
  if (!shuffled) return "shuffled fields do not read: " + shuffled.error() + "\n" + tag;
  if (!(*shuffled == s)) return "shuffled fields read another state\n" + tag;
  // Every default written out.
  std::vector<std::string> full = lines_of(text);
  const int n = s.num_players;
  auto add = [&](const std::string& key, const std::string& line) {
    if (!has_field(full, key) && std::find(full.begin(), full.end(), key) == full.end())
      full.push_back(line);
  };
  add("year", "year " + std::to_string(s.year));
  add("round", "round " + std::to_string(s.round));
  add("first", "first " + seat(s.first_player));
  std::string order = "order", score = "score";
  for (int i = 0; i < n; ++i) order += " " + seat(s.order[static_cast<std::size_t>(i)]);
  for (int p = 0; p < n; ++p)
    score += " " + std::to_string(s.players[static_cast<std::size_t>(p)].score);
  add("order", order);
  add("score", score);
  add("turn", "turn " + seat(s.active()));
  if (s.phase == Phase::KingMove) add("mover", "mover " + seat(s.king_mover));
  if (turn_phase(s.phase)) {
    add("ap", "ap " + std::to_string(s.ap_spent) + "/" + std::to_string(s.ap_allowance));
    add("played", std::string("played ") + (s.card_played ? "yes" : "no"));
    if (s.phase == Phase::Turn) add("ending", std::string("ending ") + (s.ending ? "yes" : "no"));
    for (int p = 0; p < n; ++p) {
      const Player& pl = s.players[static_cast<std::size_t>(p)];
      std::string st = "stacks " + seat(p);
      for (int i = 0; i < pl.num_stacks; ++i)
        st += " " + std::to_string(pl.stacks[static_cast<std::size_t>(i)]);
      add("stacks " + seat(p), st);
    }
  }
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.players[static_cast<std::size_t>(p)];
    if (s.options().version == Version::Meister) {
      std::string h = "hand " + seat(p);
      for (int c = 0; c < kCardKinds; ++c)
        if (pl.hand[static_cast<std::size_t>(c)]) h += " " + card_name(c);
      add("hand " + seat(p), h);
    } else {
      add("hand " + seat(p), "hand " + seat(p));
      add("out " + seat(p), "out " + seat(p));
    }
    if (s.options().version == Version::Variant) add("deck " + seat(p), "deck " + seat(p) + " ?");
  }
  std::string spelled;
  for (const std::string& l : full) spelled += l + "\n";
  auto explicit_state = Torres::parse_position(cfg, spelled);
  if (!explicit_state)
    return "defaults written out do not read: " + explicit_state.error() + "\n" + spelled;
  if (!(*explicit_state == s)) return "defaults written out read another state\n" + spelled;
  if (Torres::position_text(*explicit_state) != text)
    return "defaults written out are not left out again\n" + spelled;
  return "";
}

// One random game, every state round-tripped. Chance outcomes go by weight, except that a base
// game's draw is written unseen (`*?`) one time in four, so that unseen hands are covered.
struct TripResult {
  std::string problem;
  std::size_t states = 0;
};
TripResult round_trip_game(const Config& cfg, std::uint64_t seed) {
  auto legal = verify::make_buffer<Torres>();
  std::mt19937_64 rng(seed);
  TripResult r;
  State s = Torres::initial_state(cfg);
  for (std::size_t step = 0; step <= Torres::kMaxGameLength; ++step) {
    r.problem = round_trip_problem(cfg, s, rng);
    ++r.states;
    if (!r.problem.empty()) {
      r.problem =
          "seed " + std::to_string(seed) + " step " + std::to_string(step) + ": " + r.problem;
      return r;
    }
    if (Torres::is_terminal(s)) return r;
    Torres::legal_actions(s, *legal);
    if (legal->empty()) return r;
    Action a = verify::pick_action<Torres>(s, *legal, rng);
    if (s.phase == Phase::DrawCard && cfg.options.version == Version::Base && rng() % 4 == 0)
      a = Action{ActionKind::Draw, kUnseenCard, kNoSquare, kNoSquare, 0};
    if (auto v = Torres::apply(s, a)) {
      r.problem = "a legal action was refused: " + v->reason;
      return r;
    }
  }
  return r;
}

// Every option that changes the shape of the state: players, version, the first player, the
// Meister turn order, emptied stacks, short supply, the aborted Meister setup, the King mover.
struct OptionSet {
  const char* name;
  int players;
  Version version;
  void (*tweak)(Options&);
};
const std::vector<OptionSet>& option_sets() {
  static const std::vector<OptionSet> sets = {
      {"base2", 2, Version::Base, nullptr},
      {"base3", 3, Version::Base, nullptr},
      {"base4", 4, Version::Base, nullptr},
      {"variant2", 2, Version::Variant, nullptr},
      {"variant3", 3, Version::Variant, nullptr},
      {"variant4", 4, Version::Variant, nullptr},
      {"meister2", 2, Version::Meister, nullptr},
      {"meister3", 3, Version::Meister, nullptr},
      {"meister4", 4, Version::Meister, nullptr},
      {"base3_first2", 3, Version::Base, [](Options& o) { o.first_player = 2; }},
      {"variant4_first1_each", 4, Version::Variant,
       [](Options& o) {
         o.first_player = 1;
         o.variant_return = VariantReturn::Each;
       }},
      {"meister3_end_of_turn", 3, Version::Meister,
       [](Options& o) { o.meister_reorder_timing = ReorderTiming::EndOfTurn; }},
      {"meister4_end_of_turn_first3", 4, Version::Meister,
       [](Options& o) {
         o.meister_reorder_timing = ReorderTiming::EndOfTurn;
         o.first_player = 3;
       }},
      {"meister2_abort", 2, Version::Meister,
       [](Options& o) {
         o.meister_min_distance = 5;
         o.meister_spacing_fallback = SpacingFallback::Error;
       }},
      {"base3_stacks_vanish", 3, Version::Base, [](Options& o) { o.empty_stacks_persist = false; }},
      {"base4_short_supply", 4, Version::Base,
       [](Options& o) { o.supply_shortage = SupplyShortage::DealWhatRemains; }},
      {"base2_earliest_mover_leader_scoring", 2, Version::Base,
       [](Options& o) {
         o.king_mover_tiebreak = KingMoverTiebreak::EarliestInOrder;
         o.scoring_order = ScoringOrder::LeaderFirst;
       }},
      {"variant3_standard_cost_no_same_turn_sponsor", 3, Version::Variant,
       [](Options& o) {
         o.card_action_cost = CardActionCost::Standard;
         o.sponsor_same_turn = false;
       }},
      {"base2_forced_redistribution_spend_all", 2, Version::Base,
       [](Options& o) {
         o.forced_redistribution = true;
         o.must_spend_all_ap = true;
       }},
  };
  return sets;
}

// (a) The property under RapidCheck: any game of any option set.
RC_GTEST_PROP(TorresPosition, EveryStateOfARandomGameRoundTrips, ()) {
  const auto& sets = option_sets();
  const auto i = *rc::gen::inRange<std::size_t>(0, sets.size());
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  const OptionSet& o = sets[i];
  const TripResult r = round_trip_game(config_with(o.players, o.version, o.tweak), seed);
  RC_ASSERT(r.problem == std::string(""));
}

// The same, over a fixed number of games of each option set, counting the states.
TEST(TorresPosition, EveryOptionSetRoundTripsManyGames) {
  constexpr std::size_t kGames = test_support::scaled_games(12);
  std::size_t total = 0;
  for (const OptionSet& o : option_sets()) {
    const Config& cfg = config_with(o.players, o.version, o.tweak);
    std::size_t states = 0;
    for (std::uint64_t g = 0; g < kGames; ++g) {
      const TripResult r = round_trip_game(cfg, verify::game_seed(9001, g));
      ASSERT_EQ(r.problem, "") << o.name;
      states += r.states;
    }
    EXPECT_GT(states, kGames * 5) << o.name;
    total += states;
  }
  std::cout << "[ position ] " << total << " states of " << kGames * option_sets().size()
            << " games round-tripped\n";
}

// The aborted Meister setup and every phase are reached by the option sets above.
TEST(TorresPosition, TheRandomGamesReachEveryPhase) {
  std::array<bool, 10> seen{};
  auto legal = verify::make_buffer<Torres>();
  for (const OptionSet& o : option_sets()) {
    const Config& cfg = config_with(o.players, o.version, o.tweak);
    for (std::uint64_t g = 0; g < 12; ++g) {
      std::mt19937_64 rng(verify::game_seed(9001, g));
      State s = Torres::initial_state(cfg);
      for (std::size_t step = 0; step < Torres::kMaxGameLength && !Torres::is_terminal(s); ++step) {
        seen[static_cast<std::size_t>(s.phase)] = true;
        Torres::legal_actions(s, *legal);
        if (legal->empty()) break;
        ASSERT_FALSE(Torres::apply(s, verify::pick_action<Torres>(s, *legal, rng)));
      }
      seen[static_cast<std::size_t>(s.phase)] = true;
    }
  }
  for (std::size_t p = 0; p < seen.size(); ++p) EXPECT_TRUE(seen[p]) << "phase " << p;
}

// ---- (b) Hand-written positions ----------------------------------------------------------------

std::string mutate_words(const std::string& text, std::mt19937_64& rng) {
  static const std::vector<std::string> extra = {"ap 3",
                                                 "ap 2/7",
                                                 "stack 2",
                                                 "stack 0",
                                                 "played yes",
                                                 "ending yes",
                                                 "placed e4",
                                                 "turn P2",
                                                 "turn P3",
                                                 "phase draw-card",
                                                 "phase king-move",
                                                 "phase game-over",
                                                 "phase variant-keep",
                                                 "drawn C3 C5",
                                                 "hand P1 C3 *C5",
                                                 "hand P2 ? *?",
                                                 "out P1 C6",
                                                 "deck P1 C2 ? C7",
                                                 "score 3 8 1 0",
                                                 "year 2",
                                                 "round 3",
                                                 "order P2 P1 P3",
                                                 "first P2",
                                                 "stacks P1 3 2",
                                                 "mover P1",
                                                 "phase setup-knights",
                                                 "phase setup-king",
                                                 "knights P2 a1"};
  std::vector<std::string> lines = lines_of(text);
  const int edits = 1 + static_cast<int>(rng() % 3);
  for (int k = 0; k < edits; ++k) {
    const auto r = rng() % 6;
    if (r == 0 && !lines.empty()) {
      lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(rng() % lines.size()));
    } else if (r == 1) {
      lines.push_back(extra[rng() % extra.size()]);
    } else if (!lines.empty()) {
      std::string& line = lines[rng() % lines.size()];
      std::istringstream in(line);
      std::vector<std::string> words;
      for (std::string w; in >> w;) words.push_back(w);
      if (words.size() < 2) continue;
      const std::size_t at = 1 + rng() % (words.size() - 1);
      std::string& w = words[at];
      const std::string square = std::string(1, static_cast<char>('a' + rng() % 8)) +
                                 std::string(1, static_cast<char>('1' + rng() % 8));
      if (w.size() >= 2 && w[0] >= 'a' && w[0] <= 'h') {
        w = rng() % 2 ? square : square + ":" + std::to_string(1 + rng() % 4);
      } else if (w[0] == 'C' || w[0] == '*' || w[0] == '?') {
        const char* cards[] = {"C1", "C2", "C5", "C8", "C10", "?", "*C3", "*?"};
        w = cards[rng() % 8];
      } else if (w[0] == 'P') {
        w = "P" + std::to_string(1 + rng() % 4);
      } else {
        w = std::to_string(rng() % 10);
      }
      line.clear();
      for (const std::string& x : words) line += (line.empty() ? "" : " ") + x;
    }
  }
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

TEST(TorresPosition, MutatedPositionsNeverCrash) {
  std::mt19937_64 rng(77);
  auto legal = verify::make_buffer<Torres>();
  const char alphabet[] = "abcdefghPCK?*:;/ \n0123456789-";
  std::size_t accepted = 0, tried = 0;
  for (const OptionSet& o : option_sets()) {
    const Config& cfg = config_with(o.players, o.version, o.tweak);
    State s = Torres::initial_state(cfg);
    for (int step = 0; step < 600 && !Torres::is_terminal(s); ++step) {
      Torres::legal_actions(s, *legal);
      if (legal->empty()) break;
      ASSERT_FALSE(Torres::apply(s, verify::pick_action<Torres>(s, *legal, rng)));
      if (step % 40) continue;
      const std::string text = Torres::position_text(s);
      for (int m = 0; m < 60; ++m) {
        std::string t = text;
        if (m % 3 == 0) {
          for (int k = 0, edits = 1 + static_cast<int>(rng() % 3); k < edits && !t.empty(); ++k) {
            const std::size_t at = rng() % t.size();
            const char ch = alphabet[rng() % (sizeof alphabet - 1)];
            switch (rng() % 3) {
              case 0:
                t[at] = ch;
                break;
              case 1:
                t.insert(t.begin() + static_cast<std::ptrdiff_t>(at), ch);
                break;
              default:
                t.erase(at, 1);
                break;
            }
          }
        } else {
          t = mutate_words(t, rng);
        }
        ++tried;
        auto p = Torres::parse_position(cfg, t);
        if (!p) {
          EXPECT_NE(p.error().find(": "), std::string::npos) << p.error();
          continue;
        }
        if (Torres::check_invariants(*p)) continue;
        ++accepted;
        EXPECT_EQ(Torres::position_text(*p),
                  Torres::position_text(*Torres::parse_position(cfg, Torres::position_text(*p))));
        Torres::legal_actions(*p, *legal);
        for (const Action& a : *legal) {
          State next = *p;
          EXPECT_FALSE(Torres::apply(next, a)) << t << "\n" << Torres::action_to_text(*p, a);
        }
      }
    }
  }
  std::cout << "[ position ] " << accepted << " of " << tried << " mutated positions accepted\n";
  EXPECT_GT(accepted, tried / 10) << "mutations should often give another valid position";
}

}  // namespace
}  // namespace arbiter::torres
