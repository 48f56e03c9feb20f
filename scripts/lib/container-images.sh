# shellcheck shell=bash
# Sourced by container-check.sh: makes, locally, the base images the Dockerfile and examples/compose.yaml
# name, since no registry is reachable here. Each carries a label with a hash of its recipe (these files, the
# toolchain's version); an image whose label matches is kept, so a second run on one machine is fast.
#   debian:bookworm-slim   debootstrap --variant=minbase bookworm, trimmed like the official slim image
#   swift:6.3-bookworm     that root, the packages the official swift:bookworm image installs, and the Swift
#                          toolchain installed on this machine (the folder holding `swift`)
#   postgres:15-bookworm   scripts/images/postgres (Debian's postgresql-15)
#   nginx:1.27-bookworm    scripts/images/nginx (Debian's nginx)

# shellcheck disable=SC2154 # $here, the repository root, is the sourcing script's
images_dir="$here/scripts/images"
# shellcheck source=scripts/lib/container-slim-root.sh
source "$here/scripts/lib/container-slim-root.sh"
recipe_label=org.navgraph.recipe

# recipe_hash WHAT...: a short hash of what makes an image: the named functions' text (`declare -f`), the
# files named, and the slim root's recipe, which every image here starts from.
recipe_hash() {
    local what
    {
        cat "$here/scripts/lib/container-slim-root.sh"
        for what in "$@"; do
            if [[ -e $what ]]; then cat "$what"; else declare -f "$what"; fi
        done
    } | sha256sum | cut -c1-16
}

# image_current NAME HASH: true when the image exists with this recipe hash.
image_current() {
    [[ $(podman image inspect --format "{{index .Labels \"$recipe_label\"}}" "$1" 2> /dev/null) == "$2" ]]
}

make_debian_slim() {
    local name=docker.io/library/debian:bookworm-slim hash root mirror security
    hash=$(recipe_hash make_debian_slim)
    if image_current "$name" "$hash"; then echo "base: $name (kept, recipe $hash)"; return; fi
    mirror=$(debian_mirror)
    [[ -n $mirror ]] || { echo "no Debian mirror in /etc/apt/sources.list*; set MIRROR" >&2; return 1; }
    security=$(debian_security_mirror)
    echo "base: $name from debootstrap --variant=minbase bookworm ($mirror)"
    root=$(mktemp -d /tmp/navgraph-slim.XXXXXX)
    make_slim_root "$root" "$mirror"
    # The official image's sources: the release, its updates and, where apt here has it, security.
    rm -f "$root/etc/apt/sources.list"
    {
        printf 'Types: deb\nURIs: %s\nSuites: bookworm bookworm-updates\nComponents: main\n' "$mirror"
        printf 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n'
        if [[ -n $security ]]; then
            printf '\nTypes: deb\nURIs: %s\nSuites: bookworm-security\nComponents: main\n' "$security"
            printf 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n'
        fi
    } > "$root/etc/apt/sources.list.d/debian.sources"
    : > "$root/etc/resolv.conf"
    : > "$root/etc/hostname"
    tar --numeric-owner --xattrs -C "$root" -cf - . \
        | podman import -q --change 'CMD ["bash"]' --change "LABEL $recipe_label=$hash" - "$name" > /dev/null
    rm -rf "$root"
}

make_swift() {
    local name=docker.io/library/swift:6.3-bookworm hash toolchain ctr mnt
    # The toolchain's version too: a newer one installed here makes a new image.
    hash=$(recipe_hash make_debian_slim make_swift <(swift --version 2>&1))
    if image_current "$name" "$hash"; then echo "base: $name (kept, recipe $hash)"; return; fi
    toolchain=$(dirname "$(dirname "$(command -v swift)")")
    [[ -x $toolchain/bin/swift ]] || { echo "no Swift toolchain found (swift on PATH)" >&2; return 1; }
    echo "base: $name from debian:bookworm-slim and the toolchain in $toolchain"
    ctr=$(buildah from --pull-never docker.io/library/debian:bookworm-slim)
    buildah run --network host "$ctr" -- sh -c 'apt-get update -qq \
        && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends binutils git gnupg2 \
           libc6-dev libcurl4-openssl-dev libedit2 libgcc-12-dev libncurses-dev libpython3-dev libsqlite3-0 \
           libstdc++-12-dev libxml2-dev libz3-dev pkg-config tzdata unzip zlib1g-dev ca-certificates > /dev/null \
        && rm -rf /var/lib/apt/lists/*'
    mnt=$(buildah mount "$ctr")
    cp -a "$toolchain/." "$mnt/usr/"
    buildah umount "$ctr" > /dev/null
    # The toolchain runs on these packages (or the image is not made).
    buildah run "$ctr" -- swift --version > /dev/null
    buildah config --label "$recipe_label=$hash" --cmd bash "$ctr"
    buildah commit --rm -q "$ctr" "$name" > /dev/null
}

# make_from_containerfile NAME FOLDER: podman build of FOLDER/Containerfile on the local slim base.
make_from_containerfile() {
    local name=$1 folder=$2 hash
    hash=$(recipe_hash make_debian_slim make_from_containerfile "$folder"/*)
    if image_current "$name" "$hash"; then echo "base: $name (kept, recipe $hash)"; return; fi
    echo "base: $name from $folder"
    podman build -q --pull=never --network host --format docker --label "$recipe_label=$hash" \
        -t "$name" "$folder" > /dev/null
}

make_base_images() {
    make_debian_slim
    make_swift
}

make_compose_images() {
    make_from_containerfile docker.io/library/postgres:15-bookworm "$images_dir/postgres"
    make_from_containerfile docker.io/library/nginx:1.27-bookworm "$images_dir/nginx"
}
