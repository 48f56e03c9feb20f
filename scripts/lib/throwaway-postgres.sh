# Sourced after scripts/lib/throwaway-server.sh by the scripts that need a PostgreSQL server (the
# store-backends and replica-catchup benchmarks).
#
#   throwaway_postgres   sets $postgres: NAVGRAPH_BENCH_POSTGRES when set (a server of your own), else the
#                        URL of a throwaway cluster (scripts/postgres-cluster.sh, fsync on) in a temp folder,
#                        stopped and removed at exit.

throwaway_postgres() {
    postgres=${NAVGRAPH_BENCH_POSTGRES:-}
    [ -n "$postgres" ] && return 0
    # A folder of its own: as root the cluster runs as an unprivileged user, who cannot enter $work (0700).
    local cluster
    cluster=$(mktemp -d)
    on_exit stop_throwaway_postgres "$cluster"
    postgres=$(bash scripts/postgres-cluster.sh start "$cluster")
}

stop_throwaway_postgres() {
    bash scripts/postgres-cluster.sh stop "$1" >/dev/null 2>&1 || true
    rm -rf "$1"
}

# throwaway_postgres_with_statements: a throwaway cluster (never NAVGRAPH_BENCH_POSTGRES) with pg_stat_statements
# loaded and created, planning times tracked: sets $postgres (its URL) and $psql (the server's own psql).
throwaway_postgres_with_statements() {
    local bins=(/usr/lib/postgresql/*/bin)
    if [ -x "${bins[-1]}/psql" ]; then psql=${bins[-1]}/psql; else psql=$(command -v psql); fi
    local cluster
    cluster=$(mktemp -d)
    on_exit stop_throwaway_postgres "$cluster"
    postgres=$(bash scripts/postgres-cluster.sh start "$cluster")
    # pg_stat_statements must be loaded at start-up: once in the configuration, start the cluster again (same port).
    "$psql" -q "$postgres" -c "ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'"
    bash scripts/postgres-cluster.sh stop "$cluster"
    postgres=$(bash scripts/postgres-cluster.sh start "$cluster")
    "$psql" -q "$postgres" -c "CREATE EXTENSION IF NOT EXISTS pg_stat_statements"
    "$psql" -q "$postgres" -c "ALTER SYSTEM SET pg_stat_statements.track_planning = on" \
        -c "ALTER SYSTEM SET pg_stat_statements.track = '${PG_TRACK:-top}'" -c "SELECT pg_reload_conf()" >/dev/null
}
