#!/usr/bin/env python3
"""Sends COUNT GET requests on one keep-alive connection, one at a time, and checks each answer.

    keepalive-client.py HOST PORT PATH COUNT            # the same head every time
    keepalive-client.py HOST PORT PATH,PATH2 COUNT --vary

With --vary no two heads in a row are the same, as from a client that tags its requests: each carries
`X-Request-Id: <counter>` (six digits, so every head has the same length and the count per request stays
comparable between runs of different sizes) and the targets (comma-separated) are taken in turn.
Used by callgrind.sh: the same client for every server, so instruction counts compare like for like.
Exits 1 on a status other than 200 or a closed connection.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import keepalive  # noqa: E402


def main() -> int:
    vary = "--vary" in sys.argv[5:]
    host, port, paths, count = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(","), int(sys.argv[4])

    def request(number):
        path = paths[number % len(paths)]
        tag = f"X-Request-Id: {100000 + number}\r\n" if vary else ""
        head = f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUser-Agent: navgraph-bench\r\n{tag}Accept: */*\r\n\r\n"
        return head.encode()

    requests = [request(number) for number in range(count)] if vary else [request(0)] * count
    connection = keepalive.Connection(host, port)
    for number in range(count):
        try:
            status, head, _ = connection.exchange(requests[number])
        except keepalive.Closed as closed:
            print(closed, file=sys.stderr)
            return 1
        if status != 200:
            print(f"status {status}: {head.decode(errors='replace')}", file=sys.stderr)
            return 1
    connection.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
