#!/usr/bin/env bash
# Every test once (the storage conformance suites run each test against SQLite and PostgreSQL), then the HTTP
# server's suite and the API suite (whose servers listen on real sockets) again on poll(2), the event backend
# macOS uses (NAVGRAPH_TEST_POLLER=poll), then the API suite a second time with its servers on PostgreSQL
# (NAVGRAPH_TEST_BACKEND=postgres). Run inside
# scripts/with-postgres.sh (as `make test` does); without NAVGRAPH_TEST_POSTGRES the second pass is skipped
# with its reason, as the PostgreSQL test cases are.
# Usage: scripts/test-both-backends.sh [SWIFT]        run the three passes
#        scripts/test-both-backends.sh --list [SWIFT] print the suites each pass runs (built tests, nothing run)
set -euo pipefail
list=false
if [ "${1:-}" = "--list" ]; then
    list=true
    shift
fi
swift=${1:-swift}
# DiskFullTests fills a tmpfs under the SQLite file, whatever the server waits with or whichever backend the
# API suite is on: it runs in the first pass only.
# The suites tagged `.inProcess` (every test in-process, TestServer() without .socket) never reach an event
# loop, so the poll(2) pass leaves them out; the list is read from the tags in the test files, never kept here.
in_process=$("$(dirname "$0")/in-process-suites.sh" | paste -sd '|' -)
poll_filter='HTTPServerTests|NavGraphAPITests'
poll_skip="DiskFullTests|(HTTPServerTests|NavGraphAPITests)\.(${in_process:-NoSuchSuite})(/|$)"
if $list; then
    # One line per suite (`Module.Suite`) a pass runs, from `swift test list` filtered as the pass filters.
    suites() { "$swift" test list --skip-build | grep -E "$1" | grep -vE "$2" | sed 's|/.*||' | sort -u; }
    echo "== pass 1: every suite"
    suites '.' '^$'
    echo "== pass 2: on poll(2)"
    suites "$poll_filter" "$poll_skip"
    echo "== pass 3: the API suites on PostgreSQL"
    suites NavGraphAPITests DiskFullTests
    exit 0
fi
"$swift" test --parallel
echo "== the HTTP server and API suites again, their servers on poll(2) (the macOS backend)" >&2
NAVGRAPH_TEST_POLLER=poll "$swift" test --parallel --filter "$poll_filter" --skip "$poll_skip"
if [ -z "${NAVGRAPH_TEST_POSTGRES:-}" ]; then
    echo "skipped: the API suite on PostgreSQL (NAVGRAPH_TEST_POSTGRES is not set; scripts/with-postgres.sh sets it)" >&2
    exit 0
fi
echo "== the API suite again, its servers on PostgreSQL" >&2
NAVGRAPH_TEST_BACKEND=postgres "$swift" test --parallel --filter NavGraphAPITests --skip DiskFullTests
