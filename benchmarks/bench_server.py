"""The service against the library on the same pages: POST /v1/prune (BM25, 2048 tokens) vs HtmlPruner.

    pytest benchmarks/bench_server.py --benchmark-enable
    HTMLPRUNE_BENCH_PAGES=3 pytest benchmarks/bench_server.py      # CI: a few pages, run once

One client, one request at a time, against uvicorn on loopback in a thread of this process: the ratio
is what the HTTP layer (JSON both ways, uvicorn, FastAPI, the worker-thread hand-off, the client) adds to
each page. Both sides must return the same HTML. benchmarks/load_test.py measures the service under
concurrent load (requests/s, p50/p99, memory).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import uvicorn

from _common import bench_pages_limit, prune_all, read_jsonl_gz
from htmlprune import PruneConfig
from htmlprune.server import ServerConfig, create_app

pytestmark = pytest.mark.shared_data
BUDGET = 2048


@pytest.fixture(scope="module")
def items() -> list[dict[str, Any]]:
    return list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=bench_pages_limit(50)))


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    app = create_app(ServerConfig(prune=PruneConfig(budget=BUDGET), worker_threads=1))
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(500):
        if server.started:
            break
        time.sleep(0.02)
    assert server.started, "uvicorn did not start"
    yield f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
    server.should_exit = True
    thread.join(timeout=10)


@pytest.mark.benchmark(group="server-2048")
def test_htmlprune_in_process(benchmark: Any, items: list[dict[str, Any]]) -> None:
    out = benchmark.pedantic(prune_all, args=(items, BUDGET), rounds=3, iterations=1, warmup_rounds=1)
    assert len(out) == len(items)
    if benchmark.stats is not None:
        benchmark.extra_info["pages/s"] = round(len(items) / benchmark.stats.stats.mean, 1)


@pytest.mark.benchmark(group="server-2048")
def test_service_http(benchmark: Any, items: list[dict[str, Any]], base_url: str) -> None:
    bodies = [json.dumps({"question": i["question"], "html": i["html"]}).encode() for i in items]
    headers = {"content-type": "application/json"}
    with httpx.Client(base_url=base_url, timeout=60) as client:

        def run() -> list[str]:
            out = []
            for body in bodies:
                response = client.post("/v1/prune", content=body, headers=headers)
                assert response.status_code == 200, response.text
                out.append(response.json()["html"])
            return out

        out = benchmark.pedantic(run, rounds=3, iterations=1, warmup_rounds=1)
    assert out == prune_all(items, BUDGET)  # the service answers exactly what the library does
    if benchmark.stats is not None:
        benchmark.extra_info["pages/s"] = round(len(items) / benchmark.stats.stats.mean, 1)
