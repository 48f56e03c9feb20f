#!/usr/bin/env bash
# Every test once (the storage conformance suites run each test against SQLite and PostgreSQL), then the HTTP
# server's suite and the API suite (whose servers listen on real sockets) again on poll(2), the event backend
# macOS uses (NAVGRAPH_TEST_POLLER=poll), then the API suite a second time with its servers on PostgreSQL
# (NAVGRAPH_TEST_BACKEND=postgres). Run inside
# scripts/with-postgres.sh (as `make test` does); without NAVGRAPH_TEST_POSTGRES the second pass is skipped
# with its reason, as the PostgreSQL test cases are. Usage: scripts/test-both-backends.sh [SWIFT]
set -euo pipefail
swift=${1:-swift}
"$swift" test --parallel
echo "== the HTTP server and API suites again, their servers on poll(2) (the macOS backend)" >&2
# DiskFullTests fills a tmpfs under the SQLite file, whatever the server waits with: it ran in the first pass.
# The API suites whose every test runs in-process (TestServer() without .socket) never reach an event loop,
# so they ran in the first pass and are skipped here; a suite with one socket test stays in.
in_process='AccessTests|BoundedMemoryTests|ChangeFeedServiceTests|CodeGenRoutesTests|ConditionalWriteTests'
in_process+='|CorpusResolutionTests|ReadinessSecretTests'
in_process+='|ExternalChangeTests|FrontCacheTests|GraphRoutesTests|HostileNameRoutesTests|ImportBadInputTests'
in_process+='|JSONNewlineTests|MalformedPreconditionTests|OpenAPIContractTests|RevisionRoutesTests'
in_process+='|SceneSegueRoutesTests|StoryboardRoutesTests|SystemRoutesTests|UnicodeNameTests|ViewerRoutesTests'
NAVGRAPH_TEST_POLLER=poll "$swift" test --parallel --filter 'HTTPServerTests|NavGraphAPITests' \
    --skip "DiskFullTests|NavGraphAPITests\.($in_process)"
if [ -z "${NAVGRAPH_TEST_POSTGRES:-}" ]; then
    echo "skipped: the API suite on PostgreSQL (NAVGRAPH_TEST_POSTGRES is not set; scripts/with-postgres.sh sets it)" >&2
    exit 0
fi
echo "== the API suite again, its servers on PostgreSQL" >&2
# DiskFullTests fills a tmpfs under the SQLite file: it ran in the first pass and means nothing here.
NAVGRAPH_TEST_BACKEND=postgres "$swift" test --parallel --filter NavGraphAPITests --skip DiskFullTests
