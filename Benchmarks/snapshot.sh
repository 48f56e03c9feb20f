#!/usr/bin/env bash
# The whole repository through ONE snapshot against `navgraph import` of the same folder (issue 22's goal: at
# most 1.5x), on the generated app of Benchmarks/make-scale-project.py, release build.
#
#   bash Benchmarks/snapshot.sh          # STORYBOARDS=100 SCENES=500 by default
#
# Prints:
#   1. the time of `navgraph import` of the folder into a fresh SQLite file (one revision per storyboard);
#   2. the time of `navgraph push` of the same folder to a fresh `navgraph serve` on a fresh SQLite file: the
#      client writes the tar, uploads it, the server extracts, reads the bundles, parses every storyboard, stores
#      them in one transaction as one revision and rebuilds the graph before answering;
#   3. the same push again (identical content: parsed and compared, nothing written);
#   4. where the server's time went in 2: the snapshot answer's Server-Timing phases (receive and extract,
#      bundles, parse, store, graph) of the same archive PUT by curl into another project;
#   and the ratio of 2 to 1.
set -euo pipefail
cd "$(dirname "$0")/.."
STORYBOARDS=${STORYBOARDS:-100}
SCENES=${SCENES:-500}
PORT=${PORT:-18095}

for tool in curl python3 tar; do
    command -v "$tool" >/dev/null 2>&1 || { echo "snapshot.sh needs $tool" >&2; exit 1; }
done
swift build -c release --product navgraph >/dev/null
BIN_DIR="$(swift build -c release --show-bin-path)"
BIN="$BIN_DIR/navgraph"
health_wait=60
# The server is the release build too (throwaway-server.sh builds and runs the debug one unless told).
binary="$BIN"
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

python3 Benchmarks/make-scale-project.py "$work/app" "$STORYBOARDS" "$SCENES" >/dev/null
echo "project: $STORYBOARDS storyboards x $SCENES scenes, $(du -sm "$work/app" | cut -f1) MB of XML;" \
    "load $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"

t0=$(now)
"$BIN" import --project scale --db "$work/cli.sqlite" --migrations Migrations "$work/app" >/dev/null
t1=$(now)
import_s=$(seconds "$t0" "$t1")
echo "1. navgraph import: $import_s s"

serve_until_healthy "$PORT" --db "$work/http.sqlite" --migrations Migrations --log off --max-body 1073741824
t0=$(now)
"$BIN" push --server "http://127.0.0.1:$PORT" --project scale --label bench-1 "$work/app" >"$work/push.out"
t1=$(now)
push_s=$(seconds "$t0" "$t1")
echo "2. navgraph push (one snapshot): $push_s s ($(head -1 "$work/push.out"))"
t0=$(now)
"$BIN" push --server "http://127.0.0.1:$PORT" --project scale "$work/app" >/dev/null
t1=$(now)
echo "3. the same push again (unchanged): $(seconds "$t0" "$t1") s"
(cd "$work/app" && tar -cf "$work/app.tar" .)
curl -sS -o /dev/null -D "$work/curl.head" -T "$work/app.tar" -H 'Content-Type: application/x-tar' \
    "http://127.0.0.1:$PORT/v1/projects/scale-curl/snapshot"
echo "4. server phases (ms): $(tr -d '\r' <"$work/curl.head" | sed -n 's/^[Ss]erver-[Tt]iming: //p')"
awk -v p="$push_s" -v i="$import_s" 'BEGIN { printf "snapshot / import: %.2fx (goal: at most 1.5x)\n", p / i }'
