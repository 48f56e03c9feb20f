#!/usr/bin/env bash
# Instructions per request, NavGraph beside nginx, counted by valgrind's callgrind (deterministic, unlike
# req/s on shared cores).
#
#   bash Benchmarks/callgrind.sh          # N1=1000 N2=5000 by default
#   ONLY="lookup resolve" bash Benchmarks/callgrind.sh   # only these targets (names as kept in $KEEP)
#   NAVGRAPH_BIN=/tmp/before/navgraph bash Benchmarks/callgrind.sh   # a kept binary, not a fresh build
#
# Each target runs in its own server process under `valgrind --tool=callgrind`, twice: once answering N1
# requests and once N2, all on one keep-alive connection from the same client (keepalive-client.py, one
# request at a time). Start-up, shutdown and the connection cost the same in both runs, so
#     instructions per request = (Ir(N2) - Ir(N1)) / (N2 - N1).
# Targets: nginx (one process, `master_process off`) answering `return 200` with the bytes of NavGraph's
# cached lookup answer, nginx serving those bytes as a static file, NavGraph (`serve --threads 1`, release
# build, examples/ imported into a temporary SQLite file) answering cached lookup and resolve with
# `--log off`, lookup with `--log info` (the access line's cost), and lookup through the full path (an
# undeclared parameter keeps it off the front cache). The `-varying` targets (nginx-return-varying,
# lookup-varying, resolve-varying) send heads that differ every time (`keepalive-client.py --vary`: an
# `X-Request-Id` counter and two cached targets taken in turn), as a browser or a tagging client does, so
# nothing can be recognized by comparison with the previous head. The callgrind files of both runs
# are kept in $KEEP (when set): `python3 Benchmarks/callgrind-per-request.py $KEEP/lookup` prints the
# per-request profile (the difference of the two runs, function by function).
set -euo pipefail
cd "$(dirname "$0")/.."
N1=${N1:-1000}
N2=${N2:-5000}
PORT=${PORT:-18090}
KEEP=${KEEP:-}
ONLY=${ONLY:-}

need=()
command -v valgrind >/dev/null 2>&1 || need+=(valgrind)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
command -v curl >/dev/null 2>&1 || need+=(curl)
command -v python3 >/dev/null 2>&1 || need+=(python3)
if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

# NAVGRAPH_BIN=<path> measures that binary (a kept build, for a before/after pair) instead of building one.
if [ -n "${NAVGRAPH_BIN:-}" ]; then BIN=$NAVGRAPH_BIN; else
    swift build -c release --product navgraph >/dev/null
    BIN="$(swift build -c release --show-bin-path)/navgraph"
