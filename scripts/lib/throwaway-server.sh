# Sourced by the scripts that run a live `navgraph serve` (schemathesis.sh, browser-test.sh, release-smoke.sh
# and the shell benchmarks in Benchmarks/): builds the binary ($BUILD, default debug; `make-release` for
# `make release`) into $binary unless $binary or NAVGRAPH_BIN is set already, makes a work folder $work that is removed on exit, and starts and stops the server.
#
#   serve_until_healthy PORT ARGS...   start `navgraph serve --port PORT ARGS...`, wait for /healthz
#   serve_beside BINARY PORT ARGS...   one more server (BINARY's), stopped at exit, not tracked by stop_server
#   stop_server                        SIGTERM the server started last and wait for it (again: nothing)
#   server_prefix=(taskset -c 0)       a command the server runs under (empty by default)
#   health_wait=30                     seconds to wait for /healthz (default 10)
#   on_exit COMMAND...                 run COMMAND at exit too, before $work goes (e.g. stop a cluster)

binary=${binary:-${NAVGRAPH_BIN:-}}
if [ -z "$binary" ] && [ "${BUILD:-}" = make-release ]; then
    # The binary `make run` and the Docker image ship (statically linked standard library).
    make -s release >/dev/null
    binary="$(swift build -c release --show-bin-path)/navgraph"
elif [ -z "$binary" ]; then
    BUILD=${BUILD:-debug}
    swift build -c "$BUILD" --product navgraph >/dev/null
    binary="$(swift build -c "$BUILD" --show-bin-path)/navgraph"
fi

work="$(mktemp -d)"
server_pid=""
server_prefix=()
health_wait=${health_wait:-10}
exit_hooks=()

on_exit() {
    exit_hooks+=("$(printf '%q ' "$@")")
}

stop_server() {
    if [ -n "$server_pid" ]; then
        kill -TERM "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    server_pid=""
}

cleanup() {
    stop_server
    local hook
    for hook in "${exit_hooks[@]}"; do eval "$hook" || true; done
    rm -rf "$work"
}
trap cleanup EXIT

# serve_until_healthy PORT ARGS...: starts `navgraph serve --port PORT ARGS...` (its log appended to
# $work/server.log) and waits until /healthz answers; exits with the log when the server dies first.
serve_until_healthy() {
    local port=$1
    shift
    "${server_prefix[@]}" "$binary" serve --port "$port" "$@" 2>>"$work/server.log" &
    server_pid=$!
    await_health "$port" "$server_pid" "$work/server.log"
}

# serve_beside BINARY PORT ARGS...: one more server, `BINARY serve --port PORT ARGS...`, beside the one
# serve_until_healthy tracks (another backend, a patched build), its log appended to $work/beside.log;
# waits until /healthz answers, and stops it at exit.
serve_beside() {
    local server=$1 port=$2 pid
    shift 2
    "$server" serve --port "$port" "$@" 2>>"$work/beside.log" &
    pid=$!
    on_exit kill -TERM "$pid"
    await_health "$port" "$pid" "$work/beside.log"
}

# await_health PORT PID LOG: waits until /healthz on PORT answers; exits with LOG when process PID dies first
# or health_wait seconds pass.
await_health() {
    for _ in $(seq 1 $((health_wait * 10))); do
        curl -fsS "http://127.0.0.1:$1/healthz" >/dev/null 2>&1 && return 0
        kill -0 "$2" 2>/dev/null || { cat "$3"; exit 1; }
        sleep 0.1
    done
    echo "navgraph did not answer /healthz on port $1" >&2
    cat "$3"
    exit 1
}
