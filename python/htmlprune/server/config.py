"""The service's settings: one frozen object, validated once, shared by every part of the app."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field

from htmlprune.config import PruneConfig
from htmlprune.errors import InputError
from htmlprune.models import DEFAULT_EMBED_MODEL

__all__ = ["DEFAULT_MODEL", "SCORERS", "ServerConfig"]

#: Scorer names a request may ask for; ``embed`` and ``hybrid`` only when the server loaded a model.
SCORERS = ("bm25", "learned", "embed", "hybrid")
#: The embedding model of ``method="embed"`` when no ``model`` is given.
DEFAULT_MODEL = DEFAULT_EMBED_MODEL


def _default_threads() -> int:
    return max(1, min(4, os.cpu_count() or 1))


@dataclass(frozen=True)
class ServerConfig:
    """Settings of :func:`htmlprune.server.create_app` (the ``htmlprune serve`` flags).

    Attributes:
        prune: the pipeline options of ``/v1/prune`` where a request gives none (budget, format, block size,
            cleaning and per-page limits, ...; a request may override each, but not raise ``max_bytes``,
            ``max_nodes`` or ``max_depth`` above these). Pages are never larger than ``max_body_bytes``.
        method: the default scorer, ``"bm25"`` or ``"learned"`` (no model), ``"embed"`` or ``"hybrid"`` (BM25 and
            embeddings fused, :class:`~htmlprune.scorers.HybridScorer`); the last two load ``model``
            at start-up. None (the default): ``"hybrid"`` when ``model`` is given, else ``"learned"``.
        model: embedding model (preset name or directory) for the ``embed`` and ``hybrid`` scorers;
            given with ``method="bm25"`` it is still loaded, so requests may pick any scorer.
        tokenizer: the reader LLM's ``tokenizer.json`` (or directory); None = the bundled SmolLM2 one.
        worker_threads: threads that run the native work (the core releases the GIL).
        max_concurrency: requests admitted at once (running or waiting for a worker); the ones beyond
            wait for a slot (``admission_wait``) or are answered 429, their bodies unread. Per
            process: ``serve --workers N`` admits N times as many.
        admission_wait: seconds a request beyond ``max_concurrency`` may wait for a slot; a freed slot
            goes to the newest waiting request (see :class:`~htmlprune.server.limits.ConcurrencyLimiter`).
            0 = refuse at once. It bounds what an admitted request waits.
        refusal_delay: seconds after its arrival that a request which got no slot is answered 429 (at
            least ``admission_wait``): a client that retries at once then costs the service one
            refusal per delay instead of one per round trip.
        max_waiting: requests that may wait for a slot at once; beyond, 429 at once.
            0 = 4 x ``max_concurrency``.
        max_body_bytes: largest request body; larger ones get 413 (the rest of the body is read and
            dropped first, up to 1 GiB and ``request_timeout``, so clients that write it all get the 413).
        request_timeout: seconds from arrival to response; a body not received by then gets 408, work
            not finished by then gets 504.
        embed_threads: ONNX Runtime intra-op threads of the embedder.
        gil_switch_interval: seconds a thread may hold the GIL while another waits for it
            (:func:`sys.setswitchinterval`), set while the app runs and restored at its shutdown; 0 =
            leave the interpreter's (5 ms). The event loop and the worker threads take turns on the GIL
            (HTTP parsing, JSON decoding, responses) between the native calls that release it: at 5 ms a
            thread that comes back from the core can stand idle behind a JSON decode, and under
            overload the loop answers its 429s late (benchmarks/README.md, issue 30).
    """

    prune: PruneConfig = field(default_factory=lambda: PruneConfig())
    method: str | None = None
    model: str | None = None
    tokenizer: str | None = None
    worker_threads: int = 0  # 0 = min(4, CPU count), resolved in __post_init__
    max_concurrency: int = 0  # 0 = 4 x worker_threads
    admission_wait: float = 0.025
    refusal_delay: float = 0.1
    max_waiting: int = 0  # 0 = 4 x max_concurrency
    max_body_bytes: int = 16 << 20
    request_timeout: float = 30.0
    embed_threads: int = 1
    gil_switch_interval: float = 0.0005

    def __post_init__(self) -> None:
        if self.method is None:  # a configured model ranks by BM25 and embeddings together
            object.__setattr__(self, "method", "hybrid" if self.model is not None else "learned")
        if self.method not in SCORERS:
            msg = f"method must be one of {SCORERS}, got {self.method!r}"
            raise InputError(msg)
        if not isinstance(self.prune, PruneConfig):
            msg = f"prune must be a PruneConfig, got {type(self.prune).__name__}"
            raise TypeError(msg)
        for name in ("max_body_bytes", "embed_threads"):
            positive_int(name, getattr(self, name))
        for name in ("worker_threads", "max_concurrency", "max_waiting"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                msg = f"{name} must be a non-negative int (0 = default), got {value!r}"
                raise InputError(msg)
        threads = self.worker_threads or _default_threads()
        object.__setattr__(self, "worker_threads", threads)
        object.__setattr__(self, "max_concurrency", self.max_concurrency or 4 * threads)
        object.__setattr__(self, "max_waiting", self.max_waiting or 4 * self.max_concurrency)
        timeout = self.request_timeout
        if not _is_seconds(timeout) or timeout == 0:
            msg = f"request_timeout must be a positive number of seconds, got {timeout!r}"
            raise InputError(msg)
        if not _is_seconds(self.admission_wait) or self.admission_wait >= timeout:
            msg = (
                "admission_wait must be a number of seconds, >= 0 and below request_timeout, "
                f"got {self.admission_wait!r}"
            )
            raise InputError(msg)
        if not _is_seconds(self.refusal_delay) or self.refusal_delay >= timeout:
            msg = (
                "refusal_delay must be a number of seconds, >= 0 and below request_timeout, "
                f"got {self.refusal_delay!r}"
            )
            raise InputError(msg)
        if not _is_seconds(self.gil_switch_interval) or self.gil_switch_interval >= 1:
            msg = (
                "gil_switch_interval must be a number of seconds, >= 0 and below 1 (0 = the "
                f"interpreter's), got {self.gil_switch_interval!r}"
            )
            raise InputError(msg)

    @property
    def scorers(self) -> tuple[str, ...]:
        """The scorers this configuration loads: the model-free ones, and the model's with a model."""
        if self.method in ("embed", "hybrid") or self.model is not None:
            return SCORERS
        return ("bm25", "learned")


def _is_seconds(value: object) -> bool:
    """A finite, non-negative int or float (a bool is refused)."""
    return (
        not isinstance(value, bool)
        and isinstance(value, (int, float))
        and value >= 0
        and math.isfinite(value)
    )


def positive_int(name: str, value: object) -> None:
    """Raises InputError naming ``name`` unless ``value`` is an int >= 1 (a bool is refused)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        msg = f"{name} must be a positive int, got {value!r}"
        raise InputError(msg)
