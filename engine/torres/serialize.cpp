// State queries, JSON, hash and text views (replay show, excerpts in error reports).
#include <sstream>

#include "engine/core/state_hash.h"
#include "engine/torres/geometry.h"
#include "engine/torres/rules_internal.h"
#include "engine/torres/scoring.h"
#include "engine/torres/torres.h"

namespace arbiter::torres {
namespace {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::MeisterReveal:
      return "meister-reveal";
    case Phase::SetupCastles:
      return "setup-castles";
    case Phase::SetupKnights:
      return "setup-knights";
    case Phase::SetupKing:
      return "setup-king";
    case Phase::Turn:
      return "turn";
    case Phase::DrawCard:
      return "draw-card";
    case Phase::VariantKeep:
      return "variant-keep";
    case Phase::KingMove:
      return "king-move";
    case Phase::GameOver:
      return "game-over";
    case Phase::Aborted:
      return "aborted";
  }
  return "?";
}

char seat_letter(int seat) {
  return static_cast<char>('A' + seat);
}

std::string hand_text(const std::array<std::uint8_t, kCardKinds>& cards) {
  std::string t;
  for (int c = 0; c < kCardKinds; ++c)
    for (int k = 0; k < cards[static_cast<std::size_t>(c)]; ++k)
      t += (t.empty() ? "" : " ") + card_name(c);
  return t.empty() ? "-" : t;
}

}  // namespace

bool State::equal_values(const State& a, const State& b) {
  return a.phase == b.phase && a.num_players == b.num_players && a.year == b.year &&
         a.round == b.round && a.order == b.order && a.turn_index == b.turn_index &&
         a.first_player == b.first_player && a.meister_card == b.meister_card &&
         a.setup_count == b.setup_count && a.king_mover == b.king_mover &&
         a.ap_spent == b.ap_spent && a.ap_allowance == b.ap_allowance &&
         a.cards_taken == b.cards_taken && a.card_played == b.card_played &&
         a.turn_stack == b.turn_stack && a.ending == b.ending &&
         a.placed_this_turn == b.placed_this_turn && a.played_mask == b.played_mask &&
         a.draws_left == b.draws_left && a.drawn_len == b.drawn_len && a.drawn == b.drawn &&
         a.height == b.height && a.piece == b.piece && a.built == b.built &&
         a.occupied == b.occupied && a.knights == b.knights && a.king == b.king &&
         a.supply == b.supply && a.players == b.players && a.common_deck == b.common_deck;
}

Seat Torres::current_seat(const State& s) {
  switch (s.phase) {
    case Phase::MeisterReveal:
    case Phase::DrawCard:
      return kChanceSeat;
    case Phase::KingMove:
      return s.king_mover;
    case Phase::GameOver:
    case Phase::Aborted:
      return kTerminalSeat;
    default:
      return s.active();
  }
}

std::string Torres::seat_name(const State&, Seat seat) {
  if (seat == kChanceSeat) return "chance";
  if (seat < 0) return "nobody";
  return std::string("P") + std::to_string(seat + 1);
}

bool Torres::is_terminal(const State& s) {
  return s.phase == Phase::GameOver || s.phase == Phase::Aborted;
}

std::vector<int> Torres::scores(const State& s) {
  std::vector<int> out;
  for (int p = 0; p < s.num_players; ++p)
    out.push_back(s.players[static_cast<std::size_t>(p)].score);
  return out;
}

