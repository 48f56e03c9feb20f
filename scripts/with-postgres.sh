#!/usr/bin/env bash
# Runs CMD with NAVGRAPH_TEST_POSTGRES set to the URL of a throwaway PostgreSQL cluster, then stops and removes
# the cluster, and exits with CMD's status. Usage: scripts/with-postgres.sh CMD [ARG...]
# With NAVGRAPH_TEST_POSTGRES already set (a server of your own), or without PostgreSQL installed, it just runs
# CMD: the PostgreSQL tests then use that server, or are skipped with their reason.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 CMD [ARG...]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)

if [ -n "${NAVGRAPH_TEST_POSTGRES:-}" ] \
    || ! { ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1; }; then
    exec "$@"
fi

cluster=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-pg.XXXXXX")
cleanup() {
    bash "$here/postgres-cluster.sh" stop "$cluster" || echo "warning: could not stop the cluster in $cluster" >&2
    rm -rf "$cluster"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

NAVGRAPH_TEST_POSTGRES=$(bash "$here/postgres-cluster.sh" start "$cluster")
export NAVGRAPH_TEST_POSTGRES
echo "PostgreSQL for the tests: $NAVGRAPH_TEST_POSTGRES" >&2
status=0
"$@" || status=$?
exit "$status"
