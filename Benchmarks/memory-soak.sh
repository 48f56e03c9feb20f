#!/usr/bin/env bash
# Bounded memory (docs/http-api.md, "Limits", issue 8): RSS after a burst of large uploads, junk-parameter reads and
# deletes must come back near its baseline.
#
#   bash Benchmarks/memory-soak.sh      # UPLOADS=12 READS=10000 SIZE_MB=30 SLACK_MB=64 SETTLE_SECONDS=60
#
# Uploads UPLOADS storyboards of about SIZE_MB each, reads `graph?format=dot&junk=N` READS times (a
# parameter no route reads: it must not grow the response cache), deletes every storyboard, then waits up
# to SETTLE_SECONDS for RSS to return to at most baseline + SLACK_MB. Prints baseline, peak and after (kB);
# exits 1 when the bound is missed. NAVGRAPH_BIN picks a binary (default: the release build).
set -euo pipefail
cd "$(dirname "$0")/.."
UPLOADS=${UPLOADS:-12}
READS=${READS:-10000}
SIZE_MB=${SIZE_MB:-30}
SLACK_MB=${SLACK_MB:-64}
SETTLE_SECONDS=${SETTLE_SECONDS:-60}
PORT=${NAVGRAPH_SOAK_PORT:-18091}

BUILD=make-release
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
stop_sampler() { [ -z "${sampler_pid:-}" ] || kill "$sampler_pid" 2>/dev/null || true; }
on_exit stop_sampler

# A storyboard of SIZE_MB: 200 scenes, each with enough views to weigh its share; few scenes, so the graph
# and its exports stay small while the body, the stored source and the parser's work are large.
python3 - "$work/big.storyboard" "$SIZE_MB" <<'PY'
import sys
path, megabytes = sys.argv[1], int(sys.argv[2])
scenes = 200
per_scene = megabytes * 1024 * 1024 // scenes
view = '<view contentMode="scaleToFill" id="v{s}-{n}"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></view>\n'
with open(path, "w") as out:
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc-0">\n<scenes>\n')
    for s in range(scenes):
        out.write(f'<scene sceneID="scene-{s}"><objects><viewController id="vc-{s}" customClass="Screen{s}ViewController" storyboardIdentifier="screen{s}" sceneMemberID="viewController">\n')
        written, n = 0, 0
        while written < per_scene:
            text = view.format(s=s, n=n)
            out.write(text)
            written += len(text)
            n += 1
        if s + 1 < scenes:
            out.write(f'<connections><segue destination="vc-{s + 1}" kind="show" identifier="next" id="seg-{s}"/></connections>\n')
        out.write('</viewController></objects></scene>\n')
    out.write('</scenes>\n</document>\n')
PY

serve_until_healthy "$PORT" --db "$work/soak.sqlite" --migrations Migrations --log off
rss() { awk '/VmRSS/ { print $2 }' "/proc/$server_pid/status"; }
base="http://127.0.0.1:$PORT/v1/projects/soak"
curl -fs -X POST -H 'Content-Type: application/json' -d '{"name":"soak"}' "http://127.0.0.1:$PORT/v1/projects" >/dev/null
baseline=$(rss)
# The peak, sampled five times a second in the background.
(while kill -0 "$server_pid" 2>/dev/null; do rss >>"$work/samples" 2>/dev/null || true; sleep 0.2; done) &
sampler_pid=$!

for i in $(seq 1 "$UPLOADS"); do
    curl -fs -o /dev/null -X PUT -H 'Content-Type: application/xml' --data-binary "@$work/big.storyboard" \
        "$base/storyboards/Big$i"
done
echo "uploaded $UPLOADS x $(($(stat -c %s "$work/big.storyboard") / 1048576)) MB: $(rss) kB"
# Junk-parameter reads over one keep-alive connection.
python3 - "$PORT" "$READS" <<'PY'
import http.client, sys
port, reads = int(sys.argv[1]), int(sys.argv[2])
connection = http.client.HTTPConnection("127.0.0.1", port)
for i in range(reads):
    connection.request("GET", f"/v1/projects/soak/graph?format=dot&junk={i}")
    response = connection.getresponse()
    response.read()
    if response.status != 200:
        sys.exit(f"read {i}: status {response.status}")
PY
echo "after $READS junk-parameter reads: $(rss) kB"
for i in $(seq 1 "$UPLOADS"); do
    curl -fs -o /dev/null -X DELETE "$base/storyboards/Big$i"
done
echo "deleted every storyboard: $(rss) kB"

bound=$((baseline + SLACK_MB * 1024))
after=$(rss)
for _ in $(seq 1 "$SETTLE_SECONDS"); do
    after=$(rss)
    [ "$after" -le "$bound" ] && break
    sleep 1
done
kill "$sampler_pid" 2>/dev/null || true
peak=$(sort -n "$work/samples" | tail -n 1)
cache=$(curl -fs "http://127.0.0.1:$PORT/metrics" | awk '/^navgraph_response_cache_bytes / { print $2 }')
echo "baseline ${baseline} kB, peak ${peak} kB, after ${after} kB (bound ${bound} kB); response cache ${cache} bytes"
if [ "$after" -gt "$bound" ]; then
    echo "FAIL: RSS did not return within ${SETTLE_SECONDS} s to baseline + ${SLACK_MB} MB"
    exit 1
fi
echo "ok"