nlohmann::json Torres::to_json(const State& s) {
  using nlohmann::json;
  json j;
  j["game"] = "torres";
  j["phase"] = phase_name(s.phase);
  j["year"] = s.year;
  j["round"] = s.round;
  j["to_move"] = seat_name(s, current_seat(s));
  j["order"] = json::array();
  for (int i = 0; i < s.num_players; ++i)
    j["order"].push_back(seat_name(s, static_cast<Seat>(s.order[static_cast<std::size_t>(i)])));
  j["ap"] = {{"spent", s.ap_spent}, {"allowance", s.ap_allowance}};
  j["turn_stack"] = s.turn_stack;
  j["cards_taken"] = s.cards_taken;
  j["card_played"] = s.card_played;
  j["supply"] = s.supply;
  j["king"] = s.king == kNoSquare ? json(nullptr) : json(square_name(s.king));
  if (s.meister_card >= 0) j["meister_card"] = meister_name(s.meister_card);
  json board = json::object();
  for (Square q = 0; q < kSquares; ++q) {
    if (!s.height[q] && s.piece[q] == kNoPiece) continue;
    json cell = {{"height", s.height[q]}};
    if (s.piece[q] == kKing)
      cell["piece"] = "King";
    else if (s.piece[q] >= 0)
      cell["piece"] = seat_name(s, s.piece[q]);
    board[square_name(q)] = cell;
  }
  j["board"] = board;
  j["players"] = json::array();
  for (int p = 0; p < s.num_players; ++p) {
    const Player& pl = s.players[static_cast<std::size_t>(p)];
    json jp = {{"seat", seat_name(s, static_cast<Seat>(p))},
               {"score", pl.score},
               {"reserve", pl.reserve},
               {"stacks", std::vector<int>(pl.stacks.begin(), pl.stacks.begin() + pl.num_stacks)},
               {"hand", hand_text(pl.hand) +
                            (pl.unseen ? " +" + std::to_string(pl.unseen) + " unseen" : "")},
               {"removed", hand_text(pl.removed)}};
    if (s.options().version == Version::Variant) jp["deck_size"] = pl.deck.size();
    j["players"].push_back(jp);
  }
  if (s.options().version == Version::Base) j["deck_size"] = detail::cards_to_draw(s);
  if (s.phase == Phase::GameOver) {
    j["winners"] = json::array();
    for (int p : winners(s)) j["winners"].push_back(seat_name(s, static_cast<Seat>(p)));
  }
  return j;
}

std::uint64_t Torres::hash(const State& s) {
  StateHash h;
  h.value(s.phase);
  h.value(s.num_players);
  h.value(s.year);
  h.value(s.round);
  h.value(s.order);
  h.value(s.turn_index);
  h.value(s.first_player);
  h.value(s.meister_card);
  h.value(s.setup_count);
  h.value(s.king_mover);
  h.value(s.ap_spent);
  h.value(s.ap_allowance);
  h.value(s.cards_taken);
  h.value(s.card_played);
  h.value(s.turn_stack);
  h.value(s.ending);
  h.value(s.placed_this_turn);
  h.value(s.played_mask);
  h.value(s.draws_left);
  h.value(s.drawn_len);
  h.value(s.drawn);
  h.value(s.height);
  h.value(s.piece);
  h.value(s.king);
  h.value(s.supply);
  for (const Player& p : s.players) {
    h.value(p.score);
    h.value(p.reserve);
    h.value(p.num_stacks);
    h.value(p.stacks);
    h.value(p.hand);
    h.value(p.fresh);
    h.value(p.unseen);
    h.value(p.unseen_fresh);
    h.value(p.removed);
    h.value(p.deck.middle);
    h.value(p.deck.top);
    h.value(p.deck.bottom);
    h.value(p.deck.top_len);
    h.value(p.deck.bottom_len);
  }
  h.value(s.common_deck.middle);
  return h.digest();
}

std::string Torres::render_text(const State& s) {
  std::ostringstream o;
  o << excerpt(s) << "\n\n";
  o << "     a   b   c   d   e   f   g   h\n";
  for (int r = 0; r < 8; ++r) {
    o << "  " << 8 - r << " ";
    for (int c = 0; c < 8; ++c) {
      const Square q = make_square(r, c);
      const int h = s.height[q];
      const int pc = s.piece[q];
      std::string cell = h ? std::to_string(h) : ".";
      if (pc == kKing)
        cell += "K";
      else if (pc >= 0)
        cell += seat_letter(pc);
      while (cell.size() < 4) cell = " " + cell;
      o << cell;
    }
    o << "\n";
  }
  o << "  (number = height, A-D = knights of P1-P4, K = King)\n\n";
  for (int p = 0; p < s.num_players; ++p) {
    const Player& pl = s.players[static_cast<std::size_t>(p)];
    o << "  P" << p + 1 << " (" << seat_letter(p) << ")  score " << pl.score << "  reserve "
      << int(pl.reserve) << "  stacks [";
    for (int i = 0; i < pl.num_stacks; ++i)
      o << (i ? "," : "") << int(pl.stacks[static_cast<std::size_t>(i)]);
    o << "]  hand " << hand_text(pl.hand)
      << (pl.unseen ? " +" + std::to_string(pl.unseen) + " unseen" : "") << "\n";
  }
  o << "  supply " << int(s.supply);
  if (s.options().version == Version::Base) o << "  deck " << detail::cards_to_draw(s);
  if (s.meister_card >= 0) o << "  Meister card " << meister_name(s.meister_card);
  o << "\n";
  return o.str();
}

