"""``htmlprune serve --workers N``: N server processes on one port, and the process that watches them.

uvicorn's own ``workers=N`` lets its processes accept from one shared listening socket. Here the event
loops stay idle while worker threads prune, so every process is always ready to accept, and the kernel
hands most new connections to one of them: 8 keep-alive connections from one client all went to one
of two processes in 4 of 20 trials (32 connections: 5 of 20), leaving the other core idle. On Linux
each process binds a socket of its own with ``SO_REUSEPORT`` instead, and the kernel spreads new
connections over them by a hash of their addresses. Elsewhere ``SO_REUSEPORT`` does not balance, and
the processes share the supervisor's socket as with uvicorn.

The supervisor restarts a process that dies, stops them all on SIGINT or SIGTERM, and gives up with an
error when one cannot start (a model that does not load would fail again on every restart).
"""

from __future__ import annotations

import logging
import multiprocessing
import signal
import socket
import sys
import threading
from multiprocessing.process import BaseProcess
from typing import Any

from htmlprune.errors import HtmlpruneError
from htmlprune.server.config import ServerConfig
from htmlprune.server.ready import announce

__all__ = ["serve_workers"]

log = logging.getLogger(__name__)

# Whether each process can have a socket of its own that the kernel balances connections over.
_BALANCED = sys.platform.startswith("linux") and hasattr(socket, "SO_REUSEPORT")


def _socket(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if _BALANCED:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((host, port))
    return sock


def _serve_one(
    config: ServerConfig, options: dict[str, Any], shared: socket.socket | None, ready: Any
) -> None:
    """One server process: its models, its socket (or the shared one), uvicorn until told to stop; sets
    ``ready`` once it listens."""
    import uvicorn
    from uvicorn.config import STARTUP_FAILURE

    from htmlprune.server.app import create_app  # here: only the worker processes build apps
    from htmlprune.server.ready import announcing_server

    try:
        sock = shared if shared is not None else _socket(options["host"], options["port"])
        app = create_app(config)
    except Exception:
        log.exception("a server process could not start")
        sys.exit(STARTUP_FAILURE)
    server = announcing_server(uvicorn.Config(app, **options), lambda _port: ready.set())
    server.run(sockets=[sock])
    if not server.started:
        sys.exit(STARTUP_FAILURE)


def serve_workers(config: ServerConfig, workers: int, options: dict[str, Any]) -> None:
    """Runs ``workers`` server processes until SIGINT or SIGTERM; call it from the main thread.

    ``options`` are uvicorn.Config's (``host``, ``port``, ``log_level``, ...). Port 0 picks a free port.

    Raises:
        OSError: the address cannot be bound (e.g. the port is in use).
        HtmlpruneError: a process could not start; its log says why.
    """
    from uvicorn.config import STARTUP_FAILURE

    # Binds first here: a port in use fails now, port 0 becomes a real one, and the port stays held.
    held = _socket(options["host"], options["port"])
    options = {**options, "port": held.getsockname()[1]}
    shared = None if _BALANCED else held
    context = multiprocessing.get_context("spawn")  # no forked copies of this process's threads
    ready = context.Event()  # set by the first process that listens: then the ready line is printed
    announced = False

    def start() -> BaseProcess:
        process = context.Process(
            target=_serve_one, args=(config, options, shared, ready), name="htmlprune-server"
        )
        process.start()
        return process

    stop = threading.Event()
    previous = {
        sig: signal.signal(sig, lambda *_: stop.set()) for sig in (signal.SIGINT, signal.SIGTERM)
    }
    processes: list[BaseProcess] = []
    failed = False
    try:
        processes = [start() for _ in range(workers)]
        while not stop.wait(0.5):
            if not announced and ready.is_set():
                announce(options["host"], options["port"], workers)
                announced = True
            for i, process in enumerate(processes):
                if process.is_alive():
                    continue
                if process.exitcode == STARTUP_FAILURE:
                    failed = True
                    stop.set()
                    break
                log.warning(
                    "server process %s exited (%s); starting another", process.pid, process.exitcode
                )
                processes[i] = start()
    finally:
        for process in processes:
            if process.is_alive():
                process.terminate()  # SIGTERM: uvicorn finishes the requests in flight, then exits
        for process in processes:
            process.join(timeout=60)
            if process.is_alive():
                process.kill()
                process.join()
        held.close()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    if failed:
        msg = "a server process could not start (its error is logged above)"
        raise HtmlpruneError(msg)
