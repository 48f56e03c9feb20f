#!/usr/bin/env bash
# The web viewer tested in a real browser: builds navgraph, imports the README's examples/ (project `demo`) and
# a generated 10 x 30-scene app (project `big`) and an app of hostile names (project `hostile`) into a temp
# database, serves it with a token on a free loopback port, and runs Tests/Browser/ (pytest + Selenium driving
# Debian's headless Chromium).
# Screenshots go to $SCREENSHOTS (default: a temp folder, printed). pytest's exit code is this script's; its
# "no tests collected" (5) is a failure too.
# Usage: scripts/browser-test.sh [pytest args]   (env: BUILD=debug|release, SCREENSHOTS=DIR)
set -euo pipefail
cd "$(dirname "$0")/.."

TOKEN=browser-test-token
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh

export SCREENSHOTS=${SCREENSHOTS:-$(mktemp -d /tmp/navgraph-screenshots.XXXXXX)}
mkdir -p "$SCREENSHOTS"
python3 Tests/Browser/make_fixture.py "$work/big" 10 30
db="$work/navgraph.sqlite"
"$binary" import --db "$db" --project demo examples >/dev/null
"$binary" import --db "$db" --project big "$work/big" >/dev/null
# Names that try to break out of the drawing (issue 20): project `hostile`.
python3 Tests/Browser/make_hostile.py "$work/hostile"
"$binary" import --db "$db" --project hostile "$work/hostile" >/dev/null
# The examples again with navigation read out of code (issue 38), stored through the API below: project `mixed`.
"$binary" import --db "$db" --project mixed examples >/dev/null

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
serve_until_healthy "$port" --db "$db" --token "$TOKEN" --log off
curl -fsS -o /dev/null -X PUT -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
    --data-binary @Tests/Browser/code_navigation.json "http://127.0.0.1:$port/v1/projects/mixed/code-navigation"

status=0
NAVGRAPH_URL="http://127.0.0.1:$port" NAVGRAPH_TOKEN="$TOKEN" \
    python3 -m pytest -q -p no:cacheprovider Tests/Browser "$@" || status=$?
echo "screenshots: $SCREENSHOTS"
if [ "$status" -eq 5 ]; then echo "error: pytest collected no tests" >&2; fi
exit "$status"
