#!/usr/bin/env bash
# One-client storyboard PUTs on SQLite and on PostgreSQL measured in turn, PUT by PUT
# (Benchmarks/put-interleaved.py): both servers run at once and take one PUT each in turn, so the two backends
# share the machine's moments. On these shared 2-core machines the writes/s of store-backends.sh move by a third
# between runs of one binary, and its ratio with them; in turn, the ratio of one binary repeats within about 0.02.
# The servers being up together, each PUT finds caches the other one used: both are slower than alone, and the
# ratio is what compares (docs/benchmarks.md, "PostgreSQL writes, round 6").
#
#   bash Benchmarks/store-backends-in-turn.sh     # COUNT=1000 PUTs each after 100; PG_OPTIONS as store-backends.sh
#
# PostgreSQL: NAVGRAPH_BENCH_POSTGRES=<url> to use a server of your own, else a throwaway cluster (fsync on).
# PG_OPTIONS="-c synchronous_commit=off" adds libpq `options` to the URL (the durability SQLite's
# synchronous=NORMAL has: no flush per commit).
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-1000}
PORT=${NAVGRAPH_BENCH_PORT:-18088}
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

# The PostgreSQL server first, beside the SQLite one the library tracks.
serve_beside "$binary" $((PORT + 1)) --db "$postgres" --log off
serve_until_healthy "$PORT" --db "$work/bench.sqlite" --log off
project="bench$RANDOM$RANDOM"
for port in "$PORT" $((PORT + 1)); do
    curl -fs -X POST -H 'Content-Type: application/json' -d "{\"name\":\"$project\",\"module\":\"BenchApp\"}" \
        "http://127.0.0.1:$port/v1/projects" >/dev/null
done
servers=("sqlite=127.0.0.1:$PORT/$project" "postgresql=127.0.0.1:$((PORT + 1))/$project")
# First plans, pages and history: not measured.
python3 Benchmarks/put-interleaved.py examples/Main.storyboard 100 "${servers[@]}" >/dev/null
python3 Benchmarks/put-interleaved.py examples/Main.storyboard "$COUNT" "${servers[@]}"
