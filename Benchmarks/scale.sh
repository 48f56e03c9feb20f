#!/usr/bin/env bash
# How cost grows: a generated app of 50,000 scenes in 100 storyboards (Benchmarks/make-scale-project.py).
#
#   bash Benchmarks/scale.sh          # STORYBOARDS=100 SCENES=500 READS=1000 EDITS=20 by default
#   NAVGRAPH_BIN=/path/to/navgraph bash Benchmarks/scale.sh   # another build of the server (before/after)
#   PERF_DATA=/tmp/put.data bash Benchmarks/scale.sh          # step 4's edits under `perf record` (DWARF
#                                                             # call graphs, 1 kHz: a sample is 1 ms of CPU)
#
# Prints, for the generated project:
#   1. the time of `navgraph import` of the whole folder into a fresh SQLite file;
#   2. the time of the same import through HTTP: a fresh server and database, one PUT per storyboard (curl,
#      in sequence), and the latency of the first and the last PUT;
#   3. the server's memory once imported (VmRSS, VmHWM from /proc/PID/status);
#   4. the latency of a one-storyboard PUT that changes one scene's title: the client waits for the graph to
#      be brought up to date (the answer comes after it: that storyboard read and rebuilt, the references
#      crossing it re-linked), so this is the time from the PUT's arrival to the new graph being served;
#      EDITS edits, min/median/p95/max and the server's CPU time per edit (user + system, /proc/PID/stat); the same edits into a project holding only that storyboard, and the
#      ratio of the medians (issue 22: at most 3x); then an identical PUT (parse and compare,
#      nothing written, no rebuild) for comparison; and `navgraph-bench graph` splitting a rebuild into its
#      snapshot read, graph build and release of the old graph;
#   5. the server's memory after READS cached lookups and READS cached resolutions (one keep-alive
#      connection each); then a restart on the database of step 1 (graphs are built before the server
#      listens): the time to /healthz and to the first lookup, and its memory.
# The server runs with --log off and its default threads; nothing is pinned. Instructions per cached request
# on this project: Benchmarks/callgrind-scale.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
STORYBOARDS=${STORYBOARDS:-100}
SCENES=${SCENES:-500}
READS=${READS:-1000}
EDITS=${EDITS:-20}
PORT=${PORT:-18094}

for tool in curl python3; do
    command -v "$tool" >/dev/null 2>&1 || { echo "scale.sh needs $tool" >&2; exit 1; }
done
swift build -c release --product navgraph >/dev/null
swift build -c release --product navgraph-bench >/dev/null
BIN_DIR="$(swift build -c release --show-bin-path)"
binary="${NAVGRAPH_BIN:-$BIN_DIR/navgraph}"
BIN=$binary
health_wait=60
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f s", b - a }'; }
# The server's user + system CPU time so far, in clock ticks (fields 14 and 15 of /proc/PID/stat).
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$server_pid/stat"; }
# The server's minor page faults so far (field 10 of /proc/PID/stat): memory touched for the first time.
page_faults() { awk '{ print $10 }' "/proc/$server_pid/stat"; }
memory() { awk '/^(VmRSS|VmHWM):/ { printf "%s %.1f MB  ", $1, $2 / 1024 }' "/proc/$server_pid/status"; echo; }
start_server() { serve_until_healthy "$PORT" --db "$1" --migrations Migrations --log off; }

python3 Benchmarks/make-scale-project.py "$work/app" "$STORYBOARDS" "$SCENES" >"$work/targets"
lookup_class=$(awk '$1 == "lookup" { sub("class=", "", $2); print $2 }' "$work/targets")
resolve_from=$(awk '$1 == "resolve" { sub("from=", "", $2); print $2 }' "$work/targets")
resolve_segue=$(awk '$1 == "resolve" { sub("segue=", "", $3); print $3 }' "$work/targets")
lookup_path="/v1/projects/scale/lookup?class=$lookup_class"
resolve_path="/v1/projects/scale/resolve?from=$resolve_from&segue=$resolve_segue"
# The storyboard edited in step 4: the one where the measured lookup and resolution live.
edited=$(awk '$1 == "storyboard" { sub("name=", "", $2); print $2 }' "$work/targets")
echo "project: $STORYBOARDS storyboards x $SCENES scenes, $(du -sm "$work/app" | cut -f1) MB of XML;" \
    "load $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"

echo "1. navgraph import into a fresh SQLite file"
t0=$(now)
"$BIN" import --project scale --db "$work/cli.sqlite" --migrations Migrations "$work/app" >/dev/null
t1=$(now)
echo "   $(elapsed "$t0" "$t1") for $STORYBOARDS storyboards ($(du -m "$work/cli.sqlite" | cut -f1) MB database)"

echo "2. the same through HTTP: one PUT per storyboard into a fresh server"
start_server "$work/http.sqlite"
base="http://127.0.0.1:$PORT/v1/projects/scale"
curl -fsS -o /dev/null -X POST -H 'Content-Type: application/json' -d '{"name":"scale"}' \
    "http://127.0.0.1:$PORT/v1/projects"
