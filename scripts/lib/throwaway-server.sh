# Sourced by the scripts that test a live `navgraph serve` (schemathesis.sh, browser-test.sh,
# release-smoke.sh): builds the binary ($BUILD, default debug) into $binary unless $binary is set already,
# makes a work folder $work that is removed on exit, and starts and stops the server.

if [ -z "${binary:-}" ]; then
    BUILD=${BUILD:-debug}
    swift build -c "$BUILD" --product navgraph >/dev/null
    binary="$(swift build -c "$BUILD" --show-bin-path)/navgraph"
fi

work="$(mktemp -d)"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then
        kill -TERM "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# serve_until_healthy PORT ARGS...: starts `navgraph serve --port PORT ARGS...` (its log in $work/server.log)
# and waits until /healthz answers; exits with the log when the server dies first.
serve_until_healthy() {
    local port=$1
    shift
    "$binary" serve --port "$port" "$@" 2>"$work/server.log" &
    server_pid=$!
    for _ in $(seq 1 100); do
        curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && return 0
        kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log"; exit 1; }
        sleep 0.1
    done
    echo "navgraph did not answer /healthz on port $port" >&2
    cat "$work/server.log"
    exit 1
}
