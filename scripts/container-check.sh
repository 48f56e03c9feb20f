#!/usr/bin/env bash
# Builds the Dockerfile with podman and checks the running container, then brings up examples/compose.yaml
# with podman-compose (PostgreSQL, two replicas, nginx). Run as root; CI runs it from .ci/run.
#
#  1. Makes the base images locally (no registry is reachable; scripts/lib/container-images.sh), kept
#     between runs while their recipe is unchanged.
#  2. Runs docs/docker.md's Docker block as written (`docker` is a function calling podman: `podman build
#     --format docker` keeps HEALTHCHECK, `--network host` lets its apt-get reach the mirror), then checks:
#     healthy, uid 10001, no Swift toolchain in the image, the README's curl session, `graph?format=svg`,
#     data kept across stop and start, and that `podman stop` (SIGTERM) drains requests in flight.
#  3. Runs the compose block of docs/postgresql-and-replicas.md as written (`docker compose` is podman-compose)
#     on the image built in step 2, and checks a write through nginx is read from both replicas, and that with
#     one replica stopped reads and writes still work through nginx.
#
# Host port 8080 is what the docs' blocks publish; when it is taken here, `docker run -p 8080:8080` and the
# compose file publish a free port instead and curl connects there (`--connect-to`), so the docs' URLs
# run unchanged. Everything it starts is removed on exit (by name), even on failure; KEEP_IMAGES=1 keeps
# the navgraph images (their layers make the next build fast).
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
started=$(date +%s)
say() { echo "container-check: $*"; }
die() { echo "container-check: FAIL: $*" >&2; exit 1; }
elapsed() { echo "$(($(date +%s) - started)) s"; }

[[ $(id -u) == 0 ]] || die "run as root (podman, buildah and debootstrap need it)"
for tool in podman buildah debootstrap podman-compose curl python3; do
    command -v "$tool" > /dev/null || die "$tool is missing (.ci/run installs it)"
done

# The names the docs' blocks use; nothing of these may exist before the run (they are removed after it).
image=navgraph
container=navgraph
volume=navgraph-data
project=navgraph
compose_file=examples/compose.yaml
export POSTGRES_PASSWORD=container-check-db NAVGRAPH_TOKEN=container-check
if podman container exists "$container" || podman volume exists "$volume" \
    || [[ -n $(podman ps -aq --filter "label=io.podman.compose.project=$project") ]]; then
    die "a container '$container', volume '$volume' or compose project '$project' exists already; remove it first"
fi

