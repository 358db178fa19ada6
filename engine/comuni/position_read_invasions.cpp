// Reading a Comuni position: the invasion under way or last resolved, and the conserved counts.
#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/comuni/position_internal.h"
#include "engine/comuni/rules_internal.h"
#include "engine/core/suggest.h"

namespace arbiter::comuni::position_detail {

// ---- Invasions ----------------------------------------------------------------------------

bool Reader::units_ok(const std::string& who, const std::string& what, const Units& u) {
  if (cfg_.options.conversion_mode == ConversionMode::ExchangeOnly && (u.gold_pairs || u.pil_pairs))
    return fail(who, what +
                         ": under conversion_mode=exchange_only the stand-ins are exchanged "
                         "for armies when committed: write the armies only");
  return true;
}

bool Reader::read_commitments() {
  const bool invading = s_.phase == Phase::Commit || s_.phase == Phase::Assign;
  int deciding = -1;
  for (int q = 0; q < n_; ++q) {
    const SeatSpec& sp = seats_[ix(q)];
    const std::string who = seat_name(q);
    if (!invading && (sp.ally || sp.def))
      return fail(who, std::string(sp.ally ? "ally" : "def") +
                           ": no invasion is under way (`phase invasion` or `phase assign`)");
    if (sp.def && !sp.ally) return fail(who, "def without ally: the alliance is committed first");
    if (sp.ally && !units_ok(who, "ally", *sp.ally)) return false;
    if (sp.def && !units_ok(who, "def", *sp.def)) return false;
    Commitment& c = s_.players[ix(q)].commit;
    if (sp.ally) {
      c.alliance_armies = u8(sp.ally->armies);
      c.alliance_gold_pairs = u8(sp.ally->gold_pairs);
      c.alliance_pil_pairs = u8(sp.ally->pil_pairs);
      c.stage = 1;
    }
    if (sp.def) {
      c.defence_armies = u8(sp.def->armies);
      c.defence_gold_pairs = u8(sp.def->gold_pairs);
      c.defence_pil_pairs = u8(sp.def->pil_pairs);
      c.stage = 2;
    }
    if (s_.phase == Phase::Assign && c.stage != 2)
      return fail(who,
                  "the ramparts are assigned once every comune has committed: write its "
                  "`ally` and `def`");
    if (s_.phase == Phase::Commit) {
      if (deciding < 0 && c.stage < 2) deciding = q;
      if (deciding >= 0 && q > deciding && c.stage > 0)
        return fail(who, "has committed, but " + seat_name(deciding) +
                             " before it in seat order has not (C-4.3)");
    }
  }
  if (s_.phase == Phase::Commit) {
    if (deciding < 0)
      return fail("phase",
                  "invasion: every comune has committed; the invasion is then "
                  "resolved (or, with rampart_auto_assign=false, `phase assign`)");
    s_.commit_seat = u8(deciding);
  } else if (!invading) {
    s_.commit_seat = u8(s_.invasions > 0 ? n_ : 0);
  }
  if (s_.phase == Phase::Assign && cfg_.options.rampart_auto_assign)
    return fail("phase",
                "assign: the ramparts are manned automatically "
                "(rampart_auto_assign=true)");
  return true;
}

std::optional<std::array<int, kMaxPlayers>> Reader::per_seat(const std::vector<std::string_view>& v,
                                                             std::size_t& i,
                                                             const std::string& what, int hi) {
  std::array<int, kMaxPlayers> out{};
  for (int q = 0; q < n_; ++q, ++i) {
    if (i >= v.size() || !count_of(v[i])) {
      fail("invasion", what + ": one value per comune, in seat order (" + num(n_) + ")");
      return std::nullopt;
    }
    if (!number("invasion", v[i], 0, hi, out[ix(q)], what + ":")) return std::nullopt;
  }
  return out;
}

std::optional<std::array<Units, kMaxPlayers>> Reader::per_seat_units(
    const std::vector<std::string_view>& v, std::size_t& i, const std::string& what) {
  std::array<Units, kMaxPlayers> out{};
  for (int q = 0; q < n_; ++q, ++i) {
    auto u = i < v.size() ? parse_units(v[i]) : std::nullopt;
    if (!u || u->armies > 255 || u->gold_pairs > 255 || u->pil_pairs > 255) {
      fail("invasion", what + ": one commitment per comune, in seat order (" + num(n_) +
                           "), written as in ally: (2, 1g1, 0p2)");
      return std::nullopt;
    }
    if (!units_ok("invasion", what, *u)) return std::nullopt;
    out[ix(q)] = *u;
  }
  return out;
}

// The `invasion` field's keywords (pawn, vp, defence, looted, ally, def), each once, into `r`.
bool Reader::read_invasion_field(const Field& f, InvasionSpec& r) {
  std::size_t i = 0;
  const auto& v = f.values;
  std::vector<std::string_view> seen;
  while (i < v.size()) {
    const std::string_view k = v[i++];
    if (std::find(seen.begin(), seen.end(), k) != seen.end())
      return fail("invasion", std::string(k) + " written twice");
    seen.push_back(k);
    if (k == "pawn") {
      int q = 0;
      if (i >= v.size()) return fail("invasion", "pawn needs a comune");
      if (!seat("invasion", v[i++], q)) return false;
      r.pawn = q;
    } else if (k == "vp") {
      if (!(r.vp = per_seat(v, i, "vp", 999))) return false;
    } else if (k == "defence") {
      if (!(r.defence = per_seat(v, i, "defence", 999))) return false;
    } else if (k == "looted") {
      if (!(r.looted = per_seat(v, i, "looted", 255))) return false;
    } else if (k == "ally") {
      if (!(r.ally = per_seat_units(v, i, "ally"))) return false;
    } else if (k == "def") {
      if (!(r.def = per_seat_units(v, i, "def"))) return false;
    } else {
      return fail("invasion", shown(k) + " is not pawn, vp, ally, def, defence or looted");
    }
  }
  return true;
}

bool Reader::read_invasion_record() {
  const bool invading = s_.phase == Phase::Commit || s_.phase == Phase::Assign;
  if (invading) {  // C-4.2: the VP and the pawn of now are those of the invasion's start
    for (int q = 0; q < n_; ++q) s_.invasion_vp[ix(q)] = s_.players[ix(q)].vp;
    s_.invasion_pawn = static_cast<std::int8_t>(s_.pawn);
  }
  const Field* f = field("invasion");
  InvasionSpec r;
  if (f && !read_invasion_field(*f, r)) return false;
  if (s_.phase == Phase::Commit) {
    if (f)
      return fail("invasion",
                  "the invasion under way is in the comuni's lines (ally, def); "
                  "this field is the last one resolved (or, while assigning, "
                  "`invasion defence ...`)");
    return true;
  }
  if (s_.phase == Phase::Assign) {
    if (r.pawn || r.vp || r.looted || r.ally || r.def)
      return fail("invasion",
                  "while the ramparts are assigned, only `invasion defence ...` "
                  "(the defence of each comune that has assigned, 0 for the "
                  "others) is written");
    return read_assignments(r);
  }
  if (!f) return true;  // no record kept: nothing to show of the last invasion
  if (s_.invasions == 0) return fail("invasion", "no invasion has happened yet");
  if (!r.pawn)
    return fail("invasion", "pawn missing: the comune with the pawn at the last invasion");
  s_.invasion_pawn = static_cast<std::int8_t>(*r.pawn);
  for (int q = 0; q < n_; ++q) {
    Commitment c;
    const Units a = r.ally ? (*r.ally)[ix(q)] : Units{};
    const Units df = r.def ? (*r.def)[ix(q)] : Units{};
    c.alliance_armies = u8(a.armies);
    c.alliance_gold_pairs = u8(a.gold_pairs);
    c.alliance_pil_pairs = u8(a.pil_pairs);
    c.defence_armies = u8(df.armies);
    c.defence_gold_pairs = u8(df.gold_pairs);
    c.defence_pil_pairs = u8(df.pil_pairs);
    c.stage = 2;
    s_.revealed[ix(q)] = c;
    const int vp = r.vp ? (*r.vp)[ix(q)] : 0;
    if (vp > s_.players[ix(q)].vp)
      return fail("invasion", "vp: " + seat_name(q) + " had " + num(vp) +
                                  " VP at the last invasion, more than its " +
                                  num(s_.players[ix(q)].vp) + " now (VP never fall)");
    s_.invasion_vp[ix(q)] = static_cast<std::int16_t>(vp);
    s_.defended[ix(q)] = static_cast<std::uint16_t>(r.defence ? (*r.defence)[ix(q)] : 0);
    s_.looted[ix(q)] = u8(r.looted ? (*r.looted)[ix(q)] : 0);
  }
  return true;
}

// Manual ramparts: the seats that have assigned are the first of those with defence units
// and a section; the next one assigns now.
bool Reader::read_assignments(const InvasionSpec& r) {
  int next = -1;
  for (int q = 0; q < n_; ++q) {
    const Player& p = s_.players[ix(q)];
    const int value = r.defence ? (*r.defence)[ix(q)] : 0;
    const bool needs = detail::needs_assignment(p);
    if (!needs) {
      if (value != 0)
        return fail("invasion", "defence: " + seat_name(q) +
                                    " has no defence units or no rampart section: nothing to "
                                    "assign (0)");
      continue;
    }
    if (next < 0 && value == 0) {
      next = q;
      continue;
    }
    if (next >= 0) {
      if (value != 0)
        return fail("invasion", "defence: " + seat_name(q) + " has assigned, but " +
                                    seat_name(next) + " before it has not (C-4.5)");
      continue;
    }
    const int units = p.commit.defence();
    if (value < units || value > detail::best_defence(p, units))
      return fail("invasion", "defence: " + seat_name(q) + "'s " + num(units) +
                                  " defence unit(s) are worth " + num(units) + " to " +
                                  num(detail::best_defence(p, units)) + " on its ramparts");
    s_.defended[ix(q)] = static_cast<std::uint16_t>(value);
  }
  if (next < 0)
    return fail("phase",
                "assign: every comune with defence units and ramparts has assigned; "
                "the invasion is then resolved");
  s_.commit_seat = u8(next);
  return true;
}

bool Reader::place_heroes() {
  const int resolved = s_.invasions - (s_.invading >= 0 ? 1 : 0);
  for (int p = 0; p < kPiles; ++p)
    s_.hero_tiles[ix(p)] =
        p < resolved ? std::array<std::int8_t, 2>{-2, -2} : std::array<std::int8_t, 2>{-1, -1};
  for (int q = 0; q < n_; ++q)
    for (const auto& [pile, rank] : seats_[ix(q)].heroes) {
      const std::string who = seat_name(q);
      if (pile >= resolved)
        return fail(who, "heroes " + hero_tile(pile, rank) + ": invasion " + pile_letter(pile) +
                             " has not been resolved");
      std::int8_t& at = s_.hero_tiles[ix(pile)][ix(rank)];
      if (at >= 0)
        return fail(who, "heroes " + hero_tile(pile, rank) + " is also with " + seat_name(at));
      if (s_.hero_tiles[ix(pile)][ix(1 - rank)] == q)
        return fail(who, "heroes: both tiles of invasion " + pile_letter(pile) +
                             " (each goes to another comune, C-4.8)");
      at = static_cast<std::int8_t>(q);
    }
  for (int q = 0; q < n_; ++q)  // the tiles' values, as the resolution gives them
    for (int p = 0; p < kPiles; ++p) {
      Player& pl = s_.players[ix(q)];
      pl.hero[ix(p)] = 0;
      for (int rank = 0; rank < 2; ++rank)
        if (s_.hero_tiles[ix(p)][ix(rank)] == q)
          pl.hero[ix(p)] = u8(d_.invaders[ix(p)].hero[ix(rank)]);
    }
  for (int p = 0; p < resolved; ++p)
    if (s_.hero_tiles[ix(p)][1] >= 0 && s_.hero_tiles[ix(p)][0] < 0)
      return fail(seat_name(s_.hero_tiles[ix(p)][1]),
                  "heroes " + hero_tile(p, 1) +
                      ": the low tile goes to the second comune, "
                      "after the high one (C-4.8); " +
                      hero_tile(p, 0) + " is with nobody");
  return true;
}

// ---- Conserved counts ---------------------------------------------------------------------

bool Reader::place_supply() {
  for (int r = 0; r < kResources; ++r) {
    int held = 0;
    for (int q = 0; q < n_; ++q) {
      const Player& p = s_.players[ix(q)];
      held += p.res[ix(r)];
      const Commitment& c = p.commit;
      if (r == Army) held += c.alliance_armies + c.defence_armies;
      if (r == Gold) held += 2 * (c.alliance_gold_pairs + c.defence_gold_pairs);
      if (r == Pil) held += 2 * (c.alliance_pil_pairs + c.defence_pil_pairs);
    }
    if (r == Gold) {
      for (int c = 0; c < s_.columns_in_use; ++c) held += s_.columns[ix(c)].gold;
      held += s_.displaced_gold;
    }
    const int box = d_.supply[ix(r)];
    if (held > box)
      return fail("supply", num(held) + " " + std::string(kResourceName[r]) + " in the position (" +
                                std::string(r == Gold               ? "stocks, bids, commitments"
                                            : r == Army || r == Pil ? "stocks, commitments"
                                                                    : "stocks") +
                                "), the box holds " + num(box));
    s_.supply[ix(r)] = u8(box - held);
  }
  // Bonus rampart cards (INV-5) and, under loot_supply=capped, loot tiles (INV-3) come from the
  // box: the seat that takes one too many is named.
  const bool capped = cfg_.options.loot_supply == LootSupply::Capped;
  int bonus = 0, loot = 0;
  for (int q = 0; q < n_; ++q) {
    const Player& p = s_.players[ix(q)];
    bonus += p.bonus_cards;
    loot += p.loot;
    if (bonus > d_.bonus_ramparts)
      return fail(seat_name(q), "bonus " + num(p.bonus_cards) + ": " + num(bonus) +
                                    " bonus rampart cards in all, the box holds " +
                                    num(d_.bonus_ramparts));
    if (capped && loot > d_.loot_tiles)
      return fail(seat_name(q), "loot " + num(p.loot) + ": " + num(loot) +
                                    " loot tiles in all, the box holds " + num(d_.loot_tiles) +
                                    " (loot_supply=capped)");
  }
  s_.bonus_ramparts = u8(d_.bonus_ramparts - bonus);
  s_.loot_supply = u8(capped ? d_.loot_tiles - loot : d_.loot_tiles);
  // A written supply is a check: the caller's check_invariants compares it (INV-2).
  if (const Field* f = field("supply")) {
    std::array<bool, kResources> seen{};
    for (std::string_view tok : f->values) {
      auto r = tok.size() >= 2 ? parse_resource(tok.back()) : std::nullopt;
      int v = 0;
      if (!r)
        return fail("supply", shown(tok) + " is not an amount of a resource (60G 50A 50P 50T)");
      if (!number("supply", tok.substr(0, tok.size() - 1), 0, 255, v,
                  std::string(kResourceName[*r])))
        return false;
      if (seen[ix(*r)]) return fail("supply", std::string(kResourceName[*r]) + " written twice");
      seen[ix(*r)] = true;
      s_.supply[ix(*r)] = u8(v);
    }
  }
  return true;
}

}  // namespace arbiter::comuni::position_detail
