#!/usr/bin/env bash
# Collector benchmark: bench-programs/Allocate.java under -Xmx64m on HotSpot's interpreter with
# its Serial collector (java -Xint -XX:+UseSerialGC -Xmx64m) and on toyjvm (-Xmx64m), the runs
# alternating, N times each (default 5). Prints each run's time and peak RSS, the medians, the
# ratio toyjvm/java, and toyjvm's collections: count, median and maximum pause (-Xlog:gc).
#
#   scripts/bench-gc.sh [N] [rounds] [heap] [live megabytes]
#   TOYJVM=/path/to/toyjvm scripts/bench-gc.sh
set -euo pipefail
cd "$(dirname "$0")/.."

N="${1:-5}"
ROUNDS="${2:-300}"
HEAP="${3:-64m}"
LIVE="${4:-4}"
TOYJVM="${TOYJVM:-target/release/toyjvm}"
if [ ! -x "$TOYJVM" ]; then
    cargo build --release -p vm --quiet
fi
TIME=/usr/bin/time
if [ ! -x "$TIME" ]; then
    echo "bench-gc.sh: needs GNU time (apt-get install time)" >&2
    exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
boot="$("$TOYJVM" --jdk-subset-classes)"
(cd "$work" && javac -source 8 -target 8 -Xlint:-options -encoding UTF-8 -nowarn \
    -bootclasspath "$boot" -d "$work" "$OLDPWD/bench-programs/Allocate.java")

expected=""
# run LABEL CMD... : one run; checks the checksum, records time (s) and peak RSS (MB).
run() {
    local label="$1"
    shift
    "$TIME" -f '%e %M' -o "$work/time" "$@" > "$work/out" 2>&1 || {
        echo "$label failed:"; cat "$work/out"; exit 1; }
    local sum
    sum="$(grep '^checksum' "$work/out")"
    if [ -z "$expected" ]; then
        expected="$sum"
    elif [ "$sum" != "$expected" ]; then
        echo "$label printed $sum, expected $expected"; exit 1
    fi
    read -r secs kb < "$work/time"
    printf '%-8s run %d: %6.2f s  peak RSS %4d MB\n' "$label" "$i" "$secs" $((kb / 1024))
    echo "$secs" >> "$work/$label.times"
    echo $((kb / 1024)) >> "$work/$label.rss"
    if [ "$label" = toyjvm ]; then
        grep -o '[0-9.]*ms$' "$work/out" | tr -d 'ms' >> "$work/pauses" || true
        grep -c 'Pause Full' "$work/out" >> "$work/gcs" || true
    fi
}

median() { sort -g "$1" | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

echo "Allocate.java ($ROUNDS rounds, $LIVE MB live), -Xmx$HEAP: java -Xint -XX:+UseSerialGC vs $TOYJVM, $N runs each, alternating"
for i in $(seq 1 "$N"); do
    run java java -Xint -Xshare:auto -XX:+UseSerialGC -Xmx"$HEAP" -cp "$work" Allocate "$ROUNDS" "$LIVE"
    run toyjvm "$TOYJVM" -Xmx"$HEAP" -Xlog:gc -cp "$work" Allocate "$ROUNDS" "$LIVE"
done
echo "$expected"
mj=$(median "$work/java.times")
mt=$(median "$work/toyjvm.times")
printf 'median java -Xint: %.2f s, peak RSS %s MB\n' "$mj" "$(median "$work/java.rss")"
printf 'median toyjvm:     %.2f s, peak RSS %s MB\n' "$mt" "$(median "$work/toyjvm.rss")"
awk -v t="$mt" -v j="$mj" 'BEGIN {printf "ratio toyjvm/java: %.2f\n", t / j}'
printf 'toyjvm collections per run: %s; pause median %.2f ms, max %.2f ms\n' \
    "$(median "$work/gcs")" "$(median "$work/pauses")" "$(sort -g "$work/pauses" | tail -1)"
