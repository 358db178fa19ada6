#!/usr/bin/env bash
# Quick start, step 1: install and build only what the `arbiter` binary needs (no test suite, no
# benchmarks: scripts/test.sh adds them), then the main job: validate a bundled Torres game and
# draw its state graph as SVG.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --arbiter
bash scripts/build.sh build -DARBITER_TESTS=OFF -DARBITER_BENCH=OFF
game=fixtures/torres/valid/base-2p.rec
mkdir -p out
echo
echo "== arbiter replay validate $game"
./build/cli/arbiter replay validate "$game"
echo
echo "== arbiter replay render $game -o out/base-2p.svg"
./build/cli/arbiter replay render "$game" -o out/base-2p.svg
./build/cli/arbiter phases torres -o out/torres-phases.svg
echo
echo "== arbiter replay html $game -o out/base-2p.html"
./build/cli/arbiter replay html "$game" -o out/base-2p.html
echo
echo "The game in a browser: $(pwd)/out/base-2p.html (one file: open it from disk)"
echo "State graph: $(pwd)/out/base-2p.svg"
echo "Phase diagram: $(pwd)/out/torres-phases.svg"
echo "The arbiter binary is ./build/cli/arbiter (try: ./build/cli/arbiter --help)."
