"""atheris target: the service's request handling (htmlprune.server), driven in-process through ASGI.

    python tests/fuzz/fuzz_server.py tests/fuzz/corpus/server -max_total_time=3600

Each input is one request: a method, a path, headers (Content-Type, Content-Length, Expect, junk) and a
body in chunks, JSON-like or raw. Invariants: exactly one response; its status is one the API documents
(never 500); the body of a /v1/ answer is JSON, ``{"error": {"code", "message"}}`` with the code that
matches the status when it is an error; a pruned answer stays within the budget it asked for.
"""

from __future__ import annotations

import asyncio
import atexit
import json
from typing import Any

from _harness import Input, run

from htmlprune import PruneConfig
from htmlprune.server import ERROR_CODES, ServerConfig, create_app

MAX_BODY = 1 << 16
APP = create_app(
    ServerConfig(prune=PruneConfig(budget=64), worker_threads=1, max_body_bytes=MAX_BODY)
)
LOOP = asyncio.new_event_loop()
atexit.register(LOOP.close)
STATUSES = {200, *ERROR_CODES.values()} - {500}
PATHS = ("/v1/clean", "/v1/prune", "/v1/prune", "/v1/", "/healthz", "/v1/clean/", "/v2/prune")
CONTENT_TYPES = (
    "application/json",
    "application/json; charset=utf-8",
    "application/problem+json",
    "text/plain",
    "",
    "application/json;;",
    "APPLICATION/JSON",
    "application/\x00json",
)
BODIES = (
    b'{"html": "<p>Jupiter has 95 moons.</p>"}',
    b'{"question": "moons?", "html": "<p>Jupiter has 95 moons.</p>", "budget": 16}',
    b'{"question": "moons?", "pages": ["<p>a</p>", "<p>b</p>"], "budget": 1}',
    b'{"question": "moons?", "html": "<p>x", "budget": 0}',
    b'{"question": "moons?", "html": "<p>x", "budget": 1e309}',
    b'{"question": "", "html": "", "method": "embed"}',
    b'{"html": "\\ud800"}',
    b'\xef\xbb\xbf{"html": "<b>bom</b>"}',
    b'{"html": ["x"]}',
    b"{]",
    b"",
    b"null",
)


async def _call(
    method: str, path: str, headers: list[tuple[bytes, bytes]], chunks: list[bytes]
) -> Any:
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": headers,
        "client": ("127.0.0.1", 1),
        "server": ("127.0.0.1", 80),
    }
    pending = [
        {"type": "http.request", "body": c, "more_body": i < len(chunks) - 1}
        for i, c in enumerate(chunks)
    ]
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        if pending:
            return pending.pop(0)
        await asyncio.sleep(0)
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await APP(scope, receive, send)
    return sent


def test_one_input(data: bytes) -> None:
    inp = Input(data)
    method = inp.pick(("POST", "POST", "POST", "GET", "PUT"))
    path = inp.pick(PATHS)
    body = inp.pick(BODIES) if inp.bool() else inp.bytes(2048)
    if inp.int(0, 7) == 0:
        body = body * (MAX_BODY // max(len(body), 1) + 2)  # over the limit
    headers = [(b"content-type", inp.pick(CONTENT_TYPES).encode("latin-1"))]
    length = inp.int(0, 3)
    if length == 1:
        headers.append((b"content-length", str(len(body)).encode()))
    elif length == 2:
        headers.append(
            (b"content-length", inp.pick((b"-1", b"1e3", b" 7", b"99999999999", b"\xff")))
        )
    if inp.bool():
        headers.append((b"expect", b"100-continue"))
    if inp.bool():
        headers.append((inp.bytes(8).lower(), inp.bytes(16)))
    cut = inp.int(0, len(body))
    chunks = [body[:cut], body[cut:]] if inp.bool() else [body]
    sent = LOOP.run_until_complete(_call(method, path, headers, chunks))
    starts = [m for m in sent if m["type"] == "http.response.start"]
    assert len(starts) == 1, sent
    status = starts[0]["status"]
    if status == 307 and path.endswith("/") and path != "/v1/":
        return  # FastAPI's redirect to the path without its trailing slash
    assert status in STATUSES, (status, sent)
    payload = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    if not path.startswith("/v1/"):
        return
    answer = json.loads(payload)
    if status == 200:
        if path == "/v1/prune":
            budget = json.loads(body.removeprefix(b"\xef\xbb\xbf")).get("budget") or 64
            assert answer["n_tokens"] <= budget
    else:
        assert ERROR_CODES[answer["error"]["code"]] == status, (status, answer)
        assert answer["error"]["message"]


if __name__ == "__main__":
    run(test_one_input)
