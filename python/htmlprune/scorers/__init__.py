"""The scorers of the pruning pipeline, in one place, and :func:`make_scorer` to build one by name.

Every scorer implements :class:`htmlprune.Scorer`: ``score(query, tree)`` returns one float32 score per
block of a :class:`~htmlprune.html.BlockTree`, higher meaning more worth keeping. Bring your own by writing that
one method.

* :class:`BM25Scorer`: lexical, native, no model, with the page-structure priors (:mod:`htmlprune.scorers.bm25`).
* :class:`LearnedScorer`: the same signals as features of a linear model fitted on the dev QA sets
  (``htmlprune train ranker``; :mod:`htmlprune.scorers.learned`), native, no model at run time.
* :class:`EmbeddingScorer`: cosine similarity of sentence embeddings (:mod:`htmlprune.scorers.embedding`;
  the default embedder needs ``htmlprune[onnx]``).
* :class:`HybridScorer`: BM25 and embeddings fused per block (:mod:`htmlprune.scorers.hybrid`).
* :class:`PathScorer`: generative, a small LM over the token tree of block paths (defined in
  :mod:`htmlprune.generative`; served lazily here, torch is imported only when it runs).

Example:
    >>> from htmlprune.scorers import make_scorer
    >>> make_scorer("bm25")  # doctest: +ELLIPSIS
    BM25Scorer(...)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from htmlprune.scorers.bm25 import BM25Scorer
from htmlprune.scorers.embedding import EmbeddingScorer
from htmlprune.scorers.factory import make_scorer
from htmlprune.scorers.hybrid import FUSIONS, HybridScorer, fuse
from htmlprune.scorers.learned import LearnedScorer

if TYPE_CHECKING:  # served lazily below; typed for checkers and IDEs
    from htmlprune.generative import PathScorer

__all__ = [
    "FUSIONS",
    "BM25Scorer",
    "EmbeddingScorer",
    "HybridScorer",
    "LearnedScorer",
    "PathScorer",
    "fuse",
    "make_scorer",
]


def __getattr__(name: str) -> Any:
    if name == "PathScorer":  # torch-backed and large; load it only when asked for
        from htmlprune.generative import PathScorer

        return PathScorer
    msg = f"module 'htmlprune.scorers' has no attribute {name!r}"
    raise AttributeError(msg)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
