#!/usr/bin/env bash
# Prints, one per line, the suites under Tests/ (or the folders given) tagged `.inProcess`: every test runs
# in-process and never reaches an event loop (Tests/TestSupport/Tags.swift). scripts/test-both-backends.sh
# leaves them out of its poll(2) pass; the tag lives on the suite, so a suite that moves takes it along, and
# TestServer(.socket) inside a tagged suite records an issue. Usage: scripts/in-process-suites.sh [FOLDER...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -eq 0 ]; then set -- "$root/Tests"; fi
# `@Suite(... .tags(... .inProcess ...) ...)` up to the `struct NAME` it annotates (same line or a later one).
find "$@" -name '*.swift' -print0 | sort -z | xargs -0 awk '
    /@Suite/ { suite = 1; tagged = 0 }
    suite && /\.inProcess/ { tagged = 1 }
    suite && match($0, /struct [A-Za-z_][A-Za-z0-9_]*/) {
        if (tagged) print substr($0, RSTART + 7, RLENGTH - 7)
        suite = 0; tagged = 0
    }
' | sort -u
