#!/usr/bin/env python3
"""Sends COUNT identical GET requests on one keep-alive connection, one at a time, and checks each answer.

    keepalive-client.py HOST PORT PATH COUNT

Used by callgrind.sh: the same client for every server, so instruction counts compare like for like.
Exits 1 on a status other than 200 or a closed connection.
"""
import socket
import sys


def main() -> int:
    host, port, path, count = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    request = f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUser-Agent: navgraph-bench\r\nAccept: */*\r\n\r\n".encode()
    sock = socket.create_connection((host, port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    buffer = b""
    for _ in range(count):
        sock.sendall(request)
        while b"\r\n\r\n" not in buffer:
            chunk = sock.recv(65536)
            if not chunk:
                print("connection closed", file=sys.stderr)
                return 1
            buffer += chunk
        head, _, buffer = buffer.partition(b"\r\n\r\n")
        status = head.split(b" ", 2)[1]
        if status != b"200":
            print(f"status {status.decode()}: {head.decode(errors='replace')}", file=sys.stderr)
            return 1
        length = 0
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        while len(buffer) < length:
            chunk = sock.recv(65536)
            if not chunk:
                print("connection closed in a body", file=sys.stderr)
                return 1
            buffer += chunk
        buffer = buffer[length:]
    sock.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
