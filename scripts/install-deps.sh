#!/usr/bin/env bash
# Installs the Debian 12 packages Arbiter builds with (only those missing). Needs root or sudo.
set -euo pipefail
packages=(build-essential cmake ninja-build pkg-config
  libgtest-dev libgmock-dev librapidcheck-dev libbenchmark-dev
  libboost-graph-dev libgraphviz-dev libcli11-dev nlohmann-json3-dev
  libxml2-utils)  # xmllint: the JUnit XML test
# --fuzz: also clang and its runtime with libFuzzer and the sanitizers (scripts/fuzz.sh).
if [[ ${1:-} == --fuzz ]]; then packages+=(clang libclang-rt-14-dev); fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
