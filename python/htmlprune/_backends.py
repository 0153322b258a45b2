"""The small protocols the pruning pipeline depends on, so it never imports onnxruntime or torch itself.

They are what a user implements to bring their own part; each is a ``typing.Protocol`` (structural: no base
class to inherit, ``isinstance`` checks the methods' presence); ``htmlprune.Scorer`` and ``htmlprune.Embedder``
are exported, and :class:`CountsTokens` is what ``tokenizer=`` accepts besides a tokenizer file or object
(:func:`htmlprune.tokenizer.load_tokenizer` wraps any of them in one :class:`~htmlprune.TokenCounter`):

* :class:`Scorer`: ``score(query, tree)``, one float per block; any scorer goes to ``HtmlPruner`` / ``prune``.
* :class:`Embedder`: ``encode``, ``encode_queries`` and ``fingerprint``; goes to ``EmbeddingScorer``, HIRO and
  the search re-ranker.
* :class:`CountsTokens`: ``count(text)``, the reader LLM's token count; goes wherever ``tokenizer=`` is taken.

:func:`as_embedder` turns what users already have into an :class:`Embedder`: an ``OnnxEmbedder`` passes
through, a ``SentenceTransformer`` (or any object with ``encode``) or a plain ``texts -> vectors`` callable is
wrapped. Block and node embeddings are cached on trees under the embedder's ``fingerprint``; a wrapped object
gets one from :func:`derive_fingerprint` when it can be derived (a hash of a torch model's weights and
configuration), else ``None``, and then nothing is cached.

Example:
    >>> import numpy as np
    >>> emb = as_embedder(lambda texts: np.ones((len(texts), 4), dtype=np.float32))
    >>> emb.encode(["a", "b"]).shape, emb.fingerprint
    ((2, 4), None)
"""

from __future__ import annotations

import hashlib
import threading
import weakref
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, Callable, Protocol, runtime_checkable

if TYPE_CHECKING:
    import numpy as np

    from htmlprune.html import BlockTree
else:
    from htmlprune._numpy import np  # imported on first use (see _numpy.py)

__all__ = ["CountsTokens", "Embedder", "Scorer", "as_embedder", "derive_fingerprint"]