fi
work=$(mktemp -d)
server_pid=
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# DB (a database to copy), LOOKUP_PATH and RESOLVE_PATH measure another project: Benchmarks/callgrind-scale.sh.
if [ -n "${DB:-}" ]; then cp "$DB" "$work/bench.sqlite"; else
"$BIN" import --project bench --db "$work/bench.sqlite" --migrations Migrations examples/*.storyboard >/dev/null
fi
lookup_path=${LOOKUP_PATH:-"/v1/projects/bench/lookup?class=ProfileViewController"}
resolve_path=${RESOLVE_PATH:-"/v1/projects/bench/resolve?from=HomeViewController&segue=showProfile"}
# The second target of the varying runs (another cached answer of the same route).
lookup_path2=${LOOKUP_PATH2:-"/v1/projects/bench/lookup?class=HomeViewController"}
resolve_path2=${RESOLVE_PATH2:-"/v1/projects/bench/resolve?from=HomeViewController&segue=showSettings"}

# Waits until something listens on $PORT, without connecting (a probe would add to the count), at most
# LISTEN_TIMEOUT seconds (a large project's graph is built before the server listens: minutes under valgrind).
wait_listening() {
    for _ in $(seq 1 $((${LISTEN_TIMEOUT:-60} * 10))); do
        ss -Hltn "sport = :$PORT" | grep -q . && return 0
        sleep 0.1
    done
    echo "nothing listens on port $PORT" >&2
    return 1
}

# The answers NavGraph gives, for nginx to serve.
"$BIN" serve --port "$PORT" --db "$work/bench.sqlite" --migrations Migrations --threads 1 --log off &
server_pid=$!
wait_listening
mkdir -p "$work/www"
curl -fs "http://127.0.0.1:$PORT$lookup_path" -o "$work/www/lookup.json"
kill "$server_pid"
wait "$server_pid" || true
server_pid=
body=$(sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' "$work/www/lookup.json")
cat >"$work/nginx.conf" <<NGINX
daemon off;
master_process off;
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
    access_log off;
    keepalive_requests 10000000;
    client_body_temp_path $work; proxy_temp_path $work; fastcgi_temp_path $work; uwsgi_temp_path $work; scgi_temp_path $work;
    server {
        listen 127.0.0.1:$PORT;
        location /static/ { alias $work/www/; default_type application/json; }
        location = /mem/lookup { default_type application/json; return 200 "$body"; }
    }
}
NGINX

# Total instructions of one server run answering COUNT requests for PATH: count path server-command...
count() {
    local requests=$1 path=$2 out
    shift 2
    out="$work/callgrind.$requests.out"
    valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >"$work/server.log" 2>&1 &
    server_pid=$!
    wait_listening
    python3 Benchmarks/keepalive-client.py 127.0.0.1 "$PORT" "$path" "$requests" ${client_flags:-}
    kill -TERM "$server_pid"
    wait "$server_pid" || true
    server_pid=
    # Wait for the port to be free again before the next run.
    while ss -Hltn "sport = :$PORT" | grep -q .; do sleep 0.1; done
    awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

# Instructions per request of one target: name path server-command... ("-" when ONLY leaves it out).
per_request() {
    local name=$1 path=$2 small large
    shift 2
    if [ -n "$ONLY" ] && [[ " $ONLY " != *" $name "* ]]; then
        echo -
        return
    fi
    client_flags=
    [[ $name == *-varying ]] && client_flags=--vary
    small=$(count "$N1" "$path" "$@")
    large=$(count "$N2" "$path" "$@")
    if [ -n "$KEEP" ]; then
        mkdir -p "$KEEP"
        cp "$work/callgrind.$N2.out" "$KEEP/$name.callgrind.out"
        cp "$work/callgrind.$N1.out" "$KEEP/$name.small.callgrind.out"
    fi
    echo $(((large - small) / (N2 - N1)))
}

navgraph=("$BIN" serve --port "$PORT" --db "$work/bench.sqlite" --migrations Migrations --threads 1)
results=()
nginx_return=$(per_request nginx-return /mem/lookup "$NGINX" -c "$work/nginx.conf")
results+=("nginx return 200|$nginx_return")
nginx_varying=$(per_request nginx-return-varying \
    "/mem/lookup?class=ProfileViewController,/mem/lookup?class=HomeViewController" "$NGINX" -c "$work/nginx.conf")
results+=("nginx return 200, varying heads|$nginx_varying")
results+=("nginx static file|$(per_request nginx-static /static/lookup.json "$NGINX" -c "$work/nginx.conf")")
results+=("NavGraph cached lookup|$(per_request lookup "$lookup_path" "${navgraph[@]}" --log off)")
results+=("NavGraph cached resolve|$(per_request resolve "$resolve_path" "${navgraph[@]}" --log off)")
results+=("NavGraph cached lookup, varying heads|$(per_request lookup-varying "$lookup_path,$lookup_path2" \
    "${navgraph[@]}" --log off)")
results+=("NavGraph cached resolve, varying heads|$(per_request resolve-varying "$resolve_path,$resolve_path2" \
    "${navgraph[@]}" --log off)")
results+=("NavGraph cached lookup, --log info|$(per_request lookup-log "$lookup_path" "${navgraph[@]}" --log info)")
# A parameter the route does not declare keeps the read off the front cache: the full path (parse, route,
# decode, then the response cache by decoded key), for what every read that is not repeated verbatim costs.
results+=("NavGraph lookup, full path|$(per_request lookup-full "$lookup_path&via=full" "${navgraph[@]}" --log off)")

printf "instructions per request (callgrind Ir, (Ir(%d) - Ir(%d)) / %d, one keep-alive connection)\n" \
    "$N2" "$N1" "$((N2 - N1))"
printf "%-40s %12s %16s\n" target "Ir/request" "vs nginx return"
for row in "${results[@]}"; do
    name=${row%%|*}
    value=${row#*|}
    # A varying target is compared with nginx given the same varying heads.
    base=$nginx_return
    [[ $name == *"varying heads" ]] && base=$nginx_varying
    ratio=$(awk -v a="$value" -v b="$base" 'BEGIN { if (a == "-" || b == "-") print "-"; else printf "%.2f", a / b }')
    printf "%-40s %12s %15sx\n" "$name" "$value" "$ratio"
done
lookup_off=$(printf '%s\n' "${results[@]}" | awk -F'|' '$1 == "NavGraph cached lookup" { print $2 }')
lookup_on=$(printf '%s\n' "${results[@]}" | awk -F'|' '$1 == "NavGraph cached lookup, --log info" { print $2 }')
if [ "$lookup_off" != - ] && [ "$lookup_on" != - ]; then
    echo "access log line (--log info minus --log off): $((lookup_on - lookup_off)) Ir/request"
fi
