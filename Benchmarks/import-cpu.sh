#!/usr/bin/env bash
# Whole-process instructions of `navgraph check` and `navgraph import` of one large generated storyboard,
# beside `xmllint --stream --noout` (libxml2's own streaming parse) of the same file, counted by valgrind's
# callgrind (deterministic, unlike seconds on shared cores).
#
#   bash Benchmarks/import-cpu.sh                 # SCENES=3900 (about 6.7 MB); KEEP=DIR keeps the callgrind files
#   FILE=path/to/Big.storyboard bash Benchmarks/import-cpu.sh   # any storyboard instead of the generated one
#   callgrind_annotate --inclusive=yes DIR/import.out | head -60   # then: where the import's instructions go
#
# The storyboard is the second one of Benchmarks/make-scale-project.py's app (deterministic: the same SCENES
# write the same bytes): a feature storyboard of SCENES scenes with table, collection and plain views,
# constraints, cells and every kind of segue. Each program runs once, release build, whole process (start-up
# and exit included), single-threaded or not as it runs by itself:
#   xmllint     xmllint --stream --noout FILE
#   version     navgraph --version                       (start-up: the dynamic loader, Foundation, Swift runtime)
#   check-tiny  navgraph check TINY                      (start-up plus a 1-scene storyboard checked)
#   check       navgraph check FILE
#   import      navgraph import --project p --db NEW.sqlite FILE   (a new SQLite file each time)
# and prints the two ratios the import CPU goal is stated in (issue 22): check / xmllint and import / xmllint.
set -euo pipefail
cd "$(dirname "$0")/.."
SCENES=${SCENES:-3900}
KEEP=${KEEP:-}
FILE=${FILE:-}

need=()
command -v valgrind >/dev/null 2>&1 || need+=(valgrind)
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
command -v python3 >/dev/null 2>&1 || need+=(python3)
if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

swift build -c release --product navgraph >/dev/null
BIN="$(swift build -c release --show-bin-path)/navgraph"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=${KEEP:-$work}
mkdir -p "$out"

if [ -n "$FILE" ]; then
    file=$(realpath "$FILE")
    SCENES=$(grep -c '<scene ' "$file" || true)
else
    python3 Benchmarks/make-scale-project.py "$work/app" 2 "$SCENES" >/dev/null
    file=$(find "$work/app" -name '*.storyboard' ! -name 'Main.storyboard' | head -n 1)
fi
cat >"$work/Tiny.storyboard" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="BYZ-38-t0r">
    <scenes>
        <scene sceneID="tne-QT-ifu">
            <objects>
                <viewController id="BYZ-38-t0r" customClass="ViewController" sceneMemberID="viewController"/>
            </objects>
        </scene>
    </scenes>
</document>
XML

# Instructions (Ir) of one whole process under callgrind; its output is discarded, its exit status ignored
# (check exits 1 when the storyboard has errors; that is part of the work measured).
instructions() {
    local label=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file="$out/$label.out" "$@" >/dev/null 2>"$out/$label.log" || true
    awk '/^summary:/ { print $2 }' "$out/$label.out"
}

xmllint_ir=$(instructions xmllint xmllint --stream --noout "$file")
version_ir=$(instructions version "$BIN" --version)
tiny_ir=$(instructions check-tiny "$BIN" check "$work/Tiny.storyboard")
check_ir=$(instructions check "$BIN" check "$file")
import_ir=$(instructions import "$BIN" import --project bench --db "$work/new.sqlite" "$file")

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
printf "storyboard: %s, %s bytes, %s scenes\n" "$(basename "$file")" "$(wc -c <"$file" | tr -d ' ')" "$SCENES"
printf "%-28s %15s Ir\n" "xmllint --stream --noout" "$xmllint_ir"
printf "%-28s %15s Ir\n" "navgraph --version" "$version_ir"
printf "%-28s %15s Ir\n" "navgraph check (1 scene)" "$tiny_ir"
printf "%-28s %15s Ir  %sx xmllint\n" "navgraph check" "$check_ir" "$(ratio "$check_ir" "$xmllint_ir")"
printf "%-28s %15s Ir  %sx xmllint\n" "navgraph import (new file)" "$import_ir" "$(ratio "$import_ir" "$xmllint_ir")"
printf "check ratio %s (goal <= 2), import ratio %s (goal <= 3)\n" \
    "$(ratio "$check_ir" "$xmllint_ir")" "$(ratio "$import_ir" "$xmllint_ir")"
