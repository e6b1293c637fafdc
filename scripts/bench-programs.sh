#!/usr/bin/env bash
# Real-program benchmarks (issue 28): every bench-programs/programs/*.java (benchmarks only) and
# every program of the differential suite, vm/tests/programs/*.java, that has a `// bench-...:`
# header (the suite runs it small, the benchmark at the header's size), compiled once against
# toyjvm's class library, run alternately N times (default 5) on HotSpot's interpreter
# (`java -Xint -Xmx<X>`) and on toyjvm (`-Xmx<X>`), the same class files. Every run's stdout must
# be byte-identical to the first java run's. Prints a Markdown table: median wall time of each
# JVM, the ratio toyjvm/java, and the median peak RSS of each.
#
#   scripts/bench-programs.sh [-h] [N] [PROGRAM...]
#   TOYJVM=/path/to/toyjvm scripts/bench-programs.sh 3 CorpusNBody CorpusFasta
#
# Header comments a program may have (first 30 lines):
#   // bench-args: 21               its arguments
#   // bench-stdin: <command>       a bash command, run once from the repository root, whose
#                                   output is the program's stdin (e.g. `java F.java 250000`)
#   // bench-xmx: 1g                the heap limit for both JVMs (default $BENCH_XMX or 512m)
# Peak RSS comes from GNU time (/usr/bin/time -f %M) when present, else from polling
# /proc/PID/status (VmHWM) while the program runs.
set -euo pipefail
cd "$(dirname "$0")/.."

PROGRAM_DIRS=(bench-programs/programs vm/tests/programs)