t0=$(now)
for file in "$work"/app/*.storyboard; do
    name=$(basename "$file" .storyboard)
    curl -fsS -o /dev/null -w '%{time_total}\n' -X PUT -H 'Content-Type: application/xml' --data-binary "@$file" \
        "$base/storyboards/$name" >>"$work/put-times"
done
t1=$(now)
awk -v total="$(elapsed "$t0" "$t1")" '
    { times[NR] = $1 }
    END { printf "   %s for %d PUTs; first PUT %.0f ms, last PUT %.0f ms (graph of all storyboards rebuilt each)\n",
          total, NR, times[1] * 1000, times[NR] * 1000 }' "$work/put-times"
echo "3. server memory once imported: $(memory)"

echo "4. one-storyboard PUT ($edited, one scene's title changed), the answer sent once the new graph is built"
: >"$work/edit-times"
if [ -n "${PERF_DATA:-}" ]; then
    perf record -q -F 1000 --call-graph dwarf,16384 -p "$server_pid" -o "$PERF_DATA" 2>/dev/null &
    perf_pid=$!
    sleep 1
fi
cpu_before=$(cpu_ticks)
faults_before=$(page_faults)
for edit in $(seq 1 "$EDITS"); do
    sed "0,/title=\"Standalone\"/s//title=\"Standalone $edit\"/" "$work/app/$edited.storyboard" >"$work/edited.storyboard"
    curl -fsS -o /dev/null -w '%{time_total}\n' -X PUT -H 'Content-Type: application/xml' \
        --data-binary "@$work/edited.storyboard" "$base/storyboards/$edited" >>"$work/edit-times"
done
cpu_after=$(cpu_ticks)
faults_after=$(page_faults)
if [ -n "${PERF_DATA:-}" ]; then
    kill -INT "$perf_pid"
    wait "$perf_pid" || true
fi
sort -n "$work/edit-times" | awk -v cpu="$((cpu_after - cpu_before))" -v hz="$(getconf CLK_TCK)" \
    -v faults="$((faults_after - faults_before))" '{ t[NR] = $1 * 1000 }
    END { p95 = int(NR * 0.95 + 0.5); if (p95 < 1) p95 = 1
          printf "   %d edits: min %.0f ms, median %.0f ms, p95 %.0f ms, max %.0f ms; server CPU %.1f ms and %d page faults per edit\n",
              NR, t[1], t[int((NR + 1) / 2)], t[p95], t[NR], cpu * 1000 / hz / NR, faults / NR }'
# The same edits into a project holding only that storyboard: what the write costs without the other 99.
curl -fsS -o /dev/null -X POST -H 'Content-Type: application/json' -d '{"name":"single"}' \
    "http://127.0.0.1:$PORT/v1/projects"
curl -fsS -o /dev/null -X PUT -H 'Content-Type: application/xml' --data-binary "@$work/app/$edited.storyboard" \
    "http://127.0.0.1:$PORT/v1/projects/single/storyboards/$edited"
: >"$work/single-times"
for edit in $(seq 1 "$EDITS"); do
    sed "0,/title=\"Standalone\"/s//title=\"Standalone $edit\"/" "$work/app/$edited.storyboard" >"$work/edited.storyboard"
    curl -fsS -o /dev/null -w '%{time_total}\n' -X PUT -H 'Content-Type: application/xml' \
        --data-binary "@$work/edited.storyboard" "http://127.0.0.1:$PORT/v1/projects/single/storyboards/$edited" \
        >>"$work/single-times"
done
median() { sort -n "$1" | awk '{ t[NR] = $1 * 1000 } END { printf "%.0f", t[int((NR + 1) / 2)] }'; }
awk -v whole="$(median "$work/edit-times")" -v single="$(median "$work/single-times")" 'BEGIN {
    ratio = single > 0 ? whole / single : 0
    printf "   the same edits into a project of that storyboard alone: median %.0f ms (%.1fx)\n", single, ratio }'
identical=$(curl -fsS -o /dev/null -w '%{time_total}' -X PUT -H 'Content-Type: application/xml' \
    --data-binary "@$work/edited.storyboard" "$base/storyboards/$edited")
awk -v t="$identical" 'BEGIN { printf "   identical PUT (parsed and compared, nothing written, no rebuild): %.0f ms\n", t * 1000 }'
"$BIN_DIR/navgraph-bench" graph "$work/http.sqlite" scale 5 | sed 's/^/   /'
curl -fsS -o /dev/null "http://127.0.0.1:$PORT$lookup_path"
echo "   memory after the edits: $(memory)"

echo "5. $READS cached lookups and $READS cached resolutions on one keep-alive connection each"
echo "   GET $lookup_path"
echo "   GET $resolve_path"
t0=$(now)
python3 Benchmarks/keepalive-client.py 127.0.0.1 "$PORT" "$lookup_path" "$READS"
python3 Benchmarks/keepalive-client.py 127.0.0.1 "$PORT" "$resolve_path" "$READS"
t1=$(now)
echo "   $(elapsed "$t0" "$t1") for $((2 * READS)) requests; memory after: $(memory)"
stop_server

t0=$(now)
start_server "$work/cli.sqlite"
t1=$(now)
curl -fsS -o /dev/null "http://127.0.0.1:$PORT$lookup_path"
t2=$(now)
echo "   restart on the imported database: /healthz after $(elapsed "$t0" "$t1"), first lookup after $(elapsed "$t0" "$t2");" \
    "memory: $(memory)"
stop_server
