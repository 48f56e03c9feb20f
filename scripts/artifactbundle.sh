#!/usr/bin/env bash
# Builds navgraph-offline.artifactbundle: the plugins' tool prebuilt, in the format SwiftPM reads for a
# `.binaryTarget` (SE-0305, as SwiftLint and SwiftGen ship theirs): `info.json` with schemaVersion "1.0", one
# executable artifact, one variant per build with its path and supported triples. A package whose plugin
# depends on that binary target compiles nothing of NavGraph on its first build.
#
#   bash scripts/artifactbundle.sh [OUTPUT_DIR]    (default .build/artifactbundle; prints the bundle's path)
#
# On Linux: a release build for this machine with the Swift runtime linked in (--static-swift-stdlib; libxml2
# stays the system's). On macOS: one universal binary for arm64 and x86_64. Zip the bundle for a release and
# give its URL and checksum (`swift package compute-checksum`) to `.binaryTarget(name:url:checksum:)`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/.build/artifactbundle}
version=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' "$root/Sources/NavGraphOffline/OfflineCommands.swift")
[ -n "$version" ] || { echo "artifactbundle.sh: no version in OfflineCommands.swift" >&2; exit 70; }
case "$(uname -s)" in
Darwin)
    flags=(-c release --arch arm64 --arch x86_64)
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    variant="navgraph-offline-$version-macos"
    ;;
Linux)
    flags=(-c release --static-swift-stdlib)
    triples="\"$(uname -m)-unknown-linux-gnu\""
    variant="navgraph-offline-$version-linux-$(uname -m)"
    ;;
*)
    echo "artifactbundle.sh: no recipe for $(uname -s)" >&2
    exit 69
    ;;
esac
swift build --package-path "$root" "${flags[@]}" --product navgraph-offline >&2
bin=$(swift build --package-path "$root" "${flags[@]}" --show-bin-path)
bundle="$out/navgraph-offline.artifactbundle"
rm -rf "$bundle"
mkdir -p "$bundle/$variant/bin"
cp "$bin/navgraph-offline" "$bundle/$variant/bin/navgraph-offline"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "navgraph-offline": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "$variant/bin/navgraph-offline", "supportedTriples": [$triples] }
      ]
    }
  }
}
JSON
echo "$bundle"