@runtime_checkable
class Scorer(Protocol):
    """Scores every block of a tree against a question; higher means more worth keeping.

    Implement ``score``. The pruner keeps blocks best-first until the token budget is spent, so only the
    order of the scores matters within one tree. Ties keep document order. The built-in scorers are in
    :mod:`htmlprune.scorers`.

    Example:
        >>> import numpy as np
        >>> import htmlprune
        >>> class Longest:
        ...     def score(self, query: str, tree: htmlprune.html.BlockTree) -> np.ndarray:
        ...         return np.array([len(t) for t in tree.texts], dtype=np.float32)
        >>> isinstance(Longest(), htmlprune.Scorer)
        True
        >>> tree = htmlprune.build_block_tree("<p>short</p><p>a longer block</p>", max_words=2)
        >>> Longest().score("any question", tree)
        array([ 5., 14.], dtype=float32)
        >>> htmlprune.HtmlPruner(Longest(), budget=64)("any question", tree).n_tokens <= 64
        True
    """

    def score(self, query: str, tree: BlockTree) -> np.ndarray:
        """One float score per block of ``tree`` (``len(tree)`` of them, in block order), float32 preferred.

        ``tree.texts`` holds each block's visible text, ``tree.paths`` its tag path; ``tree.cache`` is a dict
        for per-tree state (for example embeddings) that lives as long as the tree.
        """
        ...


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into fixed-size vectors (rows L2-normalised when the embedder normalises).

    Implement ``encode``, ``encode_queries`` (may equal ``encode`` when the model has no query instruction)
    and the ``fingerprint`` property. You rarely need to: :func:`as_embedder` wraps a
    ``SentenceTransformer``, any object with ``encode`` or a plain ``texts -> vectors`` function. Implement
    it to control the fingerprint (what block embeddings are cached under) or the query side.
    """

    @property
    def fingerprint(self) -> str | None:
        """A string that changes whenever the vectors could change (model content, pooling, length).

        ``None`` means "unknown": embeddings made by this embedder are never cached.
        """
        ...

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Embeds passages: float32 array of shape (len(texts), dim)."""
        ...

    def encode_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Embeds queries (with the model's query instruction, if any)."""
        ...


@runtime_checkable
class CountsTokens(Protocol):
    """Counts tokens the way the reader LLM will: the unit of every budget.

    Implement ``count``. Pass the object as ``tokenizer=`` (``prune``, ``HtmlPruner``, HIRO, the CLI's Python
    API); :func:`htmlprune.tokenizer.load_tokenizer` wraps it in a :class:`~htmlprune.TokenCounter`, which
    itself counts tokens this way. The budget is only as exact as ``count``: the pruned output is verified with it. Prefer a
    ``tokenizers.Tokenizer`` or a ``tokenizer.json`` path where you have one: they are counted natively or in
    parallel batches, while ``count`` is called once per string.

    Example:
        >>> import htmlprune
        >>> class Words:
        ...     def count(self, text: str) -> int:
        ...         return len(text.split())
        >>> isinstance(Words(), CountsTokens)
        True
        >>> pruner = htmlprune.HtmlPruner(budget=2, tokenizer=Words())
        >>> pruner("q", "<p>one two three</p>").n_tokens <= 2
        True
    """

    def count(self, text: str) -> int:
        """Number of tokens of ``text``, without special tokens (BOS/EOS are not part of the text)."""
        ...


# An Embedder, a SentenceTransformer, an object with encode(), or a callable texts -> vectors.
EmbedderLike = Any


def _is_native(obj: object) -> bool:
    """Already an Embedder: encode, encode_queries and a str (or None) fingerprint of its own."""
    if not (
        callable(getattr(obj, "encode", None)) and callable(getattr(obj, "encode_queries", None))
    ):
        return False
    try:
        fp = obj.fingerprint  # type: ignore[attr-defined]
    except AttributeError:
        return False
    return fp is None or (isinstance(fp, str) and bool(fp))


def _torch_state_hash(module: Any) -> str | None:
    """sha256 over a torch module's parameters and buffers (names, dtypes, shapes, bytes); None if not torch."""
    state_dict = getattr(module, "state_dict", None)
    if not callable(state_dict):
        return None
    try:
        state = state_dict()
    except Exception:  # noqa: BLE001 - not a torch module after all: no fingerprint
        return None
    h = hashlib.sha256()
    for name, tensor in state.items():
        if not hasattr(tensor, "detach"):
            return None
        t = tensor.detach().reshape(-1).cpu().contiguous()
        h.update(f"{name}|{t.dtype}|{tuple(tensor.shape)}|".encode())
        if t.numel():
            import torch

            h.update(t.view(torch.uint8).numpy().tobytes())
    return h.hexdigest()


def derive_fingerprint(obj: object) -> str | None:
    """A fingerprint for ``obj``'s vectors, or None when none can be derived (then nothing is cached).

    Uses ``obj.fingerprint`` when it is a non-empty string. For a torch model (a ``SentenceTransformer``, or
    an object with ``encode`` whose ``state_dict()`` is a torch state), hashes its weights together with its
    ``repr`` (modules, maximum length, pooling, normalisation) and its prompts; computed once per object by
    :func:`as_embedder`, so re-wrap a model after changing its weights in place. A plain function, or an
    object without weights, has no derivable fingerprint.
    """
    fp = getattr(obj, "fingerprint", None)
    if isinstance(fp, str) and fp:
        return fp
    weights = _torch_state_hash(obj)
    if weights is None:
        return None
    config = "|".join(
        [
            type(obj).__qualname__,
            repr(obj),
            repr(getattr(obj, "max_seq_length", None)),
            repr(sorted((getattr(obj, "prompts", None) or {}).items())),
            repr(getattr(obj, "default_prompt_name", None)),
        ]
    )
    raw = f"{weights}|{hashlib.sha256(config.encode()).hexdigest()}"
    return f"torch:{hashlib.sha256(raw.encode()).hexdigest()[:24]}"


def _to_array(out: Any, n: int, what: str) -> np.ndarray:
    if isinstance(out, Iterator):  # e.g. fastembed yields one vector at a time
        out = list(out)
    if hasattr(out, "detach"):  # a torch tensor (possibly on a GPU, possibly bf16)
        out = out.detach().float().cpu().numpy()
    arr = np.asarray(out, dtype=np.float32)
    if arr.ndim != 2 or arr.shape[0] != n:
        msg = f"{what} returned shape {arr.shape} for {n} texts; expected ({n}, dim)"
        raise ValueError(msg)
    return arr


class _WrappedEmbedder:
    """An :class:`Embedder` over a user's object with ``encode`` or a callable (see :func:`as_embedder`)."""

    def __init__(self, obj: Any) -> None:
        self.wrapped = obj
        self._st = callable(getattr(obj, "encode", None))
        if self._st:
            # Query side: a BGE-style encode_queries, a sentence-transformers>=5 encode_query, else encode.
            query = getattr(obj, "encode_queries", None) or getattr(obj, "encode_query", None)
            self._passages: Callable[[list[str]], Any] = obj.encode
            self._queries: Callable[[list[str]], Any] = query if callable(query) else obj.encode
        elif callable(obj):
            self._passages = self._queries = obj
        else:
            msg = (
                f"an embedder must be an Embedder, an object with encode(texts), or a callable texts -> "
                f"vectors; got {type(obj).__name__}"
            )
            raise TypeError(msg)
        self._fingerprint = _cached_fingerprint(obj)

    @property
    def fingerprint(self) -> str | None:
        """Derived once when wrapped (see :func:`derive_fingerprint`); None = embeddings are not cached."""
        return self._fingerprint

    def _call(self, fn: Callable[..., Any], texts: Sequence[str]) -> np.ndarray:
        items = list(texts)
        if not items:
            return np.zeros((0, 0), dtype=np.float32)
        if self._st and _is_sentence_transformer(self.wrapped):
            out = fn(items, convert_to_numpy=True, show_progress_bar=False)
        else:
            out = fn(items)
        return _to_array(out, len(items), f"{type(self.wrapped).__name__} embedder")

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Embeds passages with the wrapped object's ``encode`` (or the callable)."""
        return self._call(self._passages, texts)

    def encode_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Embeds queries with ``encode_queries``/``encode_query`` when the object has one, else as passages."""
        return self._call(self._queries, texts)

    def __repr__(self) -> str:
        return f"as_embedder({type(self.wrapped).__name__}, fingerprint={self._fingerprint!r})"


def _is_sentence_transformer(obj: object) -> bool:
    return any(c.__module__.startswith("sentence_transformers") for c in type(obj).__mro__)


# Derived fingerprints per object (weak keys: a model is not kept alive by having been wrapped once).
_fingerprints: weakref.WeakKeyDictionary[Any, str | None] = weakref.WeakKeyDictionary()
_fingerprints_lock = threading.Lock()


def _cached_fingerprint(obj: Any) -> str | None:
    own = getattr(obj, "fingerprint", None)
    if isinstance(own, str) and own:
        return own
    try:
        with _fingerprints_lock:
            if obj in _fingerprints:
                return _fingerprints[obj]
    except TypeError:  # not weak-referenceable or not hashable: derive afresh
        return derive_fingerprint(obj)
    fp = derive_fingerprint(obj)
    with _fingerprints_lock:
        _fingerprints[obj] = fp
    return fp


def as_embedder(obj: EmbedderLike) -> Embedder:
    """An :class:`Embedder` for ``obj``: accepted wherever htmlprune takes an embedder.

    Args:
        obj: an :class:`Embedder` (returned as is, e.g. ``OnnxEmbedder``); a ``SentenceTransformer`` or any
            object with ``encode(texts)`` (queries go through its ``encode_queries`` or ``encode_query`` when
            it has one); or a callable ``texts -> (n, dim) vectors``.

    Returns:
        An Embedder whose ``fingerprint`` is the object's own, one derived by :func:`derive_fingerprint`, or
        None (embeddings are then recomputed instead of cached). A derived fingerprint is computed once per
        object (the weights are hashed once).

    Raises:
        TypeError: ``obj`` is none of the above.
    """
    if _is_native(obj):
        return obj  # type: ignore[no-any-return]
    return _WrappedEmbedder(obj)