work=$(mktemp -d /tmp/navgraph-container-check.XXXXXX)
podman images -aq --no-trunc | sort -u > "$work/images-before"
podman volume ls -q | sort -u > "$work/volumes-before"
cleanup() {
    local status=$?
    set +e
    if [[ $status != 0 && -n $(podman ps -aq --filter "name=^$container\$") ]]; then
        echo "container-check: the container $(podman inspect --format '{{.State.Status}} (exit code {{.State.ExitCode}})' "$container"), its log:" >&2
        podman logs --tail 30 "$container" 2>&1 | sed 's/^/    /' >&2
    fi
    podman rm -f -v -t 0 "$container" > /dev/null 2>&1
    podman volume rm -f "$volume" > /dev/null 2>&1
    # The replicas' /data are anonymous volumes: `rm -v` removes them with their containers.
    local leftover
    leftover=$(podman ps -aq --filter "label=io.podman.compose.project=$project")
    # shellcheck disable=SC2086 # one id per word
    [[ -z $leftover ]] || podman rm -f -v -t 0 $leftover > /dev/null 2>&1
    podman-compose -p "$project" -f "$compose_file" down -v -t 1 > /dev/null 2>&1
    podman volume rm -f "${project}_pgdata" > /dev/null 2>&1
    podman network rm -f "${project}_default" > /dev/null 2>&1
    # Any anonymous volume (an image's VOLUME) this run made and nothing uses any more.
    local volumes
    volumes=$(comm -13 "$work/volumes-before" <(podman volume ls -q --filter dangling=true | sort -u))
    # shellcheck disable=SC2086 # one name per word
    [[ -z $volumes ]] || podman volume rm $volumes > /dev/null 2>&1
    if [[ ${KEEP_IMAGES:-0} != 1 ]]; then
        podman rmi -f "$image" navgraph:local > /dev/null 2>&1
        # The untagged intermediate images (the build's layer cache) this run made, by id; not the base
        # images, kept for the next run. A parent goes once its children have.
        local made
        for _ in 1 2 3; do
            made=$(comm -13 "$work/images-before" \
                <(podman images -a --no-trunc --format '{{.ID}} {{.Repository}}' | awk '$2 == "<none>" {print $1}' | sort -u))
            # shellcheck disable=SC2086 # one id per word
            [[ -z $made ]] || podman rmi $made > /dev/null 2>&1 || true
        done
    fi
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT

# runtime runc (crun fails on this machine's cgroup layout): /etc/containers/containers.conf, written by .ci/run.
runtime=$(podman info --format '{{.Host.OCIRuntime.Name}}')
say "podman $(podman version --format '{{.Client.Version}}'), runtime $runtime, $(podman-compose --version 2> /dev/null | head -n 1)"

# shellcheck source=scripts/lib/container-images.sh
source "$here/scripts/lib/container-images.sh"
make_base_images

# The host port the docs' 8080 becomes here.
listening() { (exec 3<> "/dev/tcp/127.0.0.1/$1") 2> /dev/null; }
port=8080
if listening 8080; then
    for _ in $(seq 1 50); do
        candidate=$((20000 + RANDOM % 30000))
        if ! listening "$candidate"; then port=$candidate; break; fi
    done
    [[ $port != 8080 ]] || die "no free port found"
    say "port 8080 is taken here: publishing $port instead"
fi
export NAVGRAPH_HTTP_PORT=$port

# What the docs' blocks call. `docker compose` is podman-compose with the same build flags as `docker build`.
docker() {
    local command=$1
    shift
    case $command in
        build) podman build --format docker --network host "$@" ;;
        run)
            local arguments=()
            for argument in "$@"; do
                [[ $argument == 8080:8080 ]] && argument=127.0.0.1:$port:8080
                arguments+=("$argument")
            done
            podman run "${arguments[@]}"
            ;;
        compose) compose "$@" ;;
        *) podman "$command" "$@" ;;
    esac
}
curl() { command curl --connect-to "127.0.0.1:8080:127.0.0.1:$port" "$@"; }

