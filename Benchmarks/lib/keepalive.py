"""One keep-alive HTTP/1.1 connection for the python benchmarks, with no library between them and the socket:
a request goes out whole (TCP_NODELAY), its answer is read to the end of the body its Content-Length gives
(`navgraph serve` always sends one), and the bytes read past it wait for the next answer.

    connection = keepalive.Connection("127.0.0.1", port)
    status, head, body = connection.exchange(request_bytes)
    status, body = connection.request("PUT", "/v1/projects/p/storyboards/Main", xml, "application/xml")

A connection the server closes raises `Closed`, saying whether it closed before or inside the answer's body.
"""
import socket


class Closed(Exception):
    """The server closed the connection before the whole answer came."""


class Connection:
    def __init__(self, host, port):
        self.host, self.port = host, port
        self.sock = socket.create_connection((host, port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def exchange(self, request):
        """Sends the bytes of one request, returns the answer's status (int), head (bytes) and body (bytes)."""
        self.sock.sendall(request)
        while b"\r\n\r\n" not in self.buffer:
            self._receive("before the answer's head ended")
        head, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        length = 0
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        while len(self.buffer) < length:
            self._receive("inside the answer's body")
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return int(head.split(b" ", 2)[1]), head, body

    def request(self, method, target, body=b"", content_type="application/json"):
        """One request with `body` (a Content-Type and Content-Length when there is one); its status and body."""
        head = f"{method} {target} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
        if body:
            head += f"Content-Type: {content_type}\r\nContent-Length: {len(body)}\r\n"
        status, _, payload = self.exchange(head.encode() + b"\r\n" + body)
        return status, payload

    def close(self):
        self.sock.close()

    def _receive(self, where):
        chunk = self.sock.recv(65536)
        if not chunk:
            raise Closed(f"connection closed {where}")
        self.buffer += chunk
