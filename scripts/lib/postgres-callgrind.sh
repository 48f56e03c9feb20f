# Sourced by the benchmarks that count a PostgreSQL backend's instructions (Benchmarks/pg-put-instructions.sh,
# Benchmarks/pg-write-floor.sh), after scripts/lib/throwaway-server.sh.
#
#   postgres_under_callgrind DIR OUT [SETTING...]   restart the cluster of DIR (scripts/postgres-cluster.sh, its
#                                                  port kept) with every process under callgrind, one file
#                                                  OUT/pg.<pid> each, written when it exits; SETTINGs are
#                                                  postgres `-c` settings; sets $pgbin, waits until it answers
#   stop_postgres_under_callgrind DIR              a fast shutdown: every process writes its counts
#   callgrind_total FILE...                        the instruction totals of callgrind files, one per line

command -v valgrind >/dev/null 2>&1 \
    || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; }
pg_bins=(/usr/lib/postgresql/*/bin)
pgbin=${pg_bins[-1]}

postgres_under_callgrind() {
    local dir=$1 out=$2 port owner setting
    shift 2
    local settings=(-c listen_addresses=127.0.0.1)
    for setting in "$@"; do settings+=(-c "$setting"); done
    port=$(sed -n 's|.*:\([0-9][0-9]*\)/.*|\1|p' "$dir/url")
    bash scripts/postgres-cluster.sh stop "$dir" >/dev/null
    owner=$(stat -c %U "$dir/data")
    mkdir -p "$out"
    chmod 777 "$out"
    # As root the cluster runs as its own user, who must reach OUT too.
    local run=()
    [ "$(id -u)" = 0 ] && run=(runuser -u "$owner" --)
    "${run[@]}" valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$out/pg.%p" \
        "$pgbin/postgres" -D "$dir/data" "${settings[@]}" -p "$port" -k "$dir" >"$out/postgres.log" 2>&1 &
    callgrind_postmaster=$!
    for _ in $(seq 1 240); do "$pgbin/pg_isready" -q -h 127.0.0.1 -p "$port" && return 0; sleep 0.5; done
    cat "$out/postgres.log"
    return 1
}

stop_postgres_under_callgrind() {
    # The postmaster itself (runuser does not pass SIGINT on).
    kill -INT "$(head -1 "$1/data/postmaster.pid")"
    wait "$callgrind_postmaster" 2>/dev/null || true
}

callgrind_total() { awk '/^totals:/ { print $2 }' "$@"; }
