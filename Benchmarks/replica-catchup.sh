#!/usr/bin/env bash
# Replica catch-up latency (issue 13): two `navgraph serve` replicas on one PostgreSQL database; COUNT writes
# through A, each followed by polling B until it answers that revision (Benchmarks/replica-catchup.py).
# Prints p50/p99/max of the time from A's answer to B's, and from the start of A's write.
#
#   bash Benchmarks/replica-catchup.sh          # COUNT=200
#
# PostgreSQL: NAVGRAPH_BENCH_POSTGRES=<url> to use a server of your own (a fresh database is not made:
# the project name is random), else a throwaway cluster (scripts/postgres-cluster.sh, fsync on) in a temp
# folder, stopped at the end. NAVGRAPH_BIN=<path> uses that binary instead of building a release one.
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-200}

BUILD=release
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
# shellcheck source=scripts/lib/throwaway-postgres.sh
source scripts/lib/throwaway-postgres.sh
BIN=$binary
pids=()
stop_replicas() {
    [ ${#pids[@]} -eq 0 ] && return 0
    kill "${pids[@]}" 2>/dev/null || true
    wait "${pids[@]}" 2>/dev/null || true
}
on_exit stop_replicas
throwaway_postgres

# Both replicas on free ports (in this shell, so that cleanup knows their ids; stdout to /dev/null, so that
# no command substitution waits on them). Each says its port on stderr.
"$BIN" serve --port 0 --db "$postgres" --log off >/dev/null 2>"$work/a.log" &
pids+=($!)
"$BIN" serve --port 0 --db "$postgres" --log off >/dev/null 2>"$work/b.log" &
pids+=($!)
port_of() {
    local port
    for _ in $(seq 1 400); do
        port=$(sed -n 's|.*listening on http://127.0.0.1:\([0-9]*\).*|\1|p' "$work/$1.log")
        [ -n "$port" ] && { echo "$port"; return 0; }
        sleep 0.05
    done
    cat "$work/$1.log" >&2
    return 1
}
port_a=$(port_of a)
port_b=$(port_of b)
project="catchup$RANDOM$RANDOM"
curl -fs -X POST -H 'Content-Type: application/json' -d "{\"name\":\"$project\"}" \
    "http://127.0.0.1:$port_a/v1/projects" >/dev/null
echo "replicas on 127.0.0.1:$port_a (A) and :$port_b (B), $(nproc) cores; binary $BIN"
python3 Benchmarks/replica-catchup.py "$port_a" "$port_b" "$project" "$COUNT"
