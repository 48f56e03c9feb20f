#!/usr/bin/env bash
# Proves the Dockerfile's runtime stage without Docker: builds a `debootstrap --variant=minbase bookworm`
# root, runs the runtime stage's RUN step in it (the same packages, user and /data folder), copies the
# binary and the migrations where the build stage puts them, then starts `navgraph serve` inside the root
# (chroot, as uid 10001 with the stage's ENV) and asks `navgraph healthcheck` and an authorized request.
#
# Usage (as root): scripts/runtime-root.sh [ROOT_DIR]   (a new or empty folder; default: a temp folder)
#   NAVGRAPH_BIN=path   use this binary instead of building `swift build -c release --static-swift-stdlib`
#   MIRROR=url          Debian mirror (default: the first `deb.debian.org/debian`-like URI of apt's sources)
#   KEEP_ROOT=1         keep the root folder afterwards (it is removed otherwise when the script made it)
#   PORT=n              port to serve on inside the root (default: a free one)
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
dockerfile="$here/Dockerfile"
port=${PORT:-}
token=runtime-root-check

die() { echo "runtime-root: $*" >&2; exit 1; }
[[ $(id -u) == 0 ]] || die "run as root (debootstrap and chroot need it)"
command -v debootstrap > /dev/null || die "debootstrap is missing: apt-get install debootstrap"

# shellcheck source=scripts/lib/container-slim-root.sh
source "$here/scripts/lib/container-slim-root.sh"
MIRROR=$(debian_mirror)
[[ -n $MIRROR ]] || die "no Debian mirror in /etc/apt/sources.list*; set MIRROR"

