#!/usr/bin/env bash
# Reproduces paper 004's micro-benchmark tables (Wang, Tables 5.2 and 5.3): builds toyjvm,
# compiles bench-programs/concurrency/*.java against the jdk-subset, runs each with 4 driver
# threads under --profile=concurrency, and prints a table of toyjvm's metrics next to the
# thesis's (bench-programs/concurrency/thesis-tables.tsv). docs/CONCURRENCY.md explains every
# difference. Also written to docs/results/concurrency.md, with the JSON reports beside it.
#
#   scripts/reproduce-concurrency.sh            about half a minute on 2 cores
#   scripts/reproduce-concurrency.sh --out DIR  write results.md and the reports to DIR
#   scripts/reproduce-concurrency.sh --runs N   run each benchmark N times (default 5): RA,
#                                               which varies from run to run, is reported as the
#                                               median with the min-max; the rest are run 1's
#
# The build goes to ${CARGO_TARGET_DIR:-target}; javac (JDK 17) comes from PATH or JAVA_HOME.
set -euo pipefail
cd "$(dirname "$0")/.."

out=docs/results/concurrency
runs=5
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done

target="${CARGO_TARGET_DIR:-target}"
cargo build --release --quiet -p vm --bin toyjvm
toyjvm="$target/release/toyjvm"
javac="${JAVA_HOME:+$JAVA_HOME/bin/}javac"
classes="$(mktemp -d)"
trap 'rm -rf "$classes"' EXIT
"$javac" -source 8 -target 8 -Xlint:-options -nowarn \
    -bootclasspath "$("$toyjvm" --jdk-subset-classes)" -d "$classes" bench-programs/concurrency/*.java
mkdir -p "$out"

# Each benchmark with its 4 drivers and the default workload (see each file's usage line).
benchmarks=(MaxFinder MergeSort Supermarket RhymingWords MatrixMultiplication)
for b in "${benchmarks[@]}"; do
    for r in $(seq 1 "$runs"); do
        echo "running $b ($r of $runs) ..." >&2
        suffix=$([ "$r" = 1 ] && echo "" || echo ".$r")
        "$toyjvm" --profile=concurrency --report="$out/$b$suffix.json" \
            --report-text="$out/$b$suffix.txt" -cp "$classes" "$b" >/dev/null
    done
done

python3 - "$out" bench-programs/concurrency/thesis-tables.tsv "$runs" "${benchmarks[@]}" <<'PY' | tee "$out/results.md"
import json, statistics, sys
out, thesis_file, runs, names = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
rows = [l.rstrip("\n").split("\t") for l in open(thesis_file) if not l.startswith("#")]
header, thesis = rows[0], {r[0]: dict(zip(rows[0], r)) for r in rows[1:]}
keys = ["T", "TD", "PTD", "PPTD", "S", "TD_S", "PTD_S", "TD_A", "PTD_A", "RR", "RW", "RA"]

def fmt(key, v):
    if v is None:
        return "-"
    if key in ("S", "RR", "RW", "RA"):
        return f"{v:.1f}" if v >= 100 else f"{v:.2f}"
    return f"{v:g}"

n = None
lines = ["| benchmark | " + " | ".join(keys) + " |", "|---" * (len(keys) + 1) + "|"]
for name in names:
    c = json.load(open(f"{out}/{name}.json"))["concurrency"]
    n = c["N"]
    ras = [json.load(open(f"{out}/{name}{'' if r == 1 else f'.{r}'}.json"))["concurrency"]["RA"]
           for r in range(1, runs + 1)]
    ours = [fmt(k, c[k]) for k in keys]
    if runs > 1:
        ours[keys.index("RA")] = f"{fmt('RA', statistics.median(ras))} ({fmt('RA', min(ras))}–{fmt('RA', max(ras))})"
    paper = [thesis[name][k] for k in keys]
    lines.append(f"| {name} (toyjvm) | " + " | ".join(ours) + " |")
    lines.append(f"| {name} (thesis) | " + " | ".join(paper) + " |")
print(f"Paper 004's micro-benchmarks, 4 drivers: toyjvm's metrics (S = S({n}), this machine's "
      "processors) next to the thesis's Tables 5.2 and 5.3 (S = its predicted S(32)). RR, RW, RA "
      "are per ms of the instrumented run's wall time; RA is the median of {runs} runs with their "
      "min–max (the other columns are run 1's). docs/CONCURRENCY.md explains the "
      "differences.\n".format(runs=runs))
print("\n".join(lines))
PY
