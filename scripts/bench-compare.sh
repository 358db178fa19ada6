#!/usr/bin/env bash
# Before/after benchmark ratios in one run (docs/performance.md, issue 14): runs each benchmark
# binary of two builds interleaved (before, after) REPS times and prints, per benchmark, the
# fastest time per item of each side and their ratio.
#   bash scripts/bench-compare.sh BEFORE_BUILD_DIR AFTER_BUILD_DIR   (env: MIN=0.3 REPS=3, BENCHES="torres_bench ...")
# A before build: git worktree add /tmp/base <commit>, then build its bench targets there.
set -euo pipefail
before=$1/bench after=$2/bench out=$(mktemp -d)
read -r -a benches <<< "${BENCHES:-torres_bench comuni_bench medievalia_bench checked_bench explore_bench}"
for b in "${benches[@]}"; do
  for r in $(seq "${REPS:-3}"); do
    "$before/$b" --benchmark_min_time="${MIN:-0.3}" --benchmark_format=json >"$out/$b.before.$r.json"
    "$after/$b" --benchmark_min_time="${MIN:-0.3}" --benchmark_format=json >"$out/$b.after.$r.json"
  done
done
python3 - "$out" "${benches[@]}" <<'PY'
import collections, glob, json, sys
out, benches = sys.argv[1], sys.argv[2:]
for b in benches:
    vals = collections.defaultdict(lambda: {'before': [], 'after': []})
    for side in ('before', 'after'):
        for f in glob.glob(f'{out}/{b}.{side}.*.json'):
            for x in json.load(open(f))['benchmarks']:
                # Time per item where the benchmark counts items, else its CPU time.
                v = 1e9 / x['items_per_second'] if 'items_per_second' in x else x['cpu_time']
                vals[x['name']][side].append(v)
                # Where the states sampled differ between builds (random play picks by index,
                # so a new order of legal actions plays other games), also per listed action.
                if 'actions/state' in x:
                    vals[x['name'] + ' per action'][side].append(v / x['actions/state'])
    for name, sv in vals.items():
        if sv['before'] and sv['after']:
            bm, am = min(sv['before']), min(sv['after'])
            print(f"{b:17s} {name:55s} before {bm:10.1f} after {am:10.1f} ratio {am / bm:5.3f}")
PY
rm -rf "$out"
