#!/usr/bin/env bash
# Overhead of each lock profiler (--profile=<name>) against no profiling, measured in one run: the
# contention programs of bench-programs/ (PingPong in two settings, ForkJoin, PhasedHashtable,
# ContendedCounter), each with profiling off, with each profiler alone
# (freelunch, hprof, opthprof, healthcenter, jprofiler, msdk), with all of them, and with blame
# tracing (which also reports the trace's data rate). Runs are
# interleaved (for each round: for each program: every configuration, in an order that rotates
# from round to round), N rounds (default 5); every run must print well-formed output and, when
# a profiler is on, its report. Prints every run, then Markdown tables of the overhead ratios and
# of the raw medians.
#
#   scripts/bench-profilers.sh [N]
#   TOYJVM=/path/to/toyjvm scripts/bench-profilers.sh [N]     (no build; measure that binary)
#
# PingPong, ForkJoin and PhasedHashtable run for a fixed duration, so a profiler's cost shows as
# lost throughput (fewer iterations / rounds / phase-2 operations); ContendedCounter does a fixed
# amount of work, so its cost shows as wall time. Every overhead cell is a ratio where > 1 means
# slower with the profiler: throughput_off / throughput_on, or time_on / time_off.
#
# Without TOYJVM the script runs `cargo build --release -p vm` (a no-op when up to date) and
# measures ${CARGO_TARGET_DIR:-target}/release/toyjvm. javac (JDK 17) comes from PATH;
# scripts/setup.sh installs it. The profilers' text views (written to stderr at exit) go to a
# file. A run that takes longer than BENCH_TIMEOUT seconds (default 120) counts as a failure.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    cat <<'EOF'
usage: scripts/bench-profilers.sh [N]
  N   rounds (default 5): each round runs every program once in every configuration,
      interleaved; medians of the N runs are reported

  Configurations: off (no --profile), --profile=freelunch, hprof, opthprof, healthcenter,
    jprofiler, msdk, all, blame
  Programs (value measured):
    PingPong 4 1 2000 sleep     iterations in 2 s        (throughput)
    PingPong 2 0 2000           iterations in 2 s        (throughput; empty critical sections)
    ForkJoin 8 5 2000           rounds in 2 s            (throughput)
    PhasedHashtable 4 2000      phase2_ops in its 2nd s  (throughput)
    ContendedCounter 4 3000000  wall time, s             (fixed work)
  Overhead cells: > 1 means slower with the profiler (throughput off/on, time on/off).
  About 8 minutes for N=5.

  TOYJVM=/path/to/toyjvm   measure that binary instead of building target/release/toyjvm
  BENCH_TIMEOUT=<seconds>  limit for one run (default 120)
EOF
}

# shellcheck source=scripts/bench-common.sh
. scripts/bench-common.sh
bench_args "$@"
TIMEOUT="${BENCH_TIMEOUT:-120}"
bench_setup javac -- bench-programs/PingPong.java bench-programs/ForkJoin.java \
    bench-programs/PhasedHashtable.java bench-programs/ContendedCounter.java

CONFIGS=(off freelunch hprof opthprof healthcenter jprofiler msdk all blame)
NCONFIGS=${#CONFIGS[@]}

# Each program: "label|main class and args|what is measured". The measure is the name of the
# `name=N` field of the output line for the fixed-duration programs, or `time` (wall time; the
# output must then be the expected count, the last field).
PROGRAMS=(
    "PingPong 4 1 2000 sleep|PingPong 4 1 2000 sleep|iterations"
    "PingPong 2 0 2000|PingPong 2 0 2000|iterations"
    "ForkJoin 8 5 2000|ForkJoin 8 5 2000|rounds"
    "PhasedHashtable 4 2000|PhasedHashtable 4 2000|phase2_ops"
    "ContendedCounter 4 3000000|ContendedCounter 4 3000000|time|12000000"
)

# The section of the text report each profiler writes (`all`: every one of them).
report_marker() {
    case "$1" in
        freelunch) echo "== Free Lunch" ;;
        hprof) echo "== HPROF (hprof)" ;;
        opthprof) echo "== HPROF (opthprof)" ;;
        healthcenter) echo "== Java Lock Monitor (JLM)" ;;
        jprofiler) echo "== JProfiler" ;;
        msdk) echo "== MSDK" ;;
        blame) echo "== Blame" ;;
    esac
}


