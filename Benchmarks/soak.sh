#!/usr/bin/env bash
# Memory soak: idle RSS, then RSS once a minute while wrk keeps lookup and resolve busy.
#
#   bash Benchmarks/soak.sh          # MINUTES=10 by default (docs/benchmarks.md: idle under 30 MB, no growth)
# NAVGRAPH_BIN=<path> uses that binary instead of `make release`.
set -euo pipefail
cd "$(dirname "$0")/.."
MINUTES=${MINUTES:-10}
PORT=${NAVGRAPH_SOAK_PORT:-18090}

command -v wrk >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }
BUILD=make-release
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
wrk_pids=()
stop_wrk() { [ ${#wrk_pids[@]} -eq 0 ] || kill "${wrk_pids[@]}" 2>/dev/null || true; }
on_exit stop_wrk

serve_until_healthy "$PORT" --db "$work/soak.sqlite" --migrations Migrations --log off
rss() { awk '/VmRSS/ { print $2 " kB" }' "/proc/$server_pid/status"; }
echo "idle, empty database: $(rss)"
base="http://127.0.0.1:$PORT/v1/projects/soak"
curl -fs -X POST -H 'Content-Type: application/json' -d '{"name":"soak"}' "http://127.0.0.1:$PORT/v1/projects" >/dev/null
for file in examples/*.storyboard; do
    curl -fs -X PUT -H 'Content-Type: application/xml' --data-binary "@$file" "$base/storyboards/$(basename "$file" .storyboard)" >/dev/null
done
echo "after import: $(rss)"
wrk -t1 -c32 -d"$((MINUTES * 60))s" "$base/lookup?class=ProfileViewController" >"$work/lookup.txt" 2>&1 &
wrk_pids+=($!)
wrk -t1 -c32 -d"$((MINUTES * 60))s" "$base/resolve?from=HomeViewController&segue=showProfile" >"$work/resolve.txt" 2>&1 &
wrk_pids+=($!)
for minute in $(seq 1 "$MINUTES"); do
    sleep 60
    echo "minute $minute: $(rss)"
done
wait "${wrk_pids[@]}" 2>/dev/null || true
grep -h "Requests/sec" "$work/lookup.txt" "$work/resolve.txt" | sed 's/^/wrk /'
echo "end: $(rss)"
