#!/usr/bin/env bash
# Instructions of one navigation diff and its report (issue 36, point 9) at 1,000, 4,000 and 20,000 scenes,
# every scene changed: `navgraph-bench diff SIZE --runs 1` under callgrind, counting only the diff and its
# report (`DiffBenchmark.diffAndReport`; building the two revisions is not counted), then the instructions
# per scene and each size's ratio to the first. A linear diff keeps the ratio near 1.00.
#
#   bash Benchmarks/diff-scale.sh            # SIZES="1000 4000 20000"
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_DETERMINISTIC_HASHING=1
SIZES=${SIZES:-"1000 4000 20000"}
command -v valgrind >/dev/null 2>&1 || { echo "diff-scale.sh needs valgrind (apt-get install valgrind)" >&2; exit 69; }
swift build -c release --product navgraph-bench >/dev/null
BIN="$(swift build -c release --show-bin-path)/navgraph-bench"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
first=""
printf '%8s %16s %12s %8s\n' scenes instructions per-scene ratio
for size in $SIZES; do
    valgrind --tool=callgrind --callgrind-out-file="$work/$size.out" \
        --toggle-collect='*DiffBenchmark*diffAndReport*' "$BIN" diff "$size" --runs 1 >/dev/null 2>&1
    total=$(awk '/^summary:|^totals:/ { print $2; exit }' "$work/$size.out")
    per=$((total / size))
    [ -n "$first" ] || first=$per
    printf '%8d %16d %12d %8s\n' "$size" "$total" "$per" "$(awk -v a="$per" -v b="$first" 'BEGIN { printf "%.2fx", a / b }')"
done
