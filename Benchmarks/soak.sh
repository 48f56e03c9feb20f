#!/usr/bin/env bash
# Memory soak: idle RSS, then RSS once a minute while wrk keeps lookup and resolve busy.
#
#   bash Benchmarks/soak.sh          # MINUTES=10 by default (SPEC section 8: idle < 30 MB, no growth)
set -euo pipefail
cd "$(dirname "$0")/.."
MINUTES=${MINUTES:-10}
PORT=${NAVGRAPH_SOAK_PORT:-18090}

command -v wrk >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }
make -s release >/dev/null
BIN="$(swift build -c release --show-bin-path)/navgraph"
work=$(mktemp -d)
cleanup() {
    [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null || true
    pkill -f "wrk .*127.0.0.1:$PORT" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

"$BIN" serve --port "$PORT" --db "$work/soak.sqlite" --migrations Migrations --log off &
server_pid=$!
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
rss() { awk '/VmRSS/ { print $2 " kB" }' "/proc/$server_pid/status"; }
echo "idle, empty database: $(rss)"
base="http://127.0.0.1:$PORT/v1/projects/soak"
curl -fs -X POST -H 'Content-Type: application/json' -d '{"name":"soak"}' "http://127.0.0.1:$PORT/v1/projects" >/dev/null
for file in examples/*.storyboard; do
    curl -fs -X PUT -H 'Content-Type: application/xml' --data-binary "@$file" "$base/storyboards/$(basename "$file" .storyboard)" >/dev/null
done
echo "after import: $(rss)"
wrk -t1 -c32 -d"$((MINUTES * 60))s" "$base/lookup?class=ProfileViewController" >"$work/lookup.txt" 2>&1 &
wrk -t1 -c32 -d"$((MINUTES * 60))s" "$base/resolve?from=HomeViewController&segue=showProfile" >"$work/resolve.txt" 2>&1 &
for minute in $(seq 1 "$MINUTES"); do
    sleep 60
    echo "minute $minute: $(rss)"
done
wait %2 %3 2>/dev/null || true
grep -h "Requests/sec" "$work/lookup.txt" "$work/resolve.txt" | sed 's/^/wrk /'
echo "end: $(rss)"
