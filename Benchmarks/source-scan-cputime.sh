#!/usr/bin/env bash
# Whole-process CPU time (user + system, from wait4's rusage) of `navgraph-offline sources --format json` over an
# app's Swift files, paired with `swiftc -frontend -parse` of the same files (the Swift compiler's parser alone,
# no type checking): issue 38's budget is at most 1x.
#
#   bash Benchmarks/source-scan-cputime.sh                  # APP=../shared/fixtures/apps/LoopKit+Loop, PAIRS=10
#   APP=path/to/app PAIRS=20 bash Benchmarks/source-scan-cputime.sh
#
# The app's .swift files are copied into a scratch folder first (so both read exactly the same files, and the
# reader no Objective-C). Each pair runs swiftc and then the reader right after it, the order alternating from
# pair to pair (so a neighbour's load falls on both sides); the figure is the median of the PAIRS ratios.
# Release build, as users run it.
set -euo pipefail
cd "$(dirname "$0")/.."
APP=${APP:-../shared/fixtures/apps/LoopKit+Loop}
PAIRS=${PAIRS:-10}

[ -d "$APP" ] || { echo "no app at $APP (set APP=...)" >&2; exit 66; }
command -v swiftc >/dev/null 2>&1 || { echo "swiftc is not on PATH" >&2; exit 69; }
swift build -q -c release --product navgraph-offline
bin="$(swift build -c release --show-bin-path)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$APP" && find . -name '*.swift' -not -path '*/.*' -print0) | while IFS= read -r -d '' file; do
    mkdir -p "$work/app/$(dirname "$file")"
    cp "$APP/$file" "$work/app/$file"
done

python3 - "$bin/navgraph-offline" "$work/app" "$PAIRS" <<'PY'
import os, statistics, subprocess, sys

offline, folder, pairs = sys.argv[1], sys.argv[2], int(sys.argv[3])
files = sorted(os.path.join(root, name) for root, _, names in os.walk(folder) for name in names if name.endswith(".swift"))
devnull = subprocess.DEVNULL


def cpu(argv):
    """CPU seconds (user + system) of one whole process."""
    child = subprocess.Popen(argv, stdout=devnull, stderr=devnull)
    _, status, usage = os.wait4(child.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{argv[0]} {argv[1]} ... exited {os.waitstatus_to_exitcode(status)}")
    return usage.ru_utime + usage.ru_stime


parse = ["swiftc", "-frontend", "-parse"] + files
reader = [offline, "sources", "--format", "json", folder]
ratios, own, base = [], [], []
for index in range(pairs):
    if index % 2 == 0:
        reference = cpu(parse)
        measured = cpu(reader)
    else:
        measured = cpu(reader)
        reference = cpu(parse)
    ratios.append(measured / reference)
    own.append(measured)
    base.append(reference)
size = sum(os.path.getsize(path) for path in files)
print(f"{len(files)} Swift files ({size:,} bytes), {pairs} pairs, release build")
print(f"sources  {statistics.median(ratios):.2f}x swiftc -frontend -parse  "
      f"(median {statistics.median(own) * 1000:.0f} ms CPU; swiftc {statistics.median(base) * 1000:.0f} ms)")
PY
