#!/usr/bin/env bash
# Installs the Debian 12 packages Arbiter builds with (only those missing). Needs root or sudo.
#   install-deps.sh           everything: the `arbiter` binary, the test suite, the benchmarks
#   install-deps.sh --arbiter only what the `arbiter` binary needs (scripts/quickstart.sh)
#   install-deps.sh --fuzz    everything, and clang with libFuzzer (scripts/fuzz.sh)
set -euo pipefail
mode=${1:-}
case $mode in
  "" | --arbiter | --fuzz) ;;
  *) echo "usage: install-deps.sh [--arbiter | --fuzz]" >&2; exit 2 ;;
esac
# What the `arbiter` binary needs: the compiler, CMake, its libraries, help2man for its man page.
packages=(build-essential cmake ninja-build pkg-config
  libboost-graph-dev libgraphviz-dev libcli11-dev nlohmann-json3-dev
  help2man       # the man page, written from the CLI's --help at build time
  ccache)        # a compiler cache for rebuilds (scripts/ccache.sh), its folder outside the clone
# What the test suite and the benchmarks add.
if [[ $mode != --arbiter ]]; then
  packages+=(libgtest-dev libgmock-dev librapidcheck-dev libbenchmark-dev
    man-db bash-completion  # the tests read the installed man page and load the completion
    file           # cpack -G DEB reads the binary's type with it
    libxml2-utils  # xmllint: the JUnit XML test
    patch          # the --repair tests apply the proposed diffs with GNU patch
    shellcheck     # the scripts' test: shellcheck finds nothing in scripts/, tests/ and .ci/
    clang-format   # style.format: the sources as .clang-format formats them
    universal-ctags  # style.long_functions: function lengths (scripts/long_functions.sh)
    chromium)      # the HTML report's browser tests (tests/browser)
fi
# --fuzz: also clang and its runtime with libFuzzer and the sanitizers (scripts/fuzz.sh).
if [[ $mode == --fuzz ]]; then packages+=(clang libclang-rt-14-dev); fi
# node and npm: the HTML report bundles a library from npm, and its tests drive chromium with
# puppeteer-core. Debian's packages unless a node with npm is already there (NodeSource's nodejs
# carries its own npm and conflicts with Debian's).
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then packages+=(nodejs npm); fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
if ((${#missing[@]} == 0)); then
  echo "install-deps: all ${#packages[@]} packages present"
else
  echo "install-deps: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# The npm packages of package.json, at the versions package-lock.json pins, unless node_modules
# already has them (a copy of the lock it was installed from is kept beside them). The `arbiter`
# binary needs only the dependencies (fast-json-patch, bundled into the HTML report); the tests
# also the devDependencies (puppeteer-core).
cd "$(dirname "$0")/.."
full=node_modules/.arbiter-installed-lock prod=node_modules/.arbiter-installed-lock-prod
if [[ $mode == --arbiter ]]; then
  if ! cmp -s package-lock.json "$full" 2>/dev/null &&
    ! cmp -s package-lock.json "$prod" 2>/dev/null; then
    echo "install-deps: npm ci --omit=dev"
    npm ci --omit=dev --no-audit --no-fund --loglevel=error
    cp package-lock.json "$prod"
  fi
elif ! cmp -s package-lock.json "$full" 2>/dev/null; then
  echo "install-deps: npm ci"
  PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json "$full"
fi
