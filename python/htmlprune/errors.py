"""Exceptions raised by htmlprune.

Every exception derives from :class:`HtmlpruneError`, and each also derives from the built-in class a
caller would catch without knowing htmlprune::

    HtmlpruneError
    ├── InputError (ValueError)             bad argument values or unusable input
    │   └── LimitExceededError              input larger/deeper than a configured limit
    ├── ModelError (RuntimeError)           a model could not be loaded or run
    └── MissingDependencyError (ImportError) an optional extra is not installed
"""

from __future__ import annotations

__all__ = [
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
    """Input larger or deeper than a configured limit (bytes, nodes, depth, time)."""


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
