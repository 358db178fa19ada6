// Writing a Comuni position: the canonical text, fields at their usual value left out.
#include <string>
#include <string_view>
#include <vector>

#include "engine/comuni/comuni.h"
#include "engine/comuni/position_internal.h"

namespace arbiter::comuni {
namespace position_detail {
namespace {

std::string join(const std::vector<std::string>& words) {
  std::string t;
  for (const std::string& w : words) t += (t.empty() ? "" : " ") + w;
  return t;
}

std::string pile_field(const State& s) {
  const Data& d = s.data();
  const int n = s.num_players;
  const Deck deck = dealt(d, n);
  Cards used{};
  int in_play = 0;
  for (int c = 0; c < s.columns_in_use; ++c) {
    const Column& col = s.columns[ix(c)];
    for (int i = 0; i < col.count; ++i) ++used[col.cards[ix(i)]];
    in_play += col.count;
  }
  for (int q = 0; q < n; ++q) {
    const Player& p = s.players[ix(q)];
    for (int i = 0; i < p.hand_size; ++i) ++used[p.hand[ix(i)]];
    in_play += p.hand_size - p.bonus_cards;
    for (int i = 0; i < p.num_buildings; ++i) in_play += p.buildings[ix(i)].floors;
    for (int i = 0; i < p.num_sections; ++i) in_play += p.sections[ix(i)];
  }
  if (s.discarded == 0) {
    auto def = piles_holding(d, n, deck, deck.cards - in_play, used);
    if (def && *def == s.piles) return "";
  }
  const int x = s.current_pile();
  if (x < 0) return "pile -";
  const std::string head = "pile " + pile_letter(x);
  Cards have{};
  for (int t = 0; t < kCardTypes; ++t) have[ix(t)] = s.piles[ix(x)][ix(t)];
  if (have == deck.pile[ix(x)]) return head;
  const int k = s.pile_size[ix(x)];
  if (auto sel = select_cards(d, n, deck, x, k, used); sel && *sel == have)
    return head + " " + num(k);
  std::string t = head;
  for (int c = 0; c < kCardTypes; ++c)
    for (int i = 0; i < have[ix(c)]; ++i) t += " " + card_name(u8(c));
  return t;
}

std::string display_field(const State& s) {
  int last = -1;
  for (int c = 0; c < s.columns_in_use; ++c)
    if (s.columns[ix(c)].count) last = c;
  if (last < 0) return "";
  std::string t = "display";
  for (int c = 0; c <= last; ++c) {
    const Column& col = s.columns[ix(c)];
    if (c) t += " |";
    if (!col.count) t += " -";
    for (int i = 0; i < col.count; ++i) t += " " + card_name(col.cards[ix(i)]);
  }
  return t;
}

std::string seat_line(const State& s, int q, int default_turns) {
  const Player& p = s.players[ix(q)];
  std::vector<std::string> w;
  for (int r = 0; r < kResources; ++r)
    if (p.res[ix(r)]) w.push_back(num(p.res[ix(r)]) + kResourceLetter[r]);
  std::vector<std::string> bids;
  for (int c = 0; c < s.columns_in_use; ++c)
    if (s.columns[ix(c)].envoy == q) bids.push_back(num(c + 1) + "/" + num(s.columns[ix(c)].gold));
  if (!bids.empty()) w.push_back("bids " + join(bids));
  if (p.hand_size) {
    std::string t = "hand";
    for (int i = 0; i < p.hand_size; ++i) t += " " + card_name(p.hand[ix(i)]);
    w.push_back(t);
  }
  if (p.num_buildings) {
    std::string t = "buildings";
    for (int i = 0; i < p.num_buildings; ++i)
      t += std::string(" ") + kCategoryLetter[p.buildings[ix(i)].category] +
           num(p.buildings[ix(i)].floors);
    w.push_back(t);
  }
  if (p.num_sections) {
    std::string t = "ramparts";
    for (int i = 0; i < p.num_sections; ++i) t += " " + num(p.sections[ix(i)]);
    w.push_back(t);
  }
  if (p.bonus_cards) w.push_back("bonus " + num(p.bonus_cards));
  if (p.active) w.push_back("active " + letters(p.active, kCategoryLetter, kCategories));
  int masters = 0;
  for (int k = 0; k < kCategories; ++k) masters |= (s.master[ix(k)] == q ? 1 : 0) << k;
  if (masters) w.push_back("masters " + letters(masters, kCategoryLetter, kCategories));
  std::vector<std::string> heroes;
  for (int pile = 0; pile < kPiles; ++pile)
    for (int rank = 0; rank < 2; ++rank)
      if (s.hero_tiles[ix(pile)][ix(rank)] == q) heroes.push_back(hero_tile(pile, rank));
  if (!heroes.empty()) w.push_back("heroes " + join(heroes));
  if (p.loot) w.push_back("loot " + num(p.loot));
  if (p.turns != default_turns) w.push_back("turns " + num(p.turns));
  const Commitment& c = p.commit;
  if (c.stage >= 1)
    w.push_back("ally " +
                commitment_text(c.alliance_armies, c.alliance_gold_pairs, c.alliance_pil_pairs));
  if (c.stage >= 2)
    w.push_back("def " +
                commitment_text(c.defence_armies, c.defence_gold_pairs, c.defence_pil_pairs));
  if (w.empty()) return "";
  return Comuni::seat_name(s, static_cast<Seat>(q)) + " " + join(w);
}

std::string invasion_field(const State& s) {
  const int n = s.num_players;
  if (s.phase == Phase::Assign) {
    bool any = false;
    std::string t = "invasion defence";
    for (int q = 0; q < n; ++q) {
      any = any || s.defended[ix(q)];
      t += " " + num(s.defended[ix(q)]);
    }
    return any ? t : "";
  }
  if (s.phase == Phase::Commit || s.invasion_pawn < 0) return "";
  std::string t = "invasion pawn " + Comuni::seat_name(s, s.invasion_pawn);
  const auto list = [&](const std::string& key, auto value) {
    std::string part = " " + key;
    bool any = false;
    for (int q = 0; q < n; ++q) {
      const std::string v = value(q);
      any = any || v != "0";
      part += " " + v;
    }
    if (any) t += part;
  };
  list("vp", [&](int q) { return num(s.invasion_vp[ix(q)]); });
  list("ally", [&](int q) {
    const Units u = alliance_of(s.revealed[ix(q)]);
    return commitment_text(u.armies, u.gold_pairs, u.pil_pairs);
  });
  list("def", [&](int q) {
    const Units u = defence_of(s.revealed[ix(q)]);
    return commitment_text(u.armies, u.gold_pairs, u.pil_pairs);
  });
  list("defence", [&](int q) { return num(s.defended[ix(q)]); });
  list("looted", [&](int q) { return num(s.looted[ix(q)]); });
  return t;
}

}  // namespace
}  // namespace position_detail

std::string Comuni::position_text(const State& s) {
  using namespace position_detail;
  std::vector<std::string> lines;
  const int n = s.num_players;
  const auto name = [&](int q) { return seat_name(s, static_cast<Seat>(q)); };
  if (s.setup_picks > 0) {
    std::string t = "comuni";
    for (int q = 0; q < s.setup_picks; ++q) t += " " + name(q);
    lines.push_back(t);
  }
  if (s.phase != Phase::Projects && s.phase != Phase::Displaced)
    lines.push_back("phase " + std::string(phase_word(s.phase)));
  if (!s.final_round && s.active != 0) lines.push_back("turn " + name(s.active));
  const int round = s.players[s.active].turns + 1;
  if (round != 1) lines.push_back("round " + num(round));
  if (s.final_round) {
    lines.push_back("drawer " + name(s.drawer));
    const bool after_turns =
        s.phase == Phase::Commit || s.phase == Phase::Assign || s.phase == Phase::GameOver;
    if (!(after_turns && s.final_turns_done == n))
      lines.push_back("final " + num(s.final_turns_done));
  }
  if (s.pending_invasion >= 0) lines.push_back("pending " + pile_letter(s.pending_invasion));
  const bool build_phase =
      s.phase == Phase::Build || s.phase == Phase::Discard || s.phase == Phase::Repair;
  if (s.claimed && build_phase) lines.push_back("claimed");
  if (s.building_steps || s.rampart_steps || s.actions_bought) {
    std::string t = "steps";
    if (s.building_steps) t += " build " + num(s.building_steps);
    if (s.rampart_steps) t += " wall " + num(s.rampart_steps);
    if (s.actions_bought) t += " action " + num(s.actions_bought);
    lines.push_back(t);
  }
  if (s.phase == Phase::Displaced && s.displaced >= 0)
    lines.push_back("displaced " + name(s.displaced) + " " + num(s.displaced_from + 1) + "/" +
                    num(s.displaced_gold));
  if (std::string t = pile_field(s); !t.empty()) lines.push_back(t);
  if (std::string t = display_field(s); !t.empty()) lines.push_back(t);
  const auto turns = default_turns(n, s.active, round, s.final_round, s.drawer, s.final_turns_done,
                                   s.options().final_round_order);
  for (int q = 0; q < s.setup_picks && q < n; ++q)
    if (std::string t = seat_line(s, q, turns[ix(q)]); !t.empty()) lines.push_back(t);
  if (std::string t = invasion_field(s); !t.empty()) lines.push_back(t);
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

}  // namespace arbiter::comuni
