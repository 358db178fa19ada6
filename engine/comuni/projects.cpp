// Phase 1 (C-3.1): bid with the displacement chain, claim, collect income. Conversions (C-1.9):
// convert.cpp.
#include <algorithm>
#include <string>
#include <utility>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni::detail {
namespace {

std::string col_name(int c) {
  return "column " + std::to_string(c + 1);
}

int own_envoys_on_board(const State& s, int seat) {
  int n = 0;
  for (int c = 0; c < s.columns_in_use; ++c)
    n += s.columns[static_cast<std::size_t>(c)].envoy == seat;
  return n;
}

bool sorted_choices(const Action& a) {
  const std::uint8_t v[3] = {a.a, a.b, a.c};
  for (int i = 0; i < 3; ++i) {
    if (v[i] != kNone && v[i] >= kResources) return false;
    if (i && v[i - 1] == kNone && v[i] != kNone) return false;
    if (i && v[i] != kNone && v[i] < v[i - 1]) return false;
  }
  return a.d == kNone;
}

int bonus_columns_claimed(const State& s) {
  int n = 0;
  for (int c = 0; c < s.columns_in_use; ++c)
    n += s.columns[static_cast<std::size_t>(c)].envoy == s.active &&
         s.data().bonus_column[static_cast<std::size_t>(c)];
  return n;
}

int total(const std::array<std::uint8_t, kResources>& r) {
  return r[0] + r[1] + r[2] + r[3];
}

// C-3.1.14: why a chosen resource is not there: which one ran out, and what took the supply's
// last units (the fixed part of the income, or the other choices). `supply` is the supply before
// the income, `fixed` the fixed income by resource; "" when every choice is there.
std::string ran_out(const std::array<std::uint8_t, kResources>& supply,
                    const std::array<int, kResources>& fixed, const Action& a, int count) {
  const std::uint8_t v[3] = {a.a, a.b, a.c};
  std::array<int, kResources> chosen{};
  for (int i = 0; i < count; ++i)
    if (v[i] < kResources) ++chosen[v[i]];
  for (int i = 0; i < count; ++i) {
    if (v[i] >= kResources) continue;
    const int r = v[i], in = supply[static_cast<std::size_t>(r)],
              f = fixed[static_cast<std::size_t>(r)], c = chosen[static_cast<std::size_t>(r)];
    const int left = std::max(0, in - f);
    if (left >= c) continue;
    const std::string name(kResourceName[r]);
    std::string why = name + " ran out: ";
    if (f > 0 && in == 0)
      why += "the supply holds none, not even for the fixed income of " + std::to_string(f) + " " +
             name;
    else if (f > 0 && left == 0)
      why += "the fixed income of " + std::to_string(f) + " " + name + " took the last " +
             std::to_string(in) + " in the supply" +
             (f > in ? " (" + std::to_string(f - in) + " lost)" : "") + ", none is left to choose";
    else if (f > 0)
      why += "after the fixed income of " + std::to_string(f) + " " + name + ", the supply holds " +
             std::to_string(left) + ", not the " + std::to_string(c) + " chosen";
    else if (left == 0)
      why += "the supply holds none to choose";
    else
      why +=
          "the supply holds " + std::to_string(left) + ", not the " + std::to_string(c) + " chosen";
    return why;
  }
  return "";
}

// C-3.1.12: the fixed part of income, before supply limits.
std::array<int, kResources> fixed_income(const State& s) {
  const Player& p = s.me();
  std::array<int, kResources> want{};
  const ComuneData& cd = s.data().comuni[p.comune - 1u];
  for (int r = 0; r < kResources; ++r)
    want[static_cast<std::size_t>(r)] = cd.income_fixed[static_cast<std::size_t>(r)];
  for (int k = 0; k < kCategories; ++k) {
    if ((p.active >> k) & 1) want[produces(k)] += tallest(p, k);
    if (s.master[static_cast<std::size_t>(k)] == s.active) want[produces(k)] += 1;
  }
  return want;
}

}  // namespace

int claim_choices(const State& s) {
  if (own_envoys_on_board(s, s.active) == 0) return -1;
  return std::min(bonus_columns_claimed(s), total(s.supply));
}

