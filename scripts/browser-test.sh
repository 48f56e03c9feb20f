#!/usr/bin/env bash
# The web viewer tested in a real browser: builds navgraph, imports the README's examples/ (project `demo`) and
# a generated 10 x 30-scene app (project `big`) into a temp database, serves it with a token on a free
# loopback port, and runs Tests/Browser/test_viewer.py (pytest + Selenium driving Debian's headless Chromium).
# Screenshots go to $SCREENSHOTS (default: a temp folder, printed). pytest's exit code is this script's; its
# "no tests collected" (5) is a failure too.
# Usage: scripts/browser-test.sh [pytest args]   (env: BUILD=debug|release, SCREENSHOTS=DIR)
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD=${BUILD:-debug}
TOKEN=browser-test-token
swift build -c "$BUILD" --product navgraph >/dev/null
binary="$(swift build -c "$BUILD" --show-bin-path)/navgraph"

work="$(mktemp -d)"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then
        kill -TERM "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

export SCREENSHOTS=${SCREENSHOTS:-$(mktemp -d /tmp/navgraph-screenshots.XXXXXX)}
mkdir -p "$SCREENSHOTS"
python3 Tests/Browser/make_fixture.py "$work/big" 10 30
db="$work/navgraph.sqlite"
"$binary" import --db "$db" --project demo examples >/dev/null
"$binary" import --db "$db" --project big "$work/big" >/dev/null

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
"$binary" serve --port "$port" --db "$db" --token "$TOKEN" --log off 2>"$work/server.log" &
server_pid=$!
for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log"; exit 1; }
    sleep 0.1
done

status=0
NAVGRAPH_URL="http://127.0.0.1:$port" NAVGRAPH_TOKEN="$TOKEN" \
    python3 -m pytest -q -p no:cacheprovider Tests/Browser "$@" || status=$?
echo "screenshots: $SCREENSHOTS"
if [ "$status" -eq 5 ]; then echo "error: pytest collected no tests" >&2; fi
exit "$status"
