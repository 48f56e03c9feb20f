#!/usr/bin/env bash
# A Python client generated from the live server's /openapi.json by openapi-python-client (PyPI), used whole: the
# README's curl session replayed with typed calls only (Tests/ClientContract/session.py), on a scratch SQLite file
# and a write token. Shows that every representation (XML up and down, DOT, Mermaid, SVG, Swift, Markdown, JSON)
# has an operation the generator types, and that errors parse as the document's Problem.
# With GENERATORS="openapi-python-client openapi-generator", openapi-generator's python generator too (the jar from
# PyPI's openapi-generator-cli; it needs `java`), replaying Tests/ClientContract/openapi_generator_session.py.
# Usage: scripts/client-contract.sh   (env: BUILD=debug|release, NAVGRAPH_BIN, PORT, CLIENT_VENV, GENERATORS)
set -euo pipefail
cd "$(dirname "$0")/.."

GENERATOR_VERSION=0.29.1
OPENAPI_GENERATOR_VERSION=7.26.0
GENERATORS=${GENERATORS:-openapi-python-client}
# A port no other server here holds (a fixed one may be another checkout's, whose /healthz would then answer).
PORT=${PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}
TOKEN=client-contract-token
BASE="http://127.0.0.1:$PORT"
# The generator and its ruff in a venv of their own (kept between runs), not in the system's Python.
venv=${CLIENT_VENV:-.build/client-contract-venv}
if [ ! -x "$venv/bin/openapi-python-client" ] \
    || [ "$("$venv/bin/openapi-python-client" --version 2>/dev/null | awk '{print $NF}')" != "$GENERATOR_VERSION" ]; then
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install -q "openapi-python-client==$GENERATOR_VERSION"
fi
if [[ " $GENERATORS " == *" openapi-generator "* ]]; then
    command -v java >/dev/null || { echo "openapi-generator needs java (Debian: default-jre-headless)"; exit 1; }
    "$venv/bin/python" -m pip show openapi-generator-cli 2>/dev/null | grep -qx "Version: $OPENAPI_GENERATOR_VERSION" \
        || "$venv/bin/python" -m pip install -q "openapi-generator-cli==$OPENAPI_GENERATOR_VERSION"
fi

# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
serve_until_healthy "$PORT" --db "$work/navgraph.sqlite" --migrations Migrations --token "$TOKEN" --log off
kill -0 "$server_pid" 2>/dev/null || { echo "navgraph serve exited (port $PORT taken?)"; cat "$work/server.log"; exit 1; }

start=$(date +%s)
curl -fsS -H "Authorization: Bearer $TOKEN" "$BASE/openapi.json" -o "$work/openapi.json"
# A warning names an operation or schema the generator skipped: a client used whole has none. Its post-generation
# hooks run `ruff` from PATH: the venv's own, whatever the machine has installed (or not) elsewhere.
PATH="$(cd "$venv/bin" && pwd):$PATH" "$venv/bin/openapi-python-client" generate --path "$work/openapi.json" --meta none \
    --config Tests/ClientContract/openapi-python-client.yaml --output-path "$work/client/navgraph_client" \
    >"$work/generate.log" 2>&1 || { cat "$work/generate.log"; exit 1; }
if grep -E -i "warning|error|unable|skipped" "$work/generate.log"; then
    echo "openapi-python-client did not take the whole document (above)"
    exit 1
fi
echo "client generated in $(( $(date +%s) - start )) s: $(find "$work/client/navgraph_client/api" -name '*.py' ! -name '__init__.py' | wc -l) operations"
status=0
"$venv/bin/python" Tests/ClientContract/session.py "$BASE" "$TOKEN" "$work/client" examples || status=$?
if [[ " $GENERATORS " == *" openapi-generator "* ]]; then
    # The session deleted its project: the second client starts from the same empty server.
    "$venv/bin/openapi-generator-cli" generate -i "$work/openapi.json" -g python -o "$work/og" \
        --package-name navgraph_og >"$work/og.log" 2>&1 || { cat "$work/og.log"; exit 1; }
    "$venv/bin/python" -m pip install -q --force-reinstall --no-deps "$work/og"
    # Its own runtime's dependencies (pydantic, urllib3, dateutil) once.
    "$venv/bin/python" -c "import pydantic, urllib3, dateutil" 2>/dev/null || "$venv/bin/python" -m pip install -q "$work/og"
    "$venv/bin/python" Tests/ClientContract/openapi_generator_session.py "$BASE" "$TOKEN" examples || status=$?
fi
echo "client contract: $(( $(date +%s) - start )) s, exit $status"
kill -0 "$server_pid" 2>/dev/null || { echo "the server died"; cat "$work/server.log"; exit 1; }
exit "$status"