# The runtime stage: everything after the last FROM. Its RUN step (continuation lines joined) and ENV pairs.
stage=$(awk '/^FROM /{buf=""} {buf=buf $0 "\n"} END{printf "%s", buf}' "$dockerfile")
run_step=$(printf '%s' "$stage" | awk '
    /^RUN /{collect=1; sub(/^RUN /, "")}
    collect{line=$0; more=sub(/\\$/, "", line); printf "%s ", line; if (!more) collect=0}')
[[ -n $run_step ]] || die "no RUN step in the Dockerfile's runtime stage"
mapfile -t env_pairs < <(printf '%s' "$stage" | awk '
    /^ENV /{collect=1; sub(/^ENV /, "")}
    collect{line=$0; more=sub(/\\$/, "", line); n=split(line, parts, " "); for (i=1;i<=n;i++) if (parts[i] != "") print parts[i]; if (!more) collect=0}')
grep -q 'COPY --from=build /usr/lib/swift' <<< "$stage" && die "the runtime stage still copies toolchain libraries"

if [[ -z ${NAVGRAPH_BIN:-} ]]; then
    (cd "$here" && swift build -c release --static-swift-stdlib --product navgraph)
    NAVGRAPH_BIN="$(cd "$here" && swift build -c release --static-swift-stdlib --show-bin-path)/navgraph"
fi
[[ -x $NAVGRAPH_BIN ]] || die "no binary at $NAVGRAPH_BIN"
if ldd "$NAVGRAPH_BIN" | grep -q 'libswift\|libFoundation\|lib_FoundationICU\|libdispatch'; then
    die "$NAVGRAPH_BIN links toolchain libraries dynamically; build with --static-swift-stdlib"
fi

# A fresh root every time: the stage's RUN step (useradd) runs once, as in a Docker build.
made_root=0
root=${1:-}
if [[ -z $root ]]; then
    root=$(mktemp -d /tmp/navgraph-runtime-root.XXXXXX)
    # mktemp makes it 0700: the root of the tree uid 10001 runs in must be open to it.
    chmod 0755 "$root"
    made_root=1
elif [[ -e $root && -n $(ls -A "$root") ]]; then
    die "$root is not empty; give a new folder"
fi
server_pid=
cleanup() {
    if [[ -n $server_pid ]]; then kill "$server_pid" 2> /dev/null || true; wait "$server_pid" 2> /dev/null || true; fi
    for mount in "$root/proc" "$root/dev"; do
        if mountpoint -q "$mount"; then umount "$mount"; fi
    done
    if [[ $made_root == 1 && ${KEEP_ROOT:-0} != 1 ]]; then rm -rf "$root"; fi
}
trap cleanup EXIT

started=$(date +%s)
echo "runtime-root: debootstrap --variant=minbase bookworm from $MIRROR"
make_slim_root "$root" "$MIRROR" || die "debootstrap failed"
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
cp /etc/resolv.conf "$root/etc/resolv.conf"

echo "runtime-root: RUN $run_step"
chroot "$root" /bin/sh -c "$run_step"

# What `COPY --from=build /out/ /` brings: the binary and the migrations, laid out as the build stage does.
install -D -s -m 0755 "$NAVGRAPH_BIN" "$root/usr/local/bin/navgraph"
install -d "$root/usr/local/share/navgraph"
rm -rf "$root/usr/local/share/navgraph/Migrations"
cp -R "$here/Migrations" "$root/usr/local/share/navgraph/Migrations"
# And the empty ICU data library the build stage makes for libxml2's libicuuc (the stage's dpkg path-exclude
# leaves Debian's out): scripts/images/navgraph/icudata-stub.c, for the ICU version libicuuc needs.
icuuc=$(find "$root/usr/lib" -name 'libicuuc.so.*.*' | head -n 1)
if [[ -n $icuuc && -z $(find "$root/usr/lib" -name 'libicudata.so.*') ]]; then
    soname=$(objdump -p "$icuuc" | awk '/NEEDED/ && /libicudata/ {print $2}')
    "${CC:-clang}" -shared -fPIC -O2 -nostdlib -Wl,-soname,"$soname" -DICU_DATA_SYMBOL="icudt${soname##*.}_dat" \
        -o "$(dirname "$icuuc")/$soname" "$here/scripts/images/navgraph/icudata-stub.c"
fi

# A port nobody listens on, so the healthcheck cannot be answered by another server on this machine.
if [[ -z $port ]]; then
    for _ in $(seq 1 50); do
        candidate=$((20000 + RANDOM % 30000))
        if [[ -z $(ss -ltnH "sport = :$candidate") ]]; then port=$candidate; break; fi
    done
    [[ -n $port ]] || die "no free port found"
fi

environment=(PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/data)
environment+=("${env_pairs[@]}")
environment+=("NAVGRAPH_PORT=$port" "NAVGRAPH_TOKEN=$token")
in_root() { chroot --userspec=10001:10001 "$root" /usr/bin/env -i "${environment[@]}" /bin/sh -c "cd /data && $*"; }

echo "runtime-root: navgraph serve (uid 10001, port $port)"
in_root "exec navgraph serve" > "$root.serve.log" 2>&1 &
server_pid=$!
healthy=0
for _ in $(seq 1 100); do
    kill -0 "$server_pid" 2> /dev/null || break
    # Ours, not another server's: the log says it listens before the healthcheck counts.
    if grep -q "listening on" "$root.serve.log" && in_root "navgraph healthcheck"; then healthy=1; break; fi
    sleep 0.1
done
if [[ $healthy != 1 ]]; then cat "$root.serve.log" >&2; rm -f "$root.serve.log"; die "navgraph healthcheck never passed"; fi
kill -0 "$server_pid" 2> /dev/null || die "navgraph serve exited"
echo "runtime-root: $(head -n 1 "$root.serve.log")"
echo "runtime-root: navgraph healthcheck: healthy"
status=$(curl -sS -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "http://127.0.0.1:$port/v1/projects")
[[ $status == 200 ]] || die "GET /v1/projects with the token answered $status"
status=$(curl -sS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/v1/projects")
[[ $status == 401 ]] || die "GET /v1/projects without the token answered $status, not 401"
echo "runtime-root: GET /v1/projects: 200 with the token, 401 without"
kill "$server_pid"
wait "$server_pid" || true
server_pid=
rm -f "$root.serve.log"

umount "$root/proc" "$root/dev"
echo "runtime-root: root $(du -sh "$root" | cut -f1), installed binary (stripped)" \
    "$(stat -c %s "$root/usr/local/bin/navgraph") bytes, built binary $(stat -c %s "$NAVGRAPH_BIN") bytes," \
    "$(($(date +%s) - started)) s"
