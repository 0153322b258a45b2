"""The small protocols the pruning pipeline depends on, so it never imports onnxruntime or torch itself."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import numpy as np

if TYPE_CHECKING:
    from htmlprune.html import BlockTree

__all__ = ["Embedder", "Scorer"]


@runtime_checkable
class Scorer(Protocol):
    """Scores every block of a tree against a question; higher means more worth keeping."""

    def score(self, query: str, tree: BlockTree) -> np.ndarray:
        """Returns a float32 array with one score per block of ``tree``."""
        ...


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into fixed-size vectors (rows L2-normalised when the embedder normalises)."""

    @property
    def fingerprint(self) -> str:
        """A string that changes whenever the vectors could change (model content, pooling, length)."""
        ...

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Embeds passages: float32 array of shape (len(texts), dim)."""
        ...

    def encode_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Embeds queries (with the model's query instruction, if any)."""
        ...