int income_choices(const State& s, std::array<std::uint8_t, kResources>& after) {
  if (s.me().envoys == 0 && s.options().three_envoys_force_claim) return -1;
  after = s.supply;
  const auto fixed = fixed_income(s);
  for (int r = 0; r < kResources; ++r)
    after[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(
        std::max(0, after[static_cast<std::size_t>(r)] - fixed[static_cast<std::size_t>(r)]));
  return std::min<int>(s.data().comuni[s.me().comune - 1u].income_choice, total(after));
}

int choice_count(const Action& a) {
  return (a.a != kNone) + (a.b != kNone) + (a.c != kNone);
}

bool choices_available(std::array<std::uint8_t, kResources> supply, const Action& a, int count) {
  const std::uint8_t v[3] = {a.a, a.b, a.c};
  for (int i = 0; i < count; ++i) {
    if (v[i] >= kResources || supply[v[i]] == 0) return false;
    --supply[v[i]];
  }
  return true;
}

Verdict check_projects(const State& s, const Action& a, Checker ck) {
  const Player& p = s.me();
  const Options& o = s.options();
  switch (a.kind) {
    case ActionKind::Bid: {
      if (p.envoys == 0) return ck.fail("C-3.1.1", "all envoys are on the board: claim");
      if (a.a >= s.columns_in_use)
        return ck.fail("C-3.1.3", [&] { return col_name(a.a) + " is not in use"; });
      const Column& col = s.columns[a.a];
      if (col.count == 0 && !o.bid_on_empty_column)
        return ck.fail("C-3.1.3",
                       [&] { return col_name(a.a) + " holds no card (bid_on_empty_column)"; });
      if (col.envoy == s.active)
        return ck.fail("C-3.1.3", [&] {
          return "one envoy per column: " + col_name(a.a) + " already holds yours";
        });
      if (a.b > p.res[Gold])
        return ck.fail(
            "C-3.1.4",
            [&] {
              return "bid of " + std::to_string(a.b) + " GOLD, only " +
                     std::to_string(p.res[Gold]) + " in stock";
            },
            [&] { return gold_help(s, p.res[Pil], a.b - p.res[Gold], a); });
      if (col.envoy >= 0 && a.b < col.gold + 1) {
        const Action enough = act(ActionKind::Bid, a.a, static_cast<std::uint8_t>(col.gold + 1));
        std::string help = col.gold + 1 <= p.res[Gold]
                               ? "bid at least " + std::to_string(col.gold + 1) + ": `" +
                                     Comuni::action_to_text(s, enough) + "`"
                               : gold_help(s, p.res[Pil], col.gold + 1 - p.res[Gold], enough);
        return ck.fail(
            "C-3.1.5",
            [&] {
              return "outbidding " + std::to_string(col.gold) + " GOLD needs at least " +
                     std::to_string(col.gold + 1);
            },
            [&] { return std::move(help); });
      }
      return std::nullopt;
    }
    case ActionKind::Claim: {
      if (!sorted_choices(a)) return ck.fail("encoding", "malformed claim");
      if (own_envoys_on_board(s, s.active) == 0)
        return ck.fail("C-3.1.2", "no envoy of yours on the board to claim with");
      const int want = std::min(bonus_columns_claimed(s), total(s.supply));
      if (choice_count(a) != want)
        return ck.fail("C-3.1.10", [&] {
          return "the claim takes " + std::to_string(want) +
                 " resource(s) of choice for bonus columns";
        });
      if (!choices_available(s.supply, a, want))
        return ck.fail("AMB-11", "a chosen bonus resource is not in the supply");
      return std::nullopt;
    }
    case ActionKind::Income: {
      if (!sorted_choices(a)) return ck.fail("encoding", "malformed income");
      if (p.envoys == 0 && o.three_envoys_force_claim)
        return ck.fail(
            "C-3.1.1",
            "all envoys are on the board: the player must claim (three_envoys_force_claim)");
      std::array<std::uint8_t, kResources> after = s.supply;
      const auto fixed = fixed_income(s);
      for (int r = 0; r < kResources; ++r)
        after[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(
            std::max(0, after[static_cast<std::size_t>(r)] - fixed[static_cast<std::size_t>(r)]));
      const int want = std::min<int>(s.data().comuni[p.comune - 1u].income_choice, total(after));
      if (choice_count(a) != want)
        return ck.fail("C-3.1.12", [&] {
          return "income takes " + std::to_string(want) + " resource(s) of choice";
        });
      if (std::string why = ran_out(s.supply, fixed, a, want); !why.empty())
        return ck.fail("C-3.1.14", [&] { return why; });
      if (!choices_available(after, a, want))
        return ck.fail("C-3.1.14", "a chosen resource is not left in the supply");
      return std::nullopt;
    }
    default:
      return ck.fail("C-3.1", "phase 1 is bid, claim or income");
  }
}

void perform_projects(State& s, const Action& a) {
  Player& p = s.me();
  switch (a.kind) {
    case ActionKind::Bid: {
      Column& col = s.columns[a.a];
      p.res[Gold] = static_cast<std::uint8_t>(p.res[Gold] - a.b);
      --p.envoys;
      if (col.envoy >= 0) {  // C-3.1.7: the outbid owner decides
        s.displaced = col.envoy;
        s.displaced_gold = col.gold;
        s.displaced_from = a.a;
        col.envoy = static_cast<std::int8_t>(s.active);
        col.gold = a.b;
        s.phase = Phase::Displaced;
        return;
      }
      col.envoy = static_cast<std::int8_t>(s.active);
      col.gold = a.b;
      after_projects(s);  // C-3.1.6
      return;
    }
    case ActionKind::Claim: {
      for (int c = 0; c < s.columns_in_use; ++c) {
        Column& col = s.columns[static_cast<std::size_t>(c)];
        if (col.envoy != s.active) continue;
        for (int i = 0; i < col.count; ++i) hand_add(p, col.cards[static_cast<std::size_t>(i)]);
        s.supply[Gold] = static_cast<std::uint8_t>(s.supply[Gold] + col.gold);
        ++p.envoys;
        col = Column{};
      }
      const std::uint8_t v[3] = {a.a, a.b, a.c};
      for (int i = 0; i < choice_count(a); ++i) {
        --s.supply[v[i]];
        ++p.res[v[i]];
      }
      s.claimed = true;
      after_projects(s);
      return;
    }
    case ActionKind::Income: {
      const auto fixed = fixed_income(s);
      for (int r = 0; r < kResources; ++r) {  // C-3.1.14: shortfalls are lost
        const int got = std::min<int>(fixed[static_cast<std::size_t>(r)],
                                      s.supply[static_cast<std::size_t>(r)]);
        s.supply[static_cast<std::size_t>(r)] =
            static_cast<std::uint8_t>(s.supply[static_cast<std::size_t>(r)] - got);
        p.res[static_cast<std::size_t>(r)] =
            static_cast<std::uint8_t>(p.res[static_cast<std::size_t>(r)] + got);
      }
      const std::uint8_t v[3] = {a.a, a.b, a.c};
      for (int i = 0; i < choice_count(a); ++i) {
        --s.supply[v[i]];
        ++p.res[v[i]];
      }
      p.active = 0;  // C-3.1.13
      after_projects(s);
      return;
    }
    default:
      return;
  }
}

Verdict check_displaced(const State& s, const Action& a, Checker ck) {
  const Player& owner = s.players[static_cast<std::size_t>(s.displaced)];
  if (a.kind == ActionKind::TakeBack) return std::nullopt;
  if (a.kind != ActionKind::Move)
    return ck.fail("C-3.1.7", "the outbid player takes the envoy back or moves it");
  if (owner.res[Pil] == 0) return ck.fail("C-3.1.7", "moving a displaced envoy costs 1 PIL");
  if (a.a == s.displaced_from)
    return ck.fail("C-3.1.7", "the envoy moves to another column than the one it lost");
  if (a.a >= s.columns_in_use)
    return ck.fail("C-3.1.7", [&] { return col_name(a.a) + " is not in use"; });
  const Column& col = s.columns[a.a];
  if (col.count == 0 && !s.options().bid_on_empty_column)
    return ck.fail("C-3.1.7", [&] { return col_name(a.a) + " holds no card"; });
  if (col.envoy == s.displaced)
    return ck.fail("C-3.1.7", [&] {
      return "one envoy per column: " + col_name(a.a) + " already holds yours";
    });
  if (a.b > 0 && !s.options().displaced_may_add_gold)
    return ck.fail("AMB-1",
                   "a displaced envoy moves with exactly its gold (displaced_may_add_gold=false)");
  if (a.b > 0 && col.envoy < 0)
    return ck.fail("AMB-1", "gold is added only to outbid another envoy");
  if (a.b > owner.res[Gold])  // the move itself costs 1 PIL: the rest may be converted
    return ck.fail(
        "C-3.1.7",
        [&] {
          return "adding " + std::to_string(a.b) + " GOLD, only " +
                 std::to_string(owner.res[Gold]) + " in stock";
        },
        [&] { return gold_help(s, owner.res[Pil] - 1, a.b - owner.res[Gold], a); });
  const int moved = s.displaced_gold + a.b;
  if (col.envoy >= 0 && moved <= col.gold)
    return ck.fail("C-3.1.7", [&] {
      return "the moved envoy carries " + std::to_string(moved) + " GOLD, not more than the " +
             std::to_string(col.gold) + " on " + col_name(a.a);
    });
  return std::nullopt;
}

void perform_displaced(State& s, const Action& a) {
  Player& owner = s.players[static_cast<std::size_t>(s.displaced)];
  if (a.kind == ActionKind::TakeBack) {
    ++owner.envoys;
    owner.res[Gold] = static_cast<std::uint8_t>(owner.res[Gold] + s.displaced_gold);
  } else {
    --owner.res[Pil];
    ++s.supply[Pil];
    owner.res[Gold] = static_cast<std::uint8_t>(owner.res[Gold] - a.b);
    Column& col = s.columns[a.a];
    const std::int8_t next = col.envoy;
    const std::uint8_t next_gold = col.gold;
    col.envoy = s.displaced;
    col.gold = static_cast<std::uint8_t>(s.displaced_gold + a.b);
    if (next >= 0) {  // C-3.1.8: the chain goes on
      s.displaced = next;
      s.displaced_gold = next_gold;
      s.displaced_from = a.a;
      return;
    }
  }
  s.displaced = -1;
  s.displaced_gold = 0;
  s.displaced_from = kNone;
  after_projects(s);
}

}  // namespace arbiter::comuni::detail
