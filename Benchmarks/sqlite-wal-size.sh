#!/usr/bin/env bash
# The size of SQLite's WAL file under sustained writes: one client PUTs as fast as the server answers
# (Benchmarks/put-latency.py, each PUT a real change) in STEPS steps of COUNT PUTs; after each step, the WAL and
# database file sizes and the step's writes/s. Passive checkpoints beside the writer never catch up with the
# last commit, so without a bound the WAL never starts over and its file only grows; past
# WALCheckpointer.limit (2,000 pages, about 8 MB) the writer truncates it.
#
#   NAVGRAPH_BIN=<binary> bash Benchmarks/sqlite-wal-size.sh     # COUNT=1500 STEPS=4
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-1500}
STEPS=${STEPS:-4}
PORT=${NAVGRAPH_BENCH_PORT:-18094}
BUILD=release
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh

serve_until_healthy "$PORT" --db "$work/bench.sqlite" --log off
curl -fs -X POST -H 'Content-Type: application/json' -d '{"name":"bench","module":"BenchApp"}' \
    "http://127.0.0.1:$PORT/v1/projects" >/dev/null
for step in $(seq 1 "$STEPS"); do
    rate=$(python3 Benchmarks/put-latency.py 127.0.0.1 "$PORT" bench examples/Main.storyboard "$COUNT" 1)
    echo "after $((step * COUNT)) PUTs: WAL $(stat -c %s "$work/bench.sqlite-wal") bytes, database" \
        "$(stat -c %s "$work/bench.sqlite") bytes ($rate)"
done
stop_server
