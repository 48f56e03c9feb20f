#!/usr/bin/env bash
# Whole-process CPU time (user + system, from wait4's rusage) of `navgraph check` and `navgraph import` of one
# large generated storyboard, paired with `xmllint --stream --noout` of the same file, and the start-up cost of
# both executables. Seconds, not instructions: Benchmarks/import-cpu.sh counts instructions under callgrind
# (deterministic, but it prices the SHA-256 of the stored source at the portable rounds and cannot see cache
# misses); this measures what the machine spends, with the noise of shared cores tamed by pairing.
#
#   bash Benchmarks/import-cputime.sh        # SCENES=3900 (about 6.7 MB), PAIRS=10
#   FILE=path/to/Big.storyboard bash Benchmarks/import-cputime.sh
#
# Each pair runs xmllint and then the measured command right after it, the order alternating from pair to pair
# (so a neighbour's load falls on both sides), and the figure is the median of the PAIRS ratios. Start-up is the
# median of PAIRS runs of `navgraph --version` and `navgraph-offline --version`: CPU time and peak resident
# memory (ru_maxrss). Release build, as users run it.
set -euo pipefail
cd "$(dirname "$0")/.."
SCENES=${SCENES:-3900}
PAIRS=${PAIRS:-10}
FILE=${FILE:-}

need=()
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
command -v python3 >/dev/null 2>&1 || need+=(python3)
if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

swift build -q -c release --product navgraph
swift build -q -c release --product navgraph-offline
bin="$(swift build -c release --show-bin-path)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ -n "$FILE" ]; then
    file=$(realpath "$FILE")
else
    python3 Benchmarks/make-scale-project.py "$work/app" 2 "$SCENES" >/dev/null
    file=$(find "$work/app" -name '*.storyboard' ! -name 'Main.storyboard' | head -n 1)
fi

python3 - "$bin" "$file" "$work" "$PAIRS" <<'PY'
import os, statistics, subprocess, sys

bin_dir, path, work, pairs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
navgraph = os.path.join(bin_dir, "navgraph")
offline = os.path.join(bin_dir, "navgraph-offline")
devnull = subprocess.DEVNULL


def cpu(argv):
    """CPU seconds (user + system) and peak resident KiB of one whole process."""
    child = subprocess.Popen(argv, stdout=devnull, stderr=devnull)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    # check exits 1 when it finds errors and 0 when it finds none: either way it read the whole file.
    if child.returncode not in (0, 1):
        sys.exit(f"{' '.join(argv)} exited {child.returncode}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss


xmllint = ["xmllint", "--stream", "--noout", path]
counter = [0]


def import_argv():
    counter[0] += 1
    return [navgraph, "import", "--project", "bench", "--db", f"{work}/import-{counter[0]}.sqlite", path]


def paired(measured):
    ratios, seconds, base = [], [], []
    for index in range(pairs):
        if index % 2 == 0:
            reference, _ = cpu(xmllint)
            own, _ = cpu(measured())
        else:
            own, _ = cpu(measured())
            reference, _ = cpu(xmllint)
        ratios.append(own / reference)
        seconds.append(own)
        base.append(reference)
    return statistics.median(ratios), statistics.median(seconds), statistics.median(base)


size = os.path.getsize(path)
print(f"file: {path} ({size:,} bytes), {pairs} pairs, release build")
for name, measured in (("check", lambda: [navgraph, "check", path]), ("import", import_argv)):
    ratio, own, reference = paired(measured)
    print(f"{name:6}  {ratio:.2f}x xmllint  (median {own * 1000:.0f} ms CPU; xmllint {reference * 1000:.0f} ms)")
for name, argv in (("navgraph --version", [navgraph, "--version"]),
                   ("navgraph-offline --version", [offline, "--version"])):
    runs = [cpu(argv) for _ in range(pairs)]
    print(f"start-up {name}: {statistics.median(r[0] for r in runs) * 1000:.0f} ms CPU, "
          f"{statistics.median(r[1] for r in runs) / 1024:.0f} MB peak")
PY