# compose ARGS: podman-compose with the same build flags as `docker build`. Podman 4.3 (Debian bookworm's)
# cannot wait for a dependency to be healthy, so podman-compose starts every service at once and a replica
# whose database is not up yet exits; for `up`, this creates the containers (`--no-start`) and then starts
# each service once the services it depends on are healthy, as Docker Compose does.
compose() {
    local arguments=() file=compose.yaml up=0 previous=
    for argument in "$@"; do
        [[ $previous == -f ]] && file=$argument
        arguments+=("$argument")
        if [[ $argument == up ]]; then up=1; arguments+=(--no-start); fi
        previous=$argument
    done
    podman-compose --podman-build-args "--format docker --network host" "${arguments[@]}"
    [[ $up == 1 ]] || return 0
    local project_name=${COMPOSE_PROJECT_NAME:-}
    for ((i = 0; i + 1 < ${#arguments[@]}; i++)); do
        if [[ ${arguments[i]} == -p ]]; then project_name=${arguments[i + 1]}; fi
    done
    local service id
    for service in $(compose_start_order "$file"); do
        for id in $(podman ps -aq --filter "label=io.podman.compose.project=$project_name" \
            --filter "label=com.docker.compose.service=$service"); do
            podman start "$id" > /dev/null
            if podman inspect --format '{{.Config.Healthcheck}}' "$id" | grep -vq '^<nil>$'; then
                wait_healthy "$id"
            fi
        done
    done
}

# compose_start_order FILE: the compose file's services, each after those it depends on.
compose_start_order() {
    python3 - "$1" << 'EOF_PY'
import sys, yaml
services = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))["services"]
order = []
def visit(name, path=()):
    if name in order: return
    if name in path: sys.exit("compose: depends_on cycle through %s" % name)
    for dependency in services[name].get("depends_on") or []:
        visit(dependency, path + (name,))
    order.append(name)
for name in services: visit(name)
print(" ".join(order))
EOF_PY
}

# doc_block FILE NAME: the shell block after the `<!-- container-check: NAME ... -->` marker in FILE (a doc).
doc_block() {
    python3 - "$1" "$2" << 'EOF_PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
found = re.search(r"<!-- container-check: %s\b[^\n]*-->\n```sh\n(.*?)```" % re.escape(sys.argv[2]), text, re.S)
if not found:
    sys.exit("container-check: FAIL: %s has no container-check: %s block" % (sys.argv[1], sys.argv[2]))
print(found.group(1), end="")
EOF_PY
}

# run_block TEXT: runs a doc's block in bash with -euo pipefail (stopping at its first failure), with the
# functions above; the variables it exports (NAVGRAPH_TOKEN) are exported here afterwards.
run_block() {
    export -f docker curl compose compose_start_order wait_healthy die
    export port
    bash -euo pipefail -c "$1"$'\n'"export -p > '$work/block.env'" || return 1
    eval "$(grep -E '^declare -x (NAVGRAPH_TOKEN|POSTGRES_PASSWORD)=' "$work/block.env" | sed 's/^declare -x/declare -gx/')"
}

# wait_healthy CONTAINER: runs its HEALTHCHECK until it passes (podman schedules healthchecks with systemd
# timers, and there is no systemd here, so this does the timer's job), for at most 60 s.
wait_healthy() {
    for _ in $(seq 1 120); do
        if podman healthcheck run "$1" > /dev/null 2>&1; then return 0; fi
        sleep 0.5
    done
    die "$1 never became healthy"
}
health_status() { podman inspect --format '{{.State.Healthcheck.Status}}' "$1"; }
base=http://127.0.0.1:8080

# ---- 2. The image and its container
block=$(doc_block docs/docker.md docker)
say "the Docker block of docs/docker.md:"
printf '%s\n' "$block" | sed 's/^/    /'
build_started=$(date +%s)
run_block "$block" > "$work/docker-block.log" 2>&1 || { tail -n 40 "$work/docker-block.log" >&2; die "the Docker block of docs/docker.md failed"; }
grep -E '^(STEP|COMMIT|Successfully)' "$work/docker-block.log" | tail -n 3 | sed 's/^/    /'
say "Docker block ran in $(($(date +%s) - build_started)) s (build included)"
authorized=(-H "Authorization: Bearer $NAVGRAPH_TOKEN")

wait_healthy "$container"
[[ $(health_status "$container") == healthy ]] || die "HEALTHCHECK status is $(health_status "$container"), not healthy"
podman image inspect --format '{{.Config.Healthcheck}}' "$image" | grep -q healthcheck \
    || die "the image has no HEALTHCHECK (built without --format docker?)"
say "HEALTHCHECK: healthy"
pid=$(podman inspect --format '{{.State.Pid}}' "$container")
uid=$(awk '/^Uid:/{print $2}' "/proc/$pid/status")
[[ $uid == 10001 ]] || die "the server runs as uid $uid, not 10001"
say "the server runs as uid $uid"

mount=$(podman image mount "$image")
toolchain=$(find "$mount" -xdev \( -name swift -o -name swiftc -o -name 'libswiftCore.so*' \) -print | head -n 5)
dot_libraries=$(find "$mount/usr/lib" -name 'libcairo*' -o -name 'libpango*' -o -name 'libX11*' -o -name 'libgd.so*' | head -n 5)
binary_size=$(stat -c %s "$mount/usr/local/bin/navgraph")
podman image unmount "$image" > /dev/null
[[ -z $toolchain ]] || die "the image holds Swift toolchain files: ${toolchain//$mount/}"
[[ -z $dot_libraries ]] || die "the image holds Graphviz's drawing libraries it does not need: ${dot_libraries//$mount/}"
say "the image holds no swift, swiftc or libswiftCore.so, and no cairo, pango, X11 or gd"

size=$(podman image inspect --format '{{.Size}}' "$image")
base_size=$(podman image inspect --format '{{.Size}}' docker.io/library/debian:bookworm-slim)
say "image size: $((size / 1000000)) MB ($size bytes; debian:bookworm-slim $((base_size / 1000000)) MB, navgraph binary $((binary_size / 1000000)) MB)"
# The layers that hold anything (what this image adds to the slim base, and the base).
podman history --format '{{.Size}}\t{{.CreatedBy}}' "$image" | grep -v '^0 B' | cut -c1-140 | sed 's/^/    /'

# Data written by the Docker block survives stop and start on the volume.
podman stop -t 15 "$container" > /dev/null
podman start "$container" > /dev/null
wait_healthy "$container"
status=$(curl -sS -o /dev/null -w '%{http_code}' "${authorized[@]}" "$base/v1/projects/demo/storyboards/Main")
[[ $status == 200 ]] || die "after podman stop and start, GET .../demo/storyboards/Main answered $status, not 200"
say "after podman stop and start the Docker block's storyboard is still there"

# The README's main curl session, unchanged: BASE is the container, the token comes from a .curlrc.
curl -sS --fail-with-body -o /dev/null -X DELETE "${authorized[@]}" "$base/v1/projects/demo"
mkdir -p "$work/curl" "$work/out"
printf 'header = "Authorization: Bearer %s"\nconnect-to = "127.0.0.1:8080:127.0.0.1:%s"\n' \
    "$NAVGRAPH_TOKEN" "$port" > "$work/curl/.curlrc"
python3 - > "$work/session.sh" << 'EOF_PY'
import re
text = open("README.md", encoding="utf-8").read()
found = re.search(r"<!-- curl-session[^\n]*\n```sh\n(.*?)```", text, re.S)
print(found.group(1), end="")
EOF_PY
CURL_HOME=$work/curl BASE=$base OUT=$work/out bash -euo pipefail "$work/session.sh" > "$work/session.log" 2>&1 \
    || { tail -n 20 "$work/session.log" >&2; die "the README's curl session failed against the container"; }
[[ -s $work/out/Storyboards.swift && -s $work/out/navgraph.dot ]] || die "the curl session wrote no generated files"
say "the README's curl session passed against the container ($(grep -c '^curl' "$work/session.sh") curl commands)"
command curl -sS --fail-with-body --connect-to "127.0.0.1:8080:127.0.0.1:$port" "${authorized[@]}" \
    "$base/v1/projects/demo/graph?format=svg" -o "$work/graph.svg" || die "graph?format=svg failed in the container"
{ grep -q '<svg' "$work/graph.svg" && grep -q 'HomeViewController' "$work/graph.svg"; } \
    || die "graph?format=svg answered no SVG drawing of the project: $(head -c 300 "$work/graph.svg")"
say "graph?format=svg: $(stat -c %s "$work/graph.svg") bytes of SVG drawn by the container's dot"

# SIGTERM drains: slow uploads in flight when `podman stop` is sent all get their full answer.
command curl -sS --fail-with-body -o /dev/null --connect-to "127.0.0.1:8080:127.0.0.1:$port" -X POST \
    "${authorized[@]}" -H 'Content-Type: application/json' -d '{"name":"drain"}' "$base/v1/projects"
# Main.storyboard with a 40 KB comment after its root element: about 4 s at 12 KB/s, well above the server's
# minimum body rate, and well within its 10 s drain timeout.
{ cat examples/Main.storyboard; printf '<!-- %s -->\n' "$(head -c 40000 /dev/zero | tr '\0' x)"; } > "$work/slow.storyboard"
uploads=4
for i in $(seq 1 "$uploads"); do
    command curl -sS --connect-to "127.0.0.1:8080:127.0.0.1:$port" --limit-rate 12k -o "$work/upload-$i.json" \
        -w '%{http_code}' -X PUT "${authorized[@]}" -H 'Content-Type: application/xml' \
        --data-binary "@$work/slow.storyboard" "$base/v1/projects/drain/storyboards/Upload$i" \
        > "$work/upload-$i.status" 2> "$work/upload-$i.err" &
done
sleep 1
stop_started=$(date +%s%N)
podman stop -t 15 "$container" > /dev/null
stop_ms=$((($(date +%s%N) - stop_started) / 1000000))
wait
for i in $(seq 1 "$uploads"); do
    [[ $(cat "$work/upload-$i.status") == 201 ]] \
        || die "upload $i in flight during podman stop got $(cat "$work/upload-$i.status") $(cat "$work/upload-$i.err")"
done
[[ $(podman inspect --format '{{.State.ExitCode}}' "$container") == 0 ]] \
    || die "navgraph exited with $(podman inspect --format '{{.State.ExitCode}}' "$container") on SIGTERM"
podman start "$container" > /dev/null
wait_healthy "$container"
stored=$(curl -sS --fail-with-body "${authorized[@]}" "$base/v1/projects/drain/storyboards" | grep -o '"name":"Upload[0-9]*"' | sort -u | wc -l)
[[ $stored == "$uploads" ]] || die "$stored of $uploads uploads in flight during podman stop are stored"
say "podman stop (SIGTERM) with $uploads slow uploads in flight: stopped in $stop_ms ms, exit 0, all $uploads answered 201 and stored"
podman rm -f -v -t 0 "$container" > /dev/null
podman volume rm -f "$volume" > /dev/null

# ---- 3. Compose: PostgreSQL, two replicas on the image above, nginx
make_compose_images
podman tag "$image" navgraph:local
block=$(doc_block docs/postgresql-and-replicas.md compose)
say "the compose block of docs/postgresql-and-replicas.md:"
printf '%s\n' "$block" | sed 's/^/    /'
compose_started=$(date +%s)
run_block "$block" > "$work/compose-block.log" 2>&1 || { tail -n 40 "$work/compose-block.log" >&2; die "the compose block of docs/postgresql-and-replicas.md failed"; }
say "compose block ran in $(($(date +%s) - compose_started)) s"
authorized=(-H "Authorization: Bearer $NAVGRAPH_TOKEN")

service_container() {
    podman ps -q --filter "label=io.podman.compose.project=$project" --filter "label=com.docker.compose.service=$1"
}
container_ip() { podman inspect --format '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "$1"; }
replica_a=$(service_container replica-a)
replica_b=$(service_container replica-b)
[[ -n $replica_a && -n $replica_b ]] || die "compose started no replica-a or replica-b"
for replica in "$replica_a" "$replica_b"; do wait_healthy "$replica"; done
ip_a=$(container_ip "$replica_a")
ip_b=$(container_ip "$replica_b")

via_nginx() { curl -sS --fail-with-body "${authorized[@]}" "$@"; }
via_nginx -o /dev/null -X POST -H 'Content-Type: application/json' -d '{"name":"replicated"}' "$base/v1/projects"
via_nginx -o /dev/null -X PUT -H 'Content-Type: application/xml' --data-binary @examples/Main.storyboard \
    "$base/v1/projects/replicated/storyboards/Main"
written=$(date +%s%N)
seen=()
for ip in "$ip_a" "$ip_b"; do
    # Each replica directly, polled for at most 10 s: the other one learns of the write by NOTIFY.
    for _ in $(seq 1 100); do
        answer=$(command curl -sS "${authorized[@]}" "http://$ip:8080/v1/projects/replicated/lookup?class=ProfileViewController")
        if grep -q '"storyboard":"Main"' <<< "$answer"; then break; fi
        sleep 0.1
    done
    grep -q '"storyboard":"Main"' <<< "$answer" || die "replica $ip does not answer the lookup written through nginx: $answer"
    seen+=("$ip after $((($(date +%s%N) - written) / 1000000)) ms")
done
say "a write through nginx is read from both replicas (${seen[0]}, ${seen[1]})"

podman stop -t 15 "$replica_b" > /dev/null
for i in 1 2 3 4; do
    via_nginx -o /dev/null -X PUT -H 'Content-Type: application/xml' --data-binary @examples/Settings.storyboard \
        "$base/v1/projects/replicated/storyboards/Settings$i" || die "write $i through nginx failed with replica-b stopped"
    via_nginx -o /dev/null "$base/v1/projects/replicated/storyboards/Settings$i" \
        || die "read $i through nginx failed with replica-b stopped"
done
say "with replica-b stopped, 4 writes and 4 reads through nginx succeeded"
say "all checks passed in $(elapsed)"
