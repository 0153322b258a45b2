"""htmlprune: raw web HTML in, the smallest structured context an LLM needs out.

Example:
    >>> import htmlprune
    >>> htmlprune.clean("<div><div><p>Hello <b>world</b></p></div></div><script>x()</script>")
    '<p>Hello <b>world</b></p>'
"""

from __future__ import annotations

from htmlprune.errors import (
    HtmlpruneError,
    InputError,
    LimitExceededError,
    MissingDependencyError,
    ModelError,
)

__version__ = "0.1.0"

__all__ = [
    "HtmlpruneError",
    "InputError",
    "LimitExceededError",
    "MissingDependencyError",
    "ModelError",
    "__version__",
]
