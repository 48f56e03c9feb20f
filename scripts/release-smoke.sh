#!/usr/bin/env bash
# The README's run command, proven: `make release` (the static build `make run` and the Docker image use),
# then that binary alone serves on a fresh SQLite file until /healthz answers. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
make -s release
work=$(mktemp -d)
pid=
cleanup() {
    [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
cp .build/release/navgraph "$work/navgraph"
(cd "$work" && exec ./navgraph serve --port 0 --db "$work/navgraph.sqlite" >"$work/out.log" 2>&1) &
pid=$!
for _ in $(seq 1 100); do
    port=$(grep -o 'http://127.0.0.1:[0-9]*' "$work/out.log" 2>/dev/null | head -1 | sed 's/.*://') || true
    if [ -n "${port:-}" ] && curl -fs "http://127.0.0.1:$port/healthz" >/dev/null; then
        echo "release binary serves on port $port"
        exit 0
    fi
    sleep 0.1
done
echo "the release binary did not answer /healthz; its output:" >&2
cat "$work/out.log" >&2
exit 1