std::string Torres::excerpt(const State& s) {
  std::ostringstream o;
  o << "year " << int(s.year) << " round " << int(s.round) << ", " << phase_name(s.phase);
  const Seat who = current_seat(s);
  if (who >= 0) o << ", " << seat_name(s, who) << " to act";
  if (s.phase == Phase::Turn) {
    o << ", AP " << int(s.ap_spent) << "/" << int(s.ap_allowance);
    o << ", turn stack "
      << (s.turn_stack < 0 ? std::string("not chosen") : std::to_string(s.turn_stack));
  }
  o << "; scores";
  for (int p = 0; p < s.num_players; ++p) o << " " << s.players[static_cast<std::size_t>(p)].score;
  if (s.phase == Phase::GameOver) {
    const std::vector<int> w = winners(s);
    o << (w.empty() ? "; no winner" : (w.size() > 1 ? "; shared win:" : "; winner:"));
    for (int p : w) o << " " << seat_name(s, static_cast<Seat>(p));
  }
  return o.str();
}

std::string Torres::state_label(const State& s) {
  std::ostringstream o;
  const Seat who = current_seat(s);
  switch (s.phase) {
    case Phase::Turn:
      o << seat_name(s, who) << " AP " << int(s.ap_spent) << "/" << int(s.ap_allowance);
      if (s.turn_stack >= 0) o << " stack " << int(s.turn_stack);
      break;
    case Phase::DrawCard:
      o << "draw for " << seat_name(s, s.active());
      break;
    case Phase::VariantKeep:
      o << seat_name(s, who) << " keeps 1";
      break;
    case Phase::KingMove:
      o << "scored; " << seat_name(s, who) << " may move K";
      break;
    case Phase::GameOver:
      o << "final";
      break;
    default:
      o << phase_name(s.phase);
      break;
  }
  // The few numbers a turn changes: scores, knights left in reserve, where the King stands.
  o << "\nscore";
  for (int p = 0; p < s.num_players; ++p)
    o << (p ? "-" : " ") << s.players[static_cast<std::size_t>(p)].score;
  o << "\nreserve";
  for (int p = 0; p < s.num_players; ++p)
    o << (p ? "-" : " ") << int(s.players[static_cast<std::size_t>(p)].reserve);
  if (s.king != kNoSquare) o << " K " << square_name(s.king);
  return o.str();
}

std::string Torres::not_over_reason(const State& s) {
  const std::string who = seat_name(s, current_seat(s));
  const std::string year = "year " + std::to_string(s.year) + " of " + std::to_string(kYears);
  const std::string when = year + ", round " + std::to_string(s.round) + " of " +
                           std::to_string(rounds_in_year(s.num_players, s.year)) + ", turn of " +
                           seat_name(s, s.active());
  const std::string end = "; the game ends with the scoring of year " + std::to_string(kYears);
  switch (s.phase) {
    case Phase::MeisterReveal:
      return "setup: the Meister card is not revealed yet (*M1..*M8)";
    case Phase::SetupCastles:
      return "setup: " + std::to_string(s.setup_count) + " of 8 starting castles placed, " + who +
             " places the next (B@sq)";
    case Phase::SetupKnights:
      return "setup: " + std::to_string(s.setup_count) + " of " + std::to_string(s.num_players) +
             " first knights placed, " + who + " places the next (N@sq)";
    case Phase::SetupKing:
      return "setup: " + who + " has not placed the King yet (K@sq)";
    case Phase::Turn:
      return when + end;
    case Phase::DrawCard:
      return when + ": the card " + seat_name(s, s.active()) +
             " takes is not drawn yet (*C1..*C10)" + end;
    case Phase::VariantKeep:
      return when + ": " + who + " has not kept a drawn card yet (keep:...)" + end;
    case Phase::KingMove:
      return year + " is scored; " + who +
             ", the lowest scorer, has not moved the King yet (K@sq or K:stay)" + end;
    case Phase::GameOver:
    case Phase::Aborted:
      return "";
  }
  return "";
}

TimePath Torres::time_path(const State& s) {
  switch (s.phase) {
    case Phase::MeisterReveal:
    case Phase::SetupCastles:
    case Phase::SetupKnights:
    case Phase::SetupKing:
      return {"Setup"};
    case Phase::GameOver:
    case Phase::Aborted:
      return {"End"};
    case Phase::KingMove:
      return {"Year " + std::to_string(s.year), "Scoring and King move"};
    default:
      return {"Year " + std::to_string(s.year), "Round " + std::to_string(s.round),
              "Turn of " + seat_name(s, s.active())};
  }
}

}  // namespace arbiter::torres
