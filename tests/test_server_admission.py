"""Load shedding: admission is decided on the headers, before the body is read, and refused requests
cost no work; admitted requests are decoded and pruned on worker threads, each answered with its own
result. The live cases run uvicorn on loopback in a thread (tests/test_server.py's ``_live``)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import socket
import sys
import threading
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from pydantic import model_validator

import htmlprune
from htmlprune.errors import InputError
from htmlprune.server import ServerConfig, create_app
from htmlprune.server.dispatch import JsonRoute
from htmlprune.server.limits import ConcurrencyLimiter, GuardMiddleware
from htmlprune.server.schemas import PruneRequest

from .test_server import QUESTION, _live, _serve_live


def _asgi_post(path: str, body: bytes) -> tuple[dict[str, Any], Any, list[str]]:
    """An ASGI scope for a JSON POST, its receive(), and the log of receive()'s calls."""
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    scope = {"type": "http", "method": "POST", "path": path, "headers": headers}
    messages = [{"type": "http.request", "body": body, "more_body": False}]
    calls: list[str] = []

    async def receive() -> dict[str, Any]:
        calls.append("receive")
        return messages.pop(0) if messages else {"type": "http.disconnect"}

    return scope, receive, calls


def test_refused_request_is_answered_before_its_body_is_read() -> None:
    limiter = ConcurrencyLimiter(1)
    held = limiter.try_acquire()
    reached: list[str] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        reached.append(scope["path"])

    body = b'{"question": "q", "html": "<p>x"}'
    scope, receive, calls = _asgi_post("/v1/prune", body)
    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    guard = GuardMiddleware(app, limiter=limiter, max_body_bytes=1 << 20, request_timeout=60)
    asyncio.run(guard(scope, receive, send))
    assert calls == []  # the body was never asked for, so never read or decoded
    assert reached == []
    assert sent[0]["status"] == 429
    assert (b"retry-after", b"1") in sent[0]["headers"]
    assert json.loads(sent[1]["body"])["error"]["code"] == "overloaded"
    assert limiter.in_use == 1  # the refusal took no slot
    assert held is not None
    held.release()
    scope, receive, calls = _asgi_post("/v1/prune", body)
    asyncio.run(
        guard(scope, receive, send)
    )  # a free slot: admitted, the body read, the app reached
    assert calls == ["receive"]
    assert reached == ["/v1/prune"]
    assert limiter.in_use == 0


def test_json_is_decoded_on_a_worker_thread(sample_html: str) -> None:
    """The short path validates the body on the pool, never on the event loop's thread."""
    app = create_app(ServerConfig(prune=htmlprune.PruneConfig(budget=128), worker_threads=1))
    decoded_on: list[int] = []

    class RecordingPruneRequest(PruneRequest):
        @model_validator(mode="before")
        @classmethod
        def _record(cls, data: Any) -> Any:
            decoded_on.append(threading.get_ident())
            return data

    routes = app.state.short_path.routes
    routes["/v1/prune"] = JsonRoute(RecordingPruneRequest, routes["/v1/prune"].handle)
    body = json.dumps({"question": QUESTION, "html": sample_html}).encode()
    scope, receive, _ = _asgi_post("/v1/prune", body)
    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    try:
        asyncio.run(app(scope, receive, send))
    finally:
        app.state.executor.shutdown()
    assert sent[0]["status"] == 200, sent
    assert "Saturn" in json.loads(sent[1]["body"])["html"]
    assert len(decoded_on) == 1
    assert decoded_on[0] != threading.get_ident()  # asyncio.run's loop runs on this thread


@pytest.fixture
def one_worker_server() -> Iterator[tuple[str, Any]]:
    """A live server with one worker thread and two slots, and its app."""
    app = create_app(
        ServerConfig(prune=htmlprune.PruneConfig(budget=128), worker_threads=1, max_concurrency=2)
    )
    live = _serve_live(app)
    yield next(live), app
    next(live, None)


