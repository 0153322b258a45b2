"""numpy, imported on first use.

Importing numpy costs 100-200 ms, more than pruning a page. ``htmlprune prune`` from the shell (BM25 in the
core, text in, text out) never needs it, so the modules on that path take ``np`` from here: an object that
imports numpy when one of its attributes is first read and keeps each attribute it handed out, so later
reads are plain lookups. Type checkers see numpy itself::

    if TYPE_CHECKING:
        import numpy as np
    else:
        from htmlprune._numpy import np
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typing_extensions import TypeGuard

__all__ = ["is_numpy_instance", "np"]


class _Numpy:
    def __getattr__(self, name: str) -> Any:  # only for names not read before
        value = getattr(importlib.import_module("numpy"), name)
        setattr(self, name, value)
        return value

    def __repr__(self) -> str:
        return "<numpy, imported on first use>"


np: Any = _Numpy()


def is_numpy_instance(value: object, kind: str) -> TypeGuard[Any]:
    """``isinstance(value, numpy.<kind>)`` without importing numpy: a value of that kind means it is loaded."""
    numpy = sys.modules.get("numpy")
    return numpy is not None and isinstance(value, getattr(numpy, kind))
