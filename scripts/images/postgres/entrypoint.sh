#!/bin/sh
# The official postgres image's contract, small: as root, own PGDATA and the socket folder and run again as
# postgres; on an empty PGDATA, initdb with POSTGRES_USER (default postgres) and POSTGRES_PASSWORD (required),
# create POSTGRES_DB (default: the user's name), and accept password logins from any address.
set -eu
if [ "${1:-}" = postgres ] && [ "$(id -u)" = 0 ]; then
    install -d -o postgres -g postgres -m 0700 "$PGDATA"
    install -d -o postgres -g postgres -m 2775 /var/run/postgresql
    exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
    : "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD, the password of POSTGRES_USER}"
    user=${POSTGRES_USER:-postgres}
    db=${POSTGRES_DB:-$user}
    pwfile=$(mktemp)
    printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
    initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA"
    rm -f "$pwfile"
    echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
    echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
    if [ "$db" != postgres ]; then createdb --username="$user" -- "$db"; fi
    pg_ctl -D "$PGDATA" -m fast -w stop
fi
exec "$@"
