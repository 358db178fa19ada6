// Conversions (C-1.9): their check and effect, and the help lines that name a conversion to write
// first or say why none gives what an action needs.
#include <span>
#include <string>
#include <string_view>

#include "engine/comuni/comuni.h"
#include "engine/comuni/rules_internal.h"

namespace arbiter::comuni::detail {
namespace {

// C-1.9: the resources 2 units of which convert into one `target`, in the rule's order (none
// for PIL). A table, not a list built per call: check_convert runs in legal_actions.
constexpr Resource kPilOnly[] = {Pil};
constexpr Resource kGoldOrPil[] = {Gold, Pil};
constexpr std::span<const Resource> sources_of(int target) {
  if (target == Gold || target == Art) return kPilOnly;
  if (target == Army) return kGoldOrPil;
  return {};
}

std::string conv_token(int source, int target) {
  return std::string("conv:") + kResourceLetter[source] + kResourceLetter[target];
}

std::string name(int r) {
  return std::string(kResourceName[r]);
}

constexpr std::string_view kOnlyConversions =
    "the only conversions are 2 GOLD -> 1 ARMY and 2 PIL -> 1 GOLD, ARMY or ART";

bool valid_pair(int source, int target) {
  for (const Resource r : sources_of(target))
    if (r == source) return true;
  return false;
}

// A rejection whose help names every way to what the action was for: no "did you mean" then.
Violation with_complete_help(Violation v) {
  v.help_is_complete = true;
  return v;
}

// AMB-12: the supply has no `target` to exchange for; by default a pair the player holds
// (`pairs`: "2 PIL", "2 GOLD or 2 PIL") still pays for an ART where it is spent, or stands in
// for an ARMY committed in an invasion.
std::string supply_out(const State& s, int target, const std::string& pairs) {
  const std::string out = "the supply has no " + name(target) + " left to exchange for";
  if (s.options().conversion_mode != ConversionMode::ExchangeOrSubstitute) return out;
  if (target == Art) return out + "; " + pairs + " still pay for 1 ART where it is spent (AMB-12)";
  if (target == Army)
    return out + "; " + pairs + " still stand in for 1 ARMY committed in an invasion (AMB-12)";
  return out;
}

// C-1.9 help when one `target` is missing: the `conv:` tokens the player could write for it
// ("1 ART comes only from 2 PIL: `conv:PT`"), or why none gives it ("..., and you hold 1 PIL").
std::string conversion_routes(const State& s, const Player& p, int target) {
  const std::span<const Resource> from = sources_of(target);
  if (from.empty()) return "nothing ever becomes " + name(target);
  std::string sources, held, doable, pairs;
  for (std::size_t i = 0; i < from.size(); ++i) {
    const int r = from[i];
    const std::string sep = i == 0 ? "" : (i + 1 == from.size() ? " or " : ", ");
    const std::string and_ = i == 0 ? "" : (i + 1 == from.size() ? " and " : ", ");
    sources += sep + "2 " + name(r);
    held += and_ + std::to_string(p.res[static_cast<std::size_t>(r)]) + " " + name(r);
    if (p.res[static_cast<std::size_t>(r)] < 2) continue;
    doable += std::string(doable.empty() ? "" : " or ") + "`" + conv_token(r, target) + "`";
    pairs += std::string(pairs.empty() ? "" : " or ") + "2 " + name(r);
  }
  const std::string comes =
      "1 " + name(target) + " comes " + (from.size() == 1 ? "only " : "") + "from " + sources;
  if (doable.empty()) return comes + ", and you hold " + held;
  if (s.supply[static_cast<std::size_t>(target)] == 0) return supply_out(s, target, pairs);
  return comes + ": " + doable;
}

}  // namespace

bool can_convert(const State& s, Seat seat, int source, int target) {
  return s.players[static_cast<std::size_t>(seat)].res[static_cast<std::size_t>(source)] >= 2 &&
         s.supply[static_cast<std::size_t>(target)] > 0;
}

std::string convert_first(const State& s, int source, int target, int n, const Action& then) {
  const std::string conv = conv_token(source, target);
  std::string tokens = conv;
  for (int i = 1; i < n; ++i) tokens += " " + conv;
  return "convert first: `" + tokens + "` (2 " + name(source) + " -> 1 " + name(target) +
         (n > 1 ? " each" : "") + "), then `" + Comuni::action_to_text(s, then) + "`";
}

std::string gold_help(const State& s, int pil, int missing, const Action& then) {
  if (missing <= 0 || 2 * missing > pil || s.supply[Gold] < missing) return "";
  return convert_first(s, Pil, Gold, missing, then);
}

Verdict check_convert(const State& s, Seat seat, const Action& a, Checker ck) {
  const Player& p = s.players[static_cast<std::size_t>(seat)];
  if (a.a >= kResources || a.b >= kResources || a.c != kNone || a.d != kNone)
    return ck.fail("C-1.9", kOnlyConversions);
  auto routes = [&] { return conversion_routes(s, p, a.b); };
  if (!valid_pair(a.a, a.b))
    return with_complete_help(ck.fail(
        "C-1.9",
        [&] {
          return name(a.a) + " never becomes " + name(a.b) + ": " + std::string(kOnlyConversions);
        },
        routes));
  if (p.res[a.a] < 2)
    return with_complete_help(ck.fail(
        "C-1.9",
        [&] {
          return conv_token(a.a, a.b) + " needs 2 " + name(a.a) + ", you hold " +
                 std::to_string(p.res[a.a]);
        },
        routes));
  if (s.supply[a.b] == 0)
    return ck.fail("AMB-12", "the supply has no such resource to exchange for");
  return std::nullopt;
}

void perform_convert(State& s, Seat seat, const Action& a) {
  Player& p = s.players[static_cast<std::size_t>(seat)];
  p.res[a.a] = static_cast<std::uint8_t>(p.res[a.a] - 2);
  s.supply[a.a] = static_cast<std::uint8_t>(s.supply[a.a] + 2);
  --s.supply[a.b];
  ++p.res[a.b];
}

}  // namespace arbiter::comuni::detail
