#!/usr/bin/env python3
"""Replica catch-up latency: a write through replica A, then how long until replica B answers it.

    replica-catchup.py PORT_A PORT_B PROJECT COUNT

COUNT times: PUT a JSON model with a new title to storyboard `Catchup` through A (keep-alive), then poll B's
GET of that storyboard (keep-alive, no pause) until it shows the revision A answered. Prints p50, p99 and max
of the time from A's answer to B's, and of the whole write-to-visible time (from the start of A's PUT).
Exits 1 on an unexpected status or when B has not caught up within 5 s.
"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import keepalive  # noqa: E402


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    port_a, port_b, project, count = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    a, b = keepalive.Connection("127.0.0.1", port_a), keepalive.Connection("127.0.0.1", port_b)
    target = f"/v1/projects/{project}/storyboards/Catchup"
    after_answer, end_to_end = [], []
    for index in range(count):
        model = {"scenes": [{"id": "s0", "kind": "viewController", "title": f"write {index}"}], "segues": []}
        started = time.perf_counter()
        status, body = a.request("PUT", target, json.dumps(model).encode())
        answered = time.perf_counter()
        if status not in (200, 201):
            raise SystemExit(f"PUT through A answered {status}: {body[:200]!r}")
        revision = json.loads(body)["revision"]
        while True:
            status, body = b.request("GET", target)
            if status == 200 and json.loads(body)["revision"] >= revision:
                break
            if status not in (200, 404):
                raise SystemExit(f"GET through B answered {status}: {body[:200]!r}")
            if time.perf_counter() - answered > 5:
                raise SystemExit(f"B did not reach revision {revision} within 5 s")
        seen = time.perf_counter()
        after_answer.append(seen - answered)
        end_to_end.append(seen - started)

    def line(values):
        return (f"p50 {percentile(values, 0.5) * 1000:.2f} ms, p99 {percentile(values, 0.99) * 1000:.2f} ms, "
                f"max {max(values) * 1000:.2f} ms")

    print(f"{count} writes through A; B shows each one after A's answer: {line(after_answer)}")
    print(f"{count} writes through A; from the start of A's PUT to B showing it: {line(end_to_end)}")


if __name__ == "__main__":
    try:
        main()
    except keepalive.Closed as closed:
        raise SystemExit(str(closed)) from None
