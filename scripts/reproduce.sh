#!/usr/bin/env bash
# The one-command reproduction of the Free Lunch paper's Table 4.2 (ping-pong) and Fig. 4.4
# (fork-join): builds toyjvm and toyjvm-reproduce in release mode, then runs toyjvm with every
# profiler on bench-programs/PingPong.java and ForkJoin.java and writes results.md (both tables,
# the paper's values beside ours), fig-4.4.svg and the raw JSON reports to docs/results/.
#
#   scripts/reproduce.sh             short runs (5 s each, 7 runs, about a minute)
#   scripts/reproduce.sh --paper     the paper's parameters (30 s each, 16 runs, about 9 minutes)
#   scripts/reproduce.sh --help      every option (--out, --threads, --processing, ...)
#
# The build goes to ${CARGO_TARGET_DIR:-target}; java and javac (JDK 17) come from PATH
# (scripts/setup.sh installs them). Progress goes to stderr, results.md also to stdout.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${CARGO_TARGET_DIR:-target}"
cargo build --release --quiet -p vm -p profiler --bin toyjvm --bin toyjvm-reproduce
command=(scripts/reproduce.sh "$@")
TOYJVM_REPRODUCE_COMMAND="${command[*]}" \
    exec "$target/release/toyjvm-reproduce" --toyjvm "$target/release/toyjvm" "$@"
