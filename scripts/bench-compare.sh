#!/usr/bin/env bash
# Compare criterion benchmarks of two or more builds on this (noisy, shared) machine: the bench
# binaries run alternately, ROUNDS times each, and the script prints each row's minimum, median
# and maximum estimate per build. Alternating is what makes a difference of 10% visible here:
# single runs of one binary drift by more than that within minutes.
#
#   scripts/bench-compare.sh ROUNDS FILTER NAME=BENCH_BINARY [NAME=BENCH_BINARY ...]
#
# e.g., the locking benches of commit 3e756b2 against the working tree:
#
#   git worktree add /tmp/old 3e756b2
#   (cd /tmp/old && CARGO_TARGET_DIR=/tmp/old-target cargo bench -p locking --bench locking --no-run)
#   cargo bench -p locking --bench locking --no-run
#   scripts/bench-compare.sh 5 '^(biased|stack-lock) enter.exit$' \
#       old=/tmp/old-target/release/deps/locking-<hash> new=target/release/deps/locking-<hash>
#
# (`cargo bench --no-run` prints each binary's path.) FILTER is criterion's: a regular
# expression over benchmark names. Each run measures for 2 s after a 1 s warm-up.
set -euo pipefail

usage() {
    sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}
[ $# -ge 3 ] || usage
rounds=$1
filter=$2
shift 2
case $rounds in '' | *[!0-9]* | 0) echo "bench-compare.sh: ROUNDS must be a positive number" >&2; usage ;; esac
for build in "$@"; do
    case $build in *=*) ;; *) echo "bench-compare.sh: '$build' is not NAME=BENCH_BINARY" >&2; usage ;; esac
    [ -x "${build#*=}" ] || { echo "bench-compare.sh: ${build#*=}: no such executable" >&2; exit 2; }
done

results=$(mktemp)
trap 'rm -f "$results"' EXIT
for round in $(seq "$rounds"); do
    for build in "$@"; do
        name=${build%%=*}
        # criterion prints "<id>   time:   [low est high]", the id on its own line when long.
        "${build#*=}" --bench "$filter" --warm-up-time 1 --measurement-time 2 --noplot 2>&1 |
            awk -v build="$name" '
                /^[^ ].*time:/ { id = $0; sub(/ *time:.*/, "", id) }
                /^[^ ]/ && !/time:/ { id = $0 }
                /time: *\[/ && !/%/ {
                    split($0, f, "[][]"); split(f[2], t, " ")
                    v = t[3]; if (t[4] == "µs") v *= 1000; if (t[4] == "ms") v *= 1000000
                    print build "\t" id "\t" v
                }' >>"$results"
    done
    echo "round $round of $rounds done" >&2
done

echo "| build | benchmark | runs | min (ns) | median (ns) | max (ns) |"
echo "|---|---|---|---|---|---|"
sort -t$'\t' -k2,2 -k1,1 -k3,3g "$results" | awk -F'\t' '
    function flush() {
        if (n) printf "| %s | %s | %d | %.3f | %.3f | %.3f |\n", b, r, n, v[1], (n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2), v[n]
    }
    $1 != b || $2 != r { flush(); b = $1; r = $2; n = 0 }
    { v[++n] = $3 }
    END { flush() }'
