#!/usr/bin/env bash
# THE test command of toyjvm (CI runs exactly this through .ci/run):
#   1. release build (the interpreter is slow in debug builds),
#   2. every test of the workspace in release mode: unit tests, the differential suite
#      (vm/tests/differential.rs: each program in vm/tests/programs runs on HotSpot and on toyjvm
#      and must print the same), the error-case tests (vm/tests/errors.rs), the locking tests,
#   3. within the same differential run, every program once more on toyjvm with -XX:+GCALot (a
#      collection at every safepoint and at every page an allocating thread takes, freed cells
#      zapped), compared with the same HotSpot run: a missed root shows here,
#   4. the loom models of the locking crate (own target dir: --cfg loom rebuilds everything).
# Before all of it, clippy checks the locking crate's one rule that the compiler cannot: no
# std::sync outside its loom shim; and two scripts check the shape of the code (docs/ARCHITECTURE.md):
# no import circle over 6 files in any crate, no function over 300 lines outside tests.
#
# Extra arguments are passed to `cargo test` after `--` (e.g. a test-name filter).
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

if ! command -v javac >/dev/null 2>&1 || ! command -v java >/dev/null 2>&1 || ! [ -x /usr/bin/chromium ] \
    || ! command -v python3 >/dev/null 2>&1; then
    echo "test.sh: java/javac, chromium or python3 not found; running scripts/setup.sh" >&2
    scripts/setup.sh
fi

echo "== clippy: the locking crate names std::sync only in its loom shim (locking/clippy.toml)"
if cargo clippy --version >/dev/null 2>&1; then
    cargo clippy --release -p locking --all-targets -- \
        -D clippy::disallowed_types -D clippy::disallowed_methods
else
    echo "test.sh: cargo clippy is not installed (rustup component add clippy); check skipped" >&2
fi

echo "== structure: no import circle over 6 files in any crate, no function over 300 lines"
scripts/import-circles.py --self-test
scripts/import-circles.py --max 6 vm/src locking/src profiler/src toyjvm/src
scripts/fn-lengths.py -n 3 --max 300 vm/src locking/src profiler/src toyjvm/src

echo "== cargo build --release"
cargo build --release --workspace

if [ "${SKIP_GCALOT:-0}" != "1" ]; then
    export TOYJVM_DIFF_ALSO="-XX:+GCALot"
fi
echo "== cargo test --release --workspace --no-fail-fast (differential suite also under: ${TOYJVM_DIFF_ALSO:-nothing})"
cargo test --release --workspace --no-fail-fast -- "$@"

if [ -d loom-tests ] && [ "${SKIP_LOOM:-0}" != "1" ]; then
    echo "== loom models (RUSTFLAGS=--cfg loom, LOOM_MAX_PREEMPTIONS=2)"
    RUSTFLAGS="--cfg loom" LOOM_MAX_PREEMPTIONS=2 CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}/loom" \
        cargo test -p loom-tests --release
fi
