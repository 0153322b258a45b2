"""The HTTP service against the real app: endpoints, error codes, limits, abuse cases, OpenAPI snapshot.

In-process tests use FastAPI's TestClient; the slow-client and oversized-stream cases need a real socket
and run against uvicorn on loopback in a thread. Every abuse case is followed by a request that succeeds.
Regenerate the OpenAPI snapshot with ``python scripts/gen_openapi.py`` after a reviewed API change.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import pytest
import uvicorn
from fastapi.testclient import TestClient
from prometheus_client import CollectorRegistry
from prometheus_client.multiprocess import MultiProcessCollector

import htmlprune
from htmlprune import CleanOptions, PruneConfig
from htmlprune.errors import HtmlpruneError
from htmlprune.server import ERROR_CODES, ServerConfig, create_app
from htmlprune.server.errors import ServiceError
from htmlprune.server.limits import ConcurrencyLimiter, GuardMiddleware, run_in_pool
from htmlprune.server.schemas import CleanResponse, KeptBlock, PruneResponse
from htmlprune.server.workers import serve_workers

from .conftest import DATA

QUESTION = "Which planet has the most moons?"
OPENAPI_SNAPSHOT = DATA / "server" / "openapi.json"


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    app = create_app(
        ServerConfig(prune=PruneConfig(budget=256), worker_threads=2, max_concurrency=4, max_body_bytes=4 << 20)
    )
    with TestClient(app) as c:
        yield c


def _error(response: httpx.Response, status: int, code: str) -> str:
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"}
    assert body["error"]["code"] == code
    assert ERROR_CODES[code] == status
    message = body["error"]["message"]
    assert isinstance(message, str)
    assert message
    return message


def _ok_prune(client: Any, sample_html: str) -> dict[str, Any]:
    """The request every abuse case is followed by: the service is up and serves normally."""
    response = client.post("/v1/prune", json={"question": QUESTION, "html": sample_html, "budget": 128})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["n_tokens"] <= 128
    assert "Saturn" in body["html"]
    return body


# --- endpoints ------------------------------------------------------------------------------------------


def test_healthz(client: TestClient) -> None:
    body = client.get("/healthz").json()
    assert body == {
        "status": "ok",
        "version": htmlprune.__version__,
        "scorers": ["bm25", "learned"],
        "in_flight": 0,
        "max_concurrency": 4,
    }


def test_clean_matches_library(client: TestClient, sample_html: str) -> None:
    response = client.post("/v1/clean", json={"html": sample_html})
    assert response.status_code == 200
    assert response.json() == {"html": htmlprune.clean(sample_html)}
    response = client.post(
        "/v1/clean", json={"html": sample_html, "keep_attrs": ["href"], "compact": True}
    )
    assert response.json()["html"] == htmlprune.clean(sample_html, keep_attrs=("href",), compact=True)


def test_prune_matches_library(client: TestClient, sample_html: str) -> None:
    response = client.post(
        "/v1/prune",
        json={"question": QUESTION, "html": sample_html, "budget": 200, "include_cleaned": True},
    )
    assert response.status_code == 200
    body = response.json()
    expected = htmlprune.HtmlPruner(budget=200)(QUESTION, sample_html)
    assert body["html"] == expected.html
    assert body["n_tokens"] == expected.n_tokens <= 200
    assert body["budget"] == 200
    assert body["scorer"] == "learned"
    assert body["truncated"] is False
    assert body["n_blocks"] == len(expected.tree)
    assert [k["block"] for k in body["kept"]] == expected.kept.tolist()
    # Byte spans index the cleaned HTML: each slice is the kept block's element.
    cleaned = body["cleaned_html"].encode()
    for k in body["kept"]:
        assert k["page"] == 0
        assert k["path"] == expected.tree.paths[k["block"]]
        assert cleaned[k["byte_start"] : k["byte_end"]].decode() == expected.tree.block_html(
            k["block"]
        )
    plain = client.post(
        "/v1/prune", json={"question": QUESTION, "html": sample_html, "budget": 200}
    ).json()
    assert plain["cleaned_html"] is None
    assert plain["html"] == body["html"]


def test_prune_many_pages_one_budget(client: TestClient, sample_html: str) -> None:
    other = "<h1>Mars</h1><p>Mars has two small moons, Phobos and Deimos.</p>"
    pages = [other, sample_html]
    body = client.post(
        "/v1/prune", json={"question": QUESTION, "pages": pages, "budget": 1000}
    ).json()
    expected = htmlprune.HtmlPruner(budget=1000)(QUESTION, pages)
    assert body["html"] == expected.html
    assert body["n_tokens"] <= 1000
    tree_pages = expected.tree.page
    assert [k["page"] for k in body["kept"]] == [int(tree_pages[k["block"]]) for k in body["kept"]]
    assert {k["page"] for k in body["kept"]} == {0, 1}


def test_prune_defaults_and_max_words(client: TestClient, sample_html: str) -> None:
    default = client.post("/v1/prune", json={"question": QUESTION, "html": sample_html}).json()
    assert default["budget"] == 256
    assert default["n_tokens"] <= 256
    fine = client.post(
        "/v1/prune", json={"question": QUESTION, "html": sample_html, "max_words": 8}
    ).json()
    assert fine["n_blocks"] > default["n_blocks"]
    expected = htmlprune.HtmlPruner(budget=256, max_words=8)(QUESTION, sample_html)
    assert fine["html"] == expected.html


def test_responses_match_their_models(client: TestClient, sample_html: str) -> None:
    """The service writes its JSON itself (no response-model validation): it must be the documented shape."""
    for include_cleaned in (False, True):
        body = {
            "question": QUESTION,
            "html": sample_html,
            "budget": 200,
            "include_cleaned": include_cleaned,
        }
        response = client.post("/v1/prune", json=body)
        assert response.headers["content-type"] == "application/json"
        data = response.json()
        assert list(data) == list(PruneResponse.model_fields)  # every field, in the schema's order
        assert data["kept"]
        assert all(list(k) == list(KeptBlock.model_fields) for k in data["kept"])
        parsed = PruneResponse.model_validate_json(response.content, strict=True)
        assert parsed.model_dump(mode="json") == data
    response = client.post("/v1/clean", json={"html": sample_html})
    assert (
        CleanResponse.model_validate_json(response.content, strict=True).html
        == response.json()["html"]
    )


def test_json_body_may_start_with_a_bom(client: TestClient, sample_html: str) -> None:
    body = json.dumps({"question": QUESTION, "html": sample_html, "budget": 128}).encode()
    response = client.post(
        "/v1/prune", content=b"\xef\xbb\xbf" + body, headers={"content-type": "application/json"}
    )
    assert response.status_code == 200, response.text
    assert "Saturn" in response.json()["html"]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/v1/prune", {"question": QUESTION, "html": "<p>Saturn has 274 moons.<p>Mars has two."}),
        (
            "/v1/prune",
            {"question": QUESTION, "pages": ["<p>Mars: 2", "<p>Saturn: 274"], "budget": 8},
        ),
        (
            "/v1/prune",
            {"question": QUESTION, "html": "<p>a", "include_cleaned": True, "max_words": 3},
        ),
        ("/v1/clean", {"html": "<div><p>x</p><script>y</script></div>", "keep_attrs": ["href"]}),
        ("/v1/prune", {"question": "x"}),
        ("/v1/prune", {"question": "x", "html": "<p>a", "budget": 0}),
        ("/v1/prune", {"question": "x", "html": "<p>a", "budjet": 10}),
        ("/v1/prune", {"question": "x", "html": "<p>a", "scorer": "embed"}),
        ("/v1/prune", ["not", "an", "object"]),
        ("/v1/clean", {"html": 3}),
        ("/v1/prune", b'{"question": "x", "html": '),
        ("/v1/prune", bytes(range(256))),
    ],
)
def test_short_path_answers_like_fastapi(path: str, body: Any) -> None:
    """JsonEndpoints answers the POST endpoints before FastAPI; without it, FastAPI's routes answer.
    Both must agree: same status, same JSON on success, same error code otherwise."""
    config = ServerConfig(prune=PruneConfig(budget=64, clean=CleanOptions(max_nodes=1000)), worker_threads=1)
    short = create_app(config)
    plain = create_app(config)
    plain.state.short_path.routes.clear()  # every request goes on to FastAPI
    kwargs: dict[str, Any] = (
        {"content": body, "headers": {"content-type": "application/json"}}
        if isinstance(body, bytes)
        else {"json": body}
    )
    with TestClient(short) as a, TestClient(plain) as b:
        got, expected = a.post(path, **kwargs), b.post(path, **kwargs)
    assert got.status_code == expected.status_code, (got.text, expected.text)
    if expected.status_code == 200:
        assert got.json() == expected.json()
    else:
        assert got.json()["error"]["code"] == expected.json()["error"]["code"]


def test_metrics(client: TestClient, sample_html: str) -> None:
    _ok_prune(client, sample_html)
    client.post("/v1/prune", content=b"{", headers={"content-type": "application/json"})
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    text = response.text
    assert 'htmlprune_http_requests_total{endpoint="/v1/prune",method="POST",status="200"}' in text
    assert 'htmlprune_http_requests_total{endpoint="/v1/prune",method="POST",status="400"}' in text
    assert 'htmlprune_http_request_duration_seconds_bucket{endpoint="/v1/prune",le="+Inf"}' in text
    assert "htmlprune_http_requests_in_flight 1.0" in text  # this very request
    assert 'htmlprune_http_requests_rejected_total{reason="overloaded"}' in text


# --- errors and abuse, each followed by a successful request ------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "status", "code"),
    [
        (
            {
                "content": b'{"question": "x", "html": ',
                "headers": {"content-type": "application/json"},
            },
            400,
            "invalid_json",
        ),
        (
            {"content": bytes(range(256)) * 64, "headers": {"content-type": "application/json"}},
            400,
            "invalid_json",
        ),
        (
            {
                "content": bytes(range(256)) * 64,
                "headers": {"content-type": "application/octet-stream"},
            },
            415,
            "unsupported_media_type",
        ),
        ({"content": b'{"question": "x", "html": "<p>x"}'}, 415, "unsupported_media_type"),
        ({"json": {"question": "x"}}, 422, "invalid_request"),
        ({"json": {"question": "x", "html": "<p>a", "pages": ["<p>b"]}}, 422, "invalid_request"),
        ({"json": {"question": "x", "html": "<p>a", "budget": 0}}, 422, "invalid_request"),
        ({"json": {"question": "x", "html": "<p>a", "budjet": 10}}, 422, "invalid_request"),
        ({"json": {"question": "x", "pages": []}}, 422, "invalid_request"),
        ({"json": ["not", "an", "object"]}, 422, "invalid_request"),
        ({"json": {"question": "x", "html": "<p>a", "scorer": "embed"}}, 422, "scorer_unavailable"),
        ({"json": {"question": "x", "html": "<p>a", "scorer": "tfidf"}}, 422, "invalid_request"),
    ],
)
def test_bad_requests(
    client: TestClient, sample_html: str, kwargs: dict[str, Any], status: int, code: str
) -> None:
    _error(client.post("/v1/prune", **kwargs), status, code)
    _ok_prune(client, sample_html)


def test_unknown_path_and_method(client: TestClient, sample_html: str) -> None:
    _error(client.get("/v2/prune"), 404, "not_found")
    _error(client.get("/v1/prune"), 405, "method_not_allowed")
    _ok_prune(client, sample_html)


def test_oversized_body_is_refused_unread(client: TestClient, sample_html: str) -> None:
    big = json.dumps({"question": "x", "html": "<p>" + "a" * (4 << 20)})
    message = _error(
        client.post("/v1/prune", content=big, headers={"content-type": "application/json"}),
        413,
        "body_too_large",
    )
    assert "max_body_bytes=4194304" in message
    _ok_prune(client, sample_html)


def test_oversized_stream_without_length(client: TestClient, sample_html: str) -> None:
    def chunks() -> Iterator[bytes]:  # chunked transfer: no Content-Length to check up front
        for _ in range(64):
            yield b" " * (256 << 10)

    response = client.post(
        "/v1/prune", content=chunks(), headers={"content-type": "application/json"}
    )
    _error(response, 413, "body_too_large")
    _ok_prune(client, sample_html)


def test_deep_nesting(client: TestClient, sample_html: str) -> None:
    n = 200_000
    deep = "<div>" * n + "<p>deep text about moons</p>" + "</div>" * n
    response = client.post("/v1/prune", json={"question": "moons", "html": deep, "budget": 64})
    assert response.status_code == 200
    assert "deep text about moons" in response.json()["html"]
    unclosed = "<b>" * n + "bold end"
    response = client.post("/v1/clean", json={"html": unclosed})
    assert response.status_code == 200
    assert "bold end" in response.json()["html"]
    _ok_prune(client, sample_html)


def test_binary_page_inside_json(client: TestClient, sample_html: str) -> None:
    rng = np.random.default_rng(0)
    blob = rng.integers(0, 256, 200_000, dtype=np.uint8).tobytes().decode("latin-1")
    response = client.post("/v1/prune", json={"question": "what?", "html": blob, "budget": 64})
    assert response.status_code == 200
    assert response.json()["n_tokens"] <= 64
    assert client.post("/v1/clean", json={"html": blob}).json()["html"] == htmlprune.clean(blob)
    _ok_prune(client, sample_html)


def test_document_limit_is_a_typed_error() -> None:
    app = create_app(ServerConfig(prune=PruneConfig(clean=CleanOptions(max_nodes=100)), worker_threads=1))
    with TestClient(app) as c:
        message = _error(
            c.post("/v1/prune", json={"question": "x", "html": "<p>a" * 200}), 422, "limit_exceeded"
        )
        assert "max_nodes=100" in message
        ok = c.post("/v1/prune", json={"question": QUESTION, "html": "<p>Saturn has 274 moons."})
        assert ok.status_code == 200
        assert "Saturn" in ok.json()["html"]


def test_concurrency_limit_answers_429(sample_html: str) -> None:
    app = create_app(ServerConfig(worker_threads=1, max_concurrency=2))
    limiter = app.state.limiter
    with TestClient(app) as c:
        held = [limiter.try_acquire(), limiter.try_acquire()]  # two requests in flight
        assert limiter.try_acquire() is None
        response = c.post("/v1/prune", json={"question": QUESTION, "html": sample_html})
        _error(response, 429, "overloaded")
        assert response.headers["retry-after"] == "1"
        health = c.get("/healthz")  # not subject to the limit
        assert health.status_code == 200
        assert health.json()["in_flight"] == 2
        for slot in held:
            assert slot is not None
            slot.release()
        _ok_prune(c, sample_html)
        assert limiter.in_use == 0
        assert (
            'htmlprune_http_requests_rejected_total{reason="overloaded"} 1.0'
            in c.get("/metrics").text
        )


def test_work_over_time_limit_answers_504(sample_html: str) -> None:
    app = create_app(ServerConfig(worker_threads=1, max_concurrency=4, request_timeout=0.5))
    release = threading.Event()
    with TestClient(app) as c:
        blocker = app.state.executor.submit(
            release.wait
        )  # the only worker is busy: the job must wait
        try:
            _error(c.post("/v1/prune", json={"question": QUESTION, "html": sample_html}), 504, "timeout")
            assert app.state.limiter.in_use == 0  # the job never started: cancelled, slot freed
        finally:
            release.set()
        blocker.result()
        _ok_prune(c, sample_html)
        assert (
            'htmlprune_http_requests_rejected_total{reason="timeout"} 1.0' in c.get("/metrics").text
        )


def test_timed_out_job_keeps_its_slot_until_it_ends() -> None:
    """max_concurrency bounds running work: a request answered 504 frees its slot only when its job ends."""

    async def scenario() -> None:
        limiter = ConcurrencyLimiter(1)
        slot = limiter.try_acquire()
        assert slot is not None
        started, release = threading.Event(), threading.Event()

        def job() -> str:
            started.set()
            release.wait()
            return "done"

        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            with pytest.raises(ServiceError) as info:
                await run_in_pool(pool, job, slot=slot, deadline=time.monotonic() + 0.3)
            assert info.value.code == "timeout"
            assert started.is_set()
            slot.release()  # the request has answered 504
            assert limiter.in_use == 1
            assert limiter.try_acquire() is None
            release.set()
            while limiter.in_use:  # the worker's done-callback frees the slot on the loop
                await asyncio.sleep(0.01)
            assert limiter.try_acquire() is not None

    asyncio.run(scenario())


# --- a real server on loopback: slow clients and streams ---------------------------------------------


@pytest.fixture(scope="module")
def live_server() -> Iterator[str]:
    yield from _live(
        ServerConfig(prune=PruneConfig(budget=256), worker_threads=2, max_body_bytes=1 << 20, request_timeout=1.0)
    )


def _live(server_config: ServerConfig) -> Iterator[str]:
    yield from _serve_live(create_app(server_config))


def _serve_live(app: Any) -> Iterator[str]:
    """Serves ``app`` with uvicorn on a free loopback port in a thread; yields its base URL."""
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(500):  # start-up takes a moment; give up after ~10 s
        if server.started:
            break
        time.sleep(0.02)
    assert server.started, "uvicorn did not start"
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)


def _raw(base: str, data: bytes, pause_after: bool = False) -> bytes:
    """Sends raw bytes on a fresh connection and returns what the server answers before closing."""
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(data)
        chunks = []
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            chunks.append(chunk)
            if b"\r\n\r\n" in b"".join(chunks) and not pause_after:
                head, _, rest = b"".join(chunks).partition(b"\r\n\r\n")
                length = [
                    int(v)
                    for k, v in (l.split(b":", 1) for l in head.split(b"\r\n")[1:])
                    if k.lower() == b"content-length"
                ]
                if length and len(rest) >= length[0]:
                    break
        return b"".join(chunks)


def test_slow_client_gets_408(live_server: str, sample_html: str) -> None:
    head = (
        b"POST /v1/prune HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n"
        b"Content-Length: 1000\r\n\r\n"
    )
    answer = _raw(live_server, head + b'{"question": "slow', pause_after=True)  # and never the rest
    assert answer.startswith(b"HTTP/1.1 408 "), answer[:200]
    body = json.loads(answer.partition(b"\r\n\r\n")[2])
    assert body["error"]["code"] == "request_timeout"
    with httpx.Client(base_url=live_server, timeout=30) as c:
        _ok_prune(c, sample_html)


def test_live_abuse_then_success(live_server: str, sample_html: str) -> None:
    with httpx.Client(base_url=live_server, timeout=30) as c:
        big = b'{"html": "' + b"a" * (2 << 20) + b'"}'
        _error(
            c.post(
                "/v1/clean",
                content=iter([big[i : i + 65536] for i in range(0, len(big), 65536)]),
                headers={"content-type": "application/json"},
            ),
            413,
            "body_too_large",
        )
        _ok_prune(c, sample_html)
        _error(
            c.post(
                "/v1/prune", content=os.urandom(4096), headers={"content-type": "application/json"}
            ),
            400,
            "invalid_json",
        )
        _ok_prune(c, sample_html)
        _error(
            c.post("/v1/prune", content=b"{]", headers={"content-type": "application/json"}),
            400,
            "invalid_json",
        )
        _ok_prune(c, sample_html)
        assert c.get("/healthz").json()["status"] == "ok"


@pytest.fixture(scope="module")
def small_body_server() -> Iterator[str]:
    yield from _live(ServerConfig(prune=PruneConfig(budget=256), worker_threads=1, max_body_bytes=64 << 10))


OVER_LIMIT = b'{"html": "' + b"a" * (8 << 20) + b'"}'  # 8 MiB against a 64 KiB limit


def _json_413(status: int, body: bytes) -> None:
    assert status == 413, body[:200]
    assert json.loads(body)["error"]["code"] == "body_too_large"


def test_413_reaches_urllib(small_body_server: str, sample_html: str) -> None:
    # urllib writes the whole body before it reads: without draining it saw a connection reset.
    request = urllib.request.Request(
        small_body_server + "/v1/clean", data=OVER_LIMIT, headers={"Content-Type": "application/json"}
    )
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(request, timeout=60)
    _json_413(err.value.code, err.value.read())
    with httpx.Client(base_url=small_body_server, timeout=30) as c:
        _ok_prune(c, sample_html)


def test_413_reaches_httpx(small_body_server: str, sample_html: str) -> None:
    with httpx.Client(base_url=small_body_server, timeout=60) as c:
        response = c.post("/v1/clean", content=OVER_LIMIT, headers={"content-type": "application/json"})
        _json_413(response.status_code, response.content)
        chunked = iter([OVER_LIMIT[i : i + 65536] for i in range(0, len(OVER_LIMIT), 65536)])
        response = c.post("/v1/clean", content=chunked, headers={"content-type": "application/json"})
        _json_413(response.status_code, response.content)
        _ok_prune(c, sample_html)


@pytest.mark.parametrize("declared", [True, False])
def test_413_drains_only_what_is_still_coming(declared: bool) -> None:
    # The over-limit chunk is the last one: reading on would wait for the client to leave.
    body = b"x" * 100
    messages = [{"type": "http.request", "body": body, "more_body": False}]
    if declared:  # a declared length is refused unread: the whole body is drained first
        messages = [{"type": "http.request", "body": body[:50], "more_body": True}, *messages]

    async def receive() -> dict[str, Any]:
        assert messages, "receive() called after the last chunk"
        return messages.pop(0)

    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    async def app(scope: Any, receive: Any, send: Any) -> None:
        raise AssertionError("an over-limit body must not reach the app")

    guard = GuardMiddleware(app, limiter=ConcurrencyLimiter(1), max_body_bytes=10, request_timeout=60)
    headers = [(b"content-type", b"application/json")]
    if declared:
        headers.append((b"content-length", b"150"))
    scope = {"type": "http", "method": "POST", "path": "/v1/clean", "headers": headers}
    asyncio.run(guard(scope, receive, send))
    assert sent[0]["status"] == 413
    assert json.loads(sent[1]["body"])["error"]["code"] == "body_too_large"
    assert not messages


@pytest.mark.skipif(shutil.which("curl") is None, reason="needs the curl command")
@pytest.mark.parametrize("expect", ["100-continue", ""], ids=["expect-100", "no-expect"])
def test_413_reaches_curl(small_body_server: str, tmp_path: Path, expect: str) -> None:
    body = tmp_path / "body.json"
    body.write_bytes(OVER_LIMIT)
    out = tmp_path / "out.json"
    curl = ["curl", "-sS", "-o", str(out), "-w", "%{http_code}", "-H", "Content-Type: application/json"]
    curl += ["-H", f"Expect: {expect}", "--data-binary", f"@{body}", small_body_server + "/v1/clean"]
    done = subprocess.run(curl, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    _json_413(int(done.stdout), out.read_bytes())


# --- the command line, the OpenAPI schema, the embedding scorer ---------------------------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_serve_command(sample_html: str, tmp_path: Path) -> None:
    port = _free_port()
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(Path(htmlprune.__file__).parents[1]), env.get("PYTHONPATH", "")]
    )
    cmd = [
        sys.executable,
        "-m",
        "htmlprune",
        "serve",
        "--port",
        str(port),
        "--budget",
        "100",
        "--worker-threads",
        "1",
    ]
    log = tmp_path / "serve.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as c:
            for _ in range(600):  # up to ~30 s for the import and the tokenizer to load
                try:
                    if c.get("/healthz").status_code == 200:
                        break
                except httpx.TransportError:
                    assert proc.poll() is None, log.read_text()
                    time.sleep(0.05)
            body = c.post("/v1/prune", json={"question": QUESTION, "html": sample_html}).json()
            assert body["budget"] == 100
            assert body["n_tokens"] <= 100
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _prune_200_by_process(metrics_dir: Path, scratch: Path) -> dict[int, float]:
    """Answered /v1/prune requests per server process, read from each process's own metrics file."""
    counts = {}
    for path in metrics_dir.glob("counter_*.db"):
        pid = int(path.stem.split("_")[1])
        alone = scratch / str(pid)
        alone.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, alone / path.name)
        registry = CollectorRegistry()
        MultiProcessCollector(registry, path=str(alone))
        labels = {"endpoint": "/v1/prune", "method": "POST", "status": "200"}
        counts[pid] = registry.get_sample_value("htmlprune_http_requests_total", labels) or 0.0
    return counts


