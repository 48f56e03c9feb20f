#!/usr/bin/env python3
"""The per-request profile of one callgrind.sh target: the two kept runs (N1 and N2 requests) annotated,
subtracted function by function and divided by N2 - N1, so start-up and shutdown cancel out.

    python3 Benchmarks/callgrind-per-request.py KEEP/lookup [N2-N1] [--inclusive] [--top 40]

Reads KEEP/lookup.callgrind.out (N2) and KEEP/lookup.small.callgrind.out (N1); N2-N1 defaults to 1000.
"""
import re
import subprocess
import sys


def annotate(path, inclusive):
    args = ["callgrind_annotate", "--threshold=100"]
    if inclusive:
        args.append("--inclusive=yes")
    out = subprocess.run(args + [path], capture_output=True, text=True, check=True).stdout
    costs = {}
    for line in out.splitlines():
        match = re.match(r"^\s*([\d,]+) \([ \d.]+%\)\s+(\S.*)$", line)
        if not match or "PROGRAM TOTALS" in line:
            continue
        name = re.sub(r" \[[^\]]*\]$", "", match.group(2))
        costs[name] = costs.get(name, 0) + int(match.group(1).replace(",", ""))
    return costs


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    inclusive = "--inclusive" in sys.argv
    top = 40
    if "--top" in sys.argv:
        top = int(sys.argv[sys.argv.index("--top") + 1])
        args = [a for a in args if a != str(top)]
    base = args[0]
    requests = int(args[1]) if len(args) > 1 else 1000
    large = annotate(base + ".callgrind.out", inclusive)
    small = annotate(base + ".small.callgrind.out", inclusive)
    rows = []
    for name in set(large) | set(small):
        per = (large.get(name, 0) - small.get(name, 0)) / requests
        if abs(per) >= 5:
            rows.append((per, name))
    rows.sort(reverse=True)
    for per, name in rows[:top]:
        short = re.sub(r"^/\S*/Sources/", "", name)
        print(f"{per:10.0f}  {short[:160]}")


if __name__ == "__main__":
    main()
