#!/usr/bin/env bash
# The README's run command, proven: `make release` (the static build `make run` and the Docker image use),
# then that binary alone, copied into an empty folder, serves on a fresh SQLite file until /healthz answers.
# Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${PORT:-18092}
make -s release
built="$(swift build -c release --static-swift-stdlib --show-bin-path)/navgraph"
binary="$built"  # already built: the library builds nothing
# shellcheck source=scripts/lib/throwaway-server.sh
source scripts/lib/throwaway-server.sh
mkdir "$work/alone"
cp "$built" "$work/alone/navgraph"
binary="$work/alone/navgraph"
cd "$work/alone"
serve_until_healthy "$PORT" --db "$work/alone/navgraph.sqlite"
echo "release binary serves on port $PORT"
