// The effects of the actions of an open transaction: the pool filled by activations,
// exchanges, sales and powers; `pay` commits the transaction (its purpose done, the surplus
// lost, M-3.3.3) and `cancel` rolls it back (M-3.3.4).
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia {
namespace {

using K = ActionKind;

// A card sold into the pool, by the active seat or its ally (known type, or unseen from a pile).
void sell(State& s, const Action& a) {
  Txn& t = s.txn;
  Player& pl = s.player(a.seat);
  const bool own = a.seat == s.active;
  if (a.a == kUnknownType) {
    --pl.unknown[a.c];
    ++t.sold_unknown[a.c];
    if (!own) ++t.ally_sold_unknown[a.c];
  } else {
    --pl.hand[a.a];
    ++t.sold[a.a];
    if (!own) ++t.ally_sold[a.a];
  }
  ++t.pool[a.b];
  if (!own) t.ally_helped = 1;
}

// M-3.3.4: `cancel` undoes the transaction, as if nothing happened: cards untapped, sold cards
// back in their sellers' hands.
void cancel_txn(State& s) {
  Txn& t = s.txn;
  for (Card& c : s.cards)
    if (c.flags & kTxnTapped) c.flags &= static_cast<std::uint8_t>(~(kTapped | kTxnTapped));
  Player& pl = s.player(s.active);
  Player& ally = s.player((s.active + 2) % kMaxPlayers);  // only in the alliance game
  for (std::size_t i = 0; i < kMaxTypes; ++i) {
    pl.hand[i] = static_cast<std::uint8_t>(pl.hand[i] + t.sold[i] - t.ally_sold[i]);
    ally.hand[i] = static_cast<std::uint8_t>(ally.hand[i] + t.ally_sold[i]);
  }
  for (std::size_t k = 0; k < kDrawPiles; ++k) {
    pl.unknown[k] =
        static_cast<std::uint8_t>(pl.unknown[k] + t.sold_unknown[k] - t.ally_sold_unknown[k]);
    ally.unknown[k] = static_cast<std::uint8_t>(ally.unknown[k] + t.ally_sold_unknown[k]);
  }
  t = Txn{};
  back_to_rest(s, Phase::Main);
}

}  // namespace

void perform_txn(State& s, const Action& a) {
  Txn& t = s.txn;
  switch (a.kind) {
    case K::Tap: {
      Txn::Act& act = t.acts[t.n_acts++];
      act.card = a.a;
      act.n = static_cast<std::uint8_t>(contributors(s, a.a, act.res, act.amount));
      for (int i = 0; i < act.n; ++i)
        t.pool[act.res[static_cast<std::size_t>(i)]] = static_cast<std::uint8_t>(
            t.pool[act.res[static_cast<std::size_t>(i)]] + act.amount[static_cast<std::size_t>(i)]);
      tap_group(s, a.a, kTapped | kTxnTapped);  // M-3.4.4, I-13
      if (a.seat != s.active) t.ally_helped = 1;
      return;
    }
    case K::Exchange:
      t.pool[a.a] = static_cast<std::uint8_t>(t.pool[a.a] - 3);
      ++t.pool[a.b];
      return;
    case K::Sell:
      sell(s, a);
      return;
    case K::Trade:
      --t.pool[a.b];
      ++t.pool[a.c];
      if (a.d != kNone) ++t.pool[a.d];
      tap_group(s, a.a, kTapped | kTxnTapped);  // M-6.0.1, M-6.0.3
      return;
    case K::Art: {
      int k = 0;
      while (t.acts[static_cast<std::size_t>(k)].card != a.b) ++k;
      Txn::Act& act = t.acts[static_cast<std::size_t>(k)];
      for (int i = 0; i < act.n; ++i) {
        if (!((a.c >> i) & 1)) continue;
        const auto u = static_cast<std::size_t>(i);
        t.pool[act.res[u]] =
            static_cast<std::uint8_t>(t.pool[act.res[u]] + (act.amount[u] << act.exp[u]));
        ++act.exp[u];
      }
      tap_group(s, a.a, kTapped | kTxnTapped);
      return;
    }
    case K::Bureaucrat:
      ++t.waived[a.b];
      if (a.c != kNone) ++t.waived[a.c];
      tap_group(s, a.a, kTapped | kTxnTapped);
      return;
    case K::Pay:
      commit_txn(s);
      return;
    case K::Cancel:
      cancel_txn(s);
      return;
    default:
      return;
  }
}

void commit_txn(State& s) {
  Txn& t = s.txn;
  const int p = s.active;
  Player& pl = s.player(p);
  if (t.ally_helped) s.ally_fee_paid = 1;
  for (Card& c : s.cards) c.flags &= static_cast<std::uint8_t>(~kTxnTapped);
  for (int i = 0; i < kMaxTypes; ++i)
    s.out[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(
        s.out[static_cast<std::size_t>(i)] + t.sold[static_cast<std::size_t>(i)]);
  for (int k = 0; k < kDrawPiles; ++k)
    s.out_unknown[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(
        s.out_unknown[static_cast<std::size_t>(k)] + t.sold_unknown[static_cast<std::size_t>(k)]);
  const Txn done = t;
  t = Txn{};  // M-3.3.3: the pool empties, the surplus is lost
  switch (static_cast<K>(done.kind)) {
    case K::Play: {
      const int type = done.arg[0];
      if (pl.hand[static_cast<std::size_t>(type)]) {
        --pl.hand[static_cast<std::size_t>(type)];
      } else {  // an unseen card is identified (its copy was unaccounted for)
        const auto k = static_cast<std::size_t>(s.cfg().type(type).pile);
        --pl.unknown[k];
        --s.pool[k][static_cast<std::size_t>(type)];
      }
      enter_table(s, type, p, done.arg[1]);
      back_to_rest(s, Phase::Main);
      return;
    }
    case K::Buy: {
      const int pile = done.arg[0];
      enter_table(s, s.building_top[static_cast<std::size_t>(pile)], p, done.arg[1]);
      s.building_top[static_cast<std::size_t>(pile)] = kNone;
      if (check_end(s)) return;  // M-7.5: prestige, last building
      if (s.building_hidden[static_cast<std::size_t>(pile)]) {
        s.reveal_pile = static_cast<std::uint8_t>(pile);
        s.phase = Phase::BuildingReveal;
        return;
      }
      back_to_rest(s, Phase::Main);
      return;
    }
    case K::Extra:
      ++pl.extra_draws;
      s.draw_for = DrawFor::Extra;
      s.reveal_pile = done.arg[0];
      s.phase = Phase::Reveal;
      return;
    case K::Discard:
      for (std::uint8_t id : done.arg)
        if (id != kNone) to_out(s, id);
      back_to_rest(s, Phase::Main);
      return;
    default:
      back_to_rest(s, Phase::Main);
      return;
  }
}

}  // namespace arbiter::medievalia
