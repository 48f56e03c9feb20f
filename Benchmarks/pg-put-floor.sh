#!/usr/bin/env bash
# How far a PostgreSQL storyboard PUT can go on this machine (issue 22's 0.8x goal), end to end: four servers
# take one-client PUTs in turn (Benchmarks/put-interleaved.py, as store-backends-in-turn.sh does), each on a
# database of its own:
#
#   sqlite             this checkout's server on SQLite
#   postgresql         this checkout's server on PostgreSQL
#   postgresql-floor   HEAD with Benchmarks/pg-put-floor/floor.patch: the request read, parsed and answered
#                      as always, the graph updated as always, but the write transaction is one statement that
#                      does nothing (BEGIN, a SELECT, COMMIT: one round trip)
#   postgresql-proto   HEAD with Benchmarks/pg-put-floor/prototype.patch: the PUT's writes (content, storyboard,
#                      project, revision, the revision's storyboard, the change notice) in one statement sent
#                      with BEGIN and COMMIT, one round trip, into a database without the history's foreign
#                      keys (without-history-checks.sql). It reads nothing (no If-Match, no unchanged-PUT check,
#                      no scene or segue differences), prunes nothing and carries no other storyboard: more than
#                      any real write shape could leave out, so its ratio bounds every one of them from above
#
# docs/benchmarks.md ("round 8") reads the figures.
#
#   bash Benchmarks/pg-put-floor.sh     # COUNT=1000 PUTs each after 100; builds the two patched servers first
#
# PostgreSQL: a throwaway cluster (fsync on), with synchronous_commit=off as in store-backends-in-turn.sh's usual
# run (the durability SQLite's synchronous=NORMAL has).
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-1000}
PORT=${NAVGRAPH_BENCH_PORT:-18188}
BUILD=release
here=Benchmarks/pg-put-floor
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
# shellcheck source=scripts/lib/throwaway-postgres.sh
source scripts/lib/throwaway-postgres.sh

# patched_build PATCH: HEAD with PATCH applied, built in a folder of its own (the checkout is left as it is);
# prints the binary's path.
trees=$(mktemp -d)
on_exit rm -rf "$trees"
patched_build() {
    local tree
    tree="$trees/$(basename "$1" .patch)"
    mkdir "$tree"
    git archive HEAD | tar -x -C "$tree"
    patch -s -d "$tree" -p1 <"$1" || { echo "$1 no longer applies to HEAD: update it" >&2; exit 1; }
    swift build --package-path "$tree" -c release --product navgraph >"$work/build.log" 2>&1 \
        || { cat "$work/build.log" >&2; exit 1; }
    echo "$(swift build --package-path "$tree" -c release --show-bin-path)/navgraph"
}
floor_binary=$(patched_build "$here/floor.patch")
proto_binary=$(patched_build "$here/prototype.patch")

throwaway_postgres
bins=(/usr/lib/postgresql/*/bin)
if [ -x "${bins[-1]}/psql" ]; then psql=${bins[-1]}/psql; else psql=$(command -v psql); fi
"$psql" -q "$postgres" -c "CREATE DATABASE navgraph_floor" -c "CREATE DATABASE navgraph_proto"
options="options=$(python3 -c 'import urllib.parse; print(urllib.parse.quote("-c synchronous_commit=off"))')"

serve_beside "$binary" $((PORT + 1)) --db "$postgres?$options" --log off
serve_beside "$floor_binary" $((PORT + 2)) --db "${postgres%/*}/navgraph_floor?$options" --log off
serve_beside "$proto_binary" $((PORT + 3)) --db "${postgres%/*}/navgraph_proto?$options" --log off
# The prototype's database as its server migrated it, less the history's foreign keys.
"$psql" -q "${postgres%/*}/navgraph_proto" -v ON_ERROR_STOP=1 -f "$here/without-history-checks.sql"
serve_until_healthy "$PORT" --db "$work/bench.sqlite" --log off
project="bench$RANDOM$RANDOM"
servers=()
for server in sqlite=0 postgresql=1 postgresql-floor=2 postgresql-proto=3; do
    port=$((PORT + ${server#*=}))
    curl -fs -X POST -H 'Content-Type: application/json' -d "{\"name\":\"$project\",\"module\":\"BenchApp\"}" \
        "http://127.0.0.1:$port/v1/projects" >/dev/null
    servers+=("${server%=*}=127.0.0.1:$port/$project")
done
# First plans, pages and history: not measured.
python3 Benchmarks/put-interleaved.py examples/Main.storyboard 100 "${servers[@]}" >/dev/null
python3 Benchmarks/put-interleaved.py examples/Main.storyboard "$COUNT" "${servers[@]}"