def test_serve_workers_share_metrics(sample_html: str, tmp_path: Path) -> None:
    """serve --workers 2: two processes on one port; /metrics, whichever answers it, sums both."""
    port = _free_port()
    env = dict(os.environ)
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    env["TMPDIR"] = str(tmp_path)  # where the command makes its metrics directory
    env["PYTHONPATH"] = os.pathsep.join(
        [str(Path(htmlprune.__file__).parents[1]), env.get("PYTHONPATH", "")]
    )
    cmd = [sys.executable, "-m", "htmlprune", "serve", "--port", str(port), "--budget", "100",
           "--workers", "2", "--worker-threads", "1"]  # fmt: skip
    log = tmp_path / "serve.log"
    url = f"http://127.0.0.1:{port}"
    body = {"question": QUESTION, "html": sample_html}
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        for _ in range(1200):  # up to ~60 s: two processes import and load the tokenizer
            try:
                if httpx.get(f"{url}/healthz", timeout=5).status_code == 200:
                    break
            except httpx.TransportError:
                assert proc.poll() is None, log.read_text()
                time.sleep(0.05)
        (metrics_dir,) = tmp_path.glob("htmlprune-metrics-*")
        sent, per_process = 0, {}
        # A fresh connection per request: the kernel hands each to either process. Go on until
        # both have answered some (a few requests in practice).
        while sent < 300 and not (len(per_process) == 2 and min(per_process.values()) > 0):
            for _ in range(5):
                response = httpx.post(f"{url}/v1/prune", json=body, timeout=30)
                assert response.status_code == 200, response.text
                assert response.json()["n_tokens"] <= 100
                sent += 1
            per_process = _prune_200_by_process(metrics_dir, tmp_path / "scratch")
        assert len(per_process) == 2, log.read_text()
        assert min(per_process.values()) > 0
        assert sum(per_process.values()) == sent
        for _ in range(4):  # whichever process answers
            text = httpx.get(f"{url}/metrics", timeout=30).text
            prune_ok = (
                'htmlprune_http_requests_total{endpoint="/v1/prune",method="POST",status="200"}'
            )
            assert f"{prune_ok} {float(sent)}" in text
            assert "htmlprune_http_requests_in_flight 1.0" in text  # this request, summed over both
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    assert not list(tmp_path.glob("htmlprune-metrics-*")), (
        "the metrics directory outlived the server"
    )


