# Shared by scripts/bench-locking.sh, bench-profilers.sh, bench-juc.sh, bench-kernels.sh and bench-programs.sh, which
# source it after defining their `usage`. Not a script of its own.
# shellcheck shell=bash disable=SC2034,SC2154 # sets N, RUN_TIME, RUN_OUTPUT; reads the caller's i

# bench_args "$@": the scripts' one optional argument, N runs (default 5); sets N. Prints the
# caller's usage for -h/--help (exit 0) or anything else (exit 2).
bench_args() {
    case "${1:-}" in
        -h | --help) usage; exit 0 ;;
    esac
    if [ "$#" -gt 1 ] || ! [[ "${1:-5}" =~ ^[1-9][0-9]*$ ]]; then
        usage >&2
        exit 2
    fi
    N="${1:-5}"
}

# bench_count_and_names "$@": an optional N, runs of each program (default 5), then program
# names; sets N and NAMES (an array). Prints the caller's usage for -h/--help (exit 0) or for a
# bad N (exit 2). bench-kernels.sh and bench-programs.sh take their arguments this way.
bench_count_and_names() {
    N=5
    case "${1:-}" in
        -h | --help) usage; exit 0 ;;
    esac
    if [[ "${1:-}" =~ ^[0-9]+$ ]]; then
        if ! [[ "$1" =~ ^[1-9][0-9]*$ ]]; then
            usage >&2
            exit 2
        fi
        N="$1"
        shift
    fi
    NAMES=("$@")
}

# bench_require TOOL...: ends the script unless every TOOL is on PATH.
bench_require() {
    local tool
    for tool in "$@"; do
        command -v "$tool" >/dev/null 2>&1 || { echo "$tool not found on PATH: run scripts/setup.sh" >&2; exit 1; }
    done
}

# bench_toyjvm: TOYJVM as given, or (unset) a release build's binary, built now; ends the script
# if it is not an executable.
bench_toyjvm() {
    if [ -z "${TOYJVM:-}" ]; then
        cargo build --release -p vm --quiet
        TOYJVM="${CARGO_TARGET_DIR:-target}/release/toyjvm"
    fi
    [ -x "$TOYJVM" ] || { echo "toyjvm binary not found: $TOYJVM" >&2; exit 1; }
}

# bench_setup TOOL... -- PROGRAM.java...: check that each TOOL (java, javac) is on PATH, take
# $TOYJVM or build target/release/toyjvm, and compile the programs against toyjvm's class
# library into "$work/classes" (a temporary directory removed on exit); sets TOYJVM and work.
bench_setup() {
    local tools=()
    while [ "$1" != "--" ]; do
        tools+=("$1")
        shift
    done
    shift
    bench_require "${tools[@]}"
    bench_toyjvm
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    local boot
    boot="$("$TOYJVM" --jdk-subset-classes)"
    javac -source 8 -target 8 -Xlint:-options -encoding UTF-8 -nowarn -bootclasspath "$boot" \
        -d "$work/classes" "$@"
}

# now: the time in seconds (with nanoseconds). median FILE: the median of the numbers in FILE
# (three decimals). ratio A B: A / B (two decimals).
now() { date +%s.%N; }
median() { sort -g "$1" | awk '{a[NR]=$1} END {if (NR%2) printf "%.3f", a[(NR+1)/2]; else printf "%.3f", (a[NR/2]+a[NR/2+1])/2}'; }
ratio() { awk -v t="$1" -v j="$2" 'BEGIN {printf "%.2f", t / j}'; }

# checked_run TIMES_FILE EXPECTED LABEL COMMAND...: runs COMMAND once (at most $TIMEOUT s); it
# must exit 0 and print EXPECTED (anything, when EXPECTED is empty). Appends the wall time to
# TIMES_FILE and leaves it in RUN_TIME, and the output in RUN_OUTPUT. A failure prints the exit
# status and both outputs, and ends the script (exit 1).
checked_run() {
    local times="$1" expected="$2" label="$3"
    shift 3
    local t0 t1 out status=0
    t0=$(now)
    out="$(timeout "$TIMEOUT" "$@" 2>"$work/stderr")" || status=$?
    t1=$(now)
    if [ "$status" -ne 0 ] || { [ -n "$expected" ] && [ "$out" != "$expected" ]; }; then
        if [ "$status" -eq 124 ]; then
            echo "$label $*: timed out after $TIMEOUT s (BENCH_TIMEOUT)"
        elif [ "$status" -ne 0 ]; then
            echo "$label $*: exit status $status"
        else
            echo "$label $*: printed a different result"
        fi
        echo "expected output: $expected"
        echo "stdout:"
        echo "$out"
        echo "stderr:"
        cat "$work/stderr"
        exit 1
    fi
    RUN_TIME=$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f", b - a}')
    RUN_OUTPUT="$out"
    echo "$RUN_TIME" >>"$times"
}

# timed_run TIMES_FILE EXPECTED LABEL COMMAND...: checked_run, then prints the wall time
# (labelled LABEL, run $i).
timed_run() {
    checked_run "$@"
    printf '  %-14s run %d: %7.3f s\n' "$3" "$i" "$RUN_TIME"
}

# bench_program_sources [NAME...]: the whole-program benchmarks (bench-programs/programs/*.java,
# and the differential suite's programs with a `// bench-args:`, `// bench-stdin:` or
# `// bench-xmx:` header): sets `source_of` (name -> source file) and `programs` (the NAMEs
# given, or all, sorted); an unknown name ends the script with status 2.
bench_program_sources() {
    declare -gA source_of=()
    local f p
    for f in bench-programs/programs/*.java; do
        [ -e "$f" ] && source_of["$(basename "$f" .java)"]="$f"
    done
    for f in vm/tests/programs/*.java; do
        if head -n 30 "$f" | grep -qE '^[[:space:]]*// bench-(args|stdin|xmx):'; then
            source_of["$(basename "$f" .java)"]="$f"
        fi
    done
    programs=()
    if [ "$#" -gt 0 ]; then
        for p in "$@"; do
            p="${p%.java}"
            [ -n "${source_of[$p]:-}" ] || {
                echo "no such program: $p (see bench-programs/programs, vm/tests/programs)" >&2
                exit 2
            }
            programs+=("$p")
        done
    else
        mapfile -t programs < <(printf '%s\n' "${!source_of[@]}" | sort)
    fi
}

# header FILE KEY: the value of `// KEY: value` in FILE's first 30 lines (empty if absent).
header() {
    head -n 30 "$1" | sed -n "s|^[[:space:]]*// $2:[[:space:]]*||p" | head -n 1
}
