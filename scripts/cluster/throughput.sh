#!/bin/bash
# Games per core-second of `arbiter verify` on this machine, per game, at default options and
# with --thorough: RUNS runs of GAMES games on one thread (-j 1), the median, and the cores needed
# to check TARGET games in one hour: ceil(TARGET / (games per core-second * 3600)).
#
#   bash scripts/cluster/throughput.sh [ARBITER]     # default: build/cli/arbiter of this repository
#
# Environment: GAMES [2000], RUNS [3], SEED [1], TARGET [1000000], GAMES_LIST [torres comuni medievalia],
# OPTIONS [none: default options] further verify flags, e.g. "--players 4 --option version=meister".
# Run it with nothing else heavy on the machine; it prints the load average before and after.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ARBITER=${1:-${ARBITER:-$here/../../build/cli/arbiter}}
GAMES=${GAMES:-2000}
RUNS=${RUNS:-3}
SEED=${SEED:-1}
TARGET=${TARGET:-1000000}
GAMES_LIST=${GAMES_LIST:-torres comuni medievalia}
OPTIONS=${OPTIONS:-}
# Lists split on white space, never glob-expanded (a file named like a flag changes nothing).
read -r -d '' -a options <<< "$OPTIONS" || true
read -r -d '' -a games <<< "$GAMES_LIST" || true
case $RUNS in ''|*[!0-9]*|0*) echo "throughput.sh: RUNS must be a positive integer, not '$RUNS'" >&2; exit 2 ;; *) ;; esac

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "runs: $RUNS x $GAMES games, seed $SEED, -j 1${OPTIONS:+, $OPTIONS}; target $TARGET games in 3600 s"
printf '%-11s %-9s %-32s %12s %10s\n' game checks "games/s of each run" "median" "cores"
for game in "${games[@]}"; do
    for checks in default thorough; do
        flags=()
        [ "$checks" = thorough ] && flags=(--thorough)
        rates=()
        for _ in $(seq "$RUNS"); do
            # "ok: 2000 games, ..., 0.67 s, 2983.36 games/s"
            line=$("$ARBITER" verify "$game" --games "$GAMES" --seed "$SEED" "${options[@]}" "${flags[@]}" -j 1 --no-progress | tail -n 1)
            rate=$(sed -n 's/.* \([0-9.]*\) games\/s$/\1/p' <<< "$line")
            [ -n "$rate" ] || { echo "throughput.sh: cannot read games/s from: $line" >&2; exit 1; }
            rates+=("$rate")
        done
        median=$(printf '%s\n' "${rates[@]}" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
        cores=$(awk -v t="$TARGET" -v r="$median" 'BEGIN { c = t / (r * 3600); n = int(c); if (n < c) n++; print n }')
        printf '%-11s %-9s %-32s %12s %10s\n' "$game" "$checks" "${rates[*]}" "$median" "$cores"
    done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