def test_workers_stop_when_a_process_cannot_start(tmp_path: Path) -> None:
    """A process that cannot load its model would fail on every restart: the supervisor gives up."""
    config = ServerConfig(model=str(tmp_path / "no-such-model"), worker_threads=1)
    options = {"host": "127.0.0.1", "port": 0, "log_level": "critical"}
    with pytest.raises(HtmlpruneError, match="could not start"):
        serve_workers(config, 2, options)


def test_learned_scorer_needs_no_model(client: TestClient, sample_html: str) -> None:
    response = client.post("/v1/prune", json={"question": QUESTION, "html": sample_html, "scorer": "learned"})
    assert response.status_code == 200, response.text
    body = response.json()
    expected = htmlprune.HtmlPruner(htmlprune.scorers.LearnedScorer(), budget=256)(QUESTION, sample_html)
    assert body["scorer"] == "learned"
    assert body["html"] == expected.html
    assert body["n_tokens"] == expected.n_tokens <= 256


def test_openapi_snapshot(client: TestClient) -> None:
    served = client.get("/openapi.json").json()
    assert set(served["paths"]) == {"/v1/clean", "/v1/prune", "/healthz", "/metrics"}
    expected = json.loads(OPENAPI_SNAPSHOT.read_text(encoding="utf-8"))
    assert expected["info"].pop("version") == "<version>"  # a release must not need a new snapshot
    assert served["info"].pop("version") == htmlprune.__version__
    assert served == expected, "the API changed: review it, then run python scripts/gen_openapi.py"