usage() {
    cat <<'USAGE'
usage: scripts/bench-programs.sh [-h] [N] [PROGRAM...]
  N        runs of each program on each JVM, alternating (default 5); medians are reported
  PROGRAM  only these programs (names of bench-programs/programs/*.java, or of
           vm/tests/programs/*.java with a `// bench-...:` header); default: all

  TOYJVM=/path/to/toyjvm   measure that binary instead of building target/release/toyjvm
  BENCH_XMX=<size>         default heap limit for both JVMs (default 512m)
  BENCH_TIMEOUT=<seconds>  limit for one run (default 300)
USAGE
}

# shellcheck source=scripts/bench-common.sh
. scripts/bench-common.sh
bench_count_and_names "$@"
set -- "${NAMES[@]}"
TIMEOUT="${BENCH_TIMEOUT:-300}"
DEFAULT_XMX="${BENCH_XMX:-512m}"

bench_require java javac
bench_toyjvm
TOYJVM="$(cd "$(dirname "$TOYJVM")" && pwd)/$(basename "$TOYJVM")"

bench_program_sources "$@"
[ "${#programs[@]}" -gt 0 ] || { echo "no programs in ${PROGRAM_DIRS[*]}" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

GNU_TIME=""
if [ -x /usr/bin/time ] && /usr/bin/time -f '%M' -o "$work/probe" true 2>/dev/null; then
    GNU_TIME=/usr/bin/time
fi


now() { date +%s.%N; }
median() { sort -g "$1" | awk '{a[NR]=$1} END {if (NR%2) printf "%.3f", a[(NR+1)/2]; else printf "%.3f", (a[NR/2]+a[NR/2+1])/2}'; }
ratio() { awk -v t="$1" -v j="$2" 'BEGIN {if (j > 0) printf "%.2f", t / j; else print "-"}'; }
mib() { awk -v k="$1" 'BEGIN {printf "%.0f", k / 1024}'; }

# measure STDIN OUT COMMAND...: runs COMMAND with stdin from STDIN and stdout to OUT (stderr to
# $work/stderr), at most $TIMEOUT s. Sets RUN_STATUS, RUN_TIME (s) and RUN_RSS (KiB).
measure() {
    local in="$1" out="$2"
    shift 2
    local t0 t1
    RUN_STATUS=0
    RUN_RSS=0
    t0=$(now)
    if [ -n "$GNU_TIME" ]; then
        timeout "$TIMEOUT" "$GNU_TIME" -f '%M' -o "$work/rss" "$@" <"$in" >"$out" 2>"$work/stderr" || RUN_STATUS=$?
        t1=$(now)
        RUN_RSS="$(tail -n 1 "$work/rss" 2>/dev/null || echo 0)"
        [[ "$RUN_RSS" =~ ^[0-9]+$ ]] || RUN_RSS=0
    else
        timeout "$TIMEOUT" "$@" <"$in" >"$out" 2>"$work/stderr" &
        local pid=$! hwm
        # timeout execs nothing itself: the JVM is its child; poll the child's high-water mark
        while kill -0 "$pid" 2>/dev/null; do
            for child in $(cat "/proc/$pid/task/$pid/children" 2>/dev/null) "$pid"; do
                hwm="$(awk '/^VmHWM:/ {print $2}' "/proc/$child/status" 2>/dev/null || true)"
                if [ -n "$hwm" ] && [ "$hwm" -gt "$RUN_RSS" ]; then RUN_RSS="$hwm"; fi
            done
            sleep 0.01
        done
        wait "$pid" || RUN_STATUS=$?
        t1=$(now)
    fi
    RUN_TIME="$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f", b - a}')"
}

boot="$("$TOYJVM" --jdk-subset-classes)"
echo "compiling ${#programs[@]} program(s) against $boot" >&2
for p in "${programs[@]}"; do
    mkdir -p "$work/classes/$p"
    javac -source 8 -target 8 -Xlint:-options -encoding UTF-8 -nowarn -bootclasspath "$boot" \
        -d "$work/classes/$p" "${source_of[$p]}"
done

rows=()
failed=0
for p in "${programs[@]}"; do
    src="${source_of[$p]}"
    read -r -a args <<<"$(header "$src" bench-args)"
    xmx="$(header "$src" bench-xmx)"
    xmx="${xmx:-$DEFAULT_XMX}"
    stdin_cmd="$(header "$src" bench-stdin)"
    stdin_file=/dev/null
    if [ -n "$stdin_cmd" ]; then
        stdin_file="$work/$p.stdin"
        bash -c "$stdin_cmd" >"$stdin_file"
    fi
    : >"$work/java.times"; : >"$work/toy.times"; : >"$work/java.rss"; : >"$work/toy.rss"
    ok=1
    for ((i = 1; i <= N; i++)); do
        for jvm in java toy; do
            if [ "$jvm" = java ]; then
                measure "$stdin_file" "$work/out" java -Xint "-Xmx$xmx" -cp "$work/classes/$p" "$p" "${args[@]}"
            else
                measure "$stdin_file" "$work/out" "$TOYJVM" "-Xmx$xmx" -cp "$work/classes/$p" "$p" "${args[@]}"
            fi
            if [ "$RUN_STATUS" -ne 0 ]; then
                echo "$p on $jvm: exit status $RUN_STATUS$([ "$RUN_STATUS" -eq 124 ] && echo " (timed out after $TIMEOUT s)")" >&2
                head -n 20 "$work/stderr" >&2
                ok=0
                break 2
            fi
            if [ ! -f "$work/expected" ] || [ "$i$jvm" = 1java ]; then
                cp "$work/out" "$work/expected"
            elif ! cmp -s "$work/out" "$work/expected"; then
                echo "$p on $jvm (run $i): output differs from java's first run" >&2
                diff <(head -c 100000 "$work/expected") <(head -c 100000 "$work/out") | head -n 20 >&2 || true
                ok=0
                break 2
            fi
            echo "$RUN_TIME" >>"$work/$jvm.times"
            echo "$RUN_RSS" >>"$work/$jvm.rss"
            printf '%-24s %-5s run %d: %7.3f s %8s KiB\n' "$p" "$jvm" "$i" "$RUN_TIME" "$RUN_RSS" >&2
        done
    done
    rm -f "$work/expected"
    if [ "$ok" -eq 0 ]; then
        failed=$((failed + 1))
        rows+=("| $p | FAILED | FAILED | - | - | - |")
        continue
    fi
    jt="$(median "$work/java.times")"
    tt="$(median "$work/toy.times")"
    jr="$(mib "$(median "$work/java.rss")")"
    tr="$(mib "$(median "$work/toy.rss")")"
    rows+=("| $p | $jt | $tt | $(ratio "$tt" "$jt") | $jr | $tr |")
done

echo
echo "N=$N runs each, medians; peak RSS in MiB ($([ -n "$GNU_TIME" ] && echo "GNU time %M" || echo "/proc VmHWM polling"))"
echo
echo "| program | java -Xint (s) | toyjvm (s) | toyjvm/java | java peak RSS (MiB) | toyjvm peak RSS (MiB) |"
echo "|---|---:|---:|---:|---:|---:|"
for r in "${rows[@]}"; do
    echo "$r"
done
[ "$failed" -eq 0 ] || { echo "$failed program(s) failed" >&2; exit 1; }
