"""The embedding scorer: blocks ranked by the cosine similarity of their text to the question.

This is the first step of the HtmlRAG paper. Any :class:`~htmlprune.Embedder` works; the default is
:class:`~htmlprune.embed.OnnxEmbedder` with the offline default model, imported only when needed.

Example:
    >>> import htmlprune
    >>> from htmlprune.embed import OnnxEmbedder
    >>> from htmlprune.scorers import EmbeddingScorer
    >>> embedder = OnnxEmbedder("all-MiniLM-L6-v2")  # offline default  # doctest: +SKIP
    >>> pruner = htmlprune.HtmlPruner(EmbeddingScorer(embedder), budget=1024)  # doctest: +SKIP
    >>> tree = pruner.tree(html)  # keep it: a second question only embeds the question  # doctest: +SKIP
    >>> pruner("who won in 1998?", tree).html  # doctest: +SKIP
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from htmlprune._backends import Embedder, EmbedderLike, as_embedder
from htmlprune.errors import InputError, ModelError

if TYPE_CHECKING:
    import numpy as np
else:
    from htmlprune._numpy import np  # imported on first use (see _numpy.py)

__all__ = ["EmbeddingScorer"]


class _TextsLike(Protocol):
    """What the scorer needs of a block tree: the blocks' texts and a per-tree cache dict."""

    @property
    def texts(self) -> list[str]: ...

    cache: dict[str, Any]


