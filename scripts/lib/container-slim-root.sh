# shellcheck shell=bash
# Sourced by runtime-root.sh and container-images.sh: a Debian bookworm root made the way the official
# debian:bookworm-slim image is (`debootstrap --variant=minbase`, then its slim trimming), from the mirror
# apt already uses, so it works wherever apt does.

# debian_mirror: prints $MIRROR, else the first `deb.debian.org/debian`-like URI of apt's sources.
debian_mirror() {
    if [[ -n ${MIRROR:-} ]]; then echo "$MIRROR"; return; fi
    grep -hE '^(URIs:|deb )' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources 2> /dev/null \
        | grep -oE 'https?://[^ ]+/debian/?' | grep -v security | head -n 1 || true
}

# debian_security_mirror: the security archive apt uses (empty when apt's sources name none).
debian_security_mirror() {
    grep -hE '^(URIs:|deb )' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources 2> /dev/null \
        | grep -oE 'https?://[^ ]+/debian-security/?' | head -n 1 || true
}

# make_slim_root ROOT MIRROR: debootstraps bookworm into the empty folder ROOT and trims it like the slim
# image: no cached .deb files or apt caches (its apt docker-clean settings), no apt lists, and no docs, man
# pages or locales (its dpkg path-excludes, which also hold for packages installed later).
make_slim_root() {
    local root=$1 mirror=$2 log
    log=$(mktemp)
    debootstrap --variant=minbase bookworm "$root" "$mirror" > "$log" 2>&1 \
        || { tail -n 20 "$log" >&2; rm -f "$log"; echo "debootstrap failed" >&2; return 1; }
    rm -f "$log"
    chroot "$root" apt-get clean
    cat > "$root/etc/apt/apt.conf.d/docker-clean" << 'EOF_CLEAN'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF_CLEAN
    cat > "$root/etc/dpkg/dpkg.cfg.d/slim" << 'EOF_SLIM'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
EOF_SLIM
    find "$root/usr/share/doc" -mindepth 2 ! -name copyright ! -type d -delete
    rm -rf "$root/usr/share/man"/* "$root/usr/share/info"/* "$root/usr/share/locale"/* "$root/var/lib/apt/lists"/*
}
