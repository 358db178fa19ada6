#!/bin/bash
# End-to-end check of the Slurm scripts on one machine (Debian 12, as root, no systemd needed):
# installs slurm-wlm and munge if missing, starts a one-node Slurm on localhost from a
# configuration in a temporary directory, runs a sharded verify through submit.sh (array + merge),
# runs the same verify unsharded here, and compares the two summaries byte for byte.
#
#   bash scripts/cluster/slurm-smoke.sh [ARBITER]      # default: build/cli/arbiter of this repository
#
# Environment: ARBITER (binary), SMOKE_GAME [torres], SMOKE_GAMES [200], SMOKE_SEED [42],
# SMOKE_SHARDS [4], SMOKE_OPTIONS [none], SMOKE_PORT [16817: slurmctld; slurmd uses the next one],
# SMOKE_KEEP=1 keeps the temporary directory, SMOKE_REMOVE_PACKAGES=1 purges the packages this run
# installed. The daemons this run started are stopped on exit; a munged that was already running
# is used and left running. Prints PASS or FAIL; exits 0 on PASS.
set -euo pipefail

now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
say() { echo "slurm-smoke: $*"; }
die() { echo "slurm-smoke: FAIL: $*" >&2; exit 1; }

t_start=$(now)
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
ARBITER=${1:-${ARBITER:-$repo/build/cli/arbiter}}
GAME=${SMOKE_GAME:-torres}
GAMES=${SMOKE_GAMES:-200}
SEED=${SMOKE_SEED:-42}
SHARDS=${SMOKE_SHARDS:-4}
OPTIONS=${SMOKE_OPTIONS:-}
CTLD_PORT=${SMOKE_PORT:-16817}
# Checked before the arithmetic: bash would run the code in SMOKE_PORT='x[$(cmd)]'.
case $CTLD_PORT in
    ''|*[!0-9]*|0*|??????*) die "SMOKE_PORT must be a port number 1-65534, not '$CTLD_PORT'" ;;
    *) [ "$CTLD_PORT" -le 65534 ] || die "SMOKE_PORT must be a port number 1-65534, not '$CTLD_PORT'" ;;
esac
SLURMD_PORT=$((CTLD_PORT + 1))
# Further verify flags, split on white space and never glob-expanded.
read -r -d '' -a options <<< "$OPTIONS" || true

[ "$(id -u)" = 0 ] || die "run as root (it installs packages and starts daemons)"
[ -x "$ARBITER" ] || die "no arbiter binary at $ARBITER (build it, or pass its path)"
ARBITER=$(cd "$(dirname "$ARBITER")" && pwd)/$(basename "$ARBITER")
"$ARBITER" merge --help 2>&1 | grep -q 'Usage: .*merge' || die "$ARBITER has no 'merge' command (too old?)"

# ---------------------------------------------------------------- state for the exit trap
work=
pids=()          # daemons started here, stopped in reverse order
installed=()     # packages asked for here
new_packages=()  # every package this run added (with their dependencies)
made_policy=0
result=FAIL

