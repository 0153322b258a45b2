"""The line ``htmlprune serve`` prints once it listens: where to send requests, and that it is up."""

from __future__ import annotations

import sys
from typing import Any, Callable

__all__ = ["announce", "announcing_server"]


def announce(host: str, port: int, workers: int) -> None:
    """Prints the ready line on stderr (flushed: a script waiting for it reads it at once)."""
    shown = f"[{host}]" if ":" in host else host
    processes = f"{workers} process{'es' if workers > 1 else ''}"
    print(
        f"htmlprune serve: listening on http://{shown}:{port} ({processes}); Ctrl+C stops",
        file=sys.stderr,
        flush=True,
    )


def announcing_server(config: Any, on_ready: Callable[[int], None]) -> Any:
    """A ``uvicorn.Server`` for ``config`` that calls ``on_ready(port)`` once its socket listens."""
    import uvicorn

    class _Server(uvicorn.Server):
        async def startup(self, sockets: Any = None) -> None:
            await super().startup(sockets=sockets)
            if self.started and self.servers:
                on_ready(int(self.servers[0].sockets[0].getsockname()[1]))

    return _Server(config)
