#!/usr/bin/env bash
# How often a PostgreSQL server reads a project again after hearing its own write's NOTIFY (issue 22 follow-up):
# COUNT storyboard PUTs (Benchmarks/put-latency.py, one client, each a real change) to one server on a
# throwaway cluster with pg_stat_statements, then per PUT the calls of the statement that reads a storyboard's
# scenes in full and of those that read storyboard headers (the catch-up's among them). A PUT's own build
# reads no scenes (it keeps the storyboard the store answered), so every full scene read is a second read of
# the project after the server heard its own write back.
#
#   NAVGRAPH_BIN=<binary> bash Benchmarks/own-notices.sh     # COUNT=200
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-200}
PORT=${NAVGRAPH_BENCH_PORT:-18091}
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
# shellcheck source=scripts/lib/throwaway-postgres.sh
source scripts/lib/throwaway-postgres.sh
throwaway_postgres_with_statements

serve_until_healthy "$PORT" --db "$postgres" --log off
curl -fs -X POST -H 'Content-Type: application/json' -d '{"name":"bench","module":"BenchApp"}' \
    "http://127.0.0.1:$PORT/v1/projects" >/dev/null
"$psql" -q "$postgres" -c "SELECT pg_stat_statements_reset()" >/dev/null
echo "PUT: $(python3 Benchmarks/put-latency.py 127.0.0.1 "$PORT" bench examples/Main.storyboard "$COUNT" 1)"
stop_server
"$psql" -At "$postgres" -F ' ' -c "
    SELECT round(coalesce(sum(calls) FILTER (
               WHERE query ILIKE '%notification_category FROM scenes WHERE storyboard_id = \$1 ORDER BY id'), 0)::numeric
               / $COUNT, 2),
           round(coalesce(sum(calls) FILTER (WHERE query ILIKE 'SELECT id, name, platform, target_runtime%'), 0)::numeric
               / $COUNT, 2),
           round(sum(calls)::numeric / $COUNT, 2)
    FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())" |
    awk '{print "per PUT: scene reads " $1 ", storyboard header reads " $2 ", statements " $3}'
