"""Exceptions raised by htmlprune.

Every exception derives from :class:`HtmlpruneError`, and each also derives from the built-in class a
caller would catch without knowing htmlprune::

    HtmlpruneError
    ├── InputError (ValueError)             bad argument values or unusable input
    │   └── LimitExceededError              input larger/deeper than a configured limit
    ├── DocumentTimeoutError (TimeoutError) one document took longer than its time limit
    ├── ModelError (RuntimeError)           a model could not be loaded or run
    └── MissingDependencyError (ImportError) an optional extra is not installed

A time-out is not a ValueError: the document was valid, the work on it took longer than allowed; a caller
who catches ``TimeoutError`` gets it, and one who catches ``ValueError`` for bad input does not.
"""

from __future__ import annotations

__all__ = [
    "DocumentTimeoutError",
    "HtmlpruneError",
    "InputError",
    "LimitExceededError",
    "MissingDependencyError",
    "ModelError",
]


class HtmlpruneError(Exception):
    """Base class of every error htmlprune raises on purpose."""


class InputError(HtmlpruneError, ValueError):
    """An argument value or an input document that htmlprune cannot use."""


class LimitExceededError(InputError):
    """Input larger or deeper than a configured limit (bytes, nodes, depth)."""


class DocumentTimeoutError(HtmlpruneError, TimeoutError):
    """One document's processing passed its time limit (``HtmlPruner(time_limit=...)``).

    The limit is cooperative: it is checked between pipeline stages, so a stage that has started (one
    native pass over the page, one scorer call) finishes first. Picklable, so batch workers can send it
    back to the parent.

    Attributes:
        time_limit: the limit in seconds.
        elapsed: seconds spent when the limit was noticed.
        stage: the stage that was about to start (``"block_tree"``, ``"score"``, ``"prune"``, ...).
    """

    def __init__(self, message: str, *, time_limit: float, elapsed: float, stage: str) -> None:
        super().__init__(message)
        self.time_limit = time_limit
        self.elapsed = elapsed
        self.stage = stage

    def __reduce__(self) -> tuple[object, ...]:
        # Keyword-only attributes are not in self.args: rebuild through a helper that passes them.
        return (_rebuild_timeout, (str(self), self.time_limit, self.elapsed, self.stage))


def _rebuild_timeout(message: str, time_limit: float, elapsed: float, stage: str) -> DocumentTimeoutError:
    return DocumentTimeoutError(message, time_limit=time_limit, elapsed=elapsed, stage=stage)


class ModelError(HtmlpruneError, RuntimeError):
    """A model could not be found, loaded or run."""


class MissingDependencyError(HtmlpruneError, ImportError):
    """An optional dependency is missing; the message names the extra to install."""


def require(module: str, extra: str) -> object:
    """Import `module` or raise MissingDependencyError naming ``pip install "htmlprune[extra]"``."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as exc:
        msg = f'{module} is required for this feature; install it with: pip install "htmlprune[{extra}]"'
        raise MissingDependencyError(msg) from exc
