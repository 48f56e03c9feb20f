#!/usr/bin/env python3
"""Storyboard PUT latency of several servers measured in turn, one PUT each, so that they share the machine's
moments: on a shared machine whose speed moves by a third within a minute, the ratio of two servers measured
one after the other moves with it; measured PUT by PUT in turn, it does not.

    put-interleaved.py FILE COUNT NAME=HOST:PORT/PROJECT...

Each server gets COUNT PUTs over one keep-alive connection, to storyboard `Bench0` of its project: FILE's bytes
with a comment naming the request appended after the root element, so every PUT parses, replaces and commits.
The servers take turns: one PUT to the first, one to the second, and so on. Prints, per server, the p50 and
mean latency and the writes per second one client would make at that mean (1 / mean), and each server's
writes/s as a ratio of the first's. Exits 1 on a status other than 200/201 or a closed connection.
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import keepalive  # noqa: E402


class Client:
    def __init__(self, name, address):
        self.name = name
        host_port, _, self.project = address.partition("/")
        host, _, port = host_port.rpartition(":")
        self.connection = keepalive.Connection(host, int(port))
        self.latencies = []

    def put(self, body, index):
        payload = body + f"<!-- navgraph bench interleaved {index} -->\n".encode()
        target = f"/v1/projects/{self.project}/storyboards/Bench0"
        started = time.perf_counter()
        try:
            status, _ = self.connection.request("PUT", target, payload, "application/xml")
        except keepalive.Closed as closed:
            raise RuntimeError(f"{self.name}: {closed}") from None
        self.latencies.append(time.perf_counter() - started)
        if status not in (200, 201):
            raise RuntimeError(f"{self.name}: status {status}")


def main() -> int:
    path, count, servers = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    with open(path, "rb") as file:
        body = file.read()
    clients = [Client(*server.split("=", 1)) for server in servers]
    try:
        for index in range(count):
            for client in clients:
                client.put(body, index)
    except RuntimeError as error:
        print(f"failed: {error}", file=sys.stderr)
        return 1
    first = None
    for client in clients:
        latencies = sorted(client.latencies)
        mean = sum(latencies) / len(latencies)
        rate = 1 / mean
        first = first or rate
        print(
            f"{client.name} PUT: {count} PUTs in turn: p50 {latencies[len(latencies) // 2] * 1000:.2f} ms, "
            f"mean {mean * 1000:.2f} ms, {rate:.0f} writes/s, {rate / first:.2f}x {clients[0].name}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
