#!/usr/bin/env bash
# Peak RSS (issue 28): the programs of scripts/bench-programs.sh (every
# bench-programs/programs/*.java, and every vm/tests/programs/*.java with a `// bench-...:`
# header, at the header's size, stdin and heap limit), compiled once against toyjvm's class
# library, each run N times (default 3) on
#   java -Xint -XX:+UseSerialGC -Xmx<X>    HotSpot's interpreter, Serial collector
#   java -Xint -Xmx<X>                     HotSpot's interpreter, its default collector (G1 here)
#   $TOYJVM_BEFORE -Xmx<X>                 (only if set) an earlier toyjvm, for a "before" column
#   toyjvm -Xmx<X>
# the same class files, outputs compared byte for byte with the first java run's. Prints a
# Markdown table of the median peak RSS (MiB) of each, as GNU time's %M measures it (maximum
# resident set size; `apt-get install time`).
#
#   scripts/peak-rss.sh [-h] [N] [PROGRAM...]
#   TOYJVM_BEFORE=/tmp/toyjvm-old scripts/peak-rss.sh 3 CorpusBinaryTrees CorpusKNucleotide
#   BENCH_XMX=none scripts/peak-rss.sh      # no -Xmx at all: each JVM's default heap limit
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    cat <<'USAGE'
usage: scripts/peak-rss.sh [-h] [N] [PROGRAM...]
  N        runs of each program on each JVM, alternating (default 3); medians are reported
  PROGRAM  only these programs (as scripts/bench-programs.sh names them); default: all

  TOYJVM=/path/to/toyjvm          measure that binary instead of building target/release/toyjvm
  TOYJVM_BEFORE=/path/to/toyjvm   also measure this one (a "before" column)
  BENCH_XMX=<size>|none           heap limit of programs without a `// bench-xmx:` header
                                  (default 512m); none: no -Xmx for any program
  BENCH_TIMEOUT=<seconds>         limit for one run (default 300)
USAGE
}

# shellcheck source=scripts/bench-common.sh
. scripts/bench-common.sh
bench_count_and_names "$@"
[[ "${1:-}" =~ ^[0-9]+$ ]] || N=3
set -- "${NAMES[@]}"
TIMEOUT="${BENCH_TIMEOUT:-300}"
DEFAULT_XMX="${BENCH_XMX:-512m}"

bench_require java javac
if ! /usr/bin/time -f '%M' -o /dev/null true 2>/dev/null; then
    echo "peak-rss.sh needs GNU time: apt-get install time" >&2
    exit 1
fi
bench_toyjvm
BEFORE="${TOYJVM_BEFORE:-}"
[ -z "$BEFORE" ] || [ -x "$BEFORE" ] || { echo "TOYJVM_BEFORE not executable: $BEFORE" >&2; exit 1; }

bench_program_sources "$@"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

median_int() { sort -n "$1" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
mib() { awk -v k="$1" 'BEGIN {printf "%.0f", k / 1024}'; }

boot="$("$TOYJVM" --jdk-subset-classes)"
echo "compiling ${#programs[@]} program(s) against $boot" >&2
for p in "${programs[@]}"; do
    mkdir -p "$work/classes/$p"
    javac -source 8 -target 8 -Xlint:-options -encoding UTF-8 -nowarn -bootclasspath "$boot" \
        -d "$work/classes/$p" "${source_of[$p]}"
done

jvms=(serial java)
[ -n "$BEFORE" ] && jvms+=(before)
jvms+=(toy)

rows=()
failed=0
for p in "${programs[@]}"; do
    src="${source_of[$p]}"
    read -r -a args <<<"$(header "$src" bench-args)"
    xmx="$(header "$src" bench-xmx)"
    xmx="${xmx:-$DEFAULT_XMX}"
    heap=("-Xmx$xmx")
    [ "$xmx" = none ] && heap=()
    stdin_cmd="$(header "$src" bench-stdin)"
    stdin_file=/dev/null
    if [ -n "$stdin_cmd" ]; then
        stdin_file="$work/$p.stdin"
        bash -c "$stdin_cmd" >"$stdin_file"
    fi
    for jvm in "${jvms[@]}"; do : >"$work/$jvm.rss"; done
    rm -f "$work/expected"
    ok=1
    for ((i = 1; i <= N; i++)); do
        for jvm in "${jvms[@]}"; do
            case "$jvm" in
                serial) cmd=(java -Xint -XX:+UseSerialGC) ;;
                java) cmd=(java -Xint) ;;
                before) cmd=("$BEFORE") ;;
                toy) cmd=("$TOYJVM") ;;
            esac
            status=0
            timeout "$TIMEOUT" /usr/bin/time -f '%M' -o "$work/rss" "${cmd[@]}" "${heap[@]}" \
                -cp "$work/classes/$p" "$p" "${args[@]}" <"$stdin_file" >"$work/out" 2>"$work/stderr" || status=$?
            if [ "$status" -ne 0 ]; then
                echo "$p on $jvm: exit status $status" >&2
                head -n 20 "$work/stderr" >&2
                ok=0
                break 2
            fi
            if [ ! -f "$work/expected" ]; then
                cp "$work/out" "$work/expected"
            elif ! cmp -s "$work/out" "$work/expected"; then
                echo "$p on $jvm (run $i): output differs from java's first run" >&2
                ok=0
                break 2
            fi
            kb="$(tail -n 1 "$work/rss")"
            echo "$kb" >>"$work/$jvm.rss"
            printf '%-24s %-7s run %d: %8s KiB\n' "$p" "$jvm" "$i" "$kb" >&2
        done
    done
    if [ "$ok" -eq 0 ]; then
        failed=$((failed + 1))
        rows+=("| $p | FAILED | | | | |")
        continue
    fi
    row="| $p"
    for jvm in "${jvms[@]}"; do
        row+=" | $(mib "$(median_int "$work/$jvm.rss")")"
    done
    s="$(median_int "$work/serial.rss")" j="$(median_int "$work/java.rss")" t="$(median_int "$work/toy.rss")"
    lowest=$((s < j ? s : j))
    row+=" | $([ "$t" -le "$lowest" ] && echo yes || echo "**no**") |"
    rows+=("$row")
done

echo
echo "N=$N runs each, medians of GNU time's %M (peak RSS, MiB); heap: $([ "$DEFAULT_XMX" = none ] && echo "no -Xmx (each JVM's default)" || echo "-Xmx$DEFAULT_XMX unless the program's // bench-xmx: says otherwise")"
echo
hdr="| program | java -Xint -XX:+UseSerialGC | java -Xint"
sep="|---|---:|---:"
[ -n "$BEFORE" ] && { hdr+=" | toyjvm before"; sep+="|---:"; }
echo "$hdr | toyjvm | toyjvm ≤ both |"
echo "$sep|---:|:---:|"
for r in "${rows[@]}"; do
    echo "$r"
done
[ "$failed" -eq 0 ] || { echo "$failed program(s) failed" >&2; exit 1; }
