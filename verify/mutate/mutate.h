// Mutants of a valid record (issue 10, part 7): one small change of the kinds a transcriber makes,
// each naming the first line it changes. Generic over the Game; the game's words come from
// G::word_classes, so a square becomes another square and a card another card, and the mutant
// reaches the rules rather than only the reader. Deterministic from a seed.
//
//   drop, dup, swap     a token left out, written twice, or two neighbours swapped
//   CLASS               a word of a token replaced by another of its class ("square", "card",
//                       "verb", "fief", ...), preferring one with which the token still reads
//   number              a number in a token (a card copy, a bid, a checkpoint) or a final score
//   seat                a seat mark or prefix changed, or a wrong seat's prefix added
//   typo                a word misspelt into no word of the game (for the reader)
//   cut, cut-stop,      the record cut after a token: without ending, with `stop`, or with its
//   cut-result          own `result` line
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "verify/mutate/source.h"

namespace arbiter::mutate {

struct Mutant {
  std::string text;
  std::string kind;             // as above; a word replacement is named by its word's class
  std::string what;             // "`f3-f2` -> `f3-e2`"
  std::int64_t first_line = 0;  // the first line that differs from the source
};

// Mutant i of a run: its own seed, from the run's seed, the game and i.
inline std::uint64_t mutant_seed(std::uint64_t seed, std::string_view game, std::uint64_t i) {
  std::uint64_t h = 1469598103934665603ull;
  for (char c : game) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  std::uint64_t z = seed ^ h ^ (i * 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

namespace detail {

using Rng = std::mt19937_64;

inline std::size_t pick(Rng& rng, std::size_t n) {
  return static_cast<std::size_t>(rng() % n);
}

inline std::string backticked(std::string_view s) {
  std::string out(1, '`');
  out.append(s);
  out += '`';
  return out;
}

// The classes that hold `word` (a word may sit in two: Medievalia's `C` is a fief and a pile).
inline std::vector<const WordClass*> classes_of(const std::vector<WordClass>& classes,
                                                std::string_view word) {
  std::vector<const WordClass*> out;
  for (const WordClass& c : classes)
    if (std::find(c.words.begin(), c.words.end(), word) != c.words.end()) out.push_back(&c);
  return out;
}

// A word of a token that a mutant may change: a whole word of a class, or the digits of one.
struct Spot {
  Span at;                                // in the token
  std::vector<const WordClass*> classes;  // empty: a number
};

// The changeable words of a token: each run of letters and digits that is a word of a class;
// otherwise its letter parts that are, and its digits as numbers. A seat prefix (`P2:`) is left
// to the seat mutation.
inline std::vector<Spot> spots(const std::vector<WordClass>& classes, std::string_view token) {
  std::vector<Spot> out;
  const std::size_t skip = replay::seat_prefix(token) || replay::seat_mark(token) ? 3 : 0;
  for (const Span& run : alnum_runs(token)) {
    if (run.at < skip) continue;
    auto whole = classes_of(classes, token.substr(run.at, run.len));
    if (!whole.empty()) {
      out.push_back({run, std::move(whole)});
      continue;
    }
    for (const Span& part : letter_digit_runs(token, run)) {
      if (is_digit(token[part.at])) {
        out.push_back({part, {}});
      } else if (auto in = classes_of(classes, token.substr(part.at, part.len)); !in.empty()) {
        out.push_back({part, std::move(in)});
      }
    }
  }
  return out;
}

template <Game G>
class Generator {
 public:
  Generator(const Source<G>& src, std::uint64_t seed) : src_(src), rng_(seed) {}

  std::optional<Mutant> run() {
    // Weights: words and numbers most (they reach the rules), then the token edits and cuts.
    static constexpr int kWeights[] = {10, 8, 10, 30, 12, 8, 10, 12};
    int total = 0;
    for (int w : kWeights) total += w;
    for (int tries = 0; tries < 64; ++tries) {
      int r = static_cast<int>(pick(rng_, static_cast<std::size_t>(total)));
      int k = 0;
      while (r >= kWeights[k]) r -= kWeights[k++];
      std::optional<Mutant> m;
      switch (k) {
        case 0:
          m = drop_one();
          break;
        case 1:
          m = dup_one();
          break;
        case 2:
          m = swap_two();
          break;
        case 3:
          m = change_word();
          break;
        case 4:
          m = change_number();
          break;
        case 5:
          m = change_seat();
          break;
        case 6:
          m = misspell();
          break;
        default:
          m = cut();
          break;
      }
      if (!m || m->text == src_.text) continue;
      m->first_line = first_changed_line(src_.text, m->text);
      return m;
    }
    return std::nullopt;
  }

 private:
  std::size_t tokens() const { return src_.spans.size(); }
  const std::string& token(std::size_t i) const { return src_.rec.actions[i].text; }
  std::string at_line(std::size_t i) const {
    return " at line " + std::to_string(src_.rec.actions[i].at.line);
  }

  // The token `i` with `part` (in the token) replaced by `with`.
  std::string rewritten(std::size_t i, Span part, std::string_view with) const {
    return replace(token(i), part, with);
  }
  bool reads(std::size_t i, const std::string& tok) const {
    return static_cast<bool>(replay::parse_token<G>(src_.state_at(i), tok));
  }
  Mutant replaced_token(std::size_t i, const std::string& tok, std::string kind) const {
    return {replace(src_.text, src_.spans[i], tok), std::move(kind),
            backticked(token(i)) + " -> " + backticked(tok) + at_line(i)};
  }

  // Of `options` (shuffled here), one with which token `i` still reads, three times in four;
  // otherwise any.
  std::string choose(std::size_t i, Span part, std::vector<std::string> options) {
    std::shuffle(options.begin(), options.end(), rng_);
    if (!src_.is_action(i) || pick(rng_, 4) == 0) return options.front();
    for (const std::string& o : options)
      if (reads(i, rewritten(i, part, o))) return o;
    return options.front();
  }

  std::optional<Mutant> drop_one() {
    const std::size_t i = pick(rng_, tokens());
    return Mutant{drop(src_.text, src_.spans[i]), "drop",
                  "drop " + backticked(token(i)) + at_line(i)};
  }

  std::optional<Mutant> dup_one() {
    const std::size_t i = pick(rng_, tokens());
    return Mutant{duplicate(src_.text, src_.spans[i]), "dup",
                  "duplicate " + backticked(token(i)) + at_line(i)};
  }

  std::optional<Mutant> swap_two() {
    if (tokens() < 2) return std::nullopt;
    const std::size_t i = pick(rng_, tokens() - 1);
    if (token(i) == token(i + 1)) return std::nullopt;
    return Mutant{swap(src_.text, src_.spans[i], src_.spans[i + 1]), "swap",
                  "swap " + backticked(token(i)) + " and " + backticked(token(i + 1)) + at_line(i)};
  }

  std::optional<Mutant> change_word() {
    const std::size_t i = pick(rng_, tokens());
    std::vector<Spot> words;
    for (Spot& s : spots(src_.classes, token(i)))
      if (!s.classes.empty()) words.push_back(std::move(s));
    if (words.empty()) return std::nullopt;
    const Spot& w = words[pick(rng_, words.size())];
    const std::string old = token(i).substr(w.at.at, w.at.len);
    std::vector<std::string> options;
    for (const WordClass* c : w.classes)
      for (const std::string& o : c->words)
        if (o != old && std::find(options.begin(), options.end(), o) == options.end())
          options.push_back(o);
    if (options.empty()) return std::nullopt;
    return replaced_token(i, rewritten(i, w.at, choose(i, w.at, std::move(options))),
                          w.classes.front()->name);
  }

  std::optional<Mutant> change_number() {
    if (!src_.scores.empty() && pick(rng_, 8) == 0) {  // a final score
      const Span s = src_.scores[pick(rng_, src_.scores.size())];
      const std::string old = src_.text.substr(s.at, s.len);
      if (!std::all_of(old.begin(), old.end(), is_digit)) return std::nullopt;
      std::vector<std::string> options = number_variants(old);
      const std::string v = options[pick(rng_, options.size())];
      return Mutant{replace(src_.text, s, v), "number",
                    "result score " + backticked(old) + " -> " + backticked(v) + " at line " +
                        std::to_string(src_.rec.end_at.line)};
    }
    const std::size_t i = pick(rng_, tokens());
    std::vector<Spot> numbers;
    for (Spot& s : spots(src_.classes, token(i)))
      if (s.classes.empty()) numbers.push_back(std::move(s));
    if (numbers.empty()) return std::nullopt;
    const Spot& n = numbers[pick(rng_, numbers.size())];
    const std::string v =
        choose(i, n.at, number_variants(std::string_view(token(i)).substr(n.at.at, n.at.len)));
    return replaced_token(i, rewritten(i, n.at, v), "number");
  }

  // Another seat in a mark or prefix (one of the game's seats three times in four, otherwise one
  // past them), or a prefix naming a seat that is not to act.
  std::optional<Mutant> change_seat() {
    const std::size_t i = pick(rng_, tokens());
    const typename G::State& s = src_.state_at(i);
    const int seats = G::num_seats(s);
    const std::string& tok = token(i);
    const bool marked = replay::seat_mark(tok) || replay::seat_prefix(tok);
    const int own = marked ? tok[1] - '1' : static_cast<int>(G::current_seat(s));
    if (!marked && (!src_.is_action(i) || own < 0)) return std::nullopt;
    int other = 0;
    if (seats >= 2 && pick(rng_, 4) != 0) {
      other = static_cast<int>(pick(rng_, static_cast<std::size_t>(seats - 1)));
      if (other >= own) ++other;
    } else {
      if (seats >= 9) return std::nullopt;
      other = seats + static_cast<int>(pick(rng_, static_cast<std::size_t>(9 - seats)));
    }
    const std::string mark = "P" + std::to_string(other + 1) + ":";
    return replaced_token(i, marked ? mark + tok.substr(3) : mark + tok, "seat");
  }

  std::optional<Mutant> misspell() {
    const std::size_t i = pick(rng_, tokens());
    const std::vector<Spot> words = spots(src_.classes, token(i));
    std::vector<Span> letters;
    for (const Spot& s : words)
      if (!s.classes.empty()) letters.push_back(s.at);
    if (letters.empty()) {  // words of no class: `conv:PT`'s PT, a checkpoint's key
      for (const Span& run : alnum_runs(token(i)))
        if (!is_digit(token(i)[run.at])) letters.push_back(run);
    }
    if (letters.empty()) return std::nullopt;
    const Span w = letters[pick(rng_, letters.size())];
    std::vector<std::string> options;
    for (std::string& o : typo_variants(std::string_view(token(i)).substr(w.at, w.len)))
      if (classes_of(src_.classes, o).empty()) options.push_back(std::move(o));
    if (options.empty()) return std::nullopt;
    return replaced_token(i, rewritten(i, w, options[pick(rng_, options.size())]), "typo");
  }

  std::optional<Mutant> cut() {
    if (tokens() < 2) return std::nullopt;
    const std::size_t i = pick(rng_, tokens() - 1);
    const std::size_t how = pick(rng_, 3);
    const std::string what = "cut after " + backticked(token(i)) + at_line(i);
    if (how == 1) return Mutant{cut_after(src_.text, src_.spans[i], "\nstop\n"), "cut-stop", what};
    if (how == 2 && src_.rec.ending == record::Ending::Result)
      return Mutant{cut_after(src_.text, src_.spans[i], "\n" + src_.ending + "\n"), "cut-result",
                    what};
    return Mutant{cut_after(src_.text, src_.spans[i], ""), "cut", what};
  }

  const Source<G>& src_;
  Rng rng_;
};

}  // namespace detail

// One mutant of `src`, from `seed`; nullopt only if 64 tries changed nothing.
template <Game G>
std::optional<Mutant> mutate(const Source<G>& src, std::uint64_t seed) {
  return detail::Generator<G>(src, seed).run();
}

}  // namespace arbiter::mutate
