"""A `navgraph serve` for the python benchmarks, the counterpart of scripts/lib/throwaway-server.sh.

    with throwaway_server.serve(binary, ["--db", path, "--log", "off"]) as server:
        request(server.port, "GET", "/healthz")

Starts the server on a free port, waits until `/healthz` answers (exits with its log when it dies or does not
answer in ten seconds), and stops it with SIGTERM at the end of the block.
"""
import contextlib
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def healthy(port):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1) as response:
            return response.status == 200
    except (OSError, urllib.error.HTTPError):
        return False


@contextlib.contextmanager
def serve(binary, arguments, env=None):
    """Yields the running server (a `subprocess.Popen` with a `port` attribute)."""
    port = free_port()
    log = tempfile.TemporaryFile()
    server = subprocess.Popen(
        [binary, "serve", "--port", str(port), *arguments], env=env, stdout=subprocess.DEVNULL, stderr=log)
    server.port = port
    try:
        for _ in range(100):
            if healthy(port):
                break
            if server.poll() is not None:
                break
            time.sleep(0.1)
        else:
            server.poll()
        if server.returncode is not None or not healthy(port):
            log.seek(0)
            sys.stderr.write(log.read().decode(errors="replace"))
            sys.exit(f"navgraph did not answer /healthz on port {port}")
        yield server
    finally:
        if server.poll() is None:
            server.terminate()
            server.wait()
        log.close()
