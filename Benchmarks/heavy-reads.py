#!/usr/bin/env python3
"""Heavy reads against writes (issue 20): while SVG drawings are slow, how long do a create and a health check take?

    heavy-reads.py NAVGRAPH_BINARY [DRAWINGS] [DOT_SECONDS]

Starts `navgraph serve` on a free port over a temp SQLite file with a stand-in `dot` (on PATH, so any version
of navgraph uses it) that sleeps DOT_SECONDS (default 5) before answering, seeds DRAWINGS projects (default 8),
asks for each one's `graph?format=svg` at once, then times `POST /v1/projects` and `GET /healthz` while the
drawings are in flight. Prints both latencies, how many times `dot` ran, and the drawings' statuses.
"""
import json
import os
import sys
import tempfile
import threading
import time
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import throwaway_server  # noqa: E402

STORYBOARD = (
    b'<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
    b'version="3.0" initialViewController="vc1"><scenes><scene sceneID="s1"><objects><viewController id="vc1" '
    b'customClass="HomeViewController" sceneMemberID="viewController"/></objects></scene></scenes></document>'
)


def request(port, method, path, body=None, content_type="application/json", timeout=120):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, method=method)
    if body is not None:
        req.add_header("Content-Type", content_type)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def main():
    binary = sys.argv[1]
    drawings = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    dot_seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 5
    folder = tempfile.mkdtemp(prefix="navgraph-heavy-bench-")
    bin_folder = os.path.join(folder, "bin")
    os.mkdir(bin_folder)
    runs = os.path.join(folder, "runs")
    with open(os.path.join(bin_folder, "dot"), "w") as script:
        script.write(
            f"#!/bin/sh\necho run >> '{runs}'\ncat > /dev/null\nsleep {dot_seconds}\n"
            "printf '<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\\n'\n")
    os.chmod(os.path.join(bin_folder, "dot"), 0o755)
    env = dict(os.environ, PATH=bin_folder + ":" + os.environ.get("PATH", ""))
    arguments = ["--db", os.path.join(folder, "db.sqlite"), "--log", "off"]
    with throwaway_server.serve(binary, arguments, env=env) as server:
        port = server.port
        for index in range(drawings):
            request(port, "POST", "/v1/projects", json.dumps({"name": f"p{index}"}).encode())
            request(port, "PUT", f"/v1/projects/p{index}/storyboards/Main", STORYBOARD, "application/xml")
        statuses = []
        threads = [
            threading.Thread(
                target=lambda i=i: statuses.append(request(port, "GET", f"/v1/projects/p{i}/graph?format=svg")[0]))
            for i in range(drawings)
        ]
        for thread in threads:
            thread.start()
        while not os.path.exists(runs):
            time.sleep(0.01)
        started = time.perf_counter()
        created = request(port, "POST", "/v1/projects", json.dumps({"name": "late"}).encode())[0]
        create_seconds = time.perf_counter() - started
        started = time.perf_counter()
        health = request(port, "GET", "/healthz")[0]
        health_seconds = time.perf_counter() - started
        for thread in threads:
            thread.join()
        with open(runs) as file:
            dot_runs = len(file.read().split())
        print(f"POST /v1/projects during {drawings} slow drawings: {created} in {create_seconds:.3f} s")
        print(f"GET /healthz during the drawings: {health} in {health_seconds:.3f} s")
        print(f"dot runs: {dot_runs}; drawing statuses: {sorted(statuses)}")


if __name__ == "__main__":
    main()
