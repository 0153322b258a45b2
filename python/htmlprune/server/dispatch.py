"""The JSON endpoints' short path: ``POST /v1/clean`` and ``POST /v1/prune`` answered from plain ASGI.

FastAPI's per-request machinery (routing, dependency solving, ``json.loads`` then validation on the
event loop, the exception middlewares) took about half of the event loop's CPU per request: ~0.5 ms
of ~1.1 ms for a 107 KiB page (the app called without sockets), against ~5 ms of pruning.
:class:`JsonEndpoints` sits inside :class:`~htmlprune.server.limits.GuardMiddleware`, which has
admitted the request, checked its Content-Type and size and buffered its body, and does only what
these endpoints need, on a worker thread: validate the body against the same pydantic request model
(``model_validate_json`` parses and validates in one pass), run the service, and send the JSON bytes
it returns.

Every other request (other paths and methods, ``/openapi.json``) goes on to FastAPI, whose routes for
these two endpoints define the OpenAPI schema and answer 405 to other methods.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Callable

from pydantic import BaseModel, ValidationError

from htmlprune.errors import HtmlpruneError
from htmlprune.server.errors import ServiceError, error_body, error_for, validation_error
from htmlprune.server.limits import ASGIApp, Receive, Scope, Send, run_in_pool

__all__ = ["JsonEndpoints", "JsonRoute"]

log = logging.getLogger(__name__)

_BOM = b"\xef\xbb\xbf"
_JSON_HEADERS = [(b"content-type", b"application/json")]


@dataclass(frozen=True)
class JsonRoute:
    """A POST endpoint of the short path.

    Attributes:
        model: the request body's pydantic model (the same one the OpenAPI schema shows).
        handle: ``handle(request, deadline) -> JSON bytes``; runs on a worker thread.
    """

    model: type[BaseModel]
    handle: Callable[[Any, float], bytes]


def parse_and_handle(route: JsonRoute, body: bytes, deadline: float) -> bytes:
    """The job of one request: validate ``body`` against ``route.model``, then answer it.

    Raises:
        ServiceError: ``invalid_json`` or ``invalid_request`` for a body the model refuses.
    """
    body = body.removeprefix(_BOM)  # json.loads tolerated a UTF-8 byte-order mark; so do we
    try:
        request = route.model.model_validate_json(body)
    except ValidationError as exc:
        errors = exc.errors(include_url=False, include_input=False)
        raise validation_error(errors) from None
    return route.handle(request, deadline)


class JsonEndpoints:
    """ASGI layer that answers ``POST`` to ``routes`` itself and passes everything else to ``app``."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        routes: Mapping[str, JsonRoute],
        executor: Any,
        request_timeout: float,
    ) -> None:
        self.app = app
        self.routes = dict(routes)
        self.executor = executor
        self.request_timeout = request_timeout

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        route = None
        if scope["type"] == "http" and scope.get("method") == "POST":
            route = self.routes.get(scope["path"])
        if route is None:
            await self.app(scope, receive, send)
            return
        body = await _read_body(receive)
        if body is None:
            return  # the client went away: nobody to answer
        # GuardMiddleware set both; the fallbacks serve the layer mounted without it (no limit then).
        state = scope.get("state") or {}
        deadline = state.get("deadline") or time.monotonic() + self.request_timeout
        job = functools.partial(parse_and_handle, route, body, deadline)
        headers: Mapping[str, str] | None = None
        try:
            payload = await run_in_pool(
                self.executor, job, slot=state.get("slot"), deadline=deadline
            )
            status = 200
        except Exception as exc:
            if not isinstance(exc, (ServiceError, HtmlpruneError)):
                log.exception("unexpected error while serving %s", scope["path"])
            error = error_for(exc)
            status, headers = error.status, error.headers
            payload = error_body(error.code, error.message)
        raw_headers = [*_JSON_HEADERS, (b"content-length", str(len(payload)).encode())]
        raw_headers.extend((k.encode(), v.encode()) for k, v in (headers or {}).items())
        await send({"type": "http.response.start", "status": status, "headers": raw_headers})
        await send({"type": "http.response.body", "body": payload})


async def _read_body(receive: Receive) -> bytes | None:
    # Behind GuardMiddleware this is one message, the body it buffered (under its size and time limits).
    chunks: list[bytes] = []
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return b"".join(chunks)
