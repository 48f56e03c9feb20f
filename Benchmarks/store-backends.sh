#!/usr/bin/env bash
# The same server on SQLite and on PostgreSQL, in one run: storyboard PUT latency and writes/s (each PUT a real
# change, Benchmarks/put-latency.py), and a cached typed lookup under wrk (answered from memory, so both
# backends should match).
#
#   bash Benchmarks/store-backends.sh       # COUNT=200 PUTs per client, CLIENTS="1 4", DURATION=5s of lookups
#
# PostgreSQL: NAVGRAPH_BENCH_POSTGRES=<url> to use a server of your own, else a throwaway cluster
# (scripts/postgres-cluster.sh, fsync on) in a temp folder, stopped at the end. Same machine, same run:
# compare the two lines of each figure, not figures of different runs.
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-200}
CLIENTS=${CLIENTS:-"1 4"}
DURATION=${DURATION:-5s}
PORT=${NAVGRAPH_BENCH_PORT:-18090}
command -v wrk >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }

swift build -c release --product navgraph >/dev/null
BIN="$(swift build -c release --show-bin-path)/navgraph"
work=$(mktemp -d)
cluster=""
cleanup() {
    [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    [ -n "$cluster" ] && { bash scripts/postgres-cluster.sh stop "$cluster" >/dev/null 2>&1 || true; rm -rf "$cluster"; }
    rm -rf "$work"
}
trap cleanup EXIT

postgres=${NAVGRAPH_BENCH_POSTGRES:-}
if [ -z "$postgres" ]; then
    # A folder of its own: as root the cluster runs as an unprivileged user, who cannot enter $work (0700).
    cluster=$(mktemp -d)
    postgres=$(bash scripts/postgres-cluster.sh start "$cluster")
fi

run_backend() {
    local name=$1 db=$2
    "$BIN" serve --port "$PORT" --db "$db" --log off 2>"$work/serve.log" &
    server_pid=$!
    for _ in $(seq 1 100); do
        curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break
        sleep 0.1
    done
    local project="bench$RANDOM$RANDOM"
    curl -fs -X POST -H 'Content-Type: application/json' -d "{\"name\":\"$project\",\"module\":\"BenchApp\"}" \
        "http://127.0.0.1:$PORT/v1/projects" >/dev/null
    for clients in $CLIENTS; do
        echo "$name PUT: $(python3 Benchmarks/put-latency.py 127.0.0.1 "$PORT" "$project" examples/Main.storyboard \
            "$COUNT" "$clients")"
    done
    # The lookup in a project of its own: the PUT project holds the class once per client storyboard.
    curl -fs -X POST -H 'Content-Type: application/json' -d "{\"name\":\"${project}l\",\"module\":\"BenchApp\"}" \
        "http://127.0.0.1:$PORT/v1/projects" >/dev/null
    curl -fs -X PUT -H 'Content-Type: application/xml' --data-binary @examples/Main.storyboard \
        "http://127.0.0.1:$PORT/v1/projects/${project}l/storyboards/Main" >/dev/null
    local lookup="http://127.0.0.1:$PORT/v1/projects/${project}l/lookup?class=ProfileViewController"
    curl -fs "$lookup" >/dev/null
    wrk -t 1 -c 64 -d "$DURATION" --latency "$lookup" >"$work/wrk.txt"
    echo "$name cached lookup (64 connections): $(awk '/Requests\/sec/ {print $2 " req/s"}' "$work/wrk.txt"), p99 $(awk '$1 == "99%" {print $2}' "$work/wrk.txt")"
    kill "$server_pid"
    wait "$server_pid" 2>/dev/null || true
    server_pid=""
}

run_backend sqlite "$work/bench.sqlite"
run_backend postgresql "$postgres"
