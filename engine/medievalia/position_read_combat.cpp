// Reading a Medievalia position: the transaction's activations and the combat.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/medievalia/position_internal.h"
#include "engine/medievalia/rules_internal.h"

namespace arbiter::medievalia::position_detail {

bool Reader::acts_field(const std::vector<std::string_view>& a) {
  sp_.txn_fields.push_back("acts");
  if (a.size() > kMaxActivations)
    return fail("acts", "at most " + std::to_string(kMaxActivations) + " activations");
  for (std::string_view t : a) {
    ActSpec x;
    x.word = std::string(t);
    const std::size_t eq = t.find('=');
    x.card = std::string(t.substr(0, eq));
    if (eq != std::string_view::npos) {
      x.explicit_contributors = true;
      std::string_view rest = t.substr(eq + 1);
      while (true) {
        const std::size_t comma = rest.find(',');
        std::string_view c = rest.substr(0, comma);
        if (x.n >= 5 || c.empty())
          return fail("acts", quoted(t) +
                                  ": 1 to 5 contributors, each R, R2 or R^1 "
                                  "(resource, amount, Artiste doublings)");
        int r = -1;
        for (int k = 0; k < kResources; ++k)
          if (c[0] == kResourceLetter[k]) r = k;
        int amount = 1, e = 0;
        const std::size_t hat = c.find('^');
        const std::string_view am =
            c.substr(1, hat == std::string_view::npos ? c.size() - 1 : hat - 1);
        if (r < 0 || (!am.empty() && !number(am, 9, amount)) ||
            (hat != std::string_view::npos && !number(c.substr(hat + 1), 7, e)))
          return fail("acts", quoted(t) + ": " + quoted(c) +
                                  " is not a contributor (R, R2 or R^1: F, E, G or M, an amount "
                                  "1..9, doublings 0..7)");
        x.res[ix(x.n)] = u8(r);
        x.amount[ix(x.n)] = u8(amount);
        x.exp[ix(x.n)] = u8(e);
        ++x.n;
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
      }
    }
    sp_.acts.push_back(std::move(x));
  }
  return true;
}

bool Reader::combat_field(const std::vector<std::string_view>& a) {
  const std::string k = "combat";
  if (a.empty())
    return fail(k,
                "write 'combat FIEF/DEFENDER [defender] [passesN]', e.g. combat P2 or combat "
                "N12/P2");
  const std::size_t slash = a[0].find('/');
  sp_.cfief = fief(a[0].substr(0, slash));
  if (sp_.cfief < 0)
    return fail(k, quoted(a[0].substr(0, slash)) + " is not a fief (" + fief_list() + ")");
  if (slash != std::string_view::npos) {
    if (!seat_or_fail(k, a[0].substr(slash + 1), sp_.cdefender)) return false;
  } else if (n_ == 2) {
    sp_.cdefender = -1;  // the opponent, once the active seat is known
  } else {
    return fail(k, "name the defender: combat " + std::string(a[0]) + "/P2");
  }
  for (std::size_t i = 1; i < a.size(); ++i) {
    std::string_view w, num;
    split_word_number(a[i], w, num);
    if (a[i] == "defender") {
      sp_.side = 1;
    } else if (a[i] == "attacker") {
      sp_.side = 0;
    } else if (w == "passes" && number(num, 2, sp_.passes)) {
    } else {
      return fail(k, quoted(a[i]) +
                         ": after the fief, 'defender' (his side declares in step 5) "
                         "and passesN (0..2)");
    }
  }
  sp_.has_combat = true;
  return true;
}

bool Reader::group_ref(std::string_view t, int& g) {
  return t.size() >= 2 && t[0] == 'd' && number(t.substr(1), kMaxUnits, g) && g >= 1;
}

bool Reader::units_field(const std::vector<std::string_view>& a) {
  sp_.combat_fields.push_back("units");
  for (std::string_view t : a) {
    if (sp_.units.size() + 1 >= kMaxUnits) return fail("units", "at most 47 attacking units");
    std::size_t i = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
    int u = 0;
    UnitSpec x;
    bool ok = number(t.substr(0, i), kMaxUnits, u) && u == static_cast<int>(sp_.units.size()) + 1;
    std::string_view rest = t.substr(i);
    if (ok && !rest.empty() && rest[0] == '<') {
      const std::size_t gt = rest.find('>');
      ok = group_ref(rest.substr(1, gt == std::string_view::npos ? std::string_view::npos : gt - 1),
                     x.blocker);
      rest = gt == std::string_view::npos ? std::string_view{} : rest.substr(gt);
    }
    if (ok && !rest.empty()) ok = rest[0] == '>' && group_ref(rest.substr(1), x.target);
    if (!ok)
      return fail("units", quoted(t) +
                               ": the attacking units in order, 1, 2, ...: U, U<dG "
                               "(blocked by defending group G) or U>dG (targets G)");
    sp_.units.push_back(x);
  }
  return true;
}

bool Reader::groups_field(const std::vector<std::string_view>& a) {
  sp_.combat_fields.push_back("groups");
  for (std::string_view t : a) {
    if (sp_.groups.size() >= kMaxUnits) return fail("groups", "at most 48 defending groups");
    GroupSpec x;
    std::string_view rest = t;
    const std::size_t paren = rest.find('(');
    bool ok = true;
    if (paren != std::string_view::npos) {
      const std::string_view inner = rest.substr(paren + 1);
      ok = inner.size() > 5 && inner.substr(0, 4) == "left" && inner.back() == ')' &&
           number(inner.substr(4, inner.size() - 5), 255, x.leftover);
      rest = rest.substr(0, paren);
    }
    const std::size_t gt = rest.find('>');
    int g = 0;
    ok = ok && group_ref(rest.substr(0, gt), g) && g == static_cast<int>(sp_.groups.size()) + 1;
    if (ok && gt != std::string_view::npos) {
      const std::string_view s = rest.substr(gt + 1);
      if (s == "-")
        x.strike = -1;
      else
        ok = number(s, kMaxUnits, x.strike) && x.strike >= 1;
    }
    if (!ok)
      return fail("groups", quoted(t) +
                                ": the defending groups in order, d1, d2, ...: dG "
                                "(strike-back pending), dG>U (strikes back at unit U), "
                                "dG>- (at none), then (leftN) for a host's leftover");
    sp_.groups.push_back(x);
  }
  return true;
}

}  // namespace arbiter::medievalia::position_detail
