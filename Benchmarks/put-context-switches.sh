#!/usr/bin/env bash
# Voluntary context switches of the server's threads per storyboard PUT (one client, each PUT a real change,
# Benchmarks/put-latency.py), on SQLite: every switch is a sleep and a wake-up, which cost more than the work
# on these 2-core machines. Read from /proc/PID/task/*/status before and after COUNT PUTs (Linux only); the
# threads that switched, busiest first, and the total.
#
#   NAVGRAPH_BIN=<binary> bash Benchmarks/put-context-switches.sh     # COUNT=1000
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-1000}
PORT=${NAVGRAPH_BENCH_PORT:-18094}
BUILD=${BUILD:-release}
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh

switches() {
    local task
    for task in /proc/"$server_pid"/task/*; do
        echo "$(basename "$task") $(cat "$task/comm") $(awk '/^voluntary_ctxt_switches/ { print $2 }' "$task/status")"
    done | sort
}

serve_until_healthy "$PORT" --db "$work/bench.sqlite" --log off
curl -fs -X POST -H 'Content-Type: application/json' -d '{"name":"bench","module":"BenchApp"}' \
    "http://127.0.0.1:$PORT/v1/projects" >/dev/null
python3 Benchmarks/put-latency.py 127.0.0.1 "$PORT" bench examples/Main.storyboard 100 1 >/dev/null
switches >"$work/before"
echo "PUT: $(python3 Benchmarks/put-latency.py 127.0.0.1 "$PORT" bench examples/Main.storyboard "$COUNT" 1)"
switches >"$work/after"
join "$work/before" "$work/after" | awk -v count="$COUNT" '
    { n = ($5 - $3) / count; if (n >= 0.005) { printf "  %-16s %6.2f per PUT\n", $2, n }; total += n }
    END { printf "voluntary context switches per PUT, all threads: %.2f\n", total }' | sort -k2 -n -r
