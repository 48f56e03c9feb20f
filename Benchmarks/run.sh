#!/usr/bin/env bash
# HTTP benchmarks: NavGraph beside nginx on this machine, in one run, reported as ratios.
#
#   bash Benchmarks/run.sh            # DURATION=10s CONNECTIONS="1 64 256" by default
#
# With PIN=1 (the default on a machine of two or more cores) each server gets CPU 0 with one thread (one
# nginx worker, one NavGraph event loop) and wrk gets CPU 1, so the load generator does not compete with
# the server it measures; PIN=0 lets everything share every core.
#
# Measures GET of a stored storyboard (nginx: the same bytes as a static file) and typed lookup and segue
# resolution (nginx: the same bytes as a static file, and from memory with `return 200`). NAVGRAPH_BIN=<path>
# uses that binary instead of `make release`.
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-"1 64 256"}
NAVGRAPH_BENCH_PORT=${NAVGRAPH_BENCH_PORT:-18080}
NGINX_PORT=${NGINX_PORT:-18081}
if [ "$(nproc)" -ge 2 ]; then PIN=${PIN:-1}; else PIN=0; fi
if [ "$PIN" = 1 ]; then
    server_cpu=(taskset -c 0)
    client_cpu=(taskset -c 1)
    server_threads=(--threads 1)
    nginx_workers=1
else
    server_cpu=()
    client_cpu=()
    server_threads=()
    nginx_workers=$(nproc)
fi

need=()
command -v wrk >/dev/null 2>&1 || need+=(wrk)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
command -v curl >/dev/null 2>&1 || need+=(curl)
if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

# The binary `make run` and the Docker image ship (NAVGRAPH_BIN: another one).
BUILD=make-release
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
stop_nginx() { [ ! -f "$work/nginx.pid" ] || kill "$(cat "$work/nginx.pid")" 2>/dev/null || true; }
on_exit stop_nginx

server_prefix=("${server_cpu[@]}")
serve_until_healthy "$NAVGRAPH_BENCH_PORT" --db "$work/bench.sqlite" --migrations Migrations --log off \
    "${server_threads[@]}"
base="http://127.0.0.1:$NAVGRAPH_BENCH_PORT/v1/projects/bench"
curl -fs -X POST -H 'Content-Type: application/json' -d '{"name":"bench","module":"BenchApp"}' \
    "http://127.0.0.1:$NAVGRAPH_BENCH_PORT/v1/projects" >/dev/null
for file in examples/*.storyboard; do
    name=$(basename "$file" .storyboard)
    curl -fs -X PUT -H 'Content-Type: application/xml' --data-binary "@$file" "$base/storyboards/$name" >/dev/null
done

# name|navgraph path
targets=(
    "storyboard|/storyboards/Main"
    "lookup|/lookup?class=ProfileViewController"
    "resolve|/resolve?from=HomeViewController&segue=showProfile"
)
mkdir -p "$work/www"
returns=""
for target in "${targets[@]}"; do
    name=${target%%|*}
    path=${target#*|}
    curl -fs "$base$path" -o "$work/www/$name.json"
    body=$(sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' "$work/www/$name.json")
    returns+="        location = /mem/$name { default_type application/json; return 200 \"$body\"; }"$'\n'
done
cat >"$work/nginx.conf" <<NGINX
worker_processes $nginx_workers;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 4096; }
http {
    access_log off;
    keepalive_requests 10000000;
    client_body_temp_path $work; proxy_temp_path $work; fastcgi_temp_path $work; uwsgi_temp_path $work; scgi_temp_path $work;
    server {
        listen 127.0.0.1:$NGINX_PORT;
        location /static/ { alias $work/www/; default_type application/json; }
$returns    }
}
NGINX
"${server_cpu[@]}" "$NGINX" -c "$work/nginx.conf"
sleep 0.5

# Prints "req/s p50 p99" for one wrk run.
measure() {
    local url=$1 connections=$2 threads
    threads=$((connections < 2 ? 1 : 2))
    [ "$PIN" = 1 ] && threads=1
    "${client_cpu[@]}" wrk -t"$threads" -c"$connections" -d"$DURATION" --latency "$url" 2>/dev/null | awk '
        /Requests\/sec/ { rps = $2 }
        /^ +50%/ { p50 = $2 }
        /^ +99%/ { p99 = $2 }
        END { printf "%s %s %s\n", rps, p50, p99 }'
}

printf "%-11s %5s  %12s %9s %9s  %12s %12s  %8s %8s\n" target conns navgraph_rps p50 p99 nginx_static nginx_return \
    vs_static vs_return
for target in "${targets[@]}"; do
    name=${target%%|*}
    path=${target#*|}
    for connections in $CONNECTIONS; do
        read -r ng_rps ng_p50 ng_p99 < <(measure "$base$path" "$connections")
        read -r st_rps _ _ < <(measure "http://127.0.0.1:$NGINX_PORT/static/$name.json" "$connections")
        read -r mem_rps _ _ < <(measure "http://127.0.0.1:$NGINX_PORT/mem/$name" "$connections")
        printf "%-11s %5s  %12s %9s %9s  %12s %12s  %8s %8s\n" "$name" "$connections" "$ng_rps" "$ng_p50" "$ng_p99" \
            "$st_rps" "$mem_rps" "$(awk -v a="$ng_rps" -v b="$st_rps" 'BEGIN { printf "%.2fx", a / b }')" \
            "$(awk -v a="$ng_rps" -v b="$mem_rps" 'BEGIN { printf "%.2fx", a / b }')"
    done
done
