"""Measures the 413 a client that writes the whole body first gets: a 150 MB POST with urllib.

    PYTHONPATH=python python scripts/post_413.py [--mb 150]

Starts the service on loopback (default limits: max_body_bytes=16 MiB), POSTs the body with
urllib.request, and prints the status, the error code and the seconds until the answer arrived.
"""

from __future__ import annotations

import argparse
import json
import threading
import time
import urllib.error
import urllib.request

import uvicorn

from htmlprune import PruneConfig
from htmlprune.server import ServerConfig, create_app


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=int, default=150, help="body size in MB (10**6 bytes)")
    args = parser.parse_args()
    config = uvicorn.Config(
        create_app(ServerConfig(prune=PruneConfig(budget=256))),
        host="127.0.0.1",
        port=0,
        log_level="warning",
    )
    server = uvicorn.Server(config)
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    body = b'{"html": "' + b"a" * (args.mb * 10**6 - 12) + b'"}'
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/v1/clean", data=body, headers={"Content-Type": "application/json"}
    )
    start = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            status, payload = response.status, response.read()
    except urllib.error.HTTPError as err:
        status, payload = err.code, err.read()
    elapsed = time.perf_counter() - start
    code = json.loads(payload)["error"]["code"] if status != 200 else "-"
    print(f"{len(body) / 1e6:.0f} MB POST with urllib: HTTP {status} {code} in {elapsed:.2f} s")
    server.should_exit = True
    return 0 if status == 413 else 1


if __name__ == "__main__":
    raise SystemExit(main())