@pytest.mark.slow
def test_embed_scorer_matches_library(sample_html: str) -> None:
    pytest.importorskip("onnxruntime")
    from htmlprune.embed import OnnxEmbedder
    from htmlprune.scorers import EmbeddingScorer

    model = "all-MiniLM-L6-v2-int8"  # the ready int8 ONNX from PyPI: no export needed
    app = create_app(ServerConfig(model=model, worker_threads=1, prune=PruneConfig(budget=128)))
    with TestClient(app) as c:
        assert c.get("/healthz").json()["scorers"] == ["bm25", "embed", "hybrid", "learned"]
        body = c.post(
            "/v1/prune", json={"question": QUESTION, "html": sample_html, "scorer": "embed"}
        ).json()
        bm25 = c.post(
            "/v1/prune", json={"question": QUESTION, "html": sample_html, "scorer": "bm25"}
        ).json()
        default = c.post("/v1/prune", json={"question": QUESTION, "html": sample_html}).json()
    semantic = EmbeddingScorer(OnnxEmbedder(model, threads=1))
    expected = htmlprune.HtmlPruner(semantic, budget=128)(QUESTION, sample_html)
    assert body["scorer"] == "embed"
    assert bm25["scorer"] == "bm25"
    assert body["html"] == expected.html
    assert body["n_tokens"] == expected.n_tokens <= 128
    # a server with a model ranks by BM25 + embeddings unless told otherwise
    hybrid = htmlprune.HtmlPruner(htmlprune.HybridScorer(semantic), budget=128)(QUESTION, sample_html)
    assert default["scorer"] == "hybrid"
    assert default["html"] == hybrid.html


def test_a_configured_model_makes_hybrid_the_default() -> None:
    assert ServerConfig().method == "learned"
    assert ServerConfig().scorers == ("bm25", "learned")
    assert ServerConfig(method="learned").scorers == ("bm25", "learned")  # no model to load
    with_model = ServerConfig(model="all-MiniLM-L6-v2")  # not loaded here: create_app loads it
    assert with_model.method == "hybrid"
    assert with_model.scorers == ("bm25", "learned", "embed", "hybrid")
    assert ServerConfig(model="all-MiniLM-L6-v2", method="bm25").method == "bm25"
    with pytest.raises(htmlprune.InputError, match="method must be one of"):
        ServerConfig(method="nope")
