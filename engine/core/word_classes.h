// The words of a game's notation by class: squares, cards, verbs, places... Every game lists them
// (`G::word_classes(s)`, engine/core/game.h) so that generic tools can rewrite a token with another
// word of the same class and still reach the game's rules rather than its reader: the mutation
// corpus (verify/mutate/) changes a square into a square and a card into a card.
#pragma once

#include <string>
#include <vector>

namespace arbiter {

struct WordClass {
  std::string name;                // "square", "card", "verb", ...: names a mutation's kind
  std::vector<std::string> words;  // as written in tokens (case-sensitive)
};

}  // namespace arbiter