def _raw_expect_continue(base: str, body: bytes) -> bytes:
    """Headers with ``Expect: 100-continue`` and no body: what the server answers before it."""
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        head = (
            f"POST /v1/prune HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
            f"Expect: 100-continue\r\nContent-Length: {len(body)}\r\n\r\n"
        )
        sock.sendall(head.encode())
        answer = b""
        while b"\r\n\r\n" not in answer:
            chunk = sock.recv(65536)
            if not chunk:
                break
            answer += chunk
        return answer


def test_overload_is_shed_with_429_while_admitted_work_waits(
    one_worker_server: tuple[str, Any], sample_html: str
) -> None:
    base, app = one_worker_server
    limiter = app.state.limiter
    release = threading.Event()
    blocker = app.state.executor.submit(release.wait)  # the one worker is busy until released
    body = {"question": QUESTION, "html": sample_html, "budget": 128}
    client = httpx.Client(base_url=base, timeout=60)
    with client, concurrent.futures.ThreadPoolExecutor(2) as pool:
        admitted = [pool.submit(client.post, "/v1/prune", json=body) for _ in range(2)]
        while limiter.in_use < 2:  # both admitted, their work queued behind the blocker
            assert not any(f.done() for f in admitted), [f.result().text for f in admitted]
            threading.Event().wait(0.01)
        try:
            for _ in range(4):
                refused = client.post("/v1/prune", json=body)
                assert refused.status_code == 429, refused.text
                assert refused.headers["retry-after"] == "1"
                assert refused.json()["error"]["code"] == "overloaded"
            # A client that waits for "100 Continue" is refused without ever sending its body.
            raw = _raw_expect_continue(base, json.dumps(body).encode())
            assert raw.startswith(b"HTTP/1.1 429"), raw[:200]
            assert b"100 Continue" not in raw
            assert not any(f.done() for f in admitted)  # the refusals did not wait for the work
        finally:
            release.set()
        blocker.result()
        expected = htmlprune.HtmlPruner(budget=128)(QUESTION, sample_html).html
        for future in admitted:
            response = future.result()
            assert response.status_code == 200, response.text
            assert response.json()["html"] == expected
        metrics = client.get("/metrics").text
    assert 'htmlprune_http_requests_rejected_total{reason="overloaded"} 5.0' in metrics
    assert limiter.in_use == 0


def test_concurrent_requests_get_their_own_answers() -> None:
    """Many requests in flight at once (more than the worker threads): each answer is its request's."""
    pages = [
        f"<h1>Report {i}</h1><p>The code of unit {i} is K{i * 7919}.</p>"
        + "".join(f"<p>Filler paragraph {j} about nothing in particular.</p>" for j in range(40))
        for i in range(12)
    ]
    questions = [f"What is the code of unit {i}?" for i in range(12)]
    config = ServerConfig(
        prune=htmlprune.PruneConfig(budget=48), worker_threads=2, max_concurrency=12
    )
    live = _live(config)
    base = next(live)  # the generator's end (next below) stops the server
    try:
        client = httpx.Client(base_url=base, timeout=60)
        with client, concurrent.futures.ThreadPoolExecutor(12) as pool:
            futures = [
                pool.submit(client.post, "/v1/prune", json={"question": q, "html": p})
                for q, p in zip(questions, pages)
            ]
            answers = [f.result() for f in futures]
    finally:
        next(live, None)
    pruner = htmlprune.HtmlPruner(budget=48)
    for i, (question, page, answer) in enumerate(zip(questions, pages, answers)):
        assert answer.status_code == 200, answer.text
        assert answer.json()["html"] == pruner(question, page).html
        assert f"K{i * 7919}" in answer.json()["html"]


def test_a_freed_slot_goes_to_the_newest_waiting_request() -> None:
    async def scenario() -> None:
        limiter = ConcurrencyLimiter(1, wait=60, max_waiting=2)
        held = limiter.try_acquire()
        assert held is not None
        older = asyncio.ensure_future(limiter.acquire())
        await asyncio.sleep(0)
        newer = asyncio.ensure_future(limiter.acquire())
        await asyncio.sleep(0)
        assert limiter.waiting == 2
        beyond = asyncio.ensure_future(limiter.acquire())  # over max_waiting: refused at once
        await asyncio.sleep(0)
        assert beyond.done()
        assert beyond.result() is None
        held.release()
        second = await newer  # last in, first served
        assert second is not None
        assert not older.done()
        assert limiter.in_use == 1  # the slot passed on without being freed
        second.release()
        first = await older
        assert first is not None
        first.release()
        assert limiter.in_use == 0
        assert limiter.waiting == 0

    asyncio.run(scenario())


