"""Sentence embeddings with ONNX Runtime (:class:`OnnxEmbedder`, in :mod:`htmlprune.embed.onnx_embedder`).

:class:`OnnxEmbedder` runs a BERT-style encoder (BGE, MiniLM, ...) exported to ONNX, batched by length. The
scorer that ranks blocks with it, :class:`~htmlprune.scorers.EmbeddingScorer`, lives with the other scorers
in :mod:`htmlprune.scorers`. :func:`as_embedder` shows what any other embedder (a ``SentenceTransformer``,
an object with ``encode``, a ``texts -> vectors`` function) becomes wherever an embedder is taken.

onnxruntime is imported lazily (the ``[onnx]`` extra); nothing here imports torch.

Example:
    >>> import htmlprune
    >>> from htmlprune.embed import OnnxEmbedder
    >>> from htmlprune.scorers import EmbeddingScorer
    >>> embedder = OnnxEmbedder("all-MiniLM-L6-v2")  # offline default  # doctest: +SKIP
    >>> pruner = htmlprune.HtmlPruner(EmbeddingScorer(embedder), budget=1024)  # doctest: +SKIP
"""

from __future__ import annotations

from htmlprune._backends import as_embedder
from htmlprune.embed.onnx_embedder import (
    OnnxEmbedder,
    Providers,
    available_providers,
    fp16_graph,
    plan_batches,
)

__all__ = [
    "OnnxEmbedder",
    "Providers",
    "as_embedder",
    "available_providers",
    "fp16_graph",
    "plan_batches",
]
