"""Starting the service: :func:`run` is what ``htmlprune serve`` calls, with one process or several."""

from __future__ import annotations

import contextlib
import importlib.util
import logging
import math
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from typing import Any

from htmlprune.server.app import create_app
from htmlprune.server.config import DEFAULT_MODEL, ServerConfig, positive_int
from htmlprune.server.metrics import MULTIPROC_ENV
from htmlprune.server.ready import announce, announcing_server
from htmlprune.server.workers import serve_workers
from htmlprune.tokenizer import load_tokenizer

__all__ = ["run"]

log = logging.getLogger(__name__)


def _warn_pure_python_http() -> None:
    """uvicorn picks httptools and uvloop when installed (the ``server`` extra installs them); without
    them its event loop spends ~1.4x the CPU per request (benchmarks/overload.py's pages), and the event
    loop is what admits or refuses requests under load."""
    # uvicorn[standard] installs no uvloop on Windows.
    wanted = ("httptools",) if sys.platform == "win32" else ("httptools", "uvloop")
    if any(importlib.util.find_spec(name) is None for name in wanted):
        log.warning(
            "httptools or uvloop is not installed: uvicorn falls back to pure-Python HTTP parsing "
            "and asyncio's loop, which serve fewer requests per core; pip install 'uvicorn[standard]'"
        )


def _check_models(config: ServerConfig) -> None:
    """Fails once, here, for a tokenizer or model the worker processes could not load, and exports a
    model that needs it before N processes would race to do it."""
    load_tokenizer(config.tokenizer)
    if "embed" in config.scorers:
        from htmlprune.models import resolve_model

        resolve_model(config.model or DEFAULT_MODEL)


@contextlib.contextmanager
def _shared_metrics_dir() -> Iterator[None]:
    """A fresh $PROMETHEUS_MULTIPROC_DIR for the server processes, removed at exit (unless the caller
    set one: then it is theirs to empty between runs, since stale files would add to the counters)."""
    if os.environ.get(MULTIPROC_ENV):
        yield
        return
    path = tempfile.mkdtemp(prefix="htmlprune-metrics-")
    # Inherited by the processes, and read when they import prometheus_client.
    os.environ[MULTIPROC_ENV] = path
    try:
        yield
    finally:
        del os.environ[MULTIPROC_ENV]
        shutil.rmtree(path, ignore_errors=True)


def run(
    config: ServerConfig,
    *,
    host: str = "127.0.0.1",
    port: int = 8000,
    workers: int = 1,
    log_level: str = "info",
    access_log: bool = False,
    keep_alive: float = 75.0,
) -> None:
    """Serves :func:`create_app` with uvicorn until interrupted.

    It prints ``htmlprune serve: listening on http://HOST:PORT (N processes)`` on stderr once a process
    listens. ``workers`` > 1 starts that many processes on the one port (see workers.py), each with its own
    models, worker threads and ``max_concurrency`` limit: the service admits ``workers *
    max_concurrency`` requests in all. ``/metrics`` sums every process (see metrics.py); ``/healthz``
    describes the process that answers it.

    ``keep_alive`` is how long an idle connection stays open. It must exceed the clients' own idle
    expiry (httpx: 5 s, uvicorn's default is also 5 s): otherwise a client may send a request on a
    connection at the moment the server closes it, and gets a connection reset instead of an answer.
    """
    import uvicorn

    positive_int("workers", workers)
    _warn_pure_python_http()
    options: dict[str, Any] = {
        "host": host,
        "port": port,
        "log_level": log_level,
        "access_log": access_log,
        "timeout_keep_alive": math.ceil(keep_alive),
    }
    if workers == 1:
        from uvicorn.config import STARTUP_FAILURE

        server = announcing_server(
            uvicorn.Config(create_app(config), **options), lambda p: announce(host, p, 1)
        )
        server.run()
        if not server.started:
            raise SystemExit(STARTUP_FAILURE)
        return
    _check_models(config)
    with _shared_metrics_dir():
        serve_workers(config, workers, options)
