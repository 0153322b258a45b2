"""A per-document time limit, checked cooperatively between pipeline stages.

The native core is not interrupted mid-pass: each pass is linear in the input (bounded by
``CleanOptions.max_bytes``), so a check between passes bounds the overrun by one pass. The pipeline
(:class:`htmlprune.HtmlPruner`) checks before building the tree, before scoring, before pruning and
between the pruner's render/count rounds.

Example:
    >>> d = Deadline(5.0)
    >>> d.check("score")  # raises DocumentTimeoutError once 5 s have passed
    >>> 0 < d.remaining() <= 5.0
    True
"""

from __future__ import annotations

import math
import time

from htmlprune.errors import DocumentTimeoutError, InputError

__all__ = ["Deadline", "check_time_limit", "timeout_error"]


def check_time_limit(time_limit: object) -> float | None:
    """Validates a time limit in seconds: None (no limit) or a positive finite number."""
    if time_limit is None:
        return None
    if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)):
        msg = f"time_limit must be a positive number of seconds or None, got {time_limit!r}"
        raise InputError(msg)
    value = float(time_limit)
    if not (value > 0 and math.isfinite(value)):
        msg = f"time_limit must be a positive finite number of seconds, got {time_limit!r}"
        raise InputError(msg)
    return value


class Deadline:
    """A monotonic-clock deadline ``time_limit`` seconds after ``start`` (default: now).

    Not shared between threads by design: make one per document.
    """

    __slots__ = ("end", "start", "time_limit")

    def __init__(self, time_limit: float, *, start: float | None = None) -> None:
        limit = check_time_limit(time_limit)
        if limit is None:
            msg = "Deadline needs a time limit in seconds; use None instead of a Deadline for no limit"
            raise InputError(msg)
        self.time_limit = limit
        self.start = time.monotonic() if start is None else start
        self.end = self.start + limit

    def __repr__(self) -> str:
        return f"Deadline(time_limit={self.time_limit}, remaining={self.remaining():.3f})"

    def remaining(self) -> float:
        """Seconds left (negative once passed)."""
        return self.end - time.monotonic()

    def expired(self) -> bool:
        """Whether the deadline has passed."""
        return time.monotonic() >= self.end

    def check(self, stage: str) -> None:
        """Raises :class:`DocumentTimeoutError` if the deadline has passed before ``stage`` starts."""
        now = time.monotonic()
        if now < self.end:
            return
        raise timeout_error(self.time_limit, now - self.start, stage)


def timeout_error(time_limit: float, elapsed: float, stage: str) -> DocumentTimeoutError:
    """The error of a document that took ``elapsed`` seconds, over ``time_limit``, stopped before ``stage``."""
    msg = (
        f"document took {elapsed:.3f} s, over time_limit={time_limit:g} s (stopped before "
        f"{stage}); raise time_limit or lower max_bytes"
    )
    return DocumentTimeoutError(msg, time_limit=time_limit, elapsed=elapsed, stage=stage)
