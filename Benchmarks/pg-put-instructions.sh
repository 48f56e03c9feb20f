#!/usr/bin/env bash
# Instructions per storyboard PUT, counted by callgrind (deterministic, where the wall-clock figures of
# store-backends.sh move by a third between runs on these shared 2-core machines): one client, each PUT a real
# change (Benchmarks/put-latency.py, examples/Main.storyboard), into a new project of one storyboard.
#
#   sqlite server       the whole server process on SQLite (the write's SQLite work is inside it)
#   postgresql server   the server process on PostgreSQL (libpq, the pipeline)
#   postgresql backend  the PostgreSQL backend process that ran the writes (the busiest of the cluster)
#
# Each is counted after WARM PUTs and COUNT more, then after WARM and 3 x COUNT: the difference over 2 x COUNT
# PUTs is per PUT, without start-up, migrations and first plans. A PUT's server and backend work run one after
# the other, so "write path" (SQLite's server / PostgreSQL's server + backend) is what one-client writes/s
# follow when the machine is quiet. Under valgrind SHA-256 takes its portable rounds (valgrind's CPU has no SHA
# extensions), which adds the same to both servers' counts.
#
#   NAVGRAPH_BIN=<binary> bash Benchmarks/pg-put-instructions.sh      # COUNT=100 WARM=50; about 4 minutes
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-100}
WARM=${WARM:-50}
PORT=${NAVGRAPH_BENCH_PORT:-18093}
BUILD=${BUILD:-release}
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
# shellcheck source=scripts/lib/postgres-callgrind.sh
source scripts/lib/postgres-callgrind.sh
health_wait=120
options="options=$(python3 -c 'import urllib.parse; print(urllib.parse.quote("-c synchronous_commit=off"))')"

# put_run DB COUNT: the server on DB, WARM + COUNT PUTs, the server stopped.
put_run() {
    serve_until_healthy "$PORT" --db "$1" --log off
    curl -fs -X POST -H 'Content-Type: application/json' -d '{"name":"bench","module":"BenchApp"}' \
        "http://127.0.0.1:$PORT/v1/projects" >/dev/null
    python3 Benchmarks/put-latency.py 127.0.0.1 "$PORT" bench examples/Main.storyboard "$WARM" 1 >/dev/null
    python3 Benchmarks/put-latency.py 127.0.0.1 "$PORT" bench examples/Main.storyboard "$2" 1 >/dev/null
    stop_server
}

# server_count sqlite|postgresql COUNT: the server's instructions over WARM + COUNT PUTs, under callgrind.
server_count() {
    local backend=$1 count=$2 db cluster="" out
    out="$work/server-$backend-$count"
    mkdir -p "$out"
    if [ "$backend" = postgresql ]; then
        cluster=$(mktemp -d)
        db="$(bash scripts/postgres-cluster.sh start "$cluster")?$options"
    else
        db="$out/bench.sqlite"
    fi
    server_prefix=(valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.%p")
    put_run "$db" "$count"
    server_prefix=()
    if [ -n "$cluster" ]; then bash scripts/postgres-cluster.sh stop "$cluster" >/dev/null; rm -rf "$cluster"; fi
    callgrind_total "$out"/callgrind.*
}

# backend_count COUNT: the busiest PostgreSQL process's instructions over WARM + COUNT PUTs, the cluster's
# processes under callgrind (each backend forks from the postmaster and writes its own file).
backend_count() {
    local count=$1 cluster url out
    cluster=$(mktemp -d)
    url=$(bash scripts/postgres-cluster.sh start "$cluster")
    out=$(mktemp -d)
    postgres_under_callgrind "$cluster" "$out"
    put_run "$url?$options" "$count"
    stop_postgres_under_callgrind "$cluster"
    callgrind_total "$out"/pg.[0-9]* | sort -n | tail -1
    rm -rf "$cluster" "$out"
}

per_put() { echo $((($2 - $1) / (2 * COUNT))); }
sqlite=$(per_put "$(server_count sqlite "$COUNT")" "$(server_count sqlite $((3 * COUNT)))")
server=$(per_put "$(server_count postgresql "$COUNT")" "$(server_count postgresql $((3 * COUNT)))")
backend=$(per_put "$(backend_count "$COUNT")" "$(backend_count $((3 * COUNT)))")
echo "instructions per storyboard PUT ($((2 * COUNT)) PUTs after $((WARM + COUNT))):"
echo "  sqlite server        $sqlite"
echo "  postgresql server    $server"
echo "  postgresql backend   $backend"
python3 -c "import sys; s, p, b = map(int, sys.argv[1:]); print(f'  write path: postgresql {p + b} = {(p + b) / s:.2f}x sqlite (sqlite/postgresql {s / (p + b):.2f})')" \
    "$sqlite" "$server" "$backend"
