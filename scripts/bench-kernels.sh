#!/usr/bin/env bash
# Interpreter kernel suite (issue 18): the programs of bench-programs/kernels/, one per bytecode
# family plus seven whole programs in the style of the Java Grande Forum benchmarks, each on
# HotSpot's interpreter (java -Xint) and on toyjvm, the same class files, alternating, N times each
# (default 5). Every run must print what the first java run printed (stdout only: java 17 warns on
# stderr about some flags). Prints each kernel's run times, then a table of the medians and the
# ratios toyjvm/java, their geometric mean and the count of kernels where toyjvm is slower, and
# the same table in Markdown (for docs/PERFORMANCE.md).
#
#   scripts/bench-kernels.sh [-h] [N] [KERNEL...]
#   TOYJVM=/path/to/toyjvm KERNEL_SCALE=5 scripts/bench-kernels.sh 3 IntArith SyncBlock
#   BASELINE=/path/to/older/toyjvm scripts/bench-kernels.sh 5     (toyjvm against an older toyjvm)
#
# Each kernel's `// jvm-flags:` header line is passed to both JVMs. Without TOYJVM the script runs
# `cargo build --release -p vm` (a no-op when up to date). java and javac (JDK 17) come from PATH;
# scripts/setup.sh installs them.
set -euo pipefail
cd "$(dirname "$0")/.."

KERNEL_DIR=bench-programs/kernels

usage() {
    cat <<'USAGE'
usage: scripts/bench-kernels.sh [-h] [N] [KERNEL...]
  N        runs of each kernel on each JVM, alternating (default 5); medians are reported
  KERNEL   only these kernels (names of bench-programs/kernels/*.java); default: all

  TOYJVM=/path/to/toyjvm   measure that binary instead of building target/release/toyjvm
  BASELINE=/path/to/toyjvm the yardstick is that (older) toyjvm binary instead of java -Xint:
                           both binaries alternate, and the ratios are toyjvm/baseline
  KERNEL_SCALE=<rounds>    the kernels' argument (default: none, each kernel's default of 20
                           rounds, about 1.2 s on java -Xint)
  BENCH_TIMEOUT=<seconds>  limit for one run (default 300)
USAGE
}

# shellcheck source=scripts/bench-common.sh
. scripts/bench-common.sh
bench_count_and_names "$@"
set -- "${NAMES[@]}"
KERNELS=()
for k in "$@"; do
    if ! [[ "$k" =~ ^[A-Za-z0-9]+$ ]] || [ ! -f "$KERNEL_DIR/$k.java" ]; then
        echo "no such kernel: $k" >&2
        usage >&2
        exit 2
    fi
    KERNELS+=("$k")
done
if [ "${#KERNELS[@]}" -eq 0 ]; then
    for f in "$KERNEL_DIR"/*.java; do
        k="$(basename "$f" .java)"
        KERNELS+=("$k")
    done
fi
SCALE=()
if [ -n "${KERNEL_SCALE:-}" ]; then
    if ! [[ "$KERNEL_SCALE" =~ ^[1-9][0-9]*$ ]]; then
        echo "KERNEL_SCALE must be a positive integer: $KERNEL_SCALE" >&2
        usage >&2
        exit 2
    fi
    SCALE=("$KERNEL_SCALE")
fi
TIMEOUT="${BENCH_TIMEOUT:-300}"

bench_setup java javac -- "$KERNEL_DIR"/*.java

# kernel_flags KERNEL: the words of the kernel's `// jvm-flags:` line (possibly none).
kernel_flags() {
    sed -n 's|^// jvm-flags:||p' "$KERNEL_DIR/$1.java" | head -n 1
}

# run KERNEL JVM: runs the kernel once on JVM (java or toyjvm), at most $TIMEOUT s; the first java
# run's stdout becomes the expected output, every other run must print it. Appends the wall time
# to $work/KERNEL.JVM.times. A failure prints both outputs and ends the script (exit 1).
expected=""
run() {
    local k="$1" jvm="$2"
    local -a flags cmd
    read -r -a flags <<<"$(kernel_flags "$k")"
    case "$jvm" in
        java) if [ -n "${BASELINE:-}" ]; then cmd=("$BASELINE"); else cmd=(java -Xint -XX:+UseSerialGC -Xshare:auto); fi ;;
        toyjvm) cmd=("$TOYJVM") ;;
    esac
    cmd+=("${flags[@]}" -cp "$work/classes" "$k" "${SCALE[@]}")
    checked_run "$work/$k.$jvm.times" "$expected" "$k on $jvm:" "${cmd[@]}"
    if [ -z "$expected" ]; then
        expected="$RUN_OUTPUT"
    fi
}

YARDSTICK="${BASELINE:-java -Xint}"
YNAME="java -Xint"
[ -z "${BASELINE:-}" ] || YNAME=baseline
if [ -n "${BASELINE:-}" ] && [ ! -x "$BASELINE" ]; then
    echo "BASELINE is not an executable: $BASELINE" >&2
    exit 2
fi
echo "Interpreter kernels: $YARDSTICK vs $TOYJVM, $N runs of each, alternating" \
    "(scale: ${KERNEL_SCALE:-default})"
JVMS=(java toyjvm)
for k in "${KERNELS[@]}"; do
    expected=""
    for i in $(seq 1 "$N"); do
        # Alternate which JVM runs first (java in run 1, for the expected output), so that
        # neither always runs on a warmer machine.
        for j in 0 1; do
            run "$k" "${JVMS[$(((i + j + 1) % 2))]}"
        done
    done
    printf '%-18s %s: %s | toyjvm: %s | %s\n' "$k" "$YNAME" \
        "$(tr '\n' ' ' <"$work/$k.java.times")" "$(tr '\n' ' ' <"$work/$k.toyjvm.times")" "$expected"
done

# The summary: one row per kernel (kernel, java median, toyjvm median, ratio).
for k in "${KERNELS[@]}"; do
    j=$(median "$work/$k.java.times")
    t=$(median "$work/$k.toyjvm.times")
    echo "$k $j $t $(ratio "$t" "$j")"
done >"$work/summary"
summary() {
    awk -v yname="${YNAME%% *}" '{n++; s += log($3 / $2); if ($4 > 1.0) over++}
        END {printf "geometric mean of toyjvm/%s: %.2f; kernels where toyjvm is slower (ratio > 1.0): %d of %d\n", yname,
            exp(s / n), over, n}' "$work/summary"
}

echo
printf '%-18s %12s %12s %8s\n' kernel "$YNAME" toyjvm ratio
while read -r k j t r; do
    printf '%-18s %10s s %10s s %8s\n' "$k" "$j" "$t" "$r"
done <"$work/summary"
summary

echo
commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "$(date +%F), toyjvm commit $commit (plus any uncommitted changes), scale" \
    "${KERNEL_SCALE:-default}, median of $N runs:"
echo
if [ -n "${BASELINE:-}" ]; then
    echo "| kernel | baseline | toyjvm | toyjvm / baseline |"
else
    echo "| kernel | java -Xint | toyjvm | toyjvm / java |"
fi
echo "|---|---|---|---|"
while read -r k j t r; do
    echo "| $k | $j s | $t s | $r |"
done <"$work/summary"
echo
summary
