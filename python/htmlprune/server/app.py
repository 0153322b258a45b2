"""The app factory: routes, middleware and the worker pool of one server process (launch.py starts them).

A request meets the service's own ASGI layers first, in front of FastAPI and its middleware stack:
metrics (which see every request), then admission (:class:`~htmlprune.server.limits.GuardMiddleware`:
429 before the body is read, then the size and time limits), then the short path of the two JSON
endpoints (:class:`~htmlprune.server.dispatch.JsonEndpoints`: decoding, validation and the work on
worker threads). Only what those pass on reaches FastAPI. Under overload most requests are refused,
so a refusal must cost the event loop as little as possible: it goes through two layers, not through
FastAPI's error, telemetry and body-limit middlewares as well.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import functools
import sys
import time
from collections.abc import AsyncIterator
from typing import Any, Callable, TypeVar

from fastapi import FastAPI
from starlette.requests import Request
from starlette.responses import Response

from htmlprune import __version__
from htmlprune.server.config import ServerConfig
from htmlprune.server.dispatch import JsonEndpoints, JsonRoute
from htmlprune.server.errors import install_handlers
from htmlprune.server.limits import (
    ASGIApp,
    ConcurrencyLimiter,
    GuardMiddleware,
    Receive,
    Scope,
    Send,
    Slot,
    run_in_pool,
)
from htmlprune.server.metrics import CONTENT_TYPE, Metrics, MetricsMiddleware
from htmlprune.server.schemas import (
    CleanRequest,
    CleanResponse,
    ErrorResponse,
    Health,
    PruneRequest,
    PruneResponse,
)
from htmlprune.server.service import Service

__all__ = ["create_app"]

T = TypeVar("T")


ENDPOINTS = ("/v1/clean", "/v1/prune", "/healthz", "/metrics")


def _errors(*statuses: int) -> dict[int | str, dict[str, Any]]:
    return {
        s: {"model": ErrorResponse, "description": "Error; see the code table."} for s in statuses
    }


# The errors every /v1 endpoint may answer (the guard's and the schema's).
_V1_ERRORS = _errors(400, 408, 413, 415, 422, 429, 500, 504)


class ServiceApp(FastAPI):
    """A FastAPI app whose requests go through ``front`` (the service's own ASGI layers) first."""

    front: ASGIApp

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.front(scope, receive, send)

    async def fastapi(self, scope: Scope, receive: Receive, send: Send) -> None:
        """FastAPI itself: its middleware stack, then the routes."""
        await super().__call__(scope, receive, send)


def create_app(config: ServerConfig | None = None) -> FastAPI:
    """Builds the service: loads the models now, once, and returns the ASGI app.

    Example:
        >>> from fastapi.testclient import TestClient  # doctest: +SKIP
        >>> client = TestClient(create_app(ServerConfig(prune=PruneConfig(budget=512))))  # doctest: +SKIP
        >>> client.post("/v1/prune", json={"question": "Who won?", "html": "<p>Ada won</p>"}).json()["html"]  # doctest: +SKIP
        '<p>Ada won'
    """
    config = config or ServerConfig()
    service = Service(config)
    executor = concurrent.futures.ThreadPoolExecutor(
        max_workers=config.worker_threads, thread_name_prefix="htmlprune-worker"
    )
    limiter = ConcurrencyLimiter(
        config.max_concurrency,
        wait=config.admission_wait,
        max_waiting=config.max_waiting,
        refuse_after=config.refusal_delay,
    )
    metrics = Metrics(ENDPOINTS)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        previous = sys.getswitchinterval()
        if config.gil_switch_interval:
            sys.setswitchinterval(config.gil_switch_interval)
        try:
            yield
        finally:
            sys.setswitchinterval(previous)
            executor.shutdown(wait=False, cancel_futures=True)
            metrics.close()

    app = ServiceApp(
        title="htmlprune",
        version=__version__,
        description="Clean web HTML and prune it to the smallest context an LLM needs, under a token "
        'budget. Errors are JSON: {"error": {"code": "...", "message": "..."}}.',
        lifespan=lifespan,
    )
    app.state.limiter = limiter
    app.state.executor = executor

    def deadline_of(request: Request) -> float:
        # Set by GuardMiddleware at the request's arrival; the fallback serves apps mounted without it.
        deadline = request.scope.get("state", {}).get("deadline")
        return (
            float(deadline) if deadline is not None else time.monotonic() + config.request_timeout
        )

    async def in_pool(request: Request, fn: Callable[[], T]) -> T:
        slot: Slot | None = request.scope.get("state", {}).get("slot")
        return await run_in_pool(executor, fn, slot=slot, deadline=deadline_of(request))

    def json_response(body: bytes) -> Response:
        # The service serialized it on the worker thread; response_model only documents it.
        return Response(body, media_type="application/json")

    # JsonEndpoints answers POSTs to these two paths before FastAPI routes them (see dispatch.py). The
    # routes give the OpenAPI schema and 405s, and would answer the same if that layer were removed.
    json_routes = {
        "/v1/clean": JsonRoute(CleanRequest, service.clean),
        "/v1/prune": JsonRoute(PruneRequest, service.prune),
    }

    @app.post("/v1/clean", response_model=CleanResponse, responses=_V1_ERRORS, tags=["html"])
    async def clean_page(body: CleanRequest, request: Request) -> Response:
        """Clean one page losslessly: scripts, styles, comments, attributes and wrappers out."""
        return json_response(await in_pool(request, functools.partial(service.clean, body)))

    @app.post("/v1/prune", response_model=PruneResponse, responses=_V1_ERRORS, tags=["html"])
    async def prune_pages(body: PruneRequest, request: Request) -> Response:
        """Prune one or many pages for a question to a token budget; returns the HTML and the kept blocks."""
        job = functools.partial(service.prune, body, deadline_of(request))
        return json_response(await in_pool(request, job))

    @app.get("/healthz", response_model=Health, tags=["ops"])
    async def healthz() -> Health:
        """Liveness and readiness: the models are loaded when the app exists."""
        return Health(
            version=__version__,
            scorers=sorted(service.scorers),
            in_flight=limiter.in_use,
            max_concurrency=limiter.limit,
        )

    @app.get(
        "/metrics",
        response_class=Response,
        responses={200: {"content": {CONTENT_TYPE: {}}, "description": "Prometheus text format."}},
        tags=["ops"],
    )
    async def prometheus_metrics() -> Response:
        """Prometheus metrics: requests, latency histogram, in-flight and rejected requests."""
        return Response(metrics.render(), media_type=CONTENT_TYPE)

    install_handlers(app)
    short_path = JsonEndpoints(
        app.fastapi, routes=json_routes, executor=executor, request_timeout=config.request_timeout
    )
    guard = GuardMiddleware(
        short_path,
        limiter=limiter,
        max_body_bytes=config.max_body_bytes,
        request_timeout=config.request_timeout,
    )
    app.front = MetricsMiddleware(guard, metrics=metrics)
    app.state.short_path = short_path
    return app
