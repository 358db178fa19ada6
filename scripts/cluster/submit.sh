#!/bin/bash
# Submit a sharded `arbiter verify` run to Slurm: an array of SHARDS tasks (verify-array.sbatch),
# then the merge (merge.sbatch) with --dependency=afterok:<array job id>, which waits for every
# task of the array and runs only if all of them exited 0.
#
#   GAME=torres GAMES=1000000 SEED=1 SHARDS=100 ARBITER=$HOME/bin/arbiter \
#     RUN_DIR=$HOME/runs/torres-1 bash scripts/cluster/submit.sh [extra sbatch flags...]
#
# Extra arguments go to both sbatch calls (e.g. --partition=short --time=01:00:00 --account=X).
# Parameters (environment variables; defaults in brackets):
#   GAME [torres]  GAMES [1000]  SEED [1]  SHARDS [4]  OPTIONS [none]
#   THREADS [the --cpus-per-task given, else 1]: -j of each shard
#   ARBITER [arbiter from PATH]  RUN_DIR [./arbiter-run-GAME-SEED]
#   DEPENDENCY [afterok, or afterany or afternotok]: afterany runs the merge even when a shard failed, so that merge reports
#     the failure (exit 5) or the missing part (exit 2/3) itself.
# Prints the job ids, also as ARRAY_JOB_ID=... and MERGE_JOB_ID=... lines.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

export GAME=${GAME:-torres}
export GAMES=${GAMES:-1000}
export SEED=${SEED:-1}
export SHARDS=${SHARDS:-4}
export OPTIONS=${OPTIONS:-}
export THREADS=${THREADS:-}   # empty: the --cpus-per-task given, else 1
ARBITER=${ARBITER:-arbiter}
RUN_DIR=${RUN_DIR:-$PWD/arbiter-run-$GAME-$SEED}
DEPENDENCY=${DEPENDENCY:-afterok}

die() { echo "submit.sh: $*" >&2; exit 2; }
# Numbers are checked here, before any job is queued: digits only.
count() { case $2 in ''|*[!0-9]*|0*) die "$1 must be a positive integer, not '$2'" ;; *) ;; esac; }
count SHARDS "$SHARDS"
count GAMES "$GAMES"
case $SEED in ''|*[!0-9]*) die "SEED must be a non-negative integer, not '$SEED'" ;; *) ;; esac
[ -z "$THREADS" ] || count THREADS "$THREADS"
case $GAME in ''|*[!a-z]*) die "GAME must be a game's name (torres, comuni, medievalia), not '$GAME'" ;; *) ;; esac
case $DEPENDENCY in afterok|afterany|afternotok) ;; *) die "DEPENDENCY must be afterok, afterany or afternotok, not '$DEPENDENCY'" ;; esac
if [ "$SHARDS" -gt "$GAMES" ]; then
    die "SHARDS ($SHARDS) is more than GAMES ($GAMES)"
fi
# RUN_DIR goes into sbatch --output, which reads '%' as a pattern (%A, %j) and '\' as "no
# patterns", and into the merge's list of parts: refuse those and control characters.
case $RUN_DIR in /*) run_dir_abs=$RUN_DIR ;; *) run_dir_abs=$PWD/$RUN_DIR ;; esac
case $run_dir_abs in
    *[[:cntrl:]]*) die "RUN_DIR holds a control character (a newline?): choose another directory" ;;
    *%*|*\\*) die "RUN_DIR '$run_dir_abs' holds '%' or '\\', which sbatch --output reads as a pattern: choose another directory" ;;
    *) ;;
esac

# The jobs may start in another directory: absolute paths only.
case $ARBITER in
    */*) ARBITER=$(cd "$(dirname "$ARBITER")" && pwd)/$(basename "$ARBITER") ;;
    *) command -v "$ARBITER" >/dev/null || echo "submit.sh: note: '$ARBITER' is not on PATH here; it must be on the compute nodes" >&2 ;;
esac
mkdir -p "$RUN_DIR"
RUN_DIR=$(cd "$RUN_DIR" && pwd)
export ARBITER RUN_DIR

shopt -s nullglob
old=("$RUN_DIR"/summary-*.json "$RUN_DIR"/summary.jso[n])
if [ ${#old[@]} -gt 0 ]; then
    echo "submit.sh: $RUN_DIR already holds summaries of an earlier run; choose another RUN_DIR or remove them" >&2
    exit 2
fi

array_id=$(sbatch --parsable --export=ALL --array="1-$SHARDS" \
    --job-name="arbiter-$GAME" --output="$RUN_DIR/verify-%A_%a.out" \
    "$@" "$here/verify-array.sbatch")
array_id=${array_id%%;*}   # "id;cluster" on a multi-cluster setup

merge_id=$(sbatch --parsable --export=ALL --dependency="$DEPENDENCY:$array_id" \
    --job-name="arbiter-$GAME-merge" --output="$RUN_DIR/merge-%j.out" \
    "$@" "$here/merge.sbatch")
merge_id=${merge_id%%;*}

echo "run: arbiter verify $GAME --games $GAMES --seed $SEED${OPTIONS:+ $OPTIONS} in $SHARDS shards, $RUN_DIR"
echo "array job $array_id (tasks 1-$SHARDS), merge job $merge_id ($DEPENDENCY:$array_id) -> $RUN_DIR/summary.json"
echo "ARRAY_JOB_ID=$array_id"
echo "MERGE_JOB_ID=$merge_id"
