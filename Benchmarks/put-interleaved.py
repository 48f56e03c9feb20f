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
import socket
import sys
import time


class Client:
    def __init__(self, name, address):
        self.name = name
        host_port, _, self.project = address.partition("/")
        self.host, _, port = host_port.rpartition(":")
        self.port = int(port)
        self.sock = socket.create_connection((self.host, self.port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""
        self.latencies = []

    def put(self, body, index):
        payload = body + f"<!-- navgraph bench interleaved {index} -->\n".encode()
        head = (
            f"PUT /v1/projects/{self.project}/storyboards/Bench0 HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
            f"Content-Type: application/xml\r\nContent-Length: {len(payload)}\r\n\r\n"
        ).encode()
        started = time.perf_counter()
        self.sock.sendall(head + payload)
        while b"\r\n\r\n" not in self.buffer:
            self.receive()
        response, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        length = 0
        for line in response.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        while len(self.buffer) < length:
            self.receive()
        self.buffer = self.buffer[length:]
        self.latencies.append(time.perf_counter() - started)
        status = response.split(b" ", 2)[1]
        if status not in (b"200", b"201"):
            raise RuntimeError(f"{self.name}: status {status.decode()}")

    def receive(self):
        chunk = self.sock.recv(65536)
        if not chunk:
            raise RuntimeError(f"{self.name}: connection closed")
        self.buffer += chunk


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
