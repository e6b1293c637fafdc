#!/usr/bin/env bash
# The accuracy scoreboard (docs/ACCURACY.md): runs each known-truth program of
# bench-programs/truth/ under each lock profiler, one run per profiler, and prints, per program,
# truth lock and profiler, the profiler's waiting time against the program's own measurement, whether
# it ranks the truly most contended lock first and whether it names the true owner; then a
# summary per profiler (both tables in Markdown).
#
#   scripts/accuracy.sh [--quick] [PROGRAM...]     PROGRAM: TruthShort, TruthHeld, ... (default all)
#
# --quick runs each program in its quick mode (about 1 s instead of 2-4 s). The runs' outputs and
# reports are kept in $ACCURACY_DIR (default target/accuracy). $TOYJVM: the binary to score
# (default: build target/release/toyjvm). Needs java/javac, cargo and coreutils only.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { sed -n 's/^#   //p' "$0"; }

quick=()
programs=()
for a in "$@"; do
    case "$a" in
        --quick) quick=(quick) ;;
        -h | --help) usage; exit 0 ;;
        -*) usage >&2; exit 2 ;;
        *) programs+=("${a%.java}") ;;
    esac
done
all=(TruthShort TruthHeld TruthNested TruthWaitNotify TruthPhases TruthParkLocks)
[ "${#programs[@]}" -gt 0 ] || programs=("${all[@]}")
for p in "${programs[@]}"; do
    [ -f "bench-programs/truth/$p.java" ] || { echo "no such truth program: $p (one of: ${all[*]})" >&2; exit 2; }
done
# One run per profiler: each one's own cost changes the timing it measures (HPROF's global lock,
# blame's events, the sampler's stop-the-world ticks), so none rides on another's run.
profilers=(freelunch hprof jprofiler healthcenter msdk blame sampling)

command -v javac >/dev/null 2>&1 || { echo "javac not found on PATH: run scripts/setup.sh" >&2; exit 1; }
if [ -z "${TOYJVM:-}" ]; then
    cargo build --release -p vm -p profiler --bins --quiet
    TOYJVM="${CARGO_TARGET_DIR:-target}/release/toyjvm"
else
    cargo build --release -p profiler --bin toyjvm-accuracy --quiet
fi
SCORE="${CARGO_TARGET_DIR:-target}/release/toyjvm-accuracy"
out="${ACCURACY_DIR:-${CARGO_TARGET_DIR:-target}/accuracy}"
rm -rf "$out"
mkdir -p "$out/classes"
srcs=()
for p in "${programs[@]}"; do srcs+=("bench-programs/truth/$p.java"); done
javac -source 8 -target 8 -Xlint:-options -encoding UTF-8 -nowarn \
    -bootclasspath "$("$TOYJVM" --jdk-subset-classes)" -d "$out/classes" "${srcs[@]}"

runs=()
for p in "${programs[@]}"; do
    for prof in "${profilers[@]}"; do
        extra=()
        [ "$prof" = sampling ] && extra=(--sample-hz=100)
        printf '%-16s %-13s ' "$p" "$prof" >&2
        start=$(date +%s%N)
        if ! timeout 120 "$TOYJVM" "--profile=$prof" "${extra[@]}" "--report=$out/$p.$prof.json" \
            --report-text="$out/$p.$prof.txt" -cp "$out/classes" "$p" "${quick[@]}" \
            >"$out/$p.$prof.out" 2>"$out/$p.$prof.err"; then
            echo "failed; see $out/$p.$prof.err" >&2
            cat "$out/$p.$prof.err" >&2
            exit 1
        fi
        echo "$(( ($(date +%s%N) - start) / 1000000 )) ms" >&2
        runs+=("$p:$prof:$out/$p.$prof.out:$out/$p.$prof.json")
    done
done
echo >&2
"$SCORE" "${runs[@]}" | tee "$out/scoreboard.md"