def test_a_waiting_request_times_out_or_goes_away_without_keeping_a_slot() -> None:
    async def scenario() -> None:
        limiter = ConcurrencyLimiter(1, wait=0.01, max_waiting=4)
        held = limiter.try_acquire()
        assert held is not None
        assert await limiter.acquire() is None  # no slot freed within the wait: 429
        assert limiter.waiting == 0
        patient = ConcurrencyLimiter(1, wait=60, max_waiting=4)
        held = patient.try_acquire()
        assert held is not None
        waiter = asyncio.ensure_future(patient.acquire())
        await asyncio.sleep(0)
        held.release()  # handed to the waiter ...
        waiter.cancel()  # ... whose request is cancelled before it runs: the slot is freed
        with pytest.raises(asyncio.CancelledError):
            await waiter
        assert patient.in_use == 0
        assert patient.try_acquire() is not None

    asyncio.run(scenario())


def test_a_request_past_its_wait_gets_no_slot_and_is_refused_after_the_delay() -> None:
    async def scenario() -> None:
        limiter = ConcurrencyLimiter(1, wait=0.01, max_waiting=4, refuse_after=60)
        held = limiter.try_acquire()
        assert held is not None
        refused = asyncio.ensure_future(limiter.acquire())
        await asyncio.sleep(0.05)  # past its wait: no longer waiting, not yet answered
        assert limiter.waiting == 0
        assert not refused.done()
        held.release()  # so the slot is not handed to it: an admitted request waits at most `wait`
        assert limiter.in_use == 0
        await asyncio.sleep(0)
        assert not refused.done()
        refused.cancel()
        with pytest.raises(asyncio.CancelledError):
            await refused
        assert limiter.in_use == 0

        quick = ConcurrencyLimiter(1, wait=0.01, max_waiting=4, refuse_after=0.03)
        held = quick.try_acquire()
        assert held is not None
        refusal = asyncio.ensure_future(quick.acquire())
        await asyncio.sleep(0.02)  # a timer due after its wait's and before its delay's end
        assert not refusal.done()  # past its wait, the refusal still waits for its delay
        assert await refusal is None

    asyncio.run(scenario())


def test_admission_settings_are_checked() -> None:
    config = ServerConfig(worker_threads=2)
    assert config.max_concurrency == 8
    assert config.max_waiting == 32
    assert ServerConfig(admission_wait=0).admission_wait == 0  # 429 at once
    for bad in (-1, float("nan"), float("inf"), True, "1", 30.0):
        with pytest.raises(InputError, match="admission_wait"):
            ServerConfig(admission_wait=bad, request_timeout=30.0)  # type: ignore[arg-type]
    with pytest.raises(InputError, match="max_waiting"):
        ServerConfig(max_waiting=-1)
    for bad in (-1, float("inf"), True, 30.0):
        with pytest.raises(InputError, match="refusal_delay"):
            ServerConfig(refusal_delay=bad, request_timeout=30.0)  # type: ignore[arg-type]
    for bad in (-0.001, 1, float("nan"), True, "0.001"):
        with pytest.raises(InputError, match="gil_switch_interval"):
            ServerConfig(gil_switch_interval=bad)  # type: ignore[arg-type]


def test_the_gil_switch_interval_is_the_configured_one_while_the_app_runs() -> None:
    before = sys.getswitchinterval()
    with TestClient(create_app(ServerConfig(worker_threads=1, gil_switch_interval=0.002))) as client:
        assert sys.getswitchinterval() == pytest.approx(0.002)
        assert client.get("/healthz").status_code == 200
    assert sys.getswitchinterval() == before  # restored at shutdown
    with TestClient(create_app(ServerConfig(worker_threads=1, gil_switch_interval=0))):
        assert sys.getswitchinterval() == before  # 0: the interpreter's own
