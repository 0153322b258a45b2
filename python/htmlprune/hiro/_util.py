"""Small helpers shared by the HIRO modules: embedding calls, row normalisation, tokenizers, argument checks."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import numpy as np

from htmlprune._backends import as_embedder
from htmlprune.errors import InputError
from htmlprune.hiro.node import SEPARATOR, FloatArray

if TYPE_CHECKING:
    from htmlprune.tokenizer import TokenCounter, TokenizerLike

VARIANTS = ("prose", "pseudocode")
CONTEXTS = ("text", "html")


def encode(embedder: Any, texts: list[str], *, queries: bool = False) -> FloatArray:
    """``embedder.encode(texts)`` (or ``encode_queries``) as float32 rows, with the shape checked."""
    if not texts:
        return np.zeros((0, 0), dtype=np.float32)
    embedder = as_embedder(embedder)
    fn = embedder.encode_queries if queries else embedder.encode
    vecs = np.asarray(fn(texts), dtype=np.float32)
    if vecs.ndim != 2 or vecs.shape[0] != len(texts):
        msg = f"embedder returned shape {vecs.shape} for {len(texts)} texts; expected ({len(texts)}, dim)"
        raise InputError(msg)
    return vecs


def unit_rows(x: FloatArray) -> FloatArray:
    """L2-normalises rows; rows already of unit length (what a normalising embedder returns) stay exact."""
    x = np.asarray(x, dtype=np.float32)
    if x.size == 0:
        return x.copy()
    norms = np.linalg.norm(x.astype(np.float64), axis=1, keepdims=True)
    unit = np.abs(norms - 1.0) <= 1e-6
    return np.asarray(np.where(unit, x, x / np.maximum(norms, 1e-12)), dtype=np.float32)


def sep_tokens(counter: TokenCounter) -> int:
    """Tokens the separator adds between two pieces."""
    # Measured between two words: BPE pre-tokenizers split "\n\n" before a letter into two tokens.
    return max(counter.count("a" + SEPARATOR + "a") - 2 * counter.count("a"), 0)


def counter_of(tokenizer: TokenizerLike) -> TokenCounter:
    """The TokenCounter for anything ``load_tokenizer`` accepts (a TokenCounter is returned as is)."""
    from htmlprune.tokenizer import TokenCounter, load_tokenizer

    if isinstance(tokenizer, TokenCounter):
        return tokenizer
    return load_tokenizer(tokenizer)


def check_common(variant: str | None, context: str, budget: object) -> None:
    """Raises InputError for an unknown variant or context, or a budget that is not a non-negative int."""
    if variant is not None and variant not in VARIANTS:
        msg = f"variant must be one of {VARIANTS}, got {variant!r}"
        raise InputError(msg)
    if context not in CONTEXTS:
        msg = f"context must be one of {CONTEXTS}, got {context!r}"
        raise InputError(msg)
    if budget is not None and (
        isinstance(budget, bool) or not isinstance(budget, int) or budget < 0
    ):
        msg = f"budget must be a non-negative int or None, got {budget!r}"
        raise InputError(msg)


def check_threshold(name: str, value: object) -> float:
    """``value`` as a float; InputError unless it is a finite real number (bools are refused)."""
    if type(value) is float and math.isfinite(value):
        return value
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float, np.floating))
        or not math.isfinite(float(value))
    ):
        msg = f"{name} must be a finite number, got {value!r}"
        raise InputError(msg)
    return float(value)
