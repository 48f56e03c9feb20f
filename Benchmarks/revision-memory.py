#!/usr/bin/env python3
"""How much memory an old revision's graph takes, against the estimate the revision cache budgets with.

    revision-memory.py NAVGRAPH_BINARY [STORYBOARDS [SCENES]]

Generates an app of STORYBOARDS x SCENES scenes (Benchmarks/make-scale-project.py; default 6 x 500), PUTs it
into a fresh server, then changes one extra storyboard four times so that there are four old revisions of the
whole app. Reads each at `?revision=R` (which builds and keeps its graph) and prints the server's resident
memory after each next to `navgraph_revision_cache_bytes` (the estimate: 2 KiB per scene plus 1 KiB per
segue). Linux only (reads /proc).
"""
import json
import os
import subprocess
import sys
import tempfile
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "lib"))
import throwaway_server  # noqa: E402


def request(port, method, path, body=None, content_type="application/json"):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, method=method)
    if body is not None:
        req.add_header("Content-Type", content_type)
    try:
        with urllib.request.urlopen(req, timeout=300) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def metric(port, name):
    for line in request(port, "GET", "/metrics")[1].decode().splitlines():
        if line.startswith(name + " "):
            return int(line.split()[1])
    return None


def main():
    binary = sys.argv[1]
    storyboards = sys.argv[2] if len(sys.argv) > 2 else "6"
    scenes = sys.argv[3] if len(sys.argv) > 3 else "500"
    folder = tempfile.mkdtemp(prefix="navgraph-revision-memory-")
    app = os.path.join(folder, "app")
    subprocess.run(
        [sys.executable, os.path.join(HERE, "make-scale-project.py"), app, storyboards, scenes],
        check=True, capture_output=True)
    arguments = ["--db", os.path.join(folder, "db.sqlite"), "--log", "off", "--revision-cache-bytes", str(1 << 40)]
    with throwaway_server.serve(binary, arguments) as server:
        port = server.port
        request(port, "POST", "/v1/projects", json.dumps({"name": "big"}).encode())
        xml_bytes = 0
        files = sorted(name for name in os.listdir(app) if name.endswith(".storyboard"))
        for name in files:
            with open(os.path.join(app, name), "rb") as file:
                body = file.read()
            xml_bytes += len(body)
            status = request(port, "PUT", f"/v1/projects/big/storyboards/{name[:-11]}", body, "application/xml")[0]
            assert status in (200, 201), status
        first = json.loads(request(port, "GET", "/v1/projects/big")[1])["revision"]
        # Each Extra change is a revision holding the whole app: GRAPHS old revisions of the full size.
        graphs = 4
        extra = open(os.path.join(app, files[0]), "rb").read()
        for index in range(graphs):
            body = extra + f"<!-- {index} -->".encode()
            request(port, "PUT", "/v1/projects/big/storyboards/Extra", body, "application/xml")
        readings = [rss_kib(server.pid)]
        for revision in range(first, first + graphs):
            status = request(port, "GET", f"/v1/projects/big/scenes?revision={revision}")[0]
            assert status == 200, status
            readings.append(rss_kib(server.pid))
        estimate = metric(port, "navgraph_revision_cache_bytes")
        kept = metric(port, "navgraph_revision_cache_graphs")
        print(f"app: {len(files)} storyboards, {xml_bytes / 1e6:.1f} MB of XML; {kept} old revisions read and kept")
        print("resident memory after each (MiB): " + ", ".join(f"{value / 1024:.1f}" for value in readings))
        # The first build may reuse heap the PUTs freed; the later ones show what a kept graph costs.
        per_graph = (readings[-1] - readings[1]) / (graphs - 1) * 1024
        print(f"measured per kept graph (builds 2-{graphs}): {per_graph / 1048576:.1f} MiB; "
              f"estimate per graph: {estimate / kept / 1048576:.1f} MiB")


if __name__ == "__main__":
    main()