class EmbeddingScorer:
    """Scores blocks by the cosine similarity of their text to the question (the paper's first step).

    Block embeddings are computed once per tree and kept in ``tree.cache`` under the embedder's
    fingerprint, so asking a second question about the same :class:`~htmlprune.html.BlockTree` only
    embeds the question. They can also be saved next to the pages with :meth:`save_embeddings` and
    loaded back with :meth:`load_embeddings`. Blocks without text (a non-leaf block whose text is all
    in its children) get a zero vector and so a score of 0.

    Args:
        embedder: an :class:`~htmlprune.embed.OnnxEmbedder`, a ``SentenceTransformer``, any object with
            ``encode`` or a callable ``texts -> vectors`` (see :func:`htmlprune.embed.as_embedder`); None =
            ``OnnxEmbedder()`` (the offline default). Without a fingerprint (a plain callable), block
            embeddings are not cached.

    Raises:
        TypeError: ``embedder`` is none of the above.

    Example:
        >>> scorer = EmbeddingScorer(OnnxEmbedder("all-MiniLM-L6-v2"))  # doctest: +SKIP
        >>> scores = scorer.score("when was it built?", tree)  # doctest: +SKIP
    """

    def __init__(self, embedder: EmbedderLike | None = None) -> None:
        if embedder is None:
            # imported here: htmlprune.scorers loads the ONNX embedder (and models) only when needed
            from htmlprune.embed.onnx_embedder import OnnxEmbedder

            embedder = OnnxEmbedder()
        self.embedder: Embedder = as_embedder(embedder)
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"EmbeddingScorer({self.embedder!r})"

    @property
    def cache_key(self) -> str | None:
        """The key of this scorer's block embeddings in ``tree.cache``; None when they are not cached."""
        fp = self.embedder.fingerprint
        return None if fp is None else f"embeddings:{fp}"

    def block_embeddings(self, tree: _TextsLike) -> np.ndarray:
        """The (cached) unit-norm embedding of every block's text; zero rows for empty texts."""
        key = self.cache_key
        if key is None:  # no fingerprint: the vectors may differ next time, so they are not kept
            return self._embed_blocks(tree)
        cached = tree.cache.get(key)
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        with self._lock:
            cached = tree.cache.get(key)
            if cached is not None:
                return cached  # type: ignore[no-any-return]
            emb = self._embed_blocks(tree)
            tree.cache[key] = emb
            return emb

    def _embed_blocks(self, tree: _TextsLike) -> np.ndarray:
        texts = list(tree.texts)
        nonempty = [i for i, t in enumerate(texts) if t.strip()]
        if nonempty:
            vectors = _unit_rows(self.embedder.encode([texts[i] for i in nonempty]))
        else:
            vectors = np.zeros((0, 0), dtype=np.float32)
        emb = np.zeros((len(texts), vectors.shape[1] if vectors.size else 0), dtype=np.float32)
        if nonempty:
            emb[nonempty] = vectors
        emb.setflags(write=False)
        return emb

    def score(self, query: str, tree: _TextsLike) -> np.ndarray:
        """Cosine similarity of ``query`` to each block's text: float32, one per block, in [-1, 1]."""
        if not isinstance(query, str):
            msg = f"query must be a str, got {type(query).__name__}"
            raise TypeError(msg)
        emb = self.block_embeddings(tree)
        if emb.shape[0] == 0:
            return np.zeros(0, dtype=np.float32)
        if emb.shape[1] == 0:  # no block has text
            return np.zeros(emb.shape[0], dtype=np.float32)
        q = _unit_rows(self.embedder.encode_queries([query]))[0]
        return np.asarray(emb @ q, dtype=np.float32)

    def score_batch(self, queries: Sequence[str], trees: Sequence[_TextsLike]) -> list[np.ndarray]:
        """:meth:`score` of each ``(queries[i], trees[i])``, the model called once for the blocks of every
        tree without cached embeddings and once for the distinct queries (``HtmlPruner.batch`` calls it).

        The same scores as one call per tree, up to the embedder's rounding between batch shapes.
        """
        if len(queries) != len(trees):
            msg = f"got {len(queries)} queries and {len(trees)} trees"
            raise InputError(msg)
        for q in queries:
            if not isinstance(q, str):
                msg = f"query must be a str, got {type(q).__name__}"
                raise TypeError(msg)
        key = self.cache_key
        todo = [t for t in dict.fromkeys(trees) if key is None or t.cache.get(key) is None]
        texts = [[s for s in t.texts if s.strip()] for t in todo]
        flat = [s for group in texts for s in group]
        vectors = (
            _unit_rows(self.embedder.encode(flat)) if flat else np.zeros((0, 0), dtype=np.float32)
        )
        fresh: dict[int, np.ndarray] = {}
        start = 0
        for tree, group in zip(todo, texts):
            emb = np.zeros((len(tree.texts), vectors.shape[1] if group else 0), dtype=np.float32)
            if group:
                emb[[i for i, s in enumerate(tree.texts) if s.strip()]] = vectors[
                    start : start + len(group)
                ]
            start += len(group)
            emb.setflags(write=False)
            fresh[id(tree)] = emb
            if key is not None:
                tree.cache[key] = emb
        distinct = list(dict.fromkeys(queries))
        q_rows = (
            dict(zip(distinct, _unit_rows(self.embedder.encode_queries(distinct))))
            if distinct
            else {}
        )
        out = []
        for query, tree in zip(queries, trees):
            emb = fresh[id(tree)] if id(tree) in fresh else self.block_embeddings(tree)
            if emb.shape[0] == 0 or emb.shape[1] == 0:
                out.append(np.zeros(emb.shape[0], dtype=np.float32))
            else:
                out.append(np.asarray(emb @ q_rows[query], dtype=np.float32))
        return out

    def save_embeddings(self, tree: _TextsLike, path: str | os.PathLike[str]) -> Path:
        """Writes the tree's block embeddings (computing them if needed) to ``.npz`` or ``.npy``.

        ``.npz`` also stores the embedder's fingerprint and a hash of the block texts, so
        :meth:`load_embeddings` can refuse embeddings of another model or another tree; ``.npy`` is the
        bare matrix (checked only by shape).

        Returns:
            The path written.
        """
        out = Path(path)
        emb = self.block_embeddings(tree)
        if out.suffix == ".npy":
            np.save(out, emb)
        elif out.suffix == ".npz":
            np.savez(
                out,
                embeddings=emb,
                fingerprint=np.array(self.embedder.fingerprint or ""),
                texts_sha256=np.array(_texts_hash(tree.texts)),
            )
        else:
            msg = f"embeddings path must end in .npz or .npy, got {os.fspath(out)!r}"
            raise InputError(msg)
        return out

    def load_embeddings(self, tree: _TextsLike, path: str | os.PathLike[str]) -> np.ndarray:
        """Loads block embeddings saved by :meth:`save_embeddings` into ``tree.cache``.

        Raises:
            InputError: the file is not .npz/.npy, or it was made by another model (fingerprint) or
                for other blocks (texts hash or shape).
        """
        src = Path(path)
        if src.suffix not in (".npz", ".npy"):
            msg = f"embeddings path must end in .npz or .npy, got {os.fspath(src)!r}"
            raise InputError(msg)
        if src.suffix == ".npz":
            with np.load(src, allow_pickle=False) as data:
                emb = np.asarray(data["embeddings"], dtype=np.float32)
                fingerprint = str(data["fingerprint"])
                texts_sha = str(data["texts_sha256"])
            mine = self.embedder.fingerprint
            if fingerprint and mine and fingerprint != mine:
                msg = (
                    f"{os.fspath(src)!r} holds embeddings of model {fingerprint}, but this scorer's "
                    f"embedder is {self.embedder.fingerprint}; recompute them"
                )
                raise InputError(msg)
            if texts_sha != _texts_hash(tree.texts):
                msg = f"{os.fspath(src)!r} holds embeddings of other blocks than this tree's; recompute them"
                raise InputError(msg)
        else:
            emb = np.asarray(np.load(src, allow_pickle=False), dtype=np.float32)
        if emb.ndim != 2 or emb.shape[0] != len(tree.texts):
            msg = (
                f"{os.fspath(src)!r} holds embeddings of shape {emb.shape}, but the tree has "
                f"{len(tree.texts)} blocks; recompute them"
            )
            raise InputError(msg)
        emb = np.ascontiguousarray(emb)
        emb.setflags(write=False)
        if self.cache_key is not None:
            tree.cache[self.cache_key] = emb
        return emb


def _unit_rows(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.float32)
    if x.ndim != 2:
        msg = f"the embedder returned an array of shape {x.shape}; expected (n, dim)"
        raise ModelError(msg)
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    out: np.ndarray = x / np.maximum(norms, 1e-12)
    return out


def _texts_hash(texts: Sequence[str]) -> str:
    h = hashlib.sha256()
    for t in texts:
        h.update(t.encode("utf-8", "surrogatepass"))
        h.update(b"\0")
    return h.hexdigest()
