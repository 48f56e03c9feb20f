#!/usr/bin/env bash
# How far a different write shape could take a PostgreSQL storyboard PUT (issue 22), by pgbench (one client,
# prepared statements) into a throwaway database the server migrated and wrote one storyboard to, with a
# history of 2,000 writes (SQL in Benchmarks/pg-write-floor/):
#   - on the wall clock, a PUT's writes in two pipelines (two round trips: the server's shape today), in one
#     pipeline (one round trip) and in one PL/pgSQL call, SECONDS_EACH each in turn, three rounds;
#   - the backend's instructions (callgrind, deterministic) for the writes as statements, in the one call, for
#     a transaction of as many statements doing nothing and of one; then, without the history's foreign keys
#     (Benchmarks/pg-put-floor/without-history-checks.sql), as statements and as one read and one write statement.
#
#   bash Benchmarks/pg-write-floor.sh     # SECONDS_EACH=4; COUNT=300 transactions each after WARM=100; 3 minutes
#
# For the instructions each script runs twice, in connections of their own (WARM, then WARM + COUNT
# transactions): the difference of the two backends' counts over COUNT is per transaction, without connection
# start and first plans. Each transaction there also asks its backend's process id (one more statement, the same
# in all).
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-300}
SECONDS_EACH=${SECONDS_EACH:-4}
WARM=${WARM:-100}
PORT=${NAVGRAPH_BENCH_PORT:-18098}
BUILD=${BUILD:-release}
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
# shellcheck source=scripts/lib/throwaway-postgres.sh
source scripts/lib/throwaway-postgres.sh
# shellcheck source=scripts/lib/postgres-callgrind.sh
source scripts/lib/postgres-callgrind.sh
floor=Benchmarks/pg-write-floor

# A cluster of its own (never NAVGRAPH_BENCH_POSTGRES): it restarts under callgrind below.
cluster=$(mktemp -d)
on_exit stop_throwaway_postgres "$cluster"
url=$(bash scripts/postgres-cluster.sh start "$cluster")
# The schema and one storyboard, as the server writes them.
serve_until_healthy "$PORT" --db "$url" --log off
curl -fs -X POST -H 'Content-Type: application/json' -d '{"name":"bench","module":"BenchApp"}' \
    "http://127.0.0.1:$PORT/v1/projects" >/dev/null
curl -fs -X PUT -H 'Content-Type: application/xml' --data-binary @examples/Main.storyboard \
    "http://127.0.0.1:$PORT/v1/projects/bench/storyboards/Bench0" >/dev/null
stop_server
"$pgbin/psql" "$url" -q -v ON_ERROR_STOP=1 -f "$floor/define.sql"
# A history of some length, and statistics for it: on tables of a few rows the plans a session keeps are scans,
# whose cost then grows with every write measured.
"$pgbin/pgbench" -n -M prepared -c 1 -t 2000 -f "$floor/statements.sql" "$url" >"$work/pgbench.log" 2>&1 \
    || { cat "$work/pgbench.log"; exit 1; }
"$pgbin/psql" "$url" -q -v ON_ERROR_STOP=1 -c ANALYZE
options="options=$(python3 -c 'import urllib.parse; print(urllib.parse.quote("-c synchronous_commit=off"))')"

# latency FILE: pgbench's average latency of the script FILE over SECONDS_EACH, one client, without callgrind.
latency() {
    "$pgbin/pgbench" -n -M prepared -c 1 -T "$SECONDS_EACH" -f "$1" "$url?$options" \
        >"$work/pgbench.log" 2>&1 || { cat "$work/pgbench.log"; exit 1; }
    grep -q "number of failed transactions: 0 " "$work/pgbench.log" || { cat "$work/pgbench.log"; exit 1; }
    sed -n 's/^latency average = \([0-9.]*\) ms$/\1/p' "$work/pgbench.log"
}

