#!/usr/bin/env bash
# Whole-program locking benchmarks: bench-programs/SyncCounter.java (uncontended, one thread) and
# bench-programs/ContendedCounter.java (2 and 4 threads on one lock), each on HotSpot's
# interpreter (java -Xint) and on toyjvm, with biased locking on and off. The four
# configurations run interleaved (machines are noisy), N times each (default 5); every run must
# print the expected count. Prints every run time, then a Markdown table of the medians and the
# ratios toyjvm/java (biased vs biased, non-biased vs non-biased).
#
#   scripts/bench-locking.sh [N]
#   TOYJVM=/path/to/toyjvm scripts/bench-locking.sh [N]     (no build; measure that binary)
#
# Without TOYJVM the script runs `cargo build --release -p vm` (a no-op when up to date) and
# measures ${CARGO_TARGET_DIR:-target}/release/toyjvm. java and javac (JDK 17) come from PATH;
# scripts/setup.sh installs them. A run that takes longer than BENCH_TIMEOUT seconds (default
# 300) counts as a failure.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    cat <<'EOF'
usage: scripts/bench-locking.sh [N]
  N   runs of each program in each configuration, interleaved (default 5); medians are reported

  Configurations: java -Xint and toyjvm, each with
    -XX:+UseBiasedLocking -XX:BiasedLockingStartupDelay=0   and   -XX:-UseBiasedLocking
  Programs: SyncCounter 20000000, ContendedCounter 2 2000000, ContendedCounter 4 1000000

  TOYJVM=/path/to/toyjvm   measure that binary instead of building target/release/toyjvm
  BENCH_TIMEOUT=<seconds>  limit for one run (default 300)
EOF
}

# shellcheck source=scripts/bench-common.sh
. scripts/bench-common.sh
bench_args "$@"
TIMEOUT="${BENCH_TIMEOUT:-300}"
bench_setup java javac -- bench-programs/SyncCounter.java bench-programs/ContendedCounter.java

BIASED=(-XX:+UseBiasedLocking -XX:BiasedLockingStartupDelay=0)
UNBIASED=(-XX:-UseBiasedLocking)
CONFIGS=(java+biased java-biased toyjvm+biased toyjvm-biased)

# Each benchmark: "label|main class and args|expected output".
BENCHES=(
    "SyncCounter 20000000|SyncCounter 20000000|20000000"
    "ContendedCounter 2 2000000|ContendedCounter 2 2000000|4000000"
    "ContendedCounter 4 1000000|ContendedCounter 4 1000000|4000000"
)

# run BENCH_INDEX CONFIG CLASS_AND_ARGS EXPECTED : runs once, checks the output, records the time.
run() {
    local b="$1" config="$2" expected="$4"
    local -a prog cmd
    read -r -a prog <<<"$3"
    case "$config" in
        java+biased) cmd=(java -Xint "${BIASED[@]}") ;;
        java-biased) cmd=(java -Xint "${UNBIASED[@]}") ;;
        toyjvm+biased) cmd=("$TOYJVM" "${BIASED[@]}") ;;
        toyjvm-biased) cmd=("$TOYJVM" "${UNBIASED[@]}") ;;
    esac
    timed_run "$work/$b.$config.times" "$expected" "$config" "${cmd[@]}" -cp "$work/classes" "${prog[@]}"
}


echo "Locking benchmarks: java -Xint vs $TOYJVM, $N runs of each configuration, interleaved"
for b in "${!BENCHES[@]}"; do
    IFS='|' read -r label prog expected <<<"${BENCHES[$b]}"
    echo "$label (expects $expected)"
    for i in $(seq 1 "$N"); do
        # Rotate the order every round so that no configuration always runs first or last.
        for k in 0 1 2 3; do
            run "$b" "${CONFIGS[$(((i + k) % 4))]}" "$prog" "$expected"
        done
    done
done

echo
commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "$(date +%F), toyjvm commit $commit (plus any uncommitted changes), median of $N runs:"
echo
echo "| program | locking | java -Xint | toyjvm | toyjvm / java |"
echo "|---|---|---|---|---|"
for b in "${!BENCHES[@]}"; do
    IFS='|' read -r label _ _ <<<"${BENCHES[$b]}"
    for mode in biased unbiased; do
        if [ "$mode" = biased ]; then
            j=$(median "$work/$b.java+biased.times")
            t=$(median "$work/$b.toyjvm+biased.times")
            flags="${BIASED[*]}"
        else
            j=$(median "$work/$b.java-biased.times")
            t=$(median "$work/$b.toyjvm-biased.times")
            flags="${UNBIASED[*]}"
        fi
        echo "| $label | \`$flags\` | $j s | $t s | $(ratio "$t" "$j") |"
    done
done
