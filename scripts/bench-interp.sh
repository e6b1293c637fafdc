#!/usr/bin/env bash
# Interpreter benchmark: bench-programs/Interp.java on HotSpot's interpreter (java -Xint) and on
# toyjvm, alternating the runs (machines are noisy), N times each (default 5). Prints every run
# time, the median of each JVM and the ratio toyjvm/java.
#
#   scripts/bench-interp.sh [N] [program args...]
#   TOYJVM=/path/to/toyjvm scripts/bench-interp.sh
set -euo pipefail
cd "$(dirname "$0")/.."

N="${1:-5}"
shift || true
TOYJVM="${TOYJVM:-target/release/toyjvm}"
if [ ! -x "$TOYJVM" ]; then
    cargo build --release -p vm --quiet
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
boot="$("$TOYJVM" --jdk-subset-classes)"
(cd "$work" && javac -source 8 -target 8 -Xlint:-options -encoding UTF-8 -nowarn \
    -bootclasspath "$boot" -d "$work" "$OLDPWD/bench-programs/Interp.java")

now() { date +%s.%N; }

# run LABEL CMD... : runs once, checks output against the first run, prints and records the time.
expected=""
run() {
    local label="$1"
    shift
    local t0 t1 out
    t0=$(now)
    out="$("$@" 2>&1)" || { echo "$label failed:"; echo "$out"; exit 1; }
    t1=$(now)
    if [ -z "$expected" ]; then
        expected="$out"
    elif [ "$out" != "$expected" ]; then
        echo "$label printed a different result:"
        diff <(echo "$expected") <(echo "$out") || true
        exit 1
    fi
    local dt
    dt=$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f", b - a}')
    printf '%-8s run %d: %6.3f s\n' "$label" "$i" "$dt"
    echo "$dt" >> "$work/$label.times"
}

median() { sort -g "$1" | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

echo "Interp.java: java -Xint vs $TOYJVM, $N runs each, alternating"
for i in $(seq 1 "$N"); do
    run java java -Xint -Xshare:auto -XX:+UseSerialGC -cp "$work" Interp "$@"
    run toyjvm "$TOYJVM" -cp "$work" Interp "$@"
done
echo "$expected" | tail -1
mj=$(median "$work/java.times")
mt=$(median "$work/toyjvm.times")
printf 'median java -Xint: %.3f s\n' "$mj"
printf 'median toyjvm:     %.3f s\n' "$mt"
awk -v t="$mt" -v j="$mj" 'BEGIN {printf "ratio toyjvm/java: %.2f\n", t / j}'
