#!/usr/bin/env python3
"""Storyboard PUT latency and write rate over keep-alive connections, each PUT a real change.

    put-latency.py HOST PORT PROJECT FILE COUNT [CLIENTS]

CLIENTS connections (default 1) each PUT COUNT times to a storyboard of their own (`Bench<client>`): FILE's
bytes with a comment naming the request appended after the root element, so every PUT parses, replaces and
commits (identical bytes would be answered without a write). Prints p50, p99 and the writes per second over
the whole run. Exits 1 on a status other than 200/201 or a closed connection.
"""
import os
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import keepalive  # noqa: E402


def put_many(host, port, project, body, count, client, latencies, failures):
    connection = keepalive.Connection(host, port)
    target = f"/v1/projects/{project}/storyboards/Bench{client}"
    for index in range(count):
        payload = body + f"<!-- navgraph bench {client} {index} -->\n".encode()
        started = time.perf_counter()
        try:
            status, _ = connection.request("PUT", target, payload, "application/xml")
        except keepalive.Closed as closed:
            failures.append(str(closed))
            return
        latencies.append(time.perf_counter() - started)
        if status not in (200, 201):
            failures.append(f"status {status}")
            return
    connection.close()


def main() -> int:
    host, port, project, path, count = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5])
    clients = int(sys.argv[6]) if len(sys.argv) > 6 else 1
    with open(path, "rb") as file:
        body = file.read()
    latencies, failures = [], []
    threads = [
        threading.Thread(target=put_many, args=(host, port, project, body, count, client, latencies, failures))
        for client in range(clients)
    ]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - started
    if failures:
        print("failed: " + ", ".join(failures[:3]), file=sys.stderr)
        return 1
    latencies.sort()
    p50 = latencies[len(latencies) // 2] * 1000
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000
    print(f"{clients} client(s), {len(latencies)} PUTs: p50 {p50:.2f} ms, p99 {p99:.2f} ms, {len(latencies) / elapsed:.0f} writes/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
