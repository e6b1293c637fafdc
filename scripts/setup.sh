#!/usr/bin/env bash
# Makes a fresh machine ready to build and test toyjvm: a JDK (java, javac, jar; 17 is the
# reference HotSpot), Chromium (the HTML report's browser test), python3 (test.sh's code-shape
# checks), cargo, and a release build of the VM. Idempotent; quiet on success.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { echo "setup: $*" >&2; }

# apt_install PACKAGE: installs a Debian package (as root, or through sudo).
apt_install() {
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq >/dev/null
    $sudo apt-get install -y -qq --no-install-recommends "$1" >/dev/null
}

have_jdk() {
    command -v java >/dev/null 2>&1 && command -v javac >/dev/null 2>&1 && command -v jar >/dev/null 2>&1 \
        && javac -version >/dev/null 2>&1
}

if ! have_jdk; then
    log "installing openjdk-17-jdk-headless (java, javac, jar)"
    apt_install openjdk-17-jdk-headless
    have_jdk || { log "a JDK is still missing after installing openjdk-17-jdk-headless"; exit 1; }
fi

if ! [ -x /usr/bin/chromium ]; then
    log "installing chromium (headless, for the HTML report's test)"
    apt_install chromium
    [ -x /usr/bin/chromium ] || { log "chromium is still missing after installing it"; exit 1; }
fi

# python3 runs the code-shape checks of scripts/test.sh (import-circles.py, fn-lengths.py).
if ! command -v python3 >/dev/null 2>&1; then
    log "installing python3 (the code-shape checks of scripts/test.sh)"
    apt_install python3
fi

if ! command -v cargo >/dev/null 2>&1; then
    if [ -x "$HOME/.cargo/bin/cargo" ]; then
        export PATH="$HOME/.cargo/bin:$PATH"
    else
        log "cargo not found: install the Rust toolchain (rustup) first"
        exit 1
    fi
fi

# toyjvm, and the profiler crate's tools (toyjvm-blame, toyjvm-reproduce, toyjvm-report).
if ! out=$(cargo build --release -p vm -p profiler --bins --quiet 2>&1); then
    echo "$out" >&2
    log "cargo build --release -p vm -p profiler --bins failed"
    exit 1
fi
