#!/usr/bin/env bash
# What verification costs: every program of the differential suite (vm/tests/programs) runs once
# with -Xlog:verification, and the script sums the verifier's own statistics (classes, methods,
# bytes of bytecode, time) over the whole suite, next to the programs' total wall time. Then it
# times the start-up of an empty `main` with verification on (the default) and off
# (-Xverify:none), alternating, N rounds (default 20), and prints the medians.
#
#   scripts/verification-cost.sh [N]
#   TOYJVM=/path/to/toyjvm scripts/verification-cost.sh [N]     (no build; measure that binary)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-20}"
case "$rounds" in ''|*[!0-9]*) echo "usage: scripts/verification-cost.sh [N]" >&2; exit 2;; esac

if [ -z "${TOYJVM:-}" ]; then
    cargo build --release -p vm >&2
    TOYJVM="${CARGO_TARGET_DIR:-target}/release/toyjvm"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
jdk="$("$TOYJVM" --jdk-subset-classes)"

echo "== compiling vm/tests/programs"
javac -source 8 -target 8 -Xlint:-options -nowarn -bootclasspath "$jdk" -d "$work/classes" \
    vm/tests/programs/*.java 2>/dev/null

now_ns() { date +%s%N; }
classes=0 methods=0 bytes=0 verify_ms=0 wall_ms=0 programs=0
for src in vm/tests/programs/*.java; do
    main="$(basename "$src" .java)"
    # The program's own arguments, from its `// args:` header (word-split as the suite does).
    args="$(sed -n 's|^// args:||p' "$src" | head -1)"
    start="$(now_ns)"
    out="$(eval "timeout 120 \"$TOYJVM\" -Xlog:verification -cp \"$work/classes\" $main $args" \
        </dev/null 2>/dev/null || true)"
    end="$(now_ns)"
    line="$(printf '%s\n' "$out" | grep 'Verification statistics' | tail -1 || true)"
    [ -n "$line" ] || continue
    read -r c m b t < <(printf '%s\n' "$line" |
        sed -E 's/.*: ([0-9]+) classes, ([0-9]+) methods, ([0-9]+) bytes of bytecode in ([0-9.]+) ms/\1 \2 \3 \4/')
    classes=$((classes + c)) methods=$((methods + m)) bytes=$((bytes + b))
    verify_ms="$(awk -v a="$verify_ms" -v b="$t" 'BEGIN { print a + b }')"
    wall_ms="$(awk -v a="$wall_ms" -v d="$((end - start))" 'BEGIN { print a + d / 1e6 }')"
    programs=$((programs + 1))
done
printf '\n| programs | classes verified | methods | bytecode bytes | verification ms | programs wall ms | share |\n'
printf '|---|---|---|---|---|---|---|\n'
printf '| %d | %d | %d | %d | %.1f | %.0f | %.2f%% |\n' "$programs" "$classes" "$methods" "$bytes" \
    "$verify_ms" "$wall_ms" "$(awk -v v="$verify_ms" -v w="$wall_ms" 'BEGIN { print 100 * v / w }')"

echo
echo "== start-up of an empty main, verification on vs -Xverify:none ($rounds rounds, alternating)"
mkdir -p "$work/empty"
printf 'public class Empty { public static void main(String[] a) {} }\n' > "$work/empty/Empty.java"
javac -source 8 -target 8 -Xlint:-options -bootclasspath "$jdk" -d "$work/empty" "$work/empty/Empty.java"
on=() off=()
for _ in $(seq "$rounds"); do
    s="$(now_ns)"; "$TOYJVM" -cp "$work/empty" Empty; e="$(now_ns)"; on+=($(((e - s) / 1000)))
    s="$(now_ns)"; "$TOYJVM" -Xverify:none -cp "$work/empty" Empty 2>/dev/null; e="$(now_ns)"; off+=($(((e - s) / 1000)))
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf '| empty main | median ms |\n|---|---|\n'
printf '| verification on (default) | %.2f |\n' "$(awk -v us="$(median "${on[@]}")" 'BEGIN { print us / 1000 }')"
printf '| -Xverify:none | %.2f |\n' "$(awk -v us="$(median "${off[@]}")" 'BEGIN { print us / 1000 }')"
