#!/usr/bin/env bash
# Fuzzes the HTTP API against its own /openapi.json with schemathesis (--checks all), on a live server with a
# temp database, the README's examples/ imported into the fixture project `demo`, and a write token.
# Usage: scripts/schemathesis.sh [MAX_EXAMPLES]   (env: MAX_TIME seconds, default 150; BUILD=debug|release; PORT)
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5
MAX_EXAMPLES=${1:-${MAX_EXAMPLES:-10}}
PORT=${PORT:-18080}
TOKEN=schemathesis-write-token
READ_TOKEN=schemathesis-read-token
BASE="http://127.0.0.1:$PORT"

if ! command -v schemathesis >/dev/null 2>&1 || [ "$(schemathesis --version 2>/dev/null | awk '{print $NF}')" != "$SCHEMATHESIS_VERSION" ]; then
    python3 -m pip install -q "schemathesis==$SCHEMATHESIS_VERSION"
fi

# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
serve_until_healthy "$PORT" --db "$work/navgraph.sqlite" --migrations Migrations --token "$TOKEN" \
    --read-token "$READ_TOKEN" --log off

auth=(-H "Authorization: Bearer $TOKEN")
curl -fsS "${auth[@]}" -X POST "$BASE/v1/projects" -H 'Content-Type: application/json' \
    -d '{"name":"demo","module":"DemoApp","platform":"ios"}' >/dev/null
for file in examples/*.storyboard; do
    name="$(basename "$file" .storyboard)"
    curl -fsS "${auth[@]}" -X PUT "$BASE/v1/projects/demo/storyboards/$name" -H 'Content-Type: application/xml' \
        --data-binary "@$file" >/dev/null
done

start=$(date +%s)
status=0
# filter_too_much is Hypothesis's own complaint that its generator discards many candidates for paths with
# three patterned parameters (project, storyboard, scene); it says nothing about the server, so it is not
# allowed to end the run. Every check on the server's answers stays on (--checks all).
# The snapshot route takes tar archives, which schemathesis cannot generate ("no supported serializers"); its valid
# and hostile archives are tested in SnapshotRoutesTests instead.
schemathesis --config-file scripts/schemathesis.toml run "$BASE/openapi.json" --url "$BASE" "${auth[@]}" --exclude-path-regex '/snapshot$' --checks all --max-examples "$MAX_EXAMPLES" \
    --seed 8 --request-timeout 30 --max-time "${MAX_TIME:-150}" --workers 1 --report junit --report-dir "$work/report" \
    --warnings off --suppress-health-check=filter_too_much || status=$?
echo "schemathesis: $(( $(date +%s) - start )) s, exit $status"
report="$(ls "$work"/report/junit*.xml 2>/dev/null | head -1)"
if [ -n "$report" ]; then
    python3 - "$report" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
suites = [root] if root.tag == "testsuite" else list(root)
print("schemathesis operations:", sum(int(s.get("tests", 0)) for s in suites),
      "failures:", sum(int(s.get("failures", 0)) for s in suites), "errors:", sum(int(s.get("errors", 0)) for s in suites))
PY
fi
# The server must still be alive: a crash is a failure even if every check passed.
kill -0 "$server_pid" 2>/dev/null || { echo "the server died"; cat "$work/server.log"; exit 1; }
exit "$status"
