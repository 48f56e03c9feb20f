#!/usr/bin/env bash
# Issue 38's figures of the navigation read out of code, on one app's checkout (not run in CI):
#
#   bash Benchmarks/code-navigation-app.sh path/to/app        # storyboards and sources both under the app's folder
#   NAVGRAPH_OFFLINE=.build/debug/navgraph-offline bash Benchmarks/code-navigation-app.sh path/to/app
#
# Prints, for the app:
#   - `navgraph-offline sources APP`'s counts: call sites, edges, unresolved by reason, and the share of
#     push/present/show/performSegue call sites resolved;
#   - `navgraph-offline graph --sources APP APP` per bundle: code edges joined to the graph, and those the graph
#     could not place (with why);
#   - `navgraph-offline check --sources APP APP`: findings by severity and code (each one to be judged by hand);
#   - every edge with the source line of its call, for the hand check (read each at its file:line).
# Nothing of the app is written into the repository. Without NAVGRAPH_OFFLINE, builds the release binary.
set -euo pipefail
cd "$(dirname "$0")/.."
APP=${1:?usage: code-navigation-app.sh path/to/app}
[ -d "$APP" ] || { echo "no app at $APP" >&2; exit 66; }
if [ -z "${NAVGRAPH_OFFLINE:-}" ]; then
    swift build -q -c release --product navgraph-offline
    NAVGRAPH_OFFLINE="$(swift build -c release --show-bin-path)/navgraph-offline"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== sources"
"$NAVGRAPH_OFFLINE" sources "$APP" | sed -n '1,3p'
"$NAVGRAPH_OFFLINE" sources --format json "$APP" >"$work/facts.json"

echo "== check --sources"
set +e
"$NAVGRAPH_OFFLINE" check --format json --sources "$APP" "$APP" >"$work/check.json" 2>"$work/check.summary"
set -e
python3 - "$work/check.json" <<'PY'
import collections, json, sys
findings = json.load(open(sys.argv[1]))
counts = collections.Counter((f["severity"], f["code"]) for f in findings)
for (severity, code), count in sorted(counts.items()):
    print(f"{count:5d} {severity} {code}")
PY

echo "== graph --sources, per bundle"
sed -n "s/^bundle '\([^']*\)'.*/\1/p" "$work/check.summary" >"$work/bundles"
while IFS= read -r bundle; do
    "$NAVGRAPH_OFFLINE" graph --format json --target "$bundle" --sources "$APP" "$APP" >"$work/graph.json" 2>/dev/null || continue
    python3 - "$bundle" "$work/graph.json" <<'PY'
import collections, json, sys
graph = json.load(open(sys.argv[2]))
unplaced = collections.Counter(u["reason"] for u in graph.get("unresolvedCodeEdges", []))
scenes = sum(1 for e in graph.get("codeEdges", []) if e["destination"].get("storyboard"))
print(f"{sys.argv[1]}: {len(graph.get('codeEdges', []))} code edges joined ({scenes} to storyboard scenes), "
      f"{sum(unplaced.values())} not placed" + "".join(f"\n    {n} {r}" for r, n in unplaced.items()))
PY
done <"$work/bundles"

echo "== edges, with the line of each call"
python3 - "$APP" "$work/facts.json" <<'PY'
import json, sys
root, facts = sys.argv[1], json.load(open(sys.argv[2]))
def name(to):
    if to["kind"] == "viewController": return to["className"]
    if to["kind"] == "segue": return f'segue "{to["identifier"]}"'
    if to["kind"] == "bundleScene": return f'(any storyboard)/{to["identifier"]}'
    return f'{to.get("storyboard", "(own storyboard)")}/{to.get("identifier", "(initial)")}'
for edge in facts["edges"]:
    path, line = edge["location"]["file"], edge["location"]["line"]
    with open(f"{root}/{path}", encoding="utf-8", errors="replace") as source:
        text = source.read().split("\n")[line - 1].strip()
    containers = "".join(f"[{c}] " for c in edge.get("containers", []))
    print(f'{path}:{line} {edge["from"]} --{edge["kind"]}--> {containers}{name(edge["to"])}\n    {text[:140]}')
PY
