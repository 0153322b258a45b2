"""Prometheus metrics of the service: requests, latency histogram, in-flight, rejected.

Each app owns its own ``CollectorRegistry`` (no process-global state), served by ``GET /metrics`` in
the Prometheus text format. Under ``htmlprune serve --workers N`` the processes share their figures
through prometheus_client's multiprocess mode: ``$PROMETHEUS_MULTIPROC_DIR`` (the command creates and
removes a temporary one) holds each process's values, and ``/metrics``, whichever process answers it,
sums them over all processes; ``in_flight`` sums the live processes only.

* ``htmlprune_http_requests_total{endpoint, method, status}``: answered requests;
* ``htmlprune_http_request_duration_seconds{endpoint}``: latency histogram, arrival to last byte;
* ``htmlprune_http_requests_in_flight``: requests being served now;
* ``htmlprune_http_requests_rejected_total{reason}``: requests refused by a limit (``overloaded``,
  ``body_too_large``, ``request_timeout``, ``timeout``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
    values,
)

from htmlprune.errors import InputError
from htmlprune.server.limits import ASGIApp, ASGIMessage, Receive, Scope, Send

__all__ = ["CONTENT_TYPE", "MULTIPROC_ENV", "Metrics", "MetricsMiddleware"]

#: The directory of prometheus_client's multiprocess mode; set = the figures of all processes.
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"

CONTENT_TYPE = CONTENT_TYPE_LATEST

# Statuses that only a limit produces, and the reason label each gets.
_REJECTED = {429: "overloaded", 413: "body_too_large", 408: "request_timeout", 504: "timeout"}
# Pruning a page takes milliseconds to seconds; the buckets resolve both ends.
_BUCKETS = (
    0.001,
    0.0025,
    0.005,
    0.01,
    0.025,
    0.05,
    0.1,
    0.25,
    0.5,
    1.0,
    2.5,
    5.0,
    10.0,
    30.0,
    60.0,
)


class Metrics:
    """The service's collectors in a registry of their own."""

    def __init__(self, endpoints: Iterable[str]) -> None:
        self.multiprocess_dir = os.environ.get(MULTIPROC_ENV) or None
        if self.multiprocess_dir is not None and values.ValueClass is values.MutexValue:
            # prometheus_client picks where values live when it is first imported.
            msg = f"${MULTIPROC_ENV} must be set before prometheus_client is imported"
            raise InputError(msg)
        self.registry = CollectorRegistry(auto_describe=True)
        self.endpoints = frozenset(endpoints)
        self.requests = Counter(
            "htmlprune_http_requests",
            "HTTP requests answered, by endpoint, method and status.",
            ("endpoint", "method", "status"),
            registry=self.registry,
        )
        self.latency = Histogram(
            "htmlprune_http_request_duration_seconds",
            "Time from a request's arrival to its last response byte.",
            ("endpoint",),
            buckets=_BUCKETS,
            registry=self.registry,
        )
        self.in_flight = Gauge(
            "htmlprune_http_requests_in_flight",
            "Requests being served now.",
            registry=self.registry,
            multiprocess_mode="livesum",
        )
        self.rejected = Counter(
            "htmlprune_http_requests_rejected",
            "Requests refused by a limit, by reason.",
            ("reason",),
            registry=self.registry,
        )
        for (
            reason
        ) in _REJECTED.values():  # export zeros, so a dashboard sees the series from the start
            self.rejected.labels(reason)

    def endpoint(self, path: str) -> str:
        """The endpoint label: the route's path, or ``other`` (unknown paths must not grow labels)."""
        return path if path in self.endpoints else "other"

    def observe(self, endpoint: str, method: str, status: int, seconds: float) -> None:
        """Records one answered request."""
        self.requests.labels(endpoint, method, str(status)).inc()
        self.latency.labels(endpoint).observe(seconds)
        reason = _REJECTED.get(status)
        if reason is not None:
            self.rejected.labels(reason).inc()

    def render(self) -> bytes:
        """The Prometheus text exposition of every collector (of every process in multiprocess mode)."""
        if self.multiprocess_dir is None:
            return bytes(generate_latest(self.registry))
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry, path=self.multiprocess_dir)  # type: ignore[no-untyped-call]
        return bytes(generate_latest(registry))

    def close(self) -> None:
        """At this process's exit: its in-flight gauge leaves the sum (multiprocess mode)."""
        if self.multiprocess_dir is not None:
            multiprocess.mark_process_dead(os.getpid(), self.multiprocess_dir)  # type: ignore[no-untyped-call]


class MetricsMiddleware:
    """Outermost ASGI middleware: counts every HTTP request, including those a limit refused."""

    def __init__(self, app: ASGIApp, *, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status = 500  # what the server answers if the app fails before starting a response
        metrics = self.metrics

        async def send_and_record(message: ASGIMessage) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        metrics.in_flight.inc()
        try:
            await self.app(scope, receive, send_and_record)
        finally:
            metrics.in_flight.dec()
            endpoint = metrics.endpoint(scope["path"])
            metrics.observe(endpoint, scope.get("method", ""), status, time.perf_counter() - start)
