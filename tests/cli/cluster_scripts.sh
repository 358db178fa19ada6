#!/usr/bin/env bash
# The shell scripts (issue 25, item 24): shellcheck finds nothing in scripts/ and tests/cli/, and
# the cluster scripts' argument handling resists what a job folder or an environment can hold,
# run here with stub `sbatch` and `arbiter` programs that only record their arguments:
#   - OPTIONS is split, never glob-expanded (a file "x=decoy-a" beside "--option x=decoy-*");
#   - code in a number (SLURM_ARRAY_TASK_ID, SHARDS, SMOKE_PORT = 'SECONDS[$(touch F)]': a set
#     variable, as set -u stops at an unset one) is refused before any arithmetic runs it;
#   - a RUN_DIR with a newline, '%' or '\' is refused with a message, before any job is queued.
# Usage: cluster_scripts.sh REPOSITORY WORKDIR
set -euo pipefail
repo=$1
work=$2/cluster-scripts
cluster=$repo/scripts/cluster
rm -rf "$work" && mkdir -p "$work/bin" "$work/jobs"
fail() { echo "FAIL: $*"; exit 1; }

command -v shellcheck >/dev/null || fail "shellcheck is not installed (apt-get install shellcheck)"
shellcheck "$repo"/scripts/*.sh "$cluster"/*.sh "$cluster"/*.sbatch "$repo"/tests/cli/*.sh \
  "$repo"/tests/consumer/*.sh "$repo"/fixtures/*.sh "$repo"/.ci/run ||
  fail "shellcheck found the above"

# The stubs: each call appends its arguments, one a line, then "--".
cat > "$work/bin/sbatch" <<EOF
#!/bin/bash
printf '%s\n' "\$@" -- >> "$work/sbatch.args"
echo 4711
EOF
cat > "$work/bin/arbiter" <<EOF
#!/bin/bash
printf '%s\n' "\$@" -- >> "$work/arbiter.args"
echo "ok: 10 games, 0.01 s, 1000.0 games/s"
EOF
chmod +x "$work/bin/sbatch" "$work/bin/arbiter"
export PATH=$work/bin:$PATH
reset() { rm -f "$work/sbatch.args" "$work/arbiter.args" "$work/F"; }
# run NAME EXPECTED_EXIT COMMAND...: runs it in the job folder, its output in NAME.log.
run() {
  local name=$1 want=$2 rc=0
  shift 2
  (cd "$work/jobs" && "$@") > "$work/$name.log" 2>&1 || rc=$?
  [[ $rc -eq $want ]] || fail "$name: exit $rc, expected $want: $(cat "$work/$name.log")"
}
no_code_ran() { [[ ! -e $work/F ]] || fail "$1: the code in the value ran (it created $work/F)"; }
arbiter_got() { grep -qxF -- "$2" "$work/arbiter.args" || fail "$1: arbiter was not given '$2': $(cat "$work/arbiter.args")"; }

# A file whose name a glob in OPTIONS would match.
touch "$work/jobs/x=decoy-a"

reset
run verify_options 0 env SLURM_ARRAY_TASK_ID=2 SHARDS=3 RUN_DIR="$work/run" ARBITER=arbiter \
  OPTIONS='--option x=decoy-* --thorough' bash "$cluster/verify-array.sbatch"
arbiter_got verify_options 'x=decoy-*'
arbiter_got verify_options '2/3'

reset
run verify_task_code 2 env SLURM_ARRAY_TASK_ID="SECONDS[\$(touch $work/F)]" SHARDS=3 RUN_DIR="$work/run" \
  ARBITER=arbiter bash "$cluster/verify-array.sbatch"
no_code_ran verify_task_code
grep -q "SLURM_ARRAY_TASK_ID must be a positive integer" "$work/verify_task_code.log" ||
  fail "verify_task_code: $(cat "$work/verify_task_code.log")"
[[ ! -e $work/arbiter.args ]] || fail "verify_task_code: arbiter ran"

reset
run verify_max_code 2 env SLURM_ARRAY_TASK_ID=1 SLURM_ARRAY_TASK_MIN=1 \
  SLURM_ARRAY_TASK_MAX="SECONDS[\$(touch $work/F)]" RUN_DIR="$work/run" ARBITER=arbiter \
  bash "$cluster/verify-array.sbatch"
no_code_ran verify_max_code

reset
run submit_ok 0 env GAME=torres GAMES=10 SEED=1 SHARDS=2 RUN_DIR="$work/run-ok" ARBITER=arbiter \
  bash "$cluster/submit.sh"
[[ $(grep -c -- '^--$' "$work/sbatch.args") -eq 2 ]] || fail "submit_ok: sbatch not called twice"
grep -q "^ARRAY_JOB_ID=4711$" "$work/submit_ok.log" || fail "submit_ok: $(cat "$work/submit_ok.log")"

for dir in "run-%j" 'run-\a' $'run\nx'; do
  reset
  run submit_bad_dir 2 env GAMES=10 SHARDS=2 RUN_DIR="$work/$dir" ARBITER=arbiter bash "$cluster/submit.sh"
  grep -q "RUN_DIR" "$work/submit_bad_dir.log" || fail "submit, RUN_DIR '$dir': $(cat "$work/submit_bad_dir.log")"
  [[ ! -e $work/sbatch.args ]] || fail "submit, RUN_DIR '$dir': a job was queued"
  [[ ! -e $work/$dir ]] || fail "submit, RUN_DIR '$dir': the directory was made"
done

for var in SHARDS GAMES THREADS; do
  reset
  run "submit_code_$var" 2 env GAMES=10 SHARDS=2 "$var=SECONDS[\$(touch $work/F)]" RUN_DIR="$work/run-code" \
    ARBITER=arbiter bash "$cluster/submit.sh"
  no_code_ran "submit $var"
  [[ ! -e $work/sbatch.args ]] || fail "submit $var: a job was queued"
done

reset
mkdir -p "$work/parts"
touch "$work/parts/summary-1.json" "$work/parts/summary-10.json" "$work/parts/summary-2.json"
run merge_ok 0 env RUN_DIR="$work/parts" ARBITER=arbiter bash "$cluster/merge.sbatch"
[[ $(tr '\n' ' ' < "$work/arbiter.args") == "merge $work/parts/summary-1.json $work/parts/summary-2.json $work/parts/summary-10.json -o $work/parts/summary.json -- " ]] ||
  fail "merge_ok: $(cat "$work/arbiter.args")"

reset
split=$work/$'parts\nsplit'
mkdir -p "$split"
touch "$split/summary-1.json" "$split/summary-2.json"
run merge_newline 2 env RUN_DIR="$split" ARBITER=arbiter bash "$cluster/merge.sbatch"
grep -q "RUN_DIR holds a control character" "$work/merge_newline.log" || fail "merge_newline: $(cat "$work/merge_newline.log")"
[[ ! -e $work/arbiter.args ]] || fail "merge_newline: arbiter ran on a split list"

reset
run smoke_port_code 1 env SMOKE_PORT="SECONDS[\$(touch $work/F)]" ARBITER=/nonexistent/arbiter \
  bash "$cluster/slurm-smoke.sh"
no_code_ran smoke_port_code
grep -q "SMOKE_PORT must be a port number" "$work/smoke_port_code.log" || fail "smoke_port_code: $(cat "$work/smoke_port_code.log")"

reset
run throughput_options 0 env GAMES_LIST=torres RUNS=1 GAMES=10 OPTIONS='--option x=decoy-*' \
  bash "$cluster/throughput.sh" arbiter
arbiter_got throughput_options 'x=decoy-*'

echo ok
