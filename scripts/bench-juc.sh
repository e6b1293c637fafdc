#!/usr/bin/env bash
# java.util.concurrent benchmarks: bench-programs/ReentrantCounter.java (a contended
# ReentrantLock, 2 and 4 threads, non-fair and fair) and bench-programs/ProducerConsumer.java (an
# ArrayBlockingQueue between 2 producers and 2 consumers), each on HotSpot's interpreter
# (java -Xint) and on toyjvm, the same class files, alternating, N times each (default 5); every
# run must print the expected result. Prints every run time, then a Markdown table of the medians
# and the ratios toyjvm/java.
#
#   scripts/bench-juc.sh [N]
#   TOYJVM=/path/to/toyjvm scripts/bench-juc.sh [N]     (no build; measure that binary)
#
# Without TOYJVM the script runs `cargo build --release -p vm` (a no-op when up to date). java
# and javac (JDK 17) come from PATH; scripts/setup.sh installs them. A run that takes longer than
# BENCH_TIMEOUT seconds (default 300) counts as a failure.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    cat <<'USAGE'
usage: scripts/bench-juc.sh [N]
  N   runs of each program on each JVM, alternating (default 5); medians are reported

  Programs: ReentrantCounter 2 1000000, ReentrantCounter 4 500000, ReentrantCounter 2 200000 fair,
            ProducerConsumer 2 2 500000 64

  TOYJVM=/path/to/toyjvm   measure that binary instead of building target/release/toyjvm
  BENCH_TIMEOUT=<seconds>  limit for one run (default 300)
USAGE
}

# shellcheck source=scripts/bench-common.sh
. scripts/bench-common.sh
bench_args "$@"
TIMEOUT="${BENCH_TIMEOUT:-300}"
bench_setup java javac -- bench-programs/ReentrantCounter.java bench-programs/ProducerConsumer.java

# Each benchmark: "main class and args|expected output".
BENCHES=(
    "ReentrantCounter 2 1000000|2000000"
    "ReentrantCounter 4 500000|2000000"
    "ReentrantCounter 2 200000 fair|400000"
    "ProducerConsumer 2 2 500000 64|250000500000"
)
JVMS=(java toyjvm)

# run BENCH_INDEX JVM CLASS_AND_ARGS EXPECTED : runs once, checks the output, records the time.
run() {
    local b="$1" jvm="$2" expected="$4"
    local -a prog cmd
    read -r -a prog <<<"$3"
    case "$jvm" in
        java) cmd=(java -Xint) ;;
        toyjvm) cmd=("$TOYJVM") ;;
    esac
    timed_run "$work/$b.$jvm.times" "$expected" "$jvm" "${cmd[@]}" -cp "$work/classes" "${prog[@]}"
}

echo "java.util.concurrent benchmarks: java -Xint vs $TOYJVM, $N runs of each, alternating"
for b in "${!BENCHES[@]}"; do
    IFS='|' read -r prog expected <<<"${BENCHES[$b]}"
    echo "$prog (expects $expected)"
    for i in $(seq 1 "$N"); do
        # Alternate which JVM runs first, so that neither always runs on a warmer machine.
        for k in 0 1; do
            run "$b" "${JVMS[$(((i + k) % 2))]}" "$prog" "$expected"
        done
    done
done

echo
commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "$(date +%F), toyjvm commit $commit (plus any uncommitted changes), median of $N runs:"
echo
echo "| program | java -Xint | toyjvm | toyjvm / java |"
echo "|---|---|---|---|"
for b in "${!BENCHES[@]}"; do
    IFS='|' read -r prog _ <<<"${BENCHES[$b]}"
    j=$(median "$work/$b.java.times")
    t=$(median "$work/$b.toyjvm.times")
    echo "| $prog | $j s | $t s | $(ratio "$t" "$j") |"
done
