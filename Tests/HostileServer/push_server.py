#!/usr/bin/env python3
"""A hostile HTTP server for `navgraph push` tests: it answers every request the way --mode says and prints
one line per request it received on standard output ("received PUT /path authorization=... bytes=N
members=a,b", the members of the body when it is a tar archive), so a test can tell whether a token reached it
and what was sent. It prints "listening on PORT" once ready and serves until it is killed.

Modes:
  record                answer 200 with a snapshot result (revision 1) and record what came
  redirect STATUS URL   answer STATUS (301, 302, 303, 307, 308) with Location: URL
  trickle SECONDS       send the answer's head one byte every SECONDS, forever
  huge BYTES            answer 200 with Content-Length BYTES and send that many bytes as fast as taken
  unsized BYTES         the same without Content-Length: the body ends when the connection closes
  endless-head          send header fields forever, never the blank line that ends the head
  refuse STATUS         answer STATUS with a problem (detail "refused before the body") as soon as the request's
                        head is in, and close without reading the body

--tls CERT KEY serves https with that certificate and key.
"""

import argparse
import io
import signal
import socket
import ssl
import sys
import tarfile
import threading
import time


def read_request(conn):
    """The request's head and body (by Content-Length); what the client sent, as text for the record."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return None, b""
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    while len(body) < length:
        chunk = conn.recv(min(1 << 20, length - len(body)))
        if not chunk:
            break
        body += chunk
    return head.decode("latin-1"), body


def record(head, body):
    lines = head.split("\r\n")
    authorization = "none"
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "authorization":
            authorization = value.strip()
    try:
        with tarfile.open(fileobj=io.BytesIO(body)) as archive:
            members = ",".join(archive.getnames())
    except tarfile.TarError:
        members = "none"
    print(f"received {lines[0].rsplit(' ', 1)[0]} authorization={authorization} bytes={len(body)} "
          f"members={members}", flush=True)


def serve(conn, args):
    try:
        if args.mode == "refuse":
            data = b""
            while b"\r\n\r\n" not in data:
                chunk = conn.recv(65536)
                if not chunk:
                    return
                data += chunk
            record(data.partition(b"\r\n\r\n")[0].decode("latin-1"), b"")
            body = b'{"title":"Refused","status":%d,"detail":"refused before the body"}' % args.status
            conn.sendall(b"HTTP/1.1 %d Refused\r\nContent-Type: application/problem+json\r\nContent-Length: %d\r\n"
                         b"Connection: close\r\n\r\n%s" % (args.status, len(body), body))
            return
        head, body = read_request(conn)
        if head is None:
            return
        record(head, body)
        if args.mode == "record":
            body = b'{"revision":1,"added":["Main"],"replaced":[],"removed":[]}'
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                         b"Connection: close\r\n\r\n%s" % (len(body), body))
        elif args.mode == "redirect":
            body = b"moved"
            conn.sendall(b"HTTP/1.1 %d Moved\r\nLocation: %s\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s"
                         % (args.status, args.location.encode(), len(body), body))
        elif args.mode == "trickle":
            for byte in b"HTTP/1.1 200 OK\r\n" + b"X-Slow: " + b"a" * 100000:
                conn.sendall(bytes([byte]))
                time.sleep(args.seconds)
        elif args.mode in ("huge", "unsized"):
            length = b"Content-Length: %d\r\n" % args.bytes if args.mode == "huge" else b"Connection: close\r\n"
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n%s\r\n" % length)
            piece = b"0" * (1 << 20)
            left = args.bytes
            while left > 0:
                conn.sendall(piece[: min(left, len(piece))])
                left -= len(piece)
        elif args.mode == "endless-head":
            conn.sendall(b"HTTP/1.1 200 OK\r\n")
            line = b"X-Filler: " + b"a" * 1000 + b"\r\n"
            while True:
                conn.sendall(line * 64)
    except (OSError, ssl.SSLError):
        pass  # The client went away: what a hostile server expects.
    finally:
        try:
            conn.close()
        except OSError:
            pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"))
    modes = parser.add_subparsers(dest="mode", required=True)
    modes.add_parser("record")
    redirect = modes.add_parser("redirect")
    redirect.add_argument("status", type=int)
    redirect.add_argument("location")
    trickle = modes.add_parser("trickle")
    trickle.add_argument("seconds", type=float)
    huge = modes.add_parser("huge")
    huge.add_argument("bytes", type=int)
    unsized = modes.add_parser("unsized")
    unsized.add_argument("bytes", type=int)
    modes.add_parser("endless-head")
    refuse = modes.add_parser("refuse")
    refuse.add_argument("status", type=int)
    args = parser.parse_args()
    # A child may inherit a blocked SIGTERM from the test runner's thread: the test's stop must end it.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])

    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    context = None
    if args.tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(args.tls[0], args.tls[1])
    print(f"listening on {listener.getsockname()[1]}", flush=True)
    while True:
        conn, _ = listener.accept()
        if context:
            try:
                conn.settimeout(10)
                conn = context.wrap_socket(conn, server_side=True)
                conn.settimeout(None)
            except (OSError, ssl.SSLError) as error:
                print(f"handshake failed: {error}", flush=True)
                conn.close()
                continue
        threading.Thread(target=serve, args=(conn, args), daemon=True).start()


if __name__ == "__main__":
    sys.exit(main())
