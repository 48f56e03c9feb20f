#!/usr/bin/env bash
# The arm64 SHA-256 rounds (Sources/CSHA256, the Armv8 SHA2 instructions every Apple arm64 Mac runs) checked
# on this x86-64 machine: scripts/arm64/sha256-check.c is built with the Swift toolchain's clang for
# aarch64-linux-gnu, run under qemu-user, and its digests of messages of every padding case (0 to 130 bytes,
# then 1 KB, 64 KB and 1 MB of random bytes) must be those of coreutils' sha256sum. The same program built for
# this machine checks the x86 SHA extensions the same way when the processor has them. Installs qemu-user and
# the arm64 C library (Debian packages) when missing.
#
#   bash scripts/arm64-sha256-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v qemu-aarch64 >/dev/null 2>&1 || [ ! -d /usr/aarch64-linux-gnu/lib ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq qemu-user libc6-dev-arm64-cross libgcc-12-dev-arm64-cross >/dev/null
fi
clang="$(dirname "$(readlink -f "$(command -v swift)")")/clang"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for length in $(seq 0 130) 1000 65536 1048576; do
    head -c "$length" /dev/urandom >"$work/m$length"
done
files=("$work"/m*)
(cd "$work" && sha256sum "${files[@]##*/}") | sort >"$work/expected"

check() {
    local name=$1
    shift
    (cd "$work" && "$@" "${files[@]##*/}") | sort >"$work/$name.out"
    if ! diff -q "$work/expected" "$work/$name.out" >/dev/null; then
        echo "arm64-sha256-check: $name digests differ from sha256sum:" >&2
        diff "$work/expected" "$work/$name.out" | head -5 >&2
        exit 1
    fi
    echo "arm64-sha256-check: $name: ${#files[@]} messages, every digest is sha256sum's"
}

"$clang" --target=aarch64-linux-gnu -fuse-ld=lld -O2 -static \
    -I Sources/CSHA256/include Sources/CSHA256/sha256_hardware.c scripts/arm64/sha256-check.c -lm -o "$work/check-arm64"
check "arm64 (qemu-aarch64)" qemu-aarch64 "$work/check-arm64"

"$clang" -O2 -I Sources/CSHA256/include Sources/CSHA256/sha256_hardware.c scripts/arm64/sha256-check.c \
    -lm -o "$work/check-host"
if grep -qw sha_ni /proc/cpuinfo; then
    check "x86-64 (SHA extensions)" "$work/check-host"
else
    echo "arm64-sha256-check: skipped x86-64: this processor has no SHA extensions"
fi
