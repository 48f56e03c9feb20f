#!/usr/bin/env bash
# Where a PostgreSQL storyboard PUT's time goes, per statement (issue 22): COUNT PUTs (Benchmarks/put-latency.py,
# one client, each a real change) to one server on a throwaway cluster with pg_stat_statements (planning
# tracked too), then every statement the server ran: calls per PUT, mean execution and planning time, and its
# share of the total, largest first; and the round trips of the writer's socket per PUT (strace of the server's
# sendto calls on its PostgreSQL sockets, when strace is installed).
#
#   NAVGRAPH_BIN=<binary> bash Benchmarks/pg-put-statements.sh    # COUNT=200; PG_OPTIONS="-c synchronous_commit=off"
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-200}
PORT=${NAVGRAPH_BENCH_PORT:-18092}
BUILD=${BUILD:-release}
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
# shellcheck source=scripts/lib/throwaway-postgres.sh
source scripts/lib/throwaway-postgres.sh
throwaway_postgres_with_statements
url=$postgres
if [ -n "${PG_OPTIONS:-}" ]; then
    url="$postgres?options=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$PG_OPTIONS")"
fi

serve_until_healthy "$PORT" --db "$url" --log off
curl -fs -X POST -H 'Content-Type: application/json' -d '{"name":"bench","module":"BenchApp"}' \
    "http://127.0.0.1:$PORT/v1/projects" >/dev/null
# A first PUT creates the storyboard: the COUNT measured are replaces, as in store-backends.sh after its first.
curl -fs -X PUT -H 'Content-Type: application/xml' --data-binary @examples/Main.storyboard \
    "http://127.0.0.1:$PORT/v1/projects/bench/storyboards/Bench0" >/dev/null
# The PUTs under strace first (slower, so neither timed nor counted below): sendto calls per PUT on each
# PostgreSQL socket
# (the writer's is the busiest; the HTTP answers start with "HTTP/").
if command -v strace >/dev/null 2>&1; then
    strace -f -qq -e trace=sendto -o "$work/strace.txt" -p "$server_pid" 2>/dev/null &
    tracer=$!
    sleep 1
    python3 Benchmarks/put-latency.py 127.0.0.1 "$PORT" bench examples/Main.storyboard "$COUNT" 1 >/dev/null
    kill -INT "$tracer" 2>/dev/null || true
    wait "$tracer" 2>/dev/null || true
    awk -v count="$COUNT" '/sendto\(/ && !/"HTTP\// { split($0, call, "sendto\\("); split(call[2], fd, ","); n[fd[1]]++ }
        END { for (f in n) printf "sendto per PUT on socket %s: %.2f\n", f, n[f] / count }' "$work/strace.txt" | sort -t: -k2 -n -r
fi
"$psql" -q "$postgres" -c "SELECT pg_stat_statements_reset()" >/dev/null
echo "PUT: $(python3 Benchmarks/put-latency.py 127.0.0.1 "$PORT" bench examples/Main.storyboard "$COUNT" 1)"
stop_server
"$psql" -At "$postgres" -F ' | ' -c "
    WITH s AS (
        SELECT calls, total_exec_time, total_plan_time, regexp_replace(query, '\s+', ' ', 'g') AS query
        FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
    )
    SELECT round(calls::numeric / $COUNT, 2), round((total_exec_time / nullif(calls, 0))::numeric, 4),
        round((total_plan_time / nullif(calls, 0))::numeric, 4), round((total_exec_time + total_plan_time)::numeric / $COUNT, 4),
        left(query, 110)
    FROM s ORDER BY total_exec_time + total_plan_time DESC" |
    awk 'BEGIN { print "calls/PUT | exec ms | plan ms | ms/PUT | statement" } { print }'
"$psql" -At "$postgres" -c "
    SELECT 'per PUT: ' || round(sum(calls)::numeric / $COUNT, 2) || ' statements, '
        || round(sum(total_exec_time + total_plan_time)::numeric / $COUNT, 4) || ' ms on the server'
    FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())"