# One round: two-rounds.sql without the pipeline's end and start between the reads and the writes, one round
# trip as a write that knew its baseline beforehand could send it.
awk 'joined < 2 && /^\\(end|start)pipeline$/ && seen++ { joined++; next } { print }' "$floor/two-rounds.sql" \
    >"$work/one-round.sql"
[ "$(grep -cE '^\\(start|end)pipeline$' "$work/one-round.sql")" = 2 ] || { echo "one-round.sql: not one pipeline"; exit 1; }

# The wall clock first, in turn (three rounds of each shape, one after the other), on the cluster as it is.
echo "PostgreSQL latency per write, ms (pgbench -T $SECONDS_EACH each, one client, synchronous_commit=off, in turn):"
for round in 1 2 3; do
    line="  round $round:"
    for script in "$floor/two-rounds.sql" "$work/one-round.sql" "$floor/function.sql"; do
        line="$line $(basename "$script" .sql) $(latency "$script")"
    done
    echo "$line"
done

# The cluster again, its processes under callgrind. Autovacuum off: no plan changes mid-run.
# Out of $work (0700): as root the cluster's own user writes there.
out=$(mktemp -d)
on_exit rm -rf "$out"
postgres_under_callgrind "$cluster" "$out" synchronous_commit=off autovacuum=off

# backend_instructions SCRIPT TRANSACTIONS: the instructions of the backend that ran them (its process id from
# pgbench's own connection: the script's first statement asks it, `\shell` writes it down).
backend_instructions() {
    rm -f "$work/backend.pid"
    { echo 'SELECT pg_backend_pid() AS backend \gset'; echo "\\shell echo :backend > $work/backend.pid"
        cat "$floor/$1.sql"; } >"$work/$1.sql"
    "$pgbin/pgbench" -n -M prepared -c 1 -t "$2" -f "$work/$1.sql" "$url" >"$work/pgbench.log" 2>&1 \
        || { cat "$work/pgbench.log"; exit 1; }
    grep -q "number of failed transactions: 0 " "$work/pgbench.log" || { cat "$work/pgbench.log"; exit 1; }
    local file
    file="$out/pg.$(cat "$work/backend.pid")"
    # Written when the backend exits, just after pgbench disconnects.
    for _ in $(seq 1 100); do grep -q '^totals:' "$file" 2>/dev/null && break; sleep 0.2; done
    callgrind_total "$file"
}

declare -A per
count_instructions() {
    local short long
    short=$(backend_instructions "$1" "$WARM")
    long=$(backend_instructions "$1" $((WARM + COUNT)))
    per[$2]=$(((long - short) / COUNT))
}
for script in bare bare-one statements function; do count_instructions "$script" "$script"; done
# Then without the history's foreign keys (the last: it changes the database for good).
"$pgbin/psql" "$url" -q -v ON_ERROR_STOP=1 -f Benchmarks/pg-put-floor/without-history-checks.sql
count_instructions statements statements-unchecked
count_instructions one-statement one-statement
stop_postgres_under_callgrind "$cluster"

echo "PostgreSQL backend instructions per transaction ($COUNT after $WARM, pgbench -M prepared, one client):"
echo "  bare        ${per[bare]}   (BEGIN, 10 x SELECT 1, COMMIT)"
echo "  statements  ${per[statements]}   (a storyboard PUT's 10 writes and reads, one statement each)"
echo "  function    ${per[function]}   (the same in one PL/pgSQL call)"
echo "  bare-one    ${per[bare-one]}   (BEGIN, SELECT 1, COMMIT)"
echo "  without the history's foreign keys:"
echo "  statements  ${per[statements-unchecked]}   (as above)"
echo "  one-statement  ${per[one-statement]}   (the reads in one statement, the writes in another)"
python3 -c "import sys; s, f = map(int, sys.argv[1:]); print(f'  one call instead of statements: {f / s:.2f}x the backend instructions')" \
    "${per[statements]}" "${per[function]}"
