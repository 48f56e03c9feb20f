#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests, in a folder of its own.
#   scripts/postgres-cluster.sh start DIR   initdb in DIR/data, start on 127.0.0.1 (a free port) and a Unix
#                                           socket in DIR, create the database `navgraph`, wait until it
#                                           answers; print its URL and write it to DIR/url.
#                                           Started again after a stop, it keeps its port (and URL) when free.
#   scripts/postgres-cluster.sh stop DIR    stop it (fast shutdown); nothing to do when it is not running.
# PostgreSQL refuses to run as root: as root, the server runs as the system user navgraph-pg (created when
# missing), or as nobody where users cannot be created; DIR is handed to that user.
# The superuser `navgraph` connects over 127.0.0.1 without a password (trust); every other role must give its
# password (scram-sha-256), so that tests can try a wrong one.
set -euo pipefail

usage() { echo "usage: $0 start|stop DIR" >&2; exit 2; }
[ $# -eq 2 ] || usage
action=$1
dir=$2
superuser=navgraph

bindir() {
    local candidate
    for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then echo "$candidate"; return 0; fi
    done
    if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
        dirname "$(command -v initdb)"; return 0
    fi
    echo "no initdb/pg_ctl found (Debian: apt-get install postgresql)" >&2
    return 1
}

# The unprivileged user that owns DIR and runs the server (empty when not root: the current user).
server_user() {
    [ "$(id -u)" = 0 ] || return 0
    if id navgraph-pg >/dev/null 2>&1; then echo navgraph-pg; return 0; fi
    if command -v useradd >/dev/null 2>&1 \
        && useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin navgraph-pg 2>/dev/null; then
        echo navgraph-pg; return 0
    fi
    echo nobody
}

as_server() {
    if [ -n "$user" ]; then runuser -u "$user" -- "$@"; else "$@"; fi
}

free_port() {
    if command -v python3 >/dev/null 2>&1; then
        python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
    else
        echo $((20000 + RANDOM % 40000))
    fi
}

start() {
    local bin port attempt
    bin=$(bindir)
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    user=$(server_user)
    if [ -n "$user" ]; then
        chown -R "$user" "$dir"
        as_server test -w "$dir" || { echo "$user cannot write to $dir (check the folders above it)" >&2; exit 1; }
    fi
    if [ ! -e "$dir/data/PG_VERSION" ]; then
        as_server "$bin/initdb" --pgdata="$dir/data" --username="$superuser" --auth=trust --encoding=UTF8 \
            --locale=C >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
        as_server sh -c "cat > '$dir/data/pg_hba.conf'" <<HBA
# TYPE  DATABASE  USER          ADDRESS        METHOD
local   all       all                          trust
host    all       $superuser    127.0.0.1/32   trust
host    all       all           127.0.0.1/32   scram-sha-256
HBA
    fi
    # The port is free when chosen and may be taken before the server binds it: try a few. A cluster started
    # again keeps the port it had (DIR/url), so that clients holding its URL reconnect (restart tests).
    local previous=""
    [ -e "$dir/url" ] && previous=$(sed -n 's|.*:\([0-9][0-9]*\)/.*|\1|p' "$dir/url")
    for attempt in 1 2 3 4 5; do
        if [ "$attempt" = 1 ] && [ -n "$previous" ]; then port=$previous; else port=$(free_port); fi
        if as_server "$bin/pg_ctl" start --pgdata="$dir/data" --wait --timeout=60 --log="$dir/server.log" \
            -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=on -c max_connections=200" >/dev/null; then
            break
        fi
        if [ "$attempt" = 5 ]; then tail -n 20 "$dir/server.log" >&2; exit 1; fi
    done
    # pg_ctl --wait returns once the server accepts connections; createdb over TCP proves the URL works.
    if ! "$bin/psql" -h 127.0.0.1 -p "$port" -U "$superuser" -d postgres -tAc \
        "SELECT 1 FROM pg_database WHERE datname = 'navgraph'" | grep -q 1; then
        "$bin/createdb" -h 127.0.0.1 -p "$port" -U "$superuser" navgraph
    fi
    local url="postgres://$superuser@127.0.0.1:$port/navgraph"
    echo "$url" >"$dir/url"
    echo "$url"
}

stop() {
    [ -e "$dir/data/postmaster.pid" ] || return 0
    local bin
    bin=$(bindir)
    user=$(server_user)
    as_server "$bin/pg_ctl" stop --pgdata="$dir/data" --mode=fast --wait --timeout=60 >/dev/null 2>&1 \
        || [ ! -e "$dir/data/postmaster.pid" ]
}

case $action in
    start) start ;;
    stop) stop ;;
    *) usage ;;
esac
