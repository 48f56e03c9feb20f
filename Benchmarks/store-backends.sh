#!/usr/bin/env bash
# The same server on SQLite and on PostgreSQL, in one run: storyboard PUT latency and writes/s (each PUT a real
# change, Benchmarks/put-latency.py), and a cached typed lookup under wrk (answered from memory, so both
# backends should match).
#
#   bash Benchmarks/store-backends.sh       # COUNT=1000 PUTs per client, CLIENTS="1 4", DURATION=5s of lookups
#
# 1,000 PUTs, not 200: at 200 the ratio of the two backends moved from 0.30x to 0.55x between runs of one
# binary on a shared 2-core machine (docs/benchmarks.md, "PostgreSQL writes, round 4").
#
# PostgreSQL: NAVGRAPH_BENCH_POSTGRES=<url> to use a server of your own, else a throwaway cluster
# (scripts/postgres-cluster.sh, fsync on) in a temp folder, stopped at the end. PG_OPTIONS="-c
# synchronous_commit=off" adds libpq `options` to the URL (the durability SQLite's synchronous=NORMAL has:
# no flush per commit). Same machine, same run: compare the two lines of each figure, not figures of
# different runs.
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-1000}
CLIENTS=${CLIENTS:-"1 4"}
DURATION=${DURATION:-5s}
PORT=${NAVGRAPH_BENCH_PORT:-18090}
command -v wrk >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }

BUILD=release
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
# shellcheck source=scripts/lib/throwaway-postgres.sh
source scripts/lib/throwaway-postgres.sh
throwaway_postgres
if [ -n "${PG_OPTIONS:-}" ]; then
    case $postgres in *\?*) postgres="$postgres&" ;; *) postgres="$postgres?" ;; esac
    postgres="${postgres}options=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$PG_OPTIONS")"
fi

run_backend() {
    local name=$1 db=$2
    serve_until_healthy "$PORT" --db "$db" --log off
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
    stop_server
}

run_backend sqlite "$work/bench.sqlite"
run_backend postgresql "$postgres"