fail() {
    local config="$1" prog="$2" why="$3" out="$4"
    echo "$config $prog: $why"
    echo "stdout:"
    echo "$out"
    echo "stderr:"
    cat "$work/stderr"
    exit 1
}

# run PROGRAM_INDEX CONFIG : runs once, checks the output, records the measured value.
run() {
    local p="$1" config="$2"
    local label prog measure expected
    IFS='|' read -r label prog measure expected <<<"${PROGRAMS[$p]}"
    local -a args flags=()
    read -r -a args <<<"$prog"
    [ "$config" = off ] || flags=("--profile=$config")
    # Blame's report gives the size of the trace (its data rate, paper 002 Fig. 10).
    [ "$config" = blame ] && flags+=("--report=$work/blame.json")
    local t0 t1 out status=0
    t0=$(now)
    out="$(timeout "$TIMEOUT" "$TOYJVM" "${flags[@]}" -cp "$work/classes" "${args[@]}" \
        2>"$work/stderr")" || status=$?
    t1=$(now)
    if [ "$status" -eq 124 ]; then
        fail "$config" "$prog" "timed out after $TIMEOUT s (BENCH_TIMEOUT)" "$out"
    elif [ "$status" -ne 0 ]; then
        fail "$config" "$prog" "exit status $status" "$out"
    fi
    # The profilers' reports: present exactly when asked for.
    if [ "$config" = off ]; then
        if grep -q '^toyjvm lock profile of' "$work/stderr"; then
            fail "$config" "$prog" "a lock profile was printed without --profile" "$out"
        fi
    else
        local names=("$config") name marker
        [ "$config" = all ] && names=(freelunch hprof healthcenter jprofiler msdk)
        for name in "${names[@]}"; do
            marker="$(report_marker "$name")"
            grep -qF -- "$marker" "$work/stderr" ||
                fail "$config" "$prog" "no \"$marker\" section in the profile on stderr" "$out"
        done
    fi
    local value
    if [ "$measure" = time ]; then
        [ "$out" = "$expected" ] || fail "$config" "$prog" "expected output $expected" "$out"
        value=$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f", b - a}')
    else
        value="$(sed -n "s/^${args[0]}: .*\\b$measure=\\([0-9][0-9]*\\)\\b.*/\\1/p" <<<"$out")"
        [[ "$value" =~ ^[0-9]+$ ]] || fail "$config" "$prog" "no $measure=N in the output" "$out"
        [ "$value" -gt 0 ] || fail "$config" "$prog" "$measure is 0" "$out"
        if [ "${args[0]}" = PhasedHashtable ] && ! grep -q ' size=1024$' <<<"$out"; then
            fail "$config" "$prog" "the table does not hold 1024 keys" "$out"
        fi
    fi
    local unit=""
    [ "$measure" = time ] && unit=" s"
    printf '  round %d  %-26s %-12s %12s%s\n' "$i" "$label" "$config" "$value" "$unit"
    echo "$value" >>"$work/$p.$config.values"
    if [ "$config" = blame ]; then
        local bytes elapsed
        bytes="$(sed -n 's/^ *"trace_bytes": \([0-9]*\).*/\1/p' "$work/blame.json")"
        elapsed="$(sed -n 's/^ *"elapsed_ns": \([0-9]*\).*/\1/p' "$work/blame.json")"
        [[ "$bytes" =~ ^[0-9]+$ && "$elapsed" =~ ^[0-9]+$ ]] ||
            fail "$config" "$prog" "no trace_bytes/elapsed_ns in the blame report" "$out"
        awk -v b="$bytes" -v e="$elapsed" 'BEGIN {printf "%.6f\n", b / (e / 1e9) / 1e6}' \
            >>"$work/$p.rate.values"
    fi
}

