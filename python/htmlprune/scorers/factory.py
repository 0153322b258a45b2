"""Scorers by name (:func:`make_scorer`), as the CLI, the server and Ray build them from their options."""

from __future__ import annotations

import os
from typing import Any

from htmlprune._backends import Scorer
from htmlprune.errors import InputError
from htmlprune.scorers.bm25 import BM25Scorer
from htmlprune.scorers.hybrid import HybridScorer

__all__ = ["make_scorer"]


def make_scorer(
    method: str, model: str | os.PathLike[str] | None = None, **embedder_options: Any
) -> Scorer:
    """The first-pass scorer named ``method``, as the CLI, the server and Ray build it.

    ``"bm25"``: :class:`BM25Scorer` (native, no model). ``"learned"``: :class:`LearnedScorer` (native, the
    shipped weights). ``"embed"``: an
    :class:`~htmlprune.scorers.EmbeddingScorer` over ``OnnxEmbedder(model or the offline default,
    **embedder_options)`` (``tokenizer``, ``providers``, ``threads``, ...; needs ``htmlprune[onnx]``).
    ``"hybrid"``: a :class:`~htmlprune.scorers.HybridScorer` of the default BM25 and that embedding scorer.

    Raises:
        InputError: another method name.
        ModelError: the embedding model cannot be loaded.
    """
    if method == "bm25":
        return BM25Scorer()
    if method == "learned":
        from htmlprune.scorers.learned import LearnedScorer

        return LearnedScorer()
    if method == "embed":
        from htmlprune.embed.onnx_embedder import OnnxEmbedder
        from htmlprune.models import DEFAULT_EMBED_MODEL
        from htmlprune.scorers.embedding import EmbeddingScorer

        return EmbeddingScorer(OnnxEmbedder(model or DEFAULT_EMBED_MODEL, **embedder_options))
    if method == "hybrid":
        return HybridScorer(make_scorer("embed", model, **embedder_options))
    msg = f"method must be 'bm25', 'learned', 'embed' or 'hybrid', got {method!r}"
    raise InputError(msg)
