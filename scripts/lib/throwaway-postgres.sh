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
