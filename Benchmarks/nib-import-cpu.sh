#!/usr/bin/env bash
# The import CPU of a large generated folder of nibs beside that of a storyboard of the same total bytes:
# `navgraph import` of NIBS generated `.xib` files (Benchmarks/make-nib-folder.py: table and collection cells,
# reusable views, view controller nibs) into a new SQLite file, and `navgraph import` of one generated
# storyboard (Benchmarks/make-scale-project.py) of as many bytes, into another; in one run:
#   - instructions of each whole process under valgrind's callgrind (deterministic), and their ratio;
#   - CPU time (user + system, wait4's rusage) of each, PAIRS alternating pairs, the median of the ratios.
# Release build, as users run it; each import writes a new database file.
#
#   bash Benchmarks/nib-import-cpu.sh            # NIBS=2000 (about 12 MB), PAIRS=6; KEEP=DIR keeps callgrind files
#   callgrind_annotate --inclusive=yes DIR/nibs.out | head -60   # where the nib import's instructions go
set -euo pipefail
cd "$(dirname "$0")/.."
NIBS=${NIBS:-2000}
PAIRS=${PAIRS:-6}
KEEP=${KEEP:-}

need=()
command -v valgrind >/dev/null 2>&1 || need+=(valgrind)
command -v python3 >/dev/null 2>&1 || need+=(python3)
if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

# BIN=path/to/navgraph measures that binary instead of the release build.
if [ -z "${BIN:-}" ]; then
    swift build -q -c release --product navgraph
    BIN="$(swift build -c release --show-bin-path)/navgraph"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=${KEEP:-$work}
mkdir -p "$out"

nib_bytes=$(python3 Benchmarks/make-nib-folder.py "$work/Nibs" "$NIBS")
# make-scale-project.py writes about 1,718 bytes a scene (3,900 scenes: 6.7 MB): as many scenes as make the
# nibs' bytes.
scenes=$((nib_bytes / 1718))
python3 Benchmarks/make-scale-project.py "$work/app" 2 "$scenes" >/dev/null
storyboard=$(find "$work/app" -name '*.storyboard' ! -name 'Main.storyboard' | head -n 1)
storyboard_bytes=$(wc -c <"$storyboard" | tr -d ' ')

instructions() {
    local label=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file="$out/$label.out" "$@" >/dev/null 2>"$out/$label.log"
    awk '/^summary:/ { print $2 }' "$out/$label.out"
}
nibs_ir=$(instructions nibs "$BIN" import --project nibs --db "$work/nibs-ir.sqlite" "$work/Nibs")
storyboard_ir=$(instructions storyboard "$BIN" import --project sb --db "$work/sb-ir.sqlite" "$storyboard")

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
per_mb() { awk -v ir="$1" -v bytes="$2" 'BEGIN { printf "%.0f", ir / (bytes / 1000000) }'; }
printf "nibs: %s files, %s bytes; storyboard: %s scenes, %s bytes\n" "$NIBS" "$nib_bytes" "$scenes" \
    "$storyboard_bytes"
printf "%-34s %15s Ir  %12s Ir/MB\n" "navgraph import (nib folder)" "$nibs_ir" "$(per_mb "$nibs_ir" "$nib_bytes")"
printf "%-34s %15s Ir  %12s Ir/MB\n" "navgraph import (storyboard)" "$storyboard_ir" \
    "$(per_mb "$storyboard_ir" "$storyboard_bytes")"
printf "instructions: nibs / storyboard %s (per byte %s)\n" "$(ratio "$nibs_ir" "$storyboard_ir")" \
    "$(ratio "$(per_mb "$nibs_ir" "$nib_bytes")" "$(per_mb "$storyboard_ir" "$storyboard_bytes")")"

python3 - "$BIN" "$work" "$storyboard" "$PAIRS" <<'PY'
import os, statistics, subprocess, sys

navgraph, work, storyboard, pairs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
counter = [0]


def cpu(path, project):
    """CPU seconds (user + system) of one whole `navgraph import` of `path` into a new database file."""
    counter[0] += 1
    argv = [navgraph, "import", "--project", project, "--db", f"{work}/cpu-{counter[0]}.sqlite", path]
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(argv)} failed")
    return usage.ru_utime + usage.ru_stime


ratios, nib_seconds, storyboard_seconds = [], [], []
for index in range(pairs):
    if index % 2 == 0:
        nibs = cpu(f"{work}/Nibs", "nibs")
        board = cpu(storyboard, "sb")
    else:
        board = cpu(storyboard, "sb")
        nibs = cpu(f"{work}/Nibs", "nibs")
    ratios.append(nibs / board)
    nib_seconds.append(nibs)
    storyboard_seconds.append(board)
print(
    f"CPU time (median of {pairs} alternating pairs): nib folder {statistics.median(nib_seconds) * 1000:.0f} ms, "
    f"storyboard {statistics.median(storyboard_seconds) * 1000:.0f} ms, ratio {statistics.median(ratios):.2f}"
)
PY
