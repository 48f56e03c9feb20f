#!/usr/bin/env bash
# Instructions per cached request on a generated project of 50,000 scenes in 100 storyboards, beside the same
# measurement on examples/: does a cached lookup cost the same however large the project?
#
#   bash Benchmarks/callgrind-scale.sh        # STORYBOARDS=100 SCENES=500; N1, N2, PORT, KEEP as for callgrind.sh
#
# Generates the project (Benchmarks/make-scale-project.py), imports it with `navgraph import` into a SQLite
# file, then runs Benchmarks/callgrind.sh twice: on examples/ as it stands, and with DB, LOOKUP_PATH and
# RESOLVE_PATH pointing at the generated project (a lookup by class and a resolution through a storyboard
# reference and a navigation controller, both in the middle storyboard). EXAMPLES=0 skips the first run.
# Each NavGraph server under callgrind builds the project's graph before it listens (one to two minutes at
# this scale under valgrind, so callgrind.sh waits up to LISTEN_TIMEOUT=900 s); that cost is the same in the
# N1 and N2 runs and so cancels out of the per-request figure.
#
# Swift seeds its hashing per process: building this project's dictionaries then costs a few million
# instructions more or less from one start to the next, which N2 - N1 would count as a thousand per request.
# SWIFT_DETERMINISTIC_HASHING=1 (inherited by every server) makes both starts the same. Work at start or stop
# that still differs between the two runs (whether a 50,000-scene graph is freed before the process exits is
# about 100 million instructions) lands in the per-request figure divided by N2 - N1: a row far from its
# neighbours (even negative) is that, not the request; run again, or raise N2.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_DETERMINISTIC_HASHING=1
STORYBOARDS=${STORYBOARDS:-100}
SCENES=${SCENES:-500}
EXAMPLES=${EXAMPLES:-1}

swift build -c release --product navgraph >/dev/null
BIN="$(swift build -c release --show-bin-path)/navgraph"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 Benchmarks/make-scale-project.py "$work/app" "$STORYBOARDS" "$SCENES" >"$work/targets"
lookup_class=$(awk '$1 == "lookup" { sub("class=", "", $2); print $2 }' "$work/targets")
resolve_from=$(awk '$1 == "resolve" { sub("from=", "", $2); print $2 }' "$work/targets")
resolve_segue=$(awk '$1 == "resolve" { sub("segue=", "", $3); print $3 }' "$work/targets")
"$BIN" import --project scale --db "$work/scale.sqlite" --migrations Migrations "$work/app" >/dev/null

if [ "$EXAMPLES" = 1 ]; then
    echo "== examples/ (2 storyboards)"
    bash Benchmarks/callgrind.sh | tee "$work/examples.txt"
fi
echo "== generated project ($STORYBOARDS storyboards x $SCENES scenes)"
LISTEN_TIMEOUT=${LISTEN_TIMEOUT:-900} DB="$work/scale.sqlite" LOOKUP_PATH="/v1/projects/scale/lookup?class=$lookup_class" \
    RESOLVE_PATH="/v1/projects/scale/resolve?from=$resolve_from&segue=$resolve_segue" \
    bash Benchmarks/callgrind.sh | tee "$work/scale.txt"

if [ "$EXAMPLES" = 1 ]; then
    echo "== generated project vs examples/ (Ir/request)"
    for target in "NavGraph cached lookup" "NavGraph cached resolve"; do
        small=$(awk -v t="$target" 'index($0, t) == 1 && substr($0, length(t) + 1, 1) == " " { print $(NF - 1) }' \
            "$work/examples.txt")
        large=$(awk -v t="$target" 'index($0, t) == 1 && substr($0, length(t) + 1, 1) == " " { print $(NF - 1) }' \
            "$work/scale.txt")
        printf "%-28s examples %8s  generated %8s  %sx\n" "$target" "$small" "$large" \
            "$(awk -v a="$large" -v b="$small" 'BEGIN { printf "%.2f", a / b }')"
    done
fi