# median FILE [FORMAT]
median() {
    sort -g "$1" | awk -v f="${2:-%.0f}" '{a[NR]=$1} END {printf f, NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'
}
spread() { sort -g "$1" | awk 'NR==1 {lo=$1} {hi=$1} END {print lo "–" hi}'; }
# overhead PROGRAM_INDEX CONFIG : > 1 means slower with CONFIG than off.
overhead() {
    local measure off on
    IFS='|' read -r _ _ measure _ <<<"${PROGRAMS[$1]}"
    off=$(median "$work/$1.off.values" %.6f)
    on=$(median "$work/$1.$2.values" %.6f)
    if [ "$measure" = time ]; then
        awk -v a="$on" -v b="$off" 'BEGIN {printf "%.3f", a / b}'
    else
        awk -v a="$off" -v b="$on" 'BEGIN {printf "%.3f", a / b}'
    fi
}

echo "Profiler overhead: $TOYJVM, $N rounds, ${#PROGRAMS[@]} programs x $NCONFIGS configurations, interleaved"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
for i in $(seq 1 "$N"); do
    for p in "${!PROGRAMS[@]}"; do
        # Rotate the order every round so that no configuration always runs first or last.
        for k in $(seq 0 $((NCONFIGS - 1))); do
            run "$p" "${CONFIGS[$(((i + k) % NCONFIGS))]}"
        done
    done
done
loadavg_end="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"

echo
commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "$(date +%F), toyjvm commit $commit (plus any uncommitted changes), median of $N runs;"
echo "load average at the end: $loadavg_end"
echo
echo "Overhead, median with the profiler vs median without (> 1 means slower: throughput off/on for"
echo "the fixed-duration programs, time on/off for ContendedCounter):"
echo
header="| profiler |"
rule="|---|"
for p in "${!PROGRAMS[@]}"; do
    IFS='|' read -r label _ _ _ <<<"${PROGRAMS[$p]}"
    header+=" $label |"
    rule+="---|"
done
echo "$header"
echo "$rule"
for config in "${CONFIGS[@]:1}"; do
    row="| $config |"
    for p in "${!PROGRAMS[@]}"; do
        row+=" $(overhead "$p" "$config") |"
    done
    echo "$row"
done
echo
echo "Raw medians (range in brackets): iterations, rounds, phase-2 operations, or seconds:"
echo
echo "${header/profiler/configuration}"
echo "$rule"
for config in "${CONFIGS[@]}"; do
    row="| $config |"
    for p in "${!PROGRAMS[@]}"; do
        IFS='|' read -r _ _ measure _ <<<"${PROGRAMS[$p]}"
        if [ "$measure" = time ]; then
            row+=" $(median "$work/$p.$config.values" %.3f) s"
        else
            row+=" $(median "$work/$p.$config.values")"
        fi
        row+=" ($(spread "$work/$p.$config.values")) |"
    done
    echo "$row"
done

# A median of few runs is only as good as the runs agree: name the configurations whose runs
# were more than 1.5x apart (a disturbed round, or a bimodal program), whose ratios may be off.
noisy=""
for p in "${!PROGRAMS[@]}"; do
    IFS='|' read -r label _ _ _ <<<"${PROGRAMS[$p]}"
    for config in "${CONFIGS[@]}"; do
        r=$(sort -g "$work/$p.$config.values" | awk 'NR==1 {lo=$1} {hi=$1} END {printf "%.2f", hi / lo}')
        if awk -v r="$r" 'BEGIN {exit !(r > 1.5)}'; then
            noisy+="  $label, $config: slowest and fastest run ${r}x apart"$'\n'
        fi
    done
done
if [ -n "$noisy" ]; then
    echo
    echo "Runs more than 1.5x apart (the median may be off; rerun or raise N):"
    printf '%s' "$noisy"
fi

echo
echo "Blame's trace data rate (MB/s of trace per second of run, median; paper 002: up to 26 MB/s):"
echo
rate_row="| trace MB/s |"
for p in "${!PROGRAMS[@]}"; do
    rate_row+=" $(median "$work/$p.rate.values" %.3f) |"
done
echo "${header/profiler/}"
echo "$rule"
echo "$rate_row"
