#!/usr/bin/env bash
# Fuzzing with libFuzzer under ASan + UBSan (fuzz/, docs/reliability.md).
#
#   scripts/fuzz.sh --list                   the targets
#   scripts/fuzz.sh TARGET SECONDS           fuzz one target for SECONDS
#   scripts/fuzz.sh [-j N] all SECONDS       every target for SECONDS each, N at a time
#   scripts/fuzz.sh TARGET SECONDS -- ARGS   extra libFuzzer arguments (e.g. -jobs=2, -runs=N)
#
# Configures and builds build-fuzz (FUZZ_BUILD_DIR) with clang++ (CXX, default /usr/bin/clang++)
# when needed, writes the seed corpus from the fixtures and data files (fuzz/seeds.h) into
# build-fuzz/fuzz/seeds/TARGET, and runs the target with its game's dictionary (fuzz/GAME.dict;
# all of them for `record`). What the run finds new is kept in build-fuzz/fuzz/corpus/TARGET for
# the next run. Exits 1 if any target finds a crash, a hang (more than 25 s on one input), a leak,
# an out-of-memory or a UBSan report, and prints the input and how to reproduce and minimize it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
dir=${FUZZ_BUILD_DIR:-build-fuzz}
games=$(cd fuzz && printf '%s\n' ./*.dict | sed 's|^\./||; s|\.dict$||' | sort)

list_targets() {
  echo record
  for g in $games; do
    for k in replay action position data; do echo "${k}_$g"; done
  done
}

usage() {
  sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

jobs=1
args=()
while [ $# -gt 0 ]; do
  case $1 in
    --list) list_targets; exit 0 ;;
    -j) jobs=${2:?-j needs a number}; shift 2 ;;
    -j*) jobs=${1#-j}; shift ;;
    -h|--help) usage ;;
    --) shift; extra=("$@"); break ;;
    *) args+=("$1"); shift ;;
  esac
done
extra=(${extra[@]+"${extra[@]}"})
[ ${#args[@]} -eq 2 ] || usage
what=${args[0]}
seconds=${args[1]}
[[ $seconds =~ ^[0-9]+$ ]] || { echo "fuzz.sh: SECONDS must be a whole number, got '$seconds'" >&2; exit 2; }
if [ "$what" = all ]; then
  targets=$(list_targets)
else
  list_targets | grep -qx "$what" || {
    echo "fuzz.sh: no target '$what'; the targets are:" >&2
    list_targets | sed 's/^/  /' >&2
    exit 2
  }
  targets=$what
fi

# Configure (once) and build what is needed; ninja does nothing when it is up to date.
if ! grep -qs '^ARBITER_FUZZ:BOOL=ON' "$dir/CMakeCache.txt"; then
  if [[ -z ${CXX:-} ]]; then bash scripts/install-deps.sh --fuzz; fi  # clang + libFuzzer
  echo "== configuring $dir (clang, libFuzzer + ASan + UBSan)"
  cmake -S . -B "$dir" -G Ninja -DCMAKE_CXX_COMPILER="${CXX:-/usr/bin/clang++}" \
    "$(bash scripts/ccache.sh)" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" \
    -DARBITER_FUZZ=ON -DARBITER_BENCH=OFF >/dev/null
else
  cmake -S . -B "$dir" "$(bash scripts/ccache.sh)" >/dev/null  # ARBITER_CCACHE, as build.sh reads it
fi
echo "== building $(wc -w <<< "$targets") fuzz target(s) in $dir"
build_targets=(arbiter_fuzz_corpus)
for t in $targets; do build_targets+=("fuzz_$t"); done
cmake --build "$dir" -j "$(nproc)" --target "${build_targets[@]}"

out=$dir/fuzz
mkdir -p "$out/corpus" "$out/findings" "$out/logs"
# shellcheck disable=SC2086
"$dir/fuzz/arbiter_fuzz_corpus" "$root" "$out/seeds" $targets | sed 's/^/seeds: /'
cat fuzz/*.dict >"$out/all.dict"

dict_of() {
  case $1 in
    record) echo "$out/all.dict" ;;
    *) echo "fuzz/${1#*_}.dict" ;;
  esac
}

# The entries of a directory (names may hold any byte: counted by find, not ls).
count_files() { find "$1" -mindepth 1 -maxdepth 1 -printf '.\n' | wc -l; }

# Runs one target; writes its summary line to $out/logs/TARGET.summary and returns non-zero on a
# finding.
run_target() {
  local t=$1 log=$out/logs/$1.log findings=$out/findings/$1
  mkdir -p "$out/corpus/$t" "$findings"
  local before
  before=$(count_files "$findings")
  local status=0
  # The seeds are read, the new inputs go to corpus/TARGET (the first directory).
  # Set here, not inherited: libFuzzer handles the reports itself (no abort_on_error).
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$dir/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2560 \
    -dict="$(dict_of "$t")" -print_final_stats=1 -artifact_prefix="$findings/" \
    ${extra[@]+"${extra[@]}"} "$out/corpus/$t" "$out/seeds/$t" >"$log" 2>&1 || status=$?
  local execs rate rss corpus
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  rss=$(grep -o 'stat::peak_rss_mb: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  corpus=$(count_files "$out/corpus/$t")
  local crash
  crash=$(grep -o "Test unit written to [^ ]*" "$log" | tail -1 | sed 's/Test unit written to //' || true)
  if [ $status -eq 0 ] && [ "$(count_files "$findings")" -gt "$before" ]; then status=1; fi
  if [ $status -eq 0 ]; then
    printf '%-22s ok: %s executions in %s s (%s/s), corpus %s inputs, peak RSS %s MB, no finding\n' \
      "$t" "${execs:-?}" "$seconds" "${rate:-?}" "$corpus" "${rss:-?}" | tee "$out/logs/$t.summary"
    return 0
  fi
  {
    printf '%-22s FINDING (exit %s) after %s executions\n' "$t" "$status" "${execs:-?}"
    grep -m1 -E '^==[0-9]+==ERROR|runtime error:|ERROR: libFuzzer|SUMMARY:' "$log" | sed 's/^/  /' || true
    echo "  log:        $log"
    if [ -n "$crash" ]; then
      echo "  input:      $crash"
      echo "  reproduce:  $dir/fuzz/fuzz_$t $crash"
      echo "  minimize:   $dir/fuzz/fuzz_$t -minimize_crash=1 -runs=200000 -exact_artifact_path=$crash.min $crash"
      echo "  keep it:    mkdir -p tests/data/fuzz/$t && cp $crash.min tests/data/fuzz/$t/"
      echo "              (tests/fuzz/regression_test.cpp replays it in the normal build)"
    fi
  } | tee "$out/logs/$t.summary"
  return 1
}

echo "== fuzzing for $seconds s each, $jobs at a time: ${targets//$'\n'/ }"
for t in $targets; do rm -f "$out/logs/$t.summary"; done
for t in $targets; do
  if [ "$jobs" -le 1 ]; then
    run_target "$t" || true
  else
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    run_target "$t" &
  fi
done
wait || true
failed=0
for t in $targets; do
  grep -qs ' ok: ' "$out/logs/$t.summary" || failed=1
done
if [ $failed -ne 0 ]; then
  echo "== fuzzing found something (above); the logs are in $out/logs/" >&2
  exit 1
fi
echo "== fuzzing: no finding"
