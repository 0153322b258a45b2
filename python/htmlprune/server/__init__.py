"""The HTTP service (``pip install "htmlprune[server]"``; run it with ``htmlprune serve``).

Endpoints: ``POST /v1/clean``, ``POST /v1/prune``, ``GET /healthz``, ``GET /metrics``; the OpenAPI
schema is at ``/openapi.json`` and the error codes are listed in :mod:`htmlprune.server.errors`.

Example:
    >>> from htmlprune.server import ServerConfig, create_app  # doctest: +SKIP
    >>> app = create_app(ServerConfig(prune=PruneConfig(budget=1024), worker_threads=2))  # doctest: +SKIP
    >>> # uvicorn.run(app, host="127.0.0.1", port=8000), or: htmlprune serve --budget 1024
"""

from __future__ import annotations

from htmlprune.errors import require

require("fastapi", "server")
require("uvicorn", "server")
require("prometheus_client", "server")

from htmlprune.server.app import create_app
from htmlprune.server.config import ServerConfig
from htmlprune.server.errors import ERROR_CODES
from htmlprune.server.launch import run

__all__ = ["ERROR_CODES", "ServerConfig", "create_app", "run"]
