#!/usr/bin/env bash
# The Debian packages NavGraph needs, listed once: `make deps` (and so `make run`, `make test`) and .ci/run
# both call this, and it installs only what is missing.
#   bash scripts/deps.sh          what `swift build` and `make test` need
#   bash scripts/deps.sh --ci     that, plus what only .ci/run's own steps use (and their Python packages)
#   bash scripts/deps.sh --print  print the missing Debian packages, one a line, and install nothing
# With apt-get absent (macOS, where the SDK has SQLite and libxml2) it says what it would want and succeeds.
set -euo pipefail

ci=0
print=0
for argument in "$@"; do
    case "$argument" in
    --ci) ci=1 ;;
    --print) print=1 ;;
    *) echo "usage: bash scripts/deps.sh [--ci] [--print]" >&2; exit 64 ;;
    esac
done

missing=()
# `want PACKAGE CHECK...`: PACKAGE is missing when the command CHECK fails.
want() {
    local package=$1
    shift
    "$@" >/dev/null 2>&1 || missing+=("$package")
}
has() { command -v "$1"; }
has_initdb() { compgen -G '/usr/lib/postgresql/*/bin/initdb'; }
has_nginx() { command -v nginx || [ -x /usr/sbin/nginx ]; }
has_libcurl_dev() { compgen -G '/usr/lib/*/libcurl.so' || [ -e /usr/lib/libcurl.so ]; }

# The C libraries the package links against, and what the tests run.
want libsqlite3-dev test -e /usr/include/sqlite3.h
want libxml2-dev test -e /usr/include/libxml2/libxml/parser.h
want libpq-dev test -e /usr/include/postgresql/libpq-fe.h
# libcurl: `navgraph push` over https (CCurl: its headers and library), and FoundationNetworking links it.
want libcurl4-openssl-dev has_libcurl_dev
# zlib for gzip-compressed snapshot archives (TarArchive's CZlib).
want zlib1g-dev test -e /usr/include/zlib.h
# initdb and pg_ctl for the throwaway cluster `make test` starts (scripts/with-postgres.sh).
want postgresql has_initdb
want pkg-config has pkg-config
want graphviz has dot
if [ $ci = 1 ]; then
    want clang has clang
    want curl has curl
    # `nginx -t` checks examples/nginx.conf (the replicas' load balancer) in the replica tests.
    want nginx-light has_nginx
    # `docker-compose config` checks examples/compose.yaml (no engine needed) when the compose plugin is absent.
    want docker-compose has docker-compose
fi

if [ $print = 1 ]; then
    [ ${#missing[@]} -eq 0 ] || printf '%s\n' "${missing[@]}"
    exit 0
fi
if [ ${#missing[@]} -gt 0 ]; then
    if has apt-get >/dev/null; then
        echo "installing ${missing[*]}"
        sudo=()
        [ "$(id -u)" = 0 ] || sudo=(sudo)
        export DEBIAN_FRONTEND=noninteractive
        "${sudo[@]}" apt-get update -qq
        "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        echo "no apt-get: install the equivalent of ${missing[*]} if the build needs it" >&2
    fi
fi

if [ $ci = 1 ]; then
    # The OpenAPI document is checked by an independent validator in the tests.
    has openapi-spec-validator >/dev/null || python3 -m pip install -q openapi-spec-validator
    # `check --format sarif` is validated against the SARIF 2.1.0 schema with Python's jsonschema.
    python3 -c "import jsonschema" >/dev/null 2>&1 || python3 -m pip install -q jsonschema
fi