cleanup() {
    local rc=$?
    set +e
    if [ "$made_policy" = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi
    for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
        kill "${pids[i]}" 2>/dev/null
    done
    for pid in "${pids[@]}"; do
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null
    done
    if [ "$result" != PASS ] && [ -n "$work" ]; then
        for log in "$work"/*.log "$work"/run/*.out; do
            [ -f "$log" ] && { echo "--- $log (last lines)"; tail -n 15 "$log"; }
        done
        echo "slurm-smoke: kept $work for inspection"
    elif [ -n "$work" ] && [ "${SMOKE_KEEP:-0}" != 1 ]; then
        rm -rf "$work"
    fi
    if [ "${SMOKE_REMOVE_PACKAGES:-0}" = 1 ] && [ ${#new_packages[@]} -gt 0 ]; then
        # exactly the packages this run added (no autoremove: it would take others' orphans too)
        echo "slurm-smoke: purging ${new_packages[*]}"
        DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq "${new_packages[@]}" >/dev/null
    fi
    [ "$result" = PASS ] || echo "slurm-smoke: FAIL (exit $rc)"
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---------------------------------------------------------------- 1. packages
t0=$(now)
for pkg in munge slurm-wlm; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || installed+=("$pkg")
done
if [ ${#installed[@]} -gt 0 ]; then
    say "installing ${installed[*]}"
    # no daemon is started by the packages' scripts (this script starts its own)
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod 755 /usr/sbin/policy-rc.d
        made_policy=1
    fi
    export DEBIAN_FRONTEND=noninteractive
    before=$(dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' | awk '$1 == "ii" { print $2 }' | sort)
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${installed[@]}" >/dev/null
    mapfile -t new_packages < <(comm -13 <(echo "$before") <(dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' | awk '$1 == "ii" { print $2 }' | sort))
    if [ "$made_policy" = 1 ]; then rm -f /usr/sbin/policy-rc.d; made_policy=0; fi
fi
t_install=$(secs "$t0" "$(now)")

# ---------------------------------------------------------------- 2. munge
t0=$(now)
key=/etc/munge/munge.key
if [ ! -s "$key" ]; then
    say "creating $key"
    mkdir -p /etc/munge
    if command -v mungekey >/dev/null; then mungekey --create --keyfile="$key" --force
    else dd if=/dev/urandom of="$key" bs=1024 count=1 status=none; fi
    chown munge:munge "$key"; chmod 400 "$key"
fi
if munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then
    say "using the munged already running"
else
    install -d -o munge -g munge -m 755 /run/munge
    install -d -o munge -g munge -m 700 /var/log/munge /var/lib/munge
    rm -f /run/munge/munged.pid
    runuser -u munge -- /usr/sbin/munged
    for _ in $(seq 50); do [ -s /run/munge/munged.pid ] && break; sleep 0.1; done
    pids+=("$(cat /run/munge/munged.pid)")
    munge -n | unmunge >/dev/null || die "munged does not answer"
fi

# ---------------------------------------------------------------- 3. one-node configuration
for port in "$CTLD_PORT" "$SLURMD_PORT"; do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
        die "port $port is in use (a Slurm left running?); set SMOKE_PORT to another port"
    fi
done
work=$(mktemp -d /tmp/arbiter-slurm-smoke.XXXXXX)
chmod 755 "$work"
mkdir -p "$work/state" "$work/spool" "$work/run"
node=$(hostname -s)
# "NodeName=vm CPUs=2 Boards=1 SocketsPerBoard=1 CoresPerSocket=2 ThreadsPerCore=1 RealMemory=24105"
hw=$(slurmd -C | grep -m1 '^NodeName=') || die "slurmd -C printed no node line"
hw=${hw#NodeName=* }
export SLURM_CONF=$work/slurm.conf
cat > "$SLURM_CONF" <<EOF
# one-node Slurm for scripts/cluster/slurm-smoke.sh; no cgroups, no accounting, no systemd
ClusterName=arbiter-smoke
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
NodeName=$node NodeAddr=127.0.0.1 $hw State=UNKNOWN
PartitionName=smoke Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF

# ---------------------------------------------------------------- 4. daemons
slurmctld -D -c -i > "$work/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -N "$node" > "$work/slurmd.out" 2>&1 &
pids+=($!)
state=
for _ in $(seq 120); do
    state=$(sinfo -h -n "$node" -o %t 2>/dev/null || true)
    [ "$state" = idle ] && break
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null || die "a daemon exited at start (pid $pid)"; done
    sleep 0.5
done
[ "$state" = idle ] || die "node $node is '${state:-not known}' after 60 s, not idle"
t_daemons=$(secs "$t0" "$(now)")
say "Slurm up: node $node ($hw) idle, conf $SLURM_CONF"

# ---------------------------------------------------------------- 5. sharded run through submit.sh
t0=$(now)
out=$(GAME=$GAME GAMES=$GAMES SEED=$SEED SHARDS=$SHARDS OPTIONS=$OPTIONS ARBITER=$ARBITER \
      RUN_DIR=$work/run bash "$here/submit.sh")
echo "$out"
array_id=$(sed -n 's/^ARRAY_JOB_ID=//p' <<< "$out")
merge_id=$(sed -n 's/^MERGE_JOB_ID=//p' <<< "$out")
if [ -z "$array_id" ] || [ -z "$merge_id" ]; then die "submit.sh printed no job ids"; fi
job_state=
for _ in $(seq 600); do
    line=$(scontrol -o show job "$merge_id" 2>/dev/null || true)
    job_state=$(sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p' <<< "$line")
    case $job_state in
        COMPLETED|FAILED|CANCELLED|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY|PREEMPTED|BOOT_FAIL|DEADLINE) break ;;
        PENDING) grep -q 'Reason=DependencyNeverSatisfied' <<< "$line" && { job_state=DEPENDENCY_NEVER_SATISFIED; break; } ;;
    esac
    sleep 0.5
done
t_cluster=$(secs "$t0" "$(now)")
scontrol -o show job "$array_id" 2>/dev/null | sed -n 's/.*JobId=\([0-9]*\) ArrayJobId=[0-9]* ArrayTaskId=\([0-9]*\).*JobState=\([A-Z_]*\).*ExitCode=\([0-9:]*\).*/  array task \2 (job \1): \3, exit \4/p'
say "merge job $merge_id: ${job_state:-unknown} after ${t_cluster} s"
[ "$job_state" = COMPLETED ] || die "merge job $merge_id ended ${job_state:-unknown}"
[ -s "$work/run/summary.json" ] || die "no $work/run/summary.json"

# ---------------------------------------------------------------- 6. the same run here, unsharded
t0=$(now)
"$ARBITER" verify "$GAME" --games "$GAMES" --seed "$SEED" "${options[@]}" --no-progress \
    --summary "$work/local.json" --out-dir "$work" > "$work/local.out" \
    || die "local verify exited $? ($(tail -n 1 "$work/local.out"))"
t_local=$(secs "$t0" "$(now)")
if ! cmp "$work/run/summary.json" "$work/local.json"; then
    diff <(tr ',' '\n' < "$work/run/summary.json") <(tr ',' '\n' < "$work/local.json") | head -20
    die "the merged summary of $SHARDS Slurm shards differs from the unsharded one"
fi

result=PASS
say "PASS: $GAME $GAMES games seed $SEED: merged summary of $SHARDS Slurm array tasks == unsharded summary ($(wc -c < "$work/local.json") bytes)"
say "timings (s): packages $t_install, munge+slurm start $t_daemons, Slurm run (submit to merge done) $t_cluster, local run $t_local, total $(secs "$t_start" "$(now)")"
